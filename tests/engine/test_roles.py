"""RULES.md §1 (jinrou): the cycle and the twelve roles, one test per rule statement.

Every test plays a fixed deal (``helpers.new_game``) with explicit inputs and checks the
events and views. The second half plays the odd interactions between protection, the
pack's attack, the Psychopath, the Nekomata, the Fox, the lovers' heartbreak and the
Hunter's shots, under the engine's documented conventions (night order Bodyguard -> Seer
-> Werewolves -> others; no kill of any kind on night 1; shots resolved before the win
check).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from lgdesktop.engine import HOST, Game, IllegalTarget, NightChoice, Shot, Timeout
from lgdesktop.engine.events import (
    Died,
    MorningNews,
    NightChoiceMade,
    PhaseStarted,
    Probed,
    RoleDealt,
    TeamRevealed,
)

from .helpers import (
    SHORT,
    attacks,
    banish,
    causes,
    end_discussion,
    events,
    last_morning,
    new_game,
    play_night,
    probes,
    result,
    shots,
    to_night_two,
)

#: Games enough, one per seed, for the Nekomata's seeded curse to take every seat it may.
CURSE_SEEDS = 40


def nekomata_banished(deal: str, nekomata: int) -> Iterator[Game]:
    """One game of ``deal`` per seed of :data:`CURSE_SEEDS`, the Nekomata at seat
    ``nekomata`` banished on day 1 after a night played with no choices (``play_night``)."""
    for seed in range(CURSE_SEEDS):
        game = new_game(deal, seed=seed)
        play_night(game)
        banish(game, nekomata)
        yield game


# ----------------------------------------------------------------------------- the cycle


def test_night_1_everyone_learns_their_own_role_and_only_theirs():
    deal = "WSBMXVVV"
    game = new_game(deal)
    for seat, letter in enumerate(deal):
        view = game.player_view(seat)
        assert view.role == SHORT[letter]
        dealt = [e for e in view.events if isinstance(e, RoleDealt)]
        assert [(e.seat, e.role) for e in dealt] == [(seat, SHORT[letter])]


def test_night_1_wolves_learn_the_pack():
    game = new_game("VWSVWVVV")
    for wolf in (1, 4):
        known = dict(game.player_view(wolf).known_roles)
        assert known.get(1) == known.get(4) == "werewolf"
    for other in (0, 2, 3, 5, 6, 7):
        known = dict(game.player_view(other).known_roles)
        assert set(known) == {other}


def test_night_1_wolves_have_no_attack_and_nobody_dies():
    game = new_game("WWSBVVVV")
    assert game.phase == "night" and game.number == 1
    for wolf in (0, 1):
        assert [spec.action for spec in game.legal_inputs(wolf)] == ["dream"]
    assert [spec.action for spec in game.legal_inputs(3)] == ["dream"]  # no protection yet
    play_night(game, {0: 4, 1: 4, 2: 5})
    morning = last_morning(game)
    assert morning.number == 1 and morning.deaths == ()
    assert all(game.alive) and game.phase == "day"


def test_night_1_closed_by_the_clock_kills_nobody():
    """With no choice at all (the host closes night 1), no victim is drawn for the pack."""
    game = new_game("WWSVVVVV")
    game.submit(HOST, Timeout())
    assert last_morning(game).deaths == () and all(game.alive)
    assert attacks(game) == []


@pytest.mark.parametrize("probed", ["F", "P"])
def test_night_1_seer_probe_kills_nobody(probed):
    """A Fox probed on night 1 does not die of the curse, nor a Seer probing the
    Psychopath: the first night is peaceful (engine convention)."""
    game = new_game("WS" + probed + "VVV")
    play_night(game, {1: 2})
    assert probes(game, 1)[0].target == 2
    assert last_morning(game).deaths == () and all(game.alive)


def test_morning_announces_who_was_devoured():
    game = new_game("WSVVVV")
    to_night_two(game)
    play_night(game, {0: 3})
    morning = last_morning(game)
    assert morning.number == 2 and morning.deaths == (3,)
    assert not game.alive[3]
    died = [e for e in events(game, Died) if e.seat == 3]
    assert [(e.public_cause, e.visibility.public) for e in died] == [("night", True)]


def test_morning_announces_that_nobody_fell():
    game = new_game("WSBVVV")
    to_night_two(game)
    play_night(game, {0: 3, 2: 3})
    assert last_morning(game).number == 2
    assert last_morning(game).deaths == ()
    assert sum(game.alive) == 6


def test_role_of_a_dead_player_is_not_revealed_by_default():
    game = new_game("WSVVVV")
    to_night_two(game, banished=2)
    play_night(game, {0: 3})
    board = game.public_view()
    assert [seat.role for seat in board.seats] == [None] * 6
    for seat in (0, 1, 4, 5):  # the living learn no dead player's role
        known = dict(game.player_view(seat).known_roles)
        assert 2 not in known and 3 not in known


def test_day_discussion_ends_on_the_host_timeout_and_opens_the_vote():
    game = new_game("WSVVVV")
    play_night(game)
    assert game.phase == "day"
    assert all(spec.kind == "proxy_vote" for s in range(6) for spec in game.legal_inputs(s))
    end_discussion(game)
    assert game.phase == "vote"
    assert game.public_view().vote.candidates == tuple(range(6))


def test_the_cycle_returns_to_night_after_the_vote():
    game = new_game("WSVVVV")
    play_night(game)
    banish(game, 2)
    assert game.phase == "night" and game.number == 2
    play_night(game, {0: 3})
    assert game.phase == "day" and game.number == 2


def test_at_the_end_every_role_is_revealed():
    deal = "WSVVV"
    game = new_game(deal)
    play_night(game)
    banish(game, 0)
    assert game.ended
    roles = tuple(SHORT[letter] for letter in deal)
    assert result(game).roles == roles
    assert tuple(seat.role for seat in game.public_view().seats) == roles
    for seat in range(5):
        assert dict(game.player_view(seat).known_roles) == dict(enumerate(roles))


# ----------------------------------------------------------------------------- villager


def test_villager_has_only_a_harmless_dream_over_living_others():
    game = new_game("WSVVVV")
    to_night_two(game, banished=5)
    (spec,) = game.legal_inputs(2)
    assert spec.action == "dream" and spec.targets == (0, 1, 3, 4)
    play_night(game, {2: 0, 0: 3})
    assert last_morning(game).deaths == (3,)  # dreaming of the wolf changed nothing
    assert game.alive[0]


# ----------------------------------------------------------------------------- werewolf


def test_werewolf_pack_cannot_target_a_wolf():
    game = new_game("WWSVVVV")
    to_night_two(game)
    (spec,) = game.legal_inputs(0)
    assert spec.action == "devour" and spec.targets == (2, 3, 4, 5, 6)
    with pytest.raises(IllegalTarget):
        game.submit(0, NightChoice(1))


def test_werewolf_pack_may_target_the_madman():
    """The wolves do not know the Madman, so he is a legal victim."""
    game = new_game("WXSVVV")
    to_night_two(game)
    assert 1 in game.legal_inputs(0)[0].targets
    play_night(game, {0: 1})
    assert causes(game)[1] == "devoured"


def test_werewolf_victim_is_the_plurality_of_wolf_picks():
    game = new_game("WWWSVVVVV")
    to_night_two(game)
    play_night(game, {0: 5, 1: 4, 2: 5})
    assert last_morning(game).deaths == (5,)


def test_werewolf_tied_picks_draw_the_victim_among_the_tied():
    victims = set()
    for seed in range(30):
        game = new_game("WWSVVVV", seed=seed)
        to_night_two(game)
        play_night(game, {0: 3, 1: 4})
        (victim,) = last_morning(game).deaths
        assert victim in (3, 4)
        victims.add(victim)
    assert victims == {3, 4}


def test_werewolf_devourer_is_drawn_among_the_wolves_who_chose_the_victim():
    devourers = set()
    for seed in range(30):
        game = new_game("WWWSVVVVV", seed=seed)
        to_night_two(game)
        play_night(game, {0: 5, 1: 4, 2: 5})
        (attack,) = attacks(game)
        assert attack.victim == 5 and attack.outcome == "devoured"
        assert attack.devourer in (0, 2)
        devourers.add(attack.devourer)
    assert devourers == {0, 2}


def test_werewolf_pack_sees_and_may_revise_picks_until_the_night_closes():
    game = new_game("WWSVVVV")
    to_night_two(game)
    game.submit(0, NightChoice(3))
    assert game.player_view(1).team_picks == ((0, 3),)
    game.submit(0, NightChoice(4))
    assert game.player_view(1).team_picks == ((0, 4),)
    assert game.legal_inputs(0)[0].current == 4
    play_night(game, {1: 4})
    assert last_morning(game).deaths == (4,)


def test_a_dead_werewolf_no_longer_picks():
    game = new_game("WWSVVVVV")
    to_night_two(game, banished=0)
    assert game.legal_inputs(0) == ()
    play_night(game, {1: 4})
    assert last_morning(game).deaths == (4,)


# ----------------------------------------------------------------------------- seer


SEER_READS = [("W", True)] + [(letter, False) for letter in "XFPNHKMBVL"]


@pytest.mark.parametrize(("letter", "werewolf"), SEER_READS)
def test_seer_reads_werewolf_only_for_werewolves(letter, werewolf):
    """The Madman, the Fox and everybody else read "not a werewolf"."""
    target = "LL" if letter == "L" else letter
    deal = "SW" + target + "VVVV" if letter != "W" else "SWVVVV"
    game = new_game(deal)
    play_night(game, {0: 1 if letter == "W" else 2})
    (probe,) = probes(game, 0)
    assert probe.source == "seer"
    assert probe.werewolf is werewolf
    assert probe.visibility.seats == frozenset({0}) and not probe.visibility.public


def test_seer_probes_one_living_other_player():
    game = new_game("WSVVVV")
    to_night_two(game, banished=5)
    (spec,) = game.legal_inputs(1)
    assert spec.action == "probe" and spec.targets == (0, 2, 3, 4)
    for bad in (1, 5):
        with pytest.raises(IllegalTarget):
            game.submit(1, NightChoice(bad))


def test_seer_result_is_seen_only_by_the_seer():
    game = new_game("WSVVVV")
    play_night(game, {1: 0})
    for seat in range(6):
        seen = [e for e in game.player_view(seat).events if isinstance(e, Probed)]
        assert len(seen) == (1 if seat == 1 else 0)
    assert not any(isinstance(e, Probed) for e in game.public_view().events)


def test_seer_probing_the_fox_kills_the_fox_at_dawn():
    game = new_game("WSFVVV")
    to_night_two(game)
    play_night(game, {1: 2, 0: 3})
    assert set(last_morning(game).deaths) == {2, 3}
    assert causes(game) == {2: "curse", 3: "devoured"}
    assert {e.seat: e.public_cause for e in events(game, Died)} == {2: "night", 3: "night"}


# ----------------------------------------------------------------------------- bodyguard


def test_bodyguard_protects_from_night_2_and_the_protected_survive_the_attack():
    game = new_game("WSBVVV")
    play_night(game)
    banish(game, 5)
    (spec,) = game.legal_inputs(2)
    assert spec.action == "protect"
    play_night(game, {2: 3, 0: 3})
    assert last_morning(game).deaths == () and game.alive[3]
    (attack,) = attacks(game)
    assert (attack.victim, attack.outcome) == (3, "protected")


def test_bodyguard_protection_of_another_player_does_not_save_the_victim():
    game = new_game("WSBVVV")
    to_night_two(game)
    play_night(game, {2: 4, 0: 3})
    assert last_morning(game).deaths == (3,)


# ----------------------------------------------------------------------------- medium


def test_medium_learns_at_nightfall_that_a_banished_werewolf_was_a_werewolf():
    game = new_game("WWMSVVVV")
    play_night(game)
    banish(game, 1)
    start = max(i for i, e in enumerate(game.log) if isinstance(e, PhaseStarted))
    assert game.log[start].phase == "night" and game.log[start].number == 2
    reading = game.log[start + 1]
    assert isinstance(reading, Probed)
    assert (reading.seat, reading.target, reading.werewolf, reading.source) == (
        2,
        1,
        True,
        "medium",
    )
    assert reading.visibility.seats == frozenset({2})


@pytest.mark.parametrize("letter", ["V", "X", "F", "P"])
def test_medium_reads_not_a_werewolf_for_any_other_banished_player(letter):
    game = new_game("WWMSV" + letter + "VVV")
    play_night(game)
    banish(game, 5)
    (reading,) = probes(game, 2)
    assert (reading.target, reading.werewolf) == (5, False)


def test_medium_gets_no_reading_after_a_day_without_banishment():
    game = new_game("WWMSVVVV")
    to_night_two(game)  # nobody banished on day 1
    assert probes(game, 2) == []
    play_night(game, {0: 4, 1: 4})
    banish(game, 5)
    assert [p.target for p in probes(game, 2)] == [5]
    play_night(game, {0: 6, 1: 6})
    end_discussion(game)
    game.submit(HOST, Timeout())  # no ballot: nobody banished on day 3
    assert [p.target for p in probes(game, 2)] == [5]


# ----------------------------------------------------------------------------- madman


def test_madman_is_unknown_to_the_wolves():
    game = new_game("WWXSVVV")
    for wolf in (0, 1):
        assert 2 not in dict(game.player_view(wolf).known_roles)


def test_madman_wins_with_the_wolves():
    game = new_game("WXSVV")
    play_night(game)
    banish(game, 3)  # W, X, S, V: 1 wolf against 3 humans
    assert not game.ended
    play_night(game, {0: 4})  # W, X, S: 1 against 2
    assert not game.ended
    banish(game, 2)  # W, X: 1 against 1
    assert result(game).winner == "wolves"
    assert result(game).winners == (0, 1)


# ----------------------------------------------------------------------------- fox


def test_fox_is_immune_to_the_wolves_attack():
    game = new_game("WSFVVV")
    to_night_two(game)
    play_night(game, {0: 2})
    assert last_morning(game).deaths == () and game.alive[2]
    (attack,) = attacks(game)
    assert (attack.victim, attack.outcome) == (2, "immune")


# ----------------------------------------------------------------------------- psychopath


def test_psychopath_devoured_dies_and_takes_the_devourer_along():
    for seed in range(10):
        game = new_game("WWPSVVVVV", seed=seed)
        to_night_two(game)
        play_night(game, {0: 2, 1: 2})
        (attack,) = attacks(game)
        assert attack.devourer in (0, 1)
        assert causes(game) == {2: "devoured", attack.devourer: "revenge"}
        assert set(last_morning(game).deaths) == {2, attack.devourer}


# ----------------------------------------------------------------------------- baker


def test_baker_fresh_bread_while_alive_then_no_bread_once():
    game = new_game("WKSVVVVV")
    play_night(game)
    assert last_morning(game).notes == ("bread_fresh",)
    banish(game, 1)
    play_night(game, {0: 3})
    assert last_morning(game).notes == ("bread_none",)
    banish(game, 4)
    play_night(game, {0: 5})
    assert last_morning(game).number == 3
    assert last_morning(game).notes == ()


def test_baker_devoured_no_bread_the_very_next_morning():
    game = new_game("WKSVVVVV")
    to_night_two(game)
    assert [m.notes for m in events(game, MorningNews)] == [("bread_fresh",)]
    play_night(game, {0: 1})
    assert last_morning(game).deaths == (1,)
    assert last_morning(game).notes == ("bread_none",)


def test_no_bread_announcement_without_a_baker():
    game = new_game("WSVVVV")
    to_night_two(game)
    play_night(game, {0: 3})
    assert [m.notes for m in events(game, MorningNews)] == [(), ()]


# ----------------------------------------------------------------------------- lovers


def test_lovers_know_each_other_and_nobody_else_knows_them():
    game = new_game("WLSLVVV")
    for lover, partner in ((1, 3), (3, 1)):
        assert dict(game.player_view(lover).known_roles).get(partner) == "lover"
        revealed = [e for e in game.player_view(lover).events if isinstance(e, TeamRevealed)]
        assert [(e.role, set(e.members)) for e in revealed] == [("lover", {1, 3})]
    for other in (0, 2, 4, 5, 6):
        known = dict(game.player_view(other).known_roles)
        assert 1 not in known and 3 not in known


def test_lover_devoured_partner_dies_of_heartbreak_the_same_instant():
    game = new_game("WLLSVVVV")
    to_night_two(game)
    play_night(game, {0: 2})
    assert set(last_morning(game).deaths) == {1, 2}
    assert causes(game) == {2: "devoured", 1: "heartbreak"}


def test_lover_banished_partner_dies_of_heartbreak_the_same_instant():
    game = new_game("WLLSVVVV")
    play_night(game)
    banish(game, 1)
    assert causes(game) == {1: "banished", 2: "heartbreak"}
    died = {e.seat: e.public_cause for e in events(game, Died)}
    assert died == {1: "banished", 2: "day"}


def test_lover_shot_by_the_hunter_partner_dies_of_heartbreak():
    game = new_game("WLLHSVVV")
    play_night(game)
    banish(game, 3)
    game.submit(3, Shot(1))
    assert causes(game) == {3: "banished", 1: "shot", 2: "heartbreak"}
    assert game.phase == "night"


def test_lover_cursed_by_a_banished_nekomata_partner_dies_of_heartbreak():
    cursed_lover = 0
    for game in nekomata_banished("WNLLSVVVV", 1):
        found = causes(game)
        if found.get(2) == "curse" or found.get(3) == "curse":
            cursed_lover += 1
            assert sorted(found.values()) == ["banished", "curse", "heartbreak"]
    assert cursed_lover > 0


# ----------------------------------------------------------------------------- nekomata


def test_nekomata_banished_takes_one_random_other_living_player():
    taken = set()
    for game in nekomata_banished("WWNSVVVVV", 2):
        found = causes(game)
        assert found.pop(2) == "banished"
        ((victim, cause),) = found.items()
        assert cause == "curse" and victim != 2
        taken.add(victim)
        if not game.ended:
            assert game.phase == "night"
    assert taken == {0, 1, 3, 4, 5, 6, 7, 8}


def test_nekomata_devoured_takes_the_devourer_by_default():
    for seed in range(10):
        game = new_game("WWNSVVVVV", seed=seed)
        to_night_two(game)
        play_night(game, {0: 2, 1: 2})
        (attack,) = attacks(game)
        assert causes(game) == {2: "devoured", attack.devourer: "curse"}


# ----------------------------------------------------------------------------- hunter


def test_hunter_banished_shoots_one_living_player_who_dies():
    game = new_game("WWHSVVVV")
    play_night(game)
    banish(game, 2)
    assert game.phase == "resolving"
    (spec,) = game.legal_inputs(2)
    assert spec.action == "shoot" and spec.targets == (0, 1, 3, 4, 5, 6, 7)
    for seat in (0, 1, 3):
        assert game.legal_inputs(seat) == ()
    with pytest.raises(IllegalTarget):
        game.submit(2, Shot(2))
    game.submit(2, Shot(0))
    assert causes(game) == {2: "banished", 0: "shot"}
    assert [(s.shooter, s.target) for s in shots(game)] == [(2, 0)]
    assert game.phase == "night" and game.number == 2


def test_hunter_devoured_shoots_the_next_morning():
    game = new_game("WWHSVVVV")
    to_night_two(game)
    play_night(game, {0: 2, 1: 2})
    assert last_morning(game).deaths == (2,)
    assert game.phase == "resolving"
    game.submit(2, Shot(4))
    assert not game.alive[4] and game.phase == "day"


# ----------------------------------------------------------------------------- interactions


def test_seer_gets_her_result_on_the_night_she_is_devoured():
    """Night order: the Seer's probe resolves before the pack's attack."""
    game = new_game("WSVVVV")
    to_night_two(game)
    play_night(game, {1: 0, 0: 1})
    (probe,) = [p for p in probes(game, 1) if p.source == "seer"]
    assert probe.werewolf is True
    assert causes(game) == {1: "devoured"}


def test_protection_does_not_save_the_fox_from_the_seer():
    game = new_game("WSBFVVV")
    to_night_two(game)
    play_night(game, {1: 3, 2: 3, 0: 4})
    assert causes(game) == {3: "curse", 4: "devoured"}


def test_fox_probed_and_attacked_the_same_night_dies_of_the_curse():
    game = new_game("WSFVVV")
    to_night_two(game)
    play_night(game, {1: 2, 0: 2})
    assert causes(game) == {2: "curse"}
    assert last_morning(game).deaths == (2,)


def test_protected_psychopath_survives_and_no_wolf_dies():
    game = new_game("WPBSVVV", settings={"psychopath_kills_bodyguard": "no"})
    to_night_two(game)
    play_night(game, {0: 1, 2: 1})
    assert last_morning(game).deaths == ()
    assert attacks(game)[0].outcome == "protected"


def test_psychopath_protected_and_attacked_kills_only_the_bodyguard():
    game = new_game("WPBSVVV")
    to_night_two(game)
    play_night(game, {0: 1, 2: 1})
    assert causes(game) == {2: "revenge"}
    assert game.alive[0] and game.alive[1]


def test_seer_probing_the_psychopath_and_devoured_dies_once():
    game = new_game("WPSVVVV")
    to_night_two(game)
    play_night(game, {2: 1, 0: 2})
    assert causes(game) == {2: "revenge"}
    assert last_morning(game).deaths == (2,)


def test_protected_nekomata_survives_and_no_wolf_dies():
    game = new_game("WNBSVVV")
    to_night_two(game)
    play_night(game, {0: 1, 2: 1})
    assert last_morning(game).deaths == () and all(game.alive)


def test_psychopath_revenge_on_the_last_wolf_wins_for_the_village():
    game = new_game("WPSVVV")
    to_night_two(game)
    play_night(game, {0: 1})
    assert causes(game) == {1: "devoured", 0: "revenge"}
    assert result(game).winner == "village"


def test_psychopath_revenge_on_the_last_wolf_with_the_fox_alive_wins_for_the_fox():
    game = new_game("WPFSVVV")
    to_night_two(game)
    play_night(game, {0: 1})
    assert result(game).winner == "fox" and result(game).winners == (2,)


def test_nekomata_devoured_by_the_last_wolf_wins_for_the_village():
    game = new_game("WNSVVV")
    to_night_two(game)
    play_night(game, {0: 1})
    assert causes(game) == {1: "devoured", 0: "curse"}
    assert result(game).winner == "village"


def test_hunter_shot_resolves_before_the_win_check_after_a_banishment():
    """W W H V V: banishing the Hunter leaves 2 wolves against 2 humans, but his shot
    on a wolf comes first, so the game goes on."""
    game = new_game("WWHVV")
    play_night(game)
    banish(game, 2)
    assert game.phase == "resolving" and not game.ended
    game.submit(2, Shot(0))
    assert not game.ended and game.phase == "night"


def test_hunter_shot_resolves_before_the_win_check_after_the_night():
    game = new_game("WWHSVV")
    to_night_two(game, banished=5)
    play_night(game, {0: 2, 1: 2})  # W W S V: parity if the shot did not come first
    assert game.phase == "resolving" and not game.ended
    game.submit(2, Shot(1))
    assert not game.ended and game.phase == "day"


def test_hunter_shot_can_end_the_game():
    game = new_game("WWHVV")
    play_night(game)
    banish(game, 2)
    game.submit(2, Shot(3))  # W W V
    assert result(game).winner == "wolves"


def test_hunter_shooting_a_hunter_chains_the_second_shot():
    game = new_game("WWHHSVVVV")
    play_night(game)
    banish(game, 2)
    game.submit(2, Shot(3))
    assert game.phase == "resolving"
    assert [spec.kind for spec in game.legal_inputs(3)] == ["shot"]
    assert game.legal_inputs(2) == ()
    game.submit(3, Shot(0))
    assert causes(game) == {2: "banished", 3: "shot", 0: "shot"}
    assert game.phase == "night"


def test_nekomata_banished_taking_the_hunter_lets_him_shoot():
    shot_after_curse = 0
    for game in nekomata_banished("WWNHSVVVV", 2):
        if causes(game).get(3) == "curse":
            shot_after_curse += 1
            assert game.phase == "resolving"
            game.submit(3, Shot(0))
            assert causes(game)[0] == "shot"
    assert shot_after_curse > 0


def test_heartbreak_can_give_the_wolves_parity():
    game = new_game("WWLLSVV")
    to_night_two(game, banished=6)  # W W L L S V: 2 against 4
    play_night(game, {0: 2, 1: 2})  # a lover devoured, the other follows: 2 against 2
    assert set(last_morning(game).deaths) == {2, 3}
    assert result(game).winner == "wolves"


def test_fox_curse_devoured_lover_and_heartbreak_fall_the_same_morning():
    game = new_game("WSFLLVVV")
    to_night_two(game)
    play_night(game, {1: 2, 0: 3})
    assert causes(game) == {2: "curse", 3: "devoured", 4: "heartbreak"}
    assert set(last_morning(game).deaths) == {2, 3, 4}


def test_night_choices_are_private_to_the_chooser():
    game = new_game("WSBVVV")
    to_night_two(game)
    game.submit(1, NightChoice(3))
    made = [e for e in game.log if isinstance(e, NightChoiceMade) and e.seat == 1][-1]
    assert made.visibility.seats == frozenset({1}) and not made.visibility.public


def test_psychopath_banished_takes_nobody_along():
    """His revenge is on the devourer only."""
    game = new_game("WPSVVVV")
    play_night(game)
    banish(game, 1)
    assert causes(game) == {1: "banished"}


@pytest.mark.parametrize(
    ("letter", "expected"),
    [
        ("P", {3: "banished", 1: "shot"}),  # no revenge: he was not devoured
        ("N", {3: "banished", 1: "shot"}),  # no curse: it was not a banishment nor a devouring
        ("F", {3: "banished", 1: "shot"}),  # the Fox is immune to the wolves only
    ],
)
def test_hunter_shot_kills_a_psychopath_nekomata_or_fox_without_side_effects(letter, expected):
    game = new_game("W" + letter + "SHVVVV")
    play_night(game)
    banish(game, 3)
    game.submit(3, Shot(1))
    assert causes(game) == expected
