"""Laptops and hosts of different protocol versions, end to end on 127.0.0.1: the laptop is
told to install the same version as the host before any view, in both directions, and the
host plays on; a join list shows a host of another version as such."""

import asyncio
import json

import pytest
from websockets.asyncio.server import serve

from lgdesktop.app.texts import errors
from lgdesktop.cli import browse, main
from lgdesktop.net import client as client_module
from lgdesktop.net import discovery
from lgdesktop.net.client import GameClient, RequestRefused
from lgdesktop.net.discovery import HostBrowser
from lgdesktop.protocol import PROTOCOL_VERSION, ServerInfo, encode

from .netkit import eventually, start_game
from .test_discovery import DISCOVERY_WAIT

#: The sentence a laptop of another version shows (in English, the source language).
SAME_VERSION = "install the same version on both"


def _recorded(**options) -> tuple[GameClient, list, list]:
    """A client that records every frame it receives and every error it is told."""
    frames, told = [], []
    client = GameClient(
        on_frame=frames.append, on_error=lambda code, message: told.append(code), **options
    )
    return client, frames, told


@pytest.mark.parametrize("theirs", [PROTOCOL_VERSION - 1, PROTOCOL_VERSION + 1])
async def test_a_laptop_of_another_version_is_told_before_any_view(
    start_host, connect, monkeypatch, theirs
):
    """A laptop saying another version in its hello, during a game: refused with the
    version error (no view reaches it), while the table keeps playing."""
    server = await start_host(players=7)
    _board, players = await start_game(server, connect, 7)
    monkeypatch.setattr(client_module, "PROTOCOL_VERSION", theirs)
    other, frames, told = _recorded(
        host=server.address, port=server.port, kind="spectator", code=server.code
    )
    with pytest.raises(RequestRefused) as refused:
        await other.async_connect()
    assert refused.value.code == "incompatible_version" and told == ["incompatible_version"]
    assert refused.value.params == {"theirs": str(theirs), "ours": str(PROTOCOL_VERSION)}
    assert SAME_VERSION in errors.error_text(refused.value.code, refused.value.params)
    assert [json.loads(frame)["type"] for frame in frames] == ["server_info", "error"]
    assert other.status == "closed" and other.view is None
    monkeypatch.setattr(client_module, "PROTOCOL_VERSION", PROTOCOL_VERSION)
    assert all(player.status == "connected" for player in players)
    watcher = await connect(server, kind="spectator")
    await eventually(lambda: watcher.view is not None, what="a spectator's view")


async def test_a_laptop_meeting_a_host_of_another_version_is_told_and_does_not_retry():
    """The host's ``server_info`` names another version: the laptop stops there, with the
    same sentence, and connects only once."""
    connections = []

    async def other_host(ws):
        connections.append(ws)
        await ws.send(encode(ServerInfo(PROTOCOL_VERSION + 1, "Salon", "jinrou", "lobby")))
        await ws.wait_closed()

    async with serve(other_host, "127.0.0.1", 0) as fake:
        port = fake.sockets[0].getsockname()[1]
        laptop, frames, told = _recorded(host="127.0.0.1", port=port, name="Ana", code="1234")
        with pytest.raises(RequestRefused) as refused:
            await laptop.async_connect()
    assert refused.value.code == "incompatible_version" and told == ["incompatible_version"]
    assert SAME_VERSION in errors.error_text(refused.value.code, refused.value.params)
    assert [json.loads(frame)["type"] for frame in frames] == ["server_info"]
    assert len(connections) == 1 and laptop.status == "closed"


async def test_the_join_list_marks_a_host_of_another_version(start_host, monkeypatch, capsys):
    """A host whose zeroconf ``proto`` is another version is found as such: not joinable
    in the app's list, marked in ``lgdesktop browse``."""
    browser = HostBrowser(interfaces=["127.0.0.1"])
    await browser.async_start()
    try:
        with monkeypatch.context() as older:
            older.setattr(discovery, "PROTOCOL_VERSION", PROTOCOL_VERSION - 1)
            await start_host(players=4, discovery=True, room="Cave")
        found = await eventually(lambda: browser.hosts, DISCOVERY_WAIT, "the host seen")
    finally:
        await browser.async_stop()
    assert (found[0].protocol, found[0].same_version) == (PROTOCOL_VERSION - 1, False)

    async def seen(_seconds, _interface):
        return found

    monkeypatch.setattr(browse, "_async_browse", seen)
    assert await asyncio.to_thread(main, ["browse", "--interface", "127.0.0.1"]) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith("Cave\t") and line.endswith(
        f"\tanother version (protocol {PROTOCOL_VERSION - 1})"
    )
