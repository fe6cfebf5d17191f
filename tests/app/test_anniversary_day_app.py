"""The anniversary edition's day on the TV and the laptops (RULES §5, part two): the
Stuttering Judge's secret button and the second vote it calls, the Devoted Servant's
choice before the banished card is shown, on laptops and at one shared screen; and the
text slips found on the way (the Thief's recap line, the Little Girl's peek note, the
French recap's agreement, a laptop's close time)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.models.player_notes import private_lines
from lgdesktop.app.onescreen.local import LocalTable
from lgdesktop.app.shell import runtime
from lgdesktop.app.texts import presenters
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import HOST, Act, NightChoice, Timeout, Vote
from lgdesktop.protocol import Clock

from . import forum, thier
from .anniversary import decoys, new_game, news, play, to_step, to_vote, vote
from .apptrial import Table
from .conftest import NAMES, RecordingPort
from .controls import click, item, player_window
from .test_local import screen_turns

#: The Judge 0, wolves 1 and 2, villagers, a Seer 8 and a Witch 9 (the pack takes 9).
JUDGE_DEAL, JUDGE = "JWWVVVVVSH", 0
#: The Servant 0, wolves 1 and 2, a Hunter 3, villagers, a Seer and a Witch (the pack
#: takes 7; seat 4 is elected Captain; the village banishes the Hunter).
SERVANT_DEAL, SERVANT, HUNTER = "DWWUVVVVSH", 0, 3
#: What a laptop's vote screen shows with the card hidden (QML binds these).
SHOWN = ("screen", "phaseTitle", "publicPrompt", "composing", "pickHint", "hasAction")


def judge_table() -> Table:
    """Night 1 of :data:`JUDGE_DEAL`, seat 3 elected Captain: the day vote is open."""
    table = Table(new_game(JUDGE_DEAL))
    to_vote(table, 9, captain=3)
    return table


def second_vote(table: Table) -> None:
    """The Judge asks for a second vote with his ballot against seat 1, on his own screen
    (card shown, the button pressed); the village banishes seat 1; the first tally read."""
    judge = table.players[JUDGE]
    judge.holdRole()
    judge.toggleSecretBallot()
    judge.choose(1)
    judge.releaseRole()
    table.send(JUDGE)
    vote(table, {seat: 1 for seat in table.game.living() if seat not in (JUDGE, 1)})
    news(table, "tally")
    table.board.next_interlude()


def shown(player: PlayerModel) -> tuple:
    """What ``player``'s vote screen shows while the card is hidden."""
    rows = [(r["name"], r["allowed"]) for r in player.target_rows.rows]
    return (*(player.state[key] for key in SHOWN), rows, player.option_rows.rows)


# ---------------------------------------------------------------- the Stuttering Judge


def test_the_judges_laptop_looks_like_everybodys_until_he_shows_his_card(english):
    table = judge_table()
    judge, villager = table.players[JUDGE], table.players[4]
    assert not judge.state["composing"]  # a tap on a name, like everybody's
    assert shown(judge)[:-2] == shown(villager)[:-2]
    assert judge.option_rows.rows == villager.option_rows.rows == []
    assert judge.state["secretBallot"] == "Vote, and secretly call for a second vote"
    assert villager.state["secretBallot"] == ""
    judge.holdRole()
    judge.toggleSecretBallot()
    assert judge.state["secretBallotOn"]
    assert judge.state["prompt"] == "Whom do you want to banish? (A second vote follows.)"
    assert judge.state["publicPrompt"] == "Whom do you want to banish?"
    judge.releaseRole()
    judge.choose(1)
    assert table.ports[JUDGE].calls[-1] == ("submit", Vote(1, option="second_vote"))
    language().choose("fr")
    judge.refresh()
    assert judge.state["secretBallot"] == "Voter et demander en secret un second vote"


def test_a_plain_tap_is_a_plain_ballot_and_the_button_goes_once_used(english):
    table = judge_table()
    judge = table.players[JUDGE]
    judge.choose(1)
    assert table.ports[JUDGE].calls[-1] == ("submit", Vote(1))
    table = judge_table()
    second_vote(table)
    for player in table.players:  # the second vote: nobody has the button any more
        assert player.state["secretBallot"] == ""


