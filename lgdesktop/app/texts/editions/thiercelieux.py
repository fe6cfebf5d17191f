"""The ``thiercelieux`` edition's own texts (the classic box, the app as master): its
name, its dawn and its table-wide settings."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..registry import register

register(
    EDITION_NAMES={
        "thiercelieux": QT_TRANSLATE_NOOP("Editions", "The classic box, the app as master")
    },
    EDITION_NARRATION={
        ("thiercelieux", "dawn"): QT_TRANSLATE_NOOP(
            "Narration", "The sun rises on the village. Everybody wakes up… or almost."
        ),
    },
    SETTING_NAMES={
        "captain_election": QT_TRANSLATE_NOOP("Settings", "Electing the Captain"),
        "wolves_win_at_parity": QT_TRANSLATE_NOOP(
            "Settings", "The wolves win once they match the others"
        ),
    },
    SETTING_VALUES={
        ("captain_election", "day_1"): QT_TRANSLATE_NOOP(
            "SettingValues", "on the first day, after the news"
        ),
        ("captain_election", "before_night_1"): QT_TRANSLATE_NOOP(
            "SettingValues", "before the first night"
        ),
    },
)
