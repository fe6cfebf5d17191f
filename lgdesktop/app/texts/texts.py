"""Every product text computed in Python: role names and explanations, narration lines,
settings, night prompts, results and the recap.

Texts are written in English and wrapped for Qt's translation tools (``QT_TRANSLATE_NOOP``
tables, :func:`~.i18n.tr` calls); the French translation lives in
``resources/translations/lgdesktop_fr.ts``. Each function returns the text in the language in
force when it is called, so view-models rebuild their texts when the language changes.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...engine import catalogue
from ...engine.settings import NO_TIMER
from .i18n import translate

EDITION_NAMES = {
    "jinrou": QT_TRANSLATE_NOOP("Editions", "Werewolf without cards"),
    "one_night": QT_TRANSLATE_NOOP("Editions", "One night, one vote"),
    "thiercelieux": QT_TRANSLATE_NOOP("Editions", "The classic box, the app as master"),
}

ROLE_NAMES = {
    "villager": QT_TRANSLATE_NOOP("Roles", "Villager"),
    "werewolf": QT_TRANSLATE_NOOP("Roles", "Werewolf"),
    "seer": QT_TRANSLATE_NOOP("Roles", "Seer"),
    "bodyguard": QT_TRANSLATE_NOOP("Roles", "Bodyguard"),
    "medium": QT_TRANSLATE_NOOP("Roles", "Medium"),
    "madman": QT_TRANSLATE_NOOP("Roles", "Madman"),
    "fox": QT_TRANSLATE_NOOP("Roles", "Fox"),
    "psychopath": QT_TRANSLATE_NOOP("Roles", "Psychopath"),
    "baker": QT_TRANSLATE_NOOP("Roles", "Baker"),
    "lover": QT_TRANSLATE_NOOP("Roles", "Lover"),
    "nekomata": QT_TRANSLATE_NOOP("Roles", "Nekomata"),
    "hunter": QT_TRANSLATE_NOOP("Roles", "Hunter"),
    "mystic_wolf": QT_TRANSLATE_NOOP("Roles", "Mystic Wolf"),
    "minion": QT_TRANSLATE_NOOP("Roles", "Minion"),
    "mason": QT_TRANSLATE_NOOP("Roles", "Mason"),
    "robber": QT_TRANSLATE_NOOP("Roles", "Robber"),
    "troublemaker": QT_TRANSLATE_NOOP("Roles", "Troublemaker"),
    "drunk": QT_TRANSLATE_NOOP("Roles", "Drunk"),
    "insomniac": QT_TRANSLATE_NOOP("Roles", "Insomniac"),
    "tanner": QT_TRANSLATE_NOOP("Roles", "Tanner"),
    "witch": QT_TRANSLATE_NOOP("Roles", "Witch"),
    "cupid": QT_TRANSLATE_NOOP("Roles", "Cupid"),
    "little_girl": QT_TRANSLATE_NOOP("Roles", "Little Girl"),
    "thief": QT_TRANSLATE_NOOP("Roles", "Thief"),
}

ROLE_HELP = {
    "villager": QT_TRANSLATE_NOOP(
        "RoleHelp",
        "No power at night, but your voice counts: listen, ask questions, and "
        "vote the wolves out by day.",
    ),
    "werewolf": QT_TRANSLATE_NOOP(
        "RoleHelp",
        "From the second night on, agree with your pack on one villager to "
        "devour. By day, pass for an honest villager.",
    ),
    "seer": QT_TRANSLATE_NOOP(
        "RoleHelp",
        "Each night, look into one player's soul: you learn whether they are a "
        "werewolf. Share what you know with care, the wolves are listening.",
    ),
    "bodyguard": QT_TRANSLATE_NOOP(
        "RoleHelp",
        "From the second night on, keep watch over one player each night: if the "
        "wolves attack them, they survive.",
    ),
    "medium": QT_TRANSLATE_NOOP(
        "RoleHelp",
        "The night after a banishment, you learn whether the banished player was a werewolf.",
    ),
    "madman": QT_TRANSLATE_NOOP(
        "RoleHelp",
        "You are human, yet you win when the wolves win. They do not know you: "
        "help them without getting caught. The Seer sees you as human.",
    ),
    "fox": QT_TRANSLATE_NOOP(
        "RoleHelp",
        "The wolves cannot kill you, but the Seer's gaze can. Stay alive until one "
        "side wins and the victory is yours alone.",
    ),
    "psychopath": QT_TRANSLATE_NOOP(
        "RoleHelp",
        "You side with the village. If the wolves devour you, the wolf who bit you dies with you.",
    ),
    "baker": QT_TRANSLATE_NOOP(
        "RoleHelp",
        "Every morning you are alive, the village gets fresh bread, and so knows "
        "you still breathe. You side with the village.",
    ),
    "lover": QT_TRANSLATE_NOOP(
        "RoleHelp",
        "You and your beloved know each other. If one of you dies, the other dies "
        "of grief at once.",
    ),
    "nekomata": QT_TRANSLATE_NOOP(
        "RoleHelp",
        "A cursed cat spirit on the village's side: whoever brings you down may "
        "be dragged into death with you.",
    ),
    "hunter": QT_TRANSLATE_NOOP(
        "RoleHelp", "When you die, you fire one last shot: pick a living player who falls with you."
    ),
}

#: One line per role for the lobby's list, shorter than :data:`ROLE_HELP`.
ROLE_BLURBS = {
    "villager": QT_TRANSLATE_NOOP("RoleBlurbs", "No power: talks, suspects and votes."),
    "werewolf": QT_TRANSLATE_NOOP("RoleBlurbs", "Hunts with the pack by night."),
    "seer": QT_TRANSLATE_NOOP("RoleBlurbs", "Learns each night whether a player is a wolf."),
    "bodyguard": QT_TRANSLATE_NOOP("RoleBlurbs", "Shields one player from the wolves each night."),
    "medium": QT_TRANSLATE_NOOP("RoleBlurbs", "Learns whether the banished player was a wolf."),
    "madman": QT_TRANSLATE_NOOP("RoleBlurbs", "A human who wins with the wolves."),
    "fox": QT_TRANSLATE_NOOP("RoleBlurbs", "Safe from wolves, not from the Seer. Wins alone."),
    "psychopath": QT_TRANSLATE_NOOP("RoleBlurbs", "Takes the wolf that bites him into death."),
    "baker": QT_TRANSLATE_NOOP("RoleBlurbs", "Fresh bread every morning while alive."),
    "lover": QT_TRANSLATE_NOOP("RoleBlurbs", "Two hearts: if one dies, so does the other."),
    "nekomata": QT_TRANSLATE_NOOP("RoleBlurbs", "A cat spirit who may drag its killer along."),
    "hunter": QT_TRANSLATE_NOOP("RoleBlurbs", "Fires one last shot when he dies."),
}

#: The explanations of an edition whose roles play differently (``one_night``: one night,
#: cards that move, one vote), keyed by (edition, role); other editions use ROLE_HELP.
EDITION_ROLE_HELP = {
    ("one_night", "villager"): QT_TRANSLATE_NOOP(
        "RoleHelp",
        "You sleep all night. At dawn, sift the others' stories and vote for a "
        "player whose card is a wolf.",
    ),
    ("one_night", "werewolf"): QT_TRANSLATE_NOOP(
        "RoleHelp",
        "You see the other wolves when the night begins. Alone, you may peek at "
        "one center card. By day, make sure no wolf is voted out.",
    ),
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
    ("one_night", "seer"): QT_TRANSLATE_NOOP(
        "RoleHelp", "At night, look at one other player's card, or at two of the center cards."
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
    ("one_night", "hunter"): QT_TRANSLATE_NOOP(
        "RoleHelp", "If the vote eliminates you, the player you voted for is eliminated too."
    ),
    ("thiercelieux", "villager"): QT_TRANSLATE_NOOP(
        "RoleHelp",
        "You sleep through the night. By day, weigh every word, follow the Captain or "
        "not, and vote the wolves out one by one.",
    ),
    ("thiercelieux", "werewolf"): QT_TRANSLATE_NOOP(
        "RoleHelp",
        "Every night, from the first, you and your pack pick one victim: your picks show "
        "live and the choice locks when you all agree. By day, blend in.",
    ),
    ("thiercelieux", "seer"): QT_TRANSLATE_NOOP(
        "RoleHelp",
        "Every night you turn over one player's card in secret and learn exactly who "
        "they are. Guide the village without exposing yourself.",
    ),
    ("thiercelieux", "witch"): QT_TRANSLATE_NOOP(
        "RoleHelp",
        "Every night you are shown the pack's victim. You hold two potions for the "
        "whole game: one brings the victim back, one kills a player of your choice. "
        "You may use both the same night, or keep them.",
    ),
    ("thiercelieux", "hunter"): QT_TRANSLATE_NOOP(
        "RoleHelp",
        "However you die, by night or by day, you fire one last shot at once: the "
        "player you aim at dies with you.",
    ),
    ("thiercelieux", "cupid"): QT_TRANSLATE_NOOP(
        "RoleHelp",
        "On the first night, shoot your two arrows: the two players you name, yourself "
        "allowed, fall in love. If one lover dies, the other dies of grief. A wolf and a "
        "villager in love win together, as the last two alive.",
    ),
    ("thiercelieux", "little_girl"): QT_TRANSLATE_NOOP(
        "RoleHelp",
        "While the pack hunts, you may peek: pick one square of the 8 by 8 grid. Some "
        "squares show you a wolf, some get you caught, and then you are the pack's victim "
        "tonight. The rest show nothing.",
    ),
    ("thiercelieux", "thief"): QT_TRANSLATE_NOOP(
        "RoleHelp",
        "On the first night you see the two spare cards in the center and may trade "
        "yours for one of them, then you play that card. If both are wolves, you must "
        "take one.",
    ),
}

#: One line per role of an edition whose roles play differently, keyed by (edition, role).
EDITION_ROLE_BLURBS = {
    ("one_night", "villager"): QT_TRANSLATE_NOOP(
        "RoleBlurbs", "Sleeps, then hunts the wolves by talking."
    ),
    ("one_night", "werewolf"): QT_TRANSLATE_NOOP(
        "RoleBlurbs", "Sees the wolves; alone, peeks at a center card."
    ),
    ("one_night", "mystic_wolf"): QT_TRANSLATE_NOOP(
        "RoleBlurbs", "A wolf who looks at one player's card."
    ),
    ("one_night", "minion"): QT_TRANSLATE_NOOP("RoleBlurbs", "Knows the wolves, wins with them."),
    ("one_night", "mason"): QT_TRANSLATE_NOOP("RoleBlurbs", "The two Masons see each other."),
    ("one_night", "seer"): QT_TRANSLATE_NOOP(
        "RoleBlurbs", "Looks at a player's card or two center cards."
    ),
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
    ("one_night", "hunter"): QT_TRANSLATE_NOOP("RoleBlurbs", "Takes the one he voted for along."),
    ("thiercelieux", "villager"): QT_TRANSLATE_NOOP(
        "RoleBlurbs", "No power: listens, argues and votes."
    ),
    ("thiercelieux", "werewolf"): QT_TRANSLATE_NOOP(
        "RoleBlurbs", "Hunts every night with the pack, in agreement."
    ),
    ("thiercelieux", "seer"): QT_TRANSLATE_NOOP("RoleBlurbs", "Turns over one card each night."),
    ("thiercelieux", "witch"): QT_TRANSLATE_NOOP(
        "RoleBlurbs", "One potion of life, one of death, once each."
    ),
    ("thiercelieux", "hunter"): QT_TRANSLATE_NOOP(
        "RoleBlurbs", "Fires one last shot whenever he dies."
    ),
    ("thiercelieux", "cupid"): QT_TRANSLATE_NOOP(
        "RoleBlurbs", "Binds two lovers on the first night."
    ),
    ("thiercelieux", "little_girl"): QT_TRANSLATE_NOOP(
        "RoleBlurbs", "Peeks at the pack, at her own risk."
    ),
    ("thiercelieux", "thief"): QT_TRANSLATE_NOOP(
        "RoleBlurbs", "May trade his card for a spare one, night 1."
    ),
}

CAMP_NAMES = {
    "village": QT_TRANSLATE_NOOP("Camps", "Village"),
    "wolves": QT_TRANSLATE_NOOP("Camps", "Wolves"),
    "solo": QT_TRANSLATE_NOOP("Camps", "On your own"),
}

NARRATION = {
    "night_falls": QT_TRANSLATE_NOOP(
        "Narration", "Night falls on the village. Everybody closes their eyes."
    ),
    "werewolf": QT_TRANSLATE_NOOP("Narration", "The werewolves wake up and choose their prey…"),
    "madman": QT_TRANSLATE_NOOP("Narration", "The Madman wakes up and dreams of his masters…"),
    "lover": QT_TRANSLATE_NOOP("Narration", "The lovers open their eyes and recognise each other…"),
    "seer": QT_TRANSLATE_NOOP("Narration", "The Seer wakes up and looks into someone's soul…"),
    "bodyguard": QT_TRANSLATE_NOOP(
        "Narration", "The Bodyguard wakes up and keeps watch over someone…"
    ),
    "medium": QT_TRANSLATE_NOOP("Narration", "The Medium wakes up and questions the departed…"),
    "dawn": QT_TRANSLATE_NOOP("Narration", "Dawn breaks. The night is over."),
}

#: The narration lines of an edition whose night differs, keyed by (edition, step).
EDITION_NARRATION = {
    ("one_night", "werewolf"): QT_TRANSLATE_NOOP(
        "Narration",
        "Werewolves, open your eyes and look for each other. A lone wolf may "
        "peek at a card in the center…",
    ),
    ("one_night", "mystic_wolf"): QT_TRANSLATE_NOOP(
        "Narration", "Mystic Wolf, wake up and look at another player's card…"
    ),
    ("one_night", "minion"): QT_TRANSLATE_NOOP(
        "Narration", "Minion, wake up: the wolves raise a paw so you know them…"
    ),
    ("one_night", "mason"): QT_TRANSLATE_NOOP(
        "Narration", "Masons, open your eyes and recognise each other…"
    ),
    ("one_night", "seer"): QT_TRANSLATE_NOOP(
        "Narration", "Seer, wake up: look at one player's card, or two in the center…"
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
    ("one_night", "dawn"): QT_TRANSLATE_NOOP(
        "Narration", "Dawn breaks. Everybody open your eyes: you have one day to find the wolves."
    ),
    ("thiercelieux", "cupid"): QT_TRANSLATE_NOOP(
        "Narration", "Cupid wakes up and lets fly his two arrows…"
    ),
    ("thiercelieux", "lovers"): QT_TRANSLATE_NOOP(
        "Narration",
        "Cupid goes back to sleep. The lovers open their eyes and recognise each other…",
    ),
    ("thiercelieux", "thief"): QT_TRANSLATE_NOOP(
        "Narration", "The Thief wakes up and looks at the two spare cards…"
    ),
    ("thiercelieux", "seer"): QT_TRANSLATE_NOOP(
        "Narration", "The Seer wakes up and turns over someone's card…"
    ),
    ("thiercelieux", "werewolf"): QT_TRANSLATE_NOOP(
        "Narration",
        "The werewolves wake up and agree on their prey. The Little Girl may dare a peek…",
    ),
    ("thiercelieux", "witch"): QT_TRANSLATE_NOOP(
        "Narration", "The Witch wakes up, sees the victim and weighs her potions…"
    ),
    ("thiercelieux", "dawn"): QT_TRANSLATE_NOOP(
        "Narration", "The sun rises on the village. Everybody wakes up… or almost."
    ),
}

SETTING_NAMES = {
    "lovers_win": QT_TRANSLATE_NOOP("Settings", "Lovers' victory"),
    "fox_counts": QT_TRANSLATE_NOOP("Settings", "The Fox counts as a human"),
    "fox_vs_lovers": QT_TRANSLATE_NOOP("Settings", "When the Fox and the lovers both survive"),
    "hunter_trigger": QT_TRANSLATE_NOOP("Settings", "The Hunter shoots when he dies"),
    "nekomata_devoured": QT_TRANSLATE_NOOP("Settings", "A devoured Nekomata takes along"),
    "psychopath_kills_seer": QT_TRANSLATE_NOOP(
        "Settings", "The Psychopath kills a Seer who probes him"
    ),
    "psychopath_kills_bodyguard": QT_TRANSLATE_NOOP(
        "Settings", "The Psychopath kills a Bodyguard who guards him"
    ),
    "bodyguard_self": QT_TRANSLATE_NOOP("Settings", "The Bodyguard may guard himself"),
    "bodyguard_repeat": QT_TRANSLATE_NOOP(
        "Settings", "Guarding the same player two nights running"
    ),
    "madman_knows_pack": QT_TRANSLATE_NOOP("Settings", "The Madman knows the pack"),
    "first_night_seer": QT_TRANSLATE_NOOP("Settings", "The Seer on the first night"),
    "tie_rule": QT_TRANSLATE_NOOP("Settings", "Tied vote"),
    "reveal_banished_role": QT_TRANSLATE_NOOP("Settings", "Role of a banished player"),
    "missing_role": QT_TRANSLATE_NOOP("Settings", "One role secretly left out"),
    "discussion_seconds": QT_TRANSLATE_NOOP("Settings", "Discussion time"),
    "captain_election": QT_TRANSLATE_NOOP("Settings", "Electing the Captain"),
    "wolves_win_at_parity": QT_TRANSLATE_NOOP(
        "Settings", "The wolves win once they match the others"
    ),
    "ghost_chat": QT_TRANSLATE_NOOP("Settings", "The dead may chat"),
    "decoys": QT_TRANSLATE_NOOP("Settings", "Everybody answers at every call"),
    "little_girl_sees": QT_TRANSLATE_NOOP("Settings", "Grid squares that show a wolf"),
    "little_girl_caught": QT_TRANSLATE_NOOP("Settings", "Grid squares that get her caught"),
    "pack_seconds": QT_TRANSLATE_NOOP("Settings", "The pack's time to agree"),
}

#: Settings whose value is a length of time in seconds.
SECONDS_SETTINGS = frozenset({"discussion_seconds", "pack_seconds"})

#: Values shared by several settings.
COMMON_VALUES = {
    "yes": QT_TRANSLATE_NOOP("SettingValues", "yes"),
    "no": QT_TRANSLATE_NOOP("SettingValues", "no"),
    "on": QT_TRANSLATE_NOOP("SettingValues", "yes"),
    "off": QT_TRANSLATE_NOOP("SettingValues", "no"),
}

SETTING_VALUES = {
    ("lovers_win", "pair"): QT_TRANSLATE_NOOP("SettingValues", "as a pair, if both survive"),
    ("lovers_win", "village"): QT_TRANSLATE_NOOP("SettingValues", "with the village"),
    ("fox_vs_lovers", "fox"): QT_TRANSLATE_NOOP("SettingValues", "the Fox wins"),
    ("fox_vs_lovers", "lovers"): QT_TRANSLATE_NOOP("SettingValues", "the lovers win"),
    ("hunter_trigger", "any"): QT_TRANSLATE_NOOP("SettingValues", "whatever the cause"),
    ("hunter_trigger", "banished_or_devoured"): QT_TRANSLATE_NOOP(
        "SettingValues", "if banished or devoured"
    ),
    ("hunter_trigger", "banished"): QT_TRANSLATE_NOOP("SettingValues", "only if banished"),
    ("nekomata_devoured", "devourer"): QT_TRANSLATE_NOOP("SettingValues", "the wolf who bit"),
    ("nekomata_devoured", "random_wolf"): QT_TRANSLATE_NOOP("SettingValues", "a random wolf"),
    ("nekomata_devoured", "none"): QT_TRANSLATE_NOOP("SettingValues", "nobody"),
    ("bodyguard_repeat", "allowed"): QT_TRANSLATE_NOOP("SettingValues", "allowed"),
    ("bodyguard_repeat", "forbidden"): QT_TRANSLATE_NOOP("SettingValues", "forbidden"),
    ("madman_knows_pack", "from_night_1"): QT_TRANSLATE_NOOP(
        "SettingValues", "from the first night"
    ),
    ("first_night_seer", "choose"): QT_TRANSLATE_NOOP(
        "SettingValues", "probes a player of her choice"
    ),
    ("first_night_seer", "random_white"): QT_TRANSLATE_NOOP(
        "SettingValues", "is shown a random non-wolf"
    ),
    ("first_night_seer", "none"): QT_TRANSLATE_NOOP("SettingValues", "sees nothing"),
    ("tie_rule", "revote_then_random"): QT_TRANSLATE_NOOP(
        "SettingValues", "vote again, then draw lots"
    ),
    ("tie_rule", "random"): QT_TRANSLATE_NOOP("SettingValues", "draw lots at once"),
    ("tie_rule", "revote_then_nobody"): QT_TRANSLATE_NOOP(
        "SettingValues", "vote again, then nobody leaves"
    ),
    ("reveal_banished_role", "hidden"): QT_TRANSLATE_NOOP("SettingValues", "kept secret"),
    ("reveal_banished_role", "shown"): QT_TRANSLATE_NOOP("SettingValues", "revealed"),
    ("captain_election", "day_1"): QT_TRANSLATE_NOOP(
        "SettingValues", "on the first day, after the news"
    ),
    ("captain_election", "before_night_1"): QT_TRANSLATE_NOOP(
        "SettingValues", "before the first night"
    ),
}

ACTION_PROMPTS = {
    "devour": QT_TRANSLATE_NOOP("Actions", "Choose the pack's victim"),
    "probe": QT_TRANSLATE_NOOP("Actions", "Whose soul do you look into?"),
    "protect": QT_TRANSLATE_NOOP("Actions", "Whom do you guard tonight?"),
    "dream": QT_TRANSLATE_NOOP("Actions", "Whom do you dream of? (this changes nothing)"),
    "vote": QT_TRANSLATE_NOOP("Actions", "Whom do you want to banish?"),
    "proxy_vote": QT_TRANSLATE_NOOP("Actions", "If you are away when the vote closes, vote for"),
    "shoot": QT_TRANSLATE_NOOP("Actions", "Your last shot: whom do you take with you?"),
    "peek": QT_TRANSLATE_NOOP("Actions", "You are the only wolf: peek at one center card"),
    "look": QT_TRANSLATE_NOOP("Actions", "Whose card do you look at?"),
    "look_and_peek": QT_TRANSLATE_NOOP(
        "Actions", "Look at one player's card and, as the only wolf, one center card"
    ),
    "look_center": QT_TRANSLATE_NOOP("Actions", "Which two center cards do you look at?"),
    "rob": QT_TRANSLATE_NOOP("Actions", "Whose card do you take?"),
    "swap": QT_TRANSLATE_NOOP("Actions", "Which two players' cards do you swap?"),
    "swap_center": QT_TRANSLATE_NOOP("Actions", "Which center card do you take, unseen?"),
    "decoy": QT_TRANSLATE_NOOP("Actions", "Not your turn: touch any name, so nobody can tell"),
    "elect": QT_TRANSLATE_NOOP("Actions", "Whom do you elect?"),
    "abstain": QT_TRANSLATE_NOOP("Actions", "Cast no ballot this time"),
    "tie_break": QT_TRANSLATE_NOOP("Actions", "The vote is tied: you decide who leaves"),
    "successor": QT_TRANSLATE_NOOP("Actions", "You pass your title on: to whom?"),
    "candidacy": QT_TRANSLATE_NOOP("Actions", "Do you stand for election?"),
    "choose_voters": QT_TRANSLATE_NOOP(
        "Actions", "Who may vote tomorrow? Tick any number of players, or none"
    ),
    "save": QT_TRANSLATE_NOOP("Actions", "Do you save the pack's victim?"),
    "couple": QT_TRANSLATE_NOOP("Actions", "Your two arrows: which two players fall in love?"),
    "take": QT_TRANSLATE_NOOP("Actions", "Take one of the two spare cards, or keep yours"),
    "spy": QT_TRANSLATE_NOOP("Actions", "Peek at the pack: pick one square, or keep still"),
    "poison": QT_TRANSLATE_NOOP("Actions", "Whom do you poison?"),
    "potions": QT_TRANSLATE_NOOP("Actions", "Save, poison, both or neither?"),
    # Without both potions at once (forum's Witch, or one potion left): one of them.
    "one_potion": QT_TRANSLATE_NOOP("Actions", "Save, poison or neither?"),
}

#: The titles an election hands out (their emblem is resources/roles/<title>.svg).
TITLE_NAMES = {
    "captain": QT_TRANSLATE_NOOP("Titles", "Captain"),
    "mayor": QT_TRANSLATE_NOOP("Titles", "Mayor"),
}

#: The board's line while an owed action is awaited, keyed by its kind.
OWED_LINES = {
    "shot": QT_TRANSLATE_NOOP("Owed", "The Hunter takes aim…"),
    "successor": QT_TRANSLATE_NOOP("Owed", "The {title} names a successor…"),
    "tie_break": QT_TRANSLATE_NOOP("Owed", "The vote is tied: the {title} breaks the tie…"),
    "choose_voters": QT_TRANSLATE_NOOP("Owed", "The Scapegoat chooses who votes tomorrow…"),
}

#: The board's title over deaths an owed action caused, keyed by its kind.
OWED_DEATHS = {
    "shot": QT_TRANSLATE_NOOP("Owed", "A shot rings out"),
    "tie_break": QT_TRANSLATE_NOOP("Owed", "The {title} has decided"),
}

CAUSES = {
    "devoured": QT_TRANSLATE_NOOP("Causes", "devoured by the wolves"),
    "banished": QT_TRANSLATE_NOOP("Causes", "banished by the village"),
    "curse": QT_TRANSLATE_NOOP("Causes", "struck by a curse"),
    "revenge": QT_TRANSLATE_NOOP("Causes", "taken down in revenge"),
    "heartbreak": QT_TRANSLATE_NOOP("Causes", "heartbroken"),
    "shot": QT_TRANSLATE_NOOP("Causes", "shot by the Hunter"),
    "poisoned": QT_TRANSLATE_NOOP("Causes", "poisoned by the Witch"),
}

WINNERS = {
    "village": QT_TRANSLATE_NOOP("Winners", "The village wins!"),
    "wolves": QT_TRANSLATE_NOOP("Winners", "The werewolves win!"),
    "fox": QT_TRANSLATE_NOOP("Winners", "The Fox wins alone!"),
    "lovers": QT_TRANSLATE_NOOP("Winners", "The lovers win!"),
    "tanner": QT_TRANSLATE_NOOP("Winners", "The Tanner wins!"),
    "nobody": QT_TRANSLATE_NOOP("Winners", "Nobody wins."),
}

CHANNEL_NAMES = {
    "dead": QT_TRANSLATE_NOOP("Channels", "Among the dead"),
    "pack": QT_TRANSLATE_NOOP("Channels", "The pack"),
    "twins": QT_TRANSLATE_NOOP("Channels", "The twins"),
    "masons": QT_TRANSLATE_NOOP("Channels", "The masons"),
}

OPTION_NAMES = {
    "pass": QT_TRANSLATE_NOOP("Options", "Do nothing"),
    "save": QT_TRANSLATE_NOOP("Options", "Save them"),
    "stand": QT_TRANSLATE_NOOP("Options", "I stand"),
    "decline": QT_TRANSLATE_NOOP("Options", "I decline"),
    # An explicit abstention in a vote session (forum): a ballot for nobody.
    "abstain": QT_TRANSLATE_NOOP("Options", "I abstain"),
}

NOTES = {
    "bread_fresh": QT_TRANSLATE_NOOP("Notes", "The Baker delivered fresh bread this morning."),
    "bread_none": QT_TRANSLATE_NOOP("Notes", "No bread this morning: the Baker is gone."),
}


def _lookup(table: dict, key, context: str, fallback: str) -> str:
    text = table.get(key)
    return fallback if text is None else translate(context, text)


def edition_name(edition_id: str) -> str:
    return _lookup(EDITION_NAMES, edition_id, "Editions", edition_id)


def player_warning(edition_id: str, players: int) -> str:
    """The lobby's warning for a table size the edition allows but does not recommend
    (``thiercelieux``: 8 to 18), empty when there is nothing to say."""
    least, most = catalogue.edition_info(edition_id).recommended_players
    if not least or least <= players <= most or not players:
        return ""
    return translate(
        "Editions", "This edition is best played with {least} to {most} players."
    ).format(least=least, most=most)


def edition_choice(edition_id: str, least: int, most: int) -> str:
    """An edition as a choice: its name and its player range."""
    return translate("Editions", "{name} ({least} to {most} players)").format(
        name=edition_name(edition_id), least=least, most=most
    )


def role_name(role_id: str) -> str:
    """The display name of a role (its id when the role is unknown here)."""
    return _lookup(ROLE_NAMES, role_id, "Roles", role_id)


def role_help(role_id: str, edition: str = "") -> str:
    """A short explanation of the role in ``edition``, in our own words."""
    if (edition, role_id) in EDITION_ROLE_HELP:
        return translate("RoleHelp", EDITION_ROLE_HELP[edition, role_id])
    return _lookup(ROLE_HELP, role_id, "RoleHelp", "")


def role_blurb(role_id: str, edition: str = "") -> str:
    """What the role does in ``edition``, in one short line (for lists of roles)."""
    if (edition, role_id) in EDITION_ROLE_BLURBS:
        return translate("RoleBlurbs", EDITION_ROLE_BLURBS[edition, role_id])
    return _lookup(ROLE_BLURBS, role_id, "RoleBlurbs", "")


def role_camp(edition: str, role_id: str) -> str:
    """The camp id (``village``, ``wolves``, ``solo``) a role plays for."""
    return catalogue.edition_info(edition).role(role_id).camp


def camp_name(camp: str) -> str:
    return _lookup(CAMP_NAMES, camp, "Camps", camp)


def narration(step: str, edition: str = "") -> str:
    """The board's line for a night step (``night_falls``, a role id, ``dawn``) of
    ``edition``."""
    text = EDITION_NARRATION.get((edition, step), NARRATION.get(step))
    if text is not None:
        return translate("Narration", text)
    return translate("Narration", "The {role} wakes up…").format(role=role_name(step))


def setting_name(name: str) -> str:
    return _lookup(SETTING_NAMES, name, "Settings", name)


def setting_value(name: str, value: str) -> str:
    """A setting's value as players read it (seconds become minutes and seconds)."""
    if name in SECONDS_SETTINGS:
        return translate("SettingValues", "no timer") if value == NO_TIMER else length(int(value))
    if (name, value) in SETTING_VALUES:
        return translate("SettingValues", SETTING_VALUES[name, value])
    return _lookup(COMMON_VALUES, value, "SettingValues", value)


