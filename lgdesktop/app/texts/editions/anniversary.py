"""The ``anniversary`` edition's own texts (RULES §5: the 25th-anniversary box, with a
Captain): its name, its presets and its tie rules."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..registry import register

register(
    EDITION_NAMES={
        "anniversary": QT_TRANSLATE_NOOP("Editions", "The 25th-anniversary box, with a Captain")
    },
    PRESET_NAMES={
        "first_game": QT_TRANSLATE_NOOP("Presets", "First game"),
        "scenario_colossus": QT_TRANSLATE_NOOP("Presets", "Scenario: the Colossus"),
        "scenario_puppeteer": QT_TRANSLATE_NOOP("Presets", "Scenario: the Puppeteer"),
        "scenario_monkey": QT_TRANSLATE_NOOP("Presets", "Scenario: the Learned Monkey"),
        "scenario_mother": QT_TRANSLATE_NOOP("Presets", "Scenario: the Mother of Wolves"),
    },
    SETTING_VALUES={
        ("tie_rule", "captain"): QT_TRANSLATE_NOOP("SettingValues", "the Captain decides"),
        ("tie_rule", "nobody"): QT_TRANSLATE_NOOP("SettingValues", "nobody leaves"),
    },
)
