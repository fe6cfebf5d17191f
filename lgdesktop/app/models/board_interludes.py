"""The board's interludes: the short pauses on news between phases (the morning's news,
a vote's tally, deaths from a last shot, an election's announce), found in the new public
events and timed by the ``speed`` alone, never by the deal.

:class:`Interludes` is a part of :class:`~.board.BoardModel` (its slot is the model's): it
times the queue of interludes the model keeps, held while the host's clock is paused.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field as dataclass_field

from PySide6.QtCore import Slot

from ...engine.notes import Note
from ..texts import presenters
from .read_notes import DEATH_KEYS, Tally, news_id, tally_of

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
    tally: Tally | None = None
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
    #: The owed action whose answer caused ``deaths``, where the table sees it taken (its
    #: public ``action.taken`` note: who took it, then whom it named); None where it is
    #: secret.
    taken: Note | None = None

    @property
    def seconds(self) -> float:
        return {"morning": MORNING_SECONDS, "tally": TALLY_SECONDS}.get(self.kind, DEATHS_SECONDS)


def interludes_from(
    notes: Sequence[Note], start: int, number: int, owed: str = "", edition: str = ""
) -> list[Interlude]:
    """The interludes announced by the new public notes of an ``edition`` game, those of
    ``notes`` (every public note so far) from index ``start``; ``owed``: the kind of the
    owed action awaited before them, if any (deaths with no answer announced are its own:
    the Devoted Servant's secret choice). A morning with nothing to tell
    (:func:`presenters.morning_told`) is none."""
    found: list[Interlude] = []
    open_: Interlude | None = None
    owed = owed or "shot"
    taken: Note | None = None
    morning: Interlude | None = None  # the morning whose own news notes follow
    pending = 0  # how many of its news notes are still to come
    for index in range(start, len(notes)):
        note = notes[index]
        key, seats = note.key, note.seats
        if key == "action.taken":
            owed, taken = str(note.param("kind")), note
        elif key == "title.given":
            titled = (str(note.param("title")), seats[0], str(note.param("how"))) if seats else None
            if open_ is not None and open_.kind == "tally" and titled is not None:
                open_.titled = titled
            elif titled is not None and titled[2] in ANNOUNCED:
                found.append(Interlude("announce", number, titled=titled))
        elif key == "card.shown" and open_ is not None and open_.kind == "tally":
            if seats[0] not in open_.deaths:
                open_.spared = (seats[0], note.cards[0])
        elif key == "election.candidates" and note.param("drawn"):
            found.append(Interlude("announce", number, drawn=seats))
        elif key == "news.morning":
            open_, morning, pending = None, None, int(note.param("notes") or 0)
            if presenters.morning_told(edition, bool(seats or pending)):
                morning = Interlude("morning", int(note.param("number") or 0), list(seats))
                found.append(morning)
        elif key.startswith("news.") and pending and morning is not None:
            morning.notes += (news_id(note),)
            pending -= 1
        elif key.startswith("news."):  # a dawn's news, once the owed actions were taken
            day = int(note.param("number") or 0)
            last = found[-1] if found else None
            if last is not None and last.kind == "morning" and last.number == day:
                last.notes += (news_id(note),)  # nothing was owed: one morning's news
            else:
                found.append(Interlude("morning", day, notes=(news_id(note),), notes_only=True))
            open_ = None
        elif key == "vote.tally":
            second = presenters.second_vote_day(notes, index)
            open_ = Interlude("tally", number, tally=tally_of(note), second=second)
            found.append(open_)
        elif key == "death.night":
            if open_ is not None and open_.spared is not None and open_.spared[0] == seats[0]:
                open_.spared = None  # a card shown as its holder died at nightfall (tetanus)
        elif key in DEATH_KEYS:
            if open_ is None:
                open_ = Interlude("deaths", number, owed=owed, taken=taken)
                found.append(open_)
            open_.deaths.append(seats[0])
            if key == "death.banished":
                open_.banished.append(seats[0])
            if open_.spared is not None and open_.spared[0] == seats[0]:
                open_.spared = None  # shown, then banished all the same (the Elder)
        elif key == "phase.started" and note.param("phase") != "resolving":
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
