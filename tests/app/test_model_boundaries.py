"""The view-models' boundary: ``lgdesktop/app/models`` reads edition facts from the engine's
views and :mod:`lgdesktop.engine.catalogue`, never from an edition's own module
(``lgdesktop.engine.editions``): a new edition or character then needs no change there.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import lgdesktop.app.models

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
        "from ...engine.model import CardSeen",
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
