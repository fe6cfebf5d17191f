"""The foundation's mechanisms, rule by rule, on the test-only ``trial`` edition.

Fixed deals (players' cards, then the three center cards) and explicit inputs: a two-seat
input, a center peek, a choice between two input shapes, swaps and what each seat knows
after them, a vote eliminating several players or nobody, several winning sides, channels
that follow the dealt card, and refusals of every new input shape that change nothing.
"""

from __future__ import annotations

import pytest

from lgdesktop.engine import (
    HOST,
    Act,
    AlreadyActed,
    Game,
    GameSetup,
    IllegalTarget,
    NightChoice,
    NotYourTurn,
    Timeout,
    Vote,
    catalogue,
)
from lgdesktop.engine.events import CardSeen, CardsSwapped, NightPickMade
from lgdesktop.simulation import BatchSpec, play_game

from .helpers import first_fit, open_specs, snapshot
from .trial import registered  # noqa: F401 (the module's autouse fixture)

#: seats 0-5, then the center cards 0-2.
DEAL = [
    "werewolf",
    "seer",
    "robber",
    "troublemaker",
    "tanner",
    "twin",
    "villager",
    "twin",
    "werewolf",
]


def new_game(deal=DEAL) -> Game:
    return Game(GameSetup.create("trial", len(deal) - 3, 0, deal=deal))


def night(game: Game, picks: dict[int, NightChoice]) -> None:
    """Every seat's night input: the given ones, the first legal one for the others."""
    for seat in game.living():
        pick = picks.get(seat)
        game.submit(seat, pick or first_fit(game.legal_inputs(seat)))
    assert game.phase.value == "day"


def vote(game: Game, ballots: dict[int, int]) -> None:
    game.submit(HOST, Timeout())
    for voter, target in ballots.items():
        game.submit(voter, Vote(target))
    assert game.ended


def test_the_deal_keeps_three_center_cards_apart():
    game = new_game()
    assert game.roles == DEAL[:6] and game.center == DEAL[6:] and game.dealt == tuple(DEAL[:6])
    assert game.public_view().center_cards == 3
    assert game.player_view(0).known_center == ()


def test_a_lone_wolf_peeks_at_one_center_card():
    game = new_game()
    (spec,) = open_specs(game, 0)
    assert (spec.action, spec.count, spec.cards, spec.card_count) == ("peek", 0, (0, 1, 2), 1)
    night(
        game,
        {0: NightChoice(cards=(2,)), 2: NightChoice(option="pass"), 3: NightChoice(seats=(4, 5))},
    )
    assert game.player_view(0).known_center == ((2, "werewolf"),)
    assert all(game.player_view(s).known_center == () for s in range(1, 6))


def test_two_wolves_see_each_other_and_cannot_peek():
    game = new_game(["werewolf", "werewolf", "seer", "villager", "villager", "tanner", "robber"])
    assert dict(game.player_view(0).known_roles) == {0: "werewolf", 1: "werewolf"}
    assert [spec.action for spec in open_specs(game, 0)] == ["dream"]


def test_the_seer_looks_at_a_player_or_at_two_center_cards():
    game = new_game()
    assert [(s.action, s.count, s.card_count) for s in open_specs(game, 1)] == [
        ("look", 1, 0),
        ("look_center", 0, 2),
    ]
    night(
        game,
        {
            0: NightChoice(cards=(0,)),
            1: NightChoice(cards=(0, 1)),
            2: NightChoice(option="pass"),
            3: NightChoice(seats=(4, 5)),
        },
    )
    assert game.player_view(1).known_center == ((0, "villager"), (1, "twin"))
    other = new_game()
    night(
        other,
        {
            0: NightChoice(cards=(0,)),
            1: NightChoice(0),
            2: NightChoice(option="pass"),
            3: NightChoice(seats=(4, 5)),
        },
    )
    assert dict(other.player_view(1).known_roles) == {0: "werewolf", 1: "seer"}


