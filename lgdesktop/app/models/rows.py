"""A list model for QML built from plain rows (dicts with the same keys).

View-models hold their lists (players, targets, settings, recap ...) as :class:`RowsModel`
instances: setting new rows updates only the rows that changed when the length is the same,
so delegates (and their animations) are kept; otherwise the model is reset.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    Property,
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
    Slot,
)

Index = QModelIndex | QPersistentModelIndex


class RowsModel(QAbstractListModel):
    """Rows of fixed ``keys``, each a QML role of the same name."""

    countChanged = Signal()

    def __init__(self, keys: Sequence[str], parent=None):
        super().__init__(parent)
        self.keys = tuple(keys)
        self._roles = {Qt.ItemDataRole.UserRole + i: key for i, key in enumerate(self.keys)}
        self._rows: list[dict[str, Any]] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self._rows)

    def roleNames(self) -> dict[int, QByteArray]:
        return {role: QByteArray(key.encode()) for role, key in self._roles.items()}

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        key = self._roles.get(role)
        if key is None or not 0 <= index.row() < len(self._rows):
            return None
        return self._rows[index.row()][key]

    @property
    def rows(self) -> list[dict[str, Any]]:
        """A copy of the current rows."""
        return [dict(row) for row in self._rows]

    def set_rows(self, rows: Sequence[dict[str, Any]]) -> None:
        """Replace the rows; each must have exactly :attr:`keys`."""
        new = [dict(row) for row in rows]
        for row in new:
            if set(row) != set(self.keys):
                raise ValueError(f"row keys {sorted(row)} != model keys {sorted(self.keys)}")
        if len(new) != len(self._rows):
            self.beginResetModel()
            self._rows = new
            self.endResetModel()
            self.countChanged.emit()
            return
        for i, (old_row, new_row) in enumerate(zip(self._rows, new, strict=True)):
            if old_row != new_row:
                self._rows[i] = new_row
                changed = [
                    role for role, key in self._roles.items() if old_row[key] != new_row[key]
                ]
                self.dataChanged.emit(self.index(i), self.index(i), changed)

    @Property(int, notify=countChanged)
    def count(self) -> int:
        return len(self._rows)

    @Slot(int, result="QVariantMap")
    def get(self, row: int) -> dict[str, Any]:
        """Row ``row`` as a JS object (empty when out of range)."""
        return dict(self._rows[row]) if 0 <= row < len(self._rows) else {}
