"""RULES.md §1 (jinrou) settings: every setting with its default and each of its values.

Each behaviour test is parametrised over ``None`` (the setting left at its default) and
every value, with the behaviour the rules give that value, so that the default is checked
to behave as the first value listed in RULES.md. ``tie_rule`` is covered in test_votes.py.
"""

from __future__ import annotations

from collections import Counter

import pytest

from lgdesktop.engine import (
    HOST,
    Game,
    GameSetup,
    ProxyVote,
    SetupError,
    Shot,
    Timeout,
    get_edition,
)
from lgdesktop.engine.events import GameStarted, Probed, RoleRemoved, RoleShown

from .helpers import (
    attacks,
    banish,
    causes,
    end_discussion,
    new_game,
    play_night,
    probes,
    result,
    to_night_two,
)

#: RULES.md §1 "Settings (first value is the default)": name -> values, default first.
RULE_SETTINGS = {
    "lovers_win": ("pair", "village"),
    "fox_counts": ("no", "yes"),
    "fox_vs_lovers": ("fox", "lovers"),
    "hunter_trigger": ("any", "banished_or_devoured", "banished"),
    "nekomata_devoured": ("devourer", "random_wolf", "none"),
    "psychopath_kills_seer": ("yes", "no"),
    "psychopath_kills_bodyguard": ("yes", "no"),
    "bodyguard_self": ("no", "yes"),
    "bodyguard_repeat": ("allowed", "forbidden"),
    "madman_knows_pack": ("no", "from_night_1"),
    "first_night_seer": ("choose", "random_white", "none"),
    "tie_rule": ("revote_then_random", "random", "revote_then_nobody"),
    "reveal_banished_role": ("hidden", "shown"),
    "missing_role": ("off", "on"),
}
#: Role-bound settings ("shown only if the role is in play") and their role.
ROLE_BOUND = {
    "lovers_win": "lover",
    "fox_counts": "fox",
    "fox_vs_lovers": "fox",
    "hunter_trigger": "hunter",
    "nekomata_devoured": "nekomata",
    "psychopath_kills_seer": "psychopath",
    "psychopath_kills_bodyguard": "psychopath",
    "bodyguard_self": "bodyguard",
}


def with_setting(name: str, value: str | None) -> dict[str, str]:
    return {} if value is None else {name: value}


def default_or(name: str, values: list[tuple[str, object]]) -> list[tuple[str | None, object]]:
    """``values`` plus ``None`` (the default) expecting what the first value expects."""
    return [(None, values[0][1]), *values]


# ----------------------------------------------------------------------------- the list


def test_settings_list_and_defaults_are_those_of_the_rules():
    specs = {spec.name: spec for spec in get_edition("jinrou").settings}
    assert set(specs) == set(RULE_SETTINGS) | {"discussion_seconds"}
    for name, values in RULE_SETTINGS.items():
        assert specs[name].choices == values
    game = new_game("WSVV")
    expected = {name: values[0] for name, values in RULE_SETTINGS.items()}
    expected["discussion_seconds"] = "180"
    assert game.settings == expected


def test_role_bound_settings_are_tagged_with_their_role():
    specs = {spec.name: spec for spec in get_edition("jinrou").settings}
    assert {name: spec.role for name, spec in specs.items() if spec.role} == ROLE_BOUND


@pytest.mark.parametrize(
    ("name", "value"),
    [(n, v) for n, values in RULE_SETTINGS.items() for v in values if n != "missing_role"],
)
def test_every_value_of_every_setting_is_accepted(name, value):
    game = new_game("WSVV", settings={name: value})
    assert game.settings[name] == value


@pytest.mark.parametrize(
    ("name", "value"), [("fox_counts", "maybe"), ("tie_rule", "coin"), ("no_such_setting", "yes")]
)
def test_unknown_setting_or_value_is_a_setup_error(name, value):
    with pytest.raises(SetupError):
        new_game("WSVV", settings={name: value})


def test_settings_are_visible_to_every_player_and_on_the_board():
    settings = {"tie_rule": "random", "fox_counts": "yes", "discussion_seconds": "90"}
    game = new_game("WSFVV", settings=settings)
    shown = game.public_view().settings
    assert dict(shown) == game.settings and dict(shown)["tie_rule"] == "random"
    (started,) = [e for e in game.public_view().events if isinstance(e, GameStarted)]
    assert dict(started.settings) == game.settings
    for seat in range(5):
        assert game.player_view(seat).board.settings == shown


