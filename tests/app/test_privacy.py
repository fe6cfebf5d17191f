"""Private by default: the role and private results show only while the player holds the
button or the R key (or a few seconds after a tap), and the night screen is the same for
every role until then."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtQuick import QQuickItem

from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.shell import runtime
from lgdesktop.app.texts.i18n import language
from lgdesktop.bots import make_bot
from lgdesktop.engine import HOST, Game, GameSetup, Timeout

from .conftest import RecordingPort, setup
from .controls import player_window

#: The camp colours of Theme.qml: no text may wear them while the role is hidden.
CAMP_COLOURS = {QColor(c).name() for c in ("#56b4e9", "#e69f00", "#cc79a7")}


def second_night() -> Game:
    """An 8-seat game at night 2 with both werewolves alive (their targets differ from the
    others' in the engine: a wolf cannot pick its mate)."""
    for seed in range(50):
        game = Game(setup(8, seed=seed, composition={"werewolf": 2, "seer": 1, "bodyguard": 1}))
        bots = [make_bot("heuristic", seat) for seat in range(8)]
        while not game.ended and not (game.phase.value == "night" and game.number == 2):
            acted = False
            for seat in game.awaited():
                choice = bots[seat].decide(game.player_view(seat))
                if choice is not None:
                    game.submit(seat, choice)
                    acted = True
            if not acted:
                game.submit(HOST, Timeout())
        wolves = [s for s in range(8) if game.player_view(s).role == "werewolf"]
        if not game.ended and all(game.alive[s] for s in wolves):
            return game
    raise AssertionError("no seed gives a second night with both wolves")


def seated(game: Game, seat: int) -> PlayerModel:
    player = PlayerModel(RecordingPort())
    player.update_view(game.player_view(seat))
    player.acknowledgeRole()
    return player


def test_the_role_hides_once_read_and_shows_while_held(english, qtbot, monkeypatch):
    monkeypatch.setattr("lgdesktop.app.models.player_card.PEEK_SECONDS", 0.05)
    game = second_night()
    player = PlayerModel(RecordingPort())
    player.update_view(game.player_view(0))
    assert player.state["screen"] == "role" and not player.state["revealed"]
    player.flipCard()  # a tap on the card
    assert player.state["revealed"] and player.state["cardFlipped"]
    player.acknowledgeRole()
    assert player.state["screen"] == "night" and not player.state["revealed"]
    player.holdRole()
    assert player.state["revealed"] and player.state["holding"]
    # so this was a long hold
    monkeypatch.setattr("lgdesktop.app.models.player_card.TAP_SECONDS", 0.0)
    player.releaseRole()
    assert not player.state["revealed"]
    monkeypatch.setattr("lgdesktop.app.models.player_card.TAP_SECONDS", 60.0)  # and this one a tap
    player.holdRole()
    player.releaseRole()
    assert player.state["revealed"] and not player.state["holding"]
    qtbot.waitUntil(lambda: not player.state["revealed"], timeout=2000)


def test_every_role_gets_the_same_night_choice(english):
    game = second_night()
    living = [s for s in range(8) if game.alive[s]]
    players = {seat: seated(game, seat) for seat in living}
    roles = {players[seat].state["role"] for seat in living}
    assert {"werewolf", "villager"} <= roles
    for seat, player in players.items():
        assert player.state["publicPrompt"] == "Choose a player."
        assert [row["seat"] for row in player.target_rows.rows] == [s for s in living if s != seat]
    wolf = next(p for p in players.values() if p.state["role"] == "werewolf")
    mate = next(row for row in wolf.target_rows.rows if not row["allowed"])
    wolf.choose(mate["seat"])  # shown like the others, but not the pack's to pick
    assert wolf.port.calls == [] and wolf.state["refusal"] == "You cannot choose that player."


def visible_texts(item: QQuickItem) -> list[QQuickItem]:
    found = []
    for child in item.childItems():
        if child.isVisible() and child.opacity() > 0:
            if child.inherits("QQuickText") and child.property("text").strip():
                found.append(child)
            found.extend(visible_texts(child))
    return found


def press_r(window, kind: QEvent.Type) -> None:
    event = QKeyEvent(kind, Qt.Key.Key_R, Qt.KeyboardModifier.NoModifier, "r")
    QCoreApplication.sendEvent(window, event)
    QCoreApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_nothing_on_the_night_screen_tells_the_role(english, lang, monkeypatch):
    """A wolf's night screen, role hidden: no role name, no pack, no camp colour; holding R
    shows them, releasing hides them."""
    monkeypatch.setattr("lgdesktop.app.models.player_card.TAP_SECONDS", 0.0)
    language().choose(lang)
    game = second_night()
    wolf_seat = next(s for s in range(8) if game.player_view(s).role == "werewolf")
    player = seated(game, wolf_seat)
    session = runtime.Session(runtime.ErrorReporter())
    window = player_window(session, player)
    window.requestActivate()
    QCoreApplication.processEvents()
    secret = (player.state["roleLabel"], player.state["privateLines"][0])
    texts = visible_texts(window.contentItem())
    shown = " ".join(t.property("text") for t in texts)
    assert all(word not in shown for word in secret)
    assert {t.property("color").name() for t in texts}.isdisjoint(CAMP_COLOURS)
    press_r(window, QEvent.Type.KeyPress)
    assert player.state["revealed"]
    shown = " ".join(t.property("text") for t in visible_texts(window.contentItem()))
    assert all(word in shown for word in secret)
    press_r(window, QEvent.Type.KeyRelease)
    assert not player.state["revealed"]
    session.release()


def test_the_dead_see_every_role_only_while_they_hold(english):
    """A ghost's list of roles is a secret too: names only until R is held."""
    game = second_night()
    dead = next(s for s in range(8) if not game.alive[s])
    player = seated(game, dead)
    assert player.state["screen"] == "ghost" and player.known_rows.count > 0
    session = runtime.Session(runtime.ErrorReporter())
    window = player_window(session, player)
    QCoreApplication.processEvents()
    roles = {row["roleLabel"] for row in player.known_rows.rows}

    def shown() -> set[str]:
        return {t.property("text") for t in visible_texts(window.contentItem())}

    assert roles.isdisjoint(shown())
    player.holdRole()
    QCoreApplication.processEvents()
    assert roles <= shown()
    session.release()


def test_every_one_night_role_gets_the_same_night_screen(english):
    """one_night: every card composes the same screen (the wolves' step: the three center
    cards, no player, the same prompt) while the role is hidden, wolves, sleepers and the
    Seer alike."""
    deal = (
        "werewolf",
        "werewolf",
        "seer",
        "robber",
        "troublemaker",
        "drunk",
        "insomniac",
        "minion",
        "villager",
        "tanner",
        "hunter",
    )
    game = Game(GameSetup.create("one_night", [f"P{s}" for s in range(8)], 1, deal=deal))
    layouts = set()
    for seat in range(8):
        player = seated(game, seat)
        assert player.state["screen"] == "night" and player.state["composing"]
        layouts.add(
            (
                player.state["publicPrompt"],
                len(player.target_rows.rows),
                tuple(row["label"] for row in player.card_rows.rows),
                player.option_rows.count,
            )
        )
    assert layouts == {
        (
            "Make your choice, then confirm.",
            0,
            ("Center card 1", "Center card 2", "Center card 3"),
            0,
        )
    }