def length(seconds: int) -> str:
    """A length of time with its unit: ``180`` -> ``3 min``, ``150`` -> ``2 min 30 s``."""
    minutes, rest = divmod(max(0, int(seconds)), 60)
    if not rest:
        return translate("Texts", "{m} min").format(m=minutes)
    if not minutes:
        return translate("Texts", "{s} s").format(s=rest)
    return translate("Texts", "{m} min {s} s").format(m=minutes, s=rest)


def duration(seconds: int) -> str:
    """``185`` -> ``3:05``."""
    seconds = max(0, int(seconds))
    return f"{seconds // 60}:{seconds % 60:02d}"


def action_prompt(action: str) -> str:
    return _lookup(ACTION_PROMPTS, action, "Actions", action)


#: The Witch's forms: any of them in a seat's choice makes it her potions screen.
POTION_ACTIONS = frozenset({"save", "poison", "save_poison"})


def actions_prompt(actions: list[str], victims: list[str] = ()) -> str:
    """The question over the forms of one action (the first form's, except the Witch's
    potions, asked as one question whatever potions she has left, after the name of the
    pack's ``victims`` she was told; "both" is offered only where both at once is; the
    Accursed Wolf-Father's infection names the pack's victim he was told)."""
    if POTION_ACTIONS & set(actions):
        question = action_prompt("potions" if "save_poison" in actions else "one_potion")
        if not victims:
            return translate("Actions", "No victim tonight. {question}").format(question=question)
        return translate("Actions", "Tonight's victim: {names}. {question}").format(
            names=names_list(list(victims)), question=question
        )
    if actions and actions[0] == "infect" and victims:
        return translate("Actions", "Do you infect {names}, the pack's victim?").format(
            names=names_list(list(victims))
        )
    return action_prompt(actions[0]) if actions else ""


