"""``lgdesktop timer`` against a host on 127.0.0.1: extend takes and shows real seconds
(whatever the table's speed), bad arguments exit 2 and a refusal 1, one line each."""

import asyncio
import re

import pytest

from lgdesktop.cli import main

from .netkit import eventually, start_game


def _argv(server, *words: str, token: str | None = None) -> list[str]:
    return [
        "timer",
        *words,
        "--connect",
        f"{server.address}:{server.port}",
        "--code",
        server.code,
        "--admin-token",
        token or server.admin_token,
    ]


async def test_extend_adds_real_seconds_at_any_speed(start_host, connect, capsys):
    server = await start_host(players=7, speed=10.0)
    board, _players = await start_game(server, connect, 7)
    assert await asyncio.to_thread(main, _argv(server, "pause")) == 0
    await eventually(lambda: board.clock.paused, what="the pause")
    left, total = board.clock.seconds_left, board.clock.duration
    capsys.readouterr()
    assert await asyncio.to_thread(main, _argv(server, "extend", "30")) == 0
    line = capsys.readouterr().out.strip()
    await eventually(lambda: board.clock.seconds_left == pytest.approx(left + 30))
    assert board.clock.duration == pytest.approx(total + 30)
    shown = re.fullmatch(
        r"extend 30 s: night step \w+, ([\d.]+) s left of ([\d.]+) s, paused", line
    )
    assert shown, line
    assert (float(shown[1]), float(shown[2])) == pytest.approx((left + 30, total + 30), abs=0.05)


@pytest.mark.parametrize(
    "words",
    [
        ("extend",),
        ("extend", "0"),
        ("extend", "-5"),
        ("extend", "3601"),
        ("extend", "soon"),
        ("pause", "10"),
        ("later",),
    ],
)
def test_bad_arguments_exit_2_with_one_line(capsys, words):
    argv = ["timer", *words, "--connect", "127.0.0.1:1", "--code", "1234", "--admin-token", "t"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("lgdesktop timer")


async def test_a_refusal_exits_1_with_the_hosts_reason(start_host, capsys):
    server = await start_host(players=7)
    assert await asyncio.to_thread(main, _argv(server, "extend", "30")) == 1  # no game yet
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("lgdesktop timer: refused (")
    assert await asyncio.to_thread(main, _argv(server, "skip", token="x" * 24)) == 1
    assert "refused (not_admin)" in capsys.readouterr().err
