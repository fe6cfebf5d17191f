"""Reading the engine's notes (:mod:`lgdesktop.engine.notes`): the few params that hold
seats, and a vote's tally as the presenters read it.

A note names what happened by its key and carries its seats, cards and params; these
helpers read the params that are lists (``shown``, ``center``) or pairs (a tally's), so
that the view-models render from the notes alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.notes import Note, param_pairs

#: The note keys of a death as the table learns it (its public cause), not its real cause.
DEATH_KEYS = frozenset({"death.night", "death.banished", "death.day"})


def seat_list(value: str | int | None) -> tuple[int, ...]:
    """The seats (or center cards) of a comma-separated note param (``""``: none)."""
    return tuple(int(part) for part in str(value or "").split(",") if part)


def shown_to(note: Note, seat: int) -> bool:
    """Whether ``note``'s event was shown to ``seat`` during play (its ``shown`` param)."""
    return seat in seat_list(note.param("shown"))


def doer(note: Note) -> int | None:
    """The seat whose own doing ``note`` tells (a pick, a look, a swap, a probe), None if
    none (a swap the rules made)."""
    if note.key == "pick.made":
        return note.seats[0]
    by = note.param("by")
    return None if by is None or by == -1 else int(by)


@dataclass(frozen=True, slots=True)
class Tally:
    """A closed vote as a ``vote.tally`` note tells it, field for field as the engine's
    tally event has them (what :func:`~..texts.presenters.tally_rows` and
    :func:`~..texts.presenters.tally_text` read)."""

    round: int
    ballots: tuple[tuple[int, int | None], ...]
    counts: tuple[tuple[int | None, int], ...]
    outcome: str
    banished: int | None
    eliminated: tuple[int, ...]
    weights: tuple[tuple[int, int], ...]
    bonuses: tuple[tuple[int, int], ...]


def tally_of(note: Note) -> Tally:
    """The tally a ``vote.tally`` note tells."""
    banished = int(note.param("banished") or 0)
    return Tally(
        round=int(note.param("round") or 0),
        ballots=param_pairs(note.param("ballots")),
        counts=param_pairs(note.param("counts")),
        outcome=str(note.param("outcome")),
        banished=None if banished == -1 else banished,
        eliminated=note.seats,
        weights=param_pairs(note.param("weights")),
        bonuses=param_pairs(note.param("bonuses")),
    )


def news_id(note: Note) -> str:
    """The morning or dawn note a ``news.<name>`` note tells, as the texts name it:
    ``name``, or ``name:<seat>`` / ``name:<role>`` (see :func:`~..texts.texts.note`)."""
    name = note.key.partition(".")[2]
    value = note.seats[0] if note.seats else note.cards[0] if note.cards else ""
    return f"{name}:{value}" if value != "" else name