def test_robber_then_troublemaker_act_in_order_on_the_cards_as_they_are():
    game = new_game()
    night(
        game,
        {
            0: NightChoice(cards=(0,)),
            1: NightChoice(0),
            2: NightChoice(0),
            3: NightChoice(seats=(2, 4)),
        },
    )
    # The seer looked before the robber: she saw the wolf at seat 0.
    assert dict(game.player_view(1).known_roles)[0] == "werewolf"
    # The robber took the wolf card, then the troublemaker moved it to seat 4.
    assert game.roles == ["robber", "seer", "tanner", "troublemaker", "werewolf", "twin"]
    robber = game.player_view(2)
    assert robber.role == "werewolf"  # what he saw, not what he holds now
    assert dict(robber.known_roles) == {0: "robber", 2: "werewolf"}
    assert game.player_view(0).role == "werewolf"  # the robbed wolf still believes it
    assert game.player_view(4).role == "tanner"
    swaps = [e for e in game.log if isinstance(e, CardsSwapped)]
    assert [(e.seat, e.seats, sorted(e.visibility.seats)) for e in swaps] == [
        (2, (2, 0), [2]),
        (3, (2, 4), [3]),
    ]
    assert dict(game.player_view(3).known_roles) == {3: "troublemaker"}


def test_seeing_a_card_again_replaces_what_was_known():
    game = new_game(
        ["robber", "villager", "werewolf", "villager", "villager", "villager", "tanner", "seer"]
    )
    assert dict(game.player_view(0).known_roles) == {0: "robber"}
    night(game, {0: NightChoice(2)})
    assert game.player_view(0).role == "werewolf"
    assert dict(game.player_view(0).known_roles) == {0: "werewolf", 2: "robber"}
    assert [e.role for e in game.player_view(0).events if isinstance(e, CardSeen)] == ["werewolf"]


def test_players_wake_by_their_dealt_card():
    game = new_game()
    night(
        game,
        {
            0: NightChoice(cards=(0,)),
            1: NightChoice(0),
            2: NightChoice(3),
            3: NightChoice(seats=(0, 1)),
        },
    )
    # The robber took the troublemaker's card before her swap: she still swapped.
    assert [e.seat for e in game.log if isinstance(e, CardsSwapped)] == [2, 3]


def test_every_tied_player_on_the_most_votes_is_eliminated():
    game = new_game()
    night(
        game,
        {0: NightChoice(cards=(0,)), 2: NightChoice(option="pass"), 3: NightChoice(seats=(4, 5))},
    )
    vote(game, {0: 4, 1: 4, 2: 0, 3: 0, 4: 5, 5: 1})
    tally = game.last_tally
    assert tally.eliminated == (0, 4) and tally.banished == 0
    assert sorted(s for s in range(6) if not game.alive[s]) == [0, 4]
    # Cards swapped: seat 4 holds the twin, seat 5 the tanner; seat 0 the wolf.
    assert game.result.labels == ("village",)


def test_the_tanner_and_the_village_win_together():
    game = new_game()
    night(
        game,
        {0: NightChoice(cards=(0,)), 2: NightChoice(option="pass"), 3: NightChoice(seats=(1, 5))},
    )
    vote(game, {0: 4, 1: 4, 2: 0, 3: 0, 4: 5, 5: 1})
    assert game.result.labels == ("village", "tanner") and game.result.winner == "village"
    assert game.result.winners == (1, 2, 3, 4, 5)
    assert game.result.dealt == tuple(DEAL[:6]) and game.result.center == tuple(DEAL[6:])


def test_nobody_is_eliminated_when_nobody_has_more_than_one_vote():
    game = new_game()
    night(
        game,
        {0: NightChoice(cards=(0,)), 2: NightChoice(option="pass"), 3: NightChoice(seats=(4, 5))},
    )
    vote(game, {0: 1, 1: 2, 2: 3, 3: 4, 4: 5, 5: 0})
    assert game.last_tally.outcome == "nobody" and game.last_tally.eliminated == ()
    assert game.result.labels == ("wolves",) and game.result.winners == (0,)


def test_with_no_wolf_among_the_players_an_elimination_wins_nobody():
    game = new_game(["villager", "seer", "villager", "werewolf", "werewolf", "tanner"])
    night(game, {})
    vote(game, {0: 1, 1: 0, 2: 0})
    assert game.result.labels == ("nobody",) and game.result.winners == ()


