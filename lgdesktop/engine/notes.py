"""Notes: every line a seat or the TV reads, as one small typed record.

A :class:`Note` is what a screen turns into a sentence: a stable dotted ``key``, the
``seats`` and ``cards`` (role ids) it names, a few ``params`` and the ``step`` it came in.
The engine never writes a note of its own: each event of the log gives its notes
(:meth:`.events.Event.to_notes`), so a note is seen exactly by whoever may know its event
(:func:`.knowledge.may_know`) and views carry the notes their reader may know, in log order.

**Keys** are ``<family>.<fact>``: the family names what happened (``death``, ``vote``,
``card``, ``told`` ...), the fact is the event's own word for it, taken as is from the event
(``death.night`` is a :class:`~.events.Died` with public cause ``night``, ``told.victim`` a
:class:`~.events.Told` of ``what="victim"``, ``probe.seer`` a jinrou Seer's answer). The
kernel's keys are declared here (:data:`KERNEL_KEYS`); a role declares the keys its own
events give next to them (``Role.notes``: the facts of ``told``, ``probe``, ``camp`` and
``news``), so that adding a character adds its keys with it. :func:`note_keys` lists them
all, with who emits each, for the protocol's documentation.
"""

from __future__ import annotations

from dataclasses import dataclass

#: A note's audience: every reader (a public event's) or the seats its event admits.
PUBLIC_AUDIENCE, SEAT_AUDIENCE = "public", "seat"

#: A note's params: (name, value) pairs in the order the key declares them.
Params = tuple[tuple[str, str | int], ...]


@dataclass(frozen=True, slots=True)
class Note:
    """One line a reader may read: ``key`` (see :class:`NoteKey`) with the ``seats`` and
    ``cards`` (role ids) it names, its ``params`` (name -> str or int, in declared order)
    and the ``step`` running when it happened (its narration line key; ``""`` before the
    first). ``audience`` is :data:`PUBLIC_AUDIENCE` when its event is public, else
    :data:`SEAT_AUDIENCE` (only the seats its event admits read it during play)."""

    audience: str
    key: str
    seats: tuple[int, ...] = ()
    cards: tuple[str, ...] = ()
    params: Params = ()
    step: str = ""

    def param(self, name: str) -> str | int | None:
        """The value of param ``name`` (None when the note has none)."""
        for key, value in self.params:
            if key == name:
                return value
        return None


#: A seat written in a pairs param where there is none (an abstention's target).
NO_SEAT = -1


def pairs_param(pairs: tuple[tuple[int | None, int | None], ...]) -> str:
    """Pairs of seat numbers or counts as one note param: ``a:b`` comma-separated, in
    order, None as :data:`NO_SEAT` (``((3, 1), (4, None))`` -> ``"3:1,4:-1"``;
    :func:`param_pairs` reads it back)."""
    return ",".join(f"{_number(a)}:{_number(b)}" for a, b in pairs)


def param_pairs(value: str | int | None) -> tuple[tuple[int | None, int | None], ...]:
    """The pairs of a :func:`pairs_param` value (:data:`NO_SEAT` read back as None)."""
    found = []
    for part in str(value or "").split(","):
        if part:
            a, _, b = part.partition(":")
            found.append((_seat(int(a)), _seat(int(b))))
    return tuple(found)


def _number(value: int | None) -> int:
    return NO_SEAT if value is None else value


def _seat(value: int) -> int | None:
    return None if value == NO_SEAT else value


@dataclass(frozen=True, slots=True)
class NoteKey:
    """The declaration of one note key: what its ``seats`` and ``cards`` mean (``""``:
    always empty), the names of its ``params`` and a one-line ``doc`` for the protocol's
    documentation."""

    key: str
    doc: str
    seats: str = ""
    cards: str = ""
    params: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class NoteKeyInfo:
    """A note key as :func:`note_keys` lists it: its declaration, and who emits it:
    ``kernel`` (the engine itself, in any edition where the situation arises) and/or
    ``roles``, the (edition id, role id) pairs whose role declares it."""

    key: str
    doc: str
    seats: str
    cards: str
    params: tuple[str, ...]
    kernel: bool
    roles: tuple[tuple[str, str], ...]


def told_key(what: str, doc: str, seats: str = "") -> NoteKey:
    """The declaration of the note of a :class:`~.events.Told` of ``what`` (param ``to``:
    the seat told)."""
    return NoteKey(f"told.{what}", doc, seats=seats, params=("to",))


def news_key(name: str, doc: str, seats: str = "", cards: str = "") -> NoteKey:
    """The declaration of the note of a morning or dawn note ``name`` (a
    :class:`~.events.MorningNews` or :class:`~.events.DawnNote` string ``name`` or
    ``name:<value>``: a seat number goes to ``seats``, a role id to ``cards``; param
    ``number``: the day whose morning or dawn it is)."""
    return NoteKey(f"news.{name}", doc, seats=seats, cards=cards, params=("number",))


def probe_key(source: str, doc: str) -> NoteKey:
    """The declaration of the note of a :class:`~.events.Probed` answer from ``source``
    (param ``by``: the seat that asked)."""
    return NoteKey(f"probe.{source}", doc, seats="the seat probed", params=("werewolf", "by"))


def camp_key(why: str, doc: str) -> NoteKey:
    """The declaration of the note of a :class:`~.events.CampChanged` for ``why`` (param
    ``shown``: the seats the change is shown to, comma-separated)."""
    return NoteKey(
        f"camp.{why}",
        doc,
        seats="the seat that changed camp",
        cards="the role it wakes as too, if any",
        params=("camp", "shown"),
    )


