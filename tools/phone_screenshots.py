"""Screenshots of every phone screen, 390 x 844, in French and English, into docs/screenshots/.

A thiercelieux game at the edition's largest table (24 seats, every name 24 characters
long, the recommended composition with the Thief and Cupid) is played by bots on the
engine; the first view of each kind of moment (a power's night prompt, a decoy, a
many-pick prompt, the day, the vote, the pack's chat, a ghost, the end ...) is rendered by
the host's own :func:`lgdesktop.web.screen.phone_screen` and handed to the real page
(served by a real host on 127.0.0.1, in headless Chromium, tests/net/browser.py) through
its own message handler, as if it had come over the wire. Files:
``phone-<screen>-<lang>.png``. Run: ``uv run python tools/phone_screenshots.py``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
from pathlib import Path

import msgspec

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))  # the DevTools driver of the browser tests

from net.browser import CHROMIUM, Browser  # noqa: E402

from lgdesktop.bots import make_bot  # noqa: E402
from lgdesktop.engine import Game, GameSetup  # noqa: E402
from lgdesktop.engine.model import Timeout  # noqa: E402
from lgdesktop.net.server import HostConfig, HostServer  # noqa: E402
from lgdesktop.web.screen import phone_screen  # noqa: E402

#: Where the pictures go.
OUT = ROOT / "docs" / "screenshots"
#: The edition and its largest table.
EDITION, PLAYERS = "thiercelieux", 24
#: The game's seed (a game where every kind of moment happens).
SEED = 5
#: Longest a name may be (the host's limit): every seat's name is exactly this long.
NAME_LENGTH = 24
#: Most inputs the bots' game may take before the script gives up.
MAX_INPUTS = 5000
#: The table's name (as long as a room name may be: 40 characters).
ROOM = "Loup-Garou chez Marie-Charlotte Dupontel"[:40]
#: Longest wait for the page to show an injected screen, in seconds.
SHOW_WAIT = 30.0
FIRST = ("Marie-Charlotte", "Jean-Baptiste", "Anne-Sophie", "Pierre-Alexandre", "Héloïse")
LAST = ("Dupontel", "de La Fontaine", "Lemaréchal", "Vandenberghe", "Oyelaran-Smith")


def long_names(count: int) -> list[str]:
    """``count`` distinct names, each exactly :data:`NAME_LENGTH` characters."""
    names = []
    for index in range(count):
        name = f"{FIRST[index % len(FIRST)]} {LAST[(index // len(FIRST)) % len(LAST)]}"
        name = f"{name} {index + 1}" if len(name) < NAME_LENGTH - 3 else name
        names.append((name + " Montmorency-Laval")[:NAME_LENGTH].rstrip().ljust(NAME_LENGTH, "e"))
    return names


def moments(game_views) -> dict[str, tuple[int, object]]:
    """The first (seat, view) of each kind of moment, from ``game_views``: an iterable of
    (game, seat, view) in the game's order."""
    found: dict[str, tuple[int, object]] = {}

    def keep(name, seat, view):
        found.setdefault(name, (seat, view))

    for game, seat, view in game_views:
        board = view.board
        if game.ended:
            keep("end", seat, view)
            continue
        if not view.alive:
            if not view.legal:  # a dead Captain passing the badge has a prompt: not yet
                keep("ghost", seat, view)
            continue
        actions = {spec.action for spec in view.legal}
        if board.phase == "night" and view.legal and "dream" not in actions:
            screen = phone_screen(view, "en")
            prompt = screen.prompt
            if prompt is None:
                continue
            if "decoy" in actions:
                keep("decoy", seat, view)
            elif prompt.count > 1 or prompt.options or prompt.card_count:
                keep("pick", seat, view)
            else:
                keep("night", seat, view)
            if view.role == "werewolf" and screen.channels:
                keep("chat", seat, view)
        elif board.phase == "day" and board.number >= 1:
            if phone_screen(view, "en").lines:
                keep("day", seat, view)
                keep("notes", seat, view)
        elif board.phase == "vote" and view.legal and board.number >= 1:
            keep("vote", seat, view)
    return found


def play(setup: GameSetup):
    """Play ``setup`` with bots; yield (game, seat, view) for every seat before every input."""
    game = Game(setup)
    bots = [make_bot("heuristic", seat) for seat in range(game.players)]
    for _ in range(MAX_INPUTS):
        for seat in range(game.players):
            yield game, seat, game.player_view(seat)
        if game.ended:
            return
        moved = False
        for seat in game.awaited():
            choice = bots[seat].decide(game.player_view(seat))
            if choice is not None:
                game.submit(seat, choice)
                moved = True
                break
        if not moved:
            game.submit(None, Timeout())
    raise RuntimeError("the bots' game did not end")


