"""The narrator's lines (issue 26): every key the sound script may say has its
formulations in French and in English, as many in each, naming nobody; every night step
of every edition has a call of its own."""

from __future__ import annotations

import pytest

from lgdesktop.app.sound.script import CALL_OFFSET, estimated_length
from lgdesktop.app.texts import voice
from lgdesktop.engine import catalogue
from lgdesktop.room import NIGHT_STEP_SECONDS


def test_every_key_the_script_may_say_has_lines_in_both_languages():
    missing = voice.required_keys() - set(voice.VOICE_LINES)
    assert not missing
    for key, by_language in voice.VOICE_LINES.items():
        assert list(by_language) == ["fr", "en"], key
        counts = {len(lines) for lines in by_language.values()}
        assert len(counts) == 1 and counts != {0}, key
        for lines in by_language.values():
            assert all(line.strip() and "{" not in line for line in lines), key
            assert len(set(lines)) == len(lines), f"{key}: a formulation given twice"


def test_no_line_is_left_over():
    assert set(voice.VOICE_LINES) == voice.required_keys()


@pytest.mark.parametrize("edition", [info.id for info in catalogue.editions()])
def test_every_night_step_of_every_edition_has_its_own_call(edition):
    for step in voice.night_steps(edition) - {"night", voice.NIGHT_FALLS, voice.DAWN}:
        assert voice.call_key(edition, step) != voice.GENERIC_CALL, step


def test_the_fixed_lines_come_in_several_formulations():
    for key in ("nightfall", "dawn", "call.werewolf", "call.seer", "vote.open", "morning.1"):
        assert voice.variants(key) >= 2, key


def test_an_edition_s_own_call_comes_before_the_step_s():
    assert voice.call_key("one_night", "werewolf") == "call.one_night.werewolf"
    assert voice.call_key("thiercelieux", "werewolf") == "call.werewolf"
    assert voice.call_key("anniversary", "a_card_nobody_knows") == voice.GENERIC_CALL


def test_a_line_registered_badly_adds_nothing():
    before = dict(voice.VOICE_LINES)
    with pytest.raises(ValueError, match="twice"):
        voice.register_voice({"test.new": {"fr": ("a",), "en": ("b",)}, "dawn": {}})
    with pytest.raises(ValueError, match="exactly"):
        voice.register_voice({"test.new": {"fr": ("a",)}})
    with pytest.raises(ValueError, match="as many"):
        voice.register_voice({"test.new": {"fr": ("a", "b"), "en": ("c",)}})
    assert before == voice.VOICE_LINES


def test_the_deaths_lines_count_up_to_four_then_say_many():
    assert [voice.deaths_key("morning", n) for n in (0, 1, 4, 5, 9)] == [
        "morning.none",
        "morning.1",
        "morning.4",
        "morning.many",
        "morning.many",
    ]


@pytest.mark.parametrize("language", voice.VOICE_LANGUAGES)
def test_every_call_fits_its_step_at_speed_1_by_its_estimated_length(language):
    """Until the clips are made, their length is estimated from the text: each call, said
    after its step's cue, ends inside the shortest night step (10 s at speed 1)."""
    length = estimated_length(language)
    for key in voice.VOICE_LINES:
        if key.startswith("call."):
            for variant in range(voice.variants(key)):
                assert CALL_OFFSET + length(key, variant) < NIGHT_STEP_SECONDS, (key, variant)
