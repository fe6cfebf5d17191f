"""The game master's controls on the TV: Esc leaves full screen, and the day marks the
seats that asked for the vote (not every seat)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QWindow
from PySide6.QtTest import QTest

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.shell import runtime
from lgdesktop.app.texts import presenters
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import HOST, Game, Timeout
from lgdesktop.protocol import LobbySeat, LobbyState

from .conftest import NAMES, setup


def test_escape_leaves_full_screen(english, qtbot):
    session = runtime.Session(runtime.ErrorReporter())
    board = BoardModel(object())
    window = session.open(
        "BoardWindow", {"board": board, "errors": session.reporter, "language": language()}
    )
    window.showFullScreen()
    qtbot.waitUntil(lambda: window.visibility() == QWindow.Visibility.FullScreen)
    window.requestActivate()
    qtbot.waitUntil(window.isActive)
    QTest.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.visibility() != QWindow.Visibility.FullScreen)
    session.release()


def test_the_day_marks_who_asked_for_the_vote(english):
    game = Game(setup(6, seed=1))
    while game.phase.value != "day":
        game.submit(HOST, Timeout())
    seats = [LobbySeat(i, NAMES[i], True, True, False) for i in range(6)]
    board = BoardModel(object())
    board.update_lobby(
        LobbyState(
            room="Salon",
            edition="jinrou",
            state="playing",
            max_players=6,
            seats=seats,
            composition={},
            settings={},
            recommended={},
            addresses=[],
            code="4821",
            vote_requests=[1, 4],
        )
    )
    board.update_view(game.public_view())
    assert [row["seat"] for row in board.player_rows.rows if row["ready"]] == [1, 4]
    assert presenters.asked_to_vote(board.lobby, "night") == set()
