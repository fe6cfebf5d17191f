"""The plug-in proof (issue 23): a character that lives in tests only, in its own module
(:mod:`.plugin_role`), with its texts registered through the app's registry and its emblem
through the art provider's, joins a test edition by one line and plays whole games with
bots. No product file knows it (``tests/app/test_plugin_emblem.py`` shows its card)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from lgdesktop.app.shell import images
from lgdesktop.app.texts import registry, texts
from lgdesktop.engine import Game, GameSetup
from lgdesktop.engine.events import GameEnded, Told
from lgdesktop.simulation import play_game

from .plugin_role import CONFIDANT, EMBLEMS, TEXTS, PluginTrial, plugged_in

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
def confidant() -> Iterator[None]:
    """The Confidant plugged in for one test, and out again after it."""
    with plugged_in():
        yield


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


def test_the_confidant_s_emblem_is_the_one_he_ships() -> None:
    assert images.art_file(f"{images.ROLE_ART}{CONFIDANT}") == EMBLEMS[CONFIDANT].resolve()
    assert images.art_file(f"{images.ROLE_ART}nobody") == images.art_file(images.UNDRAWN_ROLE)


def test_an_emblem_has_one_home() -> None:
    before = dict(images.EMBLEMS)
    for refused in (
        {CONFIDANT: EMBLEMS[CONFIDANT]},  # registered twice
        {"seer": EMBLEMS[CONFIDANT]},  # the product draws the Seer
        {"stranger": EMBLEMS[CONFIDANT].with_name("absent.svg")},  # no such file
    ):
        with pytest.raises(ValueError):
            images.register_emblems({"newcomer": EMBLEMS[CONFIDANT], **refused})
        assert before == images.EMBLEMS  # a refused registration adds nothing
