"""The Little Girl's texts, in every edition that deals her: her peek through the pack's
grid, the squares the wolves set for her (forum) and what she or the pack learns."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..i18n import translate
from ..registry import register

register(
    ROLE_NAMES={
        "little_girl": QT_TRANSLATE_NOOP("Roles", "Little Girl"),
    },
    EDITION_ROLE_HELP={
        ("thiercelieux", "little_girl"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "While the pack hunts, you may peek: pick one square of the 8 by 8 grid. Some "
            "squares show you a wolf, some get you caught, and then you are the pack's victim "
            "tonight. The rest show nothing.",
        ),
        ("forum", "little_girl"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "While the wolves hunt you may spy: pick one square of an 8×8 grid the "
            "wolves have laid out. You may spot a wolf's face, see nothing, or be "
            "caught and devoured in place of their prey.",
        ),
        ("anniversary", "little_girl"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "While the wolves hunt, you may peek: pick a square of an 8×8 grid. You "
            "may glimpse a wolf, see nothing, or get caught and become their prey; "
            "then no Savior can shield you.",
        ),
    },
    EDITION_ROLE_BLURBS={
        ("thiercelieux", "little_girl"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Peeks at the pack, at her own risk."
        ),
        ("forum", "little_girl"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Spies on the wolves through their own grid."
        ),
        ("anniversary", "little_girl"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Peeks at the wolves, at her own risk."
        ),
    },
    EDITION_NARRATION={
        ("forum", "grid_sees"): QT_TRANSLATE_NOOP(
            "Narration", "The werewolves hide where the Little Girl might spot them…"
        ),
        ("forum", "grid_caught"): QT_TRANSLATE_NOOP(
            "Narration", "The werewolves set their traps for the Little Girl…"
        ),
    },
    SETTING_NAMES={
        "little_girl_sees": QT_TRANSLATE_NOOP("Settings", "Grid squares that show a wolf"),
        "little_girl_caught": QT_TRANSLATE_NOOP("Settings", "Grid squares that get her caught"),
    },
    ACTION_PROMPTS={
        "spy": QT_TRANSLATE_NOOP("Actions", "Peek at the pack: pick one square, or keep still"),
        "place_sees": QT_TRANSLATE_NOOP(
            "Actions", "Hide a square where the Little Girl would spot you"
        ),
        "place_caught": QT_TRANSLATE_NOOP(
            "Actions", "Set a square where the Little Girl would get caught"
        ),
    },
    STEP_NOTES={
        "grid_sees": QT_TRANSLATE_NOOP("Notes", "The grid's first call: {line}"),
        "grid_caught": QT_TRANSLATE_NOOP("Notes", "The grid's second call: {line}"),
    },
    # ``caught``: the Little Girl caught peeking (``mine``: this seat is she); ``nothing``:
    # a peek that showed nothing.
    TOLD_NOTES={
        "caught": QT_TRANSLATE_NOOP(
            "Notes", "{names} was caught peeking and becomes the pack's victim tonight."
        ),
        "nothing": QT_TRANSLATE_NOOP("Notes", "you peeked, but saw nothing."),
    },
    OWN_TOLD_NOTES={
        "caught": QT_TRANSLATE_NOOP(
            "Notes", "you were caught peeking: the pack takes you tonight."
        ),
    },
    PICK_NOTES={
        "spy": QT_TRANSLATE_NOOP("Notes", "you peeked through square {picked}."),
        "place_sees": QT_TRANSLATE_NOOP(
            "Notes", "you hid square {picked}: there she would spot you."
        ),
        "place_caught": QT_TRANSLATE_NOOP(
            "Notes", "you set square {picked}: there she would be caught."
        ),
    },
)


def peek_note(line: str) -> str:
    """A private note of the Little Girl's peek at the pack (her own, not the pack's
    call): ``While the pack hunted: ...``."""
    return translate("Notes", "While the pack hunted: {line}").format(line=line)
