"""Helpers shared by the engine's rule tests: build fixed deals and drive a game explicitly.

Nothing here decides a rule: the helpers only submit inputs through ``Game.submit`` and read
the event log, so every assertion in the tests is about the engine's real behaviour.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from lgdesktop.engine import HOST, Game, GameSetup, NightChoice, Timeout, Vote
from lgdesktop.engine.events import (
    Attacked,
    DeathCause,
    Died,
    Event,
    GameEnded,
    MorningNews,
    PhaseStarted,
    Probed,
    RoleShown,
    ShotFired,
    VoteTally,
)

EDITION = "jinrou"
#: A deal of every jinrou role at one 14-seat table (two wolves and two lovers), in seat
#: order: the table secrecy and traffic tests play.
EVERY_ROLE_DEAL = (
    "werewolf",
    "werewolf",
    "seer",
    "bodyguard",
    "medium",
    "madman",
    "fox",
    "psychopath",
    "baker",
    "lover",
    "lover",
    "nekomata",
    "hunter",
    "villager",
)

#: Short names for deals written by hand (one letter per seat keeps scenarios readable).
SHORT = {
    "W": "werewolf",
    "V": "villager",
    "S": "seer",
    "B": "bodyguard",
    "M": "medium",
    "X": "madman",
    "F": "fox",
    "P": "psychopath",
    "K": "baker",
    "L": "lover",
    "N": "nekomata",
    "H": "hunter",
}


def deal_of(spec: str | Iterable[str]) -> list[str]:
    """``"WSVV"`` -> ``["werewolf", "seer", "villager", "villager"]``; lists pass through."""
    if isinstance(spec, str):
        return [SHORT[letter] for letter in spec]
    return list(spec)


def new_game(
    deal: str | Iterable[str],
    *,
    seed: int = 0,
    settings: Mapping[str, str] | None = None,
    timed_nights: bool = False,
) -> Game:
    """A jinrou game on a fixed deal (seat i gets ``deal[i]``)."""
    roles = deal_of(deal)
    return Game(
        GameSetup.create(
            EDITION,
            len(roles),
            seed,
            settings=dict(settings or {}),
            deal=roles,
            timed_nights=timed_nights,
        )
    )


def play_night(game: Game, choices: Mapping[int, int] | None = None, *, close: bool = True) -> None:
    """Submit the given night choices, let every other living player dream, and close
    the night with the host's Timeout if it is still open (missing powers unused)."""
    assert game.phase == "night", game.phase
    number = game.number
    for seat, target in (choices or {}).items():
        game.submit(seat, NightChoice(target))
    for seat in game.living():
        if game.phase != "night" or game.number != number:
            return
        if seat in (choices or {}):
            continue
        for spec in game.legal_inputs(seat):
            if spec.action == "dream" and spec.current is None:
                game.submit(seat, NightChoice(spec.targets[0]))
    if close and game.phase == "night" and game.number == number:
        game.submit(HOST, Timeout())


def end_discussion(game: Game) -> None:
    assert game.phase == "day", game.phase
    game.submit(HOST, Timeout())


def cast_votes(game: Game, votes: Mapping[int, int], *, absent: Iterable[int] = ()) -> None:
    """Submit ``votes`` (voter -> target); close with a Timeout if the vote is still open."""
    assert game.phase == "vote", game.phase
    round_ = game.vote.round
    for voter, target in votes.items():
        game.submit(voter, Vote(target))
    if game.phase == "vote" and game.vote.round == round_:
        game.submit(HOST, Timeout(absent=tuple(absent)))


def banish(game: Game, target: int) -> None:
    """End the discussion and have every living player vote ``target`` (who votes for
    the first other living player)."""
    end_discussion(game)
    votes = {}
    for seat in game.living():
        if seat == target:
            votes[seat] = next(other for other in game.living() if other != seat)
        else:
            votes[seat] = target
    cast_votes(game, votes)


def events(game: Game, kind: type[Event]) -> list:
    return [event for event in game.log if isinstance(event, kind)]


def causes(game: Game) -> dict[int, str]:
    """Seat -> real cause of death, from the (secret) DeathCause events."""
    return {event.seat: event.cause for event in events(game, DeathCause)}


def dead(game: Game) -> set[int]:
    return {event.seat for event in events(game, Died)}


def since_last_phase(game: Game, kind: type[Event]) -> list:
    """Events of ``kind`` emitted after the last PhaseStarted."""
    found = []
    for event in reversed(game.log):
        if isinstance(event, PhaseStarted):
            break
        if isinstance(event, kind):
            found.append(event)
    return found[::-1]


def last_morning(game: Game) -> MorningNews:
    return events(game, MorningNews)[-1]


def probes(game: Game, seat: int) -> list[Probed]:
    return [event for event in events(game, Probed) if event.seat == seat]


def attacks(game: Game) -> list[Attacked]:
    return events(game, Attacked)


def tallies(game: Game) -> list[VoteTally]:
    return events(game, VoteTally)


def shots(game: Game) -> list[ShotFired]:
    return events(game, ShotFired)


def shown(game: Game) -> list[RoleShown]:
    return events(game, RoleShown)


def result(game: Game) -> GameEnded | None:
    ended = events(game, GameEnded)
    assert len(ended) <= 1
    return ended[0] if ended else None


def to_night_two(game: Game, banished: int | None = None) -> None:
    """A peaceful night 1, then a day that banishes ``banished`` (or, when None, a vote
    closed with no ballot, which banishes nobody)."""
    play_night(game)
    if banished is None:
        end_discussion(game)
        game.submit(HOST, Timeout())
    else:
        banish(game, banished)
    assert game.phase == "night" and game.number == 2, (game.phase, game.number)


def snapshot(game: Game) -> tuple:
    """Everything a refusal must leave untouched: version, log, inputs and every view."""
    return (
        game.version,
        len(game.log),
        repr(game.log),
        repr(game.inputs),
        repr(game.public_view()),
        tuple(repr(game.player_view(seat)) for seat in range(game.players)),
        tuple(repr(game.legal_inputs(seat)) for seat in range(game.players)),
    )


def first_fit(specs: Iterable) -> NightChoice:
    """The first answer a night prompt takes: the first names, cards and option of its
    first form that any input fits (a decoy of any shape, answered plainly)."""
    spec = next(spec for spec in specs if spec.feasible())
    return NightChoice(
        seats=spec.targets[: spec.count],
        cards=spec.cards[: spec.card_count],
        option=spec.options[0] if spec.options else "",
    )


def open_specs(game: Game, seat: int) -> list:
    """The forms of ``seat``'s prompt some input fits (the rest, wholly marked, are offered
    only so that every seat's prompt has the step's shape)."""
    return [spec for spec in game.legal_inputs(seat) if spec.feasible()]
