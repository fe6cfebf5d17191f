"""The ``thiercelieux`` edition, one test per rule statement of RULES.md §3 and §6, on fixed
deals (``thiercelieux_play.SHORT``: W wolf, S seer, H witch, U hunter, C cupid, G little
girl, T thief, V villager; with a Thief the last two cards are the center's)."""

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
    SetupError,
    Shot,
    Timeout,
    Vote,
    catalogue,
)
from lgdesktop.engine.events import (
    ActionOwed,
    CardSeen,
    DeathCause,
    Died,
    GameEnded,
    MorningNews,
    NightChoiceMade,
    RoleShown,
    ShotFired,
    TeamRevealed,
    TitleGiven,
    Told,
    VoteTally,
)
from lgdesktop.room import NIGHT_STEP_SECONDS

from .helpers import open_specs, snapshot
from .thiercelieux_play import EDITION, deal_of, elect, events, new_game, night, step, to_vote, vote

#: Every role at an eight-seat table.
EVERY = "WWSHUCGV"


def deaths(game: Game) -> dict[int, str]:
    return {event.seat: event.cause for event in events(game, DeathCause)}


def told(game: Game, seat: int, what: str) -> list[tuple[int, ...]]:
    return [e.seats for e in events(game, Told) if e.seat == seat and e.what == what]


# ---------------------------------------------------------------- set-up (§3 "Set-up")


def test_the_table_range_is_6_to_24_with_a_warning_below_8():
    edition = catalogue.edition_info(EDITION)
    assert (edition.min_players, edition.max_players) == (6, 24)
    assert edition.recommended_players == (8, 18)
    assert catalogue.player_warning(EDITION, 7) is not None
    assert catalogue.player_warning(EDITION, 8) is None
    assert catalogue.player_warning(EDITION, 18) is None
    for players in (5, 25):
        with pytest.raises(SetupError):
            catalogue.recommended_setup(EDITION, players)
    Game(GameSetup.create(EDITION, 6, 0))  # allowed


@pytest.mark.parametrize(
    ("players", "wolves"), [(6, 2), (8, 2), (11, 2), (12, 3), (15, 3), (16, 4), (24, 4)]
)
def test_wolves_by_table_size_and_villagers_fill_the_rest(players, wolves):
    setup = catalogue.recommended_setup(EDITION, players)
    assert setup["werewolf"] == wolves
    center = catalogue.center_cards(EDITION, setup)
    assert sum(setup.values()) == players + center
    assert setup["villager"] >= 1


def test_the_thief_brings_two_center_cards_and_only_he_does():
    plain = new_game("WWSHUCGV")
    assert plain.center == [] and catalogue.center_cards(EDITION, plain.composition) == 0
    thief = new_game("WWSHUCTVVV")
    assert len(thief.roles) == 8 and thief.center == ["villager", "villager"]
    with pytest.raises(SetupError):  # a Thief without his two cards
        Game(GameSetup.create(EDITION, 8, 0, deal=["thief", *["villager"] * 5, "werewolf", "seer"]))
    full = Game(GameSetup.create(EDITION, 10, 0, composition={"thief": 1, "werewolf": 2}))
    assert len(full.roles) == 10 and len(full.center) == 2


def test_a_hopeless_composition_is_refused():
    with pytest.raises(SetupError):
        Game(GameSetup.create(EDITION, 6, 0, composition={"werewolf": 3}))
    with pytest.raises(SetupError):
        Game(GameSetup.create(EDITION, 6, 0, composition={"seer": 1}))


# ---------------------------------------------------------------- the night (§3 "Night order")


def test_the_night_steps_come_in_order_and_night_1_adds_cupid_lovers_and_thief():
    game = new_game("WWSHUCGTVV")
    assert night(game) == ["cupid", "lovers", "thief", "seer", "werewolf", "witch"]
    assert game.public_view().narration == (
        "cupid",
        "lovers",
        "thief",
        "seer",
        "werewolf",
        "witch",
    )
    elect(game, 2)
    to_vote(game)
    vote(game, {})
    assert night(game) == ["seer", "werewolf", "witch"]


