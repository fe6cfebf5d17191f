"""The declared flow's generic mechanisms (issue 13), each on a variant of the test-only
``trial`` edition: where an election sits (before the deal, before night 1, day 1), deaths
at once, explicit abstention, ballots that may change until the close (``votes_final``),
secret ballots, public and secret per-target bonuses, a player the vote designates who
lives (reveal-and-live) and then may not vote, powers lost, the owed-action queue's order,
a successor's fallback, candidacies before an election, chained deaths in the declared
``death_order``, and a Scapegoat's choice of voters (an input of any number of seats)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Mapping

import pytest

from lgdesktop.engine import (
    EDITIONS,
    HOST,
    Act,
    AlreadyActed,
    Game,
    GameSetup,
    IllegalTarget,
    NightChoice,
    Timeout,
    Vote,
    Win,
    register_edition,
)
from lgdesktop.engine.context import SeatState
from lgdesktop.engine.events import MorningNews, RoleShown
from lgdesktop.engine.flow import DAWN, DEBATE, Flow, Owed, Step, StepKind, Title, random_one
from lgdesktop.engine.model import Visibility
from lgdesktop.engine.roles import DeathBatch
from lgdesktop.engine.settings import SettingSpec

from .helpers import snapshot
from .trial import MASTER_FLOW, Trial, Villager

ELECTION = Step("captain_election", StepKind.ELECTION, title="captain")
#: The forum's election before the deal, opened by candidacies.
CANDIDACY_ELECTION = dataclasses.replace(ELECTION, candidacy=True)
#: A day vote with explicit abstention, ballots final as ``votes_final`` says, secret.
OPEN_VOTE = Step("vote", StepKind.VOTE, abstention=True, final=None)
SECRET_VOTE = dataclasses.replace(OPEN_VOTE, ballots="secret")
NIGHT = MASTER_FLOW.cycle[:5]


@dataclasses.dataclass
class Revealed(SeatState):
    """Flag: the vote revealed this Idiot (he never votes again)."""

    card = "idiot"


class Idiot(Villager):
    """Designated by the vote: card shown, lives, never votes again."""

    id = "idiot"

    def on_designated(self, game: Game, seat: int) -> bool:
        game.state(seat, Revealed)
        game.emit(RoleShown(seat, self.id, visibility=Visibility(public=True)))
        return False


#: Lovers' heartbreak in the same instant as the Captain's death, or after his successor.
DEATH_ORDERS = {
    "heartbreak_first": ("heartbreak", "successor"),
    "successor_first": ("successor", "heartbreak"),
}


class Scapegoat(Villager):
    """Dies on a tie (``shape=scapegoat``), then chooses who votes the next day."""

    id = "scapegoat"

    def on_death(self, game: Game, batch: DeathBatch, seat: int, cause: str) -> None:
        if cause == "banished":
            game.owe_choice_of_voters(seat)


class Flowtest(Trial):
    """The trial's master variant, its flow shaped by the ``shape`` setting."""

    id = "flowtest"
    roles = (*Trial.roles, Idiot(), Scapegoat())
    SHAPES = (
        "before_night_1",
        "before_deal",
        "day_1",
        "at_once",
        "secret",
        "no_successor",
        "heartbreak_first",
        "successor_first",
        "scapegoat",
        "candidacy",
    )
    settings = (
        Trial.settings[0],
        SettingSpec("variant", ("master", "plain")),
        Trial.settings[2],
        SettingSpec("shape", SHAPES),
        SettingSpec("bonus", ("none", "public", "secret")),
        SettingSpec("votes_final", ("yes", "no")),
    )

    def flow(self, settings: Mapping[str, str]) -> Flow:
        shape = settings.get("shape", "before_night_1")
        vote = SECRET_VOTE if shape == "secret" else OPEN_VOTE
        title = Title("captain", fallback="none" if shape == "no_successor" else "random")
        return dataclasses.replace(
            MASTER_FLOW,
            before_deal=(ELECTION,)
            if shape == "before_deal"
            else (CANDIDACY_ELECTION,)
            if shape == "candidacy"
            else (),
            before_night_1=(ELECTION,)
            if shape
            in (
                "before_night_1",
                "secret",
                "no_successor",
                "at_once",
                "heartbreak_first",
                "successor_first",
            )
            else (),
            day_1=(ELECTION,) if shape == "day_1" else (),
            cycle=(*NIGHT, DAWN, DEBATE, vote),
            titles=(title,),
            deaths="at_once" if shape == "at_once" else "dawn",
            death_order=DEATH_ORDERS.get(shape, ()),
            ends_after=None if shape == "scapegoat" else "vote",
        )

    def vote_outcome(
        self, game: Game, round_: int, ranking: list[tuple[int, int]]
    ) -> tuple[str, tuple[int, ...]]:
        """With ``shape=scapegoat``, any tie eliminates the living Scapegoat instead."""
        scapegoats = game.seats_with("scapegoat", living=True)
        tied = len(ranking) > 1 and ranking[0][1] == ranking[1][1]
        if game.settings["shape"] == "scapegoat" and tied and scapegoats:
            return "scapegoat", tuple(scapegoats)
        return super().vote_outcome(game, round_, ranking)

    def check_win(self, game: Game) -> Win | None:
        """With ``shape=scapegoat`` the game ends after day 2's vote."""
        last_vote = game.number >= 2 and game.step.kind is StepKind.VOTE
        if game.settings["shape"] == "scapegoat" and not last_vote:
            return None
        return super().check_win(game)

    def may_vote(self, game: Game, seat: int) -> bool:
        return game.find_state(seat, Revealed) is None

    def vote_bonuses(self, game: Game, round_: int) -> tuple[tuple[int, int, bool], ...]:
        bonus = game.settings["bonus"]
        return () if bonus == "none" else ((0, 2, bonus == "public"),)


