"""Checks a frame passes before any JSON decoder sees it: text, and not nested too deep.

msgspec decodes nested JSON recursively: a 4 KB frame of a thousand ``[`` raises
``RecursionError`` (not a ``msgspec.DecodeError``), in :func:`~.messages.decode_client` and
in :func:`~.messages.peek_ref` alike. :func:`check_depth` scans the frame once, without
recursion, and refuses it first. The text protocol's frames are WebSocket text frames:
:func:`refuse_binary` refuses binary ones (over the encrypted wire the outer frames are
binary and their plaintext, once opened, goes through :func:`decode_text`).

All raise :class:`~.messages.ProtocolError`; the refusal names no ``ref`` (the frame is not
read). Pure: no I/O.
"""

from __future__ import annotations

import re

from .messages import ProtocolError

#: Deepest nesting of objects and arrays a laptop's frame may have. The deepest legitimate
#: client message (a composition edit: an object in an object) nests 2 levels.
MAX_CLIENT_DEPTH = 8
#: Deepest nesting a frame from the host may have (a player view: view, board, events,
#: event, visibility...: 7 levels in whole 12-seat games, measured by the test).
MAX_SERVER_DEPTH = 32

_SIGNIFICANT = re.compile(r'[\\"\[\]{}]')


def refuse_binary(frame: str | bytes) -> str:
    """The text of a plain WebSocket frame; ``binary_frame`` for a binary one."""
    if not isinstance(frame, str):
        raise ProtocolError("binary_frame", "frames are JSON text, not binary")
    return frame


def decode_text(plaintext: bytes) -> str:
    """The text of an opened (decrypted) frame; ``bad_frame`` when it is not UTF-8."""
    try:
        return plaintext.decode("utf-8")
    except UnicodeDecodeError:
        raise ProtocolError("bad_frame", "frame is not UTF-8 text") from None


def check_depth(text: str, max_depth: int = MAX_CLIENT_DEPTH) -> str:
    """``text`` itself, or ``frame_too_deep`` when its objects and arrays nest deeper than
    ``max_depth``. Brackets inside JSON strings do not count. Linear time; it looks only at
    brackets, quotes and backslashes, so malformed JSON is left to the decoder."""
    depth, in_string, escaped_at = 0, False, -1
    for match in _SIGNIFICANT.finditer(text):
        at = match.start()
        if at == escaped_at:
            continue
        char = match.group()
        if in_string:
            if char == "\\":
                escaped_at = at + 1
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > max_depth:
                raise ProtocolError(
                    "frame_too_deep", f"frame nested deeper than {max_depth} levels"
                )
        elif char in "]}":
            depth -= 1
    return text


def check_client_frame(frame: str | bytes) -> str:
    """A plain frame from a laptop, ready for :func:`~.messages.decode_client`:
    text (:func:`refuse_binary`) and shallow (:func:`check_depth`)."""
    return check_depth(refuse_binary(frame), MAX_CLIENT_DEPTH)
