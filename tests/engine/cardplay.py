"""Random games of the one-night editions (``one_night``, the test-only ``trial``) on fixed
deals, for their secrecy tests.

``play(setup, index, on_state)`` plays a game to its end with one of three drivers, chosen
by ``index``: the ``random`` bots, the ``heuristic`` bots, or ``inputs`` (any legal input of
any seat, drawn from the specs' shapes, and the host's Timeout at random moments, which
closes nights and votes with missing choices). ``on_state(game)`` is called before every
submission and once at the end, so that a test checks the state left by every input.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from lgdesktop.engine import HOST, INPUT_TYPES, Game, GameSetup, Timeout
from lgdesktop.simulation import play_game

DRIVERS = ("random", "heuristic", "inputs")
#: No one-night game may need more inputs than this: one night of up to nine steps, each
#: answered by every living seat (twelve at most), an election, one vote, owed actions.
MAX_INPUTS = 400
#: Chance that the host's clock strikes instead of a player's input (``inputs`` driver).
TIMEOUT_CHANCE = 0.08


def random_input(game: Game, rng: random.Random) -> tuple[int | None, object]:
    """Any legal input of any seat, drawn from the specs' shapes, or the host's clock."""
    moves = []
    for seat in game.awaited():
        for spec in game.legal_inputs(seat):
            if spec.kind == "proxy_vote" or not spec.feasible():
                continue
            moves.append(
                (
                    seat,
                    INPUT_TYPES[spec.kind](
                        seats=tuple(rng.sample(spec.targets, spec.count)),
                        cards=tuple(rng.sample(spec.cards, spec.card_count)),
                        option=rng.choice(spec.options) if spec.options else "",
                    ),
                )
            )
    if not moves or rng.random() < TIMEOUT_CHANCE:
        return HOST, Timeout()
    return rng.choice(moves)


def play(
    setup: GameSetup,
    index: int,
    on_state: Callable[[Game], None],
    max_inputs: int = MAX_INPUTS,
) -> Game:
    """Play ``setup`` to its end with driver ``DRIVERS[index % 3]``; returns the game
    (``max_inputs`` bounds the ``inputs`` driver: longer editions pass their own)."""
    driver = DRIVERS[index % len(DRIVERS)]
    if driver != "inputs":
        game = play_game(setup, driver, on_input=lambda game, seat, inp: on_state(game))
    else:
        rng = random.Random(index)
        game = Game(setup)
        for _ in range(max_inputs):
            if game.ended:
                break
            on_state(game)
            game.submit(*random_input(game, rng))
    assert game.ended
    on_state(game)
    return game