FLOWTEST = Flowtest()


@pytest.fixture(autouse=True, scope="module")
def registered() -> Iterator[Flowtest]:
    register_edition(FLOWTEST)
    yield FLOWTEST
    EDITIONS.pop(FLOWTEST.id, None)


#: seats 0-5, then the center: two wolves (0, 5), a seer, a witch, an idiot, a tanner.
DEAL = [
    "werewolf",
    "seer",
    "witch",
    "idiot",
    "tanner",
    "werewolf",
    "robber",
    "troublemaker",
    "villager",
]


def new_game(**settings: str) -> Game:
    return Game(GameSetup.create("flowtest", 6, 0, deal=DEAL, settings=settings))


def everybody(game: Game, make) -> None:
    for seat in game.awaited():
        game.submit(seat, make(seat))


def night(game: Game, victim: int = 4) -> None:
    """The pack takes ``victim``; the witch passes; every other seat answers its decoy."""
    while game.phase.value == "night":
        for seat in game.awaited():
            spec = game.legal_inputs(seat)[-1]
            if spec.action == "devour":
                game.submit(seat, NightChoice(victim))
            elif spec.options:
                game.submit(seat, NightChoice(option=spec.options[-1]))
            else:
                game.submit(
                    seat,
                    NightChoice(
                        seats=spec.targets[: spec.count], cards=spec.cards[: spec.card_count]
                    ),
                )


def to_vote(game: Game, captain: int = 1, victim: int = 4) -> None:
    if game.phase.value == "election":
        everybody(game, lambda seat: Vote(captain))
    night(game, victim)
    if game.phase.value == "election":
        everybody(game, lambda seat: Vote(captain))
    game.submit(HOST, Timeout())
    assert game.phase.value == "vote"


def types(game: Game) -> list[str]:
    return [event.type for event in game.log]


def test_an_election_before_the_deal_comes_before_anybody_sees_a_card():
    game = new_game(shape="before_deal")
    assert game.phase.value == "election" and "role_dealt" not in types(game)
    assert game.player_view(0).role == ""  # nobody holds a card yet, not even in secret
    assert game.chat_members("pack") == ()
    assert not any(e.type == "role_dealt" for e in game.player_view(0).events)
    everybody(game, lambda seat: Vote(2))
    kinds = types(game)
    assert kinds.index("title_given") < kinds.index("role_dealt")
    assert game.player_view(0).role == "werewolf" and game.chat_members("pack") == (0, 5)


