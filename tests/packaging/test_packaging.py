"""Fast checks of the packaging files: what the bundle must ship and leave out, platform
metadata, icons, scripts and the release workflow. The bundle itself is built and smoke-tested
by ``packaging/build.sh`` + ``packaging/smoke.sh`` (in the release workflow), not here.
"""

from __future__ import annotations

import importlib.util
import plistlib
import re
import struct
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"


def _load(filename: str):
    # Loaded by path: packaging/ is not a Python package (it would shadow "packaging").
    spec = importlib.util.spec_from_file_location(
        f"lgdesktop_{filename[:-3]}", PACKAGING / filename
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def config():
    return _load("bundle_config.py")


def test_info_plist_has_the_local_network_keys(config):
    from lgdesktop.net.discovery import SERVICE_TYPE

    plist = config.INFO_PLIST
    assert len(plist["NSLocalNetworkUsageDescription"]) > 20
    assert plist["NSBonjourServices"] == ["_lgdesktop._tcp"]
    assert f"{config.BONJOUR_SERVICE}.local." == SERVICE_TYPE
    # PyInstaller writes the Info.plist with plistlib: the keys must survive a round trip.
    assert plistlib.loads(plistlib.dumps(plist)) == plist


def test_shipped_style_and_languages_match_the_app(config):
    from lgdesktop.app.shell.runtime import STYLE
    from lgdesktop.app.texts.i18n import LANGUAGES

    assert config.CONTROLS_STYLES == (STYLE,)
    assert {code for code, _name in LANGUAGES} <= set(config.QT_TRANSLATION_LANGUAGES)


@pytest.mark.parametrize(
    "module",
    [
        "QtWebEngineCore",
        "QtWebEngineQuick",
        "Qt3DCore",
        "QtQuick3D",
        "QtCharts",
        "QtDataVisualization",
        "QtMultimedia",
    ],
)
def test_unused_qt_modules_are_excluded(config, module):
    assert module in config.EXCLUDED_PYSIDE6_MODULES


@pytest.mark.parametrize(
    "module",
    [
        "QtCore",
        "QtGui",
        "QtWidgets",
        "QtQml",
        "QtQuick",
        "QtQuickControls2",
        "QtNetwork",
        "QtOpenGL",
        "QtTextToSpeech",
    ],
)
def test_needed_qt_modules_are_not_excluded(config, module):
    assert module not in config.EXCLUDED_PYSIDE6_MODULES


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/lib/libQt6WebEngineCore.so.6",
        "PySide6/Qt6WebEngineCore.dll",
        "PySide6/Qt/lib/libQt6Quick3DRuntimeRender.so.6",
        "PySide6/Qt/lib/libQt6Pdf.so.6",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/sqldrivers/libqsqlite.so",
    ],
)
def test_dropped_files(config, dest):
    assert config.is_excluded_file(dest)


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/lib/libQt6Core.so.6",
        "PySide6/Qt/lib/libQt6Quick.so.6",
        "PySide6/Qt/lib/libQt6QuickControls2Basic.so.6",
        "PySide6/Qt/lib/libQt6Svg.so.6",
        "PySide6/Qt/lib/libQt6TextToSpeech.so.6",
        "PySide6/Qt/lib/libQt6Multimedia.so.6",
        # Qt Multimedia's FFmpeg backend: the sound player decodes the Opus clips with it.
        "PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so",
        r"PySide6\plugins\multimedia\ffmpegmediaplugin.dll",
        "PySide6/Qt/lib/libavcodec.so.63",
        "PySide6/Qt/lib/libavformat.so.63",
        "PySide6/Qt/lib/libavutil.so.61",
        "PySide6/Qt/lib/libswresample.so.7",
        "PySide6/Qt/lib/libswscale.so.10",
        "PySide6/Qt/lib/libQt6FFmpegStub-va.so.2",
        "PySide6/avformat-61.dll",
        "PySide6/Qt/lib/libQt6MultimediaQuick.so.6",
        "PySide6/Qt/qml/QtMultimedia/libquickmultimediaplugin.so",
        "PySide6/Qt/lib/libQt6WaylandClient.so.6",
        "PySide6/Qt/lib/libQt6XcbQpa.so.6",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        r"PySide6\plugins\platforms\qwindows.dll",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        r"PySide6\plugins\platforms\qoffscreen.dll",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/imageformats/libqjpeg.so",
        "PySide6/Qt/plugins/texttospeech/libqtexttospeech_speechd.so",
        r"PySide6\plugins\texttospeech\qtexttospeech_sapi.dll",
        "PySide6/Qt/plugins/tls/libqopensslbackend.so",
        "PySide6/Qt/qml/QtQuick/Controls/Basic/libqtquickcontrols2basicstyleplugin.so",
        "PySide6/QtTextToSpeech.abi3.so",
        "libpython3.11.so.1.0",
    ],
)
def test_kept_files(config, dest):
    assert not config.is_excluded_file(dest)


