"""``lgdesktop demo``: the board and one player window on this machine, bots in the other
seats, a whole game to watch or to join. Binds to 127.0.0.1 only; nothing goes on the
network."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..engine import EDITIONS, get_edition
from . import LANG_HELP, UsageError, require_display

#: Seats of the demo table by default (a comfortable jinrou table with every kind of turn).
DEFAULT_PLAYERS = 8


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--players",
        type=int,
        default=DEFAULT_PLAYERS,
        metavar="N",
        help=f"seats at the table, you included (default {DEFAULT_PLAYERS})",
    )
    parser.add_argument(
        "--edition",
        default="jinrou",
        choices=sorted(EDITIONS),
        help="the rules played (default: jinrou)",
    )
    parser.add_argument(
        "--speed",
        type=float,
        default=1.0,
        metavar="X",
        help="divide every timer by X (e.g. 20 for a game in a minute)",
    )
    parser.add_argument(
        "--seed", type=int, default=None, metavar="S", help="seed of the deal and of the bots"
    )
    parser.add_argument(
        "--quit-at-end",
        action="store_true",
        help="close the windows and exit 0 once the game has ended",
    )
    parser.add_argument(
        "--screenshots",
        type=Path,
        metavar="DIR",
        help="save a PNG of each window at every screen change",
    )
    parser.add_argument("--lang", choices=("fr", "en"), help=LANG_HELP)


def run(args: argparse.Namespace) -> int:
    edition = get_edition(args.edition)
    if not edition.min_players <= args.players <= edition.max_players:
        raise UsageError(
            f"lgdesktop demo: --players must be {edition.min_players} to "
            f"{edition.max_players} for {args.edition}"
        )
    if args.speed <= 0:
        raise UsageError("lgdesktop demo: --speed must be positive")
    if args.screenshots is not None:
        try:
            args.screenshots.mkdir(parents=True, exist_ok=True)
            probe = args.screenshots / ".lgdesktop-write-test"
            probe.touch()
            probe.unlink()
        except OSError as error:
            raise UsageError(
                f"lgdesktop demo: cannot write screenshots to {args.screenshots}: {error.strerror}"
            ) from None
    require_display()
    from ..app.shell.launch import run_demo

    return run_demo(args)
