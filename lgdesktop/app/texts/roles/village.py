"""The texts of the village's own cards: the Villager in every edition, jinrou's Baker,
the Scapegoat (forum, anniversary) and anniversary's Elder, Village Idiot, Raven,
Puppeteer and Stuttering Judge."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..i18n import translate
from ..registry import register

register(
    ROLE_NAMES={
        "villager": QT_TRANSLATE_NOOP("Roles", "Villager"),
        "baker": QT_TRANSLATE_NOOP("Roles", "Baker"),
        "scapegoat": QT_TRANSLATE_NOOP("Roles", "Scapegoat"),
        "elder": QT_TRANSLATE_NOOP("Roles", "Elder"),
        "village_idiot": QT_TRANSLATE_NOOP("Roles", "Village Idiot"),
        "raven": QT_TRANSLATE_NOOP("Roles", "Raven"),
        "puppeteer": QT_TRANSLATE_NOOP("Roles", "Puppeteer"),
        "stuttering_judge": QT_TRANSLATE_NOOP("Roles", "Stuttering Judge"),
    },
    ROLE_HELP={
        "villager": QT_TRANSLATE_NOOP(
            "RoleHelp",
            "No power at night, but your voice counts: listen, ask questions, and "
            "vote the wolves out by day.",
        ),
        "baker": QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Every morning you are alive, the village gets fresh bread, and so knows "
            "you still breathe. You side with the village.",
        ),
    },
    ROLE_BLURBS={
        "villager": QT_TRANSLATE_NOOP("RoleBlurbs", "No power: talks, suspects and votes."),
        "baker": QT_TRANSLATE_NOOP("RoleBlurbs", "Fresh bread every morning while alive."),
    },
    EDITION_ROLE_HELP={
        ("one_night", "villager"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You sleep all night. At dawn, sift the others' stories and vote for a "
            "player whose card is a wolf.",
        ),
        ("thiercelieux", "villager"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You sleep through the night. By day, weigh every word, follow the Captain or "
            "not, and vote the wolves out one by one.",
        ),
        ("forum", "villager"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "No power at night. By day, read the others, weigh every word and vote "
            "the wolves out; a Mayor breaks the ties.",
        ),
        ("forum", "scapegoat"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "If the village's vote ends in a tie, you pay for it: you leave instead "
            "of the tied players, and you choose who may vote the next day.",
        ),
        ("anniversary", "villager"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "No power at night. By day, listen, doubt, and raise your hand against "
            "the wolves; your voice is all you have.",
        ),
        ("anniversary", "elder"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "The wolves' first attack on you fails; the next one kills you. But if "
            "the village banishes you, every villager's power dies with you.",
        ),
        ("anniversary", "village_idiot"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "If the village votes you out, your card is shown and you stay: you "
            "simply never vote again, and lose the Captain's badge. The wolves can "
            "still eat you.",
        ),
        ("anniversary", "raven"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Each night you may mark a player: tomorrow's first vote counts two "
            "more ballots against them.",
        ),
        ("anniversary", "puppeteer"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "The first time the village votes you out, your puppet takes the blow: "
            "nobody leaves, your card is shown and you may no longer speak, only "
            "vote. The second time, you go.",
        ),
        ("anniversary", "scapegoat"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Whenever the village's vote is tied, you pay for it and leave instead; "
            "then you choose who may vote the next day.",
        ),
        ("anniversary", "stuttering_judge"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Once in the game, with your ballot, you may secretly call for a second "
            "vote: the village votes again right after the first result, without "
            "debate.",
        ),
    },
    EDITION_ROLE_BLURBS={
        ("one_night", "villager"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Sleeps, then hunts the wolves by talking."
        ),
        ("thiercelieux", "villager"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "No power: listens, argues and votes."
        ),
        ("forum", "villager"): QT_TRANSLATE_NOOP("RoleBlurbs", "No power: talks, suspects, votes."),
        ("forum", "scapegoat"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Dies for a tied vote, then picks tomorrow's voters."
        ),
        ("anniversary", "villager"): QT_TRANSLATE_NOOP("RoleBlurbs", "No power: talks and votes."),
        ("anniversary", "elder"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Survives one attack; banished, he takes the village's powers."
        ),
        ("anniversary", "village_idiot"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Voted out, he stays, but never votes again."
        ),
        ("anniversary", "raven"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Marks a player: two more votes against them."
        ),
        ("anniversary", "puppeteer"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Survives one vote, then falls silent."
        ),
        ("anniversary", "scapegoat"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Dies for a tied vote, then picks tomorrow's voters."
        ),
        ("anniversary", "stuttering_judge"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "May call a second vote once."
        ),
    },
    EDITION_NARRATION={
        ("anniversary", "raven"): QT_TRANSLATE_NOOP(
            "Narration", "The Raven wakes up and marks a door…"
        ),
    },
    SETTING_NAMES={
        "elder_dies_on": QT_TRANSLATE_NOOP("Settings", "The Elder dies"),
        "raven_public": QT_TRANSLATE_NOOP("Settings", "The Raven's mark is announced"),
    },
    SETTING_VALUES={
        ("elder_dies_on", "second_attack"): QT_TRANSLATE_NOOP(
            "SettingValues", "at the wolves' second attack"
        ),
        ("elder_dies_on", "two_nights_running"): QT_TRANSLATE_NOOP(
            "SettingValues", "attacked two nights running"
        ),
    },
    ACTION_PROMPTS={
        "choose_voters": QT_TRANSLATE_NOOP(
            "Actions", "Who may vote tomorrow? Tick any number of players, or none"
        ),
        "mark": QT_TRANSLATE_NOOP("Actions", "Whom do you mark for tomorrow's vote?"),
        "vote_twice": QT_TRANSLATE_NOOP("Actions", "Vote, and secretly call for a second vote"),
    },
    OPTION_NAMES={
        "second_vote": QT_TRANSLATE_NOOP("Options", "Second vote"),
    },
    OWED_LINES={
        "choose_voters": QT_TRANSLATE_NOOP("Owed", "The Scapegoat chooses who votes tomorrow…"),
    },
    TITLE_NAMES={
        "mute": QT_TRANSLATE_NOOP("Titles", "Mute"),
    },
    BADGE_LINES={
        "mute": QT_TRANSLATE_NOOP(
            "Titles", "{name} is muted: nobody leaves today; no more speaking, but still a vote."
        )
    },
    NOTES={
        "bread_fresh": QT_TRANSLATE_NOOP("Notes", "The Baker delivered fresh bread this morning."),
        "bread_none": QT_TRANSLATE_NOOP("Notes", "No bread this morning: the Baker is gone."),
        #: The public Raven's morning note is ``raven_mark:<seat>`` (see :func:`note`).
        "raven_mark": QT_TRANSLATE_NOOP(
            "Notes", "The Raven has marked {name}: two more votes against them today."
        ),
    },
    SPARED_LINES={
        "village_idiot": QT_TRANSLATE_NOOP(
            "Texts", "{name} is the Village Idiot: spared, but they will never vote again."
        ),
        "puppeteer": QT_TRANSLATE_NOOP(
            "Texts", "{name} is the Puppeteer: the strings hold, nobody is banished today."
        ),
    },
    # RULES §5: the banished Elder takes every village power with him.
    POWERS_LOST_LINES={
        "elder": QT_TRANSLATE_NOOP(
            "Texts",
            "The village banished its Elder: every village power is lost for the rest of the game.",
        ),
    },
)


def secret_ballot_prompt(action: str, question: str) -> str:
    """The vote's ``question`` once the secret ballot ``action``'s button is pressed (the
    Stuttering Judge's: his ballot also calls for a second vote)."""
    return translate("Actions", "{question} (A second vote follows.)").format(question=question)


def second_vote_note(card: str, day: int) -> str | None:
    """The note of the holder of ``card`` who voted in a vote followed by a second one on
    ``day``: the Stuttering Judge's ballot called for it (the table never learns who
    asked); None for any other card, whose ballot calls for nothing."""
    if card != "stuttering_judge":
        return None
    return translate("Notes", "Day {number}: your ballot called for a second vote.").format(
        number=day
    )
