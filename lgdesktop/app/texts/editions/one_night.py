"""The ``one_night`` edition's own texts (one night, one vote): its name and its dawn."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..registry import register

register(
    EDITION_NAMES={"one_night": QT_TRANSLATE_NOOP("Editions", "One night, one vote")},
    EDITION_NARRATION={
        ("one_night", "dawn"): QT_TRANSLATE_NOOP(
            "Narration",
            "Dawn breaks. Everybody open your eyes: you have one day to find the wolves.",
        ),
    },
)
