"""docs/protocol.md agrees with the engine: its generated reference section (editions, role
ids, camps, center cards, settings and values, steps and their lengths, every input action
with its shapes, the enumerated event values, events and their fields, the ``--deal``
format) is what ``python -m lgdesktop.protocol.reference`` writes from the source."""

from pathlib import Path

from lgdesktop.engine import catalogue
from lgdesktop.protocol.observed import observe
from lgdesktop.protocol.reference import DOC_PATH, END, START, reference_text, with_reference

ROOT = Path(__file__).resolve().parents[2]


def test_the_document_agrees_with_the_catalogue():
    document = (ROOT / DOC_PATH).read_text(encoding="utf-8")
    assert START in document and END in document
    assert with_reference(document) == document, (
        "docs/protocol.md disagrees with the catalogue: run "
        "uv run python -m lgdesktop.protocol.reference"
    )


def test_the_reference_names_every_role_and_setting_value():
    text = reference_text()
    for info in catalogue.editions():
        assert f"### Edition `{info.id}`" in text
        for role in info.roles:
            assert f"| `{role.id}` | `{role.camp}` |" in text
        for spec in info.settings:
            assert f"| `{spec.name}` |" in text
            assert all(f"`{value}`" in text for value in spec.choices)


def test_every_action_offered_is_listed_with_its_shape_per_edition():
    """Each input a fixed-seed game offers has its row: the Thief's take names one of the
    two center cards he brings, the Little Girl's spy one of 64 squares, the jinrou
    pack's devour one seat."""
    text = reference_text()
    sections = {
        info.id: text.split(f"### Edition `{info.id}`")[1].split("### ")[0]
        for info in catalogue.editions()
    }
    for edition_id, section in sections.items():
        for action in observe(edition_id).actions:
            assert f"| `{action}` | `" in section, (edition_id, action)
    assert "0 center card(s) (+2 with `thief`)" in sections["thiercelieux"]
    assert (
        "| `take` | `night_choice` | `thief` | `thief` | — | 1 of 2 | — |"
        in sections["thiercelieux"]
    )
    assert "| 64: `A1` … `H8` |" in sections["thiercelieux"]
    assert "| `devour` | `night_choice` | `werewolf` | `night` | 1 of" in sections["jinrou"]


def test_the_pack_step_says_its_length_and_the_enumerations_their_values():
    text = reference_text().split("### Edition `thiercelieux`")[1].split("### ")[0]
    assert "| `werewolf` | `night` | `werewolf`, `little_girl` | yes | `cycle` | 60 s |" in text
    assert (
        "| `death_cause` | `cause` | `banished`, `devoured`, `heartbreak`, `poisoned`, `shot` |"
        in text
    )
    assert "| `died` | `public_cause` | `banished`, `day`, `night` |" in text
    assert "| `told` | `what` | `caught`, `lovers`, `nothing`, `victim` |" in text


def test_observed_games_are_deterministic():
    """The generated document must not depend on the run: a second observation (cache
    cleared) sees the same shapes and values."""
    first = observe("one_night")
    observe.cache_clear()
    again = observe("one_night")
    assert (first.games, dict(first.actions), dict(first.values)) == (
        again.games,
        dict(again.actions),
        dict(again.values),
    )
