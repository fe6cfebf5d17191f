"""The narrator's clips and the room's sounds (issue 26): every line has a clip saying its
current text in both languages, every call fits its step at speed 1, and
``tools/make_voice.py`` makes clips that decode, padded and normalised."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from lgdesktop.app.shell.paths import RESOURCES_DIR
from lgdesktop.app.sound import clips
from lgdesktop.app.sound.script import (
    CALL_OFFSET,
    LOOP,
    PLAY,
    ROOM,
    ROOM_SOUNDS,
    STEP_MARGIN,
    VOICE,
    Cue,
    SoundScript,
)
from lgdesktop.app.texts import voice
from lgdesktop.engine import EDITIONS, catalogue, get_edition
from lgdesktop.engine.settings import resolve_settings
from lgdesktop.protocol import Clock
from lgdesktop.room import NIGHT_STEP_SECONDS

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from make_voice import VOICE_LUFS, festival_ready

TOOL = Path(__file__).resolve().parents[2] / "tools" / "make_voice.py"
#: Longest run of the clip tool on two lines, in seconds (it takes about two).
TOOL_TIMEOUT_S = 120
MANIFEST = clips.load_manifest(RESOURCES_DIR)


def test_every_line_has_a_clip_saying_its_text_in_both_languages():
    assert clips.missing_clips(RESOURCES_DIR, MANIFEST) == []


def test_every_room_sound_is_there():
    for name in ROOM_SOUNDS:
        assert clips.sound_path(RESOURCES_DIR, name).is_file(), name
        assert MANIFEST["sounds"][name] > 0


def test_no_clip_is_left_over():
    wanted = {
        clips.clip_path(RESOURCES_DIR, language, key, variant)
        for language in voice.VOICE_LANGUAGES
        for key in voice.VOICE_LINES
        for variant in range(voice.variants(key))
    }
    assert set((RESOURCES_DIR / "voice").glob("*/*.opus")) == wanted


@pytest.mark.parametrize("language", voice.VOICE_LANGUAGES)
def test_every_call_fits_its_step_at_speed_1(language):
    """Each call, said after its step's cue, ends inside the shortest night step."""
    length = clips.clip_lengths(MANIFEST, language)
    for key in voice.VOICE_LINES:
        if key.startswith("call."):
            for variant in range(voice.variants(key)):
                assert CALL_OFFSET + length(key, variant) < NIGHT_STEP_SECONDS, (key, variant)


#: When the tested step starts on the caller's clock (after a step of the same night).
STEP_START = 100.0


def worst_lengths(language: str):
    """Each line's length as its longest formulation's in ``language``: whatever
    formulation the public seed draws, it is no longer."""
    length = clips.clip_lengths(MANIFEST, language)
    return lambda key, _variant: max(length(key, v) for v in range(voice.variants(key)))


def timed_night_steps(edition: str) -> set[tuple[str, float, bool]]:
    """Every night step ``edition`` may narrate under any setting (each choice of each
    setting, one at a time), with its length at speed 1 and whether it may open a night
    (a stepped night's steps may: the first steps are there or not with the deal's
    composition; a one-step night opens with its ``night_falls`` step)."""
    info = catalogue.edition_info(edition)
    found: set[tuple[str, float, bool]] = set()
    choices: list[dict[str, str]] = [{}]
    for spec in info.settings:
        choices += [{spec.name: choice} for choice in spec.choices]
    for settings in choices:
        if get_edition(edition).flow(resolve_settings(info.settings, settings)).stepped_nights:
            for step in catalogue.flow_steps(edition, settings):
                if step.kind == "night":
                    found.add((step.key, step.seconds or NIGHT_STEP_SECONDS, True))
        else:
            found.add((voice.NIGHT_FALLS, NIGHT_STEP_SECONDS, True))
            found.add((voice.DAWN, NIGHT_STEP_SECONDS, False))
            found |= {
                (role.id, NIGHT_STEP_SECONDS, False)
                for role in info.roles
                if role.night_order is not None
            }
    return found


def laid_in_step(language: str, edition: str, step: str, seconds: float, first: bool):
    """The cues the TV's script lays in night ``step`` (``first``: the step opens the
    night, its nightfall included; else a step of the night already under way), with the
    clips' longest lengths."""
    script = SoundScript(language, worst_lengths(language))
    script.on_lobby(edition, "playing")
    if not first:
        script.on_clock(Clock("night", 1, seconds, False, "before", 0, 2, seconds), 0.0)
    clock = Clock("night", 1, seconds, False, step, 1, 2, seconds)
    script.on_clock(clock, STEP_START)
    key = f"night 1 {step} 1"
    return [cue for cue in script.pending if cue.step == key]


