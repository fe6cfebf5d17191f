"""The ``anniversary`` edition, part two: one test per rule statement of RULES.md §5 for
the expansion's characters, on fixed deals (``anniversary_play.SHORT``: besides part one's
letters, F piper, X white werewolf, L big bad wolf, N accursed wolf-father, Y wild child,
Z bear tamer, Q fox, J judge, D devoted servant, 22 the two sisters, r rusty knight)."""

from __future__ import annotations

import pytest

from lgdesktop.engine import (
    HOST,
    Act,
    Game,
    GameSetup,
    IllegalTarget,
    NightChoice,
    Shot,
    Timeout,
    Vote,
)
from lgdesktop.engine.events import (
    ActionTaken,
    CampChanged,
    DawnNote,
    DeathCause,
    Died,
    MorningNews,
    PhaseStarted,
    RoleShown,
    StepStarted,
    TeamRevealed,
    Told,
    VoteTally,
)
from lgdesktop.protocol.messages import decode_server, encode, view_message
from lgdesktop.room.clock import SHOT_SECONDS, Timing, step_key

from .anniversary_play import day_1, events, new_game, night, step, to_vote, vote
from .helpers import snapshot
from .thiercelieux_play import decoy


def deaths(game) -> dict[int, str]:
    return {event.seat: event.cause for event in events(game, DeathCause)}


def told(game, seat: int, what: str) -> list[tuple[int, ...]]:
    return [e.seats for e in events(game, Told) if e.seat == seat and e.what == what]


def pack(target: int, *wolves: int) -> dict[int, NightChoice]:
    return {wolf: NightChoice(target) for wolf in wolves}


def notes(game) -> list[tuple[str, ...]]:
    """Each dawn's notes so far (the growl comes once the dawn's owed actions are taken)."""
    dawn = {e.number: e.notes for e in events(game, DawnNote)}
    return [dawn.get(e.number, ()) for e in events(game, MorningNews)]


def index(game, kind: type, **fields) -> int:
    """The log index of the first event of ``kind`` with ``fields``."""
    return next(
        i
        for i, e in enumerate(game.log)
        if isinstance(e, kind) and all(getattr(e, k) == v for k, v in fields.items())
    )


def until(game, step_id: str) -> None:
    """Play the night's steps (decoys) up to ``step_id``."""
    while game.step.id != step_id:
        step(game)


def actions(game, seat: int) -> set[str]:
    return {spec.action for spec in game.legal_inputs(seat)}


# ---------------------------------------------------------------- the neighbours' service


def test_living_neighbours_skip_the_dead_and_wrap():
    game = new_game("WVVVVVSH")
    assert game.living_neighbours(0) == (1, 7)
    assert game.seats_after(6) == (7, 0, 1, 2, 3, 4, 5)
    game.alive[1] = game.alive[7] = False
    assert game.living_neighbours(0) == (2, 6)
    assert game.seats_after(6) == (0, 2, 3, 4, 5)


# ---------------------------------------------------------------- the Bear Tamer


def test_the_bear_growls_with_a_pack_member_beside_him_wrapping():
    beside = new_game("ZWVVVVWSHV")
    night(beside, {"werewolf": pack(9, 1, 6)})
    wrapped = new_game("ZVVVVVWSHW")
    night(wrapped, {"werewolf": pack(5, 6, 9)})
    clear = new_game("ZVVWVVWSHV")
    night(clear, {"werewolf": pack(5, 3, 6)})
    assert notes(beside) == [("growl",)] and notes(wrapped) == [("growl",)]
    assert notes(clear) == [()]


def test_the_bear_does_not_growl_for_a_dead_wolf_between():
    game = new_game("ZWVVVWVSHV")
    night(game, {"werewolf": pack(9, 1, 5)})
    assert notes(game) == [("growl",)]
    day_1(game, 2)
    vote(game, {seat: 1 for seat in game.living() if seat != 1})
    assert deaths(game)[1] == "banished"
    night(game, {"werewolf": pack(8, 5)})
    assert game.living_neighbours(0) == (2, 7)
    assert notes(game)[-1] == ()


