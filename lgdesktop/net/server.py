"""The host: the WebSocket, discovery and journal shell around one :class:`~lgdesktop.room.Room`.

Asyncio, with one thread for the journal. Every frame is handed to the room core
synchronously in the event loop, and what the core returns is performed at once, in order:
journal writes handed to the journal's thread, frames written to each connection, closes,
and the time of the next wake-up. Views go out while SQLite syncs; an Ack that follows a
journal write waits in its connection's queue until that write is durable. A frame is
written to the socket at once when its connection has nothing waiting; otherwise the
connection's writer task sends it in order, so a slow laptop never holds up the others.
Who sees what is the core's decision (:mod:`lgdesktop.room.fanout`).
"""

from __future__ import annotations

import asyncio
import gc
import itertools
import logging
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode
from websockets.protocol import State

from ..engine import Game, SetupError
from ..protocol import MAX_CLIENT_FRAME, Ack, Error, LobbyState, encode, peek_ref
from ..room import (
    Advertise,
    Close,
    GameOver,
    JournalClock,
    JournalFinish,
    JournalInput,
    JournalStart,
    Room,
    RoomConfig,
    Send,
    Wake,
)
from ..room.clock import NIGHT_STEP_SECONDS, SHOT_SECONDS, VOTE_SECONDS
from .discovery import Advertiser, local_ipv4_addresses
from .journal import Journal, JournalWriter, default_journal_path

log = logging.getLogger(__name__)

#: The game's step durations live with the room's clock; callers that time a host on
#: them (tests, benchmarks) may keep reading them here.
__all__ = ["NIGHT_STEP_SECONDS", "SHOT_SECONDS", "VOTE_SECONDS", "HostConfig", "HostServer"]

# --------------------------------------------------------------------------- timings
#: A new connection must say Hello within this many seconds or is closed.
HELLO_TIMEOUT = 5.0
#: Keepalive: the host pings every connection this often (seconds) ...
PING_INTERVAL = 5.0
#: ... and drops one that has not answered within this many seconds (the seat is held).
PING_TIMEOUT = 10.0
#: After a failed ping or a close, how long to wait for the peer's side of the closing
#: handshake, in seconds, before dropping the TCP connection (a dead laptop never answers).
CLOSE_TIMEOUT = 2.0
#: Request rate limit per connection: tokens refilled per second, and bucket size.
RATE_PER_SECOND = 20.0
RATE_BURST = 40.0
#: Refused-for-rate requests tolerated before the connection is closed as hostile.
RATE_STRIKES = 100
#: Frames queued for one connection before it is closed as too slow to keep up.
MAX_QUEUED_FRAMES = 256
#: On stop, time given to each connection to send what is queued, in seconds.
FLUSH_TIMEOUT = 2.0
#: Minimum interval between two discovery TXT updates, in seconds (each update is an
#: mDNS announcement; joins in quick succession are coalesced).
DISCOVERY_UPDATE_INTERVAL = 0.5


@dataclass
class HostConfig(RoomConfig):
    """What a host serves: a :class:`~lgdesktop.room.RoomConfig` plus where and how.
    ``journal_path`` None uses the user data directory; ``resume`` continues the
    journal's latest unfinished game."""

    bind: str = "0.0.0.0"
    port: int = 0
    discovery: bool = True
    interface: str | None = None
    journal_path: Path | None = None
    resume: bool = False


