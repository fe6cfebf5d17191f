"""Render the TV lobby (host view, every role editable) at a given window size, also at
the largest table (24 seats, 24-character names, an 8-digit code), and the player's join
form, in the language in force.

Used by ``test_lobby_layout.py`` to check that no text overflows, and by hand to refresh the
committed screenshots (both languages, both TV sizes)::

    QT_QPA_PLATFORM=offscreen uv run python -m tests.app.render_screens docs/screenshots
"""

from __future__ import annotations

import random
import sys

import msgspec
from PySide6.QtCore import QCoreApplication
from PySide6.QtQuick import QQuickWindow

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.models.joining import JoinModel
from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.shell import runtime
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import get_edition
from lgdesktop.protocol import LobbySeat, LobbyState
from lgdesktop.room.policy import draw_code

from .conftest import ALL_ROLES
from .conftest import NAMES as TEST_NAMES
from .layout_kit import overflowing
from .render_one_night import rendering

#: The lobby's join code, drawn as a host draws it (6 digits), seeded: the same at every run.
CODE = draw_code(random.Random(22))
#: The TV sizes the lobby must fit: full HD, and the 720p of older sets and projectors.
SIZES = ((1920, 1080), (1280, 720))
#: Every TV size a lobby is checked at: those and a 4K set.
TV_SIZES = (*SIZES, (3840, 2160))
#: A name as long as people type them (24 characters), for the largest tables.
LONG_NAME = "Marie-Christine Delacroix"[:24]
#: A join code as long as a host may draw (8 digits).
LONG_CODE = "48213907"
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
        code=CODE,
    )


def largest_lobby_state() -> LobbyState:
    """The largest lobby there is: anniversary's 24 seats, each with a 24-character name
    (some ready, the last four played by the computer), its recommended roles, an 8-digit
    code."""
    edition = get_edition("anniversary")
    seats = [
        LobbySeat(i, f"{LONG_NAME[:21]}{i:03d}" if i else LONG_NAME, i % 3 != 0, True, i >= 20)
        for i in range(edition.max_players)
    ]
    return msgspec.structs.replace(
        lobby_state(),
        edition=edition.id,
        max_players=edition.max_players,
        seats=seats,
        composition=edition.recommended_setup(edition.max_players),
        recommended=edition.recommended_setup(edition.max_players),
        code=LONG_CODE,
    )


def open_lobby(
    session: runtime.Session,
    width: int,
    height: int,
    state: LobbyState | None = None,
    port: object | None = None,
) -> tuple[QQuickWindow, BoardModel]:
    """The board window at ``width`` x ``height`` showing a full lobby (``state``, by
    default :func:`lobby_state`) to its host (``port``: where its orders go), and its
    model (keep it as long as the window)."""
    board = BoardModel(port if port is not None else object())
    board.update_lobby(state if state is not None else lobby_state())
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
    join.joinAddress("[::1", CODE, "Zork")
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
                window, _board = open_lobby(session, width, height, largest_lobby_state())
                runtime.grab(window, out / f"board-lobby-24-{width}x{height}-{code}.png")
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
