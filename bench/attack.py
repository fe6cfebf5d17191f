"""An honest laptop's latency with and without each flood of issue 12, side by side (loopback).

For each scenario a fresh host runs in its own process, an attacker in another, and the
honest side in this one: a seated player toggles *ready* at a steady pace (one sample:
request sent to its Ack, through the encrypted wire), and a board joins and leaves (one
sample: TCP connect to Welcome, handshake included: the TV coming back). Scenarios:

- ``none``: no attack (the reference);
- ``sockets``: connections that finish the WebSocket upgrade and never speak, reopened as
  fast as the host closes them (``SOCKETS`` kept open);
- ``guesses``: wrong join codes as fast as the host answers, over 16 connections;
- ``spectators``: spectators joining and leaving as fast as possible (right code);
- ``frames``: a seated client sending deep-nested, garbage and oversize frames nonstop
  (and coming back when closed).

Attackers use 127.0.0.2 when the loopback alias exists (the honest side stays on
127.0.0.1, as another machine would be). Run: ``uv run python bench/attack.py
[--samples N]``. Not a timed test.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import multiprocessing
import socket
import statistics
import tempfile
import time
from pathlib import Path

SCENARIOS = ("none", "sockets", "guesses", "spectators", "frames")
#: Silent connections the socket flood keeps open (far above every cap of the host).
SOCKETS = 1000
#: Parallel connections of the guessing and spectator floods.
FLOOD_CONNECTIONS = 16
#: Seconds the flood runs before the honest side measures (so that it is at full force).
RAMP_UP = 1.0
#: Seconds between two honest requests (the host allows 20 a second per connection).
PACE = 0.06
#: Seconds between two honest joins (one address may start a handshake every 0.1 s).
JOIN_PACE = 0.15
#: Longest wait for one honest sample, in seconds.
SAMPLE_TIMEOUT = 30.0


def percentiles(values: list[float]) -> str:
    if not values:
        return "no sample"
    ms = sorted(v * 1000 for v in values)
    p99 = ms[min(len(ms) - 1, round(0.99 * (len(ms) - 1)))]
    return f"p50 {statistics.median(ms):8.2f} ms  p99 {p99:8.2f} ms"


def attacker_address() -> str:
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.2", 0))
        except OSError:
            return "127.0.0.1"
    return "127.0.0.2"


# --------------------------------------------------------------------------- processes


def _run_host(pipe, journal: str) -> None:
    import logging

    logging.basicConfig(level=logging.WARNING)
    from lgdesktop.net.server import HostConfig, HostServer

    async def main():
        server = HostServer(
            HostConfig(
                bind="0.0.0.0",
                port=0,
                players=8,
                seed=3,
                discovery=False,
                journal_path=Path(journal),
            )
        )
        await server.async_start()
        pipe.send((server.port, server.code))
        await asyncio.get_running_loop().run_in_executor(None, pipe.recv)
        await server.async_stop()

    asyncio.run(main())


def _run_attack(pipe, scenario: str, port: int, code: str, source: str) -> None:
    counts = {"attempts": 0}

    async def main():
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        loop.run_in_executor(None, lambda: (pipe.recv(), loop.call_soon_threadsafe(stop.set)))
        task = asyncio.ensure_future(FLOODS[scenario](port, code, source, counts))
        await stop.wait()
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await task
        pipe.send(counts["attempts"])

    asyncio.run(main())


# --------------------------------------------------------------------------- floods

UPGRADE = (
    b"GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
    b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
)


async def flood_sockets(port, code, source, counts):
    async def one():
        while True:
            try:
                reader, writer = await asyncio.open_connection(
                    "127.0.0.1", port, local_addr=(source, 0)
                )
            except OSError:
                await asyncio.sleep(0.01)
                continue
            counts["attempts"] += 1
            writer.write(UPGRADE)
            with contextlib.suppress(OSError):
                while await reader.read(4096):
                    pass
            writer.close()

    await asyncio.gather(*(one() for _ in range(SOCKETS)))


@contextlib.asynccontextmanager
async def started(port: int, code: str, source: str):
    """A connection from ``source`` that has sent its SPAKE2 start with ``code``:
    yields (ws, handshake)."""
    from websockets.asyncio.client import connect

    from lgdesktop.protocol import MAX_SERVER_FRAME
    from lgdesktop.protocol.secure import ClientHandshake

    async with connect(f"ws://127.0.0.1:{port}/", proxy=None, local_addr=(source, 0)) as ws:
        info = await ws.recv()
        handshake = ClientHandshake(code, context=info.encode(), max_frame=MAX_SERVER_FRAME)
        await ws.send(handshake.start())
        yield ws, handshake


async def flood_guesses(port, code, source, counts):
    wrong = "000000" if code != "000000" else "111111"

    async def one():
        while True:
            with contextlib.suppress(Exception):
                async with started(port, wrong, source) as (ws, _):
                    counts["attempts"] += 1
                    await ws.recv()
            await asyncio.sleep(0)

    await asyncio.gather(*(one() for _ in range(FLOOD_CONNECTIONS)))


async def flood_spectators(port, code, source, counts):
    from lgdesktop.protocol import PROTOCOL_VERSION, Hello, encode

    async def one():
        while True:
            with contextlib.suppress(Exception):
                async with started(port, code, source) as (ws, handshake):
                    confirm, channel = handshake.finish(await ws.recv())
                    await ws.send(confirm)
                    await ws.send(channel.seal(encode(Hello(PROTOCOL_VERSION, "spectator"))))
                    counts["attempts"] += 1
                    await ws.recv()  # the welcome (or spectators_full), then leave
            await asyncio.sleep(0)

    await asyncio.gather(*(one() for _ in range(FLOOD_CONNECTIONS)))


async def flood_frames(port, code, source, counts):
    from lgdesktop.protocol import PROTOCOL_VERSION, Hello, encode

    hostile = [
        b"[" * 2000 + b"]" * 2000,
        b"\xff\xfe garbage",
        b'{"type":"submit"}',
        b'{"type":"hello","protocol":2,"kind":"player","ref":3}',
    ]
    while True:
        with contextlib.suppress(Exception):
            async with started(port, code, source) as (ws, handshake):
                confirm, channel = handshake.finish(await ws.recv())
                await ws.send(confirm)
                await ws.send(channel.seal(encode(Hello(PROTOCOL_VERSION, "spectator"))))
                while True:
                    for frame in hostile:
                        await ws.send(channel.seal(frame))
                        counts["attempts"] += 1
                    await asyncio.sleep(0)
        await asyncio.sleep(0.01)


async def flood_none(port, code, source, counts):
    await asyncio.Event().wait()


FLOODS = {
    "none": flood_none,
    "sockets": flood_sockets,
    "guesses": flood_guesses,
    "spectators": flood_spectators,
    "frames": flood_frames,
}


# --------------------------------------------------------------------------- honest side


async def measure(port: int, code: str, samples: int) -> tuple[list[float], list[float], int]:
    """Ready toggles of a seated player (request -> Ack), and board joins."""
    from lgdesktop.net.client import GameClient

    requests, joins, failures = [], [], 0
    player = GameClient("127.0.0.1", port, name="Honest", code=code)
    try:
        await asyncio.wait_for(player.async_connect(), SAMPLE_TIMEOUT)
    except Exception:
        samples, failures = 0, 1  # the honest player could not even sit down
    for index in range(samples):
        started = time.perf_counter()
        try:
            await asyncio.wait_for(player.async_set_ready(index % 2 == 0), SAMPLE_TIMEOUT)
            requests.append(time.perf_counter() - started)
        except Exception:
            failures += 1
        await asyncio.sleep(PACE)
    for _ in range(max(5, samples // 20)):
        spectator = GameClient("127.0.0.1", port, kind="board", code=code)
        started = time.perf_counter()
        try:
            await asyncio.wait_for(spectator.async_connect(), SAMPLE_TIMEOUT)
            joins.append(time.perf_counter() - started)
        except Exception:
            failures += 1
        await spectator.async_close()
        await asyncio.sleep(JOIN_PACE)
    await player.async_close()
    return requests, joins, failures


def run_scenario(scenario: str, samples: int, source: str) -> tuple[str, ...]:
    context = multiprocessing.get_context("spawn")
    with tempfile.TemporaryDirectory() as folder:
        host_pipe, host_end = context.Pipe()
        host = context.Process(target=_run_host, args=(host_end, f"{folder}/j.sqlite3"))
        host.start()
        port, code = host_pipe.recv()
        attack_pipe, attack_end = context.Pipe()
        attacker = context.Process(
            target=_run_attack, args=(attack_end, scenario, port, code, source)
        )
        attacker.start()
        time.sleep(RAMP_UP)
        requests, joins, failures = asyncio.run(measure(port, code, samples))
        attack_pipe.send("stop")
        attempts = attack_pipe.recv() if attack_pipe.poll(10) else -1
        attacker.join(10)
        if attacker.is_alive():
            attacker.kill()
        host_pipe.send("stop")
        host.join(10)
    return (scenario, percentiles(requests), percentiles(joins), str(failures), str(attempts))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--samples", type=int, default=300)
    parser.add_argument("--scenarios", default=",".join(SCENARIOS))
    args = parser.parse_args()
    source = attacker_address()
    print(f"attacker address {source}; {args.samples} requests per scenario")
    print(f"{'flood':<11} {'request -> ack':<32} {'board join':<32} fail  attacks")
    for scenario in args.scenarios.split(","):
        name, requests, joins, failures, attempts = run_scenario(scenario, args.samples, source)
        print(f"{name:<11} {requests:<32} {joins:<32} {failures:>4}  {attempts}", flush=True)


if __name__ == "__main__":
    main()
