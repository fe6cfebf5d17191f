"""Benchmark: whole games per second on one core (issue 2's target: >= 1,000 for 9 players).

Two measures, side by side in one process and interleaved in rounds so that the machine's
noise hits both alike (the best and the median round are printed):

- ``engine``: the engine alone, driven by uniform random legal inputs read from
  ``legal_inputs(seat)`` (what a seat may do; the host's Timeout when nobody owes anything);
- ``bots``: the full simulator loop (``lgdesktop.simulation.play_game``): every decision of
  a random bot reads a fresh ``player_view``, as bots at a real table do.

Default composition and settings of ``jinrou``.

    uv run python bench/engine.py [--games 1000] [--rounds 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from lgdesktop.engine import HOST, INPUT_TYPES, Game, GameSetup, Input, InputSpec, Timeout
from lgdesktop.simulation import game_seed, play_game

SIZES = (9, 15)


def play_engine_only(setup: GameSetup) -> Game:
    """One game of uniform random legal inputs, straight from ``legal_inputs``: each owed
    seat answers its first spec some input fits (a pick of several seats or center cards, as
    other editions ask, takes as many distinct ones as it asks, and one of its options); the
    host's clock strikes when nobody answered."""
    game = Game(setup)
    rng = random.Random(setup.seed)
    while not game.ended:
        answered = False
        for seat in game.awaited():
            spec = next((s for s in game.legal_inputs(seat) if s.feasible()), None)
            if spec is None:  # a form wholly marked, or too few to pick: left to the clock
                continue
            game.submit(seat, _random_input(spec, rng))
            answered = True
            if game.ended:
                break
        if not answered and not game.ended:
            game.submit(HOST, Timeout())
    return game


def _random_input(spec: InputSpec, rng: random.Random) -> Input:
    if spec.shape is None:  # the common one-seat spec: jinrou's only one
        return INPUT_TYPES[spec.kind](rng.choice(spec.targets))
    return INPUT_TYPES[spec.kind](
        seats=tuple(rng.sample(spec.targets, spec.count)),
        cards=tuple(rng.sample(spec.cards, spec.card_count)),
        option=rng.choice(spec.options) if spec.options else "",
    )


MEASURES: dict[str, Callable[[GameSetup], Game]] = {
    "engine": play_engine_only,
    "bots": lambda setup: play_game(setup, "random"),
}


def games_per_second(
    play: Callable[[GameSetup], Game],
    players: int,
    games: int,
    first_seed: int,
    edition: str = "jinrou",
) -> float:
    """Games per second of ``play`` over ``games`` games of ``edition`` (its default
    composition and settings) at ``players`` seats, the seeds of a batch at ``first_seed``."""
    started = time.perf_counter()
    for index in range(games):
        play(GameSetup.create(edition, players, game_seed(first_seed, index)))
    return games / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per measure per round")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    rates = {(name, size): [] for name in MEASURES for size in SIZES}
    for round_ in range(args.rounds):
        for (name, size), results in rates.items():
            results.append(games_per_second(MEASURES[name], size, args.games, round_))
    for (name, size), results in rates.items():
        print(
            f"jinrou {size:2d} players, {name:6s}: best {max(results):6.0f} games/s, "
            f"median {statistics.median(results):6.0f} games/s "
            f"({args.rounds} rounds of {args.games} games, one core)"
        )


if __name__ == "__main__":
    main()
