"""The end screen of a player's window: every card revealed (the dealt one where it
moved), the story of the game, who won and whether this seat did.

:class:`EndScreen` is a part of :class:`~.player.PlayerModel`: it fills the model's
reveal and recap rows and publishes through it.
"""

from __future__ import annotations

from ...engine import PlayerView
from ..texts import presenters, texts

#: ``dealtLabel``: the card dealt, when it differs from the final one (else empty).
REVEAL_KEYS = ("seat", "name", "roleLabel", "camp", "winner", "alive", "me", "dealtLabel")


def reveal_rows(view: PlayerView) -> list[dict]:
    """Every seat's card at the end (:data:`REVEAL_KEYS`): its name, the card's name and
    camp, whether it won, lived, is this seat, and the card dealt where it moved; empty
    before the end."""
    board = view.board
    result = board.result
    if result is None:
        return []
    winners = set(result.winners)
    return [
        {
            "seat": seat,
            "name": board.seats[seat].name,
            "roleLabel": texts.role_name(role),
            "camp": texts.role_camp(board.edition, role),
            "winner": seat in winners,
            "alive": board.seats[seat].alive,
            "me": seat == view.seat,
            "dealtLabel": presenters.dealt_label(result, seat),
        }
        for seat, role in enumerate(result.roles)
    ]


def recap_rows(view: PlayerView) -> list[dict]:
    """The story of the finished game (:func:`presenters.recap`); empty before the end."""
    board = view.board
    result = board.result
    if result is None:
        return []
    return presenters.recap(
        board.events,
        [seat.name for seat in board.seats],
        result.roles,
        presenters.moved_cards(result),
        first_cards=result.dealt,
    )


class EndScreen:
    """The end screen's rows and fields, once the game has a result."""

    def _refresh_end(self, view: PlayerView, names: list[str], alive: dict[int, bool]) -> None:
        """The cards, the story and the winners (``alive``: each seat's state at the end)."""
        board = view.board
        result = board.result
        if result is not None:
            self.reveal_rows.set_rows(reveal_rows(view))
            self.recap_rows.set_rows(recap_rows(view))
            self.publish(
                winnerTitle=texts.winners_title(result.labels),
                won=view.seat in result.winners,
                centerLine=presenters.center_line(result),
            )
