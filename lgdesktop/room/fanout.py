"""Fan-out: who receives which frame. Every such decision of the room is made here.

Pure: no I/O. The rules, checked by tests/room:

- a player connection receives its own seat's ``player_view`` and nothing of any other
  seat; boards and spectators receive the ``public_view`` only;
- a view is sent only when its version changed since the last one this connection got
  (so nobody learns from traffic that somebody acted in secret), and carries only the
  events the connection does not have yet;
- a chat line goes only to the connections of the seats the engine lists as the
  channel's members;
- the ``lobby`` message carries the join code for admin connections only;
- ``clock`` messages go to everyone;
- a player connection whose ``hello`` asked for a screen (a phone) gets, with each of its
  views, that view's screen in its language (the room's ``screens`` renderer, a pure
  function of the view, the language and whether the seat asked for the vote today, a
  public fact); no other connection ever gets one.

One encoded frame is shared by every connection that receives the same bytes (the public
update, the lobby, the clock): :class:`~.outputs.Send` lists all its receivers. The public
part of the player frames is encoded once per fan-out too (:func:`~lgdesktop.protocol.
view_frame`), and view frames are encoded only as the shell writes them
(:class:`~.outputs.ViewSend`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from typing import Protocol

from ..engine import Game, PlayerView, PublicView
from ..protocol import LobbyState, Screen, ServerMessage
from .lobby import Seat
from .outputs import Send, ViewSend
from .staleness import BasisLog


class ScreenRenderer(Protocol):
    """Renders a phone's screen: ``lgdesktop.web.screen.phone_screen`` (injected by the
    shell: the room imports no presenter)."""

    def __call__(self, view: PlayerView, language: str, *, asked: bool = False) -> Screen: ...


@dataclass(eq=False)
class Connection:
    """One attached connection: its id, kind, rights, seat (players) and last view;
    ``screen``: the language its ``hello`` asked screens in (a phone), else None."""

    id: int
    kind: str
    admin: bool = False
    seat: Seat | None = None
    #: The last view sent (None: none yet, or a new game started).
    sent_view: PublicView | PlayerView | None = None
    screen: str | None = None


class Fanout:
    """The attached connections and the decisions of who gets what. ``screens`` renders
    the phones' screens (None: no connection gets one, as at the one-screen table)."""

    def __init__(self, basis: BasisLog, screens: ScreenRenderer | None = None):
        self.connections: dict[int, Connection] = {}
        self.basis = basis
        self.screens = screens
        #: The board view as of the last view fan-out (boards and spectators that had it
        #: share one encoded update).
        self._board_sent: PublicView | None = None

    def add(self, connection: Connection) -> None:
        self.connections[connection.id] = connection

    def remove(self, conn: int) -> Connection | None:
        return self.connections.pop(conn, None)

    def new_game(self) -> None:
        """Views of the previous game are forgotten: the next view of each is complete."""
        self._board_sent = None
        for connection in self.connections.values():
            connection.sent_view = None

    def everyone(self, message: ServerMessage) -> Send:
        return Send(tuple(self.connections), message)

    def lobby(self, state: Callable[[bool], LobbyState]) -> list[Send]:
        """The lobby message, with the code for admins only (``state(admin)`` builds it)."""
        admins = tuple(c.id for c in self.connections.values() if c.admin)
        others = tuple(c.id for c in self.connections.values() if not c.admin)
        return [Send(to, state(admin)) for admin, to in ((True, admins), (False, others)) if to]

    def views(
        self,
        game: Game,
        seats: list[Seat],
        only: Iterable[Connection] | None = None,
        asked: Iterable[int] = (),
    ) -> list[Send]:
        """Each connection's view where it changed (``only``: just those connections), with
        its screen for a phone (``asked``: the seats that asked for the vote today)."""
        board = game.public_view()
        sends: list[Send] = []
        shared: list[int] = []
        index = {id(seat): number for number, seat in enumerate(seats)}
        everyone = only is None
        for connection in self.connections.values() if everyone else only:
            if connection.seat is not None:
                seat = index[id(connection.seat)]
                view = game.player_view(seat)
            else:
                view = board
            previous = connection.sent_view
            if previous is not None and view.version == previous.version:
                continue
            connection.sent_view = view
            if connection.seat is not None:
                self.basis.sent(seat, game, view)
                render = None
                if connection.screen is not None and self.screens is not None:
                    render = partial(
                        self.screens, view, connection.screen, asked=seat in set(asked)
                    )
                sends.append(ViewSend((connection.id,), view, previous, render))
            elif everyone and previous is not None and previous is self._board_sent:
                shared.append(connection.id)
            else:
                sends.append(ViewSend((connection.id,), view, previous))
        if shared:
            sends.append(ViewSend(tuple(shared), board, self._board_sent))
        if everyone:
            self._board_sent = board
        return sends

    def chat(self, readers: Iterable[int], seats: list[Seat], message: ServerMessage) -> Send:
        """A chat line to the connections of the reader seats only."""
        to = tuple(seats[reader].conn for reader in readers if seats[reader].conn is not None)
        return Send(to, message)
