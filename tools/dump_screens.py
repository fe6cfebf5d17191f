"""Dump what the screens say: every text the laptops and the TV show over fixed-seed bot games.

A refactor of the view-models must keep what they render. This plays a fixed set of bot
games of every edition (the behaviour record's specs: every edition at its smallest and
largest table with both bots, every preset, every small setting), feeds each seat's
:class:`~lgdesktop.app.models.player.PlayerModel` and one
:class:`~lgdesktop.app.models.board.BoardModel` every view the game gives (before each
accepted input and at the end; the TV's interludes each shown in turn), and writes each
field and row that changed, in French and in English, one line each::

    uv run python tools/dump_screens.py OUT.txt [--limit N]

Compare two dumps with ``diff``: identical files mean identical screens.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

sys.path.insert(0, str(Path(__file__).resolve().parent))

from record_behaviour import SEEDS, game_specs, setup_of

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.shell.runtime import application
from lgdesktop.app.texts.i18n import language
from lgdesktop.bots import make_bot
from lgdesktop.engine import HOST, Game, Timeout, catalogue

#: The seed of the table-size games dumped (the presets and settings keep theirs).
SEED = SEEDS[0]
#: The bots of the quick dump's games.
QUICK_BOTS = "heuristic"
#: The languages dumped, in order.
LANGUAGES = ("fr", "en")
#: The row models of each view-model that are dumped (attribute names).
PLAYER_ROWS = (
    "target_rows", "seat_rows", "proxy_rows", "known_rows", "seen_rows", "card_rows",
    "option_rows", "grid_rows", "channel_rows", "reveal_rows", "recap_rows",
)  # fmt: skip
BOARD_ROWS = ("player_rows", "tally_rows", "reveal_rows", "recap_rows", "dead_card_rows")
#: Fields whose value is a clock reading, not a text of the game.
CLOCK_FIELDS = frozenset({"timerText", "remaining", "progress", "titleLine"})


def specs(quick: bool = False) -> list[dict]:
    """The dumped games: the behaviour record's games of every edition, first seed only;
    ``quick``: only each edition's smallest and largest table and each preset at its
    largest, with the heuristic bots."""
    found = []
    for edition in catalogue.editions():
        sizes = (edition.min_players, edition.max_players)
        for spec in game_specs(edition.id):
            if quick and (spec["bots"] != QUICK_BOTS or "settings" in spec):
                continue
            if quick and "preset" not in spec and spec["players"] not in sizes:
                continue
            if quick and "preset" in spec and spec["players"] < largest(spec):
                continue
            if spec["seed"] == SEED or "preset" in spec or "settings" in spec:
                found.append(spec)
    return found


def largest(spec: dict) -> int:
    """The largest table of the preset of ``spec``."""
    (preset,) = (p for p in catalogue.presets(spec["edition"]) if p.id == spec["preset"])
    return preset.max_players


class Dumper:
    """Writes the fields and rows of one model that changed since its last dump."""

    def __init__(self, out, label: str, model, rows: tuple[str, ...]):
        self.out, self.label, self.model, self.rows = out, label, model, rows
        self.last: dict[str, str] = {}

    def dump(self) -> None:
        values = {
            key: repr(value) for key, value in self.model.state.items() if key not in CLOCK_FIELDS
        }
        for name in self.rows:
            values[name] = repr(getattr(self.model, name).rows)
        for key, value in values.items():
            if self.last.get(key) != value:
                self.out.write(f"{self.label} {key}={value}\n")
        self.last = values


def dump_game(out, spec: dict, lang: str) -> None:
    """Play the game of ``spec`` with its bots and dump every screen in ``lang``."""
    language().choose(lang)
    setup = setup_of(spec)
    game = Game(setup)
    tag = f"{lang} {spec['edition']}/{spec['players']}/{spec['seed']}/{spec['bots']}"
    tag += f"/{spec.get('preset', '')}/{spec.get('settings', '')}"
    players = [PlayerModel() for _ in range(game.players)]
    board = BoardModel()
    dumpers = [Dumper(out, f"{tag} seat{seat}", m, PLAYER_ROWS) for seat, m in enumerate(players)]
    board_dumper = Dumper(out, f"{tag} tv", board, BOARD_ROWS)
    seen = -1

    def show() -> None:
        nonlocal seen
        if len(game.log) == seen:
            return
        seen = len(game.log)
        out.write(f"{tag} @ {seen}\n")
        for seat, model in enumerate(players):
            model.update_view(game.player_view(seat))
            dumpers[seat].dump()
        board.update_view(game.public_view())
        board_dumper.dump()
        while board.interludes:
            board.next_interlude()
            board_dumper.dump()

    bots = [make_bot(spec["bots"], setup.seed * 64 + seat) for seat in range(game.players)]
    while not game.ended:
        choices = 0
        for seat in game.awaited():
            choice = bots[seat].decide(game.player_view(seat))
            if choice is not None:
                show()
                game.submit(seat, choice)
                choices += 1
                if game.ended:
                    break
        if not choices and not game.ended:
            show()
            game.submit(HOST, Timeout())
    show()
    for model in (*players, board):  # a finished game's models follow no more languages
        language().changed.disconnect(model.refresh)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--limit", type=int, default=0, help="dump only the first N games")
    parser.add_argument("--quick", action="store_true", help="a few games of each edition")
    args = parser.parse_args()
    application()
    chosen = specs(args.quick)
    if args.limit:
        chosen = chosen[: args.limit]
    with args.out.open("w", encoding="utf-8") as out:
        for spec in chosen:
            for lang in LANGUAGES:
                dump_game(out, spec, lang)
    print(f"{len(chosen)} games dumped to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
