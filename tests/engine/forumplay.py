"""Helpers of the ``forum`` rule tests: fixed deals, the Mayor's election, nights in steps.

Nothing here decides a rule: the helpers only submit inputs through ``Game.submit`` and read
the event log (see ``helpers.py`` for the jinrou ones, reused where they fit).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from lgdesktop.engine import HOST, Game, GameSetup, NightChoice, Timeout, Vote
from lgdesktop.engine.events import Told
from lgdesktop.engine.model import Pick

from .helpers import first_fit

#: Short names for forum deals written by hand (one letter per seat).
SHORT = {
    "W": "werewolf",
    "V": "villager",
    "S": "seer",
    "A": "savior",
    "T": "thief",
    "C": "cupid",
    "G": "little_girl",
    "I": "witch",
    "H": "hunter",
    "E": "scapegoat",
}


def forum_game(
    deal: str,
    *,
    mayor: int | None = None,
    seed: int = 0,
    settings: Mapping[str, str] | None = None,
) -> Game:
    """A forum game on a fixed deal (one letter per seat, :data:`SHORT`); when ``mayor``
    is given, he alone stands and takes the title unopposed, so the game is at night 1."""
    roles = [SHORT[letter] for letter in deal]
    game = Game(
        GameSetup.create("forum", len(roles), seed, settings=dict(settings or {}), deal=roles)
    )
    if mayor is not None:
        for seat in range(game.players):
            game.submit(seat, Vote(option="stand" if seat == mayor else "decline"))
        assert game.phase == "night" and game.number == 1, game.phase
    return game


def night(game: Game, steps: Mapping[str, Mapping[int, Pick | int]] | None = None) -> None:
    """Play the current night: in each step, the given picks (step id -> seat -> pick, an
    int for a one-seat pick), a decoy for every other seat asked one, then the clock
    closes the step if it is still open (the missing real choices take their fallback)."""
    number = game.number
    steps = steps or {}
    while game.phase == "night" and game.number == number:
        for seat, pick in steps.get(game.step.id, {}).items():
            game.submit(seat, NightChoice(pick) if isinstance(pick, int) else pick)
        finish_step(game)


def finish_step(game: Game) -> None:
    """Close the current night step: a decoy for every seat still asked one, then the
    clock if the step is still open."""
    step, number = game.step.id, game.number

    def open_() -> bool:
        return game.phase == "night" and game.number == number and game.step.id == step

    for seat in game.awaited():
        if not open_():
            return
        specs = game.legal_inputs(seat)
        if specs and specs[0].action == "decoy":
            game.submit(seat, first_fit(specs))
    if open_():
        game.submit(HOST, Timeout())


def night_until(game: Game, step: str, steps: Mapping[str, Mapping[int, Pick | int]]) -> None:
    """Play the current night up to ``step``, which is left open with nobody answered."""
    number = game.number
    while game.step.id != step:
        for seat, pick in steps.get(game.step.id, {}).items():
            game.submit(seat, NightChoice(pick) if isinstance(pick, int) else pick)
        finish_step(game)
        assert game.number == number and game.phase == "night"


def day_vote(
    game: Game,
    ballots: Mapping[int, int | str],
    *,
    absent: Iterable[int] = (),
) -> None:
    """End the discussion if it runs, cast ``ballots`` (voter -> target, or "abstain"),
    then close the vote with the clock (listing ``absent``) if it is still open."""
    if game.phase == "day":
        game.submit(HOST, Timeout())
    assert game.phase == "vote", game.phase
    for voter, target in ballots.items():
        game.submit(voter, Vote(option=target) if isinstance(target, str) else Vote(target))
    if game.phase == "vote":
        game.submit(HOST, Timeout(absent=tuple(absent)))


def told(game: Game, seat: int, what: str) -> list[tuple[int, ...]]:
    """The ``seats`` of every ``Told`` of kind ``what`` to ``seat``, in order."""
    return [
        event.seats
        for event in game.log
        if isinstance(event, Told) and event.seat == seat and event.what == what
    ]
