"""A test-only character, written as a plug-in would be: the Confidant.

At the deal each Confidant is told, in secret, the seat of the first player after him (in
seat order) who holds no wolf card: one person he may trust. A plug-in is this module and
its emblem (``confidant.svg`` beside it): :func:`plugged_in` registers the character's
texts through the app's text registry, its emblem through the art provider's and the test
edition that deals it (:class:`PluginTrial`, the one line) through the engine's, never in a
product module.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from lgdesktop.app.shell import images
from lgdesktop.app.texts import registry
from lgdesktop.engine.editions import EDITIONS, register_edition
from lgdesktop.engine.events import Told
from lgdesktop.engine.model import only
from lgdesktop.engine.roles import Role

from .trial import Trial

if TYPE_CHECKING:
    from lgdesktop.engine.context import RoleContext

#: The Confidant's role id, and what he is told (``Told.what``).
CONFIDANT = "confidant"


class Confidant(Role):
    """Village camp; no night power (a dream). At the deal he learns one trustworthy seat:
    the first after his own, in seat order, that holds no wolf card (none when every
    other seat holds one)."""

    id = CONFIDANT

    def on_deal(self, game: RoleContext, seats: list[int]) -> None:
        for seat in seats:
            trusted = next(
                (other for other in game.seats_after(seat) if not game.role(other).counts_as_wolf),
                None,
            )
            told = () if trusted is None else (trusted,)
            game.emit(Told(seat, CONFIDANT, told, visibility=only(seat)))


#: The Confidant's texts, by registry table (English; a plug-in ships its own .ts).
TEXTS = {
    "ROLE_NAMES": {CONFIDANT: "Confidant"},
    "ROLE_HELP": {CONFIDANT: "At the deal you learn one player you can trust."},
    "TOLD_NOTES": {CONFIDANT: "you may trust {names}."},
}


#: The Confidant's emblem, shipped beside this module (a village-blue disc, a key).
EMBLEMS = {CONFIDANT: Path(__file__).with_name("confidant.svg")}


class PluginTrial(Trial):
    """The test-only ``trial`` edition with the Confidant added: that one line."""

    id = "plugin_trial"
    roles = (*Trial.roles, Confidant())


@contextmanager
def plugged_in() -> Iterator[None]:
    """The Confidant plugged in: :class:`PluginTrial` in the engine's registry, its texts in
    the app's tables and its emblem in the art provider's; all taken out again on leaving
    (the tables stay as the product has them)."""
    register_edition(PluginTrial())
    registry.register(**TEXTS)
    images.register_emblems(EMBLEMS)
    try:
        yield
    finally:
        for role in EMBLEMS:
            images.EMBLEMS.pop(role)
        for table, items in TEXTS.items():
            for key in items:
                registry.TABLES[table].pop(key)
        EDITIONS.pop(PluginTrial.id, None)
