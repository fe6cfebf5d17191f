"""Role behaviours: small classes that plug into the engine's named hooks.

The engine never asks "is this the Seer?": it calls the hooks of whatever roles are dealt,
in the edition's night order. A new role is a subclass that overrides the hooks it needs
and is listed in its edition; see docs/engine.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from ..events import Attacked
from ..model import SECRET, Camp, InputSpec, NightChoice, PickShape
from ..notes import NoteKey
from ..values import Value

if TYPE_CHECKING:
    from ..context import RoleContext

#: Action name of the harmless night choice given to roles without a power tonight.
DREAM = "dream"

#: Which seats a :class:`Slot` offers: every living seat but the one answering, every
#: living seat (the one answering included), or none.
OTHERS, LIVING, NO_SEAT = "others", "living", ""


@dataclass(frozen=True, slots=True)
class Slot:
    """One spec of a night step's prompt shape, as a role declares it from public facts
    only (the edition, the step, the night's number, the public composition, the settings,
    who lives): never from a secret (a card, a potion left, a power lost).

    It offers ``seats`` (:data:`OTHERS`, :data:`LIVING` or :data:`NO_SEAT`), of which an
    input names ``count`` (any number up to it with ``at_most``); every center card when
    ``card_count`` is not zero, of which an input names ``card_count``; and ``options``, of
    which an input names one. ``action`` is the role's action whose real spec fills it.
    """

    action: str
    seats: str = OTHERS
    count: int = 1
    card_count: int = 0
    options: tuple[str, ...] = ()
    at_most: bool = False

    @property
    def key(self) -> tuple:
        """What must agree for two roles' slots to share one spec of a step's shape (the
        offered seats are then the larger set)."""
        return (self.count, self.card_count, self.options, self.at_most, self.seats == NO_SEAT)


def option_slot(action: str, options: tuple[str, ...]) -> Slot:
    """A slot of one of ``options``, naming no seat (``pass``, a grid cell)."""
    return Slot(action, NO_SEAT, count=0, options=options)


def card_slot(action: str, card_count: int) -> Slot:
    """A slot of ``card_count`` center cards, naming no seat."""
    return Slot(action, NO_SEAT, count=0, card_count=card_count)


#: The slots of a night prompt of one seat: who to dream of (or a decoy).
DREAM_SLOTS = (Slot(DREAM),)


@dataclass
class NightContext:
    """What the night's resolution builds up before dawn: choices, protections, deaths."""

    choices: dict[int, int | None]
    #: Every seat's whole pick (seats, center cards, option) and the action it answered.
    picks: dict[int, tuple[str, NightChoice]] = field(default_factory=dict)
    protected: set[int] = field(default_factory=set)
    deaths: list[tuple[int, str]] = field(default_factory=list)
    #: What the night's steps found out for the later ones (``victim`` ...), by key.
    found: dict[str, object] = field(default_factory=dict)
    #: Nobody may die this night (``jinrou``'s first night): every kill is ignored.
    peaceful: bool = False

    def pick(self, seat: int) -> tuple[str, NightChoice]:
        """The seat's real pick tonight: (action, input), or ("", an empty input) when it
        made none (a decoy, or the clock closed its step first)."""
        return self.picks.get(seat, ("", NightChoice()))

    def attack(
        self, game: RoleContext, victim: int, attacker: int, *, shieldable: bool = True
    ) -> str:
        """A wolf attack by ``attacker`` on ``victim``: a shield tonight holds (unless not
        ``shieldable``), otherwise the victim's card says what it does (``on_devoured``);
        the secret ``Attacked`` record follows. Returns the outcome."""
        if shieldable and victim in self.protected:
            outcome = "protected"
        else:
            outcome = game.role(victim).on_devoured(game, self, victim, attacker)
        game.emit(Attacked(victim, attacker, outcome, visibility=SECRET))
        return outcome

    def kill(self, seat: int, cause: str) -> None:
        """Schedule ``seat`` to die at dawn (the first cause scheduled is kept)."""
        if not self.peaceful and all(dead != seat for dead, _ in self.deaths):
            self.deaths.append((seat, cause))


class DeathBatch:
    """Deaths that happen at the same instant; hooks may add more (heartbreak, curses)."""

    def __init__(self, game: RoleContext, deaths: list[tuple[int, str]]):
        self.game = game
        self.deaths: list[tuple[int, str]] = []
        for seat, cause in deaths:
            self.add(seat, cause)

    def add(self, seat: int, cause: str) -> None:
        """Add a death to this instant unless the seat is already dead or dying."""
        if self.game.alive[seat] and all(dead != seat for dead, _ in self.deaths):
            self.deaths.append((seat, cause))

    def dying(self) -> frozenset[int]:
        return frozenset(seat for seat, _ in self.deaths)


