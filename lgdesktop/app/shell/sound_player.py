"""The TV's sound player (issue 26): plays the cues a :class:`~.sound.SoundDriver` hands
over, with Qt Multimedia, on two channels — the narrator's voice and the room's sounds.

Contracts:

- **A thin shell.** What plays, when and how loud is the pure sound script's
  (:mod:`..sound.script`); the player maps each cue to its file (the clip of the cue's line
  in the script's language, or the room sound) and asks Qt to play, loop or stop it. A cue
  whose file is missing is skipped (logged once). The room channel is ducked under the
  voice by :meth:`SoundScript.room_gain <..sound.script.SoundScript.room_gain>` of the
  voice clip under way.
- **Players made by QML.** The Qt Multimedia objects live in ``ui/LgUi/SoundDeck.qml`` and
  are driven by queued calls only (see that file's comment: Qt's audio threads and the
  interpreter's lock deadlocked when the players were made from Python). The deck's state
  (sources, playback states, its request log) is what tests observe.
- **No output, no sound, no error.** Where the system has no audio output (a headless
  machine, CI), :attr:`available` is False, :attr:`reason` says why in the current language
  (for the lobby), and cues are ignored. An output that appears later is used from then on.
- **Controls.** :meth:`set_voice`, :meth:`set_sounds` (on/off: off stops what plays on the
  channel and ignores its cues; the night's ambience comes back when the sounds are turned
  on again during the night) and :meth:`set_volume` (the master volume, 0-1 as a slider
  gives it; anything else is a ValueError, the volume unchanged).
- **Pause** (:meth:`hold`, the host's clock paused) pauses every clip under way and plays
  them on from where they were when the clock runs again; the script itself holds the cues
  not due yet.
"""

from __future__ import annotations

import contextlib
import logging
import math
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    Q_ARG,
    Property,
    QEventLoop,
    QMetaObject,
    QObject,
    Qt,
    QTimer,
    QUrl,
    Signal,
    Slot,
)
from PySide6.QtQml import QQmlComponent, QQmlEngine

from ..sound.clips import clip_path, sound_path
from ..sound.script import LOOP, PLAY, STOP, VOICE, Cue, SoundScript
from ..texts import voice
from ..texts.i18n import language
from .paths import RESOURCES_DIR, UI_DIR, qml_file
from .sound import qt_messages_logged, silence_reason

log = logging.getLogger(__name__)


#: Longest wait of :func:`decode_clip` for Qt to load a clip, in seconds: an Opus clip of a
#: few seconds loads in about 10 ms here; a first start of a bundle on a slow disk, or a
#: virus scanner, can take a few seconds.
DECODE_TIMEOUT_S = 30.0
#: How often :func:`decode_clip` looks at the clip's state, in milliseconds.
DECODE_POLL_MS = 20
#: The deck's ``mediaStatus`` values (QMediaPlayer.MediaStatus) that end a decode, and the
#: one a player without a media backend stays at.
LOADED_MEDIA, END_OF_MEDIA, INVALID_MEDIA, NO_MEDIA = 2, 6, 7, 0
#: The deck's ``voiceState`` (QMediaPlayer.PlaybackState) while a clip plays.
PLAYING = 1
#: Slack added to the voice's end before the room comes back up, in milliseconds (the
#: clip's own start lags its cue by an event loop turn).
UNDUCK_SLACK_MS = 50


def linear_volume(volume: float) -> float:
    """The linear factor of a master ``volume`` (0-1) as a slider gives it: the ear hears
    loudness logarithmically, so a linear slider would do all its work in its first fifth.
    Qt's own conversion (``QtAudio.convertVolume`` from ``LogarithmicVolumeScale`` to
    ``LinearVolumeScale``, not offered to QML): ``-ln(1 - v) / ln(100)``, 1 from 0.99."""
    if volume >= 0.99:
        return 1.0
    return -math.log(1.0 - volume) / math.log(100.0)


