"""``forum`` as the app's tests play it: fixed deals written one letter per seat (the
engine tests' :data:`engine.forumplay.SHORT`), the Mayor's candidacies answered on every
laptop, a table of screens fed the game's views (:class:`apptrial.Table`), and each night
step played with every screen's own hand (the decoys and the clock as in
:mod:`.thier`)."""

from __future__ import annotations

from engine.forumplay import SHORT

from lgdesktop.engine import HOST, Game, GameSetup, NightChoice, Timeout, Vote

from .apptrial import Table
from .conftest import NAMES
from .thier import close_step, decoys, to_step

__all__ = ("close_step", "decoys", "elect", "new_game", "play", "to_day", "to_step", "to_vote")

#: Twelve seats, every forum role: the Thief 0, Cupid 1, the Seer 2, the Savior 3, wolves 4
#: and 5, the Little Girl 6, the Witch 7, the Hunter 8, the Scapegoat 9, villagers 10, 11.
DEAL = "TCSAWWGIHEVV"
THIEF, CUPID, SEER, SAVIOR, WOLF, MATE, GIRL, WITCH, HUNTER, SCAPEGOAT = range(10)


def new_game(spec: str = DEAL, *, seed: int = 0, **settings: str) -> Game:
    """A timed-nights game (as the host plays it) on the fixed deal ``spec``, before the
    Mayor's candidacies."""
    deal = [SHORT[letter] for letter in spec]
    return Game(
        GameSetup.create(
            "forum", list(NAMES[: len(deal)]), seed, deal=deal, settings=settings, timed_nights=True
        )
    )


def elect(table: Table, mayor: int) -> None:
    """The candidacies on every laptop: ``mayor`` stands alone (unopposed), the others
    decline; the cards are dealt and every player reads his."""
    for seat, player in enumerate(table.players):
        player.make(Vote(option="stand" if seat == mayor else "decline"))
        table.send(seat)
    for player in table.players:
        player.acknowledgeRole()


def to_day(table: Table) -> None:
    """Decoys and the clock until the night is over."""
    while table.game.phase.value == "night":
        decoys(table)
        close_step(table)


def to_vote(table: Table, victim: int) -> None:
    """The rest of the night (every living wolf picks ``victim`` on his screen), then the
    debate closes: the vote session is open."""
    while table.game.phase.value == "night":
        if table.game.public_view().step == "werewolf":
            for wolf in table.game.seats_with("werewolf", living=True):
                play(table, wolf, NightChoice(seats=(victim,)))
        decoys(table)
        close_step(table)
    table.game.submit(HOST, Timeout())  # the debate
    table.feed()


def play(table: Table, seat: int, choice) -> None:
    """``seat`` makes ``choice`` on his own screen (card shown), which the host takes."""
    player = table.players[seat]
    player.holdRole()
    player.make(choice)
    table.send(seat)
    player.releaseRole()
