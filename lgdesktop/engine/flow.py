"""The flow of a game, declared by each edition as data: phases, steps, titles, owed actions.

An edition says what a game is made of (:meth:`Edition.flow`); :class:`~.game.RoleContext` runs
it. A :class:`Flow` is a cycle of :class:`Step` values (elections, night steps in order,
the dawn, the debate, the vote) plus the places of elections outside the cycle, the
titles it hands out, the kinds of owed actions in their order, and its death policy. Each
step says who is called, what closes it and what it reveals; the host's clock and the TV's
narration follow the same steps (one narration line and one fixed duration per step).

Pure data: nothing here knows a role id of any edition. See docs/engine.md, "How an
edition declares its flow".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from .model import Phase

if TYPE_CHECKING:
    from collections.abc import Callable

    from .context import RoleContext


class StepKind(StrEnum):
    """What a step does; the engine has one runner per kind."""

    #: One step of the night: the called roles answer (the others a decoy), then the
    #: step's roles resolve in night order. A one-step night calls every role at once and
    #: resolves at dawn (``jinrou``).
    NIGHT = "night"
    #: The night's deaths are announced (the morning news), with their consequences.
    DAWN = "dawn"
    #: The discussion, closed by the host's clock (or the players asking for the vote).
    DEBATE = "debate"
    #: A vote that may eliminate (a day vote).
    VOTE = "vote"
    #: A vote that hands a title (Captain, Mayor) to one player.
    ELECTION = "election"


class Closes(StrEnum):
    """When a night step closes before the host's clock, in an untimed game only
    (``GameSetup.timed_nights`` off: simulations, tests); on the host's table the clock
    alone closes a night step, whatever this says."""

    #: Every seat that owes an input has answered (in untimed games).
    ALL_ANSWERED = "all_answered"
    #: Only the host's clock: the step lasts its full time whatever the players do.
    TIMEOUT = "timeout"
    #: The called seats agree on one target (the pack) and every other seat answered; the
    #: clock falls back to the plurality.
    UNANIMITY = "unanimity"


class Nights(StrEnum):
    """Which nights a night step is called on."""

    EVERY = "every"
    FIRST = "first"
    FROM_SECOND = "from_second"
    EVEN = "even"

    def includes(self, number: int) -> bool:
        if self is Nights.FIRST:
            return number == 1
        if self is Nights.FROM_SECOND:
            return number > 1
        if self is Nights.EVEN:
            return number % 2 == 0
        return True


class Reveals(StrEnum):
    """Who sees the inputs of a step as they are made."""

    #: Each input only by its maker.
    SELF = "self"
    #: The called seats see each other's picks live (the pack agreeing on a victim).
    CALLED = "called"
    #: Everybody sees that a seat answered, never what (a vote's progress).
    PROGRESS = "progress"


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a game.

    ``id`` is the step's narration line key (the TV says it; the clock times it);
    ``called`` the role ids called in a night step (every role at once when empty: the
    one-step night); ``nights`` which nights it is called on; ``closes`` when it closes
    before the clock; ``reveals`` who sees its inputs; ``decoys`` whether the seats not
    called answer a decoy prompt of the same shape (RULES §6 silent night, subject to the
    ``decoys`` setting when the edition has one); ``title`` the title an election hands
    out; ``candidacy`` whether an election opens with candidacies (each living seat
    stands or declines; the vote is among those who stood, or two seats drawn at random
    when nobody did); ``ballots`` ``open`` (the tally lists who voted for whom) or ``secret``;
    ``abstention`` whether a voter may explicitly abstain; ``final`` whether a cast ballot
    is final (``None``: as the ``votes_final`` setting says, final when there is none);
    ``checks_win`` whether the win is checked as the night step closes (the Piper's
    charms), besides after every death resolution.
    """

    id: str
    kind: StepKind
    called: tuple[str, ...] = ()
    nights: Nights = Nights.EVERY
    closes: Closes = Closes.ALL_ANSWERED
    reveals: Reveals = Reveals.SELF
    decoys: bool = False
    title: str | None = None
    candidacy: bool = False
    in_deck: bool = False
    ballots: str = "open"
    abstention: bool = False
    final: bool | None = True
    checks_win: bool = False

    @property
    def phase(self) -> Phase:
        """The phase everybody sees during this step."""
        return _PHASES[self.kind]


_PHASES = {
    StepKind.NIGHT: Phase.NIGHT,
    StepKind.DAWN: Phase.DAY,
    StepKind.DEBATE: Phase.DAY,
    StepKind.VOTE: Phase.VOTE,
    StepKind.ELECTION: Phase.ELECTION,
}


@dataclass(frozen=True, slots=True)
class Title:
    """A title a player holds (Captain, Mayor): its ``weight`` multiplies the holder's
    ballots; ``breaks_ties`` makes the holder break a day vote's tie (an owed
    ``tie_break``); ``successor`` makes a dying holder name the next one (an owed
    ``successor``); ``fallback``: what the clock does for a missing successor (``random``
    among the living, or ``none``)."""

    id: str
    weight: int = 2
    breaks_ties: bool = True
    successor: bool = True
    fallback: str = "random"