def test_a_step_is_called_for_a_dead_role_and_everybody_answers_it():
    game = new_game(EVERY, captain_election="before_night_1")
    elect(game, 7)
    night(game, {"werewolf": {0: NightChoice(2), 1: NightChoice(2)}})  # the Seer dies
    assert 2 in deaths(game)
    to_vote(game)
    vote(game, {})
    assert game.step.id == "seer"
    assert set(game.awaited()) == set(game.living())  # every living seat owes a decoy
    assert all(spec.action == "decoy" for s in game.living() for spec in game.legal_inputs(s))


def test_without_decoys_only_the_called_answer():
    game = new_game(EVERY, decoys="off", captain_election="before_night_1")
    elect(game, 7)
    assert game.step.id == "cupid" and game.awaited() == (5,)
    step(game, {5: NightChoice(seats=(4, 7))})
    step(game)
    assert game.step.id == "seer" and game.awaited() == (2,)


def test_the_seer_sees_one_card():
    game = new_game(EVERY)
    night(game, {"seer": {2: NightChoice(0)}})
    assert [(e.seat, e.target, e.role) for e in events(game, CardSeen)] == [(2, 0, "werewolf")]
    assert dict(game.player_view(2).known_roles)[0] == "werewolf"


def test_the_pack_sees_its_picks_live_and_closes_on_agreement():
    game = new_game(EVERY)
    for _ in range(3):  # cupid, lovers, seer: decoys
        step(game)
    assert game.step.id == "werewolf"
    for seat in game.living():
        if seat > 1:
            game.submit(seat, NightChoice(seats=(0,)) if seat != 6 else NightChoice(option="pass"))
    game.submit(0, NightChoice(3))
    game.submit(1, NightChoice(4))
    assert game.step.id == "werewolf"  # no agreement yet
    assert dict(game.player_view(1).team_picks) == {0: 3, 1: 4}
    seen = [e for e in game.log if isinstance(e, NightChoiceMade) and e.action == "devour"]
    assert all(e.visibility.seats == frozenset({0, 1}) for e in seen)
    game.submit(1, NightChoice(3))  # agreement: the step closes
    assert game.step.id == "witch"
    assert told(game, 3, "victim") == [(3,)]


def test_the_pack_s_clock_falls_back_to_the_plurality():
    game = new_game("WWWSHVVVVVVV")
    step(game)  # seer
    step(game, {0: NightChoice(5), 1: NightChoice(5), 2: NightChoice(6)})
    assert told(game, 4, "victim") == [(5,)]


def test_wolves_cannot_target_a_wolf():
    game = new_game(EVERY)
    for _ in range(3):
        step(game)
    with pytest.raises(IllegalTarget):
        game.submit(0, NightChoice(1))


def test_the_witch_saves_and_poisons_in_one_night():
    game = new_game(EVERY)
    night(
        game,
        {
            "werewolf": {0: NightChoice(7), 1: NightChoice(7)},
            "witch": {3: NightChoice(seats=(0,), option="save")},
        },
    )
    assert deaths(game) == {0: "poisoned"}
    assert events(game, MorningNews)[-1].deaths == (0,)


def test_the_witch_saves_herself_and_each_potion_works_once():
    game = new_game(EVERY, captain_election="before_night_1")
    elect(game, 7)
    night(
        game,
        {
            "werewolf": {0: NightChoice(3), 1: NightChoice(3)},
            "witch": {3: NightChoice(option="save")},
        },
    )
    assert deaths(game) == {}
    to_vote(game)
    vote(game, {})
    step(game)  # seer
    step(game, {0: NightChoice(7), 1: NightChoice(7)})
    actions = {spec.action for spec in open_specs(game, 3)}
    assert actions == {"pass", "poison"}  # the life potion is gone
    with pytest.raises(IllegalTarget):
        game.submit(3, NightChoice(option="save"))


def test_the_hunter_shoots_when_he_dies_whatever_the_cause():
    game = new_game(EVERY)
    night(game, {"werewolf": {0: NightChoice(4), 1: NightChoice(4)}})
    assert game.phase == "resolving" and game.owed[0].kind == "shot"
    assert events(game, ActionOwed)[-1].seat == 4  # "the Hunter takes aim", publicly
    game.submit(4, Shot(0))
    assert deaths(game) == {4: "devoured", 0: "shot"}


