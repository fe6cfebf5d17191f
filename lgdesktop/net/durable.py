"""Journal writes that become durable in order, whatever failures they go through.

The host hands each of the room core's journal outputs to :class:`DurableWrites`, which
passes it to the journal's thread (:class:`~.journal.JournalWriter`) and returns a future
done once the write is committed. A write that fails holds it and every later one, in
order, and tries them all again every ``JOURNAL_RETRY_SECONDS``; the first failure and the
backlog's last success are reported to the host (which pauses and resumes the game). If
the host stops meanwhile, the writes that will never be durable fail with
:class:`JournalLost` (what waited on them is dropped, its connection closed).
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from .journal import JournalWriter
from .limits import LogLimiter

log = logging.getLogger(__name__)

#: After a failed journal write, the host tries again this often, in seconds (the game
#: stays paused meanwhile; a full disk freed, a USB stick put back, it goes on).
JOURNAL_RETRY_SECONDS = 1.0


class JournalLost(Exception):
    """A journal write that will never be durable: the host stopped while the journal
    could not be written."""


@dataclass(eq=False)
class _Unsaved:
    """A journal write not known durable yet; ``done`` is set once it is (whatever the
    retries it took)."""

    operation: Callable
    done: asyncio.Future


class DurableWrites:
    """The host's journal writes, in order, retried until durable.

    ``on_down(error)`` is called at the first failure of a run of failures (the host
    pauses the game), ``on_restored()`` once the whole backlog is written again (the host
    resumes it). Runs in the event loop; the writes themselves run in the writer's thread.
    """

    def __init__(
        self,
        writer: JournalWriter,
        *,
        on_down: Callable[[BaseException], None],
        on_restored: Callable[[], None],
    ):
        self.writer = writer
        self._on_down = on_down
        self._on_restored = on_restored
        #: Writes not known durable yet, in order (the backlog, while it fails).
        self._unsaved: deque[_Unsaved] = deque()
        #: The latest write's ``done`` (an Ack in a later pulse waits for it).
        self.latest: asyncio.Future | None = None
        #: A write failed and the backlog is not written again yet (the game is paused).
        self.down = False
        #: A write failed and the retry is not due yet: writes wait in the backlog.
        self._held = False
        #: Bumped at each retry: answers about earlier attempts are stale.
        self._attempt = 0
        self._retry: asyncio.TimerHandle | None = None
        self._stopping = False
        self._log_limiter = LogLimiter()

    def save(self, operation: Callable) -> asyncio.Future:
        """Take a journal write (a callable of the journal, run in its thread); the future
        is done once it is durable (after retries, if the journal fails meanwhile). Call
        :meth:`flush` after a batch of writes."""
        entry = _Unsaved(operation, asyncio.get_running_loop().create_future())
        self._unsaved.append(entry)
        if not self._held:
            self._submit(entry)
        self.latest = entry.done
        return entry.done

    def flush(self) -> None:
        """Let the journal's thread commit what it was given."""
        self.writer.flush()

    def stop(self) -> None:
        """The host stops: no more retries; writes held by a failure will never be durable."""
        self._stopping = True
        if self._retry is not None:
            self._retry.cancel()
            self._retry = None
        if self._held:
            self._give_up()

    def _submit(self, entry: _Unsaved) -> None:
        self.writer.write(entry.operation).add_done_callback(
            partial(self._written, entry, self._attempt)
        )

    def _written(self, entry: _Unsaved, attempt: int, future: asyncio.Future) -> None:
        """The journal's thread answered about ``entry`` (in the order writes were taken).
        A failure holds every write from it on; the backlog written in full restores."""
        if attempt != self._attempt or entry.done.done():
            return  # written again since (the new attempt's answer counts), or given up
        error = future.exception()
        if error is None:
            self._unsaved.remove(entry)  # the first one: commits are in order
            entry.done.set_result(None)
            if self.down and not self._unsaved and not self._held:
                self.down = False
                log.info("journal written again: the game goes on")
                self._on_restored()
        elif not self._held:
            self._held = True
            self._failed(error)

    def _failed(self, error: BaseException) -> None:
        """The first failure of a run is reported; every failure is retried later."""
        quiet = self._log_limiter.check("journal_unavailable", asyncio.get_running_loop().time())
        if quiet is not None:
            log.error(
                "journal write failed: %s (the game is paused until it works again; "
                "%d similar lines not shown)",
                error,
                quiet,
            )
        if self._stopping:
            self._give_up()
            return
        if not self.down:
            self.down = True
            self._on_down(error)
        self._retry = asyncio.get_running_loop().call_later(
            JOURNAL_RETRY_SECONDS, self._retry_backlog
        )

    def _retry_backlog(self) -> None:
        """Hand the backlog to the journal's thread again, in order (the writes taken
        meanwhile included)."""
        self._retry = None
        self._attempt += 1
        self._held = False
        self.writer.retry()
        for entry in self._unsaved:
            self._submit(entry)
        self.writer.flush()

    def _give_up(self) -> None:
        """Fail every write still waiting (:class:`JournalLost`); nothing after them is
        written."""
        self._held = True
        while self._unsaved:
            entry = self._unsaved.popleft()
            entry.done.set_exception(JournalLost("the journal could not be written"))
            entry.done.exception()  # logged already
