"""The core of the product texts computed in Python: the sentences every edition shares
(phases, votes, deaths, titles, the night's notes, settings) and the lookups that read the
tables of :mod:`.registry`, which the character families (:mod:`.roles`) and the editions
(:mod:`.editions`) fill when they are imported, here.

Texts are written in English and wrapped for Qt's translation tools (``QT_TRANSLATE_NOOP``
tables, :func:`~.i18n.translate` calls); the French translation lives in
``resources/translations/lgdesktop_fr.ts``. Each function returns the text in the language in
force when it is called, so view-models rebuild their texts when the language changes.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...engine import catalogue
from ...engine.settings import NO_TIMER
from . import roles  # noqa: F401  (each family fills the registry's tables on import)

# The sentences the screens call by name that belong to one family of characters.
from .editions import edition_choice as edition_choice
from .editions import edition_name as edition_name
from .editions import player_warning as player_warning
from .editions import preset_name as preset_name
from .editions import preset_size_reason as preset_size_reason
from .i18n import translate
from .registry import (
    BADGE_LINES,
    BANISHED_CARD_LINES,
    CAUSES,
    CHANNEL_NAMES,
    EDITION_NARRATION,
    EDITION_ROLE_BLURBS,
    EDITION_ROLE_HELP,
    FORM_QUESTIONS,
    JOINED_NOTES,
    NARRATION,
    NOBODY_TOLD_NOTES,
    NOTES,
    OPTION_NAMES,
    OWED_DEATHS,
    OWED_LINES,
    OWN_TOLD_NOTES,
    PICK_NOTES,
    PLURAL_ROLES,
    POWERS_LOST_LINES,
    ROLE_BLURBS,
    ROLE_HELP,
    SETTING_NAMES,
    SETTING_VALUES,
    SPARED_LINES,
    SPENT_PROMPTS,
    STEP_NOTES,
    STEP_PROMPTS,
    TEAM_LINES,
    TITLE_NAMES,
    TOLD_NOTES,
    WINNERS,
    action_prompt,
    lookup,
    names_list,
    register,
    role_name,
)

# Tables the screens read by name.
from .registry import NIGHTFALL_NOTES as NIGHTFALL_NOTES
from .registry import PAUSE_KINDS as PAUSE_KINDS
from .registry import ROLE_NAMES as ROLE_NAMES
from .roles import witch
from .roles.hunter import shot_deaths_line as shot_deaths_line
from .roles.hunter import shot_line as shot_line
from .roles.little_girl import peek_note as peek_note
from .roles.seers import probe_result as probe_result
from .roles.seers import session_prompt as session_prompt
from .roles.solo import charm_list_note as charm_list_note
from .roles.solo import charm_prompt as charm_prompt
from .roles.thief import TAKE_CARD as TAKE_CARD
from .roles.thief import day_card_note as day_card_note
from .roles.thief import day_take_note as day_take_note
from .roles.thief import take_card_hint as take_card_hint
from .roles.thief import take_card_prompt as take_card_prompt
from .roles.village import second_vote_note as second_vote_note
from .roles.village import secret_ballot_prompt as secret_ballot_prompt
from .roles.witch import POTION_ACTIONS as POTION_ACTIONS
from .roles.witch import potion_note as potion_note

CAMP_NAMES = {
    "village": QT_TRANSLATE_NOOP("Camps", "Village"),
    "wolves": QT_TRANSLATE_NOOP("Camps", "Wolves"),
    "solo": QT_TRANSLATE_NOOP("Camps", "On your own"),
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

# The entries every edition shares (the characters' and the editions' are in their modules).
register(
    NARRATION={
        "night_falls": QT_TRANSLATE_NOOP(
            "Narration", "Night falls on the village. Everybody closes their eyes."
        ),
        "dawn": QT_TRANSLATE_NOOP("Narration", "Dawn breaks. The night is over."),
    },
    SETTING_NAMES={
        "tie_rule": QT_TRANSLATE_NOOP("Settings", "Tied vote"),
        "discussion_seconds": QT_TRANSLATE_NOOP("Settings", "Discussion time"),
        "ghost_chat": QT_TRANSLATE_NOOP("Settings", "The dead may chat"),
        "decoys": QT_TRANSLATE_NOOP("Settings", "Everybody answers at every call"),
    },
    SETTING_VALUES={
        ("tie_rule", "revote_then_random"): QT_TRANSLATE_NOOP(
            "SettingValues", "vote again, then draw lots"
        ),
        ("tie_rule", "random"): QT_TRANSLATE_NOOP("SettingValues", "draw lots at once"),
        ("tie_rule", "revote_then_nobody"): QT_TRANSLATE_NOOP(
            "SettingValues", "vote again, then nobody leaves"
        ),
    },
    ACTION_PROMPTS={
        "vote": QT_TRANSLATE_NOOP("Actions", "Whom do you want to banish?"),
        "proxy_vote": QT_TRANSLATE_NOOP(
            "Actions", "If you are away when the vote closes, vote for"
        ),
        "decoy": QT_TRANSLATE_NOOP("Actions", "Not your turn: touch any name, so nobody can tell"),
        "elect": QT_TRANSLATE_NOOP("Actions", "Whom do you elect?"),
        "abstain": QT_TRANSLATE_NOOP("Actions", "Cast no ballot this time"),
        "tie_break": QT_TRANSLATE_NOOP("Actions", "The vote is tied: you decide who leaves"),
        "successor": QT_TRANSLATE_NOOP("Actions", "You pass your title on: to whom?"),
        "candidacy": QT_TRANSLATE_NOOP("Actions", "Do you stand for election?"),
    },
    TITLE_NAMES={
        "captain": QT_TRANSLATE_NOOP("Titles", "Captain"),
    },
    OWED_LINES={
        "successor": QT_TRANSLATE_NOOP("Owed", "The {title} names a successor…"),
        "tie_break": QT_TRANSLATE_NOOP("Owed", "The vote is tied: the {title} breaks the tie…"),
    },
    OWED_DEATHS={
        "tie_break": QT_TRANSLATE_NOOP("Owed", "The {title} has decided"),
    },
    CAUSES={
        "banished": QT_TRANSLATE_NOOP("Causes", "banished by the village"),
    },
    WINNERS={
        "village": QT_TRANSLATE_NOOP("Winners", "The village wins!"),
        "nobody": QT_TRANSLATE_NOOP("Winners", "Nobody wins."),
    },
    CHANNEL_NAMES={
        "dead": QT_TRANSLATE_NOOP("Channels", "Among the dead"),
    },
    OPTION_NAMES={
        "pass": QT_TRANSLATE_NOOP("Options", "Do nothing"),
        "stand": QT_TRANSLATE_NOOP("Options", "I stand"),
        "decline": QT_TRANSLATE_NOOP("Options", "I decline"),
    },
)


def role_help(role_id: str, edition: str = "") -> str:
    """A short explanation of the role in ``edition``, in our own words."""
    if (edition, role_id) in EDITION_ROLE_HELP:
        return translate("RoleHelp", EDITION_ROLE_HELP[edition, role_id])
    return lookup(ROLE_HELP, role_id, "RoleHelp", "")


def role_blurb(role_id: str, edition: str = "") -> str:
    """What the role does in ``edition``, in one short line (for lists of roles)."""
    if (edition, role_id) in EDITION_ROLE_BLURBS:
        return translate("RoleBlurbs", EDITION_ROLE_BLURBS[edition, role_id])
    return lookup(ROLE_BLURBS, role_id, "RoleBlurbs", "")


def role_camp(edition: str, role_id: str) -> str:
    """The camp id (``village``, ``wolves``, ``solo``) a role plays for."""
    return catalogue.edition_info(edition).role(role_id).camp


def camp_name(camp: str) -> str:
    return lookup(CAMP_NAMES, camp, "Camps", camp)


def narration(step: str, edition: str = "") -> str:
    """The board's line for a night step (``night_falls``, a role id, ``dawn``) of
    ``edition``."""
    text = EDITION_NARRATION.get((edition, step), NARRATION.get(step))
    if text is not None:
        return translate("Narration", text)
    return translate("Narration", "The {role} wakes up…").format(role=role_name(step))


def setting_name(name: str) -> str:
    return lookup(SETTING_NAMES, name, "Settings", name)


def setting_value(name: str, value: str) -> str:
    """A setting's value as players read it (seconds become minutes and seconds)."""
    if name in SECONDS_SETTINGS:
        return translate("SettingValues", "no timer") if value == NO_TIMER else length(int(value))
    if (name, value) in SETTING_VALUES:
        return translate("SettingValues", SETTING_VALUES[name, value])
    return lookup(COMMON_VALUES, value, "SettingValues", value)


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


