"""The lobby: joining with the code, seats, ready, kick, limits, admin rights, start."""

import asyncio

import pytest
from websockets.asyncio.server import serve

from lgdesktop.net.client import GameClient, RequestRefused
from lgdesktop.protocol import PROTOCOL_VERSION, ProtocolError, ServerInfo, encode

from .netkit import GAME_WAIT, eventually, seat_players


async def test_join_without_the_right_code_is_refused(start_host, connect):
    server = await start_host(players=5)
    for code in (None, "0000" if server.code != "0000" else "1111"):
        with pytest.raises(RequestRefused) as refused:
            await connect(server, name="Eve", code=code)
        assert refused.value.code == "bad_code"
    for kind in ("spectator", "board"):
        with pytest.raises(RequestRefused):
            await connect(server, kind=kind, code=None)
    assert server.lobby.seats == []


async def test_seats_are_assigned_in_join_order_with_tokens(start_host, connect):
    server = await start_host(players=5)
    players = [await connect(server, name=name, code=server.code) for name in ("Ana", "Bob", "Cid")]
    assert [p.seat for p in players] == [0, 1, 2]
    assert len({p.token for p in players}) == 3
    await eventually(lambda: players[0].lobby and len(players[0].lobby.seats) == 3)
    lobby = players[0].lobby
    assert [(s.seat, s.name, s.ready, s.connected) for s in lobby.seats] == [
        (0, "Ana", False, True),
        (1, "Bob", False, True),
        (2, "Cid", False, True),
    ]
    assert lobby.code is None, "the join code goes to admin connections only"
    assert lobby.addresses == [f"127.0.0.1:{server.port}"]


async def test_names_are_unique_and_the_table_has_a_limit(start_host, connect):
    server = await start_host(players=4)
    await seat_players(server, connect, 4)
    with pytest.raises(RequestRefused) as taken:
        await connect(server, name="P0", code=server.code)
    assert taken.value.code == "name_taken"
    with pytest.raises(RequestRefused) as full:
        await connect(server, name="Zoé", code=server.code)
    assert full.value.code == "room_full"


async def test_ready_state_is_broadcast(start_host, connect):
    server = await start_host(players=5)
    ana = await connect(server, name="Ana", code=server.code)
    bob = await connect(server, name="Bob", code=server.code)
    await bob.async_set_ready(True)
    await eventually(lambda: [s.ready for s in ana.lobby.seats] == [False, True])


async def test_kick_frees_the_seat_and_renumbers(start_host, connect):
    server = await start_host(players=5)
    board = await connect(server, kind="board", admin_token=server.admin_token)
    ana, bob, cid = [await connect(server, name=n, code=server.code) for n in ("Ana", "Bob", "Cid")]
    errors = []
    bob.on_error = lambda code, message: errors.append(code)
    await board.async_kick(1)
    await eventually(lambda: bob.status == "closed", what="kicked player closed")
    assert errors == ["kicked"]
    await eventually(lambda: cid.seat == 1, what="renumbered seat")
    assert [s.name for s in server.lobby.seats] == ["Ana", "Cid"]
    assert ana.seat == 0


async def test_only_the_admin_edits_and_starts(start_host, connect):
    server = await start_host(players=5)
    ana = await connect(server, name="Ana", code=server.code)
    for request in (
        ana.async_start(),
        ana.async_set_composition({"werewolf": 1}),
        ana.async_set_setting("tie_rule", "random"),
        ana.async_kick(0),
        ana.async_use_recommended(),
        ana.async_timer("skip"),
    ):
        with pytest.raises(RequestRefused) as refused:
            await request
        assert refused.value.code == "not_admin"
    assert server.game is None


async def test_settings_and_composition_reach_everyone_before_the_deal(start_host, connect):
    server = await start_host(players=6)
    board = await connect(server, kind="board", admin_token=server.admin_token)
    ana = await connect(server, name="Ana", code=server.code)
    spectator = await connect(server, kind="spectator", code=server.code)
    await board.async_set_composition({"werewolf": 1, "seer": 1, "hunter": 1})
    await board.async_set_setting("hunter_trigger", "banished")
    for client in (ana, spectator, board):
        await eventually(
            lambda c=client: (
                c.lobby.composition.get("hunter") == 1
                and c.lobby.settings["hunter_trigger"] == "banished"
            )
        )
    assert ana.lobby.composition == {"werewolf": 1, "seer": 1, "hunter": 1, "villager": 3}
    assert board.lobby.code == server.code
    with pytest.raises(RequestRefused) as bad:
        await board.async_set_setting("hunter_trigger", "sometimes")
    assert bad.value.code == "bad_setup"
    with pytest.raises(RequestRefused):
        await board.async_set_composition({"werewolf": 3})
    await board.async_use_recommended()
    await eventually(lambda: ana.lobby.composition == server.edition.recommended_setup(6))