@pytest.mark.parametrize("language", voice.VOICE_LANGUAGES)
@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_every_sound_of_every_night_step_ends_inside_its_step_at_speed_1(language, edition):
    """Whatever the deal (the first step of a stepped night depends on the composition)
    and whatever formulation is drawn, the step's lines (nightfall and the call where the
    step opens the night, the call and "back to sleep" else) and its sounds end before
    the step does, on the shipped clips' lengths."""
    end_of = {name: seconds for name, seconds in MANIFEST["sounds"].items()}
    for step, seconds, may_open in sorted(timed_night_steps(edition)):
        for first in {may_open, False} if step != voice.NIGHT_FALLS else {True}:
            cues = laid_in_step(language, edition, step, seconds, first)
            said = [cue.key for cue in cues if cue.channel != ROOM]
            if first:
                assert said[0] == "nightfall", (step, said)
            if step not in (voice.NIGHT_FALLS, voice.DAWN):
                assert voice.call_key(edition, step) in said, (step, said)
            for cue in cues:
                if cue.action == LOOP or cue.action != PLAY:
                    continue  # the night's ambience runs through the night
                length = end_of[cue.key] if cue.channel == ROOM else cue.length
                ends = cue.at + length - STEP_START
                assert ends <= seconds - STEP_MARGIN, (step, first, cue.key, round(ends, 2))


@pytest.mark.parametrize("language", voice.VOICE_LANGUAGES)
def test_the_longest_banished_line_and_nightfall_fit_a_one_step_night_s_first_step(language):
    """A vote closes and the night falls at once: the longest banished line, after its
    suspense, and the longest nightfall line fit the ``night_falls`` step (the close's
    line does not: it is left to the screen)."""
    length = worst_lengths(language)
    banished = max(("banished.1", "banished.many"), key=lambda key: length(key, 0))
    script = SoundScript(language, length)
    script.on_lobby("jinrou", "playing")
    for key, step in (("vote.closed", "tally"), (banished, "banished")):
        script.pending.append(Cue(0.0, VOICE, key, 0, 1.0, length=length(key, 0), step=step))
    script.on_clock(Clock("night", 2, NIGHT_STEP_SECONDS, False, "night_falls", 0, 6, 10.0), 0.0)
    lines = [cue for cue in script.pending if cue.channel == VOICE]
    assert [cue.key for cue in lines] == [banished, "nightfall"]
    assert all(cue.at + cue.length <= NIGHT_STEP_SECONDS - STEP_MARGIN for cue in lines)


def test_the_lengths_come_from_the_manifest_unless_the_text_changed():
    text = voice.line("dawn", "fr", 0)
    manifest = {"clips": {"fr": {"dawn#0": {"seconds": 9.5, "text": clips.text_hash(text)}}}}
    assert clips.clip_lengths(manifest, "fr")("dawn", 0) == 9.5
    manifest["clips"]["fr"]["dawn#0"]["text"] = "stale"
    assert clips.clip_lengths(manifest, "fr")("dawn", 0) != 9.5


def test_an_unreadable_manifest_is_a_clear_error(tmp_path):
    clips.manifest_path(tmp_path).parent.mkdir(parents=True)
    clips.manifest_path(tmp_path).write_text("{not json")
    with pytest.raises(ValueError, match="cannot be read"):
        clips.load_manifest(tmp_path)


@pytest.mark.skipif(
    not (shutil.which("ffmpeg") and shutil.which("espeak-ng")),
    reason="the clip tool needs ffmpeg and espeak-ng (Debian: apt-get install ffmpeg espeak-ng)",
)
def test_the_tool_renders_lines_to_normalised_clips(tmp_path):
    command = [sys.executable, str(TOOL), "--out", str(tmp_path), "--engine", "espeak-ng"]
    command += ["--keys", "call.seer,morning.1", "--no-sounds"]
    subprocess.run(command, check=True, capture_output=True, timeout=TOOL_TIMEOUT_S)
    manifest = json.loads(clips.manifest_path(tmp_path).read_text())
    for language in voice.VOICE_LANGUAGES:
        for key in ("call.seer", "morning.1"):
            for variant in range(voice.variants(key)):
                path = clips.clip_path(tmp_path, language, key, variant)
                assert path.is_file() and path.stat().st_size > 1000
                entry = manifest["clips"][language][f"{key}#{variant}"]
                assert entry["text"] == clips.text_hash(voice.line(key, language, variant))
                assert 1.0 < entry["seconds"] < NIGHT_STEP_SECONDS
    # Normalised: the integrated loudness is the target, within a decibel.
    path = clips.clip_path(tmp_path, "fr", "call.seer", 0)
    loudness = subprocess.run(
        ["ffmpeg", "-hide_banner", "-i", str(path), "-af", "ebur128", "-f", "null", "-"],
        capture_output=True,
        text=True,
        timeout=TOOL_TIMEOUT_S,
        check=True,
    ).stderr
    integrated = float(loudness.rsplit("I:", 1)[1].split("LUFS")[0])
    assert integrated == pytest.approx(VOICE_LUFS, abs=1.0)


