"""Plain data of a game: phases, camps, who may see what, the inputs and their shapes.

Everything here is an immutable value (frozen dataclasses, tuples), so views and journals
can share them freely and compare them byte for byte.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import ClassVar

from .fastinit import fast_frozen_inits

#: The seat id used for inputs that come from the host's clock rather than from a player.
HOST = None


class Phase(StrEnum):
    """The phases of the game cycle, as shown to everybody."""

    NIGHT = "night"
    DAY = "day"  # discussion, ended by the host's timer (a Timeout input)
    VOTE = "vote"
    RESOLVING = "resolving"  # somebody owes an action (a Hunter's shot, a successor ...)
    ELECTION = "election"  # the table elects a title holder (Captain, Mayor)
    ENDED = "ended"


class Camp(StrEnum):
    """Who a role plays for."""

    VILLAGE = "village"
    WOLVES = "wolves"
    SOLO = "solo"


# --------------------------------------------------------------------------- visibility


@dataclass(frozen=True, slots=True)
class Visibility:
    """Who may see an event while the game runs (everybody sees everything once it ends).

    ``public`` events are for the TV and every player; otherwise only ``seats`` may see the
    event. An event with neither is known to the engine alone until the end (the recap),
    apart from what an edition lets the dead see.
    """

    public: bool = False
    seats: frozenset[int] = frozenset()

    def admits(self, seat: int | None) -> bool:
        """True if ``seat`` (``None`` = the public board) may see the event during play."""
        return self.public or (seat is not None and seat in self.seats)


PUBLIC = Visibility(public=True)
SECRET = Visibility()


@cache
def only(*seats: int) -> Visibility:
    """Visibility for the given seats only (one shared value per set of seats)."""
    return Visibility(seats=frozenset(seats))


# --------------------------------------------------------------------------- inputs


@dataclass(frozen=True, slots=True, init=False)
class Pick:
    """Base of every input a seat makes: zero or more seats, center cards and an option.

    One wire shape fits every input: its ``kind`` plus ``seats`` (distinct seat numbers),
    ``cards`` (distinct center-card indexes, 0-based) and ``option`` (one of the spec's
    ``options``, or ``""``). ``target`` is the one-seat shorthand: ``NightChoice(4)`` is
    ``NightChoice(seats=(4,))``, and the two are equal (``target`` is the seat of a
    one-seat pick, None otherwise). Values are normalised when built (lists become
    tuples); whether they fit is for :meth:`InputSpec.refusal` to say.
    """

    target: int | None
    seats: tuple[int, ...]
    cards: tuple[int, ...]
    option: str
    kind: ClassVar[str] = "pick"

    def __init__(
        self,
        target: int | None = None,
        seats: Iterable[int] = (),
        cards: Iterable[int] = (),
        option: str = "",
    ) -> None:
        if seats:
            seats = tuple(seats)
            if target is None and len(seats) == 1:
                target = seats[0]
        elif target is not None:
            seats = (target,)
        # each slot set through its descriptor (see .fastinit): an input per bot decision
        _set_target(self, target)
        _set_seats(self, seats)
        _set_cards(self, cards if cards == () else tuple(cards))
        _set_option(self, option)


_set_target, _set_seats, _set_cards, _set_option = (
    getattr(Pick, name).__set__ for name in ("target", "seats", "cards", "option")
)


@dataclass(frozen=True, slots=True, init=False)
class NightChoice(Pick):
    """A living player's choice for the night: whom to devour, probe, protect, or dream of;
    in other editions also two seats, center cards or an option (see :class:`Pick`).

    Every living player makes one every night (a harmless one when the role has no power),
    so that nobody's screen or keyboard betrays who acts.
    """

    kind: ClassVar[str] = "night_choice"


@dataclass(frozen=True, slots=True, init=False)
class Vote(Pick):
    """A living player's vote during a vote phase."""

    kind: ClassVar[str] = "vote"


@dataclass(frozen=True, slots=True, init=False)
class ProxyVote(Pick):
    """A vote lodged in advance, counted only if its player is away when the vote closes."""

    kind: ClassVar[str] = "proxy_vote"


@dataclass(frozen=True, slots=True, init=False)
class Shot(Pick):
    """A dead Hunter's last shot."""

    kind: ClassVar[str] = "shot"


@dataclass(frozen=True, slots=True, init=False)
class Act(Pick):
    """The answer to an owed action other than a shot: a successor, a tie-break, a choice
    of voters (see :class:`~.flow.Owed`)."""

    kind: ClassVar[str] = "act"


@dataclass(frozen=True, slots=True)
class Timeout:
    """The host's clock closes the current step; missing choices take their fallback.

    ``absent`` lists the seats whose player is disconnected at that instant (their proxy
    vote, if any, is then counted). Only the host (seat ``HOST``) submits it.
    """

    absent: tuple[int, ...] = ()
    kind: ClassVar[str] = "timeout"


