"""The ``anniversary`` edition, part one: one test per rule statement of RULES.md §5 (and
§6) for its characters, on fixed deals (``anniversary_play.SHORT``: W wolf, M Mother Wolf,
S seer, H witch, U hunter, C cupid, G little girl, T thief, E elder, I idiot, R raven,
P puppeteer, K learned monkey, O colossus, B scapegoat, A savior, V villager; with a Thief
the last two cards are the center's)."""

from __future__ import annotations

import json

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
    Attacked,
    CardSeen,
    DeathCause,
    Died,
    GameEnded,
    MorningNews,
    RoleShown,
    StepStarted,
    TeamRevealed,
    Told,
    VoteTally,
)
from lgdesktop.engine.roles.witch import Potions

from .anniversary_play import (
    EDITION,
    day_1,
    deal_of,
    events,
    new_game,
    night,
    step,
    stop_monkey,
    to_vote,
    vote,
)
from .helpers import open_specs, snapshot

#: One letter per character of the box (``anniversary_play.SHORT``).
ALL_LETTERS = "WMVSHUCGTEIRPKOBAFXLNYZQJD2r"

#: The night, every step every night it is due (night 1 adds five; even nights add the
#: White Werewolf's step).
NIGHT_1 = (
    "thief",
    "cupid",
    "lovers",
    "wild_child",
    "two_sisters",
    "savior",
    "seer",
    "thiercelieux_fox",
    "werewolf",
    "accursed_wolf_father",
    "big_bad_wolf",
    "colossus",
    "learned_monkey",
    "witch",
    "piper",
    "raven",
)
NIGHT_2 = (*NIGHT_1[5:11], "white_werewolf", *NIGHT_1[11:])
PACK = {"werewolf": {0: NightChoice(7), 1: NightChoice(7)}}


def deaths(game: Game) -> dict[int, str]:
    return {event.seat: event.cause for event in events(game, DeathCause)}


def told(game: Game, seat: int, what: str) -> list[tuple[int, ...]]:
    return [e.seats for e in events(game, Told) if e.seat == seat and e.what == what]


def pack_picks(target: int, *wolves: int) -> dict[str, dict[int, NightChoice]]:
    return {"werewolf": {wolf: NightChoice(target) for wolf in wolves}}


# ---------------------------------------------------------------- set-up and presets


def test_the_table_range_is_6_to_24_with_a_warning_outside_8_18():
    info = catalogue.edition_info(EDITION)
    assert (info.min_players, info.max_players) == (6, 24)
    assert info.recommended_players == (8, 18)
    assert catalogue.player_warning(EDITION, 7) and catalogue.player_warning(EDITION, 19)
    assert catalogue.player_warning(EDITION, 8) is None
    for players in (5, 25):
        with pytest.raises(SetupError):
            catalogue.recommended_setup(EDITION, players)
    Game(GameSetup.create(EDITION, 6, 0))


@pytest.mark.parametrize(
    ("players", "wolves"), [(6, 1), (8, 2), (11, 2), (12, 3), (16, 4), (24, 6)]
)
def test_first_game_is_w_wolves_seer_witch_hunter_and_villagers(players, wolves):
    setup = catalogue.recommended_setup(EDITION, players)
    assert setup == {
        "werewolf": wolves,
        "seer": 1,
        "witch": 1,
        "hunter": 1,
        "villager": players - wolves - 3,
    }
    if 8 <= players <= 18:
        assert catalogue.preset_setup(EDITION, "first_game", players) == setup


def test_the_presets_and_their_minimums():
    presets = {p.id: (p.min_players, p.max_players) for p in catalogue.presets(EDITION)}
    assert presets == {
        "first_game": (8, 18),
        "scenario_colossus": (8, 18),
        "scenario_puppeteer": (9, 18),
        "scenario_monkey": (10, 18),
        "scenario_mother": (11, 18),
    }
    for preset, (low, _high) in presets.items():
        reason = catalogue.preset_unavailable(EDITION, preset, low - 1)
        assert reason is not None and str(low) in reason
        with pytest.raises(SetupError):
            catalogue.preset_setup(EDITION, preset, low - 1)
        assert catalogue.preset_unavailable(EDITION, preset, low) is None
    assert "unknown preset" in catalogue.preset_unavailable(EDITION, "nope", 12)


