"""``one_night`` from the command line: the suggested deck (``roles``), its balance check by
simulation (``simulate``), and the host's ``--deal`` with the three center cards."""

from __future__ import annotations

import json

import pytest

from lgdesktop.cli import UsageError, build_parser, main
from lgdesktop.cli.host import config_from_args
from lgdesktop.engine import catalogue
from lgdesktop.simulation import BatchSpec, Tally, run_batch

#: Games per table size in the balance check (a few seconds in all; docs/engine.md gives
#: the figures of 2,000 games per size).
BALANCE_GAMES = 300
#: RULES-derived limit: a suggested deck where one side wins more often than this even
#: when everybody votes at random is rejected.
MAX_SIDE_RATE = 0.80


def run_json(capsys, *argv: str) -> dict:
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("players", [3, 7, 12])
def test_roles_prints_the_deck_of_players_plus_three_cards(capsys, players):
    deck = run_json(capsys, "roles", "--edition", "one_night", "--players", str(players), "--json")
    assert deck["center_cards"] == 3 and sum(deck["roles"].values()) == players + 3
    assert main(["roles", "--edition", "one_night", "--players", str(players)]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first == (
        f"one_night, {players} players ({players + 3} cards, 3 of them in the center):"
    )


def test_roles_list_gives_the_twelve_roles(capsys):
    listing = run_json(capsys, "roles", "--edition", "one_night", "--list", "--json")
    assert len(listing["roles"]) == 12 and listing["center_cards"] == 3
    # The catalogue's roles in its order: the nine called ones first, in the night's order
    # (test_one_night checks it against RULES §2).
    roles = catalogue.edition_info("one_night").roles
    assert [role["id"] for role in listing["roles"]] == [role.id for role in roles]
    assert [role.night_order for role in roles[:9]] == list(range(1, 10))
    assert listing["win_labels"] == ["village", "wolves", "tanner", "nobody"]
    assert main(["roles", "--edition", "one_night", "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 14 and lines[-1] == "center cards: 3"


def test_simulate_reports_village_wolves_and_the_tanner_when_in_play(capsys):
    six = run_json(
        capsys,
        "simulate",
        "--edition",
        "one_night",
        "--players",
        "6",
        "--games",
        "40",
        "--jobs",
        "1",
        "--json",
    )
    assert list(six["win_rates"]) == ["village", "wolves", "tanner", "nobody"]
    three = run_json(
        capsys,
        "simulate",
        "--edition",
        "one_night",
        "--players",
        "3",
        "--games",
        "40",
        "--jobs",
        "1",
        "--bots",
        "heuristic",
        "--json",
    )
    assert list(three["win_rates"]) == ["village", "wolves", "nobody"]
    four_wolves = run_json(
        capsys,
        "simulate",
        "--edition",
        "one_night",
        "--players",
        "5",
        "--games",
        "20",
        "--jobs",
        "1",
        "--roles",
        "werewolf=2,mystic_wolf=2",
        "--json",
    )
    assert list(four_wolves["win_rates"]) == ["village", "wolves"]  # a wolf always plays


@pytest.mark.parametrize("players", range(3, 13))
def test_no_side_wins_the_suggested_deck_more_than_80_percent_with_random_votes(players):
    total = Tally()
    for part in run_batch(BatchSpec("one_night", players, 11, "random"), BALANCE_GAMES, jobs=1):
        total.add(part)
    for side in BatchSpec("one_night", players, 11, "random").labels():
        assert total.rate(side)[0] <= MAX_SIDE_RATE, (side, total.rate(side))


def host_args(*extra: str):
    return build_parser().parse_args(
        [
            "host",
            "--headless",
            "--bind",
            "127.0.0.1",
            "--port",
            "0",
            "--edition",
            "one_night",
            *extra,
        ]
    )


def test_the_host_deal_lists_the_players_cards_then_the_center(tmp_path):
    deal = tmp_path / "deal.json"
    deal.write_text(
        json.dumps(["werewolf", "seer", "robber", "troublemaker", "villager", "werewolf", "tanner"])
    )
    config = config_from_args(host_args("--deal", str(deal)))
    assert config.players == 4 and len(config.deal) == 7
    with pytest.raises(UsageError, match="7 roles for 5 players and 3 center cards"):
        config_from_args(host_args("--deal", str(deal), "--players", "5"))
    deal.write_text(
        json.dumps(["seer", "robber", "troublemaker", "villager", "tanner", "villager", "villager"])
    )
    with pytest.raises(UsageError, match="werewolf"):
        config_from_args(host_args("--deal", str(deal)))
