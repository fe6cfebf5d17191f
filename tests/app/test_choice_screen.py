"""The one generic choice screen for rich inputs (pick N players, center cards, an option),
driven through the player model and the QML on the test-only ``trial`` edition: a two-seat
swap, a center peek, a choice between two forms, an option; the same layout for every role
while the role is hidden; chats per channel; several winners and several eliminated."""

from __future__ import annotations

import pytest
from engine.trial import registered  # noqa: F401 (the module's autouse fixture)
from PySide6.QtCore import QCoreApplication, QtMsgType, qInstallMessageHandler

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.models.player import PlayerModel
from lgdesktop.engine import HOST, Game, GameSetup, NightChoice, Timeout, Vote

from .conftest import NAMES, RecordingPort
from .controls import click, item, player_window

#: seats 0-5, then the center cards 0-2: a lone wolf (the other wolf is in the center).
DEAL = [
    "werewolf",
    "seer",
    "robber",
    "troublemaker",
    "tanner",
    "twin",
    "villager",
    "twin",
    "werewolf",
]


def new_game(deal: list[str] = DEAL) -> Game:
    return Game(GameSetup.create("trial", list(NAMES[:6]), 0, deal=deal, timed_nights=True))


def seated(game: Game, seat: int) -> tuple[PlayerModel, RecordingPort]:
    port = RecordingPort()
    player = PlayerModel(port)
    player.update_view(game.player_view(seat))
    player.acknowledgeRole()
    return player, port


def rows(model, key: str) -> list:
    return [row[key] for row in model.rows]


def test_a_two_seat_swap_is_composed_then_confirmed(english):
    game = new_game()
    player, port = seated(game, 3)  # the troublemaker
    assert player.state["composing"] and player.state["screen"] == "night"
    assert rows(player.card_rows, "allowed") == [False, False, False]
    assert player.state["pickHint"] == "two players"
    player.toggleSeat(0)
    assert not player.state["canConfirm"]
    player.confirmPick()  # one seat only: refused here, nothing sent
    assert port.calls == [] and player.state["refusal"]
    player.toggleSeat(5)
    assert player.state["canConfirm"] and rows(player.target_rows, "mine").count(True) == 2
    player.confirmPick()
    assert port.calls[-1] == ("submit", NightChoice(seats=(0, 5)))
    game.submit(3, port.calls[-1][1])
    player.update_view(game.player_view(3))
    assert not player.state["hasAction"]


def test_a_center_peek_and_a_choice_of_forms(english):
    game = new_game()
    wolf, port = seated(game, 0)
    assert rows(wolf.card_rows, "allowed") == [True, True, True]
    assert rows(wolf.target_rows, "allowed") == [False] * 5
    wolf.toggleCard(2)
    wolf.confirmPick()
    assert port.calls[-1] == ("submit", NightChoice(cards=(2,)))
    seer, port = seated(game, 1)
    assert seer.state["pickHint"] == "one player, or two center cards"
    seer.toggleCard(0)
    seer.toggleCard(1)
    seer.toggleCard(1)
    assert not seer.state["canConfirm"]
    seer.toggleCard(2)
    seer.confirmPick()
    assert port.calls[-1] == ("submit", NightChoice(cards=(0, 2)))
    seer.toggleSeat(4)  # a new selection on the same step: one player this time
    seer.confirmPick()
    assert port.calls[-1] == ("submit", NightChoice(4))


def test_an_option(english):
    game = new_game()
    robber, port = seated(game, 2)
    assert rows(robber.option_rows, "option") == ["pass"]
    assert rows(robber.option_rows, "label") == ["Do nothing"]
    robber.chooseOption("pass")
    robber.confirmPick()
    assert port.calls[-1] == ("submit", NightChoice(option="pass"))
    robber.toggleSeat(1)
    robber.chooseOption("pass")
    assert not robber.state["canConfirm"]  # a player and an option: no form fits
    robber.chooseOption("pass")  # picked again: taken back
    robber.confirmPick()
    assert port.calls[-1] == ("submit", NightChoice(1))