# ----------------------------------------------------------------------------- lovers_win


@pytest.mark.parametrize(
    ("value", "expected"),
    default_or(
        "lovers_win",
        [
            ("pair", ("lovers", (1, 2))),
            ("village", ("village", (1, 2, 3, 4, 5))),
        ],
    ),
)
def test_lovers_win_when_both_alive_at_the_village_victory(value, expected):
    game = new_game("WLLSVV", settings=with_setting("lovers_win", value))
    play_night(game)
    banish(game, 0)
    assert (result(game).winner, result(game).winners) == expected


@pytest.mark.parametrize(
    ("value", "expected"),
    default_or(
        "lovers_win",
        [
            ("pair", ("lovers", (2, 3))),
            ("village", ("wolves", (0, 1))),
        ],
    ),
)
def test_lovers_win_when_both_alive_at_the_wolves_victory(value, expected):
    game = new_game("WWLLSVV", settings=with_setting("lovers_win", value))
    to_night_two(game, banished=6)  # W W L L S V
    play_night(game, {0: 4, 1: 4})  # W W L L V: 2 against 3
    banish(game, 5)  # W W L L: parity
    assert (result(game).winner, result(game).winners) == expected


@pytest.mark.parametrize("value", [None, "pair", "village"])
def test_lovers_heartbreak_remains_whatever_lovers_win(value):
    game = new_game("WLLSVVV", settings=with_setting("lovers_win", value))
    play_night(game)
    banish(game, 2)
    assert causes(game) == {2: "banished", 1: "heartbreak"}


# ----------------------------------------------------------------------------- fox_counts


@pytest.mark.parametrize(
    ("value", "ends"), default_or("fox_counts", [("no", True), ("yes", False)])
)
def test_fox_counts_in_the_parity_count(value, ends):
    game = new_game("WFVV", settings=with_setting("fox_counts", value))
    play_night(game)
    banish(game, 2)  # W F V: 1 wolf against 1 human, or 2 if the Fox counts
    assert game.ended is ends
    if ends:
        assert (result(game).winner, result(game).winners) == ("fox", (1,))


@pytest.mark.parametrize(
    ("value", "playable"), default_or("fox_counts", [("no", False), ("yes", True)])
)
def test_fox_counts_decides_whether_a_deal_is_already_won(value, playable):
    setup = GameSetup.create(
        "jinrou",
        5,
        0,
        settings=with_setting("fox_counts", value),
        deal=["werewolf", "werewolf", "fox", "villager", "seer"],
    )
    if playable:
        assert Game(setup).phase == "night"
    else:
        with pytest.raises(SetupError):
            Game(setup)


# ----------------------------------------------------------------------------- fox_vs_lovers


@pytest.mark.parametrize(
    ("value", "expected"),
    default_or(
        "fox_vs_lovers",
        [
            ("fox", ("fox", (1,))),
            ("lovers", ("lovers", (2, 3))),
        ],
    ),
)
def test_fox_vs_lovers_decides_who_wins_when_both_qualify(value, expected):
    game = new_game("WFLLSVV", settings=with_setting("fox_vs_lovers", value))
    play_night(game)
    banish(game, 0)
    assert (result(game).winner, result(game).winners) == expected


@pytest.mark.parametrize("value", [None, "fox", "lovers"])
def test_fox_vs_lovers_does_not_matter_when_the_lovers_are_villagers(value):
    settings = {"lovers_win": "village", **with_setting("fox_vs_lovers", value)}
    game = new_game("WFLLSVV", settings=settings)
    play_night(game)
    banish(game, 0)
    assert (result(game).winner, result(game).winners) == ("fox", (1,))


# ----------------------------------------------------------------------------- hunter_trigger

TRIGGERS = {
    "any": {"banished", "devoured", "shot", "curse"},
    "banished_or_devoured": {"banished", "devoured"},
    "banished": {"banished"},
}


