"""Render the ``anniversary`` screens of the README from fixed games, in English (the
lobby's presets and the Puppeteer's badge in French too): on the TV the lobby's presets
(greyed out below their minimum), the Puppeteer's strings and mute badge, the Idiot's
reveal, the Elder's lost powers, the hidden Raven's tally (ballots, no totals); on a laptop
the Learned Monkey's session, the Colossus' dawn choice and the pack's Mother marked; and
the nights of part two (:func:`night_shots`): the charm list on a charmed laptop, the
Fox's answer, the infection notice, the Two Sisters' chat, the Piper's win on the TV::

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
from .conftest import NAMES, RecordingPort
from .render_one_night import board_shot, player_window_shot, rendering
from .test_anniversary_app import designated
from .test_anniversary_night_app import banish, hunt
from .test_thiercelieux_app import lobby


def tally_shot(session: runtime.Session, out: Path, spec: str, name: str) -> None:
    """The TV's tally when the village designates seat 2 of deal ``spec``."""
    table, _tally = designated(spec)
    board_shot(session, out, table.board, name)


def night_shots(session: runtime.Session, out: Path) -> None:
    """Part two's nights, in English (the infection notice in French too): a charmed
    laptop's notes, the Fox's answer, the infected Seer's notice, the sisters' chat, and
    the Piper's win on the TV."""
    language().choose("en")
    # The Piper 0, a wolf 1, the Fox 2, villagers 3-7.
    table = Table(new_game("FWQVVVVV"))
    to_step(table, "thiercelieux_fox")
    play(table, 2, NightChoice(seats=(0,)))  # 7, 0 and 1: the wolf is there
    hunt(table, 5, 1)
    to_step(table, "piper")
    play(table, 0, NightChoice(seats=(3, 4)))
    banish(table, 6, 5, captain=3)
    to_step(table, "thiercelieux_fox")
    play(table, 2, NightChoice(seats=(4,)))  # 3, 4 and 7: no wolf, the nose is lost
    to_step(table, "werewolf")  # the Fox's answers, at the end of his notes
    fox = table.players[2]
    fox.holdRole()
    player_window_shot(session, out, fox, "anniversary-night-player-fox-en.png")
    hunt(table, 7, 1)
    to_step(table, "piper")
    play(table, 0, NightChoice(seats=(2, 7)))
    decoys(table)
    close_step(table)
    charmed = table.players[3]
    charmed.holdRole()
    player_window_shot(session, out, charmed, "anniversary-night-player-charmed-en.png")
    banish(table, 4, 7)
    hunt(table, 3, 1)
    to_step(table, "piper")  # the last one to charm: the Piper wins
    play(table, 0, NightChoice(seats=(1,)))
    decoys(table)
    close_step(table)
    board_shot(session, out, table.board, "anniversary-night-board-piper-win-en.png")

    # The Accursed Wolf-Father 0, a wolf 1, villagers, the Seer 4 whom the pack infects.
    table = Table(new_game("NWVVSVVV"))
    hunt(table, 4, 0, 1)
    to_step(table, "accursed_wolf_father")
    play(table, 0, NightChoice(option="infect"))
    to_step(table, "big_bad_wolf")  # the notice, at the end of the Seer's notes
    seer = table.players[4]
    for code in ("en", "fr"):
        language().choose(code)
        seer.refresh()
        seer.holdRole()
        player_window_shot(session, out, seer, f"anniversary-night-player-infected-{code}.png")
    language().choose("en")

    # Wolves 0 and 1, the sisters 2 and 3: their own chat, night 1.
    table = Table(new_game("WW22VVVV"))
    to_step(table, "seer")
    sister = table.players[2]
    sister.add_chat(NAMES[3], "Mizu voted like a wolf yesterday. Or so it feels.", "sisters")
    sister.add_chat(NAMES[2], "Then we both vote Mizu. Nobody else reads this.", "sisters")
    sister.holdRole()
    player_window_shot(session, out, sister, "anniversary-night-player-sisters-en.png")


def main(folder: str) -> int:
    with rendering(folder) as (session, out):
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
        night_shots(session, out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
