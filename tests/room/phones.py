"""Phones at a table driven through the room core: every view a phone's connection
receives is kept with the screen that came with it, and the game is played to its end
by bots (inputs of every shape: seats, center cards, options).

:class:`PhoneTable` is a :class:`~.kit.Table` whose room renders the phones' screens with
:func:`lgdesktop.web.screen.phone_screen`; :attr:`PhoneTable.received` lists, per
connection, each view as the phone rebuilt it from its frames (``engine_view``), the
screen the frame carried, and whether the seat had asked for the vote by then (the
lobby's ``vote_requests`` the phone had received).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable

from lgdesktop.bots import make_bot
from lgdesktop.engine import Game, PlayerView
from lgdesktop.protocol import (
    Ack,
    LobbyState,
    Pulse,
    SetReady,
    StartGame,
    Submit,
    ViewUpdate,
    decode_server,
    engine_view,
)
from lgdesktop.room import Send
from lgdesktop.web.screen import phone_screen

from .kit import BOARD, MAX_EVENTS, Table

#: The languages the phones of a table read, in turn (seat 0 French, seat 1 English ...).
LANGUAGES = ("fr", "en")


class PhoneTable(Table):
    """A table whose room renders phones' screens; see the module doc."""

    def __init__(self, **config):
        super().__init__(screens=phone_screen, **config)
        #: Per connection: (view rebuilt from the frames, screen received, asked).
        self.received: dict[int, list[tuple[PlayerView, object, bool]]] = defaultdict(list)
        #: The language each phone's hello asked for.
        self.languages: dict[int, str] = {}

    def perform(self, outputs) -> list:
        for output in outputs:
            if not isinstance(output, Send):
                continue
            message = decode_server(output.frame)
            messages = message.items if isinstance(message, Pulse) else [message]
            for conn in output.to:
                if conn in self.closed:
                    continue
                lobby = self.lobby(conn)
                previous = self.views.get(conn)
                for item in messages:
                    if isinstance(item, LobbyState):
                        lobby = item
                    if isinstance(item, ViewUpdate):
                        view = previous = engine_view(item, previous)
                        if isinstance(view, PlayerView):
                            asked = lobby is not None and view.seat in lobby.vote_requests
                            self.received[conn].append((view, item.screen, asked))
        return super().perform(outputs)

    def seat_phones(self, count: int, *, phones: int | None = None) -> list[int]:
        """Seat ``count`` ready players on connections 0..count-1, the first ``phones``
        of them (all by default) phones reading :data:`LANGUAGES` in turn."""
        phones = count if phones is None else phones
        for conn in range(count):
            language = LANGUAGES[conn % len(LANGUAGES)] if conn < phones else None
            if language is not None:
                self.languages[conn] = language
            self.hello(conn, name=f"p{conn}", screen=language)
            assert isinstance(self.send(conn, SetReady(True)), Ack)
        return list(range(count))

    def start_phones(self, players: int, *, phones: int | None = None) -> list[int]:
        """The board, ``players`` seats (phones: see :meth:`seat_phones`), game started."""
        self.board()
        conns = self.seat_phones(players, phones=phones)
        assert isinstance(self.send(BOARD, StartGame()), Ack)
        return conns


def play_to_the_end(
    table: Table,
    conns: list[int],
    *,
    until: Callable[[Game], bool] = lambda game: game.ended,
    max_events: int = MAX_EVENTS,
) -> None:
    """Every seat acts once on each view it receives with a heuristic bot, inputs of any
    shape on the wire; the clock runs when nobody acts (a night's answers wait for the
    beat), until the game ends (or ``until(game)``)."""
    bots = {conn: make_bot("heuristic", conn) for conn in conns}
    acted_on: dict[int, PlayerView] = {}
    for _ in range(max_events):
        if until(table.room.game):
            return
        acted = False
        for conn in conns:
            view = table.views.get(conn)
            if not isinstance(view, PlayerView) or conn in table.closed:
                continue
            if acted_on.get(conn) is view:
                continue
            acted_on[conn] = view
            choice = bots[conn].decide(view)
            if choice is None:
                continue
            submit = Submit(
                choice.kind,
                choice.target,
                view.version,
                seats=list(choice.seats),
                cards=list(choice.cards),
                option=choice.option,
            )
            table.perform(table.room.request(conn, submit, table.now))
            acted = True
        if not acted:
            table.advance(max(0.0, (table.wake or table.now) - table.now))
    raise AssertionError("the game did not end")


def check_sent_views(room, oracle_of: Callable[[Game], object]) -> dict[tuple[int, int], list]:
    """Make ``room`` run a secrecy oracle on every state whose views it is about to send
    (``oracle_of(game)`` makes it at the first: an object with ``check(game)`` or a
    callable, as tests/engine's oracles and walkers are) and keep every seat's view then,
    by (seat, version): the views the oracle passed. Returns that dict, filled as the room
    goes on."""
    fan_out = room.fanout.views
    oracles: list = []
    decided: dict[tuple[int, int], list] = defaultdict(list)

    def views(game, seats, only=None, asked=()):
        if not oracles:
            oracle = oracle_of(game)
            oracles.append(oracle.check if hasattr(oracle, "check") else oracle)
        oracles[0](game)
        for seat in range(game.players):
            view = game.player_view(seat)
            if view not in decided[seat, view.version]:
                decided[seat, view.version].append(view)
        return fan_out(game, seats, only, asked)

    room.fanout.views = views
    return decided
