"""Errors as people read them: a code (from the host, the engine or this laptop) becomes one
sentence in the language on screen.

The wire carries ``Error(code, message, params)``: ``message`` is an English technical
detail for logs and bots, never shown. :func:`error_text` turns ``(code, params)`` into the
sentence; :func:`failure_code` names why a connection could not be made (refused,
unreachable, timed out, bad address ...), so that no ``[Errno 111] …`` reaches a screen.
Callers log the technical detail themselves (:func:`describe` helps).
"""

from __future__ import annotations

import errno
import socket
import string
from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP

from .i18n import translate

#: Context of every error sentence in the translation catalogue.
CONTEXT = "Errors"

#: Sentence of each error code; ``{name}`` fields are filled from the error's params.
ERROR_TEXTS = {
    # Joining a table (the host refuses the hello and closes).
    "incompatible_version": QT_TRANSLATE_NOOP(
        "Errors",
        "This laptop and the TV run different versions of the game: install the same "
        "version on both.",
    ),
    "bad_hello": QT_TRANSLATE_NOOP(
        "Errors", "The TV did not understand this laptop's greeting. Try joining again."
    ),
    "bad_code": QT_TRANSLATE_NOOP("Errors", "Wrong code: type the code shown on the TV."),
    "name_required": QT_TRANSLATE_NOOP("Errors", "Type your name first."),
    "name_taken": QT_TRANSLATE_NOOP(
        "Errors", "Somebody at this table already uses that name: pick another one."
    ),
    "room_full": QT_TRANSLATE_NOOP("Errors", "The table is full."),
    "unknown_edition": QT_TRANSLATE_NOOP(
        "Errors", "The TV does not know this edition: install the same version on both."
    ),
    "too_many_players": QT_TRANSLATE_NOOP(
        "Errors", "Too many players are seated for this edition (at most {max})."
    ),
    "game_started": QT_TRANSLATE_NOOP(
        "Errors", "The game has already begun: wait for the next one."
    ),
    "replaced": QT_TRANSLATE_NOOP(
        "Errors", "Your seat was taken over from another window or laptop."
    ),
    "kicked": QT_TRANSLATE_NOOP("Errors", "The host removed you from the table."),
    "new_table": QT_TRANSLATE_NOOP(
        "Errors", "The host set up a new table: join it again with the code on the TV."
    ),
    "host_closed": QT_TRANSLATE_NOOP("Errors", "The host closed the table."),
    "bad_handshake": QT_TRANSLATE_NOOP(
        "Errors", "The secure greeting with the TV failed: check the code, then join again."
    ),
    "channel_closed": QT_TRANSLATE_NOOP("Errors", "The secure link with the TV broke: join again."),
    "too_many_attempts": QT_TRANSLATE_NOOP(
        "Errors", "Too many wrong codes from this laptop: wait a little, then try again."
    ),
    "host_busy": QT_TRANSLATE_NOOP(
        "Errors", "The TV is busy welcoming other players: try again in a moment."
    ),
    "spectators_full": QT_TRANSLATE_NOOP(
        "Errors", "Enough people are already watching this table: try again later."
    ),
    "banned": QT_TRANSLATE_NOOP(
        "Errors", "The host removed you from this table: ask them to let you back in."
    ),
    "name_invisible": QT_TRANSLATE_NOOP(
        "Errors", "That name shows nothing on screen: type letters the others can read."
    ),
    "name_invalid": QT_TRANSLATE_NOOP(
        "Errors",
        "That name cannot be used: keep it short, with ordinary letters, digits and signs.",
    ),
    "name_confusable": QT_TRANSLATE_NOOP(
        "Errors", "That name looks too much like {name}'s: pick one the table can tell apart."
    ),
    # Requests.
    "rate_limited": QT_TRANSLATE_NOOP(
        "Errors", "Too many clicks at once: wait a moment, then try again."
    ),
    "bad_frame": QT_TRANSLATE_NOOP("Errors", "The TV could not read a message from this laptop."),
    "bad_message": QT_TRANSLATE_NOOP("Errors", "The TV could not read a message from this laptop."),
    "binary_frame": QT_TRANSLATE_NOOP(
        "Errors", "The TV could not read a message from this laptop."
    ),
    "frame_too_deep": QT_TRANSLATE_NOOP(
        "Errors", "The TV could not read a message from this laptop."
    ),
    "frame_too_large": QT_TRANSLATE_NOOP("Errors", "A message was too long to be sent."),
    "not_admin": QT_TRANSLATE_NOOP("Errors", "Only the host may do that."),
    "not_in_lobby": QT_TRANSLATE_NOOP(
        "Errors", "The game has begun: this can only be changed before it starts."
    ),
    "not_playing": QT_TRANSLATE_NOOP("Errors", "No game is being played right now."),
    "not_ended": QT_TRANSLATE_NOOP("Errors", "The game is not over yet."),
    "not_a_player": QT_TRANSLATE_NOOP("Errors", "Only a seated player may do that."),
    "not_enough_players": QT_TRANSLATE_NOOP(
        "Errors", "At least {min} players are needed to start."
    ),
    "not_ready": QT_TRANSLATE_NOOP("Errors", "Not every player is ready yet."),
    "waiting_for_players": QT_TRANSLATE_NOOP(
        "Errors", "The roles are dealt for {seats} seats: {missing} of them are still empty."
    ),
    "no_bot": QT_TRANSLATE_NOOP("Errors", "No computer player of the TV sits at this table."),
    "bad_setup": QT_TRANSLATE_NOOP(
        "Errors", "These roles and settings cannot be played together: change them."
    ),
    "bad_composition": QT_TRANSLATE_NOOP(
        "Errors", "These roles cannot be played together: change them."
    ),
    "unknown_seat": QT_TRANSLATE_NOOP("Errors", "There is no such seat at this table."),
    "not_your_seat": QT_TRANSLATE_NOOP("Errors", "That seat is not yours."),
    "not_allowed": QT_TRANSLATE_NOOP("Errors", "You may not write there."),
    "not_banned": QT_TRANSLATE_NOOP("Errors", "That player is not kept out of this table."),
    "journal_unavailable": QT_TRANSLATE_NOOP(
        "Errors", "The TV cannot save the game right now: the game waits until it can again."
    ),
    # Inputs refused by the game's rules.
    "not_your_turn": QT_TRANSLATE_NOOP("Errors", "It is not your turn to do that."),
    "illegal_target": QT_TRANSLATE_NOOP("Errors", "You cannot choose that player."),
    "already_acted": QT_TRANSLATE_NOOP("Errors", "Your choice was already taken into account."),
    "stale_version": QT_TRANSLATE_NOOP(
        "Errors", "The game moved on before your choice arrived: look again and choose."
    ),
    "game_over": QT_TRANSLATE_NOOP("Errors", "The game is over."),
    "bad_input": QT_TRANSLATE_NOOP("Errors", "That choice is not possible now."),
    "engine_error": QT_TRANSLATE_NOOP("Errors", "That is not possible now."),
    # This laptop's connection to the TV.
    "not_connected": QT_TRANSLATE_NOOP("Errors", "Not connected to the TV."),
    "connection_lost": QT_TRANSLATE_NOOP("Errors", "The connection to the TV was lost."),
    "lost": QT_TRANSLATE_NOOP("Errors", "The connection to the TV was lost."),
    "refused": QT_TRANSLATE_NOOP(
        "Errors",
        "Nothing answers at that address: check the address and port shown on "
        "the TV, and that the game is still open there.",
    ),
    "unreachable": QT_TRANSLATE_NOOP(
        "Errors", "That address cannot be reached: is this laptop on the same network as the TV?"
    ),
    "timed_out": QT_TRANSLATE_NOOP(
        "Errors", "The TV did not answer in time: check the network, then try again."
    ),
    "bad_address": QT_TRANSLATE_NOOP(
        "Errors", "That address is unknown: type the address shown on the TV."
    ),
    "not_a_host": QT_TRANSLATE_NOOP(
        "Errors", "Something answers at that address, but it is not a game of Werewolf."
    ),
}

