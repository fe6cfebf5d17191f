"""The protocol's JSON Schema, generated from the message types.

``python -m lgdesktop.protocol`` rewrites docs/protocol.schema.json; a test fails
when the committed file differs from what the types generate.
"""

from __future__ import annotations

import json
from pathlib import Path

import msgspec

from .messages import PROTOCOL_VERSION, ClientMessage, ServerMessage

#: Where the committed schema lives, relative to the repository root.
SCHEMA_PATH = Path("docs") / "protocol.schema.json"


def protocol_schema() -> dict:
    """The JSON Schema (draft 2020-12) of every frame: a client or a server message."""
    (client, server), components = msgspec.json.schema_components(
        (ClientMessage, ServerMessage), ref_template="#/$defs/{name}"
    )
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"lgdesktop protocol {PROTOCOL_VERSION}",
        "description": "A frame is one JSON object: a ClientMessage (laptop to host) or a "
        "ServerMessage (host to laptop). See docs/protocol.md.",
        "$defs": {**components, "ClientMessage": client, "ServerMessage": server},
        "anyOf": [{"$ref": "#/$defs/ClientMessage"}, {"$ref": "#/$defs/ServerMessage"}],
    }


def schema_text() -> str:
    """The schema as committed: sorted keys, two-space indent, final newline."""
    return json.dumps(protocol_schema(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"
