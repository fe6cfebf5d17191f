"""The app side of issue 13 on the test-only ``trial`` edition's ``master`` variant: the
Captain's election before night 1 (on the TV and every laptop), the title's badge on
every seat chip, the Captain's ballot ×2, the owed tie-break and successor (their board
lines and the owner's screen), the night in steps with decoys and the Witch told the
victim, the action labels in both languages, and the windows rendering it all."""

from __future__ import annotations

import dataclasses
import re

import pytest

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.texts import presenters, texts
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import HOST, Act, Game, GameSetup, Timeout, Vote
from lgdesktop.engine.events import PhaseStarted, RoleShown
from lgdesktop.engine.model import Visibility

from .apptrial import Table, everybody, new_game, night, registered  # noqa: F401
from .conftest import NAMES, drive

CAPTAIN = 1  # Quill, the seer


def elected(*, victim: int = 3) -> Table:
    """Quill elected by all, then the pack's night on ``victim``, fed to every screen."""
    table = Table(new_game())
    everybody(table.game, lambda seat: Vote(CAPTAIN))
    table.feed()
    night(table.game, victim)
    table.feed()
    return table


def test_the_election_before_night_1_on_the_tv_and_the_laptops(english):
    table = Table(new_game())
    board = table.board.state
    assert board["screen"] == "vote" and board["phaseTitle"] == "Election"
    assert board["electedTitle"] == "Captain" and not board["candidacy"]
    assert board["candidatesLine"] == "Candidates: " + texts.names_list(list(NAMES[:6]))
    for player in table.players:
        state = player.state
        assert state["screen"] == "vote" and state["phaseTitle"] == "Election"
        assert state["action"] == "elect" and state["prompt"] == "Whom do you elect?"
        # Anybody alive may be named, oneself included.
        assert [row["seat"] for row in player.target_rows.rows] == list(range(6))
    table.players[0].choose(CAPTAIN)
    table.send(0)
    assert table.players[0].state["waitingText"] == "Your vote is in. Waiting for the others…"
    assert table.board.state["votedCount"] == 1
    language().choose("fr")
    table.board.refresh()
    assert table.board.state["phaseTitle"] == "Élection"
    table.players[2].refresh()
    assert table.players[2].state["phaseTitle"] == "Élection"


def test_an_election_after_the_first_night_names_its_day(english):
    view = new_game().public_view()
    night_1 = PhaseStarted("night", 1, visibility=Visibility(public=True))
    later = dataclasses.replace(
        view,
        number=2,
        events=(*view.events, night_1),
        notes=(*view.notes, *night_1.to_notes("night")),
    )
    assert presenters.phase_title(view) == "Election"
    assert presenters.phase_title(later) == "Election, day 2"
    language().choose("fr")
    assert presenters.phase_title(view) == "Élection"
    assert presenters.phase_title(later) == "Élection, jour 2"


def test_the_title_shows_on_every_seat_chip_once_elected(english):
    table = Table(new_game())
    assert all(row["title"] == "" for row in table.board.player_rows.rows)
    everybody(table.game, lambda seat: Vote(CAPTAIN))
    table.feed(read=False)
    tally = table.board.interludes[0]
    assert tally.kind == "tally" and table.board.state["tallyText"] == "Quill is elected Captain."
    table.feed()
    badges = [
        (row["name"], row["title"], row["titleLabel"]) for row in table.board.player_rows.rows
    ]
    assert badges[CAPTAIN] == ("Quill", "captain", "Captain")
    assert [b for b in badges if b[1]] == [badges[CAPTAIN]]
    for player in table.players:
        rows = player.seat_rows.rows
        assert [(row["title"], row["titleLabel"]) for row in rows if row["title"]] == [
            ("captain", "Captain")
        ]
        assert rows[CAPTAIN]["title"] == "captain"


def test_the_night_in_steps_decoys_and_the_witch_told_the_victim(english):
    table = Table(new_game())
    everybody(table.game, lambda seat: Vote(CAPTAIN))
    table.feed()
    assert table.board.state["screen"] == "night"
    decoy = table.players[3]  # the villager: a decoy at every step
    assert decoy.state["action"] == "decoy"
    assert decoy.state["prompt"] == "Not your turn: touch any name, so nobody can tell"
    assert table.players[0].state["action"] == "devour"
    # Every living player answers at every step: no screen tells who is called.
    steps = []
    night(table.game, 3, after=lambda game: steps.append(game.public_view().step))
    table.feed()
    assert {"werewolf", "seer", "robber", "troublemaker", "witch"} <= set(steps)
    witch = [line for line in table.players[2].state["privateLines"] if "victim" in line]
    assert witch == [texts.step_note("witch", "you learned the pack's victim tonight: Jorn.")]
    assert not any(
        "victim" in line
        for seat in (0, 1, 3, 4, 5)
        for line in table.players[seat].state["privateLines"]
    )


