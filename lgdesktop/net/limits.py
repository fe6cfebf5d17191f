"""What the host lets in and how often it speaks: pure policy objects on an injected clock.

- :class:`ConnectionLimits`: a cap on connections still in their handshake (closed after
  ``HANDSHAKE_TIMEOUT``; when full, the oldest silent one of the address holding the most
  makes room, so a flood from a few machines cannot keep honest laptops out), on
  established connections, and on spectators.
- :class:`Coalescer`: lobby updates at most once per ``LOBBY_INTERVAL`` (the first change
  goes out at once, the ones after it are merged), never one per connection event.
- :class:`LogLimiter`: one log line per kind of refusal per ``LOG_INTERVAL``, with the count
  of those left unsaid.
- :class:`DoorStats`: what the door turned away (wrong codes, refused connections, sockets
  closed idle), for the TV's discreet notice.

Time is an argument (``now``, seconds on a monotonic clock such as ``loop.time()``).
Connections are any hashable handle the caller chooses (the session object).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field

from ..room.policy import LOBBY_INTERVAL, Coalescer, address_key

#: Connections still in their handshake (TCP accepted, welcome not yet sent). A laptop
#: needs one at a time; 32 covers a whole table arriving at once.
MAX_PENDING = 32
#: Handshakes one address may have open at once (a laptop has one; a few spare for
#: retries after a drop).
MAX_PENDING_PER_ADDRESS = 4
#: Seconds a connection has to complete its handshake and say hello: a laptop on the LAN
#: needs a few tens of milliseconds; a phone on a weak Wi-Fi, well under a second.
HANDSHAKE_TIMEOUT = 5.0
#: Established connections: 20 seats, the boards, the spectators, and room for
#: reconnections; with MAX_PENDING, far below macOS' default limit of 256 open files.
MAX_CONNECTIONS = 64
#: Default cap on spectators (a host setting may change it).
DEFAULT_MAX_SPECTATORS = 16
#: Least time between two log lines of the same kind, in seconds.
LOG_INTERVAL = 10.0


@dataclass(frozen=True)
class Admission:
    """The answer to a new or established connection: ``allowed``, or refused with
    ``code`` (``host_busy``, ``spectators_full``); ``evict``: handshakes to close now
    (code ``host_busy``) to make room for this one."""

    allowed: bool
    code: str = ""
    evict: tuple[Hashable, ...] = ()


@dataclass
class _Pending:
    address: str
    opened: float
    started: bool = False


@dataclass
class ConnectionLimits:
    """Counts connections from accept to close. Call :meth:`opened` on accept,
    :meth:`started` when the handshake's first frame arrives, :meth:`established` when the
    hello is accepted, :meth:`closed` when the socket closes (always, whatever happened),
    and :meth:`expired` whenever :meth:`next_deadline` passes."""

    max_pending: int = MAX_PENDING
    max_pending_per_address: int = MAX_PENDING_PER_ADDRESS
    handshake_timeout: float = HANDSHAKE_TIMEOUT
    max_connections: int = MAX_CONNECTIONS
    max_spectators: int = DEFAULT_MAX_SPECTATORS
    _pending: dict[Hashable, _Pending] = field(default_factory=dict)
    _established: dict[Hashable, str] = field(default_factory=dict)

    @property
    def pending(self) -> int:
        """Connections in their handshake."""
        return len(self._pending)

    @property
    def established_count(self) -> int:
        """Connections past their hello."""
        return len(self._established)

    @property
    def spectators(self) -> int:
        """Established spectator connections."""
        return sum(kind == "spectator" for kind in self._established.values())

    def _held(self, address: str, *, silent_only: bool = False) -> list[Hashable]:
        return [
            conn
            for conn, entry in self._pending.items()
            if entry.address == address and not (silent_only and entry.started)
        ]

    def opened(self, conn: Hashable, address: str, now: float) -> Admission:
        """A TCP connection was accepted from ``address``. Refused: close it at once.
        Allowed: it is counted, and the handshakes in ``evict`` are to be closed."""
        key = address_key(address)
        if len(self._held(key)) >= self.max_pending_per_address:
            return Admission(False, "host_busy")
        evict: tuple[Hashable, ...] = ()
        if len(self._pending) >= self.max_pending:
            victim = self._victim(key)
            if victim is None:
                return Admission(False, "host_busy")
            del self._pending[victim]
            evict = (victim,)
        self._pending[conn] = _Pending(key, now)
        return Admission(True, evict=evict)

    def _victim(self, newcomer: str) -> Hashable | None:
        """The handshake to drop for a newcomer: the oldest silent one (no frame yet) of
        the address holding the most, if that address holds more than the newcomer's."""
        counts: dict[str, int] = {}
        for entry in self._pending.values():
            counts[entry.address] = counts.get(entry.address, 0) + 1
        silent = [(conn, entry) for conn, entry in self._pending.items() if not entry.started]
        if not silent:
            return None
        conn, entry = max(silent, key=lambda item: (counts[item[1].address], -item[1].opened))
        if counts[entry.address] <= counts.get(newcomer, 0):
            return None
        return conn

    def started(self, conn: Hashable) -> None:
        """The handshake's first frame arrived: this connection is no longer evicted to make
        room (it may still time out)."""
        entry = self._pending.get(conn)
        if entry is not None:
            entry.started = True

    def established(self, conn: Hashable, kind: str) -> Admission:
        """The hello of ``conn`` (of ``kind``: player, spectator, board) is accepted.
        Refused: send the error and close. (For a seat taken over by a new connection,
        call :meth:`closed` on the old one first.)"""
        self._pending.pop(conn, None)
        if len(self._established) >= self.max_connections:
            return Admission(False, "host_busy")
        if kind == "spectator" and self.spectators >= self.max_spectators:
            return Admission(False, "spectators_full")
        self._established[conn] = kind
        return Admission(True)

    def closed(self, conn: Hashable) -> None:
        """The connection is gone (call it once for every connection, refused ones too)."""
        self._pending.pop(conn, None)
        self._established.pop(conn, None)

    def next_deadline(self) -> float | None:
        """When the oldest handshake times out (None: no handshake in progress)."""
        if not self._pending:
            return None
        return min(entry.opened for entry in self._pending.values()) + self.handshake_timeout

    def deadline(self, conn: Hashable) -> float | None:
        """When the handshake of ``conn`` times out (None: not in its handshake: already
        established, evicted, timed out or closed)."""
        entry = self._pending.get(conn)
        return None if entry is None else entry.opened + self.handshake_timeout

    def expired(self, now: float) -> list[Hashable]:
        """Handshakes older than the timeout: forgotten here, to be closed by the caller."""
        late = [
            conn
            for conn, entry in self._pending.items()
            if now - entry.opened >= self.handshake_timeout
        ]
        for conn in late:
            del self._pending[conn]
        return late


