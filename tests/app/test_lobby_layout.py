"""The TV lobby fits: at 1920x1080 and 1280x720, in French and in English, no text is cut
or runs out of its box, the marks have a legend, and a role at 0 keeps a bright +."""

from __future__ import annotations

import msgspec
import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.shell import runtime
from lgdesktop.app.texts import presenters, texts
from lgdesktop.app.texts.i18n import language
from lgdesktop.protocol import LobbySeat

from .layout_kit import outside, overflowing, settle, survey
from .render_screens import SIZES, lobby_state, open_join, open_lobby


def find(item: QQuickItem, name: str) -> QQuickItem | None:
    for child in item.childItems():
        if child.objectName() == name:
            return child
        found = find(child, name)
        if found is not None:
            return found
    return None


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_lobby_fits_the_tv(english, lang, size):
    language().choose(lang)
    session = runtime.Session(runtime.ErrorReporter())
    window, _board = open_lobby(session, *size)
    try:
        assert overflowing(window) == []
        legend = find(window.contentItem(), "lobbyLegend")
        assert legend.isVisible() and "⚙" in legend.property("text")
        assert "✕" in legend.property("text")
        more = find(window.contentItem(), "more_baker")  # the Baker is at 0
        assert more.isVisible() and more.isEnabled() and more.opacity() == 1
        timer = find(window.contentItem(), "timer_discussion_seconds")
        assert timer.property("displayText") == "3 min"  # a unit, not "180"
    finally:
        session.release()


def test_every_role_has_a_one_line_description(english):
    rows = presenters.composition_rows("jinrou", {}, every_role=True)
    for lang in ("fr", "en"):
        language().choose(lang)
        for row in presenters.composition_rows("jinrou", {}, every_role=True):
            blurb = texts.role_blurb(row["role"])
            assert blurb and len(blurb) <= 70, (lang, row["role"], blurb)
    assert {row["role"] for row in rows} == set(texts.ROLE_BLURBS)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_join_form_fits_and_explains(english, lang):
    """With discovery off, "Games nearby" says what to do; the language buttons sit clear
    of the title; a broken address is a hint with the real port."""
    language().choose(lang)
    session = runtime.Session(runtime.ErrorReporter())
    window, join, _player = open_join(session)
    try:
        assert overflowing(window) == []
        hint = find(window.contentItem(), "nearbyHint")
        assert hint.isVisible() and hint.property("text")
        assert "47800" in join.state["error"]
        title = find(window.contentItem(), "joinTitle")
        switch = find(window.contentItem(), "languageSwitch")
        top_left = switch.mapToItem(title, 0, 0)
        assert top_left.x() >= title.width() or top_left.y() >= title.height()
    finally:
        session.release()


def test_times_read_with_their_unit(english):
    rows = {row["name"]: row for row in presenters.setting_rows("jinrou", {}, {})}
    assert rows["discussion_seconds"]["valueLabel"] == "3 min"
    assert [texts.length(s) for s in (150, 45, 0)] == ["2 min 30 s", "45 s", "0 min"]


def test_the_marks_explain_themselves_under_the_mouse(english, qtbot):
    session = runtime.Session(runtime.ErrorReporter())
    window, _board = open_lobby(session, *SIZES[0])
    try:
        remove = find(window.contentItem(), "remove_Zork")
        tip = next(child for child in remove.children() if child.inherits("QQuickToolTip"))
        assert tip.property("text") == "Remove Zork from the table"
        centre = remove.mapToScene(remove.boundingRect().center()).toPoint()
        QTest.mouseMove(window, centre)
        qtbot.waitUntil(lambda: tip.property("visible"))
    finally:
        session.release()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_demo_one_night_lobby_fits_the_tv(english, lang):
    """The demo's one_night table (two rows of seats, every role listed, two-line blurbs in
    French) keeps the Start button and the join panel on the screen: the roles scroll, and
    the room's name shrinks to fit rather than being cut."""
    language().choose(lang)
    session = runtime.Session(runtime.ErrorReporter())
    board = BoardModel(object())
    deck = {
        "werewolf": 2,
        "minion": 1,
        "seer": 1,
        "robber": 1,
        "troublemaker": 1,
        "drunk": 1,
        "insomniac": 1,
        "villager": 1,
        "tanner": 1,
        "hunter": 1,
    }
    names = ("Alex", "Amélie", "Bastien", "Chloé", "Damien", "Élodie", "Fabien", "Gaëlle")
    seats = [LobbySeat(i, name, i > 0, True, i > 0) for i, name in enumerate(names)]
    board.update_lobby(
        msgspec.structs.replace(  # the demo's table: two rows of seats
            lobby_state(),
            room="Village de démonstration",
            edition="one_night",
            max_players=8,
            seats=seats,
            composition=deck,
        )
    )
    window = session.open(
        "BoardWindow", {"board": board, "errors": session.reporter, "language": language()}
    )
    try:
        for width, height in SIZES:
            window.resize(width, height)
            QCoreApplication.processEvents()
            settle(window)
            assert outside(survey(window)) == []
            assert overflowing(window) == []  # the room's name too
            start = find(window.contentItem(), "startButton")
            assert start.isVisible()
    finally:
        session.release()
