"""Random ``forum`` games for the playthrough and secrecy tests.

``random_setup(index)`` draws a table (6-12 seats, kept small so that thousands of games
stay fast), every setting among its values, and a composition of the forum roles (at most
one of each special, 1 to a third of the table wolves), as a composition or a fixed deal.
``play(setup, driver, on_state)`` plays it to the end with one of three drivers:

- ``random``: any legal input of any seat, of any shape (seats, options, any number of
  voters), proxies, explicit abstentions, revised picks, and the host's Timeout at random
  moments, votes closed with random absent seats;
- ``heuristic`` / ``bots``: ``lgdesktop.simulation.play_game`` with those bots.

``on_state(game, seat, inp)`` is called before every submission and ``on_state(game, None,
None)`` once at the end.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from lgdesktop.engine import HOST, INPUT_TYPES, Game, GameSetup, InputSpec, Timeout, get_edition
from lgdesktop.simulation import play_game

FORUM = get_edition("forum")
SETTING_VALUES = {spec.name: spec.choices for spec in FORUM.settings if spec.choices}
SPECIALS = ("seer", "witch", "hunter", "savior", "cupid", "little_girl", "scapegoat", "thief")
DRIVERS = ("random", "heuristic", "bots")
#: No game may need more inputs than this (a dozen seats, at most a dozen nights of
#: nine steps each, every seat answering every step, plus the days).
MAX_INPUTS = 6000

OnState = Callable[[Game, "int | None", object], None]


def random_setup(index: int) -> GameSetup:
    """A reproducible random forum setup."""
    rng = random.Random(f"forum-setup-{index}")
    players = 6 + index % 7
    settings = {name: rng.choice(values) for name, values in SETTING_VALUES.items()}
    settings["discussion_seconds"] = rng.choice(["300", "none", "60"])
    composition = {"werewolf": rng.randint(1, max(1, players // 3))}
    for role in SPECIALS:
        if sum(composition.values()) < players and rng.random() < 0.55:
            composition[role] = 1
    composition["villager"] = players - sum(composition.values())
    if rng.random() < 0.4:
        deal = [role for role, count in sorted(composition.items()) for _ in range(count)]
        rng.shuffle(deal)
        return GameSetup.create("forum", players, index, settings=settings, deal=deal)
    return GameSetup.create("forum", players, index, settings=settings, composition=composition)


def random_input(spec: InputSpec, rng: random.Random):
    """Any input that fits ``spec``."""
    if spec.shape is None:
        return INPUT_TYPES[spec.kind](rng.choice(spec.targets))
    count = rng.randint(0, spec.count) if spec.shape.at_most else spec.count
    seats = tuple(rng.sample(spec.targets, count))
    option = rng.choice(spec.options) if spec.options else ""
    return INPUT_TYPES[spec.kind](seats=seats, option=option)


def _random_move(game: Game, rng: random.Random) -> tuple[int | None, object]:
    moves: list[tuple[int, object]] = []
    extras: list[tuple[int, object]] = []
    for seat in range(game.players):
        for spec in game.legal_inputs(seat):
            if not spec.feasible() or (spec.shape is None and not spec.targets):
                continue
            inp = random_input(spec, rng)
            if spec.current is not None and inp.target == spec.current:
                continue
            if spec.kind == "proxy_vote" or spec.current is not None:
                extras.append((seat, inp))
            else:
                moves.append((seat, inp))
    if game.phase == "vote" and rng.random() < 0.15:
        living = game.living()
        return HOST, Timeout(absent=tuple(sorted(rng.sample(living, rng.randint(0, len(living))))))
    if extras and rng.random() < 0.12:
        return rng.choice(extras)
    if not moves or rng.random() < (0.45 if game.phase == "day" else 0.03):
        return HOST, Timeout()
    return rng.choice(moves)


def play(setup: GameSetup, driver: str, on_state: OnState) -> Game:
    """Play ``setup`` to the end with ``driver``; ``on_state`` sees every state."""
    if driver in ("heuristic", "bots"):
        count = 0

        def hook(game: Game, seat: int | None, inp: object) -> None:
            nonlocal count
            count += 1
            assert count <= MAX_INPUTS, "the game does not end"
            on_state(game, seat, inp)

        game = play_game(setup, "heuristic" if driver == "heuristic" else "random", on_input=hook)
        on_state(game, None, None)
        return game
    rng = random.Random(f"forum-driver-{setup.seed}")
    game = Game(setup)
    for _ in range(MAX_INPUTS):
        if game.ended:
            break
        seat, inp = _random_move(game, rng)
        on_state(game, seat, inp)
        game.submit(seat, inp)
    assert game.ended, "the game does not end"
    on_state(game, None, None)
    return game
