"""Fixtures of the app's tests: a Qt application, English texts, and in-process games."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QtMsgType, qInstallMessageHandler

from lgdesktop.app.shell.prefs import CONFIG_DIR_ENV
from lgdesktop.app.shell.runtime import ErrorReporter, Session, application
from lgdesktop.app.texts.i18n import language
from lgdesktop.bots import make_bot
from lgdesktop.engine import HOST, Game, GameSetup, Timeout
from lgdesktop.logs import LOG_DIR_ENV

#: Seat names that appear in no product text, so a search for a name finds only that seat.
NAMES = (
    "Zork",
    "Quill",
    "Vexa",
    "Jorn",
    "Pryx",
    "Wubo",
    "Kelv",
    "Mizu",
    "Trub",
    "Yssa",
    "Gorf",
    "Hulm",
    "Dwyx",
    "Fenk",
    "Nube",
    "Ozzy",
    "Rilk",
    "Sapo",
    "Tuvi",
    "Ulmo",
)
#: Every jinrou role in one 16-seat composition (villagers fill the rest).
ALL_ROLES = {
    "werewolf": 2,
    "seer": 1,
    "bodyguard": 1,
    "medium": 1,
    "madman": 1,
    "fox": 1,
    "psychopath": 1,
    "baker": 1,
    "lover": 2,
    "nekomata": 1,
    "hunter": 1,
}


class RecordingPort:
    """A BoardPort or PlayerPort that records every call (name and arguments)."""

    def __init__(self):
        self.calls: list[tuple] = []

    def __getattr__(self, name):
        return lambda *args: self.calls.append((name, *args))


@pytest.fixture(scope="session", autouse=True)
def private_folders(tmp_path_factory):
    """Preferences and logs of the app's tests go to a temporary folder, never the user's."""
    folder = tmp_path_factory.mktemp("user")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(CONFIG_DIR_ENV, str(folder / "config"))
        patch.setenv(LOG_DIR_ENV, str(folder / "log"))
        yield folder


@pytest.fixture(scope="session")
def app():
    """The process's QApplication, set up as the product does."""
    return application()


@pytest.fixture
def session(app):
    """A window session of the app (its windows released after the test)."""
    session = Session(ErrorReporter())
    yield session
    session.release()


@pytest.fixture
def english(app):
    """Texts in English during the test and after it (a test may switch to French)."""
    language().choose("en")
    yield
    language().choose("en")


@pytest.fixture
def messages(english) -> Iterator[list[str]]:
    """Every warning Qt prints during the test (QML warnings and binding loops included)."""
    caught: list[str] = []

    def handler(kind, context, message):
        if kind not in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg):
            caught.append(message)

    previous = qInstallMessageHandler(handler)
    yield caught
    qInstallMessageHandler(previous)


def setup(players: int, seed: int, **kwargs) -> GameSetup:
    """A timed-nights jinrou game (as the living-room host plays it) with :data:`NAMES`."""
    return GameSetup.create("jinrou", list(NAMES[:players]), seed, timed_nights=True, **kwargs)


def drive(
    game: Game, after: Callable[[Game], None], *, strategy: str = "heuristic", seed: int = 0
) -> Game:
    """Play ``game`` to its end with bots; ``after(game)`` runs after every accepted input.

    The host's clock is played by the loop: a Timeout whenever nobody owes an input (the
    discussion) or nobody answered (a timed night once everybody chose).
    """
    bots = [make_bot(strategy, seed * 64 + seat) for seat in range(game.players)]
    after(game)
    while not game.ended:
        acted = False
        for seat in game.awaited():
            choice = bots[seat].decide(game.player_view(seat))
            if choice is not None and not game.ended:
                game.submit(seat, choice)
                acted = True
                after(game)
        if not acted and not game.ended:
            game.submit(HOST, Timeout())
            after(game)
    return game
