"""Requests: the dispatch of a client's messages, and the lobby's requests.

Duty: every request is applied whole or refused whole. Contracts:

- a request from an attached connection is answered by one ``Ack`` (with the version of
  the sender's own view, 0 when no game runs) or one ``Error``, and a refused request
  leaves nothing of what it began in the outputs;
- only the admin makes the requests of :data:`ADMIN_ONLY`; the lobby's requests
  (composition, settings, edition, kicks, bots, readiness) are refused once a game runs.
"""

from __future__ import annotations

from ..engine import EDITIONS, Game, get_edition
from ..protocol import (
    Ack,
    AddBot,
    AllowBack,
    Error,
    Hello,
    KickSeat,
    Knock,
    PlayAgain,
    ProtocolError,
    ReadyToVote,
    RemoveBot,
    SendChat,
    SetComposition,
    SetEdition,
    SetReady,
    SetSetting,
    StartGame,
    Submit,
    TimerControl,
    UseRecommended,
    decode_client,
    peek_ref,
)
from .fanout import Connection
from .outputs import Output, StartBot, StopBot

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


class Requests:
    """The dispatch of requests and the lobby's own (a part of :class:`~.room.Room`)."""

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
            case Knock():
                raise ProtocolError("bad_message", "a knock comes before the handshake")
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