def test_the_button_shows_only_with_the_card_on_the_laptop(session, english):
    table = judge_table()
    judge = table.players[JUDGE]
    window = player_window(session, judge)
    QCoreApplication.processEvents()
    with pytest.raises(AssertionError):
        item(window, "secretBallot")  # the card hidden: no button
    judge.holdRole()
    QCoreApplication.processEvents()
    click(window, "secretBallot")
    assert judge.state["secretBallotOn"]
    judge.hideRole()
    QCoreApplication.processEvents()
    with pytest.raises(AssertionError):
        item(window, "secretBallot")
    window.close()


@pytest.fixture
def session(app):
    session = runtime.Session(runtime.ErrorReporter())
    yield session
    session.release()


def test_the_second_vote_is_titled_and_tallied_on_its_own(english):
    table = judge_table()
    second_vote(table)
    board = table.board.state
    assert board["screen"] == "vote" and board["secondVote"]
    assert board["phaseTitle"] == "Second vote, day 1"
    for seat in (JUDGE, 4):
        laptop = table.players[seat]
        assert laptop.state["screen"] == "vote" and laptop.state["hasAction"]
        assert laptop.state["phaseTitle"] == "Second vote, day 1"
        assert NAMES[1] not in [row["name"] for row in laptop.target_rows.rows]  # banished
    vote(table, {3: 5, 4: 6})  # the Captain's two votes against one
    state = news(table, "tally")
    assert state["tallyTitle"] == "Second vote, day 1"
    assert state["tallyText"] == f"{NAMES[5]} is banished."
    rows = [(r["name"], r["votes"], r["voters"]) for r in table.board.tally_rows.rows]
    assert rows == [(NAMES[5], 2, f"{NAMES[3]} ×2"), (NAMES[6], 1, NAMES[4])]
    language().choose("fr")
    table.board.refresh()
    assert table.board.state["tallyTitle"] == "Second vote, jour 1"


def test_the_judge_alone_reads_that_he_called_the_second_vote(english):
    table = judge_table()
    second_vote(table)
    note = "Day 1: your ballot called for a second vote."
    assert private_lines(table.game.player_view(JUDGE))[-1] == note
    for seat in table.game.living():
        assert seat == JUDGE or note not in private_lines(table.game.player_view(seat))
    vote(table, {3: 5, 4: 6})  # the note stays once, the second vote closed
    assert private_lines(table.game.player_view(JUDGE)).count(note) == 1
    language().choose("fr")
    french = "Jour 1 : votre bulletin a demandé un second vote."
    assert private_lines(table.game.player_view(JUDGE))[-1] == french


def test_the_first_tally_and_an_ordinary_vote_keep_their_titles(english):
    table = judge_table()
    assert table.board.state["phaseTitle"] == "Vote, day 1"
    assert not table.board.state["secondVote"]
    vote(table, dict.fromkeys(table.game.living(), 1) | {1: 2})
    assert news(table, "tally")["tallyTitle"] == ""  # "The votes"


# ---------------------------------------------------------------- the Devoted Servant


def servant_table() -> Table:
    """:data:`SERVANT_DEAL` to the day vote; the whole village banishes the Hunter; the
    tally read."""
    table = Table(new_game(SERVANT_DEAL))
    to_vote(table, 7, captain=4)
    vote(table, {seat: HUNTER for seat in table.game.living() if seat != HUNTER})
    return table


def test_the_servant_is_asked_on_her_laptop_while_the_tv_pauses(english):
    table = servant_table()
    state = news(table, "tally")
    assert state["tallyText"] == f"{NAMES[HUNTER]} is banished."
    assert state["tallyRole"] == ""  # the card is not shown yet
    table.board.next_interlude()
    assert table.board.state["screen"] == "resolving"
    assert table.board.state["owedLine"] == "The village waits a moment before the card is shown…"
    servant = table.players[SERVANT]
    assert servant.state["screen"] == "shoot"
    assert servant.state["prompt"] == (
        f"{NAMES[HUNTER]} is banished. Do you take their card before it is shown?"
    )
    assert servant.state["pickHint"] == f"{NAMES[HUNTER]}, or nobody (keep your own card)"
    assert [row["name"] for row in servant.target_rows.rows] == [NAMES[HUNTER]]
    for seat in (HUNTER, 5):  # everybody else waits on the same line
        assert table.players[seat].state["waitingText"] == table.board.state["owedLine"]
    language().choose("fr")
    servant.refresh()
    assert servant.state["prompt"] == (
        f"Le village bannit {NAMES[HUNTER]}. Prenez-vous sa carte avant qu'elle soit montrée ?"
    )


