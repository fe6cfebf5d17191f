"""The command line's edges: bad arguments are one line on stderr and exit 2, failures one
line and exit 1, never a traceback; a busy port, a bad deal, a closed pipe, --verbose, the
log file, the top-level help."""

import argparse
import json
import os
import socket
import subprocess
import sys

import pytest

from lgdesktop import qtlibs
from lgdesktop.cli import COMMANDS, build_parser, main
from lgdesktop.logs import LOG_DIR_ENV, LOG_FILE
from lgdesktop.net.hosting import PORT_TRIES, PortInUse, async_start_on_free_port
from lgdesktop.net.server import HostConfig, HostServer

#: Longest run of a one-shot command in a subprocess, in seconds (it takes about one).
COMMAND_TIMEOUT = 60


@pytest.fixture(autouse=True)
def private_logs(tmp_path, monkeypatch):
    """The commands run here log to the test's folder, not the user's."""
    monkeypatch.setenv(LOG_DIR_ENV, str(tmp_path / "log"))


@pytest.mark.parametrize(
    "argv",
    [
        ["host", "--headless", "--bind", "127.0.0.1"],
        ["host", "--headless", "--players", "9", "--code", "12ab"],
        ["host", "--headless", "--players", "9", "--speed", "0"],
        ["host", "--headless", "--players", "9", "--discussion", "-5"],
        ["host", "--headless", "--players", "9", "--bind", "localhost"],
        ["host", "--headless", "--players", "9", "--port", "70000"],
        ["host", "--headless", "--players", "9", "--deal", "/nonexistent/deal.json"],
        ["host", "--headless", "--players", "50", "--no-discovery"],
        ["host", "--headless", "--players", "9", "--edition", "chess"],
        ["bot", "--connect", "nohost", "--code", "1234", "--name", "b"],
        ["bot", "--connect", "h:99999", "--code", "1234", "--name", "b"],
        ["bot", "--code", "1234", "--name", "b"],
        ["browse", "--timeout", "0"],
        ["browse", "--interface", "eth0"],
        ["browse", "--interface", "10.9.9.9"],  # not an address of this machine
        ["host", "--headless", "--players", "5", "--bind", "10.9.9.9"],
        ["host", "--headless", "--players", "5", "--set", "no_such_setting=1"],
        ["host", "--headless", "--players", "5", "--set", "tie_rule=coin"],
        ["demo", "--screenshots", "/proc/nope"],
        ["--lang", "de"],  # given to the launcher, which knows fr and en only
        ["launcher", "--no-such-option"],
    ],
)
def test_bad_arguments_exit_2_with_one_line(argv, capsys):
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.strip().splitlines()) == 1


def test_a_deal_must_match_the_players(tmp_path, capsys):
    deal = tmp_path / "deal.json"
    deal.write_text(json.dumps(["werewolf", "seer", "villager", "villager"]))
    assert main(["host", "--headless", "--players", "5", "--deal", str(deal)]) == 2
    assert "4 roles for 5 players" in capsys.readouterr().err
    deal.write_text(json.dumps({"not": "a list"}))
    assert main(["host", "--headless", "--players", "4", "--deal", str(deal)]) == 2


def test_resume_without_an_unfinished_game_is_a_usage_error(tmp_path, capsys):
    argv = [
        "host",
        "--headless",
        "--resume",
        "--bind",
        "127.0.0.1",
        "--port",
        "0",
        "--no-discovery",
        "--journal",
        str(tmp_path / "empty.sqlite3"),
    ]
    assert main(argv) == 2
    assert "no unfinished game" in capsys.readouterr().err


def test_browse_on_loopback_lists_what_it_finds(capsys):
    assert main(["browse", "--interface", "127.0.0.1", "--timeout", "0.3", "--json"]) == 0
    for line in capsys.readouterr().out.splitlines():
        assert {"room", "address", "port", "state"} <= json.loads(line).keys()


@pytest.mark.parametrize(
    ("deal", "reason"),
    [
        (["werewolf", "werewolf", "werewolf", "villager", "villager"], "werewolves against"),
        (["werewolf", "seer", "villager", "villager", "dragon"], "unknown role 'dragon'"),
    ],
)
def test_a_deal_that_cannot_start_is_refused_before_hosting(deal, reason, tmp_path, capsys):
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(deal))
    argv = [
        "host",
        "--headless",
        "--bind",
        "127.0.0.1",
        "--port",
        "0",
        "--no-discovery",
        "--deal",
        str(path),
        "--journal",
        str(tmp_path / "j.sqlite3"),
    ]
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""  # no JSON line: the host never opened
    assert reason in captured.err and len(captured.err.strip().splitlines()) == 1


