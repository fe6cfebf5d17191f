"""The Witch and her two potions: ``thiercelieux``'s, ``forum``'s (one save-and-poison
option) and ``anniversary``'s (told every victim of the attacks).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..context import SeatState
from ..events import Told
from ..model import InputSpec, NightChoice, PickShape, only
from ..values import cause
from .base import LIVING, NightContext, Role, Slot, option_slot, option_spec
from .shared import PASS, POISON, SAVE, SAVE_POISON, SAVE_PREFIX, VICTIM, VICTIM_NOTE, _pick
from .wolves import _victims

if TYPE_CHECKING:
    from ..context import RoleContext

#: The Witch's four forms (a constant, so that her step's shape is merged once).
WITCH_SLOTS = (
    option_slot(PASS, (PASS,)),
    option_slot(SAVE, (SAVE,)),
    Slot(POISON),
    Slot(SAVE_POISON, options=(SAVE,)),
)
#: Her forms where she never uses both potions the same night (no ``save_poison``).
WITCH_SLOTS_APART = WITCH_SLOTS[:-1]


@dataclass
class Potions(SeatState):
    """The potions a Witch still holds (each used once a game), carried by her card."""

    card: ClassVar[str] = "witch"
    save: bool = True
    poison: bool = True


class Witch(Role):
    """Told the pack's victim in her step, she has two potions for the whole game: life
    (saves the victim, herself included) and death (kills another living player); she
    may use both the same night, one, or none (``pass``)."""

    notes = (VICTIM_NOTE,)
    values = (cause("poisoned", "the Witch's poison"),)

    id = "witch"

    def on_called(self, game: RoleContext, night: NightContext, seat: int) -> None:
        victim = night.found.get(VICTIM)
        game.emit(Told(seat, VICTIM, () if victim is None else (victim,), visibility=only(seat)))

    @staticmethod
    def _left(game: RoleContext, seat: int) -> Potions:
        """The potions ``seat`` still holds (kept by seat: a card held by one player only)."""
        return game.state(seat, Potions)

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        left = self._left(game, seat)
        save = left.save and game.night.found.get(VICTIM) is not None
        specs = [InputSpec(NightChoice.kind, PASS, shape=PickShape(count=0, options=(PASS,)))]
        if save:
            specs.append(
                InputSpec(NightChoice.kind, SAVE, shape=PickShape(count=0, options=(SAVE,)))
            )
        if left.poison:
            specs.append(InputSpec(NightChoice.kind, POISON, game.others_than(seat)))
            if save:
                specs.append(
                    InputSpec(
                        NightChoice.kind,
                        SAVE_POISON,
                        game.others_than(seat),
                        shape=PickShape(count=1, options=(SAVE,)),
                    )
                )
        return tuple(specs)

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        """Her four forms, whatever she has left (a spent potion offered, marked)."""
        return WITCH_SLOTS

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = _pick(night, seat)
            left = self._left(game, seat)
            if action in (SAVE, SAVE_POISON):
                left.save = False
                victim = night.found[VICTIM]
                night.deaths = [(s, cause) for s, cause in night.deaths if s != victim]
            if action in (POISON, SAVE_POISON):
                left.poison = False
                night.kill(pick.seats[0], "poisoned")


class ForumWitch(Witch):
    """Two single-use potions, as in ``thiercelieux``, with forum's limits: she is told the
    pack's victim each night only while she still holds the life potion (and may ``save``
    him, herself included); the death potion (``poison``) kills another living player;
    never both the same night (no ``save_poison``), or ``pass``."""

    def on_called(self, game: RoleContext, night: NightContext, seat: int) -> None:
        if self._left(game, seat).save:
            super().on_called(game, night, seat)

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        return tuple(
            spec for spec in super().night_actions(game, seat) if spec.action != SAVE_POISON
        )

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        return WITCH_SLOTS_APART


class AnniversaryWitch(Witch):
    """Told in her step every player tonight's wolf attacks will kill (``Told(victim,
    seats)``, maybe none). Two potions, each once a game: ``save`` one of those victims
    (herself or a wolf included), ``poison`` any other living player (herself included;
    he dies at dawn), ``save_poison`` both at once (the poisoned seat, and the option
    ``save:<seat>`` naming the saved victim), or ``pass``. A Monkey's curse is no attack:
    she cannot save him."""

    def on_called(self, game: RoleContext, night: NightContext, seat: int) -> None:
        game.emit(Told(seat, VICTIM, _victims(night), visibility=only(seat)))

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        left = self._left(game, seat)
        victims = _victims(game.night) if left.save else ()
        specs = [option_spec(PASS, (PASS,))]
        if victims:
            specs.append(InputSpec(NightChoice.kind, SAVE, victims))
        if left.poison:
            others = tuple(s for s in game.living() if s not in victims)
            specs.append(InputSpec(NightChoice.kind, POISON, others))
            if victims:
                options = tuple(f"{SAVE_PREFIX}{victim}" for victim in victims)
                specs.append(
                    InputSpec(
                        NightChoice.kind, SAVE_POISON, others, shape=PickShape(options=options)
                    )
                )
        return tuple(specs)

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        """Her four forms: a victim to save and a player to poison are any living player
        (those she may not name offered, marked), the saved victim of ``save_poison`` an
        option per living player."""
        options = tuple(f"{SAVE_PREFIX}{seat}" for seat in game.living())
        return (
            option_slot(PASS, (PASS,)),
            Slot(SAVE, LIVING),
            Slot(POISON, LIVING),
            Slot(SAVE_POISON, LIVING, options=options),
        )

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = night.pick(seat)
            left = self._left(game, seat)
            saved = None
            if action == SAVE:
                saved = pick.target
            elif action == SAVE_POISON:
                saved = int(pick.option.removeprefix(SAVE_PREFIX))
            if saved is not None:
                left.save = False
                night.deaths = [
                    (s, cause)
                    for s, cause in night.deaths
                    if not (s == saved and cause == "devoured")
                ]
            if action in (POISON, SAVE_POISON):
                left.poison = False
                night.kill(pick.seats[0], "poisoned")
