"""Owed actions: what a seat (or the clock) must answer before the game moves on.

Duty: the queue of owed actions (shots, successors, tie-breaks, choices of voters, the
editions' own) and their answers. Contracts:

- the queue is kept in the flow's ``owed_order`` (kinds not listed last), first come first
  served within a kind, and never puts anything ahead of the action owed now;
- an owed action whose targets are empty is dropped; the game stays in phase
  ``resolving`` while one is owed;
- an answer is one of the owed action's targets (its ``count``); the host's clock answers
  with the fallback (drawn with the seeded generator), or with the answer a timed pause
  kept (``keeps_time``);
- after an answer is resolved the game goes on as after any death resolution.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import ActionOwed, ActionTaken, ShotFired
from ..flow import CHOOSE_VOTERS, SHOT, SUCCESSOR, Owed, every_target, random_one
from ..model import PUBLIC, SECRET, Act, InputSpec, Phase, PickShape, Shot, only

if TYPE_CHECKING:
    from . import Kernel

_PHASE_RESOLVING = Phase.RESOLVING


class OwedActions:
    """The owed actions (a part of :class:`~.Kernel`).

    Owns: ``owed``, the queue (the first is owed now).
    """

    def _init_owed(self: Kernel) -> None:
        #: Owed actions, in the order they are taken (the first is owed now).
        self.owed: list[Owed] = []

    def _owed_specs(self: Kernel, seat: int) -> tuple[InputSpec, ...]:
        """What ``seat`` may answer to the action owed now (nothing when it is not his)."""
        owed = self.owed[0]
        if owed.seat != seat or owed.answer is not None:
            return ()
        targets = owed.targets(self)
        if owed.count is None:
            shape = PickShape(count=len(targets), at_most=True)
        else:
            shape = None if owed.count == 1 else PickShape(count=owed.count)
        return (InputSpec(owed.input_kind, owed.action, targets, shape=shape),)

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

    def hand_over_title(self, title: str, holder: int) -> None:
        """Living ``holder`` loses ``title`` and owes a successor, as if he had died (an
        Idiot revealed loses the Captain's title)."""
        if self.titles.get(title) == holder:
            self._owe_successor(title, holder)

    def _owe_successor(self, title: str, holder: int) -> None:
        spec = self.flow.title(title)

        def resolve(game: Kernel, seats: tuple[int, ...]) -> None:
            game.give_title(title, seats[0] if seats else None, "successor")

        def fallback(game: Kernel, targets: tuple[int, ...]) -> tuple[int, ...]:
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

        def resolve(game: Kernel, seats: tuple[int, ...]) -> None:
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


def _shoot(game: Kernel, shooter: int, target: int) -> None:
    """A shot: the target dies (announced as a day death). The shot itself is public where
    the table sees who owes it (``reveal_on_death``: thiercelieux, anniversary, whose TV
    names the Hunter and his target), secret elsewhere."""
    shown = PUBLIC if game.flow.reveal_on_death else SECRET
    game.emit(ShotFired(shooter, target, visibility=shown))
    game._kill([(target, "shot")], public_cause="day")
