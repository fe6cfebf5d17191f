"""docs/protocol.md agrees with the catalogue: its generated reference section (editions,
role ids, camps, settings and values, events and their values, the ``--deal`` format) is
what ``python -m lgdesktop.protocol.reference`` writes from the source."""

from pathlib import Path

from lgdesktop.engine import catalogue
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
