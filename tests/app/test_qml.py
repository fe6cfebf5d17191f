"""Every QML file loads, and every screen of every window renders, with no QML warning."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtQml import QQmlComponent

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.models.joining import JoinModel
from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.onescreen.local import LocalTable
from lgdesktop.app.shell import runtime
from lgdesktop.app.shell.launcher import LauncherModel
from lgdesktop.app.shell.paths import QML_DIR
from lgdesktop.app.shell.sound import audio_output_found
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import Game
from lgdesktop.net.discovery import FoundHost
from lgdesktop.protocol import Clock, LobbySeat, LobbyState

from .conftest import ALL_ROLES, NAMES, drive, setup
from .controls import local_window


@pytest.fixture
def session(app):
    session = runtime.Session(runtime.ErrorReporter())
    yield session
    session.release()


def render(window) -> None:
    QCoreApplication.processEvents()
    assert not window.grabWindow().isNull()


def lobby(seats: int, state: str = "lobby") -> LobbyState:
    return LobbyState(
        room="Salon",
        edition="jinrou",
        state=state,
        max_players=16,
        seats=[LobbySeat(i, NAMES[i], i % 2 == 0, True, i > 5) for i in range(seats)],
        composition=ALL_ROLES | {"villager": 3},
        settings={},
        recommended={},
        addresses=["10.0.0.5:47800"],
        code="4821",
    )


def test_every_qml_file_compiles(session, messages):
    # Qt Multimedia's backend says what this machine lacks (no PipeWire, no PulseAudio)
    # as it starts: the app starts it under its own log, as here (the sound deck's
    # MediaPlayer would start it otherwise).
    audio_output_found()
    files = sorted(QML_DIR.glob("*.qml"))
    assert len(files) > 25
    for path in files:
        component = QQmlComponent(session.engine, QUrl.fromLocalFile(str(path)))
        assert component.isReady(), (path.name, component.errorString())
    assert messages == []


def test_the_board_window_renders_every_screen(session, messages):
    board = BoardModel(object())
    board.update_lobby(lobby(16))
    window = session.open(
        "BoardWindow", {"board": board, "errors": session.reporter, "language": language()}
    )
    render(window)
    seen = {board.state["screen"]}
    board.update_lobby(lobby(16, "playing"))

    def after(game: Game) -> None:
        board.update_view(game.public_view())
        phase = game.phase.value
        board.update_clock(
            Clock(phase, game.number, 42.0, False, "seer" if phase == "night" else None, 2, 8)
        )
        while True:
            if board.state["screen"] not in seen:
                seen.add(board.state["screen"])
                render(window)
            if not board.interludes:
                break
            board.next_interlude()

    drive(Game(setup(16, seed=4, composition=ALL_ROLES)), after)
    language().choose("fr")
    render(window)
    assert {"lobby", "night", "morning", "day", "vote", "tally", "end"} <= seen
    assert messages == [] and session.warnings == []


def test_the_player_window_renders_every_screen(session, messages):
    join = JoinModel(discovery=True)
    player = PlayerModel(object())
    window = session.open(
        "PlayerWindow",
        {"player": player, "join": join, "errors": session.reporter, "language": language()},
    )
    render(window)
    join.update_hosts([FoundHost("a", "Salon", "10.0.0.9", 47800, 1, "lobby", 3, 8)])
    join.update_failed("wrong code")
    render(window)
    join.update_joined()
    player.update_seat(0)
    player.update_lobby(lobby(8))
    render(window)
    seen = {"lobby"}
    game = Game(setup(8, seed=9, composition={"werewolf": 2, "seer": 1, "hunter": 1}))

    def after(game: Game) -> None:
        player.update_view(game.player_view(0))
        if player.state["screen"] not in seen:
            seen.add(player.state["screen"])
            render(window)
        if player.state["screen"] == "role":
            player.acknowledgeRole()
        if player.state["screen"] == "ghost" and player.chat_rows.count == 0:
            player.add_chat("Quill", "boo")
            render(window)

    player.update_status("reconnecting")
    drive(game, after, seed=9)
    assert {"lobby", "role", "night", "day", "vote", "end"} <= seen
    assert messages == [] and session.warnings == []


def test_the_one_screen_window_renders_every_stage(session, messages):
    table = LocalTable(seed=3)
    window = local_window(session, table)
    for name in NAMES[:5]:
        table.board.addPlayer(name)
    render(window)
    table.board.start()
    QCoreApplication.processEvents()
    assert table.model.state["stage"] == "pass"
    render(window)
    table.model.reveal()
    render(window)
    assert messages == [] and session.warnings == []


def test_the_launcher_window_renders(app, messages):
    async def main(reporter):
        session = runtime.Session(reporter)
        launcher = LauncherModel()
        window = session.open(
            "LauncherWindow", {"launcher": launcher, "errors": reporter, "language": language()}
        )
        render(window)
        launcher.choose("host", "Chez nous", 30)
        assert launcher.state["players"] == 20 and await launcher.chosen == "host"
        await session.async_shutdown()
        return 0

    assert runtime.run(main) == 0
    assert messages == []
