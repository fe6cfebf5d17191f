"""Every screen of every edition holds at its smallest and largest table: long names, an
8-digit code, French and English, the TV at 720p and 4K, a laptop at 1280x720 (see
:mod:`.layout_kit` for the checks and the tour of real games).

Set ``LAYOUT_FINDINGS=path`` to append every problem found to ``path`` as well.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

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
    small_board_texts,
    table_sizes,
    tour,
)

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
        return [
            f"{self.context} {where} [{' | '.join(screens)}]: {line}"
            for (where, line), screens in self.screens.items()
        ]

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
