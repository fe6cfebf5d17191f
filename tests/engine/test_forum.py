"""The ``forum`` edition, one test per statement of RULES §4 (and §6 for the grid), on fixed
deals. Deals are written one letter per seat (``forumplay.SHORT``)."""

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
    ProxyVote,
    Timeout,
    Vote,
)
from lgdesktop.engine.events import (
    ActionOwed,
    Candidacy,
    CandidatesNamed,
    CardSeen,
    Died,
    GameEnded,
    MorningNews,
    RoleDealt,
    TeamRevealed,
    TitleGiven,
    VoteTally,
)
from lgdesktop.engine.model import Act, Shot
from lgdesktop.engine.roles.thief import Colours

from .forumplay import day_vote, finish_step, forum_game, night, night_until, told
from .helpers import causes, dead, events, snapshot


def mayor(game: Game) -> int | None:
    return game.title_holder("mayor")


# --------------------------------------------------------------------------- the Mayor


def test_mayor_elected_from_two_random_names_when_nobody_stands_before_the_deal():
    game = forum_game("WVVVVSVV", seed=3)
    assert game.phase == "election" and not events(game, RoleDealt)
    assert game.player_view(0).role == ""
    for seat in range(game.players):
        game.submit(seat, Vote(option="decline"))
    (named,) = events(game, CandidatesNamed)
    assert named.drawn and len(named.candidates) == 2
    first, second = named.candidates
    for seat in range(game.players):
        game.submit(seat, Vote(first if seat % 3 else second))
    assert mayor(game) == first
    assert events(game, TitleGiven)[-1].how == "elected"
    # the cards are dealt after the election only
    assert game.log.index(events(game, RoleDealt)[0]) > game.log.index(events(game, TitleGiven)[0])
    assert game.phase == "night" and game.number == 1


def test_mayor_among_those_who_stood_ballot_counts_once():
    game = forum_game("WVVVVSVV")
    for seat in range(game.players):
        game.submit(seat, Vote(option="stand" if seat in (2, 5) else "decline"))
    assert events(game, CandidatesNamed)[0].candidates == (2, 5)
    assert [spec.targets for spec in game.legal_inputs(0)] == [(2, 5)]
    for seat in range(game.players):
        game.submit(seat, Vote(5 if seat < 5 else 2))
    assert mayor(game) == 5
    assert game.vote_weight(5) == 1


def test_mayor_breaks_a_tie_and_names_his_successor_when_he_dies():
    game = forum_game("WVVVVSVV", mayor=1)
    night(game, {"werewolf": {0: 7}})
    assert 7 in dead(game)
    day_vote(game, {0: 2, 1: 3, 2: 3, 3: 2, 4: "abstain", 5: "abstain", 6: "abstain"})
    assert game.phase == "resolving" and game.owed[0].kind == "tie_break"
    assert game.owed[0].seat == 1
    assert [spec.targets for spec in game.legal_inputs(1)] == [(2, 3)]
    game.submit(1, Act(3))
    assert 3 in dead(game) and game.phase == "night"
    night(game, {"werewolf": {0: 1}})
    assert 1 in dead(game)
    assert game.phase == "resolving" and game.owed[0].kind == "successor"
    assert game.owed[0].seat == 1
    game.submit(1, Act(4))
    assert mayor(game) == 4


# --------------------------------------------------------------------------- the Scapegoat


def test_a_tie_kills_the_scapegoat_whose_chosen_voters_alone_vote_next_day():
    game = forum_game("WVEVVSVV", mayor=1)
    night(game, {"werewolf": {0: 7}})
    day_vote(game, {0: 3, 1: 4, 3: 4, 4: 3, 5: "abstain", 6: "abstain", 2: "abstain"})
    tally = events(game, VoteTally)[-1]
    assert tally.outcome == "scapegoat" and tally.eliminated == (2,)
    assert 2 in dead(game) and 3 not in dead(game) and 4 not in dead(game)
    assert game.phase == "resolving" and game.owed[0].kind == "choose_voters"
    assert game.owed[0].seat == 2
    game.submit(2, Act(seats=(3, 5)))
    night(game, {"werewolf": {0: 6}})
    game.submit(HOST, Timeout())  # the discussion
    assert game.phase == "vote"
    assert game.awaited() == (3, 5)
    assert game.legal_inputs(1) == () and game.legal_inputs(4) == ()
    with pytest.raises(NotYourTurn):
        game.submit(4, Vote(3))
    game.submit(3, Vote(0))
    game.submit(5, Vote(0))
    assert 0 in dead(game)
    assert events(game, GameEnded)[0].winner == "village"