def hunter_dies_of(cause: str, settings: dict[str, str]) -> Game:
    """A game where the Hunter (seat 3) has just died of ``cause``."""
    if cause == "banished":
        game = new_game("WWSHVVVV", settings=settings)
        play_night(game)
        banish(game, 3)
        return game
    if cause == "devoured":
        game = new_game("WWSHVVVV", settings=settings)
        to_night_two(game)
        play_night(game, {0: 3, 1: 3})
        return game
    if cause == "shot":  # another Hunter (seat 2, banished) shoots him
        game = new_game("WWHHVVVVS", settings=settings)
        play_night(game)
        banish(game, 2)
        game.submit(2, Shot(3))
        return game
    for seed in range(60):  # curse: a banished Nekomata (seat 2) takes him
        game = new_game("WWNHVVVVS", seed=seed, settings=settings)
        play_night(game)
        banish(game, 2)
        if causes(game).get(3) == "curse":
            return game
    raise AssertionError("no seed where the Nekomata takes the Hunter")


@pytest.mark.parametrize("cause", ["banished", "devoured", "shot", "curse"])
@pytest.mark.parametrize("value", [None, *TRIGGERS])
def test_hunter_trigger_decides_which_deaths_let_him_shoot(value, cause):
    game = hunter_dies_of(cause, with_setting("hunter_trigger", value))
    assert causes(game)[3] == cause
    shoots = cause in TRIGGERS[value or "any"]
    assert (game.phase == "resolving") is shoots
    assert [spec.kind for spec in game.legal_inputs(3)] == (["shot"] if shoots else [])


# ----------------------------------------------------------------------------- nekomata_devoured


def nekomata_devoured(value: str | None, seed: int) -> tuple[Game, int]:
    """Three wolves all devour the Nekomata (seat 3); returns the game and the devourer."""
    game = new_game("WWWNSVVVVV", seed=seed, settings=with_setting("nekomata_devoured", value))
    to_night_two(game)
    play_night(game, {0: 3, 1: 3, 2: 3})
    (attack,) = attacks(game)
    assert attack.victim == 3
    return game, attack.devourer


@pytest.mark.parametrize("value", [None, "devourer"])
def test_nekomata_devoured_takes_the_devourer(value):
    for seed in range(8):
        game, devourer = nekomata_devoured(value, seed)
        assert causes(game) == {3: "devoured", devourer: "curse"}


def test_nekomata_devoured_random_wolf_takes_any_surviving_wolf():
    taken, other_than_devourer = set(), 0
    for seed in range(40):
        game, devourer = nekomata_devoured("random_wolf", seed)
        found = causes(game)
        assert found.pop(3) == "devoured"
        ((wolf, cause),) = found.items()
        assert cause == "curse" and wolf in (0, 1, 2)
        taken.add(wolf)
        other_than_devourer += wolf != devourer
    assert taken == {0, 1, 2} and other_than_devourer > 0


def test_nekomata_devoured_none_takes_nobody():
    for seed in range(8):
        game, _ = nekomata_devoured("none", seed)
        assert causes(game) == {3: "devoured"}


# ----------------------------------------------------------------------------- psychopath


@pytest.mark.parametrize(
    ("value", "seer_dies"), default_or("psychopath_kills_seer", [("yes", True), ("no", False)])
)
def test_psychopath_kills_seer_who_probes_him(value, seer_dies):
    game = new_game("WPSVVV", settings=with_setting("psychopath_kills_seer", value))
    to_night_two(game)
    play_night(game, {2: 1, 0: 3})
    assert probes(game, 2)[-1].target == 1
    expected = {3: "devoured", 2: "revenge"} if seer_dies else {3: "devoured"}
    assert causes(game) == expected


@pytest.mark.parametrize(
    ("value", "guard_dies"),
    default_or("psychopath_kills_bodyguard", [("yes", True), ("no", False)]),
)
def test_psychopath_kills_bodyguard_who_protects_him(value, guard_dies):
    game = new_game("WPBSVVV", settings=with_setting("psychopath_kills_bodyguard", value))
    to_night_two(game)
    play_night(game, {2: 1, 0: 4})
    expected = {4: "devoured", 2: "revenge"} if guard_dies else {4: "devoured"}
    assert causes(game) == expected


@pytest.mark.parametrize("value", [None, "yes", "no"])
def test_psychopath_always_takes_the_devourer(value):
    settings = {
        "psychopath_kills_seer": value or "yes",
        "psychopath_kills_bodyguard": value or "yes",
    }
    game = new_game("WWPSVVVV", settings=settings)
    to_night_two(game)
    play_night(game, {0: 2, 1: 2})
    devourer = attacks(game)[0].devourer
    assert causes(game) == {2: "devoured", devourer: "revenge"}