def test_the_banished_leaves_showing_the_servant_card_and_she_holds_his(english):
    table = servant_table()
    servant = table.players[SERVANT]
    servant.make(Act(seats=(HUNTER,)))
    table.game.submit(SERVANT, table.ports[SERVANT].calls[-1][1])
    table.game.submit(HOST, Timeout())  # her answer counts when the pause's clock ends
    table.feed(read=False)
    state = news(table, "deaths")
    assert state["deathsTitle"] == "The card is revealed"
    assert state["deathsLine"] == (
        f"{NAMES[HUNTER]} leaves showing the Devoted Servant's card:"
        " their own, or the Servant secretly took theirs."
    )
    assert [(r["name"], r["roleLabel"]) for r in table.board.dead_card_rows.rows] == [
        (NAMES[HUNTER], "Devoted Servant")
    ]
    language().choose("fr")
    table.board.refresh()
    assert table.board.state["deathsLine"] == (
        f"{NAMES[HUNTER]} quitte le village en montrant la carte de la Servante Dévouée :"
        " la sienne, ou bien la Servante a pris la sienne en secret."
    )
    assert private_lines(table.game.player_view(SERVANT))[-1] == "Votre carte désormais : Chasseur."
    language().choose("en")
    table.feed()
    assert servant.state["roleLabel"] == "Hunter"
    assert servant.state["privateLines"][-2:] == [
        f"By day: you took {NAMES[HUNTER]}'s card before it was shown.",
        "Your card from now on: Hunter.",
    ]
    to_step(table, "werewolf")  # the pack takes her: she shoots as the Hunter
    for wolf in (1, 2):
        play(table, wolf, NightChoice(seats=(SERVANT,)))
    while table.game.phase.value == "night":
        decoys(table)
        thier.close_step(table)
    assert servant.state["screen"] == "shoot" and servant.state["action"] == "shoot"


def test_a_banished_servant_leaves_on_the_same_line_as_a_taken_card(english):
    # Her own card shown after the pause reads as when she took the banished's: the
    # table cannot tell whether she lived or who she is.
    table = Table(new_game(SERVANT_DEAL))
    to_vote(table, 7, captain=4)
    vote(table, {seat: SERVANT for seat in table.game.living() if seat != SERVANT})
    table.game.submit(HOST, Timeout())
    table.feed(read=False)
    assert news(table, "deaths")["deathsLine"] == (
        f"{NAMES[SERVANT]} leaves showing the Devoted Servant's card:"
        " their own, or the Servant secretly took theirs."
    )


def test_the_story_names_the_servant_by_her_card_until_she_takes_his(english):
    table = servant_table()
    table.players[SERVANT].make(Act(seats=(HUNTER,)))
    table.game.submit(SERVANT, table.ports[SERVANT].calls[-1][1])
    table.game.submit(HOST, Timeout())
    game = table.game
    story = presenters.recap(game.log, list(NAMES[:10]), game.roles, first_cards=game.dealt)
    assert story[-1]["lines"][1:] == [
        f"{NAMES[SERVANT]} (Devoted Servant) swapped their card with {NAMES[HUNTER]}'s card.",
        f"{NAMES[SERVANT]} (Hunter) looked at their own card: Hunter.",
        f"{NAMES[HUNTER]} (Devoted Servant) died, banished by the village.",
    ]


def test_a_servant_who_keeps_her_card_lets_the_banished_card_show(english):
    table = servant_table()
    table.players[SERVANT].make(Act(seats=()))
    table.game.submit(SERVANT, table.ports[SERVANT].calls[-1][1])
    table.game.submit(HOST, Timeout())  # her answer counts when the pause's clock ends
    table.feed(read=False)
    state = news(table, "deaths")
    assert state["deathsLine"] == f"{NAMES[HUNTER]} is banished. Their card: Hunter."
    table.feed()
    assert table.board.state["owedLine"] == "The Hunter takes aim…"


