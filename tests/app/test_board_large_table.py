"""The TV at the largest table (24 seats, 24-character names), at 720p, 1080p and 4K: the
tally keeps its outcome on screen under its first rows and a count of the others, the end
keeps its buttons whole and opens its story at the first line, and every text of a game
screen is at least the board's smallest size."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.models.board_interludes import Interlude
from lgdesktop.app.shell import runtime
from lgdesktop.app.texts import presenters
from lgdesktop.app.texts.i18n import language
from lgdesktop.app.texts.texts import role_name
from lgdesktop.engine import HOST, Game, GameSetup, Timeout, Vote
from lgdesktop.protocol import Clock

from .controls import item, scene_rect
from .large_table import (
    LONG_NAMES,
    TV_SIZES,
    board_window,
    scatter_votes,
    setup,
    to_day_vote,
    watch,
)
from .layout_kit import settle

#: A deck with a Raven (whose bonus a setting keeps secret), villagers filling the rest.
RAVEN_DECK = {"raven": 1, "werewolf": 5, "seer": 1}
#: The board's smallest text at its 1920x1080 design size (``Theme.boardSmall``).
SMALLEST_PX = 30


@pytest.fixture
def session(qapp) -> Iterator[runtime.Session]:
    session = runtime.Session(runtime.ErrorReporter())
    yield session
    session.release()


@pytest.fixture(params=["en", "fr"])
def lang(request) -> Iterator[str]:
    language().choose(request.param)
    yield request.param
    language().choose("en")


def tally_board(*, banish: bool, edition: str = "anniversary", **settings: str) -> BoardModel:
    """A board on the tally of a day vote at 24 seats where each voter named the next (one
    row per voter), the second banished with ``banish``."""
    game = Game(setup(edition, **settings))
    to_day_vote(game)
    board = BoardModel(object())
    board.update_view(game.public_view())
    scatter_votes(game, banish=banish)
    board.update_view(game.public_view())
    assert board.screen == "tally"
    return board


def inside(window: QQuickWindow, target: QQuickItem) -> bool:
    """``target`` lies whole inside the window (a pixel of rounding allowed)."""
    rect = scene_rect(target)
    return (
        rect.top() >= -1
        and rect.left() >= -1
        and rect.bottom() <= window.height() + 1
        and rect.right() <= window.width() + 1
    )


def shown(window: QQuickWindow, prefix: str) -> list[QQuickItem]:
    """The visible items whose name starts with ``prefix``."""
    found, stack = [], [window.contentItem()]
    while stack:
        current = stack.pop()
        if not current.isVisible():
            continue
        if current.objectName().startswith(prefix):
            found.append(current)
        stack.extend(current.childItems())
    return found


def texts(window: QQuickWindow) -> Iterator[QQuickItem]:
    stack = [window.contentItem()]
    while stack:
        current = stack.pop()
        if current.isVisible():
            if current.inherits("QQuickText") and current.property("text"):
                yield current
            stack.extend(current.childItems())


@pytest.mark.parametrize("size", TV_SIZES)
@pytest.mark.parametrize("banish", [False, True])
def test_a_tally_of_24_names_keeps_its_outcome_under_the_first_rows(session, lang, size, banish):
    board = tally_board(banish=banish)
    window = board_window(session, board, size)
    rows = len(board.tally_rows.rows)
    assert rows >= 22
    verdict, others, area = (
        item(window, "tallyVerdict"),
        item(window, "tallyOthers"),
        item(window, "tallyRows"),
    )
    assert verdict.property("text") == board.state["tallyText"] != ""
    assert inside(window, verdict)
    drawn = shown(window, "tallyRow_")
    assert 0 < len(drawn) < rows
    hidden = rows - len(drawn)
    assert str(hidden) in others.property("text")
    # The rows drawn are the first ones, whole, above the count of the others, itself
    # above the outcome.
    names = {row.objectName().removeprefix("tallyRow_") for row in drawn}
    assert names == {row["name"] for row in board.tally_rows.rows[: len(drawn)]}
    bottom = max(scene_rect(row).bottom() for row in drawn)
    assert bottom <= scene_rect(others).top() + 1
    assert scene_rect(others).bottom() <= scene_rect(area).bottom() + 1
    assert scene_rect(area).bottom() <= scene_rect(verdict).top() + 1
    if banish:  # the banished leads: first, in bold
        assert board.tally_rows.rows[0]["leading"] and board.state["tallyMost"] == 2
    window.close()


def test_a_short_tally_shows_every_row_and_no_count(session, english):
    game = Game(setup("anniversary"))
    to_day_vote(game)
    board = BoardModel(object())
    board.update_view(game.public_view())
    voters = list(game.public_view().vote.voters)
    for voter in voters:
        game.submit(voter, Vote(voters[0] if voter != voters[0] else voters[1]))
    if game.phase.value == "vote":
        game.submit(HOST, Timeout())
    board.update_view(game.public_view())
    window = board_window(session, board, (1920, 1080))
    assert len(shown(window, "tallyRow_")) == len(board.tally_rows.rows) == 2
    assert shown(window, "tallyOthers") == []
    window.close()


def test_a_secret_tally_keeps_its_totals_hidden_and_the_banished_first(session, english):
    """The anniversary's hidden Raven (its bonus kept secret): the tally lists ballots
    only, no count, no bar; the eliminated row comes first whatever its seat, so that a
    screen too short for every row keeps it; the outcome stays on screen."""
    checked: list[int] = []

    def look(board: BoardModel) -> None:
        rows = board.tally_rows.rows
        secret = board.screen == "tally" and not any(row["votesText"] for row in rows)
        if not secret or len(rows) < 12 or not any(row["leading"] for row in rows) or checked:
            return
        assert board.state["tallyMost"] == 0
        leading = [row["leading"] for row in rows]
        assert leading == sorted(leading, reverse=True)  # the eliminated first
        window = board_window(session, board, (1920, 1080))
        assert inside(window, item(window, "tallyVerdict"))
        drawn = shown(window, "tallyRow_")
        assert f"tallyRow_{rows[0]['name']}" in {row.objectName() for row in drawn}
        window.close()
        checked.append(len(rows))

    game = Game(setup("anniversary", 2, RAVEN_DECK, raven_public="no"))
    watch(game, look, seed=2)
    assert checked


def ended_board() -> BoardModel:
    """A board on the end of a 24-seat thiercelieux game played by bots."""
    return watch(Game(setup("thiercelieux", seed=24)), lambda board: None, seed=24)


@pytest.mark.parametrize("size", TV_SIZES)
def test_the_end_at_24_seats_pins_its_buttons_and_fits_its_roles(session, lang, size):
    board = ended_board()
    window = board_window(session, board, size)
    end = item(window, "roster").parentItem().parentItem().parentItem()
    assert end.property("paged")
    roster = item(window, "roster")
    buttons = [item(window, "sameTableButton"), item(window, "newTableButton")]
    for button in buttons:
        assert inside(window, button)
        # Whole, a margin under them: not pushed to the bottom edge.
        assert scene_rect(button).bottom() < window.height() * 0.99
        assert scene_rect(roster).bottom() <= scene_rect(button).top() + 1
    assert inside(window, roster)
    # The roles take turns with the story; the story opens at its first line.
    end.setProperty("page", 1)
    QCoreApplication.processEvents()
    recap = item(window, "recap")
    assert not roster.isVisible() and recap.isVisible()
    assert recap.property("contentY") == 0
    assert recap.property("overflow") > 0 and recap.property("cycleMs") > 0
    first = min(
        (t for t in texts(window) if recap.isAncestorOf(t)), key=lambda t: scene_rect(t).top()
    )
    assert first.property("text") == board.recap_rows.rows[0]["title"]
    assert scene_rect(first).top() >= scene_rect(recap).top() - 1
    for button in buttons:
        assert scene_rect(recap).bottom() <= scene_rect(button).top() + 1
    window.close()


def test_every_text_of_a_game_at_24_seats_is_large_enough(session, lang):
    """Each screen of a 24-seat game, at the design size: no text under 30 px."""
    window: list[QQuickWindow] = []
    seen: set[str] = set()

    def look(board: BoardModel) -> None:
        if board.screen in seen:
            return
        seen.add(board.screen)
        if not window:
            window.append(board_window(session, board, (1920, 1080)))
        QCoreApplication.processEvents()
        small = [
            (board.screen, t.property("text"), t.property("font").pixelSize())
            for t in texts(window[0])
            if 0 < t.property("font").pixelSize() < SMALLEST_PX
        ]
        assert small == []

    watch(Game(setup("anniversary", seed=3)), look, seed=3)
    assert {"night", "morning", "day", "vote", "tally", "end"} <= seen
    window[0].close()


def test_the_pause_button_explains_itself_in_large_letters(session, qtbot, english):
    """Under the mouse the pause button shows a label (not a small native tooltip) in the
    board's smallest size at least, inside the window."""
    game = Game(setup("jinrou"))
    board = BoardModel(object())
    board.update_view(game.public_view())
    window = board_window(session, board, (1280, 720))
    button = item(window, "pauseButton")
    centre = button.mapToScene(QPointF(button.width() / 2, button.height() / 2)).toPoint()
    QTest.mouseMove(window, QPoint(5, window.height() - 5))  # from elsewhere, onto it
    QTest.mouseMove(window, centre)
    qtbot.waitUntil(lambda: bool(shown(window, "pauseHint")))
    hint = shown(window, "pauseHint")[0]
    assert inside(window, hint)
    label = next(t for t in texts(window) if hint.isAncestorOf(t))
    assert "P or Space" in label.property("text")
    assert label.property("font").pixelSize() >= SMALLEST_PX
    window.close()


