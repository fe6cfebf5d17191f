"""The engine's kernel: the interpreter of an edition's declared flow, split by duty.

:class:`Kernel` is the state of one running game and every rule the engine applies to it;
:class:`~lgdesktop.engine.game.Game` is its façade (set-up, legal inputs, submit, views,
replay). Each duty lives in its own module, as one part of the kernel:

- :mod:`.table`: the deal, the cards held and in the center, who lives, camps, seats, the
  log (:class:`~.table.Table`);
- :mod:`.steps`: the step runner, night steps, the dawn, the host's clock
  (:class:`~.steps.StepRunner`);
- :mod:`.ballots`: titles, candidacies, elections, day votes, tie-breaks
  (:class:`~.ballots.Ballots`);
- :mod:`.deaths`: same-instant deaths, chained deaths, the win check
  (:class:`~.deaths.Deaths`);
- :mod:`.owed`: the owed actions and shots (:class:`~.owed.OwedActions`);
- :mod:`.prompts`: the night's prompts, one shape per step for every living seat
  (:class:`~.prompts.Prompts`).

Roles and editions never see the kernel's internals: their hooks receive it typed as the
narrow :class:`~lgdesktop.engine.context.RoleContext`, the verbs they may use.
"""

from __future__ import annotations

from .ballots import Ballots
from .deaths import Deaths
from .owed import OwedActions
from .prompts import Prompts
from .steps import StepRunner
from .table import Table

__all__ = ["Ballots", "Deaths", "Kernel", "OwedActions", "Prompts", "StepRunner", "Table"]


class Kernel(Table, StepRunner, Ballots, Deaths, OwedActions, Prompts):
    """One running game's state and rules: the duties together. The façade
    (:class:`~lgdesktop.engine.game.Game`) sets the game up (its ``setup``, ``edition``,
    ``settings``, ``flow``, ``rng`` ...) and then calls :meth:`_init_kernel`."""

    def _init_kernel(self) -> None:
        """The initial state of every duty, before the deal."""
        self._init_table()
        self._init_steps()
        self._init_ballots()
        self._init_deaths()
        self._init_owed()
        self._init_prompts()
