"""The ``jinrou`` edition's own texts (werewolf without cards): its name and its
table-wide settings."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..registry import register

register(
    EDITION_NAMES={"jinrou": QT_TRANSLATE_NOOP("Editions", "Werewolf without cards")},
    SETTING_NAMES={
        "reveal_banished_role": QT_TRANSLATE_NOOP("Settings", "Role of a banished player"),
        "missing_role": QT_TRANSLATE_NOOP("Settings", "One role secretly left out"),
    },
    SETTING_VALUES={
        ("reveal_banished_role", "hidden"): QT_TRANSLATE_NOOP("SettingValues", "kept secret"),
        ("reveal_banished_role", "shown"): QT_TRANSLATE_NOOP("SettingValues", "revealed"),
    },
)
