"""Input-to-all-views latency of the host, beside the bare websockets floor (loopback).

A host runs in its own process with 20 players and a board connected. During each vote,
every living player votes in turn; a vote is public, so every connection gets a new view.
One sample is the time from sending a vote to the moment the last of the 21 connections
has received its new view; the voter's Ack (sent once the vote is committed to the
journal) is timed too. After each game the board plays again with the same seats. The
raw clients speak the host's encrypted wire: the SPAKE2 handshake on the join code, then
every frame sealed and opened (ChaCha20-Poly1305, :mod:`lgdesktop.protocol.secure`), as
the app's own client does.

The same raw clients measure the floor in the same run, against a bare websockets server
in its own process: one echo round trip, and one fan-out (a frame sent by one client makes
the server send a same-size frame to all 21). The floor is measured twice: **plain** (no
sealing anywhere: the bare websockets floor the issue asks for) and **sealed** (the server
seals the frame once per connection and each client opens it, with channels keyed
directly, no handshake: the fair floor for a host that must seal). Also measured: the
host's SQLite journal commit (WAL, synchronous=FULL).

``--baseline DIR`` also runs the host of another checkout in the same run (it must speak
the encrypted wire too): the hosts and the floors take turns, a block of samples each, so
that a busy machine weighs on all of them alike.

Run: ``uv run python bench/net_latency.py [--samples N] [--baseline DIR]``. Not a timed
test. The clients never spin while they wait (on a 2-core machine a spinning client
takes a core from the host it measures); each frame is stamped as it is read.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import statistics
import sys
import tempfile
import time
from pathlib import Path

from websockets.asyncio.client import connect
from websockets.asyncio.server import serve

from lgdesktop.protocol import MAX_SERVER_FRAME
from lgdesktop.protocol.secure import ClientHandshake, SecureChannel

PLAYERS = 20
#: Longest wait for one sample's frames, in seconds (a loopback answer takes ms).
SAMPLE_TIMEOUT = 5.0
#: Pause after a lobby request (play again, ready), in seconds: long enough on loopback
#: for the host to have handled it (steps of the game are waited for by their views).
SETTLE = 0.05
#: Samples taken in turn from each host and from the floor before the next one's turn.
BLOCK = 25
#: Votes measured (and thrown away) before the first block: the floor's frame size is
#: the board frame's median size over these.
WARM_UP = 10
#: Keys of the sealed floor's channels (fixed: the floor times sealing, not the handshake).
FLOOR_KEYS = (bytes(32), bytes([1]) * 32)


def floor_channel(server: bool) -> SecureChannel:
    """One end of a sealed floor connection (the server sends with the first key)."""
    send, receive = FLOOR_KEYS if server else FLOOR_KEYS[::-1]
    return SecureChannel(send, receive, b"floor", MAX_SERVER_FRAME)


def percentiles(values: list[float]) -> str:
    return f"p50 {median(values):7.3f} ms  p99 {p99(values):7.3f} ms  (n={len(values)})"


def median(values: list[float]) -> float:
    return statistics.median(values) * 1000


def p99(values: list[float]) -> float:
    ms = sorted(v * 1000 for v in values)
    return ms[min(len(ms) - 1, round(0.99 * (len(ms) - 1)))]


# --------------------------------------------------------------------------- processes


def _run_host(pipe, journal: str, tree: str | None) -> None:
    if tree is not None:
        sys.path.insert(0, tree)  # that checkout's lgdesktop, not ours
    from lgdesktop.net.server import HostConfig, HostServer

    async def main():
        server = HostServer(
            HostConfig(
                bind="127.0.0.1",
                port=0,
                players=PLAYERS,
                seed=3,
                discovery=False,
                journal_path=Path(journal),
            )
        )
        await server.async_start()
        pipe.send((server.port, server.code, server.admin_token))
        await asyncio.get_running_loop().run_in_executor(None, pipe.recv)
        await server.async_stop()

    asyncio.run(main())


def _run_echo(pipe, frame_size: int, sealed: bool) -> None:
    """The bare websockets floor; ``sealed``: every frame sealed per connection."""

    async def main():
        payload = b"x" * frame_size
        clients: dict = {}

        async def handler(ws):
            channel = floor_channel(server=True) if sealed else None
            clients[ws] = channel
            try:
                async for message in ws:
                    if sealed:
                        message = channel.open(message)
                    if message in ("echo", b"echo"):
                        await ws.send(channel.seal(b"echo") if sealed else b"echo")
                    else:
                        for client, its in list(clients.items()):
                            await client.send(its.seal(payload) if sealed else payload)
            finally:
                del clients[ws]

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
    """A raw client: opens each frame with its ``channel`` (None: plain floor frames, binary
    like the sealed ones),
    counts view frames and acks as they arrive (stamped as read; the items of a night pulse
    count one by one), keeps the last view undecoded, and sets ``arrivals`` (shared by a
    bench's peers) on each."""

    def __init__(self, ws, arrivals: asyncio.Event, channel: SecureChannel | None):
        self.ws = ws
        self.arrivals = arrivals
        self.channel = channel
        self.views = self.acks = 0
        self.arrived = self.acked = 0.0
        self.last = None
        self._decoded = None
        self.reader = asyncio.get_running_loop().create_task(self.read())

    async def read(self):
        async for raw in self.ws:
            now = time.perf_counter()
            if self.channel is not None:
                raw = self.channel.open(raw)
            if raw.startswith(b'{"type":"view"') or not raw.startswith(b"{"):
                self.views += 1
                self.arrived = now
                self.last, self._decoded = raw, None
            elif raw.startswith(b'{"type":"ack"'):
                self.acks += 1
                self.acked = now
            elif raw.startswith(b'{"type":"pulse"'):
                for item in json.loads(raw)["items"]:
                    if item["type"] == "view":
                        self.views += 1
                        self.arrived = now
                        self.last, self._decoded = raw, item["view"]
                    elif item["type"] == "ack":
                        self.acks += 1
                        self.acked = now
            else:
                continue
            self.arrivals.set()

    def view(self) -> dict:
        if self._decoded is None:
            self._decoded = json.loads(self.last)["view"]
        return self._decoded

    async def send(self, message: dict | str) -> None:
        data = message if isinstance(message, str) else json.dumps(message)
        await self.ws.send(data if self.channel is None else self.channel.seal(data.encode()))


async def wait_for(arrivals: asyncio.Event, done) -> None:
    """Sleep until ``done()`` holds, re-checking at each arrival."""
    async with asyncio.timeout(SAMPLE_TIMEOUT):
        while not done():
            arrivals.clear()
            await arrivals.wait()


async def wait_all(peers, counts) -> float:
    """Time the last peer received a view beyond ``counts``."""
    await wait_for(
        peers[0].arrivals, lambda: all(p.views > c for p, c in zip(peers, counts, strict=True))
    )
    return max(p.arrived for p in peers)


async def open_peer(
    port: int,
    arrivals: asyncio.Event,
    hello: dict | None = None,
    code: str = "",
    sealed: bool = True,
) -> Peer:
    """A host's peer (``hello`` given: the encrypted handshake on ``code``, then the
    sealed hello), or a floor's (plain, or ``sealed`` with the floor's fixed keys)."""
    ws = await connect(f"ws://127.0.0.1:{port}/", compression=None, proxy=None, max_size=None)
    if hello is None:
        return Peer(ws, arrivals, floor_channel(server=False) if sealed else None)
    info = await ws.recv()  # server_info, in clear: speak the host's own version
    handshake = ClientHandshake(code, context=info.encode(), max_frame=MAX_SERVER_FRAME)
    await ws.send(handshake.start())
    confirm, channel = handshake.finish(await ws.recv())
    await ws.send(confirm)
    peer = Peer(ws, arrivals, channel)
    await peer.send({"type": "hello", "protocol": json.loads(info)["protocol"], **hello})
    return peer


class HostBench:
    """A host's board and players; :meth:`measure` times votes, game after game."""

    def __init__(self, board: Peer, players: list[Peer]):
        self.board, self.players = board, players
        self.peers = [board, *players]
        self.phase = "ended"
        self.latencies: list[float] = []
        self.acks: list[float] = []
        self.sizes: list[int] = []

    @classmethod
    async def open(cls, port: int, code: str, admin: str) -> HostBench:
        arrivals = asyncio.Event()
        board = await open_peer(port, arrivals, {"kind": "board", "admin_token": admin}, code)
        players = [
            await open_peer(port, arrivals, {"kind": "player", "name": f"p{i}", "code": code}, code)
            for i in range(PLAYERS)
        ]
        return cls(board, players)

    async def measure(self, samples: int) -> None:
        """Take ``samples`` more votes: the board skips every other step and plays again
        (same seats) after each end."""
        goal = len(self.latencies) + samples
        while len(self.latencies) < goal:
            if self.phase == "ended":
                await self.new_game()
            elif self.phase != "vote":
                await self.step({"type": "timer", "action": "skip"})
            for player in self.players if self.phase == "vote" else ():
                if len(self.latencies) < goal:
                    await self.vote(player)
            self.phase = self.board.view()["phase"]

    async def step(self, request: dict) -> None:
        """Send a request that changes the public view, and wait until every player holds
        the board's new version (no fixed pause: the next vote finds everybody ready)."""
        views = self.board.views
        await self.board.send(request)
        await wait_for(
            self.board.arrivals,
            lambda: (
                self.board.views > views
                and all(
                    player.last is not None
                    and player.view()["board"]["version"] == self.board.view()["version"]
                    for player in self.players
                )
            ),
        )

    async def new_game(self) -> None:
        if self.board.last is not None:
            await self.board.send({"type": "play_again", "keep_seats": True})
            await asyncio.sleep(SETTLE)
        for player in self.players:
            await player.send({"type": "set_ready", "ready": True})
        await asyncio.sleep(SETTLE)
        await self.step({"type": "start"})

    async def vote(self, player: Peer) -> None:
        view = player.view()
        vote = next((spec for spec in view["legal"] if spec["kind"] == "vote"), None)
        if vote is None or view["board"]["phase"] != "vote":
            return
        counts, acks = [p.views for p in self.peers], player.acks
        started = time.perf_counter()
        await player.send(
            {
                "type": "submit",
                "input": "vote",
                "target": vote["targets"][0],
                "version": view["version"],
            }
        )
        self.latencies.append(await wait_all(self.peers, counts) - started)
        await wait_for(player.arrivals, lambda: player.acks > acks)
        self.acks.append(player.acked - started)
        self.sizes.append(len(self.board.last))

    async def close(self) -> None:
        for peer in self.peers:
            await peer.ws.close()


class FloorBench:
    """Raw peers of the bare websockets server: echo and fan-out round trips."""

    def __init__(self, peers: list[Peer]):
        self.peers = peers
        self.echoes: list[float] = []
        self.fanouts: list[float] = []

    @classmethod
    async def open(cls, port: int, sealed: bool) -> FloorBench:
        arrivals = asyncio.Event()
        return cls([await open_peer(port, arrivals, sealed=sealed) for _ in range(PLAYERS + 1)])

    async def measure(self, samples: int) -> None:
        sender = self.peers[1]
        for _ in range(samples):
            started = time.perf_counter()
            await sender.send("echo")
            await wait_all([sender], [sender.views])
            self.echoes.append(sender.arrived - started)
            counts = [p.views for p in self.peers]
            started = time.perf_counter()
            await sender.send("fanout")
            self.fanouts.append(await wait_all(self.peers, counts) - started)

    async def close(self) -> None:
        for peer in self.peers:
            await peer.ws.close()


async def measure(
    hosts: list[tuple], samples: int
) -> tuple[list[HostBench], FloorBench, FloorBench]:
    """Warm each host up, start both floors at the board frame's size, then take
    ``samples`` from each host and each floor, ``BLOCK`` at a time in turn."""
    benches = [await HostBench.open(*host) for host in hosts]
    for bench in benches:
        await bench.measure(WARM_UP)
    frame_size = int(statistics.median(benches[0].sizes))
    for bench in benches:
        bench.latencies.clear()
        bench.acks.clear()
    floors, echoes = [], []
    for sealed in (False, True):
        echo, pipe = spawn(_run_echo, frame_size, sealed)
        echoes.append((echo, pipe))
        floors.append(
            await FloorBench.open(
                await asyncio.get_running_loop().run_in_executor(None, pipe.recv), sealed
            )
        )
    plain, sealed = floors
    while len(plain.fanouts) < samples:
        block = min(BLOCK, samples - len(plain.fanouts))
        for bench in benches:
            await bench.measure(block)
        for floor in floors:
            await floor.measure(block)
    for bench in [*benches, *floors]:
        await bench.close()
    for echo, pipe in echoes:
        pipe.send("stop")
        echo.join()
    return benches, plain, sealed


def measure_journal(samples: int) -> list[float]:
    from lgdesktop.engine import GameSetup, Vote
    from lgdesktop.net.journal import GameRecord, Journal, JournalSeat

    with tempfile.TemporaryDirectory() as folder:
        journal = Journal(Path(folder) / "bench.sqlite3")
        setup = GameSetup.create("jinrou", PLAYERS, 1, timed_nights=True)
        game_id = journal.start_game(
            GameRecord(
                setup, "bench", "1234", tuple(JournalSeat(f"p{i}", f"t{i}") for i in range(PLAYERS))
            )
        )
        times = []
        for position in range(samples):
            started = time.perf_counter()
            journal.append(game_id, position, position % PLAYERS, Vote(1))
            times.append(time.perf_counter() - started)
        journal.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=300)
    parser.add_argument(
        "--baseline",
        type=Path,
        metavar="DIR",
        help="also measure the host of this checkout, in turn with ours",
    )
    args = parser.parse_args()
    trees = {"host": None}
    if args.baseline is not None:
        trees["baseline"] = str(args.baseline.resolve())
    with tempfile.TemporaryDirectory() as folder:
        processes, hosts = [], []
        for name, tree in trees.items():
            process, pipe = spawn(_run_host, str(Path(folder) / f"{name}.sqlite3"), tree)
            processes.append((process, pipe))
            hosts.append(pipe.recv())
        benches, floor, sealed = asyncio.run(measure(hosts, args.samples))
        for process, pipe in processes:
            pipe.send("stop")
            process.join()
    commits = measure_journal(args.samples)
    print(
        f"loopback, {PLAYERS} players + 1 board, board frame "
        f"~{int(statistics.median(benches[0].sizes))} bytes, blocks of {BLOCK} in turn"
    )
    for name, bench in zip(trees, benches, strict=True):
        print(f"{name + ':':9} vote -> all 21 views  {percentiles(bench.latencies)}")
        print(f"{name + ':':9} vote -> voter's ack   {percentiles(bench.acks)}")
    print(f"bare websockets echo           {percentiles(floor.echoes)}")
    print(f"bare websockets fan-out x21    {percentiles(floor.fanouts)}")
    print(f"sealed websockets echo         {percentiles(sealed.echoes)}")
    print(f"sealed websockets fan-out x21  {percentiles(sealed.fanouts)}")
    print(f"journal commit (WAL, FULL)     {percentiles(commits)}")
    for name, bench in zip(trees, benches, strict=True):
        for label, base in (("fan-out", floor), ("sealed fan-out", sealed)):
            print(
                f"{name} p99 / {label} p99 = "
                f"{p99(bench.latencies) / p99(base.fanouts):.1f}x"
                f"  (p50 / p50 = {median(bench.latencies) / median(base.fanouts):.1f}x)"
            )


if __name__ == "__main__":
    main()
