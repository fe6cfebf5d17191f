"""Secrecy and random playthroughs of ``one_night``, against an oracle of its own.

The oracle (:class:`Oracle`) is written from RULES.md §2 and §6, not from the edition's
code: from the deal and the inputs accepted so far it replays the night on its own cards
(the wolves and the Minion see who the wolves are, not which wolf card each holds, the
Masons each other; the lone wolf's peek, the
Mystic Wolf's look, the Seer's look, the Robber's swap and look, the Troublemaker's blind
swap, the Drunk's blind swap with the center, the Insomniac's look, in that order; every
player wakes by his dealt card) and says, for every reader, which cards it knows (what it
last saw, moved along by the swaps it made), which events it may see, which night input it
is offered, who is eliminated and which sides win. After every input of 2,400 random games
(3-12 players, random decks, bots and random inputs, timed and untimed nights) every view
must match it exactly: no more (secrecy) and no less (the views are complete). Once the
game has ended everybody knows everything. Each game replays to the same log.

The one thing the oracle takes from the log is the center card drawn for a Drunk who did
not choose (the engine's seeded draw); it checks that the draw is a center card.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from lgdesktop.engine import Game, NightChoice, Vote
from lgdesktop.engine.events import (
    CardSeen,
    CardsSwapped,
    DeathCause,
    Died,
    GameEnded,
    GameStarted,
    MorningNews,
    NightChoiceMade,
    NightPickMade,
    PackRevealed,
    PhaseStarted,
    RoleDealt,
    ShotFired,
    StepStarted,
    TeamRevealed,
    VoteCast,
    VoteChoice,
    VoteTally,
)

from .secrecy_kit import assert_decoy, card_views, count, deck_games

GAMES = 2400
CHUNK = 300
EDITION = "one_night"
PUBLIC_EVENTS = (GameStarted, PhaseStarted, StepStarted, MorningNews, Died, VoteCast, VoteTally)
#: RULES §2: the wolf cards, the village's cards, the cards that are neither.
WOLF_CARDS = ("werewolf", "mystic_wolf")
VILLAGE_CARDS = (
    "mason",
    "seer",
    "robber",
    "troublemaker",
    "drunk",
    "insomniac",
    "villager",
    "hunter",
)
SPECIALS = (
    "mystic_wolf",
    "minion",
    "seer",
    "robber",
    "troublemaker",
    "drunk",
    "insomniac",
    "tanner",
    "hunter",
)


def random_deal(index: int) -> tuple[int, list[str]]:
    """A table size (3-12) and a shuffled deck of players + 3 cards with a wolf card."""
    rng = random.Random(f"one_night-{index}")
    players = 3 + index % 10
    deck = ["werewolf"] * rng.randint(0 if players > 3 else 1, 2)
    deck += [role for role in SPECIALS if rng.random() < 0.5]
    if rng.random() < 0.4:
        deck += ["mason", "mason"]
    if not any(card in WOLF_CARDS for card in deck):
        deck.append("werewolf")
    while len(deck) > players + 3:
        deck.remove(rng.choice([card for card in deck if card not in WOLF_CARDS]))
    if deck.count("mason") == 1:  # the masons come as a pair or not at all
        deck.remove("mason")
    deck += ["villager"] * (players + 3 - len(deck))
    rng.shuffle(deck)
    return players, deck


class Oracle:
    """What each reader may know and do, from the deal, the inputs and RULES §2."""

    def __init__(self, players: int, deck: list[str]):
        self.players = players
        self.dealt = deck[:players]
        self.center = deck[players:]
        self.wolves = self.dealt_as(*WOLF_CARDS)
        self.minions = self.dealt_as("minion")
        self.masons = self.dealt_as("mason")

    def dealt_as(self, *cards: str) -> list[int]:
        return [seat for seat, card in enumerate(self.dealt) if card in cards]

    # -- the night
    def night(
        self, inputs: list, log: list, closed: frozenset[str]
    ) -> tuple[list[str], list[str], list[dict]]:
        """The cards and each seat's knowledge ({position: card}; a center card's position
        is ("center", index)): after the deal while the night runs, then after it."""
        cards, center = list(self.dealt), list(self.center)
        known = [{seat: self.dealt[seat]} for seat in range(self.players)]
        # RULES §2: the wolves and the Minion learn *who* holds a wolf card, not which
        # one: no card of the others (their pack, in the views' ``pack``).
        for seat in self.masons:
            known[seat].update({mason: self.dealt[mason] for mason in self.masons})
        # Each seat's real pick, made in its own step (the night runs in steps; the other
        # steps' prompts are decoys, RULES §6): what its pick event says it chose.
        picks = {
            event.seat: NightChoice(
                seats=(event.target,) if isinstance(event, NightChoiceMade) else event.seats,
                cards=() if isinstance(event, NightChoiceMade) else event.cards,
            )
            for event in log
            if isinstance(event, (NightChoiceMade, NightPickMade)) and event.action != "decoy"
        }

        def swap(maker: int, first, second) -> None:
            """Exchange two cards before ``maker``'s eyes: what he knew moves along."""
            places = {
                p: (center, p[1]) if isinstance(p, tuple) else (cards, p) for p in (first, second)
            }
            (a, i), (b, j) = places[first], places[second]
            a[i], b[j] = b[j], a[i]
            mine = known[maker]
            had_first, had_second = mine.pop(first, None), mine.pop(second, None)
            if had_first is not None:
                mine[second] = had_first
            if had_second is not None:
                mine[first] = had_second

        # 1. a lone wolf (Werewolf or Mystic Wolf) may look at one center card
        if (
            len(self.wolves) == 1
            and self.wolves[0] in picks
            and self.dealt[self.wolves[0]] in closed
        ):
            wolf = self.wolves[0]
            for card in picks[wolf].cards:
                known[wolf][("center", card)] = center[card]
        # 2. the Mystic Wolf looks at one other player's card
        for seat in self.dealt_as("mystic_wolf") if "mystic_wolf" in closed else ():
            if seat in picks:
                target = picks[seat].seats[0]
                known[seat][target] = cards[target]
        # 5. the Seer: one player's card, or two center cards
        for seat in self.dealt_as("seer") if "seer" in closed else ():
            if seat in picks:
                for target in picks[seat].seats:
                    known[seat][target] = cards[target]
                for card in picks[seat].cards:
                    known[seat][("center", card)] = center[card]
        # 6. the Robber swaps with a player, then sees his new card
        for seat in self.dealt_as("robber") if "robber" in closed else ():
            if seat in picks:
                swap(seat, seat, picks[seat].seats[0])
                known[seat][seat] = cards[seat]
        # 7. the Troublemaker swaps two other players' cards, unseen
        for seat in self.dealt_as("troublemaker") if "troublemaker" in closed else ():
            if seat in picks:
                swap(seat, *picks[seat].seats)
        # 8. the Drunk swaps with a center card, unseen (always: drawn if he did not pick)
        for seat in self.dealt_as("drunk") if "drunk" in closed else ():
            if seat in picks:
                (card,) = picks[seat].cards
            else:
                (card,) = next(
                    e.cards for e in log if isinstance(e, CardsSwapped) and e.seat == seat
                )
            assert card in range(3)
            swap(seat, seat, ("center", card))
        # 9. the Insomniac sees her final card
        for seat in self.dealt_as("insomniac") if "insomniac" in closed else ():
            known[seat][seat] = cards[seat]
        return cards, center, known

    # -- the vote and the win
    @staticmethod
    def eliminated(cards: list[str], ballots: dict[int, int]) -> set[int]:
        """Everybody tied on the most votes unless nobody has more than one; a Hunter
        (final card) takes the one he voted for."""
        counts = Counter(ballots.values())
        most = max(counts.values(), default=0)
        out = {seat for seat, votes in counts.items() if votes == most} if most > 1 else set()
        grew = True
        while grew:
            extra = {ballots[s] for s in out if cards[s] == "hunter" and s in ballots} - out
            out |= extra
            grew = bool(extra)
        return out

    @staticmethod
    def winners(cards: list[str], out: set[int]) -> tuple[tuple[str, ...], tuple[int, ...]]:
        wolves = {s for s, card in enumerate(cards) if card in WOLF_CARDS}
        wolf_side = {s for s, card in enumerate(cards) if card in (*WOLF_CARDS, "minion")}
        tanners = {s for s in out if cards[s] == "tanner"}
        sides: dict[str, set[int]] = {}
        if (wolves & out) if wolves else not out:
            sides["village"] = {s for s, card in enumerate(cards) if card in VILLAGE_CARDS}
        if not tanners and wolves and not wolves & out:
            sides["wolves"] = wolf_side
        if not tanners and not wolves:
            minions = {s for s, card in enumerate(cards) if card == "minion" and out - {s}}
            if minions:
                sides["wolves"] = minions
        if tanners:
            sides["tanner"] = tanners
        if not sides:
            return ("nobody",), ()
        labels = tuple(label for label in ("village", "wolves", "tanner") if label in sides)
        return labels, tuple(sorted(set().union(*sides.values())))

    # -- who sees which event during play
    def may_see(self, reader: int | None, event, ended: bool) -> bool:
        if ended or isinstance(event, PUBLIC_EVENTS):
            return True
        if reader is None or isinstance(event, (GameEnded, DeathCause, ShotFired)):
            return False
        if isinstance(event, RoleDealt):
            return event.seat == reader
        if isinstance(event, PackRevealed):
            return reader in self.wolves or reader in self.minions
        if isinstance(event, TeamRevealed):
            return event.role == "mason" and reader in self.masons
        if isinstance(event, (NightChoiceMade, NightPickMade, CardSeen, CardsSwapped)):
            return event.seat == reader
        if isinstance(event, VoteChoice):
            return event.voter == reader
        raise AssertionError(f"unreviewed event {event}")

    # -- the whole check
    def check(self, game: Game) -> None:
        ended = game.ended
        # The steps closed so far (the night runs in steps, in deck order, each resolved
        # as it closes): all of them once the night is over.
        steps = game.public_view().narration
        closed = frozenset(
            steps if game.phase.value != "night" else steps[: steps.index(game.step.id)]
        )
        cards, center, known = self.night(list(game.inputs), game.log, closed)
        assert game.roles == cards and game.center == center  # the oracle's replay agrees
        assert len(center) == 3
        for reader, view in card_views(game, self.may_see, cards, center, known, self.dealt):
            self.check_legal(game, reader, view)
            knows_pack = ended or reader in self.wolves or reader in self.minions
            assert view.pack == (tuple(self.wolves) if knows_pack else ()), (reader, view.pack)
            assert view.channels == ()
        assert game.channels == () and game.chat_members("pack") == ()
        if ended:
            ballots = {seat: inp.target for seat, inp in game.inputs if isinstance(inp, Vote)}
            out = self.eliminated(cards, ballots)
            assert {s for s in range(self.players) if not game.alive[s]} == out
            labels, winners = self.winners(cards, out)
            assert (game.result.labels, game.result.winners) == (labels, winners)
            assert game.result.dealt == tuple(self.dealt)
            assert game.result.center == tuple(center)
        else:
            assert all(game.alive)

    def check_legal(self, game: Game, reader: int, view) -> None:
        """One night input for every player (a dream for the sleepers, RULES §6), by the
        dealt card only; a vote for anybody but oneself."""
        specs = [spec for spec in view.legal if spec.kind != "proxy_vote"]
        if not specs:
            return
        others = tuple(s for s in range(self.players) if s != reader)
        if game.phase.value == "vote":
            assert [(s.kind, s.targets) for s in specs] == [("vote", others)]
            return
        role = self.dealt[reader]
        lone = len(self.wolves) == 1
        if game.step.id != role or (role == "werewolf" and not lone):
            # another role's step, or a wolf of a pack of several in the wolves' step (no
            # peek): a decoy of the step's shape
            assert_decoy(game, view)
            return
        specs = [spec for spec in specs if spec.feasible()]  # the rest: marked, refused
        shapes = [(spec.action, spec.count, spec.card_count) for spec in specs]
        expected = {
            "werewolf": [("peek", 0, 1)],
            "mystic_wolf": [("look_and_peek", 1, 1)] if lone else [("look", 1, 0)],
            "seer": [("look", 1, 0), ("look_center", 0, 2)],
            "robber": [("rob", 1, 0)],
            "troublemaker": [("swap", 2, 0)],
            "drunk": [("swap_center", 0, 1)],
        }.get(role, [("dream", 1, 0)])
        assert shapes == expected, (role, shapes)
        for spec in specs:
            assert spec.targets == (others if spec.count else ())
            assert spec.cards == ((0, 1, 2) if spec.card_count else ())
            assert spec.options == ()


