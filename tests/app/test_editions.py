"""Every built edition is offered: in the launcher's *Host* form (with its player range) and
in the TV lobby (a request to the host); a laptop of protocol 1 gets a translated sentence."""

from __future__ import annotations

from engine.trial import registered  # noqa: F401 (the module's autouse fixture)

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.shell import runtime
from lgdesktop.app.shell.launcher import LauncherModel
from lgdesktop.app.texts import errors
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import catalogue
from lgdesktop.protocol import LobbySeat, LobbyState

from .conftest import NAMES, RecordingPort
from .controls import click, item


def test_the_launcher_offers_every_edition_with_its_range(app, english):
    async def main(reporter: runtime.ErrorReporter) -> int:
        session = runtime.Session(reporter)
        model = LauncherModel()
        editions = [row["edition"] for row in model.edition_rows.rows]
        assert editions == [info.id for info in catalogue.editions()]  # trial included
        trial = model.edition_rows.rows[editions.index("trial")]
        assert trial["label"].endswith("(3 to 8 players)")
        assert (model.state["edition"], model.state["maxPlayers"]) == ("jinrou", 20)
        window = session.open(
            "LauncherWindow", {"launcher": model, "errors": reporter, "language": language()}
        )
        assert item(window, "editionChoice").property("currentIndex") == editions.index("jinrou")
        model.chooseEdition("trial")
        assert (model.state["edition"], model.state["minPlayers"], model.state["maxPlayers"]) == (
            "trial",
            3,
            8,
        )
        assert model.state["players"] <= 8
        assert item(window, "editionChoice").property("currentIndex") == editions.index("trial")
        assert session.warnings == []
        await session.async_shutdown()
        return 0

    assert runtime.run(main) == 0


def lobby(edition: str) -> LobbyState:
    return LobbyState(
        room="Salon",
        edition=edition,
        state="lobby",
        max_players=8,
        seats=[LobbySeat(i, NAMES[i], True, True, False) for i in range(4)],
        composition={"werewolf": 1},
        settings={},
        recommended={},
        addresses=[],
        code="4821",
    )


def test_the_tv_lobby_asks_the_host_for_another_edition(session, english):
    port = RecordingPort()
    board = BoardModel(port)
    board.update_lobby(lobby("jinrou"))
    window = session.open(
        "BoardWindow", {"board": board, "errors": session.reporter, "language": language()}
    )
    editions = [info.id for info in catalogue.editions()]
    assert item(window, "editionChoice").property("count") == len(editions)
    board.setEdition("jinrou")  # the edition already played: nothing asked
    assert port.calls == []
    board.setEdition("trial")
    assert port.calls == [("set_edition", "trial")]
    board.update_lobby(lobby("trial"))  # the host's answer: the panels follow it
    assert board.state["editionIndex"] == editions.index("trial")
    assert {row["role"] for row in board.composition_rows.rows} >= {"robber", "twin"}
    click(window, "editionChoice")
    assert session.warnings == []


def test_a_version_1_laptop_reads_install_the_same_version(english):
    language().choose("fr")
    sentence = errors.error_text("incompatible_version", {"theirs": "1", "ours": "2"})
    assert "même version" in sentence
