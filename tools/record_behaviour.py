"""Record what the engine does today, in every edition, so a reshaped engine can prove it
does the same (issue 23, "behaviour kept"); ``tests/engine/test_behaviour_kept.py`` checks it.

    uv run python tools/record_behaviour.py

rewrites ``tests/engine/data/behaviour.json.gz`` from the engine of this tree. Run it only
when a change of behaviour is intended, and say in the commit why the record changed.

Two parts:

- ``games``: a fixed set of bot games per edition (:func:`game_specs`): the edition's
  smallest and largest tables and two sizes between, both bot kinds, three seeds each;
  every preset of the edition at its smallest and largest table; every non-default value
  of every setting with a short list of choices, at a middle size. For each game: its spec,
  the sha256 of its inputs and of its whole event log (:func:`input_digest`,
  :func:`log_digest`), the event count, a short digest (8 hex digits) of every event, so a
  mismatch names the first event that differs, and the winning labels;
- ``simulate``: the ``--json`` report of ``lgdesktop simulate`` for fixed seeds
  (:data:`SIMULATIONS`), both bot kinds, minus its timing (``games_per_second``).

An event is serialized as ``tests/engine/corpus.py`` does (type, visibility, every other
field), then as JSON with sorted keys and no spaces: two engines agree on a game iff they
give the same digests.
"""

from __future__ import annotations

import contextlib
import gzip
import hashlib
import io
import json
import sys
from collections.abc import Iterator
from pathlib import Path

from lgdesktop.bots import STRATEGIES
from lgdesktop.cli import build_parser
from lgdesktop.cli import simulate as simulate_command
from lgdesktop.engine import Game, GameSetup, catalogue
from lgdesktop.simulation import play_game

ROOT = Path(__file__).resolve().parent.parent
# The corpus's event and input encoders, imported as pytest imports them (``tests`` is not
# a package; ``tests/engine`` is the package ``engine``).
sys.path.insert(0, str(ROOT / "tests"))
from engine.corpus import encode_event, encode_input  # noqa: E402

PATH = ROOT / "tests" / "engine" / "data" / "behaviour.json.gz"
#: The editions recorded: all but the test-only ``trial``.
EDITIONS = tuple(info.id for info in catalogue.editions() if info.id != "trial")
#: Seeds of the games at each table size and bot kind.
SEEDS = (1, 2, 3)
#: A setting with more choices than this (a count from 0 to 32) is not swept value by value.
MAX_SWEPT_CHOICES = 3
#: ``lgdesktop simulate --json`` runs recorded: (edition, players, games, seed); each with
#: every bot kind. Small batches, so that the test stays fast.
SIMULATIONS = (
    ("jinrou", 9, 40, 5),
    ("jinrou", 15, 20, 6),
    ("one_night", 5, 40, 5),
    ("one_night", 10, 20, 6),
    ("thiercelieux", 8, 30, 5),
    ("thiercelieux", 16, 10, 6),
    ("forum", 8, 30, 5),
    ("forum", 16, 10, 6),
    ("anniversary", 8, 20, 5),
    ("anniversary", 16, 10, 6),
)
#: The report's fields that measure time, not behaviour.
TIMING_FIELDS = ("games_per_second",)


def _sha256(value: object) -> str:
    return hashlib.sha256(_stable(value).encode()).hexdigest()


def _stable(value: object) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def event_digest(event: object) -> str:
    """Short digest (8 hex digits) of one event, every field and its visibility."""
    return _sha256(encode_event(event))[:8]


def log_digest(game: Game) -> str:
    """sha256 of the game's whole event log, serialized as ``corpus.encode_event`` does."""
    return _sha256([encode_event(event) for event in game.log])


def input_digest(game: Game) -> str:
    """sha256 of every input the game accepted, in order, with its seat."""
    return _sha256([encode_input(seat, inp) for seat, inp in game.inputs])


