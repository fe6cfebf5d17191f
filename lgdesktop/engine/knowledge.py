"""Who may know what: the single rule that filters the event log into views.

A seat may see an event when the event's visibility admits it, when the game has ended
(everything is revealed), or when the seat is dead in a game where the dead see
everything. The board sees public events only, and everything once the game has ended.
Every view is built from events that pass :func:`may_know`; nothing else reaches a screen.

What a reader knows of the cards is what it saw, in order: each disclosing event (a deal,
a team, a look, a reveal, the end) replaces what the reader knew of that card, and a swap
the reader sees moves what it knew along with the cards. A robbed player who did not see
the swap still believes his old card; the robber, who saw it, knows both.
Knowledge is keyed by card position: a seat number, or ``center_key(card)`` (negative)
for a center card.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .events import (
    CampChanged,
    CardSeen,
    CardsSwapped,
    Died,
    Event,
    GameEnded,
    PackRevealed,
    PhaseStarted,
    RoleDealt,
    RoleShown,
    StepStarted,
    TeamRevealed,
    TitleGiven,
)
from .notes import Note

if TYPE_CHECKING:
    from .game import Game


def may_know(game: Game, seat: int | None, event: Event) -> bool:
    """True if ``seat`` (``None`` = the public board) may know ``event`` now."""
    if game.ended or event.visibility.admits(seat):
        return True
    return _sees_everything(game, seat)


def _sees_everything(game: Game, seat: int | None) -> bool:
    return game.ended or (seat is not None and not game.alive[seat] and game.dead_see_all)


def center_key(card: int) -> int:
    """The knowledge key of center card ``card`` (seats are keyed by their number)."""
    return -1 - card


def disclosed_roles(event: Event) -> tuple[tuple[int, str], ...]:
    """The (position, role) facts an event discloses to whoever may see it; a position is
    a seat, or :func:`center_key` of a center card."""
    kind = type(event)
    if kind is RoleDealt or kind is RoleShown:
        return ((event.seat, event.role),)
    if kind is TeamRevealed:
        return tuple((member, event.role) for member in event.members)
    if kind is CardSeen:
        key = event.target if event.card is None else center_key(event.card)
        return ((key, event.role),)
    if kind is GameEnded:
        return tuple(enumerate(event.roles)) + tuple(
            (center_key(card), role) for card, role in enumerate(event.center)
        )
    return ()


#: The event types :func:`disclosed_roles` reads cards from.
_DISCLOSING = frozenset({RoleDealt, RoleShown, TeamRevealed, CardSeen, GameEnded})


def pack_members(game: Game, reader: int | None, event: Event) -> tuple[int, ...]:
    """The seats ``event`` shows ``reader`` to be in the pack, known as wolves and not by
    their card: the holder of a wolf card dealt (:class:`RoleDealt`: a wolf knows himself,
    even one the others take for another card), the members of a team of a wolf card
    (:class:`TeamRevealed`), of a :class:`PackRevealed`, a seat that joined the pack in
    play (:class:`CampChanged` to a wolf role) and, for that seat itself, the pack it was
    shown to (its event's other readers)."""
    kind = type(event)
    if kind is PackRevealed:
        return event.members
    by_id = game.edition.role_by_id
    if kind is RoleDealt:
        return (event.seat,) if by_id[event.role].counts_as_wolf else ()
    if kind is TeamRevealed:
        role = by_id.get(event.role)
        return event.members if role is not None and role.counts_as_wolf else ()
    if kind is CampChanged and event.role is not None and by_id[event.role].counts_as_wolf:
        if reader == event.seat:
            return (event.seat, *event.visibility.seats)
        return (event.seat,)
    return ()


#: The events after which the chat channels' members are asked again: who is in a channel
#: changes only with one of them (the cards dealt, moved or looked at, a team shown, a
#: death, a camp changed in play, a title given: the mute badge) and at latest by the next
#: phase or step; an edition's ``chat_members`` must keep to that.
_REGROUPING = frozenset(
    {
        RoleDealt,
        CardsSwapped,
        CardSeen,
        TeamRevealed,
        Died,
        CampChanged,
        TitleGiven,
        PhaseStarted,
        StepStarted,
    }
)

#: The event types :func:`pack_members` reads the pack from.
_PACKING = frozenset({RoleDealt, TeamRevealed, PackRevealed, CampChanged})

#: The event types :meth:`SeenLog.add` does more with than append them to their readers'
#: lists.
_BOOKED = _DISCLOSING | _REGROUPING | _PACKING | {CardsSwapped}


def swapped_positions(event: Event) -> tuple[int, int] | None:
    """The two knowledge keys whose cards a :class:`CardsSwapped` exchanges."""
    if type(event) is not CardsSwapped:
        return None
    first, second = (*event.seats, *(center_key(card) for card in event.cards))
    return first, second


class SeenLog:
    """The log as each seat and the board may see it, kept up to date event by event.

    Equivalent to filtering the whole log with :func:`may_know` (and collecting
    :func:`disclosed_roles`) at every view, at the cost of one append per admitted event.
    """

    def __init__(self, game: Game):
        #: A weak reference (see :attr:`game`): the game owns this log, and a strong one
        #: back would make a reference cycle, leaving every finished game (its whole event
        #: log) to the cyclic garbage collector instead of freeing it when its last user
        #: lets go. Not a weak proxy: a dead proxy, still held by a view's notes, raises
        #: on any look at it, even ``isinstance`` from code walking ``gc.get_objects()``.
        self._game = weakref.ref(game)
        #: The game's log itself, held strongly: a view's notes, made on first use, may be
        #: read after its game is gone (:class:`NoteList` needs only the log and this).
        self._log = game.log
        self._public: list[Event] = []
        self._by_seat: list[list[Event]] = [[] for _ in range(game.players)]
        self._public_roles: dict[int, str] = {}
        self._roles_by_seat: list[dict[int, str]] = [{} for _ in range(game.players)]
        self._all_roles: dict[int, str] = {}
        #: id of an event or note list -> its last frozen copy (the lists only ever grow,
        #: so a copy of the same length is up to date).
        self._tuples: dict[int, tuple[Event, ...]] = {}
        #: id of a knowledge dict -> its frozen (seats' cards, center cards), dropped
        #: whenever the dict changes.
        self._cards: dict[int, tuple[tuple, tuple]] = {}
        #: (log index, step id) at each change of the running step, in log order: the step
        #: of an event is the last one marked at or before its index.
        self._step_marks: list[tuple[int, str]] = []
        self._last_step = None
        #: id of an event of the log -> the step running when it happened, filled on first
        #: use for the first ``_stepped`` events, and its notes once asked for (made on
        #: first use: bots never read them).
        self._step_of: dict[int, str] = {}
        self._stepped = 0
        self._notes_of: dict[int, tuple[Note, ...]] = {}
        #: The pack as each seat knows it (``_all_pack``: as the whole log tells it).
        self._pack_by_seat: list[set[int]] = [set() for _ in range(game.players)]
        self._all_pack: set[int] = set()
        #: id of a pack set -> its sorted tuple, dropped whenever the set changes.
        self._packs: dict[int, tuple[int, ...]] = {}
        #: Each seat's chat channels (None: to be asked again, see :data:`_REGROUPING`).
        self._channels: list[tuple[str, ...]] | None = None
        #: The board's seats and what they were made from: (living seats, publicly known
        #: cards, the seats), kept by :func:`.views.build_public_view` (None before).
        self.board_seats: tuple[tuple[int, ...], tuple, tuple] | None = None

    @property
    def game(self) -> Game:
        """The game this log belongs to (asked only while it lives)."""
        return self._game()

    def add(self, event: Event) -> None:
        """Take in ``event``, just appended to ``game.log`` (its index is the log's last).

        The hot path of the engine: most events (a vote, a night choice) only join the
        lists of their readers; the few that disclose cards, show the pack, regroup the
        channels or swap cards (:data:`_BOOKED`) go on to :meth:`_book`."""
        visibility = event.visibility
        if visibility.public:
            self._public.append(event)
            for events in self._by_seat:
                events.append(event)
        else:
            by_seat = self._by_seat
            for seat in visibility.seats:
                by_seat[seat].append(event)
        game = self.game
        step = game.step
        if step is not self._last_step:
            self._last_step = step
            self._step_marks.append((len(game.log) - 1, step.id))
        if type(event) in _BOOKED:
            self._book(event)

    def _book(self, event: Event) -> None:
        """What ``event`` changes beyond the lists: the cards each reader knows, the pack
        each knows, the channels to ask again."""
        kind, visibility = type(event), event.visibility
        seats = range(self.game.players) if visibility.public else visibility.seats
        if kind in _PACKING:
            self._learn_pack(event, seats)
        if kind in _REGROUPING:
            self._channels = None
        facts = disclosed_roles(event) if kind in _DISCLOSING else ()
        if facts:
            self._learn(self._all_roles, facts)
            if visibility.public:
                self._learn(self._public_roles, facts)
            for seat in seats:
                self._learn(self._roles_by_seat[seat], facts)
        elif kind is CardsSwapped:
            swap = swapped_positions(event)
            self._swap(self._all_roles, swap)
            if visibility.public:
                self._swap(self._public_roles, swap)
            for seat in seats:
                self._swap(self._roles_by_seat[seat], swap)

    def _learn_pack(self, event: Event, seats) -> None:
        """Add what ``event`` shows of the pack to the pack of each of its ``seats``."""
        game = self.game
        everything = pack_members(game, None, event)
        if not everything:
            return  # nobody learns anything (every reader's members are among these)
        self._all_pack.update(everything)
        self._packs.pop(id(self._all_pack), None)
        reader_bound = type(event) is CampChanged  # the joiner learns his pack too
        for seat in seats:
            members = pack_members(game, seat, event) if reader_bound else everything
            if members:
                self._pack_by_seat[seat].update(members)
                self._packs.pop(id(self._pack_by_seat[seat]), None)

    def _learn(self, known: dict[int, str], facts: tuple[tuple[int, str], ...]) -> None:
        """Record what was just seen, replacing what was known of those cards."""
        known.update(facts)
        self._cards.pop(id(known), None)

    def _swap(self, known: dict[int, str], swap: tuple[int, int]) -> None:
        """Two cards changed places before the reader's eyes: what it knew moves along."""
        first, second = swap
        had_first, had_second = known.pop(first, None), known.pop(second, None)
        if had_first is not None:
            known[second] = had_first
        if had_second is not None:
            known[first] = had_second
        self._cards.pop(id(known), None)

    def events_for(self, seat: int | None) -> tuple[Event, ...]:
        """The events ``seat`` (``None`` = the board) may know now, in log order."""
        return self._events(_sees_everything(self.game, seat), seat)

    def version_for(self, seat: int | None) -> int:
        """How many events ``seat`` (``None`` = the board) may know: its view's version."""
        game = self.game  # _sees_everything(game, seat), inlined: called for every view
        if game.ended or (seat is not None and not game.alive[seat] and game.dead_see_all):
            return len(game.log)
        return len(self._public if seat is None else self._by_seat[seat])

    def roles_known_by(self, seat: int | None) -> tuple[tuple[int, str], ...]:
        """(seat, role) for every seat's card the events ``seat`` may know disclose (the
        latest sight of each), by seat."""
        known = self._known(_sees_everything(self.game, seat), seat)
        cards = self._cards.get(id(known))
        return (self._frozen_cards(known) if cards is None else cards)[0]

    def center_known_by(self, seat: int | None) -> tuple[tuple[int, str], ...]:
        """(center card, role) for every center card ``seat`` knows, by card."""
        return self._frozen_cards(self._known(_sees_everything(self.game, seat), seat))[1]

    def reader_facts(
        self, seat: int
    ) -> tuple[
        tuple[Event, ...],
        tuple[tuple[int, str], ...],
        tuple[tuple[int, str], ...],
        str | None,
        tuple[Note, ...],
        tuple[int, ...],
    ]:
        """Everything a player's view takes from the log, at once: the events ``seat`` may
        know, the seats' and the center cards it knows, the card it last saw in its own
        hand (None if it saw that card leave), the notes of those events and the seats it
        knows to be the pack (:func:`pack_members`), in seat order."""
        game = self.game
        if game.ended or (not game.alive[seat] and game.dead_see_all):
            events, known, pack = game.log, self._all_roles, self._all_pack
        else:
            events, known = self._by_seat[seat], self._roles_by_seat[seat]
            pack = self._pack_by_seat[seat]
        frozen = self._frozen(events)
        cards = self._cards.get(id(known))
        if cards is None:
            cards = self._frozen_cards(known)
        frozen_pack = self._packs.get(id(pack))
        if frozen_pack is None:
            frozen_pack = self._packs[id(pack)] = tuple(sorted(pack))
        return frozen, cards[0], cards[1], known.get(seat), NoteList(self, frozen), frozen_pack

    def channels_of(self, seat: int) -> tuple[str, ...]:
        """The chat channels ``seat`` may read and write now (:meth:`Game.chat_members`),
        in the edition's order; asked of the edition again only after an event of
        :data:`_REGROUPING`."""
        if self._channels is None:
            game = self.game
            by_seat: list[list[str]] = [[] for _ in range(game.players)]
            for channel in game.channels:
                for member in set(game.chat_members(channel)):
                    by_seat[member].append(channel)
            self._channels = [tuple(channels) for channels in by_seat]
        return self._channels[seat]

    def notes_of(self, events: tuple[Event, ...]) -> tuple[Note, ...]:
        """The notes of ``events`` (events of this log), in order: each event's
        :meth:`~.events.Event.to_notes` with the step running when it happened, made once."""
        made, steps = self._notes_of, self._steps()
        notes: list[Note] = []
        for event in events:
            mine = made.get(id(event))
            if mine is None:
                mine = made[id(event)] = event.to_notes(steps[id(event)])
            notes += mine
        return tuple(notes)

    def _steps(self) -> dict[int, str]:
        """id of every event of the log -> the step running when it happened, brought up
        to date here from the marks of :meth:`add`."""
        log, steps, marks, done = self._log, self._step_of, self._step_marks, self._stepped
        ends = [start for start, _ in marks[1:]] + [len(log)]
        for (start, step), end in zip(marks, ends, strict=False):  # no marks: no events
            for index in range(max(start, done), end):
                steps[id(log[index])] = step
        self._stepped = len(log)
        return steps

    def _frozen(self, items: list) -> tuple:
        """The frozen copy of a growing list, made again only when it grew."""
        frozen = self._tuples.get(id(items))
        if frozen is None or len(frozen) != len(items):
            frozen = self._tuples[id(items)] = tuple(items)
        return frozen

    def _events(self, everything: bool, seat: int | None) -> tuple[Event, ...]:
        return self._frozen(
            self.game.log if everything else self._public if seat is None else self._by_seat[seat]
        )

    def _known(self, everything: bool, seat: int | None) -> dict[int, str]:
        return (
            self._all_roles
            if everything
            else self._public_roles
            if seat is None
            else self._roles_by_seat[seat]
        )

    def _frozen_cards(self, known: dict[int, str]) -> tuple[tuple, tuple]:
        """(seats' cards, center cards) of ``known``, sorted, rebuilt only after a change."""
        cards = self._cards.get(id(known))
        if cards is None:
            cards = self._cards[id(known)] = (
                tuple(sorted(item for item in known.items() if item[0] >= 0)),
                tuple(
                    sorted(
                        (-1 - position, role) for position, role in known.items() if position < 0
                    )
                ),
            )
        return cards


class NoteList(Sequence):
    """The notes of a view's events, in order: an immutable sequence that equals the tuple
    of the same notes, made on first use (views are built for every bot decision; bots
    read no notes). Hashable, comparable with any sequence of notes."""

    __slots__ = ("_events", "_log", "_notes")

    def __init__(self, log: SeenLog, events: tuple[Event, ...]):
        self._log, self._events = log, events
        self._notes: tuple[Note, ...] | None = None

    @property
    def notes(self) -> tuple[Note, ...]:
        """The notes, as a tuple."""
        if self._notes is None:
            self._notes = self._log.notes_of(self._events)
        return self._notes

    def __len__(self) -> int:
        return len(self.notes)

    def __getitem__(self, index):
        return self.notes[index]

    def __iter__(self):
        return iter(self.notes)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, NoteList):
            return self._events == other._events or self.notes == other.notes
        return isinstance(other, tuple) and self.notes == other

    def __hash__(self) -> int:
        return hash(self.notes)

    def __repr__(self) -> str:
        return repr(self.notes)
