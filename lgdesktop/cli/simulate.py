"""``lgdesktop simulate``: play many bot games and print win rates with 95% intervals."""

from __future__ import annotations

import argparse
import json
import sys
import time

from ..bots import STRATEGIES
from ..engine import EDITIONS, SetupError, catalogue
from ..simulation import BatchSpec, Tally, run_batch
from . import UsageError, parse_pairs, parse_roles

#: Width of the terminal progress bar, in characters.
PROGRESS_WIDTH = 30


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--edition",
        default="jinrou",
        choices=sorted(EDITIONS),
        help="the edition (default: jinrou)",
    )
    parser.add_argument("--players", type=int, required=True, help="table size")
    parser.add_argument("--games", type=int, required=True, help="how many games to play")
    parser.add_argument(
        "--seed",
        type=int,
        default=0,
        help="first seed: the same seed gives the same results (default: 0)",
    )
    parser.add_argument(
        "--bots",
        default="random",
        choices=STRATEGIES,
        help="how the bots play: random legal inputs, or a cautious "
        "beginner's heuristic (default: random)",
    )
    parser.add_argument(
        "--set",
        dest="settings",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="override a setting (repeatable)",
    )
    parser.add_argument(
        "--roles", metavar="ROLE=COUNT,...", help="composition (villagers fill the rest)"
    )
    parser.add_argument(
        "--preset",
        metavar="NAME",
        help="a named composition of the edition (anniversary: first_game, scenario_colossus, "
        "scenario_puppeteer, scenario_monkey, scenario_mother)",
    )
    parser.add_argument("--jobs", type=int, default=None, help="worker processes (all cores)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    if args.games < 1:
        raise UsageError("lgdesktop simulate: --games must be at least 1")
    if args.jobs is not None and args.jobs < 1:
        raise UsageError("lgdesktop simulate: --jobs must be at least 1")
    roles = parse_roles(args.roles)
    if args.preset is not None:
        if roles is not None:
            raise UsageError("lgdesktop simulate: give --preset or --roles, not both")
        try:
            roles = catalogue.preset_setup(args.edition, args.preset, args.players)
        except SetupError as error:
            raise UsageError(f"lgdesktop simulate: {error}") from None
    spec = BatchSpec(
        args.edition,
        args.players,
        args.seed,
        args.bots,
        tuple(sorted(parse_pairs(args.settings, "setting").items())),
        None if roles is None else tuple(sorted(roles.items())),
    )
    labels = spec.labels()
    warning = catalogue.player_warning(args.edition, args.players)
    if warning is not None:
        print(f"warning: {warning}", file=sys.stderr)
    show_progress = sys.stderr.isatty() and not args.json
    started = time.perf_counter()
    total = Tally()
    for partial in run_batch(spec, args.games, args.jobs):
        total.add(partial)
        if show_progress:
            done = round(PROGRESS_WIDTH * total.games / args.games)
            sys.stderr.write(
                f"\r[{'#' * done}{'.' * (PROGRESS_WIDTH - done)}] {total.games}/{args.games}"
            )
            sys.stderr.flush()
    if show_progress:
        sys.stderr.write("\n")
    elapsed = time.perf_counter() - started
    # Sides whose role is not in play are left out (no "fox 0.0%").
    report = {
        "edition": args.edition,
        "players": args.players,
        "games": total.games,
        "seed": args.seed,
        "bots": args.bots,
        "win_rates": {
            winner: dict(zip(("rate", "low", "high"), total.rate(winner), strict=True))
            for winner in labels
        },
        "mean_days": total.mean_days,
        "games_per_second": total.games / elapsed if elapsed else 0.0,
    }
    if args.json:
        print(json.dumps(report))
        return 0
    print(
        f"{total.games} games of {args.edition} with {args.players} players "
        f"({args.bots} bots, seed {args.seed})"
    )
    width = max(map(len, report["win_rates"]), default=0)
    for winner, rate in report["win_rates"].items():
        print(
            f"  {winner:<{width}} {rate['rate']:6.1%}  [95% {rate['low']:.1%} - {rate['high']:.1%}]"
        )
    print(f"  mean days {total.mean_days:.2f}, {report['games_per_second']:.0f} games/s")
    return 0
