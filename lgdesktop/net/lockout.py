"""How fast the join code may be guessed, and who was kicked: pure policy objects.

With the SPAKE2 wire (:mod:`lgdesktop.protocol.secure`) every handshake that gets the host's
REPLY is exactly one guess of the code, so the host asks :meth:`CodeLockout.admit` before it
replies and calls :meth:`CodeLockout.succeeded` once the client's proof checks out. An
admitted attempt that never succeeds (wrong code, or a client that vanished after reading
the reply) stays counted as a wrong code.

Two limits, both needed:

- **Per address** (an IPv6 address counts by its /64, since one machine owns a whole /64):
  a few wrong codes at full speed (typos), then a growing delay before each new attempt,
  then a lockout that returns after every further wrong code.
- **Global** (so that many addresses do not help): a bucket of wrong codes shared by all
  addresses, refilled slowly. Addresses that once gave the right code (reconnecting players,
  the TV board) are not held by it. The price: during a distributed attack, a *new* player
  may be told to retry in a few seconds, and competes with the attacker for each refill;
  players already seated, and the board, are not affected. The TV should say that joins are
  slowed (``CodeLockout.under_attack``) so that the host can act (find the machine, change
  the code).

Time is an argument (``now``, seconds on any monotonic clock): no I/O, no clock of its own.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ..room.policy import CODE_DIGITS, Ban, BanList, address_key

#: Wrong codes one address may make at full speed (a typo or two, a misread digit).
FREE_FAILURES = 3
#: Delay before the attempt after the first slowed failure, in seconds; it doubles with
#: every further wrong code ...
FIRST_DELAY = 2.0
#: ... up to this many seconds.
MAX_DELAY = 60.0
#: Wrong codes from one address after which it is locked out ...
LOCKOUT_FAILURES = 10
#: ... for this many seconds (15 minutes), and again after every further wrong code.
LOCKOUT_SECONDS = 15 * 60.0
#: An address's record is forgotten after this long without a wrong code (one hour, longer
#: than any lockout, so waiting a lockout out does not reset the count).
FORGET_AFTER = 3600.0
#: Wrong codes all addresses together may make at once (enough for a table of typos) ...
GLOBAL_BURST = 20
#: ... then one more per this many seconds: 1,000 wrong codes take at least
#: (1000 - 20) x 6 s = 98 minutes whatever the number of addresses.
GLOBAL_REFILL_SECONDS = 6.0
#: An address refused by the global limit keeps its place in the queue this long: two
#: refills, so that a client that retries at ``retry_after`` (a second or so late on a busy
#: Wi-Fi) is still waiting when the next token comes.
WAITING_SECONDS = 2 * GLOBAL_REFILL_SECONDS


def delay_after(failures: int) -> float:
    """Seconds an address must wait before its next attempt once it has made ``failures``
    wrong codes (0 while they are free, then doubling, then the lockout)."""
    if failures < FREE_FAILURES:
        return 0.0
    if failures >= LOCKOUT_FAILURES:
        return LOCKOUT_SECONDS
    return min(MAX_DELAY, FIRST_DELAY * 2 ** (failures - FREE_FAILURES))


@dataclass(frozen=True)
class Verdict:
    """The answer to an attempt: ``allowed``, or refused with ``code``
    (``too_many_attempts`` for this address, ``host_busy`` for the global limit) and
    ``retry_after`` seconds (give both to the client: ``Error.params``)."""

    allowed: bool
    code: str = ""
    retry_after: float = 0.0

    @property
    def params(self) -> dict[str, str]:
        """The refusal's parameters for an ``Error``: ``retry_after`` in whole seconds."""
        return {"retry_after": str(math.ceil(self.retry_after))}


@dataclass
class _Record:
    failures: int = 0
    last_failure: float = -math.inf
    next_allowed: float = -math.inf