def title_name(title: str) -> str:
    """``Captain``, ``Mayor`` ...; an unknown title reads as its id."""
    return _lookup(TITLE_NAMES, title, "Titles", title)


def owed_line(kind: str, title: str = "captain") -> str:
    """The board's line while an owed action of ``kind`` is awaited (a generic one for a
    kind this app does not know); a successor or a tie-break names the ``title`` held
    (the Captain, forum's Mayor)."""
    return _lookup(
        OWED_LINES, kind, "Owed", translate("Owed", "Somebody owes the village one more act…")
    ).format(title=title_name(title))


def owed_deaths_title(kind: str, title: str = "captain") -> str:
    """The board's title over deaths caused by an owed action of ``kind`` (a shot, a
    tie-break by the holder of ``title`` ...)."""
    return _lookup(OWED_DEATHS, kind, "Owed", translate("Owed", "One more departure")).format(
        title=title_name(title)
    )


def title_given(title: str, name: str, how: str) -> str:
    """A title handed out: ``Ana is elected Captain.`` (``how``: ``elected``, ``drawn``,
    ``unopposed``, ``successor``); a badge nobody is elected to (anniversary's ``mute``)
    has its own line."""
    if title in BADGE_LINES:
        return translate("Titles", BADGE_LINES[title]).format(name=name)
    text = {
        "drawn": translate("Titles", "Lots are drawn: {name} becomes {title}."),
        "unopposed": translate("Titles", "{name} stood alone and becomes {title}."),
        "successor": translate("Titles", "{name} is the new {title}."),
    }.get(how, translate("Titles", "{name} is elected {title}."))
    return text.format(name=name, title=title_name(title))


