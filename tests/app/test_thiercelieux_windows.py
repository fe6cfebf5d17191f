"""``thiercelieux``'s screens in the real windows (offscreen), with no QML warning: the
Little Girl's grid picked and confirmed by clicks, hidden until she holds her card; the
Witch's potions by clicks; the Thief's card; each death's card on the TV; the lobby's
warning below eight players."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import HOST, NightChoice, Timeout

from .apptrial import Table
from .controls import click, item
from .test_master_windows import player_window, render
from .test_thiercelieux_app import lobby
from .thier import GIRL, THIEF, WITCH, WOLF, decoys, new_game, pack_takes, to_step


def test_the_little_girls_grid_by_clicks_only_with_her_card_shown(session, messages):
    table = Table(new_game())
    to_step(table, "werewolf")
    girl = table.players[GIRL]
    window = player_window(session, girl)
    render(window)
    with pytest.raises(AssertionError):  # hidden: the same screen as everybody's
        item(window, "peekGrid")
    girl.holdRole()
    render(window)
    click(window, "cell_C4")
    assert [row["cell"] for row in girl.grid_rows.rows if row["mine"]] == ["C4"]
    assert item(window, "cell_C4").property("color").name() != (
        item(window, "cell_C5").property("color").name()
    )
    with pytest.raises(AssertionError):  # her power takes no player: none listed
        item(window, "target_Zork")
    click(window, "confirmPick")
    assert table.ports[GIRL].calls[-1][1] == NightChoice(option="C4")
    assert messages == [] and session.warnings == []


def test_the_witch_saves_and_poisons_by_clicks(session, messages):
    table = Table(new_game())
    pack_takes(table, 2)
    witch = table.players[WITCH]
    witch.holdRole()
    window = player_window(session, witch)
    render(window)
    assert "Tonight's victim: Vexa." in item(window, "actionPrompt").property("text")
    with pytest.raises(AssertionError):  # no center card for her power
        item(window, "card_0")
    click(window, "option_save")
    click(window, "target_Jorn")
    click(window, "confirmPick")
    assert table.ports[WITCH].calls[-1][1] == NightChoice(seats=(WOLF,), option="save")
    language().choose("fr")
    render(window)
    assert "Victime de cette nuit : Vexa." in item(window, "actionPrompt").property("text")
    assert messages == [] and session.warnings == []


def test_the_thief_takes_a_center_card_by_clicks(session, messages):
    table = Table(new_game())
    to_step(table, "thief")
    thief = table.players[THIEF]
    thief.holdRole()
    window = player_window(session, thief)
    render(window)
    click(window, "card_0")
    click(window, "confirmPick")
    assert table.ports[THIEF].calls[-1][1] == NightChoice(cards=(0,))
    assert messages == [] and session.warnings == []


def test_the_dead_are_silent_without_ghost_chat(session, messages):
    table = Table(new_game())
    pack_takes(table, 2)
    decoys(table)
    table.game.submit(HOST, Timeout())
    table.feed()
    ghost = table.players[2]
    window = player_window(session, ghost)
    render(window)
    assert ghost.state["screen"] == "ghost" and ghost.state["chatChannel"] == ""
    with pytest.raises(AssertionError):
        item(window, "ghostChat")
    talkative = Table(new_game(ghost_chat="yes"))
    pack_takes(talkative, 2)
    decoys(talkative)
    talkative.game.submit(HOST, Timeout())
    talkative.feed()
    assert talkative.players[2].state["chatChannel"] == "dead"
    assert messages == [] and session.warnings == []


def test_each_death_shows_its_card_on_the_tv(session, messages):
    table = Table(new_game())
    pack_takes(table, 2)
    decoys(table)
    table.game.submit(HOST, Timeout())
    table.feed(read=False)
    window = session.open(
        "BoardWindow", {"board": table.board, "errors": session.reporter, "language": language()}
    )
    render(window)
    assert table.board.state["screen"] == "morning"
    cards = item(window, "deadCards")
    assert cards.isVisible() and cards.width() > 0
    texts = set()
    stack = [cards]
    while stack:
        current = stack.pop()
        if current.inherits("QQuickText"):
            texts.add(current.property("text"))
        stack.extend(current.childItems())
    assert {"Vexa", "Seer"} <= texts
    assert messages == [] and session.warnings == []


def test_the_lobby_warns_below_eight_players_on_the_tv(session, messages):
    board = BoardModel(object())
    board.update_lobby(lobby({"werewolf": 2}, 6))
    window = session.open(
        "BoardWindow", {"board": board, "errors": session.reporter, "language": language()}
    )
    QCoreApplication.processEvents()
    render(window)
    warning = item(window, "playerWarning")
    assert warning.property("text") == "This edition is best played with 8 to 18 players."
    assert messages == [] and session.warnings == []
