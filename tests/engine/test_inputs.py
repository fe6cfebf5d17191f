"""Inputs: refusals change nothing, accepted inputs bump the version by one, the host's
Timeout closes each step with its fallback, and ``timed_nights`` keeps a night open until
that Timeout (letting the wolves revise their pick).

Refusals are checked on every one of the narrow errors (``NotYourTurn``, ``IllegalTarget``,
``AlreadyActed``, ``StaleVersion``, ``GameOver``, ``UnknownSeat``; ``SetupError`` is in
test_composition.py): the version, the log, the inputs, every legal input and every view
(the board's and each seat's) must be exactly as before.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from lgdesktop.engine import (
    HOST,
    AlreadyActed,
    Game,
    GameOver,
    IllegalTarget,
    InputError,
    NightChoice,
    NotYourTurn,
    ProxyVote,
    Shot,
    StaleVersion,
    Timeout,
    UnknownSeat,
    Vote,
)

from .helpers import (
    attacks,
    banish,
    causes,
    end_discussion,
    last_morning,
    new_game,
    play_night,
    probes,
    shots,
    snapshot,
    to_night_two,
)

DEAL = "WWSBHVVVV"  # seats: 0 1 wolves, 2 seer, 3 bodyguard, 4 hunter, 5-8 villagers


def night_1() -> Game:
    return new_game(DEAL)


def night_2() -> Game:
    game = new_game(DEAL)
    to_night_two(game, banished=8)
    return game


def day() -> Game:
    game = new_game(DEAL)
    play_night(game)
    return game


def vote() -> Game:
    game = day()
    end_discussion(game)
    return game


def resolving() -> Game:
    game = day()
    banish(game, 4)
    assert game.phase == "resolving"
    return game


def ended() -> Game:
    game = new_game("WSVVV")
    play_night(game)
    banish(game, 0)
    assert game.ended
    return game


def chose(state: Callable[[], Game], seat: int, inp) -> Callable[[], Game]:
    def build() -> Game:
        game = state()
        game.submit(seat, inp)
        return game

    return build


def stale(seat: int | None, delta: int):
    """An input carrying ``seat``'s current view version plus ``delta``."""

    def version_of(game: Game) -> int:
        current = game.version if seat is HOST else game.player_view(seat).version
        return current + delta

    return version_of