def test_the_scenarios_add_their_characters_by_table_size():
    colossus = catalogue.preset_setup(EDITION, "scenario_colossus", 8)
    assert colossus.keys() == {"werewolf", "seer", "witch", "hunter", "colossus", "villager"}
    assert {"cupid", "savior"} <= catalogue.preset_setup(EDITION, "scenario_colossus", 11).keys()
    puppeteer = catalogue.preset_setup(EDITION, "scenario_puppeteer", 12)
    assert {"puppeteer", "village_idiot", "little_girl", "elder", "colossus"} <= puppeteer.keys()
    monkey = catalogue.preset_setup(EDITION, "scenario_monkey", 12)
    assert {"learned_monkey", "raven", "scapegoat", "thief", "puppeteer"} <= monkey.keys()
    assert sum(monkey.values()) == 14  # the Thief's two extra Villager cards
    mother = catalogue.preset_setup(EDITION, "scenario_mother", 12)
    assert mother["mother_wolf"] == 1 and mother["werewolf"] == 2
    assert {"colossus", "learned_monkey", "puppeteer", "savior"} <= mother.keys()
    for preset in presets_ids():
        for players in range(catalogue.presets(EDITION)[0].min_players, 19):
            if catalogue.preset_unavailable(EDITION, preset, players) is None:
                composition = catalogue.preset_setup(EDITION, preset, players)
                Game(GameSetup.create(EDITION, players, 1, composition=composition))


def presets_ids() -> list[str]:
    return [preset.id for preset in catalogue.presets(EDITION)]


def test_the_thief_adds_two_villager_cards_to_the_deck():
    game = Game(GameSetup.create(EDITION, 8, 3, composition={"werewolf": 2, "thief": 1}))
    assert len(game.center) == 2 and sum(game.composition.values()) == 10
    assert game.composition["villager"] == 7  # 5 for the table, 2 more for the Thief
    assert catalogue.center_cards(EDITION, {"werewolf": 2}) == 0


def test_a_hopeless_composition_is_refused():
    for composition in ({"seer": 1}, {"werewolf": 4}, {"werewolf": 3, "mother_wolf": 1}):
        with pytest.raises(SetupError):
            Game(GameSetup.create(EDITION, 8, 0, composition=composition))


# ---------------------------------------------------------------- the night (§5, §6)


def test_every_step_is_called_every_night_whatever_the_deal():
    plain, full = new_game("WWSHUVVV"), new_game("WMSHUOKRVV")
    for game in (plain, full):
        assert night(game) == list(NIGHT_1)
    assert catalogue.edition_info(EDITION).steps[0].key == "thief"
    narration = {
        tuple(Game(GameSetup.create(EDITION, 10, 0, composition=c)).public_view().narration)
        for c in ({"werewolf": 2}, {"mother_wolf": 1, "raven": 1, "thief": 1})
    }
    assert narration == {NIGHT_1}
    game = new_game("WWSHUVVV")
    night(game, PACK)
    day_1(game, 2)
    vote(game, {0: 5})
    assert night(game) == list(NIGHT_2)


def test_every_living_player_answers_one_prompt_in_every_step():
    game = new_game("WWSHUOKR")
    for _ in NIGHT_1:
        awaited = game.awaited()
        assert awaited == game.living()
        step(game)
    assert [e.step for e in events(game, StepStarted)] == list(NIGHT_1)


def test_the_pack_knows_itself_and_sees_the_mother_marked():
    game = new_game("WMWSHUVVVVVV")
    shown = {(e.role, e.members, e.visibility.seats) for e in events(game, TeamRevealed)}
    pack = frozenset({0, 1, 2})
    assert shown == {("werewolf", (0, 2), pack), ("mother_wolf", (1,), pack)}
    assert dict(game.player_view(0).known_roles)[1] == "mother_wolf"
    assert 1 not in dict(game.player_view(3).known_roles)


def test_the_pack_may_target_the_mother_but_no_other_pack_member():
    game = new_game("WMWSHUVVVVVV")
    while game.step.id != "werewolf":
        step(game)
    assert game.step.id == "werewolf"
    targets = game.legal_inputs(0)[0].targets
    assert 1 in targets and 2 not in targets and 0 not in targets
    assert 1 in game.legal_inputs(1)[0].targets  # the Mother may name herself


