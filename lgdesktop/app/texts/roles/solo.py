"""The texts of the cards that win alone: jinrou's Fox and anniversary's Piper."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..i18n import translate
from ..registry import action_prompt, names_list, register

#: The Piper's question when one player only is left to charm.
CHARM_ONE = QT_TRANSLATE_NOOP("Actions", "One player is left to charm: whom?")

register(
    ROLE_NAMES={
        "fox": QT_TRANSLATE_NOOP("Roles", "Fox"),
        "piper": QT_TRANSLATE_NOOP("Roles", "Piper"),
    },
    ROLE_HELP={
        "fox": QT_TRANSLATE_NOOP(
            "RoleHelp",
            "The wolves cannot kill you, but the Seer's gaze can. Stay alive until one "
            "side wins and the victory is yours alone.",
        ),
    },
    ROLE_BLURBS={
        "fox": QT_TRANSLATE_NOOP("RoleBlurbs", "Safe from wolves, not from the Seer. Wins alone."),
    },
    EDITION_ROLE_HELP={
        ("anniversary", "piper"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You play alone. Each night, charm two players who are not charmed yet; "
            "the charmed learn who else is. You win alone as soon as every other "
            "living player is charmed. Your charm ends if you die.",
        ),
    },
    EDITION_ROLE_BLURBS={
        ("anniversary", "piper"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Charms two players a night; wins when all are charmed."
        ),
    },
    EDITION_NARRATION={
        ("anniversary", "piper"): QT_TRANSLATE_NOOP(
            "Narration", "The Piper plays his tune and charms the sleepers…"
        ),
    },
    SETTING_NAMES={
        "fox_counts": QT_TRANSLATE_NOOP("Settings", "The Fox counts as a human"),
    },
    ACTION_PROMPTS={
        "charm": QT_TRANSLATE_NOOP("Actions", "Which two players do you charm?"),
    },
    WINNERS={
        "fox": QT_TRANSLATE_NOOP("Winners", "The Fox wins alone!"),
        "piper": QT_TRANSLATE_NOOP("Winners", "The Piper wins alone!"),
    },
    # The Piper's charm (``names``: every living charmed player, this seat among them).
    TOLD_NOTES={
        "charmed": QT_TRANSLATE_NOOP("Notes", "the Piper's tune charms you. The charmed: {names}."),
    },
    PICK_NOTES={
        "charm": QT_TRANSLATE_NOOP("Notes", "you charmed {picked}."),
    },
    EXPANSION_RECAP={
        "charm": QT_TRANSLATE_NOOP("Recap", "{who} charmed {names}."),
    },
)


def charm_list_note(names: list[str]) -> str:
    """The Piper's list of the living players he has charmed so far."""
    return translate("Notes", "charmed so far: {names}.").format(names=names_list(names))


def charm_prompt(count: int) -> str:
    """The Piper's question: two players, or the last one left."""
    return translate("Actions", CHARM_ONE) if count == 1 else action_prompt("charm")
