"""The game's life in the room core: end, play again, results, journal, resume."""

import pytest

from lgdesktop.engine import Game, GameSetup
from lgdesktop.protocol import Ack, Error, PlayAgain, SetReady, StartGame, TimerControl, Welcome
from lgdesktop.room import (
    NIGHT_STEP_SECONDS,
    JournalClock,
    JournalFinish,
    JournalStart,
    StepClock,
    Timing,
)
from lgdesktop.room.record import GameRecord

from .kit import BOARD, DEAL7, Table

SPEED = 50.0


def ended_table(**config) -> tuple[Table, list[int]]:
    table = Table(players=7, deal=DEAL7, seed=5, speed=SPEED, discussion=0.5, **config)
    conns = table.start()
    table.play_bots(conns)
    return table, conns


def test_play_again_keeps_seats_and_tokens_and_clears_readiness():
    table, conns = ended_table()
    tokens = [table.last(conn, Welcome).token for conn in conns]
    welcomes = len(table.all(0, Welcome))
    assert table.send(0, PlayAgain()).code == "not_admin"
    assert isinstance(table.send(BOARD, PlayAgain()), Ack)
    lobby = table.lobby(0)
    assert (lobby.state, lobby.game_number) == ("lobby", 1)
    assert [seat.name for seat in lobby.seats] == [f"p{conn}" for conn in conns]
    assert not any(seat.ready for seat in lobby.seats)
    assert lobby.start_blocker.code == "not_ready"
    assert len(table.all(0, Welcome)) == welcomes  # no new welcome
    assert table.room.lobby.seats[3].token == tokens[3]
    for conn in conns:
        table.send(conn, SetReady(True))
    assert isinstance(table.send(BOARD, StartGame()), Ack)
    assert table.lobby(0).game_number == 2 and table.lobby(0).state == "playing"
    assert table.views[0].board.result is None  # a complete view of the new game
    table.play_bots(conns)
    assert len(table.room.results) == 2 == len(table.ended)
    starts = [o for o in table.journal if isinstance(o, JournalStart)]
    finishes = [o for o in table.journal if isinstance(o, JournalFinish)]
    assert len(starts) == len(finishes) == 2 and starts[0].record is not starts[1].record
    assert starts[1].record.options["game_number"] == 2
    assert starts[1].record.setup.seed == starts[0].record.setup.seed + 1  # a new deal


def test_play_again_is_only_for_an_ended_game():
    table = Table(players=7, deal=DEAL7, seed=5)
    table.start()
    assert table.send(BOARD, PlayAgain()).code == "not_ended"


def test_a_new_table_frees_every_player_seat_and_keeps_the_boards():
    table, conns = ended_table()
    table.hello(60, "spectator")
    assert isinstance(table.send(BOARD, PlayAgain(keep_seats=False)), Ack)
    for conn in conns:
        error = table.last(conn, Error)
        assert (error.code, error.fatal) == ("new_table", True) and conn in table.closed
    assert BOARD not in table.closed and 60 not in table.closed
    assert table.lobby().seats == [] and table.lobby(60).state == "lobby"
    table.hello(70, name="Newcomer")
    assert table.seat_of(70) == 0


def test_resume_keeps_the_remaining_time_of_the_step_and_the_host_down_time_does_not_count():
    table = Table(players=7, deal=DEAL7, seed=5, speed=1.0)
    table.start()
    table.advance(NIGHT_STEP_SECONDS + 3.0)  # second narration step, 7 s left
    table.send(BOARD, TimerControl("extend", 5.0))  # 12 s left, duration 15
    table.advance(2.0)  # 10 s left
    kept = [o for o in table.perform(table.room.stop(table.now)) if isinstance(o, JournalClock)][-1]
    record = kept.record
    resumed = GameRecord(
        record.setup,
        record.room,
        record.code,
        record.seats,
        record.options,
        list(table.room.game.inputs),
        1,
        kept.snapshot,
    )
    later = Table(players=7)
    later.perform(later.room.resume(resumed, now=99_999.0))  # the host was down for hours
    later.now = 99_999.0
    later.board()
    clock = later.clock()
    assert (clock.phase, clock.step_index) == ("night", 1)
    assert clock.seconds_left == pytest.approx(10.0) and clock.duration == pytest.approx(15.0)
    assert later.room.code == table.room.code and later.room.game_number == 1


def test_a_snapshot_of_another_step_starts_the_step_afresh():
    game = Game(GameSetup.create("jinrou", 7, 1, deal=DEAL7, timed_nights=True))
    clock = StepClock.start(game, Timing(), 0.0)
    assert not clock.restore(
        {
            "key": ["day", 9, None, [], False],
            "step_index": 0,
            "left": 1.0,
            "duration": 1.0,
            "paused": False,
        },
        5.0,
    )
    assert clock.seconds_left(5.0) == pytest.approx(NIGHT_STEP_SECONDS - 5.0)
