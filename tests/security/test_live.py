"""The pure pieces wired on a real WebSocket on loopback, the way the host shell will call them.

``_Shell`` is the reference for the integration (docs/architecture.md, "The encrypted wire"):
connection limits on accept, plaintext ``server_info``, SPAKE2 with the lockout asked before
the reply, then only sealed frames, each guarded before msgspec.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket

import pytest
from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from lgdesktop.net.limits import HANDSHAKE_TIMEOUT, MAX_PENDING_PER_ADDRESS, ConnectionLimits
from lgdesktop.net.lockout import FREE_FAILURES, CodeLockout
from lgdesktop.protocol import (
    MAX_CLIENT_FRAME,
    MAX_SERVER_FRAME,
    PROTOCOL_VERSION,
    Error,
    Hello,
    ProtocolError,
    ServerInfo,
    Welcome,
    decode_client,
    decode_server,
    encode,
)
from lgdesktop.protocol.guard import check_depth, decode_text
from lgdesktop.protocol.names import check_name
from lgdesktop.protocol.secure import ClientHandshake, HostHandshake, SecureError

CODE = "482913"
#: Longest wait for any outcome on loopback, in seconds (a bound, never a pause).
WAIT = 10.0


class _Shell:
    """A minimal host: admits, runs the handshake, seats a name, sends one secret."""

    def __init__(self):
        self.limits = ConnectionLimits()
        self.lockout = CodeLockout()
        self.seated: list[str] = []
        self.sessions: dict[ServerConnection, str] = {}  # connection -> outcome
        self.wire: list[bytes | str] = []  # every frame both ways, as a capture would see it
        self.progress = asyncio.Event()  # set at every new outcome

    def _outcome(self, ws: ServerConnection, what: str) -> None:
        """Record how a connection ended up (the first outcome counts)."""
        self.sessions.setdefault(ws, what)
        self.progress.set()

    async def _send(self, ws: ServerConnection, frame: bytes | str) -> None:
        self.wire.append(frame)
        await ws.send(frame)

    async def _recv(self, ws: ServerConnection) -> bytes | str:
        frame = await asyncio.wait_for(ws.recv(), HANDSHAKE_TIMEOUT)
        self.wire.append(frame)
        return frame

    async def handle(self, ws: ServerConnection) -> None:
        now = asyncio.get_running_loop().time
        address = ws.remote_address[0]
        admission = self.limits.opened(ws, address, now())
        if not admission.allowed:
            self._outcome(ws, admission.code)
            await ws.close(1013, admission.code)
            return
        for victim in admission.evict:
            await victim.close(1013, "host_busy")
        try:
            await self._handshake(ws, address, now)
        except (TimeoutError, ConnectionClosed):
            self._outcome(ws, "gone")
        finally:
            self.limits.closed(ws)

    async def _handshake(self, ws: ServerConnection, address: str, now) -> None:
        info = encode(ServerInfo(PROTOCOL_VERSION, "Salon", "jinrou", "lobby"))
        await self._send(ws, info.decode())
        host = HostHandshake(CODE, context=info, max_frame=MAX_CLIENT_FRAME)
        start = await self._recv(ws)
        self.limits.started(ws)
        verdict = self.lockout.admit(address, now())
        if not verdict.allowed:
            self._outcome(ws, verdict.code)
            await self._send(ws, encode(Error(verdict.code, "retry later", fatal=True)).decode())
            await ws.close(1008, verdict.code)
            return
        try:
            await self._send(ws, host.reply(start))
            channel = host.finish(await self._recv(ws))
        except SecureError as error:
            self._outcome(ws, error.code)
            await ws.close(1008, error.code)
            return
        self.lockout.succeeded(address, now())
        try:
            hello = decode_client(check_depth(decode_text(channel.open(await self._recv(ws)))))
            name = check_name(hello.name or "", self.seated)
        except (SecureError, ProtocolError) as error:
            self._outcome(ws, error.code)
            await self._send(ws, channel.seal(encode(Error(error.code, error.message, fatal=True))))
            return
        self.seated.append(name)
        self.limits.established(ws, hello.kind)
        self._outcome(ws, "welcome")
        await self._send(
            ws,
            channel.seal(
                encode(
                    Welcome(PROTOCOL_VERSION, "player", "Salon", False, seat=len(self.seated) - 1)
                )
            ),
        )
        await self._send(ws, channel.seal(b'{"role":"werewolf"}', pad_to=256))
        await ws.wait_closed()


@contextlib.asynccontextmanager
async def running_shell():
    shell = _Shell()
    async with serve(
        shell.handle, "127.0.0.1", 0, max_size=MAX_CLIENT_FRAME + 64, compression=None
    ) as server:
        yield shell, server.sockets[0].getsockname()[1]


async def join(port: int, code: str, name: str, source: str = "127.0.0.1"):
    """The laptop's side; returns (welcome, secret) or raises SecureError / ProtocolError."""
    async with connect(
        f"ws://127.0.0.1:{port}/",
        proxy=None,
        compression=None,
        local_addr=(source, 0),
        open_timeout=WAIT,
    ) as ws:
        info = await asyncio.wait_for(ws.recv(), WAIT)
        client = ClientHandshake(code, context=info.encode(), max_frame=MAX_SERVER_FRAME)
        await ws.send(client.start())
        reply = await asyncio.wait_for(ws.recv(), WAIT)
        if isinstance(reply, str):  # refused before the handshake (lockout)
            error = decode_server(reply)
            raise ProtocolError(error.code, error.message)
        confirm, channel = client.finish(reply)
        await ws.send(confirm)
        await ws.send(channel.seal(encode(Hello(PROTOCOL_VERSION, "player", name=name))))
        welcome = decode_server(channel.open(await asyncio.wait_for(ws.recv(), WAIT)))
        if isinstance(welcome, Error):
            raise ProtocolError(welcome.code, welcome.message)
        secret = channel.open(await asyncio.wait_for(ws.recv(), WAIT))
        return welcome, secret


