"""The forum edition on the TV and the laptops: the Mayor's election comes before the deal,
so every screen must do without a card until it is dealt."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from engine.forumplay import SHORT
from PySide6.QtCore import QCoreApplication

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.texts import presenters, texts
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import HOST, Game, GameSetup, NightChoice, Timeout, Vote
from lgdesktop.engine.model import Act
from lgdesktop.engine.roles.lovers import Love
from lgdesktop.engine.roles.shared import COLOURS
from lgdesktop.engine.roles.thief import Colours

from .apptrial import Table
from .conftest import NAMES, RecordingPort
from .controls import item, player_window
from .forum import (
    CUPID,
    DEAL,
    GIRL,
    MATE,
    SEER,
    THIEF,
    WITCH,
    WOLF,
    close_step,
    decoys,
    elect,
    new_game,
    play,
    to_day,
    to_step,
    to_vote,
)
from .test_thiercelieux_app import hidden_layout, lobby


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


def test_the_role_screen_waits_for_the_deal_then_shows_the_card_once(session, english):
    """Before the deal (the Mayor's election) a laptop has no card: no role screen, its
    notes say so, and a "Got it" meanwhile does not count; once the cards are dealt every
    laptop shows its card, and after "Got it" the game's screens follow."""
    table = Table(new_game())  # (the table's laptops press "Got it" at once)
    for player in table.players:
        assert (player.state["screen"], player.state["roleSeen"]) == ("vote", False)
    window = player_window(session, table.players[0])
    table.players[0].peekRole()
    QCoreApplication.processEvents()
    assert item(window, "privateRole").property("text") == "No card yet: the cards are dealt soon."
    table.players[0].hideRole()
    for seat, player in enumerate(table.players):
        player.make(Vote(option="stand" if seat == CUPID else "decline"))
        table.send(seat)
    assert table.game.phase.value == "night"
    for seat, player in enumerate(table.players):
        assert player.state["screen"] == "role", seat
        assert player.state["role"] == SHORT[DEAL[seat]] and player.state["camp"] != "", seat
        player.acknowledgeRole()
        assert player.state["screen"] == "night", seat
    table.feed()
    assert all(player.state["screen"] == "night" for player in table.players)


# --------------------------------------------------------------------------- the Mayor


def test_a_lone_candidate_is_announced_on_the_tv_and_wears_the_badge(english):
    table = Table(new_game())
    for seat, player in enumerate(table.players):
        player.make(Vote(option="stand" if seat == CUPID else "decline"))
        table.game.submit(seat, table.ports[seat].calls[-1][1])
    table.feed(read=False)
    board = table.board
    assert board.state["screen"] == "announce"
    assert board.state["deathsTitle"] == "The election of the Mayor"
    assert board.state["deathsLine"] == f"{NAMES[CUPID]} stood alone and becomes Mayor."
    table.feed()
    badges = {row["seat"]: row["title"] for row in board.player_rows.rows if row["title"]}
    assert badges == {CUPID: "mayor"}


def test_nobody_stands_two_names_are_drawn_and_said_on_the_tv(english):
    table = Table(new_game("WVVVVSVV", seed=3))
    for seat, player in enumerate(table.players):
        player.make(Vote(option="decline"))
        table.game.submit(seat, table.ports[seat].calls[-1][1])
    table.feed(read=False)
    drawn = table.game.public_view().vote.candidates
    names = [NAMES[seat] for seat in drawn]
    board = table.board
    assert board.state["screen"] == "announce"
    assert board.state["deathsLine"] == (
        f"Nobody stood: lots drew {names[0]} and {names[1]}, and the vote is between them."
    )
    table.feed()
    assert board.state["screen"] == "vote"
    assert board.state["candidatesLine"] == f"Candidates: {names[0]} and {names[1]}"
    assert [row["seat"] for row in table.players[0].target_rows.rows] == list(drawn)


def test_the_owed_lines_name_the_mayor_not_the_captain(english):
    table = Table(new_game("WVVVVSVV"))
    elect(table, 1)
    pack_takes = {"werewolf": 7}
    while table.game.phase.value == "night":
        step = table.game.public_view().step
        if step in pack_takes:
            play(table, 0, NightChoice(seats=(pack_takes[step],)))
        decoys(table)
        close_step(table)
    table.game.submit(HOST, Timeout())  # the debate
    table.feed()
    ballots = {0: 2, 1: 3, 2: 3, 3: 2}
    for seat in table.game.awaited():
        choice = Vote(ballots[seat]) if seat in ballots else Vote(option="abstain")
        table.players[seat].make(choice)
        table.send(seat)
    assert table.board.state["owedLine"] == "The vote is tied: the Mayor breaks the tie…"
    assert table.players[4].state["waitingText"] == "The vote is tied: the Mayor breaks the tie…"
    assert "the Mayor breaks the tie" in table.players[4].state["newsLine"]
    mayor = table.players[1]
    assert mayor.state["screen"] == "shoot" and mayor.state["prompt"] == (
        "The vote is tied: you decide who leaves"
    )
    mayor.make(Act(3))
    table.game.submit(1, table.ports[1].calls[-1][1])
    table.feed(read=False)
    assert table.board.state["deathsTitle"] == "The Mayor has decided"
    table.feed()
    # The next night the pack takes the Mayor: he names his successor.
    while table.game.phase.value == "night":
        if table.game.public_view().step == "werewolf":
            play(table, 0, NightChoice(seats=(1,)))
        decoys(table)
        close_step(table)
    assert table.board.state["owedLine"] == "The Mayor names a successor…"
    table.players[1].make(Act(4))
    table.game.submit(1, table.ports[1].calls[-1][1])
    table.feed(read=False)
    while table.board.state["screen"] != "announce":
        table.board.next_interlude()
    assert table.board.state["deathsLine"] == f"{NAMES[4]} is the new Mayor."


def test_the_owed_lines_of_each_title_in_both_languages(english):
    assert texts.owed_line("successor", "mayor") == "The Mayor names a successor…"
    assert texts.owed_line("successor") == "The Captain names a successor…"
    language().choose("fr")
    assert texts.owed_line("successor", "mayor") == "Le Maire désigne son successeur…"
    assert texts.owed_line("tie_break", "mayor") == "Égalité : le Maire tranche…"
    assert texts.owed_deaths_title("tie_break", "mayor") == "Le Maire a tranché"


# --------------------------------------------------------------------------- the night


def test_every_call_of_the_night_looks_the_same_on_every_laptop(english):
    table = Table(new_game(love_triangle="yes"))
    elect(table, CUPID)
    seen = []
    while table.game.phase.value == "night":
        step = table.game.public_view().step
        living = [s for s in range(table.game.players) if table.game.alive[s]]
        layouts = {hidden_layout(table.players[s]) for s in living}
        assert len(layouts) == 1, (step, layouts)
        seen.append(step)
        decoys(table)
        close_step(table)
    assert seen == [
        "thief",
        "cupid",
        "seer",
        "savior",
        "grid_sees",
        "grid_caught",
        "werewolf",
        "witch",
    ]


def test_the_wolves_place_the_grid_and_see_each_others_squares(english):
    table = Table(new_game())
    elect(table, CUPID)
    to_step(table, "grid_sees")
    wolf, mate = table.players[WOLF], table.players[MATE]
    wolf.holdRole()
    assert wolf.state["peekGrid"] and wolf.state["prompt"] == (
        "Hide a square where the Little Girl would spot you"
    )
    assert len(wolf.grid_rows.rows) == 64
    play(table, WOLF, NightChoice(option="C3"))
    cells = {row["cell"]: row for row in mate.grid_rows.rows}
    assert cells["C3"]["picks"] == NAMES[WOLF] and cells["D3"]["picks"] == ""
    play(table, MATE, NightChoice(option="D4"))
    decoys(table)
    close_step(table)
    assert table.game.public_view().step == "grid_caught"
    mate.holdRole()
    cells = {row["cell"]: row for row in mate.grid_rows.rows}
    assert len(cells) == 64 and not cells["C3"]["allowed"] and not cells["D4"]["allowed"]
    assert mate.state["prompt"] == "Set a square where the Little Girl would get caught"
    assert (
        "The grid's first call: you hid square D4: there she would spot you."
        in mate.state["privateLines"]
    )
    # Every screen is offered the grid (decoys of the same shape), and the Little Girl
    # never sees the wolves' squares.
    girl = table.players[GIRL]
    girl.holdRole()
    assert not any(row["picks"] for row in girl.grid_rows.rows)
    play(table, WOLF, NightChoice(option="A1"))
    play(table, MATE, NightChoice(option="A2"))
    decoys(table)
    close_step(table)
    girl.holdRole()
    assert girl.state["peekGrid"] and all(row["picks"] == "" for row in girl.grid_rows.rows)
    play(table, GIRL, NightChoice(option="C3"))
    for wolf in (WOLF, MATE):
        play(table, wolf, NightChoice(seats=(10,)))
    decoys(table)
    close_step(table)
    assert (
        f"While the pack hunted: you saw {NAMES[WOLF]}'s card: Werewolf."
        in (girl.state["privateLines"])
    )


def test_the_thief_picks_a_colour_and_the_pack_learns_he_joined(english):
    table = Table(new_game(seed=1))
    elect(table, CUPID)
    thief = table.players[THIEF]
    thief.holdRole()
    colours = [row["option"] for row in thief.option_rows.rows if row["allowed"]]
    assert len(colours) == 3 and colours[-1] == "pass"
    assert thief.option_rows.count == len(COLOURS) + 1  # every colour offered, 6 marked
    assert thief.state["prompt"] == "Pick one of your colours, or wait"
    assert {row["label"] for row in thief.option_rows.rows} <= {
        *(texts.option_name(c, ()) for c in COLOURS),
        texts.option_name("pass", ()),
    }
    wolf_colour = table.game.find_state(THIEF, Colours).wolf
    play(table, THIEF, NightChoice(option=wolf_colour))
    decoys(table)
    close_step(table)
    lines = thief.state["privateLines"]
    assert f"Thief's call: you picked the colour {texts.option_name(wolf_colour, ())}." in lines
    assert "Thief's call: your colour stood for the Werewolf card." in lines
    assert thief.state["role"] == "werewolf"
    assert [row["channel"] for row in thief.channel_rows.rows] == ["pack"]
    joined = f"Thief's call: {NAMES[THIEF]} has joined you: the pack grows."
    for wolf in (WOLF, MATE):
        assert joined in table.players[wolf].state["privateLines"]
    for seat in (CUPID, SEER, GIRL, WITCH):
        assert not any("joined" in line for line in table.players[seat].state["privateLines"])


def test_a_thief_who_stays_a_villager_is_not_named_to_the_pack(english):
    table = Table(new_game(seed=1))
    elect(table, CUPID)
    colours = table.game.find_state(THIEF, Colours)
    pair, wolf_colour = colours.pair, colours.wolf
    (village_colour,) = [c for c in pair if c != wolf_colour]
    play(table, THIEF, NightChoice(option=village_colour))
    decoys(table)
    close_step(table)
    assert (
        "Thief's call: your colour stood for the Villager card."
        in (table.players[THIEF].state["privateLines"])
    )
    assert [row["channel"] for row in table.players[THIEF].channel_rows.rows] == []
    stayed = "Thief's call: the Thief chose his colour and did not join you."
    assert stayed in table.players[WOLF].state["privateLines"]
    assert stayed not in table.players[SEER].state["privateLines"]


def test_the_love_triangle_each_told_only_whom_they_love(english):
    table = Table(new_game(love_triangle="yes"))
    elect(table, SEER)
    to_step(table, "cupid")
    play(table, CUPID, NightChoice(seats=(10, 11)))
    decoys(table)
    close_step(table)
    loves = table.game.shared(Love).loves
    assert len(loves) == 3
    for seat in range(table.game.players):
        lines = [line for line in table.players[seat].state["privateLines"] if "in love" in line]
        if seat in loves:
            names = texts.names_list([NAMES[s] for s in loves[seat]])
            assert lines == [f"Cupid's call: you are in love with {names}."], seat
        else:
            assert lines == [], seat


def test_a_lover_is_not_offered_a_vote_against_the_one_he_loves(english):
    table = Table(new_game("WVECVSVV"))
    elect(table, 1)
    to_step(table, "cupid")
    play(table, 3, NightChoice(seats=(4, 5)))
    to_day(table)
    lover = table.players[4]
    assert 5 not in [row["seat"] for row in lover.proxy_rows.rows]
    table.game.submit(HOST, Timeout())  # the debate
    table.feed()
    assert 5 not in [row["seat"] for row in lover.target_rows.rows]
    assert 5 in [row["seat"] for row in table.players[1].target_rows.rows]
    # A ballot against her, refused by the host (a screen a step behind), says why.
    assert lover.refusal_text("illegal_target", Vote(5)) == (
        f"You may not vote against {NAMES[5]}: you love them."
    )
    assert lover.refusal_text("illegal_target", Vote(2)) == "You cannot choose that player."


def test_the_witch_is_never_offered_both_potions(english):
    table = Table(new_game())
    elect(table, CUPID)
    to_step(table, "werewolf")
    for wolf in (WOLF, MATE):
        play(table, wolf, NightChoice(seats=(10,)))
    decoys(table)
    close_step(table)
    witch = table.players[WITCH]
    witch.holdRole()
    assert witch.state["prompt"] == f"Tonight's victim: {NAMES[10]}. Save, poison or neither?"


def test_the_talkative_seer_on_the_tv_in_the_morning(english):
    table = Table(new_game(talkative_seer="yes"))
    elect(table, CUPID)
    to_step(table, "seer")
    play(table, SEER, NightChoice(seats=(WOLF,)))
    while table.game.phase.value == "night":
        decoys(table)
        table.game.submit(HOST, Timeout())
        table.feed(read=False)
    while table.board.state["screen"] != "morning":
        table.board.next_interlude()
    assert table.board.state["notes"] == ["Last night the Seer saw a card: Werewolf."]


# --------------------------------------------------------------------------- the day


def test_a_tie_kills_the_scapegoat_whose_voters_alone_vote_next_day(english):
    table = Table(new_game("WVEVVSVV"))
    elect(table, 1)
    to_vote(table, 7)
    ballots = {0: 3, 1: 4, 3: 4, 4: 3}
    for seat in table.game.awaited():
        table.players[seat].make(Vote(ballots[seat]) if seat in ballots else Vote(option="abstain"))
        table.send(seat)
    assert "the Scapegoat Vexa is eliminated instead" in table.players[0].state["newsLine"]
    goat = table.players[2]
    assert goat.state["prompt"] == "Who may vote tomorrow? Tick any number of players, or none"
    assert goat.state["pickHint"] == "any number of players, none included"
    assert table.board.state["owedLine"] == "The Scapegoat chooses who votes tomorrow…"
    goat.make(Act(seats=(3, 5)))
    table.send(2)
    to_vote(table, 6)
    board = table.board
    assert board.state["votersLine"] == f"Only {NAMES[3]} and {NAMES[5]} may vote today."
    assert board.state["voterCount"] == 2
    assert table.players[1].state["waitingText"] == (
        f"You do not vote today. Voting: {NAMES[3]} and {NAMES[5]}."
    )
    assert not table.players[1].state["hasAction"]
    table.players[3].make(Vote(0))
    table.send(3)
    assert board.state["votedCount"] == 1


def test_a_cast_vote_is_final_and_a_change_is_offered_only_when_votes_may_change(english):
    table = Table(new_game("WVVVVSVV"))
    elect(table, 1)
    to_vote(table, 7)
    voter = table.players[2]
    assert [(row["option"], row["label"]) for row in voter.option_rows.rows] == [
        ("abstain", "I abstain")
    ]
    voter.make(Vote(3))
    table.send(2)
    assert not voter.state["hasAction"]
    assert voter.state["waitingText"] == (
        "Your vote is cast and final: it cannot change. Waiting for the others…"
    )
    table = Table(new_game("WVVVVSVV", votes_final="no"))
    elect(table, 1)
    to_vote(table, 7)
    voter = table.players[2]
    voter.make(Vote(3))
    table.send(2)
    assert voter.state["hasAction"]
    assert voter.state["prompt"] == (
        "Whom do you want to banish? You voted: you may change it until the vote closes."
    )
    assert [row["seat"] for row in voter.target_rows.rows if row["mine"]] == [3]
    voter.make(Vote(4))
    table.send(2)
    assert [row["seat"] for row in voter.target_rows.rows if row["mine"]] == [4]


def test_a_proxy_lodged_by_day_shows_and_counts_for_the_absent(english):
    table = Table(new_game("WVVVVSVV"))
    elect(table, 1)
    while table.game.phase.value == "night":
        if table.game.public_view().step == "werewolf":
            play(table, 0, NightChoice(seats=(7,)))
        decoys(table)
        close_step(table)
    away = table.players[3]
    assert away.state["canProxy"] and away.state["proxyCurrent"] == -1
    assert away.state["proxyNobody"] == "nobody (abstain)"
    assert away.state["proxyQuestion"].startswith("If you must leave before the vote closes")
    away.proxyVote(0)
    table.send(3)
    assert away.state["proxyCurrent"] == 0
    table.game.submit(HOST, Timeout())  # the debate
    table.feed()
    assert table.board.state["screen"] == "vote"
    for seat in (1, 2):
        table.players[seat].make(Vote(0))
        table.send(seat)
    table.game.submit(HOST, Timeout(absent=(3,)))
    table.feed(read=False)
    tally = table.board.interludes[0].tally
    assert dict(tally.counts)[0] == 3
    assert not table.game.alive[0]


# --------------------------------------------------------------------------- the lobby


def forum_lobby(table: SimpleNamespace) -> SimpleNamespace:
    """A lobby of :func:`test_thiercelieux_app.lobby` playing ``forum``."""
    return SimpleNamespace(**{**vars(table), "edition": "forum"})


def test_the_launcher_and_the_lobby_offer_the_edition_and_warn_below_eight(english):
    rows = {row["edition"]: row for row in presenters.edition_rows()}
    assert rows["forum"]["label"] == "Forum rules, with a Mayor (6 to 24 players)"
    board = BoardModel(RecordingPort())
    small = lobby({"werewolf": 1}, 7)
    board.update_lobby(forum_lobby(small))
    assert board.state["playerWarning"] == "This edition is best played with 8 to 24 players."
    board.update_lobby(forum_lobby(lobby({"werewolf": 2}, 8)))
    assert board.state["playerWarning"] == ""
    language().choose("fr")
    assert texts.edition_name("forum") == "Règles du forum, avec un Maire"
    board.update_lobby(forum_lobby(small))
    assert board.state["playerWarning"].startswith("Cette édition")


@pytest.mark.parametrize("see", ["no", "yes"])
def test_the_dead_chat_among_themselves_and_see_cards_as_the_setting_says(english, see):
    table = Table(new_game("WVVVVSVV", dead_see_roles=see))
    elect(table, 1)
    to_vote(table, 7)
    ghost = table.players[7]
    assert ghost.state["screen"] == "ghost"
    assert [row["channel"] for row in ghost.channel_rows.rows] == ["dead"]
    assert [row["channel"] for row in table.players[0].channel_rows.rows] == ["pack"]
    assert [row["channel"] for row in table.players[3].channel_rows.rows] == []
    known = {row["seat"] for row in ghost.known_rows.rows if row["roleLabel"]}
    assert known == (set(range(7)) if see == "yes" else set())  # the others, or nobody
