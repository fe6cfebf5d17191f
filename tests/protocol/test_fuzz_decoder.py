"""Property-based fuzz of the decoders: any input is a message or one ProtocolError."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from lgdesktop.protocol import (
    PROTOCOL_VERSION,
    Hello,
    ProtocolError,
    Submit,
    decode_client,
    decode_server,
    encode,
)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=50),
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=10), children, max_size=5)
    ),
    max_leaves=30,
)

TAGS = [
    "hello",
    "submit",
    "set_ready",
    "chat",
    "set_composition",
    "set_setting",
    "kick",
    "timer",
    "start",
    "ready_to_vote",
    "welcome",
    "view",
    "lobby",
    "clock",
    "ack",
]
messages = st.builds(
    lambda tag, body: {**body, "type": tag},
    st.sampled_from(TAGS),
    st.dictionaries(
        st.sampled_from(
            [
                "protocol",
                "kind",
                "name",
                "code",
                "input",
                "target",
                "version",
                "seat",
                "ref",
                "text",
                "channel",
                "view",
            ]
        ),
        json_values,
        max_size=6,
    ),
)
VALID = [
    encode(Hello(PROTOCOL_VERSION, "player", "Zoé", "1234")),
    encode(Submit("night_choice", 2, 7, ref=1)),
]


def _decode_each(data):
    for decode in (decode_client, decode_server):
        try:
            decode(data)
        except ProtocolError as error:
            assert error.code in {"bad_frame", "bad_message", "frame_too_large"}


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_random_bytes(data):
    _decode_each(data)


@settings(max_examples=300, deadline=None)
@given(messages)
def test_tagged_objects_with_random_fields(message):
    _decode_each(json.dumps(message))


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(VALID), st.data())
def test_truncated_valid_frames(frame, data):
    cut = data.draw(st.integers(0, len(frame) - 1))
    try:
        decode_client(frame[:cut])
    except ProtocolError as error:
        assert error.code == "bad_frame"
    else:
        raise AssertionError("a truncated frame decoded")


@settings(max_examples=50, deadline=None)
@given(st.integers(1, 3), st.sampled_from(["name", "code", "token"]))
def test_huge_fields(megabytes, field):
    frame = json.dumps(
        {"type": "hello", "protocol": 1, "kind": "player", field: "x" * (megabytes * 100_000)}
    )
    try:
        decode_client(frame)
    except ProtocolError as error:
        assert error.code == "frame_too_large"
    else:
        raise AssertionError("a huge field decoded")
