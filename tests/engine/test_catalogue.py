"""The catalogue: edition facts for screens and tools, read from the engine's editions."""

from __future__ import annotations

import pytest

from lgdesktop.engine import EDITIONS, SetupError, catalogue, get_edition, register_edition

from .trial import TRIAL


def test_every_registered_edition_is_listed_with_its_range():
    infos = {info.id: info for info in catalogue.editions()}
    assert set(infos) == set(EDITIONS)
    jinrou = infos["jinrou"]
    assert (jinrou.name, jinrou.min_players, jinrou.max_players) == (
        "Werewolf without cards",
        4,
        20,
    )
    assert jinrou.center_cards == 0 and jinrou.dead_see_all


def test_jinrou_roles_come_with_camp_night_order_and_settings():
    info = catalogue.edition_info("jinrou")
    assert [role.id for role in info.roles] == [role.id for role in get_edition("jinrou").roles]
    seer, madman, hunter = info.role("seer"), info.role("madman"), info.role("hunter")
    assert (seer.camp, seer.night_order, seer.first_night_only) == ("village", 4, False)
    assert (madman.camp, madman.night_order, madman.first_night_only) == ("wolves", 2, True)
    assert hunter.night_order is None and hunter.settings == ("hunter_trigger",)
    assert info.role("lover").pair and info.role("werewolf").channels == ()
    assert info.settings == get_edition("jinrou").settings
    with pytest.raises(KeyError):
        info.role("tanner")


def test_recommended_setups_come_from_the_edition():
    for players in range(4, 21):
        assert catalogue.recommended_setup("jinrou", players) == get_edition(
            "jinrou"
        ).recommended_setup(players)
    with pytest.raises(SetupError):
        catalogue.recommended_setup("jinrou", 3)
    with pytest.raises(SetupError):
        catalogue.edition_info("nowhere")


def test_the_declared_steps_are_listed_for_screens_and_docs():
    jinrou = catalogue.edition_info("jinrou").steps
    assert [(step.key, step.kind, step.place) for step in jinrou] == [
        ("night", "night", "cycle"),
        ("dawn", "dawn", "cycle"),
        ("debate", "debate", "cycle"),
        ("vote", "vote", "cycle"),
    ]
    assert all(step.called == () and not step.decoys and not step.candidacy for step in jinrou)


def test_a_variant_lists_its_own_steps_with_called_roles_and_decoys():
    register_edition(TRIAL)
    try:
        master = catalogue.flow_steps("trial", {"variant": "master"})
        plain = catalogue.flow_steps("trial")
    finally:
        EDITIONS.pop(TRIAL.id, None)
    election, werewolf = master[0], master[1]
    assert (election.key, election.kind, election.place, election.title) == (
        "captain_election",
        "election",
        "before_night_1",
        "captain",
    )
    assert (werewolf.key, werewolf.called, werewolf.decoys) == ("werewolf", ("werewolf",), True)
    assert [step.key for step in master[1:]] == [
        "werewolf",
        "seer",
        "robber",
        "troublemaker",
        "witch",
        "dawn",
        "debate",
        "vote",
    ]
    assert [step.key for step in plain] == ["night", "dawn", "debate", "vote"]


def test_a_night_step_says_its_own_length_the_packs_from_its_setting():
    """Only thiercelieux's (and the anniversary's) pack step has a length of its own:
    ``pack_seconds`` (60 by default; ``none``: the host's usual night step)."""
    for info in catalogue.editions():
        timed = {step.key: step.seconds for step in info.steps if step.seconds is not None}
        assert timed == ({"werewolf": 60.0} if "pack_seconds" in info.default_settings() else {})
    quick = catalogue.flow_steps("thiercelieux", {"pack_seconds": "45"})
    assert [step.seconds for step in quick if step.key == "werewolf"] == [45.0]
    usual = catalogue.flow_steps("thiercelieux", {"pack_seconds": "none"})
    assert all(step.seconds is None for step in usual)
