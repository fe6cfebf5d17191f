"""The host: the lobby, the seats, the game and its clock, served over WebSocket.

Single-threaded asyncio. Every request is handled synchronously in the event loop (the
engine, the journal commit and the queuing of replies), so requests never interleave;
each connection has its own writer task, so a slow laptop never holds up the others.

Who sees what: each player connection receives only its own ``player_view``; boards and
spectators receive the ``public_view``. Nothing else about the game leaves the host,
apart from chat lines, which go only to those allowed to read their channel.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import secrets
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode

from ..engine import (
    EDITIONS,
    HOST,
    INPUT_TYPES,
    Game,
    GameSetup,
    InputError,
    PlayerView,
    PublicView,
    SetupError,
    Timeout,
    get_edition,
)
from ..engine.settings import resolve_settings
from ..protocol import (
    MAX_CLIENT_FRAME,
    PROTOCOL_VERSION,
    Ack,
    ChatLine,
    Clock,
    Error,
    Hello,
    KickSeat,
    LobbySeat,
    LobbyState,
    ProtocolError,
    ReadyToVote,
    SendChat,
    ServerInfo,
    SetComposition,
    SetReady,
    SetSetting,
    StartGame,
    Submit,
    TimerControl,
    UseRecommended,
    Welcome,
    check_fresh,
    check_protocol,
    decode_client,
    encode,
    peek_ref,
    view_message,
)
from .discovery import Advertiser, local_ipv4_addresses
from .journal import GameRecord, Journal, JournalSeat, default_journal_path

log = logging.getLogger(__name__)

# --------------------------------------------------------------------------- timings
#: Length of one night narration step at speed 1, in seconds: long enough for the board to
#: read the step aloud and for players to make their choice over the whole narration.
NIGHT_STEP_SECONDS = 10.0
#: Length of a vote at speed 1, in seconds (everyone names someone; the vote closes early
#: when every living player has voted).
VOTE_SECONDS = 60.0
#: Time a dead Hunter has for his shot at speed 1, in seconds, before a random target.
SHOT_SECONDS = 30.0
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
#: Night narration steps around the roles' own steps.
NIGHT_FIRST_STEP, NIGHT_LAST_STEP = "night_falls", "dawn"

#: Error codes that end a connection (the client should not retry).
FATAL_CODES = frozenset({"incompatible_version", "bad_code", "room_full", "name_taken",
                         "name_required", "game_started", "kicked", "replaced", "bad_hello",
                         "unknown_token", "host_closed"})


@dataclass
class HostConfig:
    """What a host serves. ``code`` None draws a random 4-digit code; ``seed`` None a random
    seed. ``discussion`` (seconds, absolute) overrides the edition's discussion timer;
    ``speed`` divides every other fixed duration. ``auto_start``: start on its own once
    ``players`` are seated and ready (headless). ``journal_path`` None uses the user data
    directory. ``resume`` continues the journal's last unfinished game."""

    bind: str = "0.0.0.0"
    port: int = 0
    room: str = "Loup-Garou"
    code: str | None = None
    edition: str = "jinrou"
    players: int = 8
    seed: int | None = None
    deal: tuple[str, ...] | None = None
    settings: dict[str, str] = field(default_factory=dict)
    composition: dict[str, int] | None = None
    discussion: float | None = None
    speed: float = 1.0
    discovery: bool = True
    interface: str | None = None
    journal_path: Path | None = None
    resume: bool = False
    auto_start: bool = False


@dataclass(eq=False)
class _SeatRecord:
    name: str
    token: str
    bot: bool = False
    ready: bool = False
    session: _Session | None = None