def test_without_a_living_scapegoat_a_tie_goes_to_the_mayor():
    game = forum_game("WVEVVSVV", mayor=1)
    night(game, {"werewolf": {0: 2}})
    day_vote(game, {0: 3, 1: 4, 3: 4, 4: 3})
    assert game.phase == "resolving" and game.owed[0].kind == "tie_break"


# --------------------------------------------------------------------------- votes


def test_a_cast_vote_is_refused_a_change_with_votes_final_yes():
    game = forum_game("WVVVVSVV", mayor=1)
    night(game, {"werewolf": {0: 7}})
    game.submit(HOST, Timeout())
    game.submit(2, Vote(3))
    before = snapshot(game)
    with pytest.raises(AlreadyActed):
        game.submit(2, Vote(4))
    assert snapshot(game) == before


def test_a_vote_may_change_until_the_clock_with_votes_final_no():
    game = forum_game("WVVVVSVV", mayor=1, settings={"votes_final": "no"})
    night(game, {"werewolf": {0: 7}})
    game.submit(HOST, Timeout())
    game.submit(2, Vote(3))
    game.submit(2, Vote(4))
    for seat in (0, 1, 3, 4, 5, 6):
        game.submit(seat, Vote(4 if seat != 4 else 3))
    assert game.phase == "vote"  # not final: only the clock closes the session
    game.submit(HOST, Timeout())
    tally = events(game, VoteTally)[-1]
    assert dict(tally.ballots)[2] == 4 and tally.banished == 4


def test_silence_and_explicit_abstention_count_as_abstentions():
    game = forum_game("WVVVVSVV", mayor=1)
    night(game, {"werewolf": {0: 7}})
    day_vote(game, {0: 3, 1: "abstain", 2: 3})
    tally = events(game, VoteTally)[-1]
    assert tally.ballots == ((0, 3), (2, 3)) and tally.banished == 3


def test_a_proxy_counts_for_an_absent_player_only():
    game = forum_game("WVVVVSVV", mayor=1)
    night(game, {"werewolf": {0: 7}})
    game.submit(4, ProxyVote(0))  # lodged during the discussion
    game.submit(5, ProxyVote(0))
    day_vote(game, {1: 3, 2: 0}, absent=(4,))
    tally = events(game, VoteTally)[-1]
    assert dict(tally.ballots) == {1: 3, 2: 0, 4: 0}
    assert tally.banished == 0


def test_votes_outside_the_session_are_void():
    game = forum_game("WVVVVSVV", mayor=1)
    before = snapshot(game)
    with pytest.raises(NotYourTurn):
        game.submit(2, Vote(3))
    assert snapshot(game) == before


# --------------------------------------------------------------------------- the Seer


def test_talkative_seer_morning_announces_the_role_seen_without_names():
    game = forum_game("WVSVVVVV", mayor=1, settings={"talkative_seer": "yes"})
    night(game, {"seer": {2: 0}, "werewolf": {0: 7}})
    assert [event.role for event in events(game, CardSeen) if event.seat == 2] == ["werewolf"]
    assert events(game, MorningNews)[-1].notes == ("seer_saw:werewolf",)
    quiet = forum_game("WVSVVVVV", mayor=1)
    night(quiet, {"seer": {2: 0}, "werewolf": {0: 7}})
    assert events(quiet, MorningNews)[-1].notes == ()


# --------------------------------------------------------------------------- the Witch


def test_witch_is_refused_a_second_potion_the_same_night():
    game = forum_game("WVIVVVVV", mayor=1)
    night_until(game, "witch", {"werewolf": {0: 5}})
    assert told(game, 2, "victim") == [(5,)]
    before = snapshot(game)
    with pytest.raises(IllegalTarget):
        game.submit(2, NightChoice(seats=(4,), option="save"))
    assert snapshot(game) == before
    game.submit(2, NightChoice(option="save"))
    with pytest.raises((AlreadyActed, NotYourTurn)):
        game.submit(2, NightChoice(4))
    night(game)
    assert 5 not in dead(game)


