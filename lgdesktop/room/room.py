"""The room: one table's lobby, clock, games and fan-out, as a sans-I/O state machine.

Pure: no sockets, no asyncio, no Qt, no clock of its own. The I/O shell (the WebSocket
host :mod:`lgdesktop.net.server`, or the shared screen
:mod:`lgdesktop.app.onescreen.local`) feeds it events and performs what each returns, in
order (see :mod:`.outputs`):

- :meth:`Room.open` — a connection said its Hello; :meth:`Room.closed` — it went away;
- :meth:`Room.receive` — a frame arrived (:meth:`Room.request` for an already decoded
  message, used in-process);
- :meth:`Room.tick` — time passed (call it at the last :class:`~.outputs.Wake` time);
- :meth:`Room.play_again`, :meth:`Room.stop`, :meth:`Room.resume` — the host's own acts.

``now`` is always passed in, in seconds on one monotonic scale. Connection ids are ints
chosen by the shell. Edition rules (chat members, who may ask for the vote, how many
must) are asked of the engine; who receives what is decided in :mod:`.fanout`.
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass, field

import msgspec

from ..engine import (
    EDITIONS,
    HOST,
    INPUT_TYPES,
    Game,
    InputError,
    SetupError,
    Timeout,
    get_edition,
)
from ..protocol import (
    PROTOCOL_VERSION,
    Ack,
    AddBot,
    AllowBack,
    ChatLine,
    Error,
    Hello,
    KickSeat,
    LobbyState,
    PlayAgain,
    ProtocolError,
    ReadyToVote,
    RemoveBot,
    SendChat,
    ServerInfo,
    SetComposition,
    SetEdition,
    SetReady,
    SetSetting,
    StartGame,
    Submit,
    TimerControl,
    UseRecommended,
    Welcome,
    check_protocol,
    decode_client,
    peek_ref,
)
from .cadence import Cadence
from .clock import ALL_TIMED, StepClock, Timing, step_key
from .fanout import Connection, Fanout
from .lobby import Lobby, Seat
from .outputs import (
    Advertise,
    Close,
    GameOver,
    JournalClock,
    JournalFinish,
    JournalInput,
    JournalStart,
    Output,
    Send,
    StartBot,
    StopBot,
    Wake,
)
from .policy import BanList, Coalescer, draw_code
from .record import GameRecord, JournalSeat
from .staleness import BasisLog

#: While a timed step runs, its clock is journaled this often (seconds), so that a host
#: that crashes gives back at most this much extra time to the step it resumes.
CLOCK_CHECKPOINT_SECONDS = 5.0
#: WebSocket close codes the room asks for (RFC 6455).
CLOSE_NORMAL, CLOSE_GOING_AWAY, CLOSE_POLICY = 1000, 1001, 1008
#: Bytes of randomness in the admin token.
ADMIN_TOKEN_BYTES = 24
#: Requests only the admin may make.
ADMIN_ONLY = (
    SetComposition,
    SetEdition,
    SetSetting,
    UseRecommended,
    StartGame,
    KickSeat,
    AddBot,
    RemoveBot,
    TimerControl,
    PlayAgain,
    AllowBack,
)


@dataclass
class RoomConfig:
    """What a table plays. ``code`` None draws a random ``CODE_DIGITS``-digit code; ``seed`` None a
    random seed per game (otherwise game *k* at the table uses ``seed + k - 1``).
    ``discussion`` (seconds, absolute) overrides the edition's discussion timer; ``speed``
    divides every other fixed duration; ``timed`` lists the phases with a clock.
    ``auto_start``: start once ``players`` are seated and ready (headless).
    ``journal``: emit journal writes. ``compose_for_seated``: see :class:`~.lobby.Lobby`.
    ``lobby_interval``: least seconds between two lobby broadcasts (0: one per change; a
    networked host coalesces them). ``night_cadence``: shape the night's traffic into
    pulses (:mod:`.cadence`; a networked host does, an in-process table need not)."""

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
    auto_start: bool = False
    timed: tuple[str, ...] = ALL_TIMED
    journal: bool = True
    compose_for_seated: bool = False
    lobby_interval: float = 0.0
    night_cadence: bool = False


class Room:
    """One table. Attributes: :attr:`code`, :attr:`admin_token`, :attr:`name`,
    :attr:`edition`, :attr:`lobby`, :attr:`game` (the running or last game, None in the
    lobby), :attr:`clock`, :attr:`game_number` and :attr:`results` (one per ended game).

    Raises SetupError for an unknown edition, a bad speed or player count.
    """

    def __init__(self, config: RoomConfig, *, admin_token: str | None = None):
        if config.edition not in EDITIONS:
            raise SetupError(f"unknown edition {config.edition!r}")
        if config.speed <= 0:
            raise SetupError("speed must be positive")
        self.config = config
        self.edition = get_edition(config.edition)
        self.edition.check_players(config.players)
        self.name = config.room
        self.code = config.code if config.code is not None else draw_code()
        self.admin_token = admin_token or secrets.token_urlsafe(ADMIN_TOKEN_BYTES)
        self.lobby = Lobby(
            self.edition,
            config.players,
            settings=config.settings,
            composition=config.composition,
            deal=config.deal,
            compose_for_seated=config.compose_for_seated,
        )
        self.timing = Timing(config.speed, config.discussion, config.timed)
        self.basis = BasisLog()
        self.fanout = Fanout(self.basis)
        #: ``ip:port`` strings for manual entry (set by the shell once it listens).
        self.addresses: list[str] = []
        self.game: Game | None = None
        self.record: GameRecord | None = None
        self.clock: StepClock | None = None
        self.game_number = 0
        self.results: list[dict] = []
        self._vote_requests: set[int] = set()
        #: Kicked players, refused until the admin lets them back.
        self.bans = BanList()
        self.coalescer = Coalescer(config.lobby_interval)
        self.cadence = Cadence()
        #: The seats alive when the current night fell (None: not a night). They all get
        #: the night's pulses until the dawn that ends it, even one slain in the dark.
        self._night_roster: frozenset[int] | None = None
        #: Their connections when the batch being handled began during that night.
        self._night_members: frozenset[int] = frozenset()
        #: The clock was paused because the journal cannot be written (not by the admin).
        self.journal_paused = False
        self._checkpoint_at: float | None = None
        self._out: list[Output] = []
        #: The time of the event being handled (every entry point sets it first).
        self._now = 0.0

    # ------------------------------------------------------------------ state

    @property
    def state(self) -> str:
        """``lobby``, ``playing`` or ``ended``."""
        if self.game is None:
            return "lobby"
        return "ended" if self.game.ended else "playing"

    def lobby_state(self, admin: bool) -> LobbyState:
        """The ``lobby`` message as an admin (with the code) or anybody else sees it."""
        state = self.lobby.state(
            room=self.name,
            state=self.state,
            addresses=self.addresses,
            code=self.code if admin else None,
            game_number=self.game_number,
            game=self.game,
            vote_requests=tuple(sorted(self._vote_requests)),
        )
        if admin and self.bans.bans:
            return msgspec.structs.replace(state, banned=[ban.name for ban in self.bans.bans])
        return state

    def server_info(self) -> ServerInfo:
        """The first frame of every connection, before its Hello."""
        return ServerInfo(PROTOCOL_VERSION, self.name, self.edition.id, self.state)

    def result(self) -> dict:
        """The last ended game: winning sides and seats, every seat's final and dealt
        card, the center (see ``_result``)."""
        if not self.results:
            raise RuntimeError("no game has ended")
        return self.results[-1]

    def away(self) -> tuple[int, ...]:
        """Seats whose player is not connected."""
        return tuple(i for i, seat in enumerate(self.lobby.seats) if not seat.present)

    # ------------------------------------------------------------------ connections

    def open(
        self, conn: int, raw: bytes | str, now: float, address: str = "", code_proven: bool = False
    ) -> list[Output]:
        """Connection ``conn`` from ``address`` (its IP, for bans) said ``raw`` (its Hello):
        attach it, or refuse it with a fatal error and a close. ``code_proven``: the shell's
        handshake proved the join code (the encrypted wire), so the Hello need not carry
        it."""
        self._begin(now)
        try:
            self._admit(conn, raw, address, code_proven)
        except ProtocolError as error:
            self._out.clear()
            self._out += [
                Send((conn,), Error(error.code, error.message, fatal=True, params=error.params)),
                Close(conn, CLOSE_POLICY, error.code),
            ]
        return self._flush(now)

    def attach(self, conn: int, kind: str, *, admin: bool = False, now: float) -> list[Output]:
        """Attach an in-process connection (a shared screen's board) without a Hello."""
        self._begin(now)
        self._attached(Connection(conn, kind, admin))
        return self._flush(now)

    def closed(self, conn: int, now: float) -> list[Output]:
        """Connection ``conn`` is gone (its seat, if any, is held)."""
        self._begin(now)
        self.cadence.forget(conn)
        connection = self.fanout.remove(conn)
        seat = None if connection is None else connection.seat
        if seat is not None and seat.conn == conn:
            seat.conn = None
            seat.ready = seat.ready and self.game is not None
            self._lobby_changed()
        return self._flush(now)

    def _admit(self, conn: int, raw: bytes | str, address: str, code_proven: bool) -> None:
        check_protocol(raw)
        hello = decode_client(raw)
        if not isinstance(hello, Hello):
            raise ProtocolError("bad_hello", "the first message must be a hello")
        admin = hello.admin_token is not None and secrets.compare_digest(
            hello.admin_token, self.admin_token
        )
        if (
            not (admin or code_proven)
            and hello.code != self.code
            and (hello.kind != "player" or self.lobby.find_token(hello.token) is None)
        ):
            raise ProtocolError("bad_code", "wrong join code")
        connection = Connection(conn, hello.kind, admin)
        if hello.kind == "player":
            seat = self.lobby.find_token(hello.token)
            if seat is None:
                if self.game is not None:
                    raise ProtocolError("game_started", "the game has started: join as a spectator")
                name = self.lobby.check_name(hello.name)
                if self.bans.refuses(address, name):
                    raise ProtocolError("banned", "the host removed you from this table")
                seat = self.lobby.join(name, bot=hello.bot)
            elif seat.conn is not None:
                self._drop(seat.conn, "replaced", "this seat was taken over by a new connection")
            seat.conn = conn
            seat.address = address
            connection.seat = seat
        self._attached(connection)

    def _attached(self, connection: Connection) -> None:
        self.fanout.add(connection)
        self._welcome(connection)
        self._send(connection.id, self.lobby_state(connection.admin))
        if self.game is not None:
            self._out += self.fanout.views(self.game, self.lobby.seats, only=(connection,))
        if self.clock is not None:
            self._send(connection.id, self.clock.message(self._now))
        self._lobby_changed()

    def _welcome(self, connection: Connection) -> None:
        seat = connection.seat
        self._send(
            connection.id,
            Welcome(
                PROTOCOL_VERSION,
                connection.kind,
                self.name,
                connection.admin,
                seat=None if seat is None else self.lobby.seats.index(seat),
                token=None if seat is None else seat.token,
                code=self.code if connection.admin else None,
            ),
        )

    def _drop(self, conn: int, code: str, message: str) -> None:
        """Tell connection ``conn`` why (fatal error ``code``), close it, and detach it."""
        self._send(conn, Error(code, message, fatal=True))
        self._out.append(Close(conn, CLOSE_POLICY, code))
        connection = self.fanout.remove(conn)
        if connection is not None and connection.seat is not None:
            connection.seat.conn = None

    # ------------------------------------------------------------------ requests

    def receive(self, conn: int, raw: bytes | str, now: float) -> list[Output]:
        """A frame from an attached connection: answered by an Ack or an Error."""
        self._begin(now)
        try:
            message = decode_client(raw)
        except ProtocolError as error:
            self._send(
                conn, Error(error.code, error.message, ref=peek_ref(raw), params=error.params)
            )
            return self._flush(now)
        return self.request(conn, message, now)

    def request(self, conn: int, message, now: float) -> list[Output]:
        """A decoded request from connection ``conn``: applied, then acknowledged with the
        version of the sender's own view (0 when no game runs), or refused (and nothing
        changed)."""
        self._begin(now)
        connection = self.fanout.connections.get(conn)
        ref = getattr(message, "ref", None)
        mark = len(self._out)
        try:
            if connection is None:
                raise ProtocolError("not_connected", "unknown connection")
            self._dispatch(connection, message, now)
        except ProtocolError as error:
            del self._out[mark:]
            self._send(conn, Error(error.code, error.message, ref=ref, params=error.params))
            return self._flush(now)
        self._send(conn, Ack(ref or 0, self._view_version(connection)))
        return self._flush(now)

    def _dispatch(self, connection: Connection, message, now: float) -> None:
        if isinstance(message, ADMIN_ONLY) and not connection.admin:
            raise ProtocolError("not_admin", "only the host may do this")
        match message:
            case Hello():
                raise ProtocolError("bad_message", "already said hello")
            case Submit():
                self._submit(connection, message, now)
            case SetReady():
                self._set_ready(self._seat_of(connection), message.ready, now)
            case ReadyToVote():
                self._ready_to_vote(connection, now)
            case SendChat():
                self._chat(connection, message)
            case SetComposition():
                self._require_lobby()
                self.lobby.set_composition(message.composition)
                self._lobby_changed()
            case SetSetting():
                self._require_lobby()
                self.lobby.set_setting(message.name, message.value)
                self._lobby_changed()
            case SetEdition():
                self._set_edition(message.edition)
            case UseRecommended():
                self._require_lobby()
                self.lobby.set_composition(None)
                self._lobby_changed()
            case StartGame():
                self._start(now)
            case KickSeat():
                self._kick(message.seat)
            case AddBot():
                self._add_bot(message.name)
            case RemoveBot():
                self._require_lobby()
                self._kick(self.lobby.last_hosted())
            case TimerControl():
                self._timer_control(message.action, message.seconds, now)
            case PlayAgain():
                self._play_again(message.keep_seats)
            case AllowBack():
                self._allow_back(message.name)

    def _set_edition(self, edition_id: str) -> None:
        """Admin, lobby: the table plays ``edition_id`` from now on (its defaults)."""
        self._require_lobby()
        if edition_id not in EDITIONS:
            raise ProtocolError(
                "unknown_edition", f"no edition {edition_id!r}", {"edition": edition_id}
            )
        edition = get_edition(edition_id)
        self.lobby.set_edition(edition)
        self.edition = edition
        self.config.edition = edition.id
        self.config.players = self.lobby.max_players
        self.config.settings, self.config.composition = {}, None
        self._lobby_changed()

    def _view_version(self, connection: Connection) -> int:
        if self.game is None:
            return 0
        if connection.seat is not None:
            return self.game.player_view(self.lobby.seats.index(connection.seat)).version
        return self.game.public_view().version

    def _require_lobby(self) -> None:
        if self.game is not None:
            raise ProtocolError("not_in_lobby", "the game has started")

    def _require_game(self) -> Game:
        if self.game is None or self.game.ended:
            raise ProtocolError("not_playing", "no game is running")
        return self.game

    def _seat_of(self, connection: Connection) -> int:
        if connection.seat is None:
            raise ProtocolError("not_a_player", "only a seated player may do this")
        return self.lobby.seats.index(connection.seat)

    # ------------------------------------------------------------------ the lobby

    def _set_ready(self, seat: int, ready: bool, now: float) -> None:
        self._require_lobby()
        self.lobby.seats[seat].ready = ready
        self._lobby_changed()
        seats = self.lobby.seats
        if (
            self.config.auto_start
            and len(seats) == self.lobby.max_players
            and self.lobby.start_blocker() is None
        ):
            self._start(now)

    def _kick(self, index: int) -> None:
        """Remove seat ``index``: its player is refused until let back, except the host's
        own bots (their client is stopped) and the players of a shared screen."""
        self._require_lobby()
        seat = self.lobby.kick(index)
        if seat.hosted:
            self._out.append(StopBot(seat.token))
        elif not seat.local:
            self.bans.ban(seat.address, seat.name)
        if seat.conn is not None:
            self._drop(seat.conn, "kicked", "the host removed you from the table")
        for moved in self.lobby.seats[index:]:
            if moved.conn is not None:
                self._welcome(self.fanout.connections[moved.conn])
        self._lobby_changed()

    def _add_bot(self, name: str) -> None:
        """Admin, lobby: seat one of the host's own bots under ``name`` (refused like a
        join: nothing is seated then) and ask the shell to run it."""
        self._require_lobby()
        seat = self.lobby.join(name, hosted=True)
        self._out.append(StartBot(seat.name, seat.token))
        self._lobby_changed()

    def _allow_back(self, name: str) -> None:
        ban = next((ban for ban in self.bans.bans if ban.name == name), None)
        if ban is None:
            raise ProtocolError("not_banned", f"{name!r} is not refused", {"name": name})
        self.bans.lift(ban)
        self._lobby_changed()

    def allow_back(self, name: str, now: float) -> list[Output]:
        """The host's own *let back in* (as the admin's ``allow_back`` request)."""
        self._begin(now)
        self._allow_back(name)
        return self._flush(now)

    def seat_local(self, name: str, now: float) -> list[Output]:
        """Seat a player of an in-process table (always present and ready); raises
        ProtocolError like a join (``name_required``, ``name_taken``, ``room_full``)."""
        self._begin(now)
        self._require_lobby()
        self.lobby.join(name, local=True)
        self._lobby_changed()
        return self._flush(now)

    # ------------------------------------------------------------------ the game's life

    def _start(self, now: float) -> None:
        """Deal and start with the seated players (see :meth:`Lobby.start_blocker`)."""
        self._require_lobby()
        seed = self._seed()
        setup = self.lobby.setup(seed)
        try:
            game = Game(setup)
        except SetupError as error:
            raise ProtocolError(error.code, str(error), {"detail": str(error)}) from None
        self.game_number += 1
        self.record = GameRecord(
            setup,
            self.name,
            self.code,
            tuple(JournalSeat(s.name, s.token, s.bot, s.hosted) for s in self.lobby.seats),
            options={
                "speed": self.config.speed,
                "discussion": self.config.discussion,
                "players": self.lobby.max_players,
                "seed": self.config.seed,
                "game_number": self.game_number,
            },
        )
        if self.config.journal:
            self._out.append(JournalStart(self.record))
        self.game, self.clock = game, None
        self.basis.clear()
        self.fanout.new_game()
        self._lobby_changed()
        self._game_changed(now)

    def _seed(self) -> int:
        if self.config.seed is None:
            return random.randrange(2**31)
        return self.config.seed + self.game_number

    def play_again(self, now: float, keep_seats: bool = True) -> list[Output]:
        """The host's own *play again* (as the admin's ``play_again`` request)."""
        self._begin(now)
        self._play_again(keep_seats)
        return self._flush(now)

    def _play_again(self, keep_seats: bool) -> None:
        """Back to the lobby once the game has ended: same seats and tokens, readiness
        cleared, composition and settings kept; or (``keep_seats`` False) every player
        seat freed, its connection told ``new_table`` and closed."""
        if self.game is None or not self.game.ended:
            raise ProtocolError("not_ended", "the game has not ended")
        self.game, self.clock, self._checkpoint_at = None, None, None
        self.basis.clear()
        self.fanout.new_game()
        if keep_seats:
            self.lobby.clear_ready()
        else:
            for seat in self.lobby.seats:
                if seat.conn is not None:
                    self._drop(seat.conn, "new_table", "the host starts a new table")
                if seat.hosted:
                    self._out.append(StopBot(seat.token))
            self.lobby.seats.clear()
        self._lobby_changed()

    def resume(self, record: GameRecord, now: float) -> list[Output]:
        """Continue a journaled game: seats and tokens back (the host's own bots started
        again), the step clock continued from its last snapshot (the time the host was
        down does not count)."""
        self._begin(now)
        self.record = record
        self.name, self.code = record.room, record.code
        options = record.options
        self.edition = get_edition(record.setup.edition)
        setup = record.setup
        self.lobby = Lobby(
            self.edition,
            options.get("players", len(record.seats)),
            settings=dict(setup.settings),
            composition=None if setup.composition is None else dict(setup.composition),
            deal=setup.deal,
            compose_for_seated=self.config.compose_for_seated,
        )
        self.lobby.seats = [
            Seat(s.name, s.token, s.bot, s.hosted, ready=True) for s in record.seats
        ]
        self._out += [StartBot(s.name, s.token) for s in record.seats if s.hosted]
        self.config.speed = options.get("speed", self.config.speed)
        self.config.discussion = options.get("discussion", self.config.discussion)
        self.config.seed = options.get("seed", self.config.seed)
        self.timing = Timing(self.config.speed, self.config.discussion, self.config.timed)
        self.game_number = options.get("game_number", 1)
        self.game = Game.replay(setup, record.inputs)
        self.clock = StepClock.start(self.game, self.timing, now)
        if record.clock is not None:
            self.clock.restore(record.clock, now)
        self._checkpoint(now)
        return self._flush(now)

    def stop(self, now: float) -> list[Output]:
        """The host closes. During a game: keep the clock and close every connection
        (clients retry: ``--resume`` may bring the game back). Otherwise the table is
        closed for good: every connection is told ``host_closed`` (fatal) first."""
        self._begin(now)
        running = self.state == "playing"
        if running:
            self._checkpoint(now)
        for conn in list(self.fanout.connections):
            if not running:
                self._send(conn, Error("host_closed", "the host closed the table", fatal=True))
            self._out.append(Close(conn, CLOSE_GOING_AWAY, "host closed"))
        return self._flush(now)

    # ------------------------------------------------------------------ in game

    def _submit(self, connection: Connection, message: Submit, now: float) -> None:
        """A player's input; refused ``stale_version`` only when its basis changed."""
        game = self._require_game()
        seat = self._seat_of(connection)
        if message.seat is not None and message.seat != seat:
            raise ProtocolError(
                "not_your_seat", f"you hold seat {seat}, not {message.seat}", {"seat": str(seat)}
            )
        self.basis.check(seat, game, message.version)
        self._apply(
            seat,
            INPUT_TYPES[message.input](
                message.target,
                seats=tuple(message.seats),
                cards=tuple(message.cards),
                option=message.option,
            ),
            now,
        )

    def act(self, seat: int, inp, now: float) -> list[Output]:
        """An input of ``seat`` on an in-process table (a shared screen: no version, the
        player acts on the screen as it is). Raises ProtocolError when refused."""
        self._begin(now)
        self._require_game()
        self._apply(seat, inp, now)
        return self._flush(now)

    def _apply(self, seat: int | None, inp, now: float) -> None:
        """Submit to the engine, journal, then tell everyone (a refusal changes nothing)."""
        game = self.game
        position = len(game.inputs)
        try:
            game.submit(seat, inp)
        except InputError as error:
            raise ProtocolError(error.code, str(error)) from None
        if self.config.journal:
            self._out.append(JournalInput(self.record, position, seat, inp))
        self._game_changed(now)

    def _ready_to_vote(self, connection: Connection, now: float) -> None:
        game = self._require_game()
        seat = self._seat_of(connection)
        if not game.may_ask_for_vote(seat):
            raise ProtocolError("not_your_turn", "only the living may ask for the vote, by day")
        self._vote_requests.add(seat)
        if len(self._vote_requests) >= game.vote_requests_needed():
            self._close_step(now)
        else:
            self._lobby_changed()

    def _chat(self, connection: Connection, message: SendChat) -> None:
        game = self._require_game()
        seat = self._seat_of(connection)
        readers = game.chat_members(message.channel)
        if seat not in readers:
            raise ProtocolError(
                "not_allowed",
                f"you may not write on {message.channel}",
                {"channel": message.channel},
            )
        self._out.append(
            self.fanout.chat(
                readers,
                self.lobby.seats,
                ChatLine(message.channel, seat, game.names[seat], message.text),
            )
        )

    def _timer_control(self, action: str, seconds: float, now: float) -> None:
        self._require_game()
        if action == "skip":
            self._close_step(now)
            return
        if action == "pause":
            self.clock.pause(now)
        elif action == "resume":
            self.clock.resume(now)
        else:
            self.clock.extend(seconds)
        self._clock_changed(now)

    def timer(self, action: str, seconds: float, now: float) -> list[Output]:
        """The host's own timer control (``extend``, ``pause``, ``resume``, ``skip``)."""
        self._begin(now)
        self._timer_control(action, seconds, now)
        return self._flush(now)

    def close_step(self, now: float) -> list[Output]:
        """Close the current step now, as its clock would (a shared screen's table)."""
        self._begin(now)
        self._close_step(now)
        return self._flush(now)

    def _close_step(self, now: float) -> None:
        """Submit the host's Timeout: missing choices take the edition's fallback; away
        players' proxies count."""
        game = self._require_game()
        self._apply(HOST, Timeout(absent=tuple(s for s in self.away() if game.alive[s])), now)

    # ------------------------------------------------------------------ the clock

    def tick(self, now: float) -> list[Output]:
        """Time passed: send a lobby update that waited, move the narration on, close a
        step whose time is up, keep the clock in the journal, beat the night's pulses."""
        self._begin(now)
        if self.coalescer.flush(now):
            self._broadcast_lobby()
        clock = self.clock
        if self.game is not None and not self.game.ended and clock is not None:
            if clock.due(now):
                if clock.next_step(now):
                    self._clock_changed(now)
                else:
                    self._close_step(now)
            elif self._checkpoint_at is not None and now >= self._checkpoint_at:
                self._checkpoint(now)
        return self._flush(now, woken=True)

    def _clock_changed(self, now: float) -> None:
        self._out.append(self.fanout.everyone(self.clock.message(now)))
        self.cadence.beat_now()
        self._checkpoint(now)

    # ------------------------------------------------------------------ the journal

    def journal_failed(self, now: float, detail: str) -> list[Output]:
        """The shell cannot write the journal (it keeps what it could not write, in order,
        and retries): the running game's clock is paused, and every connection is told
        ``journal_unavailable`` (not fatal; ``detail``: the error, for the logs)."""
        self._begin(now)
        if self.state == "playing" and self.clock is not None and not self.clock.paused:
            self.journal_paused = True
            self.clock.pause(now)
            self._clock_changed(now)
        self._out.append(
            self.fanout.everyone(
                Error(
                    "journal_unavailable",
                    f"the host cannot save the game: {detail[:200]}",
                    params={"detail": detail[:200]},
                )
            )
        )
        return self._flush(now)

    def journal_restored(self, now: float) -> list[Output]:
        """The journal is written again: a clock paused for it runs again."""
        self._begin(now)
        if self.journal_paused:
            self.journal_paused = False
            if self.state == "playing" and self.clock is not None and self.clock.paused:
                self.clock.resume(now)
                self._clock_changed(now)
        return self._flush(now)

    def _checkpoint(self, now: float) -> None:
        clock = self.clock
        if not self.config.journal or clock is None or self.record is None:
            self._checkpoint_at = None
            return
        self._out.append(JournalClock(self.record, clock.snapshot(now)))
        self._checkpoint_at = (
            now + CLOCK_CHECKPOINT_SECONDS if clock.wake_at() is not None else None
        )

    # ------------------------------------------------------------------ fan-out

    def _game_changed(self, now: float) -> None:
        game = self.game
        self._out += self.fanout.views(game, self.lobby.seats)
        if self.clock is None or self.clock.key != step_key(game):
            if self._vote_requests:
                self._vote_requests = set()
                self._lobby_changed()
            self.clock = StepClock.start(game, self.timing, now)
            self._clock_changed(now)
        if game.ended:
            result = _result(game)
            self.results.append(result)
            self._checkpoint_at = None
            if self.config.journal:
                self._out.append(JournalFinish(self.record))
            self._lobby_changed()
            self._out.append(GameOver(result))

    def _lobby_changed(self) -> None:
        """The lobby changed: broadcast it now, or at the coalescer's deadline."""
        if self.coalescer.changed(self._now):
            self._broadcast_lobby()

    def _broadcast_lobby(self) -> None:
        self._out += self.fanout.lobby(self.lobby_state)
        self._out.append(Advertise(self.state, len(self.lobby.seats), self.lobby.max_players))

    def _send(self, conn: int, message) -> None:
        self._out.append(Send((conn,), message))

    def _begin(self, now: float) -> None:
        """An entry point starts handling an event at ``now``."""
        self._now = now
        self._night_members = self._roster_connections() if self._night() else frozenset()

    def _night(self) -> bool:
        return (
            self.config.night_cadence
            and self.game is not None
            and not self.game.ended
            and self.game.phase.value == "night"
        )

    def _roster_connections(self) -> frozenset[int]:
        """The connections of the night's roster (drawn when the night falls)."""
        if self._night_roster is None:
            self._night_roster = frozenset(
                index for index, alive in enumerate(self.game.alive) if alive
            )
        seats = self.lobby.seats
        return frozenset(
            seats[index].conn for index in self._night_roster if seats[index].conn is not None
        )

    def _flush(self, now: float, woken: bool = False) -> list[Output]:
        out, self._out = self._out, []
        if self.config.night_cadence:
            members = self._night_members
            if self._night():
                members |= self._roster_connections()
            else:
                self._night_roster = None
            members &= self.fanout.connections.keys()
            out = self.cadence.shape(out, members, now, woken)
        wake = [
            at
            for at in (None if self.clock is None else self.clock.wake_at(), self._checkpoint_at)
            if at is not None
        ]
        if self.game is None or self.game.ended:
            wake = []
        wake += [at for at in (self.coalescer.deadline, self.cadence.next_beat) if at is not None]
        out.append(Wake(min(wake) if wake else None))
        return out


def _result(game: Game) -> dict:
    """The ended game: the first winning side (``winner``) and all of them (``labels``),
    the winning seats, each seat's final (``role``) and dealt card, the center cards."""
    result = game.result
    return {
        "winner": result.winner,
        "labels": list(result.labels),
        "winners": list(result.winners),
        "seats": [
            {"seat": seat, "name": name, "role": role, "dealt": dealt}
            for seat, (name, role, dealt) in enumerate(
                zip(game.names, result.roles, result.dealt, strict=True)
            )
        ],
        "center": list(result.center),
    }
