"""Random playthroughs: 2,040 jinrou games over every size from 4 to 20, random settings
(every setting drawn among its values), random valid compositions of the twelve roles and
four drivers (random inputs with random host timeouts, idle players, the heuristic bots and
the random bots of ``lgdesktop.simulation.play_game``).

Checked after every input: the input was legal, the version grew by exactly one, the dead
stay dead, the living never grow in number, deaths are announced once with a public cause
among night/banished/day, nobody dies on night 1, the game goes on only while no camp has
met its condition. At the end: exactly one GameEnded, last in the log, whose winner and
winners match the rules' win conditions re-computed here independently of the engine.
"""

from __future__ import annotations

from collections import Counter

import pytest

from lgdesktop.engine import Game
from lgdesktop.engine.events import Died, GameEnded, MorningNews, PhaseStarted

from .audit import audit
from .randomplay import DRIVERS, MAX_INPUTS, SETTING_VALUES, play, random_setup

GAMES = 2040
CHUNK = 120
VILLAGE_ROLES = {
    "villager",
    "seer",
    "bodyguard",
    "medium",
    "psychopath",
    "baker",
    "nekomata",
    "hunter",
}
WOLF_ROLES = {"werewolf", "madman"}
PUBLIC_CAUSES = {"night", "banished", "day"}
PHASES = {"night", "day", "vote", "resolving", "ended"}


def expected_result(
    roles: list[str], alive: list[bool], settings: dict[str, str]
) -> tuple[str, tuple[int, ...]] | None:
    """RULES.md §1 "Win", re-computed from the roles, who is alive and the settings."""
    living = [seat for seat, up in enumerate(alive) if up]
    wolves = sum(roles[seat] == "werewolf" for seat in living)
    humans = sum(
        roles[seat] != "werewolf" and (roles[seat] != "fox" or settings["fox_counts"] == "yes")
        for seat in living
    )
    if wolves == 0:
        winner = "village"
    elif wolves >= humans:
        winner = "wolves"
    else:
        return None
    fox = any(roles[seat] == "fox" for seat in living)
    lovers = (
        settings["lovers_win"] == "pair" and sum(roles[seat] == "lover" for seat in living) == 2
    )
    if fox and lovers:
        winner = "fox" if settings["fox_vs_lovers"] == "fox" else "lovers"
    elif fox:
        winner = "fox"
    elif lovers:
        winner = "lovers"
    if winner in ("fox", "lovers"):
        role = "fox" if winner == "fox" else "lover"
        return winner, tuple(seat for seat in living if roles[seat] == role)
    camp = set(VILLAGE_ROLES if winner == "village" else WOLF_ROLES)
    if winner == "village" and settings["lovers_win"] == "village":
        camp.add("lover")
    return winner, tuple(seat for seat, role in enumerate(roles) if role in camp)


class Invariants:
    """Checks every state of one game against the previous one."""

    def __init__(self) -> None:
        self.states = 0
        self.version = -1
        self.alive: list[bool] | None = None
        self.log_length = 0

    def __call__(self, game: Game, seat, inp) -> None:
        self.states += 1
        assert game.version == self.version + 1 == len(game.inputs), "one version per input"
        self.version = game.version
        log = game.log
        assert len(log) >= self.log_length, "the log only grows"
        self.log_length = len(log)
        if self.alive is not None:
            for who, (was, now) in enumerate(zip(self.alive, game.alive, strict=True)):
                assert was or not now, f"seat {who} came back to life"
            assert sum(game.alive) <= sum(self.alive)
        self.alive = list(game.alive)
        died = [event for event in log if isinstance(event, Died)]
        assert len({event.seat for event in died}) == len(died), "a seat died twice"
        assert {event.seat for event in died} == {s for s, up in enumerate(game.alive) if not up}
        assert all(event.public_cause in PUBLIC_CAUSES for event in died)
        assert game.phase.value in PHASES
        ended = [event for event in log if isinstance(event, GameEnded)]
        assert len(ended) == (1 if game.ended else 0)
        win = expected_result(game.roles, game.alive, game.settings)
        if not game.ended and game.phase != "resolving":
            assert win is None, f"{win} is due but the game goes on ({game.phase})"

    def finish(self, game: Game) -> None:
        assert game.ended and len(game.inputs) <= MAX_INPUTS
        ended = [event for event in game.log if isinstance(event, GameEnded)]
        assert len(ended) == 1 and game.log[-1] is ended[0] and game.result is ended[0]
        assert ended[0].roles == tuple(game.roles)
        expected = expected_result(game.roles, game.alive, game.settings)
        assert (ended[0].winner, ended[0].winners) == expected
        mornings = [event for event in game.log if isinstance(event, MorningNews)]
        assert mornings and mornings[0].number == 1 and mornings[0].deaths == ()
        nights = [e.number for e in game.log if isinstance(e, PhaseStarted) and e.phase == "night"]
        assert nights == list(range(1, len(nights) + 1)), "nights are numbered 1, 2, ..."
        audit(game)


def play_checked(index: int, driver: str) -> Game:
    invariants = Invariants()

    def on_state(game: Game, seat, inp) -> None:
        invariants(game, seat, inp)

    game = play(random_setup(index), driver, on_state)
    invariants.finish(game)
    assert invariants.states == len(game.inputs) + 1
    return game


@pytest.mark.parametrize("start", range(0, GAMES, CHUNK))
def test_random_games_end_with_legal_inputs_invariants_and_the_right_winner(start):
    winners: Counter = Counter()
    sizes: set[int] = set()
    for index in range(start, start + CHUNK):
        game = play_checked(index, DRIVERS[index // 17 % len(DRIVERS)])
        winners[game.result.winner] += 1
        sizes.add(game.players)
    assert sizes == set(range(4, 21))
    assert winners["village"] and winners["wolves"]


def test_random_setups_cover_every_role_setting_value_and_mode():
    roles: set[str] = set()
    values: set[tuple[str, str]] = set()
    modes: Counter = Counter()
    for index in range(GAMES):
        setup = random_setup(index)
        roles.update(setup.deal or dict(setup.composition or {}))
        values.update(setup.settings)
        modes["deal" if setup.deal else "composition"] += 1
        modes["timed" if setup.timed_nights else "untimed"] += 1
    assert roles == {role.id for role in Game(random_setup(0)).edition.roles}
    for name, choices in SETTING_VALUES.items():
        assert {(name, value) for value in choices} <= values, name
    assert {v for n, v in values if n == "discussion_seconds"} > {"180", "none"}
    assert min(modes.values()) > GAMES // 5
