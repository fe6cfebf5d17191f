"""The anniversary edition on the TV and the laptops: the lines RULES §5's characters need
(the Puppeteer's badge, the Idiot's reveal, the Raven's mark, the Monkey's curse, the
Elder's lost powers)."""

from __future__ import annotations

from types import SimpleNamespace

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.models.player_chat import chat_channels
from lgdesktop.app.models.player_notes import private_lines
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import HOST, Act, NightChoice, Timeout, catalogue

from .anniversary import close_step, decoys, new_game, news, play, to_step, to_vote, vote
from .apptrial import Table
from .conftest import NAMES, RecordingPort
from .test_thiercelieux_app import lobby


def designated(spec: str) -> tuple[Table, dict]:
    """Night 1 on deal ``spec`` (the pack takes seat 7), seat 3 elected Captain, then the
    whole village votes against seat 2: the table and the board's tally."""
    table = Table(new_game(spec))
    to_vote(table, 7, captain=3)
    vote(table, dict.fromkeys(table.game.living(), 2))
    return table, news(table, "tally")


def test_the_puppeteers_strings_show_his_card_and_the_mute_badge(english):
    table, state = designated("WWPVVVVV")
    assert (
        state["tallyText"]
        == f"{NAMES[2]} is the Puppeteer: the strings hold, nobody is banished today."
    )
    assert (
        state["tallyRole"]
        == f"{NAMES[2]} is muted: nobody leaves today; no more speaking, but still a vote."
    )
    language().choose("fr")
    table.board.refresh()
    assert table.board.state["tallyRole"] == (
        f"{NAMES[2]} est réduit au silence : plus de parole, mais le vote demeure."
    )


def test_the_idiot_designated_is_shown_and_spared(english):
    table, state = designated("WWIVVVVV")
    assert (
        state["tallyText"]
        == f"{NAMES[2]} is the Village Idiot: spared, but they will never vote again."
    )
    assert table.game.alive[2]
    table.feed()
    for seat in (2, 4):  # the laptops say it too
        assert table.players[seat].state["newsLine"].startswith(f"{NAMES[2]} is the Village Idiot")


def test_the_elders_banishment_announces_the_lost_powers(english):
    _table, state = designated("WWEVVVVV")
    assert state["tallyText"] == f"{NAMES[2]} is banished."
    assert state["tallyRole"] == (
        f"{NAMES[2]}'s card: Elder. The village banished its Elder: every village power is lost"
        " for the rest of the game."
    )


def test_the_public_ravens_mark_is_named_in_the_morning(english):
    table = Table(new_game("WWRVVVVV", raven_public="yes"))
    to_step(table, "werewolf")
    for wolf in (0, 1):
        play(table, wolf, NightChoice(seats=(7,)))
    to_step(table, "raven")  # the last call of the night
    play(table, 2, NightChoice(seats=(5,)))
    decoys(table)
    table.game.submit(HOST, Timeout())
    table.feed(read=False)
    notes = news(table, "morning")["notes"]
    assert f"The Raven has marked {NAMES[5]}: two more votes against them today." in notes


def test_the_monkey_learns_his_curse_on_his_screen(english):
    table = Table(new_game("WWKVVVVV"))
    to_step(table, "learned_monkey")
    play(table, 2, NightChoice(seats=(0,)))
    notes = " ".join(private_lines(table.game.player_view(2)))
    assert f"{NAMES[0]} holds a wolf's card: the curse takes you" in notes


