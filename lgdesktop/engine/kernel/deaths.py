"""Deaths: same-instant batches, chained deaths, their announcement and the win check.

Duty: the only place a seat dies. Contracts:

- a batch dies in the order its deaths were caused (or the flow's ``death_order`` for the
  chained ones); each death runs its role's ``on_death`` then the edition's, and a lover's
  partner dies of heartbreak in the same instant;
- deaths are announced in seat order (``Died`` public with the public cause, the real
  cause a secret ``DeathCause``), so the announcement hints at nothing;
- after every resolution the owed actions come first, then the dawn notes (at dawn) and
  the win check (:meth:`Deaths._after_deaths`);
- the game ends only in :meth:`Deaths._check_win`, with the edition's verdict.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import DawnNote, DeathCause, Died, GameEnded, RoleShown
from ..flow import StepKind
from ..model import PUBLIC, SECRET, Phase
from ..roles import DeathBatch

if TYPE_CHECKING:
    from . import Kernel

_PHASE_ENDED = Phase.ENDED
_PHASE_RESOLVING = Phase.RESOLVING
_STEPKIND_DAWN = StepKind.DAWN


class Deaths:
    """Deaths and the end (a part of :class:`~.Kernel`).

    Owns: the chained deaths waiting for owed actions, ``result`` and ``ended``.
    """

    def _init_deaths(self: Kernel) -> None:
        #: Chained deaths waiting for owed actions the flow's ``death_order`` puts first:
        #: (seat, cause, public cause).
        self._deferred: list[tuple[int, str, str]] = []
        #: True once a camp has won; no input is accepted any more.
        self.ended = False
        self.result: GameEnded | None = None

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

    def kill_now(self, seat: int, cause: str, *, public_cause: str) -> None:
        """``seat`` dies now of ``cause`` with its consequences (an owed action's answer:
        a Colossus' revenge); announced as ``public_cause`` (``night``, ``day``). The
        game goes on (owed actions, the win check) once the answer is resolved."""
        self._kill([(seat, cause)], public_cause=public_cause)
