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
from .model import (
    HOST,
    PUBLIC,
    SECRET,
    CardSeen,
    CardsSwapped,
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
    ProxyVote,
    RoleDealt,
    RoleRemoved,
    RoleShown,
    Shot,
    ShotFired,
    Timeout,
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


@dataclass(frozen=True)
class GameSetup:
    """Everything a game is made from, apart from its inputs.

    ``composition`` (role id -> count) is completed with villagers; when ``deal`` (one
    role id per seat, then one per center card in editions with a center) is given, the
    cards are dealt exactly so and the composition is derived from it. ``settings`` holds
    overrides of the edition's defaults.

    ``timed_nights``: a night closes only when the host's clock says so (a Timeout), not
    as soon as every living player has chosen. The living-room host uses it so that every
    night lasts the same time whatever the deal; simulations leave it off.
    """

    edition: str
    players: tuple[str, ...]
    seed: int
    settings: tuple[tuple[str, str], ...] = ()
    composition: tuple[tuple[str, int], ...] | None = None
    deal: tuple[str, ...] | None = None
    timed_nights: bool = False

    @classmethod
    def create(cls, edition: str, players: Sequence[str] | int, seed: int, *,
               settings: dict[str, str] | None = None,
               composition: dict[str, int] | None = None,
               deal: Sequence[str] | None = None, timed_nights: bool = False) -> GameSetup:
        """Build a setup; ``players`` may be a count (names become "Player 1", ...)."""
        names = (tuple(f"Player {i + 1}" for i in range(players))
                 if isinstance(players, int) else tuple(players))
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
    """The open vote: its round, candidates, ballots and proxies."""

    round: int
    candidates: tuple[int, ...]
    ballots: dict[int, int] = field(default_factory=dict)


class Game:
    """One game. Use :meth:`legal_inputs`, :meth:`submit` and the two views; nothing else
    is meant to leave the engine toward a screen or the network.

    Raises :class:`SetupError` when the setup is not playable.
    """

    def __init__(self, setup: GameSetup):
        self.setup = setup
        self.edition: Edition = get_edition(setup.edition)
        self.names = setup.players
        self.players = len(setup.players)
        self.edition.check_players(self.players)
        self.settings = resolve_settings(self.edition.settings, dict(setup.settings))
        self.rng = random.Random(setup.seed)
        self.log: list[Event] = []
        self.inputs: list[tuple[int | None, Input]] = []
        #: Accepted inputs so far (the journal's counter; the host's stale check).
        self.version = 0
        self.phase = Phase.NIGHT
        #: True once a camp has won; no input is accepted any more.
        self.ended = False
        self.number = 1
        self.alive = [True] * self.players
        self._living = tuple(range(self.players))
        self._others_cache: dict[int, tuple[int, ...]] = {}
        self.lovers: list[tuple[int, int]] = []
        self.night_choices: dict[int, int | None] = {}
        #: Tonight's whole picks: seat -> (action, input).
        self.night_picks: dict[int, tuple[str, NightChoice]] = {}
        self.proxies: dict[int, int] = {}
        self.vote: _Vote | None = None
        self.pending_shots: list[int] = []
        self.after_resolution = Phase.DAY
        self.last_banished: int | None = None
        #: The last closed vote's tally (None before the first).
        self.last_tally: VoteTally | None = None
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
        deck_size = edition.deck_size(self.players)
        if setup.deal is not None:
            if self.settings.get("missing_role") == "on":
                raise SetupError("a fixed deal cannot be combined with missing_role=on")
            if len(setup.deal) != deck_size:
                center = f" and {edition.center_cards} center cards" if edition.center_cards \
                    else ""
                raise SetupError(f"the deal has {len(setup.deal)} roles for {self.players} "
                                 f"players{center}")
            composition = dict(Counter(setup.deal))
            edition.validate_composition(composition, self.players, self.settings)
            edition.validate_balance(composition, self.settings)
            self.composition = composition
            deck = list(setup.deal)
        else:
            asked = (edition.recommended_setup(self.players) if setup.composition is None
                     else edition.complete_composition(dict(setup.composition), self.players))
            edition.validate_composition(asked, self.players, self.settings)
            edition.validate_balance(asked, self.settings)
            self.composition = asked
            dealt = dict(asked)
            self.removed_role = edition.prepare_deal(dealt, self.settings, self.rng)
            deck = [role_id for role_id in sorted(dealt) for _ in range(dealt[role_id])]
            self.rng.shuffle(deck)
        #: The card each seat holds now (cards move only in editions that swap them).
        self.roles: list[str] = deck[:self.players]
        #: The card dealt to each seat.
        self.dealt: tuple[str, ...] = tuple(self.roles)
        #: The center cards now, face down (empty in editions without a center).
        self.center: list[str] = deck[self.players:]
        #: The cards players wake by at night: the dealt ones, or those held now.
        self._waking = self.dealt if edition.wakes_by_dealt_card else self.roles
        self.emit(GameStarted(
            edition.id, self.names, tuple(sorted(self.composition.items())),
            tuple(sorted(self.settings.items())), visibility=PUBLIC))
        if self.removed_role is not None:
            self.emit(RoleRemoved(self.removed_role, visibility=SECRET))
        for seat, role_id in enumerate(self.roles):
            self.emit(RoleDealt(seat, role_id, visibility=only(seat)))
        for role in self._dealt_roles():
            role.on_deal(self, self.seats_with(role.id))
        self._start_night()

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
        return [seat for seat, held in enumerate(self.roles)
                if held == role_id and (self.alive[seat] or not living)]

    def seats_waking_as(self, role_id: str) -> list[int]:
        """The living seats that wake as ``role_id`` at night (see :meth:`night_role`)."""
        return [seat for seat, held in enumerate(self._waking)
                if held == role_id and self.alive[seat]]

    def partner(self, seat: int) -> int | None:
        """The other lover of ``seat``'s couple, if any."""
        for first, second in self.lovers:
            if seat == first:
                return second
            if seat == second:
                return first
        return None

    def dream_spec(self, seat: int) -> InputSpec:
        """The harmless night choice: dream of any other living player."""
        return InputSpec(NightChoice.kind, DREAM, self.others_than(seat),
                         self.night_choices.get(seat))

    def _announced_roles(self) -> list[Role]:
        """Roles of the public composition (dealt or not), in night order."""
        return [role for role in self.edition.roles if role.id in self.composition]

    def _dealt_roles(self) -> list[Role]:
        """Roles dealt to a seat, in night order."""
        dealt = set(self.dealt)
        return [role for role in self.edition.roles if role.id in dealt]

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
        if not self.alive[seat]:
            if self.phase is Phase.RESOLVING and self.pending_shots[0] == seat:
                return (InputSpec(Shot.kind, "shoot", self.others_than(seat)),)
            return ()
        specs: list[InputSpec] = []
        phase = self.phase
        if phase is Phase.NIGHT:
            role = self.edition.role_by_id[self._waking[seat]]  # night_role(seat)
            if seat not in self.night_choices or role.revisable_choice:
                if role.one_night_form:
                    specs.append(role.night_action(self, seat))
                else:
                    specs.extend(role.night_actions(self, seat))
        elif phase is Phase.VOTE and seat not in self.vote.ballots:
            targets = tuple([c for c in self.vote.candidates if c != seat])
            specs.append(InputSpec(Vote.kind, "vote", targets))
        if phase is Phase.DAY or (phase is Phase.VOTE and specs):
            specs.append(InputSpec(ProxyVote.kind, "proxy_vote", self.others_than(seat),
                                   self.proxies.get(seat)))
        return tuple(specs)

    def awaited(self) -> tuple[int, ...]:
        """The seats that owe an input now, in seat order (empty when only the host's clock
        can move the game on: the day's discussion, or nobody left to answer).

        At night every living player owes a choice, so this says nothing about roles; the
        host uses it to know whom it waits for, the simulator to know whom to ask.
        """
        if self.ended:
            return ()
        if self.phase is Phase.NIGHT:
            return tuple([seat for seat in self._living if seat not in self.night_choices])
        if self.phase is Phase.VOTE:
            return tuple([seat for seat in self._living if seat not in self.vote.ballots])
        if self.phase is Phase.RESOLVING:
            return (self.pending_shots[0],)
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
        return not self.ended and self.phase is Phase.DAY and self.alive[seat]

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
            if (isinstance(inp, NightChoice) and self.phase is Phase.NIGHT
                    and seat in self.night_choices):
                raise AlreadyActed("your night choice is already made")
            if isinstance(inp, Vote) and self.vote and seat in self.vote.ballots:
                raise AlreadyActed("you have already voted")
            raise NotYourTurn(f"{inp.kind} is not possible now for seat {seat}")
        target = inp.target
        if not (spec.shape is None and type(target) is int and target in spec.targets
                and len(inp.seats) == 1 and inp.seats[0] == target and not inp.cards
                and not inp.option):
            # not the common one-seat pick: check every spec of the kind
            spec = _fitting([spec for spec in legal if spec.kind == kind], inp)
        if spec.current is not None and spec.current == inp.target:
            raise AlreadyActed(f"{inp.target} is already your choice")
        self._record(seat, inp)
        if isinstance(inp, NightChoice):
            self._night_choice(seat, spec.action, inp)
        elif isinstance(inp, Vote):
            self._vote(seat, inp.target)
        elif isinstance(inp, ProxyVote):
            self.proxies[seat] = inp.target
            self.emit(VoteChoice(seat, inp.target, proxy=True, visibility=only(seat)))
        else:
            self._shot(seat, inp.target)

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

    # ------------------------------------------------------------------ night

    def _start_night(self) -> None:
        self.night_choices = {}
        self.night_picks = {}
        self._enter(Phase.NIGHT)
        for role in self._dealt_roles():
            for seat in self.seats_waking_as(role.id):
                role.on_night_start(self, seat)

    def _night_choice(self, seat: int, action: str, pick: NightChoice) -> None:
        self.night_choices[seat] = pick.target
        self.night_picks[seat] = (action, pick)
        audience = only(seat)
        if self.night_role(seat).revisable_choice:
            audience = only(*self.seats_waking_as(self._waking[seat]))
        if pick.target is not None and not pick.cards and not pick.option:
            self.emit(NightChoiceMade(seat, action, pick.target, visibility=audience))
        else:
            self.emit(NightPickMade(seat, action, pick.seats, pick.cards, pick.option,
                                    visibility=audience))
        # Only living seats choose, and nobody dies before dawn: a full count is everybody.
        if not self.setup.timed_nights and len(self.night_choices) == len(self._living):
            self._resolve_night()

    def _resolve_night(self) -> None:
        night = NightContext(dict(self.night_choices), dict(self.night_picks),
                             peaceful=self.number == 1 and self.edition.peaceful_first_night)
        for role in self._dealt_roles():
            seats = self.seats_waking_as(role.id)
            if seats:
                role.resolve_night(self, night, seats)
        self.after_resolution = Phase.DAY
        deaths = self._kill(night.deaths, public_cause="night")
        notes = tuple(note for role in self._announced_roles()
                      if (note := role.morning_note(self)) is not None)
        self.emit(MorningNews(self.number, deaths, notes, visibility=PUBLIC))
        self._continue()

    # ------------------------------------------------------------------ day and vote

    def _open_vote(self, round_: int, candidates: Iterable[int]) -> None:
        self.vote = _Vote(round_, tuple(candidates))
        self._enter(Phase.VOTE)

    def _vote(self, seat: int, target: int) -> None:
        self.vote.ballots[seat] = target
        self.emit(VoteCast(seat, visibility=PUBLIC))
        self.emit(VoteChoice(seat, target, visibility=only(seat)))
        if len(self.vote.ballots) == len(self._living):  # only the living vote
            self._close_vote(absent=())

    def _close_vote(self, absent: Sequence[int]) -> None:
        vote = self.vote
        ballots = dict(vote.ballots)
        for seat in sorted(absent):
            proxy = self.proxies.get(seat)
            if (self.alive[seat] and seat not in ballots and proxy is not None
                    and proxy in vote.candidates and proxy != seat):
                ballots[seat] = proxy
        counts = Counter(ballots.values())
        ranking = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
        outcome, eliminated = self.edition.vote_outcome(self, vote.round, ranking)
        banished = eliminated[0] if eliminated else None
        tally = VoteTally(vote.round, tuple(sorted(ballots.items())), tuple(ranking),
                          outcome, banished, eliminated, visibility=PUBLIC)
        self.emit(tally)
        self.vote = None
        if outcome == "revote":
            self._open_vote(vote.round + 1,
                            [target for target, votes in ranking if votes == ranking[0][1]])
            return
        self.proxies = {}
        self.last_banished = banished
        self.last_tally = tally
        self.after_resolution = Phase.NIGHT
        if eliminated:
            if self.edition.reveals_banished_role(self):
                for seat in eliminated:
                    self.emit(RoleShown(seat, self.roles[seat], visibility=PUBLIC))
            self._kill([(seat, "banished") for seat in eliminated], public_cause="day")
        self._continue()

    # ------------------------------------------------------------------ deaths

    def _kill(self, deaths: list[tuple[int, str]], *, public_cause: str) -> tuple[int, ...]:
        """Kill a batch of same-instant deaths, with their immediate consequences.

        Role hooks may add deaths to the batch (curses) and lovers die of heartbreak in the
        same instant. Deaths are announced in seat order, never in the order they were
        caused, so the announcement does not hint at who caused what. Returns the seats
        that died, in seat order.
        """
        batch = DeathBatch(self, deaths)
        index = 0
        while index < len(batch.deaths):
            seat, cause = batch.deaths[index]
            self.alive[seat] = False
            self._living = tuple([s for s in self._living if s != seat])
            self._others_cache.clear()
            self.role(seat).on_death(self, batch, seat, cause)
            partner = self.partner(seat)
            if partner is not None:
                batch.add(partner, "heartbreak")
            index += 1
        for seat, cause in sorted(batch.deaths):
            shown = "banished" if cause == "banished" else public_cause
            self.emit(Died(seat, shown, visibility=PUBLIC))
            self.emit(DeathCause(seat, cause, visibility=SECRET))
        return tuple(sorted(seat for seat, _ in batch.deaths))

    # ------------------------------------------------------------------ cards

    def swap_cards(self, *, seats: tuple[int, ...] = (), cards: tuple[int, ...] = (),
                   by: int | None, visibility: Visibility) -> None:
        """Exchange two cards: two seats' (``seats``), a seat's and center card ``cards``,
        or two center cards. ``by`` made the swap; ``visibility`` says who sees it happen
        (what they knew of the two cards moves with them)."""
        places = [(self.roles, seat) for seat in seats] + [(self.center, card) for card in cards]
        if len(places) != 2:
            raise ValueError("a swap exchanges exactly two cards")
        (first, i), (second, j) = places
        first[i], second[j] = second[j], first[i]
        self.emit(CardsSwapped(by, tuple(seats), tuple(cards), visibility=visibility))

    def show_card(self, viewer: int, *, target: int | None = None,
                  card: int | None = None) -> None:
        """``viewer`` looks at seat ``target``'s card, or at center card ``card``, as it is
        now; only the viewer sees it."""
        role = self.center[card] if target is None else self.roles[target]
        self.emit(CardSeen(viewer, role, target, card, visibility=only(viewer)))

    # ------------------------------------------------------------------ owed actions

    def queue_shot(self, shooter: int) -> None:
        """A dead seat owes a shot; it is taken before the game moves on."""
        self.pending_shots.append(shooter)

    def _shot(self, shooter: int, target: int) -> None:
        self.pending_shots.pop(0)
        self.emit(ShotFired(shooter, target, visibility=SECRET))
        self._kill([(target, "shot")], public_cause="day")
        self._continue()

    def _continue(self) -> None:
        """After a death batch: owed shots first, then the win check, then the next phase."""
        while self.pending_shots and not any(
                self.alive[other] for other in range(self.players)
                if other != self.pending_shots[0]):
            self.pending_shots.pop(0)
        if self.pending_shots:
            if self.phase is not Phase.RESOLVING:
                self._enter(Phase.RESOLVING)
            return
        win = self.edition.check_win(self)
        if win is not None:
            self.result = GameEnded(win.labels[0], win.seats, tuple(self.roles), win.labels,
                                    self.dealt, tuple(self.center), visibility=PUBLIC)
            self.phase = Phase.ENDED
            self.ended = True
            self.emit(self.result)
            return
        if self.after_resolution is Phase.DAY:
            self._enter(Phase.DAY)
        else:
            self.number += 1
            self._start_night()

    # ------------------------------------------------------------------ timeouts

    def _timeout(self, timeout: Timeout) -> None:
        """The host's clock closes the step; each missing choice takes its fallback."""
        if self.phase is Phase.DAY:
            self._open_vote(1, self.living())
        elif self.phase is Phase.VOTE:
            self._close_vote(timeout.absent)
        elif self.phase is Phase.RESOLVING:
            shooter = self.pending_shots[0]
            self._shot(shooter, self.rng.choice(self.others_than(shooter)))
        else:
            self._resolve_night()

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
