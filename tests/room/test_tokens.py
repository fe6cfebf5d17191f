"""Seat tokens are journaled as hashes (issue 24): the journal never holds a token, and a
resumed host still lets a returning laptop reclaim its seat with its token."""

from lgdesktop.protocol import Error, Welcome
from lgdesktop.room import JournalStart
from lgdesktop.room.lobby import token_hash
from lgdesktop.room.record import GameRecord

from .kit import DEAL7, Table


def test_the_journal_keeps_hashes_and_a_resumed_host_gives_the_seat_back():
    table = Table(players=7, deal=DEAL7, seed=5)
    conns = table.start()
    tokens = [table.last(conn, Welcome).token for conn in conns]
    record = next(o for o in table.journal if isinstance(o, JournalStart)).record
    assert [seat.token_hash for seat in record.seats] == [token_hash(t) for t in tokens]
    assert not any(token in repr(record) for token in tokens)

    resumed = GameRecord(
        record.setup, record.room, record.code, record.seats, record.options, [], 1
    )
    later = Table(players=7)
    later.perform(later.room.resume(resumed, now=0.0))
    later.hello(40, token="not a token", code=None)
    assert later.last(40, Error).code == "bad_code" and 40 in later.closed
    later.hello(41, token=tokens[3], code=None)
    assert later.seat_of(41) == 3
    assert later.last(41, Welcome).token == tokens[3]  # the laptop keeps its token
    assert later.room.lobby.seats[3].token == tokens[3]
