"""The room core's clock: durations, narration steps, pause at any step, extend, skip."""

import pytest

from lgdesktop.protocol import Ack, Clock, TimerControl
from lgdesktop.room import NIGHT_STEP_SECONDS, VOTE_SECONDS

from .kit import BOARD, Table

SPEED = 10.0


def started(**config) -> Table:
    table = Table(
        players=7,
        deal=("werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager"),
        seed=3,
        speed=SPEED,
        **config,
    )
    table.start()
    return table


def test_a_night_step_has_its_scaled_duration_and_every_seat_gets_the_clock():
    table = started()
    clock = table.clock()
    assert clock.phase == "night" and clock.step == "night_falls"
    assert clock.duration == pytest.approx(NIGHT_STEP_SECONDS / SPEED)
    assert clock.seconds_left == pytest.approx(NIGHT_STEP_SECONDS / SPEED)
    assert all(table.clock(conn) == clock for conn in range(7))
    table.advance(NIGHT_STEP_SECONDS / SPEED)
    assert table.clock().step_index == 1 and table.clock().seconds_left == pytest.approx(
        NIGHT_STEP_SECONDS / SPEED
    )


def test_pause_halts_the_night_narration_and_resume_continues_from_what_was_left():
    table = started()
    table.advance(0.4)
    assert isinstance(table.send(BOARD, TimerControl("pause")), Ack)
    paused = table.clock()
    assert paused.paused and paused.seconds_left == pytest.approx(0.6)
    table.advance(60)  # nothing moves while paused
    assert table.room.game.phase.value == "night" and table.clock() == paused
    table.send(BOARD, TimerControl("resume"))
    assert not table.clock().paused and table.clock().seconds_left == pytest.approx(0.6)
    table.advance(0.6)
    assert table.clock().step_index == 1


def test_extend_adds_time_and_duration_and_a_reconnecting_client_gets_the_clock():
    table = started()
    table.advance(0.5)
    table.send(BOARD, TimerControl("extend", 2.0))
    clock = table.clock()
    assert clock.seconds_left == pytest.approx(2.5) and clock.duration == pytest.approx(3.0)
    table.advance(1.0)
    table.hello(50, "spectator")
    fresh = table.clock(50)
    assert fresh.seconds_left == pytest.approx(1.5) and fresh.duration == pytest.approx(3.0)


def test_every_step_can_be_paused_day_and_vote_included():
    table = started(discussion=30.0)
    table.send(BOARD, TimerControl("skip"))  # night -> day
    assert table.clock().phase == "day" and table.clock().duration == 30.0
    for phase in ("day", "vote"):
        assert table.clock().phase == phase
        table.send(BOARD, TimerControl("pause"))
        table.advance(1000)
        assert table.clock().paused and table.room.game.phase.value == phase
        table.send(BOARD, TimerControl("resume"))
        table.send(BOARD, TimerControl("skip"))
    assert table.clock().phase != "vote" or table.clock().duration == VOTE_SECONDS / SPEED


def test_each_step_change_sends_one_clock_to_everyone():
    table = started(discussion=30.0)
    before = len(table.all(0, Clock))
    table.send(BOARD, TimerControl("skip"))
    assert len(table.all(0, Clock)) == before + 1


# ------------------------------------------------------------ declared steps (issue 13)


def night_lengths(
    edition: str,
    deal: tuple[str, ...] | None,
    settings: dict[str, str],
    *,
    players: int = 0,
    seed: int = 3,
    composition: dict | None = None,
) -> dict:
    """Nobody acts: the clock closes every step. Returns, per night number, the seconds from
    the night's first clock to the first clock of another phase, and its narration lines."""
    players = players or len(deal)
    table = Table(
        players=players,
        edition=edition,
        deal=deal,
        seed=seed,
        speed=SPEED,
        settings=settings,
        composition=composition,
    )
    table.start(players)
    nights: dict[int, list] = {}
    while table.room.game.number <= 2 and not table.room.game.ended:
        clock = table.clock()
        if clock.phase == "night":
            nights.setdefault(clock.number, [table.now, None, []])
            lines = nights[clock.number][2]
            if not lines or lines[-1] != (clock.step, clock.step_index, clock.duration):
                lines.append((clock.step, clock.step_index, clock.duration))
        elif nights and nights[max(nights)][1] is None:
            nights[max(nights)][1] = table.now
        table.advance(max(0.0, (table.wake or table.now) - table.now))
    return {
        number: (round(end - start, 6), [line[0] for line in lines])
        for number, (start, end, lines) in nights.items()
        if end is not None
    }


JINROU_DEALS = (
    ("werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager"),
    ("villager", "villager", "villager", "seer", "villager", "werewolf", "werewolf"),
)


def test_a_jinrou_night_lasts_the_same_whatever_the_deal():
    first, second = (night_lengths("jinrou", deal, {}) for deal in JINROU_DEALS)
    assert first == second
    assert first[1][0] == pytest.approx(4 * NIGHT_STEP_SECONDS / SPEED)  # falls, wolf, seer, dawn
