"""A scripted host on loopback: it speaks the documented protocol to one player and lets a
test send exactly the messages it wants (a refusal, a new lobby, a new table)."""

from __future__ import annotations

import asyncio
import contextlib

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from lgdesktop.app.shell import runtime
from lgdesktop.app.shell.controllers import PlayerSeat
from lgdesktop.engine import PlayerView
from lgdesktop.net.server import HostConfig
from lgdesktop.protocol import (
    MAX_CLIENT_FRAME,
    PROTOCOL_VERSION,
    Ack,
    Error,
    Hello,
    LobbySeat,
    LobbyState,
    ServerInfo,
    Submit,
    Welcome,
    decode_client,
    encode,
    view_message,
)
from lgdesktop.protocol.secure import HostHandshake

from .conftest import NAMES

#: The fake room's join code (the encrypted handshake needs the same on both sides): 6
#: digits, as a host draws them.
CODE = "583021"
#: Longest wait for the player's next message, in seconds (loopback answers in ms).
ANSWER_TIMEOUT = 10.0
#: The join code of the real hosts the tests start on loopback (:func:`loopback_config`).
HOST_CODE = "4321"


def loopback_config(tmp_path, **overrides) -> HostConfig:
    """A real host's set-up for a test: on 127.0.0.1, a free port, no discovery, code
    :data:`HOST_CODE`, 5 players, its journal in ``tmp_path``; ``overrides`` change any
    field."""
    fields = {
        "bind": "127.0.0.1",
        "port": 0,
        "code": HOST_CODE,
        "players": 5,
        "discovery": False,
        "journal_path": tmp_path / "journal.sqlite",
    }
    return HostConfig(**(fields | overrides))


def lobby(
    players: int, *, state: str = "lobby", ready: bool = False, game_number: int = 0
) -> LobbyState:
    """The room as the host would announce it."""
    return LobbyState(
        room="Salon",
        edition="jinrou",
        state=state,
        max_players=8,
        seats=[LobbySeat(seat, NAMES[seat], ready, True, seat > 0) for seat in range(players)],
        composition={"werewolf": 1, "seer": 1},
        settings={},
        recommended={},
        addresses=[],
        game_number=game_number,
    )


class FakeHost:
    """Seats the one player who says hello at seat 0; records what it sends."""

    def __init__(self) -> None:
        self.hellos: list[Hello] = []
        self.received: asyncio.Queue = asyncio.Queue()
        self.ws: ServerConnection | None = None
        self._server = None
        self._previous: PlayerView | None = None
        self.port = 0

    async def async_start(self) -> None:
        self._server = await serve(self._async_serve, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]

    async def async_stop(self) -> None:
        self._server.close()
        await self._server.wait_closed()

    async def _async_serve(self, ws: ServerConnection) -> None:
        info = encode(ServerInfo(PROTOCOL_VERSION, "Salon", "jinrou", "lobby"))
        await ws.send(info.decode(), text=True)
        handshake = HostHandshake(CODE, context=info, max_frame=MAX_CLIENT_FRAME)
        await ws.send(handshake.reply(await ws.recv()))
        self.channel = handshake.finish(await ws.recv())
        hello = decode_client(self.channel.open(await ws.recv()))
        self.hellos.append(hello)
        self.ws = ws
        await self.async_send(
            Welcome(PROTOCOL_VERSION, "player", "Salon", False, seat=0, token="t0")
        )
        with contextlib.suppress(ConnectionClosed):
            async for raw in ws:
                await self.received.put(decode_client(self.channel.open(raw)))

    async def async_send(self, message) -> None:
        await self.ws.send(self.channel.seal(encode(message)))

    async def async_send_view(self, view: PlayerView) -> None:
        """The player's view, as the host sends it (only new events after the first)."""
        await self.async_send(view_message(view, self._previous))
        self._previous = view

    async def async_next(self):
        """The player's next message."""
        return await asyncio.wait_for(self.received.get(), ANSWER_TIMEOUT)

    async def async_refuse_next_submit(self, code: str) -> Submit:
        """Wait for the player's next input and refuse it with ``code``."""
        while not isinstance(message := await self.async_next(), Submit):
            await self.async_send(Ack(message.ref))
        await self.async_send(Error(code, "technical detail", ref=message.ref))
        return message


async def async_until(condition, *models, within: float = ANSWER_TIMEOUT) -> None:
    """Wait until ``condition()`` holds, looking again at each change of ``models``; raise
    TimeoutError after ``within`` seconds."""
    changed = asyncio.Event()
    for model in models:
        model.changed.connect(changed.set)
    try:
        async with asyncio.timeout(within):
            while not condition():
                changed.clear()
                await changed.wait()
    finally:
        for model in models:
            model.changed.disconnect(changed.set)


def run_seated(script) -> dict:
    """Seat a :class:`PlayerSeat` at a :class:`FakeHost`, run ``script(host, seat, report)``
    and return the report (the app must have reported no error)."""
    report: dict = {}

    async def main(reporter: runtime.ErrorReporter) -> int:
        laptop = runtime.Session(reporter)
        host = FakeHost()
        await host.async_start()
        seat = PlayerSeat(laptop, discovery=False)
        try:
            assert await seat.async_join("127.0.0.1", host.port, CODE, "Zork")
            await script(host, seat, report)
        finally:
            await seat.async_stop()
            await host.async_stop()
            await laptop.async_shutdown()
        return reporter.count

    assert runtime.run(main) == 0
    return report
