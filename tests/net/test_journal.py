"""The journal: inputs committed before they are acknowledged; resuming a game exactly
(jinrou, and an anniversary game with the expansion's characters, played on to its end)."""

import asyncio
import sqlite3

import pytest
from engine.anniversary_play import deal_of, elect, to_vote, vote
from engine.thiercelieux_play import night

from lgdesktop.engine import HOST, Act, Game, GameSetup, NightChoice, ProxyVote, Timeout, Vote
from lgdesktop.engine.events import CampChanged
from lgdesktop.engine.roles.solo import Charmed
from lgdesktop.engine.roles.village import SecondVoteSpent
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


def journaled_ends(path) -> list[int]:
    with sqlite3.connect(path) as db:
        return [ended for (ended,) in db.execute("SELECT ended FROM games")]


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


# ------------------------------------------------------------------ an anniversary game resumed

#: An anniversary table with expansion characters (``engine.anniversary_play.SHORT``): the
#: Accursed Wolf-Father 0, a werewolf 1, the Devoted Servant 2, the Stuttering Judge 3,
#: the Piper 4, the Seer 5, the Witch 6, villagers.
ANNIVERSARY_DEAL = tuple(deal_of("NWDJFSHVVVVV"))
#: Seconds of the host's fixed durations are divided by this: 0.001 makes every clock
#: last hours, so only the script's inputs (the board's "skip" for the host's clock)
#: move the game.
FROZEN_CLOCK = 0.001


def anniversary_script(setup: GameSetup) -> tuple[list, int]:
    """The inputs of a whole game on ``setup`` (played here, on the engine), and how many
    of them lead to night 2: night 1 the pack's victim 7 is infected and the Piper charms
    8 and 9; day 1 the Judge asks for a second vote, the Servant takes the banished
    Witch's card, the second vote banishes 10 (the Servant's pause then owed by nobody).
    Afterwards the pack takes the clock's prey and the village banishes its wolves."""
    game = Game(setup)
    night(
        game,
        {
            "werewolf": {0: NightChoice(7), 1: NightChoice(7)},
            "accursed_wolf_father": {0: NightChoice(option="infect")},
            "piper": {4: NightChoice(seats=(8, 9))},
        },
    )
    elect(game, 5)
    to_vote(game)
    game.submit(3, Vote(6, option="second_vote"))
    vote(game, {seat: 6 for seat in game.living() if seat not in (3, 6)})
    game.submit(2, Act(6))  # the Servant takes the Witch's card
    game.submit(HOST, Timeout())  # her pause lasts its clock in a timed game
    vote(game, {seat: 10 for seat in game.living() if seat != 10})
    game.submit(HOST, Timeout())  # nobody owes the second pause: the clock ends it
    assert game.phase == "night" and game.number == 2
    cut = len(game.inputs)
    while not game.ended:
        if game.phase == "night":
            night(game)
        elif game.phase == "day":
            to_vote(game)
        elif game.phase == "vote":
            wolf = min(seat for seat in (0, 1, 7) if game.alive[seat])
            vote(game, {seat: wolf for seat in game.living() if seat != wolf})
        else:
            game.submit(HOST, Timeout())
    return list(game.inputs), cut


async def async_play(server, board, players, inputs) -> None:
    """Submit ``inputs`` over the wire in order: a seat's from its laptop once its view is
    the host's (the board's "skip" for the host's clock)."""
    for seat, inp in inputs:
        if seat is HOST:
            await board.async_timer("skip")
            continue
        player = players[seat]
        await eventually(lambda p=player, s=seat: p.view == server.game.player_view(s), what="view")
        await player.async_submit(inp)


async def test_an_anniversary_game_with_the_expansion_resumes_and_plays_to_its_end(
    start_host, connect, tmp_path
):
    server = await start_host(
        edition="anniversary",
        players=12,
        seed=3,
        deal=ANNIVERSARY_DEAL,
        speed=FROZEN_CLOCK,
        night_cadence=False,
    )
    board, players = await start_game(server, connect, 12)
    inputs, cut = anniversary_script(server.game.setup)
    await async_play(server, board, players, inputs[:cut])
    game = server.game
    assert game.number == 2 and game.phase.value == "night"
    assert game.roles[2] == "witch" and 7 in game.joined  # the Servant's card, the infection
    judges = {seat for seat, _spent in game.states(SecondVoteSpent)}
    assert {8, 9} <= game.shared(Charmed).seats and judges == {3}
    views = [game.player_view(s) for s in range(12)]
    port, code = server.port, server.code
    await server.async_stop()
    await eventually(lambda: all(p.status == "reconnecting" for p in players))
    resumed = await start_host(port=port, resume=True, night_cadence=False)
    assert resumed.code == code and resumed.game.inputs == inputs[:cut]
    assert [resumed.game.player_view(s) for s in range(12)] == views
    assert [e for e in resumed.game.log if isinstance(e, CampChanged)] == [
        e for e in game.log if isinstance(e, CampChanged)
    ]
    for seat, player in enumerate(players):
        await eventually(
            lambda p=player, s=seat: (
                p.status == "connected" and p.view == resumed.game.player_view(s)
            ),
            what="seat back",
        )
    # The board lives in the host's process: the resumed host's board has its new rights.
    board = await connect(resumed, kind="board", admin_token=resumed.admin_token)
    await async_play(resumed, board, players, inputs[cut:])
    assert resumed.game.ended and resumed.game.inputs == inputs
    winner = resumed.game.log[-1]
    assert winner.winner == "village" and winner.roles[2] == "witch"
    await eventually(
        lambda: all(p.view == resumed.game.player_view(s) for s, p in enumerate(players)),
        what="the end on every laptop",
    )
    await eventually(lambda: journaled_ends(tmp_path / "journal.sqlite3") == [1], what="ended")
