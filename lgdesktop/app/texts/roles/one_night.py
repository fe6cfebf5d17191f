"""The texts of one_night's own cards (one night, cards that move, one vote): the Mystic
Wolf, the Minion, the Masons, the Robber, the Troublemaker, the Drunk, the Insomniac and
the Tanner, and the forms of the night's looks and swaps."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..registry import register

register(
    ROLE_NAMES={
        "mystic_wolf": QT_TRANSLATE_NOOP("Roles", "Mystic Wolf"),
        "minion": QT_TRANSLATE_NOOP("Roles", "Minion"),
        "mason": QT_TRANSLATE_NOOP("Roles", "Mason"),
        "robber": QT_TRANSLATE_NOOP("Roles", "Robber"),
        "troublemaker": QT_TRANSLATE_NOOP("Roles", "Troublemaker"),
        "drunk": QT_TRANSLATE_NOOP("Roles", "Drunk"),
        "insomniac": QT_TRANSLATE_NOOP("Roles", "Insomniac"),
        "tanner": QT_TRANSLATE_NOOP("Roles", "Tanner"),
    },
    EDITION_ROLE_HELP={
        ("one_night", "mystic_wolf"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "A wolf who also looks at one other player's card at night. Alone, you "
            "may peek at a center card too.",
        ),
        ("one_night", "minion"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You know who the wolves are, they do not know you. You win with them, "
            "even if you are the one voted out.",
        ),
        ("one_night", "mason"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "The Masons see each other at night: one player you can trust, unless "
            "a card moved in the dark.",
        ),
        ("one_night", "robber"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "At night, take another player's card, give him yours, and look at your "
            "new card: you now play for its side.",
        ),
        ("one_night", "troublemaker"): QT_TRANSLATE_NOOP(
            "RoleHelp", "At night, swap the cards of two other players without looking at them."
        ),
        ("one_night", "drunk"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "At night, swap your card with a center card without looking: you no "
            "longer know what you are.",
        ),
        ("one_night", "insomniac"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You wake up last and look at your own card: you know whether it was "
            "swapped during the night.",
        ),
        ("one_night", "tanner"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You are tired of this life: you win only if the vote eliminates you. "
            "Look guilty, but not too much.",
        ),
    },
    EDITION_ROLE_BLURBS={
        ("one_night", "mystic_wolf"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "A wolf who looks at one player's card."
        ),
        ("one_night", "minion"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Knows the wolves, wins with them."
        ),
        ("one_night", "mason"): QT_TRANSLATE_NOOP("RoleBlurbs", "The two Masons see each other."),
        ("one_night", "robber"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Takes a player's card and looks at it."
        ),
        ("one_night", "troublemaker"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Swaps two other players' cards unseen."
        ),
        ("one_night", "drunk"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Swaps his card with a center card, blind."
        ),
        ("one_night", "insomniac"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Looks at her own card at the end of the night."
        ),
        ("one_night", "tanner"): QT_TRANSLATE_NOOP("RoleBlurbs", "Wins only if he is voted out."),
    },
    EDITION_NARRATION={
        ("one_night", "mystic_wolf"): QT_TRANSLATE_NOOP(
            "Narration", "Mystic Wolf, wake up and look at another player's card…"
        ),
        ("one_night", "minion"): QT_TRANSLATE_NOOP(
            "Narration", "Minion, wake up: the wolves raise a paw so you know them…"
        ),
        ("one_night", "mason"): QT_TRANSLATE_NOOP(
            "Narration", "Masons, open your eyes and recognise each other…"
        ),
        ("one_night", "robber"): QT_TRANSLATE_NOOP(
            "Narration", "Robber, wake up: take someone's card and look at your new one…"
        ),
        ("one_night", "troublemaker"): QT_TRANSLATE_NOOP(
            "Narration", "Troublemaker, wake up and swap two other players' cards…"
        ),
        ("one_night", "drunk"): QT_TRANSLATE_NOOP(
            "Narration", "Drunk, wake up and trade your card for one in the center, eyes half shut…"
        ),
        ("one_night", "insomniac"): QT_TRANSLATE_NOOP(
            "Narration", "Insomniac, wake up and look at your own card…"
        ),
    },
    ACTION_PROMPTS={
        "peek": QT_TRANSLATE_NOOP("Actions", "You are the only wolf: peek at one center card"),
        "look": QT_TRANSLATE_NOOP("Actions", "Whose card do you look at?"),
        "look_and_peek": QT_TRANSLATE_NOOP(
            "Actions", "Look at one player's card and, as the only wolf, one center card"
        ),
        "look_center": QT_TRANSLATE_NOOP("Actions", "Which two center cards do you look at?"),
        "rob": QT_TRANSLATE_NOOP("Actions", "Whose card do you take?"),
        "swap": QT_TRANSLATE_NOOP("Actions", "Which two players' cards do you swap?"),
        "swap_center": QT_TRANSLATE_NOOP("Actions", "Which center card do you take, unseen?"),
    },
    WINNERS={
        "tanner": QT_TRANSLATE_NOOP("Winners", "The Tanner wins!"),
    },
    CHANNEL_NAMES={
        "masons": QT_TRANSLATE_NOOP("Channels", "The masons"),
    },
)
