"""Bot-only games in bulk: one game loop shared by the CLI, the benchmarks and the tests.

The host's clock is played by the loop itself: when no bot has anything left to do, it
submits a :class:`~lgdesktop.engine.Timeout` (which ends the day's discussion, or closes a
step whose players did not answer).
"""

from __future__ import annotations

import math
import os
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from .bots import make_bot
from .engine import HOST, Game, GameSetup, Timeout, get_edition
from .engine.settings import resolve_settings

#: Games handed to a worker process at a time (large enough to amortise the hand-over).
CHUNK_GAMES = 200
#: z for a two-sided 95% interval.
Z95 = 1.959964


def game_seed(base_seed: int, index: int) -> int:
    """The seed of game ``index`` of a batch started with ``base_seed``."""
    return base_seed * 1_000_003 + index


def play_game(
    setup: GameSetup,
    strategy: str = "random",
    on_input: Callable[[Game, int | None, object], None] | None = None,
) -> Game:
    """Play one game to its end with one bot per seat; returns the finished game.

    The seats the game waits for are asked in turn; when none answers, the host's clock
    strikes (a Timeout). Bots are not asked for optional inputs (proxy votes, a revised
    pick), which they never make.

    ``on_input(game, seat, input)`` is called before each submission (tests use it to
    check invariants along the way).
    """
    game = Game(setup)
    bots = [make_bot(strategy, setup.seed * 64 + seat) for seat in range(game.players)]
    while not game.ended:
        choices = 0
        for seat in game.awaited():
            choice = bots[seat].decide(game.player_view(seat))
            if choice is not None:
                if on_input is not None:
                    on_input(game, seat, choice)
                game.submit(seat, choice)
                choices += 1
                if game.ended:
                    break
        if not choices and not game.ended:
            if on_input is not None:
                on_input(game, HOST, Timeout())
            game.submit(HOST, Timeout())
    return game


@dataclass
class Tally:
    """Aggregated results of many games. ``winners`` counts the games each side won (a
    game where two sides win together counts for both)."""

    games: int = 0
    days: int = 0
    winners: Counter = field(default_factory=Counter)

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.days += other.days
        self.winners.update(other.winners)

    def rate(self, winner: str) -> tuple[float, float, float]:
        """Win rate of ``winner`` with its Wilson 95% interval (low, high)."""
        n, wins = self.games, self.winners[winner]
        if n == 0:
            return 0.0, 0.0, 0.0
        p = wins / n
        denominator = 1 + Z95**2 / n
        centre = (p + Z95**2 / (2 * n)) / denominator
        half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / denominator
        return p, max(0.0, centre - half), min(1.0, centre + half)

    @property
    def mean_days(self) -> float:
        return self.days / self.games if self.games else 0.0


@dataclass(frozen=True)
class BatchSpec:
    """What to simulate: every game shares all of this but its seed."""

    edition: str
    players: int
    seed: int
    strategy: str
    settings: tuple[tuple[str, str], ...] = ()
    composition: tuple[tuple[str, int], ...] | None = None

    def labels(self) -> tuple[str, ...]:
        """The winning sides these games may end with, in report order (a side whose role
        is not in the composition is left out)."""
        edition = get_edition(self.edition)
        composition = (
            edition.recommended_setup(self.players)
            if self.composition is None
            else edition.complete_composition(dict(self.composition), self.players)
        )
        settings = resolve_settings(edition.settings, dict(self.settings))
        return edition.possible_labels(composition, settings)

    def setup(self, index: int) -> GameSetup:
        return GameSetup.create(
            self.edition,
            self.players,
            game_seed(self.seed, index),
            settings=dict(self.settings),
            composition=None if self.composition is None else dict(self.composition),
        )


def play_range(spec: BatchSpec, start: int, stop: int) -> Tally:
    """Play games ``start`` to ``stop - 1`` of the batch (runs in a worker process)."""
    tally = Tally()
    for index in range(start, stop):
        game = play_game(spec.setup(index), spec.strategy)
        tally.games += 1
        tally.days += game.number
        tally.winners.update(game.result.labels)
    return tally


def run_batch(spec: BatchSpec, games: int, jobs: int | None = None) -> Iterator[Tally]:
    """Play ``games`` games on ``jobs`` processes (all cores by default).

    Yields one partial :class:`Tally` per finished chunk, so the caller can show progress.
    Raises SetupError at once (before any worker starts) if the setup is not playable.
    """
    Game(spec.setup(0))  # validate in this process: a bad setup fails fast and clearly
    jobs = max(1, jobs or os.cpu_count() or 1)
    chunk = max(1, min(CHUNK_GAMES, math.ceil(games / jobs)))
    ranges = [(start, min(games, start + chunk)) for start in range(0, games, chunk)]
    if jobs == 1:
        for start, stop in ranges:
            yield play_range(spec, start, stop)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(play_range, spec, start, stop) for start, stop in ranges]
        for future in futures:
            yield future.result()