def test_a_lover_who_dies_of_grief_is_named_apart(english):
    table = Table(new_game("DWWUVVVCSH"))  # Cupid 7 binds the Hunter 3 and seat 5
    to_step(table, "cupid")
    play(table, 7, NightChoice(seats=(HUNTER, 5)))
    to_vote(table, 6, captain=4)
    vote(table, {seat: HUNTER for seat in table.game.living() if seat != HUNTER})
    table.players[SERVANT].make(Act(seats=(HUNTER,)))
    table.game.submit(SERVANT, table.ports[SERVANT].calls[-1][1])
    table.game.submit(HOST, Timeout())  # her answer counts when the pause's clock ends
    table.feed(read=False)
    assert news(table, "deaths")["deathsLine"] == (
        f"{NAMES[HUNTER]} leaves showing the Devoted Servant's card:"
        f" their own, or the Servant secretly took theirs. Also gone: {NAMES[5]}"
    )


def one_screen(role: str) -> LocalTable:
    """Eight players at one shared screen, a ``role`` card in the deal (seed 5: two
    wolves, two villagers, a Hunter, a Witch and a Seer besides)."""
    table = LocalTable(edition="anniversary", seed=5)
    for name in NAMES[:8]:
        table.board.addPlayer(name)
    table.board.setRoleCount(role, 1)
    table.board.start()
    return table


def one_screen_day(table: LocalTable, answer) -> list[tuple]:
    """Pass the screen round until night 2 falls; each turn's player makes ``answer(table)``
    on their own screen. The turns of the day: (seat, the phase's title on the TV, whether
    the Servant's pause was on, the screen and the notice the turn ended on)."""
    game = table.game
    turns: list[tuple] = []
    for moment in screen_turns(table, lambda t: game.phase.value == "night" and game.number == 2):
        player = table.player
        if moment == "pass" and game.number == 1 and game.phase.value != "night":
            turns.append((table.turn, table.board.state["phaseTitle"], paused(game)))
        elif moment == "answer":
            player.make(answer(table))
        elif moment == "done":
            if turns and turns[-1][0] == table.turn and len(turns[-1]) == 3:
                turns[-1] += (player.state["screen"], player.state["notice"])
            table.model.finish()
    return turns


def paused(game) -> bool:
    """Whether the game waits on the Servant's pause (its owed kind, public)."""
    return (game.public_view().owed or ())[:1] == ("take_card",)


def test_at_one_screen_the_pause_passes_the_screen_to_everybody(english):
    table = one_screen("devoted_servant")
    game = table.game
    servant = game.roles.index("devoted_servant")
    banished, victim = [s for s, role in enumerate(game.roles) if role == "villager"][:2]
    turns = one_screen_day(table, lambda table: _answer(table, victim, banished))
    pause = [turn for turn in turns if turn[2]]
    assert [turn[0] for turn in pause] == [s for s in range(8) if s != victim]  # all living
    waiting = ("day", "")  # the others wait on the day screen, with no word of her answer
    noted = ("shoot", "Noted. It counts once everybody has had the screen.")
    assert [turn[3:] for turn in pause] == [
        noted if turn[0] == servant else waiting for turn in pause
    ]
    assert game.roles[servant] == game.dealt[banished]  # she took it, once the screen went round
    assert game.public_view().seats[banished].role == "devoted_servant"


def test_at_one_screen_the_judge_calls_the_second_vote(english):
    table = one_screen("stuttering_judge")
    game = table.game
    judge = game.roles.index("stuttering_judge")
    banished, victim = [s for s, role in enumerate(game.roles) if role == "villager"][:2]

    ballots = []  # (seat, the title on the player's own screen) of each ballot cast

    def answer(table: LocalTable):
        if "ote, day 1" in table.player.state["phaseTitle"]:
            ballots.append((table.turn, table.player.state["phaseTitle"]))
        if table.turn == judge and table.player.state["secretBallot"]:
            return Vote(banished, option="second_vote")
        return _answer(table, victim, banished)

    turns = one_screen_day(table, answer)
    voting = [turn[:2] for turn in turns if "ote, day 1" in turn[1]]
    # Seven ballots, then the six left vote again, each on a turn of its own: the last
    # voter of the first vote hands the screen back (the board reads the tally, then the
    # turns start again): nobody casts a ballot on a turn given for another vote.
    assert [title for _, title in voting] == ["Vote, day 1"] * 7 + ["Second vote, day 1"] * 6
    assert ballots == voting
    assert not game.alive[banished]


