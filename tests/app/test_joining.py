"""The join form: address parsing, validation, and the live list of hosts."""

from __future__ import annotations

import pytest

from lgdesktop.app.models.joining import JoinModel, parse_address
from lgdesktop.net.discovery import FoundHost
from lgdesktop.protocol import PROTOCOL_VERSION


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("192.168.1.20:47800", ("192.168.1.20", 47800, None)),
        (" 10.0.0.2:1234 ", ("10.0.0.2", 1234, None)),
        ("lgdesktop://10.0.0.2:1234/?code=4821", ("10.0.0.2", 1234, "4821")),
        # The TV's QR code: the phones' page, the code in the fragment.
        ("http://10.0.0.2:1234/#4821", ("10.0.0.2", 1234, "4821")),
        ("http://10.0.0.2:1234/", ("10.0.0.2", 1234, None)),
        ("tv.local:47800", ("tv.local", 47800, None)),
        ("[fe80::1]:1234", ("fe80::1", 1234, None)),
    ],
)
def test_addresses_people_type_or_scan(text, expected):
    assert parse_address(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "",
        "10.0.0.2",
        "[::1]",
        "https://10.0.0.2:80",
        "http://10.0.0.2",
        "http://10.0.0.2:1234/?code=4821",
        "http://10.0.0.2:1234/other#4821",
        "10.0.0.2:port",
        "10.0.0.2:99999",
        "[::1",
        "::1",
        "[",
        "lgdesktop://[zz",
    ],
)
def test_what_is_not_an_address(english, text):
    """Whatever is typed, the form says how an address looks (never a crash), with the
    host's real default port as the example."""
    with pytest.raises(ValueError, match=r"address shown on the TV, like 192\.168\.1\.20:47800"):
        parse_address(text)


def test_typing_a_broken_address_shows_a_hint_not_a_crash(english, qtbot):
    join = JoinModel(discovery=False)
    join.joinAddress("[::1", "4821", "Zork")
    assert "47800" in join.state["error"]
    assert join.state["exampleAddress"] == "192.168.1.20:47800"


def test_the_form_checks_before_it_asks(english, qtbot):
    join = JoinModel(discovery=False)
    asked: list[tuple] = []
    join.joinRequested.connect(lambda *args: asked.append(args))
    join.joinAddress("10.0.0.2:1234", "4821", "  ")
    assert join.state["error"] == "Type your name first."
    join.joinAddress("10.0.0.2:1234", "", "Zork")
    assert join.state["error"] == "Type the code shown on the TV."
    join.joinAddress("nowhere", "4821", "Zork")
    assert "address shown on the TV" in join.state["error"]
    ours, older = (PROTOCOL_VERSION, "lobby", 3, 8), (PROTOCOL_VERSION - 1, "lobby", 0, 8)
    join.joinAddress("lgdesktop://10.0.0.2:1234/?code=7777", "", " Zork ")
    assert asked == [("10.0.0.2", 1234, "7777", "Zork")]
    join.update_hosts(
        [
            FoundHost("tv._lgdesktop._tcp.local.", "Salon", "10.0.0.9", 47800, *ours),
            FoundHost("old._lgdesktop._tcp.local.", "Cave", "10.0.0.7", 47800, *older),
        ]
    )
    assert join.host_rows.rows == [
        {
            "name": "tv._lgdesktop._tcp.local.",
            "room": "Salon",
            "address": "10.0.0.9",
            "port": 47800,
            "state": "lobby",
            "seats": "3/8",
            "sameVersion": True,
        },
        {
            "name": "old._lgdesktop._tcp.local.",
            "room": "Cave",
            "address": "10.0.0.7",
            "port": 47800,
            "state": "lobby",
            "seats": "0/8",
            "sameVersion": False,
        },
    ]
    join.joinHost(0, "4821", "Quill")
    assert asked[-1] == ("10.0.0.9", 47800, "4821", "Quill")
    join.update_joining()
    assert join.state["busy"]
    join.update_failed("wrong code")
    assert (join.state["busy"], join.state["error"]) == (False, "wrong code")
    join.update_joined()
    assert join.state["joined"] and join.state["error"] == ""


def test_no_host_found_suggests_typing_the_address(english, qtbot, monkeypatch):
    monkeypatch.setattr("lgdesktop.app.models.joining.NO_HOST_HINT_SECONDS", 0.05)
    join = JoinModel(discovery=True)
    qtbot.waitUntil(lambda: join.state["noHostHint"], timeout=2000)
