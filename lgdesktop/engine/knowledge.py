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
    return _sees_everything(game, seat)


def _sees_everything(game: Game, seat: int | None) -> bool:
    return game.ended or (seat is not None and not game.alive[seat]
                          and game.edition.dead_see_all)


def disclosed_roles(event: Event) -> tuple[tuple[int, str], ...]:
    """The (seat, role) facts an event discloses to whoever may see it."""
    kind = type(event)
    if kind is RoleDealt or kind is RoleShown:
        return ((event.seat, event.role),)
    if kind is TeamRevealed:
        return tuple((member, event.role) for member in event.members)
    if kind is GameEnded:
        return tuple(enumerate(event.roles))
    return ()


class SeenLog:
    """The log as each seat and the board may see it, kept up to date event by event.

    Equivalent to filtering the whole log with :func:`may_know` (and collecting
    :func:`disclosed_roles`) at every view, at the cost of one append per admitted event.
    """

    def __init__(self, game: Game):
        self.game = game
        self._public: list[Event] = []
        self._by_seat: list[list[Event]] = [[] for _ in range(game.players)]
        self._public_roles: dict[int, str] = {}
        self._roles_by_seat: list[dict[int, str]] = [{} for _ in range(game.players)]
        self._all_roles: dict[int, str] = {}
        #: id of a growing list or dict -> its last frozen copy (they only ever grow).
        self._tuples: dict[int, tuple] = {}

    def add(self, event: Event) -> None:
        visibility = event.visibility
        if visibility.public:
            self._public.append(event)
            seats = range(self.game.players)
        else:
            seats = visibility.seats
        for seat in seats:
            self._by_seat[seat].append(event)
        facts = disclosed_roles(event)
        if facts:
            _learn(self._all_roles, facts)
            if visibility.public:
                _learn(self._public_roles, facts)
            for seat in seats:
                _learn(self._roles_by_seat[seat], facts)

    def events_for(self, seat: int | None) -> tuple[Event, ...]:
        """The events ``seat`` (``None`` = the board) may know now, in log order."""
        events = (self.game.log if _sees_everything(self.game, seat)
                  else self._public if seat is None else self._by_seat[seat])
        return _frozen(self._tuples, id(events), events)

    def version_for(self, seat: int | None) -> int:
        """How many events ``seat`` (``None`` = the board) may know: its view's version."""
        if _sees_everything(self.game, seat):
            return len(self.game.log)
        return len(self._public if seat is None else self._by_seat[seat])

    def roles_known_by(self, seat: int | None) -> tuple[tuple[int, str], ...]:
        """(seat, role) for every role the events ``seat`` may know disclose, by seat."""
        known = (self._all_roles if _sees_everything(self.game, seat)
                 else self._public_roles if seat is None else self._roles_by_seat[seat])
        return _frozen(self._tuples, id(known), known, sort=True)


def _frozen(cache: dict[int, tuple], key: int, items: list | dict, *,
            sort: bool = False) -> tuple:
    """A tuple of ``items`` (sorted dict items with ``sort``), reused while ``items``,
    which only ever grows, has not grown."""
    frozen = cache.get(key)
    if frozen is None or len(frozen) != len(items):
        frozen = cache[key] = tuple(sorted(items.items())) if sort else tuple(items)
    return frozen


def _learn(known: dict[int, str], facts: tuple[tuple[int, str], ...]) -> None:
    for seat, role in facts:
        known.setdefault(seat, role)
