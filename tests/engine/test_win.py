"""RULES.md §1 (jinrou) "Win": the village's and the wolves' conditions, parity counting
(the Madman and the lovers count as humans, the Fox only with ``fox_counts``), the Fox's
and the Lovers' solo victories and their precedence, and when the check runs (after every
death resolution). Includes the source's worked examples."""

from __future__ import annotations

import pytest

from lgdesktop.engine import HOST, GameOver, NightChoice, Shot, Timeout, Vote
from lgdesktop.engine.events import GameEnded, MorningNews, PhaseStarted, VoteTally

from .helpers import (
    banish,
    causes,
    end_discussion,
    events,
    new_game,
    play_night,
    result,
    to_night_two,
)


def outcome(game):
    ended = result(game)
    return None if ended is None else (ended.winner, ended.winners)


# ----------------------------------------------------------------------------- village


def test_village_wins_when_no_werewolf_is_alive():
    game = new_game("WWSVVVV")
    play_night(game)
    banish(game, 0)
    assert not game.ended
    play_night(game, {1: 3})
    banish(game, 1)
    assert outcome(game) == ("village", (2, 3, 4, 5, 6))  # the devoured villager too


def test_village_victory_includes_every_village_role_dead_or_alive():
    game = new_game("WSBMPKNHVX")
    play_night(game)
    banish(game, 0)
    assert outcome(game) == ("village", (1, 2, 3, 4, 5, 6, 7, 8))


# ----------------------------------------------------------------------------- wolves


def test_worked_example_four_alive_with_two_wolves_ends_the_game():
    game = new_game("WWSVVV")
    to_night_two(game, banished=5)  # 5 alive, 2 wolves
    assert not game.ended
    play_night(game, {0: 3, 1: 3})
    assert sum(game.alive) == 4
    assert outcome(game) == ("wolves", (0, 1))
    assert game.phase == "ended" and not [e for e in game.log[-3:] if isinstance(e, PhaseStarted)]


def test_wolves_win_when_they_outnumber_the_humans():
    game = new_game("WWLLVS")
    to_night_two(game, banished=5)  # W W L L V: 2 against 3
    assert not game.ended
    play_night(game, {0: 2, 1: 2})  # a lover and her partner fall: 2 against 1
    assert outcome(game) == ("wolves", (0, 1))


def test_the_game_goes_on_while_wolves_are_fewer_than_humans():
    game = new_game("WWSVVVV")
    to_night_two(game, banished=6)  # 2 against 4
    play_night(game, {0: 3, 1: 3})  # 2 against 3
    assert not game.ended and game.phase == "day"


def test_wolves_victory_includes_dead_wolves_and_the_madman():
    game = new_game("WWXSVVVV")
    play_night(game)
    banish(game, 0)  # a wolf falls: W X S V V V V
    play_night(game, {1: 4})  # W X S V V V: 1 against 5
    banish(game, 5)
    play_night(game, {1: 6})  # W X S V: 1 against 3
    banish(game, 3)
    play_night(game, {1: 7})  # W X: 1 against 1
    assert outcome(game) == ("wolves", (0, 1, 2))


def test_worked_example_the_madman_counts_as_human():
    game = new_game("WWXVVV")
    play_night(game)
    banish(game, 5)  # W W X V V: 2 wolves against 3 humans, the Madman among them
    assert not game.ended
    play_night(game, {0: 3, 1: 3})  # W W X V: parity
    assert outcome(game) == ("wolves", (0, 1, 2))


def test_lovers_count_as_humans():
    game = new_game("WWLLVS")
    to_night_two(game, banished=5)  # W W L L V: 2 against 3 only if the lovers count
    assert not game.ended


def test_parity_counts_only_the_living():
    game = new_game("WWVVVSV")
    play_night(game)
    banish(game, 0)  # one wolf left against five
    play_night(game, {1: 2})
    banish(game, 3)
    play_night(game, {1: 4})  # W S V: 1 against 2
    assert not game.ended
    banish(game, 6)  # W S: parity among the living
    assert outcome(game) == ("wolves", (0, 1))


# ----------------------------------------------------------------------------- the Fox


def test_worked_example_the_fox_is_not_counted_by_default():
    game = new_game("WWFSVVV")
    to_night_two(game, banished=6)  # W W F S V V: 2 against 3 humans, the Fox aside
    play_night(game, {0: 4, 1: 4})  # W W F S V: 2 against 2 -> the wolves' condition
    assert outcome(game) == ("fox", (2,))


