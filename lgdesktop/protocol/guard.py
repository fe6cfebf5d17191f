"""Checks a frame passes before any JSON decoder sees it: text, and not nested too deep.

msgspec decodes nested JSON recursively: a 4 KB frame of a thousand ``[`` raises
``RecursionError`` (not a ``msgspec.DecodeError``), in :func:`~.messages.decode_client` and
in :func:`~.messages.peek_ref` alike. :func:`check_depth` scans the frame once, without
recursion, and refuses it first. The text protocol's frames are WebSocket text frames:
:func:`refuse_binary` refuses binary ones (over the encrypted wire the outer frames are
binary and their plaintext, once opened, goes through :func:`decode_text`).

All raise :class:`~.messages.ProtocolError`; a frame refused as too deep is not decoded, but
:func:`shallow_ref` still reads its top-level ``ref`` so that the refusal names the request.
Pure: no I/O.
"""

from __future__ import annotations

import re

from .messages import MAX_COUNTER, ProtocolError

#: Deepest nesting of objects and arrays a laptop's frame may have. The deepest legitimate
#: client message (a composition edit: an object in an object) nests 2 levels.
MAX_CLIENT_DEPTH = 8
#: Deepest nesting a frame from the host may have (a player view: view, board, events,
#: event, visibility...: 7 levels in whole 12-seat games, measured by the test).
MAX_SERVER_DEPTH = 32

_SIGNIFICANT = re.compile(r'[\\"\[\]{}]')
#: A whole JSON string (an unterminated one runs to the end, so that no position is
#: scanned twice), or one bracket: the tokens :func:`shallow_ref` counts depth with.
_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*(?:"|\Z)|[\[\]{}]', re.DOTALL)
#: What follows a top-level ``"ref"`` key: the colon and a non-negative integer.
_REF_VALUE = re.compile(r"\s*:\s*(0|[1-9][0-9]{0,15})(?![0-9.eE])")


def shallow_ref(text: str) -> int | None:
    """The integer ``ref`` of the frame's top-level object, read without decoding the
    frame (so even one nested too deep for the decoder), or None when there is none in
    range. Linear time, no recursion."""
    depth, ref = 0, None
    for match in _TOKEN.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
        elif token in "]}":
            depth -= 1
        elif depth == 1 and token == '"ref"':
            value = _REF_VALUE.match(text, match.end())
            if value is not None and int(value.group(1)) <= MAX_COUNTER:
                ref = int(value.group(1))
    return ref


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
                    "frame_too_deep",
                    f"frame nested deeper than {max_depth} levels",
                    ref=shallow_ref(text),
                )
        elif char in "]}":
            depth -= 1
    return text


def check_client_frame(frame: str | bytes) -> str:
    """A plain frame from a laptop, ready for :func:`~.messages.decode_client`:
    text (:func:`refuse_binary`) and shallow (:func:`check_depth`)."""
    return check_depth(refuse_binary(frame), MAX_CLIENT_DEPTH)