@pytest.mark.parametrize("size", TV_SIZES)
def test_a_morning_of_six_deaths_at_24_seats_holds(session, lang, size):
    """Six cards on the news of a 24-seat table (the dead of a finished game, every card
    shown), above 24 seats in six lines at most: everything inside the window, the cards
    above the seats."""
    board = ended_board()
    dead = [seat.seat for seat in board.view.seats if not seat.alive and seat.role][:6]
    assert len(dead) == 6
    board.interludes.append(Interlude("morning", board.view.number, dead))
    board.refresh()
    assert board.screen == "morning" and len(board.dead_card_rows.rows) == 6
    window = board_window(session, board, size)
    cards, line = item(window, "deadCards"), item(window, "deathsLine")
    chips = shown(window, "chipName_")
    assert len(chips) == 24
    assert inside(window, cards) and inside(window, line)
    assert all(inside(window, chip) for chip in chips)
    assert scene_rect(cards).bottom() <= min(scene_rect(chip).top() for chip in chips)
    # Each chip (the name's row's parent) starts a line of the strip at most six times.
    lines = {round(scene_rect(chip.parentItem().parentItem()).top()) for chip in chips}
    assert len(lines) <= 6
    window.close()


def painted_rect(text: QQuickItem) -> QRectF:
    """The scene rectangle a centred text's letters cover (not its whole box)."""
    width, height = text.property("paintedWidth"), text.property("paintedHeight")
    left = (text.width() - width) / 2
    return text.mapRectToScene(QRectF(left, 0, width, height))


