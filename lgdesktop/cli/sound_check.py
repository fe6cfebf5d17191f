"""``lgdesktop sound-check``: can this machine play the narrator's clips?

Loads one shipped clip (default: the French nightfall) with Qt Multimedia and waits until
Qt has decoded it, then plays it to its end through the narrator's channel of a sound
deck, as the TV plays a line (no audio output needed: Qt plays it silently). Prints one
line — the clip, its decoded length, and how many audio outputs Qt sees (none: nothing was
heard, the TV says so in its lobby) — and exits 0; exits 1 with one line on stderr when
Qt cannot decode or play it (no Qt Multimedia backend, a missing or damaged clip). The
bundle's smoke test runs it (packaging/smoke.sh).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from . import CommandFailed

#: The clip decoded by default: the first line of every night, in the first language.
DEFAULT_CLIP = ("fr", "nightfall", 0)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--clip",
        type=Path,
        metavar="FILE",
        help="the audio file to decode (default: the shipped French nightfall clip)",
    )


def run(args: argparse.Namespace) -> int:
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no window: any machine
    from PySide6.QtGui import QGuiApplication

    from ..app.shell.paths import RESOURCES_DIR
    from ..app.shell.sound_player import SoundPlayer, decode_clip, play_clip
    from ..app.sound.clips import clip_path
    from ..app.sound.script import SoundScript

    path = args.clip or clip_path(RESOURCES_DIR, *DEFAULT_CLIP)
    app = QGuiApplication.instance() or QGuiApplication(["lgdesktop"])
    try:
        seconds = decode_clip(path)
        play_clip(path, seconds)
    except RuntimeError as error:
        raise CommandFailed(str(error)) from None
    player = SoundPlayer(SoundScript(DEFAULT_CLIP[0]))
    outputs = player.deck_state("outputs") or 0
    hearing = "heard" if player.available else "nothing was heard"
    print(
        f"decoded {path.name}: {seconds:.2f} s with Qt Multimedia, played to its end; "
        f"{outputs} audio output(s): {hearing}"
    )
    del player, app
    return 0
