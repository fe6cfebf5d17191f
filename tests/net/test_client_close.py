"""Closing a player's connection over a silent link returns within the client's close
timeout, not websockets' default 10 seconds (closing the app used to hang that long)."""

from __future__ import annotations

import asyncio
import time

from websockets.asyncio.server import ServerConnection, serve

from lgdesktop.net import client as client_module
from lgdesktop.net.client import GameClient
from lgdesktop.protocol import PROTOCOL_VERSION, ServerInfo, Welcome, encode

#: websockets' own close timeout (what the client used before it named one), in seconds.
WEBSOCKETS_DEFAULT_CLOSE_TIMEOUT = 10.0
#: The close timeout the test gives the client (short: the test waits it out once).
TEST_CLOSE_TIMEOUT = 0.3


async def _silent_host(ws: ServerConnection, release: asyncio.Event) -> None:
    """Introduce itself, welcome the player, then read nothing until ``release`` (a dead
    Wi-Fi link: our closing frame reaches the socket and nobody answers it)."""
    await ws.send(encode(ServerInfo(PROTOCOL_VERSION, "Salon", "jinrou", "lobby")), text=True)
    await ws.recv()  # the Hello
    await ws.send(
        encode(Welcome(PROTOCOL_VERSION, "player", "Salon", False, seat=0, token="t" * 24)),
        text=True,
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
        player = GameClient("127.0.0.1", port, kind="player", name="Zork", code="1234")
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
