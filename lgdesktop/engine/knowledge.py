"""Who may know what: the single rule that filters the event log into views.

A seat may see an event when the event's visibility admits it, when the game has ended
(everything is revealed), or when the seat is dead in an edition where the dead see
everything. The board sees public events only, and everything once the game has ended.
Every view is built from events that pass :func:`may_know`; nothing else reaches a screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .model import Event, GameEnded, RoleDealt, RoleShown, TeamRevealed

if TYPE_CHECKING:
    from .game import Game


def may_know(game: Game, seat: int | None, event: Event) -> bool:
    """True if ``seat`` (``None`` = the public board) may know ``event`` now."""
    if game.ended or event.visibility.admits(seat):
        return True
    return seat is not None and not game.alive[seat] and game.edition.dead_see_all


class SeenLog:
    """The log as each seat and the board may see it, kept up to date event by event.

    Equivalent to filtering the whole log with :func:`may_know` at every view, but costs
    one append per admitted event instead of a scan per view.
    """

    def __init__(self, game: Game):
        self.game = game
        self.public: list[Event] = []
        self.by_seat: list[list[Event]] = [[] for _ in range(game.players)]

    def add(self, event: Event) -> None:
        visibility = event.visibility
        if visibility.public:
            self.public.append(event)
            for seen in self.by_seat:
                seen.append(event)
        else:
            for seat in visibility.seats:
                self.by_seat[seat].append(event)

    def events_for(self, seat: int | None) -> tuple[Event, ...]:
        """The events ``seat`` may know now, in log order."""
        game = self.game
        if game.ended or (seat is not None and not game.alive[seat]
                          and game.edition.dead_see_all):
            return tuple(game.log)
        return tuple(self.public if seat is None else self.by_seat[seat])


def known_roles(events: tuple[Event, ...]) -> dict[int, str]:
    """Seat -> role for every role the given (already filtered) events disclose."""
    known: dict[int, str] = {}
    for event in events:
        if isinstance(event, (RoleDealt, RoleShown)):
            known[event.seat] = event.role
        elif isinstance(event, TeamRevealed):
            for member in event.members:
                known.setdefault(member, event.role)
        elif isinstance(event, GameEnded):
            known.update(enumerate(event.roles))
    return known
