"""Entry points of the windowed commands: ``lgdesktop host``, ``join``, ``demo`` and the
launcher (a bare ``lgdesktop``). Each runs one qasync loop and returns an exit code: 0 after
a clean close, 1 if an exception was reported on the way (it was logged and shown).
"""

from __future__ import annotations

import argparse
import logging
import os
from typing import Any

from PySide6.QtGui import QGuiApplication, QScreen

from ..net.client import TokenStore
from ..net.server import HostConfig
from . import runtime
from .controllers import HostBoard, PlayerSeat
from .i18n import DEFAULT_LANGUAGE, LANGUAGES, language
from .joining import parse_address
from .local import LocalTable
from .runtime import ErrorReporter, Session

log = logging.getLogger(__name__)

#: Environment variable naming the language at start (``fr`` or ``en``).
LANGUAGE_ENV = "LGDESKTOP_LANG"


def start_language(code: str | None = None) -> None:
    """Switch to ``code``, else ``$LGDESKTOP_LANG``, else French (creates the
    application, which translators need)."""
    runtime.application()
    wanted = code or os.environ.get(LANGUAGE_ENV) or DEFAULT_LANGUAGE
    language().choose(wanted if wanted in dict(LANGUAGES) else DEFAULT_LANGUAGE)


def tv_screen(name: str | None = None) -> QScreen:
    """The screen named ``name``; else the largest screen that is not the primary one (the
    TV plugged into the laptop); else the primary screen."""
    app = QGuiApplication.instance()
    screens = app.screens()
    if name:
        for screen in screens:
            if screen.name() == name:
                return screen
        log.warning("no screen %r (screens: %s)", name, [s.name() for s in screens])
    others = [s for s in screens if s is not app.primaryScreen()]
    if others:
        return max(others, key=lambda s: s.size().width() * s.size().height())
    return app.primaryScreen()


def exit_code(reporter: ErrorReporter) -> int:
    return 1 if reporter.count else 0


async def async_host_session(session: Session, config: HostConfig, *,
                             screen: str | None = None, full_screen: bool = True) -> int:
    """Serve ``config`` and show the board until its window closes."""
    host = HostBoard(session, config, speed=config.speed)
    try:
        await host.async_start()
        window = session.open("BoardWindow", {
            "board": host.model, "errors": session.reporter, "language": language(),
            "startFullScreen": full_screen})
        window.setScreen(tv_screen(screen))
        await session.closed.wait()
    finally:
        await host.async_stop()
        await session.async_shutdown()
    return exit_code(session.reporter)


async def async_join_session(session: Session, *, target: str | None = None,
                             code: str = "", name: str = "", discovery: bool = True,
                             interfaces: list[str] | None = None) -> int:
    """Show the join form (or join ``target`` at once) and the player's screens."""
    seat = PlayerSeat(session, name=name, code=code, discovery=discovery,
                      interfaces=interfaces, token_store=TokenStore())
    try:
        await seat.async_start()
        session.open("PlayerWindow", {"player": seat.model, "join": seat.join,
                                      "errors": session.reporter, "language": language()})
        if target:
            host, port, url_code = parse_address(target)
            if name and (code or url_code):
                await seat.async_join(host, port, code or url_code, name)
        await session.closed.wait()
    finally:
        await seat.async_stop()
        await session.async_shutdown()
    return exit_code(session.reporter)


async def async_local_session(session: Session, **table: Any) -> int:
    """Single-device mode: one shared screen passed around the table."""
    local = LocalTable(**table)
    try:
        session.open("LocalWindow", {"local": local.model, "board": local.board,
                                     "player": local.player, "errors": session.reporter,
                                     "language": language()})
        await session.closed.wait()
    finally:
        await session.async_shutdown()
    return exit_code(session.reporter)


def run_board(args: argparse.Namespace) -> int:
    """``lgdesktop host`` with a window: the board full-screen on the TV."""
    from ..cli.host import config_from_args

    config = config_from_args(args)
    start_language(args.lang)
    return runtime.run(lambda reporter: async_host_session(
        Session(reporter), config, screen=args.screen))


def run_join(args: argparse.Namespace) -> int:
    """``lgdesktop join``: find the TV and play from this laptop."""
    start_language(args.lang)
    interfaces = [args.interface] if args.interface else None
    return runtime.run(lambda reporter: async_join_session(
        Session(reporter), target=args.address, code=args.code or "", name=args.name or "",
        discovery=args.discovery, interfaces=interfaces))


def run_demo(args: argparse.Namespace) -> int:
    """``lgdesktop demo``: the board, one player window and bots, on this machine only."""
    from .demo import async_demo

    start_language(args.lang)
    return runtime.run(lambda reporter: async_demo(reporter, args))


def run_launcher(args: argparse.Namespace) -> int:
    """A bare ``lgdesktop``: host a game, join one, or play on this screen only."""
    from .launcher import async_launcher

    start_language(args.lang)
    return runtime.run(lambda reporter: async_launcher(reporter))

