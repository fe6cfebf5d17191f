"""The wolves: ``jinrou``'s Werewolf and Madman, ``thiercelieux``'s Werewolf (the pack of
the classic box), ``forum``'s (the pack also places the Little Girl's grid cells),
``anniversary``'s pack (several cards, the Mother Wolf its only possible prey, the White
Werewolf, the Big Bad Wolf, the Accursed Wolf-Father) and its Wild Child, with the helpers
that say who is in the pack tonight.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..context import ANY_CARD, SeatState
from ..events import TeamRevealed, Told
from ..model import Camp, InputSpec, NightChoice, only
from ..values import ATTACK_DEVOURED, DEVOURED, WITHSTOOD
from .base import LIVING, NightContext, Role, Slot, option_slot, option_spec, target_spec
from .shared import (
    ACCURSED_STEP,
    BIG_BAD_WOLF_STEP,
    CAUGHT,
    CELLS,
    DEVOUR,
    DEVOUR_ALONE,
    GRID_CAUGHT,
    GRID_SEES,
    HUNTED,
    INFECT,
    INFECTED,
    INFECTED_NOTE,
    MODEL,
    PACK_STEP,
    PASS,
    PLACE_CAUGHT,
    PLACE_SEES,
    TETANUS_NOTE,
    TETANUS_TOLD,
    VICTIM,
    VICTIM_NOTE,
    WHITE_WEREWOLF_STEP,
    WILD_CHILD_NOTE,
    _wolves,
)

if TYPE_CHECKING:
    from ..context import RoleContext

#: The pack's prompt: one other living player.
DEVOUR_SLOTS = (Slot(DEVOUR),)


class Werewolf(Role):
    """The pack knows itself from the deal and hunts every night from night 1: each living
    wolf picks one living non-wolf, sees the others' picks live, and the step closes when
    they all agree; the clock falls back to the plurality, a seeded draw among ties (among
    the prey when no wolf picked). The victim is found for the later steps
    (``night.found["victim"]``)."""

    id = "werewolf"
    camp = Camp.WOLVES
    werewolf = True
    counts_as_wolf = True
    revisable_choice = True
    channels = ("pack",)
    values = (DEVOURED,)

    def on_deal(self, game: RoleContext, seats: list[int]) -> None:
        game.emit(TeamRevealed(self.id, tuple(seats), visibility=only(*seats)))

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        return target_spec(game, seat, DEVOUR, exclude=frozenset(_wolves(game)))

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        """One other living player: the pack's own members offered too, marked."""
        return DEVOUR_SLOTS

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        picks = [night.choices[wolf] for wolf in seats if night.choices.get(wolf) is not None]
        if picks:
            counts = Counter(picks)
            best = max(counts.values())
            victim = game.rng.choice(sorted(t for t, n in counts.items() if n == best))
        else:
            prey = [seat for seat in game.living() if not game.role(seat).counts_as_wolf]
            victim = game.rng.choice(prey)
        night.found[VICTIM] = victim
        night.kill(victim, "devoured")


