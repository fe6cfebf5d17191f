"""Bans (issue 24): a kicked player cannot come back under a look-alike name, nor as a
spectator from the same machine or under the same name."""

from __future__ import annotations

import pytest

from lgdesktop.protocol import Ack, Error, KickSeat
from lgdesktop.room.policy import BanList

from .kit import BOARD, Table

MALLORY_ADDRESS = "192.168.1.23"
OTHER_ADDRESS = "192.168.1.77"


@pytest.mark.parametrize(
    ("kicked", "respelled"),
    [("Mallory", "MaIIory"), ("Mallory", "Mall0ry"), ("Olga", "0lga"), ("Olga", "OIga")],
)
def test_a_respelled_name_is_still_banned(kicked, respelled):
    bans = BanList()
    bans.ban(MALLORY_ADDRESS, kicked)
    assert bans.refuses(OTHER_ADDRESS, respelled)
    assert not bans.refuses(OTHER_ADDRESS, "Julie")


def _kicked_table(name: str) -> Table:
    table = Table(players=5)
    table.board()
    table.hello(1, name=name, address=MALLORY_ADDRESS)
    table.hello(2, name="Julie", address=OTHER_ADDRESS)
    assert isinstance(table.send(BOARD, KickSeat(0)), Ack)
    assert table.lobby().banned == [name]
    return table


@pytest.mark.parametrize("respelled", ["MaIIory", "Mall0ry", "mallory"])
def test_the_room_refuses_a_respelled_kicked_player(respelled):
    table = _kicked_table("Mallory")
    before = table.lobby()
    table.hello(3, name=respelled, address="192.168.1.99")
    assert table.last(3, Error).code == "banned" and 3 in table.closed
    assert table.lobby() is before  # a refusal changes nothing


def test_a_banned_address_or_name_cannot_come_back_as_a_spectator():
    table = _kicked_table("Olga")
    table.hello(3, "spectator", address=MALLORY_ADDRESS)
    assert table.last(3, Error).code == "banned" and 3 in table.closed
    table.hello(4, "spectator", name="0lga", address="192.168.1.99")
    assert table.last(4, Error).code == "banned" and 4 in table.closed
    table.hello(5, "spectator", address=OTHER_ADDRESS)  # someone else may watch
    assert 5 not in table.closed
