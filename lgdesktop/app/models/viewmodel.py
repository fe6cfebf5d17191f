"""The base of every view-model: a dict of plain values published as QML properties.

A subclass declares its own ``changed = Signal()`` (PySide only binds a property to a notify
signal of the same class) and its properties with ``field(kind, key, changed)``; all share
that one signal, emitted once per batch of changes. Lists are :class:`~.rows.RowsModel`
children exposed with :func:`rows_property`. A subclass overrides :meth:`ViewModel.refresh`
to recompute everything from its last inputs; refresh runs again when the language changes,
so texts built in Python follow the language.
"""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtCore import Property, QObject, Signal

from ..texts.i18n import language


class ViewModel(QObject):
    """Plain values in :attr:`state`, read by QML through :func:`field` properties."""

    #: Initial values of every field of the subclass.
    DEFAULTS: ClassVar[dict[str, Any]] = {}
    changed: Signal

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.state: dict[str, Any] = dict(self.DEFAULTS)
        language().changed.connect(self.refresh)

    def publish(self, **values: Any) -> None:
        """Set fields; emit ``changed`` once if any value differs."""
        unknown = set(values) - set(self.DEFAULTS)
        if unknown:
            raise KeyError(f"{type(self).__name__} has no field {sorted(unknown)}")
        if any(self.state[key] != value for key, value in values.items()):
            self.state.update(values)
            self.changed.emit()

    def refresh(self) -> None:
        """Recompute every field from the last inputs (and in the current language)."""


def field(kind: type | str, key: str, notify: Signal) -> Property:
    """A read-only QML property reading ``state[key]``, notified by ``notify``."""
    return Property(kind, lambda self: self.state[key], notify=notify)


def rows_property(attribute: str) -> Property:
    """A constant QML property exposing the :class:`~.rows.RowsModel` held in ``attribute``."""
    return Property(QObject, lambda self: getattr(self, attribute), constant=True)