@pytest.mark.parametrize(
    "dest",
    [
        # Python imports these by name: nothing links them, yet the bundle dies without them
        # (cryptography needs _cffi_backend: "No module named '_cffi_backend'").
        "_cffi_backend.cpython-311-x86_64-linux-gnu.so",
        "_cffi_backend.cpython-313-aarch64-linux-gnu.so",
        "_brotli.abi3.so",
        "_cffi_backend.cp311-win_amd64.pyd",
        "_speedups.PYD",
        "libpython3.11.so.1.0",
        "libssl.so.3",
        "libcrypto.so.3",
        "PySide6/Qt/lib/libQt6Core.so.6",
        "cryptography/hazmat/bindings/_rust.abi3.so",
        r"zeroconf\_cache.cp311-win_amd64.pyd",
    ],
)
def test_never_pruned_when_no_kept_file_links_it(config, dest):
    assert not config.is_prunable_library(dest)


@pytest.mark.parametrize(
    "dest", ["libcairo.so.2", "libpango-1.0.so.0", "libgio-2.0.so.0", "libXext.so.6"]
)
def test_system_libraries_are_pruned_when_no_kept_file_links_them(config, dest):
    assert config.is_prunable_library(dest)


def test_no_top_level_extension_module_of_this_environment_is_prunable(config):
    """Every extension module installed at the top of site-packages (where the bundle puts
    it too), whatever its ABI tag: ``_cffi_backend`` at least, which cryptography imports."""
    import importlib.machinery
    import sysconfig

    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    modules = {
        path.name
        for folder in {sysconfig.get_path("platlib"), sysconfig.get_path("purelib")}
        for path in Path(folder).iterdir()
        if path.is_file() and path.name.endswith(suffixes)
    }
    assert any(name.startswith("_cffi_backend.") for name in modules)
    assert not [name for name in modules if config.is_prunable_library(name)]


def test_the_spec_prunes_by_the_tested_rule():
    spec = (PACKAGING / "lgdesktop.spec").read_text(encoding="utf-8")
    body = spec.split("def _linked_only_by_dropped_files", 1)[1].split("\ndef ", 1)[0]
    assert body.count("config.is_prunable_library(dest)") == 2
    assert "KEEP_UNLINKED_LIBRARIES" not in body and '"/" in dest' not in body


def test_qt_translations_only_in_the_app_languages(config):
    assert not config.is_unwanted_qt_translation("PySide6/Qt/translations/qtbase_fr.qm")
    assert not config.is_unwanted_qt_translation(r"PySide6\translations\qt_en.qm")
    assert config.is_unwanted_qt_translation("PySide6/Qt/translations/qtbase_de.qm")
    assert config.is_unwanted_qt_translation("PySide6/Qt/translations/qtbase_zh_CN.qm")
    assert not config.is_unwanted_qt_translation("resources/translations/lgdesktop_de.qm")


def test_qml_scan_finds_the_basic_style_and_no_other(config):
    import PySide6
    from PySide6.QtCore import QLibraryInfo

    modules = config.used_qml_modules(
        ROOT / "ui",
        Path(PySide6.__file__).resolve().parent,
        Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.QmlImportsPath)),
    )
    assert {"QtQuick", "QtQml"} <= modules
    assert "QtMultimedia" in modules  # the sound deck's players (ui/LgUi/SoundDeck.qml)
    if any(
        "QtQuick.Controls" in qml.read_text(encoding="utf-8")
        for qml in (ROOT / "ui").rglob("*.qml")
    ):
        assert "QtQuick/Controls/Basic" in modules
    assert not any(
        re.search(r"Controls/(Material|Fusion|Universal|Imagine|FluentWinUI3)", m) for m in modules
    )


