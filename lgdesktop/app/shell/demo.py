"""``lgdesktop demo``: a whole game on this machine, to watch or to join.

The host binds to 127.0.0.1 only, with discovery off (nothing reaches the network); the
board and one player window open; bots fill the other seats through the real protocol. The
player window is yours: when you do not act, an :class:`Autopilot` plays for you after a
short while (through the same controls), so an unattended demo still reaches the end.

The demo is scripted in one respect, so that every run shows every screen: you are never
dealt a werewolf, and the pack hunts you first (you will see the ghost screen too).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import tempfile
from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from ...bots import HeuristicBot
from ...engine import NightChoice, PlayerView, catalogue
from ...net.client import GameClient, RequestRefused
from ...net.server import HostConfig
from ...room.policy import draw_code
from ..models.player import PlayerModel
from ..texts.i18n import language, translate
from .controllers import HostBoard, PlayerSeat
from .launch import exit_code
from .placement import LAPTOP_SIZE, TV_SIZE, open_window
from .runtime import ErrorReporter, Session, grab
from .sound import SoundLog

#: The demo host listens here only: nothing leaves this machine.
DEMO_BIND = "127.0.0.1"
#: Seconds the autopilot leaves you to act (at speed 1) before playing for you.
AUTOPILOT_SECONDS = 8.0
#: Shortest autopilot delay, whatever the speed: each of your screens stays up this long.
MIN_AUTOPILOT_SECONDS = 1.0
#: Seconds a demo bot thinks before each move (at speed 1): long enough to watch each step.
THINK_SECONDS = 3.0
#: Longest wait, in seconds, for a window to draw a changed screen before it is saved all
#: the same (a frame comes within milliseconds; a starved CI runner may take a second).
SCREENSHOT_FRAME_TIMEOUT_S = 2.0
#: Seconds the end screens stay up before ``--quit-at-end`` closes the windows.
END_LINGER_SECONDS = 1.5
#: Your name at the demo table.
DEMO_PLAYER = "Alex"
#: Names of the bots, in seat order: one for every seat but yours at the largest table of
#: any edition (24 seats; a test checks it).
BOT_NAMES = (
    "Amélie",
    "Bastien",
    "Chloé",
    "Damien",
    "Élodie",
    "Fabien",
    "Gaëlle",
    "Hugo",
    "Inès",
    "Julien",
    "Katia",
    "Léo",
    "Manon",
    "Noé",
    "Océane",
    "Paul",
    "Quentin",
    "Rose",
    "Simon",
    "Théo",
    "Ulysse",
    "Victor",
    "Wendy",
)
#: Board and player window sizes with ``--screenshots`` (their design resolutions, so that
#: the shots do not depend on the screen); without, the windows are sized for the screen.
BOARD_SIZE = TV_SIZE
PLAYER_SIZE = LAPTOP_SIZE


class Autopilot(QObject):
    """Plays a player's seat through its view-model when its human stays idle.

    Each time the seat has something to do (say ready, read the card, choose, ask for the
    vote), a timer starts; if the screen still waits when it fires, the autopilot does it
    with a :class:`~lgdesktop.bots.HeuristicBot`'s choice.
    """

    def __init__(self, model: PlayerModel, seconds: float, seed: int):
        super().__init__(model)
        self.model = model
        self.bot = HeuristicBot(seed)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(round(1000 * seconds))
        self.timer.timeout.connect(self.act)
        self._pending: tuple | None = None
        self._asked_vote: set[int] = set()
        model.changed.connect(self._watch)

    def _todo(self) -> tuple | None:
        """What the seat should do now, as a hashable key (None: nothing)."""
        state, view = self.model.state, self.model.view
        screen = state["screen"]
        if screen == "lobby" and state["inLobby"] and not state["ready"]:
            return ("ready",)
        if screen == "role":
            return ("role", state["seat"], state["cardFlipped"])
        if screen in ("night", "vote", "shoot") and state["hasAction"] and state["current"] < 0:
            return (screen, state["number"], view.board.version if view else 0)
        if screen == "day" and state["phase"] == "day" and state["number"] not in self._asked_vote:
            return ("day", state["number"])
        return None

    def _watch(self) -> None:
        todo = self._todo()
        if todo != self._pending:
            self._pending = todo
            self.timer.stop()
            if todo is not None:
                self.timer.start()

    def act(self) -> None:
        """Do what the seat waits for (called by the timer)."""
        todo = self._todo()
        self._pending = None
        if todo is None:
            return
        kind = todo[0]
        if kind == "ready":
            self.model.setReady(True)
        elif kind == "role" and not self.model.state["cardFlipped"]:
            self.model.flipCard()
        elif kind == "role":
            self.model.acknowledgeRole()
        elif kind == "day":
            self._asked_vote.add(todo[1])
            self.model.readyToVote()
        else:
            choice = self.bot.decide(self.model.view)
            if choice is not None:
                self.model.make(choice)


class DemoBot:
    """A seat played by a program the way a patient guest would play it: it says it is
    ready, thinks a moment before each move, and leaves the day's discussion to the clock.

    (The protocol bots of :mod:`lgdesktop.net.botclient` ask for the vote at once, which
    ends every discussion before the human at the demo table could read the day.)
    """

    def __init__(
        self,
        session: Session,
        address: str,
        port: int,
        code: str,
        name: str,
        seed: int,
        think: float,
        prey: int,
    ):
        self.session = session
        self.bot = HeuristicBot(seed)
        self.prey = prey
        self.think = think
        self.busy = self.dirty = False
        self.client = GameClient(
            address,
            port,
            kind="player",
            name=name,
            code=code,
            bot=True,
            on_lobby=self._changed,
            on_view=self._changed,
        )

    async def async_start(self) -> None:
        await self.client.async_connect()

    async def async_stop(self) -> None:
        await self.client.async_close()

    def _changed(self, _update) -> None:
        if self.busy:
            self.dirty = True
            return
        self.busy, self.dirty = True, False
        self.session.tasks.spawn(self._async_move(), "demo bot move")

    async def _async_move(self) -> None:
        """Think, then make the move the seat owes now (if any)."""
        await asyncio.sleep(self.think)
        client = self.client
        try:
            if isinstance(client.view, PlayerView):
                choice = self.decide(client.view)
                if choice is not None:
                    await client.async_submit(choice)
            elif (
                client.lobby is not None
                and client.lobby.state == "lobby"
                and any(seat.seat == client.seat and not seat.ready for seat in client.lobby.seats)
            ):
                await client.async_set_ready(True)
        except RequestRefused:
            pass  # the step moved on meanwhile: the next update says what to do
        finally:
            self.busy = False
        if self.dirty:
            self._changed(None)

    def decide(self, view: PlayerView):
        """The heuristic bot's move, except that the pack goes for the demo's human first."""
        devour = next((spec for spec in view.legal if spec.action == "devour"), None)
        if devour is not None and devour.current is None and self.prey in devour.targets:
            return NightChoice(self.prey)
        return self.bot.decide(view)


def demo_deal(
    edition_id: str, players: int, seed: int, composition: dict[str, int] | None = None
) -> tuple[str, ...]:
    """The deck of ``composition`` (the whole deck; None: the recommended one), shuffled
    (the center cards last), with no wolf card for seat 0 (the human's seat)."""
    info = catalogue.edition_info(edition_id)
    if composition is None:
        composition = catalogue.recommended_setup(edition_id, players)
    deck = [role for role in sorted(composition) for _ in range(composition[role])]
    random.Random(seed).shuffle(deck)
    if info.role(deck[0]).wolf:
        swap = next(index for index, role in enumerate(deck) if not info.role(role).wolf)
        deck[0], deck[swap] = deck[swap], deck[0]
    return tuple(deck)


class Screenshots:
    """Saves a PNG of a window each time its view-model's ``screen`` changes, as soon as the
    window has drawn it: the windows do not animate (``Theme.motion`` off), so the first
    frame of a screen is the one it settles on, and a screen that lasts a frame is saved
    (no fixed delay that a busy machine could outlast)."""

    def __init__(self, folder: Path, session: Session):
        self.folder = folder
        self.session = session
        self.count = 0
        self.saved: list[Path] = []
        folder.mkdir(parents=True, exist_ok=True)
        session.engine.singletonInstance("LgUi", "Theme").setProperty("motion", False)

    def watch(self, label: str, window, model) -> None:
        last = {"screen": None}

        def changed() -> None:
            screen = screen_key(model)
            if screen != last["screen"]:
                last["screen"] = screen
                self.session.tasks.spawn(
                    self._async_grab(label, window, model, screen), f"screenshot {label}"
                )

        model.changed.connect(changed)
        changed()

    async def _async_grab(self, label: str, window, model, screen: str) -> None:
        loop = asyncio.get_running_loop()
        drawn = asyncio.Event()

        def swapped() -> None:
            loop.call_soon_threadsafe(drawn.set)

        window.frameSwapped.connect(swapped)
        try:
            window.update()
            with contextlib.suppress(TimeoutError):  # saved as it is, drawn or not
                await asyncio.wait_for(drawn.wait(), SCREENSHOT_FRAME_TIMEOUT_S)
        finally:
            window.frameSwapped.disconnect(swapped)
        if screen_key(model) != screen:
            return  # already gone: the next time it shows, it is saved
        self.count += 1
        path = self.folder / f"{self.count:03d}-{label}-{screen}.png"
        grab(window, path)
        self.saved.append(path)


def screen_key(model) -> str:
    """What a window shows, for its screenshots: the screen, and the role card's side."""
    screen = model.state["screen"]
    if screen == "role" and model.state.get("cardFlipped"):
        return "role-revealed"
    return screen


def demo_config(args: argparse.Namespace, journal: Path) -> HostConfig:
    """The demo's host: loopback only, no discovery, starting once every seat is ready.
    Its join code is drawn as a real host draws it (:func:`~lgdesktop.room.policy.draw_code`,
    6 digits): from ``--seed`` when given, so that its screenshots come out the same."""
    seed = random.randrange(2**31) if args.seed is None else args.seed
    return HostConfig(
        bind=DEMO_BIND,
        port=0,
        room=translate("Demo", "Demo village"),
        code=draw_code(None if args.seed is None else random.Random(args.seed)),
        edition=args.edition,
        players=args.players,
        seed=seed,
        speed=args.speed,
        deal=demo_deal(args.edition, args.players, seed, args.composition),
        discovery=False,
        journal_path=journal,
        auto_start=True,
    )


async def async_demo(reporter: ErrorReporter, args: argparse.Namespace) -> int:
    """Run the demo until its windows close (or, with ``--quit-at-end``, until the end)."""
    session = Session(reporter)
    with tempfile.TemporaryDirectory(prefix="lgdesktop-demo-") as tmp:
        config = demo_config(args, Path(tmp) / "journal.sqlite")
        host = HostBoard(session, config, speed=args.speed)
        seat = PlayerSeat(session, discovery=False)
        bots: list[DemoBot] = []
        sound_log = None
        if getattr(args, "sound_log", None) is not None:
            sound_log = SoundLog(
                args.sound_log,
                host.sound.now(),
                language=host.sound.script.language,
                speed=args.speed,
                settings=host.sound_settings,
                now=host.sound.now,
            )
            host.sound.played.connect(sound_log.write)
        try:
            address, port = await host.async_start()
            exact = args.screenshots is not None
            board_window = open_window(
                session,
                "BoardWindow",
                {
                    "board": host.model,
                    "errors": reporter,
                    "language": language(),
                    "sound": host.sound_settings,
                },
                BOARD_SIZE,
                exact=exact,
            )
            player_window = open_window(
                session,
                "PlayerWindow",
                {
                    "player": seat.model,
                    "join": seat.join,
                    "errors": reporter,
                    "language": language(),
                },
                PLAYER_SIZE,
                exact=exact,
            )
            shots = None
            if args.screenshots is not None:
                shots = Screenshots(Path(args.screenshots), session)
                shots.watch("board", board_window, host.model)
                shots.watch("player", player_window, seat.model)
            Autopilot(
                seat.model,
                max(MIN_AUTOPILOT_SECONDS, AUTOPILOT_SECONDS / args.speed),
                seed=args.seed or 0,
            )
            if not await seat.async_join(address, port, config.code, DEMO_PLAYER):
                raise RuntimeError(f"the demo player could not join: {seat.join.state['error']}")
            if seat.client.seat != 0:
                raise RuntimeError(f"the demo player got seat {seat.client.seat}, not 0")
            bots = [
                DemoBot(
                    session,
                    address,
                    port,
                    config.code,
                    BOT_NAMES[index],
                    seed=(args.seed or 0) * 100 + index,
                    think=THINK_SECONDS / args.speed,
                    prey=seat.client.seat,
                )
                for index in range(args.players - 1)
            ]
            for bot in bots:
                await bot.async_start()
            if args.quit_at_end:
                session.tasks.spawn(_async_close_at_end(session, host), "quit at end")
            await session.closed.wait()
        finally:
            for bot in bots:
                await bot.async_stop()
            await seat.async_stop()
            await host.async_stop()
            if sound_log is not None:
                host.sound.flush()  # the end's lines, laid after the windows closed
                sound_log.close()
            await session.async_shutdown()
    return exit_code(reporter)


async def _async_close_at_end(session: Session, host: HostBoard) -> None:
    """Close every window once the board shows the end (and has lingered on it)."""
    ended = asyncio.Event()

    def check() -> None:
        if host.model.state["screen"] == "end":
            ended.set()

    host.model.changed.connect(check)
    await host.server.async_wait_finished()
    check()
    await ended.wait()
    await asyncio.sleep(END_LINGER_SECONDS)
    session.close_all()
