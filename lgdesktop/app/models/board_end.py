"""The board's end screen: every card revealed (the dealt one where it moved), the story
of the game and who won.

:class:`EndScreen` is a part of :class:`~.board.BoardModel`: it fills the model's reveal
and recap rows and publishes through it.
"""

from __future__ import annotations

from ...engine import PublicView
from ..texts import presenters, texts

#: ``dealtLabel``: the card dealt, when it differs from the final one (else empty).
REVEAL_KEYS = ("seat", "name", "role", "roleLabel", "camp", "alive", "winner", "dealtLabel")


class EndScreen:
    """The end screen's rows and fields, once the game has a result."""

    def _refresh_end(self, view: PublicView) -> None:
        result = view.result
        if result is None:
            return
        names = [seat.name for seat in view.seats]
        winners = set(result.winners)
        self.reveal_rows.set_rows(
            [
                {
                    "seat": seat,
                    "name": names[seat],
                    "role": role,
                    "roleLabel": texts.role_name(role),
                    "camp": texts.role_camp(view.edition, role),
                    "alive": view.seats[seat].alive,
                    "winner": seat in winners,
                    "dealtLabel": presenters.dealt_label(result, seat),
                }
                for seat, role in enumerate(result.roles)
            ]
        )
        self.recap_rows.set_rows(
            presenters.recap(
                view.events,
                names,
                result.roles,
                presenters.moved_cards(result),
                first_cards=result.dealt,
            )
        )
        self.publish(
            winner=result.winner,
            winnerTitle=texts.winners_title(result.labels or (result.winner,)),
            winnersLine=texts.names_list([names[s] for s in result.winners]),
            winnerCount=len(winners),
            centerLine=presenters.center_line(result),
        )
