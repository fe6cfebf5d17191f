"""Random playthroughs of ``anniversary``: 1,000 seeded bot games across the five presets
and their table sizes, and 2,000 more on random compositions drawn from all 28 characters
(random and heuristic bots in turn), each checked for the invariants of a whole game: it
ends with a side of RULES §5, every death shows the dead player's card just before it is
announced (and only the Idiot and the Puppeteer show theirs alive), titles sit where they
may, and a sample replays to the same log."""

from __future__ import annotations

import random

import pytest

from lgdesktop.engine import Game, GameSetup, SetupError, catalogue
from lgdesktop.engine.events import (
    ActionOwed,
    CampChanged,
    DeathCause,
    Died,
    PhaseStarted,
    RoleShown,
    Told,
)
from lgdesktop.simulation import play_game

from .anniversary_play import random_composition

EDITION = "anniversary"
#: Games per preset (five presets: 1,000 games in all; the random compositions below
#: deal the presets' characters too).
GAMES_PER_PRESET = 200
#: Every this many games, the game is replayed from its inputs too.
REPLAY_EVERY = 50
DRIVERS = ("random", "heuristic")
#: Games on random compositions of all 28 characters, in chunks.
RANDOM_GAMES, RANDOM_CHUNK = 2000, 500
#: RULES §5's win labels.
LABELS = ("village", "wolves", "lovers", "piper", "white_werewolf")


def tables(preset: str) -> list[int]:
    """The table sizes the preset is offered for."""
    return [n for n in range(6, 25) if catalogue.preset_unavailable(EDITION, preset, n) is None]


def check_invariants(game: Game) -> bool:
    """A whole game's invariants; returns whether a card was shown alive (a pardon)."""
    labels = game.result.labels
    assert len(labels) == 1 and labels[0] in LABELS
    died = [i for i, e in enumerate(game.log) if isinstance(e, Died)]
    assert len({game.log[i].seat for i in died}) == len(died)  # nobody dies twice
    for i in died:
        shown = game.log[i - 1]
        assert isinstance(shown, RoleShown) and shown.seat == game.log[i].seat
    alive_shown = {
        e.role
        for i, e in enumerate(game.log)
        if isinstance(e, RoleShown) and not isinstance(game.log[i + 1], Died)
    }
    assert alive_shown <= {"village_idiot", "puppeteer"}
    captain = game.titles.get("captain")
    assert captain is None or game.alive[captain] or game.ended
    mute = game.titles.get("mute")  # a banished Puppeteer's card may go to the Servant
    assert mute in (None, *game.seats_with("puppeteer")) or game.roles[mute] == "devoted_servant"
    if labels[0] in ("piper", "white_werewolf"):  # alone, alive, holding the card
        (winner,) = game.result.winners
        assert game.alive[winner] and game.roles[winner] == labels[0]
    return bool(alive_shown)


@pytest.mark.parametrize("start", range(0, RANDOM_GAMES, RANDOM_CHUNK))
def test_random_compositions_of_the_28_end_well(start):
    seen = {"labels": set(), "tetanus": 0, "camp": set(), "second_vote": 0, "charmed": 0}
    for index in range(start, start + RANDOM_CHUNK):
        rng = random.Random(f"anniversary-28-{index}")
        players = rng.randint(8, 18)
        while True:
            composition = random_composition(rng, players)
            setup = GameSetup.create(EDITION, players, index, composition=composition)
            try:
                Game(setup)
                break
            except SetupError:  # a hopeless balance drawn: draw again
                continue
        game = play_game(setup, DRIVERS[index % 2])
        check_invariants(game)
        seen["labels"].add(game.result.labels[0])
        seen["tetanus"] += any(isinstance(e, DeathCause) and e.cause == "tetanus" for e in game.log)
        seen["camp"] |= {e.why for e in game.log if isinstance(e, CampChanged)}
        days = [e.number for e in game.log if isinstance(e, PhaseStarted) and e.phase == "vote"]
        seen["second_vote"] += len(days) != len(set(days))
        seen["charmed"] += any(isinstance(e, Told) and e.what == "charmed" for e in game.log)
        if index % REPLAY_EVERY == 0:
            assert Game.replay(setup, game.inputs).log == game.log
    assert {"village", "wolves", "piper", "white_werewolf"} <= seen["labels"], seen
    assert seen["camp"] == {"infected", "wild_child", "servant"}, seen
    assert seen["tetanus"] and seen["charmed"] and seen["second_vote"], seen


@pytest.mark.parametrize("preset", [preset.id for preset in catalogue.presets(EDITION)])
def test_random_playthroughs_of_each_preset_end_well(preset):
    sizes = tables(preset)
    seen = {"labels": set(), "revenge": 0, "cursed": 0, "pardoned": 0}
    for index in range(GAMES_PER_PRESET):
        players = sizes[index % len(sizes)]
        composition = catalogue.preset_setup(EDITION, preset, players)
        setup = GameSetup.create(EDITION, players, index, composition=composition)
        game = play_game(setup, DRIVERS[index % 2])
        seen["pardoned"] += check_invariants(game)
        seen["labels"].add(game.result.labels[0])
        seen["revenge"] += any(isinstance(e, ActionOwed) and e.kind == "revenge" for e in game.log)
        seen["cursed"] += any(isinstance(e, Told) and e.what == "cursed" for e in game.log)
        if index % REPLAY_EVERY == 0:
            assert Game.replay(setup, game.inputs).log == game.log
    assert {"village", "wolves"} <= seen["labels"]
    specials = catalogue.preset_setup(EDITION, preset, max(tables(preset)))
    if "colossus" in specials:
        assert seen["revenge"]
    if "learned_monkey" in specials:
        assert seen["cursed"]
    if "puppeteer" in specials:
        assert seen["pardoned"]