def test_an_infected_bear_always_growls():
    game = new_game("ZVVVNWVSHV")
    night(
        game, {"werewolf": pack(0, 4, 5), "accursed_wolf_father": {4: NightChoice(option="infect")}}
    )
    assert game.alive[0] and 0 in game.joined
    assert notes(game) == [("growl",)]


def test_the_growl_comes_after_the_dawns_owed_actions_and_the_news():
    game = new_game("ZWVVUVWSHV")  # the bear at 0, a wolf beside him at 1, a Hunter at 4
    night(game, {"werewolf": pack(4, 1, 6)})
    assert events(game, MorningNews)[-1].deaths == (4,) and not events(game, DawnNote)
    assert game.phase == "resolving" and game.awaited() == (4,)
    game.submit(4, Shot(5))  # he misses the wolf: the bear growls after the shot
    assert notes(game) == [("growl",)]
    assert index(game, MorningNews) < index(game, Died, seat=5) < index(game, DawnNote)
    assert index(game, DawnNote) < index(game, PhaseStarted, phase="election")


def test_a_hunters_shot_at_the_wolf_beside_the_bear_leaves_no_growl():
    game = new_game("ZWVVUVWSHV")
    night(game, {"werewolf": pack(4, 1, 6)})
    game.submit(4, Shot(1))
    assert deaths(game)[1] == "shot" and game.living_neighbours(0) == (2, 9)
    assert notes(game) == [()] and not events(game, DawnNote)


def test_a_colossus_revenge_on_the_wolf_beside_the_bear_leaves_no_growl():
    game = new_game("ZWVVOVWSHV")
    night(game, {"werewolf": pack(4, 1, 6)})
    assert game.awaited() == (4,)
    game.submit(4, Act(1))
    assert deaths(game)[1] == "revenge" and notes(game) == [()]


def test_a_heartbreak_of_the_wolf_beside_the_bear_leaves_no_growl():
    game = new_game("ZWVCVVWSHV")
    night(game, {"cupid": {3: NightChoice(seats=(1, 5))}, "werewolf": pack(5, 1, 6)})
    assert deaths(game) == {5: "devoured", 1: "heartbreak"} and notes(game) == [()]


# ---------------------------------------------------------------- the Fox


def test_the_fox_learns_whether_a_pack_member_is_among_three_and_loses_on_a_no():
    game = new_game("QVVWVVSHVV")
    night(game, {"thiercelieux_fox": {0: NightChoice(2)}, "werewolf": pack(9, 3)})
    assert told(game, 0, "fox_pack") == [(2,)]  # 3 sits beside 2
    day_1(game, 1)
    vote(game, {})
    until(game, "thiercelieux_fox")
    assert actions(game, 0) == {"sniff", "pass"}
    step(game, {0: NightChoice(6)})  # 5, 6, 7: no pack member
    assert told(game, 0, "fox_clear") == [(6,)]
    night(game, {"werewolf": pack(8, 3)})
    to_vote(game)
    vote(game, {})
    until(game, "thiercelieux_fox")
    assert actions(game, 0) == {"decoy"}  # lost for good


def test_the_fox_counts_living_neighbours_only():
    game = new_game("QVWVVVSHVW")
    night(game, {"werewolf": pack(3, 2, 9)})
    day_1(game, 1)
    vote(game, {seat: 2 for seat in game.living() if seat != 2})
    until(game, "thiercelieux_fox")
    assert game.living_neighbours(4) == (1, 5)
    step(game, {0: NightChoice(4)})
    assert told(game, 0, "fox_clear") == [(4,)]


# ---------------------------------------------------------------- the Rusty Knight


