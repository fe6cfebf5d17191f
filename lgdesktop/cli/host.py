"""``lgdesktop host``: host a room, on the TV (default) or headless for tests and bots.

Headless, the first stdout line is one JSON object (``address``, ``port``, ``code``,
``room``, ``admin_token``); the game starts once ``--players`` players are seated and
ready; after each game but the last of ``--games`` the host plays again with the same
seats. The last stdout line is one JSON object whose ``games`` list holds each game's
winning sides (``winner``, the first, and ``labels``, all), winning seats, every seat's
final (``role``) and dealt card, and the center cards; the command exits 0.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import os
import signal
import sys
from collections import Counter
from pathlib import Path

from ..engine import EDITIONS, SetupError, catalogue
from ..net.hosting import DEFAULT_PORT, PortInUse, async_start_on_free_port, check_setup
from ..protocol.messages import MAX_CODE, MAX_ROOM, MIN_CODE
from ..room.policy import CODE_DIGITS
from . import LANG_HELP, UsageError, check_code, check_local_ipv4, parse_pairs, require_display

log = logging.getLogger(__name__)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--headless",
        action="store_true",
        help="no window: serve, print JSON lines, exit at the end",
    )
    parser.add_argument(
        "--bind", default="0.0.0.0", metavar="ADDR", help="IPv4 address to listen on (default: all)"
    )
    parser.add_argument(
        "--port",
        type=int,
        default=None,
        metavar="P",
        help=f"TCP port; 0 = any free port. Default {DEFAULT_PORT}, or the "
        f"next free one after it (an explicit port that is taken is "
        f"an error)",
    )
    parser.add_argument(
        "--name",
        dest="room",
        default="Loup-Garou",
        metavar="ROOM",
        help=f"room name shown on the LAN (at most {MAX_ROOM} characters)",
    )
    parser.add_argument(
        "--code",
        help=f"join code, {MIN_CODE}-{MAX_CODE} digits (default: {CODE_DIGITS} random digits)",
    )
    parser.add_argument(
        "--edition",
        default="jinrou",
        choices=sorted(EDITIONS),
        help="the rules played (default: jinrou)",
    )
    parser.add_argument(
        "--players",
        type=int,
        default=None,
        metavar="N",
        help="seats at the table (required with --headless)",
    )
    parser.add_argument(
        "--seed", type=int, default=None, metavar="S", help="seed of the deal (default: random)"
    )
    parser.add_argument(
        "--deal",
        type=Path,
        metavar="FILE",
        help="JSON list of role ids, one per seat, in seat order, then "
        "the center cards (one_night: 3)",
    )
    parser.add_argument(
        "--preset",
        metavar="NAME",
        help="a named composition of the edition (anniversary: first_game, "
        "scenario_colossus ...; needs --players)",
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
        "--discussion",
        type=float,
        metavar="SECONDS",
        help="day discussion length, overriding the edition's setting",
    )
    parser.add_argument(
        "--speed",
        type=float,
        default=1.0,
        metavar="X",
        help="divide every fixed duration by X (tests, bots)",
    )
    parser.add_argument(
        "--no-discovery",
        dest="discovery",
        action="store_false",
        help="do not advertise on the LAN (manual host:port only)",
    )
    parser.add_argument(
        "--no-phones",
        dest="phones",
        action="store_false",
        help="serve no player page to phones' browsers (laptops only; the TV's QR code "
        "then holds the lgdesktop:// link)",
    )
    parser.add_argument(
        "--interface", metavar="ADDR", help="IPv4 address of the interface to advertise on"
    )
    parser.add_argument(
        "--journal",
        type=Path,
        metavar="PATH",
        help="journal file (default: in the user data directory)",
    )
    parser.add_argument(
        "--resume", action="store_true", help="continue the journal's last unfinished game"
    )
    parser.add_argument(
        "--games",
        type=int,
        default=1,
        metavar="N",
        help="headless: play N games in a row with the same seats",
    )
    board = parser.add_argument_group("the board window (without --headless)")
    board.add_argument(
        "--screen",
        metavar="NAME",
        help="screen to show the board on, by its system name "
        "(default: the largest screen that is not the laptop's own)",
    )
    board.add_argument("--lang", choices=("fr", "en"), help=LANG_HELP)


def config_from_args(args: argparse.Namespace):
    """The :class:`~lgdesktop.net.server.HostConfig` the options describe (both modes).

    Raises UsageError on a bad option value, and on a deal, composition or settings with
    which the game could never start (:func:`check_setup`): the host never opens then.
    """
    from ..net.server import HostConfig

    check_code("host", args.code)
    if not args.room.strip() or len(args.room) > MAX_ROOM:
        raise UsageError(
            f"lgdesktop host: --name must be 1 to {MAX_ROOM} characters, not {args.room!r}"
        )
    if args.journal is not None:
        _check_journal(args.journal)
    if args.speed <= 0:
        raise UsageError("lgdesktop host: --speed must be positive")
    if args.discussion is not None and args.discussion <= 0:
        raise UsageError("lgdesktop host: --discussion must be positive")
    if args.games < 1:
        raise UsageError("lgdesktop host: --games must be at least 1")
    if args.port is not None and not 0 <= args.port <= 65535:
        raise UsageError(f"lgdesktop host: bad --port {args.port}")
    check_local_ipv4("host", "--bind", args.bind)
    check_local_ipv4("host", "--interface", args.interface)
    deal = _read_deal(args.deal) if args.deal is not None else None
    center = EDITIONS[args.edition].center_for(None if deal is None else Counter(deal))
    players = args.players
    if players is None:
        if deal is not None:
            players = len(deal) - center
        elif args.headless and not args.resume:
            raise UsageError("lgdesktop host: --players (or --deal) is required with --headless")
        else:
            players = EDITIONS[args.edition].max_players
    if deal is not None and len(deal) != players + center:
        raise UsageError(
            f"lgdesktop host: the deal has {len(deal)} roles for "
            f"{players} players" + (f" and {center} center cards" if center else "")
        )
    composition = None
    if args.preset is not None:
        if deal is not None or args.players is None:
            raise UsageError("lgdesktop host: --preset needs --players and no --deal")
        try:
            composition = catalogue.preset_setup(args.edition, args.preset, players)
        except SetupError as error:
            raise UsageError(f"lgdesktop host: {error}") from None
    config = HostConfig(
        bind=args.bind,
        port=DEFAULT_PORT if args.port is None else args.port,
        room=args.room,
        code=args.code,
        edition=args.edition,
        players=players,
        seed=args.seed,
        deal=deal,
        composition=composition,
        settings=parse_pairs(args.settings, "setting"),
        discussion=args.discussion,
        speed=args.speed,
        discovery=args.discovery,
        phones=args.phones,
        interface=args.interface,
        journal_path=args.journal,
        resume=args.resume,
        auto_start=args.headless,
    )
    if not config.resume:
        try:
            check_setup(config)
        except SetupError as error:
            raise UsageError(f"lgdesktop host: {error}") from None
    return config


def _check_journal(path: Path) -> None:
    """UsageError unless ``path`` can be the journal file: not a folder, in a folder that
    exists and that this user may write to (SQLite creates the file and its WAL there)."""
    folder = path.parent
    if path.is_dir() or not folder.is_dir() or not os.access(folder, os.W_OK | os.X_OK):
        raise UsageError(
            f"lgdesktop host: --journal {path}: not a file in a folder this user may write to"
        )


def check_screen(name: str | None) -> None:
    """UsageError unless ``name`` (None passes) is the system name of a screen of this
    machine, listing those it has (the board would otherwise open somewhere else)."""
    if name is None:
        return
    from ..app.shell.launch import screen_names

    names = screen_names()
    if name not in names:
        known = ", ".join(repr(screen) for screen in names) or "none"
        raise UsageError(f"lgdesktop host: no screen {name!r} (this machine's screens: {known})")


def _read_deal(path: Path) -> tuple[str, ...]:
    try:
        deal = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise UsageError(f"lgdesktop host: cannot read --deal {path}: {error}") from None
    if not isinstance(deal, list) or not all(isinstance(role, str) for role in deal):
        raise UsageError(f"lgdesktop host: --deal {path} must hold a JSON list of role ids")
    return tuple(deal)


def run(args: argparse.Namespace) -> int:
    config = config_from_args(args)
    if not args.headless:
        require_display()
        check_screen(args.screen)
        from ..app.shell.launch import run_board

        remember = args.deal is None and not args.settings and not args.resume
        return run_board(
            config,
            screen=args.screen,
            lang=args.lang,
            explicit_port=args.port is not None,
            remembered_table=remember,
        )
    return asyncio.run(_async_headless(config, args.games, explicit_port=args.port is not None))


async def _async_headless(config, games: int = 1, *, explicit_port: bool) -> int:
    from ..net.server import HostServer

    try:
        server = await async_start_on_free_port(HostServer, config, explicit=explicit_port)
    except PortInUse as error:
        raise UsageError(
            f"lgdesktop host: port {error.port} is already in use: choose "
            f"another --port, or --port 0 for any free port"
        ) from None
    address, port = server.address, server.port
    print(
        json.dumps(
            {
                "address": address,
                "port": port,
                "code": server.code,
                "room": server.room,
                "admin_token": server.admin_token,
            }
        ),
        flush=True,
    )
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):  # not on Windows
            loop.add_signal_handler(signum, stop.set)
    finished = asyncio.ensure_future(_async_play(server, games))
    stopped = asyncio.ensure_future(stop.wait())
    try:
        await asyncio.wait((finished, stopped), return_when=asyncio.FIRST_COMPLETED)
    finally:
        stopped.cancel()
        await server.async_stop()
    if not finished.done():
        finished.cancel()
        print("lgdesktop host: interrupted; resume with --resume", file=sys.stderr)
        return 1
    print(json.dumps({"games": finished.result()}), flush=True)
    return 0


async def _async_play(server, games: int) -> list[dict]:
    """Play ``games`` games with the same seats; returns every result."""
    for number in range(1, games + 1):
        await server.async_wait_finished(number)
        if number < games:
            server.play_again()
    return server.results()
