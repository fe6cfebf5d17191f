"""The faster ``__init__`` of the engine's frozen dataclasses makes the same values."""

from __future__ import annotations

import inspect
from dataclasses import FrozenInstanceError, dataclass, field

import pytest

from lgdesktop.engine import events, model, views
from lgdesktop.engine.fastinit import fast_frozen_init


@dataclass(frozen=True, slots=True)
class _Base:
    hidden: int = field(default=7, kw_only=True)


@dataclass(frozen=True, slots=True)
class _Plain(_Base):
    first: int
    second: tuple[int, ...] = ()


@fast_frozen_init
@dataclass(frozen=True, slots=True)
class _Fast(_Base):
    first: int
    second: tuple[int, ...] = ()


def test_the_fast_init_makes_what_the_dataclass_init_makes():
    for args, kwargs in [((1,), {}), ((1, (2, 3)), {}), ((1,), {"hidden": 4, "second": (5,)})]:
        fast, plain = _Fast(*args, **kwargs), _Plain(*args, **kwargs)
        assert (fast.hidden, fast.first, fast.second) == (plain.hidden, plain.first, plain.second)
        assert repr(fast).replace("_Fast", "_Plain") == repr(plain)
        assert fast == _Fast(*args, **kwargs)
        assert hash(fast) == hash(_Fast(*args, **kwargs))


def test_the_fast_init_keeps_the_signature_and_the_freeze():
    assert str(inspect.signature(_Fast)) == "(first, second=(), *, hidden=7)"
    with pytest.raises(TypeError):
        _Fast()
    with pytest.raises(TypeError):
        _Fast(1, (), 7)  # hidden is keyword-only
    with pytest.raises(FrozenInstanceError):
        _Fast(1).first = 2


def test_every_frozen_dataclass_of_the_model_the_events_and_the_views_has_it():
    made_by_dataclasses = [
        value.__name__
        for module in (model, events, views)
        for value in vars(module).values()
        if isinstance(value, type)
        and value.__module__ == module.__name__
        and hasattr(value, "__dataclass_params__")
        and value.__dataclass_params__.init
        and "set_" not in " ".join(value.__init__.__code__.co_names)
    ]
    assert made_by_dataclasses == []


def test_an_event_is_made_as_before():
    event = events.VoteChoice(3, 5, proxy=True, visibility=model.only(3))
    assert (event.voter, event.target, event.proxy) == (3, 5, True)
    assert event.visibility == model.only(3)
    assert events.RoleDealt(1, "seer").visibility is model.SECRET