def test_fox_wins_alone_if_alive_when_the_village_wins():
    game = new_game("WFSVV")
    play_night(game)
    banish(game, 0)
    assert outcome(game) == ("fox", (1,))


def test_fox_wins_alone_if_alive_when_the_wolves_win():
    game = new_game("WFSVV")
    play_night(game)
    banish(game, 3)  # W F S V
    play_night(game, {0: 4})  # W F S: 1 against 1
    assert outcome(game) == ("fox", (1,))


def test_a_dead_fox_does_not_win():
    game = new_game("WFSVVV")
    to_night_two(game)
    play_night(game, {2: 1, 0: 3})  # the Seer's probe kills the Fox
    banish(game, 0)
    assert outcome(game) == ("village", (2, 3, 4, 5))


# ----------------------------------------------------------------------------- the Lovers


def test_lovers_win_when_both_alive_at_the_end():
    game = new_game("WLLSVV")
    play_night(game)
    banish(game, 0)
    assert outcome(game) == ("lovers", (1, 2))


def test_dead_lovers_do_not_win():
    game = new_game("WLLSVVV")
    play_night(game)
    banish(game, 1)  # heartbreak takes the other
    play_night(game, {0: 4})
    banish(game, 0)
    assert outcome(game) == ("village", (3, 4, 5, 6))


def test_worked_example_fox_beats_lovers_by_default_and_the_setting_flips_it():
    for settings, expected in (
        ({}, ("fox", (1,))),
        ({"fox_vs_lovers": "lovers"}, ("lovers", (2, 3))),
    ):
        game = new_game("WFLLSVV", settings=settings)
        play_night(game)
        banish(game, 0)
        assert outcome(game) == expected


def test_fox_wins_over_lovers_when_the_lovers_are_dead():
    game = new_game("WFLLSVVV", settings={"fox_vs_lovers": "lovers"})
    play_night(game)
    banish(game, 2)
    play_night(game, {0: 5})
    banish(game, 0)
    assert outcome(game) == ("fox", (1,))


# ----------------------------------------------------------------------------- when


def test_win_is_checked_after_the_night():
    game = new_game("WPSVVV")
    to_night_two(game)
    play_night(game, {0: 1})  # the Psychopath takes the only wolf along
    assert isinstance(game.log[-1], GameEnded)
    assert isinstance(game.log[-2], MorningNews) and game.log[-2].number == 2
    assert not [
        e for e in game.log if isinstance(e, PhaseStarted) and e.number == 2 and e.phase == "day"
    ]


def test_win_is_checked_after_the_vote():
    game = new_game("WSVVV")
    play_night(game)
    banish(game, 0)
    kinds = [type(e).__name__ for e in game.log[-4:]]
    assert kinds == ["VoteTally", "Died", "DeathCause", "GameEnded"]


def test_win_is_checked_after_a_shot():
    game = new_game("WHSVV")
    play_night(game)
    banish(game, 1)
    assert not game.ended
    game.submit(1, Shot(0))
    assert outcome(game) == ("village", (1, 2, 3, 4))


def test_win_is_checked_after_a_vote_that_banishes_nobody_without_ending_the_game():
    game = new_game("WSVVV")
    play_night(game)
    end_discussion(game)
    game.submit(HOST, Timeout())
    assert events(game, VoteTally)[-1].banished is None
    assert not game.ended and game.phase == "night"


def test_exactly_one_game_ended_and_no_input_afterwards():
    game = new_game("WSVVV")
    play_night(game)
    banish(game, 0)
    assert len(events(game, GameEnded)) == 1
    assert game.public_view().result == result(game)
    for seat, inp in ((1, Vote(2)), (1, NightChoice(2)), (HOST, Timeout())):
        with pytest.raises(GameOver):
            game.submit(seat, inp)
    assert all(game.legal_inputs(seat) == () for seat in range(5))
    assert game.legal_inputs(HOST) == ()


def test_heartbreak_at_the_end_is_part_of_the_same_resolution():
    game = new_game("WWLLVS")
    to_night_two(game, banished=5)
    play_night(game, {0: 3, 1: 3})
    assert causes(game)[2] == "heartbreak"
    assert outcome(game) == ("wolves", (0, 1))
