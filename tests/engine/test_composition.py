"""RULES.md §1 (jinrou) composition: ``recommended_setup(n)`` exactly as the rules' table
for every n from 4 to 20, the 4-20 player range, how compositions and fixed deals are
dealt, and the ``SetupError`` refusals of unplayable setups."""

from __future__ import annotations

from collections import Counter

import pytest

from lgdesktop.engine import Game, GameSetup, SetupError, get_edition
from lgdesktop.engine.events import GameStarted, TeamRevealed

from .helpers import SHORT

JINROU = get_edition("jinrou")

#: RULES.md §1 "Recommended composition", written out for every size:
#: n -> (werewolves, seer, bodyguard, medium, madman); villagers fill the rest.
TABLE = {
    4: (1, 1, 0, 0, 0),
    5: (1, 1, 1, 0, 0),
    6: (1, 1, 1, 0, 0),
    7: (2, 1, 1, 1, 0),
    8: (2, 1, 1, 1, 1),
    9: (2, 1, 1, 1, 1),
    10: (2, 1, 1, 1, 1),
    11: (3, 1, 1, 1, 1),
    12: (3, 1, 1, 1, 1),
    13: (3, 1, 1, 1, 1),
    14: (4, 1, 1, 1, 1),
    15: (4, 1, 1, 1, 1),
    16: (4, 1, 1, 1, 1),
    17: (4, 1, 1, 1, 1),
    18: (5, 1, 1, 1, 1),
    19: (5, 1, 1, 1, 1),
    20: (5, 1, 1, 1, 1),
}
OPTIONAL = ("fox", "psychopath", "baker", "lover", "nekomata", "hunter")


def table_row(n: int) -> dict[str, int]:
    counts = dict(zip(("werewolf", "seer", "bodyguard", "medium", "madman"), TABLE[n], strict=True))
    counts["villager"] = n - sum(counts.values())
    return {role: count for role, count in counts.items() if count}


@pytest.mark.parametrize("n", range(4, 21))
def test_recommended_setup_is_the_rules_table(n):
    assert JINROU.recommended_setup(n) == table_row(n)


def test_worked_example_four_players():
    assert JINROU.recommended_setup(4) == {"werewolf": 1, "seer": 1, "villager": 2}


def test_worked_example_seven_players():
    assert JINROU.recommended_setup(7) == {
        "werewolf": 2,
        "seer": 1,
        "medium": 1,
        "bodyguard": 1,
        "villager": 2,
    }


@pytest.mark.parametrize("n", range(4, 21))
def test_optional_roles_are_never_dealt_by_default(n):
    assert not set(JINROU.recommended_setup(n)) & set(OPTIONAL)


@pytest.mark.parametrize("n", range(4, 21))
def test_a_setup_without_composition_deals_the_recommended_one(n):
    for seed in (0, 1):
        game = Game(GameSetup.create("jinrou", n, seed))
        assert Counter(game.roles) == Counter(table_row(n))
        (started,) = [e for e in game.log if isinstance(e, GameStarted)]
        assert dict(started.composition) == table_row(n)
        assert started.players == tuple(f"Player {i + 1}" for i in range(n))


def test_the_deal_is_shuffled_by_the_seed():
    deals = {tuple(Game(GameSetup.create("jinrou", 9, seed)).roles) for seed in range(20)}
    assert len(deals) > 10


@pytest.mark.parametrize("n", [3, 21, 0])
def test_player_count_out_of_4_to_20_is_refused(n):
    with pytest.raises(SetupError):
        JINROU.recommended_setup(n)
    with pytest.raises(SetupError):
        Game(GameSetup.create("jinrou", n, 0))


def test_players_may_be_named():
    names = ["Ana", "Bo", "Cy", "Di", "Ed"]
    game = Game(GameSetup.create("jinrou", names, 3))
    assert [s.name for s in game.public_view().seats] == names


