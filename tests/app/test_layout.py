"""Every screen of every edition holds at its smallest and largest table: long names, an
8-digit code, French and English, the TV at 720p and 4K, a laptop at 1280x720 (see
:mod:`.layout_kit` for the checks and the tour of real games).

Set ``LAYOUT_FINDINGS=path`` to append every problem found to ``path`` as well.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from PySide6.QtQuick import QQuickWindow

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.shell import runtime
from lgdesktop.app.texts.i18n import language

from .layout_kit import (
    LAPTOP_SIZE,
    TV_SIZES,
    Screen,
    join_models,
    joined,
    lobby_models,
    problems,
    settle,
    small_board_texts,
    table_sizes,
    tour,
)

EDITIONS = ("jinrou", "one_night", "thiercelieux", "forum", "anniversary")
LANGUAGES = ("fr", "en")
#: Where to append the problems found, besides the failure message (unset: nowhere).
FINDINGS = os.environ.get("LAYOUT_FINDINGS")


class Windows:
    """One board window and one laptop window for the whole module: each screen is shown
    by handing the window its model, at each size in turn."""

    def __init__(self, session: runtime.Session):
        self.session = session
        self.showing: dict[str, Screen] = {}
        common = {"errors": session.reporter, "language": language()}
        self.board = session.open("BoardWindow", {"board": BoardModel(object()), **common})
        self.player = session.open(
            "PlayerWindow", {"player": PlayerModel(object()), "join": joined(), **common}
        )

    def shown(self, screen: Screen) -> Iterator[tuple[QQuickWindow, str]]:
        """``screen`` in its window at each size to check (the window, its size's name).
        The window keeps showing it (its models kept alive) until the next one."""
        if screen.window == "board":
            window, sizes = self.board, TV_SIZES
            window.setProperty("board", screen.model)
        else:
            window, sizes = self.player, (LAPTOP_SIZE,)
            window.setProperty("player", screen.model)
            window.setProperty("join", screen.join)
        self.showing[screen.window] = screen  # the models the window shows, kept alive
        for width, height in sizes:
            window.resize(width, height)
            settle(window)
            yield window, f"{screen.window} {width}x{height}"


@pytest.fixture(scope="module")
def windows(app) -> Iterator[Windows]:
    session = runtime.Session(runtime.ErrorReporter())
    yield Windows(session)
    session.release()
    language().choose("en")


def report(found: list[str], title: str) -> str:
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
    found: list[str] = []

    def visit(screen: Screen) -> None:
        for window, where in windows.shown(screen):
            context = f"{edition} {players} seats {lang} {where} [{screen.name}]"
            found.extend(f"{context}: {line}" for line in problems(window))

    for screen in (*lobby_models(edition, players), *join_models()):
        visit(screen)
    tour(edition, players, visit)
    assert not found, report(found, "layout problems")


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_tv_text_is_readable_from_the_sofa(windows, edition):
    """At the largest table, in French, no text of any TV screen is under 30 px of the
    board's 1080p design (BoardView scales the design to the TV)."""
    language().choose("fr")
    players = table_sizes(edition)[1]
    found: list[str] = []

    def visit(screen: Screen) -> None:
        if screen.window != "board":
            return
        for window, where in windows.shown(screen):
            context = f"{edition} {players} seats fr {where} [{screen.name}]"
            found.extend(f"{context}: {line}" for line in small_board_texts(window))
            break  # in design units every size is the same

    for screen in lobby_models(edition, players):
        visit(screen)
    tour(edition, players, visit)
    assert not found, report(found, "TV texts too small")