class _Session:
    """One connection: its outgoing queue and rate bucket (the room knows the rest)."""

    def __init__(self, ws: ServerConnection, conn: int):
        self.ws = ws
        self.conn = conn
        #: Frames waiting for the writer task; a pair waits for its future first.
        self.queue: asyncio.Queue[bytes | tuple[asyncio.Future, bytes] | None] = \
            asyncio.Queue()
        self.tokens = RATE_BURST
        self.refilled = time.monotonic()
        self.strikes = 0
        self.writer: asyncio.Task | None = None
        #: The writer task has taken a frame off the queue and not sent it yet.
        self.busy = False
        self.closing = False
        self.close_args: tuple[int, str] = (CloseCode.NORMAL_CLOSURE, "")

    def send(self, data: bytes, after: asyncio.Future | None = None) -> None:
        """Send a frame, not before ``after`` is done (when given), after every frame sent
        before it; a connection too slow to keep up is closed."""
        if self.closing:
            return
        if after is None and not self.busy and self.queue.empty() and self._write_now(data):
            return
        if self.queue.qsize() >= MAX_QUEUED_FRAMES:
            self.close(CloseCode.TRY_AGAIN_LATER, "too slow")
            return
        self.queue.put_nowait(data if after is None else (after, data))

    def _write_now(self, data: bytes) -> bool:
        """Write a frame to the socket without a trip through the writer task, when the
        connection is open and its socket takes data (False: queue it instead)."""
        ws = self.ws
        if ws.protocol.state is not State.OPEN or ws.transport.get_write_buffer_size():
            return False
        ws.protocol.send_text(data)
        for chunk in ws.protocol.data_to_send():
            ws.transport.write(chunk)
        return True

    def close(self, code: int = CloseCode.NORMAL_CLOSURE, reason: str = "") -> None:
        """Send what is queued, then close."""
        if not self.closing:
            self.closing = True
            self.queue.put_nowait(None)
            self.close_args = (code, reason)

    def take_token(self) -> bool:
        now = time.monotonic()
        self.tokens = min(RATE_BURST, self.tokens + (now - self.refilled) * RATE_PER_SECOND)
        self.refilled = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        self.strikes += 1
        return False

    async def async_write(self) -> None:
        """Send queued frames in order until closed. A frame whose journal write failed is
        not sent: the connection is closed instead (the input was not kept)."""
        try:
            while (item := await self.queue.get()) is not None:
                self.busy = True
                if type(item) is tuple:
                    after, item = item
                    try:
                        await after
                    except Exception:
                        self.closing = True
                        self.close_args = (CloseCode.INTERNAL_ERROR, "journal failed")
                        break
                await self.ws.send(item, text=True)
                self.busy = False
            await self.ws.close(*self.close_args)
        except ConnectionClosed:
            pass


