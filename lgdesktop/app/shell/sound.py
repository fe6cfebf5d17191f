"""The TV's sound, the Qt side: a timer over the pure :class:`~..sound.script.SoundScript`
that hands each cue over when its time comes, the listener's controls, and the
``--sound-log`` writer.

:class:`SoundDriver` is fed what the board client receives (public views, the host's
clock) on the monotonic clock, and emits :attr:`SoundDriver.played` for every cue at
its time; a player (Qt Multimedia) and :class:`SoundLog` listen to it. It plays nothing
itself, so it runs the same with or without an audio output.

:class:`SoundSettings` holds what the host chose (the voice on or off, the room's sounds
on or off, the volume), remembered in the preferences, and whether this computer can be
heard at all (``available``, ``reason``); the TV's lobby and its in-game corner show it
(QML ``SoundControls``). The settings never change the script: the same cues are laid
whatever is muted (so a muted TV tells nothing either), the player drops what is muted,
and the log marks it.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

from PySide6.QtCore import (
    Property,
    QLoggingCategory,
    QObject,
    QTimer,
    QtMsgType,
    Signal,
    Slot,
    qInstallMessageHandler,
)
from PySide6.QtQml import QmlElement

from ...engine import PublicView
from .. import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401
from ..sound.script import ROOM, VOICE, Cue, SoundScript
from ..texts.i18n import language, translate
from . import prefs

log = logging.getLogger(__name__)

#: Longest wait of the driver's timer, in milliseconds: a cue laid after the timer was set
#: (none is, but a clock jump could) is found within this time.
MAX_WAIT_MS = 1000


class SoundDriver(QObject):
    """Hands the script's cues over at their time (see the module doc)."""

    played = Signal(object)
    #: The table went back to the lobby after a game: whatever still plays should end.
    silenced = Signal()

    def __init__(
        self,
        script: SoundScript,
        now: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.script = script
        self.now = now
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.fire)
        self._state = ""  # the lobby's state last received ("" before the first)

    def on_view(self, view: PublicView) -> None:
        """The board client received a public view."""
        self.script.on_view(view, self.now())
        self.fire()

    def on_lobby(self, lobby: Any) -> None:
        """The board client received the room's lobby (a ``LobbyState``); back in the
        lobby after a game, :attr:`silenced` is emitted."""
        if lobby.state == "lobby" and self._state not in ("", "lobby"):
            self.silenced.emit()
        self._state = lobby.state
        self.script.on_lobby(lobby.edition, lobby.state)
        self.fire()

    def on_clock(self, clock: Any) -> None:
        """The board client received the host's clock."""
        self.script.on_clock(clock, self.now())
        self.fire()

    def fire(self) -> None:
        """Emit every cue due now, then wait for the next one."""
        for cue in self.script.due(self.now()):
            self.played.emit(cue)
        self._timer.stop()
        at = self.script.next_at()
        if at is not None:
            wait = max(0, min(MAX_WAIT_MS, round(1000 * (at - self.now()))))
            self._timer.start(wait)

    def flush(self) -> None:
        """Emit every cue still pending at once (the demo's end), in time order."""
        later = max((cue.at for cue in self.script.pending), default=0.0)
        for cue in self.script.due(later):
            self.played.emit(cue)


#: Qt's logging rules for the sound (``QLoggingCategory.setFilterRules``; the
#: ``QT_LOGGING_RULES`` environment variable still overrides them): Qt's FFmpeg backend at
#: its info level has FFmpeg print each clip's streams on stderr, five lines a line said.
QUIET_MEDIA_RULES = "qt.multimedia.ffmpeg*.info=false"


@contextlib.contextmanager
def qt_messages_logged(source: str) -> Iterator[None]:
    """Within this block, Qt's own messages (a sound backend starting without a sound
    server, a speech plug-in that cannot load) go to this module's log at info level,
    prefixed with ``source``, not to Qt's warnings (which the QML tests count): they say
    what this machine lacks, which the lobby says in its own words. From the first such
    block on, FFmpeg no longer prints each clip's streams (:data:`QUIET_MEDIA_RULES`)."""

    def logged(_kind: QtMsgType, _context: Any, message: str) -> None:
        log.info("%s: %s", source, message)

    QLoggingCategory.setFilterRules(QUIET_MEDIA_RULES)
    previous = qInstallMessageHandler(logged)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)


