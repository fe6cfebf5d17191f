"""The ``forum`` edition's own texts (RULES §4: forum rules, with a Mayor): its name, its
title, its ballots and its table-wide settings."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..registry import register

register(
    EDITION_NAMES={"forum": QT_TRANSLATE_NOOP("Editions", "Forum rules, with a Mayor")},
    SETTING_NAMES={
        "votes_final": QT_TRANSLATE_NOOP("Settings", "A cast ballot is final"),
        "dead_see_roles": QT_TRANSLATE_NOOP("Settings", "The dead see every card"),
    },
    TITLE_NAMES={"mayor": QT_TRANSLATE_NOOP("Titles", "Mayor")},
    # An explicit abstention in a vote session: a ballot for nobody.
    OPTION_NAMES={"abstain": QT_TRANSLATE_NOOP("Options", "I abstain")},
)