def test_an_election_on_day_1_comes_after_the_morning_news():
    game = new_game(shape="day_1")
    night(game)
    assert game.phase.value == "election"
    everybody(game, lambda seat: Vote(3))
    kinds = types(game)
    assert kinds.index("morning_news") < kinds.index("title_given")
    assert game.phase.value == "day" and game.title_holder("captain") == 3


def test_deaths_at_once_happen_at_the_close_of_the_step_that_caused_them():
    game = new_game(shape="at_once")
    everybody(game, lambda seat: Vote(1))
    night(game, victim=4)
    kinds = [(e.type, getattr(e, "step", None)) for e in game.log]
    died = kinds.index(("died", None))
    assert kinds.index(("step_started", "werewolf")) < died < kinds.index(("step_started", "seer"))
    news = next(e for e in game.log if e.type == "morning_news")
    assert news.deaths == (4,)


def test_explicit_abstention_counts_nobody_and_ballots_change_until_the_close():
    game = new_game(votes_final="no")
    to_vote(game, victim=4)
    specs = game.legal_inputs(2)
    assert [s.action for s in specs][:2] == ["vote", "abstain"]
    game.submit(2, Vote(option="abstain"))
    game.submit(2, Vote(0))  # not final: changed
    with pytest.raises(AlreadyActed):
        game.submit(2, Vote(0))
    for seat in (0, 1, 3, 5):
        game.submit(seat, Vote(option="abstain"))
    assert game.phase.value == "vote"  # not final: only the clock closes it
    game.submit(HOST, Timeout())
    assert game.last_tally.ballots == ((2, 0),) and game.last_tally.counts == ((0, 1),)


def test_final_ballots_are_refused_a_change_and_close_the_vote_when_all_are_cast():
    game = new_game()
    to_vote(game)
    game.submit(2, Vote(0))
    before = snapshot(game)
    with pytest.raises(AlreadyActed):
        game.submit(2, Vote(1))
    assert snapshot(game) == before
    everybody(game, lambda seat: Vote(0 if seat != 0 else 1))
    assert game.ended and game.last_voted_out == (0,)


def test_a_secret_vote_shows_who_voted_never_for_whom():
    game = new_game(shape="secret")
    to_vote(game)
    everybody(game, lambda seat: Vote(0 if seat != 0 else 1))
    assert game.last_tally.ballots == () and game.last_tally.counts[0][0] == 0
    assert [e.voter for e in game.public_view().events if e.type == "vote_cast"][-5:] == [
        0,
        1,
        2,
        3,
        5,
    ]


@pytest.mark.parametrize("bonus", ["public", "secret"])
def test_a_per_target_bonus_counts_shown_in_the_tally_or_hidden_with_the_totals(bonus):
    game = new_game(bonus=bonus)
    to_vote(game, captain=2)
    # 1 (captain 2 counts twice) + 3 vote 5; 0 + 5 vote 1: 5 has 3, 0 has the bonus's 2
    for seat, target in {0: 1, 1: 5, 2: 5, 3: 5, 5: 1}.items():
        game.submit(seat, Vote(target))
    tally = game.last_tally
    if bonus == "public":
        assert tally.bonuses == ((0, 2),) and dict(tally.counts)[0] == 2
    else:
        assert tally.bonuses == () and tally.counts == ()
    assert game.last_voted_out == (5,)


def test_a_designated_idiot_shows_his_card_lives_and_never_votes_again():
    game = new_game()
    to_vote(game, victim=4)
    everybody(game, lambda seat: Vote(3 if seat != 3 else 0))
    assert game.alive[3] and game.last_voted_out == (3,)
    assert any(e.type == "role_shown" and e.seat == 3 for e in game.public_view().events)
    assert not FLOWTEST.may_vote(game, 3)