@dataclass
class CodeLockout:
    """Counts join-code guesses per address and for the whole host; see the module doc.
    ``burst``, ``refill_seconds`` and ``waiting_seconds`` are the global limit's
    (:data:`GLOBAL_BURST`, :data:`GLOBAL_REFILL_SECONDS`, :data:`WAITING_SECONDS`); only
    tests change them, to run an attack of minutes in seconds over real sockets."""

    burst: int = GLOBAL_BURST
    refill_seconds: float = GLOBAL_REFILL_SECONDS
    waiting_seconds: float = WAITING_SECONDS
    _records: dict[str, _Record] = field(default_factory=dict)
    _trusted: set[str] = field(default_factory=set)
    _tokens: float = 0.0
    _refilled: float | None = None
    _waiting: dict[str, tuple[int, float]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._tokens = float(self.burst)

    def _refill(self, now: float) -> None:
        if self._refilled is not None:
            gained = max(0.0, now - self._refilled) / self.refill_seconds
            self._tokens = min(float(self.burst), self._tokens + gained)
        self._refilled = now

    def admit(self, address: str, now: float) -> Verdict:
        """May ``address`` try a code now? If allowed, the attempt is counted as a wrong
        code until :meth:`succeeded` says otherwise (so parallel attempts count too)."""
        key = address_key(address)
        self._refill(now)
        record = self._records.get(key)
        if record is not None and now - record.last_failure > FORGET_AFTER:
            del self._records[key]
            record = None
        if record is not None and now < record.next_allowed:
            return Verdict(False, "too_many_attempts", record.next_allowed - now)
        trusted = key in self._trusted
        if not trusted:
            refusal = self._global_refusal(key, 0 if record is None else record.failures, now)
            if refusal is not None:
                return refusal
        if record is None:
            record = self._records[key] = _Record()
        record.failures += 1
        record.last_failure = now
        record.next_allowed = now + delay_after(record.failures)
        if not trusted:
            self._tokens -= 1
        return Verdict(True)

    def _global_refusal(self, key: str, failures: int, now: float) -> Verdict | None:
        """The global limit's answer to an untrusted ``key`` with ``failures`` wrong codes:
        None if it may take a token now (and leaves the queue), else a ``host_busy``
        refusal (and ``key`` waits in the queue); see the module doc."""
        self._waiting = {
            waiting: entry
            for waiting, entry in self._waiting.items()
            if now - entry[1] <= self.waiting_seconds
        }
        others = [count for waiting, (count, _) in self._waiting.items() if waiting != key]
        if self._tokens >= 1 and failures <= min(others, default=failures):
            self._waiting.pop(key, None)
            return None
        self._waiting[key] = (failures, now)
        wait = max(1 - self._tokens, 0.0) * self.refill_seconds
        return Verdict(False, "host_busy", wait or self.refill_seconds)

    def succeeded(self, address: str, now: float) -> None:
        """The attempt admitted for ``address`` gave the right code: forget its wrong codes,
        give the global token back, and trust the address from now on."""
        key = address_key(address)
        self._refill(now)
        if key not in self._trusted:
            self._tokens = min(float(self.burst), self._tokens + 1)
            self._trusted.add(key)
        self._records.pop(key, None)

    def under_attack(self, now: float) -> bool:
        """Whether the global limit is holding joins back now (show it on the TV)."""
        self._refill(now)
        return self._tokens < 1

    def failures(self, address: str) -> int:
        """Wrong codes counted for ``address`` (pending attempts included)."""
        record = self._records.get(address_key(address))
        return 0 if record is None else record.failures


def seconds_for_failures_from_one_address(failures: int) -> float:
    """Least time one address needs for ``failures`` wrong codes under the per-address
    limit (the first one at time 0)."""
    return sum(delay_after(done) for done in range(1, failures))


def minimum_seconds_for_failures(failures: int, addresses: int | None = None) -> float:
    """Least wall-clock time an attacker needs to make ``failures`` wrong codes from
    ``addresses`` distinct addresses (None: as many as it likes), at the allowed rate.

    Both limits hold at once: the global bucket (``GLOBAL_BURST`` at once, then one per
    ``GLOBAL_REFILL_SECONDS``) and each address's own delays (the failures split as evenly
    as possible, which is the attacker's best split).
    """
    if failures <= 0:
        return 0.0
    global_bound = max(0, failures - GLOBAL_BURST) * GLOBAL_REFILL_SECONDS
    per_address = 1 if addresses is None else math.ceil(failures / max(1, addresses))
    return max(global_bound, seconds_for_failures_from_one_address(per_address))


def expected_seconds_to_find_code(digits: int = CODE_DIGITS, addresses: int | None = None) -> float:
    """Time an attacker needs on average to find a ``digits``-digit code (half the codes
    wrong) at the allowed rate."""
    return minimum_seconds_for_failures(10**digits // 2, addresses)


__all__ = [
    "CODE_DIGITS",
    "Ban",
    "BanList",
    "CodeLockout",
    "Verdict",
    "address_key",
    "delay_after",
    "expected_seconds_to_find_code",
    "minimum_seconds_for_failures",
    "seconds_for_failures_from_one_address",
]
