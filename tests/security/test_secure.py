"""The SPAKE2 handshake and the sealed frames (lgdesktop.protocol.secure), without sockets."""

import pytest

from lgdesktop.protocol import MAX_CLIENT_FRAME, MAX_SERVER_FRAME
from lgdesktop.protocol.secure import (
    CONFIRM_BYTES,
    REPLY_BYTES,
    SEAL_OVERHEAD,
    START_BYTES,
    ClientHandshake,
    HostHandshake,
    SecureChannel,
    SecureError,
)

INFO = b'{"type":"server_info","protocol":1,"room":"Salon","edition":"jinrou","state":"lobby"}'


def handshake(
    host_code="482913", client_code="482913", *, host_context=INFO, client_context=INFO
) -> tuple[SecureChannel, SecureChannel]:
    """Run the three messages; returns (client channel, host channel)."""
    client = ClientHandshake(client_code, context=client_context, max_frame=MAX_SERVER_FRAME)
    host = HostHandshake(host_code, context=host_context, max_frame=MAX_CLIENT_FRAME)
    start = client.start()
    reply = host.reply(start)
    confirm, client_channel = client.finish(reply)
    return client_channel, host.finish(confirm)


def test_right_code_gives_both_sides_the_same_channel():
    client, host = handshake()
    assert client.session_id == host.session_id
    hello = b'{"type":"hello","protocol":1,"kind":"player","name":"Ana"}'
    assert host.open(client.seal(hello)) == hello
    welcome = b'{"type":"welcome"}'
    assert client.open(host.seal(welcome)) == welcome
    for n in range(5):  # counters advance in step, each direction on its own
        assert host.open(client.seal(b"%d" % n)) == b"%d" % n


def test_frame_lengths_are_fixed():
    client = ClientHandshake("1234", max_frame=100)
    host = HostHandshake("1234", max_frame=100)
    start = client.start()
    reply = host.reply(start)
    confirm, _ = client.finish(reply)
    assert (len(start), len(reply), len(confirm)) == (START_BYTES, REPLY_BYTES, CONFIRM_BYTES)


def test_wrong_code_fails_on_the_client_before_it_sends_anything():
    client = ClientHandshake("000000", context=INFO, max_frame=MAX_SERVER_FRAME)
    host = HostHandshake("482913", context=INFO, max_frame=MAX_CLIENT_FRAME)
    reply = host.reply(client.start())
    with pytest.raises(SecureError) as refused:
        client.finish(reply)
    assert refused.value.code == "bad_code"


def test_wrong_code_fails_on_the_host_too():
    """A hostile client that ignores the host's proof and confirms anyway is refused."""
    host = HostHandshake("482913", context=INFO, max_frame=MAX_CLIENT_FRAME)
    liar = ClientHandshake("111111", context=INFO, max_frame=MAX_SERVER_FRAME)
    host.reply(liar.start())
    with pytest.raises(SecureError) as refused:
        host.finish(bytes([0x03]) + bytes(32))
    assert refused.value.code == "bad_code"


def test_a_fake_host_cannot_finish_the_handshake():
    """A machine that does not know the code cannot pose as the host."""
    client = ClientHandshake("482913", context=INFO, max_frame=MAX_SERVER_FRAME)
    impostor = HostHandshake("999999", context=INFO, max_frame=MAX_CLIENT_FRAME)
    with pytest.raises(SecureError) as refused:
        client.finish(impostor.reply(client.start()))
    assert refused.value.code == "bad_code"


def test_tampered_server_info_fails_the_handshake():
    tampered = INFO.replace(b"Salon", b"Pi\xc3\xa8ge")
    with pytest.raises(SecureError) as refused:
        handshake(client_context=tampered)
    assert refused.value.code == "bad_code"


def test_a_relayed_handshake_cannot_be_completed_with_another_session():
    """A man in the middle relaying START to the host and REPLY from another session fails."""
    client = ClientHandshake("482913", context=INFO, max_frame=MAX_SERVER_FRAME)
    host_1 = HostHandshake("482913", context=INFO, max_frame=MAX_CLIENT_FRAME)
    host_2 = HostHandshake("482913", context=INFO, max_frame=MAX_CLIENT_FRAME)
    start = client.start()
    host_1.reply(start)
    other_client = ClientHandshake("482913", context=INFO, max_frame=MAX_SERVER_FRAME)
    reply_2 = host_2.reply(other_client.start())
    with pytest.raises(SecureError):
        client.finish(reply_2)


