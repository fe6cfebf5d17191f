"""The role card on a player's screen: shown while held or for a few seconds after a tap,
hidden otherwise, and what the seat knows of other cards (the known roles, the cards it
saw, and the dead's view of every card).

:class:`RoleCard` is a part of :class:`~.player.PlayerModel` (its slots are the model's):
it reads the model's ``view``, ``state`` and rows, and publishes through it.
"""

from __future__ import annotations

import time

from PySide6.QtCore import Slot

from ...engine import PlayerView, SetupError, get_edition
from ..texts import presenters, texts

#: Seconds the role stays shown after a tap on the card or the "show" button (a hold shows
#: it exactly as long as it is held): time to read one line, short enough that a player who
#: walks away does not leave it on screen.
PEEK_SECONDS = 4.0
#: A press released sooner than this many seconds is a tap (the role then stays shown for
#: PEEK_SECONDS); a longer one is a hold (the role hides on release).
TAP_SECONDS = 0.4

KNOWN_KEYS = ("seat", "name", "roleLabel", "camp", "alive")
#: A card this seat has seen (another player's or a center card), as last seen.
SEEN_CARD_KEYS = ("label", "role", "roleLabel", "camp")


def seen_cards(view: PlayerView) -> list[dict[str, str]]:
    """The other players' cards and the center cards this seat knows, as it last saw
    them (what its role showed it, moved along with the swaps it saw)."""
    names = [seat.name for seat in view.board.seats]
    edition = view.board.edition
    rows = [
        {
            "label": names[seat],
            "role": role,
            "roleLabel": texts.role_name(role),
            "camp": texts.role_camp(edition, role),
        }
        for seat, role in view.known_roles
        if seat != view.seat
    ]
    rows += [
        {
            "label": texts.center_card(card),
            "role": role,
            "roleLabel": texts.role_name(role),
            "camp": texts.role_camp(edition, role),
        }
        for card, role in view.known_center
    ]
    return rows


def dead_see_all(view: PlayerView) -> bool:
    """Whether the dead see every role in this game (its edition with its settings:
    ``forum``'s ``dead_see_roles``); False for an edition this app does not know."""
    try:
        edition = get_edition(view.board.edition)
    except SetupError:
        return False
    return edition.dead_see_everything(presenters.as_dict(view.board.settings))


class RoleCard:
    """The role card's slots and the rows of what the seat knows of other cards."""

    def _refresh_known(self, view: PlayerView, names: list[str], alive: dict[int, bool]) -> None:
        """The roles this seat knows (``alive``: each seat's state), the dead's lines
        about them, and the cards it saw."""
        board = view.board
        known = [
            {
                "seat": seat,
                "name": names[seat],
                "roleLabel": texts.role_name(role),
                "camp": texts.role_camp(board.edition, role),
                "alive": alive[seat],
            }
            for seat, role in view.known_roles
            if seat != view.seat
        ]
        self.known_rows.set_rows(known)
        self.publish(**texts.ghost_lines(dead_see_all(view), bool(known)))
        self.seen_rows.set_rows(seen_cards(view))

    @Slot()
    def holdRole(self) -> None:
        """The player presses the "show my role" button, the card or its key: the role and
        the private results show until :meth:`releaseRole`."""
        self._held_since = time.monotonic()
        self._peek_timer.stop()
        self.publish(revealed=True, holding=True, cardFlipped=True)

    @Slot()
    def releaseRole(self) -> None:
        """The press ends: a tap leaves the role shown for :data:`PEEK_SECONDS`, a longer
        hold hides it at once."""
        held = None if self._held_since is None else time.monotonic() - self._held_since
        self._held_since = None
        self.publish(holding=False)
        if held is not None and held < TAP_SECONDS:
            self.peekRole()
        else:
            self.hideRole()

    @Slot()
    def peekRole(self) -> None:
        """Show the role for :data:`PEEK_SECONDS`, then hide it."""
        self.publish(revealed=True, cardFlipped=True)
        self._peek_timer.start(round(PEEK_SECONDS * 1000))

    @Slot()
    def hideRole(self) -> None:
        """Hide the role and the private results (their default state)."""
        self._held_since = None
        self._peek_timer.stop()
        self.publish(revealed=False, holding=False)

    @Slot()
    def flipCard(self) -> None:
        """A tap on the face-down card: the role shows for a few seconds."""
        self.peekRole()

    @Slot()
    def acknowledgeRole(self) -> None:
        """The player has read their role card: it hides, and the game screens follow.
        Before the player holds a card (forum's election comes before the deal) there is
        nothing to read: the card is still to be seen once dealt."""
        self.hideRole()
        if self.view is None or self.view.role:
            self.publish(roleSeen=True)
        self.refresh()
