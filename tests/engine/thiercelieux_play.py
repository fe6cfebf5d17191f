"""Helpers to drive ``thiercelieux`` games on fixed deals, step by step.

Nothing here decides a rule: the helpers submit inputs through ``Game.submit`` and read the
event log; a seat given no input answers its decoy (or keeps its power with ``pass``),
and a step left open (a pack that does not agree, a power unused) is closed by the host's
clock.
"""

from __future__ import annotations

from collections.abc import Mapping

from lgdesktop.engine import HOST, Game, GameSetup, NightChoice, Timeout, Vote
from lgdesktop.engine.events import Event

from .helpers import first_fit

EDITION = "thiercelieux"
#: Short names for deals written by hand (one letter per card).
SHORT = {
    "W": "werewolf",
    "V": "villager",
    "S": "seer",
    "H": "witch",  # H for the hag: the Witch
    "U": "hunter",
    "C": "cupid",
    "G": "little_girl",
    "T": "thief",
}


def deal_of(spec: str) -> list[str]:
    """``"WWSV"`` -> the role ids; with a Thief the last two cards are the center's."""
    return [SHORT[letter] for letter in spec]


def new_game(spec: str, *, seed: int = 0, **settings: str) -> Game:
    """A game on the fixed deal ``spec`` (players' cards, then the center's)."""
    deal = deal_of(spec)
    players = len(deal) - (2 if "thief" in deal else 0)
    return Game(GameSetup.create(EDITION, players, seed, deal=deal, settings=settings))


def decoy(game: Game, seat: int) -> NightChoice:
    """What a seat answers when the test gives it nothing: a decoy or a dream of the
    first target, or ``pass`` for a power that can pass."""
    specs = game.legal_inputs(seat)
    if specs and specs[0].action in ("decoy", "dream"):
        return first_fit(specs)
    for spec in specs:
        if "pass" in spec.options:
            return NightChoice(option="pass")
    raise LookupError(f"seat {seat} must act in step {game.step.id}: {specs}")


def step(game: Game, picks: Mapping[int, NightChoice] | None = None) -> str:
    """Play the current night step: ``picks`` first, every other awaited seat its
    decoy (a seat that must act is left to the clock); returns the step's id."""
    assert game.phase == "night", game.phase
    current, number = game.step.id, game.number
    picks = dict(picks or {})
    for seat, pick in picks.items():
        game.submit(seat, pick)
    for seat in game.awaited():
        if game.step.id != current or game.number != number or game.phase != "night":
            break
        if seat in picks:
            continue
        try:
            game.submit(seat, decoy(game, seat))
        except LookupError:
            continue
    if game.phase == "night" and game.step.id == current and game.number == number:
        game.submit(HOST, Timeout())
    return current


def night(game: Game, picks: Mapping[str, Mapping[int, NightChoice]] | None = None) -> list[str]:
    """Play a whole night: ``picks`` by step id; returns the steps played."""
    number, played = game.number, []
    while game.phase == "night" and game.number == number and not game.ended:
        played.append(step(game, (picks or {}).get(game.step.id)))
    return played


def vote(game: Game, ballots: Mapping[int, int]) -> None:
    """Cast ``ballots`` (voter -> target) in the open vote or election; the clock closes
    it if somebody did not vote."""
    assert game.phase in ("vote", "election"), game.phase
    round_ = game.vote.round
    for voter, target in ballots.items():
        game.submit(voter, Vote(target))
    if game.phase in ("vote", "election") and game.vote is not None and game.vote.round == round_:
        game.submit(HOST, Timeout())


def elect(game: Game, captain: int) -> None:
    """Everybody alive elects ``captain``."""
    vote(game, {seat: captain for seat in game.living()})


def to_vote(game: Game) -> None:
    """End the day's discussion."""
    assert game.phase == "day", game.phase
    game.submit(HOST, Timeout())


def events(game: Game, kind: type[Event]) -> list:
    return [event for event in game.log if isinstance(event, kind)]
