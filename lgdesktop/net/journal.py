"""The host's journal: every game's set-up, seats and accepted inputs, in SQLite.

A game is a pure function of its setup and its ordered inputs, so this is all it takes to
resume a game exactly after a crash (``lgdesktop host --resume``). WAL mode with
``synchronous=FULL``: a committed input survives a crash of the process and a power loss.
The host commits each input before it acknowledges it, and keeps the latest snapshot of
the step clock (``clocks``) so that a resumed step keeps its remaining time. Commits are
small (one row); the latency benchmark reports their cost. Each game played at a table
(play again) is a new row of ``games``.

The host writes through a :class:`JournalWriter`: commits happen in a thread of their
own, so the event loop sends everybody's new view while SQLite syncs, and only the
acknowledgement waits for the commit.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import os
import queue
import sqlite3
import stat
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import platformdirs

from ..engine import INPUT_TYPES, GameSetup, Input
from ..room.lobby import token_hash
from ..room.record import GameRecord, JournalSeat

__all__ = [
    "JOURNAL_FILE",
    "GameRecord",
    "Interrupted",
    "Journal",
    "JournalSeat",
    "JournalWriter",
    "default_journal_path",
    "forget_game",
    "input_from_json",
    "input_to_json",
    "interrupted_game",
]

log = logging.getLogger(__name__)

#: File name of the journal in the user data directory.
JOURNAL_FILE = "journal.sqlite3"
#: Mode of the journal and of SQLite's ``-wal`` and ``-shm`` files beside it: they hold the
#: join code and every game's secrets (roles, night inputs), so only the user reads them.
FILE_MODE = 0o600
#: Mode of the journal's directory: only the user lists and enters it.
DIRECTORY_MODE = 0o700
#: SQLite's companion files of a WAL database (same name plus these suffixes).
_COMPANIONS = ("-wal", "-shm")


def make_private(path: Path) -> None:
    """Make the journal at ``path`` private to the user: its directory 0700 (created so if
    missing; an existing one only when the user owns it and it is not a shared sticky
    directory such as /tmp), and the journal and its ``-wal`` / ``-shm`` files set to 0600
    if they exist (an older version made them looser). New files are created private by
    :class:`Journal` itself (under a umask of 077)."""
    directory = path.parent
    directory.mkdir(mode=DIRECTORY_MODE, parents=True, exist_ok=True)
    info = directory.stat()
    if info.st_uid == os.getuid() and not info.st_mode & stat.S_ISVTX:
        directory.chmod(DIRECTORY_MODE)
    for file in (path, *(path.with_name(path.name + suffix) for suffix in _COMPANIONS)):
        if file.exists():
            file.chmod(FILE_MODE)


_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    setup TEXT NOT NULL,
    room TEXT NOT NULL,
    code TEXT NOT NULL,
    seats TEXT NOT NULL,
    options TEXT NOT NULL,
    ended INTEGER NOT NULL DEFAULT 0,
    started REAL
);
CREATE TABLE IF NOT EXISTS clocks (
    game INTEGER PRIMARY KEY REFERENCES games(id),
    state TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS inputs (
    game INTEGER NOT NULL REFERENCES games(id),
    position INTEGER NOT NULL,
    seat INTEGER,
    input TEXT NOT NULL,
    PRIMARY KEY (game, position)
);
"""
#: The game ``--resume`` continues: the most recent one that has not ended.
_LAST_UNFINISHED = "FROM games WHERE ended = 0 ORDER BY id DESC LIMIT 1"


def default_journal_path() -> Path:
    """The journal's place in the user data directory (created if missing)."""
    return platformdirs.user_data_path("lgdesktop", ensure_exists=True) / JOURNAL_FILE


def _journal_seat(row: dict) -> JournalSeat:
    """A journaled seat; a journal written before tokens were hashed has the token itself,
    hashed here (the host then knows only the hash, as for a newer journal)."""
    if "token" in row:
        token = row.pop("token")
        row["token_hash"] = token_hash(token)
    return JournalSeat(**row)


def _setup_to_json(setup: GameSetup) -> str:
    return json.dumps(dataclasses.asdict(setup))


def _setup_from_json(text: str) -> GameSetup:
    data = json.loads(text)
    return GameSetup(
        edition=data["edition"],
        players=tuple(data["players"]),
        seed=data["seed"],
        settings=tuple(tuple(pair) for pair in data["settings"]),
        composition=(
            None
            if data["composition"] is None
            else tuple(tuple(pair) for pair in data["composition"])
        ),
        deal=None if data["deal"] is None else tuple(data["deal"]),
        timed_nights=data["timed_nights"],
    )


