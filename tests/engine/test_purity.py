"""The engine is pure: importing ``lgdesktop.engine`` (and playing a game with it) pulls in
neither asyncio, PySide6, zeroconf nor msgspec, nor anything outside the standard library.

Checked in a fresh interpreter (a subprocess), since this test process may have imported
those modules for other tests.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN = ("asyncio", "PySide6", "zeroconf", "msgspec")

PROBE = r"""
import json, sys
before = set(sys.modules)
import lgdesktop.engine
after_import = set(sys.modules)
from lgdesktop.engine import HOST, Game, GameSetup, Timeout
game = Game(GameSetup.create("jinrou", 8, 1))
while not game.ended:
    for seat in range(game.players):
        for spec in game.legal_inputs(seat):
            if spec.kind in ("night_choice", "vote") and spec.current is None:
                game.submit(seat, lgdesktop.engine.INPUT_TYPES[spec.kind](spec.targets[0]))
                break
    if not game.ended:
        game.submit(HOST, Timeout())
    game.public_view(), [game.player_view(s) for s in range(game.players)]
after_game = set(sys.modules)
print(json.dumps({"before": sorted(before), "import": sorted(after_import - before),
                  "game": sorted(after_game - before),
                  "stdlib": sorted(sys.stdlib_module_names)}))
"""


def probe() -> dict:
    done = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return json.loads(done.stdout)


def top(name: str) -> str:
    return name.split(".")[0]


def test_importing_the_engine_pulls_in_no_asyncio_qt_zeroconf_nor_msgspec():
    found = probe()
    for stage in ("import", "game"):
        loaded = {top(name) for name in found[stage]}
        assert not loaded & set(FORBIDDEN), (stage, loaded & set(FORBIDDEN))
    assert "lgdesktop.engine" in found["import"]  # the probe did import the engine


def test_the_engine_imports_nothing_outside_the_standard_library():
    found = probe()
    stdlib = set(found["stdlib"])
    outside = {top(name) for name in found["game"]} - stdlib - {"lgdesktop"}
    assert not outside, outside
