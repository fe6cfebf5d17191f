"""Whole games across processes: a headless host and 9 network bots (jinrou and
thiercelieux), and a host killed
with SIGKILL mid-game then resumed from its journal."""

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time

import pytest

PLAYERS = 9
#: Longest a whole multi-process game may take here (2 cores, 10 processes), in seconds.
GAME_TIMEOUT = 120


def lgdesktop(*args, **popen):
    return subprocess.Popen(
        [sys.executable, "-m", "lgdesktop", *args],
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        **popen,
    )


def start_host(journal, *extra):
    host = lgdesktop(
        "host",
        "--headless",
        "--bind",
        "127.0.0.1",
        "--no-discovery",
        "--journal",
        str(journal),
        *extra,
    )
    first = host.stdout.readline()
    assert first, host.stderr.read()
    return host, json.loads(first)


def start_bots(info):
    return [
        lgdesktop(
            "bot",
            "--connect",
            f"127.0.0.1:{info['port']}",
            "--code",
            info["code"],
            "--name",
            f"bot{index}",
            "--strategy",
            "heuristic",
            "--seed",
            str(index),
        )
        for index in range(PLAYERS)
    ]


def finish(host, bots):
    """Wait for every process of a one-game table; returns (host result, bot results)."""
    out, err = host.communicate(timeout=GAME_TIMEOUT)
    assert host.returncode == 0, err
    results = []
    for bot in bots:
        bot_out, bot_err = bot.communicate(timeout=GAME_TIMEOUT)
        assert bot.returncode == 0, bot_err
        results.append(json.loads(bot_out))
    (result,) = json.loads(out.strip().splitlines()[-1])["games"]
    return result, results


def check_agreement(result, bot_results):
    assert result["winner"] in ("village", "wolves", "fox", "lovers")
    assert len(result["seats"]) == PLAYERS
    roles = {seat["seat"]: seat["role"] for seat in result["seats"]}
    for bot in bot_results:
        assert bot["winner"] == result["winner"]
        assert bot["role"] == roles[bot["seat"]]
        assert bot["won"] == (bot["seat"] in result["winners"])


def journal_rows(path):
    if not path.exists():
        return []
    with sqlite3.connect(path) as db:
        return db.execute(
            "SELECT game, position, seat, input FROM inputs ORDER BY game, position"
        ).fetchall()


@pytest.mark.slow
@pytest.mark.parametrize("edition", ["jinrou", "thiercelieux", "forum"])
def test_a_headless_host_and_nine_network_bots_play_to_the_end(tmp_path, edition):
    host, info = start_host(
        tmp_path / "j.sqlite3",
        "--port",
        "0",
        "--edition",
        edition,
        "--players",
        str(PLAYERS),
        "--seed",
        "7",
        "--speed",
        "200",
    )
    assert {"address", "port", "code"} <= info.keys()
    bots = start_bots(info)
    try:
        check_agreement(*finish(host, bots))
    finally:
        for process in (host, *bots):
            process.kill()


@pytest.mark.slow
def test_a_headless_host_plays_two_games_in_a_row_with_the_same_bots(tmp_path):
    host, info = start_host(
        tmp_path / "j.sqlite3",
        "--port",
        "0",
        "--players",
        str(PLAYERS),
        "--code",
        "424242",
        "--seed",
        "5",
        "--discussion",
        "1",
        "--speed",
        "50",
        "--games",
        "2",
    )
    bots = start_bots(info)
    try:
        out, err = host.communicate(timeout=GAME_TIMEOUT)
        assert host.returncode == 0, err
        games = json.loads(out.strip().splitlines()[-1])["games"]
        assert len(games) == 2
        lines = []
        for bot in bots:
            bot_out, bot_err = bot.communicate(timeout=GAME_TIMEOUT)
            assert bot.returncode == 0, bot_err
            lines.append([json.loads(line) for line in bot_out.splitlines()])
        for number, result in enumerate(games):
            check_agreement(result, [bot_lines[number] for bot_lines in lines])
        with sqlite3.connect(tmp_path / "j.sqlite3") as db:
            assert db.execute("SELECT ended FROM games").fetchall() == [(1,), (1,)]
    finally:
        for process in (host, *bots):
            process.kill()


@pytest.mark.slow
def test_a_killed_host_resumes_and_the_game_ends_with_no_input_lost(tmp_path):
    journal = tmp_path / "j.sqlite3"
    host, info = start_host(
        journal, "--port", "0", "--players", str(PLAYERS), "--seed", "8", "--speed", "20"
    )
    bots = start_bots(info)
    resumed = None
    try:
        deadline = time.monotonic() + GAME_TIMEOUT
        while len(journal_rows(journal)) < 2 * PLAYERS:  # past the first night and a vote
            assert time.monotonic() < deadline and host.poll() is None, "game too short"
            time.sleep(0.05)
        os.kill(host.pid, signal.SIGKILL)
        host.wait(timeout=10)
        before = journal_rows(journal)
        resumed, again = start_host(journal, "--port", str(info["port"]), "--resume")
        assert (again["port"], again["code"]) == (info["port"], info["code"])
        result, bot_results = finish(resumed, bots)
        check_agreement(result, bot_results)
        after = journal_rows(journal)
        assert after[: len(before)] == before, "an accepted input was lost or changed"
        assert len(after) > len(before)
        with sqlite3.connect(journal) as db:
            assert db.execute("SELECT ended FROM games").fetchall() == [(1,)]
    finally:
        for process in (host, resumed, *bots):
            if process is not None:
                process.kill()