class _Session:
    """One connection: its kind, rights, seat, outgoing queue and rate bucket."""

    def __init__(self, ws: ServerConnection):
        self.ws = ws
        self.kind = "spectator"
        self.admin = False
        self.record: _SeatRecord | None = None
        self.queue: asyncio.Queue[bytes | None] = asyncio.Queue()
        self.tokens = RATE_BURST
        self.refilled = time.monotonic()
        self.strikes = 0
        self.writer: asyncio.Task | None = None
        self.closing = False
        #: The last view sent (None: none yet); a view is sent only when its version
        #: changed, so nobody learns from traffic that somebody acted in secret, and it
        #: carries only the events this connection does not have yet.
        self.sent_view: PublicView | PlayerView | None = None

    def send(self, data: bytes) -> None:
        """Queue a frame; a connection too slow to keep up is closed."""
        if self.closing:
            return
        if self.queue.qsize() >= MAX_QUEUED_FRAMES:
            self.close(CloseCode.TRY_AGAIN_LATER, "too slow")
            return
        self.queue.put_nowait(data)

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
        """Send queued frames in order until closed."""
        try:
            while (data := await self.queue.get()) is not None:
                await self.ws.send(data, text=True)
            await self.ws.close(*self.close_args)
        except ConnectionClosed:
            pass


@dataclass
class _Timer:
    """The host's clock for the current step of the game.

    ``deadline`` (event-loop time) is None for an untimed step and while paused; a paused
    timer keeps what was left in ``paused_left``.
    """

    key: tuple
    phase: str
    number: int
    steps: tuple[str, ...]
    step_index: int
    step_seconds: float | None
    deadline: float | None = None
    paused: bool = False
    paused_left: float | None = None

    def seconds_left(self, now: float) -> float | None:
        if self.paused:
            return self.paused_left
        return None if self.deadline is None else max(0.0, self.deadline - now)

    def pause(self, now: float) -> None:
        if not self.paused:
            self.paused_left, self.deadline, self.paused = self.seconds_left(now), None, True

    def resume(self, now: float) -> None:
        if self.paused:
            self.paused = False
            self.deadline = None if self.paused_left is None else now + self.paused_left

    def extend(self, seconds: float) -> None:
        """Add time to a timed step (an untimed one stays untimed)."""
        if self.paused and self.paused_left is not None:
            self.paused_left += seconds
        elif self.deadline is not None:
            self.deadline += seconds


