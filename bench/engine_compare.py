"""Benchmark two source trees side by side: whole games per second of ``bench/engine.py``'s
measures on each tree's engine, in one run (did a refactoring keep the engine's speed?).

    uv run python bench/engine_compare.py --old-rev d653b2f [--new .] [--games 200] [--rounds 5]
    uv run python bench/engine_compare.py --old /path/to/old/tree --new-rev HEAD

Each tree (a directory holding ``lgdesktop/``, or a git revision of this repository
extracted with ``git archive`` to a temporary directory) gets one worker process that
imports that tree's ``lgdesktop`` and this tree's ``bench/engine.py``: the same driver
code measures both engines. The measures (``bench/engine.py``'s ``engine`` and ``bots``)
run on ``jinrou`` at 9 and 15 players, and on every other edition at a usual table size
(:data:`EDITION_SIZES`; ``--jinrou-only`` skips them). They are interleaved: every round
runs each measure on both trees in turn (the tree that goes first alternates), so that the
machine's noise hits both alike. One warm-up round (a tenth of the games) is not counted.

Printed per measure: the best and median games/s of each tree over the rounds, the ratios
new/old of the best and of the medians, and the median of the per-round ratios (paired:
the steadiest figure on a busy machine). A ratio above 1 means the new tree is faster.
"""

from __future__ import annotations

import argparse
import importlib.util
import io
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
_spec = importlib.util.spec_from_file_location("bench_engine", BENCH / "engine.py")
bench_engine = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_engine)

#: The usual table size of each edition but jinrou (measured at ``bench_engine.SIZES``).
EDITION_SIZES = {"one_night": 6, "thiercelieux": 10, "forum": 10, "anniversary": 12}
#: The warm-up round plays this fraction of ``--games`` (at least one game).
WARM_UP_FRACTION = 0.1

#: Run in each tree's worker: import that tree's lgdesktop and this tree's bench/engine.py,
#: say where lgdesktop came from, then answer one measure per line of stdin.
WORKER = """
import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("bench_engine", sys.argv[1])
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)
import lgdesktop
print(json.dumps(lgdesktop.__file__), flush=True)
for line in sys.stdin:
    name, edition, players, games, seed = json.loads(line)
    rate = bench.games_per_second(bench.MEASURES[name], players, games, seed, edition)
    print(json.dumps(rate), flush=True)
"""


def measures(jinrou_only: bool) -> list[tuple[str, str, int]]:
    """Every measure: (name, edition, players)."""
    tables = [("jinrou", size) for size in bench_engine.SIZES]
    if not jinrou_only:
        tables += list(EDITION_SIZES.items())
    return [(name, edition, size) for edition, size in tables for name in bench_engine.MEASURES]


def extract(rev: str, into: Path) -> Path:
    """Extract revision ``rev`` of this repository into ``into``; returns ``into``."""
    archive = subprocess.run(
        ["git", "-C", str(REPO), "archive", "--format=tar", rev],
        check=True,
        capture_output=True,
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


class Worker:
    """One process measuring the engine of ``tree``."""

    def __init__(self, label: str, tree: Path):
        self.label = label
        tree = tree.resolve()
        env = {**os.environ, "PYTHONPATH": str(tree)}
        self.process = subprocess.Popen(
            [sys.executable, "-c", WORKER, str(BENCH / "engine.py")],
            cwd=tree,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"{label}: the worker could not start (its error is above)")
        imported = Path(json.loads(line))
        if not imported.is_relative_to(tree):
            self.close()
            raise SystemExit(f"{label}: lgdesktop came from {imported}, not from {tree}")

    def rate(self, name: str, edition: str, players: int, games: int, seed: int) -> float:
        """Games per second of measure ``name`` on this tree."""
        self.process.stdin.write(json.dumps([name, edition, players, games, seed]) + "\n")
        self.process.stdin.flush()
        return json.loads(self.process.stdout.readline())

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait()


def run_rounds(
    workers: tuple[Worker, Worker], table: list[tuple[str, str, int]], games: int, rounds: int
) -> Iterator[tuple[tuple[str, str, int], float, float]]:
    """Yield (measure, old rate, new rate) for every counted round and measure."""
    warm_up = max(1, round(games * WARM_UP_FRACTION))
    for measure in table:
        for worker in workers:
            worker.rate(*measure, warm_up, 0)
    for round_ in range(rounds):
        for measure in table:
            rates = [0.0, 0.0]
            for side in (0, 1) if round_ % 2 == 0 else (1, 0):
                rates[side] = workers[side].rate(*measure, games, round_)
            yield measure, rates[0], rates[1]


def report(results: dict[tuple[str, str, int], list[tuple[float, float]]]) -> None:
    print(
        f"{'measure':25s} {'old best':>9s} {'old med':>9s} {'new best':>9s} {'new med':>9s}"
        f" {'best':>6s} {'median':>6s} {'paired':>6s}"
    )
    for (name, edition, players), pairs in results.items():
        old = [old for old, _ in pairs]
        new = [new for _, new in pairs]
        paired = statistics.median(new_rate / old_rate for old_rate, new_rate in pairs)
        print(
            f"{edition:12s} {players:2d} p, {name:6s} {max(old):9.0f} {statistics.median(old):9.0f}"
            f" {max(new):9.0f} {statistics.median(new):9.0f} {max(new) / max(old):6.3f}"
            f" {statistics.median(new) / statistics.median(old):6.3f} {paired:6.3f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    old = parser.add_mutually_exclusive_group(required=True)
    old.add_argument("--old", type=Path, help="the old source tree")
    old.add_argument("--old-rev", help="the old tree: a git revision of this repository")
    new = parser.add_mutually_exclusive_group()
    new.add_argument("--new", type=Path, default=Path("."), help="the new tree (default: .)")
    new.add_argument("--new-rev", help="the new tree: a git revision of this repository")
    parser.add_argument("--games", type=int, default=200, help="games per measure per round")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--jinrou-only", action="store_true", help="skip the other editions")
    args = parser.parse_args()
    table = measures(args.jinrou_only)
    with ExitStack() as stack:
        trees = []
        for path, rev in ((args.old, args.old_rev), (args.new, args.new_rev)):
            if rev is not None:
                into = Path(stack.enter_context(tempfile.TemporaryDirectory()))
                path = extract(rev, into)
            trees.append((str(path if rev is None else rev), path))
        workers = tuple(Worker(label, tree) for label, tree in trees)
        for worker in workers:
            stack.callback(worker.close)
        results: dict = {measure: [] for measure in table}
        for measure, old_rate, new_rate in run_rounds(workers, table, args.games, args.rounds):
            results[measure].append((old_rate, new_rate))
    print(f"old: {trees[0][0]}   new: {trees[1][0]}")
    print(f"{args.rounds} rounds of {args.games} games per measure, interleaved; games/s")
    report(results)


if __name__ == "__main__":
    main()
