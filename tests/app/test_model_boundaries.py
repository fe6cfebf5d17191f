"""The view-models' boundary: ``lgdesktop/app/models`` reads edition facts from the engine's
views and :mod:`lgdesktop.engine.catalogue`, never from an edition's own module
(``lgdesktop.engine.editions``): a new edition or character then needs no change there.
They render the view's notes, never an engine event class, and name no role id.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import lgdesktop.app.models
from lgdesktop.engine import catalogue, events

MODELS = Path(lgdesktop.app.models.__file__).parent
#: The package the model modules are in, from which their relative imports start.
PACKAGE = "lgdesktop.app.models"
#: The modules no view-model may import (nor anything inside them).
FORBIDDEN = "lgdesktop.engine.editions"


def imported_modules(source: str, package: str = PACKAGE) -> list[tuple[int, str]]:
    """Every module ``source`` (a module of ``package``) imports, by absolute name, with its
    line; ``from X import y`` counts as importing ``X`` and ``X.y`` (``y`` may be a module)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            parts = package.split(".")
            base = parts[: len(parts) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            found.append((node.lineno, module))
            found += [(node.lineno, f"{module}.{alias.name}") for alias in node.names]
    return found


def forbidden_imports(source: str) -> list[str]:
    """The imports of :data:`FORBIDDEN` (or of a module inside it) in ``source``."""
    return [
        f"line {line}: {module}"
        for line, module in imported_modules(source)
        if module == FORBIDDEN or module.startswith(FORBIDDEN + ".")
    ]


@pytest.mark.parametrize(
    "source",
    [
        "from ...engine.editions.thiercelieux import CELLS",
        "from ...engine import editions",
        "from lgdesktop.engine.editions import anniversary",
        "import lgdesktop.engine.editions.forum as forum",
        "def f():\n    from ...engine.editions import get_edition\n",
    ],
)
def test_the_check_finds_every_form_of_import_of_an_edition(source):
    assert forbidden_imports(source)


@pytest.mark.parametrize(
    "source",
    [
        "from ...engine import catalogue, get_edition",
        "from ...engine.model import InputSpec",
        "from .editions_list import rows",  # a module of the app's own named alike
        "from ..texts import editions",
    ],
)
def test_the_check_lets_the_engine_facade_and_the_app_modules_through(source):
    assert forbidden_imports(source) == []


def test_no_view_model_imports_an_edition_module():
    modules = sorted(MODELS.glob("*.py"))
    assert modules, f"no module found in {MODELS}"
    found = {
        path.name: bad
        for path in modules
        if (bad := forbidden_imports(path.read_text(encoding="utf-8")))
    }
    assert found == {}


# ---------------------------------------------------------------- no event, no role named

#: The engine's event classes (:class:`lgdesktop.engine.events.Event` and its subclasses):
#: the view-models read the notes the events give, never the events themselves.
EVENT_CLASSES = frozenset(
    name
    for name, cls in vars(events).items()
    if isinstance(cls, type) and issubclass(cls, events.Event)
)
#: Every role id of every edition: the view-models render the view, never a character.
ROLE_IDS = frozenset(role.id for edition in catalogue.editions() for role in edition.roles)


def named_engine_facts(source: str) -> list[str]:
    """Where ``source`` names an engine event class (as a name or an attribute, imported
    or not) or holds a string literal equal to a role id; the name of a note's param is
    let through (``note.param("werewolf")``: a probe's answer, not a card)."""
    tree = ast.parse(source)
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "param":
            skipped |= {id(arg) for arg in node.args[:1]}
    found = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Name) and node.id in EVENT_CLASSES:
            found.append(f"line {node.lineno}: event class {node.id}")
        elif isinstance(node, ast.Attribute) and node.attr in EVENT_CLASSES:
            found.append(f"line {node.lineno}: event class {node.attr}")
        elif isinstance(node, ast.alias) and node.name.rpartition(".")[2] in EVENT_CLASSES:
            found.append(f"line {node.lineno}: imports the event class {node.name}")
        elif isinstance(node, ast.Constant) and node.value in ROLE_IDS:
            found.append(f"line {node.lineno}: role id {node.value!r}")
    return found


@pytest.mark.parametrize(
    "source",
    [
        "from ...engine.events import Told",
        "from ...engine import events\nx = events.VoteTally",
        "def f(e):\n    return isinstance(e, CardSeen)",
        "HELD = 'stuttering_judge'",
        "def f(view):\n    return view.role == 'cupid'",
        "STEPS = {('forum', 'savior')}",
    ],
)
def test_the_check_finds_an_event_class_or_a_role_id(source):
    assert named_engine_facts(source)


@pytest.mark.parametrize(
    "source",
    [
        "from ...engine.notes import Note",
        "def f(note):\n    return note.key == 'told.victim'",
        "def f(note):\n    return note.param('werewolf')",
    ],
)
def test_the_check_lets_notes_through(source):
    assert named_engine_facts(source) == []


def test_no_view_model_names_an_engine_event_or_a_role():
    assert {"Event", "Told", "VoteTally", "CardSeen"} <= EVENT_CLASSES
    assert {"werewolf", "cupid", "stuttering_judge"} <= ROLE_IDS
    found = {
        path.name: bad
        for path in sorted(MODELS.glob("*.py"))
        if (bad := named_engine_facts(path.read_text(encoding="utf-8")))
    }
    assert found == {}
