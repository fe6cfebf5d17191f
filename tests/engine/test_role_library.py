"""The role library's shape: every character lives in ``engine/roles/``, one module per
family; the library imports no edition; every module of the library and of the editions
stays within the project's 700-line limit (the kernel's: ``test_kernel.py``)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from lgdesktop.engine.editions import EDITIONS, anniversary, forum, jinrou, one_night, thiercelieux

ENGINE = Path(__file__).resolve().parents[2] / "lgdesktop" / "engine"
LIBRARY = sorted((ENGINE / "roles").glob("*.py"))
#: The project's limit for a product module (issue 23).
MODULE_MAX_LINES = 700
#: The built-in editions (tests register their own, whose test-only roles live in tests/).
BUILT_IN = (jinrou.Jinrou, one_night.OneNight, thiercelieux.Thiercelieux, forum.Forum)
BUILT_IN += (anniversary.Anniversary,)


@pytest.mark.parametrize("edition", BUILT_IN, ids=lambda edition: edition.id)
def test_every_built_in_character_comes_from_the_library(edition: type) -> None:
    for role in EDITIONS[edition.id].roles:
        module = type(role).__module__
        assert module.startswith("lgdesktop.engine.roles."), f"{role.id}: {module}"
        assert module != "lgdesktop.engine.roles.base", f"{role.id} is the bare base Role"


@pytest.mark.parametrize("path", LIBRARY, ids=lambda path: path.name)
def test_the_library_imports_no_edition(path: Path) -> None:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            target = "." * node.level + (node.module or "")
            assert "editions" not in target, f"{path.name} imports {target}"
            assert not (node.level == 2 and node.module is None), f"{path.name}: from .. import"
        elif isinstance(node, ast.Import):
            assert not any("editions" in alias.name for alias in node.names), path.name


@pytest.mark.parametrize(
    "path",
    [*LIBRARY, *sorted((ENGINE / "editions").glob("*.py"))],
    ids=lambda path: str(path.relative_to(ENGINE)),
)
def test_every_role_and_edition_module_stays_within_the_limit(path: Path) -> None:
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= MODULE_MAX_LINES, f"{path.relative_to(ENGINE)}: {lines} lines"
