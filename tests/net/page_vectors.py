"""Test vectors of the encrypted wire, made by the Python side for the phone's page.

:func:`make_vectors` runs real handshakes of :mod:`lgdesktop.protocol.secure` with fixed
randomness (SPAKE2's scalars come from seeded bytes), so the browser client, given the
same bytes, must produce the same START and CONFIRM, derive the same keys, seal the same
frames to the host and open the host's. web/test/check_vectors.mjs checks them. Also run
as a script: ``uv run python -m tests.net.page_vectors > vectors.json``.
"""

from __future__ import annotations

import hashlib
import json

from spake2.parameters.ed25519 import ParamsEd25519

from lgdesktop.protocol import MAX_CLIENT_FRAME, MAX_SERVER_FRAME, PROTOCOL_VERSION
from lgdesktop.protocol.secure import (
    CLIENT_PAD_BUCKET,
    ClientHandshake,
    HostHandshake,
    padded_length,
)

#: The cases: a join code and the host's server_info (the handshake's context), one with
#: a room name beyond ASCII (the context is the frame's UTF-8 bytes).
CASES = (
    (
        "1234",
        '{"type":"server_info","protocol":5,"room":"Loup-Garou","edition":"jinrou",'
        '"state":"lobby"}',
    ),
    (
        "90817263",
        '{"type":"server_info","protocol":5,"room":"Soirée chez Zoë 🐺",'
        '"edition":"one_night","state":"playing"}',
    ),
    ("0000", ""),
)
#: What each side seals in each case, with the client's padding rule for client frames.
TO_HOST = (
    '{"type":"hello","protocol":5,"kind":"player","name":"Zoë","code":"1234"}'.encode(),
    b"",
    b"x" * 255,
    b"y" * 256,
    b"z" * 600,
)
TO_CLIENT = (b'{"type":"welcome"}', b"", b"\x00\x80", "é".encode() * 1000)


def _entropy(label: str):
    """A deterministic stand-in for ``os.urandom``: SHA-512 of the label and a counter."""
    counter = 0

    def draw(count: int) -> bytes:
        nonlocal counter
        out = b""
        while len(out) < count:
            out += hashlib.sha512(f"{label}:{counter}".encode()).digest()
            counter += 1
        return out[:count]

    return draw


def _case(index: int, code: str, context_text: str) -> dict:
    context = context_text.encode()
    client_entropy = _entropy(f"client {index}")(64)
    client = ClientHandshake(
        code, context=context, max_frame=MAX_SERVER_FRAME, entropy=lambda n: client_entropy[:n]
    )
    host = HostHandshake(
        code, context=context, max_frame=MAX_CLIENT_FRAME, entropy=_entropy(f"host {index}")
    )
    start = client.start()
    reply = host.reply(start)
    confirm, client_channel = client.finish(reply)
    host_channel = host.finish(confirm)
    keys = host._keys
    to_host = []
    for plain in TO_HOST:
        pad_to = padded_length(len(plain), MAX_CLIENT_FRAME)
        sealed = client_channel.seal(plain, pad_to=pad_to)
        assert host_channel.open(sealed) == plain
        to_host.append({"plain": plain.hex(), "pad_to": pad_to, "sealed": sealed.hex()})
    to_client = []
    for plain in TO_CLIENT:
        sealed = host_channel.seal(plain)
        to_client.append({"plain": plain.hex(), "sealed": sealed.hex()})
    # The same START answered by a host of another code: the client must refuse its proof.
    wrong = HostHandshake(
        code[:-1] + str((int(code[-1]) + 1) % 10),
        context=context,
        max_frame=MAX_CLIENT_FRAME,
        entropy=_entropy(f"wrong host {index}"),
    )
    return {
        "code": code,
        "context": context_text,
        "client_entropy": client_entropy.hex(),
        "start": start.hex(),
        "reply": reply.hex(),
        "confirm": confirm.hex(),
        "session_id": keys.session_id.hex(),
        "keys": {
            "host_proof": keys.host_proof.hex(),
            "client_proof": keys.client_proof.hex(),
            "to_host": keys.to_host.hex(),
            "to_client": keys.to_client.hex(),
        },
        "to_host": to_host,
        "to_client": to_client,
        "wrong_code_reply": wrong.reply(start).hex(),
    }


def make_vectors() -> dict:
    """Every vector, as JSON-ready data (hex strings for bytes)."""
    return {
        "protocol_version": PROTOCOL_VERSION,
        "max_client_frame": MAX_CLIENT_FRAME,
        "max_server_frame": MAX_SERVER_FRAME,
        "client_pad_bucket": CLIENT_PAD_BUCKET,
        "spake2_M": ParamsEd25519.M.to_bytes().hex(),
        "spake2_N": ParamsEd25519.N.to_bytes().hex(),
        "padded_length": [
            [length, padded_length(length, MAX_CLIENT_FRAME)]
            for length in (0, 1, 254, 255, 256, 511, 512, 4000, 4095, 4096)
        ],
        "cases": [_case(index, code, context) for index, (code, context) in enumerate(CASES)],
    }


if __name__ == "__main__":
    print(json.dumps(make_vectors(), indent=1))
