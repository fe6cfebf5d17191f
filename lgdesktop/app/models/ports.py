"""What the view-models ask of the outside world: the host's admin orders and a player's moves.

View-models call these synchronously from QML slots; the network controllers implement them
by starting the matching ``GameClient.async_*`` coroutine, the single-device controller by
submitting to its in-process game. Implementations report failures themselves (never raise
into QML for a refused move: the server's error comes back as a notice).
"""

from __future__ import annotations

from typing import Protocol

from ...engine import Input


class BoardPort(Protocol):
    """The host's orders from the board (only a board holding the admin token has one)."""

    def set_composition(self, composition: dict[str, int]) -> None: ...
    def set_setting(self, name: str, value: str) -> None: ...
    def use_recommended(self) -> None: ...
    def start(self) -> None: ...
    def kick(self, seat: int) -> None: ...
    def timer(self, action: str, seconds: int = 0) -> None: ...
    def play_again(self, keep_seats: bool) -> None: ...


class LocalBoardPort(BoardPort, Protocol):
    """The single-device table also seats players by name at the shared screen."""

    def add_player(self, name: str) -> None: ...


class PlayerPort(Protocol):
    """A seated player's moves."""

    def submit(self, inp: Input) -> None: ...
    def set_ready(self, ready: bool) -> None: ...
    def ready_to_vote(self) -> None: ...
    def chat(self, channel: str, text: str) -> None: ...
