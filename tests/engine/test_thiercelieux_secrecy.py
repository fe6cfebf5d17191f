"""Secrecy and random playthroughs of ``thiercelieux``, against an oracle of its own.

The oracle (:class:`Oracle`) is written from RULES.md §3 and §6, not from the edition's
code nor from the events' visibility: it follows the facts of the game (the deal, the
Thief's swap, Cupid's couple, who died) and says, for every reader and every event, whether
that reader may know it now:

- everybody: the steps, the phases, the morning news, every death with its card, the
  votes cast and their tallies, the Captain's badge, the owed actions and their answers;
- a seat alone: its own card, its own night inputs and ballots, what its role was shown
  (the Seer's look at the seat she named, the Thief's two center cards and his swap, the
  Little Girl's wolf, the Witch's victim, each lover the couple);
- the pack (the seats holding a wolf card then): each other, their picks, a Little Girl
  caught;
- nobody alive until the end: the real causes of death and the shots' targets;
- the dead: everything (the ghost screen shows every role); after the end: everything.

After every input of 1,200 random games (6-12 players, random compositions with and
without the Thief, random settings, bots and random inputs, timed and untimed nights)
every view must match it exactly (its events, and exactly their notes: every line the
reader reads), every night prompt must be one per living seat (the
called role's own, a decoy for the others when decoys are on), no living reader may know a
card the rules do not show him, and the winning side must be the oracle's. Another 1,000
games at 6-24 players check the invariants of a whole game cheaply (see
``test_random_playthroughs_end_well``).
"""

from __future__ import annotations

import random

import pytest

from lgdesktop.engine import Game, GameSetup, SetupError
from lgdesktop.engine.events import (
    ActionOwed,
    ActionTaken,
    Attacked,
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
    ShotFired,
    StepStarted,
    TeamRevealed,
    TitleGiven,
    Told,
    VoteCast,
    VoteChoice,
    VoteTally,
)
from lgdesktop.simulation import play_game

from .secrecy_kit import Verdicts, assert_decoy, assert_notes, count, open_actions, table_games

EDITION = "thiercelieux"
GAMES = 1200
CHUNK = 200
PLAYTHROUGHS = 1000
#: No game may need more inputs than this (a 24-seat table, a dozen nights of six steps).
MAX_INPUTS = 6000
DRIVERS = ("random", "heuristic")
PUBLIC = (
    GameStarted,
    PhaseStarted,
    StepStarted,
    MorningNews,
    Died,
    RoleShown,
    VoteCast,
    VoteTally,
    TitleGiven,
    ActionOwed,
    ActionTaken,
    # The Hunter's shot: the TV names who fired at whom, as the owed shot's answer does.
    ShotFired,
    GameEnded,
)
SECRET_UNTIL_THE_END = (DeathCause, Attacked)
SPECIALS = ("seer", "witch", "hunter", "cupid", "little_girl", "thief")
#: What each card answers when its step calls it (RULES §3, §6).
OWN_ACTIONS = {
    "cupid": {"couple"},
    "thief": {"take", "pass"},
    "seer": {"look"},
    "werewolf": {"devour"},
    "little_girl": {"spy", "pass"},
    "witch": {"pass", "save", "poison", "save_poison"},
}
#: The roles each step calls (RULES §3's night order).
CALLED = {
    "cupid": ("cupid",),
    "lovers": ("cupid",),
    "thief": ("thief",),
    "seer": ("seer",),
    "werewolf": ("werewolf", "little_girl"),
    "witch": ("witch",),
}


