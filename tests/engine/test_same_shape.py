"""Decoys of the same shape, everywhere (RULES §6, issue 23 point 4): at every night step
of every edition, every living seat that owes an answer is offered a prompt of one shape,
called or not: the same input kinds, as many specs, players, center cards and options
offered, as many picks, in the same order. A laptop whose card is hidden then shows the
same screen at every call, whoever holds it.

Checked over bot games of random deals (every table size band, both bots, anniversary's
presets), at every state of every night step.
"""

from __future__ import annotations

import pytest

from lgdesktop.bots import STRATEGIES
from lgdesktop.engine import GameSetup, catalogue
from lgdesktop.simulation import play_game

from .secrecy_kit import night_shape_mismatch

#: Seeds per table size and bot kind: enough to deal every role of the recommended
#: compositions in several seats, few enough for a few seconds per edition.
SEEDS = range(4)
#: Table sizes per edition: the smallest, the largest and two between.
SIZE_STEPS = 4


def _sizes(info: catalogue.EditionInfo) -> list[int]:
    low, high = info.min_players, info.max_players
    return sorted({low + (high - low) * k // (SIZE_STEPS - 1) for k in range(SIZE_STEPS)})


def _setups(edition: str):
    info = catalogue.edition_info(edition)
    for players in _sizes(info):
        for seed in SEEDS:
            yield GameSetup.create(edition, players, seed), STRATEGIES[seed % len(STRATEGIES)]
    for preset in catalogue.presets(edition):
        for players in sorted({preset.min_players, preset.max_players}):
            for seed in SEEDS:
                composition = catalogue.preset_setup(edition, preset.id, players)
                setup = GameSetup.create(edition, players, seed, composition=composition)
                yield setup, STRATEGIES[seed % len(STRATEGIES)]


def mismatches(edition: str) -> dict[str, int]:
    """step id -> how many night states of ``edition``'s bot games offered prompts of
    different shapes to the seats that owe an answer (with the first example)."""
    found: dict[str, int] = {}
    examples: dict[str, str] = {}

    def check(game, _seat, _input) -> None:
        mismatch = night_shape_mismatch(game)
        if mismatch is not None:
            step = game.step.id
            found[step] = found.get(step, 0) + 1
            examples.setdefault(step, mismatch)

    for setup, bots in _setups(edition):
        game = play_game(setup, bots, on_input=check)
        assert game.ended
    return {step: f"{found[step]} states, e.g. {examples[step]}" for step in found}


@pytest.mark.parametrize("edition", [info.id for info in catalogue.editions()])
def test_every_living_seat_gets_a_prompt_of_one_shape_at_every_night_step(edition):
    assert mismatches(edition) == {}