#: Refusal codes counted by :class:`DoorStats`, by the count they go to. A ``guess`` is
#: a handshake the host answered that never proved the code (one wrong code, or a guesser
#: that left once answered: the lockout counts both); ``host_busy`` (a cap, or the
#: global guess limit), ``too_many_attempts`` (an address's lockout), ``spectators_full``
#: and ``descriptors`` (the system refused to accept: out of file descriptors) are
#: refused connections; ``handshake_timeout`` and ``idle`` (silent before the HTTP
#: upgrade) are sockets closed idle.
DOOR_COUNTS = {
    "guess": "guesses",
    "host_busy": "refused",
    "too_many_attempts": "refused",
    "spectators_full": "refused",
    "descriptors": "refused",
    "handshake_timeout": "idle",
    "idle": "idle",
}


@dataclass
class DoorStats:
    """What the host's door turned away since the host started: ``guesses`` (wrong join
    codes), ``refused`` (connections refused or closed by a cap or a lockout) and ``idle``
    (sockets closed because they said nothing in time). Counts only, never an address."""

    guesses: int = 0
    refused: int = 0
    idle: int = 0

    def note(self, code: str) -> None:
        """Count one refusal of ``code`` (codes outside :data:`DOOR_COUNTS` are not
        counted: a malformed frame of a seated laptop is not trouble at the door)."""
        count = DOOR_COUNTS.get(code)
        if count is not None:
            setattr(self, count, getattr(self, count) + 1)

    @property
    def total(self) -> int:
        """All counts together (0: nothing happened at the door)."""
        return self.guesses + self.refused + self.idle

    def as_dict(self) -> dict[str, int]:
        """The counts by name (``guesses``, ``refused``, ``idle``)."""
        return {"guesses": self.guesses, "refused": self.refused, "idle": self.idle}


@dataclass
class LogLimiter:
    """One log line per kind per ``interval``. ``kind`` must come from a fixed set (a
    refusal code, never text a peer chose), so the table stays small."""

    interval: float = LOG_INTERVAL
    _last: dict[str, float] = field(default_factory=dict)
    _quiet: dict[str, int] = field(default_factory=dict)

    def check(self, kind: str, now: float) -> int | None:
        """None: say nothing. A number: log one line now, adding that this many lines of
        the same kind were left unsaid since the last one."""
        last = self._last.get(kind)
        if last is not None and now - last < self.interval:
            self._quiet[kind] = self._quiet.get(kind, 0) + 1
            return None
        self._last[kind] = now
        return self._quiet.pop(kind, 0)


__all__ = [
    "DEFAULT_MAX_SPECTATORS",
    "DOOR_COUNTS",
    "HANDSHAKE_TIMEOUT",
    "LOBBY_INTERVAL",
    "LOG_INTERVAL",
    "MAX_CONNECTIONS",
    "MAX_PENDING",
    "MAX_PENDING_PER_ADDRESS",
    "Admission",
    "Coalescer",
    "ConnectionLimits",
    "DoorStats",
    "LogLimiter",
]
