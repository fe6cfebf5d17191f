"""The typed event log: every event a game emits, with who may see it and the notes it
gives its readers (:mod:`.notes`).

Every event is an immutable value (a frozen dataclass), so views and journals can share
them freely and compare them byte for byte. The plain data they refer to (phases, camps,
visibility, inputs) is in :mod:`.model`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from .fastinit import fast_frozen_inits
from .model import SECRET, Visibility
from .notes import PUBLIC_AUDIENCE, SEAT_AUDIENCE, Note, pairs_param


@dataclass(frozen=True, slots=True)
class Event:
    """Base of the typed event log. ``visibility`` says who may see it during play."""

    visibility: Visibility = field(default=SECRET, kw_only=True)
    type: ClassVar[str] = "event"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        """The lines this event gives its readers (:mod:`.notes`), ``step`` being the step
        running now: none by default. Each note is read by whoever may know the event."""
        return ()

    def _note(
        self,
        key: str,
        step: str,
        seats: tuple[int, ...] = (),
        cards: tuple[str, ...] = (),
        params: tuple[tuple[str, str | int], ...] = (),
    ) -> tuple[Note, ...]:
        """This event's one note, its audience from its visibility."""
        audience = PUBLIC_AUDIENCE if self.visibility.public else SEAT_AUDIENCE
        return (Note(audience, key, seats, cards, params, step),)


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    edition: str
    players: tuple[str, ...]
    composition: tuple[tuple[str, int], ...]
    settings: tuple[tuple[str, str], ...]
    type: ClassVar[str] = "game_started"


@dataclass(frozen=True, slots=True)
class RoleRemoved(Event):
    """``missing_role``: a role of the composition became a Villager before the deal."""

    role: str
    type: ClassVar[str] = "role_removed"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note("setup.role_removed", step, cards=(self.role,))


@dataclass(frozen=True, slots=True)
class RoleDealt(Event):
    seat: int
    role: str
    type: ClassVar[str] = "role_dealt"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note("card.dealt", step, (self.seat,), (self.role,))


@dataclass(frozen=True, slots=True)
class TeamRevealed(Event):
    """Some seats learn that ``members`` all hold ``role`` (the pack, the lovers ...)."""

    role: str
    members: tuple[int, ...]
    type: ClassVar[str] = "team_revealed"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note(
            "team.revealed", step, self.members, (self.role,), (("shown", _shown(self)),)
        )


@dataclass(frozen=True, slots=True)
class PackRevealed(Event):
    """Some seats learn that ``members`` hold a wolf card, not which one (one_night's
    wolves and Minion, RULES §2): it discloses no card."""

    members: tuple[int, ...]
    type: ClassVar[str] = "pack_revealed"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note("pack.revealed", step, self.members, params=(("shown", _shown(self)),))


@dataclass(frozen=True, slots=True)
class PhaseStarted(Event):
    phase: str
    number: int
    type: ClassVar[str] = "phase_started"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note(
            "phase.started", step, params=(("phase", self.phase), ("number", self.number))
        )


@dataclass(frozen=True, slots=True)
class NightChoiceMade(Event):
    """A one-seat night choice, seen by its maker (and live by the pack for its picks)."""

    seat: int
    action: str
    target: int
    type: ClassVar[str] = "night_choice_made"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note(
            "pick.made",
            step,
            (self.seat, self.target),
            params=(("action", self.action), ("option", ""), ("center", "")),
        )


@dataclass(frozen=True, slots=True)
class NightPickMade(Event):
    """A night choice of any other shape (several seats, center cards, an option), seen
    by its maker; fields as in :class:`Pick`."""

    seat: int
    action: str
    seats: tuple[int, ...]
    cards: tuple[int, ...]
    option: str
    type: ClassVar[str] = "night_pick_made"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note(
            "pick.made",
            step,
            (self.seat, *self.seats),
            params=(
                ("action", self.action),
                ("option", self.option),
                ("center", ",".join(map(str, self.cards))),
            ),
        )


@dataclass(frozen=True, slots=True)
class Probed(Event):
    """A probe's answer: is ``target`` a werewolf? (Seer at night, Medium after a vote.)"""

    seat: int
    target: int
    werewolf: bool
    source: str  # "seer", "random_white", "medium"
    type: ClassVar[str] = "probed"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note(
            f"probe.{self.source}",
            step,
            (self.target,),
            params=(("werewolf", int(self.werewolf)), ("by", self.seat)),
        )


@dataclass(frozen=True, slots=True)
class Attacked(Event):
    """The pack's attack of the night and how it ended (engine-only until the end)."""

    victim: int
    devourer: int
    outcome: str  # "devoured", "protected", "immune"
    type: ClassVar[str] = "attacked"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note(
            "attack.made", step, (self.victim, self.devourer), params=(("outcome", self.outcome),)
        )


@dataclass(frozen=True, slots=True)
class Died(Event):
    """A death, publicly known. ``cause`` is the real cause (secret unless public_cause says it)."""

    seat: int
    public_cause: str  # "night", "banished", "day"
    type: ClassVar[str] = "died"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note(f"death.{self.public_cause}", step, (self.seat,))


