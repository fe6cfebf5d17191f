"""The platform's voice (the named lines) is optional: without one it is skipped, quietly."""

from __future__ import annotations

import importlib
import logging

from lgdesktop.app.shell.speech import Narrator


def test_narration_without_a_voice_is_a_quiet_no_op(app, caplog, monkeypatch):
    real_import = importlib.import_module

    def no_speech(name, *args):
        if name == "PySide6.QtTextToSpeech":
            raise ImportError("libpulse.so.0: cannot open shared object file")
        return real_import(name, *args)

    monkeypatch.setattr(importlib, "import_module", no_speech)
    with caplog.at_level(logging.DEBUG, logger="lgdesktop.app.shell.speech"):
        narrator = Narrator("fr")
        narrator.say("La nuit tombe sur le village.")
        narrator.set_language("en")
        narrator.set_volume(0.5)
        narrator.hold(True)
    assert not narrator.available
    assert not narrator.speaks("fr") and not narrator.speaks("en")
    assert [record.levelno for record in caplog.records] == [logging.DEBUG]
    assert "libpulse" in caplog.text
