"""Time from starting a browse to seeing an already advertised host (127.0.0.1 only).

A host is advertised by one zeroconf instance; then, again and again, a fresh
:class:`~lgdesktop.net.discovery.HostBrowser` (its own zeroconf instance, as a player's app
would have) is started and timed until the host is added. Between two browses the bench
waits ``--gap`` seconds: a responder delays by a second any answer it multicast less than a
second ago (RFC 6762 §6), which is not the situation of a player opening the join screen.

Run: ``uv run python bench/discovery.py [--runs N] [--gap S]``. Not a timed test.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time

from lgdesktop.net.discovery import HostBrowser, async_advertise

#: Longest wait for one discovery, in seconds.
BROWSE_TIMEOUT = 5.0
#: Quiet time after registering before the first browse, in seconds.
SETTLE = 1.5


async def measure(runs: int, gap: float) -> list[float]:
    advertiser = await async_advertise(
        room="Bench",
        edition="jinrou",
        port=47800,
        addresses=["127.0.0.1"],
        interfaces=["127.0.0.1"],
        seats_total=9,
    )
    await asyncio.sleep(SETTLE)
    times = []
    try:
        for _ in range(runs):
            found = asyncio.Event()
            started = time.perf_counter()
            browser = HostBrowser(
                interfaces=["127.0.0.1"], on_added=lambda _, seen=found: seen.set()
            )
            await browser.async_start()
            await asyncio.wait_for(found.wait(), BROWSE_TIMEOUT)
            times.append(time.perf_counter() - started)
            await browser.async_stop()
            await asyncio.sleep(gap)
    finally:
        await advertiser.async_stop()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--gap", type=float, default=1.2, help="seconds between browses")
    args = parser.parse_args()
    ms = sorted(t * 1000 for t in asyncio.run(measure(args.runs, args.gap)))
    print(
        f"browse -> host seen on 127.0.0.1 ({args.runs} runs, {args.gap} s apart): "
        f"p50 {statistics.median(ms):.0f} ms, p90 {ms[round(0.9 * (len(ms) - 1))]:.0f} ms, "
        f"min {ms[0]:.0f} ms, max {ms[-1]:.0f} ms"
    )


if __name__ == "__main__":
    main()