def test_the_captains_ballot_counts_twice_and_he_breaks_the_tie(english):
    table = elected()
    table.game.submit(HOST, Timeout())  # the debate ends
    table.feed()
    board = table.board
    assert board.state["screen"] == "vote" and board.state["electedTitle"] == ""
    assert [row["weight"] for row in board.player_rows.rows] == ["", "×2", "", "", "", ""]
    assert table.players[4].seat_rows.rows[CAPTAIN]["weight"] == "×2"
    # Zork and Pryx tie on 3 (Quill's ballot counts twice): the Captain decides.
    for seat, target in {0: 4, 1: 0, 2: 4, 4: 0, 5: 4}.items():
        table.game.submit(seat, Vote(target))
    table.feed(read=False)
    assert board.state["screen"] == "tally"
    rows = {row["name"]: row for row in board.tally_rows.rows}
    assert rows["Zork"]["votes"] == 3 and rows["Zork"]["voters"] == "Quill ×2 and Pryx"
    assert rows["Pryx"]["votes"] == 3 and rows["Zork"]["leading"] and rows["Pryx"]["leading"]
    assert board.state["tallyText"] == "Tie between Zork and Pryx: the Captain breaks the tie."
    board.next_interlude()
    assert board.state["screen"] == "resolving"
    assert board.state["owedLine"] == "The vote is tied: the Captain breaks the tie…"
    captain = table.players[CAPTAIN]
    assert captain.state["screen"] == "shoot" and captain.state["action"] == "tie_break"
    assert captain.state["prompt"] == "The vote is tied: you decide who leaves"
    assert [row["seat"] for row in captain.target_rows.rows] == [0, 4]
    other = table.players[2]
    assert not other.state["hasAction"]
    assert other.state["waitingText"] == "The vote is tied: the Captain breaks the tie…"
    captain.choose(4)
    table.game.submit(CAPTAIN, table.ports[CAPTAIN].calls[-1][1])
    assert table.ports[CAPTAIN].calls[-1][1] == Act(4)
    table.feed(read=False)
    deaths = next(i for i in board.interludes if i.kind == "deaths")
    while board.interludes[0] is not deaths:
        board.next_interlude()
    assert board.state["deathsTitle"] == "The Captain has decided"
    assert board.state["deathsLine"] == "Pryx leaves the village."


def test_a_dead_captain_names_his_successor(english):
    table = elected(victim=CAPTAIN)
    board = table.board
    assert table.game.phase.value == "resolving"
    assert board.state["screen"] == "resolving"
    assert board.state["owedLine"] == "The Captain names a successor…"
    assert all(row["title"] == "" for row in board.player_rows.rows)  # the title is gone
    captain = table.players[CAPTAIN]
    assert not captain.state["alive"] and captain.state["screen"] == "shoot"
    assert captain.state["action"] == "successor"
    assert captain.state["prompt"] == "You pass your title on: to whom?"
    assert [row["seat"] for row in captain.target_rows.rows] == [0, 2, 3, 4, 5]
    assert table.players[0].state["waitingText"] == "The Captain names a successor…"
    captain.choose(2)
    table.send(CAPTAIN)
    assert table.game.phase.value == "day"
    assert [row["title"] for row in board.player_rows.rows] == ["", "", "captain", "", "", ""]
    assert table.players[5].seat_rows.rows[2]["titleLabel"] == "Captain"
    assert any(
        line == "Vexa is the new Captain." for chapter in _recap(table) for line in chapter["lines"]
    )


def _recap(table: Table) -> list[dict]:
    view = table.game.public_view()
    names = [seat.name for seat in view.seats]
    return presenters.recap(view.events, names, table.game.roles)


ACTIONS = ("decoy", "elect", "abstain", "tie_break", "successor", "candidacy", "choose_voters")


@pytest.mark.parametrize("action", ACTIONS)
def test_every_new_action_label_is_translated(english, action):
    english_text = texts.action_prompt(action)
    assert english_text != action
    language().choose("fr")
    french = texts.action_prompt(action)
    assert french not in (action, english_text)


def test_the_titles_and_owed_lines_are_translated(english):
    language().choose("fr")
    assert texts.title_name("captain") == "Capitaine"
    for kind in texts.OWED_LINES:
        assert texts.owed_line(kind) != texts.OWED_LINES[kind]
    for option in ("save", "stand", "decline"):
        assert texts.option_name(option, ()) not in (option, texts.OPTION_NAMES[option])


@pytest.mark.parametrize("seed", range(4))
def test_the_tv_tells_no_secret_of_a_master_game(english, seed):
    """Whole bot games (candidacies on odd seeds, a hidden bonus from seed 2): until the
    end the board names no card that was not shown, tells nobody the pack's victim, and
    with a hidden bonus shows no vote total."""
    settings = {
        "variant": "master",
        "candidacy": "on" if seed % 2 else "off",
        "bonus": "secret" if seed >= 2 else "none",
    }
    game = Game(GameSetup.create("apptrial", list(NAMES[:6]), seed, settings=settings))
    board = BoardModel()
    checked = 0
    day_tallies = 0

    def after(game: Game) -> None:
        nonlocal checked
        board.update_view(game.public_view())
        while True:
            check(game)
            checked += 1
            if not board.interludes:
                break
            board.next_interlude()

    def check(game: Game) -> None:
        nonlocal day_tallies
        events = game.public_view().events
        shown = {e.seat for e in events if isinstance(e, RoleShown)}
        day_tally = board.state["screen"] == "tally" and any(
            isinstance(e, PhaseStarted) and e.phase == "day" for e in events
        )  # the election's totals are public: no bonus counts there
        day_tallies += day_tally
        for text in board.exposed():
            assert "victim" not in text
            if settings["bonus"] == "secret" and day_tally:
                assert not re.search(r"\d+ votes?\b", text), text
            for seat, role in enumerate(game.roles):
                if seat not in shown and not game.ended:
                    assert not (NAMES[seat] in text and texts.role_name(role) in text), text

    drive(game, after, seed=seed)
    assert game.ended and checked > 20 and day_tallies > 0