def test_tetanus_kills_the_first_pack_member_after_the_knight_as_the_next_night_falls():
    game = new_game("WVVrVWVSHV")
    night(game, {"werewolf": pack(3, 0, 5)})
    assert deaths(game) == {3: "devoured"}
    day_1(game, 1)
    vote(game, {})
    # night 2 has fallen: 5 is dead of tetanus, but nobody is told before dawn but the pack
    assert game.phase == "night" and game.held == {5: "tetanus"}
    assert game.public_view().seats[5].alive and game.player_view(5).alive
    assert not [e for e in game.log if isinstance(e, Died) and e.seat == 5]
    until(game, "werewolf")
    assert actions(game, 5) == {"decoy"} and actions(game, 0) == {"devour"}
    assert 5 not in game.legal_inputs(0)[0].targets
    assert told(game, 0, "tetanus") == [(5,)] and told(game, 5, "tetanus") == [(5,)]
    assert all(not isinstance(e, Told) for e in game.public_view().events)
    assert not [e for e in game.player_view(1).events if isinstance(e, Told)]
    night(game, {"werewolf": pack(9, 0)})
    assert game.alive[5] is False and deaths(game)[5] == "tetanus" and not game.held
    assert events(game, MorningNews)[-1].deaths == (5, 9)
    assert [e.seat for e in events(game, Died)].count(5) == 1  # announced once, at dawn
    assert index(game, Died, seat=5) > index(game, StepStarted, step="raven", number=2)


def test_the_pack_hunts_without_the_wolf_dying_of_tetanus():
    game = new_game("WVVrVWVSHV")
    night(game, {"werewolf": pack(3, 0, 5)})
    day_1(game, 1)
    vote(game, {})
    until(game, "werewolf")
    game.submit(0, NightChoice(9))  # the pack agrees at once: 5 no longer hunts
    for seat in game.awaited():
        game.submit(seat, decoy(game, seat))
    assert game.step.id != "werewolf" and game.night.found["victim"] == 9


def test_the_big_bad_wolf_hunts_alone_no_more_once_a_wolf_caught_tetanus():
    game = new_game("LVVrVWVSHVV")
    night(game, {"werewolf": pack(3, 0, 5), "big_bad_wolf": {0: NightChoice(10)}})
    assert deaths(game) == {3: "devoured", 10: "devoured"}
    day_1(game, 1)
    vote(game, {})
    until(game, "big_bad_wolf")
    assert actions(game, 0) == {"decoy"}


def test_tetanus_wraps_round_the_table():
    game = new_game("WVVVVWVSrV")
    night(game, {"werewolf": pack(8, 0, 5)})
    day_1(game, 1)
    vote(game, {})
    assert game.held == {0: "tetanus"}
    night(game, {"werewolf": pack(9, 5)})
    assert deaths(game).get(0) == "tetanus" and game.alive[5]


def test_the_knight_poisoned_or_banished_gives_no_tetanus():
    game = new_game("WVVrVWVSHV")
    night(game, {"werewolf": pack(9, 0, 5)})
    day_1(game, 1)
    vote(game, {seat: 3 for seat in game.living() if seat != 3})
    night(game, {"werewolf": pack(8, 0, 5)})
    assert set(deaths(game)) == {3, 8, 9}


def test_the_tetanus_night_the_dying_wolf_is_no_neighbour_yet_stays_a_target():
    # docs/engine.md: dead as the night falls, for that night's rules; shown alive (and
    # in every list of names) until dawn, so that no power learns of it before the news.
    game = new_game("WQVrVWWSHV")
    night(game, {"werewolf": pack(3, 0, 5, 6)})
    day_1(game, 7)
    vote(game, {})
    assert game.held == {5: "tetanus"}
    until(game, "seer")
    assert 5 in game.legal_inputs(7)[0].targets
    until(game, "thiercelieux_fox")
    assert game.living_neighbours(4) == (2, 6)  # 3 dead, 5 dying
    assert 5 in game.legal_inputs(1)[0].targets
    step(game, {1: NightChoice(4)})
    assert told(game, 1, "fox_pack") == [(4,)]  # 6 hunts, beyond the dying 5
    assert game.player_view(1).board.seats[5].alive