class Role:
    """Base role: a plain villager. Subclasses override only the hooks they need.

    Class attributes describe the role; hooks receive the game and the seat(s) concerned.
    Hooks run only for roles that are dealt, and in the edition's night order.
    """

    id: ClassVar[str] = "villager"
    camp: ClassVar[Camp] = Camp.VILLAGE
    #: What a Seer or Medium reads: True only for real werewolves.
    werewolf: ClassVar[bool] = False
    #: Counted with the wolves (True) or with the humans (False) for parity.
    counts_as_wolf: ClassVar[bool] = False
    #: Dealt in pairs (lovers take two seats).
    pair: ClassVar[bool] = False
    #: The night choice may change until the night closes, and is seen live by every living
    #: holder of the role (the pack agreeing on a victim).
    revisable_choice: ClassVar[bool] = False
    #: Chat channels a living holder of the role may read and write (``pack``, ...).
    channels: ClassVar[tuple[str, ...]] = ()
    #: The note keys this role's own events give (:mod:`..notes`: its ``told``, ``probe``,
    #: ``camp`` and ``news`` facts), declared next to the events it emits.
    notes: ClassVar[tuple[NoteKey, ...]] = ()
    #: The values of enumerated event fields this role's code gives (:mod:`..values`: a
    #: death's cause, an attack's outcome, an owed kind, a title ...).
    values: ClassVar[tuple[Value, ...]] = ()
    #: Set for each subclass: True when it offers one night form (does not override
    #: :meth:`night_actions`), so the engine calls :meth:`night_action` straight away.
    one_night_form: ClassVar[bool] = True
    #: Set for each subclass: True when it overrides :meth:`on_pick` (a session of
    #: several answers in one step), so the engine calls it only for those roles.
    has_sessions: ClassVar[bool] = False
    #: Set for each subclass: True when it overrides :meth:`extra_ballots`, so the
    #: engine asks only those roles for more ballot forms.
    has_extra_ballots: ClassVar[bool] = False
    #: Set for each subclass: True when it overrides :meth:`may_vote` / :meth:`vote_bonuses`
    #: / :meth:`nightfall_deaths` / :meth:`holds_banishment`, so the edition asks only those
    #: roles.
    restricts_voters: ClassVar[bool] = False
    has_vote_bonuses: ClassVar[bool] = False
    has_nightfall_deaths: ClassVar[bool] = False
    has_banishment_hold: ClassVar[bool] = False

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        cls.one_night_form = cls.night_actions is Role.night_actions
        cls.has_sessions = cls.on_pick is not Role.on_pick
        cls.has_extra_ballots = cls.extra_ballots is not Role.extra_ballots
        cls.restricts_voters = cls.may_vote is not Role.may_vote
        cls.has_vote_bonuses = cls.vote_bonuses is not Role.vote_bonuses
        cls.has_nightfall_deaths = cls.nightfall_deaths is not Role.nightfall_deaths
        cls.has_banishment_hold = cls.holds_banishment is not Role.holds_banishment

    # -- set-up
    def on_deal(self, game: RoleContext, seats: list[int]) -> None:
        """Once after the deal, with every seat holding this role: reveal teams, etc."""

    # -- night
    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        """The living seat's night choice tonight; a harmless dream by default."""
        return game.dream_spec(seat)

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        """Every form the seat's night choice may take tonight (a Seer: one player's card
        or two center cards); the input is matched to the first it fits. By default, the
        one :meth:`night_action`."""
        return (self.night_action(game, seat),)

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        """The shape of this role's prompt in the night step running now, from public facts
        only (see :class:`Slot`): one slot per action its :meth:`night_actions` may offer
        there, whatever the seat's secrets. The real specs are padded to it with marked
        entries, and the seats not called answer decoys of the same shape. By default, a
        dream (one other living player)."""
        return DREAM_SLOTS

    def on_night_start(self, game: RoleContext, seat: int) -> None:
        """At the start of each night, for each living seat with this role (Medium, ...)."""

    def on_called(self, game: RoleContext, night: NightContext, seat: int) -> None:
        """A stepped night's step calls this role: tell ``seat`` what the earlier steps
        let it know (the Witch: the pack's victim), before it answers."""

    def on_pick(
        self, game: RoleContext, night: NightContext, seat: int, action: str, pick: NightChoice
    ) -> bool:
        """A called ``seat`` just answered its step (not a decoy): act on it at once and
        return True to let the seat answer again in the same step (a session of looks,
        one card after another), False when its answer for the step is final (the
        default: no effect here, the step resolves at its close)."""
        return False

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        """When the night's step of this role closes (at dawn in a one-step night), in
        night order, with the living seats waking as the role."""

    def on_probed(self, game: RoleContext, night: NightContext, seat: int, prober: int) -> None:
        """``seat`` (holding this role) was probed by a Seer tonight."""

    def on_protected(self, game: RoleContext, night: NightContext, seat: int, guard: int) -> None:
        """``seat`` (holding this role) was protected by a Bodyguard tonight."""

    def on_devoured(self, game: RoleContext, night: NightContext, seat: int, devourer: int) -> str:
        """The pack attacks ``seat``; schedule its death. Returns the attack's outcome."""
        night.kill(seat, "devoured")
        return "devoured"

    def morning_note(self, game: RoleContext) -> str | None:
        """Something the village learns each morning because this role is in the public
        composition (dealt or not: what is said must not reveal a missing role)."""
        return None

    def dawn_note(self, game: RoleContext) -> str | None:
        """Something the village learns each dawn once the dawn's owed actions are all
        taken (after the deaths and what they caused: the bear's growl), before the win
        check; asked as :meth:`morning_note` is."""
        return None

    # -- day votes
    def extra_ballots(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        """More forms the ballot of ``seat`` (holding this card) may take in a day vote
        (the Stuttering Judge's vote that asks for a second vote); a ballot in one of them
        is counted as usual and goes to :meth:`on_extra_ballot`. None by default."""
        return ()

    def on_extra_ballot(self, game: RoleContext, seat: int, action: str, target: int) -> None:
        """``seat`` cast a ballot for ``target`` in the :meth:`extra_ballots` form
        ``action``."""

    def may_vote(self, game: RoleContext, seat: int) -> bool:
        """Whether living ``seat`` (holding this card) votes in a day vote (an Idiot
        revealed does not). Yes by default."""
        return True

    def vote_bonuses(self, game: RoleContext, round_: int) -> tuple[tuple[int, int, bool], ...]:
        """Extra votes this character puts on targets in a day vote's round, asked once a
        round of every character of the edition, dealt or not (the Raven's marks): (target,
        votes, public). None by default."""
        return ()

    def nightfall_deaths(self, game: RoleContext) -> list[tuple[int, str]]:
        """The deaths this character causes as a new night falls (the Rusty Knight's
        tetanus), asked of every character of the edition: (seat, cause); see
        :meth:`Edition.nightfall_deaths`. None by default."""
        return []

    def holds_banishment(self, game: RoleContext, dying: tuple[int, ...]) -> bool:
        """The day vote is about to put ``dying`` to death, asked of every character of the
        edition, dealt or not: True when this character queued an owed action that must
        come first (the Devoted Servant may take the card); that action then calls
        :meth:`RoleContext.banish_now`. See :meth:`Edition.holds_banishment`. False by
        default."""
        return False

    # -- deaths and the end
    def on_designated(self, game: RoleContext, seat: int) -> bool:
        """The day vote designates ``seat``: True when it dies (the default), False when
        it lives (an Idiot revealed; the hook shows what it must)."""
        return True

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        """``seat`` dies now of ``cause``; add same-instant deaths or queue actions."""

    def counts_for_parity(self, settings: Mapping[str, str]) -> bool:
        """Whether a living holder counts on its side in the parity check."""
        return True

    def wins_with(self, game: RoleContext) -> str:
        """The winner label this role shares in: ``village``, ``wolves``, ``fox``, ``lovers``."""
        return self.camp.value


def target_spec(
    game: RoleContext,
    seat: int,
    action: str,
    *,
    allow_self: bool = False,
    exclude: frozenset[int] = frozenset(),
) -> InputSpec:
    """A night choice over living players (not ``seat`` unless ``allow_self``)."""
    targets = game.living() if allow_self else game.others_than(seat)
    if exclude:
        targets = tuple(other for other in targets if other not in exclude)
    return InputSpec(NightChoice.kind, action, targets, game.current_choice(seat))


def option_spec(action: str, options: tuple[str, ...]) -> InputSpec:
    """A night choice of one of ``options``, naming no seat (``pass``, a grid cell)."""
    return InputSpec(NightChoice.kind, action, shape=PickShape(count=0, options=options))