def test_the_lobby_offers_the_presets_greyed_out_below_their_minimum(english):
    port = RecordingPort()
    board = BoardModel(port)
    table = {"edition": "anniversary", "max_players": 9}  # a table of 9 seats, all taken
    nine = SimpleNamespace(**{**vars(lobby({"werewolf": 2}, 9)), **table})
    board.update_lobby(nine)
    rows = {row["preset"]: row for row in board.preset_rows.rows}
    assert list(rows) == [p.id for p in catalogue.presets("anniversary")]
    assert rows["scenario_puppeteer"] == {
        "preset": "scenario_puppeteer",
        "label": "Scenario: the Puppeteer",
        "available": True,
        "reason": "",
        "choice": "Scenario: the Puppeteer",
        "selected": False,
    }
    assert rows["scenario_monkey"]["choice"] == "Scenario: the Learned Monkey (From 10 players)"
    assert not rows["scenario_monkey"]["available"]
    assert rows["scenario_monkey"]["reason"] == "From 10 players"
    assert rows["scenario_mother"]["reason"] == "From 11 players"
    board.usePreset("scenario_monkey")  # greyed out: nothing is sent
    assert port.calls == []
    board.usePreset("scenario_puppeteer")
    deck = catalogue.preset_setup("anniversary", "scenario_puppeteer", 9)
    assert port.calls == [("set_composition", {r: n for r, n in deck.items() if r != "villager"})]
    assert board.state["presetIndex"] == -1 and board.state["presetLine"] == ""
    board.update_lobby(SimpleNamespace(**{**vars(nine), "composition": tuple(deck.items())}))
    chosen = [row["preset"] for row in board.preset_rows.rows if row["selected"]]
    assert chosen == ["scenario_puppeteer"]
    assert board.state["presetLabel"] == "Scenario: the Puppeteer"
    powers = sum(n for role, n in deck.items() if role != "villager")
    assert board.state["presetLine"] == (
        f"Preset “Scenario: the Puppeteer”: {powers} roles with a power for 9 seats"
    )
    language().choose("fr")
    board.refresh()
    reasons = {row["preset"]: row["reason"] for row in board.preset_rows.rows}
    assert reasons["scenario_monkey"] == "À partir de 10 joueurs"


def test_an_edition_without_presets_shows_none(english):
    board = BoardModel(RecordingPort())
    board.update_lobby(lobby({"werewolf": 2}, 10))
    assert board.preset_rows.rows == []


def test_the_mute_badge_shows_on_the_puppeteers_chip(english):
    table, _state = designated("WWPVVVVV")
    table.feed()
    row = next(r for r in table.board.player_rows.rows if r["seat"] == 2)
    assert row["titleLabel"] == "Mute"
    assert chat_channels(table.game.player_view(2)) == []  # no chat while alive


def test_the_monkey_looks_one_card_at_a_time_then_chooses_the_next_or_stops(english):
    table = Table(new_game("WWKVVVVV"))
    to_step(table, "learned_monkey")
    monkey = table.players[2]
    monkey.holdRole()
    assert monkey.state["prompt"] == "Whose card do you look at?"
    assert [row["option"] for row in monkey.option_rows.rows] == ["stop"]
    play(table, 2, NightChoice(seats=(4,)))
    monkey.holdRole()
    assert monkey.state["prompt"] == (f"Seen so far: {NAMES[4]}. Whose card next, or stop looking?")
    assert f"you saw {NAMES[4]}'s card: Villager." in " ".join(
        private_lines(table.game.player_view(2))
    )
    play(table, 2, NightChoice(option="stop"))
    assert not monkey.state["hasAction"]


def test_the_colossus_chooses_a_wolf_at_dawn_and_the_tv_waits_for_him(english):
    table = Table(new_game("MWOVVVVV"))
    to_step(table, "werewolf")
    for wolf in (0, 1):
        play(table, wolf, NightChoice(seats=(2,)))
    while table.game.phase.value == "night":
        decoys(table)
        close_step(table)
    colossus = table.players[2]
    colossus.holdRole()
    assert colossus.state["prompt"] == "The wolves killed you: which of them falls too?"
    assert table.board.state["owedLine"] == "The Colossus points at a wolf…"
    play(table, 2, Act(seats=(1,)))
    assert not table.game.alive[1]


def test_the_hidden_ravens_tally_shows_the_ballots_without_totals(english):
    table = Table(new_game("WWRVVVVV"))
    to_step(table, "werewolf")
    for wolf in (0, 1):
        play(table, wolf, NightChoice(seats=(7,)))
    to_step(table, "raven")
    play(table, 2, NightChoice(seats=(4,)))
    to_vote(table, 7, captain=3)
    vote(table, {0: 3, 1: 3, 2: 6, 3: 6, 4: 6, 5: 6, 6: 3})
    state = news(table, "tally")
    assert state["tallyText"] == f"{NAMES[6]} is banished."
    rows = {row["seat"]: row for row in table.board.tally_rows.rows}
    assert {(row["votes"], row["votesText"]) for row in rows.values()} == {(0, "")}
    assert rows[6]["voters"] == f"{NAMES[2]}, {NAMES[3]} ×2, {NAMES[4]} and {NAMES[5]}"


def test_the_pack_sees_its_mother_marked(english):
    table = Table(new_game("MWVVVVVV"))
    assert private_lines(table.game.player_view(1)) == [f"The pack's Mother: {NAMES[0]}"]
    language().choose("fr")
    assert private_lines(table.game.player_view(1)) == [f"La Mère de la meute : {NAMES[0]}"]