def test_top_level_help_is_plain_text(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert "``" not in out and ":data:" not in out
    assert all(name in out for name in COMMANDS)


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_command_takes_verbose(command, capsys):
    with pytest.raises(SystemExit):
        main([command, "--help"])
    assert "--verbose" in capsys.readouterr().out


def test_a_command_logs_to_the_log_file(tmp_path, capsys):
    assert main(["roles", "--players", "9", "--verbose"]) == 0
    log = (tmp_path / "log" / LOG_FILE).read_text(encoding="utf-8")
    assert "roles --players 9 --verbose" in log


def test_missing_qt_libraries_are_one_sentence_naming_the_package(monkeypatch, capsys):
    if not sys.platform.startswith("linux"):
        pytest.skip("Qt ships its own libraries outside Linux")
    monkeypatch.setattr(
        qtlibs,
        "XCB_LIBRARIES",
        {"libxcb-lgdesktop-test.so.0": ("libxcb-lgdesktop-test0", "xcb-test")},
    )
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setenv("DISPLAY", ":4242")
    assert main(["demo"]) == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert "sudo apt install libxcb-lgdesktop-test0" in err
    # With the libraries there: no display, or one nobody serves, is one sentence too.
    monkeypatch.setattr(qtlibs, "XCB_LIBRARIES", {})
    monkeypatch.delenv("DISPLAY")
    assert main(["join"]) == 1
    assert "no display found" in capsys.readouterr().err
    monkeypatch.setenv("DISPLAY", ":4242")
    assert main(["launcher"]) == 1
    assert "cannot connect to the display ':4242'" in capsys.readouterr().err


def test_the_display_check_follows_the_platform():
    assert qtlibs.platform_name({"QT_QPA_PLATFORM": "offscreen"}) == "offscreen"
    assert qtlibs.platform_name({"QT_QPA_PLATFORM": "wayland;xcb"}) == "wayland"
    assert (
        qtlibs.platform_name({"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"})
        == "wayland"
    )
    assert qtlibs.platform_name({"DISPLAY": ":0"}) == "xcb"
    qtlibs.check({"QT_QPA_PLATFORM": "offscreen"})  # what the test suite itself runs on


def test_a_closed_pipe_ends_quietly(tmp_path):
    read, write = os.pipe()
    os.close(read)  # the reader is gone before the first line (as `| head` soon is)
    try:
        result = subprocess.run(
            [sys.executable, "-m", "lgdesktop", "roles", "--players", "12"],
            stdout=write,
            stderr=subprocess.PIPE,
            text=True,
            timeout=COMMAND_TIMEOUT,
            env={**os.environ, LOG_DIR_ENV: str(tmp_path)},
        )
    finally:
        os.close(write)
    assert result.returncode == 0
    assert "Traceback" not in result.stderr and "Error" not in result.stderr


def test_browse_says_when_it_finds_nothing(capsys):
    assert main(["browse", "--interface", "127.0.0.1", "--timeout", "0.3"]) == 0
    captured = capsys.readouterr()
    if not captured.out:  # (another test's host may be advertising on 127.0.0.1)
        assert "no host found" in captured.err


def _busy_port() -> socket.socket:
    """A listening socket on 127.0.0.1: its port is taken while it stays open."""
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    return taken


async def test_a_busy_port_moves_the_host_to_the_next_free_one(tmp_path, caplog):
    with _busy_port() as taken:
        busy = taken.getsockname()[1]
        config = HostConfig(
            bind="127.0.0.1",
            port=busy,
            players=4,
            discovery=False,
            journal_path=tmp_path / "j.sqlite3",
        )
        server = await async_start_on_free_port(HostServer, config, explicit=False)
        try:
            assert busy < server.port < busy + PORT_TRIES
            assert f"hosting on port {server.port}" in caplog.text
        finally:
            await server.async_stop()


async def test_an_explicit_busy_port_is_refused_by_number(tmp_path):
    with _busy_port() as taken:
        busy = taken.getsockname()[1]
        config = HostConfig(
            bind="127.0.0.1",
            port=busy,
            players=4,
            discovery=False,
            journal_path=tmp_path / "j.sqlite3",
        )
        with pytest.raises(PortInUse, match=f"port {busy} is already in use"):
            await async_start_on_free_port(HostServer, config, explicit=True)


def test_host_with_a_busy_explicit_port_exits_2_with_one_line(tmp_path):
    with _busy_port() as taken:
        busy = taken.getsockname()[1]
        result = subprocess.run(
            [
                sys.executable,
                "-m",
                "lgdesktop",
                "host",
                "--headless",
                "--players",
                "4",
                "--bind",
                "127.0.0.1",
                "--port",
                str(busy),
                "--no-discovery",
                "--journal",
                str(tmp_path / "j.sqlite3"),
            ],
            capture_output=True,
            text=True,
            timeout=COMMAND_TIMEOUT,
            env={**os.environ, LOG_DIR_ENV: str(tmp_path)},
        )
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.strip() == (
        f"lgdesktop host: port {busy} is already in use: choose "
        f"another --port, or --port 0 for any free port"
    )


def test_an_unreachable_host_is_a_plain_sentence_naming_the_command(capsys):
    with socket.socket() as closed:  # a port nobody listens on
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    assert main(["bot", "--connect", f"127.0.0.1:{port}", "--code", "1234", "--name", "b"]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"lgdesktop bot: 127.0.0.1:{port}: ") and "Errno" not in err


@pytest.mark.parametrize(
    ("argv", "prefix"),
    [
        (["bot", "--connect", "nohost", "--code", "1234", "--name", "b"], "lgdesktop bot: "),
        (["roles", "--players", "2"], "lgdesktop roles: "),
        (
            ["simulate", "--players", "5", "--games", "1", "--roles", "werewolf=3"],
            "lgdesktop simulate: ",
        ),
    ],
)
def test_a_refusal_names_its_command(argv, prefix, capsys):
    assert main(argv) == 2
    assert capsys.readouterr().err.startswith(prefix)


def test_every_option_of_every_command_is_explained():
    commands = next(
        action
        for action in build_parser()._actions
        if isinstance(action, argparse._SubParsersAction)
    )
    unexplained = [
        f"{name} {action.option_strings[-1]}"
        for name, parser in commands.choices.items()
        for action in parser._actions
        if action.option_strings and not action.help
    ]
    assert unexplained == []
