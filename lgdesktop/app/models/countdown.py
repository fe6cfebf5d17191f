"""A host's :class:`~lgdesktop.protocol.Clock`, counted down locally between its messages.

The host sends a Clock when a step starts, on pause, resume and extension, and to every
(re)connecting client; in between, each screen counts by itself (wire contract, point 1):
``left(t) = max(0, seconds_left - (t - t_received))``, frozen while ``paused``. Every new
Clock resets the reference, so a pause, an extension or a reconnection is right at once.
The time source is injected (``now``), so tests can move time by hand.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Property, QObject, QTimer, Signal

from ..texts import texts
from .viewmodel import field

#: How often a running countdown asks its screen to redraw, in milliseconds: ten times a
#: second keeps progress bars smooth (a 1920-pixel bar over a 9-second step moves about
#: 20 pixels a tick) while the texts only change once a second.
TICK_MS = 100

#: The clock's fields of a screen (:meth:`Countdown.fields`): their QML type and their
#: value with no clock.
CLOCK_FIELDS: dict[str, tuple[type, Any]] = {
    "secondsLeft": (int, 0),
    "timerText": (str, ""),
    "timeLeft": (float, 0.0),
    "timerFraction": (float, 0.0),
    "paused": (bool, False),
}
#: :data:`CLOCK_FIELDS`' values with no clock, for a view-model's defaults.
CLOCK_DEFAULTS = {key: value for key, (_, value) in CLOCK_FIELDS.items()}


def clock_properties(notify: Signal) -> tuple[Property, ...]:
    """The QML properties of :data:`CLOCK_FIELDS`, in its order, notified by ``notify``."""
    return tuple(field(kind, key, notify) for key, (kind, _) in CLOCK_FIELDS.items())


class Countdown(QObject):
    """The last Clock and when it arrived; ``ticked`` fires every :data:`TICK_MS` while it
    runs (timed, not paused, time left)."""

    ticked = Signal()

    def __init__(self, now: Callable[[], float] = time.monotonic, parent: QObject | None = None):
        super().__init__(parent)
        self.now = now
        self.clock: Any = None
        self.received = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    def set(self, clock: Any) -> None:
        """A new Clock from the host (None: no clock, e.g. back in the lobby)."""
        self.clock = clock
        self.received = self.now()
        if self._runs():
            self._timer.start()
        else:
            self._timer.stop()

    def _runs(self) -> bool:
        clock = self.clock
        return (
            clock is not None
            and clock.seconds_left is not None
            and not clock.paused
            and clock.seconds_left > 0
        )

    def _tick(self) -> None:
        if not self._runs() or self.left() <= 0:
            self._timer.stop()
        self.ticked.emit()

    @property
    def paused(self) -> bool:
        return self.clock is not None and bool(self.clock.paused)

    def timed(self) -> bool:
        """Whether the current step has a timer."""
        return self.clock is not None and self.clock.seconds_left is not None

    def left(self) -> float:
        """Seconds left now (0.0 for an untimed step or no clock)."""
        if not self.timed():
            return 0.0
        if self.clock.paused:
            return max(0.0, self.clock.seconds_left)
        return max(0.0, self.clock.seconds_left - (self.now() - self.received))

    def whole_seconds(self) -> int:
        """The seconds shown: rounded up, so ``0:00`` appears only when time is up."""
        return math.ceil(self.left())

    def counts(self, step: tuple[str, int] | None) -> bool:
        """Whether a screen showing ``step`` (phase and number; None: no game) shows this
        countdown: the step is timed and the Clock is that step's."""
        clock = self.clock
        return step is not None and self.timed() and (clock.phase, clock.number) == step

    def fields(self, step: tuple[str, int] | None) -> dict[str, Any]:
        """The clock's fields (:data:`CLOCK_FIELDS`) of a screen showing ``step``: those
        of no clock when :meth:`counts` says it shows none."""
        timed = self.counts(step)
        shown = self.whole_seconds() if timed else 0
        return {
            "secondsLeft": shown,
            "timerText": texts.duration(shown) if timed else "",
            "timeLeft": self.left() if timed else 0.0,
            "timerFraction": self.fraction() if timed else 0.0,
            "paused": step is not None and self.paused,
        }

    def fraction(self) -> float:
        """What is left of the step's full ``duration``, from 1.0 down to 0.0 (0.0 when the
        step is untimed or the Clock has no duration)."""
        if not self.timed() or not self.clock.duration:
            return 0.0
        return min(1.0, self.left() / self.clock.duration)
