"""The whole product on loopback: the host's board, one player window driven through its
controls (mouse clicks and typing), and bots in the other seats, to the end of a game.

It waits on state only (a screen, a control becoming visible and enabled), never on time, so
that it holds on a loaded machine; how long each night step lasts is measured by
``bench/step_lengths.py``, not here.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

import pytest
from PySide6.QtQuick import QQuickWindow

from lgdesktop.app.shell import runtime
from lgdesktop.app.shell.controllers import HostBoard, PlayerSeat
from lgdesktop.app.texts import texts
from lgdesktop.app.texts.i18n import language
from lgdesktop.bots import HeuristicBot
from lgdesktop.net.botclient import async_run_bot
from lgdesktop.net.server import HostConfig

from .conftest import NAMES
from .controls import async_click, async_type, item
from .fakehost import async_until

#: Players at the table (the test's window plus bots).
PLAYERS = 6
#: Speed of the host's clock (every timed step is divided by it).
SPEED = 20.0
#: The whole game must end within this many seconds.
GAME_TIMEOUT = 120.0
#: How often the test looks at the player's screen, in seconds.
POLL = 0.03


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
    # The board walked through the night's steps one by one (their lengths: bench/).
    assert report["night_steps"] >= 6
    # The board never showed a seat's role with its name before the end.
    roles = {seat["name"]: texts.role_name(seat["role"]) for seat in result["seats"]}
    for text in report["board_texts"]:
        for name, role in roles.items():
            assert not (name in text and role in text), (name, role, text)


async def _async_game(reporter, tmp_path, report: dict) -> int:
    session = runtime.Session(reporter)
    config = HostConfig(
        bind="127.0.0.1",
        port=0,
        room="E2E",
        code="1234",
        players=PLAYERS,
        seed=17,
        speed=SPEED,
        discovery=False,
        journal_path=tmp_path / "journal.sqlite",
    )
    host = HostBoard(session, config, speed=SPEED)
    seat = PlayerSeat(session, discovery=False)
    board, player = host.model, seat.model
    board_texts: set[str] = set()
    board_screens: set[str] = set()
    night_steps: set[tuple[int, int]] = set()

    def watch_board() -> None:
        board_screens.add(board.state["screen"])
        if board.view is not None and board.view.result is None:
            board_texts.update(board.exposed())
        clock = board.clock
        if clock is not None and clock.phase == "night":
            night_steps.add((clock.number, clock.step_index))

    board.changed.connect(watch_board)
    try:
        address, port = await host.async_start()
        board_window = session.open(
            "BoardWindow", {"board": board, "errors": reporter, "language": language()}
        )
        window = session.open(
            "PlayerWindow",
            {"player": player, "join": seat.join, "errors": reporter, "language": language()},
        )
        await async_type(window, "addressField", f"{address}:{port}")
        await async_type(window, "codeField", "1234")
        item(window, "nameField").setProperty("text", "")
        await async_type(window, "nameField", NAMES[0])
        await async_click(window, "joinButton")
        await async_until(lambda: seat.join.state["joined"], seat.join, within=GAME_TIMEOUT)
        bots = [
            session.tasks.spawn(
                async_run_bot(address, port, "1234", name, "heuristic", seed=index), name
            )
            for index, name in enumerate(NAMES[1:PLAYERS])
        ]
        await async_until(
            lambda: player.state["screen"] == "lobby" and board.state["playerCount"] == PLAYERS,
            player,
            board,
            within=GAME_TIMEOUT,
        )
        await async_click(window, "readyButton")
        await async_until(lambda: board.state["canStart"], board, within=GAME_TIMEOUT)
        await async_click(board_window, "startButton")
        report["player_screens"] = await _async_play(window, player)
        result = await asyncio.wait_for(host.server.async_wait_finished(), GAME_TIMEOUT)
        await asyncio.wait_for(asyncio.gather(*bots), GAME_TIMEOUT)
        await async_until(lambda: board.state["screen"] == "end", board, within=GAME_TIMEOUT)
        report.update(
            result=result,
            board_end=board.state["winnerTitle"],
            player_end=player.state["winnerTitle"],
            board_texts=board_texts,
            board_screens=board_screens,
            night_steps=len(night_steps),
        )
    finally:
        await seat.async_stop()
        await host.async_stop()
        await session.async_shutdown()
    report["errors"] = reporter.count
    return 0


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
            on_role = lambda: player.state["screen"] == "role"  # noqa: E731
            if await _async_click_when_ready(window, "roleCard", on_role):
                await _async_click_when_ready(window, "gotItButton", on_role)
        elif screen in ("night", "vote", "shoot") and state["hasAction"] and state["current"] < 0:
            choice = bot.decide(player.view)
            open_now = lambda: player.state["hasAction"] and player.state["current"] < 0  # noqa: E731
            if await _async_click_when_ready(window, f"target_{NAMES[choice.target]}", open_now):
                await async_until(
                    lambda: player.state["current"] >= 0 or not player.state["hasAction"],
                    player,
                    within=GAME_TIMEOUT,
                )
        elif screen == "day" and state["phase"] == "day" and not asked:
            # Bots may open the vote first: then the button goes, and that is fine.
            asked = await _async_click_when_ready(
                window,
                "readyToVoteButton",
                lambda: player.state["screen"] == "day" and player.state["phase"] == "day",
            )
        elif screen == "ghost" and not chatted:
            on_ghost = lambda: player.state["screen"] == "ghost"  # noqa: E731
            if await _async_click_when_ready(window, "chatField", on_ghost):
                await async_type(window, "chatField", "boo")
                chatted = await _async_click_when_ready(window, "sendButton", on_ghost)
        if screen != "day":
            asked = False
        await asyncio.sleep(POLL)
    return seen | {"end"}


def _visible(window: QQuickWindow, name: str):
    """The visible item called ``name``, or None while there is none."""
    try:
        return item(window, name)
    except AssertionError:
        return None


async def _async_click_when_ready(
    window: QQuickWindow, name: str, wanted: Callable[[], bool]
) -> bool:
    """Click the named control as soon as it is visible and enabled (a screen change or an
    animation may still be under way); False, without a click, if ``wanted()`` turns false
    first (the game moved on)."""
    async with asyncio.timeout(GAME_TIMEOUT):
        while wanted():
            target = _visible(window, name)
            if target is not None and target.isEnabled():
                try:
                    await async_click(window, name)
                except AssertionError:
                    # The control went away between the look and the click: the game
                    # moved on (e.g. the others' requests opened the vote). Look again.
                    continue
                return True
            await asyncio.sleep(POLL)
    return False
