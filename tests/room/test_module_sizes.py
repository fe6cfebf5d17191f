"""The room core stays split by duty: no module of ``lgdesktop/room/`` grows past the
project's limit for a product module (issue 23)."""

from pathlib import Path

import pytest

ROOM = Path(__file__).resolve().parents[2] / "lgdesktop" / "room"
#: The project's limit on a product module's length, in lines.
MODULE_MAX_LINES = 700


@pytest.mark.parametrize("path", sorted(ROOM.glob("*.py")), ids=lambda path: path.name)
def test_no_room_module_is_over_the_limit(path: Path) -> None:
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= MODULE_MAX_LINES, f"{path.name}: {lines} lines"
