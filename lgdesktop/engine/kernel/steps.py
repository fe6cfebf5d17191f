"""The step runner: the declared flow (:mod:`..flow`) run step after step, the night's
steps, the dawn and the host's clock.

Duty: which step runs now and what starts and closes it. Contracts:

- the plan of a cycle is drawn from the flow and the public composition only
  (:meth:`StepRunner._cycle`), never from who is alive or what was dealt;
- at a night step every living seat owes an answer (the called their real one, the others
  a decoy) unless decoys are off; the step closes when every owing seat answered (and,
  for a unanimity step, the pack agrees), or at the host's Timeout in a timed game;
- the step's roles resolve in the edition's night order, each with its living seats that
  wake as it (and still have their powers in a called step);
- a Timeout closes whatever is open (the debate, a vote, an owed action, a night step)
  and each missing answer takes its fallback.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import MorningNews, NightChoiceMade, NightPickMade, PhaseStarted, StepStarted
from ..flow import Closes, Reveals, StepKind
from ..model import PUBLIC, NightChoice, Phase, Timeout, only
from ..roles import NightContext
from .table import DECOY

if TYPE_CHECKING:
    from ..flow import Step
    from ..roles import Role
    from . import Kernel

#: Enum members as module constants: an ``Enum.MEMBER`` lookup costs ten times a global
#: read, and the hot paths (night choices) make many.
_CLOSES_ALL_ANSWERED = Closes.ALL_ANSWERED
_CLOSES_UNANIMITY = Closes.UNANIMITY
_PHASE_DAY = Phase.DAY
_PHASE_ELECTION = Phase.ELECTION
_PHASE_NIGHT = Phase.NIGHT
_PHASE_RESOLVING = Phase.RESOLVING
_PHASE_VOTE = Phase.VOTE
_REVEALS_CALLED = Reveals.CALLED
_STEPKIND_DAWN = StepKind.DAWN
_STEPKIND_DEBATE = StepKind.DEBATE
_STEPKIND_NIGHT = StepKind.NIGHT


class StepRunner:
    """The flow's runner (a part of :class:`~.Kernel`).

    Owns: ``phase``, ``step``, ``number``, the plan of steps to come, the night's choices
    and picks, the night context (``night``), the seats owing a night answer and ``held``.
    """

    def _init_steps(self: Kernel) -> None:
        self.phase = _PHASE_NIGHT
        #: The step running now.
        self.step: Step = self.flow.cycle[0]
        self._plan: list[Step] = []
        self.number = 1
        #: The current night step's choices: seat -> one-seat target (decoys included).
        self.night_choices: dict[int, int | None] = {}
        #: Tonight's whole real picks: seat -> (action, input) (decoys left out).
        self.night_picks: dict[int, tuple[str, NightChoice]] = {}
        #: Tonight's context, shared by the night's steps (None by day).
        self.night: NightContext | None = None
        self._owing: tuple[int, ...] = ()
        self._night_dead: list[int] = []
        #: Deaths held since nightfall (``Edition.nightfall_deaths``): seat -> cause. Such
        #: a seat takes no part in the night (it answers decoys, its roles are not
        #: called: :meth:`has_power`) and dies with the morning's deaths, announced then.
        self.held: dict[int, str] = {}

    def _cycle(self, number: int) -> list[Step]:
        """The steps of cycle ``number``: its night's steps, the rest, day 1's extras."""
        plan: list[Step] = []
        for step in self.flow.cycle:
            if step.kind is _STEPKIND_NIGHT and not (
                step.nights.includes(number) and self.edition.calls_step(step, self.composition)
            ):
                continue
            plan.append(step)
            if number == 1 and step.kind is _STEPKIND_DAWN:
                plan += self.flow.day_1
        return plan

    def _enter(self, phase: Phase) -> None:
        self.phase = phase
        self.emit(PhaseStarted(phase.value, self.number, visibility=PUBLIC))

    def _next_step(self) -> None:
        """Start the next step of the plan (the next cycle's first when it is done)."""
        if not self._plan:
            self.number += 1
            self._plan = self._cycle(self.number)
            self.held = dict(self.edition.nightfall_deaths(self))
        step = self._plan.pop(0)
        if not self.cards_seen and step not in self.flow.before_deal:
            self._show_deal()
        self.step = step
        kind = step.kind
        if kind is _STEPKIND_NIGHT:
            self._start_night_step(step)
        elif kind is _STEPKIND_DAWN:
            self._dawn()
        elif kind is _STEPKIND_DEBATE:
            self._enter(_PHASE_DAY)
        elif step.candidacy:
            self._open_candidacies(step)
        else:
            self._open_vote(step, 1, self.living())

    def _step_done(self) -> None:
        """The current step is over: the game ends after it, or goes on."""
        if self.flow.ends_after == self.step.id:
            self._check_win(final=True)
            return
        self._next_step()

    def add_step(self, step: Step) -> None:
        """Run ``step`` right after the current one (a second vote the same day)."""
        self._plan.insert(0, step)

    def _start_night_step(self, step: Step) -> None:
        first = self.night is None
        self.night_choices = {}
        if first:
            self.night_picks = {}
            self.night = NightContext(
                {},
                self.night_picks,
                peaceful=(self.number == 1 and self.edition.peaceful_first_night),
            )
            self._enter(_PHASE_NIGHT)
        if step.called:
            self._owing = (
                self._living
                if step.decoys and self._decoys_on()
                else tuple(
                    seat
                    for seat in self._living
                    if self.step_role(seat).id in step.called and self.has_power(seat)
                )
            )
            self.emit(StepStarted(step.id, self.number, visibility=PUBLIC))
        else:
            self._owing = self._living
        if first:
            for role in self._dealt_roles():
                for seat in self.seats_waking_as(role.id):
                    role.on_night_start(self, seat)
        if step.called:
            for role in self._step_roles(step):
                for seat in self.seats_waking_as(role.id):
                    if self.has_power(seat):
                        role.on_called(self, self.night, seat)
            if not self._owing and not self.setup.timed_nights:
                self._close_night_step()

    def current_choice(self: Kernel, seat: int) -> int | None:
        """The seat ``seat`` named in the current night step so far (None: none yet)."""
        return self.night_choices.get(seat)

    def _decoys_on(self) -> bool:
        return self.settings.get("decoys", "on") == "on"

    def _step_roles(self, step: Step) -> list[Role]:
        """The roles a night step calls, in night order (every one when it calls all):
        those the seats wake as (a card taken in the night wakes its new holder: a Thief
        who took the Witch's card is told the victim and brews her potions)."""
        waking = {*self._waking, *self.joined.values()}
        roles = [role for role in self.edition.roles if role.id in waking]
        if not step.called:
            return roles
        return [role for role in roles if role.id in step.called]

    def _night_choice(self, seat: int, action: str, pick: NightChoice) -> None:
        target = pick.target
        self.night_choices[seat] = target
        audience = only(seat)
        role = None
        if action != DECOY:
            self.night_picks[seat] = (action, pick)
            self.night.choices[seat] = target
            role = self.step_role(seat)
            step = self.step
            if role.revisable_choice and (not step.called or step.reveals is _REVEALS_CALLED):
                # the pack's picks, seen live (not a pack card's lone step: its own)
                audience = only(*self._pack())
            elif step.reveals is _REVEALS_CALLED:
                audience = only(*self.seats_waking_as(role.id))
        if target is not None and not pick.cards and not pick.option:
            self.emit(NightChoiceMade(seat, action, target, visibility=audience))
        else:
            self.emit(
                NightPickMade(
                    seat, action, pick.seats, pick.cards, pick.option, visibility=audience
                )
            )
        if (
            role is not None
            and role.has_sessions
            and role.on_pick(self, self.night, seat, action, pick)
        ):
            del self.night_choices[seat]  # the session goes on: the seat answers again
            return
        # Only living seats choose, and nobody dies before dawn: a full count is everybody.
        if (
            len(self.night_choices) == len(self._owing)
            and not self.setup.timed_nights
            and (self.step.closes is _CLOSES_ALL_ANSWERED or self._unanimous())
        ):
            self._close_night_step()

    def _pack(self) -> list[int]:
        """The living seats waking as a role whose picks are revisable and seen live by
        each other (the pack, whichever wolf cards its members hold)."""
        by_id, joined = self.edition.role_by_id, self.joined
        return [
            seat
            for seat in self._living
            if by_id[self._waking[seat]].revisable_choice
            or (joined and seat in joined and by_id[joined[seat]].revisable_choice)
        ]

    def _unanimous(self) -> bool:
        """Whether the seats a step calls that may revise their picks (the pack) agree on
        one target; when none may (then the plurality decides at once), or the step also
        calls seats whose pick is final (the Little Girl during the pack's step), those
        others only need to have answered."""
        if self.step.closes is not _CLOSES_UNANIMITY:
            return False
        pack = [
            seat
            for seat in self._owing
            if (role := self.step_role(seat)).id in self.step.called
            and role.revisable_choice
            and self.has_power(seat)
        ]
        return len({self.night.choices.get(seat) for seat in pack}) <= 1

    def _close_night_step(self) -> None:
        """The step's roles resolve in night order; the night ends after its last step."""
        night = self.night
        for role in self._step_roles(self.step):
            seats = self.seats_waking_as(role.id)
            if self.step.called:
                seats = [seat for seat in seats if self.has_power(seat)]
            if seats:
                role.resolve_night(self, night, seats)
        if self.step.checks_win and self._check_win():
            return
        if self.flow.deaths == "at_once" and night.deaths:
            deaths, night.deaths = night.deaths, []
            self._night_dead += self._kill(deaths, public_cause="night")
            if self._after_deaths():
                return
        self._step_done()

    def _dawn(self) -> None:
        """The morning: the night's deaths, announced with the morning notes; the deaths
        held since nightfall first (any later cause on those seats came too late). The
        dawn notes follow the owed actions (:meth:`_after_deaths`)."""
        night, self.night = self.night, None
        held, self.held = self.held, {}
        tonight = night.deaths if night else []
        if held:
            tonight = [*held.items(), *((s, cause) for s, cause in tonight if s not in held)]
        deaths = self._kill(tonight, public_cause="night") if tonight else ()
        if self._night_dead:
            deaths = tuple(sorted({*deaths, *self._night_dead}))
            self._night_dead = []
        notes = tuple(
            note
            for role in self._announced_roles()
            if (note := role.morning_note(self)) is not None
        )
        self.emit(MorningNews(self.number, deaths, notes, visibility=PUBLIC))
        if not self._after_deaths():
            self._step_done()

    def _timeout(self, timeout: Timeout) -> None:
        """The host's clock closes the step; each missing choice takes its fallback."""
        phase = self.phase
        if phase is _PHASE_DAY:
            self._step_done()
        elif phase is _PHASE_VOTE or phase is _PHASE_ELECTION:
            self._close_vote(timeout.absent)
        elif phase is _PHASE_RESOLVING:
            owed = self.owed[0]
            seats = owed.answer
            if seats is None:
                seats = owed.fallback(self, owed.targets(self))
            self._take_owed(seats, by_clock=True)
        else:
            self._close_night_step()
