"""The real host (:class:`~lgdesktop.net.server.HostServer`) under attack on loopback.

Issue 12's "done when": a capture of a whole game shows no role in clear; a wrong code does
not complete the handshake; the first lockout, live; a connection flood and a spectator
flood during which nine honest bots finish a game; a journal that fails pauses the game,
tells everybody, and resumes with nothing lost; kicks are bans; hostile frames are
answered as docs/protocol.md says.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3

import pytest
from net.netkit import RawPeer, eventually  # tests/ is on the path (rootdir import mode)
from websockets.asyncio.client import connect as ws_connect

from lgdesktop.engine import NightChoice, get_edition
from lgdesktop.net.botclient import async_run_bot
from lgdesktop.net.client import GameClient, RequestRefused
from lgdesktop.net.lockout import FREE_FAILURES
from lgdesktop.net.server import HostConfig, HostServer
from lgdesktop.protocol import MAX_SERVER_FRAME, decode_server
from lgdesktop.protocol.secure import ClientHandshake

#: Longest wait for any outcome on loopback, in seconds (a bound, never a pause).
WAIT = 10.0
#: Longest a whole bot game may take here (speeded up), in seconds.
GAME_WAIT = 120.0
#: Seats of the honest table in the flood tests.
HONEST = 9


@contextlib.asynccontextmanager
async def hosting(tmp_path, **options):
    options.setdefault("journal_path", tmp_path / "journal.sqlite3")
    server = HostServer(HostConfig(bind="127.0.0.1", port=0, discovery=False, **options))
    await server.async_start()
    try:
        yield server
    finally:
        await server.async_stop()


class Relay:
    """A TCP relay on loopback that keeps every byte both ways: what a machine on the same
    Wi-Fi would capture."""

    def __init__(self, port: int):
        self.target = port
        self.captured = bytearray()
        self.port = 0
        self._server: asyncio.Server | None = None

    async def __aenter__(self) -> Relay:
        self._server = await asyncio.start_server(self._relay, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def __aexit__(self, *_) -> None:
        self._server.close()

    async def _relay(self, reader, writer) -> None:
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target)

        async def pump(source, sink):
            with contextlib.suppress(ConnectionError):
                while data := await source.read(65536):
                    self.captured += data
                    sink.write(data)
                    await sink.drain()
            sink.close()

        await asyncio.gather(pump(reader, up_writer), pump(up_reader, writer))


async def play_bots(server: HostServer, count: int, port: int | None = None) -> list[dict]:
    """``count`` bots join (through ``port`` if given) and play one game to its end."""
    board = GameClient(
        server.address, server.port, kind="board", admin_token=server.admin_token, code=server.code
    )
    await board.async_connect()
    try:
        bots = [
            asyncio.ensure_future(
                async_run_bot(
                    server.address,
                    port or server.port,
                    server.code,
                    f"bot{index}",
                    "heuristic",
                    index,
                )
            )
            for index in range(count)
        ]
        await eventually(
            lambda: (
                len(server.lobby.seats) == count and all(seat.ready for seat in server.lobby.seats)
            ),
            within=GAME_WAIT,
            what="the bots seated and ready",
        )
        await board.async_start()
        return await asyncio.wait_for(asyncio.gather(*bots), GAME_WAIT)
    finally:
        await board.async_close()


async def test_a_capture_of_a_whole_game_shows_no_role(tmp_path):
    roles = {role.id for role in get_edition("jinrou").roles}
    async with hosting(tmp_path, players=8, seed=3, speed=200.0, discussion=0.2) as server:
        async with Relay(server.port) as relay:
            results = await play_bots(server, 8, port=relay.port)
        assert {result["role"] for result in results} & roles
        capture = bytes(relay.captured)
        assert len(capture) > 20_000
        for role in roles:
            assert f'"{role}"'.encode() not in capture, role
        for clear in (b'"role"', b'"player_view"', b"bot0", server.code.encode()):
            assert clear not in capture


async def test_a_wrong_code_cannot_complete_the_handshake(tmp_path):
    async with hosting(tmp_path, players=5) as server:
        wrong = "000000" if server.code != "000000" else "111111"
        client = GameClient(server.address, server.port, name="Eve", code=wrong)
        with pytest.raises(RequestRefused) as refused:
            await client.async_connect()
        assert refused.value.code == "bad_code"
        await eventually(lambda: server.lockout.failures("127.0.0.1") == 1)
        assert server.lobby.seats == []


async def _raw_start(server: HostServer, code: str):
    """A handshake by hand: returns the host's answer to START (bytes, or an Error)."""
    async with ws_connect(f"ws://127.0.0.1:{server.port}/", proxy=None) as ws:
        info = await asyncio.wait_for(ws.recv(), WAIT)
        handshake = ClientHandshake(code, context=info.encode(), max_frame=MAX_SERVER_FRAME)
        await ws.send(handshake.start())
        answer = await asyncio.wait_for(ws.recv(), WAIT)
        return decode_server(answer) if isinstance(answer, str) else answer


async def test_the_first_lockout_live(tmp_path):
    async with hosting(tmp_path, players=5) as server:
        wrong = "000000" if server.code != "000000" else "111111"
        for _ in range(FREE_FAILURES):
            client = GameClient(server.address, server.port, name="Eve", code=wrong)
            with pytest.raises(RequestRefused):
                await client.async_connect()
        answer = await _raw_start(server, server.code)  # even the right code waits now
        assert answer.code == "too_many_attempts" and answer.fatal
        assert int(answer.params["retry_after"]) >= 1
        assert server.lobby.seats == []