def actions_prompt(actions: list[str], victims: list[str] = ()) -> str:
    """The question over the forms of one action: the first form's, unless a family words
    these forms itself (:data:`~.registry.FORM_QUESTIONS`, given the pack's ``victims``
    the seat was told: the Witch's potions, the Accursed Wolf-Father's infection)."""
    for question in FORM_QUESTIONS:
        if (text := question(actions, victims)) is not None:
            return text
    return action_prompt(actions[0]) if actions else ""


def title_name(title: str) -> str:
    """``Captain``, ``Mayor`` ...; an unknown title reads as its id."""
    return lookup(TITLE_NAMES, title, "Titles", title)


def owed_line(kind: str, title: str = "captain") -> str:
    """The board's line while an owed action of ``kind`` is awaited (a generic one for a
    kind this app does not know); a successor or a tie-break names the ``title`` held
    (the Captain, forum's Mayor)."""
    return lookup(
        OWED_LINES, kind, "Owed", translate("Owed", "Somebody owes the village one more act…")
    ).format(title=title_name(title))


def owed_deaths_title(kind: str, title: str = "captain") -> str:
    """The board's title over deaths caused by an owed action of ``kind`` (a shot, a
    tie-break by the holder of ``title`` ...)."""
    return lookup(OWED_DEATHS, kind, "Owed", translate("Owed", "One more departure")).format(
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
    """What a step told this seat (``Told.what``): the line its family registered, the
    seat's own one where ``mine`` (this seat is the one it is about: the Little Girl caught,
    the wolf dead of tetanus) or the one for nobody where ``names`` is empty (no victim
    tonight), ``names`` formatted in; a generic line for a ``what`` nobody registered."""
    if mine and what in OWN_TOLD_NOTES:
        return translate("Notes", OWN_TOLD_NOTES[what])
    if not names and what in NOBODY_TOLD_NOTES:
        return translate("Notes", NOBODY_TOLD_NOTES[what])
    if what in TOLD_NOTES:
        return translate("Notes", TOLD_NOTES[what]).format(names=names_list(names))
    return translate("Notes", "you learned: {names}.").format(names=names_list(names))


def weighted_name(name: str, weight: int) -> str:
    """A voter whose ballot counts other than once, in a tally: ``Ana ×2``."""
    return f"{name} {vote_weight(weight)}"


def vote_weight(weight: int) -> str:
    """The mark next to a ballot that counts other than once: ``×2``."""
    return f"×{weight}"


def cause(cause_id: str) -> str:
    return lookup(CAUSES, cause_id, "Causes", cause_id)


def winner_title(winner: str) -> str:
    return lookup(WINNERS, winner, "Winners", winner)


def winners_title(labels) -> str:
    """Every winning side of a game, in the edition's order (one sentence each)."""
    return " ".join(winner_title(label) for label in labels)


def channel_name(channel: str) -> str:
    """The title of a chat channel."""
    return lookup(CHANNEL_NAMES, channel, "Channels", channel)


def option_name(option: str, names: Sequence[str]) -> str:
    """The button of an option of a night action; an option naming a seat
    (``save:<seat>``: the anniversary Witch saves that victim while she poisons) reads
    with the player's name from ``names``."""
    saved = witch.saved_seat(option)
    if saved is not None:
        return witch.save_option(names[saved])
    return lookup(OPTION_NAMES, option, "Options", option)


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
        return lookup(NOTES, key, "Notes", note_id).format(name=name)
    if arg:
        return lookup(NOTES, key, "Notes", note_id).format(role=role_name(arg))
    return lookup(NOTES, note_id, "Notes", note_id)


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


def team_line(role_id: str, names: list[str]) -> str:
    """What a seat learns of its team at the deal: the pack, or a team with its own line
    (:data:`~.registry.TEAM_LINES`: the lovers, anniversary's Mother Wolf, marked as such
    to the pack, the Two Sisters)."""
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


def night_note(number: int, line: str) -> str:
    """A private note labelled by its night, not by a call: ``Night 2: ...``."""
    return translate("Notes", "Night {number}: {line}").format(number=number, line=line)


def pick_note(action: str, picked: str) -> str:
    """The night choice this seat made (``picked``: players, center cards, an option), as
    its action's family words it (:data:`~.registry.PICK_NOTES`); a decoy reads in the
    night's :func:`hunches_note` instead."""
    if action in PICK_NOTES:
        return translate("Notes", PICK_NOTES[action]).format(picked=picked)
    return translate("Notes", "you chose {picked}.").format(picked=picked)


def hunches_note(night: int, names: list[str]) -> str:
    """A night's decoys in one private note (the suspicions noted while other roles were
    called, which change nothing): ``Night 2, your hunches (no effect): Ana, Bob``."""
    line = translate("Notes", "Night {number}, your hunches (no effect): {names}")
    return line.format(number=night, names=names_list(names))


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


def spared_line(name: str, role_id: str) -> str:
    """The tally's line when the vote designated ``name``, whose card ``role_id`` was shown
    and who stays alive (the Idiot, the Puppeteer)."""
    fallback = translate("Texts", "{name} shows their card: {role}, and stays.")
    return lookup(SPARED_LINES, role_id, "Texts", fallback).format(
        name=name, role=role_name(role_id)
    )


def powers_lost_line(role_id: str) -> str:
    """The line under a banished card that takes the village's powers (the Elder's), or ""."""
    return lookup(POWERS_LOST_LINES, role_id, "Texts", "")


def banished_card_line(name: str, role_id: str) -> str:
    """The banished ``name`` leaves after the village's pause, showing ``role_id``: the
    card's own line where its family registered one (the Devoted Servant's, which reads the
    same whether it was the banished's own or the Servant took theirs), a plain reveal
    otherwise."""
    if role_id in BANISHED_CARD_LINES:
        return translate("Texts", BANISHED_CARD_LINES[role_id]).format(name=name)
    if not role_id:
        return translate("Texts", "{name} is banished.").format(name=name)
    return translate("Texts", "{name} is banished. Their card: {role}.").format(
        name=name, role=role_name(role_id)
    )


def pack_team(role_id: str) -> bool:
    """Whether a team seen at the deal reads as the pack (``The pack: ...``): every wolf
    card but those with a line of their own (the Mother Wolf), and no couple nor sisters."""
    return role_id not in TEAM_LINES


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