def test_powers_lost_turn_a_called_role_into_a_decoy():
    game = new_game()
    everybody(game, lambda seat: Vote(2))
    game.lose_powers("village")
    while game.step.id != "seer":
        for seat in game.awaited():
            spec = game.legal_inputs(seat)[-1]
            game.submit(seat, NightChoice(seats=spec.targets[: spec.count]))
    assert {s.action for s in game.legal_inputs(1)} == {"decoy"}


def test_owed_actions_are_taken_in_the_flow_s_order_then_as_they_came():
    game = new_game()

    def owed(kind: str, seat: int) -> Owed:
        return Owed(
            kind,
            seat,
            "act",
            kind,
            targets=lambda g: g.living(),
            resolve=lambda g, seats: None,
            fallback=random_one,
        )

    for kind, seat in (("tie_break", 1), ("custom", 2), ("successor", 3), ("tie_break", 4)):
        game.owe(owed(kind, seat))
    assert [(o.kind, o.seat) for o in game.owed] == [
        ("successor", 3),
        ("tie_break", 1),
        ("tie_break", 4),
        ("custom", 2),
    ]


def test_a_successor_with_no_fallback_leaves_the_title_empty_when_time_runs_out():
    game = new_game(shape="no_successor")
    everybody(game, lambda seat: Vote(4))
    night(game, victim=4)
    assert game.public_view().owed == ("successor", 4)
    game.submit(HOST, Timeout())
    assert game.title_holder("captain") is None
    assert [(e.seat, e.how) for e in game.log if e.type == "title_given"] == [
        (4, "elected"),
        (None, "lost"),
        (None, "successor"),
    ]


def dead_of_heartbreak(game: Game) -> list[int]:
    return [e.seat for e in game.log if e.type == "death_cause" and e.cause == "heartbreak"]


def captain_lover_killed(shape: str) -> tuple[Game, MorningNews]:
    """Seat 4, Captain and lover of seat 3, is the pack's victim; returns the game at dawn
    and its morning news."""
    game = new_game(shape=shape)
    game.lovers = [(3, 4)]
    everybody(game, lambda seat: Vote(4))
    night(game, victim=4)
    return game, next(e for e in game.log if e.type == "morning_news")


def test_heartbreak_declared_first_dies_with_the_captain_before_his_successor():
    game, news = captain_lover_killed("heartbreak_first")
    assert news.deaths == (3, 4) and dead_of_heartbreak(game) == [3]
    assert game.public_view().owed == ("successor", 4)
    assert 3 not in game.legal_inputs(4)[0].targets


def test_heartbreak_declared_after_the_successor_waits_for_him_to_be_named():
    game, news = captain_lover_killed("successor_first")
    assert news.deaths == (4,) and game.alive[3] and dead_of_heartbreak(game) == []
    assert 3 in game.legal_inputs(4)[0].targets
    before = snapshot(game)
    with pytest.raises(IllegalTarget):
        game.submit(4, Act(4))  # the dead captain may not name himself
    assert snapshot(game) == before
    game.submit(4, Act(3))
    assert not game.alive[3] and dead_of_heartbreak(game) == [3]
    # the new captain died of heartbreak at once: he owes a successor in turn
    assert game.public_view().owed == ("successor", 3)
    assert [(e.seat, e.how) for e in game.log if e.type == "title_given"][-2:] == [
        (3, "successor"),
        (None, "lost"),
    ]


def scapegoat_dies_on_a_tie() -> Game:
    """Seat 4 (Scapegoat) dies on day 1's three-way tie; seat 3 died in the night."""
    deal = [*DEAL]
    deal[4] = "scapegoat"
    game = Game(GameSetup.create("flowtest", 6, 0, deal=deal, settings={"shape": "scapegoat"}))
    to_vote(game, captain=1, victim=3)
    for seat, target in {1: 0, 2: 5, 4: 5, 0: 2, 5: 2}.items():
        game.submit(seat, Vote(target))
    assert not game.alive[4] and game.public_view().owed == ("choose_voters", 4)
    return game