def test_channels_follow_the_dealt_card_and_life():
    game = new_game()
    assert game.channels == ("dead", "pack", "twins")
    assert game.chat_members("pack") == (0,) and game.chat_members("twins") == (5,)
    night(game, {0: NightChoice(cards=(0,)), 2: NightChoice(5), 3: NightChoice(seats=(0, 1))})
    # The robber now holds the twin card and seat 1 the wolf card: channels do not move.
    assert game.chat_members("pack") == (0,) and game.chat_members("twins") == (5,)
    assert game.chat_members("dead") == () and game.chat_members("masons") == ()


@pytest.mark.parametrize(
    ("seat", "pick", "error"),
    [
        (3, NightChoice(4), IllegalTarget),  # one seat for a two-seat swap
        (3, NightChoice(seats=(4, 4)), IllegalTarget),  # the same seat twice
        (3, NightChoice(seats=(3, 4)), IllegalTarget),  # herself
        (3, NightChoice(seats=(4, 5), option="pass"), IllegalTarget),  # an option it lacks
        (3, NightChoice(seats=(4, 5, 1)), IllegalTarget),
        (0, NightChoice(cards=(3,)), IllegalTarget),  # no such center card
        (0, NightChoice(cards=(0, 1)), IllegalTarget),  # two cards for one peek
        (0, NightChoice(1), IllegalTarget),  # a seat for a center peek
        (0, NightChoice(cards=("0",)), IllegalTarget),
        (1, NightChoice(cards=(1, 1)), IllegalTarget),  # the same center card twice
        (1, NightChoice(seats=(0,), cards=(1,)), IllegalTarget),  # both shapes at once
        (2, NightChoice(option="keep"), IllegalTarget),  # not one of its options
        (2, NightChoice(target=0, seats=(4,)), IllegalTarget),  # target and seats disagree
        (4, NightChoice(option="pass"), IllegalTarget),  # a dream takes no option
        (4, Vote(1), NotYourTurn),
    ],
)
def test_a_refused_rich_input_changes_nothing(seat, pick, error):
    game = new_game()
    before = snapshot(game)
    with pytest.raises(error):
        game.submit(seat, pick)
    assert snapshot(game) == before


def test_a_second_rich_input_is_refused_and_changes_nothing():
    game = new_game()
    game.submit(3, NightChoice(seats=(4, 5)))
    before = snapshot(game)
    with pytest.raises(AlreadyActed):
        game.submit(3, NightChoice(seats=(1, 5)))
    assert snapshot(game) == before
    (made,) = [e for e in game.log if isinstance(e, NightPickMade)]
    assert (made.seat, made.action, made.seats, made.cards, made.option) == (
        3,
        "swap",
        (4, 5),
        (),
        "",
    )


def test_rich_inputs_replay_to_the_same_game():
    for seed in range(30):
        game = play_game(GameSetup.create("trial", 3 + seed % 6, seed), "random")
        again = Game.replay(game.setup, game.inputs)
        assert repr(again.log) == repr(game.log)


def test_the_catalogue_describes_the_trial_edition():
    info = catalogue.edition_info("trial")
    assert (info.min_players, info.max_players, info.center_cards) == (3, 8, 3)
    assert info.channels == ("dead", "pack", "twins")
    assert info.role("troublemaker").night_order == 5
    assert info.role("tanner").night_order is None and info.role("tanner").camp == "solo"
    assert info.win_labels == ("village", "wolves", "tanner", "nobody")
    deck = catalogue.recommended_setup("trial", 5)
    assert sum(deck.values()) == 8


def test_simulation_reports_the_sides_in_play():
    assert BatchSpec("trial", 6, 0, "random").labels() == ("village", "wolves", "tanner", "nobody")
    no_tanner = BatchSpec("trial", 6, 0, "random", composition=(("werewolf", 2), ("seer", 1)))
    assert no_tanner.labels() == ("village", "wolves", "nobody")


# ---------------------------------------------------------------- the declared flow (issue 13)

#: Master variant: seats 0-5, then the center. Two wolves, a seer, a witch, a tanner.
MASTER_DEAL = [
    "werewolf",
    "seer",
    "witch",
    "villager",
    "tanner",
    "werewolf",
    "robber",
    "troublemaker",
    "villager",
]


