"""Secrecy: no view ever holds a role, a night target or a result its reader may not know.

"May know" is defined once, here, from RULES.md §1 and independently of the engine's own
knowledge module (``Knowledge`` below): one's own role; werewolves know the pack; the
lovers know each other; the Madman knows the pack only with ``madman_knows_pack =
from_night_1``; a wolf sees its packmates' night picks; the Seer knows her own probes (and
the ``random_white`` result), the Medium his own readings; public facts are the deaths
(with a public cause only), the votes after the tally, the roles shown by
``reveal_banished_role = shown``; the dead know everything (jinrou); everybody knows
everything once the game has ended. The public view holds no secret at all before the end.

Random games (the generator of test_playthrough.py) are played and, after every input,
every field of the board's view and of every seat's view is walked: the scalar fields, the
seats, the vote, the legal inputs and their targets, the team picks, the known roles and
every event (each event type and each of its fields is listed here, so that a new field or
event type fails the test until it is reviewed).
"""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from lgdesktop.engine import HOST, Game, GameSetup, NightChoice, Timeout, get_edition
from lgdesktop.engine.events import (
    Attacked,
    DeathCause,
    Died,
    GameEnded,
    GameStarted,
    MorningNews,
    NightChoiceMade,
    PhaseStarted,
    Probed,
    RoleDealt,
    RoleRemoved,
    RoleShown,
    ShotFired,
    TeamRevealed,
    VoteCast,
    VoteChoice,
    VoteTally,
)
from lgdesktop.engine.views import PlayerView, PublicView, SeatStatus, VoteStatus

from .randomplay import DRIVERS, play, random_setup
from .secrecy_kit import assert_notes

JINROU = get_edition("jinrou")
GAMES = 510  # 30 per table size, every view checked after every input
CHUNK = 85  # five games of each size

# ----------------------------------------------------------------------------- the oracle

#: Events anybody may know as soon as they happen.
PUBLIC_EVENTS = (GameStarted, PhaseStarted, MorningNews, Died, VoteCast, VoteTally)
#: Events nobody alive may know before the end.
SECRET_EVENTS = (Attacked, DeathCause, ShotFired, RoleRemoved)
#: Every event type and its fields (a new one must be reviewed here).
EVENT_FIELDS = {
    GameStarted: {"edition", "players", "composition", "settings"},
    RoleRemoved: {"role"},
    RoleDealt: {"seat", "role"},
    TeamRevealed: {"role", "members"},
    PhaseStarted: {"phase", "number"},
    NightChoiceMade: {"seat", "action", "target"},
    Probed: {"seat", "target", "werewolf", "source"},
    Attacked: {"victim", "devourer", "outcome"},
    Died: {"seat", "public_cause"},
    DeathCause: {"seat", "cause"},
    MorningNews: {"number", "deaths", "notes"},
    VoteCast: {"voter"},
    VoteChoice: {"voter", "target", "proxy"},
    VoteTally: {
        "round",
        "ballots",
        "counts",
        "outcome",
        "banished",
        "eliminated",
        "weights",
        "bonuses",
    },
    RoleShown: {"seat", "role"},
    ShotFired: {"shooter", "target"},
    GameEnded: {"winner", "winners", "roles", "labels", "dealt", "center"},
}
VIEW_FIELDS = {
    PlayerView: {
        "version",
        "seat",
        "role",
        "alive",
        "board",
        "known_roles",
        "events",
        "legal",
        "team_picks",
        "known_center",
        "notes",
        "channels",
        "pack",
    },
    PublicView: {
        "version",
        "edition",
        "phase",
        "number",
        "seats",
        "settings",
        "composition",
        "center_cards",
        "narration",
        "discussion_seconds",
        "vote",
        "result",
        "events",
        "step",
        "titles",
        "owed",
        "notes",
    },
    SeatStatus: {"seat", "name", "alive", "role"},
    VoteStatus: {"round", "candidates", "voted", "title", "weights", "voters"},
}
#: The night actions each role may be offered (everybody may dream).
ACTIONS = {"seer": {"probe"}, "bodyguard": {"protect"}, "werewolf": {"devour"}}


