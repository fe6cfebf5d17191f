"""The characters who win alone: ``jinrou``'s Fox and ``anniversary``'s Piper."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..events import Told
from ..model import Camp, InputSpec, NightChoice, PickShape, only
from ..values import attack
from .base import NightContext, Role, Slot
from .shared import CHARM, CHARMED, CHARMED_NOTE, CURSE_CAUSE

if TYPE_CHECKING:
    from ..context import RoleContext


@dataclass
class Charmed:
    """The seats the Piper has charmed."""

    seats: set[int] = field(default_factory=set)


#: How many players the Piper charms a night.
CHARMS = 2


class Piper(Role):
    """Plays alone (camp ``solo``). Each night he may ``charm`` two living players not yet
    charmed (when one is left: him and any other, charmed again to no effect, so that his
    prompt keeps its shape; the clock: nobody); every living charmed player
    is then told who is charmed (``charmed``). He wins alone when he is alive and every
    other living player is charmed (checked as his step closes, too). The charm ends
    with his death."""

    notes = (CHARMED_NOTE,)

    id = "piper"
    camp = Camp.SOLO

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        charmed = game.shared(Charmed).seats
        others = game.others_than(seat)
        left = tuple(s for s in others if s not in charmed)
        if not left or len(others) < CHARMS:
            return (game.decoy_spec(seat),)
        if len(left) < CHARMS:  # the last one, with any charmed player (charmed again: no effect)
            left = others
        return (InputSpec(NightChoice.kind, CHARM, left, shape=PickShape(count=CHARMS)),)

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        """Two other living players (those already charmed offered, marked)."""
        return (Slot(CHARM, count=CHARMS),)

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        charmed = game.shared(Charmed).seats
        for seat in seats:
            action, pick = night.pick(seat)
            if action == CHARM:
                charmed.update(pick.seats)
        living = tuple(s for s in game.living() if s in charmed)
        for seat in living:
            game.emit(Told(seat, CHARMED, living, visibility=only(seat)))


class Fox(Role):
    """Wins alone if alive when a camp wins. [convention] The wolves cannot kill him; a
    Seer's probe kills him (curse)."""

    id = "fox"
    camp = Camp.SOLO
    values = (CURSE_CAUSE, attack("immune", "the Fox: wolves cannot kill him"))

    def on_devoured(self, game: RoleContext, night: NightContext, seat: int, devourer: int) -> str:
        return "immune"

    def on_probed(self, game: RoleContext, night: NightContext, seat: int, prober: int) -> None:
        night.kill(seat, "curse")

    def counts_for_parity(self, settings: Mapping[str, str]) -> bool:
        return settings["fox_counts"] == "yes"

    def wins_with(self, game: RoleContext) -> str:
        return "fox"
