"""The enumerated event values are declared where they arise (:mod:`lgdesktop.engine.values`),
and the declarations are what the code emits: every emit site of the engine's source that
names a death's cause, an attack's outcome, a vote's outcome, an owed kind or a title's
``how`` by a literal or a module constant names a declared value (an AST check, so that
a new word cannot be emitted without being declared, nor a declared one be left unused).

The other direction, every value bot games emit being declared for their edition, is
checked in ``tests/protocol/test_reference.py``."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import pytest

from lgdesktop.engine import values
from lgdesktop.engine.editions import EDITIONS
from lgdesktop.engine.values import declared_values

ENGINE = Path(values.__file__).parent
#: Declarations, not emit sites.
DECLARATIONS = {"values.py", "notes.py"}
#: Call name -> (position of the argument, or keyword) -> the field it fills.
CALLS = {
    "kill": {1: values.CAUSE},  # NightContext.kill(seat, cause)
    "add": {1: values.CAUSE},  # DeathBatch.add(seat, cause)
    "kill_now": {1: values.CAUSE, "public_cause": values.PUBLIC_CAUSE},
    "_kill": {"public_cause": values.PUBLIC_CAUSE},
    "DeathCause": {1: values.CAUSE},
    "Died": {1: values.PUBLIC_CAUSE},
    "Attacked": {2: values.ATTACK},
    "VoteTally": {3: values.TALLY},
    "Owed": {0: values.OWED},
    "give_title": {2: values.HOW},
}
#: Functions whose returned string (or first item of a returned pair) fills a field.
RETURNS = {
    "on_devoured": values.ATTACK,
    "vote_outcome": values.TALLY,
    "untied_outcome": values.TALLY,
    "tie_outcome": values.TALLY,
}


def _constants() -> dict[str, set[str]]:
    """Every module-level string constant of the engine by name (``A, B = "a", "b"``
    and ``B = A`` too); a name bound to several values is ambiguous and resolves to
    none."""
    pairs: list[tuple[str, ast.expr]] = []
    for path in ENGINE.rglob("*.py"):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(node, ast.Assign) or len(node.targets) != 1:
                continue
            target, value = node.targets[0], node.value
            if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple):
                items = zip(target.elts, value.elts, strict=False)
            else:
                items = [(target, value)]
            pairs += [(name.id, item) for name, item in items if isinstance(name, ast.Name)]
    found: dict[str, set[str]] = defaultdict(set)
    for name, item in pairs:
        if isinstance(item, ast.Constant) and isinstance(item.value, str):
            found[name].add(item.value)
    for name, item in pairs:  # ``REVENGE_KIND = REVENGE``
        if isinstance(item, ast.Name) and len(found.get(item.id, ())) == 1:
            found[name] |= found[item.id]
    return {name: words for name, words in found.items() if len(words) == 1}


def _words(node: ast.AST | None, constants: dict[str, set[str]]) -> list[str]:
    """The strings an expression surely is: a literal, a constant, either branch of a
    conditional; nothing for anything else (a variable: not checked)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Name):
        return sorted(constants.get(node.id, ()))
    if isinstance(node, ast.Attribute) and getattr(node.value, "id", "") == "self":
        return sorted(constants.get(f"self.{node.attr}", ()))
    if isinstance(node, ast.IfExp):
        return _words(node.body, constants) + _words(node.orelse, constants)
    return []


def _scopes(tree: ast.Module, module: dict[str, set[str]]) -> dict[int, dict[str, set[str]]]:
    """For each node inside a class or function (by id): the constants it sees, the
    module's, its class's string attributes (as ``self.<name>``: a role's ``id``) and
    its function's own names bound to surely-known strings (``how = "a" if x else
    "b"``)."""
    scopes: dict[int, dict[str, set[str]]] = {}
    for scope in ast.walk(tree):
        if not isinstance(scope, ast.ClassDef | ast.FunctionDef):
            continue
        local = dict(scopes.get(id(scope), module))
        for node in ast.walk(scope) if isinstance(scope, ast.FunctionDef) else scope.body:
            if isinstance(node, ast.Assign) and len(node.targets) == 1:
                target = node.targets[0]
                words = _words(node.value, module)
                if isinstance(target, ast.Name) and words:
                    prefix = "self." if isinstance(scope, ast.ClassDef) else ""
                    local[prefix + target.id] = set(words)
        for node in ast.walk(scope):
            if node is not scope:
                scopes[id(node)] = local
    return scopes


