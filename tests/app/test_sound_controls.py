"""The TV's sound controls (issue 26): voice, sounds and volume in the lobby and in a game's
corner, remembered in the preferences; a line in the lobby when nothing can be heard; the
sound log marks what a muted channel did not play. Rendered at the largest table::

    QT_QPA_PLATFORM=offscreen uv run python -m tests.app.test_sound_controls OUT
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtQuick import QQuickWindow
from PySide6.QtTest import QTest

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.shell import prefs, runtime
from lgdesktop.app.shell.sound import SoundLog, SoundSettings, audio_output_found
from lgdesktop.app.sound.script import ROOM, VOICE, Cue
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import Game

from .controls import click, item
from .large_table import CLOCK_SECONDS, setup, to_day_vote
from .layout_kit import texts_of
from .render_screens import largest_lobby_state

#: Longest run of a fresh interpreter reading the saved settings, in seconds (about two).
NEW_APP_TIMEOUT_S = 60
#: The largest TV table's window (720p: the smallest TV the board is drawn for).
SMALL_TV = (1280, 720)


@pytest.fixture(autouse=True)
def own_prefs(tmp_path, monkeypatch):
    """Each test starts from no preferences file."""
    monkeypatch.setenv(prefs.CONFIG_DIR_ENV, str(tmp_path))


def lobby_window(session, sound: SoundSettings, size=SMALL_TV) -> tuple[QQuickWindow, BoardModel]:
    """The TV's window on the largest lobby (24 seats, long names, 8-digit code)."""
    board = BoardModel(object())
    board.update_lobby(largest_lobby_state())
    return board_window(session, board, sound, size), board


def board_window(session, board: BoardModel, sound: SoundSettings, size) -> QQuickWindow:
    window = session.open(
        "BoardWindow",
        {"board": board, "errors": session.reporter, "language": language(), "sound": sound},
    )
    window.resize(*size)
    QCoreApplication.processEvents()
    return window


def game_board(phase: str) -> BoardModel:
    """A board of anniversary's largest table (24 long names) at night 1 or at the first
    day's vote, its clock running."""
    from lgdesktop.protocol import Clock

    game = Game(setup("anniversary", seed=3))
    if phase == "vote":
        to_day_vote(game)
    board = BoardModel(object())
    board.update_view(game.public_view())
    while board.interludes:
        board.next_interlude()
    view = board.view
    board.update_clock(
        Clock(view.phase, view.number, CLOCK_SECONDS, False, None, 0, 0, 2 * CLOCK_SECONDS)
    )
    return board


