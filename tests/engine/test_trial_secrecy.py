"""Secrecy on the test-only ``trial`` edition: cards that move, updated knowledge, rich
inputs and private channels, against an oracle of its own.

The oracle (:class:`Oracle`) is written from the trial's rules (``trial.py``'s docstring)
and knows nothing of the engine's knowledge module: from the fixed deal and the inputs
accepted so far, it replays the night on its own cards (the lone wolf's peek, the Seer's
look, the Robber's swap and look, the Troublemaker's blind swap, in that order) and says,
for every reader, exactly which cards it knows (what it last saw, moved along by the swaps
it saw), which events it may see, and who reads each channel. After every input of 1,200
random games every view must match it exactly: no more (secrecy) and no less (the views
are complete). Once the game has ended, everybody knows everything, and the winning sides
are the oracle's too.
"""

from __future__ import annotations

import random

import pytest

from lgdesktop.engine import Game, NightChoice
from lgdesktop.engine.events import (
    ActionOwed,
    ActionTaken,
    CardSeen,
    CardsSwapped,
    DeathCause,
    Died,
    GameEnded,
    GameStarted,
    MorningNews,
    NightChoiceMade,
    NightPickMade,
    PhaseStarted,
    RoleDealt,
    RoleShown,
    StepStarted,
    TeamRevealed,
    TitleGiven,
    Told,
    VoteCast,
    VoteChoice,
    VoteTally,
)

from .secrecy_kit import assert_decoy, card_views, count, deck_games, night_shape_mismatch
from .trial import registered  # noqa: F401 (the module's autouse fixture)

EDITION = "trial"
GAMES = 1200
CHUNK = 200
PUBLIC_EVENTS = (GameStarted, PhaseStarted, MorningNews, Died, VoteCast, VoteTally)
SPECIALS = ("seer", "robber", "troublemaker", "tanner")


def random_deal(index: int) -> tuple[int, list[str]]:
    """A table size (3-8) and a shuffled deck of players + 3 cards with a werewolf."""
    rng = random.Random(f"trial-{index}")
    players = 3 + index % 6
    deck = ["werewolf"] * rng.randint(1, 2)
    deck += [role for role in SPECIALS if rng.random() < 0.7]
    if rng.random() < 0.5:
        deck += ["twin", "twin"]
    deck = deck[: players + 3]
    if deck.count("twin") == 1:  # twins come as a pair or not at all
        deck.remove("twin")
    deck += ["villager"] * (players + 3 - len(deck))
    rng.shuffle(deck)
    return players, deck