@dataclass(frozen=True, slots=True)
class DeathCause(Event):
    """The real cause of a death (devoured, curse, revenge, heartbreak, shot ...)."""

    seat: int
    cause: str
    type: ClassVar[str] = "death_cause"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note("death.cause", step, (self.seat,), params=(("cause", self.cause),))


@dataclass(frozen=True, slots=True)
class MorningNews(Event):
    number: int
    deaths: tuple[int, ...]
    notes: tuple[str, ...]  # e.g. "bread_fresh", "bread_none" (the Baker)
    type: ClassVar[str] = "morning_news"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note(
            "news.morning",
            step,
            self.deaths,
            params=(("number", self.number), ("notes", len(self.notes))),
        ) + _news_notes(self, step)


@dataclass(frozen=True, slots=True)
class DawnNote(Event):
    """What the village learns once the dawn's owed actions are all taken (a Colossus'
    revenge, the Hunters' shots, the heartbreaks, a successor), before the win check:
    ``notes`` (anniversary's ``growl``, the bear). Emitted only when there is one."""

    number: int
    notes: tuple[str, ...]
    type: ClassVar[str] = "dawn_note"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return _news_notes(self, step)


@dataclass(frozen=True, slots=True)
class VoteCast(Event):
    """Somebody has voted (public), without saying for whom."""

    voter: int
    type: ClassVar[str] = "vote_cast"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note("vote.cast", step, (self.voter,))


@dataclass(frozen=True, slots=True)
class VoteChoice(Event):
    voter: int
    target: int
    proxy: bool = False
    type: ClassVar[str] = "vote_choice"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note(
            "vote.choice", step, (self.voter, self.target), params=(("proxy", int(self.proxy)),)
        )


@dataclass(frozen=True, slots=True)
class VoteTally(Event):
    """The closed vote: who voted for whom, counts, and the outcome."""

    round: int
    ballots: tuple[tuple[int, int], ...]  # (voter, target), proxies included
    counts: tuple[tuple[int, int], ...]  # (target, votes), most first
    outcome: str  # "banished", "revote", "random", "nobody"
    banished: int | None  # the first of ``eliminated`` (None when nobody)
    #: Every player the vote eliminates, in seat order (one_night may take several).
    eliminated: tuple[int, ...] = ()
    #: The voters whose ballot weighs other than 1 (the Captain: 2), in seat order.
    weights: tuple[tuple[int, int], ...] = ()
    #: Public extra votes against a target (a public Raven's +2): (target, votes).
    bonuses: tuple[tuple[int, int], ...] = ()
    type: ClassVar[str] = "vote_tally"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note(
            "vote.tally",
            step,
            self.eliminated,
            params=(
                ("round", self.round),
                ("outcome", self.outcome),
                ("banished", -1 if self.banished is None else self.banished),
                ("ballots", pairs_param(self.ballots)),
                ("counts", pairs_param(self.counts)),
                ("weights", pairs_param(self.weights)),
                ("bonuses", pairs_param(self.bonuses)),
            ),
        )


@dataclass(frozen=True, slots=True)
class RoleShown(Event):
    """A role shown to everybody during play (``reveal_banished_role``)."""

    seat: int
    role: str
    type: ClassVar[str] = "role_shown"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note("card.shown", step, (self.seat,), (self.role,))


@dataclass(frozen=True, slots=True)
class ShotFired(Event):
    shooter: int
    target: int
    type: ClassVar[str] = "shot_fired"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note("shot.fired", step, (self.shooter, self.target))


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """The end: every winning side, the winning seats, and every card.

    ``winner`` is the first of ``labels`` (the sides that win together, e.g. the village
    and the tanner); ``roles`` are the cards the seats hold at the end, ``dealt`` the cards
    dealt to them, ``center`` the center cards at the end.
    """

    winner: str  # "village", "wolves", "fox", "lovers", ...
    winners: tuple[int, ...]
    roles: tuple[str, ...]
    labels: tuple[str, ...] = ()
    dealt: tuple[str, ...] = ()
    center: tuple[str, ...] = ()
    type: ClassVar[str] = "game_ended"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note(
            "game.ended",
            step,
            self.winners,
            self.roles,
            (("winner", self.winner), ("labels", ",".join(self.labels))),
        )


@dataclass(frozen=True, slots=True)
class CardsSwapped(Event):
    """Two cards changed places: two seats' cards, a seat's and a center card, or two
    center cards. ``seat`` made the swap (None: the rules did)."""

    seat: int | None
    seats: tuple[int, ...]
    cards: tuple[int, ...]
    type: ClassVar[str] = "cards_swapped"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note(
            "card.swapped",
            step,
            self.seats,
            params=(
                ("by", -1 if self.seat is None else self.seat),
                ("center", ",".join(map(str, self.cards))),
            ),
        )


