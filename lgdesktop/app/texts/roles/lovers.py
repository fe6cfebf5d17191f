"""The texts of the pairs who know each other: Cupid and his lovers in every edition
(jinrou's Lovers are dealt as a pair), and anniversary's Two Sisters."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..registry import register

register(
    ROLE_NAMES={
        "lover": QT_TRANSLATE_NOOP("Roles", "Lover"),
        "cupid": QT_TRANSLATE_NOOP("Roles", "Cupid"),
        "two_sisters": QT_TRANSLATE_NOOP("Roles", "Two Sisters"),
    },
    ROLE_HELP={
        "lover": QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You and your beloved know each other. If one of you dies, the other dies "
            "of grief at once.",
        ),
    },
    ROLE_BLURBS={
        "lover": QT_TRANSLATE_NOOP("RoleBlurbs", "Two hearts: if one dies, so does the other."),
    },
    EDITION_ROLE_HELP={
        ("thiercelieux", "cupid"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "On the first night, shoot your two arrows: the two players you name, yourself "
            "allowed, fall in love. If one lover dies, the other dies of grief. A wolf and a "
            "villager in love win together, as the last two alive.",
        ),
        ("forum", "cupid"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "On the first night, bind two players in love (you may be one). They "
            "learn whom they love, not each other's card, may not vote against "
            "each other, and win if they are the last ones standing. Then you are a "
            "plain villager.",
        ),
        ("anniversary", "cupid"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "On the first night, make two players fall in love (you may be one). If "
            "one dies, so does the other; if they are the last two alive, they win "
            "together, whatever their camps.",
        ),
        ("anniversary", "two_sisters"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You are two. You know each other from the start and share a private channel.",
        ),
    },
    EDITION_ROLE_BLURBS={
        ("thiercelieux", "cupid"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Binds two lovers on the first night."
        ),
        ("forum", "cupid"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Makes two players fall in love on the first night."
        ),
        ("anniversary", "cupid"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Makes two lovers on the first night."
        ),
        ("anniversary", "two_sisters"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Two sisters who know each other."
        ),
    },
    NARRATION={
        "lover": QT_TRANSLATE_NOOP(
            "Narration", "The lovers open their eyes and recognise each other…"
        ),
    },
    EDITION_NARRATION={
        ("thiercelieux", "cupid"): QT_TRANSLATE_NOOP(
            "Narration", "Cupid wakes up and lets fly his two arrows…"
        ),
        ("thiercelieux", "lovers"): QT_TRANSLATE_NOOP(
            "Narration",
            "Cupid goes back to sleep. The lovers open their eyes and recognise each other…",
        ),
        ("forum", "cupid"): QT_TRANSLATE_NOOP(
            "Narration", "Cupid wakes up and lets fly his arrow…"
        ),
        ("anniversary", "cupid"): QT_TRANSLATE_NOOP(
            "Narration", "Cupid wakes up and picks two hearts…"
        ),
        ("anniversary", "lovers"): QT_TRANSLATE_NOOP(
            "Narration", "The lovers open their eyes and recognise each other…"
        ),
        ("anniversary", "two_sisters"): QT_TRANSLATE_NOOP(
            "Narration", "The two sisters wake up and recognise each other…"
        ),
    },
    SETTING_NAMES={
        "lovers_win": QT_TRANSLATE_NOOP("Settings", "Lovers' victory"),
        "fox_vs_lovers": QT_TRANSLATE_NOOP("Settings", "When the Fox and the lovers both survive"),
        "love_triangle": QT_TRANSLATE_NOOP("Settings", "A love triangle"),
    },
    SETTING_VALUES={
        ("lovers_win", "pair"): QT_TRANSLATE_NOOP("SettingValues", "as a pair, if both survive"),
        ("lovers_win", "village"): QT_TRANSLATE_NOOP("SettingValues", "with the village"),
        ("fox_vs_lovers", "fox"): QT_TRANSLATE_NOOP("SettingValues", "the Fox wins"),
        ("fox_vs_lovers", "lovers"): QT_TRANSLATE_NOOP("SettingValues", "the lovers win"),
    },
    ACTION_PROMPTS={
        "couple": QT_TRANSLATE_NOOP("Actions", "Your two arrows: which two players fall in love?"),
    },
    CAUSES={
        "heartbreak": QT_TRANSLATE_NOOP("Causes", "heartbroken"),
    },
    WINNERS={
        "lovers": QT_TRANSLATE_NOOP("Winners", "The lovers win!"),
    },
    CHANNEL_NAMES={
        "twins": QT_TRANSLATE_NOOP("Channels", "The twins"),
        "sisters": QT_TRANSLATE_NOOP("Channels", "The sisters"),
    },
    STEP_NOTES={
        "lovers": QT_TRANSLATE_NOOP("Notes", "The lovers' call: {line}"),
    },
    TEAM_LINES={
        "lover": QT_TRANSLATE_NOOP("Texts", "Lovers: {names}"),
        "two_sisters": QT_TRANSLATE_NOOP("Texts", "Your sister: {names}"),
    },
    # ``loves``: whom this lover loves (forum), never a role; ``lovers``: the couple.
    TOLD_NOTES={
        "loves": QT_TRANSLATE_NOOP("Notes", "you are in love with {names}."),
        "lovers": QT_TRANSLATE_NOOP("Notes", "Cupid's arrows struck {names}: they are in love."),
    },
    PLURAL_ROLES={"two_sisters"},
)
