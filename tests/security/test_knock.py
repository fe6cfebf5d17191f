"""The knock (issue 24): a device the door turns away ``host_busy`` shows a random door tag
and sends it in clear before its retries; the host lets a tag in from the TV. The policy
(:class:`~lgdesktop.net.lockout.CodeLockout`) on its own clock, then the real host over
loopback: strict knock frames, a knock at an open door is harmless, and letting a device in
gives it at most the per-address guesses."""

from __future__ import annotations

import asyncio
import json

import pytest
from net.netkit import eventually  # tests/ is on the path (rootdir import mode)
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from lgdesktop.net.client import GameClient
from lgdesktop.net.lockout import (
    FREE_FAILURES,
    KNOCK_SECONDS,
    MAX_KNOCKS,
    PASS_SECONDS,
    SHOWN_KNOCKS,
    CodeLockout,
    delay_after,
)
from lgdesktop.protocol import DOOR_TAG_ALPHABET, DOOR_TAG_LENGTH, MAX_SERVER_FRAME, Knock, encode
from lgdesktop.protocol.secure import ClientHandshake, SecureError
from security.test_host import hosting

CODE = "731904"
WRONG = "000001"
#: A global budget that never refills during a test (seconds per guess): the door stays
#: busy for every newcomer.
NEVER = 3600.0


def _busy() -> CodeLockout:
    """A lockout whose global budget is spent: every new address is held ``host_busy``."""
    return CodeLockout(burst=0, refill_seconds=NEVER)


# --------------------------------------------------------------------------- the policy


def test_a_knock_at_an_open_door_is_ignored():
    lockout = CodeLockout()
    assert not lockout.knock("10.0.0.5", "KX7", 0.0)
    assert lockout.knocking(0.0) == []


def test_a_device_held_by_the_queue_is_listed_and_let_in():
    lockout = _busy()
    assert lockout.admit("10.0.0.5", 0.0).code == "host_busy"
    assert lockout.knock("10.0.0.5", "KX7", 1.0)
    [knock] = lockout.knocking(1.0)
    assert (knock.tag, knock.address, knock.failures) == ("KX7", "10.0.0.5", 0)
    assert lockout.let_in("XXX", 1.0) == []  # no such tag: nobody
    assert lockout.let_in("KX7", 1.0) == ["10.0.0.5"]
    assert lockout.knocking(1.0) == []  # let in: no longer at the door
    assert lockout.admit("10.0.0.5", 2.0).allowed
    lockout.succeeded("10.0.0.5", 2.5)
    assert lockout.admit("10.0.0.9", 3.0).code == "host_busy"  # the others still wait


def test_letting_a_device_in_gives_it_the_per_address_guesses_only():
    lockout = _busy()
    lockout.admit("10.0.0.5", 0.0)
    lockout.knock("10.0.0.5", "KX7", 0.0)
    lockout.let_in("KX7", 0.0)
    now = 0.0
    for _ in range(FREE_FAILURES):
        assert lockout.admit("10.0.0.5", now).allowed  # wrong codes, never succeeded
    refused = lockout.admit("10.0.0.5", now)
    assert refused.code == "too_many_attempts"
    assert refused.retry_after == delay_after(FREE_FAILURES)
    # The pass ends: the address is back behind the empty global budget.
    assert lockout.admit("10.0.0.5", PASS_SECONDS + 1).code == "host_busy"


def test_the_list_is_bounded_ordered_and_forgets_silent_knocks():
    lockout = _busy()
    tags = [letter * DOOR_TAG_LENGTH for letter in DOOR_TAG_ALPHABET]
    # An attacking address that spent a guess (given by a short-lived pass) ...
    lockout.admit("10.0.1.1", 0.0)
    lockout.knock("10.0.1.1", tags[0], 0.0)
    lockout.let_in(tags[0], 0.0)
    lockout.admit("10.0.1.1", 0.0)  # one wrong code
    lockout._passes.clear()  # (its pass taken back)
    lockout.admit("10.0.1.1", 0.0)
    lockout.knock("10.0.1.1", tags[0], 0.0)
    # ... and many fresh addresses knocking after it.
    for index in range(MAX_KNOCKS + 10):
        address = f"10.0.{2 + index // 200}.{index % 200}"
        lockout.admit(address, 1.0 + index / 1000)
        lockout.knock(address, tags[1 + index % (len(tags) - 1)], 1.0 + index / 1000)
    assert len(lockout._knocks) == MAX_KNOCKS
    shown = lockout.knocking(2.0)
    assert len(shown) == SHOWN_KNOCKS
    assert all(knock.failures == 0 for knock in shown)  # the addresses that never guessed
    assert [knock.seen for knock in shown] == sorted((k.seen for k in shown), reverse=True)
    assert lockout.knocking(1.0 + MAX_KNOCKS / 1000 + KNOCK_SECONDS + 1) == []


# --------------------------------------------------------------------------- on the wire


async def _try(port: int, frames: list[str], code: str = WRONG) -> str:
    """Connect, send ``frames`` in clear after ``server_info``, then a START with ``code``;
    returns what came of it: an error code in clear, ``guessed`` (the host answered: one
    guess, wrong), ``right`` or ``closed``."""
    async with connect(f"ws://127.0.0.1:{port}/", proxy=None) as ws:
        info = await ws.recv()
        for frame in frames:
            await ws.send(frame)
        guess = ClientHandshake(code, context=info.encode(), max_frame=MAX_SERVER_FRAME)
        try:
            await ws.send(guess.start())
            reply = await ws.recv()
        except ConnectionClosed:
            return "closed"
        if isinstance(reply, str):
            return json.loads(reply)["code"]
        try:
            guess.finish(reply)
        except SecureError:
            return "guessed"
        return "right"