REFUSALS = [
    # NotYourTurn
    ("vote_at_night", night_1, 5, Vote(6), None, NotYourTurn),
    ("shot_at_night", night_1, 4, Shot(6), None, NotYourTurn),
    ("proxy_vote_at_night", night_2, 5, ProxyVote(6), None, NotYourTurn),
    ("night_choice_by_day", day, 5, NightChoice(6), None, NotYourTurn),
    (
        "night_choice_by_day_from_a_seat_that_did_not_choose",
        day,
        2,
        NightChoice(6),
        None,
        NotYourTurn,
    ),
    ("night_choice_during_the_vote", vote, 5, NightChoice(6), None, NotYourTurn),
    ("vote_during_the_discussion", day, 5, Vote(6), None, NotYourTurn),
    ("host_sends_a_vote", vote, HOST, Vote(6), None, NotYourTurn),
    ("host_sends_a_night_choice", night_1, HOST, NightChoice(6), None, NotYourTurn),
    ("seat_sends_a_timeout", night_1, 5, Timeout(), None, NotYourTurn),
    ("dead_player_night_choice", night_2, 8, NightChoice(6), None, NotYourTurn),
    ("dead_player_vote", chose(night_2, 0, NightChoice(6)), 8, Vote(6), None, NotYourTurn),
    ("living_player_shoots", resolving, 5, Shot(6), None, NotYourTurn),
    ("living_player_votes_while_a_shot_is_owed", resolving, 5, Vote(6), None, NotYourTurn),
    # IllegalTarget
    ("wolf_devours_a_packmate", night_2, 0, NightChoice(1), None, IllegalTarget),
    ("seer_probes_herself", night_2, 2, NightChoice(2), None, IllegalTarget),
    ("bodyguard_protects_himself", night_2, 3, NightChoice(3), None, IllegalTarget),
    ("dream_of_oneself", night_1, 5, NightChoice(5), None, IllegalTarget),
    ("night_choice_on_a_dead_player", night_2, 2, NightChoice(8), None, IllegalTarget),
    ("night_choice_on_no_seat", night_1, 5, NightChoice(99), None, IllegalTarget),
    ("night_choice_on_a_negative_seat", night_1, 5, NightChoice(-1), None, IllegalTarget),
    ("vote_for_oneself", vote, 5, Vote(5), None, IllegalTarget),
    # IllegalTarget: input shapes a one-seat spec does not take
    ("dream_of_two_players", night_1, 5, NightChoice(seats=(6, 7)), None, IllegalTarget),
    ("dream_of_nobody", night_1, 5, NightChoice(), None, IllegalTarget),
    ("dream_of_a_center_card", night_1, 5, NightChoice(6, cards=(0,)), None, IllegalTarget),
    ("dream_with_an_option", night_1, 5, NightChoice(6, option="pass"), None, IllegalTarget),
    ("target_and_seats_disagree", night_1, 5, NightChoice(6, seats=(7,)), None, IllegalTarget),
    ("vote_for_two_players", vote, 5, Vote(seats=(6, 7)), None, IllegalTarget),
    ("hunter_shoots_himself", resolving, 4, Shot(4), None, IllegalTarget),
    ("proxy_vote_for_oneself", day, 5, ProxyVote(5), None, IllegalTarget),
    # AlreadyActed
    ("second_dream", chose(night_1, 5, NightChoice(6)), 5, NightChoice(7), None, AlreadyActed),
    ("same_dream_again", chose(night_1, 5, NightChoice(6)), 5, NightChoice(6), None, AlreadyActed),
    ("seer_probes_twice", chose(night_2, 2, NightChoice(6)), 2, NightChoice(7), None, AlreadyActed),
    (
        "wolf_repicks_the_same_victim",
        chose(night_2, 0, NightChoice(6)),
        0,
        NightChoice(6),
        None,
        AlreadyActed,
    ),
    ("second_vote", chose(vote, 5, Vote(6)), 5, Vote(7), None, AlreadyActed),
    ("same_proxy_again", chose(day, 5, ProxyVote(6)), 5, ProxyVote(6), None, AlreadyActed),
    # StaleVersion
    (
        "seat_on_an_older_view",
        chose(night_1, 5, NightChoice(6)),
        6,
        NightChoice(7),
        stale(6, -1),
        StaleVersion,
    ),
    ("seat_on_a_future_view", night_1, 6, NightChoice(7), stale(6, +1), StaleVersion),
    (
        "host_on_an_older_version",
        chose(day, 5, ProxyVote(6)),
        HOST,
        Timeout(),
        stale(HOST, -1),
        StaleVersion,
    ),
    # GameOver
    ("vote_after_the_end", ended, 1, Vote(2), None, GameOver),
    ("timeout_after_the_end", ended, HOST, Timeout(), None, GameOver),
    ("night_choice_after_the_end", ended, 1, NightChoice(2), None, GameOver),
    # UnknownSeat
    ("seat_out_of_range", night_1, 99, NightChoice(1), None, UnknownSeat),
    ("negative_seat", night_1, -1, NightChoice(1), None, UnknownSeat),
    ("seat_given_as_text", night_1, "1", NightChoice(2), None, UnknownSeat),
    (
        "timeout_lists_an_unknown_absent_seat",
        vote,
        HOST,
        Timeout(absent=(5, 99)),
        None,
        UnknownSeat,
    ),
]


def cases():
    return [pytest.param(*case[1:], id=case[0]) for case in REFUSALS]


def attempt(game: Game, seat, inp, version) -> InputError:
    kwargs = {} if version is None else {"version": version(game)}
    with pytest.raises(InputError) as refused:
        game.submit(seat, inp, **kwargs)
    return refused.value


@pytest.mark.parametrize(("state", "seat", "inp", "version", "error"), cases())
def test_refused_input_changes_nothing(state, seat, inp, version, error):
    game = state()
    before = snapshot(game)
    attempt(game, seat, inp, version)
    assert snapshot(game) == before


@pytest.mark.parametrize(("state", "seat", "inp", "version", "error"), cases())
def test_refused_input_raises_its_narrow_error(state, seat, inp, version, error):
    assert type(attempt(state(), seat, inp, version)) is error


def test_refused_input_leaves_the_game_playable_as_before():
    game = night_2()
    with pytest.raises(IllegalTarget):
        game.submit(0, NightChoice(1))
    twin = Game.replay(game.setup, game.inputs)
    play_night(game, {0: 6, 1: 6})
    play_night(twin, {0: 6, 1: 6})
    assert repr(game.log) == repr(twin.log)


def test_second_hunter_cannot_shoot_a_player_just_shot():
    game = new_game("WWHHSVVVV")
    play_night(game)
    banish(game, 2)
    game.submit(2, Shot(3))
    before = snapshot(game)
    for target in (2, 3):
        with pytest.raises(IllegalTarget):
            game.submit(3, Shot(target))
    with pytest.raises(NotYourTurn):
        game.submit(2, Shot(5))
    assert snapshot(game) == before


