"""The platform's voice, through Qt's text-to-speech: it says the narrator's lines that
name players (the morning's dead, the banished, the elected), which no recorded clip can.

Qt's speech module needs a speech engine from the platform; where it cannot be loaded
(``import PySide6.QtTextToSpeech`` fails, e.g. a Linux machine without libpulse) or offers no
voice for the narrator's language, :meth:`Narrator.speaks` is False (logged at debug
level) and the sound player says the recorded neutral line instead while the TV shows the
names.
"""

from __future__ import annotations

import importlib
import logging

from PySide6.QtCore import QObject

from .sound import qt_messages_logged

log = logging.getLogger(__name__)


class Narrator(QObject):
    """Speaks lines aloud when the platform has a voice; otherwise does nothing."""

    def __init__(self, locale_code: str, parent: QObject | None = None):
        super().__init__(parent)
        self.engine = None
        try:
            speech = importlib.import_module("PySide6.QtTextToSpeech")
        except ImportError as error:
            log.debug("no spoken narration: %s", error)
            return
        with qt_messages_logged("Qt text-to-speech"):  # (no speech server: a message)
            engine = speech.QTextToSpeech(self)
            voices = engine.availableVoices()
        if not voices:
            log.debug("no spoken narration: the speech engine has no voice")
            return
        self.engine = engine
        self.set_language(locale_code)

    @property
    def available(self) -> bool:
        return self.engine is not None

    def speaks(self, language: str) -> bool:
        """Whether the platform has a voice for ``language`` (``fr``, ``en``)."""
        if self.engine is None:
            return False
        from PySide6.QtCore import QLocale

        wanted = QLocale(language).language()
        return any(locale.language() == wanted for locale in self.engine.availableLocales())

    def set_volume(self, volume: float) -> None:
        """The voice's volume, 0 to 1 (the TV's sound controls); no-op without a voice."""
        if self.engine is not None:
            self.engine.setVolume(volume)

    def set_language(self, locale_code: str) -> None:
        """Prefer a voice of ``locale_code`` (``fr``, ``en``) when the engine has one."""
        if self.engine is None:
            return
        from PySide6.QtCore import QLocale

        locale = QLocale(locale_code)
        if locale in self.engine.availableLocales():
            self.engine.setLocale(locale)

    def hold(self, paused: bool) -> None:
        """Pause the line being spoken (``paused``) or go on with it; no-op without a voice."""
        if self.engine is None:
            return
        if paused:
            self.engine.pause()
        else:
            self.engine.resume()

    def say(self, text: str) -> None:
        """Speak ``text`` (interrupting the previous line); no-op without a voice."""
        if self.engine is not None and text:
            self.engine.say(text)
