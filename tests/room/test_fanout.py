"""The room core's fan-out: who receives which frame, over whole games."""

import msgspec

from lgdesktop.engine import PlayerView, PublicView
from lgdesktop.protocol import Ack, ChatLine, Error, SendChat, Submit, TimerControl, ViewUpdate
from lgdesktop.room import JournalInput, Send

from .kit import BOARD, DEAL7, Table


def test_a_player_connection_never_receives_another_seats_view_nor_the_board_a_secret():
    table = Table(players=7, deal=DEAL7, seed=11, speed=50.0, discussion=0.5)
    conns = table.start()
    table.hello(60, "spectator")
    table.play_bots(conns)
    assert table.room.game.ended
    for conn in conns:
        seat = table.seat_of(conn)
        views = [m.view for m in table.all(conn, ViewUpdate)]
        assert views and all(view.seat == seat for view in views)
        assert isinstance(table.views[conn], PlayerView)
    for conn in (BOARD, 60):
        assert isinstance(table.views[conn], PublicView)
        assert all(
            msgspec.to_builtins(m.view)["type"] == "public_view"
            for m in table.all(conn, ViewUpdate)
        )
    assert table.views[BOARD] == table.room.game.public_view()


def test_boards_and_spectators_share_one_encoded_update():
    table = Table(players=7, deal=DEAL7, seed=2, speed=50.0)
    table.start()
    table.hello(60, "spectator")
    mark = len(table.outputs)
    table.advance(table.wake - table.now)  # a narration step: clock only
    table.send(BOARD, TimerControl("skip"))
    public = [
        o
        for o in table.outputs[mark:]
        if isinstance(o, Send) and isinstance(o.message, ViewUpdate) and BOARD in o.to
    ]
    assert public and all(set(o.to) == {BOARD, 60} for o in public)


def test_chat_lines_reach_the_channel_members_only():
    table = Table(edition="thiercelieux", players=7, deal=DEAL7, seed=3)
    table.start()
    line = SendChat("pack", "the baker")
    assert isinstance(table.send(0, line), Ack)
    received = {conn for conn in [*range(7), BOARD] if table.last(conn, ChatLine)}
    assert received == {0, 1}  # the two living werewolves
    assert table.send(2, line).code == "not_allowed"
    assert table.last(2, Error).params == {"channel": "pack"}


def test_jinrous_pack_has_no_channel_to_write_on():
    """RULES §1: jinrou's wolves agree by their live picks only; the engine grants them no
    ``pack`` channel, so the host relays nothing there, whoever knows the join code."""
    table = Table(players=7, deal=DEAL7, seed=3)
    table.start()
    assert table.send(0, SendChat("pack", "the baker")).code == "not_allowed"
    assert not any(table.last(conn, ChatLine) for conn in [*range(7), BOARD])


def test_an_input_is_journaled_before_it_is_acknowledged():
    table = Table(players=7, deal=DEAL7, seed=3)
    table.start()
    view = table.views[2]
    mark = len(table.outputs)
    table.send(2, Submit("night_choice", view.legal[0].targets[0], view.version))
    kinds = [type(o) for o in table.outputs[mark:]]
    ack = next(
        i
        for i, o in enumerate(table.outputs[mark:])
        if isinstance(o, Send) and isinstance(o.message, Ack)
    )
    assert JournalInput in kinds[:ack]
