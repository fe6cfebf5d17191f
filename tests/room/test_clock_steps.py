"""The host's clock follows the steps the engine declares (issue 13), on the test-only
``trial`` edition's master variant: an election, then a night of five declared steps, each
one clock with one narration line and the same fixed length, called whatever the deal."""

import pytest
from engine.trial import registered  # noqa: F401 (the module's autouse fixture)

from lgdesktop.room import NIGHT_STEP_SECONDS

from .kit import Table
from .test_clock import SPEED, night_lengths

#: Six players and three center cards: two wolves, the seer, the witch, the robber, the
#: troublemaker, the tanner, two villagers; two seeds deal them differently (see below).
COMPOSITION = {
    "werewolf": 2,
    "seer": 1,
    "witch": 1,
    "robber": 1,
    "troublemaker": 1,
    "tanner": 1,
    "villager": 2,
}
SEEDS = (3, 8)
STEPS = ["werewolf", "seer", "robber", "troublemaker", "witch"]


def lengths(seed: int, **settings: str) -> dict:
    return night_lengths(
        "trial",
        None,
        {"variant": "master", **settings},
        players=6,
        seed=seed,
        composition=COMPOSITION,
    )


def test_the_two_seeds_deal_differently():
    from lgdesktop.engine import Game, GameSetup

    centers = {
        tuple(
            sorted(
                Game(
                    GameSetup.create(
                        "trial", 6, seed, composition=COMPOSITION, settings={"variant": "master"}
                    )
                ).center
            )
        )
        for seed in SEEDS
    }
    assert len(centers) == 2


def test_a_stepped_night_lasts_its_declared_steps_whatever_the_deal():
    first, second = (lengths(seed) for seed in SEEDS)
    assert first == second
    assert first[1] == (pytest.approx(len(STEPS) * NIGHT_STEP_SECONDS / SPEED), STEPS)


def test_each_step_of_a_stepped_night_says_its_place_in_the_night():
    """The board shows "step k of n" from the clock of each engine step."""
    table = Table(
        players=6,
        edition="trial",
        seed=SEEDS[0],
        speed=SPEED,
        settings={"variant": "master"},
        composition=COMPOSITION,
    )
    table.start(6)
    places = []
    while not table.room.game.ended and table.room.game.number <= 1:
        clock = table.clock()
        if clock.phase == "night" and (clock.step, clock.step_index) not in places:
            places.append((clock.step, clock.step_index))
            assert clock.steps_total == len(STEPS)
        table.advance(clock.duration or 1.0)
    assert places == [(step, index) for index, step in enumerate(STEPS)]


def test_without_decoys_a_night_still_lasts_the_same():
    assert lengths(SEEDS[0], decoys="off") == lengths(SEEDS[1])


#: Two one_night deals of the same deck: the seer, robber and drunk dealt or in the center.
ONE_NIGHT_DEALS = (
    (
        "werewolf",
        "seer",
        "robber",
        "villager",
        "troublemaker",
        "insomniac",
        "werewolf",
        "drunk",
        "villager",
    ),
    (
        "villager",
        "drunk",
        "werewolf",
        "insomniac",
        "villager",
        "werewolf",
        "troublemaker",
        "seer",
        "robber",
    ),
)


def test_a_one_night_night_is_its_deck_s_steps_whatever_the_deal():
    first, second = (night_lengths("one_night", deal, {}, players=6) for deal in ONE_NIGHT_DEALS)
    steps = ["werewolf", "seer", "robber", "troublemaker", "drunk", "insomniac"]
    assert first == second == {1: (pytest.approx(6 * NIGHT_STEP_SECONDS / SPEED), steps)}
