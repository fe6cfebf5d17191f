"""Closing a player's connection over a silent link returns within the client's close
timeout, not websockets' default 10 seconds (closing the app used to hang that long)."""

from __future__ import annotations

import asyncio
import time

from websockets.asyncio.server import ServerConnection, serve

from lgdesktop.net import client as client_module
from lgdesktop.net.client import GameClient
from lgdesktop.protocol import MAX_CLIENT_FRAME, PROTOCOL_VERSION, ServerInfo, Welcome, encode
from lgdesktop.protocol.secure import HostHandshake

#: The silent host's join code (the encrypted handshake needs it on both sides).
CODE = "1234"

#: websockets' own close timeout (what the client used before it named one), in seconds.
WEBSOCKETS_DEFAULT_CLOSE_TIMEOUT = 10.0
#: The close timeout the test gives the client (short: the test waits it out once).
TEST_CLOSE_TIMEOUT = 0.3


async def _silent_host(ws: ServerConnection, release: asyncio.Event) -> None:
    """Introduce itself, run the encrypted handshake, welcome the player, then read nothing
    until ``release`` (a dead Wi-Fi link: our closing frame reaches the socket and nobody
    answers it)."""
    info = encode(ServerInfo(PROTOCOL_VERSION, "Salon", "jinrou", "lobby"))
    await ws.send(info.decode(), text=True)
    handshake = HostHandshake(CODE, context=info, max_frame=MAX_CLIENT_FRAME)
    await ws.send(handshake.reply(await ws.recv()))
    channel = handshake.finish(await ws.recv())
    await ws.recv()  # the Hello (sealed)
    await ws.send(
        channel.seal(
            encode(Welcome(PROTOCOL_VERSION, "player", "Salon", False, seat=0, token="t" * 24))
        )
    )
    ws.transport.pause_reading()
    await release.wait()
    ws.transport.resume_reading()


def test_the_close_timeout_is_named_and_shorter_than_websockets_default():
    assert 0 < client_module.CLOSE_TIMEOUT < WEBSOCKETS_DEFAULT_CLOSE_TIMEOUT / 2


async def test_closing_over_a_silent_link_returns_within_the_close_timeout(monkeypatch):
    monkeypatch.setattr(client_module, "CLOSE_TIMEOUT", TEST_CLOSE_TIMEOUT)
    release = asyncio.Event()
    async with serve(
        lambda ws: _silent_host(ws, release),
        "127.0.0.1",
        0,
        ping_interval=None,
        close_timeout=TEST_CLOSE_TIMEOUT,
    ) as server:
        port = server.sockets[0].getsockname()[1]
        player = GameClient("127.0.0.1", port, kind="player", name="Zork", code=CODE)
        await player.async_connect()
        assert player.status == "connected"
        started = time.monotonic()
        # Bounded by the default timeout: without the named one, this wait_for fails.
        await asyncio.wait_for(player.async_close(), WEBSOCKETS_DEFAULT_CLOSE_TIMEOUT * 0.9)
        elapsed = time.monotonic() - started
        assert player.status == "closed"
        # The closing handshake really waited (the link is silent), then gave up.
        assert elapsed >= TEST_CLOSE_TIMEOUT * 0.9
        release.set()
