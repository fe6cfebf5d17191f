"""The pack's texts: the Werewolf in every edition, the Madman who dreams of it, and
anniversary's wolves (the Mother of Wolves, the White Werewolf, the Big Bad Wolf, the
Accursed Wolf-Father) and the Wild Child who may join them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..i18n import translate
from ..registry import names_list, register


def infect_question(actions: Sequence[str], victims: Sequence[str]) -> str | None:
    """The Accursed Wolf-Father's infection, naming the pack's ``victims`` he was told;
    None for other forms, or with no victim told (the action's usual question)."""
    if not (actions and actions[0] == "infect" and victims):
        return None
    return translate("Actions", "Do you infect {names}, the pack's victim?").format(
        names=names_list(list(victims))
    )


def pack_deal_note(others: Sequence[str], member: bool) -> str:
    """What a seat shown the pack at the deal learned (one_night's wolves and Minion): the
    other wolves' names (``member``: this seat is one of them), known as wolves and never
    by their card, or that there is none."""
    if others:
        text = (
            translate("Notes", "At the deal: the other wolves: {names}.")
            if member
            else translate("Notes", "At the deal: the wolves: {names}.")
        )
        return text.format(names=names_list(others))
    if member:
        return translate("Notes", "At the deal: you are the only wolf among the players.")
    return translate("Notes", "At the deal: no wolf among the players.")


register(
    FORM_QUESTIONS=[infect_question],
    ROLE_NAMES={
        "werewolf": QT_TRANSLATE_NOOP("Roles", "Werewolf"),
        "madman": QT_TRANSLATE_NOOP("Roles", "Madman"),
        "mother_wolf": QT_TRANSLATE_NOOP("Roles", "Mighty Mother of Wolves"),
        "white_werewolf": QT_TRANSLATE_NOOP("Roles", "White Werewolf"),
        "big_bad_wolf": QT_TRANSLATE_NOOP("Roles", "Big Bad Wolf"),
        "accursed_wolf_father": QT_TRANSLATE_NOOP("Roles", "Accursed Wolf-Father"),
        "wild_child": QT_TRANSLATE_NOOP("Roles", "Wild Child"),
    },
    ROLE_HELP={
        "werewolf": QT_TRANSLATE_NOOP(
            "RoleHelp",
            "From the second night on, agree with your pack on one villager to "
            "devour. By day, pass for an honest villager.",
        ),
        "madman": QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You are human, yet you win when the wolves win. They do not know you: "
            "help them without getting caught. The Seer sees you as human.",
        ),
    },
    ROLE_BLURBS={
        "werewolf": QT_TRANSLATE_NOOP("RoleBlurbs", "Hunts with the pack by night."),
        "madman": QT_TRANSLATE_NOOP("RoleBlurbs", "A human who wins with the wolves."),
    },
    EDITION_ROLE_HELP={
        ("one_night", "werewolf"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You see the other wolves when the night begins. Alone, you may peek at "
            "one center card. By day, make sure no wolf is voted out.",
        ),
        ("thiercelieux", "werewolf"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Every night, from the first, you and your pack pick one victim: your picks show "
            "live and the choice locks when you all agree. By day, blend in.",
        ),
        ("forum", "werewolf"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Every night, from the first, agree with your pack on a victim; plot in "
            "the pack's chat. If a Little Girl plays, each wolf also hides one cell "
            "where she spots him and one where she gets caught.",
        ),
        ("anniversary", "werewolf"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Every night, from the first, agree with your pack on one victim. You "
            "may never pick a fellow wolf, except the Mother of Wolves.",
        ),
        ("anniversary", "mother_wolf"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You hunt with the pack, who know you as their Mother. The only wolf "
            "they may bite: their first bite fails, the second kills. Anything "
            "else kills you at once.",
        ),
        ("anniversary", "white_werewolf"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You hunt with the pack, who believe you are one of them, but you play "
            "alone. Every second night you may also kill one werewolf on your own. "
            "You win only if you are the last one standing.",
        ),
        ("anniversary", "big_bad_wolf"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You hunt with the pack; then, as long as no wolf has died, you devour a "
            "second victim alone each night.",
        ),
        ("anniversary", "accursed_wolf_father"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You hunt with the pack. Once in the game, right after the pack's choice,"
            " you may infect its victim instead: they live, keep their power, and "
            "hunt with the wolves from the next night. Wasted on nobody: if the "
            "victim would have lived anyway, you keep it.",
        ),
        ("anniversary", "wild_child"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "On the first night, choose a role model. As long as they live, you are a"
            " villager; the moment they die, you become a werewolf and hunt with the "
            "pack from the next night.",
        ),
    },
    EDITION_ROLE_BLURBS={
        ("one_night", "werewolf"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Sees the wolves; alone, peeks at a center card."
        ),
        ("thiercelieux", "werewolf"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Hunts every night with the pack, in agreement."
        ),
        ("forum", "werewolf"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Hunts every night, plots in the pack's chat."
        ),
        ("anniversary", "werewolf"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Hunts with the pack every night."
        ),
        ("anniversary", "mother_wolf"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Hunts with the pack; survives its first bite."
        ),
        ("anniversary", "white_werewolf"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "A wolf among wolves who wants to be the last."
        ),
        ("anniversary", "big_bad_wolf"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Devours a second victim while the pack is whole."
        ),
        ("anniversary", "accursed_wolf_father"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "May turn the pack's victim into a wolf, once."
        ),
        ("anniversary", "wild_child"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Turns wolf when the chosen model dies."
        ),
    },
    NARRATION={
        "werewolf": QT_TRANSLATE_NOOP("Narration", "The werewolves wake up and choose their prey…"),
        "madman": QT_TRANSLATE_NOOP("Narration", "The Madman wakes up and dreams of his masters…"),
    },
    EDITION_NARRATION={
        ("one_night", "werewolf"): QT_TRANSLATE_NOOP(
            "Narration",
            "Werewolves, open your eyes and look for each other. A lone wolf may "
            "peek at a card in the center…",
        ),
        ("thiercelieux", "werewolf"): QT_TRANSLATE_NOOP(
            "Narration",
            "The werewolves wake up and agree on their prey. The Little Girl may dare a peek…",
        ),
        ("forum", "werewolf"): QT_TRANSLATE_NOOP(
            "Narration",
            "The werewolves wake up and choose their prey, the Little Girl holds her breath…",
        ),
        ("anniversary", "werewolf"): QT_TRANSLATE_NOOP(
            "Narration", "The pack wakes up and chooses its prey, the Little Girl peeks…"
        ),
        ("anniversary", "wild_child"): QT_TRANSLATE_NOOP(
            "Narration", "The Wild Child wakes up and chooses a model…"
        ),
        ("anniversary", "accursed_wolf_father"): QT_TRANSLATE_NOOP(
            "Narration", "The Accursed Wolf-Father wonders whether to infect the victim…"
        ),
        ("anniversary", "big_bad_wolf"): QT_TRANSLATE_NOOP(
            "Narration", "The Big Bad Wolf prowls for a second prey…"
        ),
        ("anniversary", "white_werewolf"): QT_TRANSLATE_NOOP(
            "Narration", "The White Werewolf wakes up alone…"
        ),
    },
    SETTING_NAMES={
        "madman_knows_pack": QT_TRANSLATE_NOOP("Settings", "The Madman knows the pack"),
        "pack_seconds": QT_TRANSLATE_NOOP("Settings", "The pack's time to agree"),
    },
    SETTING_VALUES={
        ("madman_knows_pack", "from_night_1"): QT_TRANSLATE_NOOP(
            "SettingValues", "from the first night"
        ),
    },
    ACTION_PROMPTS={
        "devour": QT_TRANSLATE_NOOP("Actions", "Choose the pack's victim"),
        "dream": QT_TRANSLATE_NOOP("Actions", "Whom do you dream of? (this changes nothing)"),
        "devour_alone": QT_TRANSLATE_NOOP("Actions", "Whom do you devour alone?"),
        "infect": QT_TRANSLATE_NOOP("Actions", "Do you infect the pack's victim?"),
        "model": QT_TRANSLATE_NOOP("Actions", "Whom do you take as your model?"),
    },
    STEP_PROMPTS={
        ("white_werewolf", "devour_alone"): QT_TRANSLATE_NOOP(
            "Actions", "Which wolf do you devour alone tonight?"
        ),
    },
    SPENT_PROMPTS={
        "accursed_wolf_father": QT_TRANSLATE_NOOP(
            "Actions", "Your infection is spent: touch any name, so nobody can tell."
        ),
        "big_bad_wolf": QT_TRANSLATE_NOOP(
            "Actions",
            "A wolf has died: no second prey any more. Touch any name, so nobody can tell.",
        ),
    },
    OPTION_NAMES={
        "infect": QT_TRANSLATE_NOOP("Options", "Infect"),
    },
    CAUSES={
        "devoured": QT_TRANSLATE_NOOP("Causes", "devoured by the wolves"),
    },
    WINNERS={
        "wolves": QT_TRANSLATE_NOOP("Winners", "The werewolves win!"),
        "white_werewolf": QT_TRANSLATE_NOOP("Winners", "The White Werewolf wins alone!"),
    },
    CHANNEL_NAMES={
        "pack": QT_TRANSLATE_NOOP("Channels", "The pack"),
    },
    TEAM_LINES={
        "mother_wolf": QT_TRANSLATE_NOOP("Texts", "The pack's Mother: {names}"),
    },
    TOLD_NOTES={
        "victim": QT_TRANSLATE_NOOP("Notes", "you learned the pack's victim tonight: {names}."),
    },
    NOBODY_TOLD_NOTES={
        "victim": QT_TRANSLATE_NOOP("Notes", "you learned that the pack attacks nobody tonight."),
    },
    PICK_NOTES={
        "dream": QT_TRANSLATE_NOOP("Notes", "you dreamt of {picked} (this changes nothing)."),
        "model": QT_TRANSLATE_NOOP("Notes", "you took {picked} as your model."),
        "devour_alone": QT_TRANSLATE_NOOP("Notes", "you devoured {picked} alone."),
        "infect": QT_TRANSLATE_NOOP("Notes", "you infected the pack's victim."),
    },
    JOINED_NOTES={
        "infected": (
            QT_TRANSLATE_NOOP(
                "Notes",
                "You are infected! You keep your card and your power, and from the next "
                "night you hunt with the pack: {names}.",
            ),
            QT_TRANSLATE_NOOP(
                "Notes", "{name} is infected: from the next night they hunt with the pack."
            ),
        ),
        "wild_child": (
            QT_TRANSLATE_NOOP(
                "Notes",
                "Your model is dead: you become a werewolf and hunt with the pack from the "
                "next night: {names}.",
            ),
            QT_TRANSLATE_NOOP(
                "Notes",
                "{name}, the Wild Child, lost their model: from the next night they hunt "
                "with the pack.",
            ),
        ),
    },
    EXPANSION_RECAP={
        "infected": QT_TRANSLATE_NOOP("Recap", "{who} was infected and joined the pack."),
        "wild_child": QT_TRANSLATE_NOOP("Recap", "{who} lost their model and joined the pack."),
    },
    LONE_ATTACKS={
        "big_bad_wolf": {
            "devoured": QT_TRANSLATE_NOOP(
                "Recap", "{wolf} devoured a second victim alone: {name}."
            ),
            "protected": QT_TRANSLATE_NOOP(
                "Recap", "{wolf} went alone after a second victim, {name}, who was kept safe."
            ),
            "immune": QT_TRANSLATE_NOOP(
                "Recap",
                "{wolf} went alone after a second victim, {name}, who could not be hurt.",
            ),
            "withstood": QT_TRANSLATE_NOOP(
                "Recap", "{wolf} went alone after a second victim, {name}, who withstood it."
            ),
            "": QT_TRANSLATE_NOOP("Recap", "{wolf} went alone after a second victim: {name}."),
        },
        "white_werewolf": {
            "devoured": QT_TRANSLATE_NOOP(
                "Recap", "{wolf} turned on the pack and devoured {name} alone."
            ),
            "protected": QT_TRANSLATE_NOOP(
                "Recap", "{wolf} turned on the pack and attacked {name}, who was kept safe."
            ),
            "immune": QT_TRANSLATE_NOOP(
                "Recap", "{wolf} turned on the pack and attacked {name}, who could not be hurt."
            ),
            "withstood": QT_TRANSLATE_NOOP(
                "Recap", "{wolf} turned on the pack and attacked {name}, who withstood it."
            ),
            "": QT_TRANSLATE_NOOP("Recap", "{wolf} turned on the pack and attacked {name}."),
        },
    },
)
