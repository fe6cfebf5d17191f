"""Plain data of a game: phases, inputs, events and who may see each event.

Everything here is an immutable value (frozen dataclasses, tuples), so views and journals
can share them freely and compare them byte for byte.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache
from typing import ClassVar

#: The seat id used for inputs that come from the host's clock rather than from a player.
HOST = None


class Phase(StrEnum):
    """The phases of the game cycle, as shown to everybody."""

    NIGHT = "night"
    DAY = "day"  # discussion, ended by the host's timer (a Timeout input)
    VOTE = "vote"
    RESOLVING = "resolving"  # a dead player owes an action (a Hunter's shot)
    ENDED = "ended"


class Camp(StrEnum):
    """Who a role plays for."""

    VILLAGE = "village"
    WOLVES = "wolves"
    SOLO = "solo"


# --------------------------------------------------------------------------- visibility


@dataclass(frozen=True, slots=True)
class Visibility:
    """Who may see an event while the game runs (everybody sees everything once it ends).

    ``public`` events are for the TV and every player; otherwise only ``seats`` may see the
    event. An event with neither is known to the engine alone until the end (the recap),
    apart from what an edition lets the dead see.
    """

    public: bool = False
    seats: frozenset[int] = frozenset()

    def admits(self, seat: int | None) -> bool:
        """True if ``seat`` (``None`` = the public board) may see the event during play."""
        return self.public or (seat is not None and seat in self.seats)


PUBLIC = Visibility(public=True)
SECRET = Visibility()


@cache
def only(*seats: int) -> Visibility:
    """Visibility for the given seats only (one shared value per set of seats)."""
    return Visibility(seats=frozenset(seats))


# --------------------------------------------------------------------------- inputs


@dataclass(frozen=True, slots=True)
class NightChoice:
    """A living player's choice for the night: whom to devour, probe, protect, or dream of.

    Every living player makes one every night (a harmless one when the role has no power),
    so that nobody's screen or keyboard betrays who acts.
    """

    target: int
    kind: ClassVar[str] = "night_choice"


@dataclass(frozen=True, slots=True)
class Vote:
    """A living player's vote during a vote phase."""

    target: int
    kind: ClassVar[str] = "vote"


@dataclass(frozen=True, slots=True)
class ProxyVote:
    """A vote lodged in advance, counted only if its player is away when the vote closes."""

    target: int
    kind: ClassVar[str] = "proxy_vote"


@dataclass(frozen=True, slots=True)
class Shot:
    """A dead Hunter's last shot."""

    target: int
    kind: ClassVar[str] = "shot"


@dataclass(frozen=True, slots=True)
class Timeout:
    """The host's clock closes the current step; missing choices take their fallback.

    ``absent`` lists the seats whose player is disconnected at that instant (their proxy
    vote, if any, is then counted). Only the host (seat ``HOST``) submits it.
    """

    absent: tuple[int, ...] = ()
    kind: ClassVar[str] = "timeout"


Input = NightChoice | Vote | ProxyVote | Shot | Timeout

INPUT_TYPES: dict[str, type] = {
    cls.kind: cls for cls in (NightChoice, Vote, ProxyVote, Shot, Timeout)
}


@dataclass(frozen=True, slots=True)
class InputSpec:
    """One thing a seat may do now: an input kind, what it means, and its legal targets.

    ``action`` names the meaning for the player's screen (``devour``, ``probe``, ``protect``,
    ``dream``, ``vote``, ``shoot`` ...). ``targets`` is sorted; ``current`` is the seat's
    present pick when it may still change it.
    """

    kind: str
    action: str
    targets: tuple[int, ...] = ()
    current: int | None = None


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class Event:
    """Base of the typed event log. ``visibility`` says who may see it during play."""

    visibility: Visibility = field(default=SECRET, kw_only=True)
    type: ClassVar[str] = "event"


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    edition: str
    players: tuple[str, ...]
    composition: tuple[tuple[str, int], ...]
    settings: tuple[tuple[str, str], ...]
    type: ClassVar[str] = "game_started"


@dataclass(frozen=True, slots=True)
class RoleRemoved(Event):
    """``missing_role``: a role of the composition became a Villager before the deal."""

    role: str
    type: ClassVar[str] = "role_removed"


@dataclass(frozen=True, slots=True)
class RoleDealt(Event):
    seat: int
    role: str
    type: ClassVar[str] = "role_dealt"


@dataclass(frozen=True, slots=True)
class TeamRevealed(Event):
    """Some seats learn that ``members`` all hold ``role`` (the pack, the lovers ...)."""

    role: str
    members: tuple[int, ...]
    type: ClassVar[str] = "team_revealed"


@dataclass(frozen=True, slots=True)
class PhaseStarted(Event):
    phase: str
    number: int
    type: ClassVar[str] = "phase_started"


@dataclass(frozen=True, slots=True)
class NightChoiceMade(Event):
    seat: int
    action: str
    target: int
    type: ClassVar[str] = "night_choice_made"


@dataclass(frozen=True, slots=True)
class Probed(Event):
    """A probe's answer: is ``target`` a werewolf? (Seer at night, Medium after a vote.)"""

    seat: int
    target: int
    werewolf: bool
    source: str  # "seer", "random_white", "medium"
    type: ClassVar[str] = "probed"


@dataclass(frozen=True, slots=True)
class Attacked(Event):
    """The pack's attack of the night and how it ended (engine-only until the end)."""

    victim: int
    devourer: int
    outcome: str  # "devoured", "protected", "immune"
    type: ClassVar[str] = "attacked"


@dataclass(frozen=True, slots=True)
class Died(Event):
    """A death, publicly known. ``cause`` is the real cause (secret unless public_cause says it)."""

    seat: int
    public_cause: str  # "night", "banished", "day"
    type: ClassVar[str] = "died"


@dataclass(frozen=True, slots=True)
class DeathCause(Event):
    """The real cause of a death (devoured, curse, revenge, heartbreak, shot ...)."""

    seat: int
    cause: str
    type: ClassVar[str] = "death_cause"


@dataclass(frozen=True, slots=True)
class MorningNews(Event):
    number: int
    deaths: tuple[int, ...]
    notes: tuple[str, ...]  # e.g. "bread_fresh", "bread_none" (the Baker)
    type: ClassVar[str] = "morning_news"


@dataclass(frozen=True, slots=True)
class VoteCast(Event):
    """Somebody has voted (public), without saying for whom."""

    voter: int
    type: ClassVar[str] = "vote_cast"


@dataclass(frozen=True, slots=True)
class VoteChoice(Event):
    voter: int
    target: int
    proxy: bool = False
    type: ClassVar[str] = "vote_choice"


@dataclass(frozen=True, slots=True)
class VoteTally(Event):
    """The closed vote: who voted for whom, counts, and the outcome."""

    round: int
    ballots: tuple[tuple[int, int], ...]  # (voter, target), proxies included
    counts: tuple[tuple[int, int], ...]  # (target, votes), most first
    outcome: str  # "banished", "revote", "random", "nobody"
    banished: int | None
    type: ClassVar[str] = "vote_tally"


@dataclass(frozen=True, slots=True)
class RoleShown(Event):
    """A role shown to everybody during play (``reveal_banished_role``)."""

    seat: int
    role: str
    type: ClassVar[str] = "role_shown"


@dataclass(frozen=True, slots=True)
class ShotFired(Event):
    shooter: int
    target: int
    type: ClassVar[str] = "shot_fired"


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    winner: str  # "village", "wolves", "fox", "lovers"
    winners: tuple[int, ...]
    roles: tuple[str, ...]
    type: ClassVar[str] = "game_ended"
