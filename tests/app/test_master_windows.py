"""Issue 13's screens in the real windows (offscreen), with no QML warning: the Captain's
badge and his ballot's ×2 on the TV and on a laptop, candidacies answered by clicks with
the role hidden, an owed choice of any number of seats ticked and confirmed, and the
private notes scrolling within a bounded height when they are many."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import HOST, Act, Game, Timeout, Vote

from .apptrial import SCAPEGOAT_DEAL, everybody, new_game, night, registered  # noqa: F401
from .conftest import NAMES, RecordingPort
from .controls import click, item, player_window

CAPTAIN = 1
#: The player window's canvas height (PlayerView.qml draws at 1280x800).
CANVAS_HEIGHT = 800


def render(window) -> None:
    QCoreApplication.processEvents()
    assert not window.grabWindow().isNull()


def at_the_vote(game: Game, victim: int = 3) -> Game:
    everybody(game, lambda seat: Vote(CAPTAIN))
    night(game, victim)
    game.submit(HOST, Timeout())
    return game


def test_the_badge_and_the_weight_on_the_tv_and_a_laptop(session, messages):
    game = at_the_vote(new_game())
    board = BoardModel(object())
    board.update_view(game.public_view())
    window = session.open(
        "BoardWindow", {"board": board, "errors": session.reporter, "language": language()}
    )
    render(window)
    assert board.state["screen"] == "vote"
    assert item(window, "badge_Quill").isVisible()
    assert item(window, "weight_Quill").property("text") == "×2"
    with pytest.raises(AssertionError):
        item(window, "badge_Zork")
    player = PlayerModel(RecordingPort())
    player.update_view(game.player_view(4))
    player.acknowledgeRole()
    laptop = player_window(session, player)
    render(laptop)
    assert player.state["screen"] == "vote"
    assert item(laptop, "badge_Quill").isVisible()
    assert item(laptop, "weight_Quill").property("text") == "×2"
    language().choose("fr")
    render(window)
    render(laptop)
    assert messages == [] and session.warnings == []


def test_candidacies_and_a_choice_of_voters_by_clicks(session, messages):
    game = new_game("apptrial", candidacy="on")
    port = RecordingPort()
    player = PlayerModel(port)
    player.update_view(game.player_view(2))
    player.acknowledgeRole()
    window = player_window(session, player)
    render(window)
    assert not player.state["revealed"]
    click(window, "option_stand")  # shown with the role hidden: a public choice
    render(window)
    click(window, "confirmPick")
    assert port.calls[-1] == ("submit", Vote(option="stand"))

    game = new_game("apptrial", deal=SCAPEGOAT_DEAL)
    at_the_vote(game, victim=4)
    everybody(game, lambda seat: Vote(0 if seat == 3 else 3))
    player.update_view(game.player_view(3))
    player.acknowledgeRole()
    render(window)
    assert player.state["screen"] == "shoot" and player.state["action"] == "choose_voters"
    assert item(window, "pickHint").isVisible()
    for name in (NAMES[0], NAMES[5]):
        click(window, "target_" + name)
        render(window)
    click(window, "confirmPick")
    assert port.calls[-1] == ("submit", Act(seats=(0, 5)))
    click(window, "clearPick")
    render(window)
    click(window, "confirmPick")  # nobody ticked: an answer too
    assert port.calls[-1] == ("submit", Act())
    assert messages == [] and session.warnings == []


def test_many_private_notes_scroll_in_a_bounded_panel(session, messages):
    game = new_game()
    player = PlayerModel(RecordingPort())
    player.update_view(game.player_view(2))
    player.acknowledgeRole()
    window = player_window(session, player)
    player.peekRole()
    render(window)
    few = item(window, "notesView")
    assert few.height() < few.property("contentHeight") + 1  # a few notes: no scrolling
    lines = [
        f"Call {n}: you noted a suspicion of {NAMES[n % 6]} (this changes nothing)."
        for n in range(80)
    ]
    player.publish(privateLines=lines)
    render(window)
    notes = item(window, "notesView")
    assert notes.property("contentHeight") > 2000
    assert notes.height() <= 360
    panel = notes.parentItem().parentItem()
    assert panel.height() < CANVAS_HEIGHT
    notes.setProperty("contentY", notes.property("contentHeight") - notes.height())
    render(window)
    assert messages == [] and session.warnings == []
