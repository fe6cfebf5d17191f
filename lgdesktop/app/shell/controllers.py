"""Controllers: the network clients on one side, the view-models on the other.

:class:`HostBoard` runs the host server in-process and watches it through a ``board``
client holding the admin token: the TV receives exactly what a spectator would (the public
view), which is how it never shows a secret. :class:`PlayerSeat` finds hosts on the LAN,
joins one, and feeds a :class:`~.player.PlayerModel`. Both implement the view-models'
ports by starting the client's ``async_*`` requests as tasks of the session: a refusal
from the host becomes a notice on screen; any other failure is reported by the session.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Coroutine, Mapping
from typing import Any

from ...engine import Input
from ...net.client import GameClient, RequestRefused, TokenStore
from ...net.discovery import HostBrowser
from ...net.server import HostConfig, HostServer
from ..models.board import BoardModel
from ..models.joining import JoinModel
from ..models.player import PlayerModel
from ..texts import errors
from ..texts.i18n import language, translate
from .runtime import Session
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


class HostBoard(_Requests):
    """The TV: the host server plus the admin board client. Implements ``BoardPort``."""

    def __init__(self, session: Session, config: HostConfig, *, speed: float = 1.0):
        self.model = BoardModel(self, speed=speed)
        super().__init__(session, self.model.show_notice)
        self.config = config
        self.server = HostServer(config)
        self.narrator = Narrator(language().code)
        self.model.narrate.connect(self.narrator.say)
        self.model.hush.connect(self.narrator.hold)
        language().changed.connect(lambda: self.narrator.set_language(language().code))

    async def async_start(self) -> tuple[str, int]:
        """Start serving and connect the board; returns the host's (address, port)."""
        address, port = await self.server.async_start()
        self.model.update_endpoint(address, port)
        host = LOOPBACK if address in ("0.0.0.0", "") else address
        self.client = GameClient(
            host,
            port,
            kind="board",
            admin_token=self.server.admin_token,
            code=self.server.code,
            on_lobby=self.model.update_lobby,
            on_view=self.model.update_view,
            on_clock=self.model.update_clock,
            on_status=self.model.update_status,
            on_error=self.on_error,
        )
        await self.client.async_connect()
        return address, port

    async def async_stop(self) -> None:
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


class PlayerSeat(_Requests):
    """A player's laptop: discovery, the join form, then one seat. Implements
    ``PlayerPort``. ``interfaces`` are the IPv4 addresses discovery may use (None: every
    IPv4 interface; tests pass ``["127.0.0.1"]``); ``discovery=False`` offers manual entry
    only."""

    def __init__(
        self,
        session: Session,
        *,
        name: str = "",
        code: str = "",
        discovery: bool = True,
        interfaces: list[str] | None = None,
        token_store: TokenStore | None = None,
    ):
        self.model = PlayerModel(self)
        super().__init__(session, self.model.show_notice)
        self.join = JoinModel(name=name, code=code, discovery=discovery)
        self.join.joinRequested.connect(self._on_join_requested)
        self.token_store = token_store
        self._leaving = False
        # Inputs sent and not answered yet (their refusals re-offer the choice), and whether
        # the host freed every seat for a new table (the join form comes back).
        self._submits = 0
        self._new_table = False
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

    def _on_join_requested(self, host: str, port: int, code: str, name: str) -> None:
        self.session.tasks.spawn(self.async_join(host, port, code, name), "join")

    async def async_join(self, host: str, port: int, code: str, name: str) -> bool:
        """Connect to ``host:port`` and take a seat; True once seated."""
        if self.client is not None:
            self._leaving = True
            await self.client.async_close()
            self.model.reset()
        self._leaving = self._new_table = False
        self.join.update_joining()
        if ":" in host and not host.startswith("["):
            host = f"[{host}]"  # an IPv6 address, as a URL needs it
        self.client = client = GameClient(
            host,
            port,
            kind="player",
            name=name,
            code=code,
            token_store=self.token_store,
            on_lobby=self._on_lobby,
            on_view=self.model.update_view,
            on_clock=self.model.update_clock,
            on_status=self._on_status,
            on_chat=self._on_chat,
            on_error=self._on_error,
        )
        try:
            await client.async_connect()
        except (RequestRefused, OSError) as error:
            self.client = None
            log.info("could not join %s:%s: %s", host, port, errors.describe(error))
            self.join.update_failed(errors.error_text(*errors.failure_code(error)))
            return False
        self.model.update_seat(client.seat)
        self.join.update_joined()
        return True

    def _on_status(self, status: str) -> None:
        """A connection closed for good before the end (host gone, seat removed) brings
        the join form back, with the reason."""
        self.model.update_status(status)
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