# ----------------------------------------------------------------------------- bodyguard


@pytest.mark.parametrize(
    ("value", "may_self"), default_or("bodyguard_self", [("no", False), ("yes", True)])
)
def test_bodyguard_self_protection(value, may_self):
    game = new_game("WSBVVV", settings=with_setting("bodyguard_self", value))
    to_night_two(game)
    (spec,) = game.legal_inputs(2)
    assert (2 in spec.targets) is may_self
    if may_self:
        play_night(game, {2: 2, 0: 2})
        assert game.alive[2] and attacks(game)[0].outcome == "protected"


@pytest.mark.parametrize(
    ("value", "repeat"), default_or("bodyguard_repeat", [("allowed", True), ("forbidden", False)])
)
def test_bodyguard_repeat_the_same_player_two_nights_in_a_row(value, repeat):
    game = new_game("WSBVVVVVVV", settings=with_setting("bodyguard_repeat", value))
    to_night_two(game)
    assert 3 in game.legal_inputs(2)[0].targets
    play_night(game, {2: 3, 0: 4})
    end_discussion(game)
    game.submit(HOST, Timeout())  # nobody banished
    assert (3 in game.legal_inputs(2)[0].targets) is repeat
    play_night(game, {2: 5, 0: 6})
    end_discussion(game)
    game.submit(HOST, Timeout())
    targets = game.legal_inputs(2)[0].targets
    assert 3 in targets and (5 in targets) is repeat


def test_bodyguard_repeat_forbidden_applies_to_self_protection():
    game = new_game("WSBVVVVV", settings={"bodyguard_repeat": "forbidden", "bodyguard_self": "yes"})
    to_night_two(game)
    play_night(game, {2: 2, 0: 4})
    end_discussion(game)
    game.submit(HOST, Timeout())
    assert 2 not in game.legal_inputs(2)[0].targets


# ----------------------------------------------------------------------------- madman


@pytest.mark.parametrize(
    ("value", "knows"), default_or("madman_knows_pack", [("no", False), ("from_night_1", True)])
)
def test_madman_knows_pack(value, knows):
    game = new_game("WXWSVVVV", settings=with_setting("madman_knows_pack", value))
    known = dict(game.player_view(1).known_roles)
    expected = {1: "madman", 0: "werewolf", 2: "werewolf"} if knows else {1: "madman"}
    assert known == expected
    for wolf in (0, 2):  # the wolves never learn the Madman
        assert 1 not in dict(game.player_view(wolf).known_roles)


# ----------------------------------------------------------------------------- first_night_seer


@pytest.mark.parametrize("value", [None, "choose"])
def test_first_night_seer_choose_lets_her_probe_on_night_1(value):
    game = new_game("SWVVVV", settings=with_setting("first_night_seer", value))
    (spec,) = game.legal_inputs(0)
    assert spec.action == "probe"
    play_night(game, {0: 1})
    assert [(p.target, p.werewolf, p.source) for p in probes(game, 0)] == [(1, True, "seer")]


def test_first_night_seer_random_white_reveals_a_random_non_wolf():
    targets = set()
    for seed in range(40):
        game = new_game("SWXFWVV", seed=seed, settings={"first_night_seer": "random_white"})
        assert [spec.action for spec in game.legal_inputs(0)] == ["dream"]
        (probe,) = probes(game, 0)
        assert probe.source == "random_white" and probe.werewolf is False
        assert probe.target not in (0, 1, 4)
        assert probe.visibility.seats == frozenset({0})
        play_night(game)
        assert len(probes(game, 0)) == 1
        targets.add(probe.target)
    assert targets == {2, 3, 5, 6}


def test_first_night_seer_none_gives_no_look_on_night_1_only():
    game = new_game("SWVVVV", settings={"first_night_seer": "none"})
    assert [spec.action for spec in game.legal_inputs(0)] == ["dream"]
    play_night(game)
    assert not [e for e in game.log if isinstance(e, Probed)]
    end_discussion(game)
    game.submit(HOST, Timeout())
    assert game.legal_inputs(0)[0].action == "probe"
    play_night(game, {0: 1, 1: 3})
    assert [(p.target, p.werewolf) for p in probes(game, 0)] == [(1, True)]


# ----------------------------------------------------------------------------- reveal_banished_role


