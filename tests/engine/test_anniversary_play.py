"""Random playthroughs of ``anniversary``: 2,000 seeded bot games across the five presets
and their table sizes (random and heuristic bots in turn), each checked for the invariants
of a whole game: it ends with a side of RULES §5, every death shows the dead player's card
just before it is announced (and only the Idiot and the Puppeteer show theirs alive),
titles sit where they may, and a sample replays to the same log."""

from __future__ import annotations

import pytest

from lgdesktop.engine import Game, GameSetup, catalogue
from lgdesktop.engine.model import ActionOwed, Died, RoleShown, Told
from lgdesktop.simulation import play_game

EDITION = "anniversary"
#: Games per preset (five presets: 2,000 games in all).
GAMES_PER_PRESET = 400
#: Every this many games, the game is replayed from its inputs too.
REPLAY_EVERY = 50
DRIVERS = ("random", "heuristic")


def tables(preset: str) -> list[int]:
    """The table sizes the preset is offered for."""
    return [n for n in range(6, 25) if catalogue.preset_unavailable(EDITION, preset, n) is None]


@pytest.mark.parametrize("preset", [preset.id for preset in catalogue.presets(EDITION)])
def test_random_playthroughs_of_each_preset_end_well(preset):
    sizes = tables(preset)
    seen = {"labels": set(), "revenge": 0, "cursed": 0, "pardoned": 0}
    for index in range(GAMES_PER_PRESET):
        players = sizes[index % len(sizes)]
        composition = catalogue.preset_setup(EDITION, preset, players)
        setup = GameSetup.create(EDITION, players, index, composition=composition)
        game = play_game(setup, DRIVERS[index % 2])
        labels = game.result.labels
        assert len(labels) == 1 and labels[0] in ("village", "wolves", "lovers")
        seen["labels"].add(labels[0])
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
        seen["pardoned"] += bool(alive_shown)
        captain = game.titles.get("captain")
        assert captain is None or game.alive[captain] or game.ended
        assert game.titles.get("mute") in (None, *game.seats_with("puppeteer"))
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
