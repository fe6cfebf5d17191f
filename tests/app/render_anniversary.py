"""Render the ``anniversary`` screens of the README from fixed games, in English (the
lobby's presets and the Puppeteer's badge in French too): on the TV the lobby's presets
(greyed out below their minimum), the Puppeteer's strings and mute badge, the Idiot's
reveal, the Elder's lost powers, the hidden Raven's tally (ballots, no totals); on a laptop
the Learned Monkey's session, the Colossus' dawn choice and the pack's Mother marked::

    QT_QPA_PLATFORM=offscreen PYTHONPATH=tests \\
        uv run python -m tests.app.render_anniversary docs/screenshots
"""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.shell import runtime
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import Act, NightChoice

from .anniversary import close_step, decoys, new_game, news, play, to_step, to_vote, vote
from .apptrial import Table
from .conftest import RecordingPort
from .render_one_night import board_shot, player_window_shot
from .test_anniversary_app import designated
from .test_thiercelieux_app import lobby


def tally_shot(session: runtime.Session, out: Path, spec: str, name: str) -> None:
    """The TV's tally when the village designates seat 2 of deal ``spec``."""
    table, _tally = designated(spec)
    board_shot(session, out, table.board, name)


def main(folder: str) -> int:
    out = Path(folder)
    app = runtime.application()
    session = runtime.Session(runtime.ErrorReporter())
    for code in ("en", "fr"):
        language().choose(code)
        board = BoardModel(RecordingPort())
        board.update_lobby(
            SimpleNamespace(**{**vars(lobby({"werewolf": 2}, 9)), "edition": "anniversary"})
        )
        board_shot(session, out, board, f"anniversary-board-presets-{code}.png")
        tally_shot(session, out, "WWPVVVVV", f"anniversary-board-puppeteer-{code}.png")
    language().choose("en")
    tally_shot(session, out, "WWIVVVVV", "anniversary-board-idiot-en.png")
    tally_shot(session, out, "WWEVVVVV", "anniversary-board-elder-en.png")

    table = Table(new_game("MWKOVVVR"))  # the Mother Wolf, a wolf, Monkey, Colossus, Raven
    wolf = table.players[1]
    wolf.holdRole()
    player_window_shot(session, out, wolf, "anniversary-player-mother-en.png")
    to_step(table, "werewolf")
    for seat in (0, 1):
        play(table, seat, NightChoice(seats=(3,)))
    to_step(table, "learned_monkey")
    play(table, 2, NightChoice(seats=(4,)))
    monkey = table.players[2]
    monkey.holdRole()
    player_window_shot(session, out, monkey, "anniversary-player-monkey-en.png")
    play(table, 2, NightChoice(option="stop"))
    to_step(table, "raven")
    play(table, 7, NightChoice(seats=(5,)))
    while table.game.phase.value == "night":
        decoys(table)
        close_step(table)
    colossus = table.players[3]
    colossus.holdRole()
    player_window_shot(session, out, colossus, "anniversary-player-colossus-en.png")
    play(table, 3, Act(seats=(1,)))  # he takes the plain wolf with him
    to_vote(table, 6, captain=4)
    vote(table, {0: 4, 2: 6, 4: 6, 5: 6, 6: 4, 7: 6})
    news(table, "tally")
    board_shot(session, out, table.board, "anniversary-board-hidden-tally-en.png")
    session.release()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
