"""The whole product on loopback: the host's board, one player window driven through its
controls (mouse clicks and typing), and bots in the other seats, to the end of a game."""

from __future__ import annotations

import asyncio
import itertools
import time

import pytest
from PySide6.QtQuick import QQuickWindow

from lgdesktop.app import runtime, texts
from lgdesktop.app.controllers import HostBoard, PlayerSeat
from lgdesktop.app.i18n import language
from lgdesktop.bots import HeuristicBot
from lgdesktop.net.botclient import async_run_bot
from lgdesktop.net.server import NIGHT_STEP_SECONDS, HostConfig

from .conftest import NAMES
from .controls import async_click, async_type, item

#: Players at the table (the test's window plus bots).
PLAYERS = 6
#: Speed of the host's clock: a night step lasts NIGHT_STEP_SECONDS / SPEED.
SPEED = 20.0
#: The whole game must end within this many seconds.
GAME_TIMEOUT = 120.0
#: How often the test looks at the player's screen, in seconds.
POLL = 0.03
#: Allowed error on a night step's length as seen on the board (loopback, busy CI).
STEP_TOLERANCE = 0.25


@pytest.mark.slow
def test_a_jinrou_game_from_join_to_the_end(app, english, tmp_path):
    report: dict = {}
    runtime.run(lambda reporter: _async_game(reporter, tmp_path, report))
    result = report["result"]
    assert report["errors"] == 0
    assert report["board_end"] == texts.winner_title(result["winner"])
    assert report["player_end"] == texts.winner_title(result["winner"])
    assert {"role", "night", "vote", "end"} <= report["player_screens"]
    # (the vote may close while the morning's news is still up: bots answer at once)
    assert {"lobby", "night", "morning", "tally", "end"} <= report["board_screens"]
    # A night step lasts the same on the board, whoever holds the roles and is alive.
    step = NIGHT_STEP_SECONDS / SPEED
    assert len(report["steps"]) >= 6
    for seconds in report["steps"]:
        assert abs(seconds - step) < STEP_TOLERANCE, report["steps"]
    # The board never showed a seat's role with its name before the end.
    roles = {seat["name"]: texts.role_name(seat["role"]) for seat in result["seats"]}
    for text in report["board_texts"]:
        for name, role in roles.items():
            assert not (name in text and role in text), (name, role, text)


async def _async_game(reporter, tmp_path, report: dict) -> int:
    session = runtime.Session(reporter)
    config = HostConfig(bind="127.0.0.1", port=0, room="E2E", code="1234", players=PLAYERS,
                        seed=17, speed=SPEED, discovery=False,
                        journal_path=tmp_path / "journal.sqlite")
    host = HostBoard(session, config, speed=SPEED)
    seat = PlayerSeat(session, discovery=False)
    board, player = host.model, seat.model
    board_texts: set[str] = set()
    board_screens: set[str] = set()
    step_changes: list[tuple[float, int, int]] = []

    def watch_board() -> None:
        board_screens.add(board.state["screen"])
        if board.view is not None and board.view.result is None:
            board_texts.update(board.exposed())
        clock = board.clock
        if clock is not None and clock.phase == "night":
            key = (clock.number, clock.step_index)
            if not step_changes or step_changes[-1][1:] != key:
                step_changes.append((time.monotonic(), *key))

    board.changed.connect(watch_board)
    try:
        address, port = await host.async_start()
        board_window = session.open("BoardWindow", {"board": board, "errors": reporter,
                                                    "language": language()})
        window = session.open("PlayerWindow", {"player": player, "join": seat.join,
                                               "errors": reporter, "language": language()})
        await async_type(window, "addressField", f"{address}:{port}")
        await async_type(window, "codeField", "1234")
        item(window, "nameField").setProperty("text", "")
        await async_type(window, "nameField", NAMES[0])
        await async_click(window, "joinButton")
        await _async_until(lambda: seat.join.state["joined"], seat.join)
        bots = [session.tasks.spawn(async_run_bot(address, port, "1234", name, "heuristic",
                                                  seed=index), name)
                for index, name in enumerate(NAMES[1:PLAYERS])]
        await _async_until(lambda: player.state["screen"] == "lobby"
                           and board.state["playerCount"] == PLAYERS, player, board)
        await async_click(window, "readyButton")
        await _async_until(lambda: board.state["canStart"], board)
        await async_click(board_window, "startButton")
        report["player_screens"] = await _async_play(window, player)
        result = await asyncio.wait_for(host.server.async_wait_finished(), GAME_TIMEOUT)
        await asyncio.wait_for(asyncio.gather(*bots), GAME_TIMEOUT)
        await _async_until(lambda: board.state["screen"] == "end", board)
        report.update(result=result, board_end=board.state["winnerTitle"],
                      player_end=player.state["winnerTitle"], board_texts=board_texts,
                      board_screens=board_screens, steps=_step_lengths(step_changes))
    finally:
        await seat.async_stop()
        await host.async_stop()
        await session.async_shutdown()
    report["errors"] = reporter.count
    return 0


async def _async_until(condition, *models) -> None:
    """Wait until ``condition()`` holds, looking again at each change of ``models``."""
    changed = asyncio.Event()
    for model in models:
        model.changed.connect(changed.set)
    try:
        async with asyncio.timeout(GAME_TIMEOUT):
            while not condition():
                changed.clear()
                await changed.wait()
    finally:
        for model in models:
            model.changed.disconnect(changed.set)


async def _async_play(window: QQuickWindow, player) -> set[str]:
    """Play the seat through the window until the end screen; returns the screens seen."""
    bot = HeuristicBot(0)
    seen: set[str] = set()
    chatted = asked = False
    deadline = time.monotonic() + GAME_TIMEOUT
    while player.state["screen"] != "end":
        assert time.monotonic() < deadline, "the game did not end"
        state = player.state
        screen = state["screen"]
        seen.add(screen)
        if screen == "role":
            await async_click(window, "roleCard")
            await asyncio.sleep(0.7)  # the card turns over
            await async_click(window, "gotItButton")
        elif screen in ("night", "vote", "shoot") and state["hasAction"] \
                and state["current"] < 0:
            choice = bot.decide(player.view)
            await async_click(window, f"target_{NAMES[choice.target]}")
            await _async_until(lambda: player.state["current"] >= 0
                               or not player.state["hasAction"], player)
        elif screen == "day" and state["phase"] == "day" and not asked:
            await async_click(window, "readyToVoteButton")
            asked = True
        elif screen == "ghost" and not chatted:
            await async_type(window, "chatField", "boo")
            await async_click(window, "sendButton")
            chatted = True
        if screen != "day":
            asked = False
        await asyncio.sleep(POLL)
    return seen | {"end"}


def _step_lengths(changes: list[tuple[float, int, int]]) -> list[float]:
    """Lengths of the night steps that were followed by the next step of the same night."""
    return [later[0] - earlier[0] for earlier, later in itertools.pairwise(changes)
            if later[1] == earlier[1] and later[2] == earlier[2] + 1]
