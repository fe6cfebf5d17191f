"""Helpers for network tests: waiting, a raw protocol peer, seating players."""

from __future__ import annotations

import asyncio
import json
import time

from websockets.asyncio.client import connect as ws_connect
from websockets.exceptions import ConnectionClosed

from lgdesktop.net.botclient import async_run_bot
from lgdesktop.net.client import GameClient
from lgdesktop.net.server import HostServer
from lgdesktop.protocol import MAX_SERVER_FRAME, PROTOCOL_VERSION, encode
from lgdesktop.protocol.secure import ClientHandshake

#: Longest wait for any expected network outcome in these tests, in seconds.
WAIT = 10.0
#: A deal of known roles for small tables: two wolves, a Seer, villagers.
DEAL7 = ("werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager")


async def eventually(predicate, within: float = WAIT, what: str = "condition"):
    """Poll ``predicate`` until truthy (returns its value) or fail after ``within`` s."""
    deadline = time.monotonic() + within
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.01)


class RawPeer:
    """A hand-driven peer on the encrypted wire: it runs the handshake with the room's code,
    then seals any frame it is given and records every frame it receives, opened (the items
    of a night pulse are recorded one by one, in order; ``wire`` keeps the frames as sent)."""

    def __init__(self, ws, channel):
        self.ws = ws
        self.channel = channel
        self.frames: list[dict] = []
        self.wire: list[bytes | str] = []
        self.closed = asyncio.Event()
        self._reader = asyncio.get_running_loop().create_task(self._read())

    async def _read(self):
        try:
            async for raw in self.ws:
                self.wire.append(raw)
                frame = json.loads(self.channel.open(raw) if isinstance(raw, bytes) else raw)
                self.frames += frame["items"] if frame["type"] == "pulse" else [frame]
        except ConnectionClosed:
            pass
        finally:
            self.closed.set()

    @classmethod
    async def open(
        cls, server: HostServer, hello: dict | None = None, code: str | None = None
    ) -> RawPeer:
        ws = await ws_connect(
            f"ws://{server.address}:{server.port}/", proxy=None, max_size=2 * MAX_SERVER_FRAME
        )
        info = await asyncio.wait_for(ws.recv(), WAIT)
        handshake = ClientHandshake(
            code or server.code, context=info.encode(), max_frame=MAX_SERVER_FRAME
        )
        await ws.send(handshake.start())
        confirm, channel = handshake.finish(await asyncio.wait_for(ws.recv(), WAIT))
        await ws.send(confirm)
        peer = cls(ws, channel)
        peer.frames.append(json.loads(info))
        if hello is not None:
            await peer.send(
                json.dumps(
                    {"type": "hello", "protocol": PROTOCOL_VERSION, **hello}, ensure_ascii=False
                )
            )
        return peer

    def of(self, kind: str) -> list[dict]:
        return [frame for frame in self.frames if frame["type"] == kind]

    async def send(self, frame) -> None:
        """Seal and send ``frame`` (a message, or any text or bytes as its plaintext)."""
        if not isinstance(frame, (bytes, str)):
            frame = encode(frame)
        await self.ws.send(self.channel.seal(frame.encode() if isinstance(frame, str) else frame))

    async def send_unsealed(self, frame: bytes | str) -> None:
        """Send ``frame`` as it is, outside the channel."""
        await self.ws.send(frame)

    async def reply(self, ref: int) -> dict:
        """The Ack or Error answering request ``ref``."""
        return await eventually(
            lambda: next(
                (f for f in self.frames if f["type"] in ("ack", "error") and f.get("ref") == ref),
                None,
            ),
            what=f"reply to {ref}",
        )

    async def close(self) -> None:
        await self.ws.close()
        await self._reader


async def seat_players(server: HostServer, connect, count: int, **options) -> list[GameClient]:
    """Seat ``count`` GameClient players named p0, p1, ... and make them ready."""
    players = []
    for index in range(count):
        player = await connect(server, name=f"p{index}", code=server.code, **options)
        await player.async_set_ready(True)
        players.append(player)
    return players


async def start_game(server: HostServer, connect, players: int, deal=DEAL7, **options):
    """A started game: (board admin client, [player clients]), every view delivered."""
    board = await connect(server, kind="board", admin_token=server.admin_token)
    clients = await seat_players(server, connect, players, **options)
    await board.async_start()
    await eventually(lambda: all(c.view is not None for c in clients), what="first views")
    return board, clients


#: Longest a whole recorded bot game may take, in seconds (a few at speed 500).
GAME_WAIT = 120.0


async def async_recorded_bot_game(
    server: HostServer, board: GameClient, seed: int, chat=None
) -> dict:
    """Fill ``server``'s table with heuristic bots (seeds from ``seed``), start the game from
    ``board`` and play it to the end; returns every raw frame each seat received, by seat
    (seats follow join order, so each recorder is mapped to the seat its bot got). ``chat``
    (a view -> lines function, see :func:`async_run_bot`) makes the bots talk."""
    players = server.config.players
    frames: dict[int, list[str]] = {index: [] for index in range(players)}
    bots = [
        asyncio.ensure_future(
            async_run_bot(
                server.address,
                server.port,
                server.code,
                f"bot{index}",
                "heuristic",
                seed + index,
                on_frame=frames[index].append,
                chat=chat,
            )
        )
        for index in range(players)
    ]
    await eventually(
        lambda: len(server.lobby.seats) == players and all(s.ready for s in server.lobby.seats),
        what="all ready",
    )
    await board.async_start()
    results = await asyncio.wait_for(asyncio.gather(*bots), GAME_WAIT)
    return {result["seat"]: frames[int(result["name"][3:])] for result in results}
