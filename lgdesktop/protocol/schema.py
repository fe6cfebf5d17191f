"""The protocol's JSON Schema, generated from the message types.

``python -m lgdesktop.protocol`` rewrites docs/protocol.schema.json; a test fails
when the committed file differs from what the types generate, and another when the
schema's digest is not the newest of :mod:`.version`'s table.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import msgspec

from .messages import PROTOCOL_VERSION, ClientMessage, ServerMessage

#: Where the committed schema lives, relative to the repository root.
SCHEMA_PATH = Path("docs") / "protocol.schema.json"


def message_schema() -> dict:
    """The JSON Schema (draft 2020-12) of every frame, without its title: exactly what
    the message types decide, and so what :func:`schema_digest` hashes."""
    (client, server), components = msgspec.json.schema_components(
        (ClientMessage, ServerMessage), ref_template="#/$defs/{name}"
    )
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "description": "A frame is one JSON object: a ClientMessage (laptop to host) or a "
        "ServerMessage (host to laptop). See docs/protocol.md.",
        "$defs": {**components, "ClientMessage": client, "ServerMessage": server},
        "anyOf": [{"$ref": "#/$defs/ClientMessage"}, {"$ref": "#/$defs/ServerMessage"}],
    }


def schema_digest() -> str:
    """The sha256 (hex) of :func:`message_schema` serialized canonically (sorted keys, no
    whitespace, UTF-8): the digest :data:`~lgdesktop.protocol.version.SCHEMA_DIGESTS`
    records for each version."""
    canonical = json.dumps(
        message_schema(), sort_keys=True, separators=(",", ":"), ensure_ascii=False
    )
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def protocol_schema() -> dict:
    """The JSON Schema of every frame: :func:`message_schema` titled with the version."""
    return {"title": f"lgdesktop protocol {PROTOCOL_VERSION}", **message_schema()}


def schema_text() -> str:
    """The schema as committed: sorted keys, two-space indent, final newline."""
    return json.dumps(protocol_schema(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"
