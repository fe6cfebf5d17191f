"""A faster ``__init__`` for the engine's frozen slots dataclasses (events, specs, views).

A frozen dataclass's generated ``__init__`` sets each field through
``object.__setattr__`` (to get past its own ``__setattr__``, which refuses). The engine
makes such values on its hottest paths (an event per thing that happens, the legal
inputs of every seat, a view for every bot decision), where that is about half the cost
of making one. :func:`fast_frozen_init` gives a class an ``__init__`` of the same
signature that sets each slot through its descriptor instead: the same instances (same
fields, equality, hash, repr), made about twice as fast.
"""

from __future__ import annotations

from dataclasses import MISSING, fields, is_dataclass
from types import MemberDescriptorType
from typing import TypeVar

T = TypeVar("T", bound=type)


def fast_frozen_init(cls: T) -> T:
    """Give frozen slots dataclass ``cls`` the faster ``__init__`` (see the module), and
    return it. Left as it is: a class whose ``__init__`` is its own (``init=False``),
    with a ``__post_init__``, or with a field that is not a plain argument (a
    ``default_factory``, ``init=False``)."""
    params = cls.__dataclass_params__
    if not (params.init and params.frozen) or hasattr(cls, "__post_init__"):
        return cls
    positional: list[str] = []
    keywords: list[str] = []
    body: list[str] = []
    scope: dict[str, object] = {}
    for item in fields(cls):
        name = item.name
        descriptor = getattr(cls, name, None)
        if (
            not item.init
            or item.default_factory is not MISSING
            or not isinstance(descriptor, MemberDescriptorType)
        ):
            return cls
        scope[f"set_{name}"] = descriptor.__set__
        argument = name
        if item.default is not MISSING:
            scope[f"default_{name}"] = item.default
            argument = f"{name}=default_{name}"
        (keywords if item.kw_only else positional).append(argument)
        body.append(f"    set_{name}(self, {name})\n")
    arguments = ", ".join(["self", *positional, *(["*", *keywords] if keywords else [])])
    # Generated as dataclasses generate __init__ (one line per field).
    source = "".join(body) or "    pass\n"
    exec(f"def __init__({arguments}):\n{source}", scope)
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    cls.__init__ = init
    return cls


def fast_frozen_inits(namespace: dict[str, object]) -> None:
    """Give every frozen dataclass defined in the module whose globals are ``namespace``
    the faster ``__init__`` (see :func:`fast_frozen_init`); call it once, at the end of
    that module, with ``globals()``."""
    module = namespace["__name__"]
    for value in tuple(namespace.values()):
        if isinstance(value, type) and is_dataclass(value) and value.__module__ == module:
            fast_frozen_init(value)
