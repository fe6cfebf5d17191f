"""The ``lgdesktop`` command: one sub-command a module, registered in ``COMMANDS``.

Each sub-command module exposes ``add_arguments(parser)`` and ``run(args) -> int``, and
imports its heavy dependencies (Qt, the network) inside ``run`` so that ``lgdesktop roles``
stays instant. Bad arguments exit 2 with one line on stderr; every command takes
``--verbose`` and logs to a rotating file (:mod:`lgdesktop.logs`).
"""

from __future__ import annotations

import argparse
import importlib
import ipaddress
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from .. import __version__, logs
from ..engine import SetupError
from ..net.hosting import PortInUse
from ..qtlibs import QtCannotStart

#: Sub-command name -> (module under lgdesktop.cli, one-line help).
COMMANDS: dict[str, tuple[str, str]] = {
    "roles": ("roles", "print the recommended composition for a table"),
    "simulate": ("simulate", "play many bot games and print win rates"),
    "host": ("host", "host a room: the TV board, or headless"),
    "bot": ("bot", "join a host over the network as a bot and play its games"),
    "browse": ("browse", "list the hosts found on the LAN"),
    "timer": ("timer", "extend, pause, resume or skip a running host's step (admin)"),
    "demo": ("demo", "watch or join a whole game on this machine, with bots"),
    "join": ("join", "join the TV's game from this laptop"),
    "launcher": ("launcher", "open the launcher: host, join or play on one screen"),
    "sound-check": ("sound_check", "check that this machine decodes the narrator's clips"),
}


#: What ``lgdesktop --help`` says above the commands.
DESCRIPTION = (
    "Loup-Garou for the living room: host a game on the TV, join it from a laptop, "
    "or play on one shared screen. Without a command, opens the launcher."
)
#: Options that a bare ``lgdesktop`` keeps for itself; any other leading option (``--lang``,
#: ``--verbose``) goes to the launcher.
TOP_LEVEL_OPTIONS = ("-h", "--help", "--version")
#: Help of the windowed commands' ``--lang`` (app/launch.py start_language decides).
LANG_HELP = "language (default: the last one chosen in the app, else the system's)"
#: Scheme of the links that open the join window: the board's QR code holds
#: ``lgdesktop://HOST:PORT/?code=CODE`` (app/models/joining.py URL_SCHEME, the same; a test
#: checks it). The desktop registers it (packaging/) and passes the link as the only
#: argument: ``lgdesktop LINK`` is ``lgdesktop join LINK``.
URL_SCHEME = "lgdesktop"

log = logging.getLogger(__name__)


