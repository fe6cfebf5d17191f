"""Edition ``jinrou``: the "no cards" rules of RULES.md §1 (4-20 players, no game master).

Conventions chosen where the source is silent are marked ``[convention]`` here and listed
in docs/engine.md.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..context import SeatState
from ..edition import Edition
from ..errors import SetupError
from ..model import Camp, InputSpec, Probed, TeamRevealed, Win, only
from ..notes import news_key, probe_key
from ..roles import DeathBatch, NightContext, Role, target_spec
from ..settings import SettingSpec

if TYPE_CHECKING:
    from ..context import RoleContext


class Villager(Role):
    """No power: a harmless dream each night."""


class Werewolf(Role):
    """The pack knows itself from night 1 and, from night 2, devours one non-wolf a night.

    The victim is the plurality of the living wolves' picks (seeded draw among ties); the
    devourer is drawn among the wolves who picked the victim. With no pick at all when the
    night is closed by the clock, the pack's victim is drawn among the legal targets.
    """

    id = "werewolf"
    camp = Camp.WOLVES
    werewolf = True
    counts_as_wolf = True
    revisable_choice = True
    channels = ("pack",)

    def on_deal(self, game: RoleContext, seats: list[int]) -> None:
        game.emit(TeamRevealed(self.id, tuple(seats), visibility=only(*seats)))

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        if game.number == 1:
            return game.dream_spec(seat)
        return target_spec(game, seat, "devour", exclude=frozenset(self._pack(game)))

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


#: The notes of the probes (:mod:`..notes`).
SEER_NOTE = probe_key("seer", "the Seer's probe: werewolf (1) or not (0)")
RANDOM_WHITE_NOTE = probe_key("random_white", "the first night's free probe: never a werewolf")
MEDIUM_NOTE = probe_key("medium", "the Medium's reading of the banished: werewolf or not")
BREAD_NOTES = (
    news_key("bread_fresh", "the Baker delivered fresh bread"),
    news_key("bread_none", "no bread this morning: the last Baker died"),
)


class Seer(Role):
    """Probes one other living player a night: "werewolf" or "not a werewolf".

    First night according to ``first_night_seer``: her own choice, a random non-wolf
    revealed by the game, or nothing.
    """

    id = "seer"
    notes = (SEER_NOTE, RANDOM_WHITE_NOTE)

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        if game.number == 1 and game.settings["first_night_seer"] != "choose":
            return game.dream_spec(seat)
        return target_spec(game, seat, "probe")

    def on_night_start(self, game: RoleContext, seat: int) -> None:
        if game.number == 1 and game.settings["first_night_seer"] == "random_white":
            whites = [
                other
                for other in range(game.players)
                if other != seat and not game.role(other).werewolf
            ]
            if whites:
                target = game.rng.choice(whites)
                game.emit(Probed(seat, target, False, "random_white", visibility=only(seat)))

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        if game.number == 1 and game.settings["first_night_seer"] != "choose":
            return
        for seat in seats:
            target = night.choices.get(seat)
            if target is None:
                continue
            role = game.role(target)
            game.emit(Probed(seat, target, role.werewolf, "seer", visibility=only(seat)))
            role.on_probed(game, night, target, seat)


@dataclass
class LastProtected(SeatState):
    """Whom a Bodyguard protected last night (None: nobody), carried by his card."""

    card: ClassVar[str] = "bodyguard"
    seat: int | None = None


class Bodyguard(Role):
    """From night 2 protects one player from the wolves (``bodyguard_self``,
    ``bodyguard_repeat``)."""

    id = "bodyguard"

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
            "protect",
            allow_self=game.settings["bodyguard_self"] == "yes",
            exclude=exclude,
        )

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        if game.number == 1:
            return
        for seat in seats:
            target = night.choices.get(seat)
            game.state(seat, LastProtected).seat = target
            if target is not None:
                night.protected.add(target)
                game.role(target).on_protected(game, night, target, seat)


class Medium(Role):
    """The night after a banishment, learns whether the banished player was a werewolf."""

    id = "medium"
    notes = (MEDIUM_NOTE,)

    def on_night_start(self, game: RoleContext, seat: int) -> None:
        banished = game.last_banished
        if banished is not None:
            game.emit(
                Probed(
                    seat, banished, game.role(banished).werewolf, "medium", visibility=only(seat)
                )
            )


class Madman(Role):
    """Human, wins with the wolves, unknown to them (``madman_knows_pack``)."""

    id = "madman"
    camp = Camp.WOLVES

    def on_deal(self, game: RoleContext, seats: list[int]) -> None:
        if game.settings["madman_knows_pack"] == "from_night_1":
            wolves = tuple(s for s in range(game.players) if game.role(s).counts_as_wolf)
            game.emit(TeamRevealed("werewolf", wolves, visibility=only(*seats)))


class Fox(Role):
    """Wins alone if alive when a camp wins. [convention] The wolves cannot kill him; a
    Seer's probe kills him (curse)."""

    id = "fox"
    camp = Camp.SOLO

    def on_devoured(self, game: RoleContext, night: NightContext, seat: int, devourer: int) -> str:
        return "immune"

    def on_probed(self, game: RoleContext, night: NightContext, seat: int, prober: int) -> None:
        night.kill(seat, "curse")

    def counts_for_parity(self, settings: Mapping[str, str]) -> bool:
        return settings["fox_counts"] == "yes"

    def wins_with(self, game: RoleContext) -> str:
        return "fox"


