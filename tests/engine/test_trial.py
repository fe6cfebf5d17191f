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
from lgdesktop.engine.model import CardSeen, CardsSwapped, NightPickMade
from lgdesktop.simulation import BatchSpec, play_game

from .helpers import snapshot
from .trial import registered  # noqa: F401 (the module's autouse fixture)

#: seats 0-5, then the center cards 0-2.
DEAL = ["werewolf", "seer", "robber", "troublemaker", "tanner", "twin",
        "villager", "twin", "werewolf"]


def new_game(deal=DEAL) -> Game:
    return Game(GameSetup.create("trial", len(deal) - 3, 0, deal=deal))


def night(game: Game, picks: dict[int, NightChoice]) -> None:
    """Every seat's night input: the given ones, the first legal one for the others."""
    for seat in game.living():
        pick = picks.get(seat)
        if pick is None:
            spec = game.legal_inputs(seat)[0]
            pick = NightChoice(seats=spec.targets[:spec.count],
                               cards=spec.cards[:spec.card_count],
                               option=spec.options[0] if spec.options else "")
        game.submit(seat, pick)
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
    (spec,) = game.legal_inputs(0)
    assert (spec.action, spec.count, spec.cards, spec.card_count) == ("peek", 0, (0, 1, 2), 1)
    night(game, {0: NightChoice(cards=(2,)), 2: NightChoice(option="pass"),
                 3: NightChoice(seats=(4, 5))})
    assert game.player_view(0).known_center == ((2, "werewolf"),)
    assert all(game.player_view(s).known_center == () for s in range(1, 6))


def test_two_wolves_see_each_other_and_cannot_peek():
    game = new_game(["werewolf", "werewolf", "seer", "villager", "villager", "tanner",
                     "robber"])
    assert dict(game.player_view(0).known_roles) == {0: "werewolf", 1: "werewolf"}
    assert [spec.action for spec in game.legal_inputs(0)] == ["dream"]


def test_the_seer_looks_at_a_player_or_at_two_center_cards():
    game = new_game()
    assert [(s.action, s.count, s.card_count) for s in game.legal_inputs(1)] == [
        ("look", 1, 0), ("look_center", 0, 2)]
    night(game, {0: NightChoice(cards=(0,)), 1: NightChoice(cards=(0, 1)),
                 2: NightChoice(option="pass"), 3: NightChoice(seats=(4, 5))})
    assert game.player_view(1).known_center == ((0, "villager"), (1, "twin"))
    other = new_game()
    night(other, {0: NightChoice(cards=(0,)), 1: NightChoice(0),
                  2: NightChoice(option="pass"), 3: NightChoice(seats=(4, 5))})
    assert dict(other.player_view(1).known_roles) == {0: "werewolf", 1: "seer"}


def test_robber_then_troublemaker_act_in_order_on_the_cards_as_they_are():
    game = new_game()
    night(game, {0: NightChoice(cards=(0,)), 1: NightChoice(0), 2: NightChoice(0),
                 3: NightChoice(seats=(2, 4))})
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
        (2, (2, 0), [2]), (3, (2, 4), [3])]
    assert dict(game.player_view(3).known_roles) == {3: "troublemaker"}


def test_seeing_a_card_again_replaces_what_was_known():
    game = new_game(["robber", "villager", "werewolf", "villager", "villager",
                     "villager", "tanner", "seer"])
    assert dict(game.player_view(0).known_roles) == {0: "robber"}
    night(game, {0: NightChoice(2)})
    assert game.player_view(0).role == "werewolf"
    assert dict(game.player_view(0).known_roles) == {0: "werewolf", 2: "robber"}
    assert [e.role for e in game.player_view(0).events if isinstance(e, CardSeen)] == [
        "werewolf"]


def test_players_wake_by_their_dealt_card():
    game = new_game()
    night(game, {0: NightChoice(cards=(0,)), 1: NightChoice(0), 2: NightChoice(3),
                 3: NightChoice(seats=(0, 1))})
    # The robber took the troublemaker's card before her swap: she still swapped.
    assert [e.seat for e in game.log if isinstance(e, CardsSwapped)] == [2, 3]


def test_every_tied_player_on_the_most_votes_is_eliminated():
    game = new_game()
    night(game, {0: NightChoice(cards=(0,)), 2: NightChoice(option="pass"),
                 3: NightChoice(seats=(4, 5))})
    vote(game, {0: 4, 1: 4, 2: 0, 3: 0, 4: 5, 5: 1})
    tally = game.last_tally
    assert tally.eliminated == (0, 4) and tally.banished == 0
    assert sorted(s for s in range(6) if not game.alive[s]) == [0, 4]
    # Cards swapped: seat 4 holds the twin, seat 5 the tanner; seat 0 the wolf.
    assert game.result.labels == ("village",)


def test_the_tanner_and_the_village_win_together():
    game = new_game()
    night(game, {0: NightChoice(cards=(0,)), 2: NightChoice(option="pass"),
                 3: NightChoice(seats=(1, 5))})
    vote(game, {0: 4, 1: 4, 2: 0, 3: 0, 4: 5, 5: 1})
    assert game.result.labels == ("village", "tanner") and game.result.winner == "village"
    assert game.result.winners == (1, 2, 3, 4, 5)
    assert game.result.dealt == tuple(DEAL[:6]) and game.result.center == tuple(DEAL[6:])


def test_nobody_is_eliminated_when_nobody_has_more_than_one_vote():
    game = new_game()
    night(game, {0: NightChoice(cards=(0,)), 2: NightChoice(option="pass"),
                 3: NightChoice(seats=(4, 5))})
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
    night(game, {0: NightChoice(cards=(0,)), 2: NightChoice(5),
                 3: NightChoice(seats=(0, 1))})
    # The robber now holds the twin card and seat 1 the wolf card: channels do not move.
    assert game.chat_members("pack") == (0,) and game.chat_members("twins") == (5,)
    assert game.chat_members("dead") == () and game.chat_members("masons") == ()


@pytest.mark.parametrize(("seat", "pick", "error"), [
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
])
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
        3, "swap", (4, 5), (), "")


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
    assert BatchSpec("trial", 6, 0, "random").labels() == ("village", "wolves", "tanner",
                                                           "nobody")
    no_tanner = BatchSpec("trial", 6, 0, "random",
                          composition=(("werewolf", 2), ("seer", 1)))
    assert no_tanner.labels() == ("village", "wolves", "nobody")