def master_game(deal=MASTER_DEAL, **settings) -> Game:
    return Game(
        GameSetup.create(
            "trial", len(deal) - 3, 0, deal=deal, settings={"variant": "master", **settings}
        )
    )


def elect(game: Game, captain: int) -> None:
    """Everybody votes ``captain`` in the election before night 1."""
    assert game.phase.value == "election"
    for seat in game.living():
        game.submit(seat, Vote(captain))
    assert game.title_holder("captain") == captain


def step(game: Game, picks: dict[int, NightChoice]) -> str:
    """One night step: the given inputs, the first legal one for every other owing seat.
    Returns the step's id."""
    name = game.step.id
    for seat in game.awaited():
        pick = picks.get(seat)
        if pick is None or game.legal_inputs(seat)[0].action == "decoy":
            spec = game.legal_inputs(seat)[-1]
            pick = NightChoice(
                seats=spec.targets[: spec.count],
                cards=spec.cards[: spec.card_count],
                option=spec.options[-1] if spec.options else "",
            )
        game.submit(seat, pick)
    return name


def test_an_election_before_night_1_hands_the_captain_title_to_everybody_s_screen():
    game = master_game()
    board = game.public_view()
    assert (board.phase, board.step, board.vote.title) == (
        "election",
        "captain_election",
        "captain",
    )
    (spec,) = game.legal_inputs(3)
    assert spec.action == "elect" and 3 in spec.targets  # oneself allowed
    elect(game, 3)
    assert game.public_view().titles == (("captain", 3),)
    assert game.player_view(0).board.titles == (("captain", 3),)
    assert game.phase.value == "night"


def test_an_election_tie_is_revoted_among_the_tied_then_drawn():
    game = master_game()
    for seat, choice in zip(range(6), (0, 0, 0, 1, 1, 1), strict=True):
        game.submit(seat, Vote(choice))
    assert game.vote.round == 2 and game.vote.candidates == (0, 1)
    for seat, choice in zip(range(6), (0, 0, 0, 1, 1, 1), strict=True):
        game.submit(seat, Vote(choice))
    tally = [e for e in game.log if e.type == "title_given"][-1]
    assert tally.how == "drawn" and tally.seat in (0, 1)


def test_a_stepped_night_calls_each_step_and_every_other_seat_answers_a_decoy():
    game = master_game()
    elect(game, 3)
    assert game.public_view().narration == ("werewolf", "seer", "robber", "troublemaker", "witch")
    steps = []
    assert game.step.id == "werewolf"
    assert [s.action for s in game.legal_inputs(0)] == ["devour"]
    assert game.legal_inputs(0)[0].targets == (1, 2, 3, 4)  # never a wolf
    assert [s.action for s in game.legal_inputs(1)] == ["decoy"]
    assert game.awaited() == (0, 1, 2, 3, 4, 5)
    steps.append(step(game, {0: NightChoice(3), 5: NightChoice(3)}))
    while game.phase.value == "night":
        steps.append(step(game, {}))
    assert steps == ["werewolf", "seer", "robber", "troublemaker", "witch"]
    started = [e.step for e in game.public_view().events if e.type == "step_started"]
    assert started == steps  # every step, even those of roles in the center


def test_without_decoys_only_the_called_answer_and_an_empty_step_waits_for_the_clock():
    game = Game(
        GameSetup.create(
            "trial",
            6,
            0,
            deal=MASTER_DEAL,
            timed_nights=True,
            settings={"variant": "master", "decoys": "off"},
        )
    )
    elect(game, 3)
    assert game.awaited() == (0, 5)
    step(game, {0: NightChoice(3), 5: NightChoice(3)})
    assert game.step.id == "werewolf"  # timed: only the clock closes a step
    game.submit(HOST, Timeout())
    assert game.step.id == "seer" and game.awaited() == (1,)
    game.submit(HOST, Timeout())
    assert game.step.id == "robber" and game.awaited() == ()  # the robber is in the center


