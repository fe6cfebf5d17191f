"""The room core's lobby: admission, refusals with codes and params, start blocker, kick."""

from lgdesktop.engine import get_edition
from lgdesktop.protocol import (
    Ack,
    AddBot,
    Error,
    KickSeat,
    ReadyToVote,
    RemoveBot,
    SetComposition,
    SetReady,
    SetSetting,
    StartGame,
    UseRecommended,
    Welcome,
)
from lgdesktop.room import CLOSE_POLICY, StartBot, StopBot

from .kit import BOARD, DEAL7, Table


def test_players_join_in_order_and_the_code_goes_to_admins_only():
    table = Table(players=7)
    table.board()
    table.hello(50, "spectator")
    table.seat(2, ready=False)
    assert [table.seat_of(conn) for conn in (0, 1, 50)] == [0, 1, None]
    assert table.lobby(BOARD).code == table.room.code
    assert table.lobby(50).code is None and table.lobby(0).code is None
    assert [seat.name for seat in table.lobby().seats] == ["p0", "p1"]
    assert table.last(0, Welcome).token and table.last(BOARD, Welcome).token is None


def test_refusals_are_fatal_codes_with_params_and_an_english_detail():
    table = Table(players=5)
    table.seat(5, ready=False)
    cases = [
        (10, {"name": "P0"}, "name_taken", {"name": "p0"}),
        (
            11,
            {"name": "X", "code": "0000" if table.room.code != "0000" else "1111"},
            "bad_code",
            {},
        ),
        (12, {"name": " "}, "name_invisible", {}),
        (13, {"name": "Late"}, "room_full", {"max": "5"}),
    ]
    for conn, hello, code, params in cases:
        table.hello(conn, **hello)
        error = table.last(conn, Error)
        assert (error.code, error.params, error.fatal) == (code, params, True)
        assert " / " not in error.message  # one language: an English technical detail
        assert table.closed[conn] == CLOSE_POLICY


def test_the_start_blocker_says_why_start_is_refused():
    table = Table(players=8)
    table.board()
    table.seat(3, ready=False)
    minimum = table.room.edition.min_players
    assert table.lobby().start_blocker.code == "not_enough_players"
    assert table.lobby().start_blocker.params == {"min": str(minimum)}
    refused = table.send(BOARD, StartGame())
    assert (refused.code, refused.params) == ("not_enough_players", {"min": str(minimum)})
    table.seat(minimum, ready=False)
    assert table.lobby().start_blocker.code == "not_ready"
    for conn in range(minimum):
        table.send(conn, SetReady(True))
    assert table.lobby().start_blocker is None
    assert isinstance(table.send(BOARD, UseRecommended()), Ack)
    refused = table.send(BOARD, SetSetting("hunter_trigger", "sometimes"))
    assert refused.code == "bad_setup" and "detail" in refused.params


def test_a_composition_the_seated_players_cannot_play_blocks_the_start():
    table = Table(players=7, deal=(*DEAL7, "villager"))
    table.board()
    table.seat(7)
    blocker = table.lobby().start_blocker
    assert blocker.code == "bad_setup" and "8 roles for 7" in blocker.params["detail"]
    assert table.send(BOARD, StartGame()).code == "bad_setup"
    assert table.send(BOARD, SetComposition({"werewolf": 2})).code == "bad_setup"


def test_a_table_that_fills_counts_its_seats_not_the_players_seated():
    """16 roles for a 16-seat table with 8 players seated: the table is filling (waiting
    for 8 more), not "too many roles"; once the seated players are enough for the roles,
    readiness is what's left."""
    table = Table(edition="anniversary", players=16)
    table.board()
    roles = get_edition("anniversary").recommended_setup(16)
    roles.pop("villager")
    assert isinstance(table.send(BOARD, SetComposition(roles)), Ack)
    table.seat(8)
    blocker = table.lobby().start_blocker
    assert (blocker.code, blocker.params) == (
        "waiting_for_players",
        {"roles": "16", "seats": "16", "missing": "8"},
    )
    assert table.send(BOARD, StartGame()).code == "waiting_for_players"
    for conn in range(8, 16):
        table.hello(conn, name=f"p{conn}")
    assert table.lobby().start_blocker.code == "not_ready"
    table.send(BOARD, KickSeat(15))  # one villager fewer: 15 may play these roles
    assert table.lobby().start_blocker.code == "not_ready"


