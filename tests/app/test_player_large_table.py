"""A laptop at the largest table, and a laptop that takes its seat back by itself.

At 24 seats with 24-character names, in French, on a 1280x720 window, every name of the vote
and of a night pick can be reached (on screen, or by scrolling its column with the mouse)
and a click on it submits; every seat of the end screen is listed. A laptop that
holds a seat (host, room, token and code in its preferences) takes it back with nothing
typed, against a real host on 127.0.0.1; a seat the host no longer knows is forgotten, and
the join form says so.
"""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.shell import prefs, runtime
from lgdesktop.app.shell.controllers import PlayerSeat, stale_seat_text
from lgdesktop.app.texts.i18n import language
from lgdesktop.bots import make_bot
from lgdesktop.engine import HOST, Game, GameSetup, NightChoice, Timeout, Vote
from lgdesktop.net.client import GameClient
from lgdesktop.net.server import HostConfig, HostServer
from lgdesktop.protocol import MAX_NAME, Clock, LobbySeat, LobbyState

from .conftest import NAMES, RecordingPort
from .controls import async_click, click, item, player_window
from .fakehost import async_until

#: 24 names of up to 24 characters, as people type them (hyphens, accents, particles);
#: "Simon" among them, the name a 20-seat laptop could not reach.
LONG_NAMES = (
    "Marie-Christine Delacour",
    "Jean-Baptiste Montferrat",
    "Anne-Sophie Vandenberghe",
    "Pierre-Alexandre Dumont",
    "Charlotte Beaumont-Ferry",
    "Maximilien Robespierrot",
    "Éléonore de Montmorency",
    "Bartholomew Fitzgerald",
    "Gwendoline Archambault",
    "Christophe Lamartinière",
    "Véronique Saint-Exupéry",
    "Alexandre Bonaventure",
    "Dominique Chateaubriand",
    "Frédérique Villeneuve",
    "Sébastien Trouvelot",
    "Marguerite Duvalier-Roy",
    "Théophile Gautier-Blanc",
    "Bernadette Soubirous-Lo",
    "Simon",
    "Hippolyte Castelnaudary",
    "Apolline Fontainebleau",
    "Emmanuel Desjardins-Roy",
    "Clémentine Beauregard",
    "Guillaume Vercingétorix",
)
assert all(len(name) <= MAX_NAME for name in LONG_NAMES)  # (the host's limit)
#: The laptop's window: the smallest laptop screen the game is played on.
WINDOW = (1280, 720)
#: Drags of a scroll bar a test makes before it gives up on reaching a control (one is
#: enough but for a pixel's rounding).
MAX_DRAGS = 4

#: Longest wait for a seat taken or given back on the real host, in seconds: loopback
#: answers in milliseconds, but a rejoin waits out the client's reconnect back-off on a busy
#: two-core CI machine.
SEAT_TIMEOUT = 30.0


# ---------------------------------------------------------------------- the largest table


def played_until(edition: str, players: int, wanted: Callable[[Game], bool]) -> Game:
    """A bot game of ``edition`` at ``players`` seats (:data:`LONG_NAMES`), played until
    ``wanted(game)`` holds."""
    game = Game(GameSetup.create(edition, list(LONG_NAMES[:players]), 3, timed_nights=True))
    bots = [make_bot("heuristic", seat) for seat in range(players)]
    while not wanted(game):
        assert not game.ended, "the game ended first"
        acted = False
        for seat in game.awaited():
            if wanted(game):
                return game
            choice = bots[seat].decide(game.player_view(seat))
            if choice is not None:
                game.submit(seat, choice)
                acted = True
        if not acted and not wanted(game):
            game.submit(HOST, Timeout())
    return game


def awaits_zero(phase: str) -> Callable[[Game], bool]:
    """Seat 0 owes its choice of ``phase`` (night or vote)."""
    return lambda game: game.phase.value == phase and 0 in game.awaited()


def laptop(session, game: Game, seat: int = 0) -> tuple[QQuickWindow, PlayerModel, RecordingPort]:
    """``seat``'s window on ``game`` at :data:`WINDOW`, its model and its port."""
    port = RecordingPort()
    player = PlayerModel(port)
    player.update_view(game.player_view(seat))
    player.acknowledgeRole()
    window = player_window(session, player, width=WINDOW[0], height=WINDOW[1])
    QCoreApplication.processEvents()
    return window, player, port