def test_the_witch_is_told_the_pack_s_victim_and_saves_him():
    game = master_game()
    elect(game, 3)
    step(game, {0: NightChoice(4), 5: NightChoice(4)})
    while game.step.id != "witch":
        step(game, {})
    told = [e for e in game.player_view(2).events if e.type == "told"]
    assert [(e.what, e.seats) for e in told] == [("victim", (4,))]
    assert not any(e.type == "told" for s in (0, 1, 3, 4, 5) for e in game.player_view(s).events)
    (spec,) = game.legal_inputs(2)
    assert spec.options == ("save", "pass")
    step(game, {2: NightChoice(option="save")})
    news = [e for e in game.log if e.type == "morning_news"][-1]
    assert news.deaths == () and all(game.alive)


def test_the_pack_s_victim_dies_at_dawn_showing_his_card():
    game = master_game()
    elect(game, 3)
    step(game, {0: NightChoice(4), 5: NightChoice(4)})
    while game.phase.value == "night":
        step(game, {2: NightChoice(option="pass")})
    shown = [
        (e.type, e.seat) for e in game.public_view().events if e.type in ("role_shown", "died")
    ]
    assert shown == [("role_shown", 4), ("died", 4)]
    assert game.public_view().seats[4].role == "tanner"


def test_the_captain_s_ballot_weighs_two_and_the_weight_is_shown():
    game = master_game()
    elect(game, 3)
    while game.phase.value == "night":
        step(game, {2: NightChoice(option="save")})
    game.submit(HOST, Timeout())
    assert game.public_view().vote.weights == ((3, 2),)
    for voter, target in {0: 1, 1: 0, 2: 0, 3: 1, 4: 3, 5: 3}.items():
        game.submit(voter, Vote(target))
    tally = game.last_tally
    assert tally.counts[0] == (1, 3) and tally.weights == ((3, 2),)
    assert game.ended and game.last_voted_out == (1,)


def test_a_tie_is_broken_by_the_captain_as_an_owed_action_with_its_own_line():
    game = master_game()
    elect(game, 3)
    while game.phase.value == "night":
        step(game, {2: NightChoice(option="save")})
    game.submit(HOST, Timeout())
    for voter, target in {0: 1, 1: 0, 2: 0, 3: 5, 4: 1, 5: 2}.items():
        game.submit(voter, Vote(target))
    assert game.phase.value == "resolving"
    board = game.public_view()
    assert board.owed == ("tie_break", 3)
    assert [(e.kind, e.seat) for e in board.events if e.type == "action_owed"] == [("tie_break", 3)]
    (spec,) = game.legal_inputs(3)
    assert (spec.kind, spec.action, spec.targets) == ("act", "tie_break", (0, 1, 5))
    before = snapshot(game)
    for seat, inp in ((0, Act(1)), (3, Act(4)), (3, Vote(1))):
        with pytest.raises((NotYourTurn, IllegalTarget)):
            game.submit(seat, inp)
        assert snapshot(game) == before  # a refused input changes nothing
    game.submit(3, Act(0))
    assert game.ended and game.last_voted_out == (0,)
    assert game.result.labels == ("village",)


def test_a_dead_captain_names_his_successor_and_the_clock_draws_one_when_he_does_not():
    game = master_game()
    elect(game, 4)
    step(game, {0: NightChoice(4), 5: NightChoice(4)})
    while game.phase.value == "night":
        step(game, {2: NightChoice(option="pass")})
    assert game.phase.value == "resolving" and game.public_view().owed == ("successor", 4)
    assert game.legal_inputs(4)[0].targets == (0, 1, 2, 3, 5)
    game.submit(HOST, Timeout())
    given = [e for e in game.log if e.type == "title_given"]
    assert [(e.seat, e.how) for e in given][:2] == [(4, "elected"), (None, "lost")]
    assert given[-1].how == "successor" and given[-1].seat in (0, 1, 2, 3, 5)
    taken = [e for e in game.log if e.type == "action_taken"][-1]
    assert taken.by_clock and game.phase.value == "day"


def test_the_plain_variant_is_unchanged_by_the_flow():
    game = new_game()
    assert game.flow.cycle[0].id == "night" and not game.flow.stepped_nights
    assert game.public_view().titles == () and game.public_view().step == "night"
