"""Discovery and a whole game over a real link, as in a living room: the host in one Linux
network namespace, the players in another, joined by a veth pair (a virtual Ethernet cable).

The player side browses (zeroconf multicast crosses the link), joins the address it found
with four bots, and the game runs to its end. Needs root on Linux and ``ip`` (iproute2; the
CI script installs it); skipped elsewhere, with the reason. The addresses (10.77.0.1/30 and
10.77.0.2/30) exist only inside the two namespaces this test creates and always deletes:
no packet leaves them.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from lgdesktop.logs import LOG_DIR_ENV

#: The link's two ends (a /30 holds exactly these two hosts).
HOST_ADDRESS = "10.77.0.1"
PLAYER_ADDRESS = "10.77.0.2"
PREFIX = 30
#: Seats at the table: four bots from the player side.
PLAYERS = 4
#: Speed of the host's clock (a whole game in a few seconds).
SPEED = 50
#: Listening time of one ``lgdesktop browse`` (the host announces itself within ~1 s).
BROWSE_SECONDS = 2.0
#: Browses tried before giving up (the host's first announcements may still be under way).
BROWSE_TRIES = 10
#: Longest wait for the host's first line, and for the whole game, in seconds.
START_TIMEOUT = 60.0
GAME_TIMEOUT = 240.0
#: Longest run of one ``ip`` command, in seconds (they answer at once).
IP_TIMEOUT = 30.0


def _why_not() -> str | None:
    """Why namespaces cannot be made here (None: they can)."""
    if not sys.platform.startswith("linux"):
        return "network namespaces are Linux only"
    if os.geteuid() != 0:
        return "creating network namespaces needs root"
    if shutil.which("ip") is None:
        return "the ip command (iproute2) is not installed"
    return None


def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, timeout=IP_TIMEOUT)


@pytest.fixture
def link() -> Iterator[tuple[str, str]]:
    """Two namespaces (host side, player side) joined by a veth pair; deleted afterwards."""
    reason = _why_not()
    if reason:
        pytest.skip(reason)
    tag = f"lgt{os.getpid() % 100000}"
    host_ns, player_ns = f"{tag}h", f"{tag}p"
    try:
        _ip("netns", "add", host_ns)
    except subprocess.CalledProcessError as error:
        pytest.skip(f"cannot create a network namespace here: {error.stderr.strip()}")
    try:
        _ip("netns", "add", player_ns)
        _ip("link", "add", f"{tag}a", "type", "veth", "peer", "name", f"{tag}b")
        for namespace, end, address in (
            (host_ns, f"{tag}a", HOST_ADDRESS),
            (player_ns, f"{tag}b", PLAYER_ADDRESS),
        ):
            _ip("link", "set", end, "netns", namespace)
            _ip("-n", namespace, "addr", "add", f"{address}/{PREFIX}", "dev", end)
            _ip("-n", namespace, "link", "set", "lo", "up")
            _ip("-n", namespace, "link", "set", end, "up")
            # mDNS goes to 224.0.0.251: route multicast through the link.
            _ip("-n", namespace, "route", "add", "224.0.0.0/4", "dev", end)
        yield host_ns, player_ns
    finally:
        for namespace in (host_ns, player_ns):  # the veth pair goes with them
            subprocess.run(
                ["ip", "netns", "del", namespace], capture_output=True, timeout=IP_TIMEOUT
            )


def _lgdesktop(namespace: str, *args: str) -> list[str]:
    return ["ip", "netns", "exec", namespace, sys.executable, "-m", "lgdesktop", *args]


def _browse(namespace: str, env: dict[str, str]) -> tuple[dict, float]:
    """The first host that ``lgdesktop browse`` lists from ``namespace``, and the seconds
    from the first browse to it."""
    started = time.monotonic()
    for _ in range(BROWSE_TRIES):
        result = subprocess.run(
            _lgdesktop(
                namespace,
                "browse",
                "--json",
                "--interface",
                PLAYER_ADDRESS,
                "--timeout",
                str(BROWSE_SECONDS),
            ),
            capture_output=True,
            text=True,
            env=env,
            timeout=START_TIMEOUT,
            check=True,
        )
        hosts = [json.loads(line) for line in result.stdout.splitlines()]
        if hosts:
            return hosts[0], time.monotonic() - started
    raise AssertionError(f"no host seen across the link in {BROWSE_TRIES} browses")


@pytest.mark.slow
def test_browse_join_and_play_across_a_real_link(link, tmp_path: Path):
    host_ns, player_ns = link
    env = {**os.environ, LOG_DIR_ENV: str(tmp_path / "log")}
    host = subprocess.Popen(
        _lgdesktop(
            host_ns,
            "host",
            "--headless",
            "--players",
            str(PLAYERS),
            "--seed",
            "7",
            "--bind",
            HOST_ADDRESS,
            "--interface",
            HOST_ADDRESS,
            "--port",
            "0",
            "--speed",
            str(SPEED),
            "--name",
            "Salon netns",
            "--journal",
            str(tmp_path / "journal.sqlite3"),
        ),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    bots: list[subprocess.Popen] = []
    try:
        opened = json.loads(host.stdout.readline())
        assert opened["address"] == HOST_ADDRESS
        found, seconds = _browse(player_ns, env)
        assert (found["room"], found["address"], found["port"], found["state"]) == (
            "Salon netns",
            HOST_ADDRESS,
            opened["port"],
            "lobby",
        )
        print(f"browse -> host across the link: {seconds:.1f} s of browsing")
        bots = [
            subprocess.Popen(
                _lgdesktop(
                    player_ns,
                    "bot",
                    "--connect",
                    f"{found['address']}:{found['port']}",
                    "--code",
                    opened["code"],
                    "--name",
                    f"Bot{seat}",
                    "--strategy",
                    "heuristic",
                    "--seed",
                    str(seat),
                ),
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                env=env,
            )
            for seat in range(PLAYERS)
        ]
        results = []
        for bot in bots:
            out, err = bot.communicate(timeout=GAME_TIMEOUT)
            assert bot.returncode == 0, err
            results.append(json.loads(out.splitlines()[-1]))
        out, err = host.communicate(timeout=GAME_TIMEOUT)
        assert host.returncode == 0, err
        (final,) = json.loads(out.splitlines()[-1])["games"]
        assert {result["winner"] for result in results} == {final["winner"]}
        assert sorted(seat["name"] for seat in final["seats"]) == [
            f"Bot{seat}" for seat in range(PLAYERS)
        ]
    finally:
        for process in [host, *bots]:
            if process.poll() is None:
                process.kill()
                process.communicate()