# ---------------------------------------------------------------- the Piper


def test_the_piper_charms_two_a_night_the_charmed_learn_each_other_and_he_wins():
    game = new_game("FWVVVV")
    night(game, {"werewolf": pack(5, 1), "piper": {0: NightChoice(seats=(2, 3))}})
    assert told(game, 2, "charmed") == [(2, 3)] and told(game, 3, "charmed") == [(2, 3)]
    assert told(game, 4, "charmed") == []
    day_1(game, 2)
    vote(game, {})
    until(game, "werewolf")
    step(game, pack(4, 1))
    until(game, "piper")
    spec = game.legal_inputs(0)[0]
    assert spec.action == "charm" and spec.targets == (1, 4) and spec.count == 2
    step(game, {0: NightChoice(seats=(1, 4))})
    assert game.result.labels == ("piper",) and game.result.winners == (0,)


def test_the_charm_ends_with_the_piper():
    game = new_game("FWVVVVSH")
    night(game, {"werewolf": pack(0, 1), "piper": {0: NightChoice(seats=(2, 3))}})
    assert not game.alive[0] and not game.ended
    assert game.edition.check_win(game) is None


# ---------------------------------------------------------------- the White Werewolf


def test_the_pack_takes_the_white_werewolf_for_a_werewolf():
    game = new_game("XWVVVVSH")
    shown = {(e.role, e.members, tuple(e.visibility.seats)) for e in events(game, TeamRevealed)}
    assert shown == {("werewolf", (1,), (0, 1)), ("werewolf", (0,), (1,))}
    assert dict(game.player_view(1).known_roles)[0] == "werewolf"


def test_the_white_werewolf_kills_a_pack_member_on_even_nights_and_wins_alone():
    game = new_game("XWVVVVVV")
    night(game, {"werewolf": pack(7, 0, 1)})
    assert "white_werewolf" not in [e.step for e in events(game, StepStarted)]
    day_1(game, 0)  # the White Werewolf is the Captain: his vote counts twice
    vote(game, {0: 6, 1: 6})
    until(game, "werewolf")
    step(game, pack(5, 0, 1))
    until(game, "white_werewolf")
    assert game.legal_inputs(0)[0].targets == (1,)
    step(game, {0: NightChoice(1)})
    night(game)
    assert deaths(game)[1] == "devoured" and not game.ended  # no wolves-camp card left
    to_vote(game)
    vote(game, {0: 4})
    night(game, {"werewolf": pack(3, 0)})
    assert not game.ended  # the last pack member, alone with one: play on
    to_vote(game)
    vote(game, {0: 2, 2: 0})
    assert game.result.labels == ("white_werewolf",) and game.result.winners == (0,)


def test_a_white_werewolf_who_passes_leaves_no_empty_pick_among_the_pack_s():
    # An answer with an option and no target is no prey: the view's team picks (a pair of
    # seats on the wire) leave it out, the pack's agreement earlier that night stays.
    game = new_game("XWVVVVVV")
    night(game, {"werewolf": pack(7, 0, 1)})
    day_1(game, 0)
    vote(game, {0: 6, 1: 6})
    until(game, "werewolf")
    step(game, pack(5, 0, 1))
    until(game, "white_werewolf")
    game.submit(0, NightChoice(option="pass"))
    assert game.night_choices[0] is None
    assert all(prey is not None for _mate, prey in game.player_view(0).team_picks)
    decode_server(encode(view_message(game.player_view(0))))  # a laptop reads it


# ---------------------------------------------------------------- the Big Bad Wolf