Input = NightChoice | Vote | ProxyVote | Shot | Act | Timeout

INPUT_TYPES: dict[str, type] = {
    cls.kind: cls for cls in (NightChoice, Vote, ProxyVote, Shot, Act, Timeout)
}


@dataclass(frozen=True, slots=True)
class PickShape:
    """What an input of a spec names, when it is not one seat: exactly ``count`` distinct
    seats among the spec's ``targets`` (with ``at_most``: any number of them from none to
    ``count``, a choice of voters), exactly ``card_count`` distinct center cards among
    ``cards``, and one of ``options`` (or ``""`` when there are none).

    ``marked_cards`` and ``marked_options`` are offered but refused: shown so that every
    seat's prompt of a night step has one shape (a spent potion, the center card a wolf of
    a pack of several may not peek at), never accepted in an input."""

    count: int = 1
    cards: tuple[int, ...] = ()
    card_count: int = 0
    options: tuple[str, ...] = ()
    at_most: bool = False
    marked_cards: tuple[int, ...] = ()
    marked_options: tuple[str, ...] = ()


#: The shape of the common spec: one seat among the targets, nothing else.
ONE_SEAT = PickShape()


@dataclass(frozen=True, slots=True)
class InputSpec:
    """One thing a seat may do now: an input kind, what it means, and what it may pick.

    ``action`` names the meaning for the player's screen (``devour``, ``probe``, ``protect``,
    ``dream``, ``vote``, ``shoot``, ``swap``, ``peek`` ...). ``targets`` (sorted) are the
    seats it may name: whether a seat may name itself is said there. ``shape`` says how
    many seats, which center cards and which option an input names (:class:`PickShape`);
    None for the common one-seat spec. ``current`` is the seat's present one-seat pick
    when it may still change it. ``marked`` (sorted) are seats offered but refused: a night
    prompt lists them so that every seat's prompt of a step has one shape (the pack's own
    members, the player a Savior protected last night); an input naming one is refused.

    A seat may be offered several specs of one kind (a Seer: one player's card, or two
    center cards); an input is matched to the first it fits. A spec whose every entry is
    marked (a spent potion) fits no input.
    """

    kind: str
    action: str
    targets: tuple[int, ...] = ()
    current: int | None = None
    shape: PickShape | None = None
    marked: tuple[int, ...] = ()

    @property
    def count(self) -> int:
        """How many distinct seats an input names."""
        return (self.shape or ONE_SEAT).count

    @property
    def cards(self) -> tuple[int, ...]:
        """The center cards an input may name."""
        return (self.shape or ONE_SEAT).cards

    @property
    def card_count(self) -> int:
        """How many distinct center cards an input names."""
        return (self.shape or ONE_SEAT).card_count

    @property
    def options(self) -> tuple[str, ...]:
        """The options an input picks one of (none: the option is ``""``)."""
        return (self.shape or ONE_SEAT).options

    def feasible(self) -> bool:
        """Whether some input fits this spec at all."""
        shape = self.shape or ONE_SEAT
        return (
            (shape.at_most or len(self.targets) >= shape.count)
            and len(shape.cards) >= shape.card_count
            and (shape.options or not shape.marked_options)
        )

    def refusal(self, inp: Pick) -> str | None:
        """Why ``inp`` does not fit this spec, or None if it does."""
        shape = self.shape or ONE_SEAT
        seats, cards = inp.seats, inp.cards
        if inp.target is not None and seats != (inp.target,):
            return f"target {inp.target!r} and seats {seats!r} disagree"
        if len(seats) != shape.count and not (shape.at_most and len(seats) < shape.count):
            most = "at most " if shape.at_most else ""
            return f"{self.action} takes {most}{shape.count} seat(s), got {len(seats)}"
        for seat in seats:
            if type(seat) is not int or seat not in self.targets:
                return f"{seat!r} is not a legal target for {self.action}"
        if len(set(seats)) != len(seats):
            return f"{self.action} needs distinct seats"
        if len(cards) != shape.card_count:
            return f"{self.action} takes {shape.card_count} center card(s), got {len(cards)}"
        for card in cards:
            if type(card) is not int or card not in shape.cards:
                return f"{card!r} is not a legal center card for {self.action}"
        if len(set(cards)) != len(cards):
            return f"{self.action} needs distinct center cards"
        if shape.options or shape.marked_options:
            if inp.option not in shape.options:
                return f"{inp.option!r} is not an option of {self.action}"
        elif inp.option != "":
            return f"{self.action} takes no option"
        return None


@dataclass(frozen=True, slots=True)
class Win:
    """A game's end as an edition's rules judge it: every winning side and its seats.

    ``labels`` holds at least one side, in the edition's report order; an edition where a
    game may end with no winner names that too (e.g. ``nobody``).
    """

    labels: tuple[str, ...]
    seats: tuple[int, ...]


fast_frozen_inits(globals())  # specs and inputs are made on the hottest paths
