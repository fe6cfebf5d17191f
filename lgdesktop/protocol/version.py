"""The protocol version, decided by the schema's content.

:data:`SCHEMA_DIGESTS` lists every released protocol version with the sha256 of its
canonical schema: the JSON Schema that :func:`lgdesktop.protocol.schema.message_schema`
generates from the message types (title left out, since it names the version), serialized
with sorted keys and no whitespace. :data:`PROTOCOL_VERSION` is the newest version of the
table. ``tests/protocol/test_version.py`` fails as soon as the generated schema's digest is
not the newest entry's, and says which line to add: a change to any message, view or event
is then a one-line bump, so that a laptop of another version is refused at the handshake
(``incompatible_version``) instead of receiving frames it cannot decode.

History, read from git (the schema of each commit of main):

- 1: the first wire (commit 4fa0918) up to the one_night merge (ac01989); the digest is
  that of ac01989's schema, the last one shipped as 1.
- 2: introduced by the merge of protocol 2 (20b89eb: rich inputs, editions in the lobby,
  edition chats); the digest is that commit's schema. Version 2 then shipped with eight
  more schemas (the encrypted wire, steps, candidacies, voters, the anniversary's events,
  ``dawn_note``, ``camp_changed``, bots) without a change of number, so that a laptop of
  one of them dropped the views of another: the reason for this table.
- 3: the first version whose digest a test checks: 2's last shipped state (ce79d94) with
  the notes, channels and pack of the views (issue 23).
- 4: decoys of the same shape (issue 23): a night prompt's ``marked`` seats and its
  shape's ``marked_cards`` and ``marked_options``, offered but refused.
- 5: pulses for every connection during a secret step (issue 24): the dead, spectators
  and the board get them too, and the Devoted Servant's pause is such a step; a
  ``hello``'s or ``add_bot``'s name typed loosely (a name too long or empty is refused
  ``name_invalid`` / ``name_required``, no longer ``bad_message``); laptops pad their
  sends to 256-byte buckets.
- 6: the ``knock`` (issue 24): a device turned away ``host_busy`` sends, in clear before
  its START, a random door tag that its user reads to the host, who lets it in from the
  TV.
- 7: the phone's screen (issue 25): a ``hello``'s ``screen`` language asks the host for the
  seat's screen, rendered from its view in that language, with every ``view`` it sends
  (``view.screen``: role, lines, prompt, the secret ballot's button, the proxy vote,
  seats, end ...; null for a laptop).

Pure data, importing nothing of the package, so that every module may read the version.
"""

from __future__ import annotations

#: Every released protocol version and the sha256 (hex) of its canonical schema, oldest
#: first. Only the newest entry is checked against the code; the older ones record what
#: was shipped (and keep a digest from being reused by a later version).
SCHEMA_DIGESTS: dict[int, str] = {
    1: "d0ca499512c46b02f5b0141386086135ab0eeada8ee7777b99e0b01c407df9a3",
    2: "10d7b5a09e630b75fef165a6f6addb8649ae3e8aa2ea688517eeaecc5344b078",
    3: "e8fbe3edab032202c3cd39854ebb96b64db2d25b854970f891189262b1967ff6",
    4: "e697fd6303bbbf11e4d0cb30971b2da238a1359456da0dd235ccf7d89421d64f",
    5: "bc54950360face92564720f63f5bc3a9e11f2dc65a5258bfb632b062c5d36171",
    6: "58182e1eeb8546954294513ef3daeae7ecc824e4dcfa97e38c1f3c0d43150247",
    7: "f861586f39615bfca6cb122c4bb3ce1d731627650cae74f79cd8978ebd3ded16",
}

#: Version of this protocol (the newest of :data:`SCHEMA_DIGESTS`); a peer speaking another
#: version is refused at the handshake.
PROTOCOL_VERSION = max(SCHEMA_DIGESTS)
