"""The app side of ``thiercelieux`` (issue 14), on fixed deals: every call of the night
composes the same screen on every laptop while the card is hidden; Cupid's two arrows
(himself allowed) and the lovers told; the Thief's two center cards (a wolf forced); the
Little Girl's 8 × 8 grid; the Witch's screen (the victim's name, both potions at once); the
TV's narration, cards shown on every death, the lobby's deck and its warning."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.texts import presenters, texts
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import HOST, NightChoice, Timeout

from .apptrial import Table
from .conftest import NAMES, RecordingPort
from .thier import (
    CUPID,
    GIRL,
    MATE,
    NIGHT_1,
    SEER,
    THIEF,
    WITCH,
    WOLF,
    close_step,
    decoys,
    new_game,
    pack_takes,
    to_step,
)


def hidden_layout(player: PlayerModel) -> tuple:
    """What a neighbour sees of a night screen while the card is hidden."""
    state = player.state
    assert not state["revealed"]
    return (
        state["screen"],
        state["composing"],
        state["publicPrompt"],
        len(player.target_rows.rows),
        any(row["seat"] == state["seat"] for row in player.target_rows.rows),
        tuple(row["label"] for row in player.card_rows.rows),
    )


def test_every_call_of_the_night_looks_the_same_on_every_laptop(english):
    table = Table(new_game())
    seen = {}
    while table.game.phase.value == "night":
        step = table.game.public_view().step
        living = [s for s in range(10) if table.game.alive[s]]
        layouts = {hidden_layout(table.players[s]) for s in living}
        assert len(layouts) == 1, (step, layouts)
        seen[step] = layouts.pop()
        decoys(table)
        close_step(table)
    assert tuple(seen) == NIGHT_1
    # Cupid may name himself: in his step every laptop lists its own name too.
    assert seen["cupid"][3:5] == (10, True)
    assert seen["seer"][3:5] == (9, False)
    assert all(layout[5] == ("Center card 1", "Center card 2") for layout in seen.values())
    assert {layout[2] for layout in seen.values()} == {"Make your choice, then confirm."}


def test_cupids_two_arrows_himself_included_and_the_lovers_told(english):
    table = Table(new_game())
    cupid = table.players[CUPID]
    assert cupid.state["prompt"] == "Your two arrows: which two players fall in love?"
    assert cupid.state["pickHint"] == "two players"
    cupid.toggleSeat(CUPID)
    assert not cupid.state["canConfirm"]
    cupid.toggleSeat(SEER)
    assert cupid.state["canConfirm"]
    cupid.confirmPick()
    assert table.ports[CUPID].calls[-1][1] == NightChoice(seats=(CUPID, SEER))
    table.send(CUPID)
    decoys(table)
    close_step(table)  # the lovers' step: they recognise each other
    assert table.game.public_view().step == "lovers"
    line = texts.step_note("lovers", "Cupid's arrows struck Zork and Vexa: they are in love.")
    for seat in (CUPID, SEER):
        assert line in table.players[seat].state["privateLines"]
    assert all(line not in table.players[s].state["privateLines"] for s in (THIEF, WOLF, WITCH))


def test_the_thief_sees_two_wolves_and_must_take_one(english):
    table = Table(new_game())
    to_step(table, "thief")
    thief = table.players[THIEF]
    thief.holdRole()
    assert [(row["label"], row["allowed"]) for row in thief.card_rows.rows] == [
        ("Center card 1", True),
        ("Center card 2", True),
    ]
    assert [row["roleLabel"] for row in thief.seen_rows.rows] == ["Werewolf", "Werewolf"]
    assert thief.state["prompt"] == "Take one of the two spare cards, or keep yours"
    # no "keep" (two wolves): offered, marked
    assert [(row["option"], row["allowed"]) for row in thief.option_rows.rows] == [("pass", False)]
    thief.toggleCard(1)
    thief.confirmPick()
    table.send(THIEF)
    decoys(table)
    close_step(table)
    assert table.game.player_view(THIEF).role == "werewolf"
    assert (
        "Thief's call: you swapped your card with center card 2." in (thief.state["privateLines"])
    )


def test_the_little_girls_grid_in_the_packs_step(english):
    table = Table(new_game())
    to_step(table, "werewolf")
    girl = table.players[GIRL]
    assert girl.state["peekGrid"] and girl.state["composing"]
    cells = [row["cell"] for row in girl.grid_rows.rows]
    assert len(cells) == 64 and cells[:9] == ["A1", "B1", "C1", "D1", "E1", "F1", "G1", "H1", "A2"]
    assert [row["option"] for row in girl.option_rows.rows] == ["pass"]
    assert girl.state["prompt"] == "Peek at the pack: pick one square, or keep still"
    assert girl.state["pickHint"] == "one square of the grid, or one option"
    assert table.players[SEER].state["peekGrid"]  # a decoy of the same shape: the grid too
    girl.chooseOption("C4")
    assert [row["cell"] for row in girl.grid_rows.rows if row["mine"]] == ["C4"]
    girl.confirmPick()
    assert table.ports[GIRL].calls[-1][1] == NightChoice(option="C4")
    table.send(GIRL)
    assert any(
        line == "While the pack hunted: you peeked through square C4."
        for line in girl.state["privateLines"]
    )


def test_the_pack_sees_its_picks_live(english):
    table = Table(new_game())
    to_step(table, "werewolf")
    table.players[WOLF].make(NightChoice(seats=(SEER,)))
    table.send(WOLF)
    mate = table.players[MATE]
    assert [r["picks"] for r in mate.target_rows.rows if r["seat"] == SEER] == ["Jorn"]
    assert [r["seat"] for r in table.players[WOLF].target_rows.rows if r["mine"]] == [SEER]
    assert mate.state["packLine"].startswith("The pack does not agree yet")
    for wolf in (MATE, THIEF):  # the Thief was given a wolf card by the clock
        table.players[wolf].make(NightChoice(seats=(SEER,)))
        table.send(wolf)
    assert table.players[WOLF].state["packLine"] == "The pack agrees on Vexa."
    assert table.players[SEER].state["packLine"] == ""


def test_the_witch_sees_the_victim_then_saves_and_poisons_at_once(english):
    table = Table(new_game())
    pack_takes(table, SEER)
    assert table.game.public_view().step == "witch"
    witch = table.players[WITCH]
    assert witch.state["prompt"] == "Tonight's victim: Vexa. Save, poison, both or neither?"
    assert [row["option"] for row in witch.option_rows.rows] == ["pass", "save"]
    witch.chooseOption("save")
    witch.toggleSeat(WOLF)
    witch.confirmPick()
    assert table.ports[WITCH].calls[-1][1] == NightChoice(seats=(WOLF,), option="save")
    table.send(WITCH)
    decoys(table)
    close_step(table)
    while table.board.interludes:
        table.board.next_interlude()
    assert table.game.alive[SEER] and not table.game.alive[WOLF]


def test_the_tv_calls_every_step_in_order_each_with_its_line(english):
    """The board's night is the public narration: every call of the composition, in the
    rules' order, each with its own line (the room's clock gives each its length)."""
    view = new_game().public_view()
    steps = presenters.night_steps(view.narration)
    assert steps == ("night_falls", *NIGHT_1, "dawn")
    lines = [texts.narration(step, "thiercelieux") for step in steps]
    assert len(set(lines)) == len(lines)
    assert not any(line.endswith("wakes up…") for line in lines)  # no generic line


def lobby(composition: dict[str, int], players: int) -> SimpleNamespace:
    """A host's lobby of a ``players``-seat table, every seat taken and ready."""
    seats = [
        SimpleNamespace(seat=s, name=NAMES[s], ready=True, bot=False, connected=True)
        for s in range(players)
    ]
    return SimpleNamespace(
        room="table",
        code="123456",
        edition="thiercelieux",
        state="lobby",
        seats=seats,
        composition=tuple(composition.items()),
        settings=(),
        max_players=players,
        start_blocker=None,
        addresses=(),
    )