def test_the_tv_sees_the_hunters_shot_as_a_shot():
    """The board reads ``shot_fired`` (who fired at whom), as in every edition that shows
    the shot, not only the owed action's answer."""
    game = new_game(EVERY)
    night(game, {"werewolf": {0: NightChoice(4), 1: NightChoice(4)}})
    game.submit(4, Shot(0))
    shots = [e for e in game.public_view().events if isinstance(e, ShotFired)]
    assert [(shot.shooter, shot.target) for shot in shots] == [(4, 0)] and not game.ended


def test_cupid_makes_lovers_who_recognise_each_other_and_die_together():
    game = new_game(EVERY)
    step(game, {5: NightChoice(seats=(5, 7))})  # Cupid names himself
    step(game)  # lovers
    assert told(game, 5, "lovers") == [(5, 7)] and told(game, 7, "lovers") == [(5, 7)]
    assert not told(game, 2, "lovers")
    night(game, {"werewolf": {0: NightChoice(7), 1: NightChoice(7)}})
    assert deaths(game) == {7: "devoured", 5: "heartbreak"}


def test_a_hunter_lover_dead_of_heartbreak_still_shoots():
    game = new_game(EVERY)
    step(game, {5: NightChoice(seats=(4, 7))})
    night(game, {"werewolf": {0: NightChoice(7), 1: NightChoice(7)}})
    assert deaths(game) == {7: "devoured", 4: "heartbreak"}
    assert game.owed[0].kind == "shot" and game.owed[0].seat == 4
    game.submit(4, Shot(1))
    assert deaths(game)[1] == "shot"


def banish(game: Game, target: int) -> None:
    """End the discussion; every living player votes ``target`` (who votes another)."""
    to_vote(game)
    other = next(seat for seat in game.living() if seat != target)
    vote(game, {seat: target for seat in game.living() if seat != target} | {target: other})


def test_a_mixed_couple_wins_alone_as_the_last_two():
    game = new_game("WCSVVVVV", captain_election="before_night_1")
    elect(game, 2)
    step(game, {1: NightChoice(seats=(0, 2))})  # the wolf and the Seer
    for victim, banished in ((3, 4), (5, 6), (7, 1)):
        night(game, {"werewolf": {0: NightChoice(victim)}})
        assert not game.ended
        banish(game, banished)
    assert game.ended and set(game.living()) == {0, 2}
    assert game.result.labels == ("lovers",) and game.result.winners == (0, 2)


def test_the_village_wins_when_every_wolf_is_dead():
    game = new_game("WSVVVV")
    night(game, {"werewolf": {0: NightChoice(5)}})
    elect(game, 1)
    to_vote(game)
    vote(game, {1: 0, 2: 0, 3: 0})
    assert game.result.labels == ("village",) and game.result.winners == (1, 2, 3, 4, 5)


@pytest.mark.parametrize("parity", ["yes", "no"])
def test_the_wolves_win_at_parity_only_with_the_setting(parity):
    game = new_game("WWSVVVVV", wolves_win_at_parity=parity)
    night(game, {"werewolf": {0: NightChoice(2), 1: NightChoice(2)}})
    elect(game, 0)
    to_vote(game)
    vote(game, {seat: 3 for seat in game.living() if seat != 3} | {3: 4})
    night(game, {"werewolf": {0: NightChoice(4), 1: NightChoice(4)}})
    assert set(game.living()) == {0, 1, 5, 6, 7}
    to_vote(game)
    vote(game, {seat: 5 for seat in game.living() if seat != 5} | {5: 6})
    assert set(game.living()) == {0, 1, 6, 7}  # two wolves, two villagers
    assert game.ended == (parity == "yes")
    if parity == "no":
        night(game, {"werewolf": {0: NightChoice(6), 1: NightChoice(6)}})
        to_vote(game)
        vote(game, {0: 7, 1: 7, 7: 0})
        assert game.result.labels == ("wolves",) and game.result.winners == (0, 1)


# ---------------------------------------------------------------- the Thief


