"""Fixtures for network tests: hosts on 127.0.0.1 port 0, clients, raw peers.

Everything is bounded in time and stops by itself; discovery is off unless a test turns
it on (and then it is bound to 127.0.0.1 only).
"""

from __future__ import annotations

import pytest

from lgdesktop.net.client import GameClient
from lgdesktop.net.server import HostConfig, HostServer

from .netkit import RawPeer


@pytest.fixture
async def start_host(tmp_path):
    """``await start_host(**HostConfig fields)`` -> a started HostServer (stopped after)."""
    servers: list[HostServer] = []

    async def start(**options) -> HostServer:
        options.setdefault("journal_path", tmp_path / "journal.sqlite3")
        options.setdefault("discovery", False)
        options.setdefault("bind", "127.0.0.1")
        options.setdefault("port", 0)
        server = HostServer(HostConfig(**options))
        await server.async_start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        await server.async_stop()


@pytest.fixture
async def connect():
    """``await connect(server, **GameClient options)`` -> a connected GameClient."""
    clients: list[GameClient] = []

    async def open_client(server: HostServer, **options) -> GameClient:
        options.setdefault("code", server.code)  # the encrypted wire needs it, boards too
        client = GameClient(server.address, server.port, **options)
        clients.append(client)
        await client.async_connect()
        return client

    yield open_client
    for client in clients:
        await client.async_close()


@pytest.fixture
async def raw_peer():
    peers: list[RawPeer] = []

    async def open_peer(server: HostServer, hello: dict | None = None) -> RawPeer:
        peer = await RawPeer.open(server, hello)
        peers.append(peer)
        return peer

    yield open_peer
    for peer in peers:
        await peer.close()