@pytest.mark.parametrize(
    ("value", "shows"), default_or("reveal_banished_role", [("hidden", False), ("shown", True)])
)
def test_reveal_banished_role(value, shows):
    game = new_game("WWLLSVVVV", settings=with_setting("reveal_banished_role", value))
    play_night(game)
    banish(game, 2)  # a lover: the partner follows, but only the banished is shown
    board = game.public_view()
    shown = [(e.seat, e.role) for e in board.events if isinstance(e, RoleShown)]
    assert shown == ([(2, "lover")] if shows else [])
    assert [s.role for s in board.seats] == [None, None, "lover" if shows else None] + [None] * 6
    play_night(game, {0: 5, 1: 5})  # the devoured are never shown
    assert [e.seat for e in game.public_view().events if isinstance(e, RoleShown)] == (
        [2] if shows else []
    )


# ----------------------------------------------------------------------------- missing_role


def dealt(game: Game) -> Counter:
    return Counter(game.roles)


@pytest.mark.parametrize("value", [None, "off"])
def test_missing_role_off_deals_the_whole_composition(value):
    composition = {"werewolf": 2, "seer": 1, "bodyguard": 1, "hunter": 1, "lover": 2}
    for seed in range(10):
        setup = GameSetup.create(
            "jinrou",
            10,
            seed,
            composition=composition,
            settings=with_setting("missing_role", value),
        )
        game = Game(setup)
        assert dealt(game) == Counter({**composition, "villager": 3})
        assert not [e for e in game.log if isinstance(e, RoleRemoved)]


def test_missing_role_on_replaces_one_enabled_role_by_a_villager():
    composition = {"werewolf": 2, "fox": 1, "seer": 1, "bodyguard": 1, "hunter": 1, "lover": 2}
    full = Counter({**composition, "villager": 2})
    removed_roles = set()
    for seed in range(60):
        setup = GameSetup.create(
            "jinrou", 10, seed, composition=composition, settings={"missing_role": "on"}
        )
        game = Game(setup)
        (removed,) = [e for e in game.log if isinstance(e, RoleRemoved)]
        assert removed.role not in ("werewolf", "fox")
        seats = 2 if removed.role == "lover" else 1
        expected = full.copy()
        expected[removed.role] -= seats
        expected["villager"] += seats
        assert dealt(game) == +expected
        assert dict(game.public_view().composition) == dict(full)  # announced as asked
        assert not removed.visibility.public and not removed.visibility.seats
        removed_roles.add(removed.role)
    assert removed_roles == {"seer", "bodyguard", "hunter", "lover"}


def test_missing_role_on_never_removes_werewolf_nor_fox():
    for seed in range(20):
        setup = GameSetup.create(
            "jinrou",
            6,
            seed,
            settings={"missing_role": "on"},
            composition={"werewolf": 1, "fox": 1, "seer": 1},
        )
        game = Game(setup)
        assert [e.role for e in game.log if isinstance(e, RoleRemoved)] == ["seer"]
        assert dealt(game) == Counter({"werewolf": 1, "fox": 1, "villager": 4})


def test_missing_role_cannot_be_combined_with_a_fixed_deal():
    with pytest.raises(SetupError):
        new_game("WSVVV", settings={"missing_role": "on"})


# ----------------------------------------------------------------------------- discussion_seconds


@pytest.mark.parametrize(
    ("value", "seconds"), [(None, 180), ("180", 180), ("45", 45), ("3600", 3600), ("none", None)]
)
def test_discussion_seconds_is_shown_on_the_board(value, seconds):
    game = new_game("WSVVV", settings=with_setting("discussion_seconds", value))
    assert game.public_view().discussion_seconds == seconds


@pytest.mark.parametrize("value", ["0", "-5", "3601", "three", ""])
def test_discussion_seconds_rejects_what_is_not_a_timer(value):
    with pytest.raises(SetupError):
        new_game("WSVVV", settings={"discussion_seconds": value})


@pytest.mark.parametrize("value", ["none", "30"])
def test_discussion_ends_only_on_the_host_timeout(value):
    """The engine has no clock: with or without a timer, the day's discussion lasts until
    the host's Timeout, whatever the players do meanwhile."""
    game = new_game("WSVVV", settings={"discussion_seconds": value})
    play_night(game)
    for seat in range(5):
        game.submit(seat, ProxyVote((seat + 1) % 5))
    assert game.phase == "day"
    end_discussion(game)
    assert game.phase == "vote"
