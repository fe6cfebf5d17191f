"""The ``lgdesktop`` command: one sub-command a module, registered in :data:`COMMANDS`.

Each sub-command module exposes ``add_arguments(parser)`` and ``run(args) -> int``, and
imports its heavy dependencies (Qt, the network) inside ``run`` so that ``lgdesktop roles``
stays instant. Bad arguments exit 2 with one line on stderr.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from .. import __version__
from ..engine import SetupError

#: Sub-command name -> (module under lgdesktop.cli, one-line help).
COMMANDS: dict[str, tuple[str, str]] = {
    "roles": ("roles", "print the recommended composition for a table"),
    "simulate": ("simulate", "play many bot games and print win rates"),
    "host": ("host", "host a room: the TV board, or headless"),
    "bot": ("bot", "join a host over the network as a bot and play one game"),
    "browse": ("browse", "list the hosts found on the LAN"),
    "demo": ("demo", "watch or join a whole game on this machine, with bots"),
    "join": ("join", "join the TV's game from this laptop"),
    "launcher": ("launcher", "open the launcher: host, join or play on one screen"),
}


class ArgumentParser(argparse.ArgumentParser):
    """argparse with the house rule: a usage error is one line on stderr and exit 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(f"{self.prog}: {message}")


class UsageError(Exception):
    """Bad command-line arguments (exit code 2)."""


def build_parser() -> ArgumentParser:
    parser = ArgumentParser(prog="lgdesktop", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="version", version=f"lgdesktop {__version__}")
    commands = parser.add_subparsers(dest="command", parser_class=ArgumentParser)
    for name, (module, help_text) in COMMANDS.items():
        sub = commands.add_parser(name, help=help_text, description=help_text)
        importlib.import_module(f"{__name__}.{module}").add_arguments(sub)
        sub.set_defaults(module=module)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``lgdesktop`` script; returns the process exit code."""
    argv = sys.argv[1:] if argv is None else list(argv)
    try:
        args = build_parser().parse_args(argv)
        if args.command is None:
            args = build_parser().parse_args(["launcher", *argv]) if "launcher" in COMMANDS \
                else build_parser().parse_args(["--help"])
        return importlib.import_module(f"{__name__}.{args.module}").run(args)
    except (UsageError, SetupError) as error:
        print(f"lgdesktop: error: {error}" if isinstance(error, SetupError) else error,
              file=sys.stderr)
        return 2


def parse_pairs(items: Sequence[str], what: str) -> dict[str, str]:
    """``["a=1", "b=x"]`` -> ``{"a": "1", "b": "x"}``; UsageError on a malformed item."""
    pairs: dict[str, str] = {}
    for item in items:
        for part in item.split(","):
            name, sep, value = part.partition("=")
            if not sep or not name.strip() or not value.strip():
                raise UsageError(f"lgdesktop: bad {what} {part!r}: expected name=value")
            pairs[name.strip()] = value.strip()
    return pairs


def parse_roles(text: str | None) -> dict[str, int] | None:
    """``"werewolf=2,seer=1"`` -> ``{"werewolf": 2, "seer": 1}`` (None passes through)."""
    if text is None:
        return None
    roles: dict[str, int] = {}
    for name, value in parse_pairs([text], "role count").items():
        if not value.isdigit():
            raise UsageError(f"lgdesktop: bad count for role {name}: {value!r}")
        roles[name] = int(value)
    return roles
