"""The journal is private to the user (issue 24): the file and SQLite's -wal / -shm files
0600, its directory 0700, including files and directories an older version left looser."""

from __future__ import annotations

import sqlite3
import stat

from lgdesktop.engine import GameSetup
from lgdesktop.net.journal import DIRECTORY_MODE, FILE_MODE, GameRecord, Journal, JournalSeat
from lgdesktop.room.lobby import token_hash


def _mode(path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def _files(path):
    return [path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")]


def test_a_new_journal_and_its_directory_are_private(tmp_path):
    path = tmp_path / "data" / "journal.sqlite3"
    journal = Journal(path)
    try:
        assert _mode(path.parent) == DIRECTORY_MODE
        for file in _files(path):
            assert file.exists() and _mode(file) == FILE_MODE, file
    finally:
        journal.close()


def test_an_older_looser_journal_is_made_private(tmp_path):
    directory = tmp_path / "data"
    directory.mkdir(mode=0o755)
    directory.chmod(0o755)
    path = directory / "journal.sqlite3"
    Journal(path).close()
    for file in _files(path):
        file.touch()
        file.chmod(0o644)
    journal = Journal(path)
    try:
        assert _mode(directory) == DIRECTORY_MODE
        for file in _files(path):
            assert _mode(file) == FILE_MODE, file
    finally:
        journal.close()


def test_a_journal_written_with_tokens_is_read_as_hashes(tmp_path):
    """A journal from before hashing holds the tokens themselves: read back as hashes."""
    path = tmp_path / "journal.sqlite3"
    journal = Journal(path)
    setup = GameSetup.create("jinrou", 7, 1)
    journal.start_game(GameRecord(setup, "Salon", "1234", (JournalSeat("Ana", "x"),)))
    journal.close()
    with sqlite3.connect(path) as db:
        db.execute("""UPDATE games SET seats = '[{"name": "Ana", "token": "tok"}]'""")
    db.close()
    journal = Journal(path)
    try:
        assert journal.last_unfinished().seats == (JournalSeat("Ana", token_hash("tok")),)
    finally:
        journal.close()
