"""Join codes as real tables see them (issue 22): the host draws 6 digits, and so do the
demo (from ``--seed`` when given, so that its screenshots come out the same) and the
render scripts, instead of a fixed 4-digit "2024" that hid every layout problem of a
real code."""

from __future__ import annotations

import argparse
import random

import pytest

from lgdesktop.app.shell.demo import demo_config
from lgdesktop.room import Room, RoomConfig
from lgdesktop.room.policy import CODE_DIGITS, draw_code

from . import fakehost, render_screens

#: Draws looked at for the spread of unseeded codes (all of them equal among 10^6 codes:
#: once in 10^12 runs).
DRAWS = 3


def demo_args(seed: int | None) -> argparse.Namespace:
    """The options ``lgdesktop demo`` parses, with ``--seed`` as given."""
    return argparse.Namespace(edition="jinrou", players=8, seed=seed, speed=1.0, composition=None)


def is_drawn_code(code: str) -> bool:
    return len(code) == CODE_DIGITS and code.isascii() and code.isdigit()


def test_the_host_draws_six_digits_from_the_secure_source():
    codes = [Room(RoomConfig()).code for _ in range(DRAWS)]
    assert all(is_drawn_code(code) for code in codes)
    assert len(set(codes)) > 1
    assert Room(RoomConfig(code="1234")).code == "1234"  # --code given: kept


def test_a_seeded_draw_is_the_same_every_time_and_a_host_code_still():
    assert draw_code(random.Random(7)) == draw_code(random.Random(7))
    assert is_drawn_code(draw_code(random.Random(7)))
    assert all(is_drawn_code(draw_code(random.Random(seed))) for seed in range(50))


@pytest.mark.parametrize("seed", [3, 1234])
def test_the_demo_draws_its_code_like_a_host_from_its_seed(tmp_path, seed):
    config = demo_config(demo_args(seed), tmp_path / "journal.sqlite")
    assert config.code == draw_code(random.Random(seed))
    assert demo_config(demo_args(seed), tmp_path / "journal.sqlite").code == config.code


def test_an_unseeded_demo_draws_a_fresh_code(tmp_path):
    codes = {demo_config(demo_args(None), tmp_path / "j.sqlite").code for _ in range(DRAWS)}
    assert len(codes) > 1 and all(is_drawn_code(code) for code in codes)


def test_the_render_scripts_and_the_fake_host_use_real_codes():
    assert is_drawn_code(render_screens.CODE)
    assert render_screens.lobby_state().code == render_screens.CODE
    assert is_drawn_code(fakehost.CODE)
