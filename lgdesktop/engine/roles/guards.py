"""The guards: ``forum``'s Savior (``anniversary`` deals it as it is)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..context import SeatState
from ..model import InputSpec
from .base import NightContext, Role, target_spec
from .shared import PROTECT

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

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        last = game.find_state(seat, LastSaved)
        return target_spec(
            game,
            seat,
            PROTECT,
            allow_self=True,
            exclude=frozenset(() if last is None or last.seat is None else (last.seat,)),
        )

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = night.pick(seat)
            game.state(seat, LastSaved).seat = pick.target if action == PROTECT else None
            if action == PROTECT:
                night.protected.add(pick.target)