@pytest.mark.parametrize("start", range(0, GAMES, CHUNK))
def test_every_view_matches_the_one_night_oracle(start):
    seen_labels: Counter = Counter()
    swaps = looks = shots = 0
    for game in deck_games(EDITION, range(start, start + CHUNK), random_deal, Oracle):
        seen_labels[game.result.labels] += 1
        swaps += count(game.log, CardsSwapped)
        looks += sum(isinstance(e, CardSeen) and e.card is not None for e in game.log)
        shots += count(game.log, ShotFired)
    # Not vacuous: cards moved, center cards were seen, sides won together or nobody won.
    assert swaps and looks and shots
    assert {("village",), ("wolves",), ("nobody",)} <= set(seen_labels)
    assert any("tanner" in labels for labels in seen_labels)


def test_the_oracle_refuses_what_the_rules_keep_secret():
    oracle = Oracle(4, ["werewolf", "minion", "mason", "mason", "werewolf", "seer", "tanner"])
    assert oracle.may_see(1, PackRevealed((0, 4)), ended=False)  # the minion
    assert not oracle.may_see(2, PackRevealed((0, 4)), ended=False)
    assert not oracle.may_see(0, TeamRevealed("mason", (2, 3)), ended=False)
    assert not oracle.may_see(1, CardSeen(0, "seer", card=1), ended=False)
    assert not oracle.may_see(None, CardsSwapped(2, (2, 0), ()), ended=False)
    assert oracle.may_see(3, CardsSwapped(2, (2, 0), ()), ended=True)
    assert oracle.eliminated(["hunter", "villager", "werewolf"], {0: 2, 1: 0, 2: 0}) == {0, 2}
    assert oracle.eliminated(["villager"] * 3, {0: 1, 1: 2, 2: 0}) == set()
    assert oracle.winners(["werewolf", "tanner", "villager"], {0, 1}) == (
        ("village", "tanner"),
        (1, 2),
    )
    assert oracle.winners(["minion", "seer", "villager"], {1}) == (("wolves",), (0,))
    assert oracle.winners(["minion", "seer", "villager"], {0}) == (("nobody",), ())
