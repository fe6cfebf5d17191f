"""RULES.md §1 (jinrou) day vote: ballots, the plurality, ``tie_rule`` (its three rules),
secret ballots until the tally, and proxy votes (counted only for the seats the closing
Timeout lists as absent)."""

from __future__ import annotations

import pytest

from lgdesktop.engine import (
    HOST,
    AlreadyActed,
    IllegalTarget,
    NotYourTurn,
    ProxyVote,
    Timeout,
    Vote,
)
from lgdesktop.engine.events import VoteChoice

from .helpers import (
    banish,
    cast_votes,
    causes,
    end_discussion,
    new_game,
    play_night,
    tallies,
)


def vote_phase(deal: str = "WSVVVV", **kwargs):
    game = new_game(deal, **kwargs)
    play_night(game)
    end_discussion(game)
    return game


# ----------------------------------------------------------------------------- ballots


def test_each_living_player_names_someone_other_than_themself():
    game = vote_phase()
    for seat in range(6):
        (spec,) = [s for s in game.legal_inputs(seat) if s.kind == "vote"]
        assert spec.targets == tuple(t for t in range(6) if t != seat)
    with pytest.raises(IllegalTarget):
        game.submit(2, Vote(2))


def test_the_dead_neither_vote_nor_are_candidates():
    game = new_game("WSVVVVV")
    play_night(game)
    banish(game, 6)
    play_night(game, {0: 5})
    end_discussion(game)
    for corpse in (5, 6):
        assert game.legal_inputs(corpse) == ()
        with pytest.raises(NotYourTurn):
            game.submit(corpse, Vote(0))
    with pytest.raises(IllegalTarget):
        game.submit(0, Vote(5))
    assert game.public_view().vote.candidates == (0, 1, 2, 3, 4)


def test_most_votes_is_banished():
    game = vote_phase()
    cast_votes(game, {0: 2, 1: 3, 2: 3, 3: 2, 4: 3, 5: 1})
    (tally,) = tallies(game)
    assert (tally.outcome, tally.banished) == ("banished", 3)
    assert tally.counts == ((3, 3), (2, 2), (1, 1))
    assert causes(game) == {3: "banished"}


def test_the_vote_closes_as_soon_as_every_living_player_voted():
    game = vote_phase()
    for voter in range(5):
        game.submit(voter, Vote(3 if voter != 3 else 2))
        assert game.phase == "vote"
    game.submit(5, Vote(3))
    assert game.phase == "night" and tallies(game)[0].banished == 3


def test_the_host_timeout_closes_the_vote_with_the_ballots_cast():
    game = vote_phase()
    game.submit(1, Vote(4))
    game.submit(HOST, Timeout())
    (tally,) = tallies(game)
    assert tally.ballots == ((1, 4),) and tally.banished == 4


def test_a_vote_with_no_ballot_banishes_nobody():
    game = vote_phase()
    game.submit(HOST, Timeout())
    (tally,) = tallies(game)
    assert (tally.outcome, tally.banished, tally.ballots) == ("nobody", None, ())
    assert all(game.alive) and game.phase == "night"


def test_a_cast_vote_cannot_be_changed():
    game = vote_phase()
    game.submit(1, Vote(4))
    for target in (4, 3):
        with pytest.raises(AlreadyActed):
            game.submit(1, Vote(target))


def test_ballots_are_secret_until_the_tally_then_public():
    game = vote_phase()
    game.submit(1, Vote(4))
    board = game.public_view()
    assert board.vote.voted == (1,)
    assert not [e for e in board.events if isinstance(e, VoteChoice)]
    for seat in range(6):
        choices = [e for e in game.player_view(seat).events if isinstance(e, VoteChoice)]
        assert [(e.voter, e.target) for e in choices] == ([(1, 4)] if seat == 1 else [])
    cast_votes(game, {0: 4, 2: 4, 3: 4, 4: 3, 5: 4})
    (tally,) = [e for e in game.public_view().events if e.type == "vote_tally"]
    assert tally.ballots == ((0, 4), (1, 4), (2, 4), (3, 4), (4, 3), (5, 4))


