"""The host: the WebSocket, discovery and journal shell around one :class:`~lgdesktop.room.Room`.

Asyncio, with one thread for the journal. Every frame is opened (its connection's sealed
channel), checked and handed to the room core synchronously in the event loop, and what the
core returns is performed at once, in order: journal writes handed to the journal's thread,
frames sealed and written to each connection, closes, and the time of the next wake-up.
Views go out while SQLite syncs; an Ack that follows a journal write (alone, or inside a
night pulse) waits in its connection's queue until that write is durable. A frame is
sealed and written to the socket at once when its connection has nothing waiting;
otherwise the connection's writer task seals and sends it in order, so a slow laptop never
holds up the others, and one channel counter follows the order frames reach the socket.

A journal write that fails pauses the game (the core's :meth:`~lgdesktop.room.Room.
journal_failed`: everybody is told ``journal_unavailable``); the failed write and every
later one are kept, in order, and tried again (:mod:`.durable`); the Acks
waiting on them go out once they are durable, then the game resumes. Who sees what is the
core's decision (:mod:`lgdesktop.room.fanout`).
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import gc
import itertools
import logging
import secrets
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode
from websockets.http11 import Request, Response
from websockets.protocol import State

from ..engine import Game, SetupError
from ..protocol import (
    MAX_CLIENT_FRAME,
    Ack,
    Error,
    Hello,
    Knock,
    LobbyState,
    ProtocolError,
    Pulse,
    check_protocol,
    decode_client,
    encode,
    peek_ref,
)
from ..protocol.guard import check_depth, decode_text
from ..protocol.secure import SEAL_OVERHEAD, HostHandshake, SecureError
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
    StartBot,
    StopBot,
    Wake,
)
from ..room.clock import NIGHT_STEP_SECONDS, SHOT_SECONDS, VOTE_SECONDS
from ..web.page import Page, not_found
from .botclient import async_run_bot
from .client import RequestRefused
from .discovery import Advertiser, local_ipv4_addresses
from .durable import DurableWrites
from .hosting import raise_descriptor_limit
from .journal import Journal, JournalWriter, default_journal_path
from .limits import (
    DEFAULT_MAX_SPECTATORS,
    HANDSHAKE_TIMEOUT,
    LOBBY_INTERVAL,
    ConnectionLimits,
    DoorStats,
    LogLimiter,
)
from .lockout import CodeLockout, Knocking
from .session import RATE_STRIKES, HandshakeTurns, Session

log = logging.getLogger(__name__)

#: The game's step durations live with the room's clock; callers that time a host on
#: them (tests, benchmarks) may keep reading them here.
__all__ = ["NIGHT_STEP_SECONDS", "SHOT_SECONDS", "VOTE_SECONDS", "HostConfig", "HostServer"]

# --------------------------------------------------------------------------- timings
#: A new connection must complete the encrypted handshake and say Hello within this many
#: seconds of the TCP accept, or is closed (the limits' handshake timeout).
HELLO_TIMEOUT = HANDSHAKE_TIMEOUT
#: Keepalive: the host pings every connection this often (seconds) ...
PING_INTERVAL = 5.0
#: ... and drops one that has not answered within this many seconds (the seat is held).
PING_TIMEOUT = 10.0
#: After a failed ping or a close, how long to wait for the peer's side of the closing
#: handshake, in seconds, before dropping the TCP connection (a dead laptop never answers).
CLOSE_TIMEOUT = 2.0
#: On stop, time given to each connection to send what is queued, in seconds.
FLUSH_TIMEOUT = 2.0
#: Minimum interval between two discovery TXT updates, in seconds (each update is an
#: mDNS announcement; joins in quick succession are coalesced).
DISCOVERY_UPDATE_INTERVAL = 0.5
#: errno values of an accept the system refused for want of resources (out of file
#: descriptors, of the system's file table, of buffers or memory): asyncio's accept loop
#: reports each through the loop's exception handler, with a traceback, then pauses
#: accepting for a second; the host logs one line per LOG_INTERVAL instead.
OUT_OF_RESOURCES = frozenset({errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM})
#: Least time between two reports of the door's counts to :attr:`HostServer.on_door`, in
#: seconds: the TV's notice lags a second at most, and a flood of thousands of refusals a
#: second costs it one update a second.
DOOR_REPORT_INTERVAL = 1.0
#: The listening socket's backlog. asyncio accepts up to this many sockets in one turn of
#: the loop before the host sees any of them (and refuses those beyond the caps), and
#: their descriptors are freed a turn later: with two turns' worth in flight, plus the caps
#: (MAX_PENDING + MAX_CONNECTIONS), a flood stays under macOS' default of 256 open files
#: (asyncio's default, 100, went over). 64 connections waiting to be accepted are more
#: than a table ever sends at once.
LISTEN_BACKLOG = 64
#: How the host's own computer players (the admin's ``add_bot``) play: a cautious
#: beginner's heuristic, the fairest partner for a table of people.
HOSTED_BOT_STRATEGY = "heuristic"


class _CountedConnection(ServerConnection):
    """A WebSocket connection that the host counts from the TCP accept, before the HTTP
    upgrade: :meth:`HostServer._accepted` admits it (or aborts it at once) and
    :meth:`HostServer._lost` forgets it when the socket closes, whatever happened."""

    def __init__(self, *args, door: HostServer, **kwargs):
        super().__init__(*args, **kwargs)
        self.door = door
        #: The host's handle of this connection (set on accept).
        self.lg_conn = 0

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        self.door._accepted(self)

    def connection_lost(self, exc: Exception | None) -> None:
        super().connection_lost(exc)
        self.door._lost(self)


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
    #: A networked table shapes its night traffic and coalesces its lobby updates.
    night_cadence: bool = True
    lobby_interval: float = LOBBY_INTERVAL
    #: Most spectator connections at once (boards do not count).
    max_spectators: int = DEFAULT_MAX_SPECTATORS
    #: "Phones may join": the host answers a browser's ``GET /`` with the player page
    #: (:mod:`lgdesktop.web`); off, every plain HTTP request gets 404 (the WebSocket
    #: works either way). :attr:`HostServer.phones_may_join` changes it while serving.
    phones: bool = True


@contextlib.contextmanager
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


def _looks_like_knock(text: str) -> bool:
    """A clear text frame that means to be a ``knock`` (anything else in clear is a hello
    of another version, or nonsense): checked strictly by the caller."""
    return '"knock"' in text[:MAX_CLIENT_FRAME]


def _phone_screen(view, language: str, *, asked: bool = False):
    """The phone's screen of ``view`` (:func:`lgdesktop.web.screen.phone_screen`), whose
    module (the app's texts, Qt's core for the translations) is imported when the first
    phone asks for one: a host no phone joins never loads it."""
    from ..web.screen import phone_screen

    return phone_screen(view, language, asked=asked)


def _carries_ack(message) -> bool:
    """A night pulse that holds an Ack (it must wait for the write before it too)."""
    return type(message) is Pulse and any(type(item) is Ack for item in message.items)


class HostServer:
    """The host of one room. ``await async_start()`` binds and returns (address, port).

    Attributes: :attr:`code` (join code), :attr:`admin_token` (host rights for the
    in-process board), :attr:`address`, :attr:`port`, :attr:`lobby` (the current
    LobbyState, with the code), :attr:`game` (the running or last game; None in the
    lobby), :attr:`room` (its name) and :attr:`core` (the :class:`~lgdesktop.room.Room`).
    """

    def __init__(self, config: HostConfig):
        self.config = config
        self.core = Room(config, screens=_phone_screen)
        self.address = config.bind
        self.port = config.port
        self._sessions: dict[int, Session] = {}
        self._ids = itertools.count(1)
        self._server: Server | None = None
        self._writer: JournalWriter | None = None
        #: The journal writes in flight, retried while the journal fails.
        self._durable: DurableWrites | None = None
        self._wake: asyncio.TimerHandle | None = None
        #: Set by async_stop: the core is no longer woken (the journal is closing).
        self._stopping = False
        self._tasks: set[asyncio.Task] = set()
        self._ended = asyncio.Condition()
        self._advertiser: Advertiser | None = None
        self._discovery_dirty = asyncio.Event()
        self.limits = ConnectionLimits(max_spectators=config.max_spectators)
        self.lockout = CodeLockout()
        self._log_limiter = LogLimiter()
        #: What the door turned away (for the TV's notice): see :class:`DoorStats`.
        self.door = DoorStats()
        #: Told the door's counts (at most once per DOOR_REPORT_INTERVAL) when they change.
        self.on_door: Callable[[DoorStats], None] | None = None
        self._door_report: asyncio.TimerHandle | None = None
        #: Told the devices knocking (:meth:`knocking`) when a knock is listed or let in;
        #: the TV also reads :meth:`knocking` again when a knock may have expired.
        self.on_knocks: Callable[[list[Knocking]], None] | None = None
        self._knocks_shown: tuple[tuple[str, str], ...] = ()
        #: Connections still in their handshake, from the TCP accept, by id (to close
        #: when evicted or timed out).
        self._handshaking: dict[int, _CountedConnection] = {}
        #: The timer that closes handshakes at the limits' next deadline.
        self._sweeper: asyncio.Handle | None = None
        #: When the armed sweeper fires (loop time).
        self._sweep_at = 0.0
        #: The loop's exception handler before ours (restored on stop).
        self._previous_handler = None
        self._handler_installed = False
        self._guesses = HandshakeTurns()
        #: The host's own bots (``add_bot``), by the token of the seat each plays.
        self._bots: dict[str, asyncio.Task] = {}
        #: Bots asked for before the host listens (a resumed game's): started once it does.
        self._bots_waiting: list[StartBot] = []
        #: Whether a browser's plain GET gets the player page (the lobby's switch).
        self.phones_may_join = config.phones
        #: The page's files, read at the first GET.
        self._page: Page | None = None

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
        self._durable = DurableWrites(
            self._writer, on_down=self._journal_down, on_restored=self._journal_restored
        )
        if record is not None:
            self._perform(self.core.resume(record, self._now()))
        raise_descriptor_limit()
        loop = asyncio.get_running_loop()
        self._previous_handler = loop.get_exception_handler()
        loop.set_exception_handler(self._loop_exception)
        self._handler_installed = True
        self._server = await serve(
            self._async_handle,
            self.config.bind,
            self.config.port,
            max_size=MAX_CLIENT_FRAME + SEAL_OVERHEAD,
            ping_interval=PING_INTERVAL,
            ping_timeout=PING_TIMEOUT,
            close_timeout=CLOSE_TIMEOUT,
            compression=None,
            max_queue=4,
            open_timeout=HELLO_TIMEOUT,
            create_connection=partial(_CountedConnection, door=self),
            backlog=LISTEN_BACKLOG,
            process_request=self._answer_http,
            # No ``Server: Python/x websockets/y`` on the page's answers nor the upgrade:
            # the host tells nobody on the Wi-Fi which software (and version) it runs.
            server_header=None,
        )
        self.address, self.port = self._server.sockets[0].getsockname()[:2]
        self.core.addresses = self.addresses
        for bot in self._bots_waiting:
            self._start_bot(bot)
        self._bots_waiting.clear()
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
        if self._durable is not None:
            self._durable.stop()
        writers = [s.writer for s in self._sessions.values() if s.writer is not None]
        if writers:
            await asyncio.wait(writers, timeout=FLUSH_TIMEOUT)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for timer in (self._sweeper, self._door_report):
            if timer is not None:
                timer.cancel()
        self._sweeper = self._door_report = None
        if self._handler_installed:
            self._handler_installed = False
            loop = asyncio.get_running_loop()
            if loop.get_exception_handler() == self._loop_exception:
                loop.set_exception_handler(self._previous_handler)
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
        once the frames are out; an Ack listed after one (or a pulse carrying an Ack) is
        sent once that write is durable, other frames at once."""
        durable: asyncio.Future | None = None
        for output in outputs:
            match output:
                case Send():
                    frame = output.frame
                    after = None
                    # (A view is never an Ack: its message is not even built.)
                    if type(output) is Send:
                        message = output.message
                        if type(message) is Ack:
                            after = durable
                        elif _carries_ack(message):
                            after = durable or self._durable.latest
                        if after is not None and after.done():
                            after = None
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
                    durable = self._durable.save(partial(_journal_write, output))
                case GameOver():
                    self._spawn(self._async_notify_ended())
                case Advertise():
                    self._discovery_dirty.set()
                case StartBot():
                    if self._server is None:
                        self._bots_waiting.append(output)
                    else:
                        self._start_bot(output)
                case StopBot():
                    bot = self._bots.pop(output.token, None)
                    if bot is not None:
                        bot.cancel()
        if durable is not None:
            self._durable.flush()

    # ------------------------------------------------------------------ journal failures

    def _journal_down(self, error: BaseException) -> None:
        """A journal write failed: the game pauses and everybody is told."""
        self._perform(self.core.journal_failed(self._now(), str(error)))

    def _journal_restored(self) -> None:
        """The backlog is durable again: the game goes on."""
        self._perform(self.core.journal_restored(self._now()))

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

    def _start_bot(self, bot: StartBot) -> None:
        self._bots[bot.token] = self._spawn(self._async_run_bot(bot.name, bot.token))

    async def _async_run_bot(self, name: str, token: str) -> None:
        """One of the host's own bots: it connects to this host like a laptop, takes the
        seat of ``token`` and plays every game at the table until its seat is removed
        (:class:`~lgdesktop.room.StopBot` cancels it) or the host closes."""
        host = "127.0.0.1" if self.address in ("0.0.0.0", "") else self.address
        try:
            await async_run_bot(
                host,
                self.port,
                self.code,
                name,
                HOSTED_BOT_STRATEGY,
                secrets.randbelow(2**31),
                games=None,
                token=token,
            )
        except (RequestRefused, ConnectionError, OSError) as error:
            log.info("the host's bot %s stopped: %s", name, error)
        finally:
            if self._bots.get(token) is asyncio.current_task():
                del self._bots[token]

    async def _async_notify_ended(self) -> None:
        async with self._ended:
            self._ended.notify_all()

    # ------------------------------------------------------------------ the player page

    def _answer_http(self, connection: ServerConnection, request: Request) -> Response | None:
        """websockets' ``process_request``: a WebSocket upgrade goes on to the handshake
        (None); any other GET is a browser asking for the player page, answered here and
        the connection closed: the page's file while :attr:`phones_may_join`, else 404."""
        if request.headers.get("Upgrade", "").lower() == "websocket":
            return None
        answer = not_found()
        if self.phones_may_join:
            if self._page is None:
                self._page = Page()
            answer = self._page.answer(
                request.path,
                request.headers.get("Host"),
                request.headers.get("If-None-Match"),
                request.method,
            )
        headers = Headers(answer.headers)
        headers["Content-Length"] = str(len(answer.body))
        headers["Connection"] = "close"
        body = b"" if request.method == "HEAD" else answer.body
        return Response(answer.status, answer.reason, headers, body)

    # ------------------------------------------------------------------ connections

    async def _async_handle(self, ws: ServerConnection) -> None:
        """One connection: admitted by the limits, the encrypted handshake, the Hello,
        then sealed frames until it closes."""
        address = str(ws.remote_address[0]) if ws.remote_address else ""
        session = Session(ws, ws.lg_conn, address)
        deadline = self.limits.deadline(session.conn)
        if deadline is None:  # evicted or timed out during the upgrade: already closing
            await ws.close(CloseCode.TRY_AGAIN_LATER, "host_busy")
            return
        try:
            try:
                async with asyncio.timeout_at(deadline):
                    hello = await self._async_handshake(session)
            except TimeoutError:
                self._note_refusal("handshake_timeout", address)
                await ws.close(CloseCode.POLICY_VIOLATION, "handshake_timeout")
                return
            finally:
                self._handshaking.pop(session.conn, None)
            if hello is None:
                return
            self._sessions[session.conn] = session
            session.writer = asyncio.get_running_loop().create_task(session.async_write())
            try:
                self._attach(session, hello)
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
                if ws.state is not State.OPEN:
                    # Nothing more can reach this peer: a frame waiting for the journal
                    # must not hold the connection (and its place in the limits).
                    session.writer.cancel()
                try:
                    await session.writer
                except asyncio.CancelledError:
                    if asyncio.current_task().cancelling():
                        raise
        except ConnectionClosed:
            pass
        finally:
            self.limits.closed(session.conn)

    # ------------------------------------------------------------------ the door

    def _accepted(self, connection: _CountedConnection) -> None:
        """A TCP connection was just accepted (nothing read yet): counted against the
        caps per address and in all, or aborted at once; handshakes it makes room for are
        closed."""
        now = self._now()
        peer = connection.transport.get_extra_info("peername")
        address = str(peer[0]) if peer else ""
        connection.lg_conn = conn = next(self._ids)
        self._sweep()
        admission = self.limits.opened(conn, address, now)
        if not admission.allowed:
            self._note_refusal(admission.code, address)
            connection.transport.abort()
            return
        for victim in admission.evict:
            self._evict(victim)
        self._handshaking[conn] = connection
        self._arm_sweeper()

    def _lost(self, connection: _CountedConnection) -> None:
        """The socket of ``connection`` closed (refused, timed out, or after its game)."""
        self._handshaking.pop(connection.lg_conn, None)
        self.limits.closed(connection.lg_conn)

    def _arm_sweeper(self) -> None:
        """Wake at the limits' next handshake deadline (one timer for all)."""
        deadline = self.limits.next_deadline()
        if deadline is None or self._stopping:
            return
        if self._sweeper is not None:
            # the time kept beside the handle: qasync's call_at returns a plain Handle,
            # which has no when() (seen in the demo: the TV runs the host on qasync)
            if self._sweep_at <= deadline:
                return
            self._sweeper.cancel()
        self._sweeper = asyncio.get_running_loop().call_at(deadline, self._on_sweep)
        self._sweep_at = deadline

    def _on_sweep(self) -> None:
        self._sweeper = None
        self._sweep()
        self._arm_sweeper()

    def _sweep(self) -> None:
        """Close the handshakes past their deadline. One still before the HTTP upgrade is
        aborted here (an idle socket); one after it is closed by its handler's own
        deadline, at the same instant, with ``handshake_timeout``."""
        for late in self.limits.expired(self._now()):
            connection = self._handshaking.get(late)
            if connection is not None and connection.protocol.state is State.CONNECTING:
                del self._handshaking[late]
                peer = connection.transport.get_extra_info("peername")
                self._note_refusal("idle", str(peer[0]) if peer else "")
                connection.transport.abort()

    def _evict(self, conn: int) -> None:
        """Close a handshake the limits gave up on to make room for another: aborted before
        the HTTP upgrade, closed with ``host_busy`` after it."""
        connection = self._handshaking.pop(conn, None)
        if connection is None:
            return
        self._count("host_busy")
        if connection.protocol.state is State.CONNECTING:
            connection.transport.abort()
        else:
            self._spawn(connection.close(CloseCode.TRY_AGAIN_LATER, "host_busy"))

    def _count(self, code: str) -> None:
        """Count one refusal of ``code`` at the door and report the counts soon."""
        self.door.note(code)
        if self._door_report is None and self.on_door is not None and not self._stopping:
            self._door_report = asyncio.get_running_loop().call_later(
                DOOR_REPORT_INTERVAL, self._report_door
            )

    def knocking(self) -> list[Knocking]:
        """The devices knocking at the door now (to show on the TV; see
        :meth:`~.lockout.CodeLockout.knocking`)."""
        return self.lockout.knocking(self._now())

    def let_in(self, tag: str) -> list[str]:
        """The host lets in the device(s) knocking with ``tag`` (the TV's button): their
        next guesses skip the global budget for :data:`~.lockout.PASS_SECONDS`. Returns
        the addresses let in."""
        addresses = self.lockout.let_in(tag, self._now())
        if addresses:
            log.info("let in %s at the door", ", ".join(addresses))
            self._knocks_changed()
        return addresses

    def _knocks_changed(self) -> None:
        """Tell :attr:`on_knocks` the devices knocking, when the tags shown changed."""
        if self.on_knocks is None:
            return
        knocking = self.knocking()
        shown = tuple((knock.tag, knock.address) for knock in knocking)
        if shown == self._knocks_shown:
            return
        self._knocks_shown = shown
        try:
            self.on_knocks(knocking)
        except Exception:
            log.exception("the knocks' report failed")

    def _report_door(self) -> None:
        self._door_report = None
        self._knocks_changed()  # knocks that expired leave the TV with the counts
        if self.on_door is not None:
            try:
                self.on_door(self.door)
            except Exception:
                log.exception("the door's report failed")

    def _loop_exception(self, loop: asyncio.AbstractEventLoop, context: dict) -> None:
        """The event loop's exception handler while the host runs: an accept refused for
        want of descriptors (asyncio logs each with a traceback) becomes one line per
        :data:`~.limits.LOG_INTERVAL`; anything else goes to the handler before ours."""
        error = context.get("exception")
        if isinstance(error, OSError) and error.errno in OUT_OF_RESOURCES:
            self._count("descriptors")
            quiet = self._log_limiter.check("descriptors", loop.time())
            if quiet is not None:
                log.warning(
                    "cannot accept more connections: %s (%d more not logged)",
                    error.strerror or error,
                    quiet,
                )
            return
        if self._previous_handler is not None:
            self._previous_handler(loop, context)
        else:
            loop.default_exception_handler(context)

    async def _async_refuse(
        self, ws: ServerConnection, code: str, address: str, params: dict[str, str] | None = None
    ) -> None:
        """Refuse a connection before its channel exists: a plain-text fatal Error (it
        names no secret), then the close."""
        self._note_refusal(code, address)
        error = Error(code, f"refused: {code}", fatal=True, params=params or {})
        await ws.send(encode(error).decode(), text=True)
        await ws.close(CloseCode.POLICY_VIOLATION, code)

    async def _async_handshake(self, session: Session) -> str | None:
        """``server_info`` in clear, then SPAKE2 on the join code (the lockout is asked
        before the host answers: each answer is one guess), then the sealed Hello. Returns
        the Hello's text, or None when the connection was refused and closed."""
        ws, address = session.ws, session.address
        info = encode(self.core.server_info())
        await ws.send(info.decode(), text=True)
        handshake = HostHandshake(self.code, context=info, max_frame=MAX_CLIENT_FRAME)
        start = await ws.recv()
        if isinstance(start, str) and _looks_like_knock(start):
            try:
                knock = decode_client(start)
            except ProtocolError:
                knock = None
            # Strict: the one canonical form (extra fields, spaces ... are refused).
            if not isinstance(knock, Knock) or encode(knock).decode() != start:
                await self._async_refuse(ws, "bad_message", address)
                return None
            if self.lockout.knock(address, knock.tag, self._now()):
                self._knocks_changed()
            start = await ws.recv()
        self.limits.started(session.conn)
        if isinstance(start, str):  # a client of another version says its hello in clear
            try:
                check_protocol(start)
            except ProtocolError as error:
                await self._async_refuse(ws, error.code, address, error.params)
                return None
            await self._async_refuse(ws, "bad_handshake", address)
            return None
        async with self._guesses.turn(address):
            verdict = self.lockout.admit(address, self._now())
            if not verdict.allowed:
                await self._async_refuse(ws, verdict.code, address, verdict.params)
                return None
            proven = False
            try:
                await ws.send(handshake.reply(start))
                session.channel = handshake.finish(await ws.recv())
                proven = True
            except SecureError as error:
                self._note_refusal(error.code, address)
                await ws.close(CloseCode.POLICY_VIOLATION, error.code)
                return None
            finally:
                if not proven:  # a wrong code, or a guesser that left once answered
                    self._count("guess")
            self.lockout.succeeded(address, self._now())
        try:
            return self._open(session, await ws.recv())
        except SecureError as error:  # awaited: the handler must not end first (close 1000)
            await ws.close(CloseCode.POLICY_VIOLATION, error.code)
        except ProtocolError as error:
            await session.ws.send(
                session.channel.seal(
                    encode(Error(error.code, error.message, fatal=True, ref=error.ref))
                )
            )
            await ws.close(CloseCode.POLICY_VIOLATION, error.code)
        return None

    def _open(self, session: Session, raw: bytes | str) -> str:
        """The text inside a sealed frame, checked before any JSON decoder sees it. Raises
        :class:`SecureError` for a frame that does not open (a text frame, a forged one: the
        caller closes the connection with 1008), :class:`ProtocolError` for a frame nested
        too deep or not UTF-8 (the caller answers with an Error naming its readable
        ``ref``); either refusal is logged here."""
        try:
            return check_depth(decode_text(session.channel.open(raw)))
        except (SecureError, ProtocolError) as error:
            self._note_refusal(error.code, session.address)
            raise

    def _attach(self, session: Session, hello: str) -> None:
        """Give the Hello to the core, after the connection and spectator caps."""
        try:
            message = decode_client(hello)
            kind = message.kind if isinstance(message, Hello) else "player"
        except ProtocolError:
            kind = "player"  # the core refuses it with the right code
        admission = self.limits.established(session.conn, kind)
        if not admission.allowed:
            self._note_refusal(admission.code, session.address)
            session.send(encode(Error(admission.code, f"refused: {admission.code}", fatal=True)))
            session.close(CloseCode.TRY_AGAIN_LATER, admission.code)
            return
        self._perform(
            self.core.open(session.conn, hello, self._now(), session.address, code_proven=True)
        )

    def _note_refusal(self, code: str, address: str) -> None:
        """Count the refusal for the TV (:attr:`door`) and log one line per kind of refusal
        per interval (never a traceback): a flood of hostile frames costs the host no
        disk."""
        self._count(code)
        quiet = self._log_limiter.check(code, self._now())
        if quiet is not None:
            log.info("refused %s from %s (%d more of this kind not logged)", code, address, quiet)

    def _receive(self, session: Session, raw: bytes | str) -> None:
        """Handle one sealed frame: opened and checked, rate-limited, given to the core."""
        try:
            text = self._open(session, raw)
        except SecureError as error:
            session.close(CloseCode.POLICY_VIOLATION, error.code)
            return
        except ProtocolError as error:
            session.send(encode(Error(error.code, error.message, ref=error.ref)))
            return
        if not session.take_token():
            if session.strikes > RATE_STRIKES:
                session.close(CloseCode.POLICY_VIOLATION, "rate limit")
            else:
                session.send(encode(Error("rate_limited", "too many messages", ref=peek_ref(text))))
            return
        with _collections_deferred():
            self._perform(self.core.receive(session.conn, text, self._now()))

    # ------------------------------------------------------------------ discovery

    async def _async_start_discovery(self) -> None:
        interfaces = (
            [self.config.interface]
            if self.config.interface
            else None
            if self.address in ("0.0.0.0", "")
            else [self.address]
        )
        self._advertiser = Advertiser(
            room=self.room,
            edition=self.edition.id,
            port=self.port,
            addresses=[address.rsplit(":", 1)[0] for address in self.addresses],
            interfaces=interfaces,
            state=self.state,
            seats_taken=len(self.core.lobby.seats),
            seats_total=self.core.lobby.max_players,
        )
        await self._advertiser.async_start()
        self._spawn(self._async_publish())

    async def _async_publish(self) -> None:
        """Keep the advertised state and seat count current (coalesced updates)."""
        while True:
            await self._discovery_dirty.wait()
            self._discovery_dirty.clear()
            await self._advertiser.async_update(
                state=self.state,
                seats_taken=len(self.core.lobby.seats),
                seats_total=self.core.lobby.max_players,
            )
            await asyncio.sleep(DISCOVERY_UPDATE_INTERVAL)
