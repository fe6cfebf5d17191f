"""The engine's commands: ``lgdesktop roles`` (a composition, or every role with --list) and
``lgdesktop simulate`` (every side of the edition that is in play, options documented)."""

from __future__ import annotations

import json

import pytest

from lgdesktop.cli import build_parser, main


def run_json(capsys, *argv: str) -> dict:
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


def test_roles_list_json_gives_every_jinrou_role_with_its_camp_and_night_order(capsys):
    listing = run_json(capsys, "roles", "--edition", "jinrou", "--list", "--json")
    roles = {role["id"]: role for role in listing["roles"]}
    assert len(roles) == 12
    assert {role_id: role["camp"] for role_id, role in roles.items()} == {
        "villager": "village",
        "werewolf": "wolves",
        "seer": "village",
        "bodyguard": "village",
        "medium": "village",
        "madman": "wolves",
        "fox": "solo",
        "psychopath": "village",
        "baker": "village",
        "lover": "solo",
        "nekomata": "village",
        "hunter": "village",
    }
    assert (
        roles["werewolf"]["night_order"] == 1 and roles["werewolf"]["channels"] == []
    )  # no pack chat
    assert roles["madman"]["first_night_only"] and roles["villager"]["night_order"] is None
    assert listing["players"] == {"min": 4, "max": 20, "recommended": [4, 20]}
    assert listing["channels"] == ["dead"]  # the pack meets in person (RULES §1)
    assert listing["win_labels"] == ["village", "wolves", "fox", "lovers"]


def test_roles_list_prints_one_line_per_role_in_calling_order(capsys):
    assert main(["roles", "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("jinrou") and len(lines) == 13
    assert lines[1].split()[:4] == ["werewolf", "wolves", "night", "1"]


def test_roles_list_counts_the_center_cards_the_thief_brings(capsys):
    listing = run_json(capsys, "roles", "--edition", "thiercelieux", "--list", "--json")
    brought = {role["id"]: role["center_cards"] for role in listing["roles"]}
    assert listing["center_cards"] == 0 and brought["thief"] == 2
    assert {count for role_id, count in brought.items() if role_id != "thief"} == {0}
    assert main(["roles", "--edition", "thiercelieux", "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "center cards: 0 (+2 with thief)" in lines
    assert next(line for line in lines if line.split()[0] == "thief").endswith(
        "brings 2 center cards"
    )


def test_roles_without_players_nor_list_is_a_usage_error(capsys):
    assert main(["roles"]) == 2
    assert "--players" in capsys.readouterr().err


def test_simulate_reports_only_the_sides_in_play(capsys):
    plain = run_json(capsys, "simulate", "--players", "7", "--games", "20", "--jobs", "1", "--json")
    assert list(plain["win_rates"]) == ["village", "wolves"]
    both = run_json(
        capsys,
        "simulate",
        "--players",
        "9",
        "--games",
        "20",
        "--jobs",
        "1",
        "--roles",
        "werewolf=2,fox=1,lover=2",
        "--json",
    )
    assert list(both["win_rates"]) == ["village", "wolves", "fox", "lovers"]
    village_lovers = run_json(
        capsys,
        "simulate",
        "--players",
        "9",
        "--games",
        "20",
        "--jobs",
        "1",
        "--roles",
        "werewolf=2,lover=2",
        "--set",
        "lovers_win=village",
        "--json",
    )
    assert list(village_lovers["win_rates"]) == ["village", "wolves"]
    assert main(["simulate", "--players", "7", "--games", "10", "--jobs", "1"]) == 0
    text = capsys.readouterr().out
    assert "fox" not in text and "lovers" not in text and "village" in text


@pytest.mark.parametrize("command", ["simulate", "roles"])
def test_every_option_has_help_text(command):
    parser = build_parser()
    sub = parser._subparsers._group_actions[0].choices[command]
    for action in sub._actions:
        assert action.help, (command, action.dest)