@pytest.mark.parametrize(
    "start",
    [
        b"",
        b"\x01",
        b"\x02" + bytes(START_BYTES - 1),
        b"\x01\x02" + bytes(START_BYTES - 2),
        b"\x01\x01" + b"A" + b"\xff" * 32,
        b"\x01\x01" + b"B" + bytes(32),
        b"\x01\x01" + b"A" + bytes(32),
        b"\x01\x01" + b"A" + bytes(33),
        '{"type":"hello"}',
    ],
)
def test_malformed_starts_are_refused_without_costing_a_guess(start):
    host = HostHandshake("482913", max_frame=MAX_CLIENT_FRAME)
    with pytest.raises(SecureError) as refused:
        host.reply(start)
    assert refused.value.code == "bad_handshake"
    with pytest.raises(SecureError):  # and the connection cannot try again
        host.reply(ClientHandshake("482913", max_frame=10).start())


def test_steps_out_of_order_are_refused():
    host = HostHandshake("1234", max_frame=100)
    with pytest.raises(SecureError) as early:
        host.finish(bytes([0x03]) + bytes(32))
    assert early.value.code == "bad_handshake"
    client = ClientHandshake("1234", max_frame=100)
    with pytest.raises(SecureError):
        client.finish(bytes(REPLY_BYTES))
    client.start()
    with pytest.raises(SecureError):
        client.start()


def test_malformed_replies_and_confirmations_are_refused():
    client = ClientHandshake("1234", max_frame=100)
    client.start()
    with pytest.raises(SecureError) as refused:
        client.finish(b"\x02" + b"B" + b"\xff" * 32 + bytes(32))
    assert refused.value.code == "bad_handshake"
    host = HostHandshake("1234", max_frame=100)
    host.reply(ClientHandshake("1234", max_frame=100).start())
    with pytest.raises(SecureError) as refused:
        host.finish(b"\x03short")
    assert refused.value.code == "bad_handshake"


def test_replayed_frames_are_refused_and_break_the_channel():
    client, host = handshake()
    first = client.seal(b"vote 3")
    assert host.open(first) == b"vote 3"
    with pytest.raises(SecureError) as replayed:
        host.open(first)
    assert replayed.value.code == "bad_frame"
    with pytest.raises(SecureError) as after:
        host.open(client.seal(b"anything"))
    assert after.value.code == "channel_closed"


def test_reordered_frames_are_refused():
    client, host = handshake()
    first, second = client.seal(b"one"), client.seal(b"two")
    with pytest.raises(SecureError):
        host.open(second)
    del first


def test_dropped_frames_are_noticed():
    client, host = handshake()
    client.seal(b"lost on the way")
    with pytest.raises(SecureError):
        host.open(client.seal(b"next"))


@pytest.mark.parametrize("cut", [1, 5, 16, 17])
def test_truncated_frames_are_refused(cut):
    client, host = handshake()
    frame = client.seal(b'{"type":"submit","input":"vote","target":2,"version":7}')
    with pytest.raises(SecureError) as refused:
        host.open(frame[:-cut])
    assert refused.value.code == "bad_frame"


def test_flipped_bits_are_refused():
    client, host = handshake()
    frame = bytearray(client.seal(b'{"type":"set_ready","ready":true}'))
    frame[3] ^= 0x01
    with pytest.raises(SecureError):
        host.open(bytes(frame))


def test_a_frame_sealed_for_the_other_direction_is_refused():
    """Per-direction keys: a host frame reflected back to the host does not open."""
    client, host = handshake()
    with pytest.raises(SecureError):
        host.open(host.seal(b"reflected"))
    del client


def test_text_and_oversized_frames_are_refused():
    client, host = handshake()
    with pytest.raises(SecureError):
        host.open('{"type":"hello"}')
    client2, host2 = handshake()
    with pytest.raises(SecureError) as large:
        host2.open(client2.seal(b"x" * (MAX_CLIENT_FRAME + 1)))
    assert large.value.code == "bad_frame"
    client3, host3 = handshake()
    payload = b"x" * MAX_CLIENT_FRAME
    assert host3.open(client3.seal(payload)) == payload
    del client


def test_padding_hides_lengths_within_a_bucket():
    client, host = handshake()
    short, longer = client.seal(b"{}", pad_to=256), client.seal(b"x" * 200, pad_to=256)
    assert len(short) == len(longer) == 256 + SEAL_OVERHEAD - 1
    assert host.open(short) == b"{}"
    assert host.open(longer) == b"x" * 200
    trailing_zeros = b"ends with zeros\0\0"
    assert host.open(client.seal(trailing_zeros, pad_to=64)) == trailing_zeros


def test_the_code_never_travels():
    client = ClientHandshake("482913", context=INFO, max_frame=MAX_SERVER_FRAME)
    host = HostHandshake("482913", context=INFO, max_frame=MAX_CLIENT_FRAME)
    start = client.start()
    reply = host.reply(start)
    confirm, _ = client.finish(reply)
    for frame in (start, reply, confirm):
        assert b"482913" not in frame


def test_sessions_differ_even_with_the_same_code():
    one, _ = handshake()
    two, _ = handshake()
    assert one.session_id != two.session_id
    assert one.seal(b"same") != two.seal(b"same")
