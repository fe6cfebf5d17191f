"""The one-screen table on the trial's master variant: the election (with or without
candidacies), the night in steps, the vote and the owed actions (a tie-break, a
successor), each passed round the shared screen and answered on the player's own
screen."""

from __future__ import annotations

from lgdesktop.app.onescreen.local import LocalTable
from lgdesktop.engine import Act, NightChoice, Vote

from .apptrial import registered  # noqa: F401
from .conftest import NAMES
from .test_local import screen_turns


def start(candidacy: str) -> LocalTable:
    table = LocalTable(edition="apptrial", seed=2)
    for name in NAMES[:6]:
        table.board.addPlayer(name)
    table.board.setSetting("variant", "master")
    table.board.setSetting("candidacy", candidacy)
    table.board.start()
    assert table.game is not None and table.game.phase.value == "election"
    return table


def play(table: LocalTable, answer) -> list[tuple[str, str, int]]:
    """Pass the screen round until the end; each turn's player makes ``answer(table,
    seat, action)`` on their own screen. Returns the turns: (phase, action, seat)."""
    turns: list[tuple[str, str, int]] = []
    for moment in screen_turns(table):
        game = table.game
        if moment == "answer":
            action = table.player.state["action"]
            turns.append((game.phase.value, action, table.turn))
            table.player.make(answer(table, table.turn, action))
        elif moment == "done":
            more = bool(table.turns)
            table.model.finish()
            if more and game.phase.value in ("election", "vote"):  # straight on
                assert table.model.state["stage"] == "pass"
    return turns


def cast(table: LocalTable) -> tuple[int, int, int]:
    """The Captain (a villager), the pack's victim and another villager, by the deal."""
    village = [s for s, card in enumerate(table.game.roles) if card != "werewolf"]
    return village[0], village[1], village[2]


def common(table: LocalTable, seat: int, action: str, captain: int, victim: int):
    """Everybody's answer but the vote's and the owed actions'."""
    spec = table.player.view.legal[0]
    if action == "candidacy":
        return Vote(option="stand" if seat in (captain, victim) else "decline")
    if action == "elect":
        return Vote(captain)
    if action == "devour":
        return NightChoice(victim)
    if spec.options:
        return NightChoice(option="pass")
    return NightChoice(seats=spec.targets[: spec.count], cards=spec.cards[: spec.card_count])


def test_the_captain_breaks_a_tie_on_one_screen(english):
    table = start("on")
    captain, victim, _other = cast(table)
    living = [s for s in range(6) if s != victim]
    x, y = [s for s in living if s != captain][:2]

    def answer(table, seat, action):
        if action == "vote":  # the Captain (×2) and y for x; the others for y
            return Vote(x if seat in (captain, y) else y)
        if action == "tie_break":
            return Act(x)
        return common(table, seat, action, captain, victim)

    turns = play(table, answer)
    assert [t for t in turns if t[0] == "election"][:6] == [
        ("election", "candidacy", seat) for seat in range(6)
    ]
    assert ("election", "elect", 0) in turns
    assert table.game.title_holder("captain") == captain
    assert turns[-1] == ("resolving", "tie_break", captain)
    assert table.game.last_voted_out == (x,)
    assert table.board.state["screen"] == "end"


def test_a_dead_captain_names_a_successor_on_one_screen(english):
    table = start("off")
    captain, _victim, heir = cast(table)

    def answer(table, seat, action):
        if action == "vote":  # the heir (now Captain) for the first other living seat
            return Vote(heir if seat != heir else table.player.view.legal[0].targets[0])
        if action == "successor":  # the heir, banished as Captain, names one in turn
            return Act(heir if seat == captain else table.player.view.legal[0].targets[0])
        return common(table, seat, action, captain, captain)

    turns = play(table, answer)
    owed = [t for t in turns if t[0] == "resolving"]
    assert owed == [("resolving", "successor", captain), ("resolving", "successor", heir)]
    assert [t for t in turns if t[0] == "election"] == [
        ("election", "elect", seat) for seat in range(6)
    ]
    assert table.game.ended and table.game.last_voted_out == (heir,)
