"""The TV's sound, the Qt side: a timer over the pure :class:`~..sound.script.SoundScript`
that hands each cue over when its time comes, and the ``--sound-log`` writer.

:class:`SoundDriver` is fed what the board client receives (public views, the host's
clock) on the monotonic clock, and emits :attr:`SoundDriver.played` for every cue at
its time; a player (Qt Multimedia) and :class:`SoundLog` listen to it. It plays nothing
itself, so it runs the same with or without an audio output.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from PySide6.QtCore import QObject, QTimer, Signal

from ...engine import PublicView
from ..sound.script import Cue, SoundScript

#: Longest wait of the driver's timer, in milliseconds: a cue laid after the timer was set
#: (none is, but a clock jump could) is found within this time.
MAX_WAIT_MS = 1000


class SoundDriver(QObject):
    """Hands the script's cues over at their time (see the module doc)."""

    played = Signal(object)

    def __init__(
        self,
        script: SoundScript,
        now: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.script = script
        self.now = now
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.fire)

    def on_view(self, view: PublicView) -> None:
        """The board client received a public view."""
        self.script.on_view(view, self.now())
        self.fire()

    def on_lobby(self, lobby: Any) -> None:
        """The board client received the room's lobby (a ``LobbyState``)."""
        self.script.on_lobby(lobby.edition, lobby.state)
        self.fire()

    def on_clock(self, clock: Any) -> None:
        """The board client received the host's clock."""
        self.script.on_clock(clock, self.now())
        self.fire()

    def fire(self) -> None:
        """Emit every cue due now, then wait for the next one."""
        for cue in self.script.due(self.now()):
            self.played.emit(cue)
        self._timer.stop()
        at = self.script.next_at()
        if at is not None:
            wait = max(0, min(MAX_WAIT_MS, round(1000 * (at - self.now()))))
            self._timer.start(wait)

    def flush(self) -> None:
        """Emit every cue still pending at once (the demo's end), in time order."""
        later = max((cue.at for cue in self.script.pending), default=0.0)
        for cue in self.script.due(later):
            self.played.emit(cue)


class SoundLog:
    """Writes one line per cue played (:meth:`Cue.log_line`), times counted from the
    log's opening, to ``path`` (truncated; OSError if it cannot be opened)."""

    HEADER = "# seconds\tchannel\taction\tkey#variant\tvolume\tstep"

    def __init__(self, path: Path, origin: float, *, language: str, speed: float):
        self.origin = origin
        # Open for the whole demo (closed by close()), not one block: hence no "with".
        self._file: IO[str] = Path(path).open("w", encoding="utf-8")  # noqa: SIM115
        self._file.write(f"# lgdesktop sound log: language {language}, speed {speed:g}\n")
        self._file.write(self.HEADER + "\n")

    def write(self, cue: Cue) -> None:
        self._file.write(cue.log_line(self.origin) + "\n")
        self._file.flush()

    def close(self) -> None:
        self._file.close()
