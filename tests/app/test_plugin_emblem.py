"""The plug-in proof, on screen: the test-only Confidant (``tests/engine/plugin_role.py``)
shows the emblem it ships, through the art provider's registry, never the face-down card
that a role with no emblem gets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from engine.plugin_role import CONFIDANT, EMBLEMS, PluginTrial, plugged_in
from engine.test_plugin_role import DEAL
from PySide6.QtCore import QCoreApplication, QEventLoop, QSize
from PySide6.QtGui import QColor, QImage, QImageReader
from PySide6.QtQuick import QQuickItem

from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.shell.images import ROLE_ART, UNDRAWN_ROLE, ArtProvider
from lgdesktop.engine import Game, GameSetup

from .conftest import NAMES, RecordingPort
from .controls import player_window

#: The side of the emblems the provider draws here, in pixels.
SIDE = 64
#: The Confidant's disc: the village camp's colour, which his emblem shows near its top.
VILLAGE_BLUE = QColor("#56b4e9")


@pytest.fixture(autouse=True)
def confidant() -> Iterator[None]:
    with plugged_in():
        yield


def drawn(art: str) -> QImage:
    return ArtProvider().requestImage(art, QSize(), QSize(SIDE, SIDE))


def test_the_art_provider_draws_the_emblem_the_plug_in_ships(app) -> None:
    reader = QImageReader(str(EMBLEMS[CONFIDANT]))
    reader.setScaledSize(QSize(SIDE, SIDE))
    assert drawn(f"{ROLE_ART}{CONFIDANT}") == reader.read()
    assert drawn(f"{ROLE_ART}{CONFIDANT}") != drawn(UNDRAWN_ROLE)


def emblems(root: QQuickItem, source: str) -> list[QQuickItem]:
    """The visible images of ``root``'s tree whose source is ``source``."""
    found, stack = [], [root]
    while stack:
        current = stack.pop()
        if current.isVisible() and current.property("source") == source:
            found.append(current)
        stack.extend(current.childItems())
    return found


def grabbed(item: QQuickItem) -> QImage:
    """``item`` drawn on its own, as the scene graph renders it."""
    result = item.grabToImage()
    loop = QEventLoop()
    result.ready.connect(loop.quit)
    loop.exec()
    return result.image()


def test_the_confidant_s_card_shows_his_emblem(session, english) -> None:
    game = Game(GameSetup.create(PluginTrial.id, list(NAMES[:6]), 0, deal=DEAL))
    player = PlayerModel(RecordingPort())
    player.update_view(game.player_view(0))
    window = player_window(session, player)
    player.acknowledgeRole()
    player.holdRole()
    QCoreApplication.processEvents()
    (emblem,) = emblems(window.contentItem(), f"image://art/{ROLE_ART}{CONFIDANT}")
    image = grabbed(emblem)
    assert image.pixelColor(image.width() // 2, image.height() // 8) == VILLAGE_BLUE
    window.close()
