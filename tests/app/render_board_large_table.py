"""Render the TV's game screens at each edition's largest table (24 seats, 20 in jinrou)
with 24-character names, in French and English: of every kind of screen a bot game shows,
the fullest one (the tally with the most rows, the morning with the most deaths, the
longest vote line), and the end::

    QT_QPA_PLATFORM=offscreen uv run python -m tests.app.render_board_large_table OUT [WxH]

The shots go to ``OUT/<edition>-<screen>-<lang>.png``, at 1920x1080 unless a size is given.
"""

from __future__ import annotations

import sys
from pathlib import Path

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.shell import runtime
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import Game

from .large_table import LARGEST, board_window, setup, watch
from .render_one_night import rendering

#: Settings that make the fullest screens: the anniversary Raven's bonus kept secret (a
#: tally with no totals).
SETTINGS = {"anniversary": {"raven_public": "no"}}


def fullness(board: BoardModel) -> int:
    """How much a screen holds, to keep the fullest of its kind."""
    screen = board.screen
    if screen == "tally":
        return 100 * len(board.tally_rows.rows) + len(board.state["tallyText"])
    if screen in ("morning", "deaths", "announce"):
        return 100 * len(board.dead_card_rows.rows) + len(board.state["deathsLine"])
    if screen == "vote":
        return len(board.state["candidatesLine"]) + len(board.state["candidacyLine"])
    return 0


def main(folder: str, size: tuple[int, int] = (1920, 1080)) -> int:
    with rendering(folder) as (session, out):
        for edition, seats in LARGEST.items():
            for code in ("fr", "en"):
                language().choose(code)
                best: dict[str, int] = {}

                def look(board: BoardModel, edition=edition, code=code, best=best) -> None:
                    kind, amount = board.screen, fullness(board)
                    if kind in best and amount <= best[kind] and kind != "end":
                        return
                    best[kind] = amount
                    window = board_window(session, board, size)
                    runtime.grab(window, Path(out) / f"{edition}-{kind}-{code}.png")
                    window.close()

                game = Game(setup(edition, seed=seats, **SETTINGS.get(edition, {})))
                watch(game, look, seed=seats)
    return 0


def parse_size(text: str) -> tuple[int, int] | None:
    """``1280x720`` as (1280, 720); None unless two positive whole numbers."""
    width, _, height = text.partition("x")
    if not (width.isdigit() and height.isdigit() and int(width) > 0 and int(height) > 0):
        return None
    return int(width), int(height)


if __name__ == "__main__":
    args = sys.argv[1:]
    size = parse_size(args[1]) if len(args) == 2 else (1920, 1080)
    if len(args) not in (1, 2) or size is None:
        print("usage: render_board_large_table OUT [WIDTHxHEIGHT]", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(args[0], size))