def test_no_vote_during_the_discussion_or_the_night():
    game = new_game("WSVVVV")
    with pytest.raises(NotYourTurn):
        game.submit(2, Vote(3))
    play_night(game)
    with pytest.raises(NotYourTurn):
        game.submit(2, Vote(3))


# ----------------------------------------------------------------------------- tie_rule

TIE = {0: 2, 1: 3, 2: 3, 3: 2, 4: 5, 5: 4}  # 2 and 3 tied with two votes each
RETIE = {0: 2, 1: 3, 2: 3, 3: 2, 4: 2, 5: 3}  # the revote between 2 and 3 ties again


@pytest.mark.parametrize("value", [None, "revote_then_random", "revote_then_nobody"])
def test_tie_first_goes_to_a_revote_among_the_tied_only(value):
    settings = {} if value is None else {"tie_rule": value}
    game = vote_phase(settings=settings)
    cast_votes(game, TIE)
    (tally,) = tallies(game)
    assert (tally.outcome, tally.banished) == ("revote", None)
    assert game.phase == "vote" and all(game.alive)
    vote = game.public_view().vote
    assert (vote.round, vote.candidates, vote.voted) == (2, (2, 3), ())
    assert [s.targets for s in game.legal_inputs(2) if s.kind == "vote"] == [(3,)]
    assert [s.targets for s in game.legal_inputs(0) if s.kind == "vote"] == [(2, 3)]
    with pytest.raises(IllegalTarget):
        game.submit(0, Vote(4))


def test_tie_revote_that_settles_banishes_the_most_voted():
    game = vote_phase()
    cast_votes(game, TIE)
    cast_votes(game, {0: 2, 1: 3, 2: 3, 3: 2, 4: 3, 5: 3})
    assert tallies(game)[-1].outcome == "banished" and tallies(game)[-1].banished == 3


@pytest.mark.parametrize("value", [None, "revote_then_random"])
def test_tie_revote_then_random_draws_among_the_tied(value):
    banished = set()
    for seed in range(30):
        game = vote_phase(seed=seed, settings={} if value is None else {"tie_rule": value})
        cast_votes(game, TIE)
        cast_votes(game, RETIE)
        tally = tallies(game)[-1]
        assert tally.round == 2 and tally.outcome == "random"
        assert tally.banished in (2, 3) and causes(game) == {tally.banished: "banished"}
        banished.add(tally.banished)
    assert banished == {2, 3}


def test_tie_random_draws_at_once_without_revote():
    banished = set()
    for seed in range(30):
        game = vote_phase(seed=seed, settings={"tie_rule": "random"})
        cast_votes(game, TIE)
        (tally,) = tallies(game)
        assert (tally.round, tally.outcome) == (1, "random") and tally.banished in (2, 3)
        assert game.phase == "night"
        banished.add(tally.banished)
    assert banished == {2, 3}


def test_tie_revote_then_nobody_banishes_nobody_after_a_second_tie():
    game = vote_phase(settings={"tie_rule": "revote_then_nobody"})
    cast_votes(game, TIE)
    cast_votes(game, RETIE)
    tally = tallies(game)[-1]
    assert (tally.round, tally.outcome, tally.banished) == (2, "nobody", None)
    assert all(game.alive) and game.phase == "night" and game.number == 2


def test_tie_among_three_revotes_among_the_three():
    game = vote_phase("WSVVVVV")
    cast_votes(game, {0: 1, 1: 2, 2: 3, 3: 1, 4: 2, 5: 3, 6: 0})
    assert game.public_view().vote.candidates == (1, 2, 3)


# ----------------------------------------------------------------------------- proxies


