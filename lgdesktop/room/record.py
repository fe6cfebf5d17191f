"""A journaled game as the room sees it: set-up, seats, options, accepted inputs.

Pure data: :mod:`lgdesktop.net.journal` stores and loads it; the room core builds it and
rebuilds a game from it (``--resume``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import GameSetup, Input


@dataclass(frozen=True)
class JournalSeat:
    """A seat as journaled: its player's name, the hash of its seat token
    (:func:`~lgdesktop.room.lobby.token_hash`: the token itself is never written), whether
    it is a bot, and whether the host runs that bot itself (``hosted``: started again on
    ``--resume``, under a new token)."""

    name: str
    token_hash: str
    bot: bool = False
    hosted: bool = False


@dataclass
class GameRecord:
    """One journaled game: enough to rebuild it and to let its players back in.

    ``options`` holds the host's own settings that are not part of the engine's setup
    (speed, discussion override, max players, seed, game number at the table), as plain
    JSON values. ``clock`` is the last snapshot of its step clock (None: none kept).
    """

    setup: GameSetup
    room: str
    code: str
    seats: tuple[JournalSeat, ...]
    options: dict = field(default_factory=dict)
    inputs: list[tuple[int | None, Input]] = field(default_factory=list)
    id: int | None = None
    clock: dict | None = None
