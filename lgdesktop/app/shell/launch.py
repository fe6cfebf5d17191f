"""Entry points of the windowed commands: ``lgdesktop host``, ``join``, ``demo`` and the
launcher (a bare ``lgdesktop``). Each runs one qasync loop and returns an exit code: 0 after
a clean close, 1 if an exception was reported on the way (it was logged and shown).
"""

from __future__ import annotations

import argparse
import dataclasses
import logging
import os
from typing import Any

from PySide6.QtGui import QGuiApplication, QScreen

from ...engine import SetupError, catalogue
from ...net.hosting import async_start_on_free_port, check_setup
from ...net.server import HostConfig
from ..models.joining import parse_address
from ..onescreen.local import LocalTable
from ..texts.i18n import LANGUAGES, language
from . import prefs, runtime
from .controllers import HostBoard, PlayerSeat
from .placement import LAPTOP_SIZE, TV_SIZE, open_window
from .runtime import ErrorReporter, Session

log = logging.getLogger(__name__)

#: Environment variable naming the language at start (``fr`` or ``en``).
LANGUAGE_ENV = "LGDESKTOP_LANG"


def start_language(code: str | None = None) -> None:
    """Switch to ``code`` (``--lang``), else ``$LGDESKTOP_LANG``, else the language last
    chosen in the app, else the system's (French or English); creates the application,
    which translators need. Later switches (the language buttons) are remembered."""
    runtime.application()
    system = prefs.system_language()
    wanted = code or os.environ.get(LANGUAGE_ENV) or prefs.load().language or system
    language().choose(wanted if wanted in dict(LANGUAGES) else system)
    global _remembering
    if not _remembering:
        language().changed.connect(lambda: prefs.update(language=language().code))
        _remembering = True


#: Whether language switches are already saved to the preferences (connected once).
_remembering = False


def screen_names() -> list[str]:
    """The system names of this machine's screens, as ``--screen`` takes them (the
    application is created first: Qt knows the screens only then)."""
    runtime.application()
    return [screen.name() for screen in QGuiApplication.screens()]


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


async def async_host_session(
    session: Session,
    config: HostConfig,
    *,
    screen: str | None = None,
    full_screen: bool = True,
    explicit_port: bool = False,
) -> int:
    """Serve ``config`` and show the board until its window closes.

    A taken port: the next free one (logged; the board shows the address), unless
    ``explicit_port`` (the user's ``--port``), where it raises
    :class:`~lgdesktop.net.hosting.PortInUse`. The composition
    and settings of the lobby are remembered for the next table (:func:`remember_table`);
    phones may join unless ``config`` or the TV's last choice (:attr:`.prefs.Prefs.phones`)
    says no.
    """
    host: HostBoard | None = None
    config = remember_phones(config)
    try:
        host = await async_start_on_free_port(
            lambda chosen: HostBoard(session, chosen, speed=chosen.speed),
            config,
            explicit=explicit_port,
        )
        open_window(
            session,
            "BoardWindow",
            {
                "board": host.model,
                "errors": session.reporter,
                "language": language(),
                "sound": host.sound_settings,
                "startFullScreen": full_screen,
            },
            TV_SIZE,
            screen=tv_screen(screen),
        )
        await session.closed.wait()
    finally:
        if host is not None:
            remember_table(host.model.lobby)
            await host.async_stop()
        await session.async_shutdown()
    return exit_code(session.reporter)


def remember_table(lobby: Any) -> None:
    """Save the lobby's composition (less the filler role; nothing when it is the
    recommended one) and its settings that differ from the edition's defaults."""
    if lobby is None:
        return
    edition = catalogue.edition_info(lobby.edition)
    composition = dict(lobby.composition)
    if composition == dict(lobby.recommended):
        composition = {}
    composition.pop(edition.filler_role, None)
    defaults = edition.default_settings()
    settings = {
        name: value for name, value in lobby.settings.items() if defaults.get(name) != value
    }
    prefs.update(composition=composition, settings=settings)


def remember_phones(config: HostConfig) -> HostConfig:
    """``config`` with "Phones may join" as the host last left it on the TV's lobby
    (:attr:`.prefs.Prefs.phones`); a ``config`` that says no (``--no-phones``) wins."""
    return dataclasses.replace(config, phones=config.phones and prefs.load().phones)


def remember_last_table(config: HostConfig) -> HostConfig:
    """``config`` with the remembered composition and settings, each kept only if a game
    of ``config``'s table size could start with it (a composition for 12 seats does not
    fit 6)."""
    saved = prefs.load()
    for changes in (
        {"composition": saved.composition or None, "settings": saved.settings},
        {"settings": saved.settings},
    ):
        candidate = dataclasses.replace(config, **changes)
        try:
            check_setup(candidate)
        except SetupError as error:
            log.info("not reusing the last table (%s)", error)
            continue
        return candidate
    return config


