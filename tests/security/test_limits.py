"""Connection caps, lobby coalescing and log rate limiting (lgdesktop.net.limits), fake clock."""

from itertools import pairwise

from lgdesktop.net.limits import (
    HANDSHAKE_TIMEOUT,
    LOBBY_INTERVAL,
    LOG_INTERVAL,
    MAX_PENDING,
    MAX_PENDING_PER_ADDRESS,
    Coalescer,
    ConnectionLimits,
    LogLimiter,
)


def test_one_address_holds_only_a_few_handshakes():
    limits = ConnectionLimits()
    verdicts = [limits.opened(("flood", n), "203.0.113.5", 0.0) for n in range(100)]
    assert sum(v.allowed for v in verdicts) == MAX_PENDING_PER_ADDRESS
    assert {v.code for v in verdicts if not v.allowed} == {"host_busy"}
    assert limits.opened("honest", "192.168.1.20", 0.0).allowed


def test_a_flood_from_many_addresses_makes_room_for_an_honest_laptop():
    limits = ConnectionLimits()
    for n in range(MAX_PENDING * 3):  # silent sockets from many machines, then one per slot
        limits.opened(("flood", n), f"10.0.{n // 250}.{n % 250}", n * 0.001)
    assert limits.pending == MAX_PENDING
    honest = limits.opened("honest", "192.168.1.20", 1.0)
    assert honest.allowed and len(honest.evict) == 1
    limits.started("honest")  # its handshake began: no longer the one to evict
    for n in range(MAX_PENDING * 3, MAX_PENDING * 6):
        verdict = limits.opened(("flood", n), f"10.1.{n // 250}.{n % 250}", 1.0 + n * 0.001)
        assert "honest" not in verdict.evict
    assert limits.established("honest", "player").allowed


def test_the_biggest_holder_is_evicted_first():
    limits = ConnectionLimits(max_pending=4)
    for n in range(3):
        limits.opened(("a", n), "10.0.0.1", float(n))
    limits.opened("b", "10.0.0.2", 10.0)
    verdict = limits.opened("c", "10.0.0.3", 11.0)
    assert verdict.evict == (("a", 0),)  # the oldest of the address holding three


def test_a_newcomer_does_not_evict_an_equal():
    limits = ConnectionLimits(max_pending=2)
    limits.opened("a", "10.0.0.1", 0.0)
    limits.opened("b", "10.0.0.2", 0.0)
    refused = limits.opened("a2", "10.0.0.1", 1.0)
    assert (refused.allowed, refused.code) == (False, "host_busy")


def test_when_every_handshake_is_under_way_newcomers_wait():
    limits = ConnectionLimits(max_pending=2)
    for name in ("a", "b"):
        limits.opened(name, f"10.0.0.{ord(name)}", 0.0)
        limits.started(name)
    assert not limits.opened("c", "10.0.0.9", 0.0).allowed


def test_silent_handshakes_time_out():
    limits = ConnectionLimits()
    limits.opened("silent", "10.0.0.1", 0.0)
    limits.opened("later", "10.0.0.2", 1.0)
    assert limits.next_deadline() == HANDSHAKE_TIMEOUT
    assert limits.expired(HANDSHAKE_TIMEOUT - 0.01) == []
    assert limits.expired(HANDSHAKE_TIMEOUT) == ["silent"]
    assert limits.next_deadline() == 1.0 + HANDSHAKE_TIMEOUT
    assert limits.established("later", "player").allowed
    assert limits.next_deadline() is None and limits.expired(100.0) == []


def test_spectators_are_capped():
    limits = ConnectionLimits(max_spectators=2)
    for n in range(3):
        limits.opened(n, f"10.0.0.{n}", 0.0)
    assert limits.established(0, "spectator").allowed
    assert limits.established(1, "spectator").allowed
    full = limits.established(2, "spectator")
    assert (full.allowed, full.code) == (False, "spectators_full")
    limits.closed(2)
    limits.closed(0)
    limits.opened(3, "10.0.0.3", 0.0)
    assert limits.established(3, "spectator").allowed
    assert limits.spectators == 2


def test_established_connections_are_capped():
    limits = ConnectionLimits(max_connections=2)
    for n in range(3):
        limits.opened(n, f"10.0.0.{n}", 0.0)
    assert limits.established(0, "player").allowed
    assert limits.established(1, "board").allowed
    assert limits.established(2, "player").code == "host_busy"
    limits.closed(1)
    limits.closed(2)
    assert (limits.established_count, limits.pending) == (1, 0)


def test_a_burst_of_changes_gives_a_few_lobby_updates_and_the_last_one():
    coalescer, sent, now = Coalescer(), [], 0.0
    for event in range(2000):  # 2,000 connection events in one second
        now = event / 2000
        if coalescer.changed(now):
            sent.append(now)
        if coalescer.deadline is not None and coalescer.flush(now):
            sent.append(now)
    last = coalescer.deadline  # the final state still goes out, one interval later
    assert last is not None and coalescer.flush(last)
    sent.append(last)
    assert len(sent) <= 1 / LOBBY_INTERVAL + 2
    assert all(b - a >= LOBBY_INTERVAL - 1e-9 for a, b in pairwise(sent))
    assert coalescer.deadline is None and not coalescer.flush(now + 10)


def test_a_lone_change_goes_out_at_once():
    coalescer = Coalescer()
    assert coalescer.changed(5.0)
    assert coalescer.deadline is None
    assert coalescer.changed(5.0 + LOBBY_INTERVAL)
    assert not coalescer.changed(5.0 + LOBBY_INTERVAL + 0.01)
    assert not coalescer.flush(5.0 + LOBBY_INTERVAL + 0.02)  # too early
    assert coalescer.flush(5.0 + 2 * LOBBY_INTERVAL)


def test_one_log_line_per_kind_per_interval():
    logs = LogLimiter()
    lines = []
    for n in range(10_000):  # 10,000 hostile frames in 20 seconds
        now = n * 0.002
        for kind in ("bad_frame", "frame_too_deep"):
            said = logs.check(kind, now)
            if said is not None:
                lines.append((kind, now, said))
    assert len(lines) == 2 * (20 / LOG_INTERVAL)
    assert lines[0] == ("bad_frame", 0.0, 0)
    assert lines[2][0] == "bad_frame" and lines[2][2] == LOG_INTERVAL / 0.002 - 1
