"""Controllers: the network clients on one side, the view-models on the other.

:class:`HostBoard` runs the host server in-process and watches it through a ``board``
client holding the admin token: the TV receives exactly what a spectator would (the public
view), which is how it never shows a secret. :class:`PlayerSeat` finds hosts on the LAN,
joins one (or takes back the seat the laptop holds, :meth:`PlayerSeat.async_rejoin`), and
feeds a :class:`~.player.PlayerModel`. Both implement the view-models'
ports by starting the client's ``async_*`` requests as tasks of the session: a refusal
from the host becomes a notice on screen; any other failure is reported by the session.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Coroutine, Mapping
from typing import Any

from ...engine import Input
from ...net.client import CONNECT_TIMEOUT, RETRY_LATER, GameClient, RequestRefused
from ...net.discovery import HostBrowser
from ...net.server import HostConfig, HostServer
from ..models.board import BoardModel
from ..models.joining import JoinModel, parse_address
from ..models.player import PlayerModel
from ..sound.clips import clip_lengths, load_manifest
from ..sound.script import SoundScript
from ..texts import errors
from ..texts.i18n import language, translate
from ..texts.voice import voice_language
from . import prefs
from .paths import RESOURCES_DIR
from .prefs import SeatStore
from .runtime import Session
from .sound import SoundDriver, SoundSettings
from .sound_player import SoundPlayer
from .speech import Narrator

log = logging.getLogger(__name__)

#: Address the in-process board connects to when the host listens on every interface.
LOOPBACK = "127.0.0.1"
#: Refusal codes of a game input: the choice is offered again with the reason, no banner.
INPUT_REFUSALS = frozenset(
    {
        "stale_version",
        "illegal_target",
        "not_your_turn",
        "already_acted",
        "bad_input",
        "not_your_seat",
        "unknown_seat",
    }
)
#: Fatal refusals after which this laptop no longer holds its seat (the client forgets
#: ``kicked`` and ``new_table`` itself): the table was closed for good, or another window
#: or laptop took the seat over (taking it back at the next start would throw that one out).
SEAT_GONE = frozenset({"host_closed", "replaced"})


class _Requests:
    """Starts a client's requests as session tasks; a refusal is shown, not raised."""

    def __init__(self, session: Session, show: Callable[[str], None]):
        self.session = session
        self.show = show
        self.client: GameClient | None = None

    def request(self, name: str, make: Callable[[GameClient], Coroutine[Any, Any, Any]]) -> None:
        client = self.client
        if client is None:
            self.show(errors.error_text("not_connected"))
            return
        self.session.tasks.spawn(self._async_request(make(client)), name)

    async def _async_request(self, request: Coroutine[Any, Any, Any]) -> None:
        try:
            await request
        except RequestRefused as refusal:  # on_error has already shown the host's refusal
            log.info("request refused: %s", refusal)

    def on_error(
        self, code: str, message: str = "", params: Mapping[str, str] | None = None
    ) -> None:
        """The client's ``on_error``: the sentence of ``code`` on screen, the detail logged."""
        self.show(error_text(code, message, params))


def error_text(code: str, message: str = "", params: Mapping[str, str] | None = None) -> str:
    """A refusal as shown on screen: the translated sentence of ``code`` (see
    :func:`.errors.error_text`). ``message``, the host's technical detail, goes to the log
    only."""
    if message:
        log.info("error %s: %s", code, message)
    return errors.error_text(code, params)


def tv_sound_script(code: str, speed: float) -> SoundScript:
    """The TV's sound script in the narrator's language nearest ``code``, timed with the
    shipped clips' lengths (estimated where a clip is missing or its manifest unreadable,
    which is logged)."""
    narrator = voice_language(code)
    try:
        manifest = load_manifest(RESOURCES_DIR)
    except ValueError as error:
        log.warning("%s", error)
        manifest = {}
    return SoundScript(narrator, clip_lengths(manifest, narrator), speed=speed)


