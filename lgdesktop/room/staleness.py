"""The staleness rule: an input is refused only when its basis changed.

Pure: no I/O. A player decides on a view (its ``version``); by the time the input arrives
the seat's view may have moved on because somebody else acted (every vote moves every
seat's view: the vote progress is public). That alone must never refuse the input.

The **basis** of a seat's decision is the step (phase, number, vote round, owed shots:
:func:`~.clock.step_key`) and the seat's legal inputs (kind, action, targets; not its own
``current`` pick). An input decided on version ``v`` is accepted when ``v`` is the seat's
current version, or when the view ``v`` that was sent to this seat had the same basis as
now. It is refused ``stale_version`` when the basis changed, or when ``v`` is not a
version this seat was sent recently (a forged, future or very old version).
"""

from __future__ import annotations

from collections import OrderedDict

from ..engine import Game, PlayerView
from ..protocol import ProtocolError
from .clock import step_key

#: Views remembered per seat for the staleness rule. A vote among 20 players moves each
#: seat's view about 20 times; 64 covers any burst between a decision and its arrival.
BASIS_HISTORY = 64


def basis(game: Game, view: PlayerView) -> tuple:
    """What a decision made on ``view`` rests on (compare with ``==``)."""
    return (step_key(game), tuple((spec.kind, spec.action, spec.targets) for spec in view.legal))


class BasisLog:
    """The bases of the views recently sent to each seat."""

    def __init__(self) -> None:
        self._seats: dict[int, OrderedDict[int, tuple]] = {}

    def clear(self) -> None:
        """Forget everything (a new game starts)."""
        self._seats.clear()

    def sent(self, seat: int, game: Game, view: PlayerView) -> None:
        """Remember the basis of ``view``, just sent to ``seat``."""
        log = self._seats.setdefault(seat, OrderedDict())
        log[view.version] = basis(game, view)
        log.move_to_end(view.version)
        while len(log) > BASIS_HISTORY:
            log.popitem(last=False)

    def check(self, seat: int, game: Game, version: int) -> None:
        """Raise ``stale_version`` unless an input of ``seat`` decided on ``version`` still
        rests on the current basis (see the module's rule)."""
        view = game.player_view(seat)
        if version == view.version:
            return
        then = self._seats.get(seat, {}).get(version)
        if then is None or then != basis(game, view):
            raise ProtocolError(
                "stale_version",
                f"input made on view version {version}; the step or your "
                f"choices changed since (view version {view.version})",
                {"version": str(version), "current": str(view.version)},
            )
