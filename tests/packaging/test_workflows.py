"""The GitHub workflows pass zizmor, the static analyser of GitHub Actions (offline: no
network needed): every action pinned to a commit, no credentials left in the checkout, no
cache that a release could be poisoned through."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = ROOT / ".github" / "workflows"
#: Longest zizmor run, in seconds (it takes well under one).
ZIZMOR_TIMEOUT = 120


def _zizmor() -> str:
    """The zizmor of this environment (a dev dependency), else the one on PATH."""
    beside = Path(sys.executable).with_name("zizmor")
    if beside.exists():
        return str(beside)
    found = shutil.which("zizmor")
    assert found, "zizmor is a dev dependency: uv sync installs it"
    return found


def test_zizmor_finds_nothing_in_the_workflows():
    result = subprocess.run(
        [_zizmor(), "--offline", "--no-progress", str(WORKFLOWS)],
        capture_output=True,
        text=True,
        timeout=ZIZMOR_TIMEOUT,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "No findings to report" in result.stdout + result.stderr


def test_every_action_is_pinned_to_a_commit_with_its_tag_named():
    for workflow in WORKFLOWS.glob("*.y*ml"):
        for line in workflow.read_text(encoding="utf-8").splitlines():
            if "uses:" in line:
                assert re.search(r"uses: [\w.-]+/[\w.-]+@[0-9a-f]{40}  # v\d+\.\d+\.\d+$", line), (
                    line
                )