@pytest.mark.parametrize(
    "frame",
    [
        '{"type":"knock","tag":"KX"}',  # too short
        '{"type":"knock","tag":"KX7A"}',  # too long
        '{"type":"knock","tag":"kx7"}',  # not the alphabet
        '{"type":"knock","tag":"K07"}',  # a look-alike
        '{"type":"knock","tag":"KX7","name":"Ana"}',  # nothing more in clear
        '{"type": "knock", "tag": "KX7"}',  # not the one canonical form
        '{"type":"knock"}',
        '{"type":"knock","tag":7}',
    ],
)
async def test_a_bad_knock_is_refused_and_the_host_carries_on(tmp_path, frame):
    async with hosting(tmp_path, code=CODE) as server:
        server.lockout = _busy()
        async with connect(f"ws://127.0.0.1:{server.port}/", proxy=None) as ws:
            await ws.recv()
            await ws.send(frame)
            error = json.loads(await ws.recv())
            assert (error["type"], error["code"], error["fatal"]) == ("error", "bad_message", True)
            with pytest.raises(ConnectionClosed):
                await ws.recv()
            assert ws.close_code == 1008
        assert server.knocking() == []
        assert server.door.guesses == 0
        # The host is unharmed: a proper knock is listed, let in, and the player seated.
        assert await _try(server.port, [encode(Knock("KX7")).decode()], CODE) == "host_busy"
        assert [knock.tag for knock in server.knocking()] == ["KX7"]
        server.let_in("KX7")
        player = GameClient("127.0.0.1", server.port, name="Ana", code=CODE)
        await player.async_connect()
        assert player.seat == 0
        await player.async_close()


async def test_a_knock_at_an_open_door_is_harmless(tmp_path):
    async with hosting(tmp_path, code=CODE) as server:
        assert await _try(server.port, [encode(Knock("KX7")).decode()], CODE) == "right"
        assert server.knocking() == []
        assert server.door.guesses == 0


async def test_a_knock_after_the_handshake_is_a_bad_message(tmp_path):
    from net.netkit import RawPeer

    async with hosting(tmp_path, code=CODE) as server:
        peer = await RawPeer.open(server, {"kind": "player", "name": "Zed"})
        await eventually(lambda: peer.of("welcome"))
        await peer.send('{"type":"knock","tag":"KX7"}')
        [error] = await eventually(lambda: peer.of("error"), what="the refusal")
        assert error["code"] == "bad_message" and not error["fatal"]
        assert server.lobby.seats[0].name == "Zed"
        await peer.close()


async def test_a_device_let_in_gets_at_most_the_per_address_guesses(tmp_path):
    """An attacker let in by mistake: its guesses skip the empty global budget, but after
    FREE_FAILURES wrong codes its own delay refuses it."""
    async with hosting(tmp_path, code=CODE) as server:
        server.lockout = _busy()
        knock = encode(Knock("KX7")).decode()
        assert await _try(server.port, [knock]) == "host_busy"
        assert server.let_in("KX7") == ["127.0.0.1"]
        outcomes = [await _try(server.port, []) for _ in range(FREE_FAILURES + 2)]
        assert outcomes == ["guessed"] * FREE_FAILURES + ["too_many_attempts"] * 2
        await eventually(lambda: server.door.guesses == FREE_FAILURES, what="guesses counted")


async def test_the_client_draws_a_tag_and_knocks_when_busy(tmp_path):
    async with hosting(tmp_path, code=CODE) as server:
        server.lockout = _busy()
        shown: list[str] = []
        player = GameClient(
            "127.0.0.1", server.port, name="Ana", code=CODE, on_door_tag=shown.append
        )
        joining = asyncio.ensure_future(player.async_connect(patience=None))
        try:
            tag = await eventually(lambda: player.door_tag, what="a door tag")
            assert len(tag) == DOOR_TAG_LENGTH and set(tag) <= set(DOOR_TAG_ALPHABET)
            assert shown == [tag]
            await eventually(
                lambda: [k.tag for k in server.knocking()] == [tag], what="the knock listed"
            )
            server.let_in(tag)
            await joining
            assert player.seat == 0
        finally:
            joining.cancel()
            await player.async_close()


async def test_a_bot_knocks_too_and_plays_once_let_in(tmp_path, caplog):
    from lgdesktop.net.botclient import async_run_bot

    async with hosting(tmp_path, code=CODE, players=5) as server:
        server.lockout = _busy()
        bot = asyncio.ensure_future(
            async_run_bot("127.0.0.1", server.port, CODE, "Robo", "heuristic", 1, games=1)
        )
        try:
            [knock] = await eventually(server.knocking, what="the bot's knock")
            assert knock.tag in caplog.text  # logged for the host to read
            server.let_in(knock.tag)
            await eventually(
                lambda: [seat.name for seat in server.lobby.seats] == ["Robo"],
                what="the bot seated",
            )
        finally:
            bot.cancel()
            await asyncio.gather(bot, return_exceptions=True)
