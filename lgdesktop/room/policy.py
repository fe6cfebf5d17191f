"""Table policies the room core applies itself: the join code's length, bans, lobby pacing.

Pure (no I/O, no clock of its own): the room core uses them, and the host's shell
(:mod:`lgdesktop.net.lockout`, :mod:`lgdesktop.net.limits`) shares them.
"""

from __future__ import annotations

import ipaddress
import math
import random
import secrets
from dataclasses import dataclass, field

from ..protocol.names import keys_clash, name_keys

#: Digits of the join code the host draws by default (the TV shows it big, the QR code
#: carries it): 10^6 codes, about 35 days of guessing on average at the global rate.
CODE_DIGITS = 6
#: Least time between two lobby broadcasts, in seconds (4 a second: joins look instant).
LOBBY_INTERVAL = 0.25


def draw_code(rng: random.Random | None = None) -> str:
    """A join code as a host draws it: :data:`CODE_DIGITS` digits, uniform, from the
    system's secure source; from ``rng`` instead for a code that must come out the same
    at every run (the demo's ``--seed``, the screenshots), never for a real table."""
    space = 10**CODE_DIGITS
    number = secrets.randbelow(space) if rng is None else rng.randrange(space)
    return f"{number:0{CODE_DIGITS}d}"


def address_key(address: str) -> str:
    """The unit the per-address limit counts: the IPv4 address, or the /64 of an IPv6 one
    (an IPv4-mapped IPv6 address counts as its IPv4 address). Unparsable text counts as
    itself."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


@dataclass
class Coalescer:
    """Merges updates so that at most one goes out per ``interval``.

    On a change, :meth:`changed` says whether to send now; if not, send when
    :attr:`deadline` comes, after :meth:`flush` says so. The last change is always sent.
    """

    interval: float = LOBBY_INTERVAL
    _last_sent: float = -math.inf
    _pending: bool = False

    def changed(self, now: float) -> bool:
        """Something changed: True to send an update now, False when it waits for
        :attr:`deadline`."""
        if not self._pending and now - self._last_sent >= self.interval:
            self._last_sent = now
            return True
        self._pending = True
        return False

    @property
    def deadline(self) -> float | None:
        """When the waiting update may go (None: nothing waits)."""
        return self._last_sent + self.interval if self._pending else None

    def flush(self, now: float) -> bool:
        """True to send the waiting update now (it is then no longer waiting)."""
        if self._pending and now >= self._last_sent + self.interval:
            self._pending = False
            self._last_sent = now
            return True
        return False


@dataclass(frozen=True)
class Ban:
    """A kicked player, refused until the host lifts the ban: their address, and the
    confusable keys of their name (:func:`~lgdesktop.protocol.names.name_keys`, the very
    check that keeps look-alike names apart at the table), so that a small respelling
    (``MaIIory``, ``Mall0ry``) does not get round it."""

    address: str
    name: str
    name_keys: tuple[str, str, str]


def _is_loopback(key: str) -> bool:
    try:
        return ipaddress.ip_network(key, strict=False).is_loopback
    except ValueError:
        return False


@dataclass
class BanList:
    """Who was kicked. :meth:`refuses` is asked on every join (after the handshake, with
    the hello's name); the host lifts a ban with :meth:`lift` or :meth:`clear`.

    Address bans do not apply to loopback addresses (every program on the host machine
    shares 127.0.0.1: the TV board, local bots); there the name alone is matched.
    """

    _bans: list[Ban] = field(default_factory=list)

    @property
    def bans(self) -> tuple[Ban, ...]:
        """Current bans, oldest first (for the host's "let back in" list)."""
        return tuple(self._bans)

    def ban(self, address: str, name: str) -> Ban:
        """Refuse this player from now on (called on a kick)."""
        entry = Ban(address_key(address), name, name_keys(name))
        self._bans.append(entry)
        return entry

    def refuses(self, address: str, name: str | None) -> bool:
        """Whether a join from ``address`` as ``name`` (None: a spectator or a seat token)
        falls under a ban."""
        key = address_key(address)
        keys = None if name is None else name_keys(name)
        return any(
            (entry.address == key and not _is_loopback(key))
            or (keys is not None and keys_clash(entry.name_keys, keys))
            for entry in self._bans
        )

    def lift(self, entry: Ban) -> None:
        """Let this player back in."""
        self._bans.remove(entry)

    def clear(self) -> None:
        """Let everybody back in."""
        self._bans.clear()
