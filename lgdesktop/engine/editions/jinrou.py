"""Edition ``jinrou``: the "no cards" rules of RULES.md §1 (4-20 players, no game master).

Conventions chosen where the source is silent are marked ``[convention]`` here and listed
in docs/engine.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from .. import values as vocab
from ..edition import Edition
from ..errors import SetupError
from ..model import Win
from ..roles.guards import Bodyguard
from ..roles.hunter import JinrouHunter, Nekomata, Psychopath
from ..roles.lovers import Lover
from ..roles.seers import JinrouSeer, Medium
from ..roles.solo import Fox
from ..roles.village import Baker, Villager
from ..roles.wolves import JinrouWerewolf, Madman
from ..settings import SettingSpec

if TYPE_CHECKING:
    from ..context import RoleContext


class Jinrou(Edition):
    id = "jinrou"
    name = "Werewolf without cards"
    min_players = 4
    max_players = 20
    dead_see_all = True
    peaceful_first_night = True
    #: Night order of resolution: protection, probes, then the attack.
    roles = (
        Bodyguard(),
        JinrouSeer(),
        JinrouWerewolf(),
        Medium(),
        Villager(),
        Madman(),
        Fox(),
        Psychopath(),
        Baker(),
        Lover(),
        Nekomata(),
        JinrouHunter(),
    )
    settings = (
        SettingSpec("lovers_win", ("pair", "village"), role="lover"),
        SettingSpec("fox_counts", ("no", "yes"), role="fox"),
        SettingSpec("fox_vs_lovers", ("fox", "lovers"), role="fox"),
        SettingSpec("hunter_trigger", ("any", "banished_or_devoured", "banished"), role="hunter"),
        SettingSpec("nekomata_devoured", ("devourer", "random_wolf", "none"), role="nekomata"),
        SettingSpec("psychopath_kills_seer", ("yes", "no"), role="psychopath"),
        SettingSpec("psychopath_kills_bodyguard", ("yes", "no"), role="psychopath"),
        SettingSpec("bodyguard_self", ("no", "yes"), role="bodyguard"),
        SettingSpec("bodyguard_repeat", ("allowed", "forbidden")),
        SettingSpec("madman_knows_pack", ("no", "from_night_1")),
        SettingSpec("first_night_seer", ("choose", "random_white", "none")),
        SettingSpec("tie_rule", ("revote_then_random", "random", "revote_then_nobody")),
        SettingSpec("reveal_banished_role", ("hidden", "shown")),
        SettingSpec("missing_role", ("off", "on")),
        SettingSpec("discussion_seconds", default="180", seconds=True),
    )
    #: Board narration, in calling order; each step is narrated when its role is in the
    #: composition, alive or not, dealt or not. Night-1-only steps are marked.
    NARRATION = (
        ("werewolf", False),
        ("madman", True),
        ("lover", True),
        ("seer", False),
        ("bodyguard", False),
        ("medium", False),
    )
    night_calls = NARRATION
    win_labels = (("village", None), ("wolves", None), ("fox", "fox"), ("lovers", "lover"))
    values = (vocab.NOBODY, vocab.REVOTE, vocab.RANDOM)
    #: Roles ``missing_role`` never removes.
    NEVER_MISSING = frozenset({"werewolf", "fox", "villager"})

    def recommended_setup(self, players: int) -> dict[str, int]:
        self.check_players(players)
        wolves = 1 + sum(players >= step for step in (7, 11, 14, 18))
        setup = {"werewolf": wolves, "seer": 1}
        for role_id, from_size in (("bodyguard", 5), ("medium", 7), ("madman", 8)):
            if players >= from_size:
                setup[role_id] = 1
        setup["villager"] = players - sum(setup.values())
        return setup

    def validate_balance(self, composition: Mapping[str, int], settings: Mapping[str, str]) -> None:
        wolves = humans = 0
        for role_id, count in composition.items():
            role = self.role_by_id[role_id]
            if role.counts_as_wolf:
                wolves += count
            elif role.counts_for_parity(settings):
                humans += count
        if wolves == 0:
            raise SetupError("the composition needs at least one werewolf")
        if wolves >= humans:
            raise SetupError(
                f"{wolves} werewolves against {humans} humans: the wolves would "
                "win before the first night"
            )

    def prepare_deal(
        self, composition: dict[str, int], settings: Mapping[str, str], rng
    ) -> str | None:
        if settings["missing_role"] != "on":
            return None
        candidates = sorted(r for r, n in composition.items() if n and r not in self.NEVER_MISSING)
        if not candidates:
            return None
        removed = rng.choice(candidates)
        count = 2 if self.role_by_id[removed].pair else 1
        composition[removed] -= count
        composition["villager"] = composition.get("villager", 0) + count
        return removed

    def possible_labels(
        self, composition: Mapping[str, int], settings: Mapping[str, str]
    ) -> tuple[str, ...]:
        labels = super().possible_labels(composition, settings)
        if settings.get("lovers_win") == "village":
            labels = tuple(label for label in labels if label != "lovers")
        return labels

    def vote_outcome(
        self, game: RoleContext, round_: int, ranking: list[tuple[int, int]]
    ) -> tuple[str, tuple[int, ...]]:
        """One player at most: the most voted; a tie per ``tie_rule``."""
        if not ranking:
            return "nobody", ()
        most = ranking[0][1]
        if len(ranking) == 1 or ranking[1][1] != most:
            return "banished", (ranking[0][0],)
        rule = game.settings["tie_rule"]
        if round_ == 1 and rule != "random":
            return "revote", ()
        if rule == "revote_then_nobody":
            return "nobody", ()
        return "random", (game.rng.choice([t for t, votes in ranking if votes == most]),)

    def reveals_banished_role(self, game: RoleContext) -> bool:
        return game.settings["reveal_banished_role"] == "shown"

    def check_win(self, game: RoleContext) -> Win | None:
        living = game.living()
        wolves = sum(game.role(s).counts_as_wolf for s in living)
        humans = sum(
            not game.role(s).counts_as_wolf and game.role(s).counts_for_parity(game.settings)
            for s in living
        )
        if wolves == 0:
            winner = "village"
        elif wolves >= humans:
            winner = "wolves"
        else:
            return None
        solo = {game.role(s).wins_with(game) for s in living} - {"village", "wolves"}
        if solo:
            precedence = (
                ("fox", "lovers") if game.settings["fox_vs_lovers"] == "fox" else ("lovers", "fox")
            )
            winner = next(label for label in precedence if label in solo)
        team_win = winner in ("village", "wolves")
        winners = tuple(
            s
            for s in range(game.players)
            if game.role(s).wins_with(game) == winner and (team_win or game.alive[s])
        )
        return Win((winner,), winners)