def flickable_of(target: QQuickItem) -> QQuickItem | None:
    """The nearest scrolling view holding ``target``."""
    parent = target.parentItem()
    while parent is not None and not parent.inherits("QQuickFlickable"):
        parent = parent.parentItem()
    return parent


def in_sight(window: QQuickWindow, target: QQuickItem) -> bool:
    """Whether the whole of ``target`` shows: inside the window and its scrolling view."""
    box = target.mapRectToScene(QRectF(0, 0, target.width(), target.height()))
    seen = QRectF(0, 0, window.width(), window.height())
    view = flickable_of(target)
    if view is not None:
        seen = seen.intersected(view.mapRectToScene(QRectF(0, 0, view.width(), view.height())))
    return seen.adjusted(-1, -1, 1, 1).contains(box)


def scroll_bar_of(view: QQuickItem) -> QQuickItem | None:
    """The vertical scroll bar of the scrolling view ``view``, if it has one."""
    return next(
        (
            child
            for child in view.childItems()
            if child.inherits("QQuickScrollBar")
            and child.property("orientation") == Qt.Orientation.Vertical
        ),
        None,
    )


def reach(window: QQuickWindow, name: str) -> QQuickItem:
    """Drag its view's scroll bar with the mouse until the control ``name`` shows whole
    (as a player without a wheel would; the wheel's scroll is animated)."""
    target = item(window, name)
    view = flickable_of(target)
    for _ in range(MAX_DRAGS):
        if in_sight(window, target):
            return target
        bar = None if view is None else scroll_bar_of(view)
        assert bar is not None and bar.isVisible(), f"{name} is off screen and nothing scrolls it"
        top = target.mapToItem(view, QPointF(0, 0)).y() + view.property("contentY")
        content, seen = view.property("contentHeight"), view.height()
        below = top + target.height() > view.property("contentY") + seen
        wanted = max(0.0, min(content - seen, top + target.height() - seen if below else top))
        position, size = bar.property("position"), bar.property("size")
        grip = bar.mapToScene(QPointF(bar.width() / 2, (position + size / 2) * bar.height()))
        to = grip + QPointF(0, (wanted / content - position) * bar.height())
        left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        QTest.mousePress(window, left, none, grip.toPoint())
        QTest.mouseMove(window, to.toPoint())
        QTest.mouseRelease(window, left, none, to.toPoint())
        QCoreApplication.processEvents()
    raise AssertionError(f"{name} cannot be scrolled into sight")


@pytest.fixture
def french(app):
    """French (the longer language) during the test, English after."""
    language().choose("fr")
    yield
    language().choose("en")


@pytest.mark.parametrize(("edition", "players"), [("anniversary", 24), ("jinrou", 20)])
def test_every_name_of_the_vote_is_reached_and_clicking_it_votes(session, french, edition, players):
    game = played_until(edition, players, awaits_zero("vote"))
    window, player, port = laptop(session, game)
    targets = [row["seat"] for row in player.target_rows.rows]
    assert len(targets) >= players - 4  # (a few died on the way)
    for seat in targets:
        name = f"target_{LONG_NAMES[seat]}"
        reach(window, name)
        click(window, name)
        assert port.calls[-1] == ("submit", Vote(seat)), name
        player.update_view(game.player_view(0))  # the vote stays open: another may be picked
        QCoreApplication.processEvents()


def test_the_vote_stays_scrolled_while_its_clock_ticks_and_a_new_question_opens_at_the_top(
    session, french
):
    game = played_until("anniversary", 24, awaits_zero("vote"))
    window, player, _port = laptop(session, game)
    column = item(window, "actionColumn")
    reach(window, f"target_{LONG_NAMES[player.target_rows.rows[-1]['seat']]}")  # the last
    scrolled = column.property("contentY")
    assert scrolled > 0
    for left in (30.0, 29.0, 28.0):
        player.update_clock(Clock("vote", game.number, left, False, "vote", 0, 1, duration=60))
        QCoreApplication.processEvents()
        assert column.property("contentY") == scrolled
    night = played_until("anniversary", 24, awaits_zero("night"))
    player.update_view(night.player_view(0))
    QCoreApplication.processEvents()
    assert column.property("contentY") == 0


