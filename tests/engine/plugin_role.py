"""A test-only character, written as a plug-in would be: the Confidant.

At the deal each Confidant is told, in secret, the seat of the first player after him (in
seat order) who holds no wolf card: one person he may trust. Its texts are registered
through the app's registry (:func:`register_texts`), never in a product module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lgdesktop.engine.model import Told, only
from lgdesktop.engine.roles import Role

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
