"""The texts of the cards that learn at night: the Seer in every edition, the Medium, and
anniversary's Fox of Thiercelieux, Learned Monkey and Bear Tamer."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..i18n import translate
from ..registry import names_list, register

register(
    ROLE_NAMES={
        "seer": QT_TRANSLATE_NOOP("Roles", "Seer"),
        "medium": QT_TRANSLATE_NOOP("Roles", "Medium"),
        "learned_monkey": QT_TRANSLATE_NOOP("Roles", "Learned Monkey"),
        "bear_tamer": QT_TRANSLATE_NOOP("Roles", "Bear Tamer"),
        "thiercelieux_fox": QT_TRANSLATE_NOOP("Roles", "Fox of Thiercelieux"),
    },
    ROLE_HELP={
        "seer": QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Each night, look into one player's soul: you learn whether they are a "
            "werewolf. Share what you know with care, the wolves are listening.",
        ),
        "medium": QT_TRANSLATE_NOOP(
            "RoleHelp",
            "The night after a banishment, you learn whether the banished player was a werewolf.",
        ),
    },
    ROLE_BLURBS={
        "seer": QT_TRANSLATE_NOOP("RoleBlurbs", "Learns each night whether a player is a wolf."),
        "medium": QT_TRANSLATE_NOOP("RoleBlurbs", "Learns whether the banished player was a wolf."),
    },
    EDITION_ROLE_HELP={
        ("one_night", "seer"): QT_TRANSLATE_NOOP(
            "RoleHelp", "At night, look at one other player's card, or at two of the center cards."
        ),
        ("thiercelieux", "seer"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Every night you turn over one player's card in secret and learn exactly who "
            "they are. Guide the village without exposing yourself.",
        ),
        ("forum", "seer"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Each night you see the true card of one player. At some tables the "
            "village hears each morning which card you saw, never who you are.",
        ),
        ("anniversary", "seer"): QT_TRANSLATE_NOOP(
            "RoleHelp", "Each night, you see the exact card of one living player."
        ),
        ("anniversary", "learned_monkey"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Called every night, you wake only once in the whole game, when you "
            "choose: then look at the players' cards one by one, as long as you "
            "like. The first wolf card you see kills you.",
        ),
        ("anniversary", "bear_tamer"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Each morning, your bear growls if one of your two nearest living "
            "neighbours is a wolf (and always, if you were infected).",
        ),
        ("anniversary", "thiercelieux_fox"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Each night you may point at a player: you learn whether there is a wolf "
            'among them and their two nearest living neighbours. A "no" costs you '
            "your power for good.",
        ),
    },
    EDITION_ROLE_BLURBS={
        ("one_night", "seer"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Looks at a player's card or two center cards."
        ),
        ("thiercelieux", "seer"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Turns over one card each night."
        ),
        ("forum", "seer"): QT_TRANSLATE_NOOP("RoleBlurbs", "Sees one player's card each night."),
        ("anniversary", "seer"): QT_TRANSLATE_NOOP("RoleBlurbs", "Sees one card each night."),
        ("anniversary", "learned_monkey"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Once a game, looks at cards until he stops or sees a wolf."
        ),
        ("anniversary", "bear_tamer"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "His bear growls when a wolf sits beside him."
        ),
        ("anniversary", "thiercelieux_fox"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Sniffs out wolves in groups of three."
        ),
    },
    NARRATION={
        "seer": QT_TRANSLATE_NOOP("Narration", "The Seer wakes up and looks into someone's soul…"),
        "medium": QT_TRANSLATE_NOOP("Narration", "The Medium wakes up and questions the departed…"),
    },
    EDITION_NARRATION={
        ("one_night", "seer"): QT_TRANSLATE_NOOP(
            "Narration", "Seer, wake up: look at one player's card, or two in the center…"
        ),
        ("thiercelieux", "seer"): QT_TRANSLATE_NOOP(
            "Narration", "The Seer wakes up and turns over someone's card…"
        ),
        ("forum", "seer"): QT_TRANSLATE_NOOP(
            "Narration", "The Seer wakes up and looks at someone's card…"
        ),
        ("anniversary", "seer"): QT_TRANSLATE_NOOP(
            "Narration", "The Seer wakes up and looks at someone's card…"
        ),
        ("anniversary", "learned_monkey"): QT_TRANSLATE_NOOP(
            "Narration", "The Learned Monkey may wake up and look at the cards…"
        ),
        ("anniversary", "thiercelieux_fox"): QT_TRANSLATE_NOOP(
            "Narration", "The Fox wakes up and sniffs around…"
        ),
    },
    SETTING_NAMES={
        "first_night_seer": QT_TRANSLATE_NOOP("Settings", "The Seer on the first night"),
        "talkative_seer": QT_TRANSLATE_NOOP("Settings", "The village hears what the Seer saw"),
    },
    SETTING_VALUES={
        ("first_night_seer", "choose"): QT_TRANSLATE_NOOP(
            "SettingValues", "probes a player of her choice"
        ),
        ("first_night_seer", "random_white"): QT_TRANSLATE_NOOP(
            "SettingValues", "is shown a random non-wolf"
        ),
        ("first_night_seer", "none"): QT_TRANSLATE_NOOP("SettingValues", "sees nothing"),
    },
    ACTION_PROMPTS={
        "probe": QT_TRANSLATE_NOOP("Actions", "Whose soul do you look into?"),
        "sniff": QT_TRANSLATE_NOOP("Actions", "Around whom do you sniff?"),
    },
    SPENT_PROMPTS={
        "thiercelieux_fox": QT_TRANSLATE_NOOP(
            "Actions", "Your nose has lost its power: touch any name, so nobody can tell."
        ),
    },
    OPTION_NAMES={
        "stop": QT_TRANSLATE_NOOP("Options", "Stop looking"),
    },
    NOTES={
        #: The talkative Seer's morning note is ``seer_saw:<role id>`` (see :func:`note`).
        "seer_saw": QT_TRANSLATE_NOOP("Notes", "Last night the Seer saw a card: {role}."),
        "growl": QT_TRANSLATE_NOOP("Notes", "The bear growls this morning!"),
    },
    # The Fox's answer (``names``: the player he pointed at); the Monkey saw a wolf's card
    # (``names``: its holder).
    TOLD_NOTES={
        "fox_pack": QT_TRANSLATE_NOOP(
            "Notes",
            "your nose twitches: a wolf hides among {names} and their two nearest neighbours.",
        ),
        "fox_clear": QT_TRANSLATE_NOOP(
            "Notes",
            "no wolf among {names} and their two nearest neighbours: your nose has lost its "
            "power for good.",
        ),
        "cursed": QT_TRANSLATE_NOOP(
            "Notes",
            "{names} holds a wolf's card: the curse takes you, you will not see the dawn.",
        ),
    },
    PICK_NOTES={
        "sniff": QT_TRANSLATE_NOOP("Notes", "you sniffed around {picked}."),
    },
    EXPANSION_RECAP={
        "fox_pack": QT_TRANSLATE_NOOP("Recap", "{who} sniffed around {names}: a wolf was near."),
        "fox_clear": QT_TRANSLATE_NOOP(
            "Recap", "{who} sniffed around {names}: no wolf, and the nose was lost."
        ),
    },
)


def probe_result(name: str, werewolf: bool, source: str) -> str:
    """A private result: what the Seer (or the Medium) learned about ``name``."""
    if source == "medium":
        text = (
            translate("Texts", "The banished {name} was a werewolf.")
            if werewolf
            else translate("Texts", "The banished {name} was not a werewolf.")
        )
        return text.format(name=name)
    if source == "random_white":
        return translate("Texts", "A glimpse in the dark: {name} is not a werewolf.").format(
            name=name
        )
    return (
        translate("Texts", "{name} is a werewolf!")
        if werewolf
        else translate("Texts", "{name} is not a werewolf.")
    ).format(name=name)


def session_prompt(looked: list[str]) -> str:
    """The Learned Monkey's question once his session is open: the cards seen so far
    tonight (``looked``: their holders), then the next or stop."""
    return translate("Actions", "Seen so far: {names}. Whose card next, or stop looking?").format(
        names=names_list(looked)
    )
