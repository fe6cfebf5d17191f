"""What the app remembers between runs: the language, the player's name, the room name and
table size, the last host joined, the last composition and settings hosted, whether phones
may join the TV's table, the TV's sound (voice, sounds, volume), and the seat this laptop
holds at a table (:class:`SeatStore`: a restarted app takes it back unasked).

One JSON file, ``prefs.json``, in the platform's user config folder (platformdirs, as the
seat tokens): ``~/.config/lgdesktop`` on Linux, ``%LOCALAPPDATA%\\lgdesktop`` on Windows,
``~/Library/Application Support/lgdesktop`` on macOS; ``$LGDESKTOP_CONFIG_DIR`` overrides it
(tests). A missing, unreadable or damaged file gives the defaults (logged), and a failed
write is logged: preferences never stop the app. Pure Python (no Qt) except
:func:`system_language`.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

#: Application name for platformdirs (the config folder's name).
APP_NAME = "lgdesktop"
#: Environment variable naming another config folder.
CONFIG_DIR_ENV = "LGDESKTOP_CONFIG_DIR"
#: Name of the file in that folder.
PREFS_FILE = "prefs.json"
#: Languages the app speaks; a system in another language gets the last one (English).
LANGUAGES = ("fr", "en")


@dataclass
class Prefs:
    """The remembered choices; an empty value means "never chosen" (the app's default)."""

    #: ``fr`` or ``en``; "" follows the system's language.
    language: str = ""
    #: The name last typed on the join form.
    player_name: str = ""
    #: The room name and table size last chosen to host.
    room: str = ""
    players: int = 0
    #: ``host:port`` of the last host joined.
    last_host: str = ""
    #: The last hosted composition (roles other than the filler; {}: the recommended one)
    #: and the settings that differed from the edition's defaults.
    composition: dict[str, int] = field(default_factory=dict)
    settings: dict[str, str] = field(default_factory=dict)
    #: The seat held at a table (:data:`SEAT_KEYS`: the host's ``host:port``, its room, the
    #: seat token and the join code); {} when none. The code is a secret of the table: it
    #: is kept only as long as the seat is valid (see :class:`SeatStore`).
    seat: dict[str, str] = field(default_factory=dict)
    #: The TV lobby's "Phones may join" as the host last left it (off: the next table
    #: serves no phones' page either, until the host turns it on again).
    phones: bool = True
    #: The TV's sound (issue 26): the narrator's voice on, the room's sounds on, and the
    #: volume of both (0 to 1).
    voice: bool = True
    sounds: bool = True
    volume: float = 1.0


#: What a saved seat holds; a seat missing any of them is no seat.
SEAT_KEYS = ("address", "room", "token", "code")


def prefs_path() -> Path:
    """The preferences file."""
    override = os.environ.get(CONFIG_DIR_ENV)
    if override:
        return Path(override) / PREFS_FILE
    from platformdirs import user_config_path

    return user_config_path(APP_NAME, appauthor=False) / PREFS_FILE


def load() -> Prefs:
    """The saved preferences; the defaults for what is missing or malformed."""
    path = prefs_path()
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return Prefs()
    except (OSError, ValueError) as error:
        log.warning("ignoring the preferences in %s: %s", path, error)
        return Prefs()
    return _from_json(raw if isinstance(raw, dict) else {})


def save(prefs: Prefs) -> None:
    """Write ``prefs`` (atomically: a crash leaves the old file or the new one)."""
    path = prefs_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(".tmp")
        temporary.write_text(
            json.dumps(dataclasses.asdict(prefs), indent=2, sort_keys=True, ensure_ascii=False),
            encoding="utf-8",
        )
        temporary.replace(path)
    except OSError as error:
        log.warning("could not save the preferences to %s: %s", path, error)


def update(**changes: Any) -> Prefs:
    """Load, change the given fields, save; returns the new preferences."""
    prefs = dataclasses.replace(load(), **changes)
    save(prefs)
    return prefs


class SeatStore:
    """The one seat this laptop holds, kept in the preferences (:attr:`Prefs.seat`).

    It answers what :class:`~lgdesktop.net.client.GameClient` asks of a token store, by
    the host's ``host:port`` and room: :meth:`get` (the token), :meth:`code` (the join code
    given with it), :meth:`put` (seated: a new seat replaces the old one, a laptop plays at
    one table at a time) and :meth:`forget` (the seat is gone: kicked, a new table, the
    table closed, or the host no longer knows it). :meth:`held` says which seat to take
    back when the app starts.
    """

    def held(self) -> tuple[str, str] | None:
        """``(address, room)`` of the seat held, or None."""
        seat = self._seat()
        return (seat["address"], seat["room"]) if seat else None

    @staticmethod
    def _seat() -> dict[str, str]:
        """The saved seat, {} unless complete."""
        seat = load().seat
        return seat if all(seat.get(key) for key in SEAT_KEYS) else {}

    def _entry(self, host: str, room: str) -> dict[str, str]:
        seat = self._seat()
        return seat if seat and (seat["address"], seat["room"]) == (host, room) else {}

    def get(self, host: str, room: str) -> str | None:
        """The seat token kept for this host and room, or None."""
        return self._entry(host, room).get("token")

    def code(self, host: str, room: str) -> str | None:
        """The join code kept beside that token, or None."""
        return self._entry(host, room).get("code")

    def put(self, host: str, room: str, token: str, code: str | None = None) -> None:
        """Seated at ``host`` (``host:port``) in ``room`` with ``token`` under ``code``."""
        if code:
            update(seat={"address": host, "room": room, "token": token, "code": code})

    def forget(self, host: str, room: str) -> None:
        """The seat at ``host`` in ``room`` is gone: its token and code are dropped."""
        if self.held() == (host, room):
            update(seat={})


def _from_json(raw: dict[str, Any]) -> Prefs:
    """Keep each field whose value has the right type; drop the rest."""
    prefs = Prefs()
    for name, default in dataclasses.asdict(prefs).items():
        value = raw.get(name, default)
        if isinstance(default, dict):
            kind = int if name == "composition" else str
            if not isinstance(value, dict):
                continue
            value = {
                str(k): v
                for k, v in value.items()
                if isinstance(v, kind) and not isinstance(v, bool)
            }
        elif isinstance(default, bool):
            if not isinstance(value, bool):
                continue
        elif isinstance(default, float):
            if not isinstance(value, (int, float)) or isinstance(value, bool):
                continue
            if not math.isfinite(value):
                continue
            value = min(1.0, max(0.0, float(value)))
        elif not isinstance(value, type(default)) or isinstance(value, bool):
            continue
        setattr(prefs, name, value)
    if prefs.language not in LANGUAGES:
        prefs.language = ""
    return prefs


def language_for(locale_name: str) -> str:
    """``fr`` for a French locale (``fr_FR``, ``fr-CA`` ...), else ``en``."""
    return "fr" if locale_name.lower().startswith("fr") else "en"


def system_language() -> str:
    """The app language that matches the system's (Qt's view of it: the user's UI
    languages on Windows and macOS, ``$LANG`` and friends on Linux)."""
    from PySide6.QtCore import QLocale

    languages = QLocale.system().uiLanguages() or [QLocale.system().name()]
    return language_for(languages[0])
