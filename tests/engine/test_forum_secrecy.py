"""Secrecy of the ``forum`` edition, against an oracle of its own written from RULES §4/§6.

The oracle (:class:`Oracle`) knows nothing of the engine's knowledge module nor of the
events' ``visibility``: it reads the log in order, keeps its own facts (who is alive, who
holds a wolf card: the deal, then a Thief's card once he sees it turned), and says from
the rules who may know each event:

- public: the game's start, phases and steps, candidacies and candidates, ballots cast
  (not for whom), tallies, titles, the morning news, deaths (not their causes, not the
  card: forum never shows a dead player's card), the end;
- one's own card, one's own looks (the Seer, the Thief turned, the Little Girl's peek),
  what one is told (the Witch's victim, whom one loves, caught, nothing, the pack's news),
  one's own ballots and proxies, one's own night picks (decoys included);
- the pack: its team, and every pick of its members in the wolves' steps (the victim,
  the grid's cells), live;
- owed actions: public, except a Hunter's shot, which only he knows he owes and takes;
- nobody: the attack, the real causes of death, the shots themselves;
- once the game has ended everybody knows everything, and so do the dead during play
  with ``dead_see_roles=yes`` (never with ``no``).

After every input of 600 random games every view (the board's and every seat's) must
hold exactly the events the oracle admits, and exactly their notes (every line the reader
reads); each seat must know exactly the cards the
oracle says (its own, its pack's, what it looked at); the ``pack`` channel holds exactly
the living wolves, the ``dead`` channel exactly the dead; every living seat answers a
prompt in every night step when decoys are on; the board never lists a chat.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from lgdesktop.engine import Game, GameSetup
from lgdesktop.engine.events import (
    ActionOwed,
    ActionTaken,
    Attacked,
    Candidacy,
    CandidatesNamed,
    CardSeen,
    DeathCause,
    Died,
    GameEnded,
    GameStarted,
    MorningNews,
    NightChoiceMade,
    NightPickMade,
    PhaseStarted,
    RoleDealt,
    ShotFired,
    StepStarted,
    TeamRevealed,
    TitleGiven,
    Told,
    VoteCast,
    VoteChoice,
    VoteTally,
)

from .forumrandom import DRIVERS, play, random_setup
from .secrecy_kit import assert_notes, checked_games

GAMES = 600
CHUNK = 100
#: Offset of these games' seeds, so that they differ from the playthrough's.
FIRST_INDEX = 5000
PUBLIC = (
    GameStarted,
    PhaseStarted,
    StepStarted,
    Candidacy,
    CandidatesNamed,
    VoteCast,
    VoteTally,
    TitleGiven,
    MorningNews,
    Died,
    GameEnded,
)
NOBODY = (Attacked, DeathCause, ShotFired)
#: The pack's actions, seen live by every living wolf.
PACK_ACTIONS = ("devour", "place_sees", "place_caught")
EVERYONE = "everyone"


class Oracle:
    """Who may know each event of one game, from the rules and the log's content."""

    def __init__(self, game: Game):
        self.game = game
        self.alive = [True] * game.players
        self.wolf = [False] * game.players
        self.hunter_owing: list[int] = []
        #: For each event of the log: its readers (a set of seats, EVERYONE, or empty).
        self.readers: list[object] = []
        #: seat -> {seat: role} the seat knows.
        self.known: list[dict[int, str]] = [{} for _ in range(game.players)]

    def catch_up(self) -> None:
        log = self.game.log
        for event in log[len(self.readers) :]:
            self.readers.append(self._readers(event))

    def _readers(self, event) -> object:
        kind = type(event)
        if kind is Died:
            self.alive[event.seat] = False
            if self.game.dealt[event.seat] == "hunter":
                self.hunter_owing.append(event.seat)
        if kind in PUBLIC:
            return EVERYONE
        if kind in NOBODY:
            return frozenset()
        if kind is RoleDealt:
            self.wolf[event.seat] = event.role == "werewolf"
            self.known[event.seat][event.seat] = event.role
            return frozenset({event.seat})
        if kind is TeamRevealed:
            for member in event.members:
                self.known[member].update({other: event.role for other in event.members})
            return frozenset(event.members)
        if kind is CardSeen:
            if event.target == event.seat:  # the Thief's colour turned his card
                self.wolf[event.seat] = event.role == "werewolf"
            self.known[event.seat][event.target] = event.role
            return frozenset({event.seat})
        if kind in (NightChoiceMade, NightPickMade):
            if event.action in PACK_ACTIONS:
                return frozenset(
                    s for s in range(self.game.players) if self.alive[s] and self.wolf[s]
                )
            return frozenset({event.seat})
        if kind is Told:
            return frozenset({event.seat})
        if kind is VoteChoice:
            return frozenset({event.voter})
        if kind is ActionOwed:
            if event.kind == "shot":
                assert event.seat is None
                return frozenset(self.hunter_owing[:1])
            return EVERYONE
        if kind is ActionTaken:
            if event.kind == "shot":
                self.hunter_owing.remove(event.seat)
                return frozenset({event.seat})
            return EVERYONE
        raise AssertionError(f"the oracle does not know {kind.__name__}")

    def admits(self, reader: int | None, index: int) -> bool:
        game = self.game
        if game.ended:
            return True
        if (
            reader is not None
            and not game.alive[reader]
            and game.settings["dead_see_roles"] == "yes"
        ):
            return True
        readers = self.readers[index]
        return readers == EVERYONE or (reader is not None and reader in readers)

    def check(self, game: Game) -> None:
        self.catch_up()
        log = game.log
        board = game.public_view()
        assert list(board.events) == [e for i, e in enumerate(log) if self.admits(None, i)]
        assert_notes(board)
        everything_for_dead = game.settings["dead_see_roles"] == "yes"
        for seat in range(game.players):
            view = game.player_view(seat)
            expected = [e for i, e in enumerate(log) if self.admits(seat, i)]
            assert list(view.events) == expected, seat
            assert_notes(view)
            if game.ended or (everything_for_dead and not game.alive[seat]):
                continue
            assert dict(view.known_roles) == self.known[seat], seat
        if game.ended:
            return
        if game.cards_seen:
            wolves = tuple(s for s in range(game.players) if self.alive[s] and self.wolf[s])
            assert game.chat_members("pack") == wolves
        else:
            assert game.chat_members("pack") == ()
        assert game.chat_members("dead") == tuple(
            s for s in range(game.players) if not self.alive[s]
        )
        assert not hasattr(board, "chat")
        if game.phase == "night" and game.settings["decoys"] == "on":
            owing = set(game.awaited()) | set(game.night_choices)
            assert owing == {s for s in range(game.players) if self.alive[s]}


def play_forum(setup: GameSetup, index: int, on_state: Callable[[Game], None]) -> Game:
    """:func:`forumrandom.play` with driver ``index`` (the kit's player signature)."""
    return play(setup, DRIVERS[index % len(DRIVERS)], lambda game, seat, inp: on_state(game))


@pytest.mark.parametrize("start", range(FIRST_INDEX, FIRST_INDEX + GAMES, CHUNK))
def test_every_forum_view_matches_the_oracle(start):
    games = checked_games(
        range(start, start + CHUNK),
        random_setup,
        lambda setup, game: Oracle(game),
        play=play_forum,
        replay=False,
    )
    assert sum(1 for _ in games) == CHUNK  # every game played to its end, checked


def test_the_oracle_refuses_what_the_rules_keep_secret():
    """A sanity check of the oracle itself: it would catch a leak."""
    game = Game(random_setup(FIRST_INDEX))
    oracle = Oracle(game)
    oracle.catch_up()
    leak = DeathCause(0, "devoured")
    oracle.readers.append(oracle._readers(leak))
    assert not oracle.admits(0, len(oracle.readers) - 1)
    assert not oracle.admits(None, len(oracle.readers) - 1)
