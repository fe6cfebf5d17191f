"""``anniversary`` as the app's tests play it: fixed deals written one letter per card
(the engine tests' :data:`engine.anniversary_play.SHORT`), a table of screens fed the
game's views (:class:`apptrial.Table`), each night step played with every screen's own
hand (the decoys and the clock as in :mod:`.thier`), the Captain elected on the laptops."""

from __future__ import annotations

from engine.anniversary_play import deal_of

from lgdesktop.engine import HOST, Game, NightChoice, Timeout, Vote

from . import thier
from .apptrial import Table
from .forum import play
from .thier import close_step, decoys, to_step

__all__ = ("close_step", "decoys", "new_game", "news", "play", "to_step", "to_vote", "vote")


def new_game(spec: str, *, seed: int = 0, **settings: str) -> Game:
    """A timed-nights game (as the host plays it) on the fixed deal ``spec`` (with a Thief,
    the last two cards are the center's)."""
    return thier.new_game(spec, seed=seed, edition="anniversary", cards=deal_of, **settings)


def to_vote(table: Table, victim: int, captain: int | None = None) -> None:
    """The rest of the night (every living pack card picks ``victim`` on its screen); on
    day 1 every living laptop elects ``captain`` (default: the first living seat); the
    debate closes: the day vote is open."""
    game = table.game
    while game.phase.value == "night":
        if game.public_view().step == "werewolf":
            for wolf in game.living():
                if game.roles[wolf] in ("werewolf", "mother_wolf"):
                    play(table, wolf, NightChoice(seats=(victim,)))
        decoys(table)
        close_step(table)
    if game.phase.value == "election":
        chosen = game.living()[0] if captain is None else captain
        vote(table, dict.fromkeys(game.living(), chosen))
    game.submit(HOST, Timeout())  # the debate
    table.feed()


def vote(table: Table, ballots: dict[int, int]) -> None:
    """Each voter of ``ballots`` votes on his own screen; the clock closes the vote; the
    board is fed, its news left unread (see :func:`news`)."""
    game = table.game
    for voter, target in ballots.items():
        if voter in game.awaited():
            table.players[voter].make(Vote(target))
            game.submit(voter, table.ports[voter].calls[-1][1])
    if game.phase.value in ("vote", "election"):
        game.submit(HOST, Timeout())
    table.feed(read=False)


def news(table: Table, screen: str) -> dict:
    """The board's state once it shows its next ``screen`` interlude (``tally``,
    ``morning``...)."""
    board = table.board
    while board.state["screen"] != screen:
        assert board.interludes, f"no {screen} on the board"
        board.next_interlude()
    return board.state