@contextmanager
def _collections_deferred() -> Iterator[None]:
    """Hold the cyclic garbage collector off while an event is handled and its frames
    written: a collection in between (about a millisecond for the young generations, tens
    for the oldest, on a 20-seat game) would hold every laptop's view back. The collection
    that fell due runs right after, once the frames are out."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _journal_write(output, journal: Journal) -> None:
    """Perform one of the core's journal outputs (in the journal's thread: a game's id is
    read when its writes run, after the ``JournalStart`` that sets it)."""
    match output:
        case JournalStart():
            journal.start_game(output.record)
        case JournalInput():
            journal.append(output.record.id, output.position, output.seat, output.input)
        case JournalClock():
            journal.keep_clock(output.record.id, output.snapshot)
        case JournalFinish():
            journal.finish(output.record.id)


class HostServer:
    """The host of one room. ``await async_start()`` binds and returns (address, port).

    Attributes: :attr:`code` (join code), :attr:`admin_token` (host rights for the
    in-process board), :attr:`address`, :attr:`port`, :attr:`lobby` (the current
    LobbyState, with the code), :attr:`game` (the running or last game; None in the
    lobby), :attr:`room` (its name) and :attr:`core` (the :class:`~lgdesktop.room.Room`).
    """

    def __init__(self, config: HostConfig):
        self.config = config
        self.core = Room(config)
        self.address = config.bind
        self.port = config.port
        self._sessions: dict[int, _Session] = {}
        self._ids = itertools.count(1)
        self._server: Server | None = None
        self._writer: JournalWriter | None = None
        self._wake: asyncio.TimerHandle | None = None
        #: Set by async_stop: the core is no longer woken (the journal is closing).
        self._stopping = False
        self._tasks: set[asyncio.Task] = set()
        self._ended = asyncio.Condition()
        self._advertiser: Advertiser | None = None
        self._discovery_dirty = asyncio.Event()

    # ------------------------------------------------------------------ façade

    @property
    def code(self) -> str:
        return self.core.code

    @property
    def admin_token(self) -> str:
        return self.core.admin_token

    @property
    def room(self) -> str:
        return self.core.name

    @property
    def edition(self):
        return self.core.edition

    @property
    def game(self) -> Game | None:
        return self.core.game

    @property
    def state(self) -> str:
        return self.core.state

    @property
    def lobby(self) -> LobbyState:
        """The room as the admin sees it (join code included)."""
        return self.core.lobby_state(admin=True)

    def result(self) -> dict:
        """The last ended game: winner label, winning seats, every seat's final role."""
        return self.core.result()

    def results(self) -> list[dict]:
        """Every game ended at this table since the host started, in order."""
        return list(self.core.results)

    @property
    def addresses(self) -> list[str]:
        """``ip:port`` strings players can type in."""
        if self.config.interface:
            ips = [self.config.interface]
        elif self.address in ("0.0.0.0", ""):
            ips = local_ipv4_addresses() or ["127.0.0.1"]
        else:
            ips = [self.address]
        return [f"{ip}:{self.port}" for ip in ips]

    # ------------------------------------------------------------------ life cycle

    async def async_start(self) -> tuple[str, int]:
        """Open the journal (resuming if asked), listen, advertise; returns (address, port).

        Raises SetupError when ``resume`` finds no unfinished game.
        """
        journal = Journal(self.config.journal_path or default_journal_path())
        record = journal.last_unfinished() if self.config.resume else None
        if self.config.resume and record is None:
            journal.close()
            raise SetupError("no unfinished game to resume in the journal")
        self._writer = JournalWriter(journal, asyncio.get_running_loop())
        if record is not None:
            self._perform(self.core.resume(record, self._now()))
        self._server = await serve(
            self._async_handle, self.config.bind, self.config.port,
            max_size=MAX_CLIENT_FRAME, ping_interval=PING_INTERVAL, ping_timeout=PING_TIMEOUT,
            close_timeout=CLOSE_TIMEOUT, compression=None, max_queue=4)
        self.address, self.port = self._server.sockets[0].getsockname()[:2]
        self.core.addresses = self.addresses
        if self.config.discovery:
            await self._async_start_discovery()
        return self.address, self.port

    async def async_wait_finished(self, games: int = 1) -> dict:
        """Wait until ``games`` games have ended at this table since the host started;
        returns the last one's :meth:`result`."""
        async with self._ended:
            await self._ended.wait_for(lambda: len(self.core.results) >= games)
        return self.result()

    def play_again(self, keep_seats: bool = True) -> None:
        """Back to the lobby after an ended game (the admin's ``play_again``)."""
        self._perform(self.core.play_again(self._now(), keep_seats))

    async def async_stop(self) -> None:
        """Keep the clock, tell and close every connection, stop advertising, close the
        journal."""
        self._stopping = True
        if self._wake is not None:
            self._wake.cancel()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        if self._advertiser is not None:
            await self._advertiser.async_stop()
        if self._writer is not None:
            self._perform(self.core.stop(self._now()))
        writers = [s.writer for s in self._sessions.values() if s.writer is not None]
        if writers:
            await asyncio.wait(writers, timeout=FLUSH_TIMEOUT)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        if self._writer is not None:
            await self._writer.async_close()
            self._writer = None

    def _spawn(self, coroutine) -> asyncio.Task:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("host task failed", exc_info=task.exception())

    @staticmethod
    def _now() -> float:
        return asyncio.get_running_loop().time()

    # ------------------------------------------------------------------ the core's outputs

    def _perform(self, outputs) -> None:
        """Do what the core asks, in order. Journal writes go to the journal's thread
        once the frames are out; an Ack listed after one is sent once it is durable, other
        frames at once."""
        durable: asyncio.Future | None = None
        for output in outputs:
            match output:
                case Send():
                    frame = output.frame
                    # (A view is never an Ack: its message is not even built.)
                    after = (durable if durable is not None and type(output) is Send
                             and isinstance(output.message, Ack) else None)
                    for conn in output.to:
                        session = self._sessions.get(conn)
                        if session is not None:
                            session.send(frame, after)
                case Close():
                    session = self._sessions.get(output.conn)
                    if session is not None:
                        session.close(output.code, output.reason)
                case Wake():
                    self._set_wake(output.at)
                case JournalStart() | JournalInput() | JournalClock() | JournalFinish():
                    durable = self._writer.write(partial(_journal_write, output))
                case GameOver():
                    self._spawn(self._async_notify_ended())
                case Advertise():
                    self._discovery_dirty.set()
        if durable is not None:
            self._writer.flush()

    def _set_wake(self, at: float | None) -> None:
        if self._wake is not None:
            self._wake.cancel()
            self._wake = None
        if at is not None and not self._stopping:
            self._wake = asyncio.get_running_loop().call_at(at, self._on_wake)

    def _on_wake(self) -> None:
        self._wake = None
        with _collections_deferred():
            self._perform(self.core.tick(self._now()))

    async def _async_notify_ended(self) -> None:
        async with self._ended:
            self._ended.notify_all()

    # ------------------------------------------------------------------ connections

    async def _async_handle(self, ws: ServerConnection) -> None:
        session = _Session(ws, next(self._ids))
        try:
            await ws.send(encode(self.core.server_info()), text=True)
            raw = await asyncio.wait_for(ws.recv(), HELLO_TIMEOUT)
        except (TimeoutError, ConnectionClosed):
            return
        self._sessions[session.conn] = session
        session.writer = asyncio.get_running_loop().create_task(session.async_write())
        try:
            self._perform(self.core.open(session.conn, raw, self._now()))
            async for raw in ws:
                if session.closing:
                    break
                self._receive(session, raw)
        except ConnectionClosed:
            pass
        finally:
            self._sessions.pop(session.conn, None)
            self._perform(self.core.closed(session.conn, self._now()))
            session.close()
            await session.writer

    def _receive(self, session: _Session, raw: bytes | str) -> None:
        """Handle one frame: rate-limited, then given to the core."""
        if not session.take_token():
            if session.strikes > RATE_STRIKES:
                session.close(CloseCode.POLICY_VIOLATION, "rate limit")
            else:
                session.send(encode(Error("rate_limited", "too many messages",
                                          ref=peek_ref(raw))))
            return
        with _collections_deferred():
            self._perform(self.core.receive(session.conn, raw, self._now()))

    # ------------------------------------------------------------------ discovery

    async def _async_start_discovery(self) -> None:
        interfaces = ([self.config.interface] if self.config.interface
                      else None if self.address in ("0.0.0.0", "") else [self.address])
        self._advertiser = Advertiser(
            room=self.room, edition=self.edition.id, port=self.port,
            addresses=[address.rsplit(":", 1)[0] for address in self.addresses],
            interfaces=interfaces, state=self.state,
            seats_taken=len(self.core.lobby.seats), seats_total=self.core.lobby.max_players)
        await self._advertiser.async_start()
        self._spawn(self._async_publish())

    async def _async_publish(self) -> None:
        """Keep the advertised state and seat count current (coalesced updates)."""
        while True:
            await self._discovery_dirty.wait()
            self._discovery_dirty.clear()
            await self._advertiser.async_update(
                state=self.state, seats_taken=len(self.core.lobby.seats),
                seats_total=self.core.lobby.max_players)
            await asyncio.sleep(DISCOVERY_UPDATE_INTERVAL)