@dataclass(frozen=True, slots=True)
class Flow:
    """A game's declared flow.

    ``cycle`` is the sequence of steps the game runs, then runs again from its start with
    the next number (a night and a day); ``before_night_1`` steps run once before the first
    night (an election before night 1; ``before_deal`` ones also before the first night,
    but with nobody's card dealt yet); ``day_1`` steps run once, at the start of day 1
    (after the morning news). ``ends_after`` names the step after which the game ends
    whatever happens (a one-night game's vote), None to cycle until a win. ``titles`` the
    titles its elections hand out; ``owed_order`` the order in which queued owed actions
    are taken (kinds not listed come last, in queueing order); ``reveal_on_death`` shows
    every dead player's card as he dies; ``deaths`` says whether a night's kills resolve
    at ``dawn`` or ``at_once`` (at the close of the step that caused them);
    ``announce_owed`` logs each owed action (``ActionOwed``, ``ActionTaken``: the TV's
    line per kind), public unless the action's owner must stay secret.

    ``death_order`` declares the order of a death's consequences: causes of chained deaths
    (``heartbreak``, an edition's ``curse`` ...) and owed-action kinds (``shot``,
    ``successor`` ...). Chained deaths of one instant are resolved in that order (causes
    not listed last, as caused); a chained death whose cause comes after an owed kind
    waits until the queued owed actions of the kinds before it are taken (the lover dies
    of heartbreak after the Hunter's shot, or after the dying Captain named a successor).
    Empty: in the order caused, every chained death in the same instant.
    """

    cycle: tuple[Step, ...]
    before_deal: tuple[Step, ...] = ()
    before_night_1: tuple[Step, ...] = ()
    day_1: tuple[Step, ...] = ()
    ends_after: str | None = None
    titles: tuple[Title, ...] = ()
    owed_order: tuple[str, ...] = ()
    reveal_on_death: bool = False
    deaths: str = "dawn"
    announce_owed: bool = False
    death_order: tuple[str, ...] = ()
    #: True when a night is several steps (one role after another); computed.
    stepped_nights: bool = field(init=False, default=False)

    def __post_init__(self) -> None:
        object.__setattr__(
            self, "stepped_nights", sum(step.kind is StepKind.NIGHT for step in self.cycle) > 1
        )

    def night_steps(self, number: int) -> tuple[Step, ...]:
        """The night steps called on night ``number``, in order."""
        return tuple(
            step
            for step in self.cycle
            if step.kind is StepKind.NIGHT and step.nights.includes(number)
        )

    def death_rank(self, name: str) -> int:
        """The place of a chained death's cause or an owed kind in ``death_order`` (those
        not listed come last)."""
        order = self.death_order
        return order.index(name) if name in order else len(order)

    def title(self, title_id: str) -> Title:
        return next(title for title in self.titles if title.id == title_id)


#: The one simultaneous night step of an edition without a master (``jinrou``).
WHOLE_NIGHT = Step("night", StepKind.NIGHT)
DAWN = Step("dawn", StepKind.DAWN)
DEBATE = Step("debate", StepKind.DEBATE, closes=Closes.TIMEOUT)
DAY_VOTE = Step("vote", StepKind.VOTE, reveals=Reveals.PROGRESS)
#: The classic cycle: one night, the morning, the debate, the vote.
CLASSIC = Flow(cycle=(WHOLE_NIGHT, DAWN, DEBATE, DAY_VOTE))


# --------------------------------------------------------------------------- owed actions

#: Owed-action kinds the engine itself queues (an edition may add its own).
SHOT, SUCCESSOR, TIE_BREAK, CHOOSE_VOTERS = "shot", "successor", "tie_break", "choose_voters"


@dataclass(slots=True)
class Owed:
    """One action a seat owes before the game moves on (dead or alive).

    ``kind`` is its board line key (``shot``: "the Hunter takes aim"; ``successor``: "the
    Captain names a successor" ...); ``input_kind`` the input that answers it; ``action``
    the spec's meaning; ``targets`` computes the seats it may name now (an owed action
    with none left is dropped); ``count`` how many seats it names (None: any number of
    distinct targets, none included: a choice of voters); ``resolve(game,
    seats)`` applies the answer; ``fallback(game, targets)`` the seats the host's clock
    picks when time runs out; ``public`` whether everybody may know who owes it.

    ``keeps_time`` marks a pause whose timing must not tell whether anybody could answer
    it (the Devoted Servant's): ``seat`` may then be None, a pause that nobody answers and
    the host's clock ends (its fallback answers, normally nothing); and in a game the host
    times (``GameSetup.timed_nights``) an answer made early is kept (``answer``) and
    applied only when the clock ends the pause, so its length is always the same.
    """

    kind: str
    seat: int | None
    input_kind: str
    action: str
    targets: Callable[[RoleContext], tuple[int, ...]]
    resolve: Callable[[RoleContext, tuple[int, ...]], None]
    fallback: Callable[[RoleContext, tuple[int, ...]], tuple[int, ...]]
    count: int | None = 1
    public: bool = field(default=True)
    keeps_time: bool = False
    #: The answer of a ``keeps_time`` pause made before the clock (see above), or None.
    answer: tuple[int, ...] | None = None


def random_one(game: RoleContext, targets: tuple[int, ...]) -> tuple[int, ...]:
    """The usual fallback: one target drawn with the game's seeded generator."""
    return (game.rng.choice(targets),)


def every_target(game: RoleContext, targets: tuple[int, ...]) -> tuple[int, ...]:
    """The fallback of a choice of seats: all of them (a choice of voters: all vote)."""
    return targets