def field_names(value) -> set[str]:
    return {f.name for f in dataclasses.fields(value)} - {"visibility"}


class Knowledge:
    """What each reader may know now, from the truth of the game (roles, who is alive,
    settings, public tallies) and RULES.md §1 alone."""

    def __init__(self, game: Game):
        self.game = game
        self.roles = game.roles
        self.settings = game.settings
        self.reasons: Counter = Counter()  # which rule admitted what (coverage)
        self.banished: set[int] = set()  # from the public tallies, kept up to date

    def observe(self, event) -> None:
        """Learn the public facts of a new event of the log."""
        if isinstance(event, VoteTally) and event.banished is not None:
            self.banished.add(event.banished)

    def sees_all(self, reader: int | None) -> bool:
        if self.game.ended:
            return True
        return reader is not None and not self.game.alive[reader]

    def wolf(self, seat: int) -> bool:
        return self.roles[seat] == "werewolf"

    def role_public(self, seat: int) -> bool:
        """Shown to everybody: a banished player's role with reveal_banished_role=shown."""
        return self.settings["reveal_banished_role"] == "shown" and seat in self.banished

    def may_know_role(self, reader: int | None, seat: int) -> bool:
        if self.sees_all(reader) or self.role_public(seat):
            return True
        if reader is None:
            return False
        mine, theirs = self.roles[reader], self.roles[seat]
        if reader == seat:
            return True
        if mine == theirs == "werewolf":
            self.reasons["pack"] += 1
            return True
        if mine == theirs == "lover":
            self.reasons["lovers"] += 1
            return True
        if (
            mine == "madman"
            and theirs == "werewolf"
            and self.settings["madman_knows_pack"] == "from_night_1"
        ):
            self.reasons["madman"] += 1
            return True
        return False

    def may_know_event(self, reader: int | None, event) -> bool:
        if isinstance(event, PUBLIC_EVENTS):
            return True
        if self.sees_all(reader):
            self.reasons["dead" if not self.game.ended else "ended"] += 1
            return True
        if isinstance(event, (GameEnded, *SECRET_EVENTS)):
            return False
        if isinstance(event, RoleShown):
            self.reasons["shown"] += 1
            return self.role_public(event.seat)
        if isinstance(event, RoleDealt):
            return self.may_know_role(reader, event.seat)
        if isinstance(event, TeamRevealed):
            return all(self.may_know_role(reader, member) for member in event.members)
        if reader is None:
            return False
        if isinstance(event, NightChoiceMade):
            if event.seat != reader:
                self.reasons["pack picks"] += 1
                return self.wolf(reader) and self.wolf(event.seat)
            return True
        if isinstance(event, Probed):
            self.reasons[event.source] += 1
            return event.seat == reader
        if isinstance(event, VoteChoice):
            return event.voter == reader
        raise AssertionError(f"unreviewed event type {type(event).__name__}")


# ----------------------------------------------------------------------------- the checks


def check_truth(game: Game, event) -> None:
    """An event, whoever sees it, tells the truth (checked once per event)."""
    assert type(event) in EVENT_FIELDS, f"unreviewed event type {type(event).__name__}"
    assert field_names(event) == EVENT_FIELDS[type(event)], f"unreviewed field in {event}"
    roles = game.roles
    if isinstance(event, (RoleDealt, RoleShown)):
        assert roles[event.seat] == event.role
    elif isinstance(event, TeamRevealed):
        assert sorted(event.members) == [s for s, r in enumerate(roles) if r == event.role]
    elif isinstance(event, Probed):
        assert event.werewolf is (roles[event.target] == "werewolf")
        assert roles[event.seat] == ("medium" if event.source == "medium" else "seer")
    elif isinstance(event, Died):
        assert event.public_cause in ("night", "banished", "day")
    elif isinstance(event, GameEnded):
        assert event.roles == event.dealt == tuple(roles)
        assert event.labels == (event.winner,) and event.center == ()
    elif isinstance(event, VoteTally):
        assert event.eliminated == (() if event.banished is None else (event.banished,))


