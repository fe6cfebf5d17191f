"""The room over the network: simultaneous votes, play again, clocks across a resume."""

import asyncio
import json

import pytest

from lgdesktop.net.botclient import async_run_bot

from .netkit import DEAL7, eventually, start_game

PLAYERS = 9


async def test_nine_votes_sent_in_the_same_millisecond_are_all_accepted(
    start_host, connect, raw_peer
):
    server = await start_host(players=PLAYERS, seed=6)
    board = await connect(server, kind="board", admin_token=server.admin_token)
    peers = []
    for index in range(PLAYERS):
        peer = await raw_peer(server, {"kind": "player", "name": f"v{index}", "code": server.code})
        await peer.send({"type": "set_ready", "ready": True, "ref": 1})
        await peer.reply(1)
        peers.append(peer)
    await board.async_start()
    await board.async_timer("skip")  # night -> day
    await eventually(lambda: server.game.phase.value == "day")
    await board.async_timer("skip")  # day -> vote
    await eventually(lambda: server.game.phase.value == "vote")
    voters = [seat for seat in range(PLAYERS) if server.game.alive[seat]]
    version = {seat: server.game.player_view(seat).version for seat in voters}
    await eventually(
        lambda: all(_last_version(peers[seat]) == version[seat] for seat in voters),
        what="every voter has its view",
    )
    frames = []
    for seat in voters:
        view = peers[seat].of("view")[-1]["view"]
        (spec,) = [spec for spec in view["legal"] if spec["kind"] == "vote"]
        frames.append(
            json.dumps(
                {
                    "type": "submit",
                    "input": "vote",
                    "ref": 50,
                    "target": spec["targets"][0],
                    "version": version[seat],
                }
            )
        )
    # Every frame leaves before any reply is read: the host sees them back to back.
    await asyncio.gather(
        *(peers[seat].send(frame) for seat, frame in zip(voters, frames, strict=True))
    )
    replies = [await peers[seat].reply(50) for seat in voters]
    assert [reply["type"] for reply in replies] == ["ack"] * len(voters), replies


def _last_version(peer) -> int | None:
    views = peer.of("view")
    return views[-1]["view"]["version"] if views else None


async def test_two_games_in_a_row_with_the_same_seats_and_no_new_join(start_host, connect):
    server = await start_host(players=7, deal=DEAL7, seed=8, speed=50.0, discussion=0.3)
    board = await connect(server, kind="board", admin_token=server.admin_token)
    welcomes: dict[int, int] = {}

    def counter(index):
        def on_frame(raw):
            if json.loads(raw)["type"] == "welcome":
                welcomes[index] = welcomes.get(index, 0) + 1

        return on_frame

    bots = [
        asyncio.ensure_future(
            async_run_bot(
                server.address,
                server.port,
                server.code,
                f"b{index}",
                "heuristic",
                index,
                games=2,
                on_frame=counter(index),
            )
        )
        for index in range(7)
    ]
    await eventually(
        lambda: len(server.lobby.seats) == 7 and all(seat.ready for seat in server.lobby.seats),
        what="all ready",
    )
    first_seats = [(seat.name, seat.seat) for seat in server.lobby.seats]
    await board.async_start()
    await server.async_wait_finished(1)
    await board.async_play_again()
    await eventually(lambda: board.lobby.state == "lobby" and board.lobby.game_number == 1)
    await eventually(
        lambda: all(seat.ready for seat in server.lobby.seats), what="the bots ready again"
    )
    assert [(seat.name, seat.seat) for seat in server.lobby.seats] == first_seats
    await board.async_start()
    await server.async_wait_finished(2)
    results = await asyncio.gather(*bots)
    assert len(server.results()) == 2 and board.lobby.game_number == 2
    assert [r["winner"] for r in results] == [server.result()["winner"]] * 7
    assert welcomes == {index: 1 for index in range(7)}  # nobody joined again


@pytest.mark.parametrize("paused", [True, False])
async def test_a_resumed_host_keeps_the_remaining_time_of_the_step(start_host, connect, paused):
    server = await start_host(players=7, deal=DEAL7, seed=4, discussion=100.0)
    board, players = await start_game(server, connect, 7)
    await board.async_timer("skip")  # night -> day: a 100 s discussion
    await eventually(lambda: board.clock and board.clock.phase == "day")
    await board.async_timer("extend", 50)
    await eventually(lambda: board.clock.duration == 150.0)
    if paused:
        await board.async_timer("pause")
        await eventually(lambda: board.clock.paused)
    before, old = board.clock.seconds_left, players[0].clock
    port = server.port
    await server.async_stop()
    await eventually(lambda: players[0].status == "reconnecting")
    resumed = await start_host(port=port, resume=True)
    await eventually(
        lambda: players[0].status == "connected" and players[0].clock is not old,
        what="a clock after the resume",
    )
    clock = players[0].clock
    assert clock.duration == 150.0 and clock.paused == paused
    if paused:
        assert clock.seconds_left == before
    else:
        assert before - 5.0 < clock.seconds_left <= before
    assert resumed.game.phase.value == "day"