class Oracle:
    """What each reader may know, from the deal, the accepted inputs and the rules."""

    def __init__(self, players: int, deck: list[str]):
        self.players = players
        self.dealt = deck[:players]
        self.center = deck[players:]
        self.wolves = [s for s, card in enumerate(self.dealt) if card == "werewolf"]
        self.twins = [s for s, card in enumerate(self.dealt) if card == "twin"]

    def night(self, inputs: list) -> tuple[list[str], list[str], list[dict]]:
        """The cards after the night and each seat's knowledge ({position: card}; a
        center card's position is ("center", index))."""
        cards, center = list(self.dealt), list(self.center)
        known = [{seat: self.dealt[seat]} for seat in range(self.players)]
        for team in (self.wolves, self.twins):
            for seat in team:
                known[seat].update({member: self.dealt[member] for member in team})
        picks = {seat: inp for seat, inp in inputs if isinstance(inp, NightChoice)}

        def dealt_as(role: str) -> list[int]:
            return [s for s in range(self.players) if self.dealt[s] == role and s in picks]

        for wolf in dealt_as("werewolf"):
            if len(self.wolves) == 1:
                (card,) = picks[wolf].cards
                known[wolf][("center", card)] = center[card]
        for seer in dealt_as("seer"):
            pick = picks[seer]
            if pick.seats:
                known[seer][pick.target] = cards[pick.target]
            for card in pick.cards:
                known[seer][("center", card)] = center[card]
        for robber in dealt_as("robber"):
            pick = picks[robber]
            if pick.option != "pass":
                victim = pick.target
                cards[robber], cards[victim] = cards[victim], cards[robber]
                mine, theirs = known[robber].pop(robber, None), known[robber].pop(victim, None)
                if mine is not None:
                    known[robber][victim] = mine
                if theirs is not None:
                    known[robber][robber] = theirs
                known[robber][robber] = cards[robber]
        for maker in dealt_as("troublemaker"):
            first, second = picks[maker].seats
            cards[first], cards[second] = cards[second], cards[first]
        return cards, center, known

    def may_see(self, reader: int | None, event, ended: bool) -> bool:
        if ended or isinstance(event, PUBLIC_EVENTS):
            return True
        if reader is None or isinstance(event, (GameEnded, DeathCause)):
            return False
        if isinstance(event, RoleDealt):
            return event.seat == reader
        if isinstance(event, TeamRevealed):
            return reader in event.members
        if isinstance(event, (NightChoiceMade, NightPickMade, CardSeen, CardsSwapped)):
            return event.seat == reader
        if isinstance(event, VoteChoice):
            return event.voter == reader
        raise AssertionError(f"unreviewed event {event}")

    def labels(self, cards: list[str], eliminated: set[int]) -> tuple[str, ...]:
        wolves = {s for s, card in enumerate(cards) if card == "werewolf"}
        tanner = any(cards[s] == "tanner" for s in eliminated)
        labels = []
        if (wolves & eliminated) if wolves else not eliminated:
            labels.append("village")
        if wolves and not wolves & eliminated and not tanner:
            labels.append("wolves")
        if tanner:
            labels.append("tanner")
        return tuple(labels) or ("nobody",)

    def check(self, game: Game) -> None:
        ended = game.ended
        night_over = game.phase.value != "night"
        cards, center, known = self.night(list(game.inputs) if night_over else [])
        assert game.roles == cards and game.center == center  # the oracle's replay agrees
        assert len(center) == 3
        for reader, view in card_views(game, self.may_see, cards, center, known, self.dealt):
            self.check_legal(game, reader, view)
        living = set(game.living())
        assert game.chat_members("pack") == tuple(s for s in self.wolves if s in living)
        assert game.chat_members("twins") == tuple(s for s in self.twins if s in living)
        assert game.chat_members("dead") == tuple(sorted(set(range(self.players)) - living))
        assert game.chat_members("ghosts") == ()
        if ended:
            eliminated = set(game.last_tally.eliminated)
            assert game.result.labels == self.labels(cards, eliminated)
            assert game.result.dealt == tuple(self.dealt)
            assert game.result.center == tuple(center)

    def check_legal(self, game: Game, reader: int, view) -> None:
        """The night's specs follow the dealt card only (never the card held now)."""
        night = [spec for spec in view.legal if spec.kind == "night_choice"]
        if not night:
            return
        # one shape for every seat; what a seat may not pick is offered, marked
        assert night_shape_mismatch(game) is None
        night = [spec for spec in night if spec.feasible()]
        role = self.dealt[reader]
        shapes = [(spec.action, spec.count, spec.card_count, spec.options) for spec in night]
        others = tuple(s for s in game.living() if s != reader)
        if role == "werewolf" and len(self.wolves) == 1:
            assert shapes == [("peek", 0, 1, ())] and night[0].cards == (0, 1, 2)
        elif role == "seer":
            assert shapes == [("look", 1, 0, ()), ("look_center", 0, 2, ())]
        elif role == "robber":
            assert shapes == [("rob", 1, 0, ()), ("pass", 0, 0, ("pass",))]
        elif role == "troublemaker":
            assert shapes == [("swap", 2, 0, ())] and night[0].targets == others
        else:
            assert shapes == [("dream", 1, 0, ())] and night[0].targets == others


@pytest.mark.parametrize("start", range(0, GAMES, CHUNK))
def test_every_view_matches_the_trial_oracle(start):
    seen_labels: set[tuple[str, ...]] = set()
    swaps = looks = 0
    for game in deck_games(EDITION, range(start, start + CHUNK), random_deal, Oracle, replay=False):
        seen_labels.add(game.result.labels)
        swaps += count(game.log, CardsSwapped)
        looks += sum(isinstance(e, CardSeen) and e.card is not None for e in game.log)
    # Not vacuous: cards moved, center cards were seen, sides won together.
    assert swaps and looks
    assert ("village", "tanner") in seen_labels and ("wolves",) in seen_labels


def test_the_oracle_refuses_what_the_rules_keep_secret():
    oracle = Oracle(4, ["werewolf", "seer", "robber", "twin", "twin", "villager", "tanner"])
    assert not oracle.may_see(1, CardSeen(0, "villager", card=0), ended=False)
    assert oracle.may_see(0, CardSeen(0, "villager", card=0), ended=False)
    assert not oracle.may_see(None, CardsSwapped(2, (2, 0), ()), ended=False)
    assert not oracle.may_see(1, TeamRevealed("twin", (3,)), ended=False)
    assert oracle.may_see(1, CardsSwapped(2, (2, 0), ()), ended=True)
    assert oracle.labels(["werewolf", "tanner", "villager"], {0, 1}) == ("village", "tanner")
    assert oracle.labels(["villager", "seer", "villager"], {0}) == ("nobody",)


