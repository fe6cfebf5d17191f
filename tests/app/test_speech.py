"""Spoken narration is optional: without a platform voice it is skipped, quietly."""

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
    assert not narrator.available
    assert [record.levelno for record in caplog.records] == [logging.DEBUG]
    assert "libpulse" in caplog.text


def test_the_board_speaks_each_new_night_line_once(app, english):
    from lgdesktop.app.models.board import BoardModel
    from lgdesktop.engine import Game
    from lgdesktop.protocol import Clock

    from .conftest import setup

    board = BoardModel()
    spoken: list[str] = []
    board.narrate.connect(spoken.append)
    board.update_view(Game(setup(6, seed=1)).public_view())
    for step in ("night_falls", "night_falls", "seer", "dawn"):
        board.update_clock(Clock("night", 1, 5.0, False, step, 0, 4))
    assert spoken == [
        "Night falls on the village. Everybody closes their eyes.",
        "The Seer wakes up and looks into someone's soul…",
        "Dawn breaks. The night is over.",
    ]
