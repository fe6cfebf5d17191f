"""The texts' registry: each family of characters and each edition fills the shared tables
from its own module, imported from one place, and no text is given twice."""

from __future__ import annotations

import pkgutil
import sys
from collections.abc import Iterator

import pytest

from lgdesktop.app.texts import editions, registry, roles, texts

#: A character this test alone deals: its texts, as its module would register them.
BARD_TEXTS = {
    "ROLE_NAMES": {"test_bard": "Bard"},
    "EDITION_ROLE_HELP": {("anniversary", "test_bard"): "Each night, sing to one player."},
    "EDITION_NARRATION": {("anniversary", "test_bard"): "The Bard wakes up and tunes his lute…"},
    "PICK_NOTES": {"sing": "you sang to {picked}."},
    "TOLD_NOTES": {"sung": "the Bard's song reached {names}."},
}


@pytest.fixture
def bard() -> Iterator[None]:
    """The test-only Bard's texts registered for one test, then taken out again."""
    registry.register(**BARD_TEXTS)
    yield
    for name, items in BARD_TEXTS.items():
        for key in items:
            del registry.TABLES[name][key]


def test_a_new_character_reads_from_its_one_text_module(bard):
    assert texts.role_name("test_bard") == "Bard"
    assert texts.role_help("test_bard", "anniversary") == "Each night, sing to one player."
    assert texts.narration("test_bard", "anniversary") == "The Bard wakes up and tunes his lute…"
    assert texts.pick_note("sing", "Ana") == "you sang to Ana."
    assert texts.told_note("sung", ["Ana", "Bob"]) == "the Bard's song reached Ana and Bob."
    # Elsewhere the generic words, as for any card the app has no text for.
    assert texts.role_help("test_bard", "forum") == ""


def test_a_text_given_twice_is_refused_and_nothing_is_added():
    before = {name: len(table) for name, table in registry.TABLES.items()}
    with pytest.raises(ValueError, match="devoured registered twice"):
        registry.register(ROLE_NAMES={"test_bard": "Bard"}, CAUSES={"devoured": "eaten"})
    with pytest.raises(ValueError, match="no text table"):
        registry.register(ROLE_NAMES={"test_bard": "Bard"}, ROLE_NAME={"test_bard": "Bard"})
    assert {name: len(table) for name, table in registry.TABLES.items()} == before
    assert texts.role_name("test_bard") == "test_bard"


@pytest.mark.parametrize("package", [roles, editions])
def test_every_text_module_is_imported_from_its_package(package):
    """A family's or an edition's module that its package does not import would never
    register its texts."""
    modules = [info.name for info in pkgutil.iter_modules(package.__path__)]
    assert modules
    assert [name for name in modules if f"{package.__name__}.{name}" not in sys.modules] == []
