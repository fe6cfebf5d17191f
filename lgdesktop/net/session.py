"""One host connection's side of the wire: its outgoing queue, its rate bucket, its turn.

:class:`Session` holds what the host keeps per WebSocket connection besides what the room
core knows: the sealed channel, the queue of frames (some waiting for a journal write to
be durable), the writer task that seals and sends them in order, and the request rate
bucket. :class:`HandshakeTurns` makes the code handshakes of one address take turns.
"""

from __future__ import annotations

import asyncio
import contextlib
import time

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode
from websockets.protocol import State

from ..protocol.secure import SecureChannel
from .durable import JournalLost
from .lockout import address_key

#: Request rate limit per connection: tokens refilled per second, and bucket size.
RATE_PER_SECOND = 20.0
RATE_BURST = 40.0
#: Refused-for-rate requests tolerated before the connection is closed as hostile.
RATE_STRIKES = 100
#: Frames queued for one connection before it is closed as too slow to keep up.
MAX_QUEUED_FRAMES = 256

#: Least seconds between two code handshakes of one address (ten a second: the bots of
#: a table join within a second; a flood from one machine costs the host a few percent).
HANDSHAKE_SPACING = 0.1
#: Past handshake times kept before they are swept (addresses, a few bytes each).
TURNS_KEPT = 256


class Session:
    """One connection: its outgoing queue, rate bucket and sealed channel (the room knows
    the rest)."""

    def __init__(self, ws: ServerConnection, conn: int, address: str):
        self.ws = ws
        self.conn = conn
        self.address = address
        #: Set once the handshake succeeded: every frame after it is sealed, on whichever
        #: path it takes (:meth:`_write_now` or the writer task), in the order it is sent.
        self.channel: SecureChannel | None = None
        #: Frames waiting for the writer task; a pair waits for its future first.
        self.queue: asyncio.Queue[bytes | tuple[asyncio.Future, bytes] | None] = asyncio.Queue()
        self.tokens = RATE_BURST
        self.refilled = time.monotonic()
        self.strikes = 0
        self.writer: asyncio.Task | None = None
        #: The writer task has taken a frame off the queue and not sent it yet.
        self.busy = False
        #: The writer task waits for a journal write (the host holds the queue back, not
        #: the peer: the queue may grow past MAX_QUEUED_FRAMES meanwhile).
        self.held = False
        self.closing = False
        self.close_args: tuple[int, str] = (CloseCode.NORMAL_CLOSURE, "")

    def send(self, data: bytes, after: asyncio.Future | None = None) -> None:
        """Send a frame, not before ``after`` is done (when given), after every frame sent
        before it; a connection too slow to keep up is closed (not one whose frames wait
        for the journal: a journal failure may hold them for minutes)."""
        if self.closing:
            return
        if after is None and not self.busy and self.queue.empty() and self._write_now(data):
            return
        if self.queue.qsize() >= MAX_QUEUED_FRAMES and not self.held:
            self.close(CloseCode.TRY_AGAIN_LATER, "too slow")
            return
        self.queue.put_nowait(data if after is None else (after, data))

    def _write_now(self, data: bytes) -> bool:
        """Seal a frame and write it to the socket without a trip through the writer task,
        when the connection is open and its socket takes data (False: queue it instead).
        Only called with nothing queued nor being sent, so the channel's counter still
        follows the socket's order."""
        ws = self.ws
        if ws.protocol.state is not State.OPEN or ws.transport.get_write_buffer_size():
            return False
        ws.protocol.send_binary(self.channel.seal(data))
        for chunk in ws.protocol.data_to_send():
            ws.transport.write(chunk)
        return True

    def close(self, code: int = CloseCode.NORMAL_CLOSURE, reason: str = "") -> None:
        """Send what is queued, then close."""
        if not self.closing:
            self.closing = True
            self.queue.put_nowait(None)
            self.close_args = (code, reason)

    def take_token(self) -> bool:
        now = time.monotonic()
        self.tokens = min(RATE_BURST, self.tokens + (now - self.refilled) * RATE_PER_SECOND)
        self.refilled = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        self.strikes += 1
        return False

    async def async_write(self) -> None:
        """Seal and send queued frames in order until closed. A frame whose journal write
        will never be durable (the host stopped while the journal failed) is not sent: the
        connection is closed instead (the input was not kept)."""
        try:
            while (item := await self.queue.get()) is not None:
                self.busy = True
                if type(item) is tuple:
                    after, item = item
                    self.held = True
                    try:
                        await after
                    except JournalLost:
                        self.closing = True
                        self.close_args = (CloseCode.INTERNAL_ERROR, "journal failed")
                        break
                    finally:
                        self.held = False
                await self.ws.send(self.channel.seal(item))
                self.busy = False
            await self.ws.close(*self.close_args)
        except ConnectionClosed:
            pass


class HandshakeTurns:
    """One code guess at a time per address, at most one per ``HANDSHAKE_SPACING``:
    laptops of one address (the TV and the bots on the host machine, a household behind one
    NAT) that join at once take turns instead of counting as parallel wrong codes, and one
    machine cannot spend the host's time on SPAKE2 (about 6 ms a handshake) faster than
    that. An address that never confirms holds only its own turn, until its handshake
    times out."""

    def __init__(self):
        self._locks: dict[str, tuple[asyncio.Lock, int]] = {}
        #: When each address may start its next handshake (loop time).
        self._next: dict[str, float] = {}

    @contextlib.asynccontextmanager
    async def turn(self, address: str):
        key = address_key(address)
        lock, users = self._locks.get(key, (None, 0))
        lock = lock or asyncio.Lock()
        self._locks[key] = (lock, users + 1)
        loop = asyncio.get_running_loop()
        try:
            async with lock:
                wait = self._next.get(key, 0.0) - loop.time()
                if wait > 0:
                    await asyncio.sleep(wait)
                self._next[key] = loop.time() + HANDSHAKE_SPACING
                if len(self._next) > len(self._locks) + TURNS_KEPT:
                    now = loop.time()
                    self._next = {k: at for k, at in self._next.items() if at > now}
                yield
        finally:
            lock, users = self._locks[key]
            if users == 1:
                del self._locks[key]
            else:
                self._locks[key] = (lock, users - 1)