@functools.cache
def audio_output_found() -> bool:
    """Whether this computer has an audio output Qt Multimedia can play to: not when
    ``QMediaDevices.audioOutputs()`` is empty (no sound card or no sound server, as on
    CI), nor when Qt Multimedia cannot be loaded (logged). Asked once per process: the
    first question starts Qt's sound backend, whose messages are logged
    (:func:`qt_messages_logged`)."""
    with qt_messages_logged("Qt Multimedia"):
        try:
            from PySide6.QtMultimedia import QMediaDevices

            return bool(QMediaDevices.audioOutputs())
        except ImportError as error:  # a bundle built without Qt Multimedia
            log.warning("no Qt Multimedia: %s", error)
            return False


def silence_reason(*, qt_multimedia: bool) -> str:
    """Why the TV plays no sound, for the lobby, in the current language: no audio output
    (``qt_multimedia``), or Qt Multimedia itself missing."""
    if not qt_multimedia:
        return translate(
            "SoundPlayer", "Sound cannot play on this computer: Qt Multimedia is missing."
        )
    return translate(
        "SoundPlayer",
        "No audio output on this computer: the narrator stays silent, follow the screen.",
    )


#: The volume of a TV never set (0 to 1): the clips are normalised, the TV's own volume
#: does the rest.
DEFAULT_VOLUME = 1.0