class ArgumentParser(argparse.ArgumentParser):
    """argparse with the house rule: a usage error is one line on stderr and exit 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(f"{self.prog}: {message}")


class UsageError(Exception):
    """Bad command-line arguments (exit code 2)."""


class CommandFailed(Exception):
    """The command cannot run on this machine (a missing system library, no display, a
    network error): one line on stderr, exit code 1."""


def build_parser() -> ArgumentParser:
    parser = ArgumentParser(
        prog="lgdesktop",
        description=DESCRIPTION,
        epilog="'lgdesktop COMMAND --help' lists a command's options.",
    )
    parser.add_argument("--version", action="version", version=f"lgdesktop {__version__}")
    common = ArgumentParser(add_help=False)
    common.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help=f"log everything, on the console too (the log file: {logs.log_path()})",
    )
    commands = parser.add_subparsers(dest="command", parser_class=ArgumentParser, metavar="COMMAND")
    for name, (module, help_text) in COMMANDS.items():
        sub = commands.add_parser(name, help=help_text, description=help_text, parents=[common])
        importlib.import_module(f"{__name__}.{module}").add_arguments(sub)
        sub.set_defaults(module=module)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``lgdesktop`` script; returns the process exit code.

    0: done; 1: the command could not run here or failed (one line on stderr, the details
    in the log file); 2: bad arguments (one line on stderr); 130: interrupted (Ctrl+C).
    """
    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv or (argv[0].startswith("-") and argv[0] not in TOP_LEVEL_OPTIONS):
        argv = ["launcher", *argv]
    elif argv[0].lower().startswith(f"{URL_SCHEME}:"):
        argv = ["join", *argv]
    try:
        args = build_parser().parse_args(argv)
    except UsageError as error:
        print(error, file=sys.stderr)
        return 2
    logs.setup(args.verbose)
    log.info("lgdesktop %s: %s", __version__, " ".join(argv))
    try:
        code = importlib.import_module(f"{__name__}.{args.module}").run(args)
        sys.stdout.flush()  # a closed pipe shows here, not at exit
        return code
    except (UsageError, SetupError, PortInUse) as error:
        line = str(error) if isinstance(error, UsageError) else f"lgdesktop {args.command}: {error}"
        log.info("usage error: %s", line)
        print(line, file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (``lgdesktop roles | head``): stop writing, quietly.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except KeyboardInterrupt:
        return 130
    except (CommandFailed, QtCannotStart, OSError) as error:
        log.info("lgdesktop %s failed", args.command, exc_info=True)
        print(f"lgdesktop {args.command}: {_sentence(error)}", file=sys.stderr)
        return 1


def require_display() -> None:
    """Before a windowed command imports Qt: QtCannotStart (one sentence, exit 1) where
    Qt would abort for a missing system library or display (:mod:`lgdesktop.qtlibs`)."""
    from ..qtlibs import check

    check()


def _sentence(error: BaseException) -> str:
    """One line for the console: the error's text without Python's decorations."""
    if isinstance(error, OSError) and error.strerror:
        return f"{error.strerror} ({error.filename})" if error.filename else error.strerror
    return str(error) or type(error).__name__


def check_local_ipv4(command: str, option: str, value: str | None) -> None:
    """UsageError unless ``value`` (None passes) is an IPv4 address of this machine (or
    0.0.0.0, every interface): zeroconf and the listening socket fail obscurely otherwise."""
    if value is None:
        return
    try:
        address = ipaddress.IPv4Address(value)
    except ValueError:
        raise UsageError(
            f"lgdesktop {command}: {option} needs an IPv4 address, not {value!r}"
        ) from None
    if address.is_unspecified:
        return
    import ifaddr

    local = {ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips if ip.is_IPv4}
    if str(address) not in local:
        raise UsageError(
            f"lgdesktop {command}: {option} {value} is not an address of this "
            f"machine (its addresses: {', '.join(sorted(local))})"
        )


def check_writable_folder(command: str, folder: Path, what: str) -> None:
    """Create ``folder`` if needed; UsageError (naming ``what`` is written there) unless a
    file can be written in it."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / ".lgdesktop-write-test"
        probe.touch()
        probe.unlink()
    except OSError as error:
        raise UsageError(
            f"lgdesktop {command}: cannot write {what} to {folder}: {error.strerror}"
        ) from None


def add_screenshot_option(parser: argparse.ArgumentParser) -> None:
    """A windowed command's ``--screenshot FILE.png`` (app/shell/runtime.py Session)."""
    parser.add_argument(
        "--screenshot",
        type=Path,
        metavar="FILE.png",
        help="save a PNG of the window once it has drawn, then close it and exit",
    )


def check_screenshot(command: str, path: Path | None) -> None:
    """UsageError unless ``path`` (None passes) names a ``.png`` file that can be written."""
    if path is None:
        return
    if path.suffix.lower() != ".png":
        raise UsageError(f"lgdesktop {command}: --screenshot needs a .png file, not {str(path)!r}")
    check_writable_folder(command, path.parent, "the screenshot")


def is_join_code(code: str) -> bool:
    """True when ``code`` is a join code a host may use: 4 to 8 ASCII digits (the protocol's
    :data:`~lgdesktop.protocol.messages.MIN_CODE` to ``MAX_CODE``; a host draws 6)."""
    from ..protocol.messages import MAX_CODE, MIN_CODE

    return code.isascii() and code.isdigit() and MIN_CODE <= len(code) <= MAX_CODE


def check_code(command: str, code: str | None, what: str = "--code") -> None:
    """UsageError unless ``code`` (None passes) is a join code (:func:`is_join_code`).
    ``what``: where the user gave it (an option)."""
    from ..protocol.messages import MAX_CODE, MIN_CODE

    if code is not None and not is_join_code(code):
        raise UsageError(
            f"lgdesktop {command}: {what} must be {MIN_CODE} to {MAX_CODE} digits, not {code!r}"
        )


def unreachable(host: str, port: int, error: BaseException) -> str:
    """Why ``host:port`` could not be reached, in one line (``Connection refused``, not
    ``[Errno 111] Connect call failed ...``)."""
    if isinstance(error, OSError) and error.errno:
        return f"{host}:{port}: {os.strerror(error.errno)}"
    return str(error) or type(error).__name__


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