def tv_sound(
    speed: float, now: Callable[[], float] = time.monotonic
) -> tuple[SoundDriver, SoundPlayer, SoundSettings]:
    """The TV's sound, wired (issue 26): the driver (fed what the board receives) hands
    each cue to the player at its time, and the player stops what plays when the table
    goes back to the lobby, and has the platform's voice (where it has one for the
    narrator's language) say the lines that name players; the settings (the lobby's and
    the game's controls, remembered) drive the player, which says whether anything can be
    heard. The caller connects the board's ``hush`` (the clock paused) to the player's
    ``hold``."""
    driver = SoundDriver(tv_sound_script(language().code, speed), now=now)
    speaker = Narrator(driver.script.language)
    player = SoundPlayer(driver.script, now=now, speaker=speaker)
    speaker.setParent(player)
    driver.played.connect(player.play)
    driver.silenced.connect(player.stop_all)
    settings = SoundSettings()
    settings.attach(player)
    return driver, player, settings


class HostBoard(_Requests):
    """The TV: the host server plus the admin board client. Implements ``BoardPort``."""

    def __init__(self, session: Session, config: HostConfig, *, speed: float = 1.0):
        self.model = BoardModel(self, speed=speed)
        super().__init__(session, self.model.show_notice)
        self.config = config
        self.server = HostServer(config)
        self.server.on_door = lambda door: self.model.update_door(door.as_dict())
        self.server.on_knocks = lambda knocks: self.model.update_knocks(
            [knock.tag for knock in knocks]
        )
        # The TV's sound (issue 26: see tv_sound); the host's clock paused holds it.
        self.sound, self.sound_player, self.sound_settings = tv_sound(speed)
        self.model.hush.connect(self.sound_player.hold)

    async def async_start(self) -> tuple[str, int]:
        """Start serving and connect the board; returns the host's (address, port)."""
        address, port = await self.server.async_start()
        self.model.phones = self.server.phones_may_join
        self.model.update_endpoint(address, port)
        host = LOOPBACK if address in ("0.0.0.0", "") else address
        self.client = GameClient(
            host,
            port,
            kind="board",
            admin_token=self.server.admin_token,
            code=self.server.code,
            on_lobby=self._on_lobby,
            on_view=self._on_view,
            on_clock=self._on_clock,
            on_status=self.model.update_status,
            on_error=self.on_error,
        )
        await self.client.async_connect()
        return address, port

    def _on_lobby(self, lobby) -> None:
        self.model.update_lobby(lobby)
        self.sound.on_lobby(lobby)

    def _on_view(self, view) -> None:
        self.model.update_view(view)
        self.sound.on_view(view)

    def _on_clock(self, clock) -> None:
        self.model.update_clock(clock)
        self.sound.on_clock(clock)

    async def async_stop(self) -> None:
        self.sound_player.stop_all()
        if self.client is not None:
            await self.client.async_close()
        await self.server.async_stop()

    # BoardPort
    def set_composition(self, composition: dict[str, int]) -> None:
        self.request("set_composition", lambda c: c.async_set_composition(composition))

    def set_setting(self, name: str, value: str) -> None:
        self.request("set_setting", lambda c: c.async_set_setting(name, value))

    def set_edition(self, edition: str) -> None:
        self.request("set_edition", lambda c: c.async_set_edition(edition))

    def use_recommended(self) -> None:
        self.request("use_recommended", lambda c: c.async_use_recommended())

    def start(self) -> None:
        self.request("start", lambda c: c.async_start())

    def kick(self, seat: int) -> None:
        self.request("kick", lambda c: c.async_kick(seat))

    def add_bot(self, name: str) -> None:
        self.request("add_bot", lambda c: c.async_add_bot(name))

    def remove_bot(self) -> None:
        self.request("remove_bot", lambda c: c.async_remove_bot())

    def timer(self, action: str, seconds: int = 0) -> None:
        self.request("timer", lambda c: c.async_timer(action, seconds))

    def play_again(self, keep_seats: bool) -> None:
        self.request("play_again", lambda c: c.async_play_again(keep_seats))

    def let_in(self, tag: str) -> None:
        """Let in the device knocking with ``tag`` (the host's own door: no request)."""
        self.server.let_in(tag)

    def set_phones(self, on: bool) -> None:
        """The lobby's "Phones may join": the host's own flag, in force from the next
        request (no request to send), and remembered for the next table."""
        self.server.phones_may_join = on
        prefs.update(phones=on)


