"""A ``one_night`` table through the room core: a fixed deal with its center cards, inputs
naming center cards and two seats on the wire (``Submit.seats/cards/option``), and a result
naming every winning side and every card (dealt, final, center)."""

from __future__ import annotations

from lgdesktop.bots import make_bot
from lgdesktop.engine import NightChoice, PlayerView
from lgdesktop.engine.events import CardsSwapped
from lgdesktop.protocol import Ack, Error, Submit

from .kit import Table

#: Six players' cards, then the three center cards.
DEAL = (
    "werewolf",
    "seer",
    "robber",
    "troublemaker",
    "drunk",
    "tanner",
    "villager",
    "hunter",
    "insomniac",
)


def submit(table: Table, conn: int, inp) -> Ack | Error:
    """``inp`` on the wire, as the network client sends it."""
    return table.send(
        conn,
        Submit(
            inp.kind,
            inp.target,
            table.views[conn].version,
            seats=list(inp.seats),
            cards=list(inp.cards),
            option=inp.option,
        ),
    )


def test_a_one_night_game_with_its_center_cards_and_a_result_of_every_card():
    table = Table(edition="one_night", players=6, deal=DEAL, speed=50, discussion=1)
    conns = table.start(6)
    conn_of = {DEAL[table.seat_of(conn)]: conn for conn in conns}
    seat_of = {card: table.seat_of(conn) for card, conn in conn_of.items()}
    # Each in its own step of the night (issue 13): the lone wolf peeks (no seat: target
    # null), the troublemaker names two seats, the drunk a center card; the robber is
    # refused a center card. Everybody else answers the step's decoy.
    planned = {
        conn_of["werewolf"]: NightChoice(cards=(1,)),
        conn_of["troublemaker"]: NightChoice(seats=(seat_of["seer"], seat_of["tanner"])),
        conn_of["drunk"]: NightChoice(cards=(2,)),
        conn_of["robber"]: NightChoice(cards=(0,)),
    }
    bots = {conn: make_bot("random", conn) for conn in conns}
    while not table.room.game.ended:
        acted = False
        for conn in conns:
            view = table.views[conn]
            if (
                conn in planned
                and isinstance(view, PlayerView)
                and view.legal
                and view.legal[0].action != "decoy"
            ):
                answer = submit(table, conn, planned.pop(conn))
                if conn == conn_of["robber"]:
                    assert isinstance(answer, Error) and answer.code == "illegal_target"
                else:
                    assert isinstance(answer, Ack)
                continue
            choice = bots[conn].decide(view) if isinstance(view, PlayerView) else None
            if choice is not None:
                acted = isinstance(submit(table, conn, choice), Ack) or acted
        if not acted:
            table.advance(max(0.0, (table.wake or table.now) - table.now))
    assert not planned
    game = table.room.game
    (result,) = table.ended
    assert result["labels"] == list(game.result.labels)
    assert result["winner"] == result["labels"][0]
    assert result["winners"] == list(game.result.winners)
    assert [s["dealt"] for s in result["seats"]] == [DEAL[s["seat"]] for s in result["seats"]]
    assert [s["role"] for s in result["seats"]] == list(game.roles)
    assert result["center"] == list(game.center)
    assert [
        e.cards for e in game.log if isinstance(e, CardsSwapped) and e.seat == seat_of["drunk"]
    ] == [(2,)]  # the center card he named