def test_views_of_unknown_seats_are_refused():
    game = night_1()
    for seat in (99, -1, "1"):
        with pytest.raises(UnknownSeat):
            game.player_view(seat)
        with pytest.raises(UnknownSeat):
            game.legal_inputs(seat)


def test_inputs_sent_with_the_current_view_version_are_accepted():
    game = night_1()
    game.submit(5, NightChoice(6), version=game.player_view(5).version)
    game.submit(HOST, Timeout(), version=game.version)
    assert game.phase == "day"


def test_each_accepted_input_bumps_the_version_by_one():
    game = night_1()
    assert game.version == 0
    steps = [
        (5, NightChoice(6)),
        (0, NightChoice(2)),
        (0, NightChoice(3)),
        (HOST, Timeout()),
        (6, ProxyVote(2)),
        (HOST, Timeout()),
        (5, Vote(4)),
        (6, Vote(4)),
    ]
    for count, (seat, inp) in enumerate(steps, start=1):
        game.submit(seat, inp)
        assert game.version == count and len(game.inputs) == count
        assert game.inputs[-1] == (seat, inp)


# ----------------------------------------------------------------------------- timeouts


def test_timeout_closes_the_night_with_missing_choices_unused():
    """The Seer and the Bodyguard did not choose: no probe, no protection."""
    game = night_2()
    probed = len(probes(game, 2))
    game.submit(0, NightChoice(5))
    game.submit(1, NightChoice(5))
    game.submit(HOST, Timeout())
    assert game.phase == "day"
    assert len(probes(game, 2)) == probed
    assert attacks(game)[0].outcome == "devoured"
    assert last_morning(game).deaths == (5,)


def test_timeout_with_one_wolf_pick_uses_that_pick():
    for seed in range(10):
        game = new_game(DEAL, seed=seed)
        to_night_two(game, banished=8)
        game.submit(1, NightChoice(6))
        game.submit(HOST, Timeout())
        assert last_morning(game).deaths == (6,)
        assert attacks(game)[0].devourer == 1


def test_timeout_with_no_wolf_pick_draws_the_victim_among_the_legal_targets():
    victims = set()
    for seed in range(40):
        game = new_game("WWSFVVVV", seed=seed)
        to_night_two(game, banished=7)
        legal = set(game.legal_inputs(0)[0].targets)
        game.submit(HOST, Timeout())
        (attack,) = attacks(game)
        assert attack.victim in legal and attack.devourer in (0, 1)
        expected = {} if attack.victim == 3 else {attack.victim: "devoured"}  # the Fox
        assert {s: c for s, c in causes(game).items() if s != 7} == expected
        victims.add(attack.victim)
    assert victims == {2, 3, 4, 5, 6}


def test_timeout_draws_the_shot_of_a_hunter_who_does_not_shoot():
    targets = set()
    for seed in range(30):
        game = new_game(DEAL, seed=seed)
        play_night(game)
        banish(game, 4)
        legal = set(game.legal_inputs(4)[0].targets)
        game.submit(HOST, Timeout())
        (shot,) = shots(game)
        assert shot.shooter == 4 and shot.target in legal
        assert causes(game)[shot.target] == "shot"
        assert game.phase in ("night", "ended")
        targets.add(shot.target)
    assert len(targets) >= 4


def test_timeout_closes_a_vote_with_missing_ballots():
    game = vote()
    game.submit(5, Vote(6))
    game.submit(7, Vote(6))
    game.submit(HOST, Timeout(absent=(2, 3)))
    assert causes(game) == {6: "banished"}


def test_timeout_is_harmless_when_absent_seats_are_listed_outside_a_vote():
    game = night_1()
    game.submit(HOST, Timeout(absent=(1, 2)))
    assert game.phase == "day" and all(game.alive)


# ----------------------------------------------------------------------------- timed nights


def test_without_timed_nights_the_night_closes_when_every_living_player_chose():
    game = new_game("WSVVV")
    for seat in range(5):
        assert game.phase == "night"
        game.submit(seat, NightChoice((seat + 1) % 5))
    assert game.phase == "day"


def test_timed_nights_keep_the_night_open_until_the_host_timeout():
    game = new_game("WSVVV", timed_nights=True)
    for seat in range(5):
        game.submit(seat, NightChoice((seat + 1) % 5))
    assert game.phase == "night" and game.number == 1
    game.submit(HOST, Timeout())
    assert game.phase == "day"