def test_the_big_bad_wolf_devours_a_second_victim_until_a_pack_member_dies():
    game = new_game("LWVVVVSHVV")
    until(game, "werewolf")
    step(game, pack(9, 0, 1))
    until(game, "big_bad_wolf")
    spec = game.legal_inputs(0)[0]
    assert spec.action == "devour_alone" and 9 not in spec.targets and 1 not in spec.targets
    step(game, {0: NightChoice(8)})
    night(game)
    assert deaths(game) == {8: "devoured", 9: "devoured"}
    day_1(game, 2)
    vote(game, {seat: 1 for seat in game.living() if seat != 1})
    until(game, "big_bad_wolf")
    assert actions(game, 0) == {"decoy"}  # a pack member died: no more second victims


# ---------------------------------------------------------------- the Accursed Wolf-Father

INFECT = NightChoice(option="infect")


def test_an_infected_seer_keeps_seeing_and_hunts_with_the_pack():
    game = new_game("NWVSVVHVVV")
    night(game, {"werewolf": pack(3, 0, 1), "accursed_wolf_father": {0: INFECT}})
    assert game.alive[3] and deaths(game) == {}
    (change,) = events(game, CampChanged)
    assert (change.seat, change.camp, change.why) == (3, "wolves", "infected")
    assert set(change.visibility.seats) == {0, 1, 3}
    assert 3 in game.chat_members("pack")
    day_1(game, 2)
    vote(game, {})
    until(game, "seer")
    assert actions(game, 3) == {"look"}
    step(game, {3: NightChoice(1)})
    until(game, "werewolf")
    assert actions(game, 3) == {"devour"}  # the pack's step
    game.submit(3, NightChoice(5))
    assert game.player_view(0).team_picks == ((3, 5),)
    until(game, "accursed_wolf_father")
    assert actions(game, 0) == {"decoy"}  # spent


def test_an_infection_on_a_survivor_does_nothing_and_is_not_spent():
    game = new_game("NWASVVHVVV")
    night(
        game,
        {
            "savior": {2: NightChoice(3)},
            "werewolf": pack(3, 0, 1),
            "accursed_wolf_father": {0: INFECT},
        },
    )
    assert events(game, CampChanged) == [] and game.alive[3]
    day_1(game, 4)
    vote(game, {})
    until(game, "accursed_wolf_father")
    assert actions(game, 0) == {"infect", "pass"}


def test_the_infected_counts_in_the_pack_for_the_win():
    game = new_game("NVVVVVS")
    night(game, {"werewolf": pack(3, 0), "accursed_wolf_father": {0: INFECT}})
    day_1(game, 1)
    vote(game, {seat: 0 for seat in game.living() if seat != 0})
    assert not game.ended  # the infected still hunts
    assert 3 in game.joined


def test_the_wolf_father_is_told_the_pack_s_victim_in_his_step_alone():
    # The pack splits 2-1 on the clock: the plurality settles the victim, 4.
    game = new_game("NWWVVVSHVVVV")
    until(game, "werewolf")
    step(game, {0: NightChoice(3), 1: NightChoice(4), 2: NightChoice(4)})
    assert game.night.found["victim"] == 4 and game.step.id == "accursed_wolf_father"
    assert told(game, 0, "victim") == [(4,)]
    assert index(game, Told, what="victim") > index(
        game, StepStarted, step="accursed_wolf_father", number=1
    )
    assert [e.seat for e in events(game, Told) if e.what == "victim"] == [0]
    assert "victim" not in {e.what for e in game.player_view(1).events if isinstance(e, Told)}
    assert not [e for e in game.public_view().events if isinstance(e, Told)]
    step(game, {0: INFECT})
    night(game)
    assert game.alive[4] and 4 in game.joined


def test_the_wolf_father_is_told_the_pick_not_whether_the_attack_would_kill():
    game = new_game("NWASVVHVVV")
    until(game, "savior")
    step(game, {2: NightChoice(3)})
    until(game, "werewolf")
    step(game, pack(3, 0, 1))
    assert told(game, 0, "victim") == [(3,)]  # the Savior's shield is not told


