"""``thiercelieux`` as the app's tests play it: fixed deals written one letter per card
(the engine tests' :func:`engine.thiercelieux_play.deal_of`), a table of screens fed the
game's views (:class:`apptrial.Table`), and a step played with every screen's own hand."""

from __future__ import annotations

from engine.helpers import first_fit
from engine.thiercelieux_play import deal_of

from lgdesktop.engine import HOST, Game, GameSetup, NightChoice, Timeout

from .apptrial import Table
from .conftest import NAMES

#: Ten seats, then the Thief's two center cards (two wolves: he must take one):
#: Cupid 0, the Thief 1, the Seer 2, wolves 3 and 4, the Little Girl 5, the Witch 6,
#: the Hunter 7, villagers 8 and 9.
DEAL = "CTSWWGHUVVWW"
CUPID, THIEF, SEER, WOLF, MATE, GIRL, WITCH, HUNTER = range(8)
#: The calls of the first night of :data:`DEAL`, in order.
NIGHT_1 = ("cupid", "lovers", "thief", "seer", "werewolf", "witch")


def new_game(
    spec: str = DEAL,
    *,
    seed: int = 0,
    edition: str = "thiercelieux",
    cards=deal_of,
    **settings: str,
) -> Game:
    """A timed-nights game of ``edition`` (as the host plays it) on the fixed deal ``spec``
    (``cards``: its letters -> role ids)."""
    deal = cards(spec)
    players = len(deal) - (2 if "thief" in deal else 0)
    return Game(
        GameSetup.create(
            edition,
            list(NAMES[:players]),
            seed,
            deal=deal,
            settings=settings,
            timed_nights=True,
        )
    )


def decoys(table: Table, *, but: tuple[int, ...] = ()) -> None:
    """Every awaited seat but ``but`` answers its decoy with its own screen (the first
    name it may touch), then the board and the screens are fed."""
    game = table.game
    for seat in game.awaited():
        if seat in but:
            continue
        specs = game.legal_inputs(seat)
        if specs[0].action not in ("decoy", "dream"):
            continue
        player = table.players[seat]
        player.make(first_fit(specs))
        table.send(seat)


def close_step(table: Table) -> None:
    """The host's clock closes the step under way; every screen is fed."""
    table.game.submit(HOST, Timeout())
    table.feed()


def to_step(table: Table, step: str) -> None:
    """Decoys and the clock until the night's call ``step``."""
    while table.game.public_view().step != step:
        decoys(table)
        close_step(table)


def pack_takes(table: Table, victim: int) -> None:
    """The pack's call of :data:`DEAL`: both wolves pick ``victim`` on their screens, the
    others their decoys; the step closes (the Witch's call comes next)."""
    to_step(table, "werewolf")
    for wolf in (WOLF, MATE):
        table.players[wolf].make(NightChoice(seats=(victim,)))
        table.send(wolf)
    decoys(table)
    close_step(table)