def test_the_pack_sees_its_picks_live_and_closes_on_agreement():
    game = new_game("WMSHUVVV")
    while game.step.id != "werewolf":
        step(game)
    game.submit(0, NightChoice(6))
    assert game.player_view(1).team_picks == ((0, 6),)
    for seat in (2, 3, 4, 5, 6, 7):
        game.submit(seat, NightChoice(game.legal_inputs(seat)[0].targets[0]))
    game.submit(1, NightChoice(5))
    assert game.step.id == "werewolf"  # no agreement yet
    game.submit(1, NightChoice(6))
    assert game.step.id == "accursed_wolf_father"


def test_the_seer_sees_the_exact_card():
    game = new_game("WMSHUVVV")
    night(game, {"seer": {2: NightChoice(1)}})
    seen = [e for e in events(game, CardSeen) if e.seat == 2]
    assert [(e.target, e.role) for e in seen] == [(1, "mother_wolf")]


def test_the_witch_is_shown_the_victims_and_may_save_one():
    game = new_game("WWSHUVVV")
    night(game, {**pack_picks(7, 0, 1), "witch": {3: NightChoice(7)}})
    assert told(game, 3, "victim") == [(7,)]
    assert 7 not in deaths(game) and game.alive[7]


def test_the_witch_saves_herself_and_poisons_anyone_both_in_one_night():
    game = new_game("WWSHUVVV")
    spec = None
    for _ in NIGHT_1:
        if game.step.id == "witch":
            spec = {s.action: s for s in game.legal_inputs(3)}
            break
        step(game, {0: NightChoice(3), 1: NightChoice(3)} if game.step.id == "werewolf" else None)
    assert spec["save"].targets == (3,)
    assert 3 in spec["poison"].targets or spec["poison"].targets  # anyone but the victims
    game.submit(3, NightChoice(seats=(0,), option="save:3"))
    night(game)
    assert deaths(game) == {0: "poisoned"} and game.alive[3]
    assert game.find_state(3, Potions) == Potions(save=False, poison=False)


def test_the_witch_may_poison_herself_and_each_potion_works_once():
    game = new_game("WWSHUVVV")
    night(game, {**pack_picks(7, 0, 1), "witch": {3: NightChoice(7)}})
    day_1(game, 2)
    vote(game, {0: 5, 1: 5, 2: 5})
    while game.step.id != "werewolf":
        step(game)
    step(game, pack_picks(6, 0, 1)["werewolf"])
    while game.step.id != "witch":
        step(game)
    actions = {s.action: s for s in open_specs(game, 3)}
    assert "save" not in actions and 3 in actions["poison"].targets


def test_the_hunter_shoots_whatever_the_cause():
    game = new_game("WWSHUVVV")
    night(game, {"witch": {3: NightChoice(4)}})
    assert game.phase == "resolving" and game.owed[0].kind == "shot"
    game.submit(4, Shot(0))
    assert deaths(game)[4] == "poisoned" and deaths(game)[0] == "shot"


def test_cupid_s_lovers_die_together_and_the_shot_comes_first():
    game = new_game("WWSHUCVV")
    night(game, {"cupid": {5: NightChoice(seats=(4, 6))}, **pack_picks(4, 0, 1)})
    assert told(game, 6, "lovers") == [(4, 6)]
    assert game.owed[0].kind == "shot" and game.alive[6]  # heartbreak after the shot
    game.submit(4, Shot(0))
    assert deaths(game) == {4: "devoured", 0: "shot", 6: "heartbreak"}


def test_lovers_as_the_last_two_win_alone():
    game = new_game("WVCVVV")
    night(game, {"cupid": {2: NightChoice(seats=(0, 1))}, **pack_picks(3, 0)})
    day_1(game, 0)
    vote(game, {0: 4, 1: 4, 2: 4, 5: 2})
    night(game, pack_picks(5, 0))
    assert game.phase == "debate" or game.phase == "day"
    to_vote(game)
    vote(game, {0: 2, 1: 2})
    assert game.result.labels == ("lovers",) and set(game.result.winners) == {0, 1}


