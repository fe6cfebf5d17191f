"""The room core: one table's lobby, step clock, games and fan-out, without any I/O.

Between :mod:`lgdesktop.protocol` and :mod:`lgdesktop.net`: no sockets, no asyncio tasks,
no Qt. The WebSocket host (:mod:`lgdesktop.net.server`) and the shared screen
(:mod:`lgdesktop.app.onescreen.local`) both drive a :class:`Room` — they feed it events with the
time, and perform the :mod:`outputs <lgdesktop.room.outputs>` it returns. Modules:

- :mod:`.room` — :class:`Room` (the façade: its state, the lobby message, the outputs of
  each event) and :class:`RoomConfig`; the room's duties, each a part of :class:`Room`:
  :mod:`.admission` (connections come and go), :mod:`.requests` (the dispatch of
  requests, the lobby's own), :mod:`.life` (the game's life and its journal),
  :mod:`.play` (inputs, chat, the step clock's controls and ticks);
- :mod:`.lobby` — seats, admission, readiness, composition, settings, start blocker;
- :mod:`.clock` — the step clock: durations, narration, pause, extend, snapshots;
- :mod:`.staleness` — when an input is refused as stale;
- :mod:`.fanout` — who receives which frame;
- :mod:`.outputs` — what the shell is asked to do; :mod:`.record` — a journaled game.
"""

from .clock import ALL_TIMED, NIGHT_STEP_SECONDS, SHOT_SECONDS, VOTE_SECONDS, StepClock, Timing
from .lobby import Lobby, Seat
from .outputs import (
    CLOSE_GOING_AWAY,
    CLOSE_NORMAL,
    CLOSE_POLICY,
    Advertise,
    Close,
    GameOver,
    JournalClock,
    JournalFinish,
    JournalInput,
    JournalStart,
    Output,
    Send,
    StartBot,
    StopBot,
    Wake,
)
from .record import GameRecord, JournalSeat
from .room import Room, RoomConfig

__all__ = [
    "ALL_TIMED",
    "CLOSE_GOING_AWAY",
    "CLOSE_NORMAL",
    "CLOSE_POLICY",
    "NIGHT_STEP_SECONDS",
    "SHOT_SECONDS",
    "VOTE_SECONDS",
    "Advertise",
    "Close",
    "GameOver",
    "GameRecord",
    "JournalClock",
    "JournalFinish",
    "JournalInput",
    "JournalSeat",
    "JournalStart",
    "Lobby",
    "Output",
    "Room",
    "RoomConfig",
    "Seat",
    "Send",
    "StartBot",
    "StepClock",
    "StopBot",
    "Timing",
    "Wake",
]
