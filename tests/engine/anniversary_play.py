"""Helpers to drive ``anniversary`` games on fixed deals, step by step (the step, night,
vote and election helpers are ``thiercelieux_play``'s: they only submit inputs).

Nothing here decides a rule: a seat given no input answers its decoy (or ``pass`` /
``stop``), and a step left open is closed by the host's clock.
"""

from __future__ import annotations

from lgdesktop.engine import HOST, Game, GameSetup, NightChoice, Timeout

from .thiercelieux_play import elect, events, night, step, to_vote, vote

__all__ = ["EDITION", "deal_of", "elect", "events", "new_game", "night", "step", "to_vote"]
__all__ += ["day_1", "stop_monkey", "vote"]

EDITION = "anniversary"
#: Short names for deals written by hand (one letter per card).
SHORT = {
    "W": "werewolf",
    "M": "mother_wolf",
    "V": "villager",
    "S": "seer",
    "H": "witch",  # the hag
    "U": "hunter",
    "C": "cupid",
    "G": "little_girl",
    "T": "thief",
    "E": "elder",
    "I": "village_idiot",
    "R": "raven",
    "P": "puppeteer",
    "K": "learned_monkey",  # the monkey
    "O": "colossus",
    "B": "scapegoat",  # bouc
    "A": "savior",  # salvateur
    "F": "piper",  # flûte
    "X": "white_werewolf",
    "L": "big_bad_wolf",  # the big Loup
    "N": "accursed_wolf_father",  # iNfect
    "Y": "wild_child",  # young
    "Z": "bear_tamer",
    "Q": "thiercelieux_fox",
    "J": "stuttering_judge",
    "D": "devoted_servant",
    "2": "two_sisters",  # dealt twice: "22"
    "r": "rusty_knight",
}


def deal_of(spec: str) -> list[str]:
    """``"WWSV"`` -> the role ids; with a Thief the last two cards are the center's."""
    return [SHORT[letter] for letter in spec]


def new_game(spec: str, *, seed: int = 0, **settings: str) -> Game:
    """A game on the fixed deal ``spec`` (players' cards, then the center's)."""
    deal = deal_of(spec)
    players = len(deal) - (2 if "thief" in deal else 0)
    return Game(GameSetup.create(EDITION, players, seed, deal=deal, settings=settings))


def stop_monkey(game: Game, seat: int) -> None:
    """The Monkey at ``seat`` ends (or does not open) his session."""
    game.submit(seat, NightChoice(option="stop"))


def day_1(game: Game, captain: int | None = None) -> None:
    """After night 1: elect ``captain`` (everybody alive votes for him; None: the clock
    draws among nobody's ballots), then end the discussion."""
    assert game.phase == "election", game.phase
    if captain is None:
        game.submit(HOST, Timeout())
        if game.phase == "election":
            game.submit(HOST, Timeout())
    else:
        elect(game, captain)
    to_vote(game)
