"""The host, bot and browse commands: bad arguments are one line on stderr and exit 2."""

import json

import pytest

from lgdesktop.cli import main


@pytest.mark.parametrize("argv", [
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
])
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
    argv = ["host", "--headless", "--resume", "--bind", "127.0.0.1", "--port", "0",
            "--no-discovery", "--journal", str(tmp_path / "empty.sqlite3")]
    assert main(argv) == 2
    assert "no unfinished game" in capsys.readouterr().err


def test_browse_on_loopback_lists_what_it_finds(capsys):
    assert main(["browse", "--interface", "127.0.0.1", "--timeout", "0.3", "--json"]) == 0
    for line in capsys.readouterr().out.splitlines():
        assert {"room", "address", "port", "state"} <= json.loads(line).keys()
