"""Languages: every text translated, catalogues up to date, switching at run time."""

from __future__ import annotations

import shutil
import typing
import xml.etree.ElementTree as ET

import pytest

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.texts import i18n, texts
from lgdesktop.engine import Game, get_edition
from lgdesktop.protocol import Language

from .conftest import setup


def unfinished(ts) -> list[str]:
    """Sources of ``ts`` whose translation is missing or marked unfinished."""
    missing = []
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        forms = [form.text for form in translation.findall("numerusform")] or [translation.text]
        if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(forms):
            missing.append(message.find("source").text)
    return missing


@pytest.mark.parametrize("code", [code for code, _ in i18n.LANGUAGES])
def test_no_text_is_left_untranslated(code, tmp_path):
    """A fresh extraction from today's sources, merged into the catalogue, finds every
    text already translated (a new or changed text fails here until translated)."""
    ts = tmp_path / i18n.ts_path(code).name
    shutil.copy(i18n.ts_path(code), ts)
    extra = ("-pluralonly",) if code == i18n.SOURCE_LANGUAGE else ()
    i18n.update_catalog(ts, extra=extra)
    assert unfinished(ts) == []
    assert ts.read_text(encoding="utf-8") == i18n.ts_path(code).read_text(encoding="utf-8"), (
        "the catalogue is stale: run `uv run python -m lgdesktop.app.texts.i18n`"
    )


@pytest.mark.parametrize("code", [code for code, _ in i18n.LANGUAGES])
def test_the_compiled_catalogue_is_up_to_date(code, tmp_path):
    qm = tmp_path / "built.qm"
    i18n.compile_catalog(i18n.ts_path(code), qm)
    assert qm.read_bytes() == i18n.qm_path(code).read_bytes(), (
        "run `uv run python -m lgdesktop.app.texts.i18n`"
    )


def test_every_role_and_setting_has_its_words():
    edition = get_edition("jinrou")
    for role in edition.roles:
        assert role.id in texts.ROLE_NAMES and role.id in texts.ROLE_HELP
        assert role.id in texts.ROLE_BLURBS
    for spec in edition.settings:
        assert spec.name in texts.SETTING_NAMES
        for choice in spec.choices:
            assert (spec.name, choice) in texts.SETTING_VALUES or choice in texts.COMMON_VALUES
    for role_id in edition.NARRATION:
        assert role_id[0] in texts.NARRATION


def test_switching_language_rewrites_the_screens(english):
    board = BoardModel()
    board.update_view(Game(setup(6, seed=1)).public_view())
    assert board.state["narrationLine"].startswith("Night falls")
    i18n.language().choose("fr")
    assert (
        board.state["narrationLine"] == "La nuit tombe sur le village. Tout le monde ferme "
        "les yeux."
    )
    assert texts.role_name("seer") == "Voyante"
    assert texts.votes_count(2) == "2 voix"
    i18n.language().choose("en")
    assert texts.votes_count(1) == "1 vote" and texts.votes_count(3) == "3 votes"
    with pytest.raises(ValueError, match="unknown language"):
        i18n.language().choose("de")


def test_rendering_in_another_language_leaves_the_process_language_alone(english):
    """A phone's screen rendered in English while the TV reads French, and the other way
    round: each block reads its own language (plurals included), the process's language
    and its installed translators stay as they were."""
    board = BoardModel()
    board.update_view(Game(setup(6, seed=1)).public_view())
    for process, other in (("fr", "en"), ("en", "fr")):
        i18n.language().choose(process)
        line = board.state["narrationLine"]
        before = (texts.role_name("seer"), texts.votes_count(2))
        with i18n.rendering_in(other):
            inside = (texts.role_name("seer"), texts.votes_count(2), texts.votes_count(1))
        assert (
            inside
            == {
                "en": ("Seer", "2 votes", "1 vote"),
                "fr": ("Voyante", "2 voix", "1 voix"),
            }[other]
        )
        assert (texts.role_name("seer"), texts.votes_count(2)) == before
        assert i18n.language().code == process
        assert board.state["narrationLine"] == line
    with pytest.raises(ValueError, match="unknown language"), i18n.rendering_in("de"):
        pass


def test_the_phones_languages_are_the_apps():
    """The protocol's ``Language`` (a phone's ``hello.screen``) lists the app's languages."""
    assert set(typing.get_args(Language)) == {code for code, _ in i18n.LANGUAGES}