def test_the_wolf_father_is_told_nothing_once_his_infection_is_spent():
    game = new_game("NWVSVVHVVV")
    night(game, {"werewolf": pack(3, 0, 1), "accursed_wolf_father": {0: INFECT}})
    assert told(game, 0, "victim") == [(3,)]
    day_1(game, 2)
    vote(game, {})
    night(game, {"werewolf": pack(5, 0, 1, 3)})
    assert told(game, 0, "victim") == [(3,)]  # night 2: nothing more


def test_a_wolf_father_dying_of_tetanus_is_told_nothing():
    game = new_game("WVVrVNVSHV")
    night(game, {"werewolf": pack(3, 0, 5)})
    day_1(game, 1)
    vote(game, {})
    until(game, "accursed_wolf_father")
    assert game.held == {5: "tetanus"} and actions(game, 5) == {"decoy"}
    assert told(game, 5, "victim") == [(3,)]  # night 1's only


# ---------------------------------------------------------------- the Wild Child


def test_the_wild_child_turns_when_his_model_dies():
    game = new_game("YWVVVVSHVV")
    night(game, {"wild_child": {0: NightChoice(5)}, "werewolf": pack(5, 1)})
    (change,) = events(game, CampChanged)
    assert (change.seat, change.camp, change.why) == (0, "wolves", "wild_child")
    assert change.role == "werewolf"
    assert set(change.visibility.seats) == {0, 1}
    assert game.chat_members("pack") == (0, 1)
    day_1(game, 2)
    vote(game, {})
    until(game, "werewolf")
    assert actions(game, 0) == {"devour"}
    assert 1 not in game.legal_inputs(0)[0].targets


def test_the_wild_child_stays_in_the_village_while_his_model_lives():
    game = new_game("YWVVVVSHVV")
    night(game, {"wild_child": {0: NightChoice(4)}, "werewolf": pack(5, 1)})
    assert events(game, CampChanged) == []


# ---------------------------------------------------------------- the Stuttering Judge


def test_the_judge_asks_secretly_for_a_second_vote_without_debate():
    game = new_game("JWWVVVVRSH", raven_public="yes")  # the tallies show their totals
    night(game, {"werewolf": pack(9, 1, 2), "raven": {7: NightChoice(5)}})
    day_1(game, 3)
    assert "vote_twice" in actions(game, 0)
    game.submit(0, Vote(1, option="second_vote"))
    assert game.player_view(4).events[-1].voter == 0  # only that he voted
    vote(game, {seat: 1 for seat in game.living() if seat not in (0, 1)})
    assert deaths(game)[1] == "banished"
    assert game.phase == "vote" and game.number == 1  # no debate
    assert "vote_twice" not in actions(game, 0)  # once a game
    vote(game, {3: 5, 0: 6, 4: 6})  # the Captain's two votes; the Raven's +2 was spent
    tally = events(game, VoteTally)[-1]
    assert dict(tally.counts) == {5: 2, 6: 2} and tally.outcome == "tie_break"


def test_the_captains_weight_counts_in_the_second_vote():
    game = new_game("JWWVVVVVSH")
    night(game, {"werewolf": pack(9, 1, 2)})
    day_1(game, 3)
    game.submit(0, Vote(1, option="second_vote"))
    vote(game, {seat: 1 for seat in game.living() if seat not in (0, 1)})
    vote(game, {3: 5, 4: 6})
    assert deaths(game)[5] == "banished"


# ---------------------------------------------------------------- the Devoted Servant