def test_witch_may_save_herself_and_sees_no_victim_once_her_life_potion_is_gone():
    game = forum_game("WVIVVVVV", mayor=1)
    night(game, {"werewolf": {0: 2}, "witch": {2: NightChoice(option="save")}})
    assert 2 not in dead(game)
    day_vote(game, {})
    night(game, {"werewolf": {0: 3}, "witch": {2: 0}})
    assert told(game, 2, "victim") == [(2,)]  # night 2: no life potion, no victim told
    assert causes(game)[0] == "poisoned" and causes(game)[3] == "devoured"


# --------------------------------------------------------------------------- the Hunter


def test_hunter_shoots_whatever_the_cause():
    game = forum_game("WVIHVVVV", mayor=1)
    night(game, {"werewolf": {0: 5}, "witch": {2: 3}})
    assert causes(game)[3] == "poisoned"
    assert game.phase == "resolving" and game.owed[0].kind == "shot"
    game.submit(3, Shot(0))
    assert causes(game)[0] == "shot"
    assert events(game, GameEnded)[0].winner == "village"


# --------------------------------------------------------------------------- the Savior


def test_savior_protects_himself_never_the_same_player_twice_running():
    game = forum_game("WVAVVVVV", mayor=1)
    assert game.step.id == "savior"
    night(game, {"savior": {2: 2}, "werewolf": {0: 2}})
    assert 2 not in dead(game) and events(game, MorningNews)[-1].deaths == ()
    day_vote(game, {})
    (spec,) = game.legal_inputs(2)
    assert spec.action == "protect" and 2 not in spec.targets and 1 in spec.targets
    with pytest.raises(IllegalTarget):
        game.submit(2, NightChoice(2))
    game.submit(2, NightChoice(4))
    night(game, {"werewolf": {0: 4}})
    assert 4 not in dead(game)


# --------------------------------------------------------------------------- the Thief


def test_thief_taking_the_wolf_colour_hunts_that_night_and_the_pack_sees_his_name():
    game = forum_game("WTSVVVVV", mayor=1, seed=5)
    assert game.step.id == "thief"
    colour, _pass = game.legal_inputs(1)
    colours = game.find_state(1, Colours)
    pair, wolf = colours.pair, colours.wolf
    assert colour.options == pair and wolf in pair
    game.submit(1, NightChoice(option=wolf))
    finish_step(game)
    assert game.roles[1] == "werewolf"
    assert [e.role for e in events(game, CardSeen) if e.seat == 1] == ["werewolf"]
    assert told(game, 0, "joined") == [(1,)]
    assert any(isinstance(e, TeamRevealed) and e.members == (0, 1) for e in game.log)
    assert game.chat_members("pack") == (0, 1)
    night(game, {"seer": {2: 1}, "werewolf": {0: 5, 1: 5}})
    assert 5 in dead(game)
    assert [e.role for e in events(game, CardSeen) if e.seat == 2] == ["werewolf"]


def test_thief_taking_the_villager_colour_the_pack_is_told_without_a_name():
    game = forum_game("WTSVVVVV", mayor=1, seed=5)
    night(game, {"seer": {2: 1}, "werewolf": {0: 5}})
    assert [e.role for e in events(game, CardSeen) if e.seat == 2] == ["thief"]
    day_vote(game, {})
    assert game.step.id == "thief"  # his step first every night until he chooses
    colours = game.find_state(1, Colours)
    pair, wolf = colours.pair, colours.wolf
    village = next(colour for colour in pair if colour != wolf)
    game.submit(1, NightChoice(option=village))
    finish_step(game)
    assert game.roles[1] == "villager"
    assert told(game, 0, "thief_stayed") == [()]
    assert game.chat_members("pack") == (0,)
    night(game, {"werewolf": {0: 6}})
    day_vote(game, {})
    assert game.step.id == "thief" and game.legal_inputs(1)[0].action == "decoy"


# --------------------------------------------------------------------------- the Little Girl