def input_to_json(inp: Input) -> str:
    """An engine input as a JSON object tagged by its ``kind``."""
    return json.dumps({"kind": inp.kind, **dataclasses.asdict(inp)})


def input_from_json(text: str) -> Input:
    """The engine input written by :func:`input_to_json`."""
    data = json.loads(text)
    cls = INPUT_TYPES[data.pop("kind")]
    return cls(
        **{name: tuple(value) if isinstance(value, list) else value for name, value in data.items()}
    )


class Journal:
    """An open journal file, private to the user (:func:`make_private`). Not thread-safe:
    use it from one thread at a time (the host reads it at start-up, then writes only
    through its :class:`JournalWriter`)."""

    def __init__(self, path: Path):
        self.path = Path(path)
        make_private(self.path)
        # SQLite creates the journal (and its -wal/-shm, with the journal's mode) itself: a
        # umask of 077 makes them 0600 from their first byte. Not an empty file made first:
        # a reader polling the journal (tests/net/test_processes.py) that opened it empty
        # then never saw the host's rows.
        umask = os.umask(0o077)
        try:
            self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            self._db.execute("PRAGMA journal_mode=WAL")
        finally:
            os.umask(umask)
        self._db.execute("PRAGMA synchronous=FULL")
        self._db.executescript(_SCHEMA)
        columns = {row[1] for row in self._db.execute("PRAGMA table_info(games)")}
        if "started" not in columns:  # a journal written before games had a start time
            self._db.execute("ALTER TABLE games ADD COLUMN started REAL")
        make_private(self.path)  # the -wal and -shm files SQLite has just made

    def close(self) -> None:
        self._db.close()

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Make the writes inside one transaction: all durable at its end, or none."""
        if self._db.in_transaction:  # a rollback that failed (the disk went away) left it
            self._db.execute("ROLLBACK")
        self._db.execute("BEGIN")
        try:
            yield
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    def start_game(self, record: GameRecord) -> int:
        """Journal a new game (before its first input); sets and returns ``record.id``."""
        seats = json.dumps([dataclasses.asdict(seat) for seat in record.seats])
        cursor = self._db.execute(
            "INSERT INTO games (setup, room, code, seats, options, started) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (
                _setup_to_json(record.setup),
                record.room,
                record.code,
                seats,
                json.dumps(record.options),
                time.time(),
            ),
        )
        record.id = cursor.lastrowid
        return record.id

    def append(self, game_id: int, position: int, seat: int | None, inp: Input) -> None:
        """Commit accepted input number ``position`` (0-based) of the game, durably."""
        self._db.execute(
            "INSERT INTO inputs (game, position, seat, input) VALUES (?, ?, ?, ?)",
            (game_id, position, seat, input_to_json(inp)),
        )

    def keep_clock(self, game_id: int, snapshot: dict) -> None:
        """Keep the latest snapshot of the game's step clock (replacing the previous)."""
        self._db.execute(
            "INSERT OR REPLACE INTO clocks (game, state) VALUES (?, ?)",
            (game_id, json.dumps(snapshot)),
        )

    def finish(self, game_id: int) -> None:
        """Mark the game ended: it will not be offered for resuming."""
        self._db.execute("UPDATE games SET ended = 1 WHERE id = ?", (game_id,))

    def last_unfinished(self) -> GameRecord | None:
        """The most recent game that has not ended, with its inputs in order, or None."""
        row = self._db.execute(
            f"SELECT id, setup, room, code, seats, options {_LAST_UNFINISHED}"
        ).fetchone()
        if row is None:
            return None
        game_id, setup, room, code, seats, options = row
        inputs = [
            (seat, input_from_json(text))
            for seat, text in self._db.execute(
                "SELECT seat, input FROM inputs WHERE game = ? ORDER BY position", (game_id,)
            )
        ]
        clock = self._db.execute("SELECT state FROM clocks WHERE game = ?", (game_id,)).fetchone()
        return GameRecord(
            setup=_setup_from_json(setup),
            room=room,
            code=code,
            seats=tuple(_journal_seat(seat) for seat in json.loads(seats)),
            options=json.loads(options),
            inputs=inputs,
            id=game_id,
            clock=None if clock is None else json.loads(clock[0]),
        )

    def interrupted(self) -> Interrupted | None:
        """What :meth:`last_unfinished` would resume, said in short (its inputs unread)."""
        row = self._db.execute(
            f"SELECT id, setup, room, seats, started {_LAST_UNFINISHED}"
        ).fetchone()
        if row is None:
            return None
        game_id, setup, room, seats, started = row
        return Interrupted(
            id=game_id,
            edition=json.loads(setup)["edition"],
            room=room,
            players=tuple(seat["name"] for seat in json.loads(seats)),
            started=started,
        )


