"""Determinism: the same setup and the same inputs give the same game, byte for byte.

Compared on the ``repr`` of the event logs and of the views: a game played live against
``Game.replay(setup, game.inputs)``, input by input along the way, and against the same
games played in fresh interpreters with different hash seeds.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from lgdesktop.engine import Game, GameSetup

from .randomplay import DRIVERS, play, random_setup

ROOT = Path(__file__).resolve().parents[2]
GAMES = range(0, 680, 8)  # 85 games: every size, every driver


def fingerprint(game: Game) -> str:
    views = [repr(game.public_view())] + [repr(game.player_view(s)) for s in range(game.players)]
    return hashlib.sha256((repr(game.log) + "".join(views)).encode()).hexdigest()


def played(index: int) -> Game:
    return play(
        random_setup(index), DRIVERS[index // 17 % len(DRIVERS)], lambda game, seat, inp: None
    )


@pytest.mark.parametrize("index", GAMES)
def test_replaying_the_inputs_gives_the_same_log_and_views(index):
    game = played(index)
    again = Game.replay(game.setup, game.inputs)
    assert repr(again.log) == repr(game.log)
    assert again.inputs == game.inputs and again.version == game.version
    assert fingerprint(again) == fingerprint(game)


def test_replay_matches_the_live_game_after_every_input():
    states: list[tuple[int, str, str]] = []

    def on_state(game: Game, seat, inp) -> None:
        states.append((game.version, repr(game.log), repr(game.public_view())))

    game = play(random_setup(3), "random", on_state)
    twin = Game(game.setup)
    assert (twin.version, repr(twin.log), repr(twin.public_view())) == states[0]
    for (seat, inp), state in zip(game.inputs, states[1:], strict=True):
        twin.submit(seat, inp)
        assert (twin.version, repr(twin.log), repr(twin.public_view())) == state


def test_the_same_setup_deals_and_draws_the_same():
    setup = GameSetup.create(
        "jinrou",
        12,
        77,
        settings={"missing_role": "on"},
        composition={"werewolf": 3, "seer": 1, "hunter": 1, "fox": 1},
    )
    first, second = Game(setup), Game(setup)
    assert first.roles == second.roles and repr(first.log) == repr(second.log)


PROBE = r"""
import hashlib, json, sys
sys.path.insert(0, "tests")
from engine.randomplay import DRIVERS, play, random_setup
out = {}
for index in json.loads(sys.argv[1]):
    game = play(random_setup(index), DRIVERS[index // 17 % len(DRIVERS)],
                lambda game, seat, inp: None)
    out[index] = hashlib.sha256(repr(game.log).encode()).hexdigest()
print(json.dumps(out))
"""


@pytest.mark.parametrize("hash_seed", ["0", "4242"])
def test_a_fresh_interpreter_with_another_hash_seed_gives_the_same_logs(hash_seed):
    indexes = list(range(0, 68, 4))
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    done = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps(indexes)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    theirs = json.loads(done.stdout)
    ours = {
        str(index): hashlib.sha256(repr(played(index).log).encode()).hexdigest()
        for index in indexes
    }
    assert theirs == ours