class HostServer:
    """The host of one room. ``await async_start()`` binds and returns (address, port).

    Attributes: :attr:`code` (join code), :attr:`admin_token` (host rights for the
    in-process board), :attr:`address`, :attr:`port`, :attr:`lobby` (the current
    LobbyState, with the code), :attr:`game` (the engine Game once started).
    """

    def __init__(self, config: HostConfig):
        if config.edition not in EDITIONS:
            raise SetupError(f"unknown edition {config.edition!r}")
        if config.speed <= 0:
            raise SetupError("speed must be positive")
        self.config = config
        self.edition = get_edition(config.edition)
        self.edition.check_players(config.players)
        self.code = config.code or f"{secrets.randbelow(10_000):04d}"
        self.admin_token = secrets.token_urlsafe(24)
        self.room = config.room
        self.game: Game | None = None
        #: The board view as of the last broadcast (boards and spectators share updates).
        self._board_sent: PublicView | None = None
        self.address = config.bind
        self.port = config.port
        self._settings = resolve_settings(self.edition.settings, config.settings)
        self._overrides = dict(config.settings)
        self._composition = config.composition
        self._seats: list[_SeatRecord] = []
        self._sessions: set[_Session] = set()
        self._server: Server | None = None
        self._journal: Journal | None = None
        self._record: GameRecord | None = None
        self._timer: _Timer | None = None
        self._wakeup = asyncio.Event()
        self._vote_requests: set[int] = set()
        self._tasks: set[asyncio.Task] = set()
        self._finished: asyncio.Future[dict] | None = None
        self._advertiser: Advertiser | None = None
        self._discovery_dirty = asyncio.Event()

    # ------------------------------------------------------------------ life cycle

    async def async_start(self) -> tuple[str, int]:
        """Open the journal (resuming if asked), listen, advertise; returns (address, port).

        Raises SetupError when ``resume`` finds no unfinished game.
        """
        self._finished = asyncio.get_running_loop().create_future()
        self._journal = Journal(self.config.journal_path or default_journal_path())
        if self.config.resume:
            self._resume()
        self._server = await serve(
            self._async_handle, self.config.bind, self.config.port,
            max_size=MAX_CLIENT_FRAME, ping_interval=PING_INTERVAL, ping_timeout=PING_TIMEOUT,
            close_timeout=CLOSE_TIMEOUT, compression=None, max_queue=4)
        self.address, self.port = self._server.sockets[0].getsockname()[:2]
        if self.config.discovery:
            await self._async_start_discovery()
        if self.game is not None:
            self._spawn(self._async_run_clock())
        return self.address, self.port

    async def async_wait_finished(self) -> dict:
        """Wait for the game to end; returns :meth:`result`."""
        return await self._finished

    async def async_stop(self) -> None:
        """Flush and close every connection, stop advertising, close the journal."""
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        if self._advertiser is not None:
            await self._advertiser.async_stop()
        for session in list(self._sessions):
            session.close(CloseCode.GOING_AWAY, "host closed")
        writers = [s.writer for s in self._sessions if s.writer is not None]
        if writers:
            await asyncio.wait(writers, timeout=FLUSH_TIMEOUT)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        if self._journal is not None:
            self._journal.close()

    def _spawn(self, coroutine) -> asyncio.Task:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("host task failed", exc_info=task.exception())

    # ------------------------------------------------------------------ state

    @property
    def state(self) -> str:
        if self.game is None:
            return "lobby"
        return "ended" if self.game.ended else "playing"

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

    def _composition_shown(self) -> dict[str, int]:
        if self.config.deal is not None:
            return dict(Counter(self.config.deal))
        if self.game is not None:
            return dict(self.game.composition)
        if self._composition is None:
            return self.edition.recommended_setup(self.config.players)
        return self.edition.complete_composition(self._composition, self.config.players)

    def _lobby_state(self, admin: bool) -> LobbyState:
        return LobbyState(
            room=self.room, edition=self.edition.id, state=self.state,
            max_players=self.config.players,
            seats=[LobbySeat(seat, record.name, record.ready, record.session is not None,
                             record.bot) for seat, record in enumerate(self._seats)],
            composition=self._composition_shown(), settings=dict(self._settings),
            recommended=self.edition.recommended_setup(self.config.players),
            addresses=self.addresses, code=self.code if admin else None)

    @property
    def lobby(self) -> LobbyState:
        """The room as the admin sees it (join code included)."""
        return self._lobby_state(admin=True)

    def result(self) -> dict:
        """The finished game: winner label, winning seats, and every seat's final role."""
        game = self.game
        if game is None or game.result is None:
            raise RuntimeError("the game has not ended")
        return {"winner": game.result.winner, "winners": list(game.result.winners),
                "seats": [{"seat": seat, "name": name, "role": role}
                          for seat, (name, role) in enumerate(zip(game.names, game.roles,
                                                                  strict=True))]}

    def _away(self) -> tuple[int, ...]:
        return tuple(seat for seat, record in enumerate(self._seats) if record.session is None)

    # ------------------------------------------------------------------ connections

    async def _async_handle(self, ws: ServerConnection) -> None:
        session = _Session(ws)
        try:
            await ws.send(encode(ServerInfo(PROTOCOL_VERSION, self.room, self.edition.id,
                                            self.state)), text=True)
            raw = await asyncio.wait_for(ws.recv(), HELLO_TIMEOUT)
            self._admit(session, raw)
        except ProtocolError as error:
            with contextlib.suppress(ConnectionClosed):
                await ws.send(encode(Error(error.code, error.message, fatal=True)), text=True)
                await ws.close(CloseCode.POLICY_VIOLATION, error.code)
            return
        except (TimeoutError, ConnectionClosed):
            return
        session.writer = asyncio.get_running_loop().create_task(session.async_write())
        try:
            async for raw in ws:
                self._receive(session, raw)
                if session.closing:
                    break
        except ConnectionClosed:
            pass
        finally:
            self._detach(session)
            session.close()
            await session.writer

    def _admit(self, session: _Session, raw: bytes | str) -> None:
        """Check the Hello and attach the connection (to a seat, for a player)."""
        check_protocol(raw)
        hello = decode_client(raw)
        if not isinstance(hello, Hello):
            raise ProtocolError("bad_hello", "the first message must be a hello")
        session.kind = hello.kind
        session.admin = hello.admin_token is not None and secrets.compare_digest(
            hello.admin_token, self.admin_token)
        if hello.kind == "player":
            record = self._find_token(hello.token)
            if record is None:
                record = self._join(session, hello)
            elif record.session is not None:
                record.session.send(encode(Error("replaced", "this seat was taken over by a "
                                                 "new connection", fatal=True)))
                record.session.close(CloseCode.POLICY_VIOLATION, "replaced")
                record.session.record = None
            record.session = session
            session.record = record
        elif not session.admin and hello.code != self.code:
            raise ProtocolError("bad_code", "code incorrect / wrong join code")
        self._sessions.add(session)
        self._welcome(session)
        session.send(encode(self._lobby_state(session.admin)))
        self._send_view(session)
        if self._timer is not None:
            session.send(encode(self._clock()))
        self._lobby_changed()

    def _find_token(self, token: str | None) -> _SeatRecord | None:
        if token is None:
            return None
        for record in self._seats:
            if secrets.compare_digest(record.token, token):
                return record
        return None

    def _join(self, session: _Session, hello: Hello) -> _SeatRecord:
        if self.game is not None:
            raise ProtocolError("game_started", "la partie a commencé / the game has "
                                                "started: join as a spectator")
        if not session.admin and hello.code != self.code:
            raise ProtocolError("bad_code", "code incorrect / wrong join code")
        name = (hello.name or "").strip()
        if not name:
            raise ProtocolError("name_required", "choisissez un nom / choose a name")
        if any(record.name.casefold() == name.casefold() for record in self._seats):
            raise ProtocolError("name_taken", f"le nom {name!r} est déjà pris / "
                                              f"the name {name!r} is taken")
        if len(self._seats) >= self.config.players:
            raise ProtocolError("room_full", f"la table est complète / the table is full "
                                             f"({self.config.players} seats)")
        record = _SeatRecord(name, secrets.token_urlsafe(24), bot=hello.bot)
        self._seats.append(record)
        return record

    def _welcome(self, session: _Session) -> None:
        record = session.record
        session.send(encode(Welcome(
            PROTOCOL_VERSION, session.kind, self.room, session.admin,
            seat=None if record is None else self._seats.index(record),
            token=None if record is None else record.token,
            code=self.code if session.admin else None)))

    def _detach(self, session: _Session) -> None:
        self._sessions.discard(session)
        record = session.record
        if record is not None and record.session is session:
            record.session = None
            record.ready = record.ready and self.game is not None
            self._lobby_changed()

    # ------------------------------------------------------------------ requests

    def _receive(self, session: _Session, raw: bytes | str) -> None:
        """Handle one frame: every refusal becomes an Error; nothing escapes."""
        if not session.take_token():
            if session.strikes > RATE_STRIKES:
                session.close(CloseCode.POLICY_VIOLATION, "rate limit")
            else:
                session.send(encode(Error("rate_limited", "trop de messages / too many "
                                                          "messages", ref=peek_ref(raw))))
            return
        try:
            message = decode_client(raw)
        except ProtocolError as error:
            session.send(encode(Error(error.code, error.message, ref=peek_ref(raw))))
            return
        ref = getattr(message, "ref", None)
        try:
            version = self._dispatch(session, message)
        except ProtocolError as error:
            session.send(encode(Error(error.code, error.message, ref=ref)))
            return
        session.send(encode(Ack(ref or 0, version)))

    def _dispatch(self, session: _Session, message) -> int:
        """Apply one request; returns the version to acknowledge: that of the sender's own
        view (never the game's global version, which counts secret inputs too)."""
        admin_only = (SetComposition, SetSetting, UseRecommended, StartGame, KickSeat,
                      TimerControl)
        if isinstance(message, admin_only) and not session.admin:
            raise ProtocolError("not_admin", "réservé à l'hôte / only the host may do this")
        match message:
            case Hello():
                raise ProtocolError("bad_message", "already said hello")
            case Submit():
                return self._submit(session, message)
            case SetReady():
                self._set_ready(session, message.ready)
            case ReadyToVote():
                self._ready_to_vote(session)
            case SendChat():
                self._chat(session, message)
            case SetComposition():
                self._set_composition(message.composition)
            case SetSetting():
                self._set_setting(message.name, message.value)
            case UseRecommended():
                self._set_composition(None)
            case StartGame():
                self._start()
            case KickSeat():
                self._kick(message.seat)
            case TimerControl():
                self._timer_control(message.action, message.seconds)
        return self._view_version(session)

    def _view_version(self, session: _Session) -> int:
        if self.game is None:
            return 0
        if session.record is not None:
            return self.game.player_view(self._seats.index(session.record)).version
        return self.game.public_view().version

    def _require_lobby(self) -> None:
        if self.game is not None:
            raise ProtocolError("not_in_lobby", "la partie a commencé / the game has started")

    def _require_seat(self, session: _Session) -> int:
        if session.record is None:
            raise ProtocolError("not_a_player", "only a seated player may do this")
        return self._seats.index(session.record)

    def _require_game(self) -> Game:
        if self.game is None or self.game.ended:
            raise ProtocolError("not_playing", "no game is running")
        return self.game

    def _set_ready(self, session: _Session, ready: bool) -> None:
        self._require_lobby()
        self._require_seat(session)
        session.record.ready = ready
        self._lobby_changed()
        self._maybe_auto_start()

    def _set_composition(self, composition: dict[str, int] | None) -> None:
        self._require_lobby()
        if self.config.deal is not None:
            raise ProtocolError("bad_setup", "the roles are fixed by the deal")
        if composition is not None:
            full = self.edition.complete_composition(composition, self.config.players)
            try:
                self.edition.validate_composition(full, self.config.players, self._settings)
                self.edition.validate_balance(full, self._settings)
            except SetupError as error:
                raise ProtocolError(error.code, str(error)) from None
        self._composition = composition
        self._lobby_changed()

    def _set_setting(self, name: str, value: str) -> None:
        self._require_lobby()
        try:
            self._settings = resolve_settings(self.edition.settings,
                                              {**self._overrides, name: value})
        except SetupError as error:
            raise ProtocolError(error.code, str(error)) from None
        self._overrides[name] = self._settings[name]
        self._lobby_changed()

    def _maybe_auto_start(self) -> None:
        if (self.config.auto_start and len(self._seats) == self.config.players
                and all(record.ready for record in self._seats)):
            self._start()

    def _start(self) -> None:
        """Deal and start: every seated player must be ready."""
        self._require_lobby()
        if len(self._seats) < self.edition.min_players:
            raise ProtocolError("not_enough_players",
                                f"il faut au moins {self.edition.min_players} joueurs / "
                                f"at least {self.edition.min_players} players are needed")
        if not all(record.ready for record in self._seats):
            raise ProtocolError("not_ready", "tout le monde n'est pas prêt / "
                                             "not everybody is ready")
        setup = GameSetup.create(
            self.edition.id, [record.name for record in self._seats],
            self.config.seed if self.config.seed is not None else random.randrange(2**31),
            settings=self._overrides, composition=self._composition,
            deal=self.config.deal, timed_nights=True)
        try:
            game = Game(setup)
        except SetupError as error:
            raise ProtocolError(error.code, str(error)) from None
        self._record = GameRecord(
            setup, self.room, self.code,
            tuple(JournalSeat(r.name, r.token, r.bot) for r in self._seats),
            options={"speed": self.config.speed, "discussion": self.config.discussion,
                     "players": self.config.players})
        self._journal.start_game(self._record)
        self.game = game
        self._lobby_changed()
        self._game_changed()
        self._spawn(self._async_run_clock())

    def _resume(self) -> None:
        record = self._journal.last_unfinished()
        if record is None:
            raise SetupError("no unfinished game to resume in the journal")
        self._record = record
        self.room, self.code = record.room, record.code
        self.edition = get_edition(record.setup.edition)
        self.game = Game.replay(record.setup, record.inputs)
        self._settings = dict(self.game.settings)
        self._seats = [_SeatRecord(seat.name, seat.token, seat.bot, ready=True)
                       for seat in record.seats]
        self.config.speed = record.options.get("speed", self.config.speed)
        self.config.discussion = record.options.get("discussion", self.config.discussion)
        self.config.players = record.options.get("players", len(record.seats))
        self._update_timer()

    def _kick(self, seat: int) -> None:
        self._require_lobby()
        if not 0 <= seat < len(self._seats):
            raise ProtocolError("unknown_seat", f"no seat {seat}")
        record = self._seats.pop(seat)
        if record.session is not None:
            record.session.send(encode(Error("kicked", "l'hôte vous a retiré de la table / "
                                                       "the host removed you", fatal=True)))
            record.session.close(CloseCode.POLICY_VIOLATION, "kicked")
            record.session.record = None
        for moved in self._seats[seat:]:
            if moved.session is not None:
                self._welcome(moved.session)
        self._lobby_changed()

    # ------------------------------------------------------------------ in game

    def _submit(self, session: _Session, message: Submit) -> int:
        """A player's input, checked against the version of that player's own view."""
        game = self._require_game()
        seat = self._require_seat(session)
        if message.seat is not None and message.seat != seat:
            raise ProtocolError("not_your_seat", f"you hold seat {seat}, not {message.seat}")
        check_fresh(message.version, game.player_view(seat).version)
        inp = INPUT_TYPES[message.input](message.target)
        self._apply(seat, inp, message.version)
        return game.player_view(seat).version

    def _apply(self, seat: int | None, inp, version: int | None = None) -> None:
        """Submit to the engine, journal, then tell everyone (refusals change nothing)."""
        game = self.game
        position = len(game.inputs)
        try:
            game.submit(seat, inp, version=version)
        except InputError as error:
            raise ProtocolError(error.code, str(error)) from None
        self._journal.append(self._record.id, position, seat, inp)
        self._game_changed()

    def _ready_to_vote(self, session: _Session) -> None:
        game = self._require_game()
        seat = self._require_seat(session)
        if not game.may_ask_for_vote(seat):
            raise ProtocolError("not_your_turn", "only the living may ask for the vote, "
                                                 "during the day")
        self._vote_requests.add(seat)
        if len(self._vote_requests) >= game.vote_requests_needed():
            self._close_step()

    def _chat(self, session: _Session, message: SendChat) -> None:
        game = self._require_game()
        seat = self._require_seat(session)
        readers = game.chat_members(message.channel)
        if seat not in readers:
            raise ProtocolError("not_allowed", f"you may not write on {message.channel}")
        line = encode(ChatLine(message.channel, seat, game.names[seat], message.text))
        for reader in readers:
            record = self._seats[reader]
            if record.session is not None:
                record.session.send(line)

    def _timer_control(self, action: str, seconds: float) -> None:
        self._require_game()
        if action == "skip":
            self._close_step()
            return
        now = asyncio.get_running_loop().time()
        if action == "pause":
            self._timer.pause(now)
        elif action == "resume":
            self._timer.resume(now)
        else:
            self._timer.extend(seconds)
        self._clock_changed()

    # ------------------------------------------------------------------ the clock

    def _phase_key(self) -> tuple:
        game = self.game
        return (game.phase.value, game.number, game.vote and game.vote.round,
                tuple(game.pending_shots), game.ended)

    def _update_timer(self) -> None:
        """Start a new timer when the game has moved to a new step."""
        game = self.game
        key = self._phase_key()
        if self._timer is not None and self._timer.key == key:
            return
        speed, phase = self.config.speed, game.phase.value
        steps: tuple[str, ...] = ()
        if phase == "night":
            narration = game.public_view().narration
            steps = (NIGHT_FIRST_STEP, *narration, NIGHT_LAST_STEP)
            seconds = NIGHT_STEP_SECONDS / speed
        elif phase == "day":
            self._vote_requests = set()
            default = game.public_view().discussion_seconds
            seconds = (self.config.discussion if self.config.discussion is not None
                       else None if default is None else default / speed)
        elif phase == "vote":
            seconds = VOTE_SECONDS / speed
        elif phase == "resolving":
            seconds = SHOT_SECONDS / speed
        else:
            seconds = None
        now = asyncio.get_running_loop().time()
        self._timer = _Timer(key, phase, game.number, steps, 0, seconds,
                             deadline=None if seconds is None else now + seconds)
        self._clock_changed()

    def _clock(self) -> Clock:
        timer = self._timer
        now = asyncio.get_running_loop().time()
        return Clock(timer.phase, timer.number, timer.seconds_left(now),
                     timer.paused,
                     timer.steps[timer.step_index] if timer.steps else None,
                     timer.step_index, len(timer.steps))

    def _clock_changed(self) -> None:
        self._broadcast(encode(self._clock()))
        self._wakeup.set()

    async def _async_run_clock(self) -> None:
        """Close each timed step when its time is up (single task, woken on changes)."""
        loop = asyncio.get_running_loop()
        while not self.game.ended:
            self._wakeup.clear()
            timer = self._timer
            left = None if timer.paused else timer.seconds_left(loop.time())
            if left is not None and left <= 0:
                self._expire()
                continue
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wakeup.wait(), left)

    def _expire(self) -> None:
        """The current step's time is up: next narration step, or close the step."""
        timer = self._timer
        if timer.steps and timer.step_index < len(timer.steps) - 1:
            timer.step_index += 1
            timer.deadline = asyncio.get_running_loop().time() + timer.step_seconds
            self._clock_changed()
            return
        self._close_step()

    def _close_step(self) -> None:
        """Submit the host's Timeout: missing choices take the edition's fallback."""
        game = self._require_game()
        self._apply(HOST, Timeout(absent=tuple(s for s in self._away() if game.alive[s])))

    # ------------------------------------------------------------------ broadcasting

    def _broadcast(self, data: bytes) -> None:
        for session in self._sessions:
            session.send(data)

    def _send_view(self, session: _Session, public: bytes | None = None) -> None:
        """Send the session its view if it changed since the last one it got.

        ``public``: the encoded update of the board view from the last one, shared by
        every board and spectator that had that one.
        """
        if self.game is None:
            return
        if session.record is not None:
            view = self.game.player_view(self._seats.index(session.record))
        else:
            view = self.game.public_view()
        previous = session.sent_view
        if previous is not None and view.version == previous.version:
            return
        session.sent_view = view
        shared = public is not None and session.record is None and previous is self._board_sent
        session.send(public if shared else encode(view_message(view, previous)))

    def _game_changed(self) -> None:
        board = self.game.public_view()
        public = encode(view_message(board, self._board_sent))
        for session in self._sessions:
            self._send_view(session, public)
        self._board_sent = board
        self._update_timer()
        if self.game.ended and not self._finished.done():
            self._journal.finish(self._record.id)
            self._lobby_changed()
            self._finished.set_result(self.result())

    def _lobby_changed(self) -> None:
        admin, other = (encode(self._lobby_state(True)), encode(self._lobby_state(False)))
        for session in self._sessions:
            session.send(admin if session.admin else other)
        self._discovery_dirty.set()

    # ------------------------------------------------------------------ discovery

    async def _async_start_discovery(self) -> None:
        interfaces = ([self.config.interface] if self.config.interface
                      else None if self.address in ("0.0.0.0", "") else [self.address])
        self._advertiser = Advertiser(
            room=self.room, edition=self.edition.id, port=self.port,
            addresses=[address.rsplit(":", 1)[0] for address in self.addresses],
            interfaces=interfaces, state=self.state, seats_taken=len(self._seats),
            seats_total=self.config.players)
        await self._advertiser.async_start()
        self._spawn(self._async_publish())

    async def _async_publish(self) -> None:
        """Keep the advertised state and seat count current (coalesced updates)."""
        while True:
            await self._discovery_dirty.wait()
            self._discovery_dirty.clear()
            await self._advertiser.async_update(state=self.state, seats_taken=len(self._seats),
                                                seats_total=self.config.players)
            await asyncio.sleep(DISCOVERY_UPDATE_INTERVAL)
