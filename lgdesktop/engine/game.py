"""The game: a deterministic state machine driven by ordered inputs.

A game is a pure function of its :class:`GameSetup` (edition, players, seed, settings,
composition or fixed deal) and the ordered list of accepted inputs: replaying the same
inputs gives the same event log, byte for byte. Randomness comes only from one
``random.Random`` seeded by the setup; the host's clock enters as :class:`Timeout` inputs.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from . import knowledge
from .edition import Edition
from .editions import get_edition
from .errors import (
    AlreadyActed,
    GameOver,
    IllegalTarget,
    NotYourTurn,
    SetupError,
    StaleVersion,
    UnknownSeat,
)
from .flow import (
    CHOOSE_VOTERS,
    SHOT,
    SUCCESSOR,
    TIE_BREAK,
    Closes,
    Owed,
    Reveals,
    Step,
    StepKind,
    every_target,
    random_one,
)
from .model import (
    HOST,
    PUBLIC,
    SECRET,
    Act,
    ActionOwed,
    ActionTaken,
    Camp,
    CampChanged,
    Candidacy,
    CandidatesNamed,
    CardSeen,
    CardsSwapped,
    DawnNote,
    DeathCause,
    Died,
    Event,
    GameEnded,
    GameStarted,
    Input,
    InputSpec,
    MorningNews,
    NightChoice,
    NightChoiceMade,
    NightPickMade,
    Phase,
    PhaseStarted,
    PickShape,
    ProxyVote,
    RoleDealt,
    RoleRemoved,
    RoleShown,
    Shot,
    ShotFired,
    StepStarted,
    Timeout,
    TitleGiven,
    Visibility,
    Vote,
    VoteCast,
    VoteChoice,
    VoteTally,
    only,
)
from .roles import DREAM, DeathBatch, NightContext, Role
from .settings import resolve_settings
from .views import PlayerView, PublicView, build_player_view, build_public_view

#: What the host may always submit: its clock's Timeout.
HOST_SPECS = (InputSpec(Timeout.kind, "timeout"),)
#: Action names of a ballot that hands a title, of an explicit abstention, and of the
#: decoy prompt of the seats a stepped night does not call.
ELECT, VOTE, ABSTAIN, DECOY = "elect", "vote", "abstain", "decoy"
#: The action of a candidacy and its two options.
CANDIDACY, STAND, DECLINE = "candidacy", "stand", "decline"
#: The spec of a candidacy: stand or decline.
CANDIDACY_SPEC = InputSpec(Vote.kind, CANDIDACY, shape=PickShape(count=0, options=(STAND, DECLINE)))
#: How many candidates are drawn at random when nobody stands (RULES §3: two names).
DRAWN_CANDIDATES = 2
#: The spec of an explicit abstention.
ABSTAIN_SPEC = InputSpec(Vote.kind, ABSTAIN, shape=PickShape(count=0, options=(ABSTAIN,)))


#: Enum members as module constants: an ``Enum.MEMBER`` lookup costs ten times a global
#: read, and the hot paths (legal inputs, night choices, votes) make many.
_CLOSES_ALL_ANSWERED = Closes.ALL_ANSWERED
_CLOSES_UNANIMITY = Closes.UNANIMITY
_PHASE_DAY = Phase.DAY
_PHASE_ELECTION = Phase.ELECTION
_PHASE_ENDED = Phase.ENDED
_PHASE_NIGHT = Phase.NIGHT
_PHASE_RESOLVING = Phase.RESOLVING
_PHASE_VOTE = Phase.VOTE
_REVEALS_CALLED = Reveals.CALLED
_STEPKIND_DAWN = StepKind.DAWN
_STEPKIND_DEBATE = StepKind.DEBATE
_STEPKIND_ELECTION = StepKind.ELECTION
_STEPKIND_NIGHT = StepKind.NIGHT
_STEPKIND_VOTE = StepKind.VOTE


@dataclass(frozen=True)
class GameSetup:
    """Everything a game is made from, apart from its inputs.

    ``composition`` (role id -> count) is completed with villagers; when ``deal`` (one
    role id per seat, then one per center card in editions with a center) is given, the
    cards are dealt exactly so and the composition is derived from it. ``settings`` holds
    overrides of the edition's defaults.

    ``timed_nights``: a night closes only when the host's clock says so (a Timeout), not
    as soon as every living player has chosen, and so does a pause that keeps time (see
    :class:`~.flow.Owed`). The living-room host uses it so that every night, and every
    such pause, lasts the same time whatever the deal; simulations leave it off.
    """

    edition: str
    players: tuple[str, ...]
    seed: int
    settings: tuple[tuple[str, str], ...] = ()
    composition: tuple[tuple[str, int], ...] | None = None
    deal: tuple[str, ...] | None = None
    timed_nights: bool = False

    @classmethod
    def create(
        cls,
        edition: str,
        players: Sequence[str] | int,
        seed: int,
        *,
        settings: dict[str, str] | None = None,
        composition: dict[str, int] | None = None,
        deal: Sequence[str] | None = None,
        timed_nights: bool = False,
    ) -> GameSetup:
        """Build a setup; ``players`` may be a count (names become "Player 1", ...)."""
        names = (
            tuple(f"Player {i + 1}" for i in range(players))
            if isinstance(players, int)
            else tuple(players)
        )
        return cls(
            edition=edition,
            players=names,
            seed=seed,
            settings=tuple(sorted((settings or {}).items())),
            composition=None if composition is None else tuple(sorted(composition.items())),
            deal=None if deal is None else tuple(deal),
            timed_nights=timed_nights,
        )


@dataclass
class _Vote:
    """The open vote (or election): its step, round, candidates, voters and ballots
    (``None``: an explicit abstention)."""

    step: Step
    round: int
    candidates: tuple[int, ...]
    voters: tuple[int, ...]
    #: A cast ballot is final (see :meth:`Game._final`).
    final: bool
    #: Only some of the living vote (``voters`` is not every living seat).
    restricted: bool
    ballots: dict[int, int | None] = field(default_factory=dict)
    #: The election's candidacies, before its vote (a ballot: the seat stands, or None).
    candidacy: bool = False


class Game:
    """One game. Use :meth:`legal_inputs`, :meth:`submit` and the two views; nothing else
    is meant to leave the engine toward a screen or the network.

    The game runs the flow its edition declares (:meth:`Edition.flow`, see
    :mod:`.flow`): steps one after the other, owed actions between them, the win checked
    after every death resolution. Raises :class:`SetupError` when the setup is not
    playable.
    """

    def __init__(self, setup: GameSetup):
        self.setup = setup
        self.edition: Edition = get_edition(setup.edition)
        self.names = setup.players
        self.players = len(setup.players)
        self.edition.check_players(self.players)
        self.settings = resolve_settings(self.edition.settings, dict(setup.settings))
        #: The flow this game runs (the edition's, for these settings).
        self.flow = self.edition.flow(self.settings)
        #: The dead see every role and secret during play (the edition's rule, maybe
        #: as a setting says).
        self.dead_see_all = self.edition.dead_see_everything(self.settings)
        self.rng = random.Random(setup.seed)
        self.log: list[Event] = []
        self.inputs: list[tuple[int | None, Input]] = []
        #: Accepted inputs so far (the journal's counter; the host's stale check).
        self.version = 0
        self.phase = _PHASE_NIGHT
        #: The step running now.
        self.step: Step = self.flow.cycle[0]
        self._plan: list[Step] = []
        #: True once a camp has won; no input is accepted any more.
        self.ended = False
        self.number = 1
        self.alive = [True] * self.players
        self._living = tuple(range(self.players))
        self._others_cache: dict[int, tuple[int, ...]] = {}
        self.lovers: list[tuple[int, int]] = []
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
        self.proxies: dict[int, int] = {}
        self.vote: _Vote | None = None
        #: Owed actions, in the order they are taken (the first is owed now).
        self.owed: list[Owed] = []
        #: Chained deaths waiting for owed actions the flow's ``death_order`` puts first:
        #: (seat, cause, public cause).
        self._deferred: list[tuple[int, str, str]] = []
        #: Title id -> the seat holding it.
        self.titles: dict[str, int] = {}
        #: Seats whose camp changed in play: seat -> the role whose camp they play for and
        #: whose night steps they also wake in (the infected, a turned Wild Child).
        self.joined: dict[int, str] = {}
        #: Camps whose powers are lost for the rest of the game (the Elder banished).
        self.powers_lost: set[str] = set()
        self.last_banished: int | None = None
        #: The last closed vote's tally (None before the first).
        self.last_tally: VoteTally | None = None
        #: The seats the last day vote eliminated, tie-break included (None before any).
        self.last_voted_out: tuple[int, ...] | None = None
        #: (day number, seats): the only seats allowed to vote at that day's vote (a
        #: Scapegoat's choice); None when everybody may.
        self.chosen_voters: tuple[int, tuple[int, ...]] | None = None
        #: Per-role memory between nights (e.g. last protected player), keyed by role id.
        self.memory: dict[str, dict] = {}
        self.result: GameEnded | None = None
        self._seen = knowledge.SeenLog(self)
        self._board: PublicView | None = None
        self._legal_cache: dict[int | None, tuple[InputSpec, ...]] = {}
        self._legal_version = -1
        self._deal()

    # ------------------------------------------------------------------ set-up

    def _deal(self) -> None:
        edition, setup = self.edition, self.setup
        #: The role ``missing_role`` took out before the deal (secret), if any.
        self.removed_role: str | None = None
        if setup.deal is not None:
            if self.settings.get("missing_role") == "on":
                raise SetupError("a fixed deal cannot be combined with missing_role=on")
            extra = edition.center_for(Counter(setup.deal))
            if len(setup.deal) != self.players + extra:
                center = f" and {extra} center cards" if extra else ""
                raise SetupError(
                    f"the deal has {len(setup.deal)} roles for {self.players} players{center}"
                )
            composition = dict(Counter(setup.deal))
            edition.validate_composition(composition, self.players, self.settings)
            edition.validate_balance(composition, self.settings)
            self.composition = composition
            deck = list(setup.deal)
        else:
            asked = (
                edition.recommended_setup(self.players)
                if setup.composition is None
                else edition.complete_composition(dict(setup.composition), self.players)
            )
            edition.validate_composition(asked, self.players, self.settings)
            edition.validate_balance(asked, self.settings)
            self.composition = asked
            dealt = dict(asked)
            self.removed_role = edition.prepare_deal(dealt, self.settings, self.rng)
            deck = [role_id for role_id in sorted(dealt) for _ in range(dealt[role_id])]
            self.rng.shuffle(deck)
        #: The card each seat holds now (cards move only in editions that swap them).
        self.roles: list[str] = deck[: self.players]
        #: The card dealt to each seat.
        self.dealt: tuple[str, ...] = tuple(self.roles)
        #: The center cards now, face down (empty in editions without a center).
        self.center: list[str] = deck[self.players :]
        #: The cards players wake by at night: the dealt ones, or those held now.
        self._waking = self.dealt if edition.wakes_by_dealt_card else self.roles
        self.emit(
            GameStarted(
                edition.id,
                self.names,
                tuple(sorted(self.composition.items())),
                tuple(sorted(self.settings.items())),
                visibility=PUBLIC,
            )
        )
        if self.removed_role is not None:
            self.emit(RoleRemoved(self.removed_role, visibility=SECRET))
        self._plan = list(self.flow.before_deal)
        #: Whether the seats have seen their cards (False during an election before the
        #: deal: nobody may act on, chat by or see a card yet).
        self.cards_seen = not self._plan
        if self.cards_seen:
            self._show_deal()
        self._plan += [*self.flow.before_night_1, *self._cycle(1)]
        self._next_step()

    def _show_deal(self) -> None:
        """Each seat learns its card; the dealt roles reveal their teams."""
        self.cards_seen = True
        for seat, role_id in enumerate(self.roles):
            self.emit(RoleDealt(seat, role_id, visibility=only(seat)))
        for role in self._dealt_roles():
            role.on_deal(self, self.seats_with(role.id))

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

    # ------------------------------------------------------------------ queries

    def role(self, seat: int) -> Role:
        """The behaviour of the card ``seat`` holds now."""
        return self.edition.role_by_id[self.roles[seat]]

    def night_role(self, seat: int) -> Role:
        """The role ``seat`` wakes as at night: its dealt card or the card it holds now,
        as the edition says (``wakes_by_dealt_card``)."""
        return self.edition.role_by_id[self._waking[seat]]

    def living(self) -> tuple[int, ...]:
        """The living seats, in seat order."""
        return self._living

    def seats_with(self, role_id: str, *, living: bool = False) -> list[int]:
        """The seats holding ``role_id`` now (the living only, with ``living``)."""
        return [
            seat
            for seat, held in enumerate(self.roles)
            if held == role_id and (self.alive[seat] or not living)
        ]

    def seats_waking_as(self, role_id: str) -> list[int]:
        """The living seats that wake as ``role_id`` at night (see :meth:`night_role`)."""
        joined = self.joined
        return [
            seat
            for seat, held in enumerate(self._waking)
            if (held == role_id or (joined and joined.get(seat) == role_id)) and self.alive[seat]
        ]

    def step_role(self, seat: int) -> Role:
        """The role ``seat`` answers as in the current night step: the one it wakes as, or,
        when the step does not call that one but calls the role it joined in play (the
        infected in the pack's step), the joined role."""
        role = self.edition.role_by_id[self._waking[seat]]
        joined = self.joined.get(seat) if self.joined else None
        if joined is not None and role.id not in self.step.called and joined in self.step.called:
            return self.edition.role_by_id[joined]
        return role

    def camp(self, seat: int) -> Camp:
        """The camp ``seat`` plays for now: its card's, or the one it joined in play."""
        joined = self.joined.get(seat)
        return self.edition.role_by_id[joined].camp if joined else self.role(seat).camp

    def join(self, seat: int, role_id: str, *, why: str, visibility: Visibility) -> None:
        """``seat`` plays for ``role_id``'s camp from now on and wakes in its night steps
        too (keeping its own card and power); ``visibility`` says who learns it."""
        self.joined[seat] = role_id
        role = self.edition.role_by_id[role_id]
        self.emit(CampChanged(seat, role.camp.value, why, role_id, visibility=visibility))

    def seats_after(self, seat: int) -> tuple[int, ...]:
        """The living seats after ``seat`` in rising seat order, wrapping round the table
        (``seat`` left out): the one service of who sits next to whom."""
        count, alive = self.players, self.alive
        return tuple([other for k in range(1, count) if alive[other := (seat + k) % count]])

    def living_neighbours(self, seat: int) -> tuple[int, ...]:
        """``seat``'s two nearest living neighbours, in seat order: the first living seat
        after it and the first before it, skipping the dead, those dead since nightfall
        (:attr:`held`, still shown alive until dawn) included, wrapping (one when only
        two live, none when it is alone)."""
        after = self.seats_after(seat)
        if self.held:
            after = tuple([other for other in after if other not in self.held])
        return tuple(sorted({after[0], after[-1]})) if after else ()

    def partner(self, seat: int) -> int | None:
        """The other lover of ``seat``'s couple, if any."""
        for first, second in self.lovers:
            if seat == first:
                return second
            if seat == second:
                return first
        return None

    def has_power(self, seat: int) -> bool:
        """Whether ``seat``'s role still has its powers (not lost by its camp, and the seat
        not dead since nightfall: :attr:`held`)."""
        if self.held and seat in self.held:
            return False
        return not self.powers_lost or self.night_role(seat).camp.value not in self.powers_lost

    def lose_powers(self, camp: str) -> None:
        """Every role of ``camp`` loses its powers for the rest of the game."""
        self.powers_lost.add(camp)

    def dream_spec(self, seat: int) -> InputSpec:
        """The harmless night choice: dream of any other living player."""
        return InputSpec(
            NightChoice.kind, DREAM, self.others_than(seat), self.night_choices.get(seat)
        )

    def decoy_spec(self, seat: int) -> InputSpec:
        """The decoy prompt of a seat a stepped night's step does not call: whom do you
        suspect? (kept in the seat's notes, never used by the rules)."""
        return InputSpec(
            NightChoice.kind, DECOY, self.others_than(seat), self.night_choices.get(seat)
        )

    def _announced_roles(self) -> list[Role]:
        """Roles of the public composition (dealt or not), in night order."""
        return [role for role in self.edition.roles if role.id in self.composition]

    def _dealt_roles(self) -> list[Role]:
        """Roles dealt to a seat, in night order."""
        dealt = set(self.dealt)
        return [role for role in self.edition.roles if role.id in dealt]

    # ------------------------------------------------------------------ titles and votes

    def title_holder(self, title: str) -> int | None:
        """The seat holding ``title`` now, or None."""
        return self.titles.get(title)

    def give_title(self, title: str, seat: int | None, how: str) -> None:
        """``seat`` holds ``title`` from now on (None: nobody; ``how`` says why)."""
        if seat is None:
            self.titles.pop(title, None)
        else:
            self.titles[title] = seat
        self.emit(TitleGiven(title, seat, how, visibility=PUBLIC))

    def vote_weight(self, seat: int) -> int:
        """How many votes ``seat``'s ballot counts for (its titles' weights)."""
        weight = 1
        if self.titles:
            for title in self.flow.titles:
                if self.titles.get(title.id) == seat:
                    weight *= title.weight
        return weight

    def tie_breaker(self) -> int | None:
        """The living holder of a title that breaks ties, if any."""
        for title in self.flow.titles:
            seat = self.titles.get(title.id)
            if title.breaks_ties and seat is not None and self.alive[seat]:
                return seat
        return None

    # ------------------------------------------------------------------ inputs

    def legal_inputs(self, seat: int | None) -> tuple[InputSpec, ...]:
        """What ``seat`` (or the host, ``HOST``) may submit now; empty when nothing.

        Computed once per seat and state version (the state changes only through accepted
        inputs, each of which bumps the version).
        """
        if self._legal_version != self.version:
            self._legal_cache.clear()
            self._legal_version = self.version
        specs = self._legal_cache.get(seat)
        if specs is None:
            specs = self._legal_cache[seat] = self._compute_legal_inputs(seat)
        return specs

    def _compute_legal_inputs(self, seat: int | None) -> tuple[InputSpec, ...]:
        if self.ended:
            return ()
        if seat is HOST:
            return HOST_SPECS
        self._check_seat(seat)
        phase = self.phase
        if phase is _PHASE_NIGHT:  # the hot path: every seat, every night
            if not self.alive[seat]:
                return ()
            role = self.edition.role_by_id[self._waking[seat]]  # night_role(seat)
            if self.joined and seat in self.joined:
                role = self.step_role(seat)
            called = self.step.called
            if called and (role.id not in called or not self.has_power(seat)):
                # a decoy is final, whoever answers it (a wolf too, outside the pack's step)
                if seat in self._owing and seat not in self.night_choices:
                    return (self.decoy_spec(seat),)
                return ()
            if seat in self.night_choices and not role.revisable_choice:
                return ()
            if role.one_night_form:
                return (role.night_action(self, seat),)
            return tuple(role.night_actions(self, seat))
        if phase is _PHASE_RESOLVING:
            owed = self.owed[0]
            if owed.seat != seat or owed.answer is not None:
                return ()
            targets = owed.targets(self)
            if owed.count is None:
                shape = PickShape(count=len(targets), at_most=True)
            else:
                shape = None if owed.count == 1 else PickShape(count=owed.count)
            return (InputSpec(owed.input_kind, owed.action, targets, shape=shape),)
        if not self.alive[seat]:
            return ()
        if phase is _PHASE_DAY:
            return (
                InputSpec(
                    ProxyVote.kind, "proxy_vote", self._ballot_targets(seat), self.proxies.get(seat)
                ),
            )
        vote = self.vote
        if (
            vote is None
            or (seat in vote.ballots and vote.final)
            or (vote.restricted and seat not in vote.voters)
        ):
            return ()
        if vote.candidacy:
            return (CANDIDACY_SPEC,)
        if phase is _PHASE_ELECTION:
            specs = [InputSpec(Vote.kind, ELECT, vote.candidates, vote.ballots.get(seat))]
        else:
            forbidden = (
                self.edition.forbidden_targets(self, seat) if self.edition.restricts_targets else ()
            )
            specs = [
                InputSpec(
                    Vote.kind,
                    VOTE,
                    tuple([c for c in vote.candidates if c != seat and c not in forbidden]),
                    vote.ballots.get(seat),
                )
            ]
        if vote.step.abstention:
            specs.append(ABSTAIN_SPEC)
        if phase is _PHASE_VOTE and self.edition.has_extra_ballots:
            specs += self.edition.extra_ballots(self, seat)
        if phase is _PHASE_VOTE:
            specs.append(
                InputSpec(
                    ProxyVote.kind, "proxy_vote", self._ballot_targets(seat), self.proxies.get(seat)
                )
            )
        return tuple(specs)

    def _ballot_targets(self, seat: int) -> tuple[int, ...]:
        """The seats living ``seat`` may name in a day ballot or proxy: the other living
        seats, less those the edition forbids."""
        if not self.edition.restricts_targets:
            return self.others_than(seat)
        forbidden = self.edition.forbidden_targets(self, seat)
        return tuple([other for other in self.others_than(seat) if other not in forbidden])

    def _final(self, step: Step) -> bool:
        """Whether a cast ballot of the vote ``step`` is final."""
        final = step.final
        if final is None:
            return self.settings.get("votes_final", "yes") == "yes"
        return final

    def awaited(self) -> tuple[int, ...]:
        """The seats that owe an input now, in seat order (empty when only the host's clock
        can move the game on: the day's discussion, or nobody left to answer).

        At night every living player owes a choice (the called their real one, the
        others a decoy), so this says nothing about roles; the host uses it to know whom
        it waits for, the simulator to know whom to ask.
        """
        if self.ended:
            return ()
        if self.phase is _PHASE_NIGHT:
            return tuple([seat for seat in self._owing if seat not in self.night_choices])
        if self.phase is _PHASE_VOTE or self.phase is _PHASE_ELECTION:
            return tuple([seat for seat in self.vote.voters if seat not in self.vote.ballots])
        if self.phase is _PHASE_RESOLVING:
            owed = self.owed[0]
            return () if owed.seat is None or owed.answer is not None else (owed.seat,)
        return ()

    # ------------------------------------------------------------------ table rules

    @property
    def channels(self) -> tuple[str, ...]:
        """Every chat channel of the edition (``jinrou``: the living werewolves' ``pack``
        and the dead's ``dead``)."""
        return self.edition.channels

    def chat_members(self, channel: str) -> tuple[int, ...]:
        """The seats that may read and write ``channel`` now, in seat order (empty for a
        channel the edition does not know), as the edition declares them. The host relays
        chat lines to these seats only."""
        return self.edition.chat_members(self, channel)

    def may_ask_for_vote(self, seat: int) -> bool:
        """Whether ``seat`` may ask to end the day's discussion now: the living, by day."""
        return not self.ended and self.phase is _PHASE_DAY and self.alive[seat]

    def vote_requests_needed(self) -> int:
        """How many living players must ask for the vote to end the discussion early: more
        than half of the living."""
        return len(self._living) // 2 + 1

    def others_than(self, seat: int) -> tuple[int, ...]:
        """The living seats other than ``seat`` (cached until somebody dies)."""
        others = self._others_cache.get(seat)
        if others is None:
            others = self._others_cache[seat] = tuple([o for o in self._living if o != seat])
        return others

    def submit(self, seat: int | None, inp: Input, *, version: int | None = None) -> None:
        """Validate and apply one input, or raise an :class:`InputError` and change nothing.

        ``version``, when given, must equal the version of the view the sender decided on:
        ``player_view(seat).version`` for a seat, :attr:`version` for the host. A seat's
        version counts only what that seat may see, so it never reveals that somebody else
        acted in secret; it changes whenever anything that seat sees (or may do) changes.
        Otherwise :class:`StaleVersion` is raised.
        """
        if self.ended:
            raise GameOver("the game is over")
        if version is not None:
            current = self.version if seat is HOST else self._seen.version_for(seat)
            if version != current:
                raise StaleVersion(f"input made on version {version}, the view is at {current}")
        if seat is HOST:
            if not isinstance(inp, Timeout):
                raise NotYourTurn("the host only submits timeouts")
            for absent in inp.absent:
                self._check_seat(absent)
            self._record(seat, inp)
            self._timeout(inp)
            return
        self._check_seat(seat)
        kind = inp.kind
        legal = self.legal_inputs(seat)
        for spec in legal:
            if spec.kind == kind:
                break
        else:
            if isinstance(inp, Timeout):
                raise NotYourTurn("only the host submits timeouts")
            if (
                isinstance(inp, NightChoice)
                and self.phase is _PHASE_NIGHT
                and seat in self.night_choices
            ):
                raise AlreadyActed("your night choice is already made")
            if isinstance(inp, Vote) and self.vote and seat in self.vote.ballots:
                raise AlreadyActed("you have already voted")
            raise NotYourTurn(f"{inp.kind} is not possible now for seat {seat}")
        target = inp.target
        if not (
            spec.shape is None
            and type(target) is int
            and target in spec.targets
            and len(inp.seats) == 1
            and inp.seats[0] == target
            and not inp.cards
            and not inp.option
        ):
            # not the common one-seat pick: check every spec of the kind
            spec = _fitting([spec for spec in legal if spec.kind == kind], inp)
        if spec.current is not None and spec.current == inp.target:
            raise AlreadyActed(f"{inp.target} is already your choice")
        self._record(seat, inp)
        if isinstance(inp, NightChoice):
            self._night_choice(seat, spec.action, inp)
        elif isinstance(inp, Vote):
            if spec.action == CANDIDACY:
                self._stand(seat, inp.option == STAND)
            elif spec.action in (VOTE, ELECT, ABSTAIN):
                self._vote(seat, None if spec.action == ABSTAIN else inp.target)
            else:  # a form the edition adds (extra_ballots): counted as a ballot too
                self.edition.on_extra_ballot(self, seat, spec.action, inp.target)
                self._vote(seat, inp.target)
        elif isinstance(inp, ProxyVote):
            self.proxies[seat] = inp.target
            self.emit(VoteChoice(seat, inp.target, proxy=True, visibility=only(seat)))
        else:
            self._take_owed(inp.seats, by_clock=False)

    def _check_seat(self, seat: int | None) -> None:
        """Raise UnknownSeat unless ``seat`` is a seat of this table."""
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise UnknownSeat(f"no seat {seat!r} at this table of {self.players}")

    def _record(self, seat: int | None, inp: Input) -> None:
        self.inputs.append((seat, inp))
        self.version += 1

    # ------------------------------------------------------------------ events

    def emit(self, event: Event) -> None:
        """Append ``event`` to the log (role hooks report what happens through it); its
        visibility decides who will see it."""
        self.log.append(event)
        self._seen.add(event)

    def _enter(self, phase: Phase) -> None:
        self.phase = phase
        self.emit(PhaseStarted(phase.value, self.number, visibility=PUBLIC))

    # ------------------------------------------------------------------ the flow

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
            self.vote = _Vote(step, 0, (), self._living, True, False, candidacy=True)
            self._enter(step.phase)
        else:
            self._open_vote(step, 1, self.living())

    def _step_done(self) -> None:
        """The current step is over: the game ends after it, or goes on."""
        if self.flow.ends_after == self.step.id:
            self._check_win(final=True)
            return
        self._next_step()

    # ------------------------------------------------------------------ night

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

    # ------------------------------------------------------------------ day and vote

    def _open_vote(self, step: Step, round_: int, candidates: Iterable[int]) -> None:
        voters = self._living
        if step.kind is _STEPKIND_VOTE and self.edition.restricts_voters:
            voters = tuple([seat for seat in voters if self.edition.may_vote(self, seat)])
        chosen = self.chosen_voters
        if chosen is not None and step.kind is _STEPKIND_VOTE:
            if chosen[0] == self.number:
                voters = tuple([seat for seat in voters if seat in chosen[1]])
            elif chosen[0] < self.number:
                self.chosen_voters = None
        self.vote = _Vote(
            step, round_, tuple(candidates), voters, self._final(step), voters is not self._living
        )
        self._enter(step.phase)
        if not voters:
            self._close_vote(absent=())

    def _vote(self, seat: int, target: int | None) -> None:
        vote = self.vote
        first = seat not in vote.ballots
        vote.ballots[seat] = target
        if first:
            self.emit(VoteCast(seat, visibility=PUBLIC))
        if target is not None:
            self.emit(VoteChoice(seat, target, visibility=only(seat)))
        if len(vote.ballots) == len(vote.voters) and vote.final:
            self._close_vote(absent=())

    def _stand(self, seat: int, stands: bool) -> None:
        """``seat`` stands or declines (final); the candidacies close when all answered."""
        vote = self.vote
        vote.ballots[seat] = seat if stands else None
        self.emit(Candidacy(seat, stands, visibility=PUBLIC))
        if len(vote.ballots) == len(vote.voters):
            self._close_candidacies()

    def _close_candidacies(self) -> None:
        """The vote opens among those who stood (the clock: the silent declined); when
        nobody stood, among two living seats drawn with the seeded generator. A lone
        candidate takes the title unopposed."""
        vote, self.vote = self.vote, None
        candidates = sorted(seat for seat, stood in vote.ballots.items() if stood is not None)
        drawn = not candidates
        if drawn:
            candidates = sorted(
                self.rng.sample(self._living, min(DRAWN_CANDIDATES, len(self._living)))
            )
        self.emit(CandidatesNamed(tuple(candidates), drawn, visibility=PUBLIC))
        if len(candidates) == 1:
            self.give_title(vote.step.title, candidates[0], "unopposed")
            self._step_done()
            return
        self._open_vote(vote.step, 1, candidates)

    def _close_vote(self, absent: Sequence[int]) -> None:
        vote = self.vote
        if vote.candidacy:
            self._close_candidacies()
            return
        ballots = (
            {voter: target for voter, target in vote.ballots.items() if target is not None}
            if vote.step.abstention
            else dict(vote.ballots)
        )
        if vote.step.kind is _STEPKIND_VOTE:
            for seat in sorted(absent):
                proxy = self.proxies.get(seat)
                if (
                    self.alive[seat]
                    and seat not in vote.ballots
                    and proxy is not None
                    and proxy in vote.candidates
                    and proxy != seat
                    and seat in vote.voters
                ):
                    ballots[seat] = proxy
        weights = ()
        if self.titles:
            weights = tuple(
                (voter, w) for voter in sorted(ballots) if (w := self.vote_weight(voter)) != 1
            )
        counts = Counter(ballots.values())
        for voter, weight in weights:
            counts[ballots[voter]] += weight - 1
        bonuses = ()
        secret = False
        if vote.step.kind is _STEPKIND_VOTE and self.edition.has_vote_bonuses:
            extra = self.edition.vote_bonuses(self, vote.round)
            for target, votes, _public in extra:
                if target in vote.candidates and self.alive[target]:
                    counts[target] += votes
            bonuses = tuple(
                (t, v)
                for t, v, public in extra
                if public and t in vote.candidates and self.alive[t]
            )
            secret = self.edition.hides_totals(self) or any(not p for _t, _v, p in extra)
        ranking = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
        shown_ballots = tuple(sorted(ballots.items())) if vote.step.ballots == "open" else ()
        if vote.step.kind is _STEPKIND_ELECTION:
            self._close_election(vote, ranking, shown_ballots, weights)
            return
        outcome, eliminated = self.edition.vote_outcome(self, vote.round, ranking)
        if outcome == TIE_BREAK and self.tie_breaker() is None:
            outcome, eliminated = self.edition.untied_outcome(self, vote.round, ranking)
        banished = eliminated[0] if eliminated and outcome != TIE_BREAK else None
        tally = VoteTally(
            vote.round,
            shown_ballots,
            () if secret else tuple(ranking),
            outcome,
            banished,
            () if outcome == TIE_BREAK else eliminated,
            weights,
            bonuses,
            visibility=PUBLIC,
        )
        self.emit(tally)
        self.vote = None
        if outcome == "revote":
            self._open_vote(
                vote.step,
                vote.round + 1,
                [target for target, votes in ranking if votes == ranking[0][1]],
            )
            return
        self.proxies = {}
        self.last_tally = tally
        if outcome == TIE_BREAK:
            self._owe_tie_break(eliminated)
            self._after_deaths()
            return
        self._banish(eliminated)

    def _banish(self, eliminated: tuple[int, ...]) -> None:
        """The day vote's designated players: each dies, or lives if its role says so."""
        self.last_banished = eliminated[0] if eliminated else None
        self.last_voted_out = eliminated
        dying = tuple(seat for seat in eliminated if self.role(seat).on_designated(self, seat))
        if not (dying and self.edition.holds_banishment(self, dying)):
            self.banish_now(dying)
        if not self._after_deaths():
            self._step_done()

    def _close_election(
        self,
        vote: _Vote,
        ranking: list[tuple[int, int]],
        ballots: tuple[tuple[int, int], ...],
        weights: tuple[tuple[int, int], ...],
    ) -> None:
        """Most votes takes the title; a tie is revoted among the tied, then drawn."""
        top = (
            [target for target, votes in ranking if votes == ranking[0][1]]
            if ranking
            else list(vote.candidates)
        )
        if len(top) > 1 and vote.round == 1:
            self.emit(
                VoteTally(
                    vote.round,
                    ballots,
                    tuple(ranking),
                    "revote",
                    None,
                    (),
                    weights,
                    visibility=PUBLIC,
                )
            )
            self.vote = None
            self._open_vote(vote.step, 2, top)
            return
        how = "elected" if len(top) == 1 else "drawn"
        seat = top[0] if len(top) == 1 else self.rng.choice(top)
        self.emit(
            VoteTally(
                vote.round, ballots, tuple(ranking), how, None, (), weights, visibility=PUBLIC
            )
        )
        self.vote = None
        self.give_title(vote.step.title, seat, how)
        self._step_done()

    # ------------------------------------------------------------------ deaths

    def _kill(self, deaths: list[tuple[int, str]], *, public_cause: str) -> tuple[int, ...]:
        """Kill a batch of same-instant deaths, with their immediate consequences.

        Role hooks may add deaths to the batch (curses) and lovers die of heartbreak in the
        same instant, in the order they were caused, or in the flow's ``death_order`` when
        it declares one (a chained death it puts after a queued owed action waits for it:
        see :meth:`_after_deaths`). Deaths are announced in seat order, never in the order
        they were caused, so the announcement does not hint at who caused what; where the
        flow says so (``reveal_on_death``) each card is shown as its holder dies. A dying
        title holder owes a successor. Returns the seats that died, in seat order.
        """
        batch = DeathBatch(self, deaths)
        primary = len(batch.deaths)
        ordered = bool(self.flow.death_order)
        index = 0
        while index < len(batch.deaths):
            if ordered and index >= primary and self._defer_chained(batch, index, public_cause):
                continue
            seat, cause = batch.deaths[index]
            self.alive[seat] = False
            self._living = tuple([s for s in self._living if s != seat])
            self._others_cache.clear()
            self.role(seat).on_death(self, batch, seat, cause)
            if self.edition.has_death_hook:
                self.edition.on_death(self, batch, seat, cause)
            partner = self.partner(seat)
            if partner is not None:
                batch.add(partner, "heartbreak")
            index += 1
        reveal = self.flow.reveal_on_death
        for seat, cause in sorted(batch.deaths):
            shown = "banished" if cause == "banished" else public_cause
            if reveal:
                self.emit(RoleShown(seat, self.roles[seat], visibility=PUBLIC))
            self.emit(Died(seat, shown, visibility=PUBLIC))
            self.emit(DeathCause(seat, cause, visibility=SECRET))
        self._owe_successors()
        return tuple(sorted(seat for seat, _ in batch.deaths))

    def _owe_successors(self) -> None:
        """Every dead holder of a title with a successor owes one (once: the title is
        taken from him as he owes it)."""
        if self.titles:
            for title in self.flow.titles:
                holder = self.titles.get(title.id)
                if holder is not None and not self.alive[holder] and title.successor:
                    self._owe_successor(title.id, holder)

    def _defer_chained(self, batch: DeathBatch, index: int, public_cause: str) -> bool:
        """Put the batch's chained deaths from ``index`` on in the flow's ``death_order``;
        when the next one's cause comes after an owed action already queued, take it out
        of the batch to wait for it (:meth:`_after_deaths`). Returns True when it did."""
        rank = self.flow.death_rank
        batch.deaths[index:] = sorted(batch.deaths[index:], key=lambda death: rank(death[1]))
        self._owe_successors()
        seat, cause = batch.deaths[index]
        if any(rank(owed.kind) < rank(cause) for owed in self.owed):
            del batch.deaths[index]
            self._deferred.append((seat, cause, public_cause))
            return True
        return False

    def _after_deaths(self) -> bool:
        """After a death resolution: owed actions first, then the win check. Returns True
        when the game waits (an owed action) or has ended; False to go on."""
        owed = self.owed
        while owed and not owed[0].targets(self):
            owed.pop(0)  # nothing left to name: dropped
        if self._deferred:
            self._kill_deferred()
            while owed and not owed[0].targets(self):
                owed.pop(0)
        if owed:
            if self.phase is not _PHASE_RESOLVING:
                self._enter(_PHASE_RESOLVING)
            self._announce_owed()
            return True
        if self.step.kind is _STEPKIND_DAWN:
            self._dawn_notes()
        return self._check_win()

    def _dawn_notes(self) -> None:
        """The dawn's owed actions are all taken: what the roles of the public composition
        say now (:meth:`Role.dawn_note`, the bear's growl), before the win check."""
        notes = tuple(
            note for role in self._announced_roles() if (note := role.dawn_note(self)) is not None
        )
        if notes:
            self.emit(DawnNote(self.number, notes, visibility=PUBLIC))

    def _kill_deferred(self) -> None:
        """The waiting chained deaths whose owed actions are all taken now die, each in
        its own instant (with its own consequences), in the flow's ``death_order``."""
        rank = self.flow.death_rank
        while self._deferred:
            ready = [
                death
                for death in self._deferred
                if all(rank(owed.kind) >= rank(death[1]) for owed in self.owed)
            ]
            if not ready:
                return
            seat, cause, public_cause = min(ready, key=lambda death: rank(death[1]))
            self._deferred.remove((seat, cause, public_cause))
            if self.alive[seat]:
                self._kill([(seat, cause)], public_cause=public_cause)

    def _check_win(self, *, final: bool = False) -> bool:
        """End the game if a side has won (``final``: the flow ends here whatever)."""
        win = self.edition.check_win(self)
        if win is None and not final:
            return False
        if win is None:
            raise AssertionError(f"{self.edition.id}: no result after the last step")
        self.result = GameEnded(
            win.labels[0],
            win.seats,
            tuple(self.roles),
            win.labels,
            self.dealt,
            tuple(self.center),
            visibility=PUBLIC,
        )
        self.phase = _PHASE_ENDED
        self.ended = True
        self.emit(self.result)
        return True

    # ------------------------------------------------------------------ cards

    def swap_cards(
        self,
        *,
        seats: tuple[int, ...] = (),
        cards: tuple[int, ...] = (),
        by: int | None,
        visibility: Visibility,
    ) -> None:
        """Exchange two cards: two seats' (``seats``), a seat's and center card ``cards``,
        or two center cards. ``by`` made the swap; ``visibility`` says who sees it happen
        (what they knew of the two cards moves with them)."""
        places = [(self.roles, seat) for seat in seats] + [(self.center, card) for card in cards]
        if len(places) != 2:
            raise ValueError("a swap exchanges exactly two cards")
        (first, i), (second, j) = places
        first[i], second[j] = second[j], first[i]
        self.emit(CardsSwapped(by, tuple(seats), tuple(cards), visibility=visibility))

    def show_card(self, viewer: int, *, target: int | None = None, card: int | None = None) -> None:
        """``viewer`` looks at seat ``target``'s card, or at center card ``card``, as it is
        now; only the viewer sees it."""
        role = self.center[card] if target is None else self.roles[target]
        self.emit(CardSeen(viewer, role, target, card, visibility=only(viewer)))

    # ------------------------------------------------------------------ owed actions

    def owe(self, owed: Owed) -> None:
        """Queue an owed action; the queue is kept in the flow's ``owed_order`` (kinds not
        listed last), first come first served within a kind. It is taken before the game
        moves on (phase ``resolving``)."""
        order = self.flow.owed_order
        rank = order.index(owed.kind) if owed.kind in order else len(order)
        position = len(self.owed)
        if order:
            while position and self._owed_rank(self.owed[position - 1]) > rank:
                position -= 1
            if position == 0 and self.phase is _PHASE_RESOLVING and self.owed:
                position = 1  # never ahead of the action owed now
        self.owed.insert(position, owed)

    def _owed_rank(self, owed: Owed) -> int:
        order = self.flow.owed_order
        return order.index(owed.kind) if owed.kind in order else len(order)

    def queue_shot(self, shooter: int) -> None:
        """A dead seat owes a shot at another living player; drawn by the clock."""
        self.owe(
            Owed(
                SHOT,
                shooter,
                Shot.kind,
                "shoot",
                targets=lambda game: game.others_than(shooter),
                resolve=lambda game, seats: _shoot(game, shooter, seats[0]),
                fallback=random_one,
                public=self.flow.reveal_on_death,
            )
        )

    def kill_now(self, seat: int, cause: str, *, public_cause: str) -> None:
        """``seat`` dies now of ``cause`` with its consequences (an owed action's answer:
        a Colossus' revenge); announced as ``public_cause`` (``night``, ``day``). The
        game goes on (owed actions, the win check) once the answer is resolved."""
        self._kill([(seat, cause)], public_cause=public_cause)

    def hand_over_title(self, title: str, holder: int) -> None:
        """Living ``holder`` loses ``title`` and owes a successor, as if he had died (an
        Idiot revealed loses the Captain's title)."""
        if self.titles.get(title) == holder:
            self._owe_successor(title, holder)

    def _owe_successor(self, title: str, holder: int) -> None:
        spec = self.flow.title(title)

        def resolve(game: Game, seats: tuple[int, ...]) -> None:
            game.give_title(title, seats[0] if seats else None, "successor")

        def fallback(game: Game, targets: tuple[int, ...]) -> tuple[int, ...]:
            return random_one(game, targets) if spec.fallback == "random" else ()

        self.give_title(title, None, "lost")
        self.owe(
            Owed(
                SUCCESSOR,
                holder,
                Act.kind,
                SUCCESSOR,
                targets=lambda game: tuple([seat for seat in game.living() if seat != holder]),
                resolve=resolve,
                fallback=fallback,
            )
        )

    def owe_choice_of_voters(self, chooser: int) -> None:
        """``chooser`` (a Scapegoat, dead or alive) owes a choice of any number of the other
        living players: they alone may vote at the next day's vote (none: nobody votes,
        nobody is banished). The clock's fallback lets every one of them vote."""

        def resolve(game: Game, seats: tuple[int, ...]) -> None:
            game.chosen_voters = (game.number + 1, tuple(sorted(seats)))

        self.owe(
            Owed(
                CHOOSE_VOTERS,
                chooser,
                Act.kind,
                CHOOSE_VOTERS,
                targets=lambda game: game.others_than(chooser),
                resolve=resolve,
                fallback=every_target,
                count=None,
            )
        )

    def _owe_tie_break(self, tied: tuple[int, ...]) -> None:
        def resolve(game: Game, seats: tuple[int, ...]) -> None:
            game._banish_after_tie_break(seats)

        self.owe(
            Owed(
                TIE_BREAK,
                self.tie_breaker(),
                Act.kind,
                TIE_BREAK,
                targets=lambda game: tuple(s for s in tied if game.alive[s]),
                resolve=resolve,
                fallback=random_one,
            )
        )

    def _banish_after_tie_break(self, seats: tuple[int, ...]) -> None:
        self.last_banished = seats[0] if seats else None
        self.last_voted_out = seats
        dying = tuple(seat for seat in seats if self.role(seat).on_designated(self, seat))
        if not (dying and self.edition.holds_banishment(self, dying)):
            self.banish_now(dying)

    def banish_now(self, dying: tuple[int, ...]) -> None:
        """The day vote's ``dying`` die now (cause ``banished``), their cards shown where
        the edition says so (an owed action that held the banishment ends with this)."""
        if dying:
            if self.edition.reveals_banished_role(self) and not self.flow.reveal_on_death:
                for seat in dying:
                    self.emit(RoleShown(seat, self.roles[seat], visibility=PUBLIC))
            self._kill([(seat, "banished") for seat in dying], public_cause="day")

    def add_step(self, step: Step) -> None:
        """Run ``step`` right after the current one (a second vote the same day)."""
        self._plan.insert(0, step)

    def _announce_owed(self) -> None:
        if self.flow.announce_owed and self.owed[0].seat is not None:
            owed = self.owed[0]
            self.emit(
                ActionOwed(
                    owed.kind,
                    owed.seat if owed.public else None,
                    visibility=PUBLIC if owed.public else only(owed.seat),
                )
            )

    def _take_owed(self, seats: tuple[int, ...], *, by_clock: bool) -> None:
        """The owed action now is answered (by its seat, or by the clock: its fallback, or
        the answer a timed pause kept); resolve it and go on."""
        owed = self.owed[0]
        early = not by_clock and owed.keeps_time and self.setup.timed_nights
        if early:  # a pause that keeps time lasts its clock (see Owed)
            owed.answer = seats
        else:
            self.owed.pop(0)
        if self.flow.announce_owed and owed.seat is not None and (early or owed.answer is None):
            self.emit(
                ActionTaken(
                    owed.kind,
                    owed.seat,
                    seats,
                    by_clock,
                    visibility=PUBLIC if owed.public else only(owed.seat),
                )
            )
        if early:
            return
        owed.resolve(self, seats if owed.answer is None else owed.answer)
        if not self._after_deaths():
            self._step_done()

    # ------------------------------------------------------------------ timeouts

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

    # ------------------------------------------------------------------ views

    def public_view(self) -> PublicView:
        """What the TV and any spectator may see now.

        Its ``version`` counts public events only: the board learns nothing of secret
        inputs, not even that they happened. Built once per public version.
        """
        if self._board is None or self._board.version != self._seen.version_for(None):
            self._board = build_public_view(self, self._seen, self._board)
        return self._board

    def player_view(self, seat: int) -> PlayerView:
        """What the player at ``seat`` may know now, with what they may do."""
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            self._check_seat(seat)  # raises UnknownSeat (checked inline: the hot path)
        board = self._board
        if board is None or board.version != self._seen.version_for(None):
            board = self.public_view()
        return build_player_view(self, self._seen, seat, board)

    # ------------------------------------------------------------------ replay

    @classmethod
    def replay(cls, setup: GameSetup, inputs: Iterable[tuple[int | None, Input]]) -> Game:
        """Rebuild a game from its setup and accepted inputs (a journal)."""
        game = cls(setup)
        for seat, inp in inputs:
            game.submit(seat, inp)
        return game


def _shoot(game: Game, shooter: int, target: int) -> None:
    """A shot: the target dies (announced as a day death). The shot itself is public where
    the table sees who owes it (``reveal_on_death``: thiercelieux, anniversary, whose TV
    names the Hunter and his target), secret elsewhere."""
    shown = PUBLIC if game.flow.reveal_on_death else SECRET
    game.emit(ShotFired(shooter, target, visibility=shown))
    game._kill([(target, "shot")], public_cause="day")


def _fitting(specs: list[InputSpec], inp: Input) -> InputSpec:
    """The first of ``specs`` (all of the input's kind) that ``inp`` fits, or
    IllegalTarget saying why the first does not."""
    refusals = []
    for spec in specs:
        refusal = spec.refusal(inp)
        if refusal is None:
            return spec
        refusals.append(refusal)
    raise IllegalTarget(refusals[0])
