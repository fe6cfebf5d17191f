"""The TV lobby's "Phones may join" switch (issue 25): on by default; a click on the TV
turns the host's phones' page off or on at once (what a real HTTP GET to the host
answers), the QR code and the address to type follow, and the choice is remembered for
the next table. The join card still fits at the largest table in French on a 1280x720 TV,
the switch and the page's address inside it."""

from __future__ import annotations

import asyncio
import json
import random

import msgspec
from PySide6.QtCore import QCoreApplication

from lgdesktop.app.shell import prefs, runtime
from lgdesktop.app.shell.controllers import HostBoard
from lgdesktop.app.shell.launch import remember_phones
from lgdesktop.app.texts.i18n import language
from lgdesktop.net.server import HostConfig
from lgdesktop.web.page import page_url

from .conftest import RecordingPort
from .controls import click_on, find, find_all, scene_rect
from .fakehost import async_until
from .layout_kit import overflowing, settle
from .render_screens import LONG_NAME, largest_lobby_state, open_lobby

#: Longest wait for the host's answer on loopback, in seconds (a bound, never a pause).
ANSWER_WAIT = 10.0
#: The least size of the QR code on the TV, in the board's design pixels (1920x1080):
#: what a phone scans from a step or two away.
MIN_QR = 200
#: Zero-width spaces the join card puts in an address to break its line there only.
BREAK = "\u200b"


async def async_get_status(port: int) -> int:
    """The status of the host's answer to a plain ``GET /`` on loopback."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        await writer.drain()
        line = await asyncio.wait_for(reader.readline(), ANSWER_WAIT)
    finally:
        writer.close()
    return int(line.split()[1])


def typed_addresses(window) -> list[str]:
    """The addresses the join card shows to type, as a guest reads them."""
    return [
        text.property("text").replace(BREAK, "")
        for text in find_all(window.contentItem(), "typedAddress")
        if text.isVisible()
    ]


def test_the_switch_turns_the_hosts_page_off_and_on(app, english, tmp_path):
    """A real host on loopback, its board on screen: the switch is on, ``GET /`` is the
    page (200) and the QR code opens it; a click, and ``GET /`` is 404 at once, the QR
    code holds the app's link, the address is the app's, and the choice is saved; a
    second click brings it all back."""
    prefs.update(phones=True)
    seen: dict = {}

    async def main(reporter: runtime.ErrorReporter) -> int:
        session = runtime.Session(reporter)
        config = HostConfig(
            bind="127.0.0.1",
            port=0,
            players=5,
            discovery=False,
            journal_path=tmp_path / "journal.sqlite",
        )
        host = HostBoard(session, config)
        try:
            _address, port = await host.async_start()
            model = host.model
            window = session.open(
                "BoardWindow",
                {"board": model, "errors": session.reporter, "language": language()},
            )
            window.resize(1280, 720)
            await async_until(lambda: model.state["code"] != "", model)
            QCoreApplication.processEvents()
            switch = find(window.contentItem(), "phonesSwitch")
            address = f"127.0.0.1:{port}"
            for on in (True, False, True):
                if on != switch.property("checked"):
                    click_on(window, switch)
                seen.setdefault(on, []).append(
                    (
                        switch.isVisible(),
                        switch.property("checked"),
                        await async_get_status(port),
                        model.state["qrText"],
                        typed_addresses(window),
                        prefs.load().phones,
                    )
                )
            seen["expected"] = {
                True: (True, True, 200, page_url(address, model.state["code"]),
                       [f"http://{address}"], True),
                False: (True, False, 404, f"lgdesktop://{address}/?code={model.state['code']}",
                        [address], False),
            }  # fmt: skip
        finally:
            await host.async_stop()
            await session.async_shutdown()
        return reporter.count

    assert runtime.run(main) == 0
    expected = seen["expected"]
    assert seen[True] == [expected[True], expected[True]]
    assert seen[False] == [expected[False]]


def test_the_choice_is_remembered_for_the_next_table(app):
    """Off on the TV, the next table starts with phones off; ``--no-phones`` wins over a
    remembered on; a damaged value reads as the default (on)."""
    prefs.update(phones=False)
    assert prefs.load().phones is False
    assert remember_phones(HostConfig()).phones is False
    prefs.update(phones=True)
    assert remember_phones(HostConfig()).phones is True
    assert remember_phones(HostConfig(phones=False)).phones is False
    path = prefs.prefs_path()
    saved = json.loads(path.read_text(encoding="utf-8"))
    for damaged in ("no", 0, None):
        path.write_text(json.dumps({**saved, "phones": damaged}), encoding="utf-8")
        assert prefs.load().phones is True, damaged
    prefs.update(phones=True)


def test_the_switch_is_the_hosts_only(english):
    """A board without the host's admin port shows no switch (a spectator's TV)."""
    session = runtime.Session(runtime.ErrorReporter())
    try:
        from lgdesktop.app.models.board import BoardModel

        board = BoardModel()
        board.update_lobby(largest_lobby_state())
        window = session.open(
            "BoardWindow", {"board": board, "errors": session.reporter, "language": language()}
        )
        QCoreApplication.processEvents()
        assert not find(window.contentItem(), "phonesSwitch").isVisible()
    finally:
        session.release()


def test_the_largest_lobby_fits_with_phones_on_and_off(english, tmp_path):
    """Anniversary's 24 seats of 24-character names, a random 8-digit code, in French on
    a 1280x720 TV: with phones on then off, nothing is cut or overflows, the switch and
    the address to type are inside the join card under a QR code still big enough, the
    address reads whole; the switch's click goes to the host's port."""
    language().choose("fr")
    code = f"{random.randrange(10**7, 10**8)}"
    state = msgspec.structs.replace(
        largest_lobby_state(), code=code, addresses=["192.168.1.20:47800"]
    )
    port = RecordingPort()
    session = runtime.Session(runtime.ErrorReporter())
    window, board = open_lobby(session, 1280, 720, state, port)
    try:
        for on in (True, False):
            switch = find(window.contentItem(), "phonesSwitch")
            if switch.property("checked") != on:
                click_on(window, switch)
            settle(window)
            assert switch.property("checked") == on
            assert board.state["qrText"] == (
                page_url("192.168.1.20:47800", code)
                if on
                else f"lgdesktop://192.168.1.20:47800/?code={code}"
            )
            assert overflowing(window) == [], (code, on)
            card = scene_rect(find(window.contentItem(), "joinCard"))
            qr = find(window.contentItem(), "joinQr")
            addresses = find_all(window.contentItem(), "typedAddress")
            for item in (switch, qr, *addresses):
                assert card.contains(scene_rect(item)), (item.objectName(), code, on)
            assert qr.width() >= MIN_QR
            assert all(scene_rect(qr).bottom() <= scene_rect(a).top() for a in addresses)
            assert typed_addresses(window) == (
                ["http://192.168.1.20:47800"] if on else ["192.168.1.20:47800"]
            )
            assert LONG_NAME in [seat.name for seat in board.lobby.seats]
            window.grabWindow().save(str(tmp_path / f"lobby-phones-{on}.png"))
        assert port.calls == [("set_phones", False)]
    finally:
        session.release()
