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

The knock (the human channel): a device refused ``host_busy`` shows its user a random door
tag and sends it before each retry (:meth:`CodeLockout.knock`); the TV lists the tags
knocking (:meth:`CodeLockout.knocking`), the friend reads his aloud, and the host lets that
device in (:meth:`CodeLockout.let_in`): its address gets a pass, and its guesses for
:data:`PASS_SECONDS` skip the global budget and the queue. The per-address rules still
hold, so letting an attacker in by mistake gives him :data:`FREE_FAILURES` guesses, then
delays.

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


#: Knocking devices the TV shows at once (a button each): the friend finds his tag among
#: a handful; an attacker who knocks too is listed after the addresses that never guessed.
SHOWN_KNOCKS = 6
#: Knocking addresses remembered at most (the oldest knock is forgotten first), so that a
#: flood of knocks from many addresses costs the host a bounded list.
MAX_KNOCKS = 64
#: A knock stays listed this many seconds without a new retry (the client retries at
#: least every :data:`GLOBAL_REFILL_SECONDS`; a device that gave up leaves the list).
KNOCK_SECONDS = 30.0
#: Once let in, an address's guesses skip the global budget for this many seconds: enough
#: for the client's next retry (a few seconds) and a typo or two.
PASS_SECONDS = 60.0


@dataclass(frozen=True)
class Knocking:
    """A device at the door: its ``tag`` and ``address``, ``failures`` (wrong codes counted
    for that address) and ``seen`` (the time of its last knock)."""

    tag: str
    address: str
    failures: int
    seen: float


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
    #: Knocks by address key: (tag, address as seen, time of the last knock).
    _knocks: dict[str, tuple[str, str, float]] = field(default_factory=dict)
    #: Passes by address key: the time each ends.
    _passes: dict[str, float] = field(default_factory=dict)

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
        if self._passes.get(key, -math.inf) <= now:
            self._passes.pop(key, None)
        trusted = key in self._trusted or key in self._passes
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

    def knock(self, address: str, tag: str, now: float) -> bool:
        """``address`` knocks with door ``tag`` (already checked: the protocol's
        ``DoorTag``). Listed only while the global limit holds joins back or the address
        waits in its queue (a knock at an open door is ignored); returns whether it is
        listed. At most :data:`MAX_KNOCKS` addresses are kept (the oldest knock goes)."""
        key = address_key(address)
        self._refill(now)
        waiting = key in self._waiting and now - self._waiting[key][1] <= self.waiting_seconds
        if not (waiting or self._tokens < 1):
            return False
        self._knocks.pop(key, None)
        self._knocks[key] = (tag, address, now)
        while len(self._knocks) > MAX_KNOCKS:
            del self._knocks[next(iter(self._knocks))]
        return True

    def knocking(self, now: float) -> list[Knocking]:
        """The devices to show on the TV: knocks of the last :data:`KNOCK_SECONDS` from
        addresses without a pass, at most :data:`SHOWN_KNOCKS`, those with the fewest wrong
        codes first (a newcomer has none; an attacking address has spent some), then the
        most recent."""
        self._knocks = {
            key: knock for key, knock in self._knocks.items() if now - knock[2] <= KNOCK_SECONDS
        }
        listed = [
            Knocking(tag, address, self.failures(address), seen)
            for key, (tag, address, seen) in self._knocks.items()
            if self._passes.get(key, -math.inf) <= now
        ]
        listed.sort(key=lambda knock: (knock.failures, -knock.seen))
        return listed[:SHOWN_KNOCKS]

    def let_in(self, tag: str, now: float) -> list[str]:
        """The host lets in the device(s) showing ``tag`` among :meth:`knocking`: each such
        address's guesses skip the global budget and the queue for :data:`PASS_SECONDS`
        (the per-address rules still apply). Returns the addresses let in (none if no
        device shown knocks with ``tag``)."""
        self._passes = {key: end for key, end in self._passes.items() if end > now}
        addresses = [knock.address for knock in self.knocking(now) if knock.tag == tag]
        for address in addresses:
            key = address_key(address)
            self._passes[key] = now + PASS_SECONDS
            self._knocks.pop(key, None)
            self._waiting.pop(key, None)
        return addresses

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
    "Knocking",
    "Verdict",
    "address_key",
    "delay_after",
    "expected_seconds_to_find_code",
    "minimum_seconds_for_failures",
    "seconds_for_failures_from_one_address",
]