def test_the_thief_with_two_wolf_cards_must_take_one_and_hunts_that_night():
    game = new_game("WTSHVVVVWW")  # seats 0-7, center: two wolves
    step(game) if game.step.id != "thief" else None
    assert game.step.id == "thief"
    assert {(e.card, e.role) for e in events(game, CardSeen) if e.seat == 1} == {
        (0, "werewolf"),
        (1, "werewolf"),
    }
    assert [spec.action for spec in open_specs(game, 1)] == ["take"]
    before = snapshot(game)
    with pytest.raises(IllegalTarget):
        game.submit(1, NightChoice(option="pass"))
    assert snapshot(game) == before
    step(game, {1: NightChoice(cards=(1,))})
    assert game.roles[1] == "werewolf" and game.center == ["werewolf", "thief"]
    assert events(game, TeamRevealed)[-1].members == (0, 1)
    assert game.chat_members("pack") == (0, 1)
    step(game)  # seer
    assert game.step.id == "werewolf" and {spec.action for spec in game.legal_inputs(1)} == {
        "devour"
    }
    step(game, {0: NightChoice(4), 1: NightChoice(4)})
    assert told(game, 3, "victim") == [(4,)]


def test_the_thief_may_keep_his_card_or_take_another():
    game = new_game("WTSHVVVVSV")
    step(game, {1: NightChoice(option="pass")})
    assert game.roles[1] == "thief"
    game = new_game("WTSHVVVVSV")
    step(game, {1: NightChoice(cards=(0,))})
    assert game.roles[1] == "seer" and game.player_view(1).role == "seer"
    step(game, {1: NightChoice(0), 2: NightChoice(0)})  # both seers look
    assert {e.seat for e in events(game, CardSeen) if e.target == 0} == {1, 2}


# ---------------------------------------------------------------- the Little Girl (§6)


def _peek_until(spec: str, what: str, **settings: str) -> Game:
    """The Little Girl (seat 6) peeks at cells in turn, each in a fresh game with the same
    inputs before (so the same grid), until one gives ``what``."""
    for cell in [f"{c}{r}" for c in "ABCDEFGH" for r in range(1, 9)]:
        game = new_game(spec, **settings)
        for _ in range(3):
            step(game)
        step(
            game,
            {0: NightChoice(7), 1: NightChoice(7), 6: NightChoice(option=cell)},
        )
        if what == "sees" and [e for e in events(game, CardSeen) if e.seat == 6]:
            return game
        if what != "sees" and told(game, 6, what):
            return game
    raise AssertionError(f"no cell gave {what}")


def test_the_little_girl_may_see_a_living_wolf():
    game = _peek_until(EVERY, "sees", little_girl_sees="32", little_girl_caught="0")
    (seen,) = [e for e in events(game, CardSeen) if e.seat == 6]
    assert seen.target in (0, 1) and seen.role == "werewolf"
    assert not told(game, 0, "caught")


def test_the_little_girl_caught_is_the_victim_and_the_witch_saves_her():
    game = _peek_until(EVERY, "caught", little_girl_sees="0", little_girl_caught="32")
    assert told(game, 6, "caught") == [(6,)] and told(game, 0, "caught") == [(6,)]
    assert told(game, 3, "victim") == [(6,)]  # the Witch is shown her, not the pack's pick
    step(game, {3: NightChoice(option="save")})
    assert deaths(game) == {} and 7 in game.living() and 6 in game.living()


def test_the_little_girl_caught_dies_instead_of_the_pack_s_pick():
    game = _peek_until(EVERY, "caught", little_girl_sees="0", little_girl_caught="32")
    step(game)  # the Witch keeps her potions
    assert deaths(game) == {6: "devoured"}


def test_a_peek_at_an_empty_cell_shows_nothing():
    game = _peek_until(EVERY, "nothing", little_girl_sees="1", little_girl_caught="1")
    assert not [e for e in events(game, CardSeen) if e.seat == 6]


# ---------------------------------------------------------------- the Captain


def test_the_captain_is_elected_in_the_open_and_may_vote_for_himself():
    game = new_game(EVERY)
    night(game, {"werewolf": {0: NightChoice(7), 1: NightChoice(7)}})
    assert game.phase == "election"  # day 1, after the morning news
    assert 2 in game.legal_inputs(2)[0].targets
    vote(game, {2: 2, 3: 2, 4: 5, 5: 5})
    assert events(game, VoteTally)[-1].outcome == "revote"
    vote(game, {2: 2, 3: 2, 4: 2, 5: 5})
    assert events(game, TitleGiven)[-1].seat == 2 and game.titles == {"captain": 2}


