"""Notes: every line a reader reads is the note of an event it may know, and every note
key the engine gives is listed by :func:`note_keys` with its params and who emits it.

Which notes a reader gets is checked against the oracles by the secrecy tests
(``secrecy_kit.assert_notes``: a view's notes are exactly those of its events); here, the
catalogue of keys against what bot games of every edition really give."""

from __future__ import annotations

import inspect
import sys
from collections import defaultdict
from itertools import islice
from pathlib import Path

import pytest

from lgdesktop.engine import Game, GameSetup, events
from lgdesktop.engine.editions import EDITIONS
from lgdesktop.engine.notes import KERNEL_KEYS, PUBLIC_AUDIENCE, Note, note_keys

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import record_behaviour

#: Recorded bot games played per edition (their specs cover every size band, both bot
#: kinds, the presets and each setting's other values).
GAMES_PER_EDITION = 20
#: The events that give no note: the game's set-up, which the views carry as fields.
NOTELESS = {events.GameStarted}
BUILT_IN = ("jinrou", "one_night", "thiercelieux", "forum", "anniversary")


def _event_classes() -> list[type]:
    return [
        cls
        for _name, cls in inspect.getmembers(events, inspect.isclass)
        if issubclass(cls, events.Event) and cls is not events.Event
    ]


def test_every_event_but_the_setup_gives_its_own_note():
    for cls in _event_classes():
        overrides = cls.to_notes is not events.Event.to_notes
        assert overrides is (cls not in NOTELESS), cls.__name__


def test_the_keys_are_listed_once_sorted_with_their_declaration():
    keys = note_keys()
    names = [info.key for info in keys]
    assert names == sorted(set(names))
    assert {k.key for k in KERNEL_KEYS} == {info.key for info in keys if info.kernel}
    for info in keys:
        family, _, fact = info.key.partition(".")
        assert family and fact, info.key
        assert info.doc
        assert info.kernel or info.roles, f"{info.key} has no emitter"


@pytest.fixture(scope="module")
def played() -> dict[str, list[Game]]:
    return {
        edition: [
            record_behaviour.play(spec)
            for spec in islice(record_behaviour.game_specs(edition), GAMES_PER_EDITION)
        ]
        for edition in BUILT_IN
    }


def test_every_note_given_in_play_is_declared_for_its_edition(played):
    keys = {info.key: info for info in note_keys()}
    seen: dict[str, set[str]] = defaultdict(set)
    for edition, games in played.items():
        roles = {role.id for role in EDITIONS[edition].roles}
        for game in games:
            view = game.player_view(0)  # the end: every note of the log
            assert len(view.notes) == sum(len(e.to_notes("")) for e in game.log)
            for note in view.notes:
                info = keys.get(note.key)
                assert info is not None, f"{edition}: undeclared note key {note.key}"
                assert info.kernel or {r for e, r in info.roles if e == edition} & roles, (
                    f"{edition}: {note.key} is declared by none of its roles"
                )
                assert tuple(name for name, _value in note.params) == info.params, note
                assert all(isinstance(v, (str, int)) for _name, v in note.params), note
                assert all(isinstance(card, str) for card in note.cards), note
                seen[edition].add(note.key)
    # Not vacuous: each edition gave its own results.
    assert {"probe.seer", "death.cause"} <= seen["jinrou"]
    assert {"pack.revealed", "card.seen_center", "card.swapped"} <= seen["one_night"]
    assert "told.victim" in seen["thiercelieux"]
    assert "title.given" in seen["forum"]
    assert "team.revealed" in seen["anniversary"]


def test_a_note_carries_its_step_and_the_audience_of_its_event():
    game = Game(
        GameSetup.create(
            "one_night",
            5,
            3,
            deal=[
                "werewolf",
                "mystic_wolf",
                "seer",
                "minion",
                "robber",
                "villager",
                "villager",
                "villager",
            ],
        )
    )
    wolf = game.player_view(0)
    (pack,) = [note for note in wolf.notes if note.key == "pack.revealed"]
    # Shown to the wolves and the Minion (seat 3): the note says to whom, never a card.
    assert pack == Note("seat", "pack.revealed", (0, 1), (), (("shown", "0,1,3"),), pack.step)
    # RULES §2: the wolves and the Minion know who the wolves are, not their cards.
    assert (wolf.pack, game.player_view(3).pack, game.player_view(2).pack) == ((0, 1),) * 2 + ((),)
    assert dict(wolf.known_roles) == {0: "werewolf"}
    assert [n.key for n in game.player_view(2).notes if n.key == "pack.revealed"] == []
    assert [n.seats for n in game.player_view(3).notes if n.key == "pack.revealed"] == [(0, 1)]
    board = game.public_view()
    assert board.notes and all(note.audience == PUBLIC_AUDIENCE for note in board.notes)
    started = [n for n in board.notes if n.key == "step.started"]
    assert started and started[-1].step == started[-1].param("step") == game.step.id
