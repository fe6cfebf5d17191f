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

:class:`Room` is one object split by duty, like the engine's kernel: this module holds
its state, the lobby message and the outputs' plumbing (each entry point begins with
``_begin`` and returns ``_flush``); :mod:`.admission`, :mod:`.requests`, :mod:`.life` and
:mod:`.play` each hold one duty's methods, as a part (a mixin) of :class:`Room`.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field

import msgspec

from ..engine import EDITIONS, Game, SetupError, get_edition
from ..protocol import PROTOCOL_VERSION, LobbyState, ServerInfo
from .admission import Admission
from .cadence import Cadence
from .clock import ALL_TIMED, StepClock, Timing
from .fanout import Fanout, ScreenRenderer
from .life import GameLife
from .lobby import Lobby
from .outputs import Advertise, Output, Send, Wake
from .play import InGame
from .policy import BanList, Coalescer, draw_code
from .record import GameRecord
from .requests import Requests
from .staleness import BasisLog

#: Bytes of randomness in the admin token.
ADMIN_TOKEN_BYTES = 24


@dataclass
class RoomConfig:
    """What a table plays. ``code`` None draws a random ``CODE_DIGITS``-digit code; ``seed`` None a
    random seed per game (otherwise game *k* at the table uses ``seed + k - 1``).
    ``discussion`` (seconds, absolute) overrides the edition's discussion timer; ``speed``
    divides every other fixed duration; ``timed`` lists the phases with a clock.
    ``auto_start``: start once ``players`` are seated and ready (headless).
    ``journal``: emit journal writes. ``compose_for_seated``: see :class:`~.lobby.Lobby`.
    ``lobby_interval``: least seconds between two lobby broadcasts (0: one per change; a
    networked host coalesces them). ``night_cadence``: shape the traffic of secret steps
    (nights, the Servant's pause) into pulses (:mod:`.cadence`; a networked host does, an
    in-process table need not)."""

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


class Room(Admission, Requests, GameLife, InGame):
    """One table. Attributes: :attr:`code`, :attr:`admin_token`, :attr:`name`,
    :attr:`edition`, :attr:`lobby`, :attr:`game` (the running or last game, None in the
    lobby), :attr:`clock`, :attr:`game_number` and :attr:`results` (one per ended game).

    ``screens`` renders the phones' screens (``lgdesktop.web.screen.phone_screen``, given
    by a shell that serves phones; None: nobody gets a screen, see :mod:`.fanout`).

    Raises SetupError for an unknown edition, a bad speed or player count.
    """

    def __init__(
        self,
        config: RoomConfig,
        *,
        admin_token: str | None = None,
        screens: ScreenRenderer | None = None,
    ):
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
        self.fanout = Fanout(self.basis, screens)
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
        #: Whether the batch being handled began during a secret step (see ``_secret``).
        self._secret_at_begin = False
        #: The clock was paused because the journal cannot be written (not by the admin).
        self.journal_paused = False
        self._checkpoint_at: float | None = None
        self._out: list[Output] = []
        #: The time of the event being handled (every entry point sets it first).
        self._now = 0.0

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
        self._secret_at_begin = self._secret()

    def _secret(self) -> bool:
        """Whether a secret step runs, from public facts only: a night (whoever acts in
        it), or an owed action whose owner the engine keeps secret (the Devoted Servant's
        pause after a banishment: the pause itself is public, who may answer it is not)."""
        game = self.game
        if not self.config.night_cadence or game is None or game.ended:
            return False
        return game.phase.value == "night" or (bool(game.owed) and not game.owed[0].public)

    def _flush(self, now: float, woken: bool = False) -> list[Output]:
        out, self._out = self._out, []
        if self.config.night_cadence:
            # Every connection may receive something that depends on a secret (the dead
            # and the board too): all of them get the pulses of a secret step, and those
            # of the batch that ends it (the dawn, the end of the Servant's pause).
            secret = self._secret_at_begin or self._secret()
            members = frozenset(self.fanout.connections) if secret else frozenset()
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