def _answer(table: LocalTable, victim: int, banished: int):
    """A one-screen turn's answer: the pack takes ``victim``, everybody elects and votes
    against ``banished``, the Servant takes the card, the rest answer their first form."""
    spec = table.player.view.legal[0]
    if spec.action == "take_card":
        return Act(seats=(banished,))
    if spec.action == "devour":
        return NightChoice(seats=(victim,))
    if spec.action == "vote":  # the second vote: the first target (the banished is gone)
        return Vote(banished if banished in spec.targets else spec.targets[0])
    if spec.kind == "vote":
        return Vote(spec.targets[0])
    if spec.options and not spec.targets:
        return NightChoice(option=spec.options[-1])
    if spec.action == "stop":
        return NightChoice(option="stop")
    return NightChoice(seats=spec.targets[: spec.count], cards=spec.cards[: spec.card_count])


# ---------------------------------------------------------------- text slips


def test_the_thiefs_recap_says_he_took_the_wolf_card(english):
    table = Table(thier.new_game())
    to_step(table, "thief")
    table.players[thier.THIEF].holdRole()
    table.players[thier.THIEF].make(NightChoice(cards=(0,)))
    table.send(thier.THIEF)
    to_step(table, "seer")  # the Thief's call closes: he takes the card
    game = table.game
    story = presenters.recap(game.log, list(NAMES[:10]), game.roles, game.dealt)
    lines = [line for chapter in story for line in chapter["lines"]]
    assert f"Dealt a Werewolf card: {NAMES[3]} and {NAMES[4]}." in lines  # the deal
    assert f"Now holding a Werewolf card: {NAMES[1]}, {NAMES[3]} and {NAMES[4]}." in lines
    language().choose("fr")
    story = presenters.recap(game.log, list(NAMES[:10]), game.roles, game.dealt)
    assert f"Tiennent désormais une carte Loup-Garou : {NAMES[1]}, {NAMES[3]} et {NAMES[4]}." in [
        line for chapter in story for line in chapter["lines"]
    ]


def test_the_little_girls_peek_reads_as_her_own(english):
    table = Table(thier.new_game())
    to_step(table, "werewolf")
    girl = table.players[thier.GIRL]
    girl.make(NightChoice(option="C4"))
    table.send(thier.GIRL)
    assert girl.state["privateLines"][-1] == "While the pack hunted: you peeked through square C4."
    language().choose("fr")
    assert private_lines(table.game.player_view(thier.GIRL))[-1] == (
        "Pendant la chasse de la meute : vous avez espionné par la case C4."
    )


def test_the_french_recap_agrees_with_any_player(english):
    table = Table(thier.new_game())
    thier.pack_takes(table, thier.WITCH)
    table.players[thier.WITCH].make(NightChoice(seats=(thier.WOLF,)))  # poison, no save
    table.send(thier.WITCH)
    decoys(table)
    table.game.submit(HOST, Timeout())
    table.feed()
    game = table.game
    language().choose("fr")
    story = presenters.recap(game.log, list(NAMES[:10]), game.roles)
    lines = [line for chapter in story for line in chapter["lines"]]
    assert f"{NAMES[6]} (Sorcière) a péri sous les crocs des loups." in lines
    assert f"{NAMES[3]} (Loup-Garou) a péri par le poison de la Sorcière." in lines


def test_a_laptops_close_time_says_what_it_is(english):
    table = Table(forum.new_game())
    forum.elect(table, forum.CUPID)
    forum.to_vote(table, 10)
    laptop = PlayerModel(RecordingPort(), now=lambda: 0.0)
    laptop.update_view(table.game.player_view(11))
    laptop.acknowledgeRole()
    number = table.game.number
    laptop.update_clock(Clock("vote", number, 9.0, False, "vote", 0, 1, duration=36.0))
    assert laptop.state["titleLine"] == f"Vote, day {number} · closes in 0:09"
    laptop.update_clock(Clock("vote", number, None, False, "vote", 0, 1))
    assert laptop.state["titleLine"] == f"Vote, day {number}"
    language().choose("fr")
    laptop.update_clock(Clock("vote", number, 9.0, False, "vote", 0, 1, duration=36.0))
    assert laptop.state["titleLine"] == f"Vote, jour {number} · clôture dans 0:09"
