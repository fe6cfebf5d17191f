"""Those who take someone with them: ``jinrou``'s Psychopath, Nekomata and Hunter, the box
Hunter (``thiercelieux``; ``anniversary``'s no longer shoots once the village lost its
powers), ``anniversary``'s Colossus and Rusty Knight.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..flow import Owed, random_one
from ..model import Act, InputSpec
from ..values import OWED_SHOT, SHOT, cause, owed
from .base import DeathBatch, NightContext, Role
from .shared import CURSE_CAUSE, REVENGE, REVENGE_CAUSE, REVENGE_KIND, TETANUS
from .wolves import PackLoss, _hunting, _pack

if TYPE_CHECKING:
    from ..context import RoleContext


class Hunter(Role):
    """When he dies, whatever the cause (heartbreak included), he shoots one living
    player (an owed ``shot``; the clock draws one). With ``needs_power`` (``anniversary``)
    he shoots only while he has his powers (not once the village lost them: the Elder
    banished)."""

    id = "hunter"
    values = (SHOT, OWED_SHOT)

    def __init__(self, *, needs_power: bool = False) -> None:
        self.needs_power = needs_power

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        if not self.needs_power or game.has_power(seat):
            game.queue_shot(seat)


@dataclass
class Tetanus:
    """The pack members the Rusty Knight infected: they die as the next night falls."""

    doomed: list[int] = field(default_factory=list)


class Colossus(Role):
    """Never wakes (his step is a narrated slot: he answers the same decoy as everybody).
    When a wolf attack actually kills him (no save), he owes ``revenge`` at dawn: he names
    a living pack member (the clock: a seeded draw), who dies too (cause ``revenge``).
    Voted out, poisoned, shot, heartbroken: nothing; a Colossus saved learns nothing."""

    id = "colossus"
    values = (REVENGE_CAUSE, owed(REVENGE_KIND, "a devoured Colossus names a pack member"))

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
    values = (cause(TETANUS, "a wolf died of the Rusty Knight's tetanus as night fell"),)

    def nightfall_deaths(self, game: RoleContext) -> list[tuple[int, str]]:
        """The tetanus: the pack members he infected die as the night falls (those still
        alive), announced at dawn; a pack member died, so the Big Bad Wolf hunts alone no
        more from this night."""
        tetanus = game.shared(Tetanus)
        doomed, tetanus.doomed = tetanus.doomed, []
        deaths = [(seat, TETANUS) for seat in dict.fromkeys(doomed) if game.alive[seat]]
        if deaths:
            game.shared(PackLoss).died = True
        return deaths

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        if cause != "devoured" or not game.has_power(seat):
            return
        pack = _hunting(game)
        wolf = next((s for s in game.seats_after(seat) if s in pack), None)
        if wolf is not None:
            game.shared(Tetanus).doomed.append(wolf)


class Psychopath(Role):
    """Village. When devoured, the devourer dies too; may kill a Seer who probes him and a
    Bodyguard who protects him (settings)."""

    id = "psychopath"
    values = (REVENGE_CAUSE,)

    def on_devoured(self, game: RoleContext, night: NightContext, seat: int, devourer: int) -> str:
        night.kill(seat, "devoured")
        night.kill(devourer, "revenge")
        return "devoured"

    def on_probed(self, game: RoleContext, night: NightContext, seat: int, prober: int) -> None:
        if game.settings["psychopath_kills_seer"] == "yes":
            night.kill(prober, "revenge")

    def on_protected(self, game: RoleContext, night: NightContext, seat: int, guard: int) -> None:
        if game.settings["psychopath_kills_bodyguard"] == "yes":
            night.kill(guard, "revenge")


class Nekomata(Role):
    """Village. Devoured: takes a wolf along (``nekomata_devoured``). [convention] Banished:
    takes a random other living player along."""

    id = "nekomata"
    values = (CURSE_CAUSE,)

    def on_devoured(self, game: RoleContext, night: NightContext, seat: int, devourer: int) -> str:
        night.kill(seat, "devoured")
        mode = game.settings["nekomata_devoured"]
        if mode == "devourer":
            night.kill(devourer, "curse")
        elif mode == "random_wolf":
            dying = {dead for dead, _ in night.deaths}
            wolves = [s for s in game.living() if game.role(s).counts_as_wolf and s not in dying]
            if wolves:
                night.kill(game.rng.choice(wolves), "curse")
        return "devoured"

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        if cause == "banished":
            dying = batch.dying()
            others = [s for s in game.living() if s not in dying]
            if others:
                batch.add(game.rng.choice(others), "curse")


class JinrouHunter(Role):
    """Village. When he dies (``hunter_trigger``), he shoots one living player."""

    id = "hunter"
    values = (SHOT, OWED_SHOT)
    TRIGGERS: Mapping[str, frozenset[str] | None] = {
        "any": None,
        "banished_or_devoured": frozenset({"banished", "devoured"}),
        "banished": frozenset({"banished"}),
    }

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        causes = self.TRIGGERS[game.settings["hunter_trigger"]]
        if causes is None or cause in causes:
            game.queue_shot(seat)
