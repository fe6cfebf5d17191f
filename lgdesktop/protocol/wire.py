"""Engine values on the wire: msgspec mirrors of the engine's view and event dataclasses.

The mirrors are generated from the engine's own dataclasses (their fields and type hints),
so a field added to the engine appears on the wire and in the JSON Schema by itself (the
schema drift test then asks for the committed schema to be regenerated). Events are tagged
by their ``type`` class attribute and views by ``public_view`` / ``player_view``, so any
client can tell them apart; :func:`to_wire` and :func:`from_wire` convert both ways, and
``from_wire(to_wire(x)) == x`` for every view and event (tested on real games).

Pure: no I/O, no asyncio.
"""

from __future__ import annotations

import dataclasses
import sys
import types
import typing
from typing import Any, Union

import msgspec

from ..engine import PlayerView, PublicView, SeatStatus, VoteStatus
from ..engine.events import Event
from ..engine.knowledge import NoteList
from ..engine.model import InputSpec, Visibility
from ..engine.notes import Note

#: Wire tag of the two view kinds (engine views have no ``type`` attribute of their own).
VIEW_TAGS = {PublicView: "public_view", PlayerView: "player_view"}


def _event_classes() -> list[type[Event]]:
    """Every concrete event class of the engine (those that define their own ``type``)."""
    found: list[type[Event]] = []
    pending = list(Event.__subclasses__())
    while pending:
        cls = pending.pop()
        pending.extend(cls.__subclasses__())
        # ``slots=True`` dataclasses leave their pre-slots twin behind: keep the exported one.
        exported = getattr(sys.modules[cls.__module__], cls.__name__, None) is cls
        if "type" in vars(cls) and exported:
            found.append(cls)
    return sorted(found, key=lambda cls: cls.type)


class _Mirrors:
    """Builds one msgspec Struct per engine dataclass, in dependency order."""

    def __init__(self) -> None:
        self.by_engine: dict[type, type[msgspec.Struct]] = {}
        self.events: Any = None

    def translate(self, hint: Any) -> Any:
        """The wire type standing for the engine type hint ``hint``."""
        if hint is Event:
            return self.events
        if hint in self.by_engine:
            return self.by_engine[hint]
        origin = typing.get_origin(hint)
        if origin in (Union, types.UnionType):
            return Union[tuple(self.translate(arg) for arg in typing.get_args(hint))]  # noqa: UP007
        if origin is tuple:
            return tuple[
                tuple(
                    arg if arg is Ellipsis else self.translate(arg) for arg in typing.get_args(hint)
                )
            ]
        return hint

    def mirror(self, cls: type, tag: str | None) -> type[msgspec.Struct]:
        hints = typing.get_type_hints(cls)
        struct_fields = []
        for field in dataclasses.fields(cls):
            wire_type = self.translate(hints[field.name])
            if field.default is dataclasses.MISSING:
                struct_fields.append((field.name, wire_type))
            else:
                struct_fields.append((field.name, wire_type, field.default))
        # Immutable trees built bottom-up cannot form cycles: no need for the cyclic GC to
        # track them (a fan-out makes hundreds; fewer tracked objects, fewer collections).
        options: dict[str, Any] = {"kw_only": True, "frozen": True, "gc": False}
        if tag is not None:
            options.update(tag=tag, tag_field="type")
        struct = msgspec.defstruct(cls.__name__, struct_fields, module=__name__, **options)
        self.by_engine[cls] = struct
        return struct


def _build() -> tuple[dict[type, type[msgspec.Struct]], Any]:
    mirrors = _Mirrors()
    mirrors.mirror(Visibility, None)
    event_structs = [mirrors.mirror(cls, cls.type) for cls in _event_classes()]
    mirrors.events = Union[tuple(event_structs)]  # noqa: UP007
    for cls in (SeatStatus, VoteStatus, InputSpec, Note):
        mirrors.mirror(cls, None)
    for cls, tag in VIEW_TAGS.items():
        mirrors.mirror(cls, tag)
    return mirrors.by_engine, mirrors.events


_MIRROR_OF, WireEvent = _build()
_ENGINE_OF = {struct: cls for cls, struct in _MIRROR_OF.items()}
#: The fields of each engine class that has a wire mirror, in order.
FIELDS = {cls: tuple(field.name for field in dataclasses.fields(cls)) for cls in _MIRROR_OF}

#: Wire types of the two views (msgspec Structs tagged ``public_view`` / ``player_view``).
WirePublicView = _MIRROR_OF[PublicView]
WirePlayerView = _MIRROR_OF[PlayerView]
#: Either view, as carried by the ``view`` server message.
WireView = Union[WirePublicView, WirePlayerView]  # noqa: UP007


#: Most engine values whose wire form is remembered (see :func:`to_wire`); the memo is
#: emptied when full. 20 000 covers every event and view of a long 20-seat game.
MEMO_LIMIT = 20_000
_memo: dict[int, tuple[Any, Any]] = {}


def to_wire(value: Any) -> Any:
    """Convert an engine view, event or nested value into its wire mirror (recursively).

    Engine values are immutable and shared: the same event objects sit in every seat's
    view, and every player view holds the same board. Their wire forms (immutable too)
    are memoised by object identity, so a broadcast converts each shared value once.
    """
    cls = type(value)
    if cls is NoteList:  # a view's notes, made on first use: their tuple travels
        value, cls = value.notes, tuple
    mirror = _MIRROR_OF.get(cls)
    if mirror is None and (cls is not tuple or not _holds(value, _MIRROR_OF)):
        return value  # plain data (numbers, text, tuples of them) is its own wire form
    remembered = _memo.get(id(value))
    if remembered is not None and remembered[0] is value:
        return remembered[1]
    if mirror is not None:
        wire = mirror(**{name: to_wire(getattr(value, name)) for name in FIELDS[cls]})
    else:
        wire = tuple([to_wire(item) for item in value])
    if len(_memo) >= MEMO_LIMIT:
        _memo.clear()
    _memo[id(value)] = (value, wire)  # holding ``value`` keeps its id from being reused
    return wire


def to_wire_as(value: Any, **wire_fields: Any) -> Any:
    """The wire mirror of the engine dataclass ``value`` with ``wire_fields`` given in wire
    form already (instead of converting a modified copy of ``value``)."""
    cls = type(value)
    return _MIRROR_OF[cls](
        **{
            name: wire_fields[name] if name in wire_fields else to_wire(getattr(value, name))
            for name in FIELDS[cls]
        }
    )


def _holds(items: tuple, kinds: dict) -> bool:
    """Whether a (possibly nested) tuple holds values of ``kinds``; tuples in views are
    homogeneous, so the first item tells. Tuples of plain data are their own wire form."""
    while items and type(items) is tuple:
        items = items[0]
    return type(items) in kinds


def from_wire(value: Any) -> Any:
    """Convert a decoded wire mirror back into the engine's own dataclass (recursively)."""
    engine_cls = _ENGINE_OF.get(type(value))
    if engine_cls is not None:
        return engine_cls(**{name: from_wire(getattr(value, name)) for name in FIELDS[engine_cls]})
    if type(value) is tuple and _holds(value, _ENGINE_OF):
        return tuple([from_wire(item) for item in value])
    return value
