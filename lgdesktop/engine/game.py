"""The game: a deterministic state machine driven by ordered inputs.

A game is a pure function of its :class:`GameSetup` (edition, players, seed, settings,
composition or fixed deal) and the ordered list of accepted inputs: replaying the same
inputs gives the same event log, byte for byte. Randomness comes only from one
``random.Random`` seeded by the setup; the host's clock enters as :class:`Timeout` inputs.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from . import knowledge
from .edition import Edition
from .editions import get_edition
from .errors import (
    AlreadyActed,
    GameOver,
    IllegalTarget,
    NotYourTurn,
    StaleVersion,
    UnknownSeat,
)
from .events import VoteChoice
from .kernel import Kernel
from .model import HOST, Input, InputSpec, NightChoice, Phase, ProxyVote, Timeout, Vote, only
from .settings import resolve_settings
from .views import PlayerView, PublicView, build_player_view, build_public_view

#: What the host may always submit: its clock's Timeout.
HOST_SPECS = (InputSpec(Timeout.kind, "timeout"),)

#: Enum members as module constants: an ``Enum.MEMBER`` lookup costs ten times a global
#: read, and the hot paths (legal inputs, night choices, votes) make many.
_PHASE_ELECTION = Phase.ELECTION
_PHASE_NIGHT = Phase.NIGHT
_PHASE_RESOLVING = Phase.RESOLVING
_PHASE_VOTE = Phase.VOTE


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


class Game(Kernel):
    """One game. Use :meth:`legal_inputs`, :meth:`submit` and the two views; nothing else
    is meant to leave the engine toward a screen or the network.

    The game runs the flow its edition declares (:meth:`Edition.flow`, see
    :mod:`.flow`) with the rules of its kernel (:mod:`.kernel`): steps one after the
    other, owed actions between them, the win checked after every death resolution.
    Raises :class:`SetupError` when the setup is not playable.
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
        self.inputs: list[tuple[int | None, Input]] = []
        #: Accepted inputs so far (the journal's counter; the host's stale check).
        self.version = 0
        self._init_kernel()
        self._seen = knowledge.SeenLog(self)
        self._board: PublicView | None = None
        self._legal_cache: dict[int | None, tuple[InputSpec, ...]] = {}
        self._legal_version = -1
        self._deal()

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
                    return self.decoy_prompt(seat)
                return ()
            if seat in self.night_choices and not role.revisable_choice:
                return ()
            if role.one_night_form:
                return self.night_prompt(seat, role, (role.night_action(self, seat),))
            return self.night_prompt(seat, role, tuple(role.night_actions(self, seat)))
        if phase is _PHASE_RESOLVING:
            return self._owed_specs(seat)
        if not self.alive[seat]:
            return ()
        return self._ballot_specs(seat)

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
            self._ballot(seat, spec.action, inp)
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