class Walker:
    """Walks every view of one game, state after state."""

    def __init__(self, game: Game, narrations: dict):
        self.knowledge = Knowledge(game)
        self.seen: dict[int | None, tuple] = {}
        self.own_targets: dict[int, set[int]] = {}  # a reader's own night and proxy picks
        self.own_protects: dict[int, set[int]] = {}  # a Bodyguard's own protections
        self.truth_checked = 0
        self.narrations = narrations
        setup = game.setup
        if setup.deal is not None:
            announced = Counter(setup.deal)
        elif setup.composition is None:
            announced = Counter(JINROU.recommended_setup(game.players))
        else:
            announced = Counter(dict(setup.composition))
            announced["villager"] += game.players - sum(announced.values())
        self.announced = tuple(sorted((+announced).items()))

    def __call__(self, game: Game, seat=None, inp=None) -> None:
        for event in game.log[self.truth_checked :]:
            check_truth(game, event)
            self.knowledge.observe(event)
        self.truth_checked = len(game.log)
        board = game.public_view()
        self.check_board(game, board)
        for reader in range(game.players):
            self.check_player(game, reader, game.player_view(reader), board)

    def check_events(self, reader: int | None, events: tuple) -> None:
        """Each event once per reader: knowledge only grows, and a view's events only grow
        while its reader lives (checked); a dead reader's or the end's views start over."""
        before = self.seen.get(reader, ())
        start = len(before) if events[: len(before)] == before else 0
        for event in events[start:]:
            assert self.knowledge.may_know_event(reader, event), (
                f"{'the board' if reader is None else f'seat {reader}'} may not know {event}"
            )
            if reader is None:
                continue
            if isinstance(event, NightChoiceMade) and event.seat == reader:
                self.own_targets.setdefault(reader, set()).add(event.target)
                if event.action == "protect":
                    self.own_protects.setdefault(reader, set()).add(event.target)
            elif isinstance(event, VoteChoice) and event.voter == reader:
                self.own_targets.setdefault(reader, set()).add(event.target)
        self.seen[reader] = events

    def check_board(self, game: Game, board: PublicView) -> None:
        k = self.knowledge
        assert field_names(board) == VIEW_FIELDS[PublicView]
        assert board.version == len(board.events)
        assert board.edition == "jinrou"
        assert (board.phase, board.number) == (game.phase.value, game.number)
        assert len(board.seats) == game.players
        for index, status in enumerate(board.seats):
            assert field_names(status) == VIEW_FIELDS[SeatStatus]
            assert (status.seat, status.name, status.alive) == (
                index,
                game.setup.players[index],
                game.alive[index],
            )
            if status.role is not None:
                assert k.may_know_role(None, index) and status.role == game.roles[index]
        assert board.settings == tuple(sorted(game.settings.items()))
        assert board.center_cards == 0
        # no titles in jinrou; an owed shot never names its (secret) Hunter on the board
        assert board.titles == ()
        assert board.owed == (("shot", None) if board.phase == "resolving" else None)
        assert (
            board.step
            == {
                "night": "night",
                "day": "debate",
                "vote": "vote",
                "resolving": board.step,
                "ended": board.step,
            }[board.phase]
        )
        assert board.composition == self.announced
        key = (board.composition, board.number)
        assert self.narrations.setdefault(key, board.narration) == board.narration
        assert set(board.narration) <= {role for role, _ in board.composition}
        seconds = game.settings["discussion_seconds"]
        assert board.discussion_seconds == (None if seconds == "none" else int(seconds))
        if board.vote is None:
            assert board.phase != "vote"
        else:
            assert field_names(board.vote) == VIEW_FIELDS[VoteStatus]
            assert board.phase == "vote"
            assert set(board.vote.candidates) <= set(game.living())
            assert set(board.vote.voted) <= set(game.living())
            assert board.vote.voters == game.living()  # RULES §1: every living player votes
            cast = {
                e.voter
                for e in board.events[self._last_vote_start(board.events) :]
                if isinstance(e, VoteCast)
            }
            assert set(board.vote.voted) == cast
        assert (board.result is None) is (not game.ended)
        self.check_events(None, board.events)
        assert_notes(board)

    @staticmethod
    def _last_vote_start(events: tuple) -> int:
        for index in range(len(events) - 1, -1, -1):
            event = events[index]
            if isinstance(event, PhaseStarted) and event.phase == "vote":
                return index
        return len(events)

    def check_player(self, game: Game, reader: int, view: PlayerView, board: PublicView) -> None:
        k = self.knowledge
        assert field_names(view) == VIEW_FIELDS[PlayerView]
        assert (view.seat, view.role, view.alive) == (
            reader,
            game.roles[reader],
            game.alive[reader],
        )
        assert view.version == len(view.events)
        assert view.board == board
        assert view.known_center == ()
        self.check_events(reader, view.events)
        for seat, role in view.known_roles:
            assert role == game.roles[seat] and k.may_know_role(reader, seat), (reader, seat)
        if k.sees_all(reader):
            assert dict(view.known_roles) == dict(enumerate(game.roles))
        assert_notes(view)
        self.check_pack_and_channels(game, reader, view)
        for seat, _target in view.team_picks:
            assert seat == reader or k.sees_all(reader) or (k.wolf(reader) and k.wolf(seat))
        self.check_legal(game, reader, view, board)

    def check_pack_and_channels(self, game: Game, reader: int, view: PlayerView) -> None:
        """RULES §1: the pack knows itself, so does a Madman who knows the pack (the dead
        know everything); the dead share ``dead``; the living have no channel (jinrou's pack
        has no chat, in the engine: it agrees by its live picks)."""
        k = self.knowledge
        wolves = tuple(s for s in range(game.players) if k.wolf(s))
        knows = (
            k.sees_all(reader)
            or k.wolf(reader)
            or (
                game.roles[reader] == "madman"
                and game.settings["madman_knows_pack"] == "from_night_1"
            )
        )
        assert view.pack == (wolves if knows else ()), (reader, view.pack)
        if not game.alive[reader]:
            assert view.channels == ("dead",)
        else:
            assert view.channels == ()  # jinrou's pack has no chat: it agrees by its picks

    def check_legal(self, game: Game, reader: int, view: PlayerView, board: PublicView) -> None:
        """The legal inputs say nothing beyond the reader's own role and choices."""
        living = set(game.living())
        others = living - {reader}
        role = game.roles[reader]
        for spec in view.legal:
            targets = set(spec.targets)
            assert spec.shape is None, spec  # jinrou: one-seat inputs only
            assert spec.current is None or spec.current in self.own_targets.get(reader, ())
            if spec.kind == "night_choice":
                assert spec.action == "dream" or spec.action in ACTIONS.get(role, ()), spec
                if spec.action in ("dream", "probe"):
                    assert targets == others
                elif spec.action == "devour":
                    assert targets == {s for s in living if not self.knowledge.wolf(s)}
                else:  # protect: the living (himself if allowed) but his own last pick
                    base = others | (
                        {reader} if game.settings["bodyguard_self"] == "yes" else set()
                    )
                    assert targets <= base
                    assert base - targets <= self.own_protects.get(reader, set())
            elif spec.kind == "vote":
                assert targets == set(board.vote.candidates) - {reader}
            elif spec.kind == "proxy_vote":
                assert targets == others
            elif spec.kind == "shot":
                assert role == "hunter" and not game.alive[reader] and targets == others
            else:
                raise AssertionError(f"unreviewed input spec {spec}")