async def async_join_session(
    session: Session,
    *,
    target: str | None = None,
    code: str = "",
    name: str = "",
    discovery: bool = True,
    interfaces: list[str] | None = None,
) -> int:
    """Show the join form and the player's screens. ``target`` (``host:port``, or the link
    of the board's QR code) fills in the form's address, and its code the code (``code``
    wins); the seat joins at once when the name is known too (``name``, else the last one).
    With no ``target``, the seat this laptop still holds (:class:`~.prefs.SeatStore`) is
    taken back by itself, the form showing "Rejoining…" meanwhile."""
    saved = prefs.load()
    host, port, url_code = parse_address(target) if target else ("", 0, None)
    code, name = code or url_code or "", name or saved.player_name
    seat = PlayerSeat(
        session,
        name=name,
        code=code,
        discovery=discovery,
        interfaces=interfaces,
        seat_store=prefs.SeatStore(),
    )
    seat.join.changed.connect(lambda: _remember_join(seat))
    try:
        await seat.async_start()
        window = open_window(
            session,
            "PlayerWindow",
            {
                "player": seat.model,
                "join": seat.join,
                "errors": session.reporter,
                "language": language(),
            },
            LAPTOP_SIZE,
        )
        typed = (f"[{host}]:{port}" if ":" in host else f"{host}:{port}") if target else ""
        _prefill(window, "addressField", typed or saved.last_host)
        if target and name and code:
            await seat.async_join(host, port, code, name)
        elif not target and seat.join.state["savedRoom"]:
            seat.join.rejoin()
        await session.closed.wait()
    finally:
        await seat.async_stop()
        await session.async_shutdown()
    return exit_code(session.reporter)


async def async_local_session(session: Session, **table: Any) -> int:
    """Single-device mode: one shared screen passed around the table, maximised (everybody
    reads it)."""
    local = LocalTable(**table)
    try:
        open_window(
            session,
            "LocalWindow",
            {
                "local": local.model,
                "board": local.board,
                "player": local.player,
                "errors": session.reporter,
                "language": language(),
                "sound": local.sound_settings,
            },
            TV_SIZE,
            maximise=True,
        )
        await session.closed.wait()
    finally:
        await session.async_shutdown()
    return exit_code(session.reporter)


def _remember_join(seat: PlayerSeat) -> None:
    """Once seated, remember the name and the host's address for the next join form."""
    client = seat.client
    if seat.join.state["joined"] and client is not None:
        saved = prefs.load()
        name = client.name or saved.player_name  # (a seat taken back sends no name)
        if (saved.player_name, saved.last_host) != (name, client.address):
            prefs.update(player_name=name, last_host=client.address)


def _prefill(window: Any, name: str, text: str) -> None:
    """Type ``text`` into the window's empty text field called ``name``, if it has one."""
    stack = [window.contentItem()]
    while stack:
        current = stack.pop()
        if current.objectName() == name:
            if not current.property("text"):
                current.setProperty("text", text)
            return
        stack.extend(current.childItems())


def run_board(
    config: HostConfig,
    *,
    screen: str | None = None,
    lang: str | None = None,
    explicit_port: bool = False,
    remembered_table: bool = False,
) -> int:
    """``lgdesktop host`` with a window: the board full-screen on the TV (on ``screen``,
    by its system name). ``remembered_table``: start from the last table's composition and
    settings where they fit (the command line set none)."""
    if remembered_table:
        config = remember_last_table(config)
    start_language(lang)
    return runtime.run(
        lambda reporter: async_host_session(
            Session(reporter), config, screen=screen, explicit_port=explicit_port
        )
    )


def run_join(args: argparse.Namespace) -> int:
    """``lgdesktop join``: find the TV and play from this laptop."""
    start_language(args.lang)
    interfaces = [args.interface] if args.interface else None
    return runtime.run(
        lambda reporter: async_join_session(
            Session(reporter, screenshot=args.screenshot),
            target=args.address,
            code=args.code or "",
            name=args.name or "",
            discovery=args.discovery,
            interfaces=interfaces,
        )
    )


def run_demo(args: argparse.Namespace) -> int:
    """``lgdesktop demo``: the board, one player window and bots, on this machine only."""
    from .demo import async_demo

    start_language(args.lang)
    return runtime.run(lambda reporter: async_demo(reporter, args))


def run_launcher(args: argparse.Namespace) -> int:
    """A bare ``lgdesktop``: host a game, join one, or play on this screen only."""
    from .launcher import async_launcher

    start_language(args.lang)
    return runtime.run(lambda reporter: async_launcher(reporter, screenshot=args.screenshot))
