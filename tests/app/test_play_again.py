"""Play again: the TV's end screen offers it; the laptops follow the table back to the lobby
without joining again, or back to the join form when the host opens a new table."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.onescreen.local import LocalTable
from lgdesktop.app.shell.controllers import PlayerSeat
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import Game
from lgdesktop.protocol import Error

from .conftest import NAMES, RecordingPort, drive, setup
from .controls import click
from .fakehost import FakeHost, async_until, lobby, run_seated
from .test_local import play_to_the_end
from .test_qml import render, session  # noqa: F401 (fixtures)

PLAYERS = 5


def test_the_board_and_a_laptop_go_back_to_the_lobby_and_play_again(english):
    board, player = BoardModel(RecordingPort()), PlayerModel(RecordingPort())
    player.update_seat(0)
    player.update_lobby(lobby(PLAYERS, ready=True))
    board.update_lobby(lobby(PLAYERS, ready=True))
    for model in (board, player):
        model.update_lobby(lobby(PLAYERS, state="playing", ready=True, game_number=1))

    def after(game: Game) -> None:
        board.update_view(game.public_view())
        player.update_view(game.player_view(0))
        player.acknowledgeRole()

    drive(Game(setup(PLAYERS, seed=1)), after)
    while board.interludes:
        board.next_interlude()
    assert (board.state["screen"], player.state["screen"]) == ("end", "end")
    for model in (board, player):
        model.update_lobby(lobby(PLAYERS, state="lobby", ready=False, game_number=1))
    assert (board.state["screen"], player.state["screen"]) == ("lobby", "lobby")
    assert player.state["inLobby"] and not player.state["ready"]
    assert not player.state["roleSeen"] and board.view is None and player.view is None
    assert [row["ready"] for row in board.player_rows.rows] == [False] * PLAYERS
    # The second game: the role card first, and the board's news from the new game only.
    for model in (board, player):
        model.update_lobby(lobby(PLAYERS, state="playing", ready=True, game_number=2))
    second = Game(setup(PLAYERS, seed=2))
    board.update_view(second.public_view())
    player.update_view(second.player_view(0))
    assert (board.state["screen"], player.state["screen"]) == ("night", "role")
    assert not board.interludes


def test_the_end_screen_offers_to_play_again(session, messages):  # noqa: F811
    port = RecordingPort()
    board = BoardModel(port)
    board.update_lobby(lobby(PLAYERS, state="playing", ready=True, game_number=1))
    drive(Game(setup(PLAYERS, seed=3)), lambda game: board.update_view(game.public_view()))
    while board.interludes:
        board.next_interlude()
    window = session.open(
        "BoardWindow", {"board": board, "errors": session.reporter, "language": language()}
    )
    render(window)
    assert board.state["screen"] == "end"
    click(window, "sameTableButton")
    click(window, "newTableButton")
    assert port.calls == [("play_again", True), ("play_again", False)]
    assert messages == [] and session.warnings == []


def test_a_laptop_follows_the_table_back_to_the_lobby_without_joining_again(app, english):
    async def script(host: FakeHost, seat: PlayerSeat, report: dict) -> None:
        player = seat.model
        await host.async_send(lobby(PLAYERS, ready=True))
        await async_until(lambda: player.state["screen"] == "lobby", player)
        await host.async_send(lobby(PLAYERS, state="playing", ready=True, game_number=1))
        game = drive(Game(setup(PLAYERS, seed=4)), lambda game: None)
        await host.async_send_view(game.player_view(0))
        await async_until(lambda: player.state["screen"] == "role", player)
        player.acknowledgeRole()
        report["end"] = player.state["screen"]
        report["waiting"] = player.state["status"]
        await host.async_send(lobby(PLAYERS, state="lobby", ready=False, game_number=1))
        await async_until(lambda: player.state["screen"] == "lobby", player)
        report["ready"] = player.state["ready"]
        report["joined"] = seat.join.state["joined"]
        await host.async_send(lobby(PLAYERS, state="playing", ready=True, game_number=2))
        await host.async_send_view(Game(setup(PLAYERS, seed=5)).player_view(0))
        await async_until(lambda: player.state["screen"] == "role", player)
        report["hellos"] = len(host.hellos)

    report = run_seated(script)
    assert report == {
        "end": "end",
        "waiting": "connected",
        "ready": False,
        "joined": True,
        "hellos": 1,
    }


def test_a_new_table_brings_the_join_form_back_with_a_translated_reason(app, english):
    async def script(host: FakeHost, seat: PlayerSeat, report: dict) -> None:
        await host.async_send(lobby(PLAYERS, state="playing", ready=True, game_number=1))
        game = drive(Game(setup(PLAYERS, seed=6)), lambda game: None)
        await host.async_send_view(game.player_view(0))
        await async_until(lambda: seat.model.view is not None, seat.model)
        language().choose("fr")
        await host.async_send(Error("new_table", "every seat is freed", fatal=True))
        await async_until(lambda: not seat.join.state["joined"], seat.join)
        report["error"] = seat.join.state["error"]

    report = run_seated(script)
    assert report["error"].startswith("L'hôte a ouvert une nouvelle table")


def test_one_screen_plays_again_with_the_same_players(english):
    table = LocalTable(seed=2)
    for name in NAMES[:5]:
        table.board.addPlayer(name)
    table.board.start()
    play_to_the_end(table)
    assert table.board.state["screen"] == "end"
    table.board.playAgain(True)
    QCoreApplication.processEvents()
    assert table.board.state["screen"] == "lobby" and table.board.state["playerCount"] == 5
    table.board.start()
    QCoreApplication.processEvents()
    assert table.model.state["stage"] == "pass"
    table.model.reveal()
    assert table.player.state["screen"] == "role"  # a new deal: every card shown again
    play_to_the_end(table)
    table.board.playAgain(False)
    QCoreApplication.processEvents()
    assert table.board.state["screen"] == "lobby" and table.board.state["playerCount"] == 0