def test_the_little_girl_caught_replaces_the_victim_and_no_savior_covers_her():
    game = new_game("WWGAHVVV", little_girl_sees="0", little_girl_caught="32")
    picks = {
        "savior": {3: NightChoice(2)},
        "werewolf": {0: NightChoice(7), 1: NightChoice(7), 2: NightChoice(option="A1")},
    }
    for seed in range(20):  # a cell among the 32 "caught" ones
        game = new_game("WWGAHVVV", seed=seed, little_girl_sees="0", little_girl_caught="32")
        night(game, picks)
        if told(game, 2, "caught"):
            break
    assert told(game, 2, "caught") == [(2,)] and told(game, 0, "caught") == [(2,)]
    assert told(game, 4, "victim") == [(2,)]
    assert deaths(game) == {2: "devoured"} and game.alive[7]


def test_the_little_girl_may_see_a_living_wolf():
    game = new_game("WWGHVVVV", little_girl_sees="32", little_girl_caught="0")
    for seed in range(20):
        game = new_game("WWGHVVVV", seed=seed, little_girl_sees="32", little_girl_caught="0")
        night(
            game, {"werewolf": {0: NightChoice(7), 1: NightChoice(7), 2: NightChoice(option="A1")}}
        )
        if [e for e in events(game, CardSeen) if e.seat == 2]:
            break
    (seen,) = [e for e in events(game, CardSeen) if e.seat == 2]
    assert seen.target in (0, 1) and seen.role == "werewolf"


def test_the_thief_sees_the_undealt_cards_and_a_wolf_card_hunts_that_night():
    game = new_game("VTSHUVVVWW" + "WV")  # seat 8, 9 wolves; center: wolf, villager
    assert game.legal_inputs(1)[0].action == "take"
    assert {s.action for s in game.legal_inputs(1)} == {"take", "pass"}  # never forced
    step(game, {1: NightChoice(cards=(0,))})
    assert game.roles[1] == "werewolf" and game.center[0] == "thief"
    pack_shown = [e for e in events(game, TeamRevealed) if 1 in e.visibility.seats]
    assert {e.role for e in pack_shown} == {"werewolf"} and 1 in pack_shown[-1].members
    while game.step.id != "werewolf":
        step(game)
    assert game.legal_inputs(1)[0].action == "devour"


def test_a_thief_who_keeps_his_card_plays_as_a_villager():
    game = new_game("VTSHUVVWWV" + "VV")
    step(game, {1: NightChoice(option="pass")})
    assert game.roles[1] == "thief"
    assert catalogue.edition_info(EDITION).role("thief").camp == "village"


# ---------------------------------------------------------------- the box's characters


def test_the_elder_survives_a_first_attack_and_dies_on_the_second():
    game = new_game("WWEHVVVV")
    night(game, pack_picks(2, 0, 1))
    assert game.alive[2] and deaths(game) == {}
    assert [e.outcome for e in events(game, Attacked)] == ["withstood"]
    assert told(game, 3, "victim") == [()]  # the Witch is shown nobody
    day_1(game, 4)
    vote(game, {0: 5, 1: 5, 2: 6})
    night(game, pack_picks(2, 0, 1))
    assert deaths(game)[2] == "devoured"


def test_the_elder_with_two_nights_running_survives_attacks_nights_apart():
    game = new_game("WWEHVVVVVV", elder_dies_on="two_nights_running")
    night(game, pack_picks(2, 0, 1))
    day_1(game, 4)
    vote(game, {0: 5, 1: 5})
    night(game, pack_picks(6, 0, 1))
    to_vote(game)
    vote(game, {0: 7, 1: 7})
    night(game, pack_picks(2, 0, 1))  # night 3: not the night after night 1
    assert game.alive[2]
    to_vote(game)
    vote(game, {0: 8, 1: 8})
    night(game, pack_picks(2, 0, 1))  # night 4, right after night 3
    assert not game.alive[2]


def test_the_elder_banished_takes_every_village_power():
    game = new_game("WWESHUVIBV")
    night(game)
    day_1(game, 6)
    vote(game, {0: 7, 1: 7, 2: 0, 3: 0, 4: 1, 5: 7})  # the Idiot is pardoned
    assert game.alive[7]
    night(game, pack_picks(9, 0, 1))
    to_vote(game)
    vote(game, {0: 2, 1: 2, 3: 2, 4: 2, 5: 2})
    assert deaths(game)[2] == "banished" and deaths(game)[7] == "banished"  # Idiot too
    assert game.powers_lost == {"village"}
    step(game)  # savior
    assert [s.action for s in game.legal_inputs(3)] == ["decoy"]  # the Seer lost her sight


