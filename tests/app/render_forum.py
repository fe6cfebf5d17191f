"""Render the ``forum`` screens of the README from fixed games (the deals of
:mod:`tests.app.forum`), in English, and the candidacy in French too: on the TV the Mayor's
candidacies, the two names drawn when nobody stands, and a vote session with its close
time open to the Scapegoat's chosen voters only; on a laptop the candidacy, the Thief's two
colours, the wolves placing the Little Girl's grid (a mate's square shown) with the pack's
chat, a love triangle's private line, the Scapegoat's choice of voters and the vote with
its abstention button::

    QT_QPA_PLATFORM=offscreen PYTHONPATH=tests \\
        uv run python -m tests.app.render_forum docs/screenshots
"""

from __future__ import annotations

import sys
from pathlib import Path

from lgdesktop.app.shell import runtime
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import HOST, Act, NightChoice, Timeout, Vote
from lgdesktop.engine.roles.lovers import Love
from lgdesktop.protocol import Clock

from .apptrial import Table
from .conftest import NAMES
from .forum import (
    CUPID,
    MATE,
    THIEF,
    WOLF,
    close_step,
    decoys,
    elect,
    new_game,
    play,
    to_day,
    to_step,
)
from .render_one_night import CLOCK_SECONDS, board_shot, player_window_shot, rendering
from .render_thiercelieux import held

#: Who stands for Mayor on the candidacy screens (the others have not answered yet).
STANDING = (2, 5)
#: The eight-seat table of the Scapegoat's day: a wolf 0, the Scapegoat 2, villagers and a
#: Seer; the two players the first vote ties on, and the voters he then chooses.
GOAT_DEAL, GOAT, TIED, CHOSEN = "WVEVVSVV", 2, (3, 4), (3, 5, 6)


def clock(phase: str, number: int) -> Clock:
    """The host's clock of a timed step (a vote session closes when it runs out)."""
    return Clock(phase, number, CLOCK_SECONDS, False, phase, 0, 1, duration=4 * CLOCK_SECONDS)


def candidacies(session: runtime.Session, out: Path) -> None:
    """The Mayor's candidacies (TV and a laptop, in both languages), then nobody stands
    at another table: the TV says which two names the lots drew."""
    table = Table(new_game())
    for seat in STANDING:
        table.players[seat].make(Vote(option="stand"))
        table.send(seat)
    laptop = table.players[0]
    laptop.chooseOption("stand")
    for code in ("en", "fr"):
        language().choose(code)
        table.board.update_clock(clock("election", 0))
        laptop.update_clock(clock("election", 0))
        board_shot(session, out, table.board, f"forum-board-candidacy-{code}.png")
        player_window_shot(session, out, laptop, f"forum-player-candidacy-{code}.png")
    language().choose("en")
    drawn = Table(new_game(seed=3))
    for seat in range(drawn.game.players):
        drawn.game.submit(seat, Vote(option="decline"))
    drawn.feed(read=False)
    board_shot(session, out, drawn.board, "forum-board-drawn-en.png")


def night(session: runtime.Session, out: Path) -> None:
    """Night 1 of the twelve-seat deal with a love triangle: the Thief's colours, the
    wolves' grid with their chat, then a lover's line."""
    table = Table(new_game(seed=1, love_triangle="yes"))
    elect(table, CUPID)
    thief = held(table, THIEF)
    thief.chooseOption(thief.option_rows.rows[0]["option"])
    player_window_shot(session, out, thief, "forum-player-thief-en.png")
    play(table, THIEF, NightChoice(option="pass"))
    decoys(table)
    close_step(table)
    play(table, CUPID, NightChoice(seats=(10, 11)))
    decoys(table)
    close_step(table)
    to_step(table, "grid_sees")
    play(table, MATE, NightChoice(option="F6"))
    wolf = held(table, WOLF)
    wolf.chooseOption("C3")
    wolf.add_chat(NAMES[MATE], "F6 for me: she never looks that far.", "pack")
    wolf.add_chat(NAMES[WOLF], "Then I take the middle. Tonight, Gorf?", "pack")
    wolf.add_chat(NAMES[MATE], "Gorf. He talked too much today.", "pack")
    player_window_shot(session, out, wolf, "forum-player-grid-en.png")
    to_day(table)
    loves = table.game.shared(Love).loves
    b = next(seat for seat, loved in loves.items() if len(loved) == 2)
    player_window_shot(session, out, held(table, b), "forum-player-triangle-en.png")


def day(session: runtime.Session, out: Path) -> None:
    """A tie kills the Scapegoat, who chooses the next day's voters; the vote session
    of that day, open to them only, its close time on the TV and the laptop."""
    table = Table(new_game(GOAT_DEAL))
    elect(table, 1)
    to_step(table, "werewolf")
    play(table, 0, NightChoice(seats=(7,)))
    to_day(table)
    table.game.submit(HOST, Timeout())  # the debate
    table.feed()
    first, second = TIED
    for seat in table.game.awaited():
        choice = {first: second, second: first, 0: first, 1: second}.get(seat)
        table.players[seat].make(Vote(choice) if choice is not None else Vote(option="abstain"))
        table.send(seat)
    goat = held(table, GOAT)
    for seat in CHOSEN:
        goat.toggleSeat(seat)
    player_window_shot(session, out, goat, "forum-player-voters-en.png")
    goat.make(Act(seats=CHOSEN))
    table.send(GOAT)
    to_step(table, "werewolf")
    play(table, 0, NightChoice(seats=(TIED[1],)))
    to_day(table)
    table.game.submit(HOST, Timeout())  # the debate
    table.feed()
    table.players[CHOSEN[0]].make(Vote(0))
    table.send(CHOSEN[0])
    voter = table.players[CHOSEN[1]]
    for screen in (table.board, voter):
        screen.update_clock(clock("vote", table.game.number))
    board_shot(session, out, table.board, "forum-board-vote-en.png")
    voter.toggleSeat(0)
    player_window_shot(session, out, voter, "forum-player-vote-en.png")


def main(folder: str) -> int:
    with rendering(folder) as (session, out):
        language().choose("en")
        candidacies(session, out)
        night(session, out)
        day(session, out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
