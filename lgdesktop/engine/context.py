"""The role context: the one narrow face of the engine that roles and editions see.

Every role hook (:class:`~.roles.Role`), edition rule (:class:`~.edition.Edition`) and owed
action callback (:class:`~.flow.Owed`) receives a :class:`RoleContext`, never the game
itself: the verbs a rule may use (tell something, show or swap cards, kill, owe an action,
hand a title), the facts it may read (the table, the seats, the settings, the seeded
generator) and its own typed per-seat state. The kernel
(:class:`~lgdesktop.engine.kernel.Kernel`) implements it; no module of a role or an edition
imports the game (``tests/engine/test_kernel.py`` checks it).

Contracts every implementation keeps:

- a verb's effect is logged as events with the visibility it is given (or the one the verb
  documents): nothing a rule does escapes the log the views are built from;
- the facts read here change only through the verbs and the kernel's own rules; a rule
  never mutates a sequence or mapping it reads (they are typed read-only);
- randomness comes only from :attr:`RoleContext.rng`, seeded by the setup, so that a game
  replays event for event.

An edition that needs something unusual gets a well-named verb here, not an internal.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar, Protocol, TypeVar

if TYPE_CHECKING:
    from .events import Event, VoteTally
    from .flow import Owed, Step
    from .model import Camp, InputSpec, Visibility
    from .roles import NightContext, Role

#: A :class:`SeatState` carried by whatever card its seat hands over (not one role's).
ANY_CARD = "*"


class SeatState:
    """Base of a role's typed per-seat state: a small dataclass, declared next to the role
    that owns it, with a default for every field (a seat has none until a rule writes it:
    :meth:`RoleContext.state`).

    ``card`` says what the state belongs to, and so whether it moves when a card changes
    hands in play (RULES §5, the Devoted Servant takes the banished card "with its state":
    the Witch's potions, a spent infection, a Fox's lost nose ...): the role id of the card
    that carries it, or :data:`ANY_CARD` for a state of the seat's play that follows any
    card it hands over (the attacks it withstood). Cards swapped in the night
    (``one_night``'s Robber and Troublemaker) carry no state: they have none.
    """

    card: ClassVar[str]


S = TypeVar("S", bound=SeatState)
T = TypeVar("T")


class RoleContext(Protocol):
    """What a role or an edition may read and do in a running game."""

    # ------------------------------------------------------------------ the table

    #: How many seats the table has.
    players: int
    #: The game's settings, resolved (every setting of the edition has its value).
    settings: Mapping[str, str]
    #: The game's seeded generator: the only source of chance a rule may use.
    rng: random.Random
    #: The number of the current cycle (night ``number``, then day ``number``).
    number: int

    @property
    def alive(self) -> Sequence[bool]:
        """Whether each seat is alive (dead since nightfall: still alive until dawn)."""

    @property
    def roles(self) -> Sequence[str]:
        """The card each seat holds now (role ids)."""

    @property
    def dealt(self) -> Sequence[str]:
        """The card each seat was dealt."""

    @property
    def center(self) -> Sequence[str]:
        """The center cards now, face down (empty in editions without a center)."""

    @property
    def composition(self) -> Mapping[str, int]:
        """The public composition (role id -> count), center cards included."""

    @property
    def removed_role(self) -> str | None:
        """The role taken out before the deal (``missing_role``), if any: a secret."""

    @property
    def cards_seen(self) -> bool:
        """Whether the seats have seen their cards (False during an election before the
        deal)."""

    @property
    def lovers(self) -> Sequence[tuple[int, int]]:
        """The couples of lovers, in the order they were formed."""

    @property
    def joined(self) -> Mapping[int, str]:
        """Seats whose camp changed in play: seat -> the role whose camp it plays for and
        whose night steps it also wakes in."""

    @property
    def held(self) -> Mapping[int, str]:
        """Deaths held since nightfall: seat -> cause (they die first at dawn)."""

    @property
    def night(self) -> NightContext | None:
        """Tonight's context (choices, protections, deaths, findings); None by day."""

    @property
    def step(self) -> Step:
        """The step of the flow running now (its ``id`` names it)."""

    @property
    def last_tally(self) -> VoteTally | None:
        """The last closed vote's tally (None before the first)."""

    @property
    def last_banished(self) -> int | None:
        """The first seat the last day vote designated (None: nobody)."""

    # ------------------------------------------------------------------ seat queries

    def role(self, seat: int) -> Role:
        """The behaviour of the card ``seat`` holds now."""

    def role_named(self, role_id: str) -> Role:
        """The edition's behaviour of ``role_id``."""

    def night_role(self, seat: int) -> Role:
        """The role ``seat`` wakes as at night (dealt card or card held, as the edition
        says)."""

    def living(self) -> tuple[int, ...]:
        """The living seats, in seat order."""

    def others_than(self, seat: int) -> tuple[int, ...]:
        """The living seats other than ``seat``."""

    def seats_with(self, role_id: str, *, living: bool = False) -> list[int]:
        """The seats holding ``role_id`` now (the living only, with ``living``)."""

    def seats_after(self, seat: int) -> tuple[int, ...]:
        """The living seats after ``seat`` in rising seat order, wrapping round."""

    def living_neighbours(self, seat: int) -> tuple[int, ...]:
        """``seat``'s two nearest living neighbours (those dead since nightfall skipped)."""

    def partner(self, seat: int) -> int | None:
        """The other lover of ``seat``'s couple, if any."""

    def camp(self, seat: int) -> Camp:
        """The camp ``seat`` plays for now: its card's, or the one it joined in play."""

    def has_power(self, seat: int) -> bool:
        """Whether ``seat``'s role still has its powers."""

    def title_holder(self, title: str) -> int | None:
        """The seat holding ``title`` now, or None."""

    def current_choice(self, seat: int) -> int | None:
        """The seat ``seat`` named in the current night step so far (None: none yet)."""

    def vote_candidates(self) -> tuple[int, ...]:
        """The candidates of the open vote (empty when none is open)."""

    # ------------------------------------------------------------------ prompts

    def dream_spec(self, seat: int) -> InputSpec:
        """The harmless night choice: dream of any other living player."""

    def decoy_spec(self, seat: int) -> InputSpec:
        """The decoy prompt of a seat a night step does not call."""

    # ------------------------------------------------------------------ verbs

    def emit(self, event: Event) -> None:
        """Tell what happened: ``event`` enters the log, seen as its visibility says."""

    def show_card(self, viewer: int, *, target: int | None = None, card: int | None = None) -> None:
        """``viewer`` looks at seat ``target``'s card or center card ``card`` (only the
        viewer sees it)."""

    def swap_cards(
        self,
        *,
        seats: tuple[int, ...] = (),
        cards: tuple[int, ...] = (),
        by: int | None,
        visibility: Visibility,
    ) -> None:
        """Exchange two cards (two seats', a seat's and a center card, two center cards);
        ``visibility`` says who sees it happen."""

    def replace_card(self, seat: int, role_id: str) -> None:
        """The card ``seat`` holds becomes ``role_id`` (a forum Thief's colour), silently:
        the caller shows it to whom it must."""

    def join(self, seat: int, role_id: str, *, why: str, visibility: Visibility) -> None:
        """``seat`` plays for ``role_id``'s camp from now on and wakes in its steps too."""

    def unite(self, first: int, second: int) -> None:
        """``first`` and ``second`` become a couple of lovers (one dies, the other too)."""

    def lose_powers(self, camp: str) -> None:
        """Every role of ``camp`` loses its powers for the rest of the game."""

    def kill_now(self, seat: int, cause: str, *, public_cause: str) -> None:
        """``seat`` dies now of ``cause`` with its consequences (an owed action's answer)."""

    def banish_now(self, dying: tuple[int, ...]) -> None:
        """The day vote's ``dying`` die now (the end of a held banishment)."""

    def owe(self, owed: Owed) -> None:
        """Queue an owed action, taken before the game moves on."""

    def queue_shot(self, shooter: int) -> None:
        """``shooter`` owes a shot at another living player (drawn by the clock)."""

    def owe_choice_of_voters(self, chooser: int) -> None:
        """``chooser`` owes a choice of the only seats that vote at the next day's vote."""

    def give_title(self, title: str, seat: int | None, how: str) -> None:
        """``seat`` holds ``title`` from now on (None: nobody), said publicly."""

    def hand_over_title(self, title: str, holder: int) -> None:
        """Living ``holder`` loses ``title`` and owes a successor."""

    def add_step(self, step: Step) -> None:
        """Run ``step`` right after the current one (a second vote the same day)."""

    # ------------------------------------------------------------------ state

    def state(self, seat: int, kind: type[S]) -> S:
        """``seat``'s state of ``kind``, created with its defaults the first time (write
        through it; read with :meth:`find_state`, which creates nothing)."""

    def find_state(self, seat: int, kind: type[S]) -> S | None:
        """``seat``'s state of ``kind``, or None when no rule wrote one."""

    def states(self, kind: type[S]) -> tuple[tuple[int, S], ...]:
        """Every seat's state of ``kind``, in seat order."""

    def shared(self, kind: type[T]) -> T:
        """The game-wide state of ``kind`` (one per game: a dataclass with defaults, owned
        by a role or an edition), created the first time."""

    def hand_over_states(self, giver: int, taker: int) -> None:
        """``taker`` now holds the card ``giver`` held: the states that card carries (and
        those of :data:`ANY_CARD`) move from ``giver`` to ``taker``, replacing his; states
        ``giver`` has none of stay as they are."""
