"""Benchmark: full bot games per second on one core (issue 2's target: >= 1,000 for 9 players).

Each game is played end to end through the public API exactly as the simulator does it:
every decision reads a fresh ``player_view``; random bots; default composition and settings.
The two table sizes run side by side in one process, interleaved in rounds, so that noise
from the machine hits both alike; the best and median round are printed.

    uv run python bench/engine.py [--games 2000] [--rounds 5]
"""

from __future__ import annotations

import argparse
import statistics
import time

from lgdesktop.engine import GameSetup
from lgdesktop.simulation import game_seed, play_game

SIZES = (9, 15)


def games_per_second(players: int, games: int, first_seed: int) -> float:
    started = time.perf_counter()
    for index in range(games):
        play_game(GameSetup.create("jinrou", players, game_seed(first_seed, index)), "random")
    return games / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per size per round")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    rates: dict[int, list[float]] = {size: [] for size in SIZES}
    for round_ in range(args.rounds):
        for size in SIZES:
            rates[size].append(games_per_second(size, args.games, round_))
    for size in SIZES:
        print(f"jinrou, {size:2d} players, random bots, one core: "
              f"best {max(rates[size]):7.0f} games/s, median {statistics.median(rates[size]):7.0f}"
              f" games/s ({args.rounds} rounds of {args.games} games)")


if __name__ == "__main__":
    main()