class PlayerSeat(_Requests):
    """A player's laptop: discovery, the join form, then one seat. Implements
    ``PlayerPort``. ``interfaces`` are the IPv4 addresses discovery may use (None: every
    IPv4 interface; tests pass ``["127.0.0.1"]``); ``discovery=False`` offers manual entry
    only. ``seat_store`` keeps the seat taken (host, room, token and code) so that the app,
    started again, takes it back by itself (:meth:`async_rejoin`); it forgets the seat as
    soon as the host says it no longer exists."""

    def __init__(
        self,
        session: Session,
        *,
        name: str = "",
        code: str = "",
        discovery: bool = True,
        interfaces: list[str] | None = None,
        seat_store: SeatStore | None = None,
    ):
        self.model = PlayerModel(self)
        super().__init__(session, self.model.show_notice)
        self.join = JoinModel(name=name, code=code, discovery=discovery)
        self.join.joinRequested.connect(self._on_join_requested)
        self.join.rejoinRequested.connect(self._on_rejoin_requested)
        self.join.cancelRequested.connect(self._on_cancel_requested)
        self.seat_store = seat_store
        self._leaving = False
        # Inputs sent and not answered yet (their refusals re-offer the choice), and whether
        # the host freed every seat for a new table (the join form comes back).
        self._submits = 0
        self._new_table = False
        # The connection under way (a join or a seat taken back), which Cancel stops.
        self._joining: asyncio.Task | None = None
        self._show_held()
        self.browser = (
            HostBrowser(
                interfaces=interfaces,
                on_added=self._hosts_changed,
                on_updated=self._hosts_changed,
                on_removed=self._hosts_changed,
            )
            if discovery
            else None
        )

    async def async_start(self) -> None:
        if self.browser is not None:
            await self.browser.async_start()

    async def async_stop(self) -> None:
        self._leaving = True
        if self.browser is not None:
            await self.browser.async_stop()
        if self.client is not None:
            await self.client.async_close()

    def _hosts_changed(self, _host: Any) -> None:
        self.join.update_hosts(self.browser.hosts)

    def _held(self) -> tuple[str, str] | None:
        """``(address, room)`` of the seat this laptop holds, or None."""
        return None if self.seat_store is None else self.seat_store.held()

    def _show_held(self) -> None:
        held = self._held()
        self.join.update_saved(held[1] if held else "")

    def _on_join_requested(self, host: str, port: int, code: str, name: str) -> None:
        self._joining = self.session.tasks.spawn(self.async_join(host, port, code, name), "join")

    def _on_rejoin_requested(self) -> None:
        self._joining = self.session.tasks.spawn(self.async_rejoin(), "rejoin")

    def _on_cancel_requested(self) -> None:
        if self._joining is not None:
            self._joining.cancel()

    async def async_join(self, host: str, port: int, code: str, name: str) -> bool:
        """Connect to ``host:port`` and take a seat; True once seated. A TV that cannot
        be reached, or is too busy, is tried again (backing off) until the player cancels
        (the form shows "still trying" meanwhile; cancelled: the form comes back, empty of
        error); a refusal that retrying cannot cure (wrong code, name taken, another
        version, a lockout) is answered at once with its sentence."""
        self.join.update_joining()
        try:
            await self._async_connect(host, port, code=code, name=name, patience=None)
        except asyncio.CancelledError:
            self.join.update_failed("")
            raise
        except (RequestRefused, OSError) as error:
            log.info("could not join %s:%s: %s", host, port, errors.describe(error))
            self.join.update_failed(errors.error_text(*errors.failure_code(error)))
            return False
        return True

    async def async_rejoin(self) -> bool:
        """Take back the seat the store holds, with its token and code (nothing typed);
        True once seated again. The form shows "Rejoining {room}…" meanwhile, and the
        player may cancel it (the form comes back, the seat still held). A host that
        answers but no longer knows the seat (another code, another room, an unknown
        token) makes the laptop forget it, and the form says so; a host that does not
        answer leaves the seat held, to try again."""
        held = self._held()
        if held is None:
            return False
        address, room = held
        self.join.update_rejoining(room)
        try:
            host, port, _code = parse_address(address)
            await self._async_connect(host, port, code=None, name=None)
        except asyncio.CancelledError:
            self.join.update_failed("")
            raise
        except ValueError as error:  # an address this version cannot read: not a seat
            log.info("forgetting the seat held at %r: %s", address, error)
            self._forget(address, room)
            self.join.update_failed(stale_seat_text(room))
            return False
        except RequestRefused as refusal:
            log.info("could not take back the seat at %s: %s", address, refusal)
            if refusal.code in RETRY_LATER:
                self.join.update_failed(errors.error_text(refusal.code, refusal.params))
            else:
                self._forget(address, room)
                self.join.update_failed(stale_seat_text(room))
            return False
        except OSError as error:
            log.info("could not take back the seat at %s: %s", address, errors.describe(error))
            self.join.update_failed(
                translate("Controllers", "Could not take your seat back at {room}.").format(
                    room=room
                )
                + " "
                + errors.error_text(*errors.failure_code(error))
            )
            return False
        return True

    def _forget(self, address: str, room: str) -> None:
        if self.seat_store is not None:
            self.seat_store.forget(address, room)
        self._show_held()

    async def _async_connect(
        self,
        host: str,
        port: int,
        *,
        code: str | None,
        name: str | None,
        patience: float | None = CONNECT_TIMEOUT,
    ) -> None:
        """Connect to ``host:port`` as a player (``code`` and ``name`` None: with the
        seat store's token and code only) and show the seat, trying again for
        ``patience`` seconds (None: until cancelled); raises what
        :meth:`GameClient.async_connect` raises, the client dropped."""
        if self.client is not None:
            self._leaving = True
            await self.client.async_close()
            self.model.reset()
        self._leaving = self._new_table = False
        if ":" in host and not host.startswith("["):
            host = f"[{host}]"  # an IPv6 address, as a URL needs it
        self.client = client = GameClient(
            host,
            port,
            kind="player",
            name=name,
            code=code,
            token_store=self.seat_store,
            on_lobby=self._on_lobby,
            on_view=self.model.update_view,
            on_clock=self.model.update_clock,
            on_status=self._on_status,
            on_chat=self._on_chat,
            on_error=self._on_error,
            on_door_tag=self.join.update_door_tag,
        )
        try:
            await client.async_connect(patience=patience)
        except BaseException:
            self.client = None
            raise
        self.model.update_seat(client.seat)
        self.join.update_joined()
        self._show_held()

    def _on_status(self, status: str) -> None:
        """A connection closed for good before the end (host gone, seat removed) brings
        the join form back, with the reason."""
        self.model.update_status(status)
        if status == "reconnecting" and not self.join.state["joined"]:
            self.join.update_still_trying()  # the first connection failed: tried again
        view = self.model.view
        if status != "closed" or not self.join.state["joined"] or self._leaving:
            return
        if self._new_table:
            self.join.update_failed(errors.error_text("new_table"))
        elif view is None or view.board.result is None:
            self.join.update_failed(
                self.model.state["notice"]
                or translate("Controllers", "The host closed the connection.")
            )

    def _on_error(
        self, code: str, message: str = "", params: Mapping[str, str] | None = None
    ) -> None:
        if code in SEAT_GONE and self.client is not None and self.client.room is not None:
            self._forget(self.client.address, self.client.room)
        if code == "new_table":
            self._new_table = True
        elif not (self._submits and code in INPUT_REFUSALS):  # (those re-offer the choice)
            self.model.show_notice(error_text(code, message, params))

    def _on_lobby(self, lobby: Any) -> None:
        self.model.update_seat(self.client.seat if self.client else None)
        self.model.update_lobby(lobby)

    def _on_chat(self, line: Any) -> None:
        self.model.add_chat(line.name, line.text, line.channel)

    # PlayerPort
    def submit(self, inp: Input) -> None:
        self.request("submit", lambda c: self._async_submit(c, inp))

    async def _async_submit(self, client: GameClient, inp: Input) -> None:
        """Send a pick; a refusal takes it back and re-offers the choice with the reason."""
        self._submits += 1
        try:
            await client.async_submit(inp)
        except RequestRefused as refusal:
            log.info("error %s: %s", refusal.code, refusal.message)
            self.model.input_refused(self.model.refusal_text(refusal.code, inp, refusal.params))
        finally:
            self._submits -= 1

    def set_ready(self, ready: bool) -> None:
        self.request("set_ready", lambda c: c.async_set_ready(ready))

    def ready_to_vote(self) -> None:
        self.request("ready_to_vote", lambda c: c.async_ready_to_vote())

    def chat(self, channel: str, text: str) -> None:
        self.request("chat", lambda c: c.async_chat(channel, text))


def stale_seat_text(room: str) -> str:
    """What the join form says when the seat held in ``room`` no longer exists there."""
    return translate(
        "Controllers",
        "Your seat at {room} is no longer kept (the table changed or ended): join again "
        "with the code shown on the TV.",
    ).format(room=room)
