"""The schema's content decides the protocol version: a change to any message, view or
event type without a new line in :data:`SCHEMA_DIGESTS` fails here, with the line to add."""

import hashlib
import json
import re

import pytest

from lgdesktop.protocol import PROTOCOL_VERSION, ProtocolError, check_protocol, schema
from lgdesktop.protocol.schema import message_schema, protocol_schema, schema_digest
from lgdesktop.protocol.version import SCHEMA_DIGESTS


def test_the_schema_digest_is_the_newest_versions():
    digest, newest = schema_digest(), max(SCHEMA_DIGESTS)
    assert SCHEMA_DIGESTS[newest] == digest, (
        f"the protocol schema changed since version {newest}. In "
        f"lgdesktop/protocol/version.py, add the line\n"
        f'    {newest + 1}: "{digest}",\n'
        f"to SCHEMA_DIGESTS (or, if version {newest} never left this branch, put this digest "
        f"in its line instead), then run uv run python -m lgdesktop.protocol and "
        f"uv run python -m lgdesktop.protocol.reference"
    )


def test_the_version_is_the_newest_of_the_table_and_digests_are_never_reused():
    assert max(SCHEMA_DIGESTS) == PROTOCOL_VERSION
    assert list(SCHEMA_DIGESTS) == list(range(1, PROTOCOL_VERSION + 1))
    assert len(set(SCHEMA_DIGESTS.values())) == len(SCHEMA_DIGESTS)
    assert all(re.fullmatch("[0-9a-f]{64}", digest) for digest in SCHEMA_DIGESTS.values())


def test_the_digest_follows_the_types_not_the_title(monkeypatch):
    """The title names the version, so it stays out of the digest: bumping the number alone
    moves nothing; the digest is that of the titleless schema."""
    before = schema_digest()
    monkeypatch.setattr(schema, "PROTOCOL_VERSION", PROTOCOL_VERSION + 1)
    assert protocol_schema()["title"] == f"lgdesktop protocol {PROTOCOL_VERSION + 1}"
    assert schema_digest() == before
    canonical = json.dumps(message_schema(), sort_keys=True, separators=(",", ":"))
    assert hashlib.sha256(canonical.encode()).hexdigest() == before


def test_a_hello_of_the_version_before_is_refused():
    """Version 2's laptops (yesterday's) are told, at the handshake, to update."""
    hello = json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION - 1, "kind": "player"})
    with pytest.raises(ProtocolError) as refused:
        check_protocol(hello)
    assert refused.value.code == "incompatible_version"
