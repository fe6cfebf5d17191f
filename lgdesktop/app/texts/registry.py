"""The tables every product text is looked up in, and the one way to fill them.

The core sentences (:mod:`.texts`) read these tables; each character family
(``roles/<family>.py``) and each edition (``editions/<edition>.py``) fills them with its own
entries through :func:`register` when it is imported, and :mod:`.texts` imports every such
module from one place (``roles/__init__.py``, ``editions/__init__.py``). A table's values are
English source texts wrapped in ``QT_TRANSLATE_NOOP(context, text)``; the context each table
is read with is given beside it, and an entry keeps it (the ``.ts`` catalogue matches
translations by context and text).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence

from .i18n import translate


def lookup(table: Mapping, key, context: str, fallback: str) -> str:
    """``table[key]`` translated in ``context``, or ``fallback`` for a key it lacks."""
    text = table.get(key)
    return fallback if text is None else translate(context, text)


def role_name(role_id: str) -> str:
    """The display name of a role (its id when the role is unknown here)."""
    return lookup(ROLE_NAMES, role_id, "Roles", role_id)


def action_prompt(action: str) -> str:
    return lookup(ACTION_PROMPTS, action, "Actions", action)


def names_list(names: list[str]) -> str:
    """``["A", "B", "C"]`` -> ``A, B and C`` in the current language."""
    if len(names) <= 1:
        return "".join(names)
    return translate("Texts", "{first} and {last}").format(
        first=", ".join(names[:-1]), last=names[-1]
    )


# ----------------------------------------------------------------------------- the tables
#: Edition display names, by edition id (context ``Editions``).
EDITION_NAMES: dict[str, str] = {}
#: Role display names, by role id (``Roles``).
ROLE_NAMES: dict[str, str] = {}
#: A role's explanation, by role id (``RoleHelp``), for an edition without its own.
ROLE_HELP: dict[str, str] = {}
#: One line per role for the lobby's list, shorter than :data:`ROLE_HELP` (``RoleBlurbs``).
ROLE_BLURBS: dict[str, str] = {}
#: The explanations of a role that plays differently in an edition, keyed by (edition,
#: role) (``RoleHelp``); other editions use :data:`ROLE_HELP`.
EDITION_ROLE_HELP: dict[tuple[str, str], str] = {}
#: One line per role of an edition whose roles play differently, by (edition, role)
#: (``RoleBlurbs``).
EDITION_ROLE_BLURBS: dict[tuple[str, str], str] = {}
#: The board's line for a night step (``night_falls``, a role id, ``dawn``) (``Narration``).
NARRATION: dict[str, str] = {}
#: The narration lines of an edition whose night differs, keyed by (edition, step)
#: (``Narration``).
EDITION_NARRATION: dict[tuple[str, str], str] = {}
#: Setting names, by setting (``Settings``).
SETTING_NAMES: dict[str, str] = {}
#: A setting's value as players read it, by (setting, value) (``SettingValues``).
SETTING_VALUES: dict[tuple[str, str], str] = {}
#: The question of a night or day action, by action (``Actions``).
ACTION_PROMPTS: dict[str, str] = {}
#: The titles an election hands out (their emblem is resources/roles/<title>.svg) and the
#: badges (``Titles``).
TITLE_NAMES: dict[str, str] = {}
#: A badge's line when it is handed out (nobody is elected to it), by title (``Titles``).
BADGE_LINES: dict[str, str] = {}
#: The board's line while an owed action is awaited, keyed by its kind (``Owed``).
OWED_LINES: dict[str, str] = {}
#: The board's title over deaths an owed action caused, keyed by its kind (``Owed``).
OWED_DEATHS: dict[str, str] = {}
#: Causes of death (``Causes``).
CAUSES: dict[str, str] = {}
#: The end's sentence of each winning side (``Winners``).
WINNERS: dict[str, str] = {}
#: Chat channel titles (``Channels``).
CHANNEL_NAMES: dict[str, str] = {}
#: The buttons of a night action's options (``Options``).
OPTION_NAMES: dict[str, str] = {}
#: Morning notes, by note id (``Notes``; ``key:arg`` ids are formatted by ``texts.note``).
NOTES: dict[str, str] = {}
#: The night calls that are not one role's, as a private note names them (``Notes``).
STEP_NOTES: dict[str, str] = {}
#: What a step told a seat (``Told.what``), ``names`` formatted in (``Notes``).
TOLD_NOTES: dict[str, str] = {}
#: What a step told the seat it is about (``mine``), by ``Told.what`` (``Notes``).
OWN_TOLD_NOTES: dict[str, str] = {}
#: What a step told when it names nobody, by ``Told.what`` (``Notes``).
NOBODY_TOLD_NOTES: dict[str, str] = {}
#: A team seen at the deal with its own line, not the pack's, by role (``Texts``).
TEAM_LINES: dict[str, str] = {}
#: The note of a night choice, by action, ``picked`` formatted in (``Notes``).
PICK_NOTES: dict[str, str] = {}
#: A seat joined the pack in play (``CampChanged.why``): the line its holder reads
#: (``names``: the pack it joins), and the one the pack reads (``name``: the newcomer)
#: (``Notes``).
JOINED_NOTES: dict[str, tuple[str, str]] = {}
#: The prompt of a role whose power is spent, in its own night step (it answers a decoy
#: there, like everybody not called), by role id (the step's id) (``Actions``).
SPENT_PROMPTS: dict[str, str] = {}
#: A question that differs by the step it is asked in: (step, action) -> prompt
#: (``Actions``).
STEP_PROMPTS: dict[tuple[str, str], str] = {}
#: The named compositions of an edition (``catalogue.presets``), by preset id (``Presets``).
PRESET_NAMES: dict[str, str] = {}
#: The tally's line when the vote designates a card that stays (RULES §5), by role
#: (``Texts``).
SPARED_LINES: dict[str, str] = {}
#: The line under a banished card that takes the village's powers, by role (``Texts``).
POWERS_LOST_LINES: dict[str, str] = {}
#: The line of a banished player leaving with a card that has its own, by role (``Texts``).
BANISHED_CARD_LINES: dict[str, str] = {}
#: The recap's story of a character's night, keyed by a pick's action, a ``Told.what`` or
#: a ``CampChanged.why``: ``who`` and ``names`` formatted in (``Recap``).
EXPANSION_RECAP: dict[str, str] = {}
#: A wolf's attack alone in his own night call (by its call, then by its outcome; ``""``
#: any other), ``wolf`` and ``name`` formatted in (``Recap``).
LONE_ATTACKS: dict[str, dict[str, str]] = {}

#: The questions over a seat's forms of one action that a family words itself, given the
#: forms and the pack's victims the seat was told (the Witch's potions, the Accursed
#: Wolf-Father's infection): ``texts.actions_prompt`` asks the first, in registration
#: order, that does not answer None.
FORM_QUESTIONS: list[Callable[[Sequence[str], Sequence[str]], str | None]] = []

#: The cards whose name is plural (one name for the two cards of a pair), which a
#: possessive follows as a plural: ``Two Sisters' call``.
PLURAL_ROLES: set[str] = set()
#: What a step tells that did not happen at its call (a death as the night fell, told as
#: the pack wakes): ``texts.night_note`` labels it.
NIGHTFALL_NOTES: set[str] = set()
#: Owed kinds that are a secret pause of the whole village: no answer is announced, the
#: deaths that follow are the banished leaving.
PAUSE_KINDS: set[str] = set()

#: Every table :func:`register` fills, by the keyword it takes.
TABLES: dict[str, dict | set | list] = {
    name: table
    for name, table in dict(globals()).items()
    if name.isupper() and isinstance(table, dict | set | list)
}


def register(**entries: Mapping | Collection) -> None:
    """Add one module's texts to the tables named by the keywords (``ROLE_NAMES={...}``,
    ``PLURAL_ROLES={...}``): a mapping into a dict table, ids into a set table, functions
    at the end of a list table.

    A key another module already registered is a ValueError, and so is an unknown table:
    each text has one home. A refused registration adds nothing to any table.
    """
    for name, items in entries.items():
        if name not in TABLES:
            raise ValueError(f"no text table {name!r} (known: {', '.join(sorted(TABLES))})")
        clash = sorted(map(str, set(TABLES[name]) & set(items)))
        if clash:
            raise ValueError(f"{name}: {', '.join(clash)} registered twice")
    for name, items in entries.items():
        table = TABLES[name]
        if isinstance(table, list):
            table.extend(items)
        else:
            table.update(items)