def _call_name(node: ast.Call) -> str:
    func = node.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def emit_sites() -> list[tuple[str, str, str]]:
    """Every (field, value, where) the engine's source emits by a literal or constant."""
    module = _constants()
    sites = []
    for path in sorted(ENGINE.rglob("*.py")):
        if path.name in DECLARATIONS:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        scopes = _scopes(tree, module)
        for node in ast.walk(tree):
            constants = scopes.get(id(node), module)
            where = f"{path.relative_to(ENGINE)}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, ast.Call) and _call_name(node) in CALLS:
                for place, field in CALLS[_call_name(node)].items():
                    if isinstance(place, int):
                        arg = node.args[place] if len(node.args) > place else None
                    else:
                        arg = next((k.value for k in node.keywords if k.arg == place), None)
                    sites += [(field, word, where) for word in _words(arg, constants)]
                if _call_name(node) == "_kill" and isinstance(node.args[0], ast.List):
                    for item in node.args[0].elts:  # _kill([(seat, cause)], ...)
                        if isinstance(item, ast.Tuple):
                            sites += [
                                (values.CAUSE, w, where) for w in _words(item.elts[1], constants)
                            ]
            if isinstance(node, ast.FunctionDef) and node.name == "nightfall_deaths":
                for inner in ast.walk(node):  # its (seat, cause) pairs
                    if isinstance(inner, ast.Tuple) and len(inner.elts) == 2:
                        sites += [
                            (values.CAUSE, w, where) for w in _words(inner.elts[1], constants)
                        ]
            if isinstance(node, ast.FunctionDef) and node.name in RETURNS:
                for inner in ast.walk(node):
                    if isinstance(inner, ast.Return) and inner.value is not None:
                        value = inner.value
                        if isinstance(value, ast.Tuple) and value.elts:
                            value = value.elts[0]
                        sites += [
                            (RETURNS[node.name], word, f"{where} ({node.name})")
                            for word in _words(value, constants)
                        ]
            if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "outcome" for t in node.targets
            ):  # ``outcome = "protected"`` in the attack
                sites += [(values.ATTACK, word, where) for word in _words(node.value, constants)]
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "append"
                and getattr(node.func.value, "attr", "") == "deaths"
                and node.args
                and isinstance(node.args[0], ast.Tuple)
            ):  # night.deaths.append((seat, cause))
                sites += [(values.CAUSE, w, where) for w in _words(node.args[0].elts[1], constants)]
    return sites


def _declared() -> dict[str, set[str]]:
    """Every value declared for each field, over every registered edition."""
    found: dict[str, set[str]] = defaultdict(set)
    for edition in EDITIONS.values():
        for field, listed in declared_values(edition).items():
            found[field] |= set(listed)
    return found


def test_every_value_the_source_emits_is_declared():
    declared = _declared()
    sites = emit_sites()
    undeclared = [site for site in sites if site[1] not in declared[site[0]]]
    assert not undeclared, f"emitted but not declared (engine/values.py): {undeclared}"
    # Not vacuous: the sites of every kind were found.
    fields = {field for field, _word, _where in sites}
    assert {values.CAUSE, values.ATTACK, values.TALLY, values.OWED, values.HOW} <= fields
    assert values.PUBLIC_CAUSE in fields
    assert len(sites) > 40


def test_every_declared_value_is_emitted_somewhere():
    """No dead word: each declared cause, outcome, owed kind and ``how`` is named at an
    emit site of the source (the facts of note keys and the sides are checked with the
    notes and the editions)."""
    emitted = defaultdict(set)
    for field, word, _where in emit_sites():
        emitted[field].add(word)
    checked = (values.CAUSE, values.ATTACK, values.TALLY, values.OWED, values.HOW)
    for field in checked:
        assert _declared()[field] <= emitted[field], (field, _declared()[field] - emitted[field])


@pytest.mark.parametrize("edition_id", sorted(EDITIONS))
def test_each_value_reads_one_way_and_names_who_declares_it(edition_id):
    listed = declared_values(EDITIONS[edition_id])
    for field, items in listed.items():
        assert items, field
        for value, item in items.items():
            assert value and item.doc and item.who, (field, value)
    assert "banished" in listed[values.CAUSE]


def test_a_value_declared_two_ways_is_refused():
    class Twice:
        night_deaths = False
        values = (values.cause("banished", "another reading"),)
        roles = ()
        win_labels = ()

    with pytest.raises(ValueError, match="declared two ways"):
        declared_values(Twice)
