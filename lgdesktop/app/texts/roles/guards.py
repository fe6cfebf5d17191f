"""The texts of the cards that shield a player from the wolves: jinrou's Bodyguard and
the Savior of forum and anniversary."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..registry import register

register(
    ROLE_NAMES={
        "bodyguard": QT_TRANSLATE_NOOP("Roles", "Bodyguard"),
        "savior": QT_TRANSLATE_NOOP("Roles", "Savior"),
    },
    ROLE_HELP={
        "bodyguard": QT_TRANSLATE_NOOP(
            "RoleHelp",
            "From the second night on, keep watch over one player each night: if the "
            "wolves attack them, they survive.",
        ),
    },
    ROLE_BLURBS={
        "bodyguard": QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Shields one player from the wolves each night."
        ),
    },
    EDITION_ROLE_HELP={
        ("forum", "savior"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Each night, shield one player from the wolves, yourself allowed, but "
            "never the same one two nights in a row.",
        ),
        ("anniversary", "savior"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Each night, shield one player from the wolves, yourself allowed, never "
            "the same one two nights running. Poison and bullets go through.",
        ),
    },
    EDITION_ROLE_BLURBS={
        ("forum", "savior"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Shields one player a night, never twice running."
        ),
        ("anniversary", "savior"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Shields one player a night, never twice running."
        ),
    },
    NARRATION={
        "bodyguard": QT_TRANSLATE_NOOP(
            "Narration", "The Bodyguard wakes up and keeps watch over someone…"
        ),
    },
    EDITION_NARRATION={
        ("forum", "savior"): QT_TRANSLATE_NOOP(
            "Narration", "The Savior wakes up and shields someone…"
        ),
        ("anniversary", "savior"): QT_TRANSLATE_NOOP(
            "Narration", "The Savior wakes up and shields someone…"
        ),
    },
    SETTING_NAMES={
        "bodyguard_self": QT_TRANSLATE_NOOP("Settings", "The Bodyguard may guard himself"),
        "bodyguard_repeat": QT_TRANSLATE_NOOP(
            "Settings", "Guarding the same player two nights running"
        ),
    },
    SETTING_VALUES={
        ("bodyguard_repeat", "allowed"): QT_TRANSLATE_NOOP("SettingValues", "allowed"),
        ("bodyguard_repeat", "forbidden"): QT_TRANSLATE_NOOP("SettingValues", "forbidden"),
    },
    ACTION_PROMPTS={
        "protect": QT_TRANSLATE_NOOP("Actions", "Whom do you guard tonight?"),
    },
)
