"""The join-code guessing policy and the kick ban list (lgdesktop.net.lockout), on a fake clock."""

import pytest

from lgdesktop.net.lockout import (
    CODE_DIGITS,
    FREE_FAILURES,
    GLOBAL_BURST,
    GLOBAL_REFILL_SECONDS,
    LOCKOUT_FAILURES,
    LOCKOUT_SECONDS,
    BanList,
    CodeLockout,
    address_key,
    expected_seconds_to_find_code,
    minimum_seconds_for_failures,
)

HOUR = 3600.0


def attack(lockout: CodeLockout, failures: int, addresses: list[str]) -> float:
    """A greedy attacker: at every instant, each address tries as soon as it is allowed
    (never with the right code). Returns the time its ``failures``-th wrong code is made."""
    now, made = 0.0, 0
    while True:
        waits = []
        for address in addresses:
            verdict = lockout.admit(address, now)
            if verdict.allowed:
                made += 1
                if made == failures:
                    return now
            else:
                waits.append(verdict.retry_after)
        if waits and len(waits) == len(addresses):
            now += min(waits)


def test_a_thousand_wrong_codes_take_more_than_an_hour():
    assert CODE_DIGITS >= 6
    for addresses in (1, 10, 1000, None):
        assert minimum_seconds_for_failures(1000, addresses) > HOUR
    assert minimum_seconds_for_failures(1000, None) == (1000 - GLOBAL_BURST) * GLOBAL_REFILL_SECONDS


def test_finding_a_six_digit_code_takes_weeks():
    assert expected_seconds_to_find_code(6) > 30 * 24 * HOUR


@pytest.mark.parametrize("addresses", [1, 3, 50])
def test_the_policy_object_allows_no_faster_than_computed(addresses):
    ips = [f"192.0.2.{n}" for n in range(1, addresses + 1)]
    for failures in (FREE_FAILURES, LOCKOUT_FAILURES + 2, 60):
        took = attack(CodeLockout(), failures, ips)
        assert took >= minimum_seconds_for_failures(failures, addresses)


def test_many_addresses_meet_the_global_limit():
    ips = [f"198.51.100.{n}" for n in range(1, 201)]
    took = attack(CodeLockout(), 200, ips)
    assert took == pytest.approx(minimum_seconds_for_failures(200, None))
    assert took >= (200 - GLOBAL_BURST) * GLOBAL_REFILL_SECONDS - 1e-6


def test_one_address_is_slowed_then_locked_out():
    lockout = CodeLockout()
    for _ in range(FREE_FAILURES):
        assert lockout.admit("192.0.2.7", 0.0).allowed
    slowed = lockout.admit("192.0.2.7", 0.0)
    assert (slowed.allowed, slowed.code) == (False, "too_many_attempts")
    assert slowed.retry_after > 0 and slowed.params == {"retry_after": "2"}
    now = 0.0
    while lockout.failures("192.0.2.7") < LOCKOUT_FAILURES:
        verdict = lockout.admit("192.0.2.7", now)
        now += 0 if verdict.allowed else verdict.retry_after
    locked = lockout.admit("192.0.2.7", now)
    assert locked.retry_after == pytest.approx(LOCKOUT_SECONDS)
    assert lockout.admit("192.0.2.7", now + LOCKOUT_SECONDS).allowed
    again = lockout.admit("192.0.2.7", now + LOCKOUT_SECONDS)  # one more try, locked again
    assert again.retry_after == pytest.approx(LOCKOUT_SECONDS)


def test_the_right_code_clears_the_address():
    lockout = CodeLockout()
    for _ in range(FREE_FAILURES):
        lockout.admit("192.0.2.8", 0.0)
    assert lockout.failures("192.0.2.8") == FREE_FAILURES
    lockout.succeeded("192.0.2.8", 0.0)
    assert lockout.failures("192.0.2.8") == 0
    assert lockout.admit("192.0.2.8", 0.0).allowed


def test_honest_players_join_while_one_address_attacks():
    lockout = CodeLockout()
    attacker_done = attack(lockout, LOCKOUT_FAILURES + 3, ["203.0.113.66"])
    for seat in range(12):  # a whole table joins during the attack
        player = f"192.168.1.{10 + seat}"
        verdict = lockout.admit(player, attacker_done)
        assert verdict.allowed, verdict
        lockout.succeeded(player, attacker_done)
    assert not lockout.under_attack(attacker_done)


