"""How long the host takes to render one phone's screen (issue 25), at the largest table
of each edition.

For each edition a game at its largest table (``max_players``, the recommended
composition) is played to its end by heuristic bots on the engine alone; before each input
the views of a few seats (the one about to act and every ``STRIDE``-th seat) are kept, so
that the sample covers the whole game: the night's prompts, the votes, the ghosts, the end
with its reveal and story. Each kept view is then rendered by
:func:`lgdesktop.web.screen.phone_screen`, French and English in turn, ``REPEATS`` times,
and the median, 90th percentile and largest times are reported, with the screen's size as
JSON. What the host adds per phone and per view sent (the view's own encoding is not
counted). Run: ``uv run python bench/phone_screen.py [--editions ...] [--seed N]``. Not a
timed test.
"""

from __future__ import annotations

import argparse
import statistics
import time

import msgspec

from lgdesktop.engine import EDITIONS, HOST, GameSetup, get_edition
from lgdesktop.simulation import play_game
from lgdesktop.web.screen import phone_screen

#: Every this many seats, one more seat's view is kept before each input (besides the
#: seat about to act): a sample of every kind of seat without keeping 24 views per input.
STRIDE = 5
#: Times each kept view is rendered (the first rendering of a view also builds the
#: engine's lazy notes, which the fan-out has built already when it encodes the view).
REPEATS = 3
#: Most views kept per game (evenly thinned beyond it): enough for stable percentiles.
MAX_VIEWS = 1500


def sample_views(edition: str, seed: int) -> list:
    """Views of a whole bot game of ``edition`` at its largest table."""
    players = get_edition(edition).max_players
    setup = GameSetup.create(edition, players, seed, timed_nights=True)
    views = []

    def keep(game, seat, _input) -> None:
        seats = {s for s in range(0, game.players, STRIDE)}
        if seat is not HOST and seat is not None:
            seats.add(seat)
        views.extend(game.player_view(s) for s in sorted(seats))

    game = play_game(setup, "heuristic", on_input=keep)
    views += [game.player_view(s) for s in range(game.players)]  # the end
    step = max(1, len(views) // MAX_VIEWS)
    return views[::step]


def measure(edition: str, seed: int) -> dict:
    views = sample_views(edition, seed)
    for view in views:  # build the lazy notes first, as the fan-out has when it renders
        list(view.notes), list(view.board.notes)
    times, sizes = [], []
    for index, view in enumerate(views):
        language = ("fr", "en")[index % 2]
        for _ in range(REPEATS):
            start = time.perf_counter()
            screen = phone_screen(view, language)
            times.append(time.perf_counter() - start)
        sizes.append(len(msgspec.json.encode(screen)))
    times.sort()
    return {
        "edition": edition,
        "players": get_edition(edition).max_players,
        "views": len(views),
        "median_ms": statistics.median(times) * 1000,
        "p90_ms": times[int(len(times) * 0.9)] * 1000,
        "max_ms": times[-1] * 1000,
        "median_bytes": int(statistics.median(sizes)),
        "max_bytes": max(sizes),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--editions", nargs="*", default=sorted(EDITIONS))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(
        f"{'edition':<14}{'seats':>6}{'views':>7}{'median ms':>11}{'p90 ms':>9}"
        f"{'max ms':>9}{'median B':>10}{'max B':>8}"
    )
    for edition in args.editions:
        row = measure(edition, args.seed)
        print(
            f"{row['edition']:<14}{row['players']:>6}{row['views']:>7}"
            f"{row['median_ms']:>11.2f}{row['p90_ms']:>9.2f}{row['max_ms']:>9.2f}"
            f"{row['median_bytes']:>10}{row['max_bytes']:>8}"
        )


if __name__ == "__main__":
    main()
