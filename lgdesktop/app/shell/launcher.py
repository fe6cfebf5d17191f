"""The launcher (a bare ``lgdesktop``): host a game on this TV, join one from this laptop,
or play with one shared screen; resume the game the journal holds unfinished (after a
crash of the TV, as ``lgdesktop host --resume`` does); and the language."""

from __future__ import annotations

import asyncio
import dataclasses
import time
from pathlib import Path
from typing import Any, ClassVar

from PySide6.QtCore import QDateTime, QLocale, QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from ...engine import catalogue
from ...net.hosting import DEFAULT_PORT
from ...net.journal import Interrupted, forget_game, interrupted_game
from ...net.server import HostConfig
from .. import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401
from ..models.rows import RowsModel
from ..models.viewmodel import ViewModel, field, rows_property
from ..texts import presenters
from ..texts.i18n import language, translate
from ..texts.texts import edition_name
from . import prefs
from .launch import (
    async_host_session,
    async_join_session,
    async_local_session,
    exit_code,
    remember_last_table,
)
from .placement import LAPTOP_SIZE, open_window
from .runtime import ErrorReporter, Session

#: What the launcher offers ("resume" only while the journal holds an unfinished game).
CHOICES = ("host", "join", "local", "resume")
#: Names the resume offer spells out before "and N others" (a 24-seat table's names
#: would fill the launcher).
NAMES_SHOWN = 3
#: Seats offered by default when hosting from the launcher.
DEFAULT_TABLE = 8
#: The edition offered first.
DEFAULT_EDITION = "jinrou"


@QmlElement
class LauncherModel(ViewModel):
    """The launcher's form: the edition (every built one, :attr:`editions`), the room name
    and table size for hosting (the last ones chosen, remembered in :mod:`.prefs`), the
    game a resume would continue (``canResume`` and its description, from ``interrupted``:
    see :func:`~lgdesktop.net.journal.interrupted_game`; the table may forget it, in the
    journal at ``journal_path``), and the choice."""

    changed = Signal()
    DEFAULTS: ClassVar[dict[str, Any]] = {
        "room": "",
        "players": DEFAULT_TABLE,
        "minPlayers": 4,
        "maxPlayers": 20,
        "choice": "",
        "edition": DEFAULT_EDITION,
        "editionIndex": 0,
        "canResume": False,
        "resumeGame": "",
        "resumePlayers": "",
        "resumeStarted": "",
    }
    room = field(str, "room", changed)
    players = field(int, "players", changed)
    minPlayers = field(int, "minPlayers", changed)
    maxPlayers = field(int, "maxPlayers", changed)
    choice = field(str, "choice", changed)
    edition = field(str, "edition", changed)
    editionIndex = field(int, "editionIndex", changed)
    canResume = field(bool, "canResume", changed)
    resumeGame = field(str, "resumeGame", changed)
    resumePlayers = field(str, "resumePlayers", changed)
    resumeStarted = field(str, "resumeStarted", changed)
    editions = rows_property("edition_rows")

    def __init__(
        self,
        edition: str = DEFAULT_EDITION,
        parent: QObject | None = None,
        *,
        interrupted: Interrupted | None = None,
        journal_path: Path | None = None,
    ):
        super().__init__(parent)
        self.interrupted = interrupted
        self.journal_path = journal_path
        self.edition_rows = RowsModel(presenters.EDITION_KEYS, self)
        self.chosen = asyncio.get_running_loop().create_future()
        saved = prefs.load()
        #: The room name last hosted under ("": none yet, the default name is offered).
        self.saved_room = saved.room
        self.publish(players=saved.players or DEFAULT_TABLE)
        self.refresh()
        self.chooseEdition(edition)

    def refresh(self) -> None:
        """The editions' names, the default room name and the resume offer, in the current
        language."""
        self.edition_rows.set_rows(presenters.edition_rows())
        self.publish(room=self.saved_room or translate("Launcher", "Werewolf night"))
        game = self.interrupted
        if game is None:
            self.publish(canResume=False)
            return
        self.publish(
            canResume=True,
            resumeGame=translate("Launcher", "{edition} · {room}").format(
                edition=edition_name(game.edition), room=game.room
            ),
            resumePlayers=players_text(game.players),
            resumeStarted=started_text(game.started, time.time()),
        )

    @Slot()
    def forgetInterrupted(self) -> None:
        """Never offer the interrupted game again (``lgdesktop host --resume`` neither): the
        table does not mean to finish it."""
        if self.interrupted is None:
            return
        forget_game(self.journal_path, self.interrupted.id)
        self.interrupted = None
        self.refresh()

    @Slot(str)
    def chooseEdition(self, edition: str) -> None:
        """Host ``edition`` (one of :attr:`editions`): the seats follow its range."""
        rules = catalogue.edition_info(edition)
        ids = [row["edition"] for row in self.edition_rows.rows]
        players = max(rules.min_players, min(rules.max_players, self.state["players"]))
        self.publish(
            edition=rules.id,
            editionIndex=ids.index(rules.id),
            players=players,
            minPlayers=rules.min_players,
            maxPlayers=rules.max_players,
        )

    @Slot(str, str, int)
    def choose(self, choice: str, room: str, players: int) -> None:
        """``host`` (with the room name and seats), ``join``, ``local``, or ``resume``
        (while ``canResume``)."""
        if choice not in CHOICES or (choice == "resume" and not self.state["canResume"]):
            raise ValueError(f"unknown launcher choice {choice!r}")
        players = max(self.state["minPlayers"], min(self.state["maxPlayers"], players))
        self.publish(choice=choice, room=room.strip() or self.state["room"], players=players)
        if choice == "host":
            prefs.update(room=self.state["room"], players=players)
        if not self.chosen.done():
            self.chosen.set_result(choice)