@QmlElement
class SoundSettings(QObject):
    """The TV's sound controls: ``voice`` (the narrator) and ``sounds`` (the room's
    sounds) on or off, ``volume`` (0 to 1) of both, each change saved to the preferences
    at once (``remember=False``: kept in memory only); ``available`` and ``reason`` say
    whether anything can be heard here (by default from :func:`audio_output_found`; a player
    given to :meth:`attach` says it itself).

    A player follows it in one line, ``settings.attach(player)``: the player's
    ``set_voice``, ``set_sounds`` and ``set_volume`` get the current values, then every
    change; its ``available`` and ``reason`` are shown. Without a player the settings
    still work, and :class:`SoundLog` marks the cues of a muted channel.
    """

    changed = Signal()
    voiceChanged = Signal(bool)
    soundsChanged = Signal(bool)
    volumeChanged = Signal(float)

    def __init__(
        self,
        *,
        remember: bool = True,
        available: bool | None = None,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.remember = remember
        saved = prefs.load() if remember else prefs.Prefs()
        self._voice, self._sounds = saved.voice, saved.sounds
        self._volume = saved.volume
        self._available = audio_output_found() if available is None else bool(available)
        self._player: Any = None  # the player attached (it then says what can be heard)
        # The default reason is translated when read: switching languages re-reads it.
        language().changed.connect(self.changed)

    # ------------------------------------------------------------------ QML

    @Property(bool, notify=changed)
    def voice(self) -> bool:
        return self._voice

    @Property(bool, notify=changed)
    def sounds(self) -> bool:
        return self._sounds

    @Property(float, notify=changed)
    def volume(self) -> float:
        return self._volume

    @Property(bool, notify=changed)
    def available(self) -> bool:
        return self._available if self._player is None else bool(self._player.available)

    @Property(str, notify=changed)
    def reason(self) -> str:
        """Why nothing can be heard ("" when something can), in the current language."""
        if self._player is not None:
            return str(self._player.reason or "")
        return "" if self._available else silence_reason(qt_multimedia=True)

    @Slot(bool)
    def setVoice(self, on: bool) -> None:
        """The narrator's voice on or off (saved)."""
        on = bool(on)
        if on != self._voice:
            self._voice = on
            self._saved(voice=on)
            self.voiceChanged.emit(on)
            self.changed.emit()

    @Slot(bool)
    def setSounds(self, on: bool) -> None:
        """The room's sounds on or off (saved)."""
        on = bool(on)
        if on != self._sounds:
            self._sounds = on
            self._saved(sounds=on)
            self.soundsChanged.emit(on)
            self.changed.emit()

    @Slot(float)
    def setVolume(self, volume: float) -> None:
        """The volume of voice and sounds, 0 to 1 (saved; a value out of range is brought
        back into it, a value that is not a number raises ValueError and changes
        nothing)."""
        volume = float(volume)
        if volume != volume or volume in (float("inf"), float("-inf")):
            raise ValueError(f"the volume must be a number from 0 to 1, not {volume!r}")
        volume = round(min(1.0, max(0.0, volume)), 2)
        if volume != self._volume:
            self._volume = volume
            self._saved(volume=volume)
            self.volumeChanged.emit(volume)
            self.changed.emit()

    # ------------------------------------------------------------------ Python

    def muted(self, channel: str) -> bool:
        """Whether cues of ``channel`` (:data:`VOICE` or :data:`ROOM`) are not heard."""
        if channel == VOICE:
            return not self._voice
        if channel == ROOM:
            return not self._sounds
        raise ValueError(f"no sound channel {channel!r}")

    def describe(self) -> str:
        """The settings in one line, for the sound log."""
        return (
            f"voice {'on' if self._voice else 'off'}, sounds {'on' if self._sounds else 'off'}"
            f", volume {self._volume:.2f}"
        )

    def attach(self, player: Any) -> None:
        """Make ``player`` follow these settings (see the class doc); from then on its
        ``available`` and ``reason`` are this object's, and its ``changed`` signal
        (an output appearing or going, the language switched) is this object's too."""
        player.set_voice(self._voice)
        player.set_sounds(self._sounds)
        player.set_volume(self._volume)
        self.voiceChanged.connect(player.set_voice)
        self.soundsChanged.connect(player.set_sounds)
        self.volumeChanged.connect(player.set_volume)
        self._player = player
        player.changed.connect(self.changed)
        self.changed.emit()

    def _saved(self, **changes: Any) -> None:
        if self.remember:
            prefs.update(**changes)


class SoundLog:
    """Writes one line per cue played (:meth:`Cue.log_line`), times counted from the
    log's opening, to ``path`` (truncated; OSError if it cannot be opened).

    The log records what the script decided, whatever the listener chose: with
    ``settings`` (:class:`SoundSettings`), a cue of a muted channel ends with a
    ``muted`` column, and each change of the settings is a comment line
    (``# <seconds> settings: voice on, sounds off, volume 0.80``)."""

    HEADER = "# seconds\tchannel\taction\tkey#variant\tvolume\tstep\t[muted]"
    MUTED = "muted"

    def __init__(
        self,
        path: Path,
        origin: float,
        *,
        language: str,
        speed: float,
        settings: SoundSettings | None = None,
        now: Callable[[], float] = time.monotonic,
    ):
        self.origin = origin
        self.settings = settings
        self.now = now
        # Open for the whole demo (closed by close()), not one block: hence no "with".
        self._file: IO[str] = Path(path).open("w", encoding="utf-8")  # noqa: SIM115
        self._file.write(f"# lgdesktop sound log: language {language}, speed {speed:g}\n")
        self._file.write(self.HEADER + "\n")
        if settings is not None:
            self._settings_changed()
            settings.voiceChanged.connect(self._settings_changed)
            settings.soundsChanged.connect(self._settings_changed)
            settings.volumeChanged.connect(self._settings_changed)

    def write(self, cue: Cue) -> None:
        line = cue.log_line(self.origin)
        if self.settings is not None and self.settings.muted(cue.channel):
            line += f"\t{self.MUTED}"
        self._file.write(line + "\n")
        self._file.flush()

    def _settings_changed(self, *_: Any) -> None:
        if self._file.closed:
            return
        at = self.now() - self.origin
        self._file.write(f"# {at:.2f} settings: {self.settings.describe()}\n")
        self._file.flush()

    def close(self) -> None:
        self._file.close()
