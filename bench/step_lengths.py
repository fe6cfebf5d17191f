"""How long each night step lasts, as a board sees it (loopback, bots, no window).

A headless host and bots play whole games of ``--edition`` at ``--speed``, one random deal
per game (the seed); a board connection notes the time of every clock change (phase,
number, step). A night step's length is the time to the next change (the next step, or
the day); it should be the step's declared length (``NIGHT_STEP_SECONDS``, or the
edition's ``step_seconds``) over the speed, whoever holds the roles and is alive. Prints,
per step, its expected length and the median measured in each game (each deal), then the
error's median, p99 and worst over all steps.

This used to be asserted by ``tests/app/test_end_to_end.py`` (±0.25 s), which failed on a
loaded machine: a duration is a measurement, not a test.

Run: ``uv run python bench/step_lengths.py [--edition E] [--players N] [--games N]
[--speed X]``. Not a timed test.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import statistics
import tempfile
import time
from pathlib import Path

from lgdesktop.engine import get_edition
from lgdesktop.engine.settings import resolve_settings
from lgdesktop.net.botclient import async_run_bot
from lgdesktop.net.client import GameClient
from lgdesktop.net.server import NIGHT_STEP_SECONDS, HostConfig, HostServer

#: Seats at each table by default (every jinrou night role has a turn at 8).
PLAYERS = 8
#: Longest game, in seconds of wall time (a game at speed 20 takes about 20 s).
GAME_TIMEOUT = 300.0


async def async_game(
    edition: str, players: int, seed: int, speed: float, journal: Path
) -> list[tuple[str, float]]:
    """Play one game; returns its night steps (narration line) with their lengths, in
    seconds."""
    server = HostServer(
        HostConfig(
            bind="127.0.0.1",
            port=0,
            code="1234",
            edition=edition,
            players=players,
            seed=seed,
            speed=speed,
            discovery=False,
            journal_path=journal,
            auto_start=True,
        )
    )
    address, port = await server.async_start()
    changes: list[tuple[float, str, int, int, str | None]] = []

    def on_clock(clock) -> None:
        key = (clock.phase, clock.number, clock.step_index, clock.step)
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
            for seat in range(players)
        ]
        await asyncio.wait_for(asyncio.gather(*bots), GAME_TIMEOUT)
    finally:
        await board.async_close()
        await server.async_stop()
    # A night step lasts until the next clock change: the next step, or the day.
    return [
        (earlier[4], later[0] - earlier[0])
        for earlier, later in itertools.pairwise(changes)
        if earlier[1] == "night"
    ]


def declared_seconds(edition_id: str, step_id: str) -> float:
    """A night narration step's declared length at speed 1 (default settings)."""
    edition = get_edition(edition_id)
    settings = resolve_settings(edition.settings, {})
    flow = edition.flow(settings)
    step = next((step for step in flow.cycle if step.id == step_id), None)
    seconds = None if step is None else edition.step_seconds(step, settings)
    return NIGHT_STEP_SECONDS if seconds is None else seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edition", default="jinrou")
    parser.add_argument("--players", type=int, default=PLAYERS)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--speed", type=float, default=20.0)
    args = parser.parse_args()
    errors: list[float] = []
    by_step: dict[str, list[list[float]]] = {}
    with tempfile.TemporaryDirectory() as folder:
        for seed in range(args.games):
            lengths = asyncio.run(
                async_game(
                    args.edition, args.players, seed, args.speed, Path(folder) / f"{seed}.db"
                )
            )
            for step, length in lengths:
                expected = declared_seconds(args.edition, step) / args.speed
                errors.append(abs(length - expected) * 1000)
                games = by_step.setdefault(step, [[] for _ in range(args.games)])
                games[seed].append(length * 1000)
    for step, games in by_step.items():
        measured = ", ".join(f"{statistics.median(g):.0f}" if g else "-" for g in games)
        expected = declared_seconds(args.edition, step) / args.speed * 1000
        print(f"{step:>12}: declared {expected:.0f} ms, median per game (deal) {measured}")
    errors.sort()
    p99 = errors[min(len(errors) - 1, round(0.99 * (len(errors) - 1)))]
    print(
        f"{args.edition} night steps at speed {args.speed:g}: error p50 "
        f"{statistics.median(errors):.1f} ms, p99 {p99:.1f} ms, worst {errors[-1]:.1f} ms "
        f"(n={len(errors)} steps, {args.games} games)"
    )


if __name__ == "__main__":
    main()
