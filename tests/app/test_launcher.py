"""The launcher: a click on "Play on one screen" opens the shared-screen game; closing it
ends the program cleanly."""

from __future__ import annotations

import asyncio

from PySide6.QtGui import QGuiApplication

from lgdesktop.app.shell import runtime
from lgdesktop.app.shell.launcher import async_launcher

from .controls import async_click

#: Longest wait for a window to show up, in seconds.
WINDOW_TIMEOUT = 10.0


async def _async_window(title: str):
    """The visible top-level window called ``title``, once it shows."""
    async with asyncio.timeout(WINDOW_TIMEOUT):
        while True:
            for window in QGuiApplication.topLevelWindows():
                if window.isVisible() and window.title() == title:
                    return window
            await asyncio.sleep(0.02)


def test_the_launcher_opens_the_one_screen_game(app, english):
    async def main(reporter: runtime.ErrorReporter) -> int:
        launcher = asyncio.ensure_future(async_launcher(reporter))
        window = await _async_window("Werewolf")
        await async_click(window, "localButton")
        shared = await _async_window("Werewolf — one screen")
        assert not any(
            other.isVisible() and other.title() == "Werewolf"
            for other in QGuiApplication.topLevelWindows()
        )  # the launcher is gone
        shared.close()
        return await launcher

    assert runtime.run(main) == 0


def test_closing_the_launcher_ends_the_program(app, english):
    async def main(reporter: runtime.ErrorReporter) -> int:
        launcher = asyncio.ensure_future(async_launcher(reporter))
        (await _async_window("Werewolf")).close()
        return await launcher

    assert runtime.run(main) == 0
