"""The plug-in proof (issue 23): a character that lives in tests only, in its own module
(:mod:`.plugin_role`), with its texts registered through the app's registry, joins a
test edition by one line and plays whole games with bots. No product file knows it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from lgdesktop.app.texts import registry, texts
from lgdesktop.engine import Game, GameSetup
from lgdesktop.engine.editions import EDITIONS, register_edition
from lgdesktop.engine.model import GameEnded, Told
from lgdesktop.simulation import play_game

from .plugin_role import CONFIDANT, TEXTS, Confidant
from .trial import Trial


class PluginTrial(Trial):
    """The test-only ``trial`` edition with the Confidant added: that one line."""

    id = "plugin_trial"
    roles = (*Trial.roles, Confidant())


#: Six seats, then the three center cards: the Confidant at seat 0, a wolf at seat 1.
DEAL = (
    CONFIDANT,
    "werewolf",
    "seer",
    "werewolf",
    "villager",
    "robber",
    "troublemaker",
    "villager",
    "villager",
)
#: Seeds of the bot games played through.
SEEDS = range(8)


@pytest.fixture(autouse=True)
def plugged_in() -> Iterator[None]:
    """The edition in the engine's registry and the Confidant's texts in the app's tables,
    for one test; both taken out again after it (the tables stay as the product has them)."""
    register_edition(PluginTrial())
    registry.register(**TEXTS)
    yield
    for table, items in TEXTS.items():
        for key in items:
            registry.TABLES[table].pop(key)
    EDITIONS.pop(PluginTrial.id, None)


def _confided(game: Game, seat: int) -> list[Told]:
    return [e for e in game.player_view(seat).events if isinstance(e, Told) and e.what == CONFIDANT]


def test_the_confidant_learns_his_trusted_seat_and_nobody_else_sees_it() -> None:
    game = Game(GameSetup.create(PluginTrial.id, 6, 0, deal=DEAL))
    assert [told.seats for told in _confided(game, 0)] == [(2,)]
    for seat in range(1, 6):
        assert _confided(game, seat) == []
    assert _confided(game, 0) == [e for e in game.log if isinstance(e, Told)]


@pytest.mark.parametrize("seed", SEEDS)
def test_bots_play_whole_games_with_the_confidant(seed: int) -> None:
    game = play_game(GameSetup.create(PluginTrial.id, 6, seed, deal=DEAL))
    assert game.ended
    (end,) = [e for e in game.log if isinstance(e, GameEnded)]
    assert end.winner in {label for label, _ in PluginTrial.win_labels}
    assert (*end.roles, *end.center).count(CONFIDANT) == 1


def test_the_confidant_s_texts_come_from_the_registry() -> None:
    assert registry.role_name(CONFIDANT) == "Confidant"
    assert texts.role_help(CONFIDANT) == TEXTS["ROLE_HELP"][CONFIDANT]
    assert texts.told_note(CONFIDANT, ["Bea"]) == "you may trust Bea."
