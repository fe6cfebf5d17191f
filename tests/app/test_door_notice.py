"""The TV's discreet notice of the host's door: the board model's counts after real refused
connections (a wrong code, a flood of one address beyond its cap), and the one small line
on the lobby and night screens, in French and in English, only once a count is above 0."""

from __future__ import annotations

import asyncio
import contextlib
import socket

import msgspec
import pytest
from PySide6.QtCore import QCoreApplication

from lgdesktop.app.models.board import door_line
from lgdesktop.app.shell import runtime
from lgdesktop.app.shell.controllers import HostBoard
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import Game
from lgdesktop.net.client import GameClient, RequestRefused
from lgdesktop.net.limits import MAX_PENDING_PER_ADDRESS

from .conftest import drive, setup
from .fakehost import async_until, loopback_config
from .layout_kit import overflowing, settle, survey
from .render_screens import lobby_state, open_lobby
from .test_lobby_layout import find


def covered(window, notice) -> list[str]:
    """The visible texts and controls the notice covers (it must cover none)."""
    nodes = survey(window)
    mine = next(node for node in nodes if node.item is notice)
    return [
        f"{node.text or node.path}"
        for node in nodes
        if node.kind in ("text", "control")
        and node.item is not notice
        and not node.shown.isEmpty()
        and node.shown.intersected(mine.rect).width() > 1
        and node.shown.intersected(mine.rect).height() > 1
    ]


#: Longest wait for the door's counts to reach the TV, in seconds (they are reported once
#: a second at most).
REPORT_WAIT = 15.0


def _loopback_aliases_work() -> bool:
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.9", 0))
        except OSError:
            return False
    return True


@pytest.mark.skipif(not _loopback_aliases_work(), reason="needs 127.0.0.0/8 on loopback")
def test_the_tv_counts_what_its_door_turned_away(app, english, tmp_path):
    seen: dict = {}

    async def main(reporter: runtime.ErrorReporter) -> int:
        session = runtime.Session(reporter)
        host = HostBoard(
            session,
            loopback_config(tmp_path),
        )
        flood = []
        try:
            _, port = await host.async_start()
            await async_until(lambda: host.model.state["screen"] == "lobby", host.model)
            seen["before"] = host.model.state["doorLine"]
            intruder = GameClient("127.0.0.1", port, name="Zork", code="9999")
            with pytest.raises(RequestRefused):
                await intruder.async_connect()
            for _ in range(MAX_PENDING_PER_ADDRESS + 2):  # silent sockets of one address
                flood.append(
                    await asyncio.open_connection("127.0.0.1", port, local_addr=("127.0.0.7", 0))
                )
            door = host.server.door
            await async_until(
                lambda: (
                    door.guesses >= 1
                    and door.refused >= 2
                    and host.model.state["doorLine"] == door_line(**door.as_dict())
                ),
                host.model,
                within=REPORT_WAIT,
            )
            seen["counts"] = door.as_dict()
            seen["line"] = host.model.state["doorLine"]
        finally:
            for _, writer in flood:
                writer.close()
            await host.async_stop()
            await session.async_shutdown()
        return reporter.count

    assert runtime.run(main) == 0
    assert seen["before"] == ""
    assert seen["counts"]["guesses"] == 1 and seen["counts"]["refused"] == 2
    assert seen["line"] == "Door: 1 wrong codes · 2 refused · 0 closed silent"


def drive_to_day(game: Game) -> None:
    """Play the first night with bots until the day's discussion."""

    class Stop(Exception):
        pass

    def after(played: Game) -> None:
        if played.public_view().phase == "day":
            raise Stop

    with contextlib.suppress(Stop):
        drive(game, after)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_notice_is_one_small_line_on_the_lobby_night_and_day(english, lang, size):
    language().choose(lang)
    session = runtime.Session(runtime.ErrorReporter())
    window, board = open_lobby(session, *size)
    try:
        notice = find(window.contentItem(), "lobbyDoorNotice")
        settle(window)
        assert not notice.isVisible()  # nothing happened at the door: nothing said
        board.update_door({"guesses": 12, "refused": 3480, "idle": 57})
        QCoreApplication.processEvents()
        settle(window)
        assert notice.isVisible()
        text = notice.property("text")
        assert "12" in text and "3480" in text and "57" in text
        assert ("codes faux" in text) == (lang == "fr")
        assert notice.property("lineCount") == 1
        assert overflowing(window) == []
        assert covered(window, notice) == []
        board.update_lobby(msgspec.structs.replace(lobby_state(), state="playing"))
        board.update_view(Game(setup(6, 3)).public_view())
        QCoreApplication.processEvents()
        settle(window)
        assert board.state["screen"] == "night"
        assert not notice.isVisible()
        notice = find(window.contentItem(), "doorNotice")
        assert notice.isVisible() and notice.property("text") == text
        assert overflowing(window) == []
        assert covered(window, notice) == []
        game = Game(setup(6, 3))
        drive_to_day(game)
        board.update_view(game.public_view())
        while board.interludes:
            board.next_interlude()
        QCoreApplication.processEvents()
        settle(window)
        assert board.state["screen"] == "day"
        assert notice.isVisible() and covered(window, notice) == []
    finally:
        session.release()
