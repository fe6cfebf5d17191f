"""In game: refused inputs change nothing; chat channels; the host's clock; proxy votes."""

import pytest

from lgdesktop.engine import NightChoice, ProxyVote, Vote
from lgdesktop.net.client import RequestRefused

from .netkit import DEAL7, eventually, seat_players, start_game


def snapshot(server):
    game = server.game
    return game.version, len(game.inputs), len(game.log), game.phase.value


async def raw_game(start_host, connect, raw_peer, **options):
    """7 seats: a raw peer at seat 0 (a werewolf), GameClients at 1-6, an admin board."""
    server = await start_host(players=7, deal=DEAL7, seed=3, **options)
    board = await connect(server, kind="board", admin_token=server.admin_token)
    peer = await raw_peer(server, {"kind": "player", "name": "raw", "code": server.code})
    await peer.send({"type": "set_ready", "ready": True, "ref": 1})
    await peer.reply(1)
    players = await seat_players(server, connect, 6)
    await board.async_start()
    await eventually(lambda: peer.of("view") and all(p.view for p in players))
    return server, board, peer, players


def mine(server) -> int:
    """The version of the raw peer's (seat 0's) own view."""
    return server.game.player_view(0).version


def submit(target, version, ref, kind="night_choice", **extra):
    return {
        "type": "submit",
        "input": kind,
        "target": target,
        "version": version,
        "ref": ref,
        **extra,
    }


async def test_an_input_for_another_seat_is_refused(start_host, connect, raw_peer):
    server, _, peer, _ = await raw_game(start_host, connect, raw_peer)
    before = snapshot(server)
    await peer.send(submit(2, mine(server), 10, seat=1))
    assert (await peer.reply(10))["code"] == "not_your_seat"
    assert snapshot(server) == before


async def test_out_of_phase_and_host_only_inputs_are_refused(start_host, connect, raw_peer):
    server, _, peer, _ = await raw_game(start_host, connect, raw_peer)
    before = snapshot(server)
    await peer.send(submit(2, mine(server), 11, kind="vote"))
    assert (await peer.reply(11))["code"] == "not_your_turn"
    await peer.send(submit(2, mine(server), 12, kind="shot"))
    assert (await peer.reply(12))["code"] == "not_your_turn"
    await peer.send(submit(2, mine(server), 13, kind="timeout"))
    assert (await peer.reply(13))["code"] == "bad_message"
    assert snapshot(server) == before


async def test_duplicated_and_stale_inputs_are_refused(start_host, connect, raw_peer):
    server, board, peer, _ = await raw_game(start_host, connect, raw_peer)
    version = mine(server)
    await peer.send(submit(2, version, 20))
    assert (await peer.reply(20))["type"] == "ack"
    after_first = snapshot(server)
    await peer.send(submit(2, version, 21))  # the same frame again: same basis, same choice
    assert (await peer.reply(21))["code"] == "already_acted"
    await peer.send(submit(2, mine(server), 22))  # same choice on fresh state
    assert (await peer.reply(22))["code"] == "already_acted"
    await peer.send(submit(2, mine(server) + 5, 24))  # a version never sent to this seat
    assert (await peer.reply(24))["code"] == "stale_version"
    assert snapshot(server) == after_first
    await board.async_timer("skip")  # the night closes: its views are no basis by day
    await eventually(lambda: server.game.phase.value == "day")
    by_day = snapshot(server)
    await peer.send(submit(3, version, 25, kind="proxy_vote"))
    stale = await peer.reply(25)
    assert stale["code"] == "stale_version" and stale["params"]["version"] == str(version)
    assert snapshot(server) == by_day


async def test_inputs_of_the_dead_and_illegal_targets_are_refused(start_host, connect, raw_peer):
    server, board, peer, players = await raw_game(start_host, connect, raw_peer)
    await board.async_timer("skip")  # night 1 ends, day 1
    await eventually(lambda: server.game.phase.value == "day")
    await board.async_timer("skip")  # discussion ends, vote
    await eventually(lambda: all(p.view.board.phase == "vote" for p in players))
    await peer.send(submit(6, mine(server), 30, kind="vote"))
    await peer.reply(30)
    for seat, player in enumerate(players, start=1):
        await eventually(
            lambda p=player, s=seat: p.view.version == server.game.player_view(s).version
        )
        await player.async_submit(Vote(6 if seat != 6 else 5))
    await eventually(lambda: server.game.phase.value == "night")
    dead = players[5]
    await eventually(lambda: dead.view.board.number == 2 and not dead.view.alive)
    before = snapshot(server)
    for inp in (NightChoice(1), Vote(1), ProxyVote(1)):
        with pytest.raises(RequestRefused) as refused:
            await dead.async_submit(inp)
        assert refused.value.code == "not_your_turn"
    await peer.send(submit(1, mine(server), 31))  # a wolf may not devour a wolf
    assert (await peer.reply(31))["code"] == "illegal_target"
    assert snapshot(server) == before