async def test_a_kicked_player_is_refused_until_let_back(tmp_path):
    async with hosting(tmp_path, players=5) as server:
        board = GameClient(
            server.address,
            server.port,
            kind="board",
            admin_token=server.admin_token,
            code=server.code,
        )
        await board.async_connect()
        ana = GameClient(server.address, server.port, name="Ana", code=server.code)
        await ana.async_connect()
        await board.async_kick(0)
        await eventually(lambda: ana.status == "closed")
        again = GameClient(server.address, server.port, name="ANA", code=server.code)
        with pytest.raises(RequestRefused) as refused:
            await again.async_connect()
        assert refused.value.code == "banned"
        await eventually(lambda: board.lobby.banned == ["Ana"])
        await board.async_allow_back("Ana")
        back = GameClient(server.address, server.port, name="Ana", code=server.code)
        await back.async_connect()
        assert back.seat == 0
        for client in (board, back):
            await client.async_close()


async def test_hostile_frames_are_answered_as_documented(tmp_path):
    async with hosting(tmp_path, players=5) as server:
        peer = await RawPeer.open(server, {"kind": "player", "name": "Zed"})
        await eventually(lambda: peer.of("welcome"))
        await peer.send(json.dumps({"type": "hello", "protocol": 2, "kind": "player", "ref": 7}))
        assert (await peer.reply(7))["code"] == "bad_message"
        await peer.send("[" * 1000 + "]" * 1000)
        await eventually(lambda: any(f.get("code") == "frame_too_deep" for f in peer.of("error")))
        await peer.send(b"\xff\xfe")
        await eventually(lambda: any(f.get("code") == "bad_frame" for f in peer.of("error")))
        await peer.send_unsealed('{"type": "set_ready", "ready": true, "ref": 8}')
        await eventually(lambda: peer.closed.is_set(), what="closed for an unsealed frame")
        assert server.lobby.seats[0].name == "Zed"


async def _silent_flood(port: int, sockets: int, source: str) -> list:
    """Connections that finish the WebSocket upgrade and never say a word."""
    flood = []
    for _ in range(sockets):
        with contextlib.suppress(OSError):
            _, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
            writer.write(
                b"GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n"
                b"Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                b"Sec-WebSocket-Version: 13\r\n\r\n"
            )
            flood.append(writer)
    return flood


async def test_nine_bots_finish_a_game_through_a_connection_flood(tmp_path):
    async with hosting(tmp_path, players=HONEST, seed=4, speed=200.0, discussion=0.2) as server:
        flood = await _silent_flood(server.port, 200, "127.0.0.2")
        game = asyncio.ensure_future(play_bots(server, HONEST))
        while not game.done():  # the flood goes on all game long
            flood += await _silent_flood(server.port, 20, "127.0.0.2")
            await asyncio.wait([game], timeout=0.2)
        results = game.result()
        assert len(results) == HONEST and server.game.ended
        assert server.limits.pending <= 32
        for writer in flood:
            writer.close()


async def test_nine_bots_finish_a_game_through_a_spectator_flood(tmp_path):
    async with hosting(
        tmp_path, players=HONEST, seed=5, speed=200.0, discussion=0.2, max_spectators=4
    ) as server:
        refused: list[str] = []

        async def spectate() -> None:
            client = GameClient(server.address, server.port, kind="spectator", code=server.code)
            try:
                await client.async_connect()
            except RequestRefused as error:
                refused.append(error.code)
            finally:
                await client.async_close()

        game = asyncio.ensure_future(play_bots(server, HONEST))
        while not game.done():
            await asyncio.gather(*(spectate() for _ in range(10)))
        results = game.result()
        assert len(results) == HONEST and server.game.ended
        assert server.limits.spectators <= 4


async def test_a_failing_journal_pauses_the_game_and_loses_nothing(tmp_path):
    async with hosting(
        tmp_path, players=5, seed=6, deal=("werewolf", "seer", "villager", "villager", "villager")
    ) as server:
        errors: list[str] = []
        board = GameClient(
            server.address,
            server.port,
            kind="board",
            admin_token=server.admin_token,
            code=server.code,
            on_error=lambda code, _: errors.append(code),
        )
        await board.async_connect()
        players = []
        for index in range(5):
            player = GameClient(server.address, server.port, name=f"p{index}", code=server.code)
            await player.async_connect()
            await player.async_set_ready(True)
            players.append(player)
        await board.async_start()
        await eventually(
            lambda: all(
                p.view is not None and p.view.legal
                for p in players
                if p.view is not None and p.view.role in ("werewolf", "seer")
            )
        )
        journal = server._writer.journal
        failing = True
        append = journal.append

        def broken_append(*args):
            if failing:
                raise sqlite3.OperationalError("disk I/O error")
            return append(*args)

        journal.append = broken_append
        wolf = next(p for p in players if p.view.role == "werewolf")
        submit = asyncio.ensure_future(
            wolf.async_submit(NightChoice(wolf.view.legal[0].targets[0]))
        )
        await eventually(lambda: "journal_unavailable" in errors, what="the TV is told")
        await eventually(
            lambda: board.clock is not None and board.clock.paused, what="the clock paused"
        )
        assert not submit.done()  # no Ack for an input that is not written
        paused_left = board.clock.seconds_left
        failing = False
        await asyncio.wait_for(submit, WAIT)
        await eventually(lambda: not board.clock.paused, what="the clock running again")
        assert board.clock.seconds_left == pytest.approx(paused_left, abs=1.0)
        with sqlite3.connect(tmp_path / "journal.sqlite3") as db:
            written = db.execute("SELECT COUNT(*) FROM inputs").fetchone()[0]
        assert written == len(server.game.inputs) == 1
        for client in (board, *players):
            await client.async_close()