def test_composition_is_completed_with_villagers():
    composition = {"werewolf": 2, "seer": 1, "fox": 1, "hunter": 1}
    game = Game(GameSetup.create("jinrou", 9, 5, composition=composition))
    assert Counter(game.roles) == Counter({**composition, "villager": 4})


def test_optional_roles_are_dealt_when_switched_on():
    composition = {
        "werewolf": 2,
        "seer": 1,
        "fox": 1,
        "psychopath": 1,
        "baker": 1,
        "lover": 2,
        "nekomata": 1,
        "hunter": 1,
        "madman": 1,
        "medium": 1,
        "bodyguard": 1,
    }
    game = Game(GameSetup.create("jinrou", 14, 2, composition=composition))
    assert Counter(game.roles) == Counter({**composition, "villager": 1})


def test_lovers_take_two_seats_who_know_each_other():
    game = Game(GameSetup.create("jinrou", 8, 4, composition={"werewolf": 1, "lover": 2}))
    lovers = [seat for seat, role in enumerate(game.roles) if role == "lover"]
    assert len(lovers) == 2
    (team,) = [e for e in game.log if isinstance(e, TeamRevealed) and e.role == "lover"]
    assert sorted(team.members) == lovers and team.visibility.seats == frozenset(lovers)


def test_a_fixed_deal_gives_each_seat_its_role():
    deal = [SHORT[letter] for letter in "VHWSLLFV"]
    game = Game(GameSetup.create("jinrou", 8, 0, deal=deal))
    assert game.roles == deal
    assert [game.player_view(seat).role for seat in range(8)] == deal


BAD_SETUPS = [
    ("lovers_count_one", dict(composition={"werewolf": 1, "lover": 1})),
    ("lovers_count_three", dict(composition={"werewolf": 1, "lover": 3})),
    ("lovers_count_four", dict(composition={"werewolf": 1, "lover": 4})),
    ("unknown_role", dict(composition={"werewolf": 1, "witch": 1})),
    ("negative_count", dict(composition={"werewolf": 1, "seer": -1})),
    ("more_roles_than_players", dict(composition={"werewolf": 2, "villager": 6})),
    ("no_werewolf", dict(composition={"seer": 1})),
    ("wolves_already_at_parity", dict(composition={"werewolf": 3})),
    (
        "madman_does_not_save_a_lost_deal",
        dict(deal=["werewolf", "werewolf", "werewolf", "madman", "villager", "villager"]),
    ),
    ("deal_shorter_than_the_table", dict(deal=["werewolf", "seer", "villager"])),
    ("deal_longer_than_the_table", dict(deal=["werewolf"] + ["villager"] * 6)),
    (
        "deal_with_an_unknown_role",
        dict(deal=["werewolf", "seer", "villager", "villager", "villager", "thief"]),
    ),
    (
        "deal_with_a_single_lover",
        dict(deal=["werewolf", "lover", "villager", "villager", "villager", "seer"]),
    ),
    (
        "deal_with_missing_role_on",
        dict(
            deal=["werewolf", "seer", "villager", "villager", "villager", "villager"],
            settings={"missing_role": "on"},
        ),
    ),
]


@pytest.mark.parametrize(
    "kwargs", [case[1] for case in BAD_SETUPS], ids=[case[0] for case in BAD_SETUPS]
)
def test_unplayable_setup_is_refused(kwargs):
    with pytest.raises(SetupError):
        Game(GameSetup.create("jinrou", 6, 0, **kwargs))


def test_unknown_edition_is_refused():
    with pytest.raises(SetupError):
        Game(GameSetup.create("no_such_edition", 6, 0))


def test_the_largest_wolf_share_that_is_still_playable_is_accepted():
    for n in range(4, 21):
        wolves = (n - 1) // 2  # strictly fewer wolves than humans
        game = Game(GameSetup.create("jinrou", n, 0, composition={"werewolf": wolves}))
        assert Counter(game.roles)["werewolf"] == wolves
        with pytest.raises(SetupError):
            Game(GameSetup.create("jinrou", n, 0, composition={"werewolf": wolves + 1}))
