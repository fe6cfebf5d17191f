"""Phones in a real browser (Debian's headless chromium over DevTools, tests/net/browser.py)
against a real host on 127.0.0.1: the seat kept across reloads, the fatal refusals that
forget it, and a whole game played by tapping (tests/net/test_phone_game.py's slow test).

Every wait is on the page's state (``body[data-screen]``, the trace, the host's lobby),
bounded by the named constants below; nothing sleeps.
"""

from __future__ import annotations

import json

import pytest

from lgdesktop.web.texts import export_texts

from .browser import CHROMIUM, Browser, Tab
from .netkit import eventually

pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="Debian's chromium is not installed (apt-get install chromium)"
)

#: Longest wait for one page state (a join, a rejoin, a screen), in seconds: a cold
#: headless browser on a busy 2-core machine takes a few.
PAGE_WAIT = 60.0
#: The storage key prefix of a kept seat (web/src/session.js SEAT_KEY_PREFIX).
SEAT_KEY = "lgdesktop.seat."


async def async_open_phone(browser: Browser, port: int, code: str, lang: str) -> Tab:
    """A tab on the page at ``http://127.0.0.1:PORT/?trace#CODE``, its script running (the
    page in the browser's language ``lang``)."""
    tab = await browser.async_tab()
    await tab.async_open(f"http://127.0.0.1:{port}/?trace#{code}")
    await tab.async_until(
        f"window.lgdesktopSession !== undefined && document.documentElement.lang === '{lang}'"
        f" && document.getElementById('code').value === '{code}'",
        "the page's script, in the browser's language",
        within=PAGE_WAIT,
    )
    return tab


async def async_join(tab: Tab, name: str) -> None:
    """Type ``name``, tap Join, wait for the lobby screen."""
    await tab.evaluate(
        f"document.getElementById('name').value = {json.dumps(name)};"
        "document.querySelector('#join button').click()"
    )
    await until_screen(tab, "lobby")


async def until_screen(tab: Tab, *names: str) -> str:
    """Wait until the page shows one of the screens ``names``; returns it."""
    return await tab.async_until(
        f"{json.dumps(list(names))}.includes(document.body.dataset.screen)"
        " && document.body.dataset.screen",
        f"the screen {' or '.join(names)}",
        within=PAGE_WAIT,
    )


async def test_a_reload_gives_the_seat_back_and_a_kick_forgets_it(start_host, connect):
    """In the lobby: the seat token and the code are kept per host, so a reload rejoins the
    same seat by itself (no second seat, the page back in the lobby showing the seat's
    ready state as the host holds it); a kick (fatal ``kicked``) forgets them and shows
    the form with the translated sentence."""
    server = await start_host()
    texts = export_texts()
    board = await connect(server, kind="board", admin_token=server.admin_token)
    async with Browser("fr-FR") as browser:
        tab = await async_open_phone(browser, server.port, server.code, "fr")
        await async_join(tab, "Zoé")
        await tab.evaluate("document.getElementById('ready').click()")
        await eventually(
            lambda: [(s.name, s.ready) for s in server.lobby.seats] == [("Zoé", True)],
            within=PAGE_WAIT,
            what="the phone seated and ready",
        )
        kept = await tab.evaluate(f"localStorage.getItem('{SEAT_KEY}127.0.0.1:{server.port}')")
        assert json.loads(kept)["code"] == server.code
        # A reload: the page takes the seat back by itself (the form is never filled).
        await tab.async_open(f"http://127.0.0.1:{server.port}/?trace")
        await until_screen(tab, "lobby")
        # The host clears a lobby seat's ready when its connection drops: the page shows it.
        await tab.async_until(
            "document.getElementById('ready').getAttribute('aria-pressed') === 'false'",
            "the seat's ready state, as the host holds it",
            within=PAGE_WAIT,
        )
        welcome = await tab.evaluate("lgdesktopTrace.find((m) => m.type === 'welcome')")
        assert welcome["seat"] == 0
        assert [s.name for s in server.lobby.seats] == ["Zoé"]
        await eventually(lambda: server.lobby.seats[0].connected, what="the seat connected")
        # The host kicks it: the page forgets the seat and says why.
        await board.async_kick(0)
        await until_screen(tab, "join")
        kicked = texts["fr"]["errors"]["kicked"]
        await tab.async_until(
            f"document.getElementById('status').textContent === {json.dumps(kicked)}",
            "the kick's sentence",
            within=PAGE_WAIT,
        )
        key = f"{SEAT_KEY}127.0.0.1:{server.port}"
        assert await tab.evaluate(f"localStorage.getItem('{key}')") is None
        assert tab.problems() == []


async def test_without_trace_the_page_keeps_nothing(start_host):
    """The test hook is off unless asked for: no ``?trace``, no ``lgdesktopTrace``."""
    server = await start_host()
    async with Browser("en-US") as browser:
        tab = await browser.async_tab()
        await tab.async_open(f"http://127.0.0.1:{server.port}/#{server.code}")
        await tab.async_until(
            "window.lgdesktopSession !== undefined && document.documentElement.lang === 'en'",
            "the page's script",
            within=PAGE_WAIT,
        )
        await async_join(tab, "Yann")
        assert await tab.evaluate("window.lgdesktopTrace === undefined") is True
