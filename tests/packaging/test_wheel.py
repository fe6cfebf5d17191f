"""The wheel (``pip install``/``pipx install`` of the project) carries everything the app
loads: the QML screens, the art, the built translations, and the LICENSE; and installed,
the app finds them inside the package.

Checked by hand as a player would (README, "Install with pip"): in a scratch folder,
``python -m venv wheel-check && wheel-check/bin/pip install dist/*.whl &&
QT_QPA_PLATFORM=offscreen wheel-check/bin/lgdesktop demo --quit-at-end --speed 20``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: Longest wheel build, in seconds (hatchling takes about two; uv may fetch it first).
BUILD_TIMEOUT = 300
#: Longest run of a short Python command, in seconds.
COMMAND_TIMEOUT = 120


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    uv = shutil.which("uv")
    if uv is None:
        pytest.skip("uv is not installed (the README's set-up needs it)")
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [uv, "build", "--wheel", "--out-dir", str(out), str(ROOT)],
        check=True,
        capture_output=True,
        timeout=BUILD_TIMEOUT,
    )
    (built,) = out.glob("lgdesktop-*.whl")
    return built


def _data_files() -> list[str]:
    """``ui/...`` and ``resources/...`` files of the source tree, as paths in the wheel."""
    return sorted(
        f"lgdesktop/{path.relative_to(ROOT).as_posix()}"
        for folder in ("ui", "resources")
        for path in (ROOT / folder).rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    )


def test_the_wheel_carries_the_screens_the_art_the_translations_and_the_license(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert set(_data_files()) <= names
    for needed in (
        "lgdesktop/ui/LgUi/PlayerWindow.qml",
        "lgdesktop/ui/LgUi/BoardWindow.qml",
        "lgdesktop/resources/translations/lgdesktop_fr.qm",
        "lgdesktop/resources/translations/lgdesktop_en.qm",
        "lgdesktop/resources/roles/werewolf.svg",
        "lgdesktop/app/shell/paths.py",
        "lgdesktop/web/static/index.html",
        "lgdesktop/web/static/app.mjs",
        "lgdesktop/web/static/style.css",
        "lgdesktop/web/static/texts.json",
    ):
        assert needed in names
    dist_info = next(name.split("/")[0] for name in names if ".dist-info/" in name)
    assert f"{dist_info}/licenses/LICENSE" in names
    metadata = zipfile.ZipFile(wheel).read(f"{dist_info}/METADATA").decode()
    assert "License-Expression: MIT" in metadata
    entry_points = zipfile.ZipFile(wheel).read(f"{dist_info}/entry_points.txt").decode()
    assert "lgdesktop = lgdesktop.cli:main" in entry_points


def test_installed_the_app_finds_its_files_inside_the_package(wheel, tmp_path):
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    probe = (
        "from lgdesktop.app.shell import paths; from lgdesktop.app.texts import i18n; "
        "print(paths.UI_DIR); print(i18n.qm_path('fr').is_file())"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        check=True,
        timeout=COMMAND_TIMEOUT,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(site)},
    )
    ui_dir, qm_found = result.stdout.split()
    assert Path(ui_dir) == site / "lgdesktop" / "ui"
    assert qm_found == "True"


def test_a_clone_finds_its_files_beside_the_package():
    from lgdesktop.app.shell import paths

    assert paths.UI_DIR == ROOT / "ui" and paths.TRANSLATIONS_DIR.is_dir()