def random_table(index: int, least: int = 6, most: int = 12) -> tuple[int, dict, dict]:
    """A table size, a composition and settings, drawn for game ``index``."""
    rng = random.Random(f"thiercelieux-{index}")
    players = rng.randint(least, most)
    composition = {"werewolf": rng.randint(1, 2 + players // 8)}
    for role in SPECIALS:
        if rng.random() < 0.6:
            composition[role] = 1
    settings = {
        "captain_election": rng.choice(("day_1", "before_night_1")),
        "wolves_win_at_parity": rng.choice(("yes", "no")),
        "ghost_chat": rng.choice(("no", "yes")),
        "decoys": rng.choice(("on", "on", "off")),
        "little_girl_sees": str(rng.choice((8, 20))),
        "little_girl_caught": str(rng.choice((8, 20))),
    }
    return players, composition, settings


class Oracle:
    """What each reader may know, from the facts of the game and the rules."""

    def __init__(self, game: Game):
        self.players = game.players
        self.ghost_chat = game.settings["ghost_chat"] == "yes"
        self.parity = game.settings["wolves_win_at_parity"] == "yes"
        self.verdicts = Verdicts()

    def may_see(self, game: Game, reader: int | None, event, held: list[str]) -> bool:
        if game.ended or isinstance(event, PUBLIC):
            return True
        if reader is None:
            return False
        if not game.alive[reader]:
            return True  # the ghost screen shows everything
        if isinstance(event, SECRET_UNTIL_THE_END):
            return False
        if isinstance(event, RoleDealt):
            return event.seat == reader
        if isinstance(event, TeamRevealed):
            return reader in event.members
        if isinstance(event, (NightChoiceMade, NightPickMade)):
            if event.seat == reader:
                return True
            return event.action == "devour" and held[reader] == "werewolf"
        if isinstance(event, (CardSeen, CardsSwapped, Told)):
            return event.seat == reader
        if isinstance(event, VoteChoice):
            return event.voter == reader
        raise AssertionError(f"unreviewed event {event}")

    def check_facts(self, game: Game, held: list[str]) -> None:
        """Each private fact goes to whom the rules say, and says what the rules say."""
        couple = ()
        for event in game.log:
            if isinstance(event, NightPickMade) and event.action == "couple":
                couple = tuple(sorted(event.seats))
            if isinstance(event, TeamRevealed):
                assert event.role == "werewolf"
                assert all(game.roles[m] == "werewolf" or not game.alive[m] for m in event.members)
                assert set(event.visibility.seats) == set(event.members)
            elif isinstance(event, Told):
                if event.what == "victim":
                    assert held[event.seat] == "witch"
                    assert all(held[s] != "werewolf" for s in event.seats)
                elif event.what == "lovers":
                    assert event.seats == couple and event.seat in couple
                elif event.what == "caught":
                    (girl,) = event.seats
                    assert held[girl] == "little_girl"
                    assert event.seat == girl or held[event.seat] == "werewolf"
                else:
                    assert event.what == "nothing" and held[event.seat] == "little_girl"
            elif isinstance(event, CardSeen):
                viewer = held[event.seat]
                if event.card is not None:  # the Thief's look at the center on night 1
                    assert game.dealt[event.seat] == "thief"
                else:
                    assert viewer in ("seer", "little_girl"), event
                    assert game.roles[event.target] == event.role
                    if viewer == "little_girl":
                        assert event.role == "werewolf"
            elif isinstance(event, CardsSwapped):
                assert game.dealt[event.seat] == "thief" and event.seats == (event.seat,)

    def check(self, game: Game) -> None:
        held = list(game.roles)  # the cards held now (the Thief's after his swap)
        self.check_facts(game, held)
        ended = game.ended
        board = game.public_view()
        assert board.events == self.visible(game, None, held)
        assert_notes(board)
        for status in board.seats:  # a card shows when, and only when, its holder died
            assert (status.role is None) == (status.alive and not ended)
            if status.role is not None:
                assert status.role == game.roles[status.seat]
        for reader in range(self.players):
            view = game.player_view(reader)
            assert view.events == self.visible(game, reader, held), reader
            assert_notes(view)
            if not ended and game.alive[reader]:
                self.check_cards(game, reader, view, held)
            self.check_prompt(game, reader, view)
        living = set(game.living())
        dead = tuple(sorted(set(range(self.players)) - living))
        assert game.chat_members("dead") == (dead if self.ghost_chat else ())
        assert game.chat_members("pack") == tuple(
            s for s in sorted(living) if held[s] == "werewolf"
        )
        if ended:
            assert game.result.labels == self.labels(game)

    def visible(self, game: Game, reader: int | None, held: list[str]) -> tuple:
        """The log's events ``reader`` (None: the board) may see now. The verdicts of the
        last check are kept while all they depend on stays (the end, the reader's life,
        the cards held): only the events since are judged."""
        key = (game.ended, reader is not None and game.alive[reader], tuple(held))
        return self.verdicts.visible(
            game, reader, key, lambda index: self.may_see(game, reader, game.log[index], held)
        )

    def check_cards(self, game: Game, reader: int, view, held: list[str]) -> None:
        """A living reader knows only cards the rules showed him, as they are."""
        allowed = {reader} | {s for s in range(self.players) if not game.alive[s]}
        if held[reader] == "werewolf":
            allowed |= {s for s in range(self.players) if held[s] == "werewolf"}
        for event in view.events:
            if isinstance(event, CardSeen) and event.target is not None:
                allowed.add(event.target)
        for seat, role in view.known_roles:
            assert seat in allowed, (reader, seat)
            assert role == game.roles[seat] or seat == reader, (reader, seat, role)
        if view.known_center:
            assert game.dealt[reader] == "thief"

    def check_prompt(self, game: Game, reader: int, view) -> None:
        """One prompt per living seat in every night step: the called role's own (what it
        may pick: entries of the step's shape it may not pick are marked), or a decoy (when
        decoys are on) of the same shape."""
        if game.ended or game.phase.value != "night" or reader not in game.awaited():
            return
        actions = open_actions(view.legal)
        held_role = game.roles[reader]
        if held_role in CALLED[game.step.id]:
            if game.step.id == "lovers":
                assert actions == {"dream"}
            else:
                assert actions <= OWN_ACTIONS[held_role], (reader, actions)
        else:
            assert game.settings["decoys"] == "on"
            assert_decoy(game, view)

    def labels(self, game: Game) -> tuple[str, ...]:
        """RULES §3's win, from the cards held and who lives."""
        living = set(game.living())
        wolf = {s for s in range(self.players) if game.roles[s] == "werewolf"}
        mixed = [couple for couple in game.lovers if len(set(couple) & wolf) == 1]
        if mixed and living == set(mixed[0]):
            return ("lovers",)
        apart = set(mixed[0]) if mixed else set()
        if not living & wolf:
            return ("village",)
        pack = (living & wolf) - apart
        others = len(living) - len(pack)
        assert pack and (not others or (self.parity and len(pack) >= others))
        return ("wolves",)


@pytest.mark.parametrize("start", range(0, GAMES, CHUNK))
def test_every_view_matches_the_thiercelieux_oracle(start):
    seen = {"labels": set(), "swaps": 0, "caught": 0, "couples": 0, "saved": 0}
    games = table_games(
        EDITION, range(start, start + CHUNK), random_table, Oracle, max_inputs=MAX_INPUTS
    )
    for game in games:
        seen["labels"].add(game.result.labels)
        seen["swaps"] += count(game.log, CardsSwapped)
        seen["caught"] += count(game.log, Told, what="caught")
        seen["couples"] += bool(game.lovers)
    # Not vacuous: thieves swapped, little girls were caught, couples were made, every
    # side won somewhere.
    assert seen["swaps"] and seen["caught"] and seen["couples"]
    assert {("village",), ("wolves",)} <= seen["labels"]


def test_random_playthroughs_end_well():
    """1,000 bot games at 6-24 players: each ends with a side, every death shows its card,
    the Captain's badge is on a living seat, and nobody acts twice in a step."""
    lovers = 0
    for index in range(PLAYTHROUGHS):
        players, composition, settings = random_table(GAMES + index, 6, 24)
        setup = GameSetup.create(
            EDITION, players, index, composition=composition, settings=settings
        )
        try:
            game = play_game(setup, DRIVERS[index % 2])
        except SetupError:
            continue
        assert game.ended and game.result.labels[0] in ("village", "wolves", "lovers")
        lovers += game.result.labels == ("lovers",)
        shown = [e.seat for e in game.log if isinstance(e, RoleShown)]
        died = [e.seat for e in game.log if isinstance(e, Died)]
        assert shown == died and len(set(died)) == len(died)
        for title, seat in game.titles.items():
            assert title == "captain" and (game.alive[seat] or game.ended)
    assert lovers  # mixed couples do win now and then


def test_the_oracle_refuses_what_the_rules_keep_secret():
    game = Game(
        GameSetup.create(
            EDITION,
            8,
            0,
            deal=[
                "werewolf",
                "werewolf",
                "seer",
                "witch",
                "villager",
                "villager",
                "villager",
                "villager",
            ],
        )
    )
    oracle = Oracle(game)
    held = list(game.roles)
    assert not oracle.may_see(game, 2, NightChoiceMade(0, "devour", 4), held)
    assert oracle.may_see(game, 1, NightChoiceMade(0, "devour", 4), held)
    assert not oracle.may_see(game, 1, NightChoiceMade(0, "decoy", 4), held)
    assert not oracle.may_see(game, 0, Told(3, "victim", (4,)), held)
    assert not oracle.may_see(game, None, CardSeen(2, "werewolf", target=0), held)
    assert not oracle.may_see(game, 4, DeathCause(5, "poisoned"), held)
