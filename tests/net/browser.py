"""A headless Chromium driven over the DevTools protocol, for the phones' page tests.

Debian's ``chromium`` (``apt-get install chromium``), started with a private profile and
``--remote-debugging-port=0``; the DevTools WebSocket is read from the profile's
``DevToolsActivePort`` file and spoken with ``websockets`` (already a dependency): no
Playwright or Selenium. :class:`Tab` opens one page in a phone-sized window, evaluates
expressions in it and records what the page logs as an error (a script exception, a
console error, a blocked resource or a Content-Security-Policy violation).
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import itertools
import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect

from .netkit import eventually

#: The browser: Debian's package name first, then other names of the same program.
CHROMIUM = next(
    (found for name in ("chromium", "chromium-browser") if (found := shutil.which(name))), None
)
#: Longest wait for the browser to start and open its DevTools port, in seconds (a cold
#: start on a busy 2-core machine takes a few).
START_TIMEOUT = 60.0
#: Longest wait for one DevTools command's answer, in seconds.
COMMAND_TIMEOUT = 30.0
#: How often a wait on the page's state asks it again, in seconds (one round trip to the
#: browser each time).
POLL = 0.05
#: The phone the issue designs for: 390 x 844 CSS pixels, portrait.
PHONE_WIDTH, PHONE_HEIGHT = 390, 844
#: Largest DevTools message accepted, in bytes (a screenshot of the phone is ~100 KB).
MAX_DEVTOOLS_MESSAGE = 64 * 1024 * 1024


class Browser:
    """One headless browser process and its DevTools connection. ``async with``."""

    def __init__(self, language: str = "en-US"):
        """``language``: what the browser's tabs say they prefer (``navigator.languages``)."""
        self.language = language
        self._profile = tempfile.TemporaryDirectory(prefix="lgdesktop-chromium-")
        self._process: asyncio.subprocess.Process | None = None
        self._ws = None
        self._ids = itertools.count(1)
        self._waiting: dict[int, asyncio.Future] = {}
        self._events: dict[str, list[dict]] = {}
        self._reader: asyncio.Task | None = None

    async def __aenter__(self) -> Browser:
        profile = Path(self._profile.name)
        arguments = [
            "--headless=new",
            "--disable-gpu",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-extensions",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-proxy-server",
            f"--user-data-dir={profile}",
            "--remote-debugging-port=0",
            "about:blank",
        ]
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            arguments.insert(0, "--no-sandbox")  # Chromium refuses to sandbox as root
        self._process = await asyncio.create_subprocess_exec(
            CHROMIUM,
            *arguments,
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.DEVNULL,
        )
        active = profile / "DevToolsActivePort"
        await eventually(
            lambda: active.exists() and len(active.read_text().splitlines()) >= 2,
            within=START_TIMEOUT,
            what="chromium's DevTools port",
        )
        port, path = active.read_text().splitlines()[:2]
        self._ws = await connect(
            f"ws://127.0.0.1:{port}{path}", max_size=MAX_DEVTOOLS_MESSAGE, proxy=None
        )
        self._reader = asyncio.get_running_loop().create_task(self._read())
        return self

    async def __aexit__(self, *_exc) -> None:
        if self._ws is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.send("Browser.close"), COMMAND_TIMEOUT)
            await self._ws.close()
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reader
        if self._process is not None and self._process.returncode is None:
            try:
                await asyncio.wait_for(self._process.wait(), COMMAND_TIMEOUT)
            except TimeoutError:
                self._process.kill()
                await self._process.wait()
        self._profile.cleanup()

    async def _read(self) -> None:
        async for raw in self._ws:
            message = json.loads(raw)
            if "id" in message:
                future = self._waiting.pop(message["id"], None)
                if future is not None and not future.done():
                    future.set_result(message)
            else:
                self._events.setdefault(message.get("sessionId", ""), []).append(message)

    async def send(self, method: str, session: str | None = None, **params) -> dict:
        """One DevTools command; returns its result (raises on an error answer)."""
        number = next(self._ids)
        future = asyncio.get_running_loop().create_future()
        self._waiting[number] = future
        message: dict[str, Any] = {"id": number, "method": method, "params": params}
        if session is not None:
            message["sessionId"] = session
        await self._ws.send(json.dumps(message))
        answer = await asyncio.wait_for(future, COMMAND_TIMEOUT)
        if "error" in answer:
            raise RuntimeError(f"{method}: {answer['error']}")
        return answer.get("result", {})

    def events(self, session: str) -> list[dict]:
        return self._events.setdefault(session, [])

    async def async_tab(self, width: int = PHONE_WIDTH, height: int = PHONE_HEIGHT) -> Tab:
        """A new tab the size of a phone's screen."""
        target = await self.send("Target.createTarget", url="about:blank")
        attached = await self.send(
            "Target.attachToTarget", targetId=target["targetId"], flatten=True
        )
        tab = Tab(self, attached["sessionId"], target["targetId"])
        for domain in ("Page", "Runtime", "Log"):
            await tab.send(f"{domain}.enable")
        # The browser's languages (navigator.languages): headless Chromium ignores --lang.
        agent = (await self.send("Browser.getVersion"))["userAgent"]
        await tab.send(
            "Emulation.setUserAgentOverride", userAgent=agent, acceptLanguage=self.language
        )
        await tab.send(
            "Emulation.setDeviceMetricsOverride",
            width=width,
            height=height,
            deviceScaleFactor=1,
            mobile=True,
        )
        return tab


class Tab:
    """One page of the :class:`Browser`."""

    def __init__(self, browser: Browser, session: str, target: str):
        self.browser = browser
        self.session = session
        self.target = target

    async def async_close(self) -> None:
        await self.browser.send("Target.closeTarget", targetId=self.target)

    async def send(self, method: str, **params) -> dict:
        return await self.browser.send(method, self.session, **params)

    async def async_open(self, url: str) -> None:
        await self.send("Page.navigate", url=url)

    async def evaluate(self, expression: str) -> Any:
        """The value of a JavaScript expression in the page (None while it cannot run)."""
        result = await self.send("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            return None
        return result["result"].get("value")

    async def async_until(self, expression: str, what: str, within: float = START_TIMEOUT):
        """Wait until ``expression`` is truthy in the page; returns its value."""
        try:
            async with asyncio.timeout(within):
                while True:
                    value = await self.evaluate(expression)
                    if value:
                        return value
                    await asyncio.sleep(POLL)
        except TimeoutError:
            raise AssertionError(f"timed out waiting for {what}: {self.problems()}") from None

    async def screenshot(self, path: Path) -> None:
        shot = await self.send("Page.captureScreenshot", format="png")
        await asyncio.to_thread(path.write_bytes, base64.b64decode(shot["data"]))

    def problems(self) -> list[str]:
        """What the page reported as going wrong so far: script exceptions, console errors,
        log entries of level error (a resource or connection blocked by the policy)."""
        found = []
        for event in self.browser.events(self.session):
            method, params = event["method"], event.get("params", {})
            if method == "Runtime.exceptionThrown":
                found.append(json.dumps(params["exceptionDetails"])[:500])
            elif method == "Runtime.consoleAPICalled" and params.get("type") == "error":
                found.append(json.dumps(params.get("args"))[:500])
            elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
                found.append(params["entry"].get("text", "")[:500])
        return found
