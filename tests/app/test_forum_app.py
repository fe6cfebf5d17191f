"""The forum edition on the TV and the laptops: the Mayor's election comes before the deal,
so every screen must do without a card until it is dealt."""

from __future__ import annotations

from lgdesktop.engine import Game, GameSetup, Vote

from .apptrial import Table
from .conftest import NAMES


def test_the_mayors_candidacies_before_the_deal_on_every_screen(english):
    game = Game(GameSetup.create("forum", list(NAMES[:8]), 4, timed_nights=True))
    table = Table(game)
    assert game.phase.value == "election" and not game.cards_seen
    assert table.board.state["screen"] == "vote" and table.board.state["candidacy"]
    for seat, player in enumerate(table.players):
        state = player.state
        assert (state["screen"], state["action"]) == ("vote", "candidacy"), seat
        assert state["role"] == "" and state["camp"] == ""
    for seat in range(game.players):
        game.submit(seat, Vote(option="stand" if seat in (2, 5) else "decline"))
    table.feed()
    assert table.board.state["candidatesLine"] == f"Candidates: {NAMES[2]} and {NAMES[5]}"
    assert [row["seat"] for row in table.players[0].target_rows.rows] == [2, 5]