def test_during_a_distributed_attack_known_players_still_reconnect():
    lockout = CodeLockout()
    lockout.admit("192.168.1.10", 0.0)
    lockout.succeeded("192.168.1.10", 0.0)
    end = attack(lockout, GLOBAL_BURST + 5, [f"10.9.0.{n}" for n in range(1, 100)])
    assert lockout.under_attack(end)
    assert lockout.admit("192.168.1.10", end).allowed  # a seated player reconnecting
    newcomer = lockout.admit("192.168.1.99", end)  # a new player is asked to wait a little
    assert newcomer.code == "host_busy" and 0 < newcomer.retry_after <= GLOBAL_REFILL_SECONDS
    assert lockout.admit("192.168.1.99", end + newcomer.retry_after).allowed


def test_parallel_attempts_count_before_they_finish():
    lockout = CodeLockout()
    verdicts = [lockout.admit("192.0.2.9", 0.0) for _ in range(20)]
    assert sum(v.allowed for v in verdicts) == FREE_FAILURES


def test_records_are_forgotten_after_an_hour_of_calm():
    lockout = CodeLockout()
    for _ in range(FREE_FAILURES):
        lockout.admit("192.0.2.10", 0.0)
    assert lockout.admit("192.0.2.10", 2 * HOUR).allowed
    assert lockout.failures("192.0.2.10") == 1


def test_address_keys():
    assert address_key("192.0.2.1") == "192.0.2.1"
    assert address_key("::ffff:192.0.2.1") == "192.0.2.1"
    assert address_key("2001:db8:1:2:aaaa::1") == address_key("2001:db8:1:2:bbbb::9")
    assert address_key("2001:db8:1:2::1") != address_key("2001:db8:1:3::1")
    assert address_key("fe80::1%eth0") == "fe80::/64"
    assert address_key("not an address") == "not an address"


def test_a_kicked_player_is_refused_until_let_back_in():
    bans = BanList()
    entry = bans.ban("192.168.1.23", "Marc")
    assert bans.refuses("192.168.1.23", "Someone Else")  # same machine, new name
    assert bans.refuses("192.168.1.23", None)  # same machine, as a spectator
    assert bans.refuses("192.168.1.77", "M\u0430rc")  # look-alike name, other machine
    assert not bans.refuses("192.168.1.77", "Julie")
    assert bans.bans == (entry,)
    bans.lift(entry)
    assert not bans.refuses("192.168.1.23", "Marc")


def test_loopback_bans_match_the_name_only():
    bans = BanList()
    bans.ban("127.0.0.1", "Bot 3")
    assert bans.refuses("127.0.0.1", "Bot 3")
    assert not bans.refuses("127.0.0.1", "Bot 4")
    assert not bans.refuses("::1", None)
    bans.clear()
    assert not bans.refuses("127.0.0.1", "Bot 3")


def test_a_new_player_gets_the_next_refill_during_a_distributed_attack():
    """48 addresses hammer the host (each retries as soon as told); a new player who
    reads the TV and retries at ``retry_after`` is admitted within 30 s, and the attack
    gets no more wrong codes than the global rate allows."""
    lockout = CodeLockout()
    attackers = [f"10.9.0.{n}" for n in range(1, 49)]
    for address in attackers:  # every attacker has guessed once: the bucket is drained
        now = 0.0
        while not lockout.admit(address, now).allowed:
            now += GLOBAL_REFILL_SECONDS / 4
    arrival = now
    assert lockout.under_attack(arrival)
    step = GLOBAL_REFILL_SECONDS / 4  # the attackers retry four times per refill
    guesses, newcomer_at, clock, newcomer_next = 0, None, arrival, arrival
    while newcomer_at is None:
        guesses += sum(lockout.admit(address, clock).allowed for address in attackers)
        if clock >= newcomer_next:
            verdict = lockout.admit("192.168.1.99", clock)
            if verdict.allowed:
                newcomer_at = clock
            newcomer_next = clock + verdict.retry_after
        clock += step
    assert newcomer_at - arrival <= 30.0
    assert guesses <= (clock - arrival) / GLOBAL_REFILL_SECONDS + 1