def told_note(what: str, names: list[str], *, mine: bool = False) -> str:
    """What a step told this seat: ``victim`` (the pack's victim tonight, or nobody),
    ``lovers`` (the couple), ``caught`` (the Little Girl caught peeking; ``mine``: this
    seat is she), ``nothing`` (a peek that showed nothing); forum's ``loves`` (whom this
    lover loves, never a role), ``joined`` (the Thief's colour made him a wolf: he joins
    the pack) and ``thief_stayed`` (the Thief chose and did not join, unnamed);
    anniversary's ``cursed`` (the Monkey saw a wolf's card: ``names`` its holder) and
    :data:`TOLD_NOTES`' (the Fox's answer, the Piper's charm) and ``tetanus`` (the pack
    wakes without ``names``, dead of tetanus since nightfall; ``mine``: this seat is he)."""
    if (line := night_told_note(what, names)) is not None:
        return line
    if what == "loves":
        return translate("Notes", "you are in love with {names}.").format(names=names_list(names))
    if what == "joined":
        return translate("Notes", "{names} has joined you: the pack grows.").format(
            names=names_list(names)
        )
    if what == "thief_stayed":
        return translate("Notes", "the Thief chose his colour and did not join you.")
    if what == "lovers":
        return translate("Notes", "Cupid's arrows struck {names}: they are in love.").format(
            names=names_list(names)
        )
    if what == "caught" and mine:
        return translate("Notes", "you were caught peeking: the pack takes you tonight.")
    if what == "caught":
        return translate(
            "Notes", "{names} was caught peeking and becomes the pack's victim tonight."
        ).format(names=names_list(names))
    if what == "nothing":
        return translate("Notes", "you peeked, but saw nothing.")
    if what == "cursed":
        return translate(
            "Notes", "{names} holds a wolf's card: the curse takes you, you will not see the dawn."
        ).format(names=names_list(names))
    if what == "tetanus" and mine:
        return translate(
            "Notes",
            "the tetanus took you as the night fell: you no longer hunt, and the "
            "village learns of your death at dawn.",
        )
    if what == "tetanus":
        return translate(
            "Notes",
            "{names} died of tetanus as the night fell: no longer hunting, and the "
            "village learns of it at dawn.",
        ).format(names=names_list(names))
    if what == "victim":
        if not names:
            return translate("Notes", "you learned that the pack attacks nobody tonight.")
        return translate("Notes", "you learned the pack's victim tonight: {names}.").format(
            names=names_list(names)
        )
    return translate("Notes", "you learned: {names}.").format(names=names_list(names))


def weighted_name(name: str, weight: int) -> str:
    """A voter whose ballot counts other than once, in a tally: ``Ana ×2``."""
    return f"{name} {vote_weight(weight)}"


def vote_weight(weight: int) -> str:
    """The mark next to a ballot that counts other than once: ``×2``."""
    return f"×{weight}"


def cause(cause_id: str) -> str:
    return _lookup(CAUSES, cause_id, "Causes", cause_id)


def winner_title(winner: str) -> str:
    return _lookup(WINNERS, winner, "Winners", winner)


def winners_title(labels) -> str:
    """Every winning side of a game, in the edition's order (one sentence each)."""
    return " ".join(winner_title(label) for label in labels)


def channel_name(channel: str) -> str:
    """The title of a chat channel."""
    return _lookup(CHANNEL_NAMES, channel, "Channels", channel)


def option_name(option: str) -> str:
    """The button of an option of a night action."""
    return _lookup(OPTION_NAMES, option, "Options", option)


def center_card(index: int) -> str:
    """A card in the center of the table (0-based ``index``)."""
    return translate("Texts", "Center card {n}").format(n=index + 1)


def center_card_named(index: int) -> str:
    """A center card inside a sentence: ``center card 2`` (0-based ``index``)."""
    return translate("Texts", "center card {n}").format(n=index + 1)


#: The players a form of an action takes, by count, spelled out as "one option" is
#: (larger counts, which no action takes yet, read as figures).
PICK_PLAYERS = {
    1: QT_TRANSLATE_NOOP("Texts", "one player"),
    2: QT_TRANSLATE_NOOP("Texts", "two players"),
    3: QT_TRANSLATE_NOOP("Texts", "three players"),
}
#: The center cards a form of an action takes, by count (as :data:`PICK_PLAYERS`).
PICK_CARDS = {
    1: QT_TRANSLATE_NOOP("Texts", "one center card"),
    2: QT_TRANSLATE_NOOP("Texts", "two center cards"),
    3: QT_TRANSLATE_NOOP("Texts", "three center cards"),
}


def _in_words(words: dict[int, str], count: int) -> str:
    """``count`` things in words (``words``), or "" for a count it does not spell out."""
    return translate("Texts", words[count]) if count in words else ""


def pick_hint(
    players: int, cards: int, option: bool, *, at_most: bool = False, square: bool = False
) -> str:
    """What one form of an action takes: players (``at_most``: any number of them up to
    ``players``, none included), center cards, an option (``square``: one square of the
    Little Girl's grid)."""
    parts = []
    if players and at_most:
        parts.append(translate("Texts", "any number of players, none included"))
    elif players:
        parts.append(
            _in_words(PICK_PLAYERS, players) or translate("Texts", "%n player(s)", None, players)
        )
    if cards:
        parts.append(
            _in_words(PICK_CARDS, cards) or translate("Texts", "%n center card(s)", None, cards)
        )
    if option and square:
        parts.append(translate("Texts", "one square of the grid"))
    elif option:
        parts.append(translate("Texts", "one option"))
    if not parts:
        return translate("Texts", "nothing to pick")
    return names_list(parts)


def or_list(items: list[str]) -> str:
    """``["A", "B"]`` -> ``A, or B`` in the current language (alternatives)."""
    items = list(dict.fromkeys(items))
    if len(items) <= 1:
        return "".join(items)
    return translate("Texts", "{first}, or {last}").format(
        first=", ".join(items[:-1]), last=items[-1]
    )


def note(note_id: str, names: Sequence[str] = ()) -> str:
    """A morning note; ``seer_saw:<role>`` (forum's talkative Seer) names the role,
    ``raven_mark:<seat>`` (anniversary's public Raven) the player, from ``names`` by seat."""
    key, _, arg = note_id.partition(":")
    if key == "raven_mark" and arg.isdigit():
        seat = int(arg)
        name = names[seat] if seat < len(names) else arg
        return _lookup(NOTES, key, "Notes", note_id).format(name=name)
    if arg:
        return _lookup(NOTES, key, "Notes", note_id).format(role=role_name(arg))
    return _lookup(NOTES, note_id, "Notes", note_id)


def names_list(names: list[str]) -> str:
    """``["A", "B", "C"]`` -> ``A, B and C`` in the current language."""
    if len(names) <= 1:
        return "".join(names)
    return translate("Texts", "{first} and {last}").format(
        first=", ".join(names[:-1]), last=names[-1]
    )


def phase_title(phase: str, number: int, *, after_first_night: bool = True) -> str:
    """``Night 2``, ``Day 3`` ...; an election before the first night (``after_first_night``
    False) is plain ``Election``."""
    if phase == "election" and not after_first_night:
        return translate("Texts", "Election")
    titles = {
        "night": translate("Texts", "Night {n}"),
        "day": translate("Texts", "Day {n}"),
        "vote": translate("Texts", "Vote, day {n}"),
        "resolving": translate("Texts", "Day {n}"),
        "election": translate("Texts", "Election, day {n}"),
    }
    return titles.get(phase, "").format(n=number)


