"""The values of the enumerated event fields, declared where they arise.

A client reads a death's cause, an attack's outcome, a vote's outcome, an owed action's
kind or a title's ``how`` as a word from a closed list; this module says which list. Each
word is a :class:`Value` (the field it fills, the word, a one-line doc), declared by
whoever brings the situation it names:

- the kernel's that every edition can give (:data:`KERNEL_VALUES`: a banishment ...);
- an edition's (``Edition.values``: how its votes end, its titles, its owed kinds);
- a role's (``Role.values``: the Witch's ``poisoned``, the Elder's ``withstood`` ...),
  next to the code that emits it, so that adding a character adds its words with it.

The ``told``, ``probe``, ``camp`` and morning-news facts are declared as note keys
(:mod:`.notes`), whose fact is the field's value. :func:`declared_values` gathers all of
an edition's, for docs/protocol.md; its tests check them against what bot games emit and
against the emit sites in the source.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from .model import Camp, Phase

if TYPE_CHECKING:
    from .edition import Edition

#: The enumerated fields, as ``<event type>.<field>``. ``action_taken.kind`` takes the
#: values of :data:`OWED` (the answer names the action it answers).
CAUSE = "death_cause.cause"
PUBLIC_CAUSE = "died.public_cause"
ATTACK = "attacked.outcome"
TALLY = "vote_tally.outcome"
OWED = "action_owed.kind"
TITLE = "title_given.title"
HOW = "title_given.how"
#: Fields whose values are the facts of note keys (``told.victim`` -> ``victim``).
FACT_FIELDS = {
    "told.what": "told",
    "probed.source": "probe",
    "camp_changed.why": "camp",
}
#: The morning's and the dawn's notes (``MorningNews.notes``, ``DawnNote.notes``, one
#: list for both): the ``news`` facts but the kernel's ``morning``, each maybe followed
#: by a seat or a role id after a colon (``raven_mark:3``).
NEWS_FIELD = "morning_news/dawn_note.notes"
#: The field that repeats :data:`OWED`'s values.
OWED_ANSWER = "action_taken.kind"


@dataclass(frozen=True, slots=True)
class Value:
    """One value ``value`` of the enumerated field ``field`` (``<event type>.<field>``),
    with a one-line ``doc`` for the protocol's documentation."""

    field: str
    value: str
    doc: str


#: Declaring a value of each field, e.g. ``cause("poisoned", "the Witch's poison")``: a
#: death's real cause (``DeathCause.cause``), how a wolf attack ended (``Attacked.outcome``),
#: how a vote ended (``VoteTally.outcome``), an owed action's kind (``ActionOwed.kind`` and
#: ``ActionTaken.kind``), how a title changed hands and the title (``TitleGiven``).
cause, attack, tally, owed, how, title = (
    partial(Value, field) for field in (CAUSE, ATTACK, TALLY, OWED, HOW, TITLE)
)


# The kernel's words, shared by the editions and roles that bring their situation.
BANISHED = cause("banished", "banished by the day's vote")
DEVOURED = cause("devoured", "killed by a wolf attack")
HEARTBREAK = cause("heartbreak", "a lover died of the other's death")
SHOT = cause("shot", "shot by a Hunter")
ATTACK_DEVOURED = attack("devoured", "the attack killed its victim")
PROTECTED = attack("protected", "a shield held: the victim lives")
WITHSTOOD = attack("withstood", "the victim's card withstood it (the Elder, the Mother Wolf)")
TALLY_BANISHED = tally("banished", "the most voted are banished")
REVOTE = tally("revote", "a tie: the tied stand a second vote")
RANDOM = tally("random", "a tie: one of the tied is drawn")
NOBODY = tally("nobody", "nobody is banished (no ballot, or a tie the rules spare)")
TALLY_TIE_BREAK = tally("tie_break", "a tie: the title holder picks among the tied (owed)")
ELECTED = tally("elected", "an election: the most voted takes the title")
DRAWN = tally("drawn", "an election's second tie: the title is drawn")
OWED_SHOT = owed("shot", "a dead Hunter shoots")
OWED_SUCCESSOR = owed("successor", "a dead title holder names his successor")
OWED_TIE_BREAK = owed("tie_break", "the title holder breaks the vote's tie")
OWED_CHOOSE_VOTERS = owed("choose_voters", "the Scapegoat names who may vote tomorrow")
HOW_ELECTED = how("elected", "won the election")
HOW_DRAWN = how("drawn", "drawn after a second tie")
HOW_SUCCESSOR = how("successor", "named by the last holder")
HOW_UNOPPOSED = how("unopposed", "the one candidate who stood takes it without a vote")
HOW_LOST = how("lost", "the holder lost it (died, revealed): nobody holds it")
CAPTAIN = title("captain", "the Captain: his ballot counts twice, he breaks ties")

