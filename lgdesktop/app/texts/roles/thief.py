"""The texts of the cards that take another card: the Thief in every edition (forum's
picks one of his two colours) and anniversary's Devoted Servant, who takes a banished
player's card by day."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..i18n import translate
from ..registry import names_list, register, role_name

# The Devoted Servant's owed choice (its action and its kind).
TAKE_CARD = "take_card"

register(
    ROLE_NAMES={
        "thief": QT_TRANSLATE_NOOP("Roles", "Thief"),
        "devoted_servant": QT_TRANSLATE_NOOP("Roles", "Devoted Servant"),
    },
    EDITION_ROLE_HELP={
        ("thiercelieux", "thief"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "On the first night you see the two spare cards in the center and may trade "
            "yours for one of them, then you play that card. If both are wolves, you must "
            "take one.",
        ),
        ("forum", "thief"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You hold two colours: one makes you a werewolf, the other a villager, "
            "and you do not know which is which. Any night, once, you may pick one. "
            "Until then you count as a villager.",
        ),
        ("anniversary", "thief"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "On the first night you see the two cards nobody was dealt and may take "
            "one: you play it from that very night. Keep yours and you are a "
            "plain villager.",
        ),
        ("anniversary", "devoted_servant"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Once in the game, when the village banishes someone, you may take their "
            "card before it is shown and play it from then on; they leave showing "
            "yours. Not if you are in love.",
        ),
    },
    EDITION_ROLE_BLURBS={
        ("thiercelieux", "thief"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "May trade his card for a spare one, night 1."
        ),
        ("forum", "thief"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Picks a colour once: villager or werewolf."
        ),
        ("anniversary", "thief"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "May take one of the two undealt cards."
        ),
        ("anniversary", "devoted_servant"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "May take a banished player's card."
        ),
    },
    EDITION_NARRATION={
        ("thiercelieux", "thief"): QT_TRANSLATE_NOOP(
            "Narration", "The Thief wakes up and looks at the two spare cards…"
        ),
        ("forum", "thief"): QT_TRANSLATE_NOOP(
            "Narration", "The Thief wakes up and weighs his two colours…"
        ),
        ("anniversary", "thief"): QT_TRANSLATE_NOOP(
            "Narration", "The Thief wakes up and looks at the two spare cards…"
        ),
    },
    ACTION_PROMPTS={
        "take": QT_TRANSLATE_NOOP("Actions", "Take one of the two spare cards, or keep yours"),
        "colour": QT_TRANSLATE_NOOP("Actions", "Pick one of your colours, or wait"),
        TAKE_CARD: QT_TRANSLATE_NOOP("Actions", "Do you take the banished player's card?"),
    },
    OPTION_NAMES={
        "red": QT_TRANSLATE_NOOP("Options", "red"),
        "blue": QT_TRANSLATE_NOOP("Options", "blue"),
        "green": QT_TRANSLATE_NOOP("Options", "green"),
        "yellow": QT_TRANSLATE_NOOP("Options", "yellow"),
        "purple": QT_TRANSLATE_NOOP("Options", "purple"),
        "orange": QT_TRANSLATE_NOOP("Options", "orange"),
        "white": QT_TRANSLATE_NOOP("Options", "white"),
        "black": QT_TRANSLATE_NOOP("Options", "black"),
    },
    OWED_LINES={
        TAKE_CARD: QT_TRANSLATE_NOOP(
            "Owed", "The village waits a moment before the card is shown…"
        ),
    },
    OWED_DEATHS={
        TAKE_CARD: QT_TRANSLATE_NOOP("Owed", "The card is revealed"),
    },
    # ``joined``: the Thief's colour made him a wolf, he joins the pack; ``thief_stayed``:
    # the Thief chose and did not join, unnamed (forum).
    TOLD_NOTES={
        "joined": QT_TRANSLATE_NOOP("Notes", "{names} has joined you: the pack grows."),
        "thief_stayed": QT_TRANSLATE_NOOP(
            "Notes", "the Thief chose his colour and did not join you."
        ),
    },
    PICK_NOTES={
        "colour": QT_TRANSLATE_NOOP("Notes", "you picked the colour {picked}."),
    },
    # The banished leaves showing the Devoted Servant's card: it reads the same whether it
    # was the banished's own or the Servant took theirs (the table cannot tell the two apart).
    BANISHED_CARD_LINES={
        "devoted_servant": QT_TRANSLATE_NOOP(
            "Texts",
            "{name} leaves showing the Devoted Servant's card: their own, or the Servant"
            " secretly took theirs.",
        ),
    },
    PAUSE_KINDS={TAKE_CARD},
)


def take_card_prompt(banished: list[str]) -> str:
    """The Devoted Servant's question, naming the ``banished`` before their card shows."""
    return translate(
        "Actions", "{names} is banished. Do you take their card before it is shown?"
    ).format(names=names_list(banished))


def take_card_hint(banished: list[str]) -> str:
    """What the Servant may pick: the banished player's card, or nothing."""
    return translate("Texts", "{names}, or nobody (keep your own card)").format(
        names=names_list(banished)
    )


def day_take_note(cards: str) -> str:
    """The Servant's note of the card she took by day (``cards``: ``Ana's card``)."""
    return translate("Notes", "By day: you took {cards} before it was shown.").format(cards=cards)


def day_card_note(role_id: str) -> str:
    """The card the Servant holds from now on, after she took it."""
    return translate("Notes", "Your card from now on: {role}.").format(role=role_name(role_id))