#: Sentences for codes whose params did not come along (a refusal relayed without them).
PLAIN_TEXTS = {
    "not_enough_players": QT_TRANSLATE_NOOP("Errors", "Not enough players to start yet."),
}

#: Sentence for a code this version does not know (a newer host, say).
UNKNOWN = QT_TRANSLATE_NOOP("Errors", "The TV refused that. Try again.")

#: ``errno`` values meaning the host's network cannot be reached at all.
UNREACHABLE_ERRNOS = frozenset(
    getattr(errno, name)
    for name in ("EHOSTUNREACH", "ENETUNREACH", "EHOSTDOWN", "ENETDOWN", "EADDRNOTAVAIL")
    if hasattr(errno, name)
)


class _Params(dict):
    """Params for ``str.format_map``: a missing field stays a visible ``?``, never a crash."""

    def __missing__(self, key: str) -> str:
        return "?"


def error_text(code: str, params: Mapping[str, str] | None = None) -> str:
    """The sentence shown for error ``code`` with its ``params``, in the current language.

    Every code the host, the engine and this app send has its own sentence; an unknown code
    gets a general one (never the code or a technical message); a code whose params are
    missing gets its plain sentence.
    """
    params = params or {}
    text = ERROR_TEXTS.get(code, UNKNOWN)
    fields = {field for _, field, _, _ in string.Formatter().parse(text) if field}
    if not fields <= set(params) and code in PLAIN_TEXTS:
        text = PLAIN_TEXTS[code]
    return translate(CONTEXT, text).format_map(_Params(params))


def failure_code(error: BaseException) -> tuple[str, dict[str, str]]:
    """Why a connection or a request failed, as an error code and its params.

    A refusal from the host keeps its own code (and params); the network's own failures
    become ``refused``, ``unreachable``, ``timed_out``, ``bad_address`` or ``lost``.
    """
    code = getattr(error, "code", None)
    if isinstance(code, str) and code:
        params = getattr(error, "params", None)
        return code, {str(k): str(v) for k, v in (params or {}).items()}
    if isinstance(error, socket.gaierror):
        return "bad_address", {}
    if isinstance(error, ConnectionRefusedError):
        return "refused", {}
    if isinstance(error, TimeoutError):
        return "timed_out", {}
    if isinstance(error, ConnectionResetError | ConnectionAbortedError | BrokenPipeError):
        return "lost", {}
    if isinstance(error, OSError) and error.errno in UNREACHABLE_ERRNOS:
        return "unreachable", {}
    if isinstance(error, OSError) and f"[Errno {errno.ECONNREFUSED}]" in str(error):
        return "refused", {}  # asyncio's "Multiple exceptions: [Errno 111] ..." has no errno
    return "unreachable", {}


def describe(error: BaseException) -> str:
    """The technical detail of ``error`` for the log (type and message)."""
    return f"{type(error).__name__}: {error}"