def test_the_servant_takes_a_banished_hunters_card_and_shoots_when_she_dies():
    game = new_game("DWWUVVVVSH")
    night(game, {"werewolf": pack(7, 1, 2)})
    day_1(game, 4)
    vote(game, {seat: 3 for seat in game.living() if seat != 3})
    assert game.phase == "resolving" and game.awaited() == (0,)
    assert [spec.action for spec in game.legal_inputs(0)] == ["take_card"]
    game.submit(0, Act(3))
    assert game.roles[0] == "hunter" and game.roles[3] == "devoted_servant"
    assert [(e.seat, e.role) for e in events(game, RoleShown)][-1] == (3, "devoted_servant")
    assert events(game, CampChanged)[-1].visibility.seats == {0}
    night(game, {"werewolf": pack(0, 1, 2)})
    assert game.awaited() == (0,)
    game.submit(0, Shot(1))
    assert deaths(game)[1] == "shot"


def test_the_servant_takes_a_spent_infection_with_the_wolf_father_s_card():
    # RULES §5: she plays the taken character in its current state.
    game = new_game("DNWVSVVVVHVV")
    night(game, {"werewolf": pack(4, 1, 2), "accursed_wolf_father": {1: INFECT}})
    assert 4 in game.joined
    day_1(game, 3)
    vote(game, {seat: 1 for seat in game.living() if seat != 1})
    game.submit(0, Act(1))
    assert game.roles[0] == "accursed_wolf_father"
    until(game, "accursed_wolf_father")
    assert actions(game, 0) == {"decoy"} and told(game, 0, "victim") == []


def test_the_servant_may_decline_and_a_lover_may_not_take():
    game = new_game("DWWUVVVVSH")
    night(game, {"werewolf": pack(7, 1, 2)})
    day_1(game, 4)
    vote(game, {seat: 3 for seat in game.living() if seat != 3})
    game.submit(0, Act(seats=()))
    assert game.roles[0] == "devoted_servant" and deaths(game)[3] == "banished"
    lover = new_game("DWWUVVVCSH")
    night(lover, {"cupid": {7: NightChoice(seats=(0, 4))}, "werewolf": pack(6, 1, 2)})
    day_1(lover, 4)
    vote(lover, {seat: 5 for seat in lover.living() if seat != 5})
    assert lover.phase == "resolving" and not lover.legal_inputs(0)  # the same pause
    lover.submit(HOST, Timeout())
    assert lover.phase == "night" and deaths(lover)[5] == "banished"
    assert lover.roles[0] == "devoted_servant"


def servant_day(couple: tuple[int, int], *, timed: bool = False) -> Game:
    """A Servant at 0 (a lover when ``couple`` holds her), the pack kills the Witch, a
    Captain is elected, and the vote banishes the villager at 5 (the Hunter at 3)."""
    deal = ["devoted_servant", "werewolf", "werewolf", "hunter", *["villager"] * 3, "cupid"]
    deal += ["seer", "witch"]
    setup = GameSetup.create("anniversary", 10, 0, deal=deal, timed_nights=timed)
    game = Game(setup)
    night(game, {"cupid": {7: NightChoice(seats=couple)}, "werewolf": pack(9, 1, 2)})
    day_1(game, 4)
    vote(game, {seat: 5 for seat in game.living() if seat != 5})
    return game


def test_every_banishment_pauses_alike_whether_the_servant_may_take_or_not():
    able, lover = servant_day((4, 6)), servant_day((0, 4))
    for game in (able, lover):
        view = game.public_view()
        assert game.phase == "resolving" and view.owed == ("take_card", None)
        assert Timing().step_seconds(game) == SHOT_SECONDS  # the room's clock: the same
    assert able.awaited() == (0,) and lover.awaited() == ()
    assert able.public_view().version == lover.public_view().version
    able.submit(0, Act(seats=()))  # she declines; the lover's pause ends with the clock
    lover.submit(HOST, Timeout())
    assert able.public_view().events == lover.public_view().events
    assert deaths(able)[5] == deaths(lover)[5] == "banished"