class ForumWerewolf(Werewolf):
    """The pack: knows itself from the deal and chats in ``pack`` (as in ``thiercelieux``). With
    a Little Girl in the composition, each living wolf first places one "sees a wolf" cell
    and one "caught" cell of her grid (two steps; the pack sees the picks; [convention]
    the clock places a missing cell at random, and a "caught" cell cannot be one the pack
    already made a "sees" cell). Then the pack devours one living non-wolf, every night
    from the first: the plurality of the picks (seeded draw among ties, among the prey
    when nobody picked). A victim the Savior protects survives."""

    values = (*Werewolf.values, ATTACK_DEVOURED)

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        step = game.step.id
        if step == GRID_SEES:
            return option_spec(PLACE_SEES, CELLS)
        if step == GRID_CAUGHT:
            sees = game.night.found.get("sees", {})
            return option_spec(PLACE_CAUGHT, tuple(cell for cell in CELLS if cell not in sees))
        return target_spec(game, seat, DEVOUR, exclude=frozenset(_wolves(game)))

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        """A grid cell in the grid's steps (the cells already made "sees" offered in the
        "caught" step, marked), else one other living player."""
        step = game.step.id
        if step == GRID_SEES:
            return (option_slot(PLACE_SEES, CELLS),)
        if step == GRID_CAUGHT:
            return (option_slot(PLACE_CAUGHT, CELLS),)
        return DEVOUR_SLOTS

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        step = game.step.id
        if step in (GRID_SEES, GRID_CAUGHT):
            self._place(game, night, seats, step)
            return
        pack = _wolves(game)
        prey = [seat for seat in game.living() if seat not in pack]
        if not prey:  # only wolves left, some of them lovers outside the pack
            return
        picks = [night.choices[wolf] for wolf in pack if night.choices.get(wolf) is not None]
        if picks:
            counts = Counter(picks)
            best = max(counts.values())
            victim = game.rng.choice(sorted(t for t, n in counts.items() if n == best))
            devourer = game.rng.choice(sorted(w for w in pack if night.choices.get(w) == victim))
        else:  # the clock closed the step before any wolf chose
            victim = game.rng.choice(prey)
            devourer = game.rng.choice(pack)
        outcome = night.attack(game, victim, devourer)
        night.found[VICTIM] = None if outcome == "protected" else victim

    def _place(self, game: RoleContext, night: NightContext, pack: list[int], step: str) -> None:
        """Each wolf's cell (the clock's: one drawn among the free ones) joins the grid:
        ``sees`` cell -> the wolf who placed it, ``caught`` the set of caught cells."""
        sees: dict[str, int] = night.found.setdefault("sees", {})
        caught: set[str] = night.found.setdefault("caught", set())
        for wolf in pack:
            _action, pick = night.pick(wolf)
            cell = pick.option
            if not cell:
                free = [c for c in CELLS if c not in sees and c not in caught]
                cell = game.rng.choice(free)
            if step == GRID_SEES:
                sees.setdefault(cell, wolf)
            else:
                caught.add(cell)


@dataclass
class Withstood(SeatState):
    """The night of the last wolf attack the seat withstood (the Elder, the Colossus);
    it follows any card the seat hands over."""

    card: ClassVar[str] = ANY_CARD
    night: int = 0


@dataclass
class InfectionSpent(SeatState):
    """Flag: this Accursed Wolf-Father's infection is spent."""

    card: ClassVar[str] = "accursed_wolf_father"


@dataclass
class RoleModel(SeatState):
    """The role model this Wild Child picked (when it dies, he joins the pack)."""

    card: ClassVar[str] = "wild_child"
    seat: int = -1


@dataclass
class PackLoss:
    """Whether a pack member has died so far (the Big Bad Wolf's second victim ends)."""

    died: bool = False


def _pack(game: RoleContext) -> list[int]:
    """The living seats of the pack: every wolf card held now (the White Werewolf's
    included), and every player who joined it in play (the infected, a turned Wild
    Child). A member dead since nightfall (``game.held``: the tetanus) still counts
    here until dawn announces it (the win), but no longer hunts (:func:`_hunting`)."""
    joined = game.joined
    return [seat for seat in game.living() if game.role(seat).counts_as_wolf or seat in joined]


def _hunting(game: RoleContext) -> list[int]:
    """The pack members hunting tonight: the pack less those dead since nightfall (the
    Fox's, the Rusty Knight's and the White Werewolf's "pack member")."""
    held = game.held
    return [seat for seat in _pack(game) if seat not in held]


def _victims(night: NightContext | None) -> tuple[int, ...]:
    """The seats tonight's wolf attacks will kill so far (after the Savior's shield and the
    attacks withstood; a Monkey cursed since is not among them), in seat order."""
    if night is None:
        return ()
    return tuple(sorted(seat for seat, cause in night.deaths if cause == "devoured"))


def _reveal_pack(game: RoleContext, role_id: str, members: tuple[int, ...]) -> None:
    """Show the whole living pack that ``members`` hold ``role_id`` (a Mother Wolf is
    marked as such on the wolves' screens); a card the pack takes for another
    (``shown_to_pack_as``: the White Werewolf, a werewolf to the others) is shown so to
    the rest of the pack, and not re-shown to its holders."""
    pack = _pack(game)
    shown = game.role_named(role_id).shown_to_pack_as
    if shown is None:
        game.emit(TeamRevealed(role_id, members, visibility=only(*pack)))
    else:
        others = [seat for seat in pack if seat not in members]
        if others:
            game.emit(TeamRevealed(shown, members, visibility=only(*others)))


def _pack_prey(game: RoleContext, seat: int) -> bool:
    """Whether pack member ``seat`` is one the pack may attack (the Mother Wolf's card)."""
    return getattr(game.role(seat), "prey_of_the_pack", False)