def test_every_name_of_a_night_pick_is_reached_and_the_pick_confirmed(session, french):
    game = played_until("anniversary", 24, awaits_zero("night"))
    window, player, port = laptop(session, game)
    rows = player.target_rows.rows
    assert len(rows) >= 20 and player.state["composing"]
    for row in rows:
        reach(window, f"target_{LONG_NAMES[row['seat']]}")
    last = rows[-1]["seat"]
    click(window, f"target_{LONG_NAMES[last]}")
    reach(window, "confirmPick")
    click(window, "confirmPick")
    assert port.calls[-1] == ("submit", NightChoice(seats=(last,)))


@pytest.mark.parametrize("players", [6, 24])
@pytest.mark.parametrize("phase", ["day", "vote"])
def test_a_wolf_keeps_the_notes_and_the_pack_chat_in_the_window(session, french, players, phase):
    """A wolf's notes beside the pack's chat, with a news line naming the whole table (a
    tie): the chat's field and button in the window, the news scrolled in the notes."""
    game = played_until("anniversary", players, lambda game: game.phase.value == phase)
    wolf = next(seat for seat in game.living() if game.roles[seat] == "werewolf")
    window, player, _port = laptop(session, game, wolf)
    tie = ", ".join(LONG_NAMES[:players])
    player.publish(newsLine=f"Tie between {tie}: lots are drawn.")
    player.holdRole()
    QCoreApplication.processEvents()
    chat = item(window, "teamChat")
    assert chat.isVisible()
    for name in ("teamChat", "chatField", "sendButton", "newsView"):
        assert in_sight(window, item(window, name)), name
    news = item(window, "newsView")
    assert news.property("contentHeight") > news.height()  # the news scrolls, the chat stays
    notes = chat.parentItem().childItems()[0]
    bottom = notes.mapToScene(QPointF(0, notes.height())).y()
    assert bottom <= chat.mapToScene(QPointF(0, 0)).y()


@pytest.mark.parametrize(
    ("edition", "players", "phase"),
    [
        ("thiercelieux", 24, "night"),
        ("thiercelieux", 20, "day"),
        ("anniversary", 24, "vote"),
        ("jinrou", 20, "day"),
    ],
)
def test_every_seat_of_the_strip_shows_with_the_choices(session, french, edition, players, phase):
    """The seat strip stays whole in the window at the largest tables, in at most its
    four lines of capped chips, below the scrolling choices (which still reach their
    last name)."""
    game = played_until(edition, players, lambda game: game.phase.value == phase)
    window, player, _port = laptop(session, game)
    strip = item(window, "playerSeats")
    assert strip.property("count") == players
    assert in_sight(window, strip) and flickable_of(strip) is None
    chips = [chip for chip in strip.childItems() if chip.inherits("QQuickRectangle")]
    assert len(chips) == players and all(in_sight(window, chip) for chip in chips)
    assert len({round(chip.y()) for chip in chips}) <= strip.property("maxRows")
    if player.target_rows.rows:
        reach(window, f"target_{LONG_NAMES[player.target_rows.rows[-1]['seat']]}")


def screen_shape(window: QQuickWindow) -> list[tuple[int, int, int, int]]:
    """Where the choice screen's buttons lie (rounded), in the order they are drawn."""
    stack, found = [window.contentItem()], []
    while stack:
        current = stack.pop()
        if current.isVisible() and current.inherits("QQuickAbstractButton"):
            box = current.mapRectToScene(QRectF(0, 0, current.width(), current.height()))
            found.append((round(box.x()), round(box.y()), round(box.width()), round(box.height())))
        stack.extend(current.childItems())
    return sorted(found)