def test_after_the_elder_the_hunter_does_not_shoot_and_the_scapegoat_picks_nobody():
    game = new_game("WWEUBVVVVV")
    night(game, pack_picks(9, 0, 1))
    day_1(game, 6)
    vote(game, {seat: 2 for seat in (0, 1, 3, 4, 5, 6)})
    night(game, pack_picks(3, 0, 1))
    assert deaths(game)[3] == "devoured" and not game.owed  # no shot
    to_vote(game)
    vote(game, {0: 5, 1: 7, 4: 5, 5: 7})  # a tie: the Scapegoat dies
    assert deaths(game)[4] == "banished" and game.phase != "resolving"


def test_the_idiot_revealed_lives_without_a_vote_and_loses_the_captaincy():
    game = new_game("WWSIVVVV")
    night(game, PACK)
    day_1(game, 3)
    vote(game, {0: 3, 1: 3, 2: 3})
    assert game.alive[3] and 3 not in deaths(game)
    shown = events(game, RoleShown)
    assert [(e.seat, e.role) for e in shown][-1] == (3, "village_idiot")
    assert game.owed[0].kind == "successor" and 3 not in game.owed[0].targets(game)
    game.submit(3, Act(2))
    assert game.titles["captain"] == 2
    night(game)
    to_vote(game)
    assert 3 not in game.vote.voters and game.legal_inputs(3) == ()
    vote(game, {0: 3, 1: 3})  # designated again: he dies
    assert deaths(game)[3] == "banished"


def test_the_wolves_may_still_kill_the_idiot():
    game = new_game("WWSIVVVV")
    night(game)
    day_1(game, 2)
    vote(game, {0: 3, 1: 3})
    night(game, pack_picks(3, 0, 1))
    assert deaths(game)[3] == "devoured"


def test_the_hidden_raven_s_plus_two_decides_a_vote_without_totals():
    game = new_game("WWRVVVVV")
    night(game, {**PACK, "raven": {2: NightChoice(0)}})
    assert not [n for n in events(game, MorningNews)[-1].notes]
    day_1(game, None)
    game.titles.clear()  # no Captain's weight in this tally
    vote(game, {0: 5, 1: 5, 3: 0, 4: 0})  # 2 against 2, but the mark makes it 4 against 2
    tally = events(game, VoteTally)[-1]
    assert tally.outcome == "banished" and tally.banished == 0
    assert tally.counts == () and tally.bonuses == ()
    assert tally.ballots == ((0, 5), (1, 5), (3, 0), (4, 0))


def test_with_a_hidden_raven_in_the_game_no_tally_shows_totals_marked_or_not():
    # Totals missing only on the days he marked would tell the table that he did.
    for spec, hidden in (("WWRVVVVV", True), ("WWVVVVVV", False)):
        game = new_game(spec)
        night(game, PACK)  # no mark
        day_1(game, None)
        game.titles.clear()
        vote(game, {0: 5, 1: 5, 3: 4, 4: 5})
        tally = events(game, VoteTally)[-1]
        assert tally.banished == 5 and (tally.counts == ()) is hidden, spec


def test_the_public_raven_is_announced_and_shown_in_the_tally():
    game = new_game("WWRVVVVV", raven_public="yes")
    night(game, {**PACK, "raven": {2: NightChoice(0)}})
    assert events(game, MorningNews)[-1].notes == ("raven_mark:0",)
    day_1(game, None)
    game.titles.clear()
    vote(game, {0: 5, 1: 5, 3: 0, 4: 0})
    tally = events(game, VoteTally)[-1]
    assert tally.bonuses == ((0, 2),) and dict(tally.counts)[0] == 4


def test_the_raven_s_mark_counts_only_in_the_next_day_s_first_vote_and_not_on_the_dead():
    game = new_game("WWRHVVVV")
    night(game, {**pack_picks(5, 0, 1), "raven": {2: NightChoice(5)}})
    assert not game.alive[5]
    day_1(game, None)
    game.titles.clear()
    vote(game, {0: 6, 1: 7, 3: 4, 4: 3})
    assert events(game, VoteTally)[-1].outcome == "nobody"