@pytest.mark.skipif(
    not (shutil.which("ffmpeg") and festival_ready()),
    reason="English clips need ffmpeg and festival's slt voice"
    " (Debian: apt-get install ffmpeg festival festvox-us-slt-hts)",
)
def test_the_tool_says_english_with_festival_s_voice(tmp_path):
    """Under ``auto``, English is festival's slt voice (the shipped clips' engine), its
    clips normalised like espeak-ng's."""
    command = [sys.executable, str(TOOL), "--out", str(tmp_path), "--languages", "en"]
    command += ["--keys", "end.village", "--no-sounds"]
    subprocess.run(command, check=True, capture_output=True, timeout=TOOL_TIMEOUT_S)
    manifest = json.loads(clips.manifest_path(tmp_path).read_text())
    assert manifest["engines"]["en"].startswith("festival (HTS), voice cmu_us_slt_arctic_hts")
    assert manifest["engines"]["en"] == MANIFEST["engines"]["en"]
    for variant in range(voice.variants("end.village")):
        path = clips.clip_path(tmp_path, "en", "end.village", variant)
        assert manifest["clips"]["en"][f"end.village#{variant}"]["seconds"] > 1.0
        assert loudness(path)[0] == pytest.approx(VOICE_LUFS, abs=1.0)


def test_the_tool_refuses_an_unknown_line(tmp_path):
    result = subprocess.run(
        [sys.executable, str(TOOL), "--out", str(tmp_path), "--keys", "call.nobody"],
        capture_output=True,
        text=True,
        timeout=TOOL_TIMEOUT_S,
    )
    assert result.returncode != 0 and "no narrator line 'call.nobody'" in result.stderr


def loudness(path: Path) -> tuple[float, float]:
    """A clip's integrated loudness (LUFS) and sample peak (dBFS), by ffmpeg's ebur128."""
    report = subprocess.run(
        [
            "ffmpeg",
            "-hide_banner",
            "-i",
            str(path),
            "-af",
            "ebur128=peak=sample",
            "-f",
            "null",
            "-",
        ],
        capture_output=True,
        text=True,
        timeout=TOOL_TIMEOUT_S,
        check=True,
    ).stderr.rsplit("Summary:", 1)[1]
    integrated = float(report.split("I:", 1)[1].split("LUFS")[0])
    peak = float(report.split("Peak:", 1)[1].split("dBFS")[0])
    return integrated, peak


@pytest.mark.skipif(not shutil.which("ffmpeg"), reason="measuring needs ffmpeg")
@pytest.mark.parametrize("language", voice.VOICE_LANGUAGES)
def test_the_shortest_and_the_longest_clips_are_at_one_level_and_never_clip(language):
    lengths = MANIFEST["clips"][language]
    ordered = sorted(lengths, key=lambda name: lengths[name]["seconds"])
    for name in (ordered[0], ordered[-1]):
        key, variant = name.split("#")
        integrated, peak = loudness(clips.clip_path(RESOURCES_DIR, language, key, int(variant)))
        assert integrated == pytest.approx(VOICE_LUFS, abs=1.0), name
        assert peak < 0.0, name


@pytest.mark.skipif(not shutil.which("ffmpeg"), reason="decoding the clips needs ffmpeg")
def test_a_whole_night_renders_to_a_wav_neither_silent_nor_clipped(tmp_path):
    """Night 1 of a jinrou bot game, heard by the TV's script with the shipped clips'
    lengths, mixed as the player will (tools/render_sound.py): loud enough, never past
    full scale, and the voice heard in every call's window."""
    from render_sound import RATE, levels, night_over, render, write_wav

    from app.test_sound_script import Listened

    table = Listened("fr", players=8, edition="jinrou", seed=2, speed=1.0)
    table.script.lengths = clips.clip_lengths(MANIFEST, "fr")
    table.play_until(table.start(8), lambda game: night_over(game, 1))
    end = table.now + 20.0
    table.script.due(end)
    played = table.script.played
    mix = render(played, table.script, RESOURCES_DIR, origin=1000.0, end=end)
    write_wav(mix, tmp_path / "night.wav")
    assert (tmp_path / "night.wav").stat().st_size > RATE
    rms, peak = levels(mix)
    assert rms > -35.0 and peak < 0.0
    for cue in (cue for cue in played if cue.key.startswith("call.")):
        first = round((cue.at - 1000.0) * RATE)
        window = mix[first : first + round(cue.length * RATE)]
        assert levels(window)[0] > -30.0, cue.key
