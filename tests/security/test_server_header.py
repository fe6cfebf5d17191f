"""The host names no software in its HTTP answers: websockets' default ``Server:
Python/3.x websockets/y`` header is absent from the phones' page, its 404 and the
WebSocket upgrade alike (an attacker on the Wi-Fi learns no version to aim at)."""

from __future__ import annotations

import asyncio
import base64
import os

from lgdesktop.net.server import HostServer
from security.test_host import WAIT, hosting


async def _answer_head(server: HostServer, extra: list[str], method: str = "GET") -> list[str]:
    """The status line and header lines of the host's answer to one request on loopback
    (the connection is closed after the head is read)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
    try:
        lines = [f"{method} / HTTP/1.1", f"Host: 127.0.0.1:{server.port}", *extra]
        writer.write(("\r\n".join(lines) + "\r\n\r\n").encode())
        await writer.drain()
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), WAIT)
    finally:
        writer.close()
    return head.decode("latin-1").strip().split("\r\n")


def _names(head: list[str]) -> set[str]:
    return {line.partition(":")[0].strip().lower() for line in head[1:]}


async def test_no_answer_names_the_server_software(tmp_path):
    upgrade = [
        "Upgrade: websocket",
        "Connection: Upgrade",
        f"Sec-WebSocket-Key: {base64.b64encode(os.urandom(16)).decode()}",
        "Sec-WebSocket-Version: 13",
    ]
    async with hosting(tmp_path, players=5) as server:
        page = await _answer_head(server, [])
        assert page[0].split()[1] == "200"
        head = await _answer_head(server, [], method="HEAD")
        assert head[0].split()[1] == "200"
        switched = await _answer_head(server, upgrade)
        assert switched[0].split()[1] == "101"
        server.phones_may_join = False
        missing = await _answer_head(server, [])
        assert missing[0].split()[1] == "404"
        for answer in (page, head, switched, missing):
            assert "server" not in _names(answer), answer
            assert not any("websockets" in line.lower() for line in answer), answer