def test_the_puppeteer_s_first_designation_banishes_nobody():
    game = new_game("WWSPVVVV")
    night(game, PACK)
    day_1(game, 2)
    vote(game, {0: 3, 1: 3, 2: 3})
    assert game.alive[3] and deaths(game) == {7: "devoured"}
    assert [(e.seat, e.role) for e in events(game, RoleShown)][-1] == (3, "puppeteer")
    assert game.titles["mute"] == 3 and game.phase == "night"
    assert game.chat_members("pack") == (0, 1)
    night(game)
    to_vote(game)
    assert 3 in game.vote.voters  # he still votes
    vote(game, {0: 3, 1: 3, 3: 0})
    assert deaths(game)[3] == "banished"


def test_the_puppeteer_s_chat_is_closed():
    game = new_game("WWSVVVVP")
    game.give_title("mute", 1, "puppeteer")  # as his strings would: a wolf is muted
    assert game.chat_members("pack") == (0,)


def test_the_monkey_looks_one_card_at_a_time_and_may_stop():
    game = new_game("WWKHVVVV")
    while game.step.id != "learned_monkey":
        step(game)
    game.submit(2, NightChoice(5))
    assert 5 not in game.legal_inputs(2)[0].targets  # he chooses the next
    game.submit(2, NightChoice(6))
    stop_monkey(game, 2)
    assert [(e.target, e.role) for e in events(game, CardSeen) if e.seat == 2] == [
        (5, "villager"),
        (6, "villager"),
    ]
    night(game)
    day_1(game, 3)
    vote(game, {0: 7, 1: 7})
    while game.step.id != "learned_monkey":
        step(game)
    assert {s.action for s in game.legal_inputs(2)} == {"decoy"}  # once a game


def test_the_monkey_who_stops_at_once_keeps_his_session():
    game = new_game("WWKHVVVV")
    while game.step.id != "learned_monkey":
        step(game)
    stop_monkey(game, 2)
    night(game)
    day_1(game, 3)
    vote(game, {0: 7, 1: 7})
    while game.step.id != "learned_monkey":
        step(game)
    assert {s.action for s in game.legal_inputs(2)} == {"look", "stop"}


def test_the_monkey_dies_on_the_first_wolf_card_and_no_potion_saves_him():
    game = new_game("WWKHVVVV")
    while game.step.id != "werewolf":
        step(game)
    step(game, pack_picks(2, 0, 1)["werewolf"])  # the pack attacks him too
    while game.step.id != "learned_monkey":
        step(game)
    game.submit(2, NightChoice(4))
    game.submit(2, NightChoice(1))
    assert game.legal_inputs(2) == ()  # the session is over at once
    assert told(game, 2, "cursed") == [(1,)]
    step(game)
    assert game.step.id == "witch" and told(game, 3, "victim")[-1] == ()
    night(game)
    assert deaths(game) == {2: "curse"}
    assert [e.public_cause for e in events(game, Died)] == ["night"]


def test_the_colossus_drags_a_wolf_with_him():
    game = new_game("WWOHVVVV")
    night(game, pack_picks(2, 0, 1))
    assert game.phase == "resolving" and game.owed[0].kind == "revenge"
    assert game.owed[0].targets(game) == (0, 1)
    with pytest.raises(IllegalTarget):
        game.submit(2, Act(4))
    game.submit(2, Act(1))
    assert deaths(game) == {2: "devoured", 1: "revenge"}
    assert events(game, RoleShown)[-1].role == "werewolf"


def test_the_colossus_revenge_falls_to_the_clock_seeded():
    picks = []
    for seed in (1, 2, 3):
        game = new_game("WWOHVVVV", seed=seed)
        night(game, pack_picks(2, 0, 1))
        game.submit(HOST, Timeout())
        picks.append(next(s for s, c in deaths(game).items() if c == "revenge"))
    assert set(picks) <= {0, 1}


def test_the_colossus_poisoned_or_saved_does_nothing():
    game = new_game("WWOHVVVV")
    night(game, {**PACK, "witch": {3: NightChoice(2)}})
    assert deaths(game) == {2: "poisoned", 7: "devoured"} and not game.owed
    game = new_game("WWOHVVVV")
    night(game, {**pack_picks(2, 0, 1), "witch": {3: NightChoice(2)}})
    assert game.alive[2] and not game.owed
    assert not [e for e in events(game, Told) if e.seat == 2]


def test_the_colossus_never_wakes():
    game = new_game("WWOHVVVV")
    while game.step.id != "colossus":
        step(game)
    assert {s.action for seat in game.living() for s in game.legal_inputs(seat)} == {"decoy"}


