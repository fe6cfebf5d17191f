"""Seats survive drops: Wi-Fi loss, a sleeping laptop, an app restart, a second device."""

import pytest

from lgdesktop.engine import NightChoice, Vote
from lgdesktop.net import server as server_module
from lgdesktop.net.client import GameClient, RequestRefused, TokenStore

from .netkit import eventually, seat_players, start_game


async def drop_link(client: GameClient) -> None:
    """Cut the TCP connection under the client, as a Wi-Fi loss would, and wait until the
    client has noticed."""
    client._ws.transport.abort()
    await eventually(lambda: client.status != "connected", what="drop noticed")


async def reconnected(client, server, seat):
    """Wait until the client is back on ``seat`` with the host's current view of it."""
    await eventually(
        lambda: (
            client.status == "connected"
            and client.seat == seat
            and client.view == server.game.player_view(seat)
        ),
        what="seat back",
    )


async def test_a_drop_mid_night_gets_the_seat_and_private_state_back(start_host, connect):
    server = await start_host(
        players=7,
        seed=5,
        deal=("werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager"),
    )
    board, players = await start_game(server, connect, 7)
    wolf = players[1]
    await wolf.async_submit(NightChoice(4))
    statuses = []
    wolf.on_status = statuses.append
    await drop_link(wolf)
    await eventually(lambda: not board.lobby.seats[1].connected, what="seat shown away")
    await reconnected(wolf, server, 1)
    assert "reconnecting" in statuses and statuses[-1] == "connected"
    assert wolf.view.role == "werewolf"
    assert dict(wolf.view.known_roles) == {0: "werewolf", 1: "werewolf"}
    assert any(e.type == "night_choice_made" and e.seat == 1 for e in wolf.view.events)
    await eventually(lambda: board.lobby.seats[1].connected, what="seat shown back")


async def test_a_drop_mid_vote_then_the_vote_goes_on(start_host, connect):
    server = await start_host(players=7, seed=5)
    board, players = await start_game(server, connect, 7)
    await board.async_timer("skip")
    await eventually(lambda: server.game.phase.value == "day")
    await board.async_timer("skip")
    await eventually(lambda: players[2].view.board.phase == "vote")
    await drop_link(players[2])
    await reconnected(players[2], server, 2)
    await players[2].async_submit(Vote(3))
    assert server.game.vote.ballots == {2: 3}


async def test_an_app_restart_finds_its_seat_with_the_token_store(start_host, connect, tmp_path):
    store = TokenStore(tmp_path / "tokens.json")
    server = await start_host(players=7, seed=5)
    board = await connect(server, kind="board", admin_token=server.admin_token)
    first = await connect(server, name="Ana", code=server.code, token_store=store)
    await first.async_set_ready(True)
    await seat_players(server, connect, 6)
    await board.async_start()
    await eventually(lambda: first.view is not None)
    await first.async_close()
    assert store.get(first.address, server.room) == first.token
    again = await connect(server, token_store=store)  # no name, no code: just the token
    await reconnected(again, server, 0)
    assert again.view.role == server.game.roles[0]


async def test_the_same_seat_on_a_second_device_replaces_the_first(start_host, connect):
    server = await start_host(players=7, seed=5)
    _, players = await start_game(server, connect, 7)
    old = players[3]
    errors = []
    old.on_error = lambda code, message: errors.append(code)
    new = await connect(server, token=old.token)
    await reconnected(new, server, 3)
    await eventually(lambda: old.status == "closed", what="old device closed")
    assert errors == ["replaced"]


async def test_an_unknown_token_cannot_enter_a_running_game(start_host, connect):
    server = await start_host(players=7, seed=5)
    await start_game(server, connect, 7)
    with pytest.raises(RequestRefused) as refused:
        await connect(server, token="not-a-seat-token", name="Mallory", code=server.code)
    assert refused.value.code == "game_started"


async def test_keepalive_drops_a_silent_laptop_and_holds_its_seat(start_host, connect, monkeypatch):
    monkeypatch.setattr(server_module, "PING_INTERVAL", 0.05)
    monkeypatch.setattr(server_module, "PING_TIMEOUT", 0.1)
    monkeypatch.setattr(server_module, "CLOSE_TIMEOUT", 0.1)
    server = await start_host(players=7, seed=5)
    board, players = await start_game(server, connect, 7)
    players[5]._ws.transport.pause_reading()  # asleep: pings go unanswered
    await eventually(
        lambda: (
            len(board.lobby.seats) == 7  # (lobby updates are coalesced)
            and not board.lobby.seats[5].connected
        ),
        what="silent seat away",
    )
    assert [s.connected for s in board.lobby.seats].count(False) == 1
    assert len(server.game.names) == 7


def test_the_token_file_is_swapped_in_whole(tmp_path):
    """Tokens survive an app restart; saving replaces the file, never leaves a spare."""
    store = TokenStore(tmp_path / "tokens.json")
    store.put("10.0.0.2:47800", "Salon", "abc")
    store.put("10.0.0.3:47800", "Cuisine", "def")
    store.forget("10.0.0.2:47800", "Salon")
    again = TokenStore(tmp_path / "tokens.json")
    assert again.get("10.0.0.3:47800", "Cuisine") == "def"
    assert again.get("10.0.0.2:47800", "Salon") is None
    assert [path.name for path in tmp_path.iterdir()] == ["tokens.json"]
