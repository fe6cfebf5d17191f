"""Render the ``anniversary`` day screens of the README from fixed games (the deals of
:mod:`tests.app.test_anniversary_day_app`), in English (the second vote's tally in French
too): on a laptop the Stuttering Judge's ballot with his secret button (card shown) and
the Devoted Servant's choice before the banished card is shown; on the TV the second
vote's own tally and the banished leaving with the Servant card::

    QT_QPA_PLATFORM=offscreen PYTHONPATH=tests \\
        uv run python -m tests.app.render_anniversary_day docs/screenshots
"""

from __future__ import annotations

import sys

from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import HOST, Act, Timeout

from .anniversary import news, vote
from .render_one_night import board_shot, player_window_shot, rendering
from .render_thiercelieux import held
from .test_anniversary_day_app import (
    HUNTER,
    JUDGE,
    SERVANT,
    judge_table,
    second_vote,
    servant_table,
)


def main(folder: str) -> int:
    with rendering(folder) as (session, out):
        language().choose("en")
        table = judge_table()
        judge = held(table, JUDGE)
        judge.toggleSecretBallot()
        player_window_shot(session, out, judge, "anniversary-player-judge-en.png")
        judge.hideRole()

        table = judge_table()
        second_vote(table)
        vote(table, {3: 5, 4: 6, 5: 6, 6: 5, 7: 5})  # the Captain's two votes count
        news(table, "tally")
        for code in ("en", "fr"):
            language().choose(code)
            table.board.refresh()
            board_shot(session, out, table.board, f"anniversary-board-second-vote-{code}.png")
        language().choose("en")

        table = servant_table()
        servant = held(table, SERVANT)
        servant.toggleSeat(HUNTER)
        player_window_shot(session, out, servant, "anniversary-player-servant-en.png")
        servant.make(Act(seats=(HUNTER,)))
        table.game.submit(SERVANT, table.ports[SERVANT].calls[-1][1])
        table.game.submit(HOST, Timeout())  # her answer counts when the pause's clock ends
        table.feed(read=False)
        news(table, "deaths")
        board_shot(session, out, table.board, "anniversary-board-servant-en.png")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
