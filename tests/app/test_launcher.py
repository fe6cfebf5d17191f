"""The launcher: a click on "Play on one screen" opens the shared-screen game; closing it
ends the program cleanly; it fits a laptop's screen in both languages; it offers the game
the journal holds unfinished, and resumes it as ``lgdesktop host --resume`` does."""

from __future__ import annotations

import asyncio
import time

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication, QWindow
from PySide6.QtQuick import QQuickWindow

from lgdesktop.app.shell import launch, runtime
from lgdesktop.app.shell.controllers import HostBoard
from lgdesktop.app.shell.launcher import (
    LauncherModel,
    async_launcher,
    players_text,
    started_text,
)
from lgdesktop.app.shell.prefs import CONFIG_DIR_ENV
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import GameSetup
from lgdesktop.net.journal import (
    GameRecord,
    Interrupted,
    Journal,
    JournalSeat,
    interrupted_game,
)
from lgdesktop.net.server import HostConfig

from .controls import async_click, item
from .fitting import escaping, on_screen
from .layout_kit import overflowing, texts_of

#: The laptop screens the launcher must fit whole.
LAPTOP_SCREENS = ((1280, 720), (1366, 768), (1280, 800))
#: The longest thing the launcher may have to offer for resuming: a full anniversary table
#: of 24-character names in a 40-character room.
LONGEST_GAME = Interrupted(
    1,
    "anniversary",
    "Le grand salon des Granges-Delacroix 1er",
    ("Marie-Christine Delacroi", *(f"Jean-Baptiste Lemoine {n:02d}" for n in range(23))),
    time.time(),
)


@pytest.fixture
def hosting(tmp_path) -> HostConfig:
    """Where a host from the launcher serves in tests: loopback, any port, no discovery,
    a journal of the test's own (never the user's)."""
    return HostConfig(
        bind="127.0.0.1", port=0, discovery=False, journal_path=tmp_path / "journal.sqlite3"
    )


#: Longest wait for a window to show up, in seconds.
WINDOW_TIMEOUT = 10.0


async def _async_window(title: str):
    """The visible top-level window called ``title``, once it shows."""
    async with asyncio.timeout(WINDOW_TIMEOUT):
        while True:
            for window in QGuiApplication.topLevelWindows():
                if window.isVisible() and window.title() == title:
                    return window
            await asyncio.sleep(0.02)


def test_the_launcher_opens_the_one_screen_game(app, english, hosting):
    async def main(reporter: runtime.ErrorReporter) -> int:
        launcher = asyncio.ensure_future(async_launcher(reporter, hosting=hosting))
        window = await _async_window("Werewolf")
        assert window.screen().availableGeometry().contains(window.geometry())
        await async_click(window, "localButton")
        shared = await _async_window("Werewolf — one screen")
        assert shared.visibility() == QWindow.Visibility.Maximized  # for everybody to read
        assert shared.screen().availableGeometry().contains(shared.geometry())
        assert not any(
            other.isVisible() and other.title() == "Werewolf"
            for other in QGuiApplication.topLevelWindows()
        )  # the launcher is gone
        shared.close()
        return await launcher

    assert runtime.run(main) == 0


def test_closing_the_launcher_ends_the_program(app, english, hosting):
    async def main(reporter: runtime.ErrorReporter) -> int:
        launcher = asyncio.ensure_future(async_launcher(reporter, hosting=hosting))
        (await _async_window("Werewolf")).close()
        return await launcher

    assert runtime.run(main) == 0


@pytest.mark.parametrize("size", LAPTOP_SCREENS, ids=lambda size: "x".join(map(str, size)))
@pytest.mark.parametrize("code", ["fr", "en"])
def test_the_launcher_fits_a_laptop_in_both_languages(app, english, code, size):
    language().choose(code)
    problems: list[str] = []

    async def main(reporter: runtime.ErrorReporter) -> int:
        session = runtime.Session(reporter)
        for interrupted in (None, LONGEST_GAME):
            window = launcher_window(session, LauncherModel(interrupted=interrupted))
            window.resize(*size)
            QCoreApplication.processEvents()
            buttons = ["hostButton", "joinButton", "localButton"]
            if interrupted is not None:
                buttons += ["resumeButton", "forgetButton"]
            problems.extend(overflowing(window) + escaping(window.contentItem()))
            problems.extend(f"{name} off screen" for name in buttons if not on_screen(window, name))
            if interrupted is not None:  # the forget button asking to confirm: a longer text
                item(window, "forgetButton").setProperty("asked", True)
                QCoreApplication.processEvents()
                problems.extend(overflowing(window) + escaping(window.contentItem()))
            window.close()
        await session.async_shutdown()
        return reporter.count

    assert runtime.run(main) == 0
    assert problems == []


def test_the_resume_offer_names_a_few_players_and_when_the_game_started(english):
    assert players_text(("Zork", "Quill")) == "2 players: Zork, Quill"
    assert players_text(("Zork", "Quill", "Vexa", "Jorn", "Pryx")) == (
        "5 players: Zork, Quill, Vexa and 2 others"
    )
    assert players_text(("Zork", "Quill", "Vexa", "Jorn")) == (
        "4 players: Zork, Quill, Vexa and 1 other"
    )
    now = time.mktime((2026, 12, 1, 21, 30, 0, 0, 0, -1))
    assert started_text(now - 600, now).startswith("Started today at ")
    assert started_text(now - 2 * 86400, now).startswith("Started on ")
    assert "2026" in started_text(now - 2 * 86400, now)
    assert started_text(None, now) == ""


