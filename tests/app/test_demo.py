"""``lgdesktop demo``: a whole unattended game on loopback, exit 0, a screenshot of every
kind of screen; and its argument checks."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from lgdesktop.app.shell.demo import BOT_NAMES, DEMO_PLAYER, demo_deal
from lgdesktop.cli import build_parser, main
from lgdesktop.cli.demo import composition_of
from lgdesktop.engine import EDITIONS, catalogue

#: Longest run of the fast demo, in seconds (it takes about 40 s on two cores).
DEMO_TIMEOUT = 240
#: Every kind of screen the README shows.
BOARD_SCREENS = {"lobby", "night", "morning", "day", "vote", "tally", "end"}
PLAYER_SCREENS = {"lobby", "role", "role-revealed", "night", "day", "vote", "ghost", "end"}


@pytest.mark.slow
def test_the_demo_plays_a_whole_game_and_saves_every_screen(tmp_path):
    shots = tmp_path / "shots"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "lgdesktop",
            "demo",
            "--players",
            "8",
            "--speed",
            "20",
            "--quit-at-end",
            "--screenshots",
            str(shots),
            "--seed",
            "3",
        ],
        env=os.environ | {"QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=DEMO_TIMEOUT,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    kinds = {path.stem.split("-", 1)[1] for path in shots.glob("*.png")}
    assert {f"board-{screen}" for screen in BOARD_SCREENS} <= kinds
    assert {f"player-{screen}" for screen in PLAYER_SCREENS} <= kinds
    assert "Traceback" not in result.stderr


#: Screens each edition's demo must show, besides the lobby and the role card.
EDITION_SCREENS = {
    "one_night": {"board-night", "board-tally", "player-night", "player-vote"},
    "thiercelieux": {"board-night", "board-morning", "board-tally", "player-night", "player-vote"},
    # The Mayor's candidacies before the deal: the vote screens come before the role card.
    # (Every laptop answers every call, so at speed 20 a night is over before the TV's
    # night screen can be saved.)
    "forum": {"board-vote", "board-morning", "board-tally", "player-night", "player-vote"},
    # Every death shown with its card at dawn and at the tally (the human may die on night 1).
    "anniversary": {"board-night", "board-morning", "board-tally", "player-night"},
}


#: A demo table with the anniversary expansion's characters (the pack: the Big Bad Wolf
#: and the White Werewolf), villagers filling the rest.
EXPANSION_PLAYERS = 10
EXPANSION_ROLES = (
    "big_bad_wolf=1,white_werewolf=1,piper=1,wild_child=1,thiercelieux_fox=1,bear_tamer=1,"
    "devoted_servant=1,two_sisters=2"
)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("edition", "players", "options"),
    [
        ("one_night", 6, []),
        ("thiercelieux", 10, []),
        ("forum", 10, []),
        ("anniversary", EXPANSION_PLAYERS, ["--roles", EXPANSION_ROLES]),
    ],
    ids=["one_night", "thiercelieux", "forum", "anniversary-expansion"],
)
def test_an_edition_demo_plays_to_the_end(tmp_path, edition, players, options):
    shots = tmp_path / "shots"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "lgdesktop",
            "demo",
            "--edition",
            edition,
            "--players",
            str(players),
            *options,
            "--speed",
            "20",
            "--quit-at-end",
            "--screenshots",
            str(shots),
            "--seed",
            "2",
        ],
        env=os.environ | {"QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=DEMO_TIMEOUT,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    kinds = {path.stem.split("-", 1)[1] for path in shots.glob("*.png")}
    assert EDITION_SCREENS[edition] | {"board-end", "player-role-revealed", "player-end"} <= kinds
    assert "Traceback" not in result.stderr


def test_the_demo_has_a_distinct_name_for_every_seat_of_the_largest_table():
    """``--players`` goes up to each edition's maximum: a bot name for every other seat
    (a 24-seat demo once ran out of names and stopped with a traceback)."""
    largest = max(edition.max_players for edition in EDITIONS.values())
    assert len(BOT_NAMES) >= largest - 1
    assert len({*BOT_NAMES, DEMO_PLAYER}) == len(BOT_NAMES) + 1


@pytest.mark.parametrize("seed", range(20))
def test_a_thiercelieux_deck_has_the_thiefs_center_and_no_wolf_for_the_human(seed):
    deal = demo_deal("thiercelieux", 12, seed)
    assert deal[0] != "werewolf" and "thief" in deal and len(deal) == 14


@pytest.mark.parametrize("seed", range(20))
def test_a_one_night_human_is_never_dealt_a_wolf_card(seed):
    deal = demo_deal("one_night", 6, seed)
    assert deal[0] not in ("werewolf", "mystic_wolf") and len(deal) == 9


@pytest.mark.parametrize("seed", range(20))
def test_the_human_is_never_dealt_a_werewolf(seed):
    deal = demo_deal("jinrou", 8, seed)
    assert deal[0] != "werewolf"
    assert sorted(deal).count("werewolf") == 2 and len(deal) == 8


@pytest.mark.parametrize("seed", range(10))
def test_an_expansion_composition_is_dealt_whole_with_no_wolf_card_for_the_human(seed):
    table = ["--edition", "anniversary", "--players", str(EXPANSION_PLAYERS)]
    args = build_parser().parse_args(["demo", *table, "--roles", EXPANSION_ROLES])
    full = composition_of(args)
    assert full["villager"] == 1 and full["two_sisters"] == 2
    deal = demo_deal("anniversary", EXPANSION_PLAYERS, seed, full)
    assert sorted(deal) == sorted(role for role, n in full.items() for _ in range(n))
    assert deal[0] not in ("big_bad_wolf", "white_werewolf")


@pytest.mark.parametrize("role", [r.id for r in catalogue.edition_info("anniversary").roles])
def test_each_of_the_28_may_sit_at_the_demo_table(role):
    count = 2 if role == "two_sisters" else 1
    roles = f"{role}={count}" if role == "werewolf" else f"werewolf=1,{role}={count}"
    args = build_parser().parse_args(
        ["demo", "--edition", "anniversary", "--players", "10", "--roles", roles]
    )
    composition = composition_of(args)
    assert composition[role] >= count and sum(composition.values()) >= 10


@pytest.mark.parametrize("preset", [p.id for p in catalogue.presets("anniversary")])
def test_each_anniversary_preset_makes_a_demo_deal(preset):
    args = build_parser().parse_args(
        ["demo", "--edition", "anniversary", "--players", "16", "--preset", preset]
    )
    composition = composition_of(args)
    assert composition == catalogue.preset_setup("anniversary", preset, 16)
    deal = demo_deal("anniversary", 16, 1, composition)
    assert len(deal) == 16 + (2 if "thief" in composition else 0)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["demo", "--players", "3"], "--players must be 4 to 20"),
        (["demo", "--speed", "0"], "--speed must be positive"),
        (["demo", "--preset", "first_game", "--roles", "seer=1"], "--preset or --roles, not"),
        (["demo", "--edition", "anniversary", "--preset", "nope"], "nope"),
        (
            ["demo", "--edition", "anniversary", "--players", "8", "--preset", "scenario_mother"],
            "11",
        ),
        (["demo", "--edition", "anniversary", "--roles", "jester=1"], "unknown role 'jester'"),
        (["demo", "--edition", "anniversary", "--roles", "two_sisters=1"], "dealt as a pair"),
        (["demo", "--edition", "anniversary", "--roles", "piper=x"], "bad count for role piper"),
        (["demo", "--edition", "anniversary", "--roles", "seer=9"], "9 roles for 8 players"),
        (["demo", "--edition", "anniversary", "--roles", "werewolf=8"], "win at once"),
        (["join", "--code", "12a"], "--code must be 4 to 8 digits"),
        (["join", "nowhere"], "bad address"),
        (["join", "--interface", "eth0"], "--interface needs an IPv4 address"),
    ],
)
def test_bad_arguments_are_one_line_and_exit_2(argv, message, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