def test_proxy_vote_counts_for_a_seat_listed_absent_at_the_closing_timeout():
    game = vote_phase()
    game.submit(5, ProxyVote(2))
    cast_votes(game, {0: 2, 1: 3, 2: 3, 3: 2, 4: 3}, absent=(5,))
    (tally,) = tallies(game)
    assert (5, 2) in tally.ballots
    assert tally.outcome == "revote"  # 2 and 3 tied thanks to the proxy


def test_proxy_vote_does_not_count_for_a_seat_not_listed_absent():
    game = vote_phase()
    game.submit(5, ProxyVote(2))
    cast_votes(game, {0: 2, 1: 3, 2: 3, 3: 2, 4: 3}, absent=())
    (tally,) = tallies(game)
    assert 5 not in dict(tally.ballots) and tally.banished == 3


def test_proxy_vote_lodged_during_the_discussion_counts_when_absent():
    game = new_game("WSVVVV")
    play_night(game)
    game.submit(4, ProxyVote(1))
    end_discussion(game)
    cast_votes(game, {0: 1}, absent=(4, 5))
    assert dict(tallies(game)[0].ballots) == {0: 1, 4: 1}


def test_proxy_vote_is_ignored_when_the_seat_voted_itself():
    game = vote_phase()
    game.submit(5, ProxyVote(2))
    cast_votes(game, {5: 3, 0: 3}, absent=(5,))
    assert dict(tallies(game)[0].ballots) == {0: 3, 5: 3}


def test_proxy_vote_may_be_changed_until_the_seat_votes():
    game = vote_phase()
    game.submit(5, ProxyVote(2))
    game.submit(5, ProxyVote(1))
    with pytest.raises(AlreadyActed):
        game.submit(5, ProxyVote(1))
    game.submit(HOST, Timeout(absent=(5,)))
    assert dict(tallies(game)[0].ballots) == {5: 1}


def test_proxy_for_a_player_out_of_the_revote_does_not_count():
    game = vote_phase()
    game.submit(5, ProxyVote(4))
    cast_votes(game, TIE)
    cast_votes(game, {0: 2, 1: 3, 2: 3, 3: 2}, absent=(4, 5))
    assert dict(tallies(game)[-1].ballots) == {0: 2, 1: 3, 2: 3, 3: 2}


def test_proxy_for_a_player_still_in_the_revote_counts():
    game = vote_phase()
    game.submit(5, ProxyVote(2))
    cast_votes(game, TIE)
    cast_votes(game, {0: 2, 1: 3, 2: 3, 3: 2}, absent=(4, 5))
    assert tallies(game)[-1].banished == 2


def test_proxy_vote_does_not_carry_over_to_the_next_day():
    game = new_game("WSVVVVV")
    play_night(game)
    game.submit(5, ProxyVote(2))
    banish(game, 6)
    play_night(game, {0: 4})
    end_discussion(game)
    game.submit(HOST, Timeout(absent=(5,)))
    assert tallies(game)[-1].ballots == ()


def test_proxy_vote_is_private_to_its_player():
    game = vote_phase()
    game.submit(5, ProxyVote(2))
    for seat in range(6):
        choices = [e for e in game.player_view(seat).events if isinstance(e, VoteChoice)]
        assert [(e.voter, e.proxy) for e in choices] == ([(5, True)] if seat == 5 else [])
    assert not [e for e in game.public_view().events if isinstance(e, VoteChoice)]
    assert game.public_view().vote.voted == ()


def test_proxy_vote_is_not_possible_at_night_nor_for_the_dead():
    game = new_game("WSVVVVV")
    with pytest.raises(NotYourTurn):
        game.submit(3, ProxyVote(2))
    play_night(game)
    banish(game, 6)
    play_night(game, {0: 5})
    for corpse in (5, 6):
        with pytest.raises(NotYourTurn):
            game.submit(corpse, ProxyVote(2))
    with pytest.raises(IllegalTarget):
        game.submit(3, ProxyVote(3))