def test_the_mother_wolf_survives_the_pack_s_first_attack():
    game = new_game("WMSHVVVVVV")
    night(game, pack_picks(1, 0, 1))
    assert game.alive[1] and [e.outcome for e in events(game, Attacked)] == ["withstood"]
    day_1(game, 2)
    vote(game, {0: 5, 1: 5, 2: 5})
    night(game, pack_picks(1, 0, 1))
    assert deaths(game)[1] == "devoured"


def test_the_mother_wolf_dies_at_once_of_any_other_cause():
    game = new_game("WMSHVVVVVV")
    night(game, {**pack_picks(9, 0), "witch": {3: NightChoice(1)}})
    assert deaths(game) == {1: "poisoned", 9: "devoured"}
    assert not events(game, Attacked) or events(game, Attacked)[0].victim == 9


def test_the_savior_protects_but_never_twice_running():
    game = new_game("WWAHVVVV")
    night(game, {"savior": {2: NightChoice(7)}, **pack_picks(7, 0, 1)})
    assert game.alive[7] and [e.outcome for e in events(game, Attacked)] == ["protected"]
    day_1(game, 3)
    vote(game, {0: 5, 1: 5})
    assert 7 not in game.legal_inputs(2)[0].targets
    assert 2 in game.legal_inputs(2)[0].targets  # himself allowed


# ---------------------------------------------------------------- Captain and votes


def test_the_captain_is_elected_on_day_1_and_votes_double():
    game = new_game("WWSHVVVV")
    night(game, PACK)
    assert game.phase == "election"
    vote(game, {seat: 4 for seat in game.living()})
    assert game.titles == {"captain": 4}
    to_vote(game)
    vote(game, {4: 0, 5: 1, 6: 1})
    tally = events(game, VoteTally)[-1]
    assert tally.weights == ((4, 2),) and dict(tally.counts) == {0: 2, 1: 2}


def test_a_tie_banishes_nobody_without_a_captain():
    game = new_game("WWSHVVVV")
    night(game, PACK)
    day_1(game, None)
    game.titles.clear()
    vote(game, {4: 0, 5: 1})
    assert events(game, VoteTally)[-1].outcome == "nobody" and deaths(game) == {7: "devoured"}


def test_with_the_captain_rule_he_breaks_the_tie():
    game = new_game("WWSHVVVV")
    night(game, PACK)
    day_1(game, 6)
    vote(game, {4: 0, 5: 1})
    assert game.owed[0].kind == "tie_break" and game.owed[0].seat == 6
    game.submit(6, Act(1))
    assert deaths(game) == {7: "devoured", 1: "banished"}


def test_with_the_nobody_rule_the_captain_does_not_break_ties():
    game = new_game("WWSHVVVV", tie_rule="nobody")
    night(game, PACK)
    day_1(game, 6)
    vote(game, {4: 0, 5: 1})
    assert events(game, VoteTally)[-1].outcome == "nobody" and not game.owed


def test_a_living_scapegoat_dies_on_any_tie_and_chooses_tomorrow_s_voters():
    game = new_game("WWSBVVVV", tie_rule="captain")
    night(game, PACK)
    day_1(game, 6)
    vote(game, {4: 0, 5: 1})
    assert deaths(game) == {7: "devoured", 3: "banished"}
    assert game.owed[0].kind == "choose_voters"
    game.submit(3, Act(seats=(4, 5)))
    night(game, pack_picks(2, 0, 1))
    to_vote(game)
    assert game.vote.voters == (4, 5)


def test_the_dead_captain_names_a_successor():
    game = new_game("WWSHVVVV")
    night(game)
    day_1(game, 7)
    vote(game, {0: 7, 1: 7, 2: 6})
    assert [o.kind for o in game.owed] == ["successor"]
    game.submit(7, Act(2))
    assert game.titles == {"captain": 2}


# ---------------------------------------------------------------- deaths and the win


def test_every_death_reveals_its_card():
    game = new_game("WWSHUVVV")
    night(game, {**pack_picks(5, 0, 1), "witch": {3: NightChoice(6)}})
    assert [(e.seat, e.role) for e in events(game, RoleShown)] == [(5, "villager"), (6, "villager")]
    board = {s.seat: s.role for s in game.public_view().seats}
    assert board[5] == "villager" and board[0] is None


