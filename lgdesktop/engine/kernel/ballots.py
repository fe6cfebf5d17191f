"""Ballots: titles, candidacies, elections, day votes, proxies and tie-breaks.

Duty: who may vote and for whom, how a closed vote is counted and what it decides.
Contracts:

- a ballot is final when the step (or the ``votes_final`` setting) says so; a vote closes
  when every voter cast a final ballot, or at the host's Timeout (the absent's proxies
  then count);
- the count is the ballots times the titles' weights plus the edition's bonuses; the
  ranking is by votes, then seat; the edition decides the outcome (:meth:`Edition.
  vote_outcome`), a tie with no tie-breaker alive goes to :meth:`Edition.untied_outcome`;
- draws (candidates when nobody stands, a drawn election) use the seeded generator only;
- a designated seat dies unless its role says otherwise (``on_designated``) or the
  edition holds the banishment for an owed action (which ends with :meth:`banish_now`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..events import (
    Candidacy,
    CandidatesNamed,
    RoleShown,
    TitleGiven,
    VoteCast,
    VoteChoice,
    VoteTally,
)
from ..flow import TIE_BREAK, Owed, StepKind, random_one
from ..model import PUBLIC, Act, InputSpec, Phase, PickShape, ProxyVote, Vote, only

if TYPE_CHECKING:
    from ..flow import Step
    from . import Kernel

#: Action names of a ballot that hands a title, of a day ballot and of an explicit
#: abstention.
ELECT, VOTE, ABSTAIN = "elect", "vote", "abstain"
#: The action of a candidacy and its two options.
CANDIDACY, STAND, DECLINE = "candidacy", "stand", "decline"
#: The spec of a candidacy: stand or decline.
CANDIDACY_SPEC = InputSpec(Vote.kind, CANDIDACY, shape=PickShape(count=0, options=(STAND, DECLINE)))
#: How many candidates are drawn at random when nobody stands (RULES §3: two names).
DRAWN_CANDIDATES = 2
#: The spec of an explicit abstention.
ABSTAIN_SPEC = InputSpec(Vote.kind, ABSTAIN, shape=PickShape(count=0, options=(ABSTAIN,)))

_PHASE_DAY = Phase.DAY
_PHASE_ELECTION = Phase.ELECTION
_PHASE_VOTE = Phase.VOTE
_STEPKIND_ELECTION = StepKind.ELECTION
_STEPKIND_VOTE = StepKind.VOTE


@dataclass
class OpenVote:
    """The open vote (or election): its step, round, candidates, voters and ballots
    (``None``: an explicit abstention)."""

    step: Step
    round: int
    candidates: tuple[int, ...]
    voters: tuple[int, ...]
    #: A cast ballot is final (see :meth:`Ballots._final`).
    final: bool
    #: Only some of the living vote (``voters`` is not every living seat).
    restricted: bool
    ballots: dict[int, int | None] = field(default_factory=dict)
    #: The election's candidacies, before its vote (a ballot: the seat stands, or None).
    candidacy: bool = False


class Ballots:
    """Votes and titles (a part of :class:`~.Kernel`).

    Owns: ``vote`` (the open one), ``proxies``, ``titles``, ``last_banished``,
    ``last_tally``, ``last_voted_out`` and ``chosen_voters``.
    """

    def _init_ballots(self: Kernel) -> None:
        self.proxies: dict[int, int] = {}
        self.vote: OpenVote | None = None
        #: Title id -> the seat holding it.
        self.titles: dict[str, int] = {}
        self.last_banished: int | None = None
        #: The last closed vote's tally (None before the first).
        self.last_tally: VoteTally | None = None
        #: The seats the last day vote eliminated, tie-break included (None before any).
        self.last_voted_out: tuple[int, ...] | None = None
        #: (day number, seats): the only seats allowed to vote at that day's vote (a
        #: Scapegoat's choice); None when everybody may.
        self.chosen_voters: tuple[int, tuple[int, ...]] | None = None

    def _ballot_specs(self: Kernel, seat: int) -> tuple[InputSpec, ...]:
        """What living ``seat`` may submit by day or in an open vote or election."""
        phase = self.phase
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
            role = self.role(seat)
            if role.has_extra_ballots:
                specs += role.extra_ballots(self, seat)
        if phase is _PHASE_VOTE:
            specs.append(
                InputSpec(
                    ProxyVote.kind, "proxy_vote", self._ballot_targets(seat), self.proxies.get(seat)
                )
            )
        return tuple(specs)

    def _ballot(self: Kernel, seat: int, action: str, inp: Vote) -> None:
        """An accepted ``Vote`` of ``seat`` answering the spec ``action``."""
        if action == CANDIDACY:
            self._stand(seat, inp.option == STAND)
        elif action in (VOTE, ELECT, ABSTAIN):
            self._vote(seat, None if action == ABSTAIN else inp.target)
        else:  # a form the seat's card adds (extra_ballots): counted as a ballot too
            self.role(seat).on_extra_ballot(self, seat, action, inp.target)
            self._vote(seat, inp.target)

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

    def vote_candidates(self: Kernel) -> tuple[int, ...]:
        """The candidates of the open vote (empty when none is open)."""
        return () if self.vote is None else self.vote.candidates

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

    def may_ask_for_vote(self, seat: int) -> bool:
        """Whether ``seat`` may ask to end the day's discussion now: the living, by day."""
        return not self.ended and self.phase is _PHASE_DAY and self.alive[seat]

    def vote_requests_needed(self) -> int:
        """How many living players must ask for the vote to end the discussion early: more
        than half of the living."""
        return len(self._living) // 2 + 1

    def _open_candidacies(self, step: Step) -> None:
        """The election ``step`` opens with its candidacies: every living seat stands or
        declines."""
        self.vote = OpenVote(step, 0, (), self._living, True, False, candidacy=True)
        self._enter(step.phase)

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
        self.vote = OpenVote(
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
        vote: OpenVote,
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

    def _owe_tie_break(self, tied: tuple[int, ...]) -> None:
        def resolve(game: Kernel, seats: tuple[int, ...]) -> None:
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
