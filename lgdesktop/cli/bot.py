"""``lgdesktop bot``: one bot that joins a host over the network and plays its games.

It follows the table from game to game (the host's *play again*) until the host closes
the table. Prints one JSON line per game with its seat, role and the result; exits 0 when
at least one game ended, 1 when the host refused it or the connection was lost for good
before that.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys

from ..bots import STRATEGIES
from . import UsageError, unreachable


def add_host_arguments(parser: argparse.ArgumentParser) -> None:
    """``--connect HOST:PORT`` and ``--code``: the running host a command talks to."""
    parser.add_argument(
        "--connect",
        required=True,
        metavar="HOST:PORT",
        help="the host's address (the first JSON line of host --headless)",
    )
    parser.add_argument("--code", required=True, help="the host's join code")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_host_arguments(parser)
    parser.add_argument("--name", required=True, help="the bot's name at the table")
    parser.add_argument(
        "--strategy",
        default="random",
        choices=STRATEGIES,
        help="random legal inputs, or a cautious beginner's heuristic (default: random)",
    )
    parser.add_argument(
        "--seed", type=int, default=0, help="seed of the bot's choices (default: 0)"
    )


def parse_address(text: str, command: str = "bot") -> tuple[str, int]:
    """``"host:port"`` -> ``("host", port)``; UsageError (naming ``lgdesktop COMMAND``)
    when malformed."""
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise UsageError(f"lgdesktop {command}: bad address {text!r}: expected HOST:PORT")
    return host, int(port)


def run(args: argparse.Namespace) -> int:
    host, port = parse_address(args.connect)
    from ..net.botclient import async_run_bot
    from ..net.client import RequestRefused

    try:
        asyncio.run(
            async_run_bot(
                host,
                port,
                args.code,
                args.name,
                args.strategy,
                args.seed,
                games=None,
                on_result=lambda result: print(json.dumps(result), flush=True),
            )
        )
    except (RequestRefused, ConnectionError, OSError, TimeoutError) as error:
        print(f"lgdesktop bot: {unreachable(host, port, error)}", file=sys.stderr)
        return 1
    return 0
