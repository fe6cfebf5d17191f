"""Phones' screens through the room core (issue 25): only the connections whose hello
asked for a screen get one, with every view, in their language; a seat that comes back in
another language gets its screens in that one; and over whole bot games of every edition
each screen a phone receives is exactly ``phone_screen`` of the view that phone rebuilt
from its frames (so it carries nothing beyond the view), while those views pass the
edition's secrecy oracle (tests/engine's, written from RULES.md)."""

from __future__ import annotations

import pytest
from engine.test_anniversary_secrecy import Oracle as AnniversaryOracle
from engine.test_forum_secrecy import Oracle as ForumOracle
from engine.test_one_night_secrecy import Oracle as OneNightOracle
from engine.test_secrecy import Walker
from engine.test_thiercelieux_secrecy import Oracle as ThiercelieuxOracle

from lgdesktop.protocol import Ack, ReadyToVote, ViewUpdate
from lgdesktop.web.screen import phone_screen

from .kit import BOARD
from .phones import PhoneTable, check_sent_views, play_to_the_end

#: Per edition: a table (players, seed) and its oracle, built on the game's first state.
EDITIONS = {
    "jinrou": (9, lambda game: Walker(game, {})),
    "thiercelieux": (12, ThiercelieuxOracle),
    "one_night": (7, lambda game: OneNightOracle(game.players, [*game.dealt, *game.center])),
    "anniversary": (14, AnniversaryOracle),
    "forum": (12, ForumOracle),
}


def test_only_the_phones_get_screens():
    table = PhoneTable(players=7, seed=3, speed=50, night_cadence=True)
    conns = table.start_phones(7, phones=3)
    play_to_the_end(table, conns)
    for conn in conns:
        updates = table.all(conn, ViewUpdate)
        assert updates
        if conn < 3:
            assert all(u.screen is not None for u in updates), conn
            assert {u.screen.language for u in updates} == {table.languages[conn]}
            assert all(u.screen.version == u.view.version for u in updates)
        else:
            assert all(u.screen is None for u in updates), conn
    assert all(u.screen is None for u in table.all(BOARD, ViewUpdate))
    assert table.all(0, ViewUpdate)[-1].screen.end is not None


def test_a_seat_that_comes_back_in_another_language_gets_that_language():
    table = PhoneTable(players=7, seed=3, speed=50)
    conns = table.start_phones(7)
    play_until_day(table, conns)
    phone = next(c for c in conns if table.views[c].alive)
    assert table.all(phone, ViewUpdate)[-1].screen.ready_to_vote is False
    assert isinstance(table.send(phone, ReadyToVote()), Ack)
    token = table.last(phone, type(table.inbox[phone][0])).token
    before = table.all(phone, ViewUpdate)[-1].screen
    other = "en" if before.language == "fr" else "fr"
    table.leave(phone)
    del table.closed[phone]
    table.hello(phone, token=token, screen=other)
    update = table.all(phone, ViewUpdate)[-1]
    assert update.events_from == 0  # complete, screen included
    assert update.screen.language == other
    assert update.screen.title != before.title  # "Jour 1" / "Day 1"
    assert update.screen.ready_to_vote is True  # it asked today (public: the lobby says so)
    assert update.screen == phone_screen(table.views[phone], other, asked=True)
    # The same seat back from a laptop: no screen any more.
    table.leave(phone)
    del table.closed[phone]
    table.hello(phone, token=token)
    assert table.all(phone, ViewUpdate)[-1].screen is None


def play_until_day(table: PhoneTable, conns: list[int]) -> None:
    """Play with bots until a day's discussion."""
    play_to_the_end(table, conns, until=lambda game: game.phase.value == "day")


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_every_screen_is_the_screen_of_the_view_and_the_views_keep_the_secrets(edition):
    players, oracle_of = EDITIONS[edition]
    table = PhoneTable(edition=edition, players=players, seed=7, speed=50, night_cadence=True)
    room = table.room
    #: Every view the room decided to send, by (seat, version), each checked by the oracle.
    decided = check_sent_views(room, oracle_of)
    conns = table.start_phones(players)
    play_to_the_end(table, conns)
    assert room.game.ended
    screens = 0
    for conn in conns:
        language = table.languages[conn]
        for view, screen, asked in table.received[conn]:
            assert view in decided[view.seat, view.version], (conn, view.version)
            assert screen == phone_screen(view, language, asked=asked), (conn, view.version)
            screens += 1
        assert table.received[conn][-1][1].end is not None
    assert screens > 10 * players
