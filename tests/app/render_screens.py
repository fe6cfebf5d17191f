"""Render the TV lobby (host view, every role editable) at a given window size, and the
player's join form, in the language in force.

Used by ``test_lobby_layout.py`` to check that no text overflows, and by hand to refresh the
committed screenshots (both languages, both TV sizes)::

    QT_QPA_PLATFORM=offscreen uv run python -m tests.app.render_screens docs/screenshots
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtQuick import QQuickWindow

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.models.joining import JoinModel
from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.shell import runtime
from lgdesktop.app.texts.i18n import language
from lgdesktop.protocol import LobbySeat, LobbyState

from .conftest import ALL_ROLES
from .conftest import NAMES as TEST_NAMES
from .layout_kit import overflowing
from .render_one_night import rendering

#: The TV sizes the lobby must fit: full HD, and the 720p of older sets and projectors.
SIZES = ((1920, 1080), (1280, 720))
#: Seat names of the rendered lobby, as long as people type them (up to 12 characters):
#: the tests' names, one of them long.
NAMES = (*TEST_NAMES[:10], "Gorfinelle", TEST_NAMES[11])
#: A composition that shows every role-bound setting (the longest lobby there is); the
#: Baker stays at 0, to show a role that can be added.
COMPOSITION = {role: count for role, count in ALL_ROLES.items() if role != "baker"}


def lobby_state() -> LobbyState:
    seats = [LobbySeat(i, name, i % 3 != 0, True, i >= 8) for i, name in enumerate(NAMES)]
    return LobbyState(
        room="Salon des Granges",
        edition="jinrou",
        state="lobby",
        max_players=16,
        seats=seats,
        composition=COMPOSITION,
        settings={},
        recommended={},
        addresses=["192.168.1.20:47800"],
        code="4821",
    )


def open_lobby(
    session: runtime.Session, width: int, height: int
) -> tuple[QQuickWindow, BoardModel]:
    """The board window at ``width`` x ``height`` showing a full lobby to its host, and its
    model (keep it as long as the window)."""
    board = BoardModel(object())
    board.update_lobby(lobby_state())
    window = session.open(
        "BoardWindow", {"board": board, "errors": session.reporter, "language": language()}
    )
    window.resize(width, height)
    QCoreApplication.processEvents()
    return window, board


def open_join(session: runtime.Session) -> tuple[QQuickWindow, JoinModel, PlayerModel]:
    """A player's window on the join form, discovery off, after a mistyped address."""
    join = JoinModel(name="Zork", discovery=False)
    player = PlayerModel(object())
    window = session.open(
        "PlayerWindow",
        {"player": player, "join": join, "errors": session.reporter, "language": language()},
    )
    join.joinAddress("[::1", "4821", "Zork")
    QCoreApplication.processEvents()
    return window, join, player


def main(folder: str) -> int:
    with rendering(folder) as (session, out):
        for code in ("fr", "en"):
            language().choose(code)
            for width, height in SIZES:
                window, _board = open_lobby(session, width, height)
                runtime.grab(window, out / f"board-lobby-{width}x{height}-{code}.png")
                for problem in overflowing(window):
                    print(f"{code} {width}x{height}: {problem}", file=sys.stderr)
                window.close()
            window, *_models = open_join(session)
            runtime.grab(window, out / f"player-join-{code}.png")
            for problem in overflowing(window):
                print(f"{code} join: {problem}", file=sys.stderr)
            window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