def test_the_scapegoat_chooses_any_number_of_voters_and_a_refused_choice_changes_nothing():
    game = scapegoat_dies_on_a_tie()
    (spec,) = game.legal_inputs(4)
    assert (spec.action, spec.targets, spec.shape.at_most) == ("choose_voters", (0, 1, 2, 5), True)
    before = snapshot(game)
    for refused in (
        Act(seats=(4,)),
        Act(seats=(3,)),
        Act(seats=(1, 1)),
        Act(seats=(0, 1, 2, 5, 3)),
    ):
        with pytest.raises(IllegalTarget):
            game.submit(4, refused)
        assert snapshot(game) == before
    game.submit(4, Act(seats=(1, 2)))
    night(game, victim=2)  # a chosen voter dies in the night: only seat 1 votes
    game.submit(HOST, Timeout())
    assert game.phase.value == "vote" and game.awaited() == (1,)
    assert game.public_view().vote.voters == (1,)  # the TV counts "0 of 1 have voted"
    assert game.legal_inputs(0) == () and game.legal_inputs(5) == ()
    game.submit(1, Vote(0))
    assert game.ended and game.last_tally.ballots == ((1, 0),)


@pytest.mark.parametrize("choice", ["nobody", "clock"])
def test_no_voter_chosen_means_no_vote_and_the_clock_lets_everybody_vote(choice):
    game = scapegoat_dies_on_a_tie()
    if choice == "nobody":
        game.submit(4, Act())
    else:
        game.submit(HOST, Timeout())
    night(game, victim=2)
    game.submit(HOST, Timeout())
    if choice == "nobody":
        assert game.ended and game.last_tally.ballots == () and game.last_voted_out == ()
    else:
        assert game.awaited() == (0, 1, 5)


def test_candidacies_before_the_deal_open_the_vote_among_those_who_stand():
    game = new_game(shape="candidacy")
    assert game.phase.value == "election" and "role_dealt" not in types(game)
    assert [(s.action, s.options) for s in game.legal_inputs(0)] == [
        ("candidacy", ("stand", "decline"))
    ]
    before = snapshot(game)
    for refused in (Vote(2), Vote(option="maybe"), Vote(option="abstain")):
        with pytest.raises(IllegalTarget):
            game.submit(0, refused)
        assert snapshot(game) == before
    game.submit(0, Vote(option="stand"))
    with pytest.raises(AlreadyActed):
        game.submit(0, Vote(option="decline"))
    game.submit(2, Vote(option="stand"))
    game.submit(1, Vote(option="decline"))
    game.submit(HOST, Timeout())  # the silent decline
    named = next(e for e in game.log if e.type == "candidates_named")
    assert (named.candidates, named.drawn) == ((0, 2), False)
    assert game.phase.value == "election" and game.legal_inputs(3)[0].targets == (0, 2)
    with pytest.raises(IllegalTarget):
        game.submit(3, Vote(1))
    everybody(game, lambda seat: Vote(2))
    assert game.title_holder("captain") == 2 and "role_dealt" in types(game)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_when_nobody_stands_two_names_drawn_by_the_seed_are_the_candidates(seed):
    def drawn(seed: int) -> tuple[int, ...]:
        game = Game(
            GameSetup.create("flowtest", 6, seed, deal=DEAL, settings={"shape": "candidacy"})
        )
        everybody(game, lambda seat: Vote(option="decline"))
        named = next(e for e in game.log if e.type == "candidates_named")
        assert named.drawn and len(named.candidates) == 2
        assert game.legal_inputs(0)[0].targets == named.candidates
        return named.candidates

    assert drawn(seed) == drawn(seed)


def test_a_lone_candidate_takes_the_title_unopposed():
    game = new_game(shape="candidacy")
    everybody(game, lambda seat: Vote(option="stand" if seat == 3 else "decline"))
    assert game.title_holder("captain") == 3 and game.phase.value == "night"
    assert [(e.seat, e.how) for e in game.log if e.type == "title_given"] == [(3, "unopposed")]