def test_timed_nights_let_the_wolves_revise_their_pick():
    game = new_game("WWSVVVVV", timed_nights=True)
    play_night(game)
    banish(game, 7)
    for seat in range(2, 7):
        game.submit(seat, NightChoice(0))
    game.submit(0, NightChoice(3))
    game.submit(1, NightChoice(3))
    assert game.phase == "night"
    game.submit(0, NightChoice(5))
    game.submit(1, NightChoice(4))
    game.submit(1, NightChoice(5))
    assert game.player_view(0).team_picks == ((0, 5), (1, 5))
    with pytest.raises(AlreadyActed):
        game.submit(2, NightChoice(1))
    game.submit(HOST, Timeout())
    assert last_morning(game).deaths == (5,)


def test_timed_nights_do_not_change_the_vote():
    game = new_game("WSVVV", timed_nights=True)
    game.submit(HOST, Timeout())
    end_discussion(game)
    for seat in range(5):
        game.submit(seat, Vote(0 if seat else 1))
    assert game.ended


# ----------------------------------------------------------------------------- target types

TARGET_STATES = {
    "night_choice": (night_2, 2, NightChoice),
    "vote": (vote, 5, Vote),
    "proxy_vote": (day, 5, ProxyVote),
    "shot": (resolving, 4, Shot),
}


@pytest.mark.parametrize("kind", TARGET_STATES)
@pytest.mark.parametrize(
    "target",
    [
        pytest.param(1.0, id="float"),
        pytest.param(True, id="bool"),
        pytest.param("1", id="text"),
        pytest.param(None, id="none"),
    ],
)
def test_a_target_that_is_not_a_seat_number_is_refused(kind, target):
    state, seat, make = TARGET_STATES[kind]
    game = state()
    assert 1 in [
        t for spec in game.legal_inputs(seat) if spec.kind == kind for t in spec.targets
    ]  # seat 1 itself would be legal
    before = snapshot(game)
    with pytest.raises(IllegalTarget):
        game.submit(seat, make(target))
    assert snapshot(game) == before


# ----------------------------------------------------------------------------- awaited seats


def test_awaited_names_the_seats_that_owe_an_input_in_each_phase():
    """Night: every living seat without a choice; day: nobody (the clock ends it); vote:
    the living without a ballot; a dead Hunter's shot: the Hunter alone; the end: nobody."""
    game = new_game("WSHVV", timed_nights=True)
    assert game.awaited() == (0, 1, 2, 3, 4)
    game.submit(1, NightChoice(0))
    assert game.awaited() == (0, 2, 3, 4)
    game.submit(HOST, Timeout())
    assert game.phase == "day" and game.awaited() == ()
    end_discussion(game)
    game.submit(0, Vote(2))
    assert game.awaited() == (1, 2, 3, 4)
    for seat in (1, 3, 4):
        game.submit(seat, Vote(2))
    game.submit(2, Vote(0))  # the Hunter is banished and owes a shot
    assert game.phase == "resolving" and game.awaited() == (2,)
    game.submit(2, Shot(0))  # he takes the only wolf with him
    assert game.ended and game.awaited() == ()


def test_a_marked_entry_is_offered_but_refused_and_changes_nothing():
    """The pack's own members are offered to a wolf (marked) so that his list is as long
    as everyone's; naming one is refused and changes nothing (jinrou, night 2)."""
    game = night_2()
    (devour,) = game.legal_inputs(0)
    assert devour.action == "devour" and devour.marked == (1,)
    assert len(devour.targets) + len(devour.marked) == len(game.legal_inputs(5)[0].targets)
    before = snapshot(game)
    with pytest.raises(IllegalTarget):
        game.submit(0, NightChoice(1))
    assert snapshot(game) == before


def test_a_spent_potion_is_offered_wholly_marked_and_fits_no_input():
    """A Witch whose life potion is spent still sees ``save``, every entry marked: no
    input fits it, and trying changes nothing."""
    from lgdesktop.engine import GameSetup
    from lgdesktop.simulation import play_game

    for seed in range(40):
        game = play_game(GameSetup.create("thiercelieux", 8, seed), "heuristic")
        replayed = Game(game.setup)
        for seat, inp in game.inputs:
            if replayed.phase.value == "night" and replayed.step.id == "witch":
                for witch in replayed.awaited():
                    specs = {spec.action: spec for spec in replayed.legal_inputs(witch)}
                    save = specs.get("save")
                    if save is not None and not save.feasible():
                        assert save.shape.marked_options == ("save",)
                        before = snapshot(replayed)
                        with pytest.raises(IllegalTarget):
                            replayed.submit(witch, NightChoice(option="save"))
                        assert snapshot(replayed) == before
                        return
            replayed.submit(seat, inp)
    pytest.fail("no Witch with a spent life potion in 40 games")