class Psychopath(Role):
    """Village. When devoured, the devourer dies too; may kill a Seer who probes him and a
    Bodyguard who protects him (settings)."""

    id = "psychopath"

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


@dataclass
class BreadNews:
    """Whether the village was told there is no bread any more (said once)."""

    announced_gone: bool = False


class Baker(Role):
    """[convention] Each morning while a Baker lives: fresh bread; the first morning after
    the last Baker's death: no bread. A Baker taken out by ``missing_role`` still "delivers"
    every morning, so the bread never tells the village which role is missing."""

    id = "baker"
    notes = BREAD_NOTES

    def morning_note(self, game: RoleContext) -> str | None:
        if game.seats_with(self.id, living=True) or game.removed_role == self.id:
            return "bread_fresh"
        news = game.shared(BreadNews)
        if not news.announced_gone:
            news.announced_gone = True
            return "bread_none"
        return None


class Lover(Role):
    """Dealt as a pair who know each other; heartbreak takes the other at the same instant
    (the engine's rule for every couple). ``lovers_win``: win as a pair, or with the
    village."""

    id = "lover"
    camp = Camp.SOLO
    pair = True

    def on_deal(self, game: RoleContext, seats: list[int]) -> None:
        game.unite(seats[0], seats[1])
        game.emit(TeamRevealed(self.id, tuple(seats), visibility=only(*seats)))

    def wins_with(self, game: RoleContext) -> str:
        return "lovers" if game.settings["lovers_win"] == "pair" else "village"


class Nekomata(Role):
    """Village. Devoured: takes a wolf along (``nekomata_devoured``). [convention] Banished:
    takes a random other living player along."""

    id = "nekomata"

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


class Hunter(Role):
    """Village. When he dies (``hunter_trigger``), he shoots one living player."""

    id = "hunter"
    TRIGGERS: Mapping[str, frozenset[str] | None] = {
        "any": None,
        "banished_or_devoured": frozenset({"banished", "devoured"}),
        "banished": frozenset({"banished"}),
    }

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        causes = self.TRIGGERS[game.settings["hunter_trigger"]]
        if causes is None or cause in causes:
            game.queue_shot(seat)


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
        Seer(),
        Werewolf(),
        Medium(),
        Villager(),
        Madman(),
        Fox(),
        Psychopath(),
        Baker(),
        Lover(),
        Nekomata(),
        Hunter(),
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