_PICKER = "the picker, then the seats picked"

#: The keys the kernel's events give, whatever the edition (see each event's ``notes``).
KERNEL_KEYS: tuple[NoteKey, ...] = (
    NoteKey("setup.role_removed", "a role of the composition became a Villager", cards="it"),
    NoteKey("card.dealt", "the card dealt to a seat", seats="the seat", cards="its card"),
    NoteKey(
        "team.revealed",
        "these seats all hold this card (a team shown at the deal or as it grows; shown: "
        "the seats it is shown to, comma-separated)",
        seats="the members",
        cards="their card",
        params=("shown",),
    ),
    NoteKey(
        "pack.revealed",
        "these seats hold a wolf card, not saying which one (shown: the seats it is shown "
        "to, comma-separated)",
        seats="the members",
        params=("shown",),
    ),
    NoteKey("phase.started", "a phase starts", params=("phase", "number")),
    NoteKey("step.started", "a step of the night or the day starts", params=("step", "number")),
    NoteKey(
        "pick.made",
        "a night pick (one seat, several, center cards or an option)",
        seats=_PICKER,
        params=("action", "option", "center"),
    ),
    NoteKey(
        "attack.made",
        "the pack's attack and how it ended (devoured, protected, withstood ...)",
        seats="the victim, then the devourer",
        params=("outcome",),
    ),
    NoteKey("death.night", "a death announced with the night's", seats="the dead"),
    NoteKey("death.banished", "a death by banishment", seats="the dead"),
    NoteKey("death.day", "a death by day, other than a banishment", seats="the dead"),
    NoteKey("death.cause", "the real cause of a death", seats="the dead", params=("cause",)),
    NoteKey(
        "news.morning",
        "the morning: the night's deaths (notes: how many news.<name> notes of the same "
        "morning follow)",
        seats="the dead",
        params=("number", "notes"),
    ),
    NoteKey("vote.cast", "somebody voted (never for whom)", seats="the voter"),
    NoteKey(
        "vote.choice",
        "a ballot: who voted for whom",
        seats="the voter, then the target",
        params=("proxy",),
    ),
    NoteKey(
        "vote.tally",
        "a vote closed (banished: -1 for nobody; ballots: voter:target, a target -1 for "
        "an abstention; counts: target:votes, most first, empty when kept secret; weights: "
        "voter:weight where not 1; bonuses: target:votes, public extra votes; each as "
        "comma-separated pairs, see pairs_param)",
        seats="the eliminated, in seat order",
        params=("round", "outcome", "banished", "ballots", "counts", "weights", "bonuses"),
    ),
    NoteKey("card.shown", "a card shown to everybody", seats="its holder", cards="the card"),
    NoteKey("shot.fired", "a Hunter's shot", seats="the shooter, then the target"),
    NoteKey(
        "game.ended",
        "the end",
        seats="the winning seats",
        cards="every seat's card at the end, in seat order",
        params=("winner", "labels"),
    ),
    NoteKey(
        "card.swapped",
        "two cards changed places",
        seats="the seats whose cards moved",
        params=("by", "center"),
    ),
    NoteKey(
        "card.seen",
        "a look at a seat's card (by: who looked)",
        seats="the seat",
        cards="its card now",
        params=("by",),
    ),
    NoteKey(
        "card.seen_center",
        "a look at a center card (by: who looked)",
        cards="the card",
        params=("center", "by"),
    ),
    NoteKey(
        "title.given",
        "a title changes hands (how: elected, successor, drawn, lost)",
        seats="the holder (empty: the title is gone)",
        params=("title", "how"),
    ),
    NoteKey("election.stands", "a seat stands in an election", seats="the candidate"),
    NoteKey("election.declines", "a seat declines to stand", seats="the seat"),
    NoteKey(
        "election.candidates",
        "the candidacies are closed",
        seats="the candidates",
        params=("drawn",),
    ),
    NoteKey(
        "action.owed",
        "somebody owes an action before the game goes on",
        seats="who owes it (empty: kept secret)",
        params=("kind",),
    ),
    NoteKey(
        "action.taken",
        "an owed action was answered",
        seats="who answered, then the seats named",
        params=("kind", "by_clock"),
    ),
)


def note_keys() -> list[NoteKeyInfo]:
    """Every note key the engine may give, sorted by key: the kernel's
    (:data:`KERNEL_KEYS`) and those the roles of every registered edition declare
    (``Role.notes``), each with its declaration and who emits it (``roles``: (edition,
    role) pairs, sorted). A key declared twice must be declared the same way (ValueError
    otherwise), so that one key always reads one way. This is what docs/protocol.md
    lists of the notes."""
    from .editions import EDITIONS  # the registry imports the roles, which import us

    declared: dict[str, NoteKey] = {}
    emitters: dict[str, set[tuple[str, str]]] = {}

    def declare(note_key: NoteKey) -> None:
        kept = declared.setdefault(note_key.key, note_key)
        if kept != note_key:
            raise ValueError(f"note key {note_key.key!r} declared two ways")
        emitters.setdefault(note_key.key, set())

    for note_key in KERNEL_KEYS:
        declare(note_key)
    kernel = set(declared)
    for edition_id in sorted(EDITIONS):
        for role in EDITIONS[edition_id].roles:
            for note_key in role.notes:
                declare(note_key)
                emitters[note_key.key].add((edition_id, role.id))
    return [
        NoteKeyInfo(
            key,
            declared[key].doc,
            declared[key].seats,
            declared[key].cards,
            declared[key].params,
            key in kernel,
            tuple(sorted(emitters[key])),
        )
        for key in sorted(declared)
    ]