@pytest.mark.parametrize("edition", ["thiercelieux", "anniversary"])
def test_the_moon_never_covers_the_night_narration_at_24_seats(session, lang, edition):
    """Every narration line of a 24-seat game's nights (the seats in four lines or more),
    at 720p, 1080p and 4K: its letters stay clear of the moon, whole in their box, inside
    the window and above the seats."""
    session.engine.singletonInstance("LgUi", "Theme").setProperty("motion", False)
    # One window resized to each size at each check: three windows open for the whole
    # game would each follow every step of it (a third of the run apiece).
    windows: list[QQuickWindow] = []
    lines: set[str] = set()

    def check(board: BoardModel) -> None:
        (window,) = windows
        for width, height in TV_SIZES:
            window.resize(width, height)
            settle(window)
            line, moon = item(window, "narrationLine"), item(window, "nightMoon")
            assert line.property("text") == board.state["narrationLine"]
            letters = painted_rect(line)
            assert not letters.intersects(scene_rect(moon)), line.property("text")
            assert line.property("paintedHeight") <= line.height() + 1
            assert inside(window, line)
            chips = shown(window, "chipName_")
            assert len(chips) == 24
            assert letters.bottom() <= min(scene_rect(chip).top() for chip in chips)

    def look(board: BoardModel) -> None:
        if board.screen != "night":
            return
        if not windows:
            windows.append(board_window(session, board, TV_SIZES[0]))
        steps = presenters.night_steps(board.view.narration)
        for index, step in enumerate(steps):  # each line the host's clock steps through
            number = board.view.number
            board.update_clock(Clock("night", number, 10.0, False, step, index, len(steps)))
            if board.state["narrationLine"] not in lines:
                lines.add(board.state["narrationLine"])
                check(board)

    watch(Game(setup(edition, seed=24)), look, seed=24)
    assert len(lines) >= 4
    for window in windows:
        window.close()


