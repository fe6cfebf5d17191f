"""The step clock: how long each step of a game lasts, pause, extend, and the narration.

Pure: no I/O, no asyncio, no Qt. Time is a float in seconds on any monotonic scale the
caller chooses; every method that needs the time takes ``now``. A step is identified by
:func:`step_key`; the room starts a new :class:`StepClock` whenever the key changes.

Contract: a clock never fires by itself. The room asks :meth:`StepClock.wake_at` when the
next thing happens, and calls :meth:`StepClock.due` / :meth:`StepClock.next_step` when
woken. A paused clock is frozen: ``seconds_left`` does not move and nothing is due, so the
night narration halts too.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Game
from ..protocol import Clock

#: Length of one night narration step at speed 1, in seconds: long enough for the board to
#: read the step aloud and for players to make their choice over the whole narration. In
#: an edition whose night runs in steps, each declared step lasts this long, called or not
#: (unless the edition gives it a length of its own: ``Edition.step_seconds``).
NIGHT_STEP_SECONDS = 10.0
#: Length of a vote at speed 1, in seconds (everyone names someone; the vote closes early
#: when every living player has voted).
VOTE_SECONDS = 60.0
#: Time a player has for an owed action (a Hunter's shot, a successor, a tie-break) at
#: speed 1, in seconds, before the edition's fallback (a random target) takes it.
SHOT_SECONDS = 30.0
#: Length of an election (a Captain's, a Mayor's) at speed 1, in seconds: as long as a
#: vote, which it is.
ELECTION_SECONDS = VOTE_SECONDS
#: Night narration steps around the roles' own steps (one-step nights).
NIGHT_FIRST_STEP, NIGHT_LAST_STEP = "night_falls", "dawn"
#: Every phase that has a clock on a networked table.
ALL_TIMED = ("night", "day", "vote", "resolving", "election")


def step_key(game: Game) -> tuple:
    """What identifies the current step: phase, number, vote round, the engine's step
    (a stepped night's step) and the owed actions (kind and seat of each).

    Two moments of a game are in the same step exactly when their keys are equal; it is
    also the "step" part of the staleness rule (see :mod:`.staleness`).
    """
    return (
        game.phase.value,
        game.number,
        game.vote and game.vote.round,
        game.step.id,
        tuple((owed.kind, owed.seat) for owed in game.owed),
        game.ended,
    )


@dataclass(frozen=True)
class Timing:
    """How a table times its steps: ``speed`` divides every fixed duration;
    ``discussion`` (absolute seconds) overrides the edition's discussion length; only the
    phases in ``timed`` have a clock (a shared screen times only the day)."""

    speed: float = 1.0
    discussion: float | None = None
    timed: tuple[str, ...] = ALL_TIMED

    def step_seconds(self, game: Game) -> float | None:
        """The length of one step of the game's current phase (None: untimed)."""
        phase = game.phase.value
        if phase not in self.timed:
            return None
        if phase == "night":
            seconds = game.edition.step_seconds(game.step, game.settings)
            return (NIGHT_STEP_SECONDS if seconds is None else seconds) / self.speed
        if phase == "day":
            if self.discussion is not None:
                return self.discussion
            default = game.public_view().discussion_seconds
            return None if default is None else default / self.speed
        if phase == "vote":
            return VOTE_SECONDS / self.speed
        if phase == "election":
            return ELECTION_SECONDS / self.speed
        if phase == "resolving":
            return SHOT_SECONDS / self.speed
        return None


@dataclass
class StepClock:
    """The clock of the current step.

    ``steps`` are the night's narration steps (empty outside a timed night); each lasts
    ``step_seconds``. A one-step night narrates ``night_falls``, the edition's calls and
    ``dawn`` on one clock; in an edition whose night runs in steps each engine step is a
    clock of its own with one narration line, the step's id, so that a night lasts its
    number of declared steps times the step length whatever the deal. ``duration`` is
    the full length of the current (narration) step, extensions included. ``deadline``
    is None for an untimed step and while paused; a paused clock keeps what was left in
    ``paused_left``.
    """

    key: tuple
    phase: str
    number: int
    steps: tuple[str, ...]
    step_index: int
    step_seconds: float | None
    duration: float | None
    deadline: float | None = None
    paused: bool = False
    paused_left: float | None = None
    #: In a night run in steps, this step's place among the night's narration lines and
    #: their number (the board's "step 3 of 6"); None: the place in ``steps``.
    place: tuple[int, int] | None = None

    @classmethod
    def start(cls, game: Game, timing: Timing, now: float) -> StepClock:
        """The clock of the step the game has just entered, running from ``now``."""
        seconds = timing.step_seconds(game)
        steps: tuple[str, ...] = ()
        place = None
        if game.phase.value == "night" and seconds is not None:
            narration = game.public_view().narration
            if game.flow.stepped_nights:
                steps = (game.step.id,)
                if game.step.id in narration:
                    place = (narration.index(game.step.id), len(narration))
            else:
                steps = (NIGHT_FIRST_STEP, *narration, NIGHT_LAST_STEP)
        return cls(
            step_key(game),
            game.phase.value,
            game.number,
            steps,
            0,
            seconds,
            seconds,
            deadline=None if seconds is None else now + seconds,
            place=place,
        )

    def seconds_left(self, now: float) -> float | None:
        """Time left in the current (narration) step; None when untimed."""
        if self.paused:
            return self.paused_left
        return None if self.deadline is None else max(0.0, self.deadline - now)

    def pause(self, now: float) -> None:
        """Freeze the clock (any step, timed or not); idempotent."""
        if not self.paused:
            self.paused_left, self.deadline, self.paused = self.seconds_left(now), None, True

    def resume(self, now: float) -> None:
        """Run again from what was left; idempotent."""
        if self.paused:
            self.paused = False
            self.deadline = None if self.paused_left is None else now + self.paused_left
            self.paused_left = None

    def extend(self, seconds: float) -> None:
        """Add time to a timed step (an untimed one stays untimed); ``duration`` grows by
        the same amount so that progress bars stay within their range."""
        if self.paused and self.paused_left is not None:
            self.paused_left += seconds
        elif self.deadline is not None:
            self.deadline += seconds
        else:
            return
        self.duration = (self.duration or 0.0) + seconds

    def wake_at(self) -> float | None:
        """When the clock next needs the room's attention (None: never by itself)."""
        return None if self.paused else self.deadline

    def due(self, now: float) -> bool:
        """Whether the current (narration) step's time is up."""
        return not self.paused and self.deadline is not None and now >= self.deadline

    def next_step(self, now: float) -> bool:
        """Move to the next narration step; False when there is none (close the step)."""
        if not self.steps or self.step_index >= len(self.steps) - 1:
            return False
        self.step_index += 1
        self.duration = self.step_seconds
        self.deadline = now + self.step_seconds
        return True

    def message(self, now: float) -> Clock:
        """The ``clock`` message for this clock at ``now``."""
        index, total = self.place or (self.step_index, len(self.steps))
        return Clock(
            self.phase,
            self.number,
            self.seconds_left(now),
            self.paused,
            self.steps[self.step_index] if self.steps else None,
            index,
            total,
            self.duration,
        )

    def snapshot(self, now: float) -> dict:
        """What :meth:`restore` needs to continue this step later (plain JSON values)."""
        return {
            "key": list(self.key),
            "step_index": self.step_index,
            "left": self.seconds_left(now),
            "duration": self.duration,
            "paused": self.paused,
        }

    def restore(self, snapshot: dict, now: float) -> bool:
        """Continue a step from :meth:`snapshot`, the time between the two not counting.

        Returns False (and changes nothing) when the snapshot is of another step.
        """
        if _plain(snapshot.get("key")) != _plain(self.key):
            return False
        self.step_index = min(snapshot["step_index"], max(len(self.steps) - 1, 0))
        self.duration = snapshot["duration"]
        left = snapshot["left"]
        self.paused = bool(snapshot["paused"])
        self.paused_left = left if self.paused else None
        self.deadline = None if self.paused or left is None else now + left
        return True


def _plain(value):
    """Tuples as lists, recursively: a key compares equal to its JSON round trip."""
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    return value
