"""The bear's growl on the TV (RULES §5's dawn: the deaths with their cards, then the owed
actions, then the growl, then the win check): with nothing owed it is a line of the
morning's news; after a Hunter's shot it comes alone, once the shot is told; a shot at the
wolf beside the bear leaves no growl. And the other dawn doubt of issue 17: a wolf dead of
tetanus as the night falls is told to the pack's laptops (and his own) only, and to the
TV at dawn; and a Servant's pause that nobody answers ends on a shared screen too."""

from __future__ import annotations

from lgdesktop.app.models.player_choice import pack_line
from lgdesktop.app.models.player_notes import private_lines
from lgdesktop.app.onescreen.local import LocalTable
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import HOST, NightChoice, Shot, Timeout
from lgdesktop.engine.events import ActionOwed, Died

from .anniversary import decoys, new_game, play, to_step, to_vote, vote
from .apptrial import Table
from .conftest import NAMES
from .test_master_local import play as pass_round
from .test_thiercelieux_local import first_form

GROWL = "The bear growls this morning!"


def dawn(spec: str, victim: int) -> Table:
    """Night 1 on deal ``spec`` (the bear at 0, the pack at 1 and 6): the pack takes
    ``victim``; the board is fed, its news left unread."""
    table = Table(new_game(spec))
    to_step(table, "werewolf")
    for wolf in (1, 6):
        play(table, wolf, NightChoice(seats=(victim,)))
    while table.game.phase.value == "night":
        decoys(table)
        table.game.submit(HOST, Timeout())  # the clock
        table.feed(read=False)
    return table


def shoot(table: Table, target: int) -> None:
    """The Hunter at 4 shoots ``target`` on his own screen; the board's news is unread."""
    hunter = table.players[4]
    hunter.holdRole()
    hunter.make(Shot(target))
    table.game.submit(4, table.ports[4].calls[-1][1])
    table.feed(read=False)


def shown(table: Table) -> list[tuple[str, str, str, list[str]]]:
    """Every interlude the board holds now, read in turn: (screen, title, line, notes)."""
    board, seen = table.board, []
    while board.interludes:
        state = board.state
        title = state["morningTitle"] if state["screen"] == "morning" else state["deathsTitle"]
        seen.append((state["screen"], title, state["deathsLine"], list(state["notes"])))
        board.next_interlude()
    return seen


def test_with_nothing_owed_the_growl_is_a_line_of_the_morning_news(english):
    table = dawn("ZWVVVVWSHV", 9)
    assert table.board.state["screen"] == "morning"
    language().choose("fr")
    table.board.refresh()
    assert table.board.state["notes"] == ["L'ours grogne ce matin !"]
    language().choose("en")
    assert shown(table) == [("morning", "Morning of day 1", f"{NAMES[9]} was found dead.", [GROWL])]


def test_after_a_hunters_shot_the_growl_comes_alone_once_the_shot_is_told(english):
    table = dawn("ZWVVUVWSHV", 4)  # the Hunter at 4
    morning = shown(table)
    assert morning == [("morning", "Morning of day 1", f"{NAMES[4]} was found dead.", [])]
    shoot(table, 5)  # he misses the wolf beside the bear
    news = shown(table)
    assert news[0][0] == "deaths" and NAMES[5] in news[0][2]
    assert news[1:] == [("morning", "Morning of day 1", "", [GROWL])]


def test_a_shot_at_the_wolf_beside_the_bear_leaves_no_growl(english):
    table = dawn("ZWVVUVWSHV", 4)
    shown(table)
    shoot(table, 1)
    news = shown(table)
    assert [screen for screen, *_ in news] == ["deaths"]
    assert all(GROWL not in notes for *_, notes in news)


def test_the_tetanus_shows_on_the_packs_laptops_only_until_dawn(english):
    table = Table(new_game("WVVrVWVSHV"))  # the Rusty Knight at 3, the pack at 0 and 5
    to_vote(table, 3, captain=1)  # the pack takes the Knight: 5 catches tetanus
    vote(table, {})
    table.feed()
    to_step(table, "werewolf")
    assert table.board.state["screen"] == "night" and table.game.public_view().seats[5].alive
    line = (
        f"Night 2: {NAMES[5]} died of tetanus as the night fell: no longer hunting, and the"
        " village learns of it at dawn."
    )  # labelled by its night, not by the pack's call it is told at
    assert private_lines(table.game.player_view(0))[-1] == line
    mine = private_lines(table.game.player_view(5))[-1]
    assert mine.startswith("Night 2: the tetanus took you as the night fell")
    language().choose("fr")
    assert private_lines(table.game.player_view(0))[-1].startswith(
        f"Nuit 2 : {NAMES[5]} est mort du tétanos à la tombée de la nuit"
    )
    language().choose("en")
    assert not any("tetanus" in n for n in private_lines(table.game.player_view(1)))
    play(table, 0, NightChoice(seats=(9,)))
    assert pack_line(table.game.player_view(0)) == f"The pack agrees on {NAMES[9]}."
    while table.game.phase.value == "night":
        decoys(table)
        table.game.submit(HOST, Timeout())
        table.feed(read=False)
    assert shown(table)[0][2] == f"The village finds 2 bodies: {NAMES[5]} and {NAMES[9]}."


def test_a_servants_pause_nobody_answers_ends_at_one_screen(english):
    table = LocalTable(edition="anniversary", seed=3)  # she never owes the choice here
    for name in NAMES[:8]:
        table.board.addPlayer(name)
    table.board.setRoleCount("devoted_servant", 1)
    table.board.start()
    pass_round(table, first_form)  # the game ends: each pause closes with nobody to wait for
    log = table.game.log
    assert sum(isinstance(e, Died) and e.public_cause == "banished" for e in log) == 2
    assert not any(isinstance(e, ActionOwed) and e.kind == "take_card" for e in log)