def test_the_pack_call_looks_the_same_on_a_wolf_and_on_a_villager(session, french):
    """At 24 seats, the wolves' call on a wolf's laptop (a real pick) and on a villager's
    (a decoy), role hidden: the same question, the same buttons at the same places."""
    game = played_until("thiercelieux", 24, lambda game: game.public_view().step == "werewolf")
    wolf = next(seat for seat in game.awaited() if game.roles[seat] == "werewolf")
    villager = next(seat for seat in game.awaited() if game.roles[seat] == "villager")
    shapes, prompts = [], []
    for seat in (wolf, villager):
        player = PlayerModel(RecordingPort())
        player.update_view(game.player_view(seat))
        player.acknowledgeRole()
        window = player_window(session, player, width=WINDOW[0], height=WINDOW[1])
        QCoreApplication.processEvents()
        shapes.append(screen_shape(window))
        prompts.append(item(window, "actionPrompt").property("text"))
        window.close()
    assert len(shapes[0]) >= 23
    assert shapes[0] == shapes[1] and prompts[0] == prompts[1]


def test_a_crowded_grid_keeps_its_names_whole_and_equal(session, french):
    """At 24 seats the names are fitted into their buttons, none cut, all buttons alike."""
    game = played_until("anniversary", 24, awaits_zero("vote"))
    window, player, _port = laptop(session, game)
    buttons = [item(window, f"target_{LONG_NAMES[row['seat']]}") for row in player.target_rows.rows]
    for size in (lambda b: b.width(), lambda b: b.height()):  # (a pixel's rounding aside)
        assert max(map(size, buttons)) - min(map(size, buttons)) <= 1
    for button in buttons:
        label = button.property("contentItem").childItems()[0]
        assert not label.property("truncated"), button.objectName()
        inside = button.height() - button.property("topPadding") - button.property("bottomPadding")
        assert label.property("paintedHeight") <= inside + 1, button.objectName()
        assert label.property("paintedWidth") <= label.width() + 1, button.objectName()


def test_the_end_lists_every_seat_of_24(session, french):
    game = played_until("anniversary", 24, lambda game: game.ended)
    window, player, _port = laptop(session, game)
    assert player.state["screen"] == "end"
    listing = item(window, "revealList")
    listing.setProperty("contentY", listing.property("contentHeight") - listing.height())
    QCoreApplication.processEvents()
    assert listing.property("count") == 24
    assert listing.property("atYEnd")


def test_the_lobby_of_24_keeps_its_ready_button_in_sight(session, french):
    seats = [LobbySeat(n, name, n % 2 == 0, True, False) for n, name in enumerate(LONG_NAMES)]
    player = PlayerModel(RecordingPort())
    player.update_seat(0)
    player.update_lobby(
        LobbyState(
            room="Salle des fêtes de Saint-Rémy",
            edition="anniversary",
            state="lobby",
            max_players=24,
            seats=seats,
            composition={},
            settings={},
            recommended={},
            addresses=[],
        )
    )
    window = player_window(session, player, width=WINDOW[0], height=WINDOW[1])
    QCoreApplication.processEvents()
    assert in_sight(window, item(window, "readyButton"))
    chips = item(window, "lobbySeats")
    assert chips.property("contentHeight") > chips.height()  # the seats scroll, not the button


# ---------------------------------------------------------------------- taking a seat back

#: The host's room and code in these tests (an 8-digit code, as a host may draw).
ROOM, CODE = "Salon", "48213579"
#: Players at the table of these tests (the laptop and computer players).
TABLE = 5
#: Longest wait for a network outcome, in seconds.
WAIT = 20.0


@pytest.fixture
def own_prefs(tmp_path, monkeypatch):
    """This test's own preferences folder (no seat held from another test)."""
    monkeypatch.setenv(prefs.CONFIG_DIR_ENV, str(tmp_path / "config"))


def run(body) -> None:
    """Run ``body(session)`` on the app's event loop; fails on any reported error."""
    outcome: dict = {}

    async def main(reporter) -> int:
        session = runtime.Session(reporter)
        try:
            await asyncio.wait_for(body(session), WAIT)
        finally:
            await session.async_shutdown()
        outcome["errors"] = reporter.count
        return 0

    runtime.run(main)
    assert outcome["errors"] == 0


