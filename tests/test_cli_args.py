"""The arguments of ``host``, ``join`` and ``demo`` are checked before anything opens: a
screen that does not exist, a join code the host could never have drawn, a name or a room
name the protocol refuses, a journal that cannot be written are one line on stderr and
exit 2 (issue 22), where they used to open anyway, or fail later with a traceback."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from lgdesktop.cli import main
from lgdesktop.logs import LOG_DIR_ENV
from lgdesktop.protocol.messages import MAX_CODE, MAX_NAME, MAX_ROOM, MIN_CODE

#: Longest run of a refused command in a subprocess, in seconds (it takes about one; a
#: command that opened its window instead would be stopped there, failing the test).
COMMAND_TIMEOUT = 60
#: A headless host's usual options, on loopback (nothing reaches the network).
HEADLESS = ["host", "--headless", "--players", "8", "--bind", "127.0.0.1", "--no-discovery"]
#: A host with its board window on a screen this machine does not have.
SCREENED_HOST = ["host", "--screen", "NOPE", "--players", "8", "--bind", "127.0.0.1"]
SCREENED_HOST += ["--port", "0", "--no-discovery"]


@pytest.fixture(autouse=True)
def private_logs(tmp_path, monkeypatch):
    """The commands run here log to the test's folder, not the user's."""
    monkeypatch.setenv(LOG_DIR_ENV, str(tmp_path / "log"))


def refused(argv: list[str], capsys) -> str:
    """Run ``lgdesktop argv`` in this process: it must exit 2 with one line on stderr,
    nothing on stdout; returns that line."""
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1, lines
    return lines[0]


def test_host_on_an_unknown_screen_exits_2_listing_the_screens(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "lgdesktop", *SCREENED_HOST],
        capture_output=True,
        text=True,
        timeout=COMMAND_TIMEOUT,
        env={**os.environ, LOG_DIR_ENV: str(tmp_path), "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 2 and result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "no screen 'NOPE'" in lines[0]
    assert "this machine's screens:" in lines[0]


@pytest.mark.parametrize(
    "code", ["1" * (MIN_CODE - 1), "1" * (MAX_CODE + 1), "12a4", "١٢٣٤", "", " 1234"]
)
@pytest.mark.parametrize("command", ["join", "host"])
def test_a_join_code_is_4_to_8_digits(command, code, capsys):
    argv = ["join", "--code", code] if command == "join" else [*HEADLESS, "--code", code]
    line = refused(argv, capsys)
    assert f"--code must be {MIN_CODE} to {MAX_CODE} digits" in line


@pytest.mark.parametrize(
    ("name", "says"),
    [("x" * (MAX_NAME + 1), f"at most {MAX_NAME} characters"), ("a\tb", "U+0009")],
)
def test_join_refuses_a_name_the_host_would_refuse(name, says, capsys):
    assert says in refused(["join", "--name", name], capsys)


@pytest.mark.parametrize("room", ["", "   ", "x" * (MAX_ROOM + 1)])
def test_host_refuses_a_room_name_no_laptop_could_read(room, capsys):
    assert f"--name must be 1 to {MAX_ROOM} characters" in refused(
        [*HEADLESS, "--name", room], capsys
    )


def test_host_refuses_a_journal_it_cannot_write(tmp_path, capsys):
    for journal in (tmp_path / "no" / "such" / "folder.db", tmp_path):
        assert "--journal" in refused([*HEADLESS, "--journal", str(journal)], capsys)


@pytest.mark.parametrize(
    ("address", "says"),
    [
        ("127.0.0.1:0", "bad address"),
        ("127.0.0.1:99999", "bad address"),
        ("lgdesktop://127.0.0.1:47800/?code=12", "bad link"),
    ],
)
def test_join_refuses_an_address_no_host_could_have(address, says, capsys):
    assert says in refused(["join", address], capsys)
