"""The TV lobby fits: at 1280x720, 1920x1080 and 3840x2160, in French and in English, no
text is cut or runs out of its box, the join code and the QR code stay in their card at the
largest table, no text is under the sofa's minimum, the marks have a legend, a role at 0
keeps a bright +, and a kick asks first."""

from __future__ import annotations

import msgspec
import pytest
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.models.joining import JoinModel
from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.shell import runtime
from lgdesktop.app.texts import presenters, texts
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import get_edition
from lgdesktop.protocol import LobbySeat, LobbyState

from .conftest import RecordingPort
from .controls import click_on, find, scene_rect
from .layout_kit import EDITIONS, outside, overflowing, settle, survey, texts_of
from .render_screens import (
    LONG_CODE,
    LONG_NAME,
    SIZES,
    TV_SIZES,
    largest_lobby_state,
    lobby_state,
    open_join,
    open_lobby,
)

#: The least text size on the TV at its 1920x1080 design size (read from a sofa 3 m away):
#: the theme's ``boardSmall``.
SOFA_PIXELS = 30
#: Glyphs drawn as marks rather than read (a drop-down's arrow).
MARKS = {"▼"}


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


@pytest.mark.parametrize("size", TV_SIZES)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_largest_lobby_keeps_its_code_and_qr_code_in_their_card(english, lang, size):
    """24 seats with 24-character names, an 8-digit code: the code is whole and inside the
    join card, the QR code under it and inside too, no text anywhere is cut, and none is
    smaller than the sofa's minimum at the design size."""
    language().choose(lang)
    session = runtime.Session(runtime.ErrorReporter())
    window, _board = open_lobby(session, *size, largest_lobby_state())
    try:
        assert overflowing(window) == []
        card = scene_rect(find(window.contentItem(), "joinCard"))
        code = find(window.contentItem(), "joinCode")
        qr = find(window.contentItem(), "joinQr")
        assert code.property("text") == LONG_CODE and not code.property("truncated")
        painted = code.mapRectToScene(
            QRectF(
                (code.width() - code.property("paintedWidth")) / 2,
                0,
                code.property("paintedWidth"),
                code.property("paintedHeight"),
            )
        )
        for rect in (painted, scene_rect(qr)):
            assert card.contains(rect), (rect, card)
        assert scene_rect(qr).top() >= painted.bottom()  # the QR code is under the code
        assert qr.width() >= 200  # big enough to scan from the sofa (design pixels)
        lobby = find(window.contentItem(), "boardLobby")
        small = [
            (text.property("text"), text.property("font").pixelSize())
            for text in texts_of(lobby)
            if text.property("text") not in MARKS
            and text.property("font").pixelSize() < SOFA_PIXELS
        ]
        assert small == []
        assert LONG_NAME in [t.property("text") for t in texts_of(lobby)]
    finally:
        session.release()


def test_removing_a_player_asks_first(english, qtbot):
    """One click on a chip's ✕ only asks "Remove … from the table?"; Cancel keeps the
    player, Remove removes them."""
    port = RecordingPort()
    session = runtime.Session(runtime.ErrorReporter())
    window, _board = open_lobby(session, *SIZES[0], largest_lobby_state(), port)
    try:
        confirm = find(window.contentItem(), "kickConfirm")
        assert not confirm.isVisible()
        click_on(window, find(window.contentItem(), f"remove_{LONG_NAME}"))
        assert confirm.isVisible() and port.calls == []
        question = find(confirm, "kickQuestion")
        assert question.property("text") == f"Remove {LONG_NAME} from the table?"
        click_on(window, find(confirm, "kickCancel"))
        assert not confirm.isVisible() and port.calls == []
        click_on(window, find(window.contentItem(), f"remove_{LONG_NAME}"))
        QTest.keyClick(window, Qt.Key.Key_Escape)
        QCoreApplication.processEvents()
        assert not confirm.isVisible() and port.calls == []
        click_on(window, find(window.contentItem(), f"remove_{LONG_NAME}"))
        click_on(window, find(confirm, "kickConfirmButton"))
        assert not confirm.isVisible() and port.calls == [("kick", 0)]
    finally:
        session.release()


def test_the_host_adds_and_removes_computer_players_from_the_lobby(english):
    port = RecordingPort()
    session = runtime.Session(runtime.ErrorReporter())
    state = msgspec.structs.replace(lobby_state(), max_players=16)
    window, _board = open_lobby(session, *SIZES[0], state, port)
    try:
        add, remove = (
            find(window.contentItem(), name) for name in ("addBotButton", "removeBotButton")
        )
        assert add.isVisible() and add.isEnabled() and remove.isEnabled()  # 4 bots seated
        click_on(window, add)
        click_on(window, remove)
        assert port.calls == [("add_bot", "Bot 1"), ("remove_bot",)]
    finally:
        session.release()