def test_the_host_seats_its_own_bots_and_removes_them_without_a_ban():
    table = Table(players=7)
    table.board()
    table.seat(2)
    assert table.send(0, AddBot("Bot 1")).code == "not_admin"
    assert isinstance(table.send(BOARD, AddBot("Bot 1")), Ack)
    start = next(out for out in table.outputs if isinstance(out, StartBot))
    assert start.name == "Bot 1"
    seat = table.lobby().seats[2]
    assert (seat.name, seat.bot, seat.connected) == ("Bot 1", True, False)
    table.hello(20, token=start.token, code=None)  # the host's bot client takes its seat
    assert table.seat_of(20) == 2 and table.lobby().seats[2].connected

    before = (table.lobby(), len(table.outputs))
    assert table.send(BOARD, AddBot("bot 1")).code == "name_taken"
    assert table.lobby() is before[0]  # a refusal changes nothing: no new lobby,
    assert not any(isinstance(o, StartBot) for o in table.outputs[before[1] :])  # no bot

    table.hello(3, name="p3")
    assert isinstance(table.send(BOARD, RemoveBot()), Ack)
    assert StopBot(start.token) in table.outputs
    assert table.last(20, Error).code == "kicked" and 20 in table.closed
    assert [s.name for s in table.lobby().seats] == ["p0", "p1", "p3"]
    assert table.lobby(BOARD).banned == []  # no ban: a bot of that name may come back
    before = table.lobby()
    assert table.send(BOARD, RemoveBot()).code == "no_bot"
    assert table.lobby() is before


def test_a_kicked_bot_of_the_host_is_stopped_and_a_full_table_takes_no_more():
    table = Table(players=5)
    table.board()
    table.seat(3)
    for name in ("Bot 1", "Bot 2"):
        assert isinstance(table.send(BOARD, AddBot(name)), Ack)
    refused = table.send(BOARD, AddBot("Bot 3"))
    assert (refused.code, refused.params) == ("room_full", {"max": "5"})
    assert len(table.lobby().seats) == 5
    tokens = [out.token for out in table.outputs if isinstance(out, StartBot)]
    assert isinstance(table.send(BOARD, KickSeat(3)), Ack)
    assert StopBot(tokens[0]) in table.outputs and table.lobby(BOARD).banned == []
    assert [s.name for s in table.lobby().seats] == ["p0", "p1", "p2", "Bot 2"]


def test_only_the_admin_edits_and_a_kick_closes_the_gap():
    table = Table(players=7)
    table.board()
    table.seat(3, ready=False)
    assert table.send(0, KickSeat(1)).code == "not_admin"
    assert isinstance(table.send(BOARD, KickSeat(1)), Ack)
    assert table.last(1, Error).code == "kicked" and 1 in table.closed
    assert table.seat_of(2) == 1  # welcomed again with its new seat number
    assert [seat.name for seat in table.lobby().seats] == ["p0", "p2"]


def test_a_token_takes_the_seat_back_and_replaces_the_old_connection():
    table = Table(players=7)
    table.start()
    token = table.last(3, Welcome).token
    table.hello(30, token=token, code=None)
    assert table.seat_of(30) == 3 and table.last(3, Error).code == "replaced"
    assert table.views[30].seat == 3
    table.hello(31, name="Late")
    assert table.last(31, Error).code == "game_started"


def test_ready_is_cleared_when_a_player_leaves_the_lobby():
    table = Table(players=7)
    table.board()
    table.seat(2)
    table.leave(0)
    seat = table.lobby().seats[0]
    assert not seat.connected and not seat.ready


def test_who_asked_for_the_vote_is_public_until_the_day_ends():
    table = Table(players=7, deal=DEAL7, seed=5, speed=50.0, discussion=600.0)
    conns = table.start()
    for _ in range(100):  # the night runs out on the clock alone
        if table.room.game.phase.value == "day":
            break
        table.advance(1.0)
    assert table.lobby().vote_requests == []
    assert isinstance(table.send(conns[1], ReadyToVote()), Ack)
    assert isinstance(table.send(conns[4], ReadyToVote()), Ack)
    living = table.room.game.living()
    assert table.lobby().vote_requests == [seat for seat in (1, 4) if seat in living]
    assert table.lobby(conns[0]).vote_requests == table.lobby().vote_requests
    table.advance(600.0)  # the discussion runs out: the vote opens, the hands go down
    assert table.room.game.phase.value != "day"
    assert table.lobby().vote_requests == []