@pytest.mark.parametrize("edition", ["thiercelieux", "anniversary"])
def test_the_news_after_the_end_keeps_the_cards_hidden_until_the_end_screen(english, edition):
    """The news the TV plays once the game has ended (its last deaths, a last vote) shows
    the cards as the game under way showed them, on the seats and on the dead's cards: no
    card the end revealed, so the verdict comes first; the end screen then shows them all."""
    before: dict[int, str] = {}  # the seats' cards on the last screen of the game under way
    after: list[str] = []

    def look(board: BoardModel) -> None:
        labels = {
            row["seat"]: row["roleLabel"] for row in board.player_rows.rows if row["roleLabel"]
        }
        if board.view.result is None:
            before.clear()
            before.update(labels)
            return
        if board.screen == "end":
            assert len(labels) == 24
            return
        after.append(board.screen)
        deaths = board.interludes[0].deaths
        assert set(labels) <= set(before) | set(deaths) and len(labels) < 24
        assert all(labels.get(seat) == card for seat, card in before.items())
        cards = {row["seat"] for row in board.dead_card_rows.rows}
        assert cards <= set(deaths) and cards <= set(labels)

    watch(Game(setup(edition, seed=24)), look, seed=24)
    assert after, "no news after the end: another seed"


@pytest.mark.parametrize("seed", range(4))
def test_a_one_night_vote_keeps_every_card_for_the_end_screen(english, seed):
    """One Night shows no card before its end: the vote's tally and a last shot, played
    once the game has ended, name the eliminated and the shot without their cards; the
    end screen then reveals all 12."""
    names = list(LONG_NAMES[:12])
    game = Game(GameSetup.create("one_night", names, seed, timed_nights=True))
    after: list[str] = []

    def look(board: BoardModel) -> None:
        if board.view.result is None or board.screen == "end":
            return
        after.append(board.screen)
        assert not any(row["roleLabel"] for row in board.player_rows.rows)
        assert board.dead_card_rows.rows == []
        card_lines = [board.state["tallyRole"], board.state["tallyDeaths"]]
        card_lines.append(board.state["deathsLine"])
        for seat, role in enumerate(board.view.result.roles):
            assert not any(names[seat] in line and role_name(role) in line for line in card_lines)

    board = watch(game, look, seed=seed)
    assert "tally" in after
    assert board.screen == "end" and len(board.reveal_rows.rows) == 12