async def async_host(tmp_path) -> tuple[HostServer, list[GameClient]]:
    """A host on 127.0.0.1 (port 0) and its admin board client, in a list for the other
    clients to come (the caller stops them all: :func:`async_close_all`)."""
    server = HostServer(
        HostConfig(
            bind="127.0.0.1",
            port=0,
            room=ROOM,
            code=CODE,
            players=TABLE,
            seed=5,
            discovery=False,
            journal_path=tmp_path / "journal.sqlite",
        )
    )
    await server.async_start()
    board = GameClient(
        server.address, server.port, kind="board", admin_token=server.admin_token, code=CODE
    )
    await board.async_connect()
    return server, [board]


async def async_seated(server: HostServer, session, clients: list[GameClient]) -> PlayerSeat:
    """A laptop that joins ``server`` by typing its code and name, then players in the
    other seats; the game started (the board is ``clients[0]``)."""
    seat = PlayerSeat(session, discovery=False, seat_store=prefs.SeatStore())
    assert await seat.async_join(server.address, server.port, CODE, LONG_NAMES[0])
    await seat.client.async_set_ready(True)
    for name in NAMES[1:TABLE]:
        other = GameClient(server.address, server.port, name=name, code=CODE)
        await other.async_connect()
        await other.async_set_ready(True)
        clients.append(other)
    await clients[0].async_start()
    await async_until(lambda: seat.model.view is not None, seat.model, within=SEAT_TIMEOUT)
    return seat


async def async_close_all(server: HostServer, clients: list[GameClient], *seats) -> None:
    for seat in seats:
        await seat.async_stop()
    for client in clients:
        await client.async_close()
    await server.async_stop()


def reopened(session) -> tuple[PlayerSeat, QQuickWindow]:
    """The app opened again on this laptop: a new seat controller and its window."""
    seat = PlayerSeat(session, discovery=False, seat_store=prefs.SeatStore())
    window = session.open(
        "PlayerWindow",
        {
            "player": seat.model,
            "join": seat.join,
            "errors": session.reporter,
            "language": language(),
        },
    )
    return seat, window


def test_a_laptop_takes_its_seat_back_by_itself(app, english, own_prefs, tmp_path):
    async def body(session) -> None:
        server, clients = await async_host(tmp_path)
        first = again = None
        try:
            first = await async_seated(server, session, clients)
            await first.async_stop()  # the app is closed mid-game
            saved = prefs.load().seat
            assert saved["code"] == CODE and saved["room"] == ROOM
            assert saved["token"] == first.client.token
            again, window = reopened(session)
            assert again.join.state["savedRoom"] == ROOM
            shown: list[tuple[str, bool, str]] = []

            def look() -> None:
                if again.join.state["rejoining"]:
                    title = item(window, "rejoiningTitle").property("text")
                    shown.append((again.join.state["rejoining"], True, title))

            again.join.changed.connect(look)
            again.join.rejoin()  # what the app does at start with a seat held
            await async_until(lambda: again.join.state["joined"], again.join, within=SEAT_TIMEOUT)
            assert shown and shown[0] == (ROOM, True, f"Rejoining {ROOM}…")
            await async_until(
                lambda: again.model.view is not None, again.model, within=SEAT_TIMEOUT
            )
            assert again.client.seat == 0
            assert again.model.view.role == server.game.roles[0]
            assert again.join.state["code"] == ""  # nothing typed, nothing shown
            with pytest.raises(AssertionError):  # the seat's screens, not the form
                item(window, "rejoiningPanel")
            assert prefs.load().seat["token"] == saved["token"]
        finally:
            await async_close_all(server, clients, *(s for s in (first, again) if s))

    run(body)


@pytest.mark.parametrize("stale", ["code", "token"])
def test_a_stale_seat_is_forgotten_and_the_form_says_so(app, english, own_prefs, tmp_path, stale):
    """A host that answers but no longer knows the seat: the table's code changed (a new
    table at the same address), or the seat's token is unknown to the running game."""

    async def body(session) -> None:
        server, clients = await async_host(tmp_path)
        first = again = None
        try:
            first = await async_seated(server, session, clients)
            await first.async_stop()
            seat = prefs.load().seat
            prefs.update(
                seat=seat | ({"code": "11112222"} if stale == "code" else {"token": "gone"})
            )
            again, window = reopened(session)
            assert not await again.async_rejoin()
            assert prefs.load().seat == {}
            assert again.join.state["error"] == stale_seat_text(ROOM)
            assert not again.join.state["joined"] and again.join.state["savedRoom"] == ""
            assert item(window, "joinButton").isVisible()
        finally:
            await async_close_all(server, clients, *(s for s in (first, again) if s))

    run(body)


