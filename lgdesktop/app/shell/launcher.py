"""The launcher (a bare ``lgdesktop``): host a game on this TV, join one from this laptop,
or play with one shared screen; and the language."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any, ClassVar

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from ...engine import catalogue
from ...net.hosting import DEFAULT_PORT
from ...net.server import HostConfig
from .. import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401
from ..models.rows import RowsModel
from ..models.viewmodel import ViewModel, field, rows_property
from ..texts import presenters
from ..texts.i18n import language, translate
from . import prefs
from .launch import (
    async_host_session,
    async_join_session,
    async_local_session,
    exit_code,
    remember_last_table,
)
from .runtime import ErrorReporter, Session

#: What the launcher offers.
CHOICES = ("host", "join", "local")
#: Seats offered by default when hosting from the launcher.
DEFAULT_TABLE = 8
#: The edition offered first.
DEFAULT_EDITION = "jinrou"


@QmlElement
class LauncherModel(ViewModel):
    """The launcher's form: the edition (every built one, :attr:`editions`), the room name
    and table size for hosting (the last ones chosen, remembered in :mod:`.prefs`), and
    the choice."""

    changed = Signal()
    DEFAULTS: ClassVar[dict[str, Any]] = {
        "room": "",
        "players": DEFAULT_TABLE,
        "minPlayers": 4,
        "maxPlayers": 20,
        "choice": "",
        "edition": DEFAULT_EDITION,
        "editionIndex": 0,
    }
    room = field(str, "room", changed)
    players = field(int, "players", changed)
    minPlayers = field(int, "minPlayers", changed)
    maxPlayers = field(int, "maxPlayers", changed)
    choice = field(str, "choice", changed)
    edition = field(str, "edition", changed)
    editionIndex = field(int, "editionIndex", changed)
    editions = rows_property("edition_rows")

    def __init__(self, edition: str = DEFAULT_EDITION, parent: QObject | None = None):
        super().__init__(parent)
        self.edition_rows = RowsModel(presenters.EDITION_KEYS, self)
        self.edition_rows.set_rows(presenters.edition_rows())
        self.chosen = asyncio.get_running_loop().create_future()
        saved = prefs.load()
        self.publish(
            room=saved.room or translate("Launcher", "Werewolf night"),
            players=saved.players or DEFAULT_TABLE,
        )
        self.chooseEdition(edition)

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
        """``host`` (with the room name and seats), ``join`` or ``local``."""
        if choice not in CHOICES:
            raise ValueError(f"unknown launcher choice {choice!r}")
        players = max(self.state["minPlayers"], min(self.state["maxPlayers"], players))
        self.publish(choice=choice, room=room.strip() or self.state["room"], players=players)
        if choice == "host":
            prefs.update(room=self.state["room"], players=players)
        if not self.chosen.done():
            self.chosen.set_result(choice)


async def async_launcher(reporter: ErrorReporter, screenshot: Path | None = None) -> int:
    """Show the launcher, then run what was chosen (0 when its windows close cleanly);
    with ``screenshot``, save the launcher there once drawn and quit (:class:`Session`)."""
    session = Session(reporter, screenshot=screenshot)
    model = LauncherModel()
    session.open("LauncherWindow", {"launcher": model, "errors": reporter, "language": language()})
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
            HostConfig(
                room=model.state["room"],
                edition=model.state["edition"],
                players=model.state["players"],
                port=DEFAULT_PORT,
            )
        )
        return await async_host_session(Session(reporter), config)
    if choice == "join":
        return await async_join_session(Session(reporter))
    return await async_local_session(Session(reporter))