class SoundPlayer(QObject):
    """Plays a :class:`SoundScript`'s cues (see the module's contracts): connect
    :meth:`play` to :attr:`SoundDriver.played <.sound.SoundDriver.played>` and
    :meth:`hold` to the board's pause. The master volume is sent to Qt through
    :func:`linear_volume`. ``now``: the driver's clock; ``outputs``: how many
    audio outputs exist (default: Qt's ``MediaDevices``; tests pass their own).
    ``speaker``: the platform's voice (:class:`~.speech.Narrator`, or anything with
    ``speaks(language)``, ``say(text)``, ``hold(paused)`` and ``set_volume(volume)``): a
    voice line that stands for named players (:attr:`Cue.names`) is said by it, naming
    them (:func:`~..texts.voice.named_line`), where it speaks the narrator's language;
    elsewhere the recorded neutral line plays."""

    changed = Signal()

    def __init__(
        self,
        script: SoundScript,
        resources: Path = RESOURCES_DIR,
        *,
        now: Callable[[], float] = time.monotonic,
        outputs: Callable[[], int] | None = None,
        speaker: Any = None,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.script = script
        self.speaker = speaker
        self.resources = Path(resources)
        self.now = now
        self._voice_on = True
        self._sounds_on = True
        self._volume = 1.0
        self._held_at: float | None = None
        self._voice: Cue | None = None  # the voice clip under way, ``at`` when it started
        self._loop: Cue | None = None  # the ambience loop under way (also while muted)
        self._missing: set[Path] = set()
        self._unduck = QTimer(self)
        self._unduck.setSingleShot(True)
        self._unduck.timeout.connect(self.update_gain)
        self._engine = QQmlEngine(self)
        self._engine.addImportPath(str(UI_DIR))
        with qt_messages_logged("Qt Multimedia"):  # its backend starting: what it lacks
            component = QQmlComponent(self._engine, QUrl.fromLocalFile(str(qml_file("SoundDeck"))))
            self.deck: QObject | None = component.create()
        self._broken = ""
        if self.deck is None:
            self._broken = "; ".join(error.toString() for error in component.errors())
            log.warning("no sound: the sound deck cannot be made: %s", self._broken)
        else:
            self.deck.setParent(self)
            self.deck.outputsChanged.connect(self._outputs_changed)
        self._outputs = outputs or (lambda: int(self.deck.property("outputs") or 0))
        self._available = self.deck is not None and self._outputs() > 0
        if not self._available:
            log.info("no sound: %s", self.reason)
        language().changed.connect(self.changed)  # the reason's language
        self._configure()

    # ------------------------------------------------------------------ state for QML

    @Property(bool, notify=changed)
    def available(self) -> bool:
        """True when sound can be heard: Qt Multimedia loads and an audio output exists."""
        return self._available

    @Property(str, notify=changed)
    def reason(self) -> str:
        """Why nothing can be heard ('' when :attr:`available`), in the current language."""
        if self.deck is None or not self._available:
            return silence_reason(qt_multimedia=self.deck is not None)
        return ""

    @Property(bool, notify=changed)
    def voice(self) -> bool:
        return self._voice_on

    @Property(bool, notify=changed)
    def sounds(self) -> bool:
        return self._sounds_on

    @Property(float, notify=changed)
    def volume(self) -> float:
        return self._volume

    # ------------------------------------------------------------------ controls

    @Slot(bool)
    def set_voice(self, on: bool) -> None:
        """Turn the narrator's voice on or off (off: the line under way stops)."""
        on = bool(on)
        if on == self._voice_on:
            return
        self._voice_on = on
        if not on:
            self._voice = None
            self._call("silence", VOICE)
            self.update_gain()
        self.changed.emit()

    @Slot(bool)
    def set_sounds(self, on: bool) -> None:
        """Turn the room's sounds on or off (off: they stop; on again: the ambience loop
        under way, if any, starts again)."""
        on = bool(on)
        if on == self._sounds_on:
            return
        self._sounds_on = on
        if not on:
            self._call("silence", "room")
        elif self._loop is not None:
            self._start(self._loop)
        self.changed.emit()

    @Slot(float)
    def set_volume(self, volume: float) -> None:
        """The master volume, from 0 (silent) to 1 (full); ValueError for anything else."""
        try:
            value = float(volume)
        except (TypeError, ValueError):
            raise ValueError(f"the volume must be a number from 0 to 1, not {volume!r}") from None
        if not (math.isfinite(value) and 0.0 <= value <= 1.0):
            raise ValueError(f"the volume must be a number from 0 to 1, not {volume!r}")
        if value == self._volume:
            return
        self._volume = value
        if self.speaker is not None:
            self.speaker.set_volume(value)
        self._configure()
        self.changed.emit()

    # ------------------------------------------------------------------ cues

    @Slot(object)
    def play(self, cue: Cue) -> None:
        """Play, loop or stop ``cue``'s sound now (nothing when unavailable or muted)."""
        if cue.channel == VOICE:
            self._play_voice(cue)
        else:
            self._play_room(cue)

    def _play_voice(self, cue: Cue) -> None:
        if not self._voice_on or cue.action != PLAY:
            return
        language = self.script.language
        named = voice.named_line(cue.key, cue.names, language)
        if named is not None and self.speaker is not None and self.speaker.speaks(language):
            self.speaker.say(named)  # the room is ducked for the neutral line's length
        elif not self._start(cue, clip_path(self.resources, language, cue.key, cue.variant)):
            return
        self._voice = replace(cue, at=self.now())
        self.update_gain()
        self._unduck.start(max(0, round(1000 * cue.length)) + UNDUCK_SLACK_MS)

    def _play_room(self, cue: Cue) -> None:
        if cue.action == STOP:
            if self._loop is not None and self._loop.key == cue.key:
                self._loop = None
            if self._sounds_on:
                self._call("stop", cue.channel, file_url(sound_path(self.resources, cue.key)))
            return
        if cue.action == LOOP:
            self._loop = cue
        if self._sounds_on:
            self._start(cue)

    def _start(self, cue: Cue, path: Path | None = None) -> bool:
        """Ask the deck to play ``cue``'s file; False when nothing was asked."""
        path = path or sound_path(self.resources, cue.key)
        if not self._available:
            return False
        if not path.is_file():
            if path not in self._missing:
                self._missing.add(path)
                log.warning("no sound file for %s#%s: %s", cue.key, cue.variant, path)
            return False
        self._call("play", cue.channel, file_url(path), float(cue.volume), cue.action == LOOP)
        return True

    @Slot()
    def update_gain(self) -> None:
        """Set the room channel's factor for now (ducked while the voice clip under way
        plays): called at each voice clip and at its end."""
        if (
            self._voice is not None
            and self._held_at is None
            and self.script.room_gain(self.now(), [self._voice]) == 1.0
        ):
            self._voice = None
        self._configure()

    def room_gain(self) -> float:
        """The room channel's factor the deck was given last."""
        return 1.0 if self._voice is None else self.script.room_gain(self._voice.at, [self._voice])

    # ------------------------------------------------------------------ pause, stop

    @Slot(bool)
    def hold(self, paused: bool) -> None:
        """The host's clock paused (True) or runs again (False): what plays pauses, then
        plays on from where it was."""
        if paused and self._held_at is None:
            self._held_at = self.now()
            self._unduck.stop()
        elif not paused and self._held_at is not None:
            pause = self.now() - self._held_at
            self._held_at = None
            if self._voice is not None:  # the voice clip ends later by the pause
                self._voice = replace(self._voice, at=self._voice.at + pause)
                left = self._voice.at + self._voice.length - self.now()
                self._unduck.start(max(0, round(1000 * left)) + UNDUCK_SLACK_MS)
        else:
            return
        if self.speaker is not None:
            self.speaker.hold(bool(paused))
        self._call("hold", bool(paused))

    @Slot()
    def stop_all(self) -> None:
        """Stop everything (the table went back to its lobby, the host stops)."""
        self._voice = self._loop = None
        self._held_at = None
        self._unduck.stop()
        self._call("silence", "")
        self._configure()

    # ------------------------------------------------------------------ the deck

    def deck_state(self, name: str):
        """A property of the deck (``voiceSource``, ``requests``...) as a Python value."""
        if self.deck is None:
            return None
        value = self.deck.property(name)
        return value.toVariant() if hasattr(value, "toVariant") else value

    def _configure(self) -> None:
        self._call("configure", linear_volume(self._volume), self.room_gain())

    def _outputs_changed(self) -> None:
        available = self.deck is not None and self._outputs() > 0
        if available != self._available:
            self._available = available
            log.info("audio outputs changed: sound %s", "on" if available else "off")
            if available:
                self._configure()
                if self._loop is not None and self._sounds_on:
                    self._start(self._loop)
            self.changed.emit()

    def _call(self, function: str, *args) -> None:
        """A queued call of the deck's ``function``: it runs from the event loop, not under
        the caller's interpreter lock (see ``SoundDeck.qml``)."""
        if self.deck is None or not self._available:
            return
        QMetaObject.invokeMethod(
            self.deck,
            function,
            Qt.ConnectionType.QueuedConnection,
            *(Q_ARG("QVariant", arg) for arg in args),
        )


@contextlib.contextmanager
def _probe_deck() -> Iterator[QObject]:
    """A sound deck of its own, for a check (:func:`decode_clip`, :func:`play_clip`);
    RuntimeError if it cannot be made. Needs a Q(Gui)Application."""
    engine = QQmlEngine()
    engine.addImportPath(str(UI_DIR))
    with qt_messages_logged("Qt Multimedia"):
        component = QQmlComponent(engine, QUrl.fromLocalFile(str(qml_file("SoundDeck"))))
        deck = component.create()
    if deck is None:
        errors = "; ".join(error.toString() for error in component.errors())
        engine.deleteLater()
        raise RuntimeError(f"the sound deck cannot be made: {errors}")
    try:
        yield deck
    finally:
        deck.deleteLater()
        engine.deleteLater()


def _wait(done: Callable[[], bool], timeout: float) -> None:
    """Run a local event loop until ``done()`` or ``timeout`` seconds have passed."""
    loop = QEventLoop()
    poll = QTimer()
    poll.setInterval(DECODE_POLL_MS)
    deadline = time.monotonic() + timeout
    poll.timeout.connect(lambda: (done() or time.monotonic() > deadline) and loop.quit())
    poll.start()
    if not done():
        loop.exec()
    poll.stop()


def decode_clip(path: Path, timeout: float = DECODE_TIMEOUT_S) -> float:
    """Load the clip at ``path`` with Qt Multimedia (the sound deck's probe, no audio
    output needed) and return its length in seconds once Qt has decoded it; RuntimeError
    when Qt cannot (no decoder for its format, a damaged file) or not within ``timeout``
    seconds. Needs a Q(Gui)Application; runs a local event loop."""
    path = Path(path)
    if not path.is_file():
        raise RuntimeError(f"no clip at {path}")
    with _probe_deck() as deck:
        QMetaObject.invokeMethod(
            deck, "load", Qt.ConnectionType.QueuedConnection, Q_ARG("QVariant", file_url(path))
        )

        def over() -> bool:
            status = deck.property("probeStatus")
            loaded = status in (LOADED_MEDIA, END_OF_MEDIA) and deck.property("probeDuration") > 0
            return loaded or status == INVALID_MEDIA or bool(deck.property("probeError"))

        _wait(over, timeout)
        status, duration = deck.property("probeStatus"), deck.property("probeDuration")
        if status not in (LOADED_MEDIA, END_OF_MEDIA) or not duration > 0:
            error = deck.property("probeError") or (
                "no media backend (Qt Multimedia's FFmpeg plugin)"
                if status == NO_MEDIA
                else f"media status {status}"
            )
            if status != INVALID_MEDIA and not deck.property("probeError"):
                error = f"not loaded after {timeout:g} s ({error})"
            raise RuntimeError(f"Qt cannot decode {path.name}: {error}")
        return duration / 1000.0


def play_clip(path: Path, length: float, timeout: float = DECODE_TIMEOUT_S) -> None:
    """Play the clip at ``path`` (``length`` seconds long) through the narrator's channel
    of a sound deck, as the TV plays a line, and return once Qt has played it to its end;
    with no audio output Qt still plays it, silently. RuntimeError when it does not start
    or does not end within ``length`` + ``timeout`` seconds, or Qt reports an error."""
    with _probe_deck() as deck:
        QMetaObject.invokeMethod(
            deck,
            "play",
            Qt.ConnectionType.QueuedConnection,
            *(Q_ARG("QVariant", arg) for arg in (VOICE, file_url(Path(path)), 1.0, False)),
        )
        _wait(lambda: deck.property("voiceState") == PLAYING or _failed(deck), timeout)
        if deck.property("voiceState") != PLAYING:
            raise RuntimeError(f"Qt did not play {Path(path).name}: {_failed(deck) or 'silence'}")
        _wait(lambda: deck.property("voiceState") != PLAYING, length + timeout)
        if deck.property("voiceStatus") != END_OF_MEDIA:
            raise RuntimeError(f"Qt did not play {Path(path).name} to its end: {_failed(deck)}")


def _failed(deck: QObject) -> str:
    """The voice channel's error, if Qt reported one ("" if none)."""
    return str(deck.property("voiceError") or "")


def file_url(path: Path) -> str:
    """The ``file:`` URL the deck is given for ``path``."""
    return QUrl.fromLocalFile(str(path)).toString()
