"""How long each night step lasts, as a board sees it (loopback, bots, no window).

A headless host and bots play whole games at ``--speed``; a board connection notes the time
of every new night step (a ``Clock`` whose (night, step) changes). A step's length is the
time to the next step of the same night; it should be ``NIGHT_STEP_SECONDS / speed``
whoever holds the roles and is alive. Prints the error's median, p99 and worst.

This used to be asserted by ``tests/app/test_end_to_end.py`` (±0.25 s), which failed on a
loaded machine: a duration is a measurement, not a test.

Run: ``uv run python bench/step_lengths.py [--games N] [--speed X]``. Not a timed test.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import statistics
import tempfile
import time
from pathlib import Path

from lgdesktop.net.botclient import async_run_bot
from lgdesktop.net.client import GameClient
from lgdesktop.net.server import NIGHT_STEP_SECONDS, HostConfig, HostServer

#: Seats at each table (every jinrou night role has a turn at 8).
PLAYERS = 8
#: Longest game, in seconds of wall time (a game at speed 20 takes about 20 s).
GAME_TIMEOUT = 300.0


async def async_game(seed: int, speed: float, journal: Path) -> list[float]:
    """Play one game; returns the lengths of its night steps, in seconds."""
    server = HostServer(
        HostConfig(
            bind="127.0.0.1",
            port=0,
            code="1234",
            players=PLAYERS,
            seed=seed,
            speed=speed,
            discovery=False,
            journal_path=journal,
            auto_start=True,
        )
    )
    address, port = await server.async_start()
    changes: list[tuple[float, int, int]] = []

    def on_clock(clock) -> None:
        if clock.phase == "night":
            key = (clock.number, clock.step_index)
            if not changes or changes[-1][1:] != key:
                changes.append((time.monotonic(), *key))

    board = GameClient(
        address,
        port,
        kind="board",
        admin_token=server.admin_token,
        code=server.code,
        on_clock=on_clock,
    )
    await board.async_connect()
    try:
        bots = [
            async_run_bot(address, port, "1234", f"Bot{seat}", "heuristic", seed=seed * 64 + seat)
            for seat in range(PLAYERS)
        ]
        await asyncio.wait_for(asyncio.gather(*bots), GAME_TIMEOUT)
    finally:
        await board.async_close()
        await server.async_stop()
    return [
        later[0] - earlier[0]
        for earlier, later in itertools.pairwise(changes)
        if later[1] == earlier[1] and later[2] == earlier[2] + 1
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--speed", type=float, default=20.0)
    args = parser.parse_args()
    expected = NIGHT_STEP_SECONDS / args.speed
    errors: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        for seed in range(args.games):
            lengths = asyncio.run(async_game(seed, args.speed, Path(folder) / f"{seed}.db"))
            errors += [abs(length - expected) * 1000 for length in lengths]
    errors.sort()
    p99 = errors[min(len(errors) - 1, round(0.99 * (len(errors) - 1)))]
    print(
        f"night step {expected * 1000:.0f} ms at speed {args.speed:g}: error p50 "
        f"{statistics.median(errors):.1f} ms, p99 {p99:.1f} ms, worst {errors[-1]:.1f} ms "
        f"(n={len(errors)} steps, {args.games} games)"
    )


if __name__ == "__main__":
    main()
