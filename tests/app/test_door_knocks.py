"""The knock on screen (issue 24): while somebody guesses codes at the TV's door, a laptop
turned away shows its door tag large, the TV lists the tags knocking with a button each, and
the host's click lets that laptop in. A real HostBoard and a real client over loopback, then
the lobby, a game screen and the join form rendered offscreen in French and in English."""

from __future__ import annotations

import asyncio

import msgspec
import pytest
from PySide6.QtCore import QCoreApplication

from lgdesktop.app.models.board import knock_line
from lgdesktop.app.models.joining import JoinModel
from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.shell import runtime
from lgdesktop.app.shell.controllers import HostBoard
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import Game
from lgdesktop.net.client import GameClient
from lgdesktop.net.lockout import CodeLockout
from lgdesktop.protocol import DOOR_TAG_ALPHABET, DOOR_TAG_LENGTH

from .conftest import setup
from .fakehost import HOST_CODE, async_until, loopback_config
from .layout_kit import overflowing, settle, survey
from .render_screens import lobby_state, open_lobby
from .test_lobby_layout import find


def _inside(item, container) -> bool:
    while item is not None:
        if item is container:
            return True
        item = item.parentItem()
    return False


def covered(window, notice) -> list[str]:
    """The visible texts and controls outside ``notice`` that it covers (it must cover
    none; its own line and buttons do not count)."""
    nodes = survey(window)
    mine = next(node for node in nodes if node.item is notice)
    return [
        f"{node.text or node.path}"
        for node in nodes
        if node.kind in ("text", "control")
        and not _inside(node.item, notice)
        and not node.shown.isEmpty()
        and node.shown.intersected(mine.rect).width() > 1
        and node.shown.intersected(mine.rect).height() > 1
    ]


#: Longest wait for the laptop's knock to reach the TV, and for its seat once let in, in
#: seconds (the laptop knocks every few seconds; a bound, never a pause).
KNOCK_WAIT = 30.0
#: A global guess budget that never refills during the test (seconds per guess): the door
#: stays busy for every newcomer, as under an attack.
NEVER = 3600.0


def test_the_host_lets_in_a_laptop_knocking_at_a_busy_door(app, english, tmp_path):
    seen: dict = {}

    async def main(reporter: runtime.ErrorReporter) -> int:
        session = runtime.Session(reporter)
        host = HostBoard(
            session,
            loopback_config(tmp_path),
        )
        player = None
        joining = None
        try:
            _, port = await host.async_start()
            await async_until(lambda: host.model.state["screen"] == "lobby", host.model)
            seen["before"] = host.model.state["knockLine"]
            # The board is in; from now on the budget is spent, as under an attack.
            host.server.lockout = CodeLockout(burst=0, refill_seconds=NEVER)
            player = GameClient("127.0.0.1", port, name="Ana", code=HOST_CODE)
            joining = asyncio.ensure_future(player.async_connect(patience=KNOCK_WAIT))
            await async_until(
                lambda: (
                    player.door_tag is not None
                    and host.model.state["knockLine"] == knock_line([player.door_tag])
                ),
                host.model,
                within=KNOCK_WAIT,
            )
            seen["tag"] = player.door_tag
            seen["rows"] = [row["tag"] for row in host.model.knock_rows._rows]
            host.model.letIn(player.door_tag)  # the TV's button
            await joining
            seen["seat"] = player.seat
            await async_until(lambda: host.model.state["knockLine"] == "", host.model)
        finally:
            if joining is not None:
                joining.cancel()
            if player is not None:
                await player.async_close()
            await host.async_stop()
            await session.async_shutdown()
        return reporter.count

    assert runtime.run(main) == 0
    assert seen["before"] == ""
    tag = seen["tag"]
    assert len(tag) == DOOR_TAG_LENGTH and set(tag) <= set(DOOR_TAG_ALPHABET)
    assert seen["rows"] == [tag]
    assert seen["seat"] == 0


@pytest.mark.parametrize("players", [6, 20])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_knocks_show_with_a_button_each_on_the_lobby_and_game(english, lang, size, players):
    language().choose(lang)
    session = runtime.Session(runtime.ErrorReporter())

    class Door:
        """Where the board's orders go: only ``let_in`` is expected here."""

        def __init__(self) -> None:
            self.let: list[str] = []

        def let_in(self, tag: str) -> None:
            self.let.append(tag)

    door = Door()
    window, board = open_lobby(session, *size, port=door)
    try:
        knocks = find(window.contentItem(), "lobbyKnocks")
        settle(window)
        assert not knocks.isVisible()
        board.update_door({"guesses": 12, "refused": 3480, "idle": 0})
        board.update_knocks(["KX7", "4TW", "KX7"])
        QCoreApplication.processEvents()
        settle(window)
        assert knocks.isVisible()
        line = board.state["knockLine"]
        assert "KX7 · 4TW" in line
        assert line.startswith("À la porte" if lang == "fr" else "At the door")
        button = find(knocks, "letIn_4TW")
        assert button is not None and button.isVisible()
        button.clicked.emit()
        assert door.let == ["4TW"]
        assert overflowing(window) == []
        assert covered(window, knocks) == []
        board.update_lobby(msgspec.structs.replace(lobby_state(), state="playing"))
        game = Game(setup(players, 3))  # at the largest table too
        board.update_view(game.public_view())
        QCoreApplication.processEvents()
        settle(window)
        assert board.state["screen"] == "night"
        corner = find(window.contentItem(), "knocks")
        assert corner.isVisible()
        assert find(corner, "letIn_KX7").isVisible()
        assert overflowing(window) == []
        assert covered(window, corner) == []
        assert covered(window, find(window.contentItem(), "doorNotice")) == []
        board.update_knocks([])
        QCoreApplication.processEvents()
        assert not corner.isVisible()
    finally:
        session.release()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_join_form_shows_the_door_tag_large(english, lang):
    language().choose(lang)
    session = runtime.Session(runtime.ErrorReporter())
    join = JoinModel(name="Ana", discovery=False)
    player = PlayerModel(object())
    window = session.open(
        "PlayerWindow",
        {"player": player, "join": join, "errors": session.reporter, "language": language()},
    )
    window.resize(1280, 800)
    try:
        join.update_joining()
        join.update_door_tag("KX7")
        QCoreApplication.processEvents()
        settle(window)
        line = find(window.contentItem(), "doorTagLine")
        tag = find(window.contentItem(), "doorTag")
        assert line.isVisible() and tag.isVisible()
        assert tag.property("text") == "KX7"
        assert line.property("text").startswith("Trop d’essais" if lang == "fr" else "Too many")
        assert tag.property("font").pixelSize() > line.property("font").pixelSize()
        assert not find(window.contentItem(), "stillTryingLine").isVisible()
        assert find(window.contentItem(), "cancelJoinButton").isVisible()
        assert overflowing(window) == []
        join.update_joined()
        QCoreApplication.processEvents()
        assert join.state["doorTag"] == ""
    finally:
        session.release()
