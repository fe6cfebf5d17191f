"""``lgdesktop demo``: the board and one player window on this machine, bots in the other
seats, a whole game to watch or to join. Binds to 127.0.0.1 only; nothing goes on the
network."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..engine import EDITIONS, Game, GameSetup, SetupError, catalogue, get_edition
from . import LANG_HELP, UsageError, check_writable_folder, parse_roles, require_display

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
        "--preset",
        metavar="NAME",
        help="a named composition of the edition instead of the recommended one "
        "(anniversary: first_game, scenario_colossus, scenario_puppeteer, scenario_monkey, "
        "scenario_mother)",
    )
    parser.add_argument(
        "--roles",
        metavar="ROLE=COUNT,...",
        help="the composition instead of the recommended one, villagers filling the rest "
        "(e.g. anniversary: piper=1,white_werewolf=1,werewolf=2,two_sisters=2); "
        "'lgdesktop roles --edition E --list' lists the roles",
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
    parser.add_argument(
        "--sound-log",
        type=Path,
        metavar="FILE",
        help="write every narrator clip and room sound the TV plays, with its time, to "
        "FILE (works without an audio output)",
    )
    parser.add_argument("--lang", choices=("fr", "en"), help=LANG_HELP)


def composition_of(args: argparse.Namespace) -> dict[str, int] | None:
    """The whole deck ``--preset`` or ``--roles`` asks for (None: the recommended one).

    Raises UsageError when both are given, or when the composition could not be dealt to
    ``--players`` seats (an unknown role or preset, a wrong count, a table too small for
    the preset, a game won at the deal: a deck of wolf cards only among them)."""
    roles = parse_roles(args.roles)
    if args.preset is not None and roles is not None:
        raise UsageError("lgdesktop demo: give --preset or --roles, not both")
    if args.preset is None and roles is None:
        return None
    edition = get_edition(args.edition)
    try:
        if args.preset is not None:
            composition = catalogue.preset_setup(args.edition, args.preset, args.players)
        else:
            composition = edition.complete_composition(roles, args.players)
        Game(GameSetup.create(args.edition, args.players, 0, composition=composition))
    except SetupError as error:
        raise UsageError(f"lgdesktop demo: {error}") from None
    return composition


def run(args: argparse.Namespace) -> int:
    edition = get_edition(args.edition)
    if not edition.min_players <= args.players <= edition.max_players:
        raise UsageError(
            f"lgdesktop demo: --players must be {edition.min_players} to "
            f"{edition.max_players} for {args.edition}"
        )
    if args.speed <= 0:
        raise UsageError("lgdesktop demo: --speed must be positive")
    args.composition = composition_of(args)
    if args.screenshots is not None:
        check_writable_folder("demo", args.screenshots, "screenshots")
    if args.sound_log is not None:
        check_writable_folder("demo", args.sound_log.parent, "the sound log")
    require_display()
    from ..app.shell.launch import run_demo

    return run_demo(args)
