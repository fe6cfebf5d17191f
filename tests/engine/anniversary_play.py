"""Helpers to drive ``anniversary`` games on fixed deals, step by step (the step, night,
vote and election helpers are ``thiercelieux_play``'s: they only submit inputs).

Nothing here decides a rule: a seat given no input answers its decoy (or ``pass`` /
``stop``), and a step left open is closed by the host's clock.
"""

from __future__ import annotations

import random

from lgdesktop.engine import HOST, Game, GameSetup, NightChoice, Timeout

from .thiercelieux_play import elect, events, night, step, to_vote, vote

__all__ = ["EDITION", "deal_of", "elect", "events", "new_game", "night", "step", "to_vote"]
__all__ += ["OTHERS", "PACK_EXTRAS", "day_1", "random_composition", "stop_monkey", "vote"]
__all__ += ["JUDGE", "JUDGE_DEAL", "judge_day"]

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


#: A deal with the Stuttering Judge at seat ``JUDGE``: wolves 1 and 2, villagers 3 to 7, a
#: Seer 8 and a Witch 9 (see :func:`judge_day`).
JUDGE_DEAL, JUDGE = "JWWVVVVVSH", 0


def judge_day() -> Game:
    """Day 1 of :data:`JUDGE_DEAL`: the pack took the Witch (9), every living seat elected
    seat 3 Captain; the discussion is open (then :func:`to_vote`: the Judge's ballot may
    call for a second vote)."""
    game = new_game(JUDGE_DEAL)
    night(game, {"werewolf": {1: NightChoice(9), 2: NightChoice(9)}})
    elect(game, 3)
    assert game.phase == "day", game.phase
    return game


#: The pack cards besides the werewolf, and the other characters (one card each; the
#: sisters two).
PACK_EXTRAS = ("mother_wolf", "big_bad_wolf", "accursed_wolf_father", "white_werewolf")
OTHERS = (
    "seer",
    "witch",
    "hunter",
    "cupid",
    "little_girl",
    "thief",
    "elder",
    "village_idiot",
    "raven",
    "puppeteer",
    "learned_monkey",
    "colossus",
    "scapegoat",
    "savior",
    "piper",
    "wild_child",
    "bear_tamer",
    "thiercelieux_fox",
    "rusty_knight",
    "stuttering_judge",
    "devoted_servant",
    "two_sisters",
)


def random_composition(rng: random.Random, players: int) -> dict[str, int]:
    """w(n) pack cards (a werewolf, maybe some of the other pack cards) and a random
    handful of the other characters; villagers fill the rest."""
    wolves = max(1, players // 4)
    composition = {"werewolf": 1}
    for role in rng.sample(PACK_EXTRAS, rng.randint(0, min(len(PACK_EXTRAS), wolves - 1))):
        composition[role] = 1
    composition["werewolf"] += wolves - sum(composition.values())
    for role in rng.sample(OTHERS, rng.randint(0, min(len(OTHERS), players - wolves - 2))):
        composition[role] = 2 if role == "two_sisters" else 1
    return composition