def test_an_election_tied_twice_is_drawn():
    game = new_game(EVERY, captain_election="before_night_1")
    assert game.phase == "election"
    vote(game, {0: 1, 1: 0})
    vote(game, {0: 1, 1: 0})
    assert events(game, TitleGiven)[-1].how == "drawn"


def test_the_captain_s_vote_counts_double():
    game = new_game(EVERY, captain_election="before_night_1")
    elect(game, 2)
    night(game, {"werewolf": {0: NightChoice(7), 1: NightChoice(7)}})
    to_vote(game)
    vote(game, {2: 0, 3: 4, 4: 3, 5: 3})  # 2 for seat 0, 2 for seat 3
    tally = events(game, VoteTally)[-1]
    assert tally.weights == ((2, 2),) and tally.outcome == "revote"


def test_a_tie_revoted_then_broken_by_the_captain():
    game = new_game(EVERY, captain_election="before_night_1")
    elect(game, 7)
    night(game, {"werewolf": {0: NightChoice(6), 1: NightChoice(6)}})
    to_vote(game)
    vote(game, {0: 2, 1: 2, 2: 0, 3: 0})
    assert events(game, VoteTally)[-1].outcome == "revote"
    assert set(game.vote.candidates) == {0, 2}  # among the tied only
    vote(game, {0: 2, 1: 2, 2: 0, 3: 0})
    assert game.phase == "resolving" and game.owed[0].kind == "tie_break"
    assert game.owed[0].seat == 7
    with pytest.raises(IllegalTarget):
        game.submit(7, Act(5))
    game.submit(7, Act(0))
    assert deaths(game) == {6: "devoured", 0: "banished"}


def test_the_dead_captain_names_a_successor():
    game = new_game(EVERY, captain_election="before_night_1")
    elect(game, 7)
    night(game, {"werewolf": {0: NightChoice(7), 1: NightChoice(7)}})
    assert game.phase == "resolving" and game.owed[0].kind == "successor"
    assert game.owed[0].seat == 7 and "captain" not in game.titles
    game.submit(7, Act(2))
    assert game.titles == {"captain": 2}
    assert [(e.seat, e.how) for e in events(game, TitleGiven)][-2:] == [
        (None, "lost"),
        (2, "successor"),
    ]


def test_a_shot_comes_before_the_successor():
    game = new_game(EVERY, captain_election="before_night_1")
    elect(game, 4)  # the Hunter is Captain
    night(game, {"werewolf": {0: NightChoice(4), 1: NightChoice(4)}})
    assert [owed.kind for owed in game.owed] == ["shot", "successor"]
    game.submit(4, Shot(2))
    game.submit(4, Act(3))
    assert game.titles == {"captain": 3} and deaths(game)[2] == "shot"


# ---------------------------------------------------------------- deaths, day, the dead


def test_every_death_reveals_the_card():
    game = new_game(EVERY + "VVV")
    step(game, {5: NightChoice(seats=(4, 7))})
    night(
        game,
        {
            "werewolf": {0: NightChoice(7), 1: NightChoice(7)},
            "witch": {3: NightChoice(2)},
        },
    )
    game.submit(4, Shot(6))  # the hunter lover, dead of heartbreak
    elect(game, 3)
    to_vote(game)
    vote(game, {0: 5, 3: 1, 5: 1, 8: 1})
    causes = deaths(game)
    assert set(causes.values()) == {"devoured", "heartbreak", "poisoned", "shot", "banished"}
    shown = {e.seat: e.role for e in events(game, RoleShown)}
    assert shown == {seat: game.roles[seat] for seat in causes}
    for index, event in enumerate(game.log):
        if isinstance(event, Died):
            assert isinstance(game.log[index - 1], RoleShown) and event.visibility.public
    assert {s.seat: s.role for s in game.public_view().seats if s.role} == shown