async def test_chat_channels_reach_only_their_readers(start_host, connect, raw_peer):
    # thiercelieux: its pack has a channel (jinrou's has none)
    server, board, peer, players = await raw_game(
        start_host, connect, raw_peer, edition="thiercelieux"
    )
    lines = {seat: [] for seat in range(1, 7)}
    for seat, player in enumerate(players, start=1):
        player.on_chat = lambda line, s=seat: lines[s].append(line)
    spectator = await connect(server, kind="spectator", code=server.code)
    seen_by_spectator = []
    spectator.on_chat = seen_by_spectator.append
    wolf = players[0]  # seat 1 is the second werewolf of DEAL7
    await wolf.async_chat("pack", "on mange le 3 ?")
    await peer.send({"type": "chat", "channel": "pack", "text": "oui", "ref": 40})
    await peer.reply(40)
    await eventually(lambda: len(lines[1]) == 2 and len(peer.of("chat_line")) == 2)
    assert [line.text for line in lines[1]] == ["on mange le 3 ?", "oui"]
    for channel in ("pack", "dead"):
        with pytest.raises(RequestRefused) as refused:
            await players[2].async_chat(channel, "je suis vivant")
        assert refused.value.code == "not_allowed"
    with pytest.raises(RequestRefused):
        await spectator.async_chat("pack", "hello")
    await eventually(lambda: board.clock is not None)
    assert all(not lines[s] for s in range(2, 7)) and not seen_by_spectator


async def test_night_narration_steps_then_timeout(start_host, connect):
    server = await start_host(players=7, deal=DEAL7, seed=2, speed=100)
    board = await connect(server, kind="board", admin_token=server.admin_token)
    clocks = []
    board.on_clock = clocks.append
    await seat_players(server, connect, 7)
    await board.async_start()
    await eventually(lambda: server.game.phase.value == "day", what="day 1")
    night = [c for c in clocks if c.phase == "night" and c.number == 1]
    narration = server.game.public_view().narration
    steps = ["night_falls", *narration, "dawn"]
    assert [c.step for c in night] == steps
    assert [c.step_index for c in night] == list(range(len(steps)))
    assert {c.steps_total for c in night} == {len(steps)}


async def test_timer_pause_extend_resume_skip(start_host, connect):
    server = await start_host(players=7, deal=DEAL7, seed=2)
    board = await connect(server, kind="board", admin_token=server.admin_token)
    await seat_players(server, connect, 7)
    await board.async_start()
    await eventually(lambda: board.clock and board.clock.step == "night_falls")
    await board.async_timer("pause")
    await eventually(lambda: board.clock.paused)
    left = board.clock.seconds_left
    await board.async_timer("extend", 30)
    await eventually(lambda: board.clock.seconds_left == pytest.approx(left + 30))
    await board.async_timer("resume")
    await eventually(lambda: not board.clock.paused)
    assert server.game.phase.value == "night"
    await board.async_timer("skip")
    await eventually(lambda: board.clock.phase == "day")


async def day_one(start_host, connect, **options):
    """A 7-seat game (DEAL7) whose first night the admin skipped: (server, board, players)."""
    server = await start_host(players=7, deal=DEAL7, seed=2, **options)
    board, players = await start_game(server, connect, 7)
    await eventually(lambda: board.clock is not None)
    await board.async_timer("skip")
    await eventually(lambda: all(p.view.board.phase == "day" for p in players))
    return server, board, players


async def test_a_majority_asking_opens_an_untimed_vote(start_host, connect):
    server, board, players = await day_one(
        start_host, connect, settings={"discussion_seconds": "none"}
    )
    assert board.clock.seconds_left is None
    for player in players[:3]:
        await player.async_ready_to_vote()
    assert server.game.phase.value == "day"
    await players[3].async_ready_to_vote()
    await eventually(lambda: board.clock.phase == "vote")


async def test_an_away_players_proxy_vote_counts(start_host, connect):
    server, board, players = await day_one(start_host, connect)
    await players[4].async_submit(ProxyVote(0))
    await players[4].async_close()
    await eventually(lambda: not server.lobby.seats[4].connected)
    await board.async_timer("skip")
    await eventually(lambda: server.game.phase.value == "vote")
    await board.async_timer("skip")  # everyone is silent but the proxy
    tally = await eventually(
        lambda: next((e for e in server.game.public_view().events if e.type == "vote_tally"), None)
    )
    assert tally.ballots == ((4, 0),)