async def settled(shell: _Shell, count: int) -> None:
    """Wait (bounded) until the host has an outcome for ``count`` connections."""
    async with asyncio.timeout(WAIT):
        while len(shell.sessions) < count:
            shell.progress.clear()
            await shell.progress.wait()


async def test_right_code_joins_and_the_capture_shows_no_secret():
    async with running_shell() as (shell, port):
        welcome, secret = await join(port, CODE, "Ana")
        assert isinstance(welcome, Welcome) and welcome.seat == 0
        assert secret == b'{"role":"werewolf"}'
        binary = [frame for frame in shell.wire if isinstance(frame, bytes)]
        assert len(binary) == len(shell.wire) - 1  # only server_info travels in clear
        for frame in binary:
            for clear in (b"werewolf", b"role", b"Ana", b"hello", CODE.encode()):
                assert clear not in frame


async def test_wrong_code_fails_on_both_sides():
    async with running_shell() as (shell, port):
        with pytest.raises(SecureError) as refused:
            await join(port, "000000", "Ana")
        assert refused.value.code == "bad_code"
        await settled(shell, 1)
        assert list(shell.sessions.values()) == ["gone"]  # it never confirmed
        assert shell.lockout.failures("127.0.0.1") == 1
        assert shell.seated == []


async def test_the_first_lockout_live():
    async with running_shell() as (_, port):
        for _ in range(FREE_FAILURES):
            with pytest.raises(SecureError):
                await join(port, "111111", "Mallory")
        with pytest.raises(ProtocolError) as locked:
            await join(port, CODE, "Mallory")  # even the right code must wait now
        assert locked.value.code == "too_many_attempts"


async def test_a_look_alike_name_is_refused_over_the_wire():
    async with running_shell() as (_, port):
        await join(port, CODE, "Paul")
        with pytest.raises(ProtocolError) as refused:
            await join(port, CODE, "P\u0430ul")
        assert refused.value.code == "name_confusable"


def _loopback_aliases_work() -> bool:
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.9", 0))
        except OSError:
            return False
    return True


@pytest.mark.skipif(not _loopback_aliases_work(), reason="needs 127.0.0.0/8 on loopback")
async def test_silent_sockets_do_not_keep_an_honest_laptop_out():
    async with running_shell() as (shell, port):
        flood = []
        for n in range(MAX_PENDING_PER_ADDRESS + 3):
            reader, writer = await asyncio.open_connection(
                "127.0.0.1", port, local_addr=("127.0.0.2", 0)
            )
            writer.write(
                b"GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n"
                b"Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                b"Sec-WebSocket-Version: 13\r\n\r\n"
            )
            flood.append((reader, writer, n))
        await settled(shell, 3)  # the sockets beyond the per-address cap are refused
        assert list(shell.sessions.values()) == ["host_busy"] * 3
        welcome, _ = await join(port, CODE, "Ana", source="127.0.0.9")
        assert welcome.seat == 0
        for _, writer, _ in flood:
            writer.close()