def test_the_lobby_s_toggles_change_the_settings_and_a_new_app_remembers_them(
    session, english, tmp_path
):
    sound = SoundSettings()
    assert (sound.voice, sound.sounds, sound.volume) == (True, True, 1.0)
    window, _board = lobby_window(session, sound)
    click(window, "soundButton")
    QCoreApplication.processEvents()
    assert item(window, "soundPanel").isVisible()
    click(window, "voiceToggle")
    click(window, "soundsToggle")
    assert (sound.voice, sound.sounds) == (False, False)
    assert item(window, "voiceToggle").property("text") == "Voice: off"
    assert item(window, "soundButton").property("text") == "Sound: off"
    slider = item(window, "volumeSlider")
    slider.forceActiveFocus()
    for _ in range(4):
        QTest.keyClick(window, Qt.Key.Key_Left)
    assert sound.volume == pytest.approx(0.8)
    assert item(window, "volumeValue").property("text") == "80 %"
    click(window, "soundsToggle")  # back on
    saved = prefs.load()
    assert (saved.voice, saved.sounds, saved.volume) == (False, True, pytest.approx(0.8))
    # A new instance of the app (another process) starts from them.
    script = (
        "from lgdesktop.app.shell import runtime; runtime.application();"
        "from lgdesktop.app.shell.sound import SoundSettings; s = SoundSettings();"
        "print(s.voice, s.sounds, s.volume)"
    )
    again = subprocess.run(
        [sys.executable, "-c", script],
        env=os.environ | {"QT_QPA_PLATFORM": "offscreen", prefs.CONFIG_DIR_ENV: str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=NEW_APP_TIMEOUT_S,
        check=True,
    )
    assert again.stdout.split() == ["False", "True", "0.8"]


def test_the_game_s_corner_reaches_the_same_settings(session, english):
    sound = SoundSettings()
    window = board_window(session, game_board("night"), sound, SMALL_TV)
    assert item(window, "pauseButton").isVisible()  # the host's corner
    click(window, "soundButton")
    QCoreApplication.processEvents()
    click(window, "voiceToggle")
    assert not sound.voice and not prefs.load().voice
    click(window, "soundButton")  # closes the panel
    QCoreApplication.processEvents()
    with pytest.raises(AssertionError, match="no visible"):
        item(window, "soundPanel")


def test_the_lobby_says_when_no_audio_output_exists(session, english):
    """Here (and on CI) Qt finds no audio output: the lobby says so, by default."""
    found = audio_output_found()
    window, _board = lobby_window(session, SoundSettings())
    line = [i for i in [window.contentItem()] for i in _all(i) if i.objectName() == "noAudioLine"]
    assert len(line) == 1 and line[0].isVisible() == (not found)
    if not found:
        assert line[0].property("text").startswith("⚠ No audio output on this computer")
        language().choose("fr")
        QCoreApplication.processEvents()
        assert "Aucune sortie audio" in line[0].property("text")
        assert cut_sound_texts(window) == []


def test_a_player_found_follows_in_one_line(app):
    class Player(QObject):
        changed = Signal()
        available, reason = False, "no codec for Opus"

        def __init__(self):
            super().__init__()
            self.calls: list[tuple] = []

        def set_voice(self, on):
            self.calls.append(("voice", on))

        def set_sounds(self, on):
            self.calls.append(("sounds", on))

        def set_volume(self, volume):
            self.calls.append(("volume", volume))

    sound = SoundSettings(remember=False)
    player = Player()
    sound.attach(player)
    assert player.calls == [("voice", True), ("sounds", True), ("volume", 1.0)]
    assert (sound.available, sound.reason) == (False, "no codec for Opus")
    sound.setVolume(0.5)
    sound.setSounds(False)
    assert player.calls[3:] == [("volume", 0.5), ("sounds", False)]
    assert prefs.load() == prefs.Prefs()  # remember=False: nothing saved
    # An output appears: the player says so, and the controls follow.
    noticed = []
    sound.changed.connect(lambda: noticed.append(sound.available))
    player.available, player.reason = True, ""
    player.changed.emit()
    assert noticed == [True] and sound.reason == ""


def test_bad_volumes_are_refused_or_brought_back_and_bad_prefs_ignored(tmp_path):
    sound = SoundSettings()
    with pytest.raises(ValueError, match="number from 0 to 1"):
        sound.setVolume(float("nan"))
    assert sound.volume == 1.0
    sound.setVolume(7)
    assert sound.volume == 1.0
    sound.setVolume(-1)
    assert sound.volume == 0.0 and prefs.load().volume == 0.0
    prefs.prefs_path().write_text('{"voice": "no", "sounds": 0, "volume": "loud"}')
    assert (prefs.load().voice, prefs.load().sounds, prefs.load().volume) == (True, True, 1.0)


def test_the_sound_log_marks_the_cues_of_a_muted_channel(tmp_path):
    sound = SoundSettings(remember=False)
    clock = iter([10.0, 12.0, 13.0])
    path = tmp_path / "sound.log"
    log = SoundLog(path, 0.0, language="fr", speed=1.0, settings=sound, now=lambda: next(clock))
    log.write(Cue(11.0, VOICE, "nightfall", 1, 1.0, length=4.0))
    sound.setVoice(False)
    log.write(Cue(12.5, VOICE, "call.seer", 0, 1.0, length=4.0))
    log.write(Cue(12.5, ROOM, "pack", 0, 0.7))
    sound.setVolume(0.6)
    log.close()
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[2] == "# 10.00 settings: voice on, sounds on, volume 1.00"
    assert lines[3].split("\t") == ["11.00", "voice", "play", "nightfall#1", "1.00", ""]
    assert lines[4] == "# 12.00 settings: voice off, sounds on, volume 1.00"
    assert lines[5].split("\t")[-1] == "muted" and lines[5].split("\t")[3] == "call.seer#0"
    assert lines[6].split("\t")[-1] == ""  # the room still plays
    assert lines[7] == "# 13.00 settings: voice off, sounds on, volume 0.60"


@pytest.mark.parametrize("where", ["lobby", "night", "vote"])
def test_the_controls_fit_the_largest_table_at_720p_in_french(session, english, where):
    language().choose("fr")
    sound = SoundSettings(available=False)
    window = render(session, sound, where)
    try:
        assert cut_sound_texts(window) == [], where
        panel = item(window, "soundPanel")
        corner = panel.mapRectToScene(panel.boundingRect())
        assert corner.right() <= window.width() + 0.5 and corner.bottom() <= window.height()
        assert corner.left() >= 0
    finally:
        window.close()


def cut_sound_texts(window: QQuickWindow) -> list[str]:
    """The sound's texts (its corner, its panel, the lobby's line) cut or too wide."""
    roots = [i for i in _all(window.contentItem()) if i.objectName() in SOUND_ITEMS]
    bad = []
    for root in roots:
        own = [root] if root.inherits("QQuickText") and root.isVisible() else []
        for text in [*own, *texts_of(root)]:
            painted = text.property("paintedWidth")
            if text.property("truncated") or painted > text.width() + 1:
                bad.append(f"{text.property('text')!r} ({painted:.0f} > {text.width():.0f})")
    return bad


#: The items of the sound's controls.
SOUND_ITEMS = {"soundCorner", "noAudioLine"}


def render(session, sound: SoundSettings, where: str) -> QQuickWindow:
    """The TV at 720p, at the largest table, in ``where`` (the lobby, night 1 or the day
    vote), its sound panel open."""
    if where == "lobby":
        window, _board = lobby_window(session, sound)
        window.setProperty("keepBoard", _board)
    else:
        board = game_board(where)
        window = board_window(session, board, sound, SMALL_TV)
        window.setProperty("keepBoard", board)
    click(window, "soundButton")
    QCoreApplication.processEvents()
    return window


def _all(root):
    stack = [root]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(current.childItems())


def main(folder: str) -> int:
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    runtime.application()
    session = runtime.Session(runtime.ErrorReporter())
    session.engine.singletonInstance("LgUi", "Theme").setProperty("motion", False)
    for code in ("fr", "en"):
        language().choose(code)
        for where in ("lobby", "night", "vote"):
            sound = SoundSettings(remember=False, available=False)
            window = render(session, sound, where)
            runtime.grab(window, out / f"sound-{where}-{code}.png")
            for problem in cut_sound_texts(window):
                print(f"{code} {where}: {problem}", file=sys.stderr)
            item(window, "soundButton")  # still there
            window.close()
        window, _board = lobby_window(session, SoundSettings(remember=False, available=False))
        runtime.grab(window, out / f"sound-lobby-closed-{code}.png")
        window.close()
    session.release()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