@pytest.mark.parametrize(
    ("composition", "villagers"),
    [({"werewolf": 2, "seer": 1}, 7), ({"werewolf": 2, "seer": 1, "thief": 1}, 8)],
)
def test_the_lobby_counts_the_thiefs_two_center_cards(english, composition, villagers):
    board = BoardModel(RecordingPort())
    board.update_lobby(lobby(composition, 10))
    assert board.state["villagers"] == villagers
    assert board.state["playerWarning"] == ""


def test_the_lobby_warns_below_eight_players(english):
    board = BoardModel(RecordingPort())
    board.update_lobby(lobby({"werewolf": 2}, 6))
    assert board.state["playerWarning"] == "This edition is best played with 8 to 18 players."
    language().choose("fr")
    board.refresh()
    assert board.state["playerWarning"].startswith("Cette édition")


def test_each_death_shows_its_card_and_the_recap_tells_the_night(english):
    table = Table(new_game())
    to_step(table, "cupid")
    table.players[CUPID].make(NightChoice(seats=(CUPID, SEER)))
    table.send(CUPID)
    pack_takes(table, WITCH)
    table.players[WITCH].make(NightChoice(seats=(WOLF,)))  # poison, no save
    table.send(WITCH)
    decoys(table)
    table.game.submit(HOST, Timeout())
    table.feed(read=False)
    board = table.board
    assert board.state["screen"] == "morning"
    assert [(r["name"], r["role"], r["roleLabel"]) for r in board.dead_card_rows.rows] == [
        ("Jorn", "werewolf", "Werewolf"),
        ("Kelv", "witch", "Witch"),
    ]
    game = table.game
    story = presenters.recap(
        game.log, list(NAMES[:10]), [game.player_view(s).role for s in range(10)]
    )
    lines = [line for chapter in story for line in chapter["lines"]]
    assert "Zork (Cupid) made Zork and Vexa fall in love." in lines
    assert "Kelv (Witch) poisoned Jorn." in lines


def test_the_launcher_and_the_lobby_offer_the_edition(english):
    rows = {row["edition"]: row for row in presenters.edition_rows()}
    assert rows["thiercelieux"]["label"] == "The classic box, the app as master (6 to 24 players)"
    language().choose("fr")
    assert texts.edition_name("thiercelieux") == "La boîte classique, l'appli en meneur"