def test_spec_uses_the_config_the_hook_and_the_entry_point():
    spec = (PACKAGING / "lgdesktop.spec").read_text(encoding="utf-8")
    for needle in (
        "bundle_config.py",
        'hookspath=[str(HERE / "hooks")]',
        "entry.py",
        'collect_submodules("lgdesktop")',
        'collect_submodules("zeroconf")',
        '"PySide6.QtTextToSpeech"',
        "config.MEDIA_PLUGIN_TYPES",
        '(str(ROOT / "ui"), "ui")',
        '(str(ROOT / "resources"), "resources")',
        "info_plist",
        "BUNDLE(",
    ):
        assert needle in spec
    assert (PACKAGING / "hooks" / "hook-PySide6.QtQml.py").is_file()


def test_desktop_entry():
    entry = (PACKAGING / "linux" / "lgdesktop.desktop").read_text(encoding="utf-8")
    assert entry.startswith("[Desktop Entry]\n")
    for line in ("Type=Application", "Exec=lgdesktop %u", "Icon=lgdesktop", "Terminal=false"):
        assert line in entry.splitlines()
    assert re.search(r"^Categories=.*\bGame;", entry, re.MULTILINE)


def test_icons_exist_in_every_format():
    assert "<svg" in (ICONS / "lgdesktop.svg").read_text(encoding="utf-8")
    for size in (16, 32, 48, 64, 128, 256, 512):
        png = (ICONS / f"lgdesktop-{size}.png").read_bytes()
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        assert struct.unpack(">II", png[16:24]) == (size, size)
    ico = (ICONS / "lgdesktop.ico").read_bytes()
    assert struct.unpack("<HHH", ico[:6])[:2] == (0, 1) and struct.unpack("<H", ico[4:6])[0] >= 4
    icns = (ICONS / "lgdesktop.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


@pytest.mark.parametrize("script", ["build.sh", "smoke.sh"])
def test_scripts_are_strict(script):
    text = (PACKAGING / script).read_text(encoding="utf-8")
    assert text.startswith("#!/usr/bin/env bash\n")
    assert "\nset -euo pipefail\n" in text


def test_smoke_test_decodes_a_clip_with_the_bundle_s_multimedia_backend(config):
    smoke = (PACKAGING / "smoke.sh").read_text(encoding="utf-8")
    assert '"$EXE" sound-check' in smoke and "decoded nightfall" in smoke
    assert config.UNSTRIPPED_LIBRARIES.search("PySide6/Qt/lib/libavformat.so.63")
    assert not config.UNSTRIPPED_LIBRARIES.search("PySide6/Qt/lib/libQt6Core.so.6")


def test_smoke_test_stays_on_loopback_without_discovery():
    text = (PACKAGING / "smoke.sh").read_text(encoding="utf-8")
    assert "--no-discovery" in text and "--bind 127.0.0.1" in text
    assert "QT_QPA_PLATFORM=offscreen" in text
    assert not re.search(r"\b(0\.0\.0\.0|192\.168\.|10\.\d+\.)", text)


def test_smoke_test_opens_the_launcher_and_the_join_window_from_the_bundle():
    text = (PACKAGING / "smoke.sh").read_text(encoding="utf-8")
    assert '"$EXE" "$@" --screenshot "$WORK/$name.png"' in text
    assert "window_shot launcher launcher\n" in text
    # The join window as a desktop opens the QR code's link (the .desktop file's %u).
    assert re.search(r'^window_shot join "lgdesktop://127\.0\.0\.1:\d+/\?code=\d{8}"', text, re.M)
    shot = text.split("window_shot() {", 1)[1].split("\n}\n", 1)[0]
    assert '((EXIT_CODE == 0)) || fail "the $name window exited $EXIT_CODE"' in shot
    assert 'check_png "$WORK/$name.png"' in shot


def test_ci_builds_and_smoke_tests_the_bundle_between_ruff_and_the_readme_tests():
    lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "uv run pytest" in readme
    steps = [
        "uv run ruff format --check",
        "bash packaging/build.sh",
        "bash packaging/smoke.sh",
        "uv run pytest",
    ]
    assert all(lines.count(step) == 1 for step in steps)
    assert [lines.index(step) for step in steps] == sorted(lines.index(step) for step in steps)
    assert lines[-1] == "uv run pytest"
    # A fresh machine gets what the build needs: the X11 libraries the bundle carries (the
    # spec stops without them), gcc and readelf for the ICU data filter.
    text = "\n".join(lines)
    assert "from lgdesktop.qtlibs import XCB_LIBRARIES" in text
    assert "missing+=(gcc)" in text and "missing+=(binutils)" in text


def test_the_linux_bundle_carries_qt_s_x11_libraries(config):
    from lgdesktop.qtlibs import XCB_LIBRARIES

    bundled = set(config.BUNDLED_LINUX_LIBRARIES)
    # A build here once lacked these two (ldd: not found) and differed from CI's.
    assert {"libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxcb-cursor.so.0"} <= bundled
    assert bundled == set(XCB_LIBRARIES)  # the app's own check names the same libraries
    spec = (PACKAGING / "lgdesktop.spec").read_text(encoding="utf-8")
    assert "a.binaries = _with_xcb_libraries(a.binaries)" in spec
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    for name in bundled:  # the Linux runner installs each one before building
        assert re.search(rf"\b{re.escape(XCB_LIBRARIES[name][0])}\b", workflow), name


def test_release_workflow_builds_and_smoke_tests_on_three_systems():
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert re.search(r"^on:\n  push:\n    tags:", text, re.MULTILINE)
    for runner in ("ubuntu-", "windows-", "macos-"):
        assert runner in text
    assert "bash packaging/build.sh" in text and "bash packaging/smoke.sh" in text


@pytest.fixture(scope="module")
def icu_data():
    return _load("icu_data.py")


@pytest.mark.parametrize(
    ("name", "kept"),
    [
        ("icudt73l/root.res", True),
        ("icudt73l/fr.res", True),
        ("icudt73l/fr_CA.res", True),
        ("icudt73l/en_001.res", True),
        ("icudt73l/coll/root.res", True),
        ("icudt73l/coll/fr.res", True),
        ("icudt73l/coll/ucadata.icu", True),
        ("icudt73l/coll/pool.res", True),
        ("icudt73l/res_index.res", True),
        ("icudt73l/supplementalData.res", True),
        ("icudt73l/zoneinfo64.res", True),
        ("icudt73l/cnvalias.icu", True),
        ("icudt73l/uts46.nrm", True),
        ("icudt73l/brkitr/root.res", True),
        ("icudt73l/brkitr/word.brk", True),
        ("icudt73l/de.res", False),
        ("icudt73l/coll/de_.res", False),
        ("icudt73l/zone/zh_Hant.res", False),
        ("icudt73l/ibm-1047_P100-1995.cnv", False),
        ("icudt73l/brkitr/cjdict.dict", False),
        ("icudt73l/translit/root.res", False),
    ],
)
def test_icu_items_kept(icu_data, name, kept):
    assert icu_data.keep_item(name, ("fr", "en")) is kept


def test_icu_package_round_trip(icu_data):
    items = [("icudt73l/b.res", b"B" * 5), ("icudt73l/a.res", b"A" * 20), ("icudt73l/c.icu", b"")]
    header = struct.pack("<HBB", 32, 0xDA, 0x27) + bytes(8) + b"CmnD" + bytes(16)
    package = icu_data.write_package(header, items)
    read_header, read_items = icu_data.read_package(package)
    assert read_header == header
    # An item's size is not stored: read back, it runs to the next item (alignment padding).
    assert [name for name, _ in read_items] == sorted(name for name, _ in items)
    assert all(blob.startswith(dict(items)[name]) for name, blob in read_items)
    assert icu_data.write_package(read_header, read_items) == package


def test_icu_filter_of_the_wheels_library(icu_data, tmp_path):
    import shutil

    import PySide6

    libraries = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    if not libraries or shutil.which("readelf") is None:
        pytest.skip("no ICU data library in this PySide6 wheel (only Linux has one)")
    _symbol, data = icu_data._symbol_bytes(libraries[-1])
    header, items = icu_data.read_package(data)
    assert icu_data.write_package(header, items) == data  # byte for byte
    names = {name.split("/", 1)[1] for name, _ in items if icu_data.keep_item(name, ("fr",))}
    assert {
        "root.res",
        "fr.res",
        "coll/root.res",
        "coll/fr.res",
        "coll/ucadata.icu",
        "pool.res",
        "res_index.res",
        "coll/res_index.res",
    } <= names
    assert not {"de.res", "coll/de.res", "en.res"} & names
