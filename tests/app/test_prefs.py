"""Remembered choices: the preferences file, the language default, the launcher's form and
the last table hosted (app/prefs.py, app/launch.py, app/launcher.py)."""

from __future__ import annotations

import asyncio
import json

import pytest

from lgdesktop.app.shell import launch, prefs
from lgdesktop.app.shell.launcher import LauncherModel
from lgdesktop.net.server import HostConfig
from lgdesktop.protocol import LobbyState


@pytest.fixture(autouse=True)
def own_prefs(tmp_path, monkeypatch):
    """Each test starts from no preferences file."""
    monkeypatch.setenv(prefs.CONFIG_DIR_ENV, str(tmp_path))


def test_preferences_round_trip():
    assert prefs.load() == prefs.Prefs()
    saved = prefs.update(
        language="en",
        player_name="Zoé",
        last_host="192.0.2.7:47801",
        composition={"werewolf": 3},
        settings={"tie_rule": "random"},
    )
    assert prefs.load() == saved
    assert prefs.update(room="Salon").player_name == "Zoé"


@pytest.mark.parametrize(
    "content",
    [
        "not json",
        "[1, 2]",
        json.dumps(
            {
                "language": "de",
                "players": "many",
                "composition": {"werewolf": "two"},
                "player_name": "Zork",
            }
        ),
    ],
)
def test_a_damaged_file_gives_the_defaults_for_what_is_bad(content):
    prefs.prefs_path().write_text(content, encoding="utf-8")
    loaded = prefs.load()
    assert (loaded.language, loaded.players, loaded.composition) == ("", 0, {})
    assert loaded.player_name in ("", "Zork")


@pytest.mark.parametrize(
    ("locale", "code"),
    [("fr_FR", "fr"), ("fr-CA", "fr"), ("en_GB", "en"), ("de_DE", "en"), ("C", "en")],
)
def test_the_language_follows_the_system_in_french_or_english(locale, code):
    assert prefs.language_for(locale) == code


def test_a_language_switch_is_remembered(app, english):
    from lgdesktop.app.texts.i18n import language

    launch.start_language("en")
    language().choose("fr")
    assert prefs.load().language == "fr"
    language().choose("en")
    assert prefs.load().language == "en"


def _lobby(composition: dict[str, int], settings: dict[str, str]) -> LobbyState:
    from lgdesktop.engine import get_edition

    rules = get_edition("jinrou")
    return LobbyState(
        room="Salon",
        edition="jinrou",
        state="lobby",
        max_players=9,
        seats=[],
        composition=composition,
        settings=settings,
        recommended=rules.recommended_setup(9),
        addresses=[],
    )


def test_the_last_table_is_remembered_and_reused_where_it_fits():
    from lgdesktop.engine import get_edition
    from lgdesktop.engine.settings import resolve_settings

    settings = {**resolve_settings(get_edition("jinrou").settings, {}), "tie_rule": "random"}
    launch.remember_table(_lobby({"werewolf": 2, "seer": 1, "fox": 1, "villager": 5}, settings))
    saved = prefs.load()
    assert saved.composition == {"werewolf": 2, "seer": 1, "fox": 1}
    assert saved.settings == {"tie_rule": "random"}
    config = launch.remember_last_table(HostConfig(players=9))
    assert (config.composition, config.settings) == (saved.composition, saved.settings)
    # Four seats cannot hold these roles: the settings stay, the composition goes.
    small = launch.remember_last_table(HostConfig(players=4))
    assert (small.composition, small.settings) == (None, {"tie_rule": "random"})


def test_the_recommended_composition_is_not_frozen():
    from lgdesktop.engine import get_edition

    launch.remember_table(_lobby(get_edition("jinrou").recommended_setup(9), {}))
    assert prefs.load().composition == {}


def test_the_launcher_offers_the_last_room_and_table_size(app, english):
    prefs.update(room="Chez Zoé", players=11)

    async def main() -> None:
        model = LauncherModel()
        assert (model.state["room"], model.state["players"]) == ("Chez Zoé", 11)
        model.choose("host", "Salon bleu", 7)
        assert (prefs.load().room, prefs.load().players) == ("Salon bleu", 7)

    asyncio.run(main())


def test_the_join_form_offers_the_last_name_and_host(app, english):
    from lgdesktop.app.shell import runtime

    from .controls import async_join_window, item

    prefs.update(player_name="Zork", last_host="192.0.2.7:47801")

    async def main(reporter: runtime.ErrorReporter) -> int:
        session = runtime.Session(reporter)
        window, joining = await async_join_window(session, discovery=False)
        texts = (
            item(window, "nameField").property("text"),
            item(window, "addressField").property("text"),
        )
        window.close()
        await joining
        return 0 if texts == ("Zork", "192.0.2.7:47801") else 1

    assert runtime.run(main) == 0
