"""A laptop's connection to the host: hello, seat token, automatic reconnect, requests.

:class:`GameClient` is what the app and the bots use. Callbacks are plain callables
(constructor keywords or attributes) called from the event loop; the latest lobby, view and
clock are also kept as properties. After the first successful connection, a dropped link
is retried with back-off, presenting the seat token, so the player gets the same seat and
the full private state back. :class:`TokenStore` keeps seat tokens on disk (per host and
room) so that even an app restart finds its seat again.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import secrets
from collections.abc import Callable
from pathlib import Path

import platformdirs
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.frames import CloseCode

from ..engine import Input, PlayerView, PublicView
from ..protocol import (
    DOOR_TAG_ALPHABET,
    DOOR_TAG_LENGTH,
    MAX_CLIENT_FRAME,
    MAX_SERVER_FRAME,
    PROTOCOL_VERSION,
    Ack,
    AddBot,
    AllowBack,
    ChatLine,
    Clock,
    Error,
    Hello,
    KickSeat,
    Knock,
    LobbyState,
    PlayAgain,
    ProtocolError,
    Pulse,
    ReadyToVote,
    RemoveBot,
    SendChat,
    ServerInfo,
    SetComposition,
    SetEdition,
    SetReady,
    SetSetting,
    StartGame,
    Submit,
    TimerControl,
    UseRecommended,
    ViewUpdate,
    Welcome,
    check_protocol,
    decode_server,
    encode,
    engine_view,
)
from ..protocol.guard import MAX_SERVER_DEPTH, check_depth, decode_text
from ..protocol.secure import (
    SEAL_OVERHEAD,
    ClientHandshake,
    SecureChannel,
    SecureError,
    padded_length,
)

log = logging.getLogger(__name__)

#: Waits between reconnection attempts, in seconds; the last one repeats. Short first
#: (a Wi-Fi hiccup), then backing off so a host that is gone is not hammered.
RECONNECT_DELAYS = (0.1, 0.25, 0.5, 1.0, 2.0, 4.0)
#: Longest wait for the host's answer to a request, in seconds (a LAN answers in ms).
REQUEST_TIMEOUT = 10.0
#: Longest wait for the TCP + WebSocket + hello handshake of one attempt, in seconds.
CONNECT_TIMEOUT = 10.0
#: Keepalive: ping the host every this many seconds, and drop the link (then reconnect)
#: when a ping is not answered within PING_TIMEOUT seconds (a sleeping laptop, lost Wi-Fi).
PING_INTERVAL = 5.0
PING_TIMEOUT = 10.0
#: Refusals before the handshake that say "not now" (with ``retry_after`` seconds): a
#: connection that was already welcomed waits and tries again; a new join reports them.
RETRY_LATER = ("too_many_attempts", "host_busy")
#: Longest ``retry_after`` a new join waits out by itself, in seconds (laptops of one
#: address joining at once queue for a moment; a lockout is reported to the player).
QUICK_RETRY = 4.0
#: A new join turned away ``host_busy`` knocks again at least this often, in seconds:
#: its knock stays on the TV (``KNOCK_SECONDS`` there, 30 s) and, once the host lets it
#: in, it walks in within this many seconds. A refused knock costs the host no guess.
KNOCK_INTERVAL = 3.0
#: Longest wait a reconnection accepts from ``retry_after``, in seconds (a lockout is 15
#: minutes; a seated player rather retries every minute).
MAX_RETRY_AFTER = 60.0
#: Longest wait, in seconds, for the host to answer our closing handshake before the link is
#: dropped anyway (websockets waits 10 s by default: closing the app over a dead Wi-Fi link
#: hung that long). A live host answers in milliseconds; 2 s leaves room for a slow one.
CLOSE_TIMEOUT = 2.0
#: File of the token store in the user data directory.
TOKENS_FILE = "seat_tokens.json"

Status = str  # "connecting", "connected", "reconnecting", "closed"


class RequestRefused(ProtocolError):
    """The host refused a request or the connection (``code``, ``message``, ``params`` as
    sent)."""


class TokenStore:
    """Seat tokens on disk, one per host and room (JSON file in the user data dir), each
    with the join code it was given under (a returning player needs both: the code for the
    encrypted handshake, the token for the seat)."""

    def __init__(self, path: Path | None = None):
        self.path = (
            path or platformdirs.user_data_path("lgdesktop", ensure_exists=True) / TOKENS_FILE
        )

    def _load(self) -> dict[str, dict[str, str]]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict):
            return {}
        return {
            key: value
            for key, value in data.items()
            if isinstance(value, dict) and isinstance(value.get("token"), str)
        }

    @staticmethod
    def _key(host: str, room: str) -> str:
        return f"{host}|{room}"

    def get(self, host: str, room: str) -> str | None:
        """The seat token kept for this host and room, or None."""
        return self._load().get(self._key(host, room), {}).get("token")

    def code(self, host: str, room: str) -> str | None:
        """The join code kept beside that token, or None."""
        return self._load().get(self._key(host, room), {}).get("code")

    def put(self, host: str, room: str, token: str, code: str | None = None) -> None:
        data = self._load()
        entry = {"token": token}
        if code is not None:
            entry["code"] = code
        data[self._key(host, room)] = entry
        self._save(data)

    def forget(self, host: str, room: str) -> None:
        data = self._load()
        if data.pop(self._key(host, room), None) is not None:
            self._save(data)

    def _save(self, data: dict[str, dict[str, str]]) -> None:
        """Write the whole file anew and swap it in, so a crash mid-write (or two apps
        saving at once) never leaves a torn file that would lose every seat."""
        spare = self.path.with_name(f"{self.path.name}.{os.getpid()}.tmp")
        spare.write_text(json.dumps(data, indent=1), encoding="utf-8")
        os.replace(spare, self.path)


def _retry_after(error: Error) -> float:
    try:
        return max(0.0, float(error.params.get("retry_after", "1")))
    except ValueError:
        return 1.0


class _Fatal(Exception):
    def __init__(self, error: Error):
        self.error = error


class GameClient:
    """One connection to a host, as a ``player``, ``spectator`` or ``board``.

    A new player gives ``name`` and ``code``; a returning one its ``token`` (or a
    ``token_store``, looked up by host and room). ``admin_token`` grants host rights.
    Every ``async_*`` request waits for the host's answer and raises
    :class:`RequestRefused` when refused (``on_error`` is called for every refusal too).
    ``on_frame`` receives every message as JSON before it is handled, once opened (the
    clear ``server_info``, then the plaintext of each sealed frame; each message a night
    pulse carries on its own): recording, debugging.
    """

    def __init__(
        self,
        host: str,
        port: int,
        *,
        kind: str = "player",
        name: str | None = None,
        code: str | None = None,
        token: str | None = None,
        admin_token: str | None = None,
        token_store: TokenStore | None = None,
        bot: bool = False,
        on_lobby: Callable[[LobbyState], None] | None = None,
        on_view: Callable[[PublicView | PlayerView], None] | None = None,
        on_clock: Callable[[Clock], None] | None = None,
        on_chat: Callable[[ChatLine], None] | None = None,
        on_error: Callable[[str, str], None] | None = None,
        on_status: Callable[[Status], None] | None = None,
        on_frame: Callable[[bytes | str], None] | None = None,
        on_door_tag: Callable[[str], None] | None = None,
    ):
        self.host, self.port, self.kind = host, port, kind
        self.name, self.code, self.admin_token = name, code, admin_token
        self.token_store, self.bot = token_store, bot
        self.on_lobby, self.on_view, self.on_clock = on_lobby, on_view, on_clock
        self.on_chat, self.on_error, self.on_status = on_chat, on_error, on_status
        self.on_frame = on_frame
        self.on_door_tag = on_door_tag
        #: This device's door tag, drawn when the host first turns a new join away
        #: ``host_busy`` (a guessing attack holds its door); sent in a ``knock`` before each
        #: later attempt, and shown to the user to read to the host (:attr:`on_door_tag`).
        self.door_tag: str | None = None
        self._token = token
        self.seat: int | None = None
        self.room: str | None = None
        self.admin = False
        self.lobby: LobbyState | None = None
        self.view: PublicView | PlayerView | None = None
        self.clock: Clock | None = None
        self.status: Status = "closed"
        self._ws: ClientConnection | None = None
        self._runner: asyncio.Task | None = None
        self._welcomed: asyncio.Future[None] | None = None
        #: The last first-connection failure, raised if the caller's patience runs out.
        self._last_error: BaseException | None = None
        self._pending: dict[int, asyncio.Future[int]] = {}
        self._next_ref = 0
        self._closing = False
        #: The sealed channel of the current connection (None between connections).
        self._channel: SecureChannel | None = None
        #: Sealing and sending happen under this lock, so frames go out in sealing order.
        self._send_lock = asyncio.Lock()

    @property
    def token(self) -> str | None:
        """This player's seat token (None until seated)."""
        return self._token

    @property
    def address(self) -> str:
        return f"{self.host}:{self.port}"

    # ------------------------------------------------------------------ life cycle

    async def async_connect(self, patience: float | None = CONNECT_TIMEOUT) -> None:
        """Connect and say hello; returns once welcomed. A host that is busy (``host_busy``
        during a code-guessing attack), slow or unreachable is tried again, backing off
        (:data:`RECONNECT_DELAYS`), for ``patience`` seconds (None: until the caller cancels,
        as the laptop's join form does when the player gives up). Raises
        :class:`RequestRefused` (refused: wrong code, full table, a lockout of this address,
        other version ...), or once the patience is spent the last attempt's error (OSError,
        ConnectionError). Later drops are retried
        in the background until :meth:`async_close`."""
        self._closing = False
        self._last_error = None
        self._welcomed = asyncio.get_running_loop().create_future()
        self._runner = asyncio.get_running_loop().create_task(self._async_run())
        try:
            async with asyncio.timeout(patience):
                await asyncio.shield(self._welcomed)
        except TimeoutError:
            await self.async_close()
            if self._last_error is not None:
                raise self._last_error from None
            raise
        except BaseException:
            await self.async_close()
            raise

    async def async_close(self) -> None:
        """Close for good (no reconnection). Returns within about :data:`CLOSE_TIMEOUT`
        (twice at worst: the closing handshake, then the TCP close) even when the host no
        longer answers."""
        self._closing = True
        if self._ws is not None:
            await self._ws.close()
        if self._runner is not None:
            self._runner.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._runner
        self._set_status("closed")

    def _set_status(self, status: Status) -> None:
        if status != self.status:
            self.status = status
            self._call(self.on_status, status)

    def _call(self, callback, *args) -> None:
        """Run a callback; its failure is logged, never fatal to the connection."""
        if callback is None:
            return
        try:
            callback(*args)
        except Exception:
            log.exception("client callback failed")

    async def _async_run(self) -> None:
        attempt = 0
        while not self._closing:
            self._set_status("reconnecting" if self._welcomed.done() else "connecting")
            try:
                async with connect(
                    f"ws://{self.host}:{self.port}/",
                    max_size=MAX_SERVER_FRAME + SEAL_OVERHEAD,
                    ping_interval=PING_INTERVAL,
                    ping_timeout=PING_TIMEOUT,
                    compression=None,
                    open_timeout=CONNECT_TIMEOUT,
                    close_timeout=CLOSE_TIMEOUT,
                    proxy=None,
                ) as ws:
                    self._ws = ws
                    await self._async_session(ws)
            except _Fatal as fatal:
                error = fatal.error
                wait = _retry_after(error)
                if error.code == "host_busy" and not self._welcomed.done():
                    self._draw_door_tag()
                    wait = min(wait, KNOCK_INTERVAL)
                if error.code == "host_busy" or (
                    error.code in RETRY_LATER and (self._welcomed.done() or wait <= QUICK_RETRY)
                ):
                    # The host slows joins down (under attack, a reconnection, or a short
                    # wait while other laptops of this address join): wait as it says, try
                    # again (the lockout queue gives a newcomer the next free guess).
                    await asyncio.sleep(min(MAX_RETRY_AFTER, wait))
                    continue
                self._refuse_all(error.code, error.message, error.params)
                break
            except SecureError as error:
                if error.code == "bad_code":  # a wrong code, or not the host: no retry
                    self._refuse_all("bad_code", error.message)
                    break
                if not self._welcomed.done():
                    self._welcomed.set_exception(ProtocolError(error.code, error.message))
                    break
            except (
                OSError,
                TimeoutError,
                ConnectionClosed,
                InvalidHandshake,
                InvalidURI,
                ProtocolError,
            ) as error:
                busy = (
                    isinstance(error, ConnectionClosed)
                    and error.rcvd is not None
                    and error.rcvd.code == CloseCode.TRY_AGAIN_LATER
                )
                if not self._welcomed.done() and not busy:
                    failure = (
                        error
                        if isinstance(error, OSError | ProtocolError)
                        else ConnectionError(f"cannot reach {self.address}: {error}")
                    )
                    if isinstance(error, ProtocolError):  # another program: no retry
                        self._welcomed.set_exception(failure)
                        break
                    self._last_error = failure  # reported if the caller's patience ends
            finally:
                self._ws = None
                self._channel = None
                self._refuse_pending(
                    "connection_lost", "la connexion a été perdue / the connection was lost"
                )
            if self._closing:
                break
            self._set_status("reconnecting")
            await asyncio.sleep(RECONNECT_DELAYS[min(attempt, len(RECONNECT_DELAYS) - 1)])
            attempt += 1
        self._set_status("closed")

    def _draw_door_tag(self) -> None:
        """Draw this device's door tag once (random: it names nobody) and tell the user."""
        if self.door_tag is None:
            self.door_tag = "".join(
                secrets.choice(DOOR_TAG_ALPHABET) for _ in range(DOOR_TAG_LENGTH)
            )
            log.info("the host is busy: knocking with door tag %s", self.door_tag)
            self._call(self.on_door_tag, self.door_tag)

    def _refuse_all(self, code: str, message: str, params: dict[str, str] | None = None) -> None:
        if self._welcomed is not None and not self._welcomed.done():
            self._welcomed.set_exception(RequestRefused(code, message, params))
        self._refuse_pending(code, message)

    def _refuse_pending(self, code: str, message: str) -> None:
        for future in self._pending.values():
            if not future.done():
                future.set_exception(RequestRefused(code, message))
        self._pending.clear()

    async def _async_session(self, ws: ClientConnection) -> None:
        """``server_info`` in clear, the SPAKE2 handshake on the code, the sealed Hello,
        then sealed frames until the connection ends."""
        raw = await ws.recv()
        self._call(self.on_frame, raw)
        context = raw.encode("utf-8") if isinstance(raw, str) else bytes(raw)
        try:
            check_protocol(context, MAX_SERVER_FRAME)
        except ProtocolError as other:  # a host of another version: told, never retried
            self._refused(Error(other.code, other.message, fatal=True, params=other.params))
        info = decode_server(raw)
        if not isinstance(info, ServerInfo):
            raise ProtocolError("bad_frame", "the host did not introduce itself")
        self.room = info.room
        if self._token is None and self.token_store is not None and self.kind == "player":
            self._token = self.token_store.get(self.address, info.room)
        if self.code is None and self.token_store is not None:
            self.code = self.token_store.code(self.address, info.room)
        if self.code is None:
            raise _Fatal(Error("bad_code", "the join code is needed to connect", fatal=True))
        handshake = ClientHandshake(self.code, context=context, max_frame=MAX_SERVER_FRAME)
        if self.door_tag is not None and not self._welcomed.done():
            await ws.send(encode(Knock(self.door_tag)).decode(), text=True)
        await ws.send(handshake.start())
        reply = await ws.recv()
        if isinstance(reply, str):  # refused before any guess: locked out, busy, version
            error = decode_server(reply)
            if isinstance(error, Error):
                raise _Fatal(error)
            raise ProtocolError("bad_frame", "unexpected frame in the handshake")
        confirm, channel = handshake.finish(reply)
        await ws.send(confirm)
        self._channel = channel
        await self._async_send(
            ws,
            Hello(
                PROTOCOL_VERSION,
                self.kind,
                self.name,
                self.code,
                self._token,
                self.admin_token,
                self.bot,
            ),
        )
        async for raw in ws:
            plain = channel.open(raw)
            try:
                message = decode_server(check_depth(decode_text(plain), MAX_SERVER_DEPTH))
            except ProtocolError as error:
                self._call(self.on_frame, plain)
                self._call(self.on_error, error.code, error.message)
                continue
            if isinstance(message, Pulse):  # recorders see the messages it carries
                for item in message.items:
                    self._call(self.on_frame, encode(item))
            else:
                self._call(self.on_frame, plain)
            self._handle(message)

    async def _async_send(self, ws: ClientConnection, message) -> None:
        """Seal and send one message (sealing order is sending order), padded to its size
        bucket (:data:`~lgdesktop.protocol.secure.CLIENT_PAD_BUCKET`)."""
        async with self._send_lock:
            channel = self._channel
            if channel is None:
                raise ConnectionClosed(None, None)
            data = encode(message)
            await ws.send(channel.seal(data, pad_to=padded_length(len(data), MAX_CLIENT_FRAME)))

    # ------------------------------------------------------------------ messages

    def _handle(self, message) -> None:
        match message:
            case Welcome():
                self.seat, self.admin = message.seat, message.admin
                self.code = message.code or self.code
                if message.token is not None:
                    self._token = message.token
                    if self.token_store is not None:
                        self.token_store.put(self.address, message.room, message.token, self.code)
                self._set_status("connected")
                if not self._welcomed.done():
                    self._welcomed.set_result(None)
            case Ack():
                future = self._pending.pop(message.ref, None)
                if future is not None and not future.done():
                    future.set_result(message.version)
            case Error():
                self._refused(message)
            case LobbyState():
                self.lobby = message
                self._call(self.on_lobby, message)
            case Clock():
                self.clock = message
                self._call(self.on_clock, message)
            case ChatLine():
                self._call(self.on_chat, message)
            case ViewUpdate():
                self.view = engine_view(message, self.view)
                self._call(self.on_view, self.view)
            case Pulse():
                for item in message.items:
                    self._handle(item)

    def _refused(self, error: Error) -> None:
        future = self._pending.pop(error.ref, None) if error.ref is not None else None
        if future is not None and not future.done():
            future.set_exception(RequestRefused(error.code, error.message, error.params))
        self._call(self.on_error, error.code, error.message)
        if error.fatal:
            if error.code in ("kicked", "new_table"):  # the seat is gone for good
                self._forget_token()
            raise _Fatal(error)

    def _forget_token(self) -> None:
        if self.token_store is not None and self.room is not None:
            self.token_store.forget(self.address, self.room)

    # ------------------------------------------------------------------ requests

    async def _async_request(self, make) -> int:
        """Send ``make(ref)`` and wait for its Ack (returns the state version)."""
        ws = self._ws
        if ws is None or self.status != "connected":
            raise RequestRefused(
                "not_connected", "pas de connexion à l'hôte / not connected to the host"
            )
        self._next_ref += 1
        ref = self._next_ref
        future = asyncio.get_running_loop().create_future()
        self._pending[ref] = future
        try:
            await self._async_send(ws, make(ref))
            return await asyncio.wait_for(future, REQUEST_TIMEOUT)
        except ConnectionClosed:
            raise RequestRefused("connection_lost", "the connection was lost") from None
        finally:
            self._pending.pop(ref, None)

    def _version(self) -> int:
        if self.view is None:
            raise RequestRefused("not_playing", "no game view yet")
        return self.view.version

    async def async_submit(self, inp: Input) -> int:
        """Submit a game input decided on the current view; returns the version of this
        player's view once the input is applied (and journaled)."""
        if inp.kind == "timeout":
            raise ValueError("only the host's clock submits timeouts")
        version = self._version()
        return await self._async_request(
            lambda ref: Submit(
                inp.kind,
                inp.target,
                version,
                seat=self.seat,
                ref=ref,
                seats=list(inp.seats),
                cards=list(inp.cards),
                option=inp.option,
            )
        )

    async def async_set_ready(self, ready: bool) -> None:
        await self._async_request(lambda ref: SetReady(ready, ref=ref))

    async def async_ready_to_vote(self) -> None:
        await self._async_request(lambda ref: ReadyToVote(ref=ref))

    async def async_chat(self, channel: str, text: str) -> None:
        await self._async_request(lambda ref: SendChat(channel, text, ref=ref))

    async def async_set_composition(self, composition: dict[str, int]) -> None:
        await self._async_request(lambda ref: SetComposition(dict(composition), ref=ref))

    async def async_set_setting(self, name: str, value: str) -> None:
        await self._async_request(lambda ref: SetSetting(name, str(value), ref=ref))

    async def async_set_edition(self, edition: str) -> None:
        await self._async_request(lambda ref: SetEdition(edition, ref=ref))

    async def async_use_recommended(self) -> None:
        await self._async_request(lambda ref: UseRecommended(ref=ref))

    async def async_start(self) -> None:
        await self._async_request(lambda ref: StartGame(ref=ref))

    async def async_kick(self, seat: int) -> None:
        """Admin, lobby: remove the player at ``seat``; they are refused until let back."""
        await self._async_request(lambda ref: KickSeat(seat, ref=ref))

    async def async_add_bot(self, name: str) -> None:
        """Admin, lobby: seat one of the host's own computer players under ``name``."""
        await self._async_request(lambda ref: AddBot(name, ref=ref))

    async def async_remove_bot(self) -> None:
        """Admin, lobby: remove the last seat of one of the host's own computer players."""
        await self._async_request(lambda ref: RemoveBot(ref=ref))

    async def async_allow_back(self, name: str) -> None:
        """Admin: let a kicked player (``name`` as in the lobby's ``banned``) join again."""
        await self._async_request(lambda ref: AllowBack(name, ref=ref))

    async def async_play_again(self, keep_seats: bool = True) -> None:
        """Admin, after the end: back to the lobby with the same seats, or a new table."""
        await self._async_request(lambda ref: PlayAgain(ref=ref, keep_seats=keep_seats))

    async def async_timer(self, action: str, seconds: float = 0) -> None:
        """``extend`` by ``seconds``, ``pause``, ``resume`` or ``skip`` the running step."""
        await self._async_request(lambda ref: TimerControl(action, float(seconds), ref=ref))