def test_the_village_wins_when_no_pack_card_lives():
    game = new_game("WSHVVVVV")
    night(game, {"witch": {2: NightChoice(0)}})
    assert game.result.labels == ("village",)
    assert set(game.result.winners) == set(range(1, 8))


def test_the_wolves_win_at_parity():
    game = new_game("WMHVVV")
    night(game, {**pack_picks(3, 0, 1), "witch": {2: NightChoice(4)}})
    assert game.result.labels == ("wolves",) and set(game.result.winners) == {0, 1}


def test_refused_inputs_change_nothing():
    game = new_game("WWKHRPVV")
    for seat, inp in ((0, Vote(3)), (HOST, Vote(0)), (0, Timeout()), (0, Act(1))):
        before = snapshot(game)
        with pytest.raises((IllegalTarget, NotYourTurn)):
            game.submit(seat, inp)
        assert snapshot(game) == before
    while game.step.id != "werewolf":
        step(game)
    for seat, inp in ((0, NightChoice(1)), (0, NightChoice(0)), (2, NightChoice(option="x"))):
        before = snapshot(game)
        with pytest.raises(IllegalTarget):
            game.submit(seat, inp)
        assert snapshot(game) == before
    game.submit(2, NightChoice(3))
    before = snapshot(game)
    with pytest.raises(AlreadyActed):
        game.submit(2, NightChoice(4))
    assert snapshot(game) == before
    step(game, pack_picks(7, 0, 1)["werewolf"])
    while game.step.id != "learned_monkey":
        step(game)
    game.submit(2, NightChoice(4))
    for inp in (NightChoice(4), NightChoice(2), NightChoice(seats=(5, 6))):
        before = snapshot(game)
        with pytest.raises(IllegalTarget):
            game.submit(2, inp)
        assert snapshot(game) == before
    step(game)
    assert game.step.id == "witch"
    for inp in (NightChoice(option="save:5"), NightChoice(seats=(7,), option="save:7")):
        before = snapshot(game)
        with pytest.raises(IllegalTarget):
            game.submit(3, inp)
        assert snapshot(game) == before


def test_a_whole_game_replays_to_the_same_log():
    from lgdesktop.simulation import play_game

    setup = GameSetup.create(
        EDITION, 12, 5, composition=catalogue.preset_setup(EDITION, "scenario_mother", 12)
    )
    game = play_game(setup, "heuristic")
    assert isinstance(game.log[-1], GameEnded)
    assert Game.replay(setup, game.inputs).log == game.log


def test_deal_of_reads_every_letter():
    roles = {role.id for role in catalogue.edition_info(EDITION).roles}
    assert len(roles) == 28
    assert set(deal_of(ALL_LETTERS)) == roles


# ---------------------------------------------------------------- the commands


def test_roles_lists_the_28_characters_and_the_presets(capsys):
    from lgdesktop.cli import main

    assert main(["roles", "--edition", "anniversary", "--list", "--json"]) == 0
    listing = json.loads(capsys.readouterr().out)
    assert {role["id"] for role in listing["roles"]} == set(deal_of(ALL_LETTERS))
    assert listing["presets"][0]["id"] == "first_game"
    assert (
        main(
            [
                "roles",
                "--edition",
                "anniversary",
                "--players",
                "11",
                "--preset",
                "scenario_mother",
                "--json",
            ]
        )
        == 0
    )
    assert json.loads(capsys.readouterr().out)["roles"]["mother_wolf"] == 1


@pytest.mark.parametrize(
    ("preset", "players", "reason"),
    [("nope", "12", "unknown preset"), ("scenario_mother", "10", "at least 11")],
)
def test_simulate_and_host_refuse_an_unknown_preset_or_too_few_players(
    capsys, preset, players, reason
):
    from lgdesktop.cli import main

    for command in (
        ["simulate", "--edition", "anniversary", "--games", "1"],
        ["host", "--headless", "--edition", "anniversary"],
    ):
        assert main([*command, "--players", players, "--preset", preset]) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and reason in err[0]


def test_simulate_plays_a_preset(capsys):
    from lgdesktop.cli import main

    argv = ["simulate", "--edition", "anniversary", "--players", "12", "--games", "20"]
    assert main([*argv, "--preset", "scenario_monkey", "--jobs", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 20 and set(report["win_rates"]) == {"village", "wolves"}
