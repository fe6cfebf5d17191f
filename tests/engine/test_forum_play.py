"""Random ``forum`` games to the end: legal inputs only, the rules' invariants after every
input, a replay that gives the same log, and a winner that matches the rules."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from lgdesktop.cli import main
from lgdesktop.engine import HOST, Game
from lgdesktop.engine.events import NightChoiceMade, NightPickMade, PhaseStarted, Told, VoteTally

from .forumrandom import DRIVERS, FORUM, play, random_setup

GAMES = 1400
CHUNK = 200


class Invariants:
    """Rules checked before every input of one game."""

    def __init__(self) -> None:
        self.inputs = 0

    def __call__(self, game: Game, seat: int | None, inp: object) -> None:
        self.inputs += 1
        if seat is not HOST and inp is not None:
            specs = [spec for spec in game.legal_inputs(seat) if spec.kind == inp.kind]
            assert specs, (seat, inp)
            assert game.alive[seat] or game.phase == "resolving", (seat, game.phase)
        if game.ended:
            return
        wolves = [s for s in game.living() if game.role(s).counts_as_wolf]
        assert game.chat_members("pack") == (tuple(wolves) if game.cards_seen else ())
        assert game.chat_members("dead") == tuple(
            s for s in range(game.players) if not game.alive[s]
        )
        if game.phase == "night" and game.settings["decoys"] == "on" and game.cards_seen:
            assert set(game.awaited()) <= set(game.living())
            assert set(game.awaited()) | set(game.night_choices) == set(game.living())
        if game.phase == "vote":
            loves = _loves(game)
            for voter in game.vote.voters:
                for spec in game.legal_inputs(voter):
                    assert not set(spec.targets) & set(loves.get(voter, ())), (voter, spec)


def _loves(game: Game) -> dict[int, tuple[int, ...]]:
    return {
        event.seat: event.seats
        for event in game.log
        if isinstance(event, Told) and event.what == "loves"
    }


def check_end(game: Game) -> None:
    """The end: the replay gives the same log; the Witch used at most one potion a night;
    the winner follows from who is alive."""
    assert Game.replay(game.setup, game.inputs).log == game.log
    night = 0
    potions: Counter = Counter()
    for event in game.log:
        if isinstance(event, PhaseStarted) and event.phase == "night":
            night = event.number
        if isinstance(event, NightChoiceMade | NightPickMade) and event.action in (
            "save",
            "poison",
        ):
            potions[(event.seat, night)] += 1
    assert all(count == 1 for count in potions.values())
    assert sum(1 for (_seat, _night) in potions) <= 2 * game.dealt.count("witch")
    living = game.living()
    wolves = [s for s in living if game.role(s).counts_as_wolf]
    result = game.result
    loves = set(_loves(game))
    if "lovers" in result.labels:
        assert loves and set(living) <= loves
    elif "village" in result.labels:
        assert not wolves
    else:
        assert result.labels == ("wolves",) and wolves
    for tally in (e for e in game.log if isinstance(e, VoteTally)):
        assert tally.outcome in (
            *("banished", "nobody", "scapegoat", "tie_break", "random"),  # day votes
            *("elected", "drawn", "revote"),  # the Mayor's election
        )


@pytest.mark.parametrize("start", range(0, GAMES, CHUNK))
def test_random_forum_games_end_with_legal_inputs_and_the_rules_kept(start):
    for index in range(start, start + CHUNK):
        invariants = Invariants()
        game = play(random_setup(index), DRIVERS[index % len(DRIVERS)], invariants)
        assert game.ended
        check_end(game)


def test_random_setups_cover_every_role_and_setting_value():
    roles: set[str] = set()
    settings: set[tuple[str, str]] = set()
    for index in range(GAMES):
        setup = random_setup(index)
        roles |= set(setup.deal or dict(setup.composition))
        settings |= set(setup.settings)
    assert roles == {role.id for role in FORUM.roles}
    assert {name for name, _ in settings} >= {"talkative_seer", "love_triangle", "votes_final"}
    assert ("love_triangle", "yes") in settings and ("votes_final", "no") in settings


def test_the_engine_commands_know_the_forum_edition(capsys):
    assert main(["roles", "--edition", "forum", "--players", "16", "--json"]) == 0
    deal = json.loads(capsys.readouterr().out)
    assert deal["roles"]["thief"] == 1 and deal["roles"]["werewolf"] == 4
    assert main(["roles", "--edition", "forum", "--list", "--json"]) == 0
    listing = json.loads(capsys.readouterr().out)
    assert {role["id"] for role in listing["roles"]} == {role.id for role in FORUM.roles}
    assert listing["channels"] == ["dead", "pack"]
    assert listing["win_labels"] == ["village", "wolves", "lovers"]
    argv = ["simulate", "--edition", "forum", "--players", "12", "--games", "40"]
    assert main([*argv, "--seed", "1", "--jobs", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report["win_rates"]) == {"village", "wolves", "lovers"}