@dataclass(frozen=True, slots=True)
class CardSeen(Event):
    """``seat`` looked at one card as it is now: seat ``target``'s, or center card
    ``card``. Seeing a card again replaces what was known of it."""

    seat: int
    role: str
    target: int | None = None
    card: int | None = None
    type: ClassVar[str] = "card_seen"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        if self.card is None:
            return self._note("card.seen", step, (self.target,), (self.role,), (("by", self.seat),))
        return self._note(
            "card.seen_center",
            step,
            cards=(self.role,),
            params=(("center", self.card), ("by", self.seat)),
        )


@dataclass(frozen=True, slots=True)
class StepStarted(Event):
    """A step of a stepped night starts (public: every step is called every night, so
    this tells nobody who acts). ``step`` is its narration line key."""

    step: str
    number: int
    type: ClassVar[str] = "step_started"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note(
            "step.started", step, params=(("step", self.step), ("number", self.number))
        )


@dataclass(frozen=True, slots=True)
class Told(Event):
    """A step tells ``seat`` something the rules let it know: ``what`` (``victim``: the
    seats the pack's attack will kill tonight ...) and the ``seats`` concerned."""

    seat: int
    what: str
    seats: tuple[int, ...]
    type: ClassVar[str] = "told"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note(f"told.{self.what}", step, self.seats, params=(("to", self.seat),))


@dataclass(frozen=True, slots=True)
class CampChanged(Event):
    """``seat`` changed camp in play (``why``: ``wild_child``, ``infected``, ``servant``
    ...): it plays for ``camp`` from now on, and wakes at night also as ``role`` (None:
    as the card it holds). Shown only to those the rules let know."""

    seat: int
    camp: str
    why: str
    role: str | None = None
    type: ClassVar[str] = "camp_changed"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        cards = () if self.role is None else (self.role,)
        return self._note(
            f"camp.{self.why}",
            step,
            (self.seat,),
            cards,
            (("camp", self.camp), ("shown", _shown(self))),
        )


@dataclass(frozen=True, slots=True)
class TitleGiven(Event):
    """``seat`` holds ``title`` from now on (``how``: ``elected``, ``successor``, ``drawn``);
    ``seat`` None: the title is gone (``how``: ``lost``)."""

    title: str
    seat: int | None
    how: str
    type: ClassVar[str] = "title_given"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        seats = () if self.seat is None else (self.seat,)
        return self._note(
            "title.given", step, seats, params=(("title", self.title), ("how", self.how))
        )


@dataclass(frozen=True, slots=True)
class Candidacy(Event):
    """During an election's candidacies, ``seat`` stands (``stands``) or declines (public:
    a candidacy is declared before everybody)."""

    seat: int
    stands: bool
    type: ClassVar[str] = "candidacy"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note(
            "election.stands" if self.stands else "election.declines", step, (self.seat,)
        )


@dataclass(frozen=True, slots=True)
class CandidatesNamed(Event):
    """The candidacies are closed: the election's ``candidates``, in seat order; ``drawn``
    when nobody stood and they were drawn at random."""

    candidates: tuple[int, ...]
    drawn: bool
    type: ClassVar[str] = "candidates_named"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note(
            "election.candidates", step, self.candidates, params=(("drawn", int(self.drawn)),)
        )


@dataclass(frozen=True, slots=True)
class ActionOwed(Event):
    """``seat`` owes an action of ``kind`` (its board line key) before the game goes on;
    ``seat`` is None when the edition keeps who owes it secret."""

    kind: str
    seat: int | None
    type: ClassVar[str] = "action_owed"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        seats = () if self.seat is None else (self.seat,)
        return self._note("action.owed", step, seats, params=(("kind", self.kind),))


@dataclass(frozen=True, slots=True)
class ActionTaken(Event):
    """An owed action was answered: ``seat`` named ``seats`` (``by_clock``: the clock's
    fallback chose)."""

    kind: str
    seat: int
    seats: tuple[int, ...]
    by_clock: bool = False
    type: ClassVar[str] = "action_taken"

    def to_notes(self, step: str) -> tuple[Note, ...]:
        return self._note(
            "action.taken",
            step,
            (self.seat, *self.seats),
            params=(("kind", self.kind), ("by_clock", int(self.by_clock))),
        )


def _shown(event: Event) -> str:
    """The seats ``event`` is shown to during play, as a note param: their numbers in
    order, comma-separated (``""``: a public event, or one the engine alone knows)."""
    return ",".join(map(str, sorted(event.visibility.seats)))


def _news_notes(event: MorningNews | DawnNote, step: str) -> tuple[Note, ...]:
    """One ``news.<name>`` note per string of ``event.notes``: ``name``, or ``name:value``
    where a number is a seat (``raven_mark:3``) and anything else a role id
    (``seer_saw:werewolf``)."""
    notes: tuple[Note, ...] = ()
    for text in event.notes:
        name, _, value = text.partition(":")
        seats, cards = ((int(value),), ()) if value.isdigit() else ((), (value,) if value else ())
        notes += event._note(f"news.{name}", step, seats, cards, (("number", event.number),))
    return notes


fast_frozen_inits(globals())  # an event is made for everything that happens