#: What every edition may give: a vote's banishment, and the public causes of death
#: ``banished`` and ``day`` (any other death by day; ``night``: :data:`NIGHT_DEATH`).
KERNEL_VALUES: tuple[Value, ...] = (
    BANISHED,
    TALLY_BANISHED,
    Value(PUBLIC_CAUSE, "banished", "banished by the vote"),
    Value(PUBLIC_CAUSE, "day", "died by day, not by the vote (a shot, a heartbreak ...)"),
)
#: Added where the edition's nights may kill (``Edition.night_deaths``).
NIGHT_DEATH = Value(PUBLIC_CAUSE, "night", "announced with the night's deaths")
#: An election's words, for an edition whose flow holds one (with its title's).
ELECTION_VALUES = (
    ELECTED,
    DRAWN,
    REVOTE,
    OWED_SUCCESSOR,
    HOW_ELECTED,
    HOW_DRAWN,
    HOW_SUCCESSOR,
    HOW_LOST,
)


@dataclass(frozen=True, slots=True)
class ValueInfo:
    """A value as :func:`declared_values` lists it: its ``doc`` and who declares it
    (``kernel``, ``edition`` or role ids, sorted)."""

    doc: str
    who: tuple[str, ...]


def declared_values(edition: Edition) -> dict[str, dict[str, ValueInfo]]:
    """Every value ``edition`` may give to each enumerated field, sorted: ``{field: {value:
    info}}``. Besides the :class:`Value` declarations (the kernel's, the edition's, its
    roles'): the facts of its roles' note keys (:data:`FACT_FIELDS`, :data:`NEWS_FIELD`),
    the camps a camp change names, the owed kinds again as ``action_taken.kind``, the
    phases its games go through and its winning sides. A value declared with two docs
    raises ValueError (one word always reads one way)."""
    found: dict[str, dict[str, set[str]]] = {}
    docs: dict[tuple[str, str], str] = {}

    def add(field: str, value: str, who: str, doc: str) -> None:
        kept = docs.setdefault((field, value), doc)
        if kept != doc:
            raise ValueError(f"{field} value {value!r} declared two ways")
        found.setdefault(field, {}).setdefault(value, set()).add(who)

    kernel = (*KERNEL_VALUES, NIGHT_DEATH) if edition.night_deaths else KERNEL_VALUES
    for item in kernel:
        add(item.field, item.value, "kernel", item.doc)
    for item in edition.values:
        add(item.field, item.value, "edition", item.doc)
    for role in edition.roles:
        for item in role.values:
            add(item.field, item.value, role.id, item.doc)
        for note_key in role.notes:
            family, _, fact = note_key.key.partition(".")
            for field, wanted in FACT_FIELDS.items():
                if family == wanted:
                    add(field, fact, role.id, note_key.doc)
            if family == "news":
                suffix = ":<seat>" if note_key.seats else ":<role>" if note_key.cards else ""
                add(NEWS_FIELD, fact + suffix, role.id, note_key.doc)
            if family == "camp":
                for camp in Camp:
                    add("camp_changed.camp", camp.value, role.id, "the camp it plays for now")
    for value, who in tuple(found.get(OWED, {}).items()):
        for declarer in tuple(who):
            add(OWED_ANSWER, value, declarer, docs[(OWED, value)])
    phases = [Phase.NIGHT, Phase.DAY, Phase.VOTE]
    phases += [Phase.RESOLVING] if OWED in found else []
    phases += [Phase.ELECTION] if ELECTED.value in found.get(TALLY, ()) else []
    for phase in phases:
        add("phase_started.phase", phase.value, "kernel", PHASE_DOCS[phase])
    for label, _role in edition.win_labels:
        add("game_ended.winner", label, "edition", "the first winning side")
        add("game_ended.labels", label, "edition", "a winning side")
    return {
        field: {
            value: ValueInfo(docs[(field, value)], tuple(sorted(who)))
            for value, who in sorted(values.items())
        }
        for field, values in sorted(found.items())
    }


#: What each phase a game goes through is for (``phase_started.phase``).
PHASE_DOCS = {
    Phase.NIGHT: "the night",
    Phase.DAY: "the day's debate",
    Phase.VOTE: "the day's vote",
    Phase.RESOLVING: "somebody owes an action before the game goes on",
    Phase.ELECTION: "the table elects a title holder",
}