def lobby_message(names: list[str], state: str) -> dict:
    return {
        "type": "lobby",
        "room": ROOM,
        "edition": EDITION,
        "state": state,
        "max_players": PLAYERS,
        "game_number": 1,
        "seats": [
            {"seat": i, "name": n, "ready": i % 3 != 1, "connected": i % 7 != 5, "bot": i % 4 == 3}
            for i, n in enumerate(names)
        ],
        "vote_requests": [],
    }


#: The page's screen (``body[data-screen]``) each picture shows.
SHOWN = {
    "join": "join",
    "door": "join",
    "lobby": "lobby",
    "night": "night",
    "decoy": "night",
    "pick": "night",
    "role": "night",
    "day": "day",
    "notes": "notes",
    "vote": "vote",
    "chat": "chat",
    "ghost": "ghost",
    "end": "end",
    "reconnecting": "day",
}


async def shoot(browser: Browser, url: str, lang: str, name: str, script: list[str]) -> None:
    """A fresh tab on the page; run ``script`` (expressions), wait for ``name``'s screen
    (:data:`SHOWN`), save the picture."""
    tab = await browser.async_tab()
    await tab.async_open(url)
    await tab.async_until(
        f"window.lgdesktopSession !== undefined && document.documentElement.lang === '{lang}'",
        "the page's script",
        within=SHOW_WAIT,
    )
    for expression in script:
        await tab.evaluate(expression)
    await tab.async_until(
        f"document.body.dataset.screen === '{SHOWN[name]}'", f"the {name} screen", within=SHOW_WAIT
    )
    path = OUT / f"phone-{name}-{lang}.png"
    await tab.screenshot(path)
    problems = tab.problems()
    await tab.async_close()
    if problems:
        raise RuntimeError(f"{path.name}: {problems}")
    print(f"wrote {path.relative_to(ROOT)}")


def inject(message: dict) -> str:
    return f"lgdesktopSession.onMessage({json.dumps(message, ensure_ascii=False)})"


async def main(only: set[str]) -> None:
    if CHROMIUM is None:
        sys.exit("phone_screenshots.py: needs Debian's chromium (apt-get install chromium)")
    names = long_names(PLAYERS)
    setup = GameSetup.create(EDITION, names, SEED)
    found = moments(play(setup))
    missing = {"night", "decoy", "pick", "day", "vote", "ghost", "end", "chat"} - found.keys()
    if missing:
        sys.exit(f"phone_screenshots.py: the game of seed {SEED} has no {sorted(missing)}")
    with tempfile.TemporaryDirectory() as folder:
        server = HostServer(
            HostConfig(
                bind="127.0.0.1",
                port=0,
                discovery=False,
                journal_path=Path(folder) / "journal.sqlite3",
            )
        )
        await server.async_start()
        url = f"http://127.0.0.1:{server.port}/#{server.code}"
        try:
            for language, tag in (("fr", "fr-FR"), ("en", "en-US")):
                async with Browser(tag) as browser:
                    for name, script in scripts(names, found, language).items():
                        if not only or name in only:
                            await shoot(browser, url, language, name, script)
        finally:
            await server.async_stop()


def scripts(names: list[str], found: dict, language: str) -> dict[str, list[str]]:
    """Per screen name: the expressions that put the page on that screen."""

    def seated(seat: int, state: str = "playing") -> list[str]:
        welcome = {"type": "welcome", "room": ROOM, "seat": seat, "token": "t"}
        return [inject(welcome), inject(lobby_message(names, state))]

    def game(name: str, *after: str) -> list[str]:
        seat, view = found[name]
        screen = msgspec.to_builtins(phone_screen(view, language))
        return [*seated(seat), inject({"type": "view", "screen": screen}), *after]

    seat = found["chat"][0]
    pack = [
        {"type": "chat_line", "channel": "pack", "seat": s, "name": names[s], "text": text}
        for s, text in (
            (seat, "On vise la voyante ce soir ?" if language == "fr" else "Seer tonight?"),
            ((seat + 1) % PLAYERS, "D'accord." if language == "fr" else "Agreed."),
        )
    ]
    tap = "document.querySelector('#tabs [data-tab=\"{}\"]').click()"
    return {
        "join": ["document.getElementById('name').value = " + json.dumps(names[0])],
        "door": ["lgdesktopSession.onState('knocking', 'KX7')"],
        "lobby": seated(0, "lobby"),
        "night": game("night"),
        "decoy": game("decoy"),
        "pick": game("pick"),
        "role": game(
            "night",
            "document.getElementById('hold').dispatchEvent("
            "new PointerEvent('pointerdown', {pointerId: 1, bubbles: true}))",
        ),
        "day": game("day"),
        "notes": game("notes", tap.format("notes")),
        "vote": game("vote"),
        "chat": [*game("chat"), *map(inject, pack), tap.format("chat")],
        "ghost": game("ghost"),
        "end": game("end"),
        "reconnecting": game("day", "lgdesktopSession.onState('reconnecting', 1)"),
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("screens", nargs="*", help="only these screens (default: all)")
    asyncio.run(main(set(parser.parse_args().screens)))