# ----------------------------------------------------------------------------- the tests


@pytest.mark.parametrize("start", range(0, GAMES, CHUNK))
def test_no_view_ever_holds_what_its_reader_may_not_know(start):
    narrations: dict = {}
    reasons: Counter = Counter()
    for index in range(start, start + CHUNK):
        walkers: list[Walker] = []

        def on_state(game: Game, seat, inp, walkers=walkers) -> None:
            if not walkers:
                walkers.append(Walker(game, narrations))
            walkers[0](game)

        play(random_setup(index), DRIVERS[index // 17 % len(DRIVERS)], on_state)
        reasons.update(walkers[0].knowledge.reasons)
    # Every rule that lets a secret through was exercised (the pass is not vacuous).
    expected = {
        "pack",
        "pack picks",
        "lovers",
        "madman",
        "seer",
        "random_white",
        "medium",
        "shown",
        "dead",
        "ended",
    }
    assert expected <= set(reasons), expected - set(reasons)


def test_the_oracle_refuses_what_the_rules_keep_secret():
    """The oracle itself: on a fixed deal, secrets are refused to the wrong readers."""
    game = Game(
        GameSetup.create(
            "jinrou", 6, 0, deal=["werewolf", "werewolf", "seer", "madman", "lover", "lover"]
        )
    )
    k = Knowledge(game)
    assert k.may_know_role(0, 1) and not k.may_know_role(2, 0)
    assert not k.may_know_role(3, 0)  # madman_knows_pack defaults to no
    assert k.may_know_role(4, 5) and not k.may_know_role(4, 0)
    assert not k.may_know_role(None, 2)
    secret_probe = Probed(2, 0, True, "seer")
    assert k.may_know_event(2, secret_probe) and not k.may_know_event(0, secret_probe)
    assert not k.may_know_event(None, secret_probe)
    pick = NightChoiceMade(0, "devour", 2)
    assert k.may_know_event(1, pick) and not k.may_know_event(3, pick)


def test_nobody_learns_which_role_went_missing():
    """With missing_role=on, the board on the first morning is the same whichever role
    was removed (here the Baker, the Seer or the Hunter)."""
    composition = {"werewolf": 1, "baker": 1, "seer": 1, "hunter": 1}
    boards: dict[str, set[str]] = {}
    for seed in range(20):
        game = Game(
            GameSetup.create(
                "jinrou", 8, seed, composition=composition, settings={"missing_role": "on"}
            )
        )
        (removed,) = [e.role for e in game.log if isinstance(e, RoleRemoved)]
        game.submit(HOST, Timeout())
        boards.setdefault(removed, set()).add(repr(game.public_view().events))
    assert len(boards) >= 2  # several roles went missing across the seeds
    assert len(set().union(*boards.values())) == 1, boards


def test_secret_inputs_move_neither_the_board_nor_other_seats_versions():
    """A view's version counts what its reader may see: a secret choice moves only the
    versions of the seats that may see it."""
    game = Game(
        GameSetup.create(
            "jinrou",
            8,
            0,
            deal=[
                "werewolf",
                "werewolf",
                "seer",
                "bodyguard",
                "villager",
                "villager",
                "villager",
                "villager",
            ],
        )
    )
    game.submit(HOST, Timeout())
    game.submit(HOST, Timeout())
    game.submit(HOST, Timeout())  # night 2, nobody banished
    for seat, target, movers in (
        (2, 0, {2}),
        (3, 4, {3}),
        (5, 6, {5}),
        (0, 4, {0, 1}),
        (1, 6, {0, 1}),
        (1, 4, {0, 1}),
    ):
        board = game.public_view().version
        versions = [game.player_view(s).version for s in range(8)]
        game.submit(seat, NightChoice(target))
        assert game.public_view().version == board
        moved = {s for s in range(8) if game.player_view(s).version != versions[s]}
        assert moved == movers


def test_night_narration_depends_on_the_composition_and_night_only():
    """The board narrates the same steps whoever holds the roles and whoever is alive."""
    composition = {
        "werewolf": 2,
        "seer": 1,
        "bodyguard": 1,
        "madman": 1,
        "lover": 2,
        "medium": 1,
        "hunter": 1,
    }
    narrations: dict[int, set] = {}
    for seed in range(40):
        setup = GameSetup.create(
            "jinrou",
            11,
            seed,
            composition=composition,
            settings={"missing_role": "on" if seed % 2 else "off"},
        )

        def on_state(game: Game, seat, inp) -> None:
            board = game.public_view()
            if board.phase == "night":
                narrations.setdefault(board.number, set()).add(board.narration)

        play(setup, DRIVERS[seed % len(DRIVERS)], on_state)
    assert len(narrations) >= 3
    assert all(len(seen) == 1 for seen in narrations.values()), narrations
    assert set(next(iter(narrations[1]))) <= set(composition)
