"""The registry of editions, by id."""

from __future__ import annotations

from ..edition import Edition
from ..errors import SetupError
from .anniversary import Anniversary
from .forum import Forum
from .jinrou import Jinrou
from .one_night import OneNight
from .thiercelieux import Thiercelieux

EDITIONS: dict[str, Edition] = {
    edition.id: edition
    for edition in (
        Jinrou(),
        OneNight(),
        Thiercelieux(),
        Forum(),
        Anniversary(),
    )
}


def register_edition(edition: Edition) -> None:
    """Add ``edition`` to the registry under its id (the built-in editions are registered
    here; tests register their own test-only edition). Re-registering an id replaces it."""
    EDITIONS[edition.id] = edition


def get_edition(edition_id: str) -> Edition:
    """The edition called ``edition_id``, or SetupError listing the known ones."""
    try:
        return EDITIONS[edition_id]
    except KeyError:
        raise SetupError(
            f"unknown edition {edition_id!r} (available: {', '.join(sorted(EDITIONS))})"
        ) from None
