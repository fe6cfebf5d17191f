"""The recorded ``jinrou`` corpus: games played before a refactoring, replayed after it.

Each line of ``data/jinrou_corpus.jsonl.gz`` is one game: its setup, every accepted input
in order, and the resulting event log, all as plain JSON. The corpus was recorded on the
engine of commit ``9f7384d`` (before issue 10's foundation work) with::

    uv run python -m tests.engine.corpus

and ``test_corpus.py`` replays every game on today's engine and compares the logs.
Games: sizes 4-20, random settings, random compositions or fixed deals, timed nights or
not, played by the four drivers of ``randomplay`` (random inputs, stubborn players who let
the clock decide, the heuristic bots, the random bots).

Encoding (kept deliberately dumb, so that it does not depend on the engine's classes):

- setup: ``{"edition", "players" (count), "seed", "settings", "composition" | "deal",
  "timed_nights"}``;
- input: ``[seat, kind, fields]`` with ``seat`` null for the host and ``fields`` the
  input's dataclass fields (``{"target": 3}``, ``{"absent": [1, 4]}``);
- event: ``[type, visibility, fields]`` with visibility ``"public"``, ``"secret"`` or the
  sorted list of seats, and ``fields`` every dataclass field but ``visibility``, tuples
  as lists.
"""

from __future__ import annotations

import dataclasses
import gzip
import json
from pathlib import Path

from lgdesktop.engine import Game, GameSetup

from .randomplay import DRIVERS, play, random_setup

PATH = Path(__file__).with_name("data") / "jinrou_corpus.jsonl.gz"
#: Games recorded: 30 per table size (the issue asks for at least 300).
GAMES = 510
#: Index offset into ``randomplay.random_setup`` so the corpus does not repeat the games
#: the other tests already play.
FIRST_INDEX = 10_000


def _plain(value: object) -> object:
    if isinstance(value, tuple | list):
        return [_plain(item) for item in value]
    return value


def encode_event(event: object) -> list:
    visibility = event.visibility
    if visibility.public:
        shown: object = "public"
    elif visibility.seats:
        shown = sorted(visibility.seats)
    else:
        shown = "secret"
    fields = {
        field.name: _plain(getattr(event, field.name))
        for field in dataclasses.fields(event)
        if field.name != "visibility"
    }
    return [event.type, shown, fields]


def encode_input(seat: int | None, inp: object) -> list:
    fields = {field.name: _plain(getattr(inp, field.name)) for field in dataclasses.fields(inp)}
    return [seat, inp.kind, fields]


def encode_setup(setup: GameSetup) -> dict:
    return {
        "edition": setup.edition,
        "players": len(setup.players),
        "seed": setup.seed,
        "settings": dict(setup.settings),
        "composition": None if setup.composition is None else dict(setup.composition),
        "deal": None if setup.deal is None else list(setup.deal),
        "timed_nights": setup.timed_nights,
    }


def decode_setup(data: dict) -> GameSetup:
    return GameSetup.create(
        data["edition"],
        data["players"],
        data["seed"],
        settings=data["settings"],
        composition=data["composition"],
        deal=data["deal"],
        timed_nights=data["timed_nights"],
    )


def record_game(index: int) -> dict:
    setup = random_setup(index)
    driver = DRIVERS[index % len(DRIVERS)]
    game: Game = play(setup, driver, lambda game, seat, inp: None)
    return {
        "index": index,
        "driver": driver,
        "setup": encode_setup(setup),
        "inputs": [encode_input(seat, inp) for seat, inp in game.inputs],
        "log": [encode_event(event) for event in game.log],
    }


def load() -> list[dict]:
    with gzip.open(PATH, "rt", encoding="utf-8") as lines:
        return [json.loads(line) for line in lines]


def main() -> None:
    PATH.parent.mkdir(exist_ok=True)
    # mtime=0: the same games give the same bytes.
    with open(PATH, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as out:
        for index in range(FIRST_INDEX, FIRST_INDEX + GAMES):
            line = json.dumps(record_game(index), separators=(",", ":")) + "\n"
            out.write(line.encode())
    print(f"{GAMES} games written to {PATH}")


if __name__ == "__main__":
    main()
