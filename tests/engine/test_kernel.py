"""The kernel's shape: a small façade, modules split by duty, and roles and editions that
see the game only through the narrow role context (:mod:`lgdesktop.engine.context`).

Checked by parsing the sources (``ast``), so that a forbidden import or annotation fails
here even where it would run."""

from __future__ import annotations

import ast
import inspect
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

import pytest

from lgdesktop.engine import Game, GameSetup
from lgdesktop.engine.context import ANY_CARD, RoleContext, SeatState

ENGINE = Path(__file__).resolve().parents[2] / "lgdesktop" / "engine"
#: The modules of roles and editions: they may know the role context, never the game.
RULE_MODULES = sorted(
    [
        *ENGINE.glob("editions/*.py"),
        *ENGINE.glob("roles/*.py"),
        ENGINE / "edition.py",
        ENGINE / "flow.py",
    ]
)
KERNEL_MODULES = sorted((ENGINE / "kernel").glob("*.py"))
#: Issue 23's bounds: the façade and any kernel module.
FACADE_MAX_LINES = 450
MODULE_MAX_LINES = 700


def _members(protocol: type) -> set[str]:
    """The names a Protocol class declares (annotated attributes, methods, properties)."""
    names = set(getattr(protocol, "__annotations__", {}))
    names |= {name for name in vars(protocol) if not name.startswith("_")}
    return names


CONTEXT_MEMBERS = _members(RoleContext)


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


@pytest.mark.parametrize("path", RULE_MODULES, ids=lambda path: path.name)
def test_rule_modules_never_import_or_name_the_game(path: Path) -> None:
    tree = _tree(path)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            assert module.split(".")[-1] != "game", f"{path.name}:{node.lineno} imports game"
            assert "Game" not in {alias.name for alias in node.names}, path.name
        elif isinstance(node, ast.Import):
            assert not any(alias.name.endswith(".game") for alias in node.names), path.name
        elif isinstance(node, ast.Name):
            assert node.id != "Game", f"{path.name}:{node.lineno} names Game"
        elif isinstance(node, ast.Attribute):
            assert node.attr != "Game", f"{path.name}:{node.lineno} names Game"


def _context_uses(tree: ast.Module) -> list[tuple[int, str]]:
    """Every ``x.member`` read where ``x`` is a parameter annotated ``RoleContext``."""
    uses = []
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef | ast.Lambda):
            continue
        args = function.args.args + function.args.kwonlyargs
        names = {
            arg.arg
            for arg in args
            if isinstance(arg.annotation, ast.Name) and arg.annotation.id == "RoleContext"
        }
        if not names:
            continue
        for node in ast.walk(function):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id in names
            ):
                uses.append((node.lineno, node.attr))
    return uses


@pytest.mark.parametrize("path", RULE_MODULES, ids=lambda path: path.name)
def test_rule_modules_use_only_the_context_verbs(path: Path) -> None:
    unknown = [
        f"{path.name}:{line} .{member}"
        for line, member in _context_uses(_tree(path))
        if member not in CONTEXT_MEMBERS
    ]
    assert not unknown, f"not in RoleContext: {unknown}"


def test_the_kernel_offers_every_context_member() -> None:
    game = Game(GameSetup.create("thiercelieux", 8, seed=1))
    missing = sorted(name for name in CONTEXT_MEMBERS if not hasattr(game, name))
    assert not missing


def test_every_context_member_says_what_it_does() -> None:
    for name, member in vars(RoleContext).items():
        if name.startswith("_") or not (callable(member) or isinstance(member, property)):
            continue
        assert inspect.getdoc(member), f"RoleContext.{name} has no docstring"


def test_the_facade_and_the_kernel_modules_stay_small() -> None:
    facade = len((ENGINE / "game.py").read_text(encoding="utf-8").splitlines())
    assert facade <= FACADE_MAX_LINES
    for path in KERNEL_MODULES:
        lines = len(path.read_text(encoding="utf-8").splitlines())
        assert lines <= MODULE_MAX_LINES, f"{path.name}: {lines} lines"
        assert ast.get_docstring(_tree(path)), f"{path.name} states no duty"


@dataclass
class _Potion(SeatState):
    """A test state carried by the witch's card."""

    card: ClassVar[str] = "witch"
    left: int = 2


@dataclass
class _Scar(SeatState):
    """A test state that follows any card."""

    card: ClassVar[str] = ANY_CARD
    night: int = 0


@dataclass
class _Badge(SeatState):
    """A test state carried by another card (the hunter's)."""

    card: ClassVar[str] = "hunter"


def test_role_state_is_created_on_write_and_moves_with_the_card_it_belongs_to() -> None:
    game = Game(GameSetup.create("thiercelieux", 8, seed=1))
    assert game.find_state(0, _Potion) is None and game.states(_Potion) == ()
    game.state(0, _Potion).left = 1
    game.state(0, _Scar).night = 3
    game.state(0, _Badge)
    game.state(1, _Potion).left = 0
    game.state(1, _Scar).night = 9
    assert game.states(_Potion) == ((0, _Potion(1)), (1, _Potion(0)))
    game.replace_card(1, "witch")  # seat 1 now holds the card seat 0 held
    game.hand_over_states(0, 1)
    assert game.find_state(1, _Potion) == _Potion(1) and game.find_state(0, _Potion) is None
    assert game.find_state(1, _Scar) == _Scar(3) and game.find_state(0, _Scar) is None
    assert game.find_state(0, _Badge) is not None and game.find_state(1, _Badge) is None


def test_shared_state_is_one_per_game() -> None:
    game = Game(GameSetup.create("jinrou", 6, seed=1))
    other = Game(GameSetup.create("jinrou", 6, seed=1))
    game.shared(_Shared).seen.append(3)
    assert game.shared(_Shared).seen == [3] and other.shared(_Shared).seen == []


@dataclass
class _Shared:
    """A test game-wide state."""

    seen: list[int] = field(default_factory=list)
