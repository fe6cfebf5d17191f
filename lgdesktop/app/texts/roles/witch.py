"""The Witch's texts, in every edition that deals her: her potions, their questions and
her own note of them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ....engine.roles.shared import SAVE_PREFIX
from ..i18n import translate
from ..registry import action_prompt, names_list, register

#: The Witch's forms: any of them in a seat's choice makes it her potions screen.
POTION_ACTIONS = frozenset({"save", "poison", "save_poison"})


def potions_question(actions: Sequence[str], victims: Sequence[str]) -> str | None:
    """The Witch's potions, asked as one question whatever potions she has left, after
    the name of the pack's ``victims`` she was told ("both" is offered only where both at
    once is); None for forms that are not hers."""
    if not POTION_ACTIONS & set(actions):
        return None
    question = action_prompt("potions" if "save_poison" in actions else "one_potion")
    if not victims:
        return translate("Actions", "No victim tonight. {question}").format(question=question)
    return translate("Actions", "Tonight's victim: {names}. {question}").format(
        names=names_list(list(victims)), question=question
    )


register(
    FORM_QUESTIONS=[potions_question],
    ROLE_NAMES={
        "witch": QT_TRANSLATE_NOOP("Roles", "Witch"),
    },
    EDITION_ROLE_HELP={
        ("thiercelieux", "witch"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Every night you are shown the pack's victim. You hold two potions for the "
            "whole game: one brings the victim back, one kills a player of your choice. "
            "You may use both the same night, or keep them.",
        ),
        ("forum", "witch"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "One potion to heal, one to kill, each good once. While you still hold "
            "the healing one, you learn the wolves' victim and may spare them, "
            "yourself included. Never both potions in the same night.",
        ),
        ("anniversary", "witch"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Each night you learn who the wolves' attacks will kill. One potion "
            "brings one of them back, one potion kills anyone at dawn; each works "
            "once, and you may use both the same night.",
        ),
    },
    EDITION_ROLE_BLURBS={
        ("thiercelieux", "witch"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "One potion of life, one of death, once each."
        ),
        ("forum", "witch"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "One potion to heal, one to kill; never both at once."
        ),
        ("anniversary", "witch"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Sees the night's victims; one potion to heal, one to kill."
        ),
    },
    EDITION_NARRATION={
        ("thiercelieux", "witch"): QT_TRANSLATE_NOOP(
            "Narration", "The Witch wakes up, sees the victim and weighs her potions…"
        ),
        ("forum", "witch"): QT_TRANSLATE_NOOP(
            "Narration", "The Witch wakes up and looks over her potions…"
        ),
        ("anniversary", "witch"): QT_TRANSLATE_NOOP(
            "Narration", "The Witch wakes up and looks over her potions…"
        ),
    },
    ACTION_PROMPTS={
        "save": QT_TRANSLATE_NOOP("Actions", "Do you save the pack's victim?"),
        "poison": QT_TRANSLATE_NOOP("Actions", "Whom do you poison?"),
        "potions": QT_TRANSLATE_NOOP("Actions", "Save, poison, both or neither?"),
        # Without both potions at once (forum's Witch, or one potion left): one of them.
        "one_potion": QT_TRANSLATE_NOOP("Actions", "Save, poison or neither?"),
    },
    OPTION_NAMES={
        "save": QT_TRANSLATE_NOOP("Options", "Save them"),
    },
    CAUSES={
        "poisoned": QT_TRANSLATE_NOOP("Causes", "poisoned by the Witch"),
    },
)


def saved_seat(option: str) -> int | None:
    """The seat an option ``save:<seat>`` names (the anniversary Witch's both potions at
    once), or None for any other option."""
    seat = option.removeprefix(SAVE_PREFIX)
    return int(seat) if seat != option and seat.isdigit() else None


def save_option(name: str) -> str:
    """The button of the option that saves player ``name``."""
    return translate("Options", "Save {name}").format(name=name)


def potion_note(action: str, poisoned: str = "", saved: str = "") -> str:
    """The Witch's own note of her potions tonight (``action``: ``save``, ``poison`` or
    ``save_poison``): whom she ``poisoned``, whom she ``saved`` (empty where the life
    potion takes no name: the pack's one victim, told in the note before)."""
    if action == "poison":
        return translate("Notes", "you poisoned {name}.").format(name=poisoned)
    if action == "save_poison" and saved:
        text = translate("Notes", "you used your life potion on {saved} and poisoned {name}.")
    elif action == "save_poison":
        text = translate("Notes", "you used your life potion and poisoned {name}.")
    elif saved:
        text = translate("Notes", "you used your life potion on {saved}.")
    else:
        text = translate("Notes", "you used your life potion.")
    return text.format(saved=saved, name=poisoned)
