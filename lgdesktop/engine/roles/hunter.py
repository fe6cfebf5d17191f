"""Those who take someone with them: the box Hunter (``thiercelieux``; ``anniversary``'s
no longer shoots once the village lost its powers), ``anniversary``'s Colossus and Rusty
Knight.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..flow import Owed, random_one
from ..model import Act, InputSpec
from .base import DeathBatch, Role
from .shared import REVENGE, REVENGE_KIND
from .wolves import _hunting, _pack

if TYPE_CHECKING:
    from ..context import RoleContext


class Hunter(Role):
    """When he dies, whatever the cause (heartbreak included), he shoots one living
    player (an owed ``shot``; the clock draws one)."""

    id = "hunter"

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        game.queue_shot(seat)


@dataclass
class Tetanus:
    """The pack members the Rusty Knight infected: they die as the next night falls."""

    doomed: list[int] = field(default_factory=list)


class AnniversaryHunter(Hunter):
    """Shoots when he dies, whatever the cause, as in ``thiercelieux`` — unless the
    village has lost its powers (the Elder banished)."""

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        if game.has_power(seat):
            super().on_death(game, batch, seat, cause)


class Colossus(Role):
    """Never wakes (his step is a narrated slot: he answers the same decoy as everybody).
    When a wolf attack actually kills him (no save), he owes ``revenge`` at dawn: he names
    a living pack member (the clock: a seeded draw), who dies too (cause ``revenge``).
    Voted out, poisoned, shot, heartbroken: nothing; a Colossus saved learns nothing."""

    id = "colossus"

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        return game.decoy_spec(seat)

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        if cause != "devoured" or not game.has_power(seat):
            return
        game.owe(
            Owed(
                REVENGE_KIND,
                seat,
                Act.kind,
                REVENGE_KIND,
                targets=lambda game: tuple(_pack(game)),
                resolve=lambda game, seats: game.kill_now(seats[0], REVENGE, public_cause="night"),
                fallback=random_one,
            )
        )


class RustyKnight(Role):
    """Devoured by a wolf attack, he gives tetanus to the first living pack member after
    him in rising seat order (wrapping), who dies as the next night falls, before its
    first step (cause ``tetanus``): he no longer hunts that night (he and the pack are
    told in the pack's step), and his death is announced with the next morning's deaths.
    Other causes: nothing."""

    id = "rusty_knight"

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        if cause != "devoured" or not game.has_power(seat):
            return
        pack = _hunting(game)
        wolf = next((s for s in game.seats_after(seat) if s in pack), None)
        if wolf is not None:
            game.shared(Tetanus).doomed.append(wolf)