def test_little_girl_grid_placed_by_the_wolves_sees_the_placer():
    game = forum_game("WWGVVVVVVV", mayor=2)
    night_until(game, "grid_sees", {})
    (spec,) = game.legal_inputs(0)
    assert spec.action == "place_sees" and len(spec.options) == 64
    game.submit(0, NightChoice(option="A1"))
    game.submit(1, NightChoice(option="B2"))
    night_until(game, "grid_caught", {})
    game.submit(0, NightChoice(option="C3"))
    with pytest.raises(IllegalTarget):  # already a "sees" cell
        game.submit(1, NightChoice(option="A1"))
    game.submit(1, NightChoice(option="D4"))
    night(game, {"werewolf": {0: 5, 1: 5, 2: NightChoice(option="B2")}})
    assert [(e.target, e.role) for e in events(game, CardSeen) if e.seat == 2] == [(1, "werewolf")]
    assert 5 in dead(game)


def test_little_girl_caught_becomes_the_victim_instead():
    game = forum_game("WWGVVVVVVV", mayor=2)
    night(
        game,
        {
            "grid_sees": {0: NightChoice(option="A1"), 1: NightChoice(option="A2")},
            "grid_caught": {0: NightChoice(option="H8"), 1: NightChoice(option="H7")},
            "werewolf": {0: 5, 1: 5, 2: NightChoice(option="H7")},
        },
    )
    assert dead(game) == {2}
    assert told(game, 0, "caught") == [(2,)] and told(game, 2, "caught") == [(2,)]


# --------------------------------------------------------------------------- Cupid


def couple_game(triangle: bool, seed: int = 0) -> tuple[Game, dict[int, tuple[int, ...]]]:
    """Cupid (seat 2) names 3 and 4 on night 1; returns the game and whom each loves."""
    game = forum_game(
        "WWCVVVVVVV",
        mayor=5,
        seed=seed,
        settings={"love_triangle": "yes" if triangle else "no"},
    )
    night(game, {"cupid": {2: NightChoice(seats=(3, 4))}, "werewolf": {0: 9, 1: 9}})
    loves = {seat: told(game, seat, "loves")[0] for seat in range(10) if told(game, seat, "loves")}
    return game, loves


def test_lovers_are_told_whom_they_love_not_the_role_and_may_not_vote_against_each_other():
    game, loves = couple_game(False)
    assert loves == {3: (4,), 4: (3,)}
    assert 4 not in dict(game.player_view(3).known_roles)
    assert 4 not in game.legal_inputs(3)[0].targets  # the proxy during the discussion
    before = snapshot(game)
    with pytest.raises(IllegalTarget):
        game.submit(3, ProxyVote(4))
    assert snapshot(game) == before
    game.submit(HOST, Timeout())
    state = snapshot(game)
    with pytest.raises(IllegalTarget):
        game.submit(3, Vote(4))
    assert snapshot(game) == state


def test_a_lover_dies_of_heartbreak_and_the_last_two_lovers_win():
    game, _ = couple_game(False)
    day_vote(game, {seat: 3 for seat in game.living() if seat not in (3, 4)})
    assert causes(game)[3] == "banished" and causes(game)[4] == "heartbreak"


def triangle(seed: int) -> tuple[Game, int, int, int]:
    game, loves = couple_game(True, seed)
    (b,) = [seat for seat, loved in loves.items() if len(loved) == 2]
    a = next(seat for seat in (3, 4) if seat != b)
    (c,) = [seat for seat in loves if seat not in (a, b)]
    assert loves == {a: (b,), b: tuple(sorted((a, c))), c: (b,)}
    return game, a, b, c


def banish(game: Game, target: int) -> None:
    day_vote(
        game,
        {
            seat: target
            for seat in game.living()
            if seat != target and target in game.legal_inputs(seat)[0].targets
        },
    )
    assert target in dead(game)


@pytest.mark.parametrize("seed", range(4))
def test_triangle_a_dies_alone(seed):
    game, a, b, c = triangle(seed)
    banish(game, a)
    assert a in dead(game) and b not in dead(game) and c not in dead(game)


@pytest.mark.parametrize("seed", range(4))
def test_triangle_c_dies_then_b_then_a(seed):
    game, a, b, c = triangle(seed)
    banish(game, c)
    assert causes(game)[c] == "banished"
    assert causes(game)[b] == "heartbreak" and causes(game)[a] == "heartbreak"


@pytest.mark.parametrize("seed", range(4))
def test_triangle_b_dies_and_takes_a_and_c(seed):
    game, a, b, c = triangle(seed)
    banish(game, b)
    assert causes(game)[a] == "heartbreak" and causes(game)[c] == "heartbreak"