def test_every_role_gets_the_same_layout_while_hidden(english):
    game = new_game()
    players = [seated(game, seat)[0] for seat in range(6)]
    public = {
        (p.state["composing"], p.state["publicPrompt"], p.target_rows.count, p.card_rows.count)
        for p in players
    }
    assert public == {(True, "Make your choice, then confirm.", 5, 3)}


def test_channels_follow_the_dealt_card_and_several_win(english):
    game = new_game()
    twin, port = seated(game, 5)
    assert rows(twin.channel_rows, "channel") == ["twins"] and twin.state["livingChat"]
    twin.add_chat("Ana", "psst", "twins")
    assert twin.chat_rows.rows == [{"author": "Ana", "line": "psst"}]
    twin.sendChat("hi")
    assert port.calls[-1] == ("chat", "twins", "hi")
    villager, _ = seated(game, 4)
    assert villager.channel_rows.count == 0 and not villager.state["livingChat"]
    picks = {
        0: NightChoice(cards=(0,)),
        1: NightChoice(4),
        2: NightChoice(option="pass"),
        3: NightChoice(seats=(1, 2)),
    }  # the wolf and the tanner keep their cards
    for seat in range(6):
        game.submit(seat, picks.get(seat) or _any_pick(game, seat))
    while game.phase.value != "vote":
        game.submit(HOST, Timeout())
    board = BoardModel(object())
    board.update_view(game.public_view())
    for seat, target in enumerate([4, 4, 4, 0, 0, 0]):
        game.submit(seat, Vote(target))
    assert game.ended and set(game.last_tally.eliminated) == {0, 4}
    board.update_view(game.public_view())
    tally = next(i for i in board.interludes if i.kind == "tally")
    while board.interludes[0] is not tally:
        board.next_interlude()
    assert "are eliminated" in board.state["tallyText"]
    assert NAMES[0] in board.state["tallyText"] and NAMES[4] in board.state["tallyText"]
    twin.update_view(game.player_view(5))
    labels = game.result.labels
    assert labels == ("village", "tanner")
    assert (
        board.state["winnerTitle"]
        == twin.state["winnerTitle"]
        == "The village wins! The Tanner wins!"
    )


def _any_pick(game: Game, seat: int) -> NightChoice:
    """The first legal pick of ``seat``'s first form."""
    spec = game.legal_inputs(seat)[0]
    return NightChoice(
        seats=spec.targets[: spec.count],
        cards=spec.cards[: spec.card_count],
        option=spec.options[0] if spec.options else "",
    )


def test_the_window_composes_a_swap_with_no_qml_warning(session, english):
    caught: list[str] = []
    previous = qInstallMessageHandler(
        lambda kind, context, message: (
            caught.append(message)
            if kind not in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg)
            else None
        )
    )
    try:
        game = new_game()
        port = RecordingPort()
        player = PlayerModel(port)
        window = player_window(session, player)
        player.update_view(game.player_view(3))
        player.acknowledgeRole()
        QCoreApplication.processEvents()
        for name in ("target_" + NAMES[0], "target_" + NAMES[5], "confirmPick"):
            click(window, name)
            QCoreApplication.processEvents()
        assert port.calls[-1] == ("submit", NightChoice(seats=(0, 5)))
        assert item(window, "card_0").isEnabled()
        with pytest.raises(AssertionError):
            item(window, "option_pass")  # hidden role: no option shown
        player.update_view(game.player_view(2))  # the robber's screen, role shown
        player.acknowledgeRole()
        player.peekRole()
        QCoreApplication.processEvents()
        click(window, "option_pass")
        click(window, "confirmPick")
        assert port.calls[-1] == ("submit", NightChoice(option="pass"))
        assert not window.grabWindow().isNull()
    finally:
        qInstallMessageHandler(previous)
    assert caught == [] and session.warnings == []