def clock_title(title: str, phase: str, time: str) -> str:
    """A screen's top line: the phase's ``title`` with the ``time`` left on its clock
    (``Vote, day 2 · closes in 0:09``); the title alone without a clock."""
    if not time:
        return title
    if phase in ("vote", "election"):
        return translate("Texts", "{title} · closes in {time}").format(title=title, time=time)
    return translate("Texts", "{title} · {time} left").format(title=title, time=time)


def second_vote_title(number: int) -> str:
    """The title of a day's second vote (the Stuttering Judge's): ``Second vote, day 2``."""
    return translate("Texts", "Second vote, day {n}").format(n=number)


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


def team_line(role_id: str, names: list[str]) -> str:
    """What a seat learns of its team at the deal (the pack, the lovers; anniversary's
    Mother Wolf, marked as such to the pack)."""
    if role_id == "mother_wolf":
        return translate("Texts", "The pack's Mother: {names}").format(names=names_list(names))
    if role_id == "lover":
        return translate("Texts", "Lovers: {names}").format(names=names_list(names))
    if role_id in TEAM_LINES:
        return translate("Texts", TEAM_LINES[role_id]).format(names=names_list(names))
    return translate("Texts", "The pack: {names}").format(names=names_list(names))


def deal_note(role_id: str, others: list[str], member: bool) -> str:
    """What a seat saw when the cards were dealt (an edition whose cards move): who else
    holds ``role_id`` (``member``: so does this seat), or that nobody does."""
    role = role_name(role_id)
    if others:
        text = (
            translate("Notes", "At the deal: the other {role} cards: {names}.")
            if member
            else translate("Notes", "At the deal: the {role} cards: {names}.")
        )
        return text.format(names=names_list(others), role=role)
    if member:
        return translate("Notes", "At the deal: nobody else holds a {role} card.").format(role=role)
    return translate("Notes", "At the deal: no {role} card among the players.").format(role=role)


#: The night calls that are not one role's, as a private note names them.
STEP_NOTES = {
    "lovers": QT_TRANSLATE_NOOP("Notes", "The lovers' call: {line}"),
    "grid_sees": QT_TRANSLATE_NOOP("Notes", "The grid's first call: {line}"),
    "grid_caught": QT_TRANSLATE_NOOP("Notes", "The grid's second call: {line}"),
}


#: The cards whose name is plural (one name for the two cards of a pair), which a
#: possessive follows as a plural: ``Two Sisters' call``.
PLURAL_ROLES = frozenset({"two_sisters"})


def step_note(role_id: str, line: str) -> str:
    """A private note with the night call it happened at: ``Seer's call: ...``, ``Two
    Sisters' call: ...`` for a card of :data:`PLURAL_ROLES` (or a call of
    :data:`STEP_NOTES`: ``The lovers' call: ...``)."""
    if role_id in STEP_NOTES:
        return translate("Notes", STEP_NOTES[role_id]).format(line=line)
    if role_id in PLURAL_ROLES:
        text = translate("Notes", "{role}' call: {line}")
    else:
        text = translate("Notes", "{role}'s call: {line}")
    return text.format(role=role_name(role_id), line=line)


#: What a step tells that did not happen at its call (:func:`told_note`'s ``tetanus``,
#: a death as the night fell, told as the pack wakes): :func:`night_note` labels it.
NIGHTFALL_NOTES = frozenset({"tetanus"})


def night_note(number: int, line: str) -> str:
    """A private note labelled by its night, not by a call: ``Night 2: ...``."""
    return translate("Notes", "Night {number}: {line}").format(number=number, line=line)


def peek_note(line: str) -> str:
    """A private note of the Little Girl's peek at the pack (her own, not the pack's
    call): ``While the pack hunted: ...``."""
    return translate("Notes", "While the pack hunted: {line}").format(line=line)


def pick_note(action: str, picked: str) -> str:
    """The night choice this seat made (``picked``: players, center cards, an option); a
    decoy reads in the night's :func:`hunches_note` instead."""
    if action == "dream":
        return translate("Notes", "you dreamt of {picked} (this changes nothing).").format(
            picked=picked
        )
    if action == "spy":
        return translate("Notes", "you peeked through square {picked}.").format(picked=picked)
    if action == "colour":
        return translate("Notes", "you picked the colour {picked}.").format(picked=picked)
    if action == "place_sees":
        return translate("Notes", "you hid square {picked}: there she would spot you.").format(
            picked=picked
        )
    if action == "place_caught":
        return translate("Notes", "you set square {picked}: there she would be caught.").format(
            picked=picked
        )
    if action in PICK_NOTES:
        return translate("Notes", PICK_NOTES[action]).format(picked=picked)
    return translate("Notes", "you chose {picked}.").format(picked=picked)


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


def hunches_note(night: int, names: list[str]) -> str:
    """A night's decoys in one private note (the suspicions noted while other roles were
    called, which change nothing): ``Night 2, your hunches (no effect): Ana, Bob``."""
    line = translate("Notes", "Night {number}, your hunches (no effect): {names}")
    return line.format(number=night, names=names_list(names))


def second_vote_note(day: int) -> str:
    """The Stuttering Judge's own note of the second vote his ballot asked for on ``day``
    (the table never learns who asked)."""
    return translate("Notes", "Day {number}: your ballot called for a second vote.").format(
        number=day
    )


#: The letters a name may start with that a language may elide before (French: "la carte
#: d'Inès", never "de Inès"); an h is left out (mute or not, a name cannot tell).
VOWELS = frozenset("AEIOUYÀÂÄÆÉÈÊËÎÏÔÖŒÙÛÜŸ")


def card_of(name: str) -> str:
    """A player's card: ``Ana's card`` (a name starting with a vowel has its own text, for
    the languages that elide before it)."""
    if name[:1].upper() in VOWELS:
        return translate("Texts", "{name}'s card", "a name starting with a vowel").format(name=name)
    return translate("Texts", "{name}'s card").format(name=name)


def seen_note(thing: str | None, role_id: str, *, colour: bool = False) -> str:
    """A card this seat looked at: ``thing`` (a player's card, a center card), or its own
    (``thing`` None; ``colour``: the card forum's Thief became by his colour)."""
    if thing is None and colour:
        return translate("Notes", "your colour stood for the {role} card.").format(
            role=role_name(role_id)
        )
    if thing is None:
        return translate("Notes", "you looked at your own card: {role}.").format(
            role=role_name(role_id)
        )
    return translate("Notes", "you saw {thing}: {role}.").format(
        thing=thing, role=role_name(role_id)
    )


def swap_note(own: bool, things: list[str]) -> str:
    """A swap this seat made: its own card with ``things[0]``, or ``things`` together."""
    if own:
        return translate("Notes", "you swapped your card with {thing}.").format(thing=things[0])
    return translate("Notes", "you swapped {names}.").format(names=names_list(things))


def deaths_line(names: list[str]) -> str:
    """The morning's announcement: nobody, ``Ana was found dead.``, or ``The village
    finds 3 bodies: Ana, Bob and Cy.`` (worded with no gender: a player's is unknown)."""
    if not names:
        return translate("Texts", "Nobody died last night.")
    if len(names) == 1:
        return translate("Texts", "{name} was found dead.").format(name=names[0])
    return translate("Texts", "The village finds {count} bodies: {names}.").format(
        count=len(names), names=names_list(names)
    )


def ghost_lines(sees_all: bool, knows_cards: bool) -> dict[str, str]:
    """The dead's screen, as the rules let the dead see (``sees_all``: every role, as in
    ``jinrou``, ``thiercelieux``, ``anniversary``; otherwise no more than the living,
    forum's usual rule, and only the cards this seat knew alive, ``knows_cards``):
    ``ghostIntro`` above the list, ``ghostShow`` / ``ghostHide`` the button's labels while
    the list's cards are hidden / shown (empty: no button, nothing to hide)."""
    if sees_all:
        intro = translate("Ghost", "Stay silent at the table. From the beyond, you see every role:")
        show = translate("Ghost", "Hold to see every role (key R)")
        hide = translate("Ghost", "Hide the roles")
    elif knows_cards:
        intro = translate(
            "Ghost",
            "Stay silent at the table. The dead learn no more than the living until the end: "
            "the cards you knew.",
        )
        show = translate("Ghost", "Hold to see the cards you knew (key R)")
        hide = translate("Ghost", "Hide the cards")
    else:
        intro = translate(
            "Ghost",
            "Stay silent at the table. The dead learn no more than the living: every card "
            "shows at the end.",
        )
        show = hide = ""
    return {"ghostIntro": intro, "ghostShow": show, "ghostHide": hide}


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


def also_gone(names: list[str]) -> str:
    """The TV's line for those who died with the players its news is about (a lover's
    grief, a Hunter's target at a one-night tally)."""
    return translate("Board", "Also gone: {names}").format(names=names_list(names))


def departures_line(names: list[str]) -> str:
    """Players who leave the game outside the morning and the tally (a tie-break, a
    revenge): ``Ana leaves the village.``, ``Ana and Bob leave the village.``; never
    "found dead"."""
    if len(names) == 1:
        return translate("Texts", "{name} leaves the village.").format(name=names[0])
    return translate("Texts", "{names} leave the village.").format(names=names_list(names))


def shot_deaths_line(names: list[str]) -> str:
    """The deaths a Hunter's shot caused where the table may know neither who fired nor
    which of ``names`` he aimed at (``forum``: the target, and a lover who died of grief,
    are announced together in seat order): ``Ana and Bob did not survive the shot.``"""
    if len(names) == 1:
        return shot_line(names[0])
    return translate("Texts", "{names} did not survive the shot.").format(names=names_list(names))


def votes_count(count: int) -> str:
    return translate("Texts", "%n vote(s)", None, count)


def shown_role(name: str, role_id: str) -> str:
    """A card shown at the tally (the banished's, where it is shown; every card at a
    one-night game's end): ``Ana's card: Seer.`` (no article to agree with the role)."""
    return translate("Texts", "{name}'s card: {role}.").format(name=name, role=role_name(role_id))


