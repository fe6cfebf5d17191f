"""Random jinrou games for the playthrough, secrecy and determinism tests.

``random_setup(index)`` draws a table size (4-20), every setting among its values, and a
valid composition of the twelve roles (lovers as a pair), either as a composition or as a
fixed deal. ``play(setup, driver, on_state)`` plays it to the end with one of four drivers:

- ``random``: any legal input of any seat, proxy votes, wolves revising their pick, and the
  host's Timeout at random moments (closing nights with missing choices, votes with absent
  seats, a Hunter's shot);
- ``stubborn``: like ``random`` but players often do nothing, so the clock decides more;
- ``heuristic`` / ``bots``: ``lgdesktop.simulation.play_game`` with the heuristic or the
  random bots.

``on_state(game, seat, inp)`` is called before every submission and ``on_state(game, None,
None)`` once at the end, so that a test checks the state left by every input. Every
submitted input is checked to be among ``legal_inputs`` before it is sent.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from lgdesktop.engine import (
    HOST,
    INPUT_TYPES,
    Game,
    GameSetup,
    Timeout,
    get_edition,
)
from lgdesktop.simulation import play_game

JINROU = get_edition("jinrou")
#: Every choice setting and its values (``discussion_seconds`` is drawn apart).
SETTING_VALUES = {spec.name: spec.choices for spec in JINROU.settings if spec.choices}
DRIVERS = ("random", "stubborn", "heuristic", "bots")
#: No game may need more inputs than this (a game has at most ~20 days, each bounded).
MAX_INPUTS = 4000
#: Roles other than werewolf, villager and lover, drawn 0, 1 or (rarely) 2 times.
EXTRA_ROLES = (
    "seer",
    "bodyguard",
    "medium",
    "madman",
    "fox",
    "psychopath",
    "baker",
    "nekomata",
    "hunter",
)

OnState = Callable[[Game, "int | None", object], None]


def random_settings(rng: random.Random) -> dict[str, str]:
    settings = {name: rng.choice(values) for name, values in SETTING_VALUES.items()}
    settings["discussion_seconds"] = rng.choice(["180", "none", str(rng.randint(1, 3600))])
    return settings


def random_composition(
    rng: random.Random, players: int, settings: dict[str, str]
) -> dict[str, int] | None:
    counts: Counter = Counter()
    counts["werewolf"] = rng.randint(1, max(1, (players - 1) // 2))
    free = players - counts["werewolf"]
    if free >= 2 and rng.random() < 0.35:
        counts["lover"] = 2
        free -= 2
    extras = list(EXTRA_ROLES)
    rng.shuffle(extras)
    for role in extras:
        count = min(free, rng.choices((0, 1, 2), weights=(4, 5, 1))[0])
        if count:
            counts[role] = count
            free -= count
    counts["villager"] = free
    humans = sum(
        count
        for role, count in counts.items()
        if role != "werewolf" and (role != "fox" or settings["fox_counts"] == "yes")
    )
    while counts["werewolf"] > 1 and counts["werewolf"] >= humans:
        counts["werewolf"] -= 1
        counts["villager"] += 1
        humans += 1
    if counts["werewolf"] >= humans:
        return None
    return +counts


def random_setup(index: int) -> GameSetup:
    """A reproducible random setup; sizes cycle over 4-20 with the index."""
    rng = random.Random(f"jinrou-setup-{index}")
    players = 4 + index % 17
    settings = random_settings(rng)
    fixed_deal = rng.random() < 0.4
    if fixed_deal:
        settings["missing_role"] = "off"
    timed = rng.random() < 0.3
    for _ in range(200):
        composition = random_composition(rng, players, settings)
        if composition is None:
            continue
        if fixed_deal:
            deal = [role for role, count in sorted(composition.items()) for _ in range(count)]
            rng.shuffle(deal)
            setup = GameSetup.create(
                "jinrou", players, index, settings=settings, deal=deal, timed_nights=timed
            )
        else:
            setup = GameSetup.create(
                "jinrou",
                players,
                index,
                settings=settings,
                composition=composition,
                timed_nights=timed,
            )
        Game(setup)  # raises SetupError if the generator drew an unplayable setup
        return setup
    raise AssertionError(f"no valid composition drawn for {players} players")


def check_legal(game: Game, seat: int | None, inp: object) -> None:
    """Fail unless ``inp`` is among what ``legal_inputs(seat)`` offers right now."""
    specs = game.legal_inputs(seat)
    if seat is HOST:
        assert isinstance(inp, Timeout) and [s.kind for s in specs] == ["timeout"], specs
        return
    matching = [spec for spec in specs if spec.kind == inp.kind]
    assert len(matching) == 1, (seat, inp, specs)
    (spec,) = matching
    assert inp.target in spec.targets and inp.target != spec.current, (seat, inp, spec)


def _random_move(game: Game, rng: random.Random, idle: float) -> tuple[int | None, object]:
    """One random legal input (or the host's Timeout)."""
    phase = game.phase
    moves: list[tuple[int, object]] = []
    extras: list[tuple[int, object]] = []
    for seat in range(game.players):
        for spec in game.legal_inputs(seat):
            targets = [t for t in spec.targets if t != spec.current]
            if not targets:
                continue
            inp = INPUT_TYPES[spec.kind](rng.choice(targets))
            if spec.kind == "proxy_vote" or spec.current is not None:
                extras.append((seat, inp))  # proxies and revisions: now and then
            else:
                moves.append((seat, inp))
    if phase == "vote" and rng.random() < 0.15 * (1 + idle):
        living = game.living()
        absent = tuple(sorted(rng.sample(living, rng.randint(0, len(living)))))
        return HOST, Timeout(absent=absent)
    if extras and rng.random() < 0.12:
        return rng.choice(extras)
    if not moves or rng.random() < (0.45 if phase == "day" else 0.03 + idle / 6):
        return HOST, Timeout()
    if idle and rng.random() < idle:
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
            check_legal(game, seat, inp)

        game = play_game(setup, "heuristic" if driver == "heuristic" else "random", on_input=hook)
        on_state(game, None, None)
        return game
    rng = random.Random(f"driver-{setup.seed}-{driver}")
    idle = 0.25 if driver == "stubborn" else 0.0
    game = Game(setup)
    for _ in range(MAX_INPUTS):
        if game.ended:
            break
        seat, inp = _random_move(game, rng, idle)
        on_state(game, seat, inp)
        check_legal(game, seat, inp)
        game.submit(seat, inp)
    assert game.ended, "the game does not end"
    on_state(game, None, None)
    return game
