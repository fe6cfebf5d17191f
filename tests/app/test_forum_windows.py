"""``forum``'s screens in the real windows (offscreen), with no QML warning: the Mayor's
candidacy by clicks and the TV's news of it; the wolves placing the grid by clicks (a
mate's square marked, a taken square refused), hidden until the card is held; the Thief's
colour by clicks; the vote's explicit abstention by a click, then no change button; the
TV's close time and the voters a Scapegoat chose; the pack's chat with the card only."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import NightChoice, Vote

from .apptrial import Table
from .controls import click, item
from .forum import (
    CUPID,
    MATE,
    THIEF,
    WOLF,
    close_step,
    decoys,
    elect,
    new_game,
    play,
    to_step,
    to_vote,
)
from .test_master_windows import player_window, render


def board_window(session, table: Table):
    return session.open(
        "BoardWindow", {"board": table.board, "errors": session.reporter, "language": language()}
    )


def test_the_candidacy_by_clicks_and_the_lone_candidate_on_the_tv(session, messages):
    table = Table(new_game())
    window = player_window(session, table.players[CUPID])
    render(window)
    click(window, "option_stand")
    click(window, "confirmPick")
    assert table.ports[CUPID].calls[-1][1] == Vote(option="stand")
    table.send(CUPID)
    for seat in range(table.game.players):
        if seat != CUPID:
            table.game.submit(seat, Vote(option="decline"))
    table.feed(read=False)
    tv = board_window(session, table)
    render(tv)
    assert table.board.state["screen"] == "announce"
    texts = {i.property("text") for i in _texts(tv)}
    assert "Quill stood alone and becomes Mayor." in texts
    assert messages == [] and session.warnings == []


def _texts(window):
    stack, found = [window.contentItem()], []
    while stack:
        current = stack.pop()
        if current.inherits("QQuickText") and current.isVisible():
            found.append(current)
        stack.extend(current.childItems())
    return found


def test_the_wolves_place_the_grid_by_clicks_only_with_the_card_shown(session, messages):
    table = Table(new_game())
    elect(table, CUPID)
    to_step(table, "grid_sees")
    play(table, MATE, NightChoice(option="F6"))
    wolf = table.players[WOLF]
    window = player_window(session, wolf)
    render(window)
    with pytest.raises(AssertionError):  # hidden: the same screen as everybody's
        item(window, "peekGrid")
    wolf.holdRole()
    render(window)
    assert item(window, "cell_F6").property("picks") == "Wubo"
    click(window, "cell_C3")
    click(window, "confirmPick")
    assert table.ports[WOLF].calls[-1][1] == NightChoice(option="C3")
    table.send(WOLF)
    decoys(table)
    close_step(table)
    wolf.holdRole()
    render(window)
    click(window, "cell_C3")  # the pack's "sees" square: not open to a "caught" one
    assert [row["cell"] for row in wolf.grid_rows.rows if row["mine"]] == []
    assert messages == [] and session.warnings == []


def test_the_thief_picks_a_colour_by_clicks(session, messages):
    table = Table(new_game())
    elect(table, CUPID)
    thief = table.players[THIEF]
    thief.holdRole()
    window = player_window(session, thief)
    render(window)
    colour = [row["option"] for row in thief.option_rows.rows if row["allowed"]][1]
    click(window, f"option_{colour}")
    click(window, "confirmPick")
    assert table.ports[THIEF].calls[-1][1] == NightChoice(option=colour)
    assert messages == [] and session.warnings == []


def test_the_pack_chat_shows_with_the_card_only(session, messages):
    table = Table(new_game())
    elect(table, CUPID)
    to_step(table, "grid_sees")  # a few night calls: notes that fill the notes panel
    wolf = table.players[WOLF]
    wolf.add_chat("Wubo", "Tonight, Gorf?", "pack")
    window = player_window(session, wolf)
    render(window)
    assert not any("Tonight, Gorf?" in i.property("text") for i in _texts(window))
    wolf.holdRole()
    render(window)
    assert any("Tonight, Gorf?" in i.property("text") for i in _texts(window))
    # The chat's field and button fit in its panel, and the panel in the window.
    panel, send = item(window, "teamChat"), item(window, "sendButton")
    bottom = send.mapToItem(panel, QPointF(0, send.height())).y()
    assert bottom <= panel.height() and panel.mapToScene(QPointF(0, panel.height())).y() <= (
        window.height()
    )
    assert messages == [] and session.warnings == []


def test_an_explicit_abstention_by_click_then_no_change(session, messages):
    table = Table(new_game("WVVVVSVV"))
    elect(table, 1)
    to_vote(table, 7)
    voter = table.players[2]
    window = player_window(session, voter)
    render(window)
    click(window, "option_abstain")
    click(window, "confirmPick")
    assert table.ports[2].calls[-1][1] == Vote(option="abstain")
    table.send(2)
    render(window)
    with pytest.raises(AssertionError):
        item(window, "confirmPick")
    prompt = item(window, "actionPrompt").property("text")
    assert prompt == "Your vote is cast and final: it cannot change. Waiting for the others…"
    assert messages == [] and session.warnings == []
