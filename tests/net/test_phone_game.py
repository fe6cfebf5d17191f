"""Phones in a real browser (Debian's headless chromium over DevTools, tests/net/browser.py)
against a real host on 127.0.0.1: the seat kept across reloads, the fatal refusals that
forget it, and a whole game played by tapping (tests/net/test_phone_game.py's slow test).

Every wait is on the page's state (``body[data-screen]``, the trace, the host's lobby),
bounded by the named constants below; nothing sleeps.
"""

from __future__ import annotations

import asyncio
import json

import msgspec
import pytest
from engine.anniversary_play import JUDGE, judge_day, to_vote
from engine.test_thiercelieux_secrecy import Oracle as ThiercelieuxOracle
from room.phones import PhoneTable, check_sent_views, play_to_the_end

from lgdesktop.engine import Game, GameSetup, PlayerView, ProxyVote, Vote
from lgdesktop.protocol import LobbyState, ViewUpdate, decode_server, engine_view
from lgdesktop.web.screen import phone_screen
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
#: The whole game's table: thiercelieux (decoys at every night step), two phones and six
#: of the host's own bots, at a speed where a night step lasts 1 s (10 s / 10): long
#: enough for a tap through DevTools on a busy machine, short enough for a whole game.
GAME_PLAYERS, GAME_PHONES, GAME_SPEED, GAME_SEED = 8, 2, 10.0, 11
#: The deal, by seat: the bots (seats 0-5, seated first) a Seer, the Witch, a wolf, the
#: Hunter and villagers; the French phone (seat 6) the other wolf (the pack's picks and
#: chat), the English phone (seat 7) Cupid (two players to pick on the first night).
GAME_DEAL = ("seer", "witch", "werewolf", "villager", "hunter", "villager", "werewolf", "cupid")
#: A villager of the Judge's deal (engine.anniversary_play.JUDGE_DEAL), who lodges a proxy.
VILLAGER = 4
#: What the French phone says in the pack's chat.
PACK_LINE = "On vise la voyante ?"
#: The day's discussion, in real seconds (the phones ask for the vote at once anyway).
GAME_DISCUSSION = 2.0
#: Longest a whole game may take in the browser, in seconds (about two minutes here).
GAME_WAIT = 420.0
#: How often the test taps through the phones' prompts, in seconds (DevTools round trips).
TAP_POLL = 0.05
#: Inputs each phone must have had accepted over the game (a night's every step, a vote).
MIN_ACCEPTED = 3
#: The page offers its chat now.
CHAT_OPEN = "!document.querySelector('#tabs [data-tab=\"chat\"]').hidden"
#: The page shows a night prompt nothing was picked on yet.
UNTOUCHED_NIGHT_PROMPT = (
    "document.body.dataset.screen === 'night' && document.getElementById('confirm') !== null"
    " && document.querySelectorAll('#screen .choice.on').length === 0"
)
#: One tap of a player through the page's prompt, as a person would: pick what the prompt
#: asks (its count of players, of center cards, an option), confirm; if the host refuses
#: (the page shows its sentence), the next attempt tries the prompt's other form (the
#: option alone, the players alone, the cards alone). Asks for the vote in the day.
#: Returns what it did. The attempt number lives in the page (test side only). It holds
#: the card while it taps, as a person reads a night's question with the card.
AUTOPLAY = """(() => {
  const auto = (window.testAutoplay ??= { key: "", attempt: 0, pending: false });
  const confirm = document.getElementById("confirm");
  if (confirm === null) {
    const ask = document.getElementById("ready_to_vote");
    if (ask !== null) { ask.click(); return "ready_to_vote"; }
    return "idle";
  }
  if (confirm.dataset.sent !== undefined) return "sent";
  // As a person does at night: hold the card to read the question and see which players
  // its power may take, tap with the other hand, let go (a secret prompt shows them only
  // while the card is held).
  const hold = document.getElementById("hold");
  hold.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
  try {
    return tapThrough();
  } finally {
    hold.dispatchEvent(new PointerEvent("pointerup", { bubbles: true }));
  }
  function tapThrough() {
    const confirm = document.getElementById("confirm");
    const buttons = [...document.querySelectorAll("#screen .choice")];
    const key = document.querySelector("#screen .question").textContent + "|"
      + buttons.map((b) => (b.disabled ? "0" : "1")).join("");
    if (key !== auto.key) Object.assign(auto, { key, attempt: 0, pending: false });
    if (auto.pending) {
      if (document.getElementById("status").textContent === "") return "pending";
      Object.assign(auto, { attempt: auto.attempt + 1, pending: false });
    }
    const open = (kind) => [...document.querySelectorAll(`#screen [data-${kind}]:not([disabled])`)]
      .filter((b) => b.classList.contains("choice")).map((b) => b.dataset[kind]);
    const tap = (kind, value) =>
      document.querySelector(`#screen [data-${kind}="${value}"]`).click();
    const count = Number(confirm.dataset.count), cards = Number(confirm.dataset.cards);
    const forms = [
      [count, cards, 0], [0, 0, 0], [count, 0, -1], [0, cards, -1], [count, cards, 1], [0, 0, 1],
    ];
    if (auto.attempt >= forms.length) return "stuck";
    const [seats, centre, option] = forms[auto.attempt];
    for (const b of document.querySelectorAll("#screen .choice.on")) b.click();
    for (const seat of open("seat").slice(0, seats)) tap("seat", seat);
    for (const card of open("card").slice(0, centre)) tap("card", card);
    const options = open("option");
    if (option >= 0 && options.length > option) tap("option", options[option]);
    const button = document.getElementById("confirm");
    if (button.disabled) {
      auto.attempt += 1;
      return "skip";
    }
    button.click();
    auto.pending = true;
    return "confirm";
  }
})()"""


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
    the form with the translated sentence; a QR code with another code forgets them too."""
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
        # The language switch rejoins in the other language (the host renders the game's
        # screens in the hello's): the same seat, still ready.
        await tab.evaluate("document.getElementById('language').click()")
        await tab.async_until(
            "document.documentElement.lang === 'en' && lgdesktopTrace.filter("
            "(m) => m.type === 'welcome').length === 2",
            "the page in English, rejoined",
            within=PAGE_WAIT,
        )
        await eventually(
            lambda: (
                [(s.name, s.ready, s.connected) for s in server.lobby.seats]
                == [("Zoé", True, True)]
            ),
            within=PAGE_WAIT,
            what="the same seat, ready again",
        )
        await tab.evaluate("document.getElementById('language').click()")
        await tab.async_until(
            "document.documentElement.lang === 'fr' && lgdesktopTrace.filter("
            "(m) => m.type === 'welcome').length === 3",
            "the page in French again",
            within=PAGE_WAIT,
        )
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
        # Seated again under another name, then a QR code of another table at this
        # address (another code): the page forgets the seat instead of rejoining it.
        await async_join(tab, "Yvonne")
        other = "1" * len(server.code) if server.code != "1" * len(server.code) else "2222"
        # (another query than the page's: a new page, not a jump within it)
        await tab.async_open(f"http://127.0.0.1:{server.port}/?trace=qr#{other}")
        await tab.async_until(
            f"document.getElementById('code').value === '{other}'"
            " && document.getElementById('name').value === 'Yvonne'"
            " && document.documentElement.lang === 'fr'",
            "the join form with the new code and the name kept",
            within=PAGE_WAIT,
        )
        assert await tab.evaluate(f"localStorage.getItem('{key}')") is None
        assert await tab.evaluate("lgdesktopTrace.length") == 0
        assert await tab.evaluate("document.body.dataset.screen") == "join"
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


def check_trace(trace: list[dict], languages: list[str], decided) -> int:
    """Each ``view`` a phone decoded, rebuilt with ``engine_view`` connection by
    connection, is a view the oracle passed, and its ``screen`` is ``phone_screen`` of it
    in the language the page asked for on that connection (``languages``: one per
    connection, in order). Returns how many were checked."""
    previous = lobby = language = None
    connections = iter(languages)
    checked = 0
    for item in trace:
        if item["type"] == "welcome":
            previous = None  # a new connection: its first view is complete
            language = next(connections)
        message = decode_server(json.dumps(item, ensure_ascii=False))
        if isinstance(message, LobbyState):
            lobby = message
        if not isinstance(message, ViewUpdate):
            continue
        view = previous = engine_view(message, previous)
        assert isinstance(view, PlayerView)
        assert view in decided[view.seat, view.version], (view.seat, view.version)
        asked = lobby is not None and view.seat in lobby.vote_requests
        assert message.screen == phone_screen(view, language, asked=asked), view.version
        checked += 1
    assert next(connections, None) is None, "fewer connections than expected"
    return checked


@pytest.mark.slow
async def test_two_phones_play_a_whole_game_and_play_again(start_host, connect):
    """Thiercelieux with decoys: two phones (French, English) and six of the host's bots,
    the French phone a wolf (it writes in the pack's chat), the English one Cupid.
    The phones play by tapping through every prompt (real or decoy alike) and asking for
    the vote, until the end; a reload in the middle of the first night gives the same
    seat and the night's prompt back; after the end the host plays again and both phones
    are back in the lobby, not ready. Every view each phone decoded passes the edition's
    secrecy oracle and its screen is the host's ``phone_screen`` of it."""
    server = await start_host(
        edition="thiercelieux",
        players=GAME_PLAYERS,
        seed=GAME_SEED,
        deal=GAME_DEAL,
        speed=GAME_SPEED,
        discussion=GAME_DISCUSSION,
    )
    decided = check_sent_views(server.core, ThiercelieuxOracle)
    board = await connect(server, kind="board", admin_token=server.admin_token)
    for index in range(GAME_PLAYERS - GAME_PHONES):
        await board.async_add_bot(f"Bot {index}")
    names = {"fr": "Zoé", "en": "Yann"}
    async with Browser("fr-FR") as french, Browser("en-US") as english:
        tabs = {
            "fr": await async_open_phone(french, server.port, server.code, "fr"),
            "en": await async_open_phone(english, server.port, server.code, "en"),
        }
        for language, tab in tabs.items():
            await async_join(tab, names[language])
            await tab.evaluate("document.getElementById('ready').click()")
        await eventually(
            lambda: (
                len(server.lobby.seats) == GAME_PLAYERS
                and all(seat.ready for seat in server.lobby.seats)
            ),
            within=PAGE_WAIT,
            what="the table seated and ready",
        )
        seats = {
            language: (await tab.evaluate("lgdesktopTrace.find((m) => m.type === 'welcome')"))[
                "seat"
            ]
            for language, tab in tabs.items()
        }
        assert seats == {"fr": 6, "en": 7}
        await board.async_start()
        traces: dict[str, list] = {language: [] for language in tabs}
        shown: dict[str, str] = {}
        reloaded = switched = chatted = False
        taps: dict[str, set] = {language: set() for language in tabs}
        async with asyncio.timeout(GAME_WAIT):
            while True:
                tab = tabs["fr"]
                if not reloaded and await tab.evaluate(UNTOUCHED_NIGHT_PROMPT):
                    # A reload in the middle of the night, before this step's tap (the
                    # clock held meanwhile, so that the step is still there when the page
                    # is back).
                    await board.async_timer("pause")
                    traces["fr"] += await tab.evaluate("lgdesktopTrace")
                    await tab.async_open(f"http://127.0.0.1:{server.port}/?trace")
                    await until_screen(tab, "night")
                    await tab.async_until(
                        "document.getElementById('confirm') !== null",
                        "the night's prompt again",
                        within=PAGE_WAIT,
                    )
                    welcome = await tab.evaluate("lgdesktopTrace.find((m) => m.type === 'welcome')")
                    assert welcome["seat"] == seats["fr"]
                    await board.async_timer("resume")
                    reloaded = True
                if not switched and shown.get("en") in ("day", "vote", "election", "ghost"):
                    # The English phone switches to French in the middle of the game.
                    await tabs["en"].evaluate("document.getElementById('language').click()")
                    await tabs["en"].async_until(
                        "lgdesktopTrace.filter((m) => m.type === 'welcome').length === 2"
                        " && lgdesktopTrace.at(-1).type !== 'welcome'"
                        " && document.documentElement.lang === 'fr'",
                        "the English phone rejoined in French",
                        within=PAGE_WAIT,
                    )
                    switched = True
                if not chatted and await tabs["fr"].evaluate(CHAT_OPEN):
                    # The wolf's phone writes in the pack's chat; the host sends it back.
                    await tabs["fr"].evaluate(
                        "document.querySelector('#tabs [data-tab=\"chat\"]').click();"
                        f"document.getElementById('message').value = {json.dumps(PACK_LINE)};"
                        "document.querySelector('#chat button').click()"
                    )
                    await tabs["fr"].async_until(
                        "document.getElementById('chatlog')?.textContent.includes("
                        f"{json.dumps(PACK_LINE)})",
                        "the pack's line on the wolf's phone",
                        within=PAGE_WAIT,
                    )
                    await tabs["fr"].evaluate(
                        "document.querySelector('#tabs [data-tab=\"play\"]').click()"
                    )
                    chatted = True
                shown = {}
                for language, tab in tabs.items():
                    taps[language].add(await tab.evaluate(AUTOPLAY))
                    shown[language] = await tab.evaluate("document.body.dataset.screen")
                if all(screen == "end" for screen in shown.values()):
                    break
                await asyncio.sleep(TAP_POLL)
        assert reloaded, "the first night never showed the French phone a prompt"
        assert chatted, "the French phone (a wolf) never had the pack's chat"
        assert switched, "the English phone never saw a day"
        assert server.game.ended
        for language, tab in tabs.items():
            assert "confirm" in taps[language] and "stuck" not in taps[language]
            traces[language] += await tab.evaluate("lgdesktopTrace")
            # The host took the phone's inputs (acks beyond the lobby's set_ready).
            acks = [m for m in traces[language] if m["type"] == "ack" and m["version"] > 0]
            assert len(acks) >= MIN_ACCEPTED, (language, taps[language])
        # Play again: both phones back in the lobby, not ready.
        await board.async_play_again(True)
        for tab in tabs.values():
            await until_screen(tab, "lobby")
            await tab.async_until(
                "document.getElementById('ready').getAttribute('aria-pressed') === 'false'",
                "the ready cleared",
                within=PAGE_WAIT,
            )
            assert tab.problems() == []
    # Per connection, the language each page asked for: the French phone reloaded once,
    # the English one switched to French once.
    assert check_trace(traces["fr"], ["fr", "fr"], decided) > 20
    assert check_trace(traces["en"], ["en", "fr"], decided) > 20


async def async_night_page(browser: Browser, port: int, screen: dict, shows: str = "night") -> Tab:
    """A French page on the host at ``port`` showing ``screen`` (a ``phone_screen`` at
    night, or of the page's screen ``shows``) handed to its message handler as a seated
    player's first view. What the page sends goes to ``window.testSent`` instead of a
    connection (the page has none)."""
    tab = await browser.async_tab()
    await tab.async_open(f"http://127.0.0.1:{port}/")
    await tab.async_until(
        "window.lgdesktopSession !== undefined && document.documentElement.lang === 'fr'",
        "the page's script",
        within=PAGE_WAIT,
    )
    lobby = {"type": "lobby", "room": "R", "state": "playing", "max_players": 8}
    lobby |= {"game_number": 1, "seats": [], "vote_requests": []}
    await tab.evaluate(
        "lgdesktopSession.send = (message) =>"
        " { (window.testSent ??= []).push(message); return true; }"
    )
    for message in (
        {"type": "welcome", "room": "R", "seat": 0, "token": "t"},
        lobby,
        {"type": "view", "screen": screen},
    ):
        await tab.evaluate(f"lgdesktopSession.onMessage({json.dumps(message)})")
    await until_screen(tab, shows)
    return tab


async def test_a_refused_input_shows_its_sentence_and_changes_nothing(start_host):
    """The page's own handling of a refusal, on a real night screen (the host's
    ``phone_screen`` of an engine game's first night) handed to the page's message
    handler: a tap and Confirm, the host's non-fatal ``illegal_target``, and the page shows
    the catalogue's sentence, drops the taps and keeps the screen as it was."""
    server = await start_host()
    game = Game(GameSetup.create("thiercelieux", 8, 3))
    view = game.player_view(0)
    screen = msgspec.to_builtins(phone_screen(view, "fr"))
    assert screen["prompt"] is not None
    sentence = export_texts()["fr"]["errors"]["illegal_target"]
    async with Browser("fr-FR") as browser:
        tab = await async_night_page(browser, server.port, screen)
        before = await tab.evaluate("document.getElementById('screen').innerHTML")
        await tab.evaluate(
            "document.querySelector('#screen .choice:not([disabled])').click();"
            "document.getElementById('confirm').click()"
        )
        refusal = {"type": "error", "code": "illegal_target", "message": "", "params": {}}
        refusal |= {"ref": 1, "fatal": False}
        await tab.evaluate(f"lgdesktopSession.onMessage({json.dumps(refusal)})")
        await tab.async_until(
            f"document.getElementById('status').textContent === {json.dumps(sentence)}",
            "the refusal's sentence",
            within=PAGE_WAIT,
        )
        assert await tab.evaluate("document.getElementById('screen').innerHTML") == before
        assert await tab.evaluate("document.body.dataset.screen") == "night"


async def test_a_night_question_shows_only_while_the_card_is_held(start_host):
    """At night the page reads the prompt's cover ("Choisissez un joueur.") with every
    player open, like a decoy's; held, the card shows the real question and the screen
    the players the power may not take; a tap on one of those with the card hidden is
    refused on the page, with the catalogue's sentence, and nothing is sent."""
    server = await start_host()
    table = PhoneTable(edition="thiercelieux", players=8, seed=7, speed=50, night_cadence=True)
    conns = table.start_phones(8)
    play_to_the_end(table, conns)
    screen = next(
        built
        for conn in conns
        for view, _, _ in table.received[conn]
        if view.board.phase == "night"
        and (built := msgspec.to_builtins(phone_screen(view, "fr")))["prompt"]
        and not all(choice["allowed"] for choice in built["prompt"]["choices"])
    )
    prompt = screen["prompt"]
    assert prompt["secret"] and prompt["cover"] != prompt["question"]
    closed = next(choice["seat"] for choice in prompt["choices"] if not choice["allowed"])
    sentence = export_texts()["fr"]["errors"]["illegal_target"]
    question = "document.querySelector('#screen .question').textContent"
    disabled = "document.querySelectorAll('#screen .choice[disabled]').length"
    async with Browser("fr-FR") as browser:
        tab = await async_night_page(browser, server.port, screen)
        assert await tab.evaluate(question) == prompt["cover"]
        assert await tab.evaluate(disabled) == 0
        await tab.evaluate(f"document.querySelector('#screen [data-seat=\"{closed}\"]').click()")
        await tab.async_until(
            f"document.getElementById('status').textContent === {json.dumps(sentence)}",
            "the page's own refusal",
            within=PAGE_WAIT,
        )
        assert await tab.evaluate("document.querySelectorAll('#screen .choice.on').length") == 0
        assert await tab.evaluate("document.getElementById('confirm').disabled")
        hold = "document.getElementById('hold')"
        await tab.evaluate(f"{hold}.dispatchEvent(new PointerEvent('pointerdown'))")
        assert await tab.evaluate(question) == prompt["question"]
        assert await tab.evaluate(disabled) > 0
        card = await tab.evaluate("document.getElementById('card').textContent")
        assert screen["role"]["name"] in card and prompt["question"] in card
        await tab.evaluate(f"{hold}.dispatchEvent(new PointerEvent('pointerup'))")
        assert await tab.evaluate(question) == prompt["cover"]
        assert await tab.evaluate("document.getElementById('card').hidden")
        assert tab.problems() == []


async def test_the_proxy_vote_and_the_judges_secret_ballot(start_host):
    """The day's proxy: the page lists the players under the laptop's question, reads
    "personne (abstention)" until one is named, and picking one sends the ``proxy_vote``
    the engine takes (the next screen names it). The Stuttering Judge's vote: no secret
    button nor a word of it while the card is hidden; held, the button shows; pressed,
    the card and the question read the second vote's question; released, all of it goes,
    and the tap sends the ballot with the secret option, which the engine takes."""
    server = await start_host()
    game = judge_day()  # the Stuttering Judge at seat JUDGE
    day = msgspec.to_builtins(phone_screen(game.player_view(VILLAGER), "fr"))
    proxy = day["proxy"]
    named = proxy["choices"][1]
    select = "document.getElementById('proxy')"
    sent = "window.testSent ?? []"
    async with Browser("fr-FR") as browser:
        tab = await async_night_page(browser, server.port, day, shows="day")
        pages = [tab]
        label = "document.querySelector('label[for=\"proxy\"]').textContent"
        assert await tab.evaluate(label) == proxy["question"]
        assert await tab.evaluate(f"{select}.selectedOptions[0].textContent") == proxy["nobody"]
        names = await tab.evaluate(
            f"[...{select}.options].filter((o) => !o.disabled).map((o) => o.textContent)"
        )
        assert names == [choice["name"] for choice in proxy["choices"]]
        await tab.evaluate(
            f"{select}.value = '{named['seat']}'; {select}.dispatchEvent(new Event('change'))"
        )
        [submit] = await tab.evaluate(sent)
        assert submit == {
            "type": "submit",
            "input": "proxy_vote",
            "target": named["seat"],
            "version": day["version"],
            "ref": 1,
        }
        game.submit(VILLAGER, ProxyVote(submit["target"]))
        after = msgspec.to_builtins(phone_screen(game.player_view(VILLAGER), "fr"))
        assert after["proxy"]["current"] == named["seat"]
        await tab.evaluate(
            f"lgdesktopSession.onMessage({json.dumps({'type': 'view', 'screen': after})})"
        )
        assert await tab.evaluate(f"{select}.value") == str(named["seat"])
        assert await tab.evaluate(f"{select}.selectedOptions[0].textContent") == named["name"]

        to_vote(game)
        judge = msgspec.to_builtins(phone_screen(game.player_view(JUDGE), "fr"))
        secret, prompt = judge["secret_ballot"], judge["prompt"]
        tab = await async_night_page(browser, server.port, judge, shows="vote")
        pages.append(tab)
        question = "document.querySelector('#screen .question').textContent"
        button = "document.getElementById('secret_ballot')"
        hold = "document.getElementById('hold')"
        page_text = "document.body.innerText"
        assert await tab.evaluate(f"{button} === null")
        assert await tab.evaluate(question) == prompt["cover"] == prompt["question"]
        assert secret["label"] not in await tab.evaluate(page_text)
        await tab.evaluate(f"{hold}.dispatchEvent(new PointerEvent('pointerdown'))")
        assert await tab.evaluate(f"{button}.textContent") == secret["label"]
        assert await tab.evaluate(f"{button}.getAttribute('aria-pressed')") == "false"
        await tab.evaluate(f"{button}.click()")
        assert await tab.evaluate(f"{button}.getAttribute('aria-pressed')") == "true"
        assert await tab.evaluate(question) == secret["question"]
        card = await tab.evaluate("document.getElementById('card').textContent")
        assert secret["question"] in card
        await tab.evaluate(f"{hold}.dispatchEvent(new PointerEvent('pointerup'))")
        assert await tab.evaluate(f"{button} === null")
        assert await tab.evaluate(question) == prompt["cover"]
        shown = await tab.evaluate(page_text)
        assert secret["label"] not in shown and secret["question"] not in shown
        await tab.evaluate(
            "document.querySelector('#screen [data-seat=\"1\"]').click();"
            "document.getElementById('confirm').click()"
        )
        [ballot] = await tab.evaluate(sent)
        assert (ballot["input"], ballot["target"], ballot["option"]) == (
            "vote",
            1,
            secret["option"],
        )
        assert ballot["version"] == judge["version"]
        game.submit(JUDGE, Vote(ballot["target"], option=ballot["option"]))  # taken
        assert [page.problems() for page in pages] == [[], []]
