"""Every screen of every edition holds at its smallest and largest table: long names, an
8-digit code, French and English, the TV at 720p and 4K, a laptop at 1280x720 (see
:mod:`.layout_kit` for the checks and the tour of real games).

To stay within a few minutes, every window lives for the whole module (one per watched
seat, its models handed over at each game), each screen is checked once per key of the
tour, and the TV at 4K once per kind of screen: the board draws its 1920x1080 design
scaled to the window, so what 720p shows of the design 4K shows too (the 4K pass catches
what is drawn at the window's own scale: the language buttons, the banners).

Set ``LAYOUT_FINDINGS=path`` to append every problem found to ``path`` as well.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtQml import QQmlComponent

from lgdesktop.app.shell import runtime
from lgdesktop.app.texts.i18n import language

from .layout_kit import (
    EDITIONS,
    LANGUAGES,
    TV_SIZES,
    Screen,
    Windows,
    join_models,
    lobby_models,
    problems,
    settle,
    small_board_texts,
    table_sizes,
    tour,
)

#: Screens named on a problem's line (the same problem shows on every vote, every seat...).
NAMED_SCREENS = 3
#: Where to append the problems found, besides the failure message (unset: nowhere).
FINDINGS = os.environ.get("LAYOUT_FINDINGS")


@pytest.fixture(scope="module")
def windows(app) -> Iterator[Windows]:
    session = runtime.Session(runtime.ErrorReporter())
    yield Windows(session)
    session.release()
    language().choose("en")


class Findings:
    """Problems found in one test, each once with every screen it was seen on."""

    def __init__(self, context: str):
        self.context = context
        self.screens: dict[tuple[str, str], list[str]] = {}

    def add(self, where: str, screen: str, lines: list[str]) -> None:
        for line in lines:
            self.screens.setdefault((where, line), []).append(screen)

    def lines(self) -> list[str]:
        """One line per problem: where, the first screens it was seen on, what."""
        found = []
        for (where, line), screens in self.screens.items():
            more = len(screens) - NAMED_SCREENS
            named = " | ".join(screens[:NAMED_SCREENS]) + (f" | +{more} more" if more > 0 else "")
            found.append(f"{self.context} {where} [{named}]: {line}")
        return found

    def report(self, title: str) -> str:
        """The failure message (and the lines appended to :data:`FINDINGS`)."""
        found = self.lines()
        if FINDINGS and found:
            with open(FINDINGS, "a", encoding="utf-8") as out:
                out.write("".join(f"{line}\n" for line in found))
        return f"{len(found)} {title}:\n" + "\n".join(found)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", ["smallest", "largest"])
@pytest.mark.parametrize("edition", EDITIONS)
def test_every_screen_holds(windows, edition, size, lang):
    """The lobby with every role, the join form and every screen a real game shows on
    the TV and on the laptops of a wolf, a power, a villager and a dead seat: no text
    cut, outside its window or panel, or over another; every control reachable."""
    language().choose(lang)
    players = table_sizes(edition)[size == "largest"]
    found = Findings(f"{edition} {players} seats {lang}")
    at_4k: set[str] = set()

    def visit(screen: Screen) -> None:
        sizes = None
        if screen.window == "board" and screen.kind in at_4k:
            sizes = TV_SIZES[:1]
        at_4k.add(screen.kind)
        for window, where in windows.shown(screen, sizes):
            found.add(where, screen.name, problems(window))

    for screen in (*lobby_models(edition, players), *join_models()):
        visit(screen)
    tour(edition, players, visit)
    assert not found.screens, found.report("layout problems")


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_tv_text_is_readable_from_the_sofa(windows, edition):
    """At the largest table, in French, no text of any TV screen is under 30 px of the
    board's 1080p design (BoardView scales the design to the TV)."""
    language().choose("fr")
    players = table_sizes(edition)[1]
    found = Findings(f"{edition} {players} seats fr")

    def visit(screen: Screen) -> None:
        if screen.window != "board":
            return
        for window, where in windows.shown(screen, TV_SIZES[:1]):  # in design units
            found.add(where, screen.name, small_board_texts(window))

    for screen in lobby_models(edition, players):
        visit(screen)
    tour(edition, players, visit, seats=False)
    assert not found.screens, found.report("TV texts too small")


#: A window with one problem of each kind (and look-alikes that are fine), named by
#: objectName: what each check must report, and nothing else.
SAMPLE_QML = b"""
import QtQuick
import QtQuick.Controls.Basic
Window {
    width: 400; height: 300; visible: true
    Text { objectName: "elided"; width: 60; text: "longer than its box"; elide: Text.ElideRight }
    Text { objectName: "mayElide"; property bool elideOk: true; y: 20; width: 60
           text: "a text that may be cut"; elide: Text.ElideRight }
    Text { objectName: "beyond"; x: 360; y: 40; text: "past the right edge" }
    Text { objectName: "first"; y: 80; text: "one text" }
    Text { objectName: "second"; x: 12; y: 84; text: "over it" }
    Text { objectName: "faded"; x: 100; y: 80; opacity: 0; text: "unseen, over nothing" }
    Text { objectName: "hidden"; x: 100; y: 80; visible: false; text: "hidden, over nothing" }
    Button { objectName: "covered"; x: 200; y: 100; width: 80; height: 40; text: "Go" }
    Rectangle { objectName: "cover"; x: 190; y: 90; width: 100; height: 60; color: "black" }
    ListView {
        objectName: "rows"; y: 150; width: 150; height: 60; clip: true; model: 10
        delegate: Button { objectName: "row"; text: "row " + index }
    }
    Flickable {
        x: 200; y: 200; width: 100; height: 50; clip: true; contentHeight: 50
        Button { objectName: "lost"; y: 80; text: "Lost" }
    }
}
"""


#: Every objectName of :data:`SAMPLE_QML`.
NAMES_IN_SAMPLE = (
    "elided",
    "mayElide",
    "beyond",
    "first",
    "second",
    "faded",
    "hidden",
    "covered",
    "cover",
    "rows",
    "row",
    "lost",
)


def test_each_check_finds_its_problem_and_nothing_else(windows):
    """Elided (not when it may be), past the window, two texts over each other (not an
    invisible one), a button under a rectangle, a button beyond what its view scrolls to;
    rows a list scrolls to are fine."""
    component = QQmlComponent(windows.session.engine)
    component.setData(SAMPLE_QML, QUrl())
    window = component.create()
    assert window is not None, component.errorString()
    try:
        settle(window)
        found = problems(window)
        named = {line.split(": ")[0]: set() for line in found}
        for line in found:
            named[line.split(": ")[0]] |= {
                name for name in NAMES_IN_SAMPLE if f"/{name} " in line or f"/{name}/" in line
            }
        assert named == {
            "cut": {"elided"},
            "outside": {"beyond", "lost"},
            "overlap": {"first", "second"},
            "unreachable": {"covered", "cover", "lost"},
        }, "\n".join(found)
    finally:
        window.close()
        window.deleteLater()
