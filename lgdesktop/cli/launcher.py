"""The launcher (a bare ``lgdesktop``): host a game, join one, or play on this screen."""

from __future__ import annotations

import argparse

from . import LANG_HELP, add_screenshot_option, check_screenshot, require_display


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lang", choices=("fr", "en"), help=LANG_HELP)
    add_screenshot_option(parser)


def run(args: argparse.Namespace) -> int:
    check_screenshot("launcher", args.screenshot)
    require_display()
    from ..app.shell.launch import run_launcher

    return run_launcher(args)