def test_the_dead_see_everything_and_chat_only_with_ghost_chat():
    game = new_game(EVERY)
    night(game, {"werewolf": {0: NightChoice(7), 1: NightChoice(7)}})
    assert game.chat_members("dead") == ()
    assert dict(game.player_view(7).known_roles) == dict(enumerate(game.roles))
    ghosts = new_game(EVERY, ghost_chat="yes")
    night(ghosts, {"werewolf": {0: NightChoice(7), 1: NightChoice(7)}})
    assert ghosts.chat_members("dead") == (7,)
    assert ghosts.chat_members("pack") == (0, 1)
    assert game.legal_inputs(7) == ()


def test_refused_inputs_change_nothing():
    game = new_game("WTSHUCGVVV", captain_election="before_night_1")
    refusals = [
        (0, Vote(9)),  # no such seat among the candidates
        (HOST, Vote(0)),
        (0, Timeout()),
        (0, Act(1)),
    ]
    for seat, inp in refusals:
        before = snapshot(game)
        with pytest.raises((IllegalTarget, NotYourTurn)):
            game.submit(seat, inp)
        assert snapshot(game) == before
    elect(game, 7)
    night_refusals = [
        (5, NightChoice(seats=(4,))),  # Cupid names two
        (5, NightChoice(seats=(4, 4))),
        (0, NightChoice(seats=(1,))),  # a decoy of Cupid's step names two too
        (0, NightChoice(option="pass")),
    ]
    for seat, inp in night_refusals:
        before = snapshot(game)
        with pytest.raises(IllegalTarget):
            game.submit(seat, inp)
        assert snapshot(game) == before
    game.submit(0, NightChoice(seats=(3, 4)))  # the decoy of Cupid's step: two names
    before = snapshot(game)
    with pytest.raises(AlreadyActed):
        game.submit(0, NightChoice(4))
    assert snapshot(game) == before
    step(game, {5: NightChoice(seats=(2, 3))})
    step(game)
    assert game.step.id == "thief"
    for inp in (NightChoice(cards=(2,)), NightChoice(cards=(0, 1)), NightChoice(option="keep")):
        before = snapshot(game)
        with pytest.raises(IllegalTarget):
            game.submit(1, inp)
        assert snapshot(game) == before
    step(game)
    step(game)  # seer
    for inp in (NightChoice(0), NightChoice(option="A9"), NightChoice(cards=(0,))):
        before = snapshot(game)
        with pytest.raises(IllegalTarget):
            game.submit(0 if inp.target == 0 else 6, inp)
        assert snapshot(game) == before


def test_a_whole_game_replays_to_the_same_log():
    from lgdesktop.simulation import play_game

    for seed in range(5):
        setup = GameSetup.create(EDITION, 12, seed)
        game = play_game(setup, "heuristic")
        assert isinstance(game.log[-1], GameEnded)
        assert Game.replay(setup, game.inputs).log == game.log


# ---------------------------------------------------------------- the TV as the master (§6)

#: Two deals of one composition (ten players, the Thief's two cards in the center): the
#: Seer, the Witch, Cupid and the Little Girl dealt in one, some in the center in the other.
SAME_DECK = ("WWSHUCGTVVVV", "VWTWUVVVSCHG")


def test_the_narration_and_its_durations_do_not_depend_on_the_deal():
    from room.test_clock import SPEED, night_lengths

    first, second = (deal_of(spec) for spec in SAME_DECK)
    assert sorted(first) == sorted(second) and first[-2:] != second[-2:]
    lengths = [
        night_lengths(EDITION, tuple(deal), {"captain_election": "before_night_1"}, players=10)
        for deal in (first, second)
    ]
    assert lengths[0] == lengths[1]
    steps = lengths[0][1][1]
    assert steps == ["cupid", "lovers", "thief", "seer", "werewolf", "witch"]
    assert lengths[0][2][1] == ["seer", "werewolf", "witch"]
    # Every step lasts the usual length but the pack's, which lasts ``pack_seconds``.
    step, pack = NIGHT_STEP_SECONDS / SPEED, 60 / SPEED
    assert lengths[0][1][0] == pytest.approx(5 * step + pack)
    assert lengths[0][2][0] == pytest.approx(2 * step + pack)
    public = [new_game(spec).public_view().narration for spec in ("WWSHUCGTVVVV", "VWTWUVVVSCHG")]
    assert public[0] == public[1]