def test_triangle_vote_restrictions_follow_the_loves():
    game, a, b, c = triangle(1)
    game.submit(HOST, Timeout())
    assert b not in game.legal_inputs(a)[0].targets
    assert a not in game.legal_inputs(b)[0].targets and c not in game.legal_inputs(b)[0].targets
    assert b not in game.legal_inputs(c)[0].targets


def test_lovers_win_when_every_living_player_is_one_of_them():
    game = forum_game("WCVVVV", mayor=2)
    night(game, {"cupid": {1: NightChoice(seats=(0, 2))}, "werewolf": {0: 3}})
    day_vote(game, {0: 4, 1: 4, 2: 4, 5: 4})
    night(game, {"werewolf": {0: 5}})
    day_vote(game, {0: 1, 2: 1})
    (end,) = events(game, GameEnded)
    assert end.labels == ("lovers",) and end.winners == (0, 2)


# --------------------------------------------------------------------------- the dead


def test_the_dead_chat_reaches_the_dead_only_and_the_pack_the_living_wolves():
    game = forum_game("WWVVVVVVVV", mayor=2)
    assert game.channels == ("dead", "pack")
    assert game.chat_members("pack") == (0, 1) and game.chat_members("dead") == ()
    night(game, {"werewolf": {0: 5, 1: 5}})
    assert game.chat_members("dead") == (5,)
    banish(game, 1)
    assert game.chat_members("dead") == (1, 5) and game.chat_members("pack") == (0,)


@pytest.mark.parametrize(("setting", "sees"), [("no", False), ("yes", True)])
def test_dead_see_roles_setting(setting, sees):
    game = forum_game("WWVVVVVVVV", mayor=2, settings={"dead_see_roles": setting})
    night(game, {"werewolf": {0: 5, 1: 5}})
    known = dict(game.player_view(5).known_roles)
    assert (0 in known) is sees
    assert game.player_view(5).legal == ()


# --------------------------------------------------------------------------- composition


def test_recommended_composition():
    setup = GameSetup.create("forum", 16, 0)
    game = Game(setup)
    assert dict(game.composition) == {
        "werewolf": 4,
        "seer": 1,
        "witch": 1,
        "hunter": 1,
        "savior": 1,
        "cupid": 1,
        "little_girl": 1,
        "scapegoat": 1,
        "thief": 1,
        "villager": 4,
    }
    assert setup.edition == "forum"
    assert game.edition.recommended_setup(6) == {"werewolf": 1, "seer": 1, "villager": 4}
    assert game.edition.recommended_setup(13)["werewolf"] == 3


def test_refused_inputs_change_nothing():
    game = forum_game("WVIVVVVV", mayor=1)
    for seat, inp in ((0, NightChoice(0)), (3, Vote(2)), (HOST, Vote(1)), (2, NightChoice(99))):
        before = snapshot(game)
        with pytest.raises(Exception):  # noqa: B017 (any refusal)
            game.submit(seat, inp)
        assert snapshot(game) == before
    assert isinstance(events(game, Candidacy)[0], Candidacy)
    assert not events(game, Died) and not events(game, ActionOwed)


@pytest.mark.parametrize("seed", range(3))
def test_the_triangle_wins_when_every_living_player_belongs_to_it(seed):
    game = forum_game("WCVVVVVV", mayor=2, seed=seed, settings={"love_triangle": "yes"})
    night(game, {"cupid": {1: NightChoice(seats=(0, 2))}, "werewolf": {0: 7}})
    group = {seat for seat in range(game.players) if told(game, seat, "loves")}
    assert len(group) == 3 and {0, 2} <= group
    while not game.ended:
        outsiders = [seat for seat in game.living() if seat not in group]
        if game.phase == "night":
            night(game, {"werewolf": {0: outsiders[0]}})
        else:
            game.submit(HOST, Timeout())  # the discussion
            target = outsiders[0]
            ballots = {
                seat: target
                for seat in game.living()
                if seat != target and target in game.legal_inputs(seat)[0].targets
            }
            day_vote(game, ballots)
    (end,) = events(game, GameEnded)
    assert end.labels == ("lovers",) and set(end.winners) == group
    assert set(game.living()) == group
