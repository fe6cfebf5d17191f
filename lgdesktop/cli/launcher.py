"""The launcher (a bare ``lgdesktop``): host a game, join one, or play on this screen."""

from __future__ import annotations

import argparse

from . import LANG_HELP, require_display


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lang", choices=("fr", "en"), help=LANG_HELP)


def run(args: argparse.Namespace) -> int:
    require_display()
    from ..app.shell.launch import run_launcher

    return run_launcher(args)
