"""Connections: admission of a Hello, in-process attachment, departure.

Duty: the only place a connection joins or leaves the room. Contracts:

- a Hello is admitted with the right join code (or the admin token, a seat's token, or
  a handshake that proved the code), and refused otherwise with one fatal ``Error`` and a
  ``Close`` (:data:`~.outputs.CLOSE_POLICY`), nothing else sent;
- a seat's token takes its seat back, and a second connection with it replaces the
  first, which is told ``replaced`` and closed;
- an attached connection gets, in order: ``Welcome``, the lobby, its view (in a game;
  complete, with its screen for a phone: a seat that comes back with its token and
  another ``screen`` language gets its screens in that language from then on) and the
  clock (when one runs); a closed one leaves its seat held.
"""

from __future__ import annotations

import secrets

from ..protocol import (
    PROTOCOL_VERSION,
    Error,
    Hello,
    ProtocolError,
    Welcome,
    check_protocol,
    decode_client,
)
from .fanout import Connection
from .outputs import CLOSE_POLICY, Close, Output, Send


class Admission:
    """Admission and departure of connections (a part of :class:`~.room.Room`)."""

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
        if hello.kind != "player" and not admin and self.bans.refuses(address, hello.name):
            raise ProtocolError("banned", "the host removed you from this table")
        # A phone's screens (players only: a spectator's page has no seat to render).
        screen = hello.screen if hello.kind == "player" else None
        connection = Connection(conn, hello.kind, admin, screen=screen)
        if hello.kind == "player":
            seat = self.lobby.find_token(hello.token)
            if seat is None:
                if self.game is not None:
                    raise ProtocolError("game_started", "the game has started: join as a spectator")
                name = self.lobby.check_name(hello.name)
                if self.bans.refuses(address, name):
                    raise ProtocolError("banned", "the host removed you from this table")
                seat = self.lobby.join(name, bot=hello.bot)
            else:
                seat.token = hello.token  # known again (a resumed host keeps only its hash)
                if seat.conn is not None:
                    self._drop(seat.conn, "replaced", "this seat was taken over by a new one")
            seat.conn = conn
            seat.address = address
            connection.seat = seat
        self._attached(connection)

    def _attached(self, connection: Connection) -> None:
        self.fanout.add(connection)
        self._welcome(connection)
        self._send(connection.id, self.lobby_state(connection.admin))
        if self.game is not None:
            self._out += self.fanout.views(
                self.game, self.lobby.seats, only=(connection,), asked=self._vote_requests
            )
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