def test_the_pause_comes_with_a_dead_or_banished_servant_and_never_without_her_card():
    dead = new_game("DWWUVVVVSH")
    night(dead, {"werewolf": pack(0, 1, 2)})
    day_1(dead, 4)
    vote(dead, {seat: 5 for seat in dead.living() if seat != 5})
    assert dead.phase == "resolving" and dead.awaited() == ()
    banished = new_game("DWWUVVVVSH")
    night(banished, {"werewolf": pack(9, 1, 2)})
    day_1(banished, 4)
    vote(banished, {seat: 0 for seat in banished.living() if seat != 0})
    assert banished.phase == "resolving" and banished.awaited() == ()
    banished.submit(HOST, Timeout())
    assert deaths(banished)[0] == "banished" and banished.phase == "night"
    none = new_game("VWWUVVVVSH")
    night(none, {"werewolf": pack(9, 1, 2)})
    day_1(none, 4)
    vote(none, {seat: 5 for seat in none.living() if seat != 5})
    assert none.phase == "night" and deaths(none)[5] == "banished"


def test_in_a_timed_game_the_servants_answer_waits_for_the_clock():
    game = servant_day((4, 6), timed=True)
    board, key = game.public_view().version, step_key(game)
    game.submit(0, Act(5))
    assert game.phase == "resolving" and game.awaited() == () and not game.legal_inputs(0)
    assert game.roles[0] == "devoted_servant" and game.public_view().version == board
    assert step_key(game) == key  # the room's clock runs on
    assert [e.seats for e in events(game, ActionTaken)] == [(5,)]
    game.submit(HOST, Timeout())
    assert game.roles[0] == "villager" and deaths(game)[5] == "banished"
    assert events(game, RoleShown)[-1].role == "devoted_servant"
    assert len(events(game, ActionTaken)) == 1


# ---------------------------------------------------------------- the Two Sisters


def test_the_sisters_know_each_other_and_share_a_channel():
    game = new_game("22WWVVVVSH")
    shown = [(e.role, e.members, tuple(e.visibility.seats)) for e in events(game, TeamRevealed)]
    assert ("two_sisters", (0, 1), (0, 1)) in shown
    assert game.chat_members("sisters") == (0, 1)
    night(game, {"werewolf": pack(0, 2, 3)})
    assert game.chat_members("sisters") == (1,)


# ---------------------------------------------------------------- refused inputs


def test_refused_inputs_change_nothing():
    game = new_game("QFWVVVSHVV")
    until(game, "thiercelieux_fox")
    for inp in (NightChoice(0), NightChoice(seats=(1, 2)), NightChoice(option="x")):
        before = snapshot(game)
        with pytest.raises(IllegalTarget):
            game.submit(0, inp)
        assert snapshot(game) == before
    until(game, "piper")
    for inp in (NightChoice(2), NightChoice(seats=(1, 1)), NightChoice(seats=(1, 2))):
        before = snapshot(game)
        with pytest.raises(IllegalTarget):
            game.submit(1, inp)
        assert snapshot(game) == before


# ---------------------------------------------------------------- the presets deal them


def test_the_presets_deal_the_expansion_characters_from_their_sizes():
    from lgdesktop.engine import catalogue

    monkey = catalogue.preset_setup("anniversary", "scenario_monkey", 14)
    assert monkey["bear_tamer"] == 1
    assert "bear_tamer" not in catalogue.preset_setup("anniversary", "scenario_monkey", 13)
    mother = {
        n: catalogue.preset_setup("anniversary", "scenario_mother", n) for n in (12, 13, 15, 16)
    }
    assert "rusty_knight" not in mother[12] and mother[13]["rusty_knight"] == 1
    assert "wild_child" not in mother[13] and mother[15]["wild_child"] == 1
    assert "big_bad_wolf" not in mother[15]
    assert mother[16]["big_bad_wolf"] == 1 and mother[16]["mother_wolf"] == 1
    assert mother[16]["werewolf"] == 2  # w(16) = 4 pack cards
