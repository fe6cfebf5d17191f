"""Render what the TV plays to one WAV file, offline (issue 26): every cue of a sound
script, its clip decoded by ffmpeg and mixed as the player will: one voice at a time (a
voice cue stops the one under way), the room's sounds under it (ducked while the voice
speaks), the night's ambience looped until its stop::

    uv run python tools/render_sound.py --edition jinrou --nights 1 OUT.wav

The game is a bot game of the room core (no sockets, a fake clock), heard by the TV's
sound script. Needs ffmpeg on the PATH. Pure Python mixing: a night of a minute renders in
a few seconds.
"""

from __future__ import annotations

import argparse
import math
import subprocess
import sys
import wave
from array import array
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lgdesktop.app.sound import clips  # noqa: E402
from lgdesktop.app.sound.script import LOOP, PLAY, ROOM, STOP, VOICE, Cue, SoundScript  # noqa: E402

#: Sample rate of the render (Hz): enough for speech and the room's sounds, and light to
#: mix in pure Python.
RATE = 16000
#: Longest run of one ffmpeg decode, in seconds (a clip decodes in milliseconds).
DECODE_TIMEOUT_S = 60
#: Seconds rendered after the last night heard: its morning's lines.
TAIL_S = 20.0
#: Full scale of a 16-bit sample.
FULL_SCALE = 32767


def decode(path: Path, rate: int = RATE) -> array:
    """A clip as mono 16-bit samples at ``rate`` (CalledProcessError if ffmpeg fails)."""
    command = ["ffmpeg", "-hide_banner", "-loglevel", "error", "-i", str(path)]
    command += ["-f", "s16le", "-ac", "1", "-ar", str(rate), "-"]
    raw = subprocess.run(command, check=True, capture_output=True, timeout=DECODE_TIMEOUT_S).stdout
    samples = array("h")
    samples.frombytes(raw)
    return samples


def render(
    cues: Sequence[Cue],
    script: SoundScript,
    resources: Path,
    *,
    origin: float,
    end: float,
    rate: int = RATE,
) -> list[float]:
    """Mix ``cues`` (played from ``origin`` to ``end``, seconds of the script's clock) as
    the player will; samples in full-scale units (a value past ±1 would clip)."""
    total = max(0, round((end - origin) * rate))
    mix = [0.0] * total
    cache: dict[Path, array] = {}
    voices = sorted((cue for cue in cues if cue.channel == VOICE), key=lambda cue: cue.at)

    def clip(path: Path) -> array:
        if path not in cache:
            cache[path] = decode(path, rate)
        return cache[path]

    def add(samples: array, start: float, stop: float, volume: float, ducked: bool) -> None:
        first = max(0, round((start - origin) * rate))
        last = min(total, round((stop - origin) * rate))
        length = len(samples)
        if not length:
            return
        gain = volume / FULL_SCALE
        block = rate // 100  # the ducking follows the voice to the hundredth of a second
        for begin in range(first, last, block):
            factor = gain
            if ducked:
                factor *= script.room_gain(origin + begin / rate, voices)
            for index in range(begin, min(begin + block, last)):
                mix[index] += samples[(index - first) % length] * factor

    for number, cue in enumerate(voices):
        path = clips.clip_path(resources, script.language, cue.key, cue.variant)
        samples = clip(path)
        stop = cue.at + len(samples) / rate
        if number + 1 < len(voices):
            stop = min(stop, voices[number + 1].at)  # the next line stops this one
        add(samples[: round((stop - cue.at) * rate)], cue.at, stop, cue.volume, False)
    for cue in (cue for cue in cues if cue.channel == ROOM and cue.action in (PLAY, LOOP)):
        samples = clip(clips.sound_path(resources, cue.key))
        if cue.action == LOOP:
            stops = [c.at for c in cues if c.key == cue.key and c.action == STOP and c.at >= cue.at]
            stop = min(stops, default=end)
        else:
            stop = cue.at + len(samples) / rate
        add(samples, cue.at, stop, cue.volume, True)
    return mix


def write_wav(mix: Sequence[float], path: Path, rate: int = RATE) -> None:
    """Write ``mix`` as a mono 16-bit WAV (values past full scale are clamped)."""
    samples = array("h", (max(-FULL_SCALE, min(FULL_SCALE, round(v * FULL_SCALE))) for v in mix))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(samples.tobytes())


def levels(mix: Sequence[float]) -> tuple[float, float]:
    """The mix's RMS and peak, in dBFS (-inf for silence)."""
    if not mix:
        return -math.inf, -math.inf
    power = sum(v * v for v in mix) / len(mix)
    peak = max(abs(v) for v in mix)
    return (
        10 * math.log10(power) if power else -math.inf,
        20 * math.log10(peak) if peak else -math.inf,
    )


def night_over(game, nights: int) -> bool:
    """Whether night ``nights`` of ``game`` is over (its day, or a later night, began)."""
    return game.number > nights or (game.number == nights and game.phase.value == "day")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--edition", default="jinrou")
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--language", default="fr")
    parser.add_argument("--nights", type=int, default=1, help="nights heard (then it stops)")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT / "tests"))
    from app.test_sound_script import Listened  # a room-core table the script hears

    resources = ROOT / "resources"
    manifest = clips.load_manifest(resources)
    table = Listened(
        args.language, players=args.players, edition=args.edition, seed=args.seed, speed=1.0
    )
    table.script.lengths = clips.clip_lengths(manifest, args.language)
    table.play_until(table.start(args.players), lambda game: night_over(game, args.nights))
    end = table.now + TAIL_S
    table.script.due(end)
    mix = render(table.script.played, table.script, resources, origin=1000.0, end=end)
    write_wav(mix, args.out)
    rms, peak = levels(mix)
    print(f"{args.out}: {len(mix) / RATE:.1f} s, RMS {rms:.1f} dBFS, peak {peak:.1f} dBFS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
