"""Render the ``one_night`` screens of the README from the fixed game of
``test_one_night_app.py``, in French and English: on a laptop the card flip, the Seer's
center peek and the Robber's notes (held open), the end with dealt and final cards; on the
TV a night call, the vote revealed and the end with the story of the night::

    QT_QPA_PLATFORM=offscreen uv run python -m tests.app.render_one_night docs/screenshots
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.shell import runtime
from lgdesktop.app.shell.demo import BOARD_SIZE, PLAYER_SIZE
from lgdesktop.app.texts.i18n import language
from lgdesktop.protocol import Clock

from .controls import player_window
from .test_one_night_app import fixed_game

#: Seconds left on the clocks drawn (a night call, the discussion).
CLOCK_SECONDS = 9.0


def player_shot(
    session: runtime.Session,
    out: Path,
    view,
    name: str,
    *,
    flip: bool = False,
    notes: bool = False,
    read: bool = True,
) -> None:
    """One laptop screen of ``view``: the card (flipped), or the game with the notes held."""
    player = PlayerModel(object())
    player.update_view(view)
    if read:
        player.acknowledgeRole()
    if flip:
        player.flipCard()
    if notes:
        player.holdRole()
    player_window_shot(session, out, player, name)


@contextmanager
def rendering(folder: str) -> Iterator[tuple[runtime.Session, Path]]:
    """What a render script draws with: a QML session (in the Qt application) and the
    folder ``folder`` its shots go to; the session is released after."""
    app = runtime.application()
    session = runtime.Session(runtime.ErrorReporter())
    try:
        yield session, Path(folder)
    finally:
        session.release()
        del app


def player_window_shot(session: runtime.Session, out: Path, player: PlayerModel, name: str) -> None:
    """The laptop window of ``player`` as it stands, saved as ``out/name``."""
    window = player_window(session, player, width=PLAYER_SIZE[0], height=PLAYER_SIZE[1])
    QCoreApplication.processEvents()
    runtime.grab(window, out / name)
    window.close()


def board_shot(session: runtime.Session, out: Path, board: BoardModel, name: str) -> None:
    window = session.open(
        "BoardWindow",
        {
            "board": board,
            "errors": session.reporter,
            "language": language(),
            "width": BOARD_SIZE[0],
            "height": BOARD_SIZE[1],
        },
    )
    QCoreApplication.processEvents()
    runtime.grab(window, out / name)
    window.close()


def main(folder: str) -> int:
    with rendering(folder) as (session, out):
        day, end = fixed_game(until="day"), fixed_game()
        for code in ("fr", "en"):
            language().choose(code)
            player_shot(
                session,
                out,
                fixed_game(until="night").player_view(0),
                f"one-night-player-flip-{code}.png",
                flip=True,
                read=False,
            )
            player_shot(
                session, out, day.player_view(0), f"one-night-player-peek-{code}.png", notes=True
            )
            player_shot(
                session, out, day.player_view(1), f"one-night-player-notes-{code}.png", notes=True
            )
            player_shot(session, out, end.player_view(1), f"one-night-player-end-{code}.png")
            night = BoardModel(object())
            night.update_view(fixed_game(until="night").public_view())
            night.update_clock(
                Clock("night", 1, CLOCK_SECONDS, False, "robber", 4, 8, duration=2 * CLOCK_SECONDS)
            )
            board_shot(session, out, night, f"one-night-board-night-{code}.png")
            tally = BoardModel(object())
            tally.update_view(day.public_view())
            tally.update_view(end.public_view())
            board_shot(session, out, tally, f"one-night-board-tally-{code}.png")
            tally.next_interlude()
            while tally.interludes:
                tally.next_interlude()
            board_shot(session, out, tally, f"one-night-board-end-{code}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
