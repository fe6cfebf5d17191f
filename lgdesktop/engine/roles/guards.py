"""The guards: ``jinrou``'s Bodyguard and ``forum``'s Savior (``anniversary`` deals it as
it is).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..context import SeatState
from ..model import InputSpec
from ..values import PROTECTED
from .base import DREAM_SLOTS, LIVING, OTHERS, NightContext, Role, Slot, target_spec
from .shared import PROTECT

#: The guard's prompt shapes: any living player, or any other one (constants, so that a
#: step's shape is merged once: :meth:`~..kernel.prompts.Prompts.step_shape`).
PROTECT_ANYONE = (Slot(PROTECT, LIVING),)
PROTECT_OTHERS = (Slot(PROTECT, OTHERS),)

if TYPE_CHECKING:
    from ..context import RoleContext


@dataclass
class LastSaved(SeatState):
    """Whom a Savior protected last night (None: nobody), carried by his card."""

    card: ClassVar[str] = "savior"
    seat: int | None = None


class Savior(Role):
    """Each night protects one living player from the wolves (himself allowed), never the
    same player two nights running. [convention] A night without a pick protects nobody,
    and the next night he may protect anyone."""

    id = "savior"
    values = (PROTECTED,)

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        last = game.find_state(seat, LastSaved)
        return target_spec(
            game,
            seat,
            PROTECT,
            allow_self=True,
            exclude=frozenset(() if last is None or last.seat is None else (last.seat,)),
        )

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        """Any living player, himself included (last night's offered, marked)."""
        return PROTECT_ANYONE

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = night.pick(seat)
            game.state(seat, LastSaved).seat = pick.target if action == PROTECT else None
            if action == PROTECT:
                night.protected.add(pick.target)


@dataclass
class LastProtected(SeatState):
    """Whom a Bodyguard protected last night (None: nobody), carried by his card."""

    card: ClassVar[str] = "bodyguard"
    seat: int | None = None


class Bodyguard(Role):
    """From night 2 protects one player from the wolves (``bodyguard_self``,
    ``bodyguard_repeat``)."""

    id = "bodyguard"
    values = (PROTECTED,)

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        if game.number == 1:
            return game.dream_spec(seat)
        exclude = frozenset()
        if game.settings["bodyguard_repeat"] == "forbidden":
            last = game.find_state(seat, LastProtected)
            exclude = frozenset(() if last is None or last.seat is None else (last.seat,))
        return target_spec(
            game,
            seat,
            PROTECT,
            allow_self=game.settings["bodyguard_self"] == "yes",
            exclude=exclude,
        )

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        if game.number == 1:
            return DREAM_SLOTS
        return PROTECT_ANYONE if game.settings["bodyguard_self"] == "yes" else PROTECT_OTHERS

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        if game.number == 1:
            return
        for seat in seats:
            target = night.choices.get(seat)
            game.state(seat, LastProtected).seat = target
            if target is not None:
                night.protected.add(target)
                game.role(target).on_protected(game, night, target, seat)