def _show_pack(game: RoleContext) -> None:
    """Show the whole living pack each of its wolf cards again (a card taken in play
    joined it: the Thief's, the Servant's)."""
    pack = [s for s in _pack(game) if game.role(s).counts_as_wolf]
    for role_id in sorted({game.roles[s] for s in pack}):
        _reveal_pack(game, role_id, tuple(s for s in pack if game.roles[s] == role_id))


def _withstands(game: RoleContext, seat: int, *, running: bool) -> bool:
    """Whether tonight's wolf attack on ``seat`` fails: the first one always does; a later
    one kills, or, with ``running``, kills only when it comes the night right after the
    last one (else it counts as a first one again)."""
    withstood = game.find_state(seat, Withstood)
    last = None if withstood is None else withstood.night
    game.state(seat, Withstood).night = game.number
    return last is None or (running and last != game.number - 1)


class AnniversaryWerewolf(Werewolf):
    """The pack knows itself from the deal (each card shown to the whole pack, so the
    Mother Wolf is marked as such) and chats in ``pack``. Every night each living pack
    member picks one living player who is not a pack member, or the Mother Wolf (the one
    pack member the pack may target, herself included); the picks are seen live; the
    step closes when they all agree, the clock falls back to the plurality (a seeded draw
    among ties, among the prey when nobody picked). A Little Girl caught peeking replaces
    the pick and no Savior covers her; otherwise a protected victim survives. The
    victim's card then says what the attack does (``Role.on_devoured``)."""

    notes = (TETANUS_NOTE,)
    values = (*Werewolf.values, ATTACK_DEVOURED)

    #: The pack may target a holder of this card (the Mother Wolf only).
    prey_of_the_pack: ClassVar[bool] = False
    #: The card the rest of the pack takes this one for (None: itself).
    shown_to_pack_as: ClassVar[str | None] = None

    def on_deal(self, game: RoleContext, seats: list[int]) -> None:
        _reveal_pack(game, self.id, tuple(seats))

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        spared = frozenset(game.living()) - frozenset(_prey(game))
        return target_spec(game, seat, DEVOUR, allow_self=True, exclude=spared)

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        """One living player, oneself included (the Mother Wolf may be the prey), the
        pack's other members offered, marked."""
        return (Slot(DEVOUR, LIVING),)

    def on_called(self, game: RoleContext, night: NightContext, seat: int) -> None:
        """The pack wakes: once a night, the members dead of tetanus since nightfall and
        the hunting pack are told (``tetanus``, each such member's seat)."""
        if game.step.id != PACK_STEP or night.found.get(TETANUS_TOLD) or not game.held:
            return
        night.found[TETANUS_TOLD] = True
        doomed = [s for s in _pack(game) if s in game.held]
        for told in sorted({*_pack(game)}):
            for wolf in doomed:
                game.emit(Told(told, TETANUS_TOLD, (wolf,), visibility=only(told)))

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        """Once a night for the whole pack, whichever of its cards resolves first."""
        if night.found.get(HUNTED):
            return
        night.found[HUNTED] = True
        pack = _hunting(game)
        girl = night.found.get(CAUGHT)
        if girl is not None:
            victim = girl
            devourer = pack[0]
        else:
            prey = _prey(game)
            if not prey:
                return
            picks = [night.choices[w] for w in pack if night.choices.get(w) is not None]
            if picks:
                counts = Counter(picks)
                best = max(counts.values())
                victim = game.rng.choice(sorted(t for t, n in counts.items() if n == best))
            else:  # the clock closed the step before any wolf chose
                victim = game.rng.choice(prey)
            devourer = next((w for w in pack if night.choices.get(w) == victim), pack[0])
        night.attack(game, victim, devourer, shieldable=girl is None)
        night.found[VICTIM] = victim


class MotherWolf(AnniversaryWerewolf):
    """Hunts with the pack and is marked as its Mother on the wolves' screens; the one
    pack member the pack may target: its first attack on her fails, the second kills.
    Any other cause (vote, poison, shot, heartbreak) kills her at once."""

    id = "mother_wolf"
    values = (*AnniversaryWerewolf.values, WITHSTOOD)
    prey_of_the_pack = True

    def on_devoured(self, game: RoleContext, night: NightContext, seat: int, devourer: int) -> str:
        if _withstands(game, seat, running=False):
            return "withstood"
        return super().on_devoured(game, night, seat, devourer)


