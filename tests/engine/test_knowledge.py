"""The engine's own "may know" rule (``knowledge.may_know``) is what every view is cut
from: the incremental per-seat log the views read must equal the whole log filtered by
that rule, for every seat and the board, after every input of whole games."""

from __future__ import annotations

import pytest

from lgdesktop.engine import GameSetup
from lgdesktop.engine.knowledge import may_know
from lgdesktop.simulation import play_game

from .helpers import EVERY_ROLE_DEAL


@pytest.mark.parametrize("seed", range(6))
def test_views_hold_exactly_the_events_the_rule_lets_through(seed):
    checked = 0

    def check(game, seat, inp) -> None:
        nonlocal checked
        for reader in (None, *range(game.players)):
            expected = tuple(e for e in game.log if may_know(game, reader, e))
            view = game.public_view() if reader is None else game.player_view(reader)
            assert view.events == expected
            assert view.version == len(expected)
            checked += 1

    game = play_game(
        GameSetup.create(
            "jinrou",
            len(EVERY_ROLE_DEAL),
            seed,
            deal=EVERY_ROLE_DEAL,
            settings={"madman_knows_pack": "from_night_1"},
        ),
        "heuristic",
        on_input=check,
    )
    check(game, None, None)  # once more at the end: everything is known
    assert checked > 500


@pytest.mark.parametrize("edition", ["jinrou", "one_night", "thiercelieux", "forum", "anniversary"])
def test_a_finished_game_is_freed_without_the_cycle_collector(edition):
    """No reference cycle holds a game (the seen log refers back to its game weakly): the
    game and its whole log go as soon as the last reference does, which keeps the cyclic
    collector's work, and so the engine's speed, independent of how many games were played."""
    import gc
    import weakref

    setup = GameSetup.create(edition, 8, 3)
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        game = play_game(setup, "random")
        game.player_view(0), game.public_view()  # the views' caches too
        gone = weakref.ref(game)
        del game
        assert gone() is None
    finally:
        if was_enabled:
            gc.enable()


def test_a_view_outlives_its_game():
    """A view's notes are made on first use, and may be read after the game is gone (the
    TV keeps the last board of a finished game; a test renders a view of a game it made
    in place)."""
    import gc

    view = play_game(GameSetup.create("jinrou", 8, 5), "random").public_view()
    gc.collect()
    assert len(view.notes) > 0 and view.notes == tuple(view.notes)