def tally_outcome(
    outcome: str,
    banished: str | None,
    tied: list[str],
    eliminated: list[str] | None = None,
    title: str = "captain",
) -> str:
    """How a vote ended: banished (one player, or ``eliminated``: several at once), tie
    and revote, lots drawn, the holder of ``title`` to break the tie, the Scapegoat
    eliminated instead of the tied, or nobody."""
    if outcome == "scapegoat":
        text = translate(
            "Texts", "Tie between {names}: the Scapegoat {name} is eliminated instead."
        )
        return text.format(names=names_list(tied), name=banished)
    if outcome == "banished" and eliminated and len(eliminated) > 1:
        return translate("Texts", "{names} are eliminated.").format(names=names_list(eliminated))
    if outcome == "banished":
        return translate("Texts", "{name} is banished.").format(name=banished)
    if outcome == "revote":
        return translate("Texts", "Tie between {names}: vote again.").format(names=names_list(tied))
    if outcome == "random":
        text = translate("Texts", "Tie between {names}: lots are drawn, {name} is banished.")
        return text.format(names=names_list(tied), name=banished)
    if outcome == "tie_break":
        if not tied:  # totals kept secret (a hidden bonus): the tied stay unnamed
            return translate("Texts", "The vote is tied: the {title} breaks the tie.").format(
                title=title_name(title)
            )
        text = translate("Texts", "Tie between {names}: the {title} breaks the tie.")
        return text.format(names=names_list(tied), title=title_name(title))
    if outcome == "elected":
        return translate("Texts", "{name} is elected.").format(name=names_list(tied))
    if outcome == "drawn":
        return translate("Texts", "Tie between {names}: lots are drawn.").format(
            names=names_list(tied)
        )
    return translate("Texts", "Nobody is banished.")


# --------------------------------------------------------------------------- forum (issue 15)
# The ``forum`` edition's texts (RULES §4), appended as one block: its name, the names of
# its new roles, how each of its roles plays there, its night's narration, its settings,
# its prompts and options.

EDITION_NAMES["forum"] = QT_TRANSLATE_NOOP("Editions", "Forum rules, with a Mayor")

ROLE_NAMES.update(
    {
        "savior": QT_TRANSLATE_NOOP("Roles", "Savior"),
        "scapegoat": QT_TRANSLATE_NOOP("Roles", "Scapegoat"),
    }
)

EDITION_ROLE_HELP.update(
    {
        ("forum", "villager"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "No power at night. By day, read the others, weigh every word and vote "
            "the wolves out; a Mayor breaks the ties.",
        ),
        ("forum", "werewolf"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Every night, from the first, agree with your pack on a victim; plot in "
            "the pack's chat. If a Little Girl plays, each wolf also hides one cell "
            "where she spots him and one where she gets caught.",
        ),
        ("forum", "seer"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Each night you see the true card of one player. At some tables the "
            "village hears each morning which card you saw, never who you are.",
        ),
        ("forum", "witch"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "One potion to heal, one to kill, each good once. While you still hold "
            "the healing one, you learn the wolves' victim and may spare them, "
            "yourself included. Never both potions in the same night.",
        ),
        ("forum", "hunter"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "However you die, by fang, poison, vote or grief, you take one living "
            "player down with you.",
        ),
        ("forum", "cupid"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "On the first night, bind two players in love (you may be one). They "
            "learn whom they love, not each other's card, may not vote against "
            "each other, and win if they are the last ones standing. Then you are a "
            "plain villager.",
        ),
        ("forum", "little_girl"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "While the wolves hunt you may spy: pick one square of an 8×8 grid the "
            "wolves have laid out. You may spot a wolf's face, see nothing, or be "
            "caught and devoured in place of their prey.",
        ),
        ("forum", "thief"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You hold two colours: one makes you a werewolf, the other a villager, "
            "and you do not know which is which. Any night, once, you may pick one. "
            "Until then you count as a villager.",
        ),
        ("forum", "savior"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Each night, shield one player from the wolves, yourself allowed, but "
            "never the same one two nights in a row.",
        ),
        ("forum", "scapegoat"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "If the village's vote ends in a tie, you pay for it: you leave instead "
            "of the tied players, and you choose who may vote the next day.",
        ),
    }
)

EDITION_ROLE_BLURBS.update(
    {
        ("forum", "villager"): QT_TRANSLATE_NOOP("RoleBlurbs", "No power: talks, suspects, votes."),
        ("forum", "werewolf"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Hunts every night, plots in the pack's chat."
        ),
        ("forum", "seer"): QT_TRANSLATE_NOOP("RoleBlurbs", "Sees one player's card each night."),
        ("forum", "witch"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "One potion to heal, one to kill; never both at once."
        ),
        ("forum", "hunter"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Takes someone along, however he dies."
        ),
        ("forum", "cupid"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Makes two players fall in love on the first night."
        ),
        ("forum", "little_girl"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Spies on the wolves through their own grid."
        ),
        ("forum", "thief"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Picks a colour once: villager or werewolf."
        ),
        ("forum", "savior"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Shields one player a night, never twice running."
        ),
        ("forum", "scapegoat"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Dies for a tied vote, then picks tomorrow's voters."
        ),
    }
)

EDITION_NARRATION.update(
    {
        ("forum", "thief"): QT_TRANSLATE_NOOP(
            "Narration", "The Thief wakes up and weighs his two colours…"
        ),
        ("forum", "cupid"): QT_TRANSLATE_NOOP(
            "Narration", "Cupid wakes up and lets fly his arrow…"
        ),
        ("forum", "seer"): QT_TRANSLATE_NOOP(
            "Narration", "The Seer wakes up and looks at someone's card…"
        ),
        ("forum", "savior"): QT_TRANSLATE_NOOP(
            "Narration", "The Savior wakes up and shields someone…"
        ),
        ("forum", "grid_sees"): QT_TRANSLATE_NOOP(
            "Narration", "The werewolves hide where the Little Girl might spot them…"
        ),
        ("forum", "grid_caught"): QT_TRANSLATE_NOOP(
            "Narration", "The werewolves set their traps for the Little Girl…"
        ),
        ("forum", "werewolf"): QT_TRANSLATE_NOOP(
            "Narration",
            "The werewolves wake up and choose their prey, the Little Girl holds her breath…",
        ),
        ("forum", "witch"): QT_TRANSLATE_NOOP(
            "Narration", "The Witch wakes up and looks over her potions…"
        ),
    }
)

SETTING_NAMES.update(
    {
        "talkative_seer": QT_TRANSLATE_NOOP("Settings", "The village hears what the Seer saw"),
        "love_triangle": QT_TRANSLATE_NOOP("Settings", "A love triangle"),
        "votes_final": QT_TRANSLATE_NOOP("Settings", "A cast ballot is final"),
        "dead_see_roles": QT_TRANSLATE_NOOP("Settings", "The dead see every card"),
    }
)

# Cupid's two arrows, the Little Girl's peek and the Witch's poison ask what they ask in
# ``thiercelieux`` (one prompt per action, whatever the edition).
ACTION_PROMPTS.update(
    {
        "colour": QT_TRANSLATE_NOOP("Actions", "Pick one of your colours, or wait"),
        "place_sees": QT_TRANSLATE_NOOP(
            "Actions", "Hide a square where the Little Girl would spot you"
        ),
        "place_caught": QT_TRANSLATE_NOOP(
            "Actions", "Set a square where the Little Girl would get caught"
        ),
    }
)

OPTION_NAMES.update(
    {
        "red": QT_TRANSLATE_NOOP("Options", "red"),
        "blue": QT_TRANSLATE_NOOP("Options", "blue"),
        "green": QT_TRANSLATE_NOOP("Options", "green"),
        "yellow": QT_TRANSLATE_NOOP("Options", "yellow"),
        "purple": QT_TRANSLATE_NOOP("Options", "purple"),
        "orange": QT_TRANSLATE_NOOP("Options", "orange"),
        "white": QT_TRANSLATE_NOOP("Options", "white"),
        "black": QT_TRANSLATE_NOOP("Options", "black"),
    }
)

#: The talkative Seer's morning note is ``seer_saw:<role id>`` (see :func:`note`).
NOTES["seer_saw"] = QT_TRANSLATE_NOOP("Notes", "Last night the Seer saw a card: {role}.")

# --------------------------------------------------------------------------- anniversary
# The ``anniversary`` edition's texts (RULES §5, part one: issue 16), appended as one block:
# its name and presets, the names of its own characters, how each of its characters plays
# there, its night's narration, its settings, prompts, options, titles and owed actions.

EDITION_NAMES["anniversary"] = QT_TRANSLATE_NOOP(
    "Editions", "The 25th-anniversary box, with a Captain"
)

ROLE_NAMES.update(
    {
        "elder": QT_TRANSLATE_NOOP("Roles", "Elder"),
        "village_idiot": QT_TRANSLATE_NOOP("Roles", "Village Idiot"),
        "raven": QT_TRANSLATE_NOOP("Roles", "Raven"),
        "puppeteer": QT_TRANSLATE_NOOP("Roles", "Puppeteer"),
        "learned_monkey": QT_TRANSLATE_NOOP("Roles", "Learned Monkey"),
        "colossus": QT_TRANSLATE_NOOP("Roles", "Colossus"),
        "mother_wolf": QT_TRANSLATE_NOOP("Roles", "Mighty Mother of Wolves"),
    }
)

#: The named compositions of an edition (``catalogue.presets``), keyed by preset id.
PRESET_NAMES = {
    "first_game": QT_TRANSLATE_NOOP("Presets", "First game"),
    "scenario_colossus": QT_TRANSLATE_NOOP("Presets", "Scenario: the Colossus"),
    "scenario_puppeteer": QT_TRANSLATE_NOOP("Presets", "Scenario: the Puppeteer"),
    "scenario_monkey": QT_TRANSLATE_NOOP("Presets", "Scenario: the Learned Monkey"),
    "scenario_mother": QT_TRANSLATE_NOOP("Presets", "Scenario: the Mother of Wolves"),
}


def preset_name(preset_id: str) -> str:
    """A preset's display name (its id when unknown here)."""
    return _lookup(PRESET_NAMES, preset_id, "Presets", preset_id)


def preset_size_reason(min_players: int, max_players: int, players: int) -> str:
    """Why a preset made for ``min_players``-``max_players`` seats is greyed out at
    ``players``: too few or too many."""
    if players < min_players:
        return translate("Presets", "From %n players", None, min_players)
    return translate("Presets", "Up to %n players", None, max_players)