def _pack_member_died(game: RoleContext) -> bool:
    """Whether a pack member (a wolf card, the White Werewolf's included, or a player who
    joined the pack) has died so far."""
    return game.shared(PackLoss).died


def _prey(game: RoleContext) -> list[int]:
    """The living seats a wolf may attack: not the pack, except the Mother Wolf (not one
    dead since nightfall either)."""
    pack, held = _pack(game), game.held
    return [s for s in game.living() if (s not in pack or _pack_prey(game, s)) and s not in held]


class LoneWolf(AnniversaryWerewolf):
    """A pack card with a step of its own after the pack's (``own_step``): there it attacks
    alone (``devour_alone``, forms from :meth:`lone_actions`), an attack the Savior's
    shield holds and the victim's card resolves; in the pack's step it hunts as a
    werewolf."""

    own_step: ClassVar[str] = ""

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        if game.step.id != self.own_step:
            return (self.night_action(game, seat),)
        return self.lone_actions(game, seat)

    def lone_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        """The forms of the seat's answer in its own step."""
        raise NotImplementedError

    #: The shape of :meth:`lone_actions` (:meth:`Role.prompt_slots`).
    lone_slots: ClassVar[tuple[Slot, ...]] = ()

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        if game.step.id != self.own_step:
            return super().prompt_slots(game)
        return self.lone_slots

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        if game.step.id != self.own_step:
            super().resolve_night(game, night, seats)
            return
        for seat in seats:
            action, pick = night.pick(seat)
            if action == DEVOUR_ALONE:
                night.attack(game, pick.target, seat)


class BigBadWolf(LoneWolf):
    """Hunts with the pack; then, in his own step and while no pack member has died yet,
    devours a second victim alone (``devour_alone``: a living player the pack may attack,
    not tonight's first victim; the clock: nobody). Once a pack member died, he answers
    a decoy there."""

    id = "big_bad_wolf"
    own_step = BIG_BAD_WOLF_STEP
    lone_slots = (Slot(DEVOUR_ALONE),)

    def lone_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        if _pack_member_died(game):
            return (game.decoy_spec(seat),)
        first = game.night.found.get(VICTIM) if game.night else None
        targets = tuple(s for s in _prey(game) if s != first and s != seat)
        return (InputSpec(NightChoice.kind, DEVOUR_ALONE, targets),)


class AccursedWolfFather(AnniversaryWerewolf):
    """Hunts with the pack; once a game, in his own step right after the pack's pick, may
    ``infect`` its victim instead (or ``pass``): the victim does not die, keeps his card
    and power, is told privately (a ``CampChanged`` shown to him and the pack) and hunts
    with the pack from the next night. An infection on a victim who would have survived
    anyway (protected, an attack withstood, nobody attacked) does nothing and is not
    spent. While unspent he is told in that step whom the pack picked (``Told(victim,
    (seat,))``, none when it attacked nobody; not whether the attack will kill: the pack
    knew its pick, nothing more). Spent, he answers a decoy there and is told nothing."""

    notes = (*AnniversaryWerewolf.notes, VICTIM_NOTE, INFECTED_NOTE)

    id = "accursed_wolf_father"

    def on_called(self, game: RoleContext, night: NightContext, seat: int) -> None:
        if game.step.id != ACCURSED_STEP:
            super().on_called(game, night, seat)
            return
        if game.find_state(seat, InfectionSpent) is not None:
            return
        victim = night.found.get(VICTIM)
        game.emit(Told(seat, VICTIM, () if victim is None else (victim,), visibility=only(seat)))

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        if game.step.id != ACCURSED_STEP:
            return (self.night_action(game, seat),)
        if game.find_state(seat, InfectionSpent) is not None:
            return (game.decoy_spec(seat),)
        return (option_spec(INFECT, (INFECT,)), option_spec(PASS, (PASS,)))

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        if game.step.id != ACCURSED_STEP:
            return super().prompt_slots(game)
        return (option_slot(INFECT, (INFECT,)), option_slot(PASS, (PASS,)))

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        if game.step.id != ACCURSED_STEP:
            super().resolve_night(game, night, seats)
            return
        victim = night.found.get(VICTIM)
        for seat in seats:
            action, _pick = night.pick(seat)
            if action != INFECT or (victim, "devoured") not in night.deaths:
                continue
            game.state(seat, InfectionSpent)
            night.deaths.remove((victim, "devoured"))
            game.join(
                victim, AnniversaryWerewolf.id, why=INFECTED, visibility=only(victim, *_pack(game))
            )
            return


