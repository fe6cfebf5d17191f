"""What the room core asks its I/O shell to do, in order.

Every entry point of :class:`~.room.Room` returns a list of these. The shell performs them
in the order given: a journal write listed before an ``Ack`` must be durable before that
``Ack`` is sent (the journal is the game: an acknowledged input is never lost).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

from ..engine import Input, PlayerView, PublicView
from ..protocol import Screen, ServerMessage, ViewUpdate, encode, view_frame, view_message
from .record import GameRecord

#: WebSocket close codes the room asks for (RFC 6455).
CLOSE_NORMAL, CLOSE_GOING_AWAY, CLOSE_POLICY = 1000, 1001, 1008


@dataclass(eq=False)
class Send:
    """Send ``message`` to each connection in ``to``. ``frame`` encodes it once, however
    many connections share it."""

    to: tuple[int, ...]
    message: ServerMessage

    @cached_property
    def frame(self) -> bytes:
        return encode(self.message)


class ViewSend(Send):
    """Send the ``view`` update of ``view`` to connections whose last view was
    ``previous``. The message and its frame are made when first asked for: the shell asks
    for each frame just before writing it, so the first laptops read their view while
    the host makes the next ones (the fan-out has decided everything already).

    ``render`` (a phone's connection, see :class:`~.fanout.Connection`) makes the phone's
    screen of ``view``, also only when the message or the frame is first asked for."""

    def __init__(
        self,
        to: tuple[int, ...],
        view: PublicView | PlayerView,
        previous: PublicView | PlayerView | None,
        render: Callable[[], Screen] | None = None,
    ):
        self.to, self.view, self.previous, self.render = to, view, previous, render

    def since(self, previous: PublicView | PlayerView | None) -> ViewSend:
        """The same view (and screen) to the same connections, as an update from
        ``previous`` instead."""
        return ViewSend(self.to, self.view, previous, self.render)

    def only(self, to: tuple[int, ...]) -> ViewSend:
        """The same update (and screen) to ``to`` instead."""
        return ViewSend(to, self.view, self.previous, self.render)

    @cached_property
    def screen(self) -> Screen | None:
        return None if self.render is None else self.render()

    @cached_property
    def message(self) -> ViewUpdate:
        return view_message(self.view, self.previous, self.screen)

    @cached_property
    def frame(self) -> bytes:
        return view_frame(self.view, self.previous, self.screen)


@dataclass(frozen=True)
class Close:
    """Close connection ``conn`` (after what is queued for it) with a WebSocket close
    ``code`` and ``reason``."""

    conn: int
    code: int
    reason: str


@dataclass(frozen=True)
class Wake:
    """Call :meth:`Room.tick` at time ``at`` (same scale as ``now``; None: no need)."""

    at: float | None


@dataclass(frozen=True)
class JournalStart:
    """Journal a new game; the shell sets ``record.id``."""

    record: GameRecord


@dataclass(frozen=True)
class JournalInput:
    """Commit accepted input number ``position`` of the game, durably."""

    record: GameRecord
    position: int
    seat: int | None
    input: Input


@dataclass(frozen=True)
class JournalClock:
    """Keep the clock of the game's current step (see :meth:`StepClock.snapshot`)."""

    record: GameRecord
    snapshot: dict


@dataclass(frozen=True)
class JournalFinish:
    """The game has ended: it will not be offered for resuming."""

    record: GameRecord


@dataclass(frozen=True)
class GameOver:
    """A game has just ended with ``result`` (see :meth:`Room.result`)."""

    result: dict


@dataclass(frozen=True)
class Advertise:
    """What discovery announces changed: the room's state and seat counts."""

    state: str
    seats_taken: int
    seats_total: int


@dataclass(frozen=True)
class StartBot:
    """Run one of the host's own computer players: a bot client that joins this room and
    takes the seat of ``token`` (``name``: its name there) and plays it."""

    name: str
    token: str


@dataclass(frozen=True)
class StopBot:
    """The seat of ``token`` is gone: stop the host's bot that played it."""

    token: str


Output = (
    Send
    | Close
    | Wake
    | JournalStart
    | JournalInput
    | JournalClock
    | JournalFinish
    | GameOver
    | Advertise
    | StartBot
    | StopBot
)
