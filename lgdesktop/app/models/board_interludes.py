"""The board's interludes: the short pauses on news between phases (the morning's news,
a vote's tally, deaths from a last shot, an election's announce), found in the new public
events and timed by the ``speed`` alone, never by the deal.

:class:`Interludes` is a part of :class:`~.board.BoardModel` (its slot is the model's): it
times the queue of interludes the model keeps, held while the host's clock is paused.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as dataclass_field

from PySide6.QtCore import Slot

from ...engine.model import (
    ActionTaken,
    CandidatesNamed,
    DawnNote,
    Died,
    MorningNews,
    PhaseStarted,
    RoleShown,
    TitleGiven,
    VoteTally,
)
from ..texts import presenters

#: Seconds the board shows the morning's news before the day's timer (at speed 1).
MORNING_SECONDS = 8.0
#: Seconds the board shows a vote's tally (at speed 1): long enough to read the counts.
TALLY_SECONDS = 10.0
#: Seconds the board shows deaths outside a morning or a tally (a last shot).
DEATHS_SECONDS = 6.0
#: Shortest interlude whatever the speed: a fast demo still leaves the news readable.
MIN_INTERLUDE_SECONDS = 1.5
#: How a title changes hands that the board announces on its own screen (an election won
#: by a vote shows on its tally instead).
ANNOUNCED = frozenset({"unopposed", "successor"})


@dataclass
class Interlude:
    """A pause of the board on news: ``kind`` is ``morning``, ``tally``, ``deaths`` or
    ``announce`` (an election's news without a tally: the names drawn when nobody stood,
    a lone candidate unopposed, a successor named).

    ``titled`` is the title an election's tally (or an announce) handed out (title, seat,
    how); ``drawn`` the candidates drawn by lot; ``owed`` the kind of the owed action whose
    answer caused ``deaths`` (a shot, a tie-break); ``spared`` a designated player's card
    shown instead of a banishment."""

    kind: str
    number: int
    deaths: list[int] = dataclass_field(default_factory=list)
    notes: tuple[str, ...] = ()
    tally: VoteTally | None = None
    titled: tuple[str, int, str] | None = None
    drawn: tuple[int, ...] = ()
    owed: str = "shot"
    #: A card shown at a tally by a player the vote designated and who stays (anniversary's
    #: Idiot, Puppeteer): (seat, role).
    spared: tuple[int, str] | None = None
    #: The banished among ``deaths`` (the others died with them: a lover's grief).
    banished: list[int] = dataclass_field(default_factory=list)
    #: The day of a tally that closed that day's second vote (the Stuttering Judge's),
    #: titled so; 0 for any other.
    second: int = 0
    #: A morning whose deaths were told already: the dawn's notes once its owed actions
    #: were taken (anniversary's growl after a Hunter's shot), shown alone.
    notes_only: bool = False
    #: The owed action whose answer caused ``deaths``, where the table sees it taken
    #: (``ActionTaken`` public): who took it and whom it named; None where it is secret.
    taken: ActionTaken | None = None

    @property
    def seconds(self) -> float:
        return {"morning": MORNING_SECONDS, "tally": TALLY_SECONDS}.get(self.kind, DEATHS_SECONDS)


def interludes_from(
    events: tuple, number: int, owed: str = "", edition: str = ""
) -> list[Interlude]:
    """The interludes announced by a batch of new public events of an ``edition`` game;
    ``owed``: the kind of the owed action awaited before them, if any (deaths with no
    answer announced are its own: the Devoted Servant's secret choice). A morning with
    nothing to tell (:func:`presenters.morning_told`) is none."""
    found: list[Interlude] = []
    open_: Interlude | None = None
    owed = owed or "shot"
    taken: ActionTaken | None = None
    for event in events:
        if isinstance(event, ActionTaken):
            owed, taken = event.kind, event
        elif isinstance(event, TitleGiven):
            if open_ is not None and open_.kind == "tally" and event.seat is not None:
                open_.titled = (event.title, event.seat, event.how)
            elif event.seat is not None and event.how in ANNOUNCED:
                found.append(
                    Interlude("announce", number, titled=(event.title, event.seat, event.how))
                )
        elif isinstance(event, RoleShown) and open_ is not None and open_.kind == "tally":
            if event.seat not in open_.deaths:
                open_.spared = (event.seat, event.role)
        elif isinstance(event, CandidatesNamed) and event.drawn:
            found.append(Interlude("announce", number, drawn=event.candidates))
        elif isinstance(event, MorningNews) and not presenters.morning_told(edition, event):
            open_ = None
        elif isinstance(event, MorningNews):
            found.append(Interlude("morning", event.number, list(event.deaths), event.notes))
            open_ = None
        elif isinstance(event, DawnNote):
            last = found[-1] if found else None
            if last is not None and last.kind == "morning" and last.number == event.number:
                last.notes += event.notes  # nothing was owed: one morning's news
            else:
                found.append(Interlude("morning", event.number, notes=event.notes, notes_only=True))
            open_ = None
        elif isinstance(event, VoteTally):
            open_ = Interlude("tally", number, tally=event)
            found.append(open_)
        elif isinstance(event, Died) and event.public_cause == "night":
            if open_ is not None and open_.spared is not None and open_.spared[0] == event.seat:
                open_.spared = None  # a card shown as its holder died at nightfall (tetanus)
        elif isinstance(event, Died):
            if open_ is None:
                open_ = Interlude("deaths", number, owed=owed, taken=taken)
                found.append(open_)
            open_.deaths.append(event.seat)
            if event.public_cause == "banished":
                open_.banished.append(event.seat)
            if open_.spared is not None and open_.spared[0] == event.seat:
                open_.spared = None  # shown, then banished all the same (the Elder)
        elif isinstance(event, PhaseStarted) and event.phase != "resolving":
            open_ = None
    return found


class Interludes:
    """The timing of the interlude on screen (the first of the model's queue)."""

    def _hold_interlude(self, paused: bool) -> None:
        """While the host's clock is paused, the interlude on screen waits too."""
        if paused and self._interlude_timer.isActive():
            self._held_ms = max(0, self._interlude_timer.remainingTime())
            self._interlude_timer.stop()
        elif not paused and self._held_ms is not None:
            self._interlude_timer.start(self._held_ms)
            self._held_ms = None

    def _start_interlude(self, interlude: Interlude) -> None:
        if self.countdown.paused:
            self._held_ms = self._ms(interlude.seconds)
        else:
            self._interlude_timer.start(self._ms(interlude.seconds))

    def _ms(self, seconds: float) -> int:
        return round(1000 * max(MIN_INTERLUDE_SECONDS, seconds / self.speed))

    @Slot()
    def next_interlude(self) -> None:
        """End the interlude on screen (its timer does it; tests may call it)."""
        if self.interludes:
            self.interludes.popleft()
        self._interlude_timer.stop()
        self._held_ms = None
        if self.interludes:
            self._start_interlude(self.interludes[0])
        self.refresh()
