"""docs/protocol.md agrees with the engine: its generated reference section (editions, role
ids, camps, center cards, settings and values, steps and their lengths, every input action
with its shapes, the enumerated event values and their meanings, the note keys, events and
their fields, the ``--deal`` format) is what ``python -m lgdesktop.protocol.reference``
writes from the source; and the values the engine declares cover every value fixed-seed
games emit."""

from pathlib import Path

from lgdesktop.engine import catalogue, get_edition, values
from lgdesktop.engine.notes import note_keys
from lgdesktop.engine.values import declared_values
from lgdesktop.protocol.observed import observe
from lgdesktop.protocol.reference import (
    ACTION_FIELDS,
    DOC_PATH,
    END,
    START,
    reference_text,
    with_reference,
)

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
    assert "| up to 64: `A1` … `H8` |" in sections["thiercelieux"]
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


def _declared_field(event: str, field: str) -> str:
    """The declared field an observed event field's values belong to."""
    if (event, field) in (("morning_news", "notes"), ("dawn_note", "notes")):
        return values.NEWS_FIELD
    return f"{event}.{field}"


def _as_declared(value: str) -> str:
    """An observed value as declarations write it: a news note's seat or role id after
    its colon as ``<seat>`` or ``<role>``."""
    name, colon, rest = value.partition(":")
    return name + (":<seat>" if rest.isdigit() else ":<role>") if colon else value


def test_every_value_the_games_emit_is_declared_by_their_edition():
    """The games are a cross-check of the declarations: every string value of an event
    field they logged is one the edition declares (or an action id of its inputs), so a
    new cause, outcome or ``told`` fact cannot reach the wire undeclared. And the
    declarations say more than the games show (values no fixed-seed game reaches)."""
    unseen = set()
    for info in catalogue.editions():
        declared = declared_values(get_edition(info.id))
        seen = observe(info.id)
        for (event, field), found in seen.values.items():
            if (event, field) in ACTION_FIELDS or not found:
                continue
            if (event, field) == ("step_started", "step"):
                assert found <= {s.key for s in info.steps}, info.id
                continue
            name = _declared_field(event, field)
            missing = {_as_declared(v) for v in found} - set(declared.get(name, ()))
            assert not missing, f"{info.id}: {name} values {sorted(missing)} are not declared"
        for name, listed in declared.items():
            event, _, field = name.rpartition(".")
            found = {
                _as_declared(v) for e in event.split("/") for v in seen.values.get((e, field), ())
            }
            unseen |= {(info.id, name, value) for value in set(listed) - found}
    assert ("jinrou", "probed.source", "random_white") in unseen
    assert ("anniversary", "morning_news/dawn_note.notes", "raven_mark:<seat>") in unseen


def test_the_reference_lists_every_note_key_and_every_declared_value():
    text = reference_text()
    notes = text.split("### Notes")[1].split("### ")[0]
    for info in note_keys():
        assert f"| `{info.key}` | {info.doc} |" in notes, info.key
    meanings = text.split("### Values of the enumerated fields")[1].split("### ")[0]
    for info in catalogue.editions():
        for name, listed in declared_values(get_edition(info.id)).items():
            for value, item in listed.items():
                assert f"| `{name}` | `{value}` | {item.doc} |" in meanings, (name, value)
    jinrou = text.split("### Edition `jinrou`")[1].split("### ")[0]
    assert "| `probed` | `source` | `medium`, `random_white`, `seer` |" in jinrou
