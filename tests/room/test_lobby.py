"""The room core's lobby: admission, refusals with codes and params, start blocker, kick."""

from lgdesktop.protocol import (
    Ack,
    Error,
    KickSeat,
    ReadyToVote,
    SetComposition,
    SetReady,
    SetSetting,
    StartGame,
    UseRecommended,
    Welcome,
)
from lgdesktop.room import CLOSE_POLICY

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
    table = Table(players=8, deal=(*DEAL7, "villager"))
    table.board()
    table.seat(7)
    blocker = table.lobby().start_blocker
    assert blocker.code == "bad_setup" and "8 roles for 7" in blocker.params["detail"]
    assert table.send(BOARD, StartGame()).code == "bad_setup"
    assert table.send(BOARD, SetComposition({"werewolf": 2})).code == "bad_setup"


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
