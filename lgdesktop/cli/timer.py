"""``lgdesktop timer``: the admin's timer control of a running host, from a terminal.

``lgdesktop timer extend SECONDS --connect HOST:PORT --code CODE --admin-token TOKEN``
adds SECONDS real seconds (wall-clock, whatever the table's ``--speed``) to the running
step; ``pause``, ``resume`` and ``skip`` take no seconds. The address, code and admin
token are those of the first JSON line of ``host --headless``. Prints one line: the
clock as the host tells it after the change (``extend 30 s: night step night_falls,
40 s left of 40 s``); exits 0. Bad arguments exit 2; a refusal by the host (no game
running, wrong token) or an unreachable host exits 1; one line on stderr either way.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import math
import sys

from ..protocol.messages import MAX_TIMER_SECONDS, ProtocolError
from . import UsageError, check_code, unreachable
from .bot import add_host_arguments, parse_address

#: The actions of the ``timer`` request (``TimerControl.action``).
ACTIONS = ("extend", "pause", "resume", "skip")
#: Longest wait for the host's clock after the request was accepted, in seconds: the
#: host sends it at once with the ``ack``; a second covers a busy machine.
CLOCK_WAIT = 1.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("action", choices=ACTIONS, help="what to do with the running step")
    parser.add_argument(
        "seconds",
        nargs="?",
        help=f"extend only: real seconds to add, more than 0 and at most {MAX_TIMER_SECONDS:g}",
    )
    add_host_arguments(parser)
    parser.add_argument(
        "--admin-token", required=True, help="the host's admin token (host --headless prints it)"
    )


def parse_seconds(action: str, text: str | None) -> float:
    """The seconds of ``action`` (0 but for ``extend``); UsageError when they are missing,
    not a number, not above 0 or above :data:`MAX_TIMER_SECONDS`, or given to an action
    that takes none."""
    if action != "extend":
        if text is not None:
            raise UsageError(f"lgdesktop timer: {action} takes no seconds")
        return 0.0
    if text is None:
        raise UsageError("lgdesktop timer: extend needs the seconds to add")
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not 0 < seconds <= MAX_TIMER_SECONDS:
        raise UsageError(
            f"lgdesktop timer: seconds must be a number above 0 and at most "
            f"{MAX_TIMER_SECONDS:g}, not {text!r}"
        )
    return seconds


def clock_line(action: str, seconds: float, clock) -> str:
    """The line printed after ``action``: what was done, then the host's clock (real
    seconds, rounded to a tenth)."""
    done = f"extend {seconds:g} s" if action == "extend" else action
    if clock is None:
        return f"{done}: no clock"
    step = f"{clock.phase} step {clock.step}" if clock.step else clock.phase
    if clock.seconds_left is None:
        return f"{done}: {step}, untimed"
    left = f"{clock.seconds_left:.1f}".removesuffix(".0")
    total = "" if clock.duration is None else f" of {clock.duration:.1f}".removesuffix(".0")
    paused = ", paused" if clock.paused else ""
    return f"{done}: {step}, {left} s left{total} s{paused}"


def run(args: argparse.Namespace) -> int:
    host, port = parse_address(args.connect, "timer")
    check_code("timer", args.code)
    seconds = parse_seconds(args.action, args.seconds)
    try:
        clock = asyncio.run(
            _async_timer(host, port, args.code, args.admin_token, args.action, seconds)
        )
    except (ConnectionError, OSError, TimeoutError) as error:
        print(f"lgdesktop timer: {unreachable(host, port, error)}", file=sys.stderr)
        return 1
    except ProtocolError as error:  # the host refused (RequestRefused), or another version
        print(f"lgdesktop timer: refused ({error.code}): {error.message}", file=sys.stderr)
        return 1
    print(clock_line(args.action, seconds, clock))
    return 0


async def _async_timer(host, port, code, admin_token, action, seconds):
    """Connect as the admin's board, send the control, and return the host's clock that
    follows it (the one it had, if none came within :data:`CLOCK_WAIT`)."""
    from ..net.client import GameClient

    changed = asyncio.Event()
    client = GameClient(
        host,
        port,
        kind="board",
        code=code,
        admin_token=admin_token,
        on_clock=lambda _clock: changed.set(),
    )
    await client.async_connect()
    try:
        changed.clear()
        await client.async_timer(action, seconds)
        with contextlib.suppress(TimeoutError):  # a skip that ended the game: no new clock
            await asyncio.wait_for(changed.wait(), CLOCK_WAIT)
        return client.clock
    finally:
        await client.async_close()