def players_text(names: tuple[str, ...]) -> str:
    """The seats of a game, the first :data:`NAMES_SHOWN` by name: "5 players: Zork, Quill,
    Vexa and 2 others"."""
    shown = ", ".join(names[:NAMES_SHOWN])
    others = len(names) - NAMES_SHOWN
    if others > 0:
        shown = translate("Launcher", "{names} and %n other(s)", None, others).format(names=shown)
    return translate("Launcher", "%n player(s): {names}", None, len(names)).format(names=shown)


def started_text(started: float | None, now: float) -> str:
    """When a game started, in the current language: the time alone when it was the same
    day as ``now`` (seconds since the epoch both), the date too otherwise; "" unknown."""
    if started is None:
        return ""
    locale = QLocale(language().code)
    moment = QDateTime.fromSecsSinceEpoch(int(started))
    hour = locale.toString(moment.time(), QLocale.FormatType.ShortFormat)
    if moment.date() == QDateTime.fromSecsSinceEpoch(int(now)).date():
        return translate("Launcher", "Started today at {time}").format(time=hour)
    day = locale.toString(moment.date(), QLocale.FormatType.LongFormat)
    return translate("Launcher", "Started on {date} at {time}").format(date=day, time=hour)


async def async_launcher(
    reporter: ErrorReporter,
    *,
    hosting: HostConfig | None = None,
    screenshot: Path | None = None,
) -> int:
    """Show the launcher, then run what was chosen (0 when its windows close cleanly);
    with ``screenshot``, save the launcher there once drawn and quit (:class:`Session`).

    ``hosting`` is where and how a host from the launcher serves (default: the default
    port, every interface, discovery on, the user's journal, as a bare ``lgdesktop host``);
    a new table takes the room, edition and seats of the form, a resume is that config with
    ``resume`` set, run through the same :func:`~.launch.async_host_session` as
    ``lgdesktop host --resume``.
    """
    hosting = hosting or HostConfig(port=DEFAULT_PORT)
    session = Session(reporter, screenshot=screenshot)
    model = LauncherModel(
        interrupted=interrupted_game(hosting.journal_path), journal_path=hosting.journal_path
    )
    open_window(
        session,
        "LauncherWindow",
        {"launcher": model, "errors": reporter, "language": language()},
        LAPTOP_SIZE,
    )
    closed = asyncio.ensure_future(session.closed.wait())
    try:
        await asyncio.wait((model.chosen, closed), return_when=asyncio.FIRST_COMPLETED)
    finally:
        closed.cancel()
        await session.async_shutdown()
    if not model.chosen.done():
        return exit_code(reporter)
    choice = model.chosen.result()
    if choice == "host":
        config = remember_last_table(
            dataclasses.replace(
                hosting,
                room=model.state["room"],
                edition=model.state["edition"],
                players=model.state["players"],
            )
        )
        return await async_host_session(Session(reporter), config)
    if choice == "resume":
        return await async_host_session(
            Session(reporter), dataclasses.replace(hosting, resume=True)
        )
    if choice == "join":
        return await async_join_session(Session(reporter))
    return await async_local_session(Session(reporter))