def unfinished_game(journal_path) -> GameRecord:
    """Journal a 5-seat jinrou game that started and never ended (the TV crashed)."""
    names = ["Zork", "Quill", "Vexa", "Jorn", "Pryx"]
    record = GameRecord(
        GameSetup.create("jinrou", names, 11, timed_nights=True),
        "Salon des Granges",
        "48213907",
        tuple(JournalSeat(name, f"token-{name}") for name in names),
        options={"players": 5},
    )
    journal = Journal(journal_path)
    journal.start_game(record)
    journal.close()
    return record


def test_the_launcher_offers_and_resumes_the_interrupted_game(app, english, hosting, monkeypatch):
    record = unfinished_game(hosting.journal_path)
    hosts: list[HostBoard] = []

    class RecordedHost(HostBoard):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            hosts.append(self)

    monkeypatch.setattr(launch, "HostBoard", RecordedHost)
    seen: dict[str, object] = {}

    async def main(reporter: runtime.ErrorReporter) -> int:
        launcher = asyncio.ensure_future(async_launcher(reporter, hosting=hosting))
        window = await _async_window("Werewolf")
        seen["offer"] = [text.property("text") for text in texts_of(item(window, "resumePanel"))]
        await async_click(window, "resumeButton")
        board_window = await _async_window("Werewolf — village board")
        (host,) = hosts
        server = host.server
        seen["resumed"] = (server.code, server.room, server.game.setup)
        seen["seats"] = [(seat.name, seat.token_hash) for seat in server.core.lobby.seats]
        board_window.close()
        return await launcher

    assert runtime.run(main) == 0
    title, started, *rest = seen["offer"]
    assert title == "Resume the interrupted game" and started.startswith("Started today at ")
    assert rest == [
        "Werewolf without cards · Salon des Granges",
        "5 players: Zork, Quill, Vexa and 2 others",
        "Resume",
        "Forget this game",
    ]
    assert seen["resumed"] == (record.code, record.room, record.setup)
    assert seen["seats"] == [(seat.name, seat.token_hash) for seat in record.seats]


def test_without_an_unfinished_game_nothing_is_offered(app, english, hosting):
    record = unfinished_game(hosting.journal_path)
    journal = Journal(hosting.journal_path)
    journal.finish(record.id)
    journal.close()
    assert interrupted_game(hosting.journal_path) is None
    assert interrupted_game(hosting.journal_path.with_name("none.sqlite3")) is None
    assert not hosting.journal_path.with_name("none.sqlite3").exists()  # none created

    async def main(reporter: runtime.ErrorReporter) -> int:
        session = runtime.Session(reporter)
        model = LauncherModel(interrupted=None)
        window = launcher_window(session, model)
        QCoreApplication.processEvents()
        assert not model.state["canResume"]
        with pytest.raises(AssertionError, match="no visible 'resumeButton'"):
            item(window, "resumeButton")
        with pytest.raises(ValueError):
            model.choose("resume", "", 0)
        assert not model.chosen.done()
        await session.async_shutdown()
        return reporter.count

    assert runtime.run(main) == 0


def launcher_window(session: runtime.Session, model: LauncherModel) -> QQuickWindow:
    return session.open(
        "LauncherWindow", {"launcher": model, "errors": session.reporter, "language": language()}
    )


def test_switching_the_language_retranslates_the_launcher(app, english, monkeypatch, tmp_path):
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path))  # no room hosted under yet
    shown: dict[str, tuple] = {}

    async def main(reporter: runtime.ErrorReporter) -> int:
        model = LauncherModel(interrupted=LONGEST_GAME)
        for code in ("en", "fr"):
            language().choose(code)
            edition = model.edition_rows.rows[model.state["editionIndex"]]["label"]
            shown[code] = (model.state["room"], edition, model.state["resumePlayers"])
        return reporter.count

    assert runtime.run(main) == 0
    assert shown["en"][0] == "Werewolf night" and shown["fr"][0] == "Soirée Loup-Garou"
    assert shown["en"][1].startswith("Werewolf without cards")
    assert shown["fr"][1].startswith("Loup-Garou sans cartes")
    assert shown["fr"][2].startswith("24 joueurs : Marie-Christine Delacroi, ")
    assert shown["fr"][2].endswith(" et 21 autres")


def test_a_game_forgotten_in_the_launcher_is_offered_no_more(app, english, hosting):
    unfinished_game(hosting.journal_path)
    seen: dict[str, object] = {}

    async def main(reporter: runtime.ErrorReporter) -> int:
        launcher = asyncio.ensure_future(async_launcher(reporter, hosting=hosting))
        window = await _async_window("Werewolf")
        await async_click(window, "forgetButton")
        seen["asked"] = item(window, "forgetButton").property("text")
        seen["kept"] = interrupted_game(hosting.journal_path) is not None  # not yet
        await async_click(window, "forgetButton")
        QCoreApplication.processEvents()
        seen["panel"] = [name for name in ("resumePanel",) if visible(window, name)]
        window.close()
        return await launcher

    assert runtime.run(main) == 0
    assert seen == {"asked": "Click again to forget it", "kept": True, "panel": []}
    assert interrupted_game(hosting.journal_path) is None  # host --resume finds none either


def visible(window: QQuickWindow, name: str) -> bool:
    try:
        item(window, name)
    except AssertionError:
        return False
    return True
