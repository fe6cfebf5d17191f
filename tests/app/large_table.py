"""The TV at the largest table: 24-character names, every edition at its most seats, and a
board fed a whole bot game, for the render script and the tests of the board's screens.

:func:`watch` plays a game with bots and shows every screen the TV would show (each
interlude, then each step) to a callback, the host's clock running on each step.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtQuick import QQuickWindow

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.shell import runtime
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import HOST, Game, GameSetup, Timeout, Vote
from lgdesktop.protocol import MAX_NAME, Clock

from .conftest import drive

#: Names as long as a seat may type them (``MAX_NAME``), some hyphenated, one without any
#: break (the worst case for a wrapping name), 24 in all: the largest table.
LONG_NAMES = (
    "Marie-Christine Delmotte",
    "Jean-Baptiste Fontenelle",
    "Anne-Sophie Beaumarchais",
    "Pierre-Alexandre Moreaux",
    "Charles-Édouard Lamarque",
    "Marie-Hélène Vanderbecke",
    "Jean-Philippe Rochebrune",
    "Louise-Margaux Villandry",
    "François-Xavier Dumoulin",
    "Anne-Charlotte Mercadier",
    "Guillaume-Henri Labrosse",
    "Marie-Antoinette Leblanc",
    "Jean-Christophe Delaunay",
    "Éloïse-Victoire Marchand",
    "Paul-Emmanuel Chevallier",
    "Claire-Marguerite Dubois",
    "Bartholomew_Wolfenstein2",
    "Marie-Joséphine Rousseau",
    "Hugues-Alexandre Perrier",
    "Béatrice-Amélie Fournier",
    "Maximilien de Beauregard",
    "Gabrielle-Océane Leclerc",
    "Thibault-Augustin Renard",
    "Hortense-Clémence Giraud",
)
assert all(len(name) <= MAX_NAME for name in LONG_NAMES)
#: Each edition's largest table.
LARGEST = {"jinrou": 20, "forum": 24, "thiercelieux": 24, "anniversary": 24}
#: Window sizes of a TV: 720p (older sets, projectors), full HD, 4K.
TV_SIZES = ((1280, 720), (1920, 1080), (3840, 2160))
#: Seconds left (of twice as many) on the clock of every step shown.
CLOCK_SECONDS = 45.0


def setup(
    edition: str, seed: int = 0, composition: dict[str, int] | None = None, **settings: str
) -> GameSetup:
    """A timed-nights game of ``edition`` at its largest table, long names, and
    ``composition`` (by default the recommended one for that many seats)."""
    names = list(LONG_NAMES[: LARGEST[edition]])
    return GameSetup.create(
        edition, names, seed, settings=settings, composition=composition, timed_nights=True
    )


def to_day_vote(game: Game) -> None:
    """The host's clock alone (nobody acts) until the first day vote opens."""
    while not (game.phase.value == "vote" and not game.public_view().vote.title):
        game.submit(HOST, Timeout())


def scatter_votes(game: Game, *, banish: bool = False) -> None:
    """Each voter names the next one: every voter gets one vote, a tally as long as the
    table; with ``banish`` the last names the second instead of the first, who then has
    two votes (banished) and the first none."""
    voters = list(game.public_view().vote.voters)
    for i, voter in enumerate(voters):
        target = voters[(i + 1) % len(voters)]
        game.submit(voter, Vote(voters[1] if banish and i == len(voters) - 1 else target))
    if game.phase.value == "vote":
        game.submit(HOST, Timeout())


def clock_of(board: BoardModel) -> Clock:
    """The host's clock of the step the board's view is at, running."""
    view = board.view
    return Clock(
        view.phase, view.number, CLOCK_SECONDS, False, None, 0, 0, duration=2 * CLOCK_SECONDS
    )


def watch(game: Game, look: Callable[[BoardModel], None], *, seed: int = 0) -> BoardModel:
    """Play ``game`` to its end with bots, feeding one board; ``look(board)`` sees each
    screen it shows: every interlude (read, then dropped), then the step under way whenever
    it changes (its clock running), the end last. Returns the board."""
    board = BoardModel(object())
    shown: list[tuple] = []

    def fed(game: Game) -> None:
        board.update_view(game.public_view())
        board.update_clock(clock_of(board))
        while board.interludes:
            look(board)
            board.next_interlude()
        view = board.view
        step = (board.screen, view.phase, view.number, view.vote.round if view.vote else -1)
        if not shown or shown[-1] != step:
            shown.append(step)
            look(board)

    drive(game, fed, strategy="random", seed=seed)
    return board


def board_window(
    session: runtime.Session, board: BoardModel, size: tuple[int, int]
) -> QQuickWindow:
    """The TV's window on ``board`` at ``size``, laid out."""
    window = session.open(
        "BoardWindow",
        {
            "board": board,
            "errors": session.reporter,
            "language": language(),
            "width": size[0],
            "height": size[1],
        },
    )
    QCoreApplication.processEvents()
    return window