class WhiteWerewolf(LoneWolf):
    """Plays alone (camp ``solo``) but hunts with the pack, who take him for one of
    theirs (his card is shown to them as a werewolf's). On even nights, in his own step,
    he may also ``devour_alone`` one other pack member (or ``pass``); the Mother Wolf
    withstands his first attack too. He wins only as the last player alive."""

    id = "white_werewolf"
    camp = Camp.SOLO
    shown_to_pack_as = AnniversaryWerewolf.id
    own_step = WHITE_WEREWOLF_STEP
    lone_slots = (Slot(DEVOUR_ALONE), option_slot(PASS, (PASS,)))

    def lone_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        targets = tuple(s for s in _hunting(game) if s != seat)
        return (InputSpec(NightChoice.kind, DEVOUR_ALONE, targets), option_spec(PASS, (PASS,)))


class WildChild(Role):
    """Night 1 picks a role ``model`` among the other living players (the clock: a seeded
    draw). When the model dies, whatever the cause, the Wild Child (alive, still holding
    his card) joins the pack: a ``CampChanged`` shown to him and the pack; he hunts from
    the next night and wins with the wolves. Seers still see "Wild Child"."""

    notes = (WILD_CHILD_NOTE,)

    id = "wild_child"

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        return target_spec(game, seat, MODEL)

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        return (Slot(MODEL),)

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = night.pick(seat)
            model = pick.target if action == MODEL else game.rng.choice(game.others_than(seat))
            game.state(seat, RoleModel).seat = model

    @staticmethod
    def on_any_death(game: RoleContext, seat: int) -> None:
        """Any ``seat`` dies: every living Wild Child whose model it was turns."""
        for child, model in game.states(RoleModel):
            if (
                model.seat == seat
                and game.alive[child]
                and game.roles[child] == WildChild.id
                and child not in game.joined
            ):
                game.join(
                    child,
                    AnniversaryWerewolf.id,
                    why=WildChild.id,
                    visibility=only(child, *_pack(game)),
                )


class JinrouWerewolf(Role):
    """The pack knows itself from night 1 and, from night 2, devours one non-wolf a night.

    The victim is the plurality of the living wolves' picks (seeded draw among ties); the
    devourer is drawn among the wolves who picked the victim. With no pick at all when the
    night is closed by the clock, the pack's victim is drawn among the legal targets.
    The pack has no chat channel: jinrou's wolves agree by their live picks only.
    """

    id = "werewolf"
    camp = Camp.WOLVES
    werewolf = True
    counts_as_wolf = True
    revisable_choice = True
    values = (*Werewolf.values, ATTACK_DEVOURED)

    def on_deal(self, game: RoleContext, seats: list[int]) -> None:
        game.emit(TeamRevealed(self.id, tuple(seats), visibility=only(*seats)))

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        if game.number == 1:
            return game.dream_spec(seat)
        return target_spec(game, seat, DEVOUR, exclude=frozenset(self._pack(game)))

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        """A dream on night 1, then one other living player (the pack offered, marked)."""
        return super().prompt_slots(game) if game.number == 1 else DEVOUR_SLOTS

    @staticmethod
    def _pack(game: RoleContext) -> list[int]:
        return [seat for seat in game.living() if game.role(seat).counts_as_wolf]

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        if game.number == 1:
            return
        pack = self._pack(game)
        prey = [seat for seat in game.living() if seat not in pack]
        picks = {wolf: night.choices[wolf] for wolf in pack if wolf in night.choices}
        if picks:
            counts = Counter(picks.values())
            best = max(counts.values())
            victim = game.rng.choice(sorted(t for t, n in counts.items() if n == best))
            devourer = game.rng.choice(sorted(w for w, t in picks.items() if t == victim))
        else:  # the clock closed the night before any wolf chose
            victim = game.rng.choice(prey)
            devourer = game.rng.choice(pack)
        night.attack(game, victim, devourer)


class Madman(Role):
    """Human, wins with the wolves, unknown to them (``madman_knows_pack``)."""

    id = "madman"
    camp = Camp.WOLVES

    def on_deal(self, game: RoleContext, seats: list[int]) -> None:
        if game.settings["madman_knows_pack"] == "from_night_1":
            wolves = tuple(s for s in range(game.players) if game.role(s).counts_as_wolf)
            game.emit(TeamRevealed("werewolf", wolves, visibility=only(*seats)))