def test_a_host_that_does_not_answer_keeps_the_seat_for_later(app, english, own_prefs):
    async def body(session) -> None:
        with socket.socket() as probe:  # a port where nothing listens
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        held = {"address": f"127.0.0.1:{port}", "room": ROOM, "token": "t", "code": CODE}
        prefs.update(seat=held)
        seat, window = reopened(session)
        try:
            assert not await seat.async_rejoin()
            assert prefs.load().seat == held
            assert seat.join.state["error"].startswith(f"Could not take your seat back at {ROOM}.")
            assert item(window, "rejoinButton").isVisible()
        finally:
            await seat.async_stop()

    run(body)


def test_taking_a_seat_back_can_be_cancelled_to_join_elsewhere(app, english, own_prefs):
    async def body(session) -> None:
        # A host that accepts the connection and never introduces itself.
        silent = await asyncio.start_server(lambda reader, writer: None, "127.0.0.1", 0)
        port = silent.sockets[0].getsockname()[1]
        prefs.update(
            seat={"address": f"127.0.0.1:{port}", "room": ROOM, "token": "t", "code": CODE}
        )
        seat, window = reopened(session)
        try:
            seat.join.rejoin()
            await async_until(
                lambda: seat.join.state["rejoining"] == ROOM, seat.join, within=SEAT_TIMEOUT
            )
            assert item(window, "rejoiningPanel").isVisible()
            await async_click(window, "cancelRejoinButton")
            await async_until(lambda: not seat.join.state["busy"], seat.join, within=SEAT_TIMEOUT)
            assert seat.client is None and not seat.join.state["joined"]
            assert seat.join.state["rejoining"] == "" and seat.join.state["error"] == ""
            assert item(window, "joinButton").isVisible()
        finally:
            await seat.async_stop()
            silent.close()
            await silent.wait_closed()

    run(body)


def test_a_seat_taken_over_by_another_laptop_is_forgotten_here(app, english, own_prefs, tmp_path):
    """Taking it back at the next start would throw the other laptop out."""

    async def body(session) -> None:
        server, clients = await async_host(tmp_path)
        seat = PlayerSeat(session, discovery=False, seat_store=prefs.SeatStore())
        try:
            assert await seat.async_join(server.address, server.port, CODE, LONG_NAMES[0])
            assert prefs.load().seat["token"] == seat.client.token
            other = GameClient(server.address, server.port, token=seat.client.token, code=CODE)
            clients.append(other)
            await other.async_connect()
            await async_until(
                lambda: seat.join.state["savedRoom"] == "", seat.join, within=SEAT_TIMEOUT
            )
            assert prefs.load().seat == {}
        finally:
            await async_close_all(server, clients, seat)

    run(body)


def test_the_seat_store_keeps_one_whole_seat(own_prefs):
    store = prefs.SeatStore()
    assert store.held() is None
    store.put("[fe80::1]:47800", ROOM, "token-1", CODE)
    store.put("192.168.1.20:47800", "Cuisine", "token-2", "654321")  # (one table at a time)
    assert store.held() == ("192.168.1.20:47800", "Cuisine")
    assert store.get("[fe80::1]:47800", ROOM) is None
    assert (
        store.get("192.168.1.20:47800", "Cuisine"),
        store.code("192.168.1.20:47800", "Cuisine"),
    ) == ("token-2", "654321")
    assert store.code("192.168.1.20:47800", ROOM) is None  # another room at that address
    store.forget("192.168.1.20:47800", "Cuisine")
    assert store.held() is None and prefs.load().seat == {}
    prefs.update(seat={"address": "192.168.1.20:47800", "room": ROOM, "token": "t"})  # no code
    assert store.held() is None and store.get("192.168.1.20:47800", ROOM) is None