def _sizes(info: catalogue.EditionInfo) -> tuple[int, ...]:
    low, high = info.min_players, info.max_players
    return tuple(sorted({low, low + (high - low) // 3, low + 2 * (high - low) // 3, high}))


def game_specs(edition: str) -> Iterator[dict]:
    """The games recorded for ``edition``: plain dicts, the setup of one game each."""
    info = catalogue.edition_info(edition)
    for players in _sizes(info):
        for bots in STRATEGIES:
            for seed in SEEDS:
                yield {"edition": edition, "players": players, "seed": seed, "bots": bots}
    for preset in catalogue.presets(edition):
        for players in sorted({preset.min_players, preset.max_players}):
            for bots in STRATEGIES:
                yield {
                    "edition": edition,
                    "players": players,
                    "seed": SEEDS[0],
                    "bots": bots,
                    "preset": preset.id,
                }
    middle = (info.min_players + info.max_players) // 2
    index = 0
    for spec in info.settings:
        if not spec.choices or len(spec.choices) > MAX_SWEPT_CHOICES:
            continue
        for value in spec.choices[1:]:
            yield {
                "edition": edition,
                "players": middle,
                "seed": SEEDS[index % len(SEEDS)],
                "bots": STRATEGIES[index % len(STRATEGIES)],
                "settings": {spec.name: value},
            }
            index += 1


def setup_of(spec: dict) -> GameSetup:
    """The :class:`GameSetup` a game spec of :func:`game_specs` stands for."""
    preset = spec.get("preset")
    composition = (
        None if preset is None else catalogue.preset_setup(spec["edition"], preset, spec["players"])
    )
    return GameSetup.create(
        spec["edition"],
        spec["players"],
        spec["seed"],
        settings=spec.get("settings", {}),
        composition=composition,
    )


def play(spec: dict) -> Game:
    """Play the game of ``spec`` to its end with its bots."""
    return play_game(setup_of(spec), spec["bots"])


def record_game(spec: dict) -> dict:
    """What is kept of one game: its spec, digests, event count and winners."""
    game = play(spec)
    return {
        "spec": spec,
        "inputs": input_digest(game),
        "log": log_digest(game),
        "events": len(game.log),
        "event_digests": [event_digest(event) for event in game.log],
        "winners": list(game.result.labels),
    }


def simulate_report(edition: str, players: int, games: int, seed: int, bots: str) -> dict:
    """The ``lgdesktop simulate ... --json`` report, run in this process on one core,
    without its timing fields."""
    args = build_parser().parse_args(
        [
            "simulate",
            "--edition",
            edition,
            "--players",
            str(players),
            "--games",
            str(games),
            "--seed",
            str(seed),
            "--bots",
            bots,
            "--jobs",
            "1",
            "--json",
        ]
    )
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        simulate_command.run(args)
    report = json.loads(out.getvalue())
    for name in TIMING_FIELDS:
        del report[name]
    return report


def simulation_runs() -> Iterator[tuple[str, int, int, int, str]]:
    """Every recorded simulate run: (edition, players, games, seed, bots)."""
    for edition, players, games, seed in SIMULATIONS:
        for bots in STRATEGIES:
            yield edition, players, games, seed, bots


def record() -> dict:
    return {
        "games": {
            edition: [record_game(spec) for spec in game_specs(edition)] for edition in EDITIONS
        },
        "simulate": [
            {"run": list(run), "report": simulate_report(*run)} for run in simulation_runs()
        ],
    }


def load() -> dict:
    """The record as written by :func:`main`."""
    with gzip.open(PATH, "rt", encoding="utf-8") as text:
        return json.load(text)


def main() -> None:
    data = record()
    PATH.parent.mkdir(exist_ok=True)
    # mtime=0: the same behaviour gives the same bytes.
    with open(PATH, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as out:
        # Keys in the order written: the order of a report's sides is behaviour too.
        out.write((json.dumps(data, indent=1) + "\n").encode())
    games = sum(len(games) for games in data["games"].values())
    print(f"{games} games and {len(data['simulate'])} simulate runs written to {PATH}")


if __name__ == "__main__":
    main()