@dataclasses.dataclass(frozen=True)
class Interrupted:
    """The game a resume would continue, as the launcher offers it: its ``id`` in the
    journal, ``edition`` id, ``room`` name, the seated ``players``' names in seat order,
    and when it ``started`` (seconds since the epoch; None in a journal older than that
    record)."""

    id: int
    edition: str
    room: str
    players: tuple[str, ...]
    started: float | None


def interrupted_game(path: Path | None = None) -> Interrupted | None:
    """The unfinished game the journal at ``path`` (default: :func:`default_journal_path`)
    holds, which ``host --resume`` would continue; None when it holds none, or when there
    is no journal there (none is created)."""
    path = Path(path) if path is not None else default_journal_path()
    if not path.exists():
        return None
    journal = Journal(path)
    try:
        return journal.interrupted()
    finally:
        journal.close()


def forget_game(path: Path | None, game_id: int) -> None:
    """Never offer game ``game_id`` of the journal at ``path`` (default:
    :func:`default_journal_path`) for resuming again: it stays in the journal, marked
    ended (the table chose not to go on with it)."""
    journal = Journal(path if path is not None else default_journal_path())
    try:
        with journal.transaction():
            journal.finish(game_id)
    finally:
        journal.close()


#: A journal write: called with the open journal, in the writer's thread.
Write = Callable[[Journal], object]
#: Queue markers for the writer's thread: clear the failure; nothing more queued.
_RETRY, _NOTHING = object(), object()


class JournalWriter:
    """Commits journal writes in order, in a thread of its own.

    :meth:`write` takes a write and returns at once with an asyncio future that is done
    once that write and every earlier one are durable (committed with ``synchronous=FULL``);
    so a caller that must not say something before an input is safe (the host's ``Ack``)
    awaits the future of the latest write. Writes reach the thread at :meth:`flush` (the
    host flushes once its frames are out, so the thread does not compete with it for the
    interpreter while it sends). Writes flushed while a commit runs are committed together,
    in one transaction and one sync. After a failed commit every later write fails with
    the same error and nothing more is written, until :meth:`retry`: an input is never
    durable unless every input before it is. (The host keeps every write not durable yet,
    and after a failure writes them all again, in order, after :meth:`retry`.)
    """

    def __init__(self, journal: Journal, loop: asyncio.AbstractEventLoop):
        self.journal = journal
        self._loop = loop
        self._queue: queue.SimpleQueue[list[tuple[Write, asyncio.Future]] | object | None] = (
            queue.SimpleQueue()
        )
        self._pending: list[tuple[Write, asyncio.Future]] = []
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="journal", daemon=True)
        self._thread.start()

    def write(self, operation: Write) -> asyncio.Future:
        """Take ``operation`` (run at the next :meth:`flush`); the future is done when it
        is durable (see the class)."""
        future = self._loop.create_future()
        self._pending.append((operation, future))
        return future

    def flush(self) -> None:
        """Hand the writes taken since the last flush to the thread."""
        if self._pending:
            self._queue.put(self._pending)
            self._pending = []

    def retry(self) -> None:
        """After a failure: the writes taken from now on are committed again (those
        handed to the thread before still fail, so nothing is written out of order)."""
        self.flush()
        self._queue.put(_RETRY)

    async def async_close(self) -> None:
        """Commit everything taken, stop the thread, close the journal."""
        self.flush()
        self._queue.put(None)
        await self._loop.run_in_executor(None, self._thread.join)
        self.journal.close()

    def _run(self) -> None:
        while True:
            batch = []
            item = self._queue.get()
            while type(item) is list:
                batch += item
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    item = _NOTHING
            if batch:
                self._commit(batch)
            if item is None:
                return
            if item is _RETRY:
                self._error = None

    def _commit(self, batch: list[tuple[Write, asyncio.Future]]) -> None:
        if self._error is None:
            try:
                with self.journal.transaction():
                    for operation, _ in batch:
                        operation(self.journal)
            except Exception as error:  # the disk is full, gone, read-only...
                log.debug("journal commit failed (the caller is told)", exc_info=True)
                self._error = error
        self._loop.call_soon_threadsafe(self._settle, [f for _, f in batch], self._error)

    @staticmethod
    def _settle(futures: list[asyncio.Future], error: BaseException | None) -> None:
        for future in futures:
            if future.done():
                continue
            if error is None:
                future.set_result(None)
            else:
                future.set_exception(error)
                future.exception()  # the caller logs it: not "never retrieved" too
