"""``lgdesktop browse``: list the hosts advertised on the LAN (zeroconf, IPv4).

One line a host on stdout (or one JSON object with ``--json``), a fifth column saying
"another version" for a host this build cannot join; when none answered, stdout stays
empty and one line on stderr says so (exit 0 all the same).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys

from . import UsageError, check_local_ipv4


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--timeout",
        type=float,
        default=3.0,
        metavar="S",
        help="how long to listen, in seconds (default 3)",
    )
    parser.add_argument(
        "--interface",
        metavar="ADDR",
        help="IPv4 address of the interface to browse on (default: all)",
    )
    parser.add_argument("--json", action="store_true", help="one JSON object per host")


def run(args: argparse.Namespace) -> int:
    if not 0 < args.timeout <= 3600:
        raise UsageError("lgdesktop browse: --timeout must be between 0 and 3600 seconds")
    check_local_ipv4("browse", "--interface", args.interface)
    hosts = asyncio.run(_async_browse(args.timeout, args.interface))
    for host in hosts:
        if args.json:
            print(
                json.dumps(
                    {
                        "name": host.name,
                        "room": host.room,
                        "address": host.address,
                        "port": host.port,
                        "protocol": host.protocol,
                        "state": host.state,
                        "seats_taken": host.seats_taken,
                        "seats_total": host.seats_total,
                    }
                )
            )
        else:
            version = "" if host.same_version else f"\tanother version (protocol {host.protocol})"
            print(
                f"{host.room}\t{host.address}:{host.port}\t{host.state}\t"
                f"{host.seats_taken}/{host.seats_total}{version}"
            )
    if not hosts:
        print(
            f"lgdesktop browse: no host found in {args.timeout:g} s (is a host running on "
            f"this network? see the README's 'The laptops cannot see the TV')",
            file=sys.stderr,
        )
    return 0


async def _async_browse(seconds: float, interface: str | None):
    from ..net.discovery import HostBrowser

    browser = HostBrowser(interfaces=None if interface is None else [interface])
    await browser.async_start()
    try:
        await asyncio.sleep(seconds)
        return browser.hosts
    finally:
        await browser.async_stop()