def overlapping_texts(item: QQuickItem) -> list[str]:
    """Pairs of visible texts under ``item`` that cover one another."""
    shown = [(text.property("text"), scene_rect(text)) for text in texts_of(item)]
    return [
        f"{a!r} over {b!r}"
        for index, (a, rect) in enumerate(shown)
        for b, other in shown[index + 1 :]
        if rect.intersected(other).width() > 1 and rect.intersected(other).height() > 1
    ]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_roles_in_play_never_overlap_on_the_laptop_nor_the_tv(english, lang):
    """Anniversary's 28 characters, names as long as "Knight with the Rusty Sword": on a
    1280x720 laptop (columns) and on the TV (one editable column), no role's name, count
    or blurb runs over another, and none is cut."""
    language().choose(lang)
    every = {role.id: 1 for role in get_edition("anniversary").roles}
    assert len(every) == 28
    state = msgspec.structs.replace(largest_lobby_state(), composition=every)
    session = runtime.Session(runtime.ErrorReporter())
    try:
        join = JoinModel(name="Zork", discovery=False)
        player = PlayerModel(object())
        laptop = session.open(
            "PlayerWindow",
            {"player": player, "join": join, "errors": session.reporter, "language": language()},
        )
        laptop.resize(1280, 720)
        join.update_joined()
        player.update_seat(0)
        player.update_lobby(state)
        QCoreApplication.processEvents()
        tv, _board = open_lobby(session, 1280, 720, state)
        for window in (laptop, tv):
            grid = find(window.contentItem(), "rolesGrid")
            assert len(list(texts_of(grid))) >= 2 * len(every)  # every name and count
            assert overlapping_texts(grid) == []
            assert overflowing(window) == []
    finally:
        session.release()


def edition_lobby(edition_id: str) -> LobbyState:
    """:func:`largest_lobby_state` for ``edition_id``: its largest table, its recommended
    roles."""
    edition = get_edition(edition_id)
    state = largest_lobby_state()
    deck = edition.recommended_setup(edition.max_players)
    return msgspec.structs.replace(
        state,
        edition=edition.id,
        max_players=edition.max_players,
        seats=state.seats[: edition.max_players],
        composition=deck,
        recommended=deck,
    )


#: The TV lobby's lists that scroll (LobbyScroll's objectName).
LOBBY_LISTS = ("seatView", "compositionView", "settingsView")


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_lobbys_lists_show_whole_rows_and_even_buttons(english, lang, edition):
    """At each edition's largest table: a list longer than its room stops above the first
    row it would cut (no name, setting or role cut in half at the bottom), shows its scroll
    bar, and takes no more than its room; the buttons side by side are equally high; the
    deck's roles come before those at ×0; the preset box names the recommended roles."""
    language().choose(lang)
    session = runtime.Session(runtime.ErrorReporter())
    window, _board = open_lobby(session, 1920, 1080, edition_lobby(edition), RecordingPort())
    try:
        settle(window)
        scrolling = []
        for name in LOBBY_LISTS:
            view = find(window.contentItem(), name)
            bottom = scene_rect(view).top() + view.property("shown")
            cut = [
                row
                for row in view.property("rows").childItems()
                if row.isVisible()
                and row.height() > 0
                and scene_rect(row).top() < bottom - 1 < scene_rect(row).bottom() - 2
            ]
            assert cut == [], name
            assert view.property("shown") <= view.height() + 1, name
            bar = find(view, "lobbyScrollBar")
            assert bar.isVisible() == view.property("scrolls"), name
            if view.property("scrolls"):
                scrolling.append(name)
        assert "compositionView" in scrolling  # every edition's roles to edit are a long list
        for pair in (("addBotButton", "removeBotButton"), ("recommendedButton", "startButton")):
            heights = {find(window.contentItem(), name).height() for name in pair}
            assert len(heights) == 1, (pair, heights)
        grid = find(window.contentItem(), "rolesGrid")
        counts = [row.property("count") for row in grid.childItems() if row.property("role")]
        playing = sum(1 for n in counts if n)
        assert playing and all(counts[:playing]) and not any(counts[playing:])
        presets = find(window.contentItem(), "presetChoice")  # anniversary's
        if presets.isVisible():
            recommended = {"en": "Recommended roles", "fr": "Rôles conseillés"}[lang]
            assert presets.property("displayText") == recommended
    finally:
        session.release()


def test_the_tvs_language_switch_scales_with_the_board(english):
    """The TV's language buttons read at the sofa's size of the 1080p design, at 720p and
    at 4K alike (scaled with the board, not fixed window pixels)."""
    session = runtime.Session(runtime.ErrorReporter())
    window, _board = open_lobby(session, 1280, 720)
    try:
        for width, height in ((1280, 720), (3840, 2160)):
            window.resize(width, height)
            QCoreApplication.processEvents()
            scale = min(width / 1920, height / 1080)
            switch = find(window.contentItem(), "boardLanguages")
            names = [text for text in texts_of(switch) if text.property("text") == "English"]
            drawn = names[0].property("font").pixelSize() * switch.scale()
            assert drawn >= SOFA_PIXELS * scale - 0.5, (width, drawn)
    finally:
        session.release()
