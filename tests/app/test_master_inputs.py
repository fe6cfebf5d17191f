"""Issue 13's inputs and secrets on the laptops and the TV, on ``apptrial`` (the trial's
master variant with switches): candidacies (stand or decline) on the generic choice
screen, an owed choice of any number of seats (none included), and a hidden vote bonus
whose totals the TV never shows."""

from __future__ import annotations

from lgdesktop.app.texts import presenters
from lgdesktop.engine import HOST, Act, Timeout, Vote
from lgdesktop.engine.events import VoteTally

from .apptrial import SCAPEGOAT_DEAL, Table, everybody, new_game, night, registered  # noqa: F401

CAPTAIN = 1


def test_candidacies_stand_or_decline_then_the_vote_among_those_who_stood(english):
    table = Table(new_game("apptrial", candidacy="on"))
    board = table.board
    assert board.state["screen"] == "vote" and board.state["candidacy"]
    assert board.state["candidacyLine"] == "Nobody stands yet."
    quill = table.players[CAPTAIN]
    state = quill.state
    assert state["screen"] == "vote" and state["action"] == "candidacy"
    assert state["prompt"] == "Do you stand for election?"
    # Public in kind: the options and the hint show with the role hidden.
    assert state["composing"] and not state["secretChoice"] and not state["revealed"]
    assert [(r["option"], r["label"]) for r in quill.option_rows.rows] == [
        ("stand", "I stand"),
        ("decline", "I decline"),
    ]
    assert quill.target_rows.rows == [] and state["pickHint"] == "one option"
    assert not state["canConfirm"]
    quill.chooseOption("stand")
    quill.confirmPick()
    assert table.ports[CAPTAIN].calls[-1] == ("submit", Vote(option="stand"))
    table.send(CAPTAIN)
    assert board.state["candidacyLine"] == "Standing: Quill"
    assert board.state["votedCount"] == 1
    assert quill.state["waitingText"] == "Your answer is given. Waiting for the others…"
    for seat in (0, 2, 3, 4, 5):
        player = table.players[seat]
        player.chooseOption("stand" if seat == 2 else "decline")
        player.confirmPick()
        table.send(seat)
    assert table.game.phase.value == "election" and not board.state["candidacy"]
    assert board.state["candidatesLine"] == "Candidates: Quill and Vexa"
    assert [row["seat"] for row in table.players[4].target_rows.rows] == [1, 2]
    assert table.players[4].state["action"] == "elect"


def test_a_choice_of_any_number_of_voters_none_included(english):
    table = Table(new_game("apptrial", deal=SCAPEGOAT_DEAL))
    everybody(table.game, lambda seat: Vote(CAPTAIN))
    night(table.game, 4)
    table.game.submit(HOST, Timeout())
    everybody(table.game, lambda seat: Vote(0 if seat == 3 else 3))  # the scapegoat goes
    table.feed()
    assert table.board.state["screen"] == "resolving"
    assert table.board.state["owedLine"] == "The Scapegoat chooses who votes tomorrow…"
    goat = table.players[3]
    state = goat.state
    assert state["screen"] == "shoot" and state["action"] == "choose_voters"
    assert state["composing"] and not state["secretChoice"]
    assert state["pickHint"] == "any number of players, none included"
    assert [row["seat"] for row in goat.target_rows.rows] == [0, 1, 2, 5]
    assert state["canConfirm"]  # nobody ticked is an answer too
    for seat in (0, 2, 5):
        goat.toggleSeat(seat)
    goat.toggleSeat(0)  # ticked again: taken back
    assert [row["mine"] for row in goat.target_rows.rows] == [False, False, True, True]
    goat.confirmPick()
    assert table.ports[3].calls[-1] == ("submit", Act(seats=(2, 5)))
    goat.clearPick()
    goat.confirmPick()
    assert table.ports[3].calls[-1] == ("submit", Act())
    table.send(3)
    assert table.game.ended


def test_a_hidden_bonus_leaves_no_total_on_the_tv(english):
    table = Table(new_game("apptrial", bonus="secret"))
    everybody(table.game, lambda seat: Vote(CAPTAIN))
    night(table.game, 3)
    table.game.submit(HOST, Timeout())
    table.feed()
    board = table.board
    assert [row["weight"] for row in board.player_rows.rows] == ["", "×2", "", "", "", ""]
    # Zork has 3 open votes and 2 hidden ones, Pryx 3: Zork goes.
    for seat, target in {0: 4, 1: 0, 2: 4, 4: 0, 5: 4}.items():
        table.game.submit(seat, Vote(target))
    tally = next(e for e in reversed(table.game.public_view().events) if isinstance(e, VoteTally))
    assert tally.counts == () and tally.bonuses == () and tally.eliminated == (0,)
    table.feed(read=False)
    assert board.state["screen"] == "tally"
    assert board.tally_rows.rows == [
        {
            "seat": 0,
            "name": "Zork",
            "votes": 0,
            "votesText": "",
            "leading": True,
            "voters": "Quill ×2 and Pryx",
        },
        {
            "seat": 4,
            "name": "Pryx",
            "votes": 0,
            "votesText": "",
            "leading": False,
            "voters": "Zork, Vexa and Wubo",
        },
    ]
    assert board.state["tallyText"] == "Zork is banished."
    shown = board.exposed()
    assert [t for t in shown if "vote(s)" in t or t.endswith(" votes") or "5" in t] == []
    names = [seat.name for seat in table.game.public_view().seats]
    assert presenters.tally_rows(tally, names) == board.tally_rows.rows
