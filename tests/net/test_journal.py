"""The journal: inputs committed before they are acknowledged; resuming a game exactly."""

import asyncio
import sqlite3

import pytest

from lgdesktop.engine import GameSetup, NightChoice, ProxyVote, Timeout, Vote
from lgdesktop.net.journal import GameRecord, Journal, JournalSeat, JournalWriter

from .netkit import eventually, start_game


def test_a_game_record_round_trips(tmp_path):
    journal = Journal(tmp_path / "j.sqlite3")
    setup = GameSetup.create(
        "jinrou",
        ["a", "b", "c", "d", "e"],
        9,
        settings={"tie_rule": "random"},
        composition={"werewolf": 1},
        timed_nights=True,
    )
    record = GameRecord(
        setup,
        "Salon",
        "1234",
        tuple(JournalSeat(n, f"t-{n}") for n in "abcde"),
        options={"speed": 2.0},
    )
    game_id = journal.start_game(record)
    inputs = [(0, NightChoice(2)), (None, Timeout(absent=(1, 3))), (4, ProxyVote(0)), (2, Vote(1))]
    for position, (seat, inp) in enumerate(inputs):
        journal.append(game_id, position, seat, inp)
    loaded = journal.last_unfinished()
    assert (
        loaded.setup,
        loaded.room,
        loaded.code,
        loaded.seats,
        loaded.options,
        loaded.inputs,
    ) == (setup, "Salon", "1234", record.seats, {"speed": 2.0}, inputs)
    journal.finish(game_id)
    assert journal.last_unfinished() is None
    (mode,) = journal._db.execute("PRAGMA journal_mode").fetchone()
    (level,) = journal._db.execute("PRAGMA synchronous").fetchone()
    assert (mode, level) == ("wal", 2)  # 2 = FULL
    journal.close()


async def test_the_writer_commits_in_order_in_its_thread_and_fails_for_good(tmp_path):
    """Writes are durable when their future is done; after a failed commit, nothing more
    is written and every later write fails (no input is kept without those before it)."""
    writer = JournalWriter(Journal(tmp_path / "j.sqlite3"), asyncio.get_running_loop())
    record = GameRecord(
        GameSetup.create("jinrou", 5, 1),
        "Salon",
        "1234",
        tuple(JournalSeat(n, f"t-{n}") for n in "abcde"),
    )
    writer.write(lambda journal: journal.start_game(record))
    firsts = [
        writer.write(lambda journal, i=i: journal.append(record.id, i, 0, Vote(1)))
        for i in range(3)
    ]
    writer.flush()
    await asyncio.gather(*firsts)
    assert journaled_inputs(tmp_path / "j.sqlite3") == 3

    def broken(journal):
        raise sqlite3.OperationalError("disk I/O error")

    failed = writer.write(broken)
    writer.flush()
    with pytest.raises(sqlite3.OperationalError):
        await failed
    later = writer.write(lambda journal: journal.append(record.id, 3, 0, Vote(1)))
    writer.flush()
    with pytest.raises(sqlite3.OperationalError):
        await later
    await writer.async_close()
    assert journaled_inputs(tmp_path / "j.sqlite3") == 3


async def test_after_retry_the_writer_commits_again_in_order(tmp_path):
    """Writes handed over before ``retry`` still fail (nothing is written out of order);
    those after it are committed, the failed ones written again first."""
    writer = JournalWriter(Journal(tmp_path / "j.sqlite3"), asyncio.get_running_loop())
    record = GameRecord(
        GameSetup.create("jinrou", 5, 1),
        "Salon",
        "1234",
        tuple(JournalSeat(n, f"t-{n}") for n in "abcde"),
    )
    start = writer.write(lambda journal: journal.start_game(record))
    failing = True

    def append(position):
        def write(journal):
            if failing:
                raise sqlite3.OperationalError("disk full")
            journal.append(record.id, position, 0, Vote(1))

        return write

    first = writer.write(append(0))
    writer.flush()
    with pytest.raises(sqlite3.OperationalError):
        await first
    with pytest.raises(sqlite3.OperationalError):
        await start  # one transaction with the failed write
    before_retry = writer.write(append(1))
    writer.flush()
    failing = False
    writer.retry()
    again = [
        writer.write(lambda journal: journal.start_game(record)),
        writer.write(append(0)),
        writer.write(append(1)),
    ]
    writer.flush()
    with pytest.raises(sqlite3.OperationalError):
        await before_retry
    await asyncio.gather(*again)
    await writer.async_close()
    with sqlite3.connect(tmp_path / "j.sqlite3") as db:
        rows = db.execute("SELECT position FROM inputs ORDER BY rowid").fetchall()
    assert rows == [(0,), (1,)]


def journaled_inputs(path) -> int:
    with sqlite3.connect(path) as db:
        return db.execute("SELECT COUNT(*) FROM inputs").fetchone()[0]


async def test_every_input_is_committed_before_its_ack(start_host, connect, tmp_path):
    server = await start_host(players=7, seed=4)
    _, players = await start_game(server, connect, 7)
    for seat, player in enumerate(players):
        target = next(iter(player.view.legal)).targets[0]
        await player.async_submit(NightChoice(target))
        # The Ack has arrived: the input must already be in the file, seen from outside.
        assert journaled_inputs(tmp_path / "journal.sqlite3") == seat + 1


async def test_resume_continues_exactly_and_players_get_their_seats_back(start_host, connect):
    server = await start_host(players=7, seed=4)
    board, players = await start_game(server, connect, 7)
    for player in players:
        await player.async_submit(NightChoice(next(iter(player.view.legal)).targets[0]))
    await board.async_timer("skip")
    await eventually(lambda: server.game.phase.value == "day")
    inputs, views = list(server.game.inputs), [server.game.player_view(s) for s in range(7)]
    port, code = server.port, server.code
    await server.async_stop()  # the host goes away (the crash test kills it for real)
    await eventually(lambda: all(p.status == "reconnecting" for p in players))
    resumed = await start_host(port=port, resume=True)
    assert resumed.code == code and resumed.game.inputs == inputs
    assert [resumed.game.player_view(s) for s in range(7)] == views
    for seat, player in enumerate(players):
        await eventually(
            lambda p=player, s=seat: (
                p.status == "connected" and p.view == resumed.game.player_view(s)
            ),
            what="seat back",
        )
    await players[0].async_ready_to_vote()
