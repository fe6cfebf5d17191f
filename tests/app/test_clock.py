"""Clocks that count: the board and a laptop count each step down by themselves between the
host's Clock messages, freeze while paused, and start again from every new Clock."""

from __future__ import annotations

import math
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.shell import runtime
from lgdesktop.app.shell.controllers import HostBoard, PlayerSeat
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import Game, Timeout
from lgdesktop.net.client import GameClient
from lgdesktop.protocol import Clock

from .conftest import NAMES, RecordingPort, setup
from .controls import click, item
from .fakehost import HOST_CODE, async_until, loopback_config
from .test_qml import render, session  # noqa: F401 (fixtures)

#: Allowed difference between the time a screen counted and the time that passed, in
#: seconds (the issue's bound: one tick of the countdown plus a busy machine).
TOLERANCE = 0.3


class FakeTime:
    """A time source the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def day_game() -> Game:
    game = Game(setup(6, seed=4))
    while game.phase.value != "day":
        game.submit(None, Timeout())
    return game


def models(now: FakeTime, game: Game) -> tuple[BoardModel, PlayerModel]:
    board, player = BoardModel(now=now), PlayerModel(RecordingPort(), now=now)
    board.update_view(game.public_view())
    player.update_view(game.player_view(0))
    return board, player


def both(board: BoardModel, player: PlayerModel, clock: Clock) -> None:
    board.update_clock(clock)
    player.update_clock(clock)


def test_the_board_and_a_laptop_count_down_between_clocks(qtbot, english):
    now, game = FakeTime(), day_game()
    board, player = models(now, game)
    both(board, player, Clock("day", game.number, 60.0, False, None, 0, 0, duration=60.0))
    for model in (board, player):
        assert model.state["timeLeft"] == 60.0 and model.state["timerText"] == "1:00"
        assert model.state["timerFraction"] == 1.0
    now.now += 7.5
    qtbot.waitUntil(
        lambda: (
            board.state["timeLeft"] == pytest.approx(52.5)
            and player.state["timeLeft"] == pytest.approx(52.5)
        )
    )
    for model in (board, player):
        assert model.state["timerText"] == "0:53" and model.state["secondsLeft"] == 53
        assert model.state["timerFraction"] == pytest.approx(52.5 / 60)
    assert board.state["hasTimer"] and not board.state["paused"]


def test_a_pause_freezes_the_count_and_each_new_clock_resets_it(qtbot, english):
    now, game = FakeTime(), day_game()
    board, player = models(now, game)
    hushed: list[bool] = []
    board.hush.connect(hushed.append)
    both(board, player, Clock("day", game.number, 40.0, True, None, 0, 0, duration=60.0))
    now.now += 30.0
    for model in (board, player):
        model.refresh()
        assert model.state["paused"] and model.state["timeLeft"] == 40.0
    assert not board.countdown._timer.isActive()  # nothing ticks while paused
    both(board, player, Clock("day", game.number, 40.0, False, None, 0, 0, duration=60.0))
    now.now += 5.0
    qtbot.waitUntil(
        lambda: (
            board.state["timeLeft"] == pytest.approx(35.0)
            and player.state["timeLeft"] == pytest.approx(35.0)
        )
    )
    # An extension (or a reconnection) is a new Clock: the count starts again from it.
    both(board, player, Clock("day", game.number, 95.0, False, None, 0, 0, duration=120.0))
    assert board.state["timeLeft"] == 95.0 and player.state["timerText"] == "1:35"
    assert hushed == [True, False]


def test_the_progress_bar_uses_the_scaled_duration(english):
    """At --speed 20 a 180-second discussion lasts 9 seconds: the bar starts full."""
    now, game = FakeTime(), day_game()
    board, _ = models(now, game)
    board.update_clock(Clock("day", game.number, 9.0, False, None, 0, 0, duration=9.0))
    assert board.state["timerFraction"] == 1.0
    now.now += 4.5
    board.refresh()
    assert board.state["timerFraction"] == pytest.approx(0.5)


def test_night_steps_votes_and_shots_count_too(english):
    now = FakeTime()
    game = Game(setup(6, seed=4))
    board, player = models(now, game)
    both(board, player, Clock("night", 1, 0.5, False, "seer", 2, 6, duration=0.5))
    now.now += 0.25
    board.refresh()
    assert board.state["hasTimer"] and board.state["timerFraction"] == pytest.approx(0.5)
    assert board.state["narrationStep"] == "seer"
    while game.phase.value != "vote":
        game.submit(None, Timeout())
    board.update_view(game.public_view())
    assert not board.state["hasTimer"]  # the night's clock is not the vote's
    board.update_clock(Clock("vote", game.number, 3.0, False, None, 0, 0, duration=3.0))
    assert board.state["timerText"] == "0:03" and board.state["inGame"]


def test_the_news_on_the_tv_waits_while_paused(english):
    now, game = FakeTime(), Game(setup(6, seed=4))
    board, _ = models(now, game)
    while game.phase.value != "day":
        game.submit(None, Timeout())
    board.update_view(game.public_view())
    assert board.state["screen"] == "morning"
    timer = board._interlude_timer
    assert timer.isActive()
    board.update_clock(Clock("day", game.number, 40.0, True, None, 0, 0, duration=60.0))
    assert not timer.isActive() and board.state["screen"] == "morning"
    board.update_clock(Clock("day", game.number, 40.0, False, None, 0, 0, duration=60.0))
    assert timer.isActive()


def test_a_real_host_a_board_and_a_laptop_count_the_same_day(app, english, tmp_path):
    """On loopback: at two moments of a day the board and a laptop have counted down the
    time that passed, and a pause freezes both on the host's figure."""
    report: dict = {}

    async def main(reporter: runtime.ErrorReporter) -> int:
        tv = runtime.Session(reporter)
        host = HostBoard(
            tv,
            loopback_config(tmp_path, seed=3, speed=50.0, discussion=60.0, auto_start=True),
            speed=50.0,
        )
        seat = PlayerSeat(tv, discovery=False)
        others: list[GameClient] = []
        board, player = host.model, seat.model
        try:
            address, port = await host.async_start()
            assert await seat.async_join(address, port, HOST_CODE, NAMES[0])
            for name in NAMES[1:5]:
                client = GameClient(address, port, name=name, code=HOST_CODE, bot=True)
                await client.async_connect()
                await client.async_set_ready(True)
                others.append(client)
            player.setReady(True)
            await async_until(
                lambda: (
                    board.state["hasTimer"]
                    and board.view.phase == "day"
                    and player.state["phase"] == "day"
                    and player.state["timerText"] != ""
                ),
                board,
                player,
            )
            first = time.monotonic(), board.countdown.left(), player.countdown.left()
            await async_until(lambda: board.state["secondsLeft"] <= math.ceil(first[1]) - 2, board)
            second = time.monotonic(), board.countdown.left(), player.countdown.left()
            report["elapsed"] = second[0] - first[0]
            report["board"] = first[1] - second[1]
            report["player"] = first[2] - second[2]
            report["apart"] = abs(second[1] - second[2])
            board.togglePause()
            await async_until(
                lambda: board.state["paused"] and player.state["paused"], board, player
            )
            report["paused"] = (
                board.countdown.left(),
                player.countdown.left(),
                board.clock.seconds_left,
            )
        finally:
            for client in others:
                await client.async_close()
            await seat.async_stop()
            await host.async_stop()
            await tv.async_shutdown()
        return reporter.count

    assert runtime.run(main) == 0
    assert report["elapsed"] >= 1.0
    assert abs(report["board"] - report["elapsed"]) <= TOLERANCE, report
    assert abs(report["player"] - report["elapsed"]) <= TOLERANCE, report
    assert report["apart"] <= TOLERANCE, report
    board_left, player_left, host_left = report["paused"]
    assert board_left == player_left == host_left


def test_the_host_pauses_any_step_from_the_tv_by_button_or_key(session, messages):  # noqa: F811
    port = RecordingPort()
    board = BoardModel(port)
    game = Game(setup(6, seed=4))
    board.update_view(game.public_view())
    window = session.open(
        "BoardWindow", {"board": board, "errors": session.reporter, "language": language()}
    )
    window.requestActivate()
    render(window)
    assert board.state["screen"] == "night"
    click(window, "pauseButton")
    assert port.calls == [("timer", "pause")]
    board.update_clock(Clock("night", 1, 5.0, True, "seer", 1, 6, duration=10.0))
    render(window)
    assert item(window, "pausedBadge").isVisible()
    QTest.keyClick(window, Qt.Key.Key_P)
    board.update_clock(Clock("night", 1, 5.0, False, "seer", 1, 6, duration=10.0))
    QTest.keyClick(window, Qt.Key.Key_Space)
    assert port.calls == [("timer", "pause"), ("timer", "resume"), ("timer", "pause")]
    assert messages == [] and session.warnings == []