async def test_start_needs_the_admin_enough_players_and_everyone_ready(start_host, connect):
    server = await start_host(players=6, seed=1)
    board = await connect(server, kind="board", admin_token=server.admin_token)
    players = await seat_players(server, connect, 3)
    with pytest.raises(RequestRefused) as few:
        await board.async_start()
    assert few.value.code == "not_enough_players"
    late = await connect(server, name="Late", code=server.code)
    with pytest.raises(RequestRefused) as unready:
        await board.async_start()
    assert unready.value.code == "not_ready"
    await late.async_set_ready(True)
    await board.async_start()
    await eventually(lambda: all(p.view is not None for p in [*players, late]))
    assert server.game.players == 4
    with pytest.raises(RequestRefused) as started:
        await connect(server, name="Later", code=server.code)
    assert started.value.code == "game_started"


async def test_a_peer_of_another_version_is_refused_clearly(start_host, raw_peer):
    server = await start_host(players=5)
    peer = await raw_peer(
        server,
        {"kind": "player", "name": "Old", "code": server.code, "protocol": PROTOCOL_VERSION + 1},
    )
    await eventually(lambda: peer.of("error"))
    error = peer.of("error")[0]
    assert error["code"] == "incompatible_version" and error["fatal"]
    assert str(PROTOCOL_VERSION + 1) in error["message"]
    await eventually(lambda: peer.closed.is_set(), what="connection closed")
    assert server.lobby.seats == []


async def test_the_client_refuses_a_host_of_another_version():
    async def old_host(ws):
        await ws.send(encode(ServerInfo(PROTOCOL_VERSION + 1, "Salon", "jinrou", "lobby")))
        await ws.wait_closed()

    async with serve(old_host, "127.0.0.1", 0) as fake:
        port = fake.sockets[0].getsockname()[1]
        client = GameClient("127.0.0.1", port, name="Ana", code="1234")
        with pytest.raises(ProtocolError) as refused:
            await client.async_connect()
        assert refused.value.code == "incompatible_version"
        assert client.status == "closed"


async def test_the_hosts_own_bots_join_play_and_leave_on_the_admins_word(start_host, connect):
    """``add_bot``: the host runs a bot client that takes the seat made for it and says
    ready; a table of them plays to the end; ``remove_bot`` stops the last one, and a
    refused request changes nothing."""
    server = await start_host(players=5, speed=500)
    board = await connect(server, kind="board", admin_token=server.admin_token)
    for number in range(1, 6):
        await board.async_add_bot(f"Bot {number}")
    with pytest.raises(RequestRefused) as full:
        await board.async_add_bot("Bot 6")
    assert full.value.code == "room_full" and len(server.lobby.seats) == 5
    await eventually(
        lambda: all(s.connected and s.ready and s.bot for s in server.lobby.seats),
        what="the host's bots seated and ready",
    )
    await board.async_remove_bot()
    await eventually(lambda: len(server._bots) == 4, what="the removed bot stopped")
    assert [s.name for s in server.lobby.seats] == [f"Bot {n}" for n in range(1, 5)]
    assert server.lobby.banned == []
    await board.async_add_bot("Bot 5")
    await eventually(lambda: server.lobby.start_blocker is None, what="every bot ready")
    await board.async_start()
    result = await asyncio.wait_for(server.async_wait_finished(), GAME_WAIT)
    assert result["winners"]
    server.play_again(keep_seats=False)
    await eventually(lambda: not server._bots, what="the bots of the old table stopped")
    with pytest.raises(RequestRefused) as none:
        await board.async_remove_bot()
    assert none.value.code == "no_bot" and server.lobby.seats == []


async def test_the_hosts_own_bots_come_back_with_a_resumed_game(start_host, connect):
    """The journal keeps which seats the host's own bots held: after a crash, ``--resume``
    starts them again, each on its seat, and nobody else is started."""
    server = await start_host(players=5, discussion=600.0)
    board = await connect(server, kind="board", admin_token=server.admin_token)
    human = await connect(server, name="Ana", code=server.code)
    await human.async_set_ready(True)
    for number in range(1, 5):
        await board.async_add_bot(f"Bot {number}")
    await eventually(lambda: server.lobby.start_blocker is None, what="every bot ready")
    await board.async_start()
    port = server.port
    await server.async_stop()
    resumed = await start_host(port=port, resume=True)
    await eventually(
        lambda: all(seat.connected for seat in resumed.lobby.seats[1:]),
        what="the bots back on their seats",
    )
    assert sorted(resumed._bots) == sorted(s.token for s in resumed.core.lobby.seats[1:])
    assert [seat.name for seat in resumed.lobby.seats] == [
        "Ana",
        *(f"Bot {n}" for n in range(1, 5)),
    ]
