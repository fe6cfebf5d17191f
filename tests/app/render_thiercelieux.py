"""Render the ``thiercelieux`` screens of the README from a fixed game (the deal of
:mod:`tests.app.thier`), in English, and the Witch's and the end's in French too: on a
laptop Cupid's two arrows, the Thief's two center cards, the Little Girl's grid, the
Witch's potions (each held open) and the Captain's tie-break; on the TV a night call, a
death with its card, the Captain elected, a tied vote with his ballot counting twice, the
tie-break line and the end
with the story of each night::

    QT_QPA_PLATFORM=offscreen PYTHONPATH=tests \
        uv run python -m tests.app.render_thiercelieux docs/screenshots
"""

from __future__ import annotations

import sys

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import HOST, Act, NightChoice, Timeout, Vote
from lgdesktop.protocol import Clock

from .apptrial import Table
from .conftest import drive
from .render_one_night import CLOCK_SECONDS, board_shot, player_window_shot, rendering
from .thier import (
    CUPID,
    GIRL,
    MATE,
    SEER,
    THIEF,
    WITCH,
    WOLF,
    close_step,
    decoys,
    new_game,
    to_step,
)

#: Where each night call stands in the board's narration (night falls, then six calls).
STEP_INDEX = {"cupid": 1, "lovers": 2, "thief": 3, "seer": 4, "werewolf": 5, "witch": 6}
#: The villager the table elects Captain, and the two players its day vote ties on.
CAPTAIN, TIED = 8, (SEER, MATE)


def night_board(table: Table, step: str) -> BoardModel:
    """The board during the night call ``step``, its clock running."""
    board = BoardModel(object())
    board.update_view(table.game.public_view())
    board.update_clock(
        Clock(
            "night",
            table.game.number,
            CLOCK_SECONDS,
            False,
            step,
            STEP_INDEX[step],
            8,
            duration=2 * CLOCK_SECONDS,
        )
    )
    return board


def held(table: Table, seat: int):
    """Seat ``seat``'s laptop with its card held open (what it may pick shows)."""
    player = table.players[seat]
    player.holdRole()
    return player


def tie(game) -> None:
    """A vote tied between the two of :data:`TIED`, the Captain's ballot counting twice:
    each of them votes for the other, the Captain for the first, and the others share
    their ballots so that both totals match (one stays silent when they are odd)."""
    first, second = TIED
    others = [s for s in game.living() if s not in (first, second, CAPTAIN)]
    to_first = (len(others) - 2) // 2  # first: 2 (the Captain) + to_first; second: 1 + ...
    ballots = {first: second, second: first, CAPTAIN: first}
    ballots |= {s: first for s in others[:to_first]}
    ballots |= {s: second for s in others[to_first : 2 * to_first + 2]}
    for voter, target in ballots.items():
        game.submit(voter, Vote(target))
    if game.phase.value == "vote":
        game.submit(HOST, Timeout())


def main(folder: str) -> int:
    with rendering(folder) as (session, out):
        language().choose("en")
        table = Table(new_game())
        game = table.game

        cupid = held(table, CUPID)
        cupid.toggleSeat(CUPID)
        cupid.toggleSeat(SEER)
        player_window_shot(session, out, cupid, "thiercelieux-player-cupid-en.png")
        cupid.confirmPick()
        table.send(CUPID)
        to_step(table, "thief")
        thief = held(table, THIEF)
        thief.toggleCard(1)
        player_window_shot(session, out, thief, "thiercelieux-player-thief-en.png")
        thief.confirmPick()
        table.send(THIEF)
        to_step(table, "werewolf")
        table.players[WOLF].make(NightChoice(seats=(WITCH,)))
        table.send(WOLF)
        board_shot(session, out, night_board(table, "werewolf"), "thiercelieux-board-night-en.png")
        girl = held(table, GIRL)
        girl.chooseOption("E5")
        player_window_shot(session, out, girl, "thiercelieux-player-grid-en.png")
        table.players[MATE].make(NightChoice(seats=(WITCH,)))
        table.send(MATE)
        decoys(table)
        close_step(table)
        witch = held(table, WITCH)
        witch.chooseOption("save")
        witch.toggleSeat(WOLF)
        for code in ("en", "fr"):
            language().choose(code)
            player_window_shot(session, out, witch, f"thiercelieux-player-witch-{code}.png")
        language().choose("en")
        witch.chooseOption("save")  # she keeps the life potion: the pack's victim dies
        witch.confirmPick()
        table.send(WITCH)
        decoys(table)
        game.submit(HOST, Timeout())
        table.feed(read=False)
        board_shot(session, out, table.board, "thiercelieux-board-death-en.png")
        while table.board.interludes:
            table.board.next_interlude()

        for seat in game.living():
            game.submit(seat, Vote(CAPTAIN))
        table.feed(read=False)
        board_shot(session, out, table.board, "thiercelieux-board-election-en.png")
        table.feed()
        game.submit(HOST, Timeout())  # the discussion ends
        tie(game)  # a tie, revoted among the tied: the tally shows the Captain's ×2
        table.feed(read=False)
        board_shot(session, out, table.board, "thiercelieux-board-vote-en.png")
        while table.board.interludes:
            table.board.next_interlude()
        tie(game)  # tied again: the Captain decides
        table.feed()
        board_shot(session, out, table.board, "thiercelieux-board-tiebreak-en.png")
        player_window_shot(
            session, out, table.players[CAPTAIN], "thiercelieux-player-tiebreak-en.png"
        )
        game.submit(CAPTAIN, Act(MATE))
        drive(game, lambda game: None)
        table.feed(read=False)
        for code in ("en", "fr"):
            language().choose(code)
            end = BoardModel(object())
            end.update_view(game.public_view())
            while end.interludes:
                end.next_interlude()
            board_shot(session, out, end, f"thiercelieux-board-end-{code}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
