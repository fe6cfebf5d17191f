"""A table driven through the room core alone: no sockets, no event loop, a fake clock.

:class:`Table` plays the I/O shell: it feeds the core events with a ``now`` of its own,
performs the outputs (frames are decoded back into messages per connection, journal
writes recorded in order) and keeps the next wake-up time.
"""

from __future__ import annotations

from collections import defaultdict

from lgdesktop.bots import make_bot
from lgdesktop.engine import PlayerView
from lgdesktop.protocol import (
    PROTOCOL_VERSION,
    Ack,
    Clock,
    Error,
    Hello,
    LobbyState,
    Pulse,
    SetReady,
    StartGame,
    Submit,
    ViewUpdate,
    Welcome,
    decode_server,
    encode,
    engine_view,
)
from lgdesktop.room import (
    Close,
    GameOver,
    JournalStart,
    Room,
    RoomConfig,
    Send,
    Wake,
)

#: A deal of known roles for small tables: two wolves, a Seer, villagers.
DEAL7 = ("werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager")
#: The board's connection id in these tests.
BOARD = 100
#: Most core events a scripted game may take before a test gives up.
MAX_EVENTS = 20_000


class Table:
    """One room core and what each connection has received (``screens``: the room's
    renderer of the phones' screens)."""

    def __init__(self, screens=None, **config):
        self.room = Room(RoomConfig(**config), screens=screens)
        self.now = 1000.0
        self.wake: float | None = None
        self.inbox: dict[int, list] = defaultdict(list)
        self.views: dict[int, object] = {}
        self.closed: dict[int, int] = {}
        self.journal: list = []
        self.outputs: list = []
        self.ended: list[dict] = []

    def perform(self, outputs) -> list:
        for output in outputs:
            self.outputs.append(output)
            match output:
                case Send():
                    message = decode_server(output.frame)  # the wire round trip
                    # (a night pulse carries messages: they arrive one by one)
                    messages = message.items if isinstance(message, Pulse) else [message]
                    for conn in output.to:
                        if conn in self.closed:
                            continue
                        for message in messages:
                            self.inbox[conn].append(message)
                            if isinstance(message, ViewUpdate):
                                self.views[conn] = engine_view(message, self.views.get(conn))
                case Close():
                    self.closed[output.conn] = output.code
                case Wake():
                    self.wake = output.at
                case GameOver():
                    self.ended.append(output.result)
                case _:
                    if isinstance(output, JournalStart):
                        output.record.id = len(self.journal)
                    self.journal.append(output)
        return outputs

    # ------------------------------------------------------------------ events

    def hello(self, conn: int, kind: str = "player", address: str = "", **fields) -> list:
        fields.setdefault("code", self.room.code if kind != "board" else None)
        hello = encode(Hello(PROTOCOL_VERSION, kind, **fields))
        return self.perform(self.room.open(conn, hello, self.now, address=address))

    def board(self) -> None:
        self.hello(BOARD, "board", admin_token=self.room.admin_token)

    def send(self, conn: int, message) -> Ack | Error:
        """A request; returns its answer."""
        self.perform(self.room.request(conn, message, self.now))
        return next(m for m in reversed(self.inbox[conn]) if isinstance(m, Ack | Error))

    def leave(self, conn: int) -> None:
        self.closed[conn] = 1000
        self.perform(self.room.closed(conn, self.now))

    def advance(self, seconds: float) -> None:
        """Let ``seconds`` pass, waking the core at each time it asked for."""
        target = self.now + seconds
        while self.wake is not None and self.wake <= target:
            self.now = self.wake
            self.wake = None
            self.perform(self.room.tick(self.now))
        self.now = target

    # ------------------------------------------------------------------ reading

    def last(self, conn: int, kind: type):
        return next((m for m in reversed(self.inbox[conn]) if isinstance(m, kind)), None)

    def all(self, conn: int, kind: type) -> list:
        return [m for m in self.inbox[conn] if isinstance(m, kind)]

    def lobby(self, conn: int = BOARD) -> LobbyState:
        return self.last(conn, LobbyState)

    def clock(self, conn: int = BOARD) -> Clock:
        return self.last(conn, Clock)

    def seat_of(self, conn: int) -> int:
        return self.last(conn, Welcome).seat

    # ------------------------------------------------------------------ set-ups

    def seat(self, count: int, ready: bool = True) -> list[int]:
        """Seat ``count`` players on connections 0..count-1."""
        for conn in range(count):
            self.hello(conn, name=f"p{conn}")
            if ready:
                assert isinstance(self.send(conn, SetReady(True)), Ack)
        return list(range(count))

    def start(self, players: int = 7) -> list[int]:
        """Board + ``players`` ready players, game started."""
        self.board()
        conns = self.seat(players)
        assert isinstance(self.send(BOARD, StartGame()), Ack)
        return conns

    def play_bots(self, conns: list[int], *, max_events: int = MAX_EVENTS) -> None:
        """Every seat acts on its latest view with a bot; the clock runs until the end."""
        bots = {conn: make_bot("heuristic", conn) for conn in conns}
        for _ in range(max_events):
            game = self.room.game
            if game.ended:
                return
            acted = False
            for conn in conns:
                view = self.views.get(conn)
                if not isinstance(view, PlayerView) or conn in self.closed:
                    continue
                choice = bots[conn].decide(view)
                if choice is not None:
                    self.send(conn, Submit(choice.kind, choice.target, view.version))
                    acted = acted or isinstance(self.last(conn, Ack | Error), Ack)
            if not acted:
                self.advance(max(0.0, (self.wake or self.now) - self.now))
        raise AssertionError("the game did not end")