def test_the_shared_scaffold_puts_every_state_to_the_oracle():
    """An oracle that wrongly hides a seat's own card fails the shared loop at once."""

    class Strict(Oracle):
        def may_see(self, reader, event, ended):
            return not isinstance(event, RoleDealt) and super().may_see(reader, event, ended)

    with pytest.raises(AssertionError):
        list(deck_games(EDITION, range(1), random_deal, Strict, replay=False))


# ---------------------------------------------------------------- the master variant (issue 13)

MASTER_GAMES = 600
MASTER_PUBLIC = (*PUBLIC_EVENTS, StepStarted, TitleGiven, ActionOwed, ActionTaken, RoleShown)
#: What each card answers in its own step (the others answer a decoy).
MASTER_ACTIONS = {
    "werewolf": {("devour", 1, 0)},
    "seer": {("look", 1, 0), ("look_center", 0, 2)},
    "robber": {("rob", 1, 0), ("pass", 0, 0)},
    "troublemaker": {("swap", 2, 0)},
    "witch": {("save", 0, 0)},
}


def master_deal(index: int) -> tuple[int, list[str]]:
    """A table of 4-8 with the witch in the deck more often than not."""
    rng = random.Random(f"master-{index}")
    players, deck = random_deal(index + 7)
    players = max(players, 4)
    deck = [
        "werewolf",
        *(["witch"] if rng.random() < 0.8 else []),
        *(role for role in SPECIALS if rng.random() < 0.6),
    ]
    deck += ["werewolf"] * rng.randint(0, 1)
    deck = deck[: players + 3]
    deck += ["villager"] * (players + 3 - len(deck))
    rng.shuffle(deck)
    return players, deck


class MasterOracle:
    """The master variant's may-know rule, from the deal and the rules alone: public steps,
    titles, owed actions and the cards of the dead; a pick seen by its maker (the pack's by
    the pack); the victim told to the witch only, and only a victim the pack's picks allow;
    every living seat prompted once per night step, a decoy unless its dealt card is called."""

    def __init__(self, players: int, deck: list[str]):
        self.players = players
        self.dealt = deck[:players]
        self.wolves = [s for s, card in enumerate(self.dealt) if card == "werewolf"]

    def may_see(self, reader: int | None, event, ended: bool) -> bool:
        if ended or isinstance(event, MASTER_PUBLIC):
            return True
        if reader is None or isinstance(event, (GameEnded, DeathCause)):
            return False
        if isinstance(event, RoleDealt):
            return event.seat == reader
        if isinstance(event, TeamRevealed):
            return reader in event.members
        if isinstance(event, (NightChoiceMade, NightPickMade)):
            return event.seat == reader or (event.action == "devour" and reader in self.wolves)
        if isinstance(event, (CardSeen, CardsSwapped, Told)):
            return event.seat == reader
        if isinstance(event, VoteChoice):
            return event.voter == reader
        raise AssertionError(f"unreviewed event {event}")

    def check(self, game: Game) -> None:
        ended = game.ended
        board = game.public_view()
        assert board.events == tuple(e for e in game.log if self.may_see(None, e, ended))
        holders = {}
        for event in board.events:
            if isinstance(event, TitleGiven):
                holders[event.title] = event.seat
        assert board.titles == tuple(sorted((t, s) for t, s in holders.items() if s is not None))
        for status in board.seats:  # a card is shown when, and only when, its holder died
            assert (status.role is None) == (status.alive and not ended)
        for event in game.log:
            if isinstance(event, Told):
                assert self.dealt[event.seat] == "witch" and event.what == "victim"
                if self.wolves:  # the pack's victim, never one of the pack
                    assert len(event.seats) == 1 and event.seats[0] not in self.wolves
                else:  # every wolf card in the center: no victim
                    assert event.seats == ()
        for reader in range(self.players):
            view = game.player_view(reader)
            assert view.events == tuple(e for e in game.log if self.may_see(reader, e, ended)), (
                reader
            )
            if game.phase.value == "night" and game.alive[reader] and reader in game.awaited():
                if self.dealt[reader] == game.step.id:
                    shapes = {
                        (spec.action, spec.count, spec.card_count)
                        for spec in view.legal
                        if spec.feasible()
                    }
                    assert shapes <= MASTER_ACTIONS[game.step.id], (reader, shapes)
                else:
                    assert_decoy(game, view)


@pytest.mark.parametrize("start", range(0, MASTER_GAMES, CHUNK))
def test_every_master_view_matches_the_master_oracle(start):
    owed = told = 0
    games = deck_games(
        EDITION,
        range(start, start + CHUNK),
        master_deal,
        MasterOracle,
        replay=False,
        settings={"variant": "master"},
    )
    for game in games:
        owed += count(game.log, ActionOwed)
        told += count(game.log, Told)
    assert owed and told  # not vacuous: owed actions were taken, witches were told
