"""``python -m lgdesktop.protocol [ROOT]``: regenerate docs/protocol.schema.json."""

import sys
from pathlib import Path

from .schema import SCHEMA_PATH, schema_text

root = Path(sys.argv[1]) if len(sys.argv) > 1 else Path.cwd()
(root / SCHEMA_PATH).write_text(schema_text(), encoding="utf-8")
