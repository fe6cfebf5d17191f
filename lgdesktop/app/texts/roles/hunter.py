"""The texts of the cards that take someone along when they die: the Hunter in every
edition, jinrou's Nekomata and Psychopath, anniversary's Colossus and Knight with the
Rusty Sword (whose tetanus is told as the night falls)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..i18n import translate
from ..registry import names_list, register, role_name

register(
    ROLE_NAMES={
        "psychopath": QT_TRANSLATE_NOOP("Roles", "Psychopath"),
        "nekomata": QT_TRANSLATE_NOOP("Roles", "Nekomata"),
        "hunter": QT_TRANSLATE_NOOP("Roles", "Hunter"),
        "colossus": QT_TRANSLATE_NOOP("Roles", "Colossus"),
        "rusty_knight": QT_TRANSLATE_NOOP("Roles", "Knight with the Rusty Sword"),
    },
    ROLE_HELP={
        "psychopath": QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You side with the village. If the wolves devour you, the wolf who bit you dies "
            "with you.",
        ),
        "nekomata": QT_TRANSLATE_NOOP(
            "RoleHelp",
            "A cursed cat spirit on the village's side: whoever brings you down may "
            "be dragged into death with you.",
        ),
        "hunter": QT_TRANSLATE_NOOP(
            "RoleHelp",
            "When you die, you fire one last shot: pick a living player who falls with you.",
        ),
    },
    ROLE_BLURBS={
        "psychopath": QT_TRANSLATE_NOOP("RoleBlurbs", "Takes the wolf that bites him into death."),
        "nekomata": QT_TRANSLATE_NOOP("RoleBlurbs", "A cat spirit who may drag its killer along."),
        "hunter": QT_TRANSLATE_NOOP("RoleBlurbs", "Fires one last shot when he dies."),
    },
    EDITION_ROLE_HELP={
        ("one_night", "hunter"): QT_TRANSLATE_NOOP(
            "RoleHelp", "If the vote eliminates you, the player you voted for is eliminated too."
        ),
        ("thiercelieux", "hunter"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "However you die, by night or by day, you fire one last shot at once: the "
            "player you aim at dies with you.",
        ),
        ("forum", "hunter"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "However you die, by fang, poison, vote or grief, you take one living "
            "player down with you.",
        ),
        ("anniversary", "hunter"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Whatever kills you, you fire one last shot and a living player falls with you.",
        ),
        ("anniversary", "colossus"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You never wake. If the wolves kill you, you name one of them at dawn "
            "and drag them down with you.",
        ),
        ("anniversary", "rusty_knight"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "If the wolves devour you, the first wolf after you around the table "
            "catches tetanus and dies as the next night falls.",
        ),
    },
    EDITION_ROLE_BLURBS={
        ("one_night", "hunter"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Takes the one he voted for along."
        ),
        ("thiercelieux", "hunter"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Fires one last shot whenever he dies."
        ),
        ("forum", "hunter"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Takes someone along, however he dies."
        ),
        ("anniversary", "hunter"): QT_TRANSLATE_NOOP("RoleBlurbs", "Shoots someone as he dies."),
        ("anniversary", "colossus"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Killed by the wolves, takes one of them along."
        ),
        ("anniversary", "rusty_knight"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "His rusty sword poisons the wolf that eats him."
        ),
    },
    EDITION_NARRATION={
        ("anniversary", "colossus"): QT_TRANSLATE_NOOP(
            "Narration", "The Colossus sleeps on, heavy as a rock…"
        ),
    },
    SETTING_NAMES={
        "hunter_trigger": QT_TRANSLATE_NOOP("Settings", "The Hunter shoots when he dies"),
        "nekomata_devoured": QT_TRANSLATE_NOOP("Settings", "A devoured Nekomata takes along"),
        "psychopath_kills_seer": QT_TRANSLATE_NOOP(
            "Settings", "The Psychopath kills a Seer who probes him"
        ),
        "psychopath_kills_bodyguard": QT_TRANSLATE_NOOP(
            "Settings", "The Psychopath kills a Bodyguard who guards him"
        ),
    },
    SETTING_VALUES={
        ("hunter_trigger", "any"): QT_TRANSLATE_NOOP("SettingValues", "whatever the cause"),
        ("hunter_trigger", "banished_or_devoured"): QT_TRANSLATE_NOOP(
            "SettingValues", "if banished or devoured"
        ),
        ("hunter_trigger", "banished"): QT_TRANSLATE_NOOP("SettingValues", "only if banished"),
        ("nekomata_devoured", "devourer"): QT_TRANSLATE_NOOP("SettingValues", "the wolf who bit"),
        ("nekomata_devoured", "random_wolf"): QT_TRANSLATE_NOOP("SettingValues", "a random wolf"),
        ("nekomata_devoured", "none"): QT_TRANSLATE_NOOP("SettingValues", "nobody"),
    },
    ACTION_PROMPTS={
        "shoot": QT_TRANSLATE_NOOP("Actions", "Your last shot: whom do you take with you?"),
        "revenge": QT_TRANSLATE_NOOP("Actions", "The wolves killed you: which of them falls too?"),
    },
    OWED_LINES={
        "shot": QT_TRANSLATE_NOOP("Owed", "The Hunter takes aim…"),
        "revenge": QT_TRANSLATE_NOOP("Owed", "The Colossus points at a wolf…"),
    },
    OWED_DEATHS={
        "shot": QT_TRANSLATE_NOOP("Owed", "A shot rings out"),
        "revenge": QT_TRANSLATE_NOOP("Owed", "The Colossus strikes back"),
    },
    CAUSES={
        "curse": QT_TRANSLATE_NOOP("Causes", "struck by a curse"),
        "revenge": QT_TRANSLATE_NOOP("Causes", "taken down in revenge"),
        "shot": QT_TRANSLATE_NOOP("Causes", "shot by the Hunter"),
        "tetanus": QT_TRANSLATE_NOOP("Causes", "struck down by tetanus"),
    },
    # The pack wakes without ``names``, dead of tetanus since nightfall (``mine``: he reads).
    TOLD_NOTES={
        "tetanus": QT_TRANSLATE_NOOP(
            "Notes",
            "{names} died of tetanus as the night fell: no longer hunting, and the "
            "village learns of it at dawn.",
        ),
    },
    OWN_TOLD_NOTES={
        "tetanus": QT_TRANSLATE_NOOP(
            "Notes",
            "the tetanus took you as the night fell: you no longer hunt, and the "
            "village learns of your death at dawn.",
        ),
    },
    NIGHTFALL_NOTES={"tetanus"},
)


def shot_line(target: str, hunter: str = "", card: str = "") -> str:
    """The TV's line for a Hunter's shot at ``target``: ``Ana (Hunter) shot Bob.`` where
    the shooter ``hunter`` is public and his ``card`` shown (every death shows its card:
    ``thiercelieux``, ``anniversary``), ``Bob was shot.`` where the table may not learn
    who fired (``jinrou``, ``forum``)."""
    if hunter and card:
        return translate("Texts", "{hunter} ({role}) shot {name}.").format(
            hunter=hunter, role=role_name(card), name=target
        )
    return translate("Texts", "{name} was shot.").format(name=target)


def shot_deaths_line(names: list[str]) -> str:
    """The deaths a Hunter's shot caused where the table may know neither who fired nor
    which of ``names`` he aimed at (``forum``: the target, and a lover who died of grief,
    are announced together in seat order): ``Ana and Bob did not survive the shot.``"""
    if len(names) == 1:
        return shot_line(names[0])
    return translate("Texts", "{names} did not survive the shot.").format(names=names_list(names))