EDITION_ROLE_HELP.update(
    {
        ("anniversary", "villager"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "No power at night. By day, listen, doubt, and raise your hand against "
            "the wolves; your voice is all you have.",
        ),
        ("anniversary", "werewolf"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Every night, from the first, agree with your pack on one victim. You "
            "may never pick a fellow wolf, except the Mother of Wolves.",
        ),
        ("anniversary", "seer"): QT_TRANSLATE_NOOP(
            "RoleHelp", "Each night, you see the exact card of one living player."
        ),
        ("anniversary", "witch"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Each night you learn who the wolves' attacks will kill. One potion "
            "brings one of them back, one potion kills anyone at dawn; each works "
            "once, and you may use both the same night.",
        ),
        ("anniversary", "hunter"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Whatever kills you, you fire one last shot and a living player falls with you.",
        ),
        ("anniversary", "cupid"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "On the first night, make two players fall in love (you may be one). If "
            "one dies, so does the other; if they are the last two alive, they win "
            "together, whatever their camps.",
        ),
        ("anniversary", "little_girl"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "While the wolves hunt, you may peek: pick a square of an 8×8 grid. You "
            "may glimpse a wolf, see nothing, or get caught and become their prey; "
            "then no Savior can shield you.",
        ),
        ("anniversary", "thief"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "On the first night you see the two cards nobody was dealt and may take "
            "one: you play it from that very night. Keep yours and you are a "
            "plain villager.",
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
        ("anniversary", "learned_monkey"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Called every night, you wake only once in the whole game, when you "
            "choose: then look at the players' cards one by one, as long as you "
            "like. The first wolf card you see kills you.",
        ),
        ("anniversary", "colossus"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You never wake. If the wolves kill you, you name one of them at dawn "
            "and drag them down with you.",
        ),
        ("anniversary", "mother_wolf"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You hunt with the pack, who know you as their Mother. The only wolf "
            "they may bite: their first bite fails, the second kills. Anything "
            "else kills you at once.",
        ),
        ("anniversary", "scapegoat"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Whenever the village's vote is tied, you pay for it and leave instead; "
            "then you choose who may vote the next day.",
        ),
        ("anniversary", "savior"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Each night, shield one player from the wolves, yourself allowed, never "
            "the same one two nights running. Poison and bullets go through.",
        ),
    }
)

EDITION_ROLE_BLURBS.update(
    {
        ("anniversary", "villager"): QT_TRANSLATE_NOOP("RoleBlurbs", "No power: talks and votes."),
        ("anniversary", "werewolf"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Hunts with the pack every night."
        ),
        ("anniversary", "seer"): QT_TRANSLATE_NOOP("RoleBlurbs", "Sees one card each night."),
        ("anniversary", "witch"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Sees the night's victims; one potion to heal, one to kill."
        ),
        ("anniversary", "hunter"): QT_TRANSLATE_NOOP("RoleBlurbs", "Shoots someone as he dies."),
        ("anniversary", "cupid"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Makes two lovers on the first night."
        ),
        ("anniversary", "little_girl"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Peeks at the wolves, at her own risk."
        ),
        ("anniversary", "thief"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "May take one of the two undealt cards."
        ),
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
        ("anniversary", "learned_monkey"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Once a game, looks at cards until he stops or sees a wolf."
        ),
        ("anniversary", "colossus"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Killed by the wolves, takes one of them along."
        ),
        ("anniversary", "mother_wolf"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Hunts with the pack; survives its first bite."
        ),
        ("anniversary", "scapegoat"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Dies for a tied vote, then picks tomorrow's voters."
        ),
        ("anniversary", "savior"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Shields one player a night, never twice running."
        ),
    }
)

EDITION_NARRATION.update(
    {
        ("anniversary", "thief"): QT_TRANSLATE_NOOP(
            "Narration", "The Thief wakes up and looks at the two spare cards…"
        ),
        ("anniversary", "cupid"): QT_TRANSLATE_NOOP(
            "Narration", "Cupid wakes up and picks two hearts…"
        ),
        ("anniversary", "lovers"): QT_TRANSLATE_NOOP(
            "Narration", "The lovers open their eyes and recognise each other…"
        ),
        ("anniversary", "savior"): QT_TRANSLATE_NOOP(
            "Narration", "The Savior wakes up and shields someone…"
        ),
        ("anniversary", "seer"): QT_TRANSLATE_NOOP(
            "Narration", "The Seer wakes up and looks at someone's card…"
        ),
        ("anniversary", "werewolf"): QT_TRANSLATE_NOOP(
            "Narration", "The pack wakes up and chooses its prey, the Little Girl peeks…"
        ),
        ("anniversary", "colossus"): QT_TRANSLATE_NOOP(
            "Narration", "The Colossus sleeps on, heavy as a rock…"
        ),
        ("anniversary", "learned_monkey"): QT_TRANSLATE_NOOP(
            "Narration", "The Learned Monkey may wake up and look at the cards…"
        ),
        ("anniversary", "witch"): QT_TRANSLATE_NOOP(
            "Narration", "The Witch wakes up and looks over her potions…"
        ),
        ("anniversary", "raven"): QT_TRANSLATE_NOOP(
            "Narration", "The Raven wakes up and marks a door…"
        ),
    }
)

SETTING_NAMES.update(
    {
        "elder_dies_on": QT_TRANSLATE_NOOP("Settings", "The Elder dies"),
        "raven_public": QT_TRANSLATE_NOOP("Settings", "The Raven's mark is announced"),
    }
)

SETTING_VALUES.update(
    {
        ("elder_dies_on", "second_attack"): QT_TRANSLATE_NOOP(
            "SettingValues", "at the wolves' second attack"
        ),
        ("elder_dies_on", "two_nights_running"): QT_TRANSLATE_NOOP(
            "SettingValues", "attacked two nights running"
        ),
        ("tie_rule", "captain"): QT_TRANSLATE_NOOP("SettingValues", "the Captain decides"),
        ("tie_rule", "nobody"): QT_TRANSLATE_NOOP("SettingValues", "nobody leaves"),
    }
)

ACTION_PROMPTS.update(
    {
        "mark": QT_TRANSLATE_NOOP("Actions", "Whom do you mark for tomorrow's vote?"),
        "revenge": QT_TRANSLATE_NOOP("Actions", "The wolves killed you: which of them falls too?"),
    }
)

OPTION_NAMES["stop"] = QT_TRANSLATE_NOOP("Options", "Stop looking")
TITLE_NAMES["mute"] = QT_TRANSLATE_NOOP("Titles", "Mute")
OWED_LINES["revenge"] = QT_TRANSLATE_NOOP("Owed", "The Colossus points at a wolf…")
OWED_DEATHS["revenge"] = QT_TRANSLATE_NOOP("Owed", "The Colossus strikes back")
#: The public Raven's morning note is ``raven_mark:<seat>`` (see :func:`note`).
NOTES["raven_mark"] = QT_TRANSLATE_NOOP(
    "Notes", "The Raven has marked {name}: two more votes against them today."
)
#: A badge's line when it is handed out (nobody is elected to it; see :func:`title_given`).
BADGE_LINES = {
    "mute": QT_TRANSLATE_NOOP(
        "Titles", "{name} is muted: nobody leaves today; no more speaking, but still a vote."
    )
}
#: The board's line when the banished card is the Elder (RULES §5: every village power lost).
ELDER_BANISHED = QT_TRANSLATE_NOOP(
    "Texts", "The village banished its Elder: every village power is lost for the rest of the game."
)


#: The tally's line when the vote designates a card that stays (RULES §5), by role.
SPARED_LINES = {
    "village_idiot": QT_TRANSLATE_NOOP(
        "Texts", "{name} is the Village Idiot: spared, but they will never vote again."
    ),
    "puppeteer": QT_TRANSLATE_NOOP(
        "Texts", "{name} is the Puppeteer: the strings hold, nobody is banished today."
    ),
}


def spared_line(name: str, role_id: str) -> str:
    """The tally's line when the vote designated ``name``, whose card ``role_id`` was shown
    and who stays alive (the Idiot, the Puppeteer)."""
    fallback = translate("Texts", "{name} shows their card: {role}, and stays.")
    return _lookup(SPARED_LINES, role_id, "Texts", fallback).format(
        name=name, role=role_name(role_id)
    )


def session_prompt(looked: list[str]) -> str:
    """The Learned Monkey's question once his session is open: the cards seen so far
    tonight (``looked``: their holders), then the next or stop."""
    return translate("Actions", "Seen so far: {names}. Whose card next, or stop looking?").format(
        names=names_list(looked)
    )


def powers_lost_line(role_id: str) -> str:
    """The line under a banished card that takes the village's powers (the Elder's), or ""."""
    return translate("Texts", ELDER_BANISHED) if role_id == "elder" else ""


# --------------------------------------------------------------------------- anniversary, part two
# The expansion characters of the ``anniversary`` edition (RULES §5, part two: issue 17),
# appended as one block: their names, how each plays, their night calls, prompts, options,
# the owed choice, the tetanus, the solo wins, the sisters' channel and the bear's growl.

ROLE_NAMES.update(
    {
        "piper": QT_TRANSLATE_NOOP("Roles", "Piper"),
        "white_werewolf": QT_TRANSLATE_NOOP("Roles", "White Werewolf"),
        "big_bad_wolf": QT_TRANSLATE_NOOP("Roles", "Big Bad Wolf"),
        "accursed_wolf_father": QT_TRANSLATE_NOOP("Roles", "Accursed Wolf-Father"),
        "wild_child": QT_TRANSLATE_NOOP("Roles", "Wild Child"),
        "bear_tamer": QT_TRANSLATE_NOOP("Roles", "Bear Tamer"),
        "thiercelieux_fox": QT_TRANSLATE_NOOP("Roles", "Fox of Thiercelieux"),
        "rusty_knight": QT_TRANSLATE_NOOP("Roles", "Knight with the Rusty Sword"),
        "stuttering_judge": QT_TRANSLATE_NOOP("Roles", "Stuttering Judge"),
        "devoted_servant": QT_TRANSLATE_NOOP("Roles", "Devoted Servant"),
        "two_sisters": QT_TRANSLATE_NOOP("Roles", "Two Sisters"),
    }
)

EDITION_ROLE_HELP.update(
    {
        ("anniversary", "piper"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You play alone. Each night, charm two players who are not charmed yet; "
            "the charmed learn who else is. You win alone as soon as every other "
            "living player is charmed. Your charm ends if you die.",
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
        ("anniversary", "rusty_knight"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "If the wolves devour you, the first wolf after you around the table "
            "catches tetanus and dies as the next night falls.",
        ),
        ("anniversary", "stuttering_judge"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Once in the game, with your ballot, you may secretly call for a second "
            "vote: the village votes again right after the first result, without "
            "debate.",
        ),
        ("anniversary", "devoted_servant"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "Once in the game, when the village banishes someone, you may take their "
            "card before it is shown and play it from then on; they leave showing "
            "yours. Not if you are in love.",
        ),
        ("anniversary", "two_sisters"): QT_TRANSLATE_NOOP(
            "RoleHelp",
            "You are two. You know each other from the start and share a private channel.",
        ),
    }
)

EDITION_ROLE_BLURBS.update(
    {
        ("anniversary", "piper"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Charms two players a night; wins when all are charmed."
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
        ("anniversary", "bear_tamer"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "His bear growls when a wolf sits beside him."
        ),
        ("anniversary", "thiercelieux_fox"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Sniffs out wolves in groups of three."
        ),
        ("anniversary", "rusty_knight"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "His rusty sword poisons the wolf that eats him."
        ),
        ("anniversary", "stuttering_judge"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "May call a second vote once."
        ),
        ("anniversary", "devoted_servant"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "May take a banished player's card."
        ),
        ("anniversary", "two_sisters"): QT_TRANSLATE_NOOP(
            "RoleBlurbs", "Two sisters who know each other."
        ),
    }
)

EDITION_NARRATION.update(
    {
        ("anniversary", "wild_child"): QT_TRANSLATE_NOOP(
            "Narration", "The Wild Child wakes up and chooses a model…"
        ),
        ("anniversary", "two_sisters"): QT_TRANSLATE_NOOP(
            "Narration", "The two sisters wake up and recognise each other…"
        ),
        ("anniversary", "thiercelieux_fox"): QT_TRANSLATE_NOOP(
            "Narration", "The Fox wakes up and sniffs around…"
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
        ("anniversary", "piper"): QT_TRANSLATE_NOOP(
            "Narration", "The Piper plays his tune and charms the sleepers…"
        ),
    }
)

ACTION_PROMPTS.update(
    {
        "devour_alone": QT_TRANSLATE_NOOP("Actions", "Whom do you devour alone?"),
        "infect": QT_TRANSLATE_NOOP("Actions", "Do you infect the pack's victim?"),
        "model": QT_TRANSLATE_NOOP("Actions", "Whom do you take as your model?"),
        "sniff": QT_TRANSLATE_NOOP("Actions", "Around whom do you sniff?"),
        "charm": QT_TRANSLATE_NOOP("Actions", "Which two players do you charm?"),
        "vote_twice": QT_TRANSLATE_NOOP("Actions", "Vote, and secretly call for a second vote"),
        "take_card": QT_TRANSLATE_NOOP("Actions", "Do you take the banished player's card?"),
    }
)

OPTION_NAMES.update(
    {
        "infect": QT_TRANSLATE_NOOP("Options", "Infect"),
        "second_vote": QT_TRANSLATE_NOOP("Options", "Second vote"),
    }
)

OWED_LINES.update(
    {
        "take_card": QT_TRANSLATE_NOOP(
            "Owed", "The village waits a moment before the card is shown…"
        ),
    }
)

OWED_DEATHS.update(
    {
        "take_card": QT_TRANSLATE_NOOP("Owed", "The card is revealed"),
    }
)


def secret_ballot_prompt(action: str, question: str) -> str:
    """The vote's ``question`` once the secret ballot ``action``'s button is pressed (the
    Stuttering Judge's: his ballot also calls for a second vote)."""
    return translate("Actions", "{question} (A second vote follows.)").format(question=question)


#: The Devoted Servant's owed choice (its action and its kind).
TAKE_CARD = "take_card"


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


#: Owed kinds that are a secret pause of the whole village (the Devoted Servant's choice):
#: no answer is announced, the deaths that follow are the banished leaving.
PAUSE_KINDS = frozenset({TAKE_CARD})


def banished_card_line(name: str, role_id: str) -> str:
    """The banished ``name`` leaves after the village's pause, showing ``role_id``; any
    card but the Devoted Servant's, as a plain reveal. Hers reads the same whether it was
    the banished's own or the Servant took theirs: the table cannot tell the two apart."""
    if role_id == "devoted_servant":
        return translate(
            "Texts",
            "{name} leaves showing the Devoted Servant's card: their own, or the Servant"
            " secretly took theirs.",
        ).format(name=name)
    if not role_id:
        return translate("Texts", "{name} is banished.").format(name=name)
    return translate("Texts", "{name} is banished. Their card: {role}.").format(
        name=name, role=role_name(role_id)
    )


CAUSES.update(
    {
        "tetanus": QT_TRANSLATE_NOOP("Causes", "struck down by tetanus"),
    }
)

WINNERS.update(
    {
        "piper": QT_TRANSLATE_NOOP("Winners", "The Piper wins alone!"),
        "white_werewolf": QT_TRANSLATE_NOOP("Winners", "The White Werewolf wins alone!"),
    }
)

CHANNEL_NAMES.update(
    {
        "sisters": QT_TRANSLATE_NOOP("Channels", "The sisters"),
    }
)

NOTES.update(
    {
        "growl": QT_TRANSLATE_NOOP("Notes", "The bear growls this morning!"),
    }
)


# --------------------------------------------------------------------------- anniversary, part two:
# the night on the laptops (issue 17): what the Fox, the charmed, the infected, a turned Wild
# Child and the Two Sisters read in their private notes, the prompts of a power spent.

#: What a step told a seat (``Told.what``), besides :func:`told_note`'s own: the Fox's answer
#: (``names``: the player he pointed at), the Piper's charm (``names``: every living charmed
#: player, this seat among them).
TOLD_NOTES = {
    "fox_pack": QT_TRANSLATE_NOOP(
        "Notes", "your nose twitches: a wolf hides among {names} and their two nearest neighbours."
    ),
    "fox_clear": QT_TRANSLATE_NOOP(
        "Notes",
        "no wolf among {names} and their two nearest neighbours: your nose has lost its "
        "power for good.",
    ),
    "charmed": QT_TRANSLATE_NOOP("Notes", "the Piper's tune charms you. The charmed: {names}."),
}

#: A team seen at the deal with its own line (not the pack's): the Two Sisters.
TEAM_LINES = {
    "two_sisters": QT_TRANSLATE_NOOP("Texts", "Your sister: {names}"),
}

#: The note of a night choice, by action, besides :func:`pick_note`'s own.
PICK_NOTES = {
    "model": QT_TRANSLATE_NOOP("Notes", "you took {picked} as your model."),
    "sniff": QT_TRANSLATE_NOOP("Notes", "you sniffed around {picked}."),
    "charm": QT_TRANSLATE_NOOP("Notes", "you charmed {picked}."),
    "devour_alone": QT_TRANSLATE_NOOP("Notes", "you devoured {picked} alone."),
    "infect": QT_TRANSLATE_NOOP("Notes", "you infected the pack's victim."),
}

#: A seat joined the pack in play (``CampChanged.why``): the line its holder reads (``names``:
#: the pack it joins), and the one the pack reads (``name``: the newcomer).
JOINED_NOTES = {
    "infected": (
        QT_TRANSLATE_NOOP(
            "Notes",
            "You are infected! You keep your card and your power, and from the next night "
            "you hunt with the pack: {names}.",
        ),
        QT_TRANSLATE_NOOP(
            "Notes", "{name} is infected: from the next night they hunt with the pack."
        ),
    ),
    "wild_child": (
        QT_TRANSLATE_NOOP(
            "Notes",
            "Your model is dead: you become a werewolf and hunt with the pack from the next "
            "night: {names}.",
        ),
        QT_TRANSLATE_NOOP(
            "Notes",
            "{name}, the Wild Child, lost their model: from the next night they hunt with "
            "the pack.",
        ),
    ),
}

#: The prompt of a role whose power is spent, in its own night step (it answers a decoy
#: there, like everybody not called), by role id (the step's id).
SPENT_PROMPTS = {
    "thiercelieux_fox": QT_TRANSLATE_NOOP(
        "Actions", "Your nose has lost its power: touch any name, so nobody can tell."
    ),
    "accursed_wolf_father": QT_TRANSLATE_NOOP(
        "Actions", "Your infection is spent: touch any name, so nobody can tell."
    ),
    "big_bad_wolf": QT_TRANSLATE_NOOP(
        "Actions", "A wolf has died: no second prey any more. Touch any name, so nobody can tell."
    ),
}

#: A question that differs by the step it is asked in: (step, action) -> prompt.
STEP_PROMPTS = {
    ("white_werewolf", "devour_alone"): QT_TRANSLATE_NOOP(
        "Actions", "Which wolf do you devour alone tonight?"
    ),
}
#: The Piper's question when one player only is left to charm.
CHARM_ONE = QT_TRANSLATE_NOOP("Actions", "One player is left to charm: whom?")


def night_told_note(what: str, names: list[str]) -> str | None:
    """The note of a :data:`TOLD_NOTES` answer, or None for another ``what``."""
    if what not in TOLD_NOTES:
        return None
    return translate("Notes", TOLD_NOTES[what]).format(names=names_list(names))


def pack_team(role_id: str) -> bool:
    """Whether a team seen at the deal reads as the pack (``The pack: ...``): every wolf
    card but the Mother Wolf (marked as such), and no couple nor sisters."""
    return role_id not in ("mother_wolf", "lover") and role_id not in TEAM_LINES


def charm_list_note(names: list[str]) -> str:
    """The Piper's list of the living players he has charmed so far."""
    return translate("Notes", "charmed so far: {names}.").format(names=names_list(names))


def joined_note(why: str, name: str, pack: list[str], *, mine: bool) -> str | None:
    """A seat joined the pack (``why``: ``infected``, ``wild_child``): the line its holder
    reads (``mine``; ``pack``: the pack it joins) or the pack's (``name``); None for a
    change of camp read elsewhere."""
    if why not in JOINED_NOTES:
        return None
    own, others = JOINED_NOTES[why]
    if mine:
        return translate("Notes", own).format(names=names_list(pack))
    return translate("Notes", others).format(name=name)


def spent_prompt(role_id: str) -> str | None:
    """The prompt of ``role_id`` in its own step once its power is spent, if it has one."""
    return translate("Actions", SPENT_PROMPTS[role_id]) if role_id in SPENT_PROMPTS else None


def step_prompt(step: str, action: str) -> str | None:
    """The question of ``action`` in night step ``step`` when it differs from the action's
    usual one (the White Werewolf's lone kill)."""
    prompt = STEP_PROMPTS.get((step, action))
    return None if prompt is None else translate("Actions", prompt)


def charm_prompt(count: int) -> str:
    """The Piper's question: two players, or the last one left."""
    return translate("Actions", CHARM_ONE) if count == 1 else action_prompt("charm")
