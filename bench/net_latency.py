"""Input-to-all-views latency of the host, beside the bare websockets floor (loopback).

A host runs in its own process with 20 players and a board connected. During each vote,
every living player votes in turn; a vote is public, so every connection gets a new view.
One sample is the time from sending a vote to the moment the last of the 21 connections
has received its new view. The same raw clients then measure two floors in the same run,
against a bare websockets server in its own process: one echo round trip, and one
fan-out (a frame sent by one client makes the server send a same-size frame to all 21).
Also measured: the host's SQLite journal commit (WAL, synchronous=FULL).

Run: ``uv run python bench/net_latency.py [--samples N]``. Not a timed test.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import statistics
import tempfile
import time
from pathlib import Path

from websockets.asyncio.client import connect
from websockets.asyncio.server import serve

PLAYERS = 20
#: Longest wait for one sample's views, in seconds (a loopback answer takes ms).
SAMPLE_TIMEOUT = 5.0


def percentiles(values: list[float]) -> str:
    ms = sorted(v * 1000 for v in values)
    p99 = ms[min(len(ms) - 1, round(0.99 * (len(ms) - 1)))]
    return f"p50 {statistics.median(ms):7.3f} ms  p99 {p99:7.3f} ms  (n={len(ms)})"


# --------------------------------------------------------------------------- processes

def _run_host(pipe, journal: str) -> None:
    from lgdesktop.net.server import HostConfig, HostServer

    async def main():
        server = HostServer(HostConfig(bind="127.0.0.1", port=0, players=PLAYERS, seed=3,
                                       discovery=False, journal_path=Path(journal)))
        await server.async_start()
        pipe.send((server.port, server.code, server.admin_token))
        await asyncio.get_running_loop().run_in_executor(None, pipe.recv)
        await server.async_stop()

    asyncio.run(main())


def _run_echo(pipe, frame_size: int) -> None:
    async def main():
        payload = "x" * frame_size
        clients = set()

        async def handler(ws):
            clients.add(ws)
            try:
                async for message in ws:
                    if message == "echo":
                        await ws.send("echo")
                    else:
                        for client in list(clients):
                            await client.send(payload)
            finally:
                clients.discard(ws)

        async with serve(handler, "127.0.0.1", 0, compression=None) as server:
            pipe.send(server.sockets[0].getsockname()[1])
            await asyncio.get_running_loop().run_in_executor(None, pipe.recv)

    asyncio.run(main())


def spawn(target, *args):
    parent, child = multiprocessing.Pipe()
    process = multiprocessing.get_context("spawn").Process(target=target, args=(child, *args))
    process.start()
    return process, parent


# --------------------------------------------------------------------------- raw peers

class Peer:
    """A raw client: counts view frames as they arrive, keeps the last one undecoded."""

    def __init__(self, ws):
        self.ws = ws
        self.views = 0
        self.arrived = 0.0
        self.last = None
        self.changed = asyncio.Event()
        self.reader = asyncio.get_running_loop().create_task(self.read())

    async def read(self):
        async for raw in self.ws:
            now = time.perf_counter()
            if raw.startswith('{"type":"view"') or not raw.startswith("{"):
                self.views += 1
                self.arrived = now
                self.last = raw
            self.changed.set()

    def view(self) -> dict:
        return json.loads(self.last)["view"]


async def wait_all(peers, counts) -> float:
    """Time the last peer received a view beyond ``counts``."""
    deadline = time.perf_counter() + SAMPLE_TIMEOUT
    while any(p.views <= c for p, c in zip(peers, counts, strict=True)):
        if time.perf_counter() > deadline:
            raise TimeoutError("a view never arrived")
        await asyncio.sleep(0)
    return max(p.arrived for p in peers)


async def open_peer(port: int, hello: dict | None) -> Peer:
    ws = await connect(f"ws://127.0.0.1:{port}/", compression=None, proxy=None,
                       max_size=None)
    if hello is not None:
        await ws.recv()  # server_info
        await ws.send(json.dumps({"type": "hello", "protocol": 1, **hello}))
    return Peer(ws)


async def measure_host(port: int, code: str, admin: str, samples: int):
    board = await open_peer(port, {"kind": "board", "admin_token": admin})
    players = []
    for index in range(PLAYERS):
        player = await open_peer(port, {"kind": "player", "name": f"p{index}", "code": code})
        await player.ws.send(json.dumps({"type": "set_ready", "ready": True}))
        players.append(player)
    await asyncio.sleep(0.3)
    await board.ws.send(json.dumps({"type": "start"}))
    peers = [board, *players]
    latencies, sizes = [], []
    while len(latencies) < samples:
        await asyncio.sleep(0.05)
        phase = board.view()["phase"] if board.last else "lobby"
        if phase == "ended":
            break
        if phase != "vote":
            await board.ws.send(json.dumps({"type": "timer", "action": "skip"}))
            await asyncio.sleep(0.05)
            continue
        for player in players:
            view = player.view()
            vote = next((spec for spec in view["legal"] if spec["kind"] == "vote"), None)
            if vote is None or view["board"]["phase"] != "vote":
                continue
            counts = [p.views for p in peers]
            started = time.perf_counter()
            await player.ws.send(json.dumps({"type": "submit", "input": "vote",
                                             "target": vote["targets"][0],
                                             "version": view["version"]}))
            latencies.append(await wait_all(peers, counts) - started)
            sizes.append(len(board.last))
    for peer in peers:
        await peer.ws.close()
    return latencies, sizes


async def measure_floor(port: int, samples: int):
    peers = [await open_peer(port, None) for _ in range(PLAYERS + 1)]
    echoes, fanouts = [], []
    for _ in range(samples):
        started = time.perf_counter()
        await peers[1].ws.send("echo")
        await wait_all([peers[1]], [peers[1].views])
        echoes.append(peers[1].arrived - started)
        counts = [p.views for p in peers]
        started = time.perf_counter()
        await peers[1].ws.send("fanout")
        fanouts.append(await wait_all(peers, counts) - started)
    for peer in peers:
        await peer.ws.close()
    return echoes, fanouts


def measure_journal(samples: int) -> list[float]:
    from lgdesktop.engine import GameSetup, Vote
    from lgdesktop.net.journal import GameRecord, Journal, JournalSeat

    with tempfile.TemporaryDirectory() as folder:
        journal = Journal(Path(folder) / "bench.sqlite3")
        setup = GameSetup.create("jinrou", PLAYERS, 1, timed_nights=True)
        game_id = journal.start_game(GameRecord(setup, "bench", "1234", tuple(
            JournalSeat(f"p{i}", f"t{i}") for i in range(PLAYERS))))
        times = []
        for position in range(samples):
            started = time.perf_counter()
            journal.append(game_id, position, position % PLAYERS, Vote(1))
            times.append(time.perf_counter() - started)
        journal.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        host, pipe = spawn(_run_host, str(Path(folder) / "journal.sqlite3"))
        port, code, admin = pipe.recv()
        latencies, sizes = asyncio.run(measure_host(port, code, admin, args.samples))
        pipe.send("stop")
        host.join()
    frame_size = int(statistics.median(sizes))
    echo, pipe = spawn(_run_echo, frame_size)
    echoes, fanouts = asyncio.run(measure_floor(pipe.recv(), len(latencies)))
    pipe.send("stop")
    echo.join()
    commits = measure_journal(args.samples)
    print(f"loopback, {PLAYERS} players + 1 board, board frame ~{frame_size} bytes")
    print(f"host: vote -> all 21 views   {percentiles(latencies)}")
    print(f"bare websockets echo         {percentiles(echoes)}")
    print(f"bare websockets fan-out x21  {percentiles(fanouts)}")
    print(f"journal commit (WAL, FULL)   {percentiles(commits)}")
    p99 = sorted(latencies)[round(0.99 * (len(latencies) - 1))]
    for name, floor in (("echo", echoes), ("fan-out", fanouts)):
        floor99 = sorted(floor)[round(0.99 * (len(floor) - 1))]
        print(f"host p99 / {name} p99 = {p99 / floor99:.1f}x")


if __name__ == "__main__":
    main()
