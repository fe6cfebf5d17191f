"""What goes into the packaged application, in one place.

Read by ``lgdesktop.spec`` (PyInstaller), by the QML hook in ``hooks/`` and by the fast checks
in ``tests/packaging/``. This folder is deliberately not a Python package (its name would
shadow the ``packaging`` distribution that pytest and pip import): load this file by path.
Only the standard library may be imported here.
"""

from __future__ import annotations

import json
import platform
import re
import subprocess
import sys
from pathlib import Path

APP_NAME = "lgdesktop"
DISPLAY_NAME = "lgdesktop — Loup-Garou"
BUNDLE_IDENTIFIER = "org.lgdesktop.lgdesktop"
#: Windows: the console executable beside the windowed one (scripts, smoke test, bots).
WINDOWS_CLI_NAME = "lgdesktop-cli"

#: The zeroconf service the host advertises (net/discovery.py: ``_lgdesktop._tcp.local.``).
BONJOUR_SERVICE = "_lgdesktop._tcp"
#: The scheme of the board's QR code link, ``lgdesktop://HOST:PORT/?code=CODE``, that each
#: system is told to open with the app (the same as lgdesktop/cli URL_SCHEME: a test checks
#: it). Linux: linux/lgdesktop.desktop; macOS: INFO_PLIST; Windows: windows/register-url.cmd.
URL_SCHEME = "lgdesktop"

#: macOS Info.plist keys. Without the two network keys, macOS (14+) silently drops the
#: multicast traffic of zeroconf instead of asking the user for Local Network access.
INFO_PLIST: dict[str, object] = {
    "CFBundleDisplayName": DISPLAY_NAME,
    "CFBundleName": APP_NAME,
    "LSApplicationCategoryType": "public.app-category.board-games",
    "NSHighResolutionCapable": True,
    "NSLocalNetworkUsageDescription": (
        "lgdesktop finds the TV host and the players' laptops on your local network, "
        "and carries the game between them."
    ),
    "NSBonjourServices": [BONJOUR_SERVICE],
    # The app opens lgdesktop:// links; the bootloader's argv emulation (the spec) hands the
    # link that starts it to the program as its argument.
    "CFBundleURLTypes": [
        {
            "CFBundleURLName": f"{BUNDLE_IDENTIFIER}.join",
            "CFBundleURLSchemes": [URL_SCHEME],
            "CFBundleTypeRole": "Viewer",
        }
    ],
}

#: Qt Quick Controls styles shipped: the app fixes its style (app/runtime.py STYLE = "Basic"),
#: so the other styles QtQuick.Controls lists as optional imports are left out.
CONTROLS_STYLES = ("Basic",)

#: Languages whose Qt base translations (qtbase_xx.qm, ...) are shipped: the app's languages
#: (app/i18n.py LANGUAGES). Add a code here when the app gets a new language.
QT_TRANSLATION_LANGUAGES = ("fr", "en")

#: PySide6 modules never shipped, whatever imports them: the app uses none of them, and a few
#: (WebEngine alone is over 100 MB) would dwarf the rest of the bundle.
#:
#: (Python modules only: a Qt library that a shipped module links, such as the QtMultimedia
#: library behind QtTextToSpeech, is still collected.)
#:
#: QtTextToSpeech is *shipped* (it is not in this list): the app speaks the narration when
#: the OS has a speech engine (SAPI/WinRT on Windows, AVSpeechSynthesizer on macOS,
#: speech-dispatcher on Linux) and skips speech quietly when the module or engine is missing.
#: It costs about 3 MB (the module, libQt6TextToSpeech and the QtMultimedia core library it
#: links).
#:
#: QtMultimedia's *Python* module is left out (below), but Qt Multimedia itself is shipped:
#: the TV's sound player (app/shell/sound_player.py) makes its players in QML
#: (ui/LgUi/SoundDeck.qml, ``import QtMultimedia``: the QML hook collects that module), and
#: the clips are Opus, which only Qt's FFmpeg backend decodes: the spec ships it
#: (:data:`MEDIA_PLUGIN_TYPES`; its libav*/libsw* libraries and Qt's FFmpeg stubs follow as
#: its dependencies).
EXCLUDED_PYSIDE6_MODULES = (
    "Qt3DAnimation",
    "Qt3DCore",
    "Qt3DExtras",
    "Qt3DInput",
    "Qt3DLogic",
    "Qt3DRender",
    "QtAxContainer",
    "QtBluetooth",
    "QtCanvasPainter",
    "QtCharts",
    "QtConcurrent",
    "QtDBus",
    "QtDataVisualization",
    "QtDesigner",
    "QtGraphs",
    "QtGraphsWidgets",
    "QtHelp",
    "QtHttpServer",
    "QtLabsStyleKit",
    "QtLocation",
    "QtMultimedia",
    "QtMultimediaWidgets",
    "QtNetworkAuth",
    "QtNfc",
    "QtPdf",
    "QtPdfWidgets",
    "QtPositioning",
    "QtPrintSupport",
    "QtQuick3D",
    "QtQuickTest",
    "QtQuickWidgets",
    "QtRemoteObjects",
    "QtScxml",
    "QtSensors",
    "QtSerialBus",
    "QtSerialPort",
    "QtSpatialAudio",
    "QtSql",
    "QtStateMachine",
    "QtTest",
    "QtUiTools",
    "QtWebChannel",
    "QtWebEngineCore",
    "QtWebEngineQuick",
    "QtWebEngineWidgets",
    "QtWebSockets",
    "QtWebView",
    "QtXml",
)

#: Qt plugin types the spec collects whatever Python module is imported: ``multimedia``
#: holds the FFmpeg backend (``libffmpegmediaplugin.so``, ``ffmpegmediaplugin.dll``...),
#: without which Qt Multimedia decodes no Opus clip ("no media backend"). It links FFmpeg's
#: libraries (libavcodec, libavformat, libavutil, libswresample, libswscale): about 21 MB
#: on Linux (measured in docs/audio.md).
MEDIA_PLUGIN_TYPES = ("multimedia",)

#: Linux: libraries the spec must not strip (it puts their original files back after
#: PyInstaller's strip): ``strip`` of the build machine's binutils rewrites FFmpeg's libraries
#: of the PySide6 wheel into files the loader refuses ("libavformat.so.63: ELF load command
#: address/offset not page-aligned"), and Qt then finds no multimedia backend. The wheel's
#: copies carry no symbols anyway (stripping saved 14 KB of 15 MB).
UNSTRIPPED_LIBRARIES = re.compile(r"(^|[/\\])lib(avcodec|avformat|avutil|swresample|swscale)\.so")

#: Other Python modules left out (the app and its dependencies do not use them).
EXCLUDED_PYTHON_MODULES = (
    "tkinter",
    "_tkinter",
    "PyQt5",
    "PyQt6",
    "PySide2",
    "IPython",
    "readline",
    "pydoc_data",
)

#: A last safety net, applied to the collected binaries and data by file name (a QML plugin
#: or a platform plugin can link one of these libraries behind the hooks' back).
EXCLUDED_BINARY_PATTERNS = tuple(
    re.compile(pattern, re.IGNORECASE)
    for pattern in (
        r"Qt6?(WebEngine|WebView|Pdf|3D|Quick3D|Charts|DataVisualization|Graphs|Location|"
        r"Positioning|Sensors|SerialPort|SerialBus|Bluetooth|Nfc|RemoteObjects|Scxml|"
        r"StateMachine|SpatialAudio|Designer|Help|Sql|Test|QuickTest|VirtualKeyboard|"
        r"ShaderTools|LabsWavefrontMesh|HttpServer|NetworkAuth|WebChannel|WebSockets)",
        r"[/\\]plugins[/\\](sqldrivers|sceneparsers|assetimporters|geometryloaders|"
        r"renderers|renderplugins|geoservices|position|sensors|canbus|designer|webview|"
        r"qmltooling|printsupport|networkinformation|egldeviceintegrations|generic)[/\\]",
        # Platform plugins for embedded screens (the app runs on X11, Wayland, Windows, macOS,
        # and offscreen for tests and screenshots).
        r"[/\\]plugins[/\\]platforms[/\\](lib)?q(eglfs|linuxfb|minimal|minimalegl|vnc|"
        r"vkkhrdisplay)\.",
        r"Qt6Egl(FS|FsKms)",
        # The GTK3 platform theme would pull in GTK, GDK, cairo and pango (about 10 MB, and a GTK
        # older or newer than the user's): the app draws its own Basic-style controls anyway.
        r"[/\\]plugins[/\\]platformthemes[/\\](lib)?qgtk3\.",
        # Image formats the app's art does not use (it has PNG built in, plus SVG, JPEG, GIF).
        r"[/\\]plugins[/\\]imageformats[/\\](lib)?q(tiff|webp|tga|wbmp|icns|pdf)\.",
    )
)


#: Linux: system libraries that Qt's X11 (xcb) platform plugin links and that the bundle
#: carries, because a player's desktop may lack them (Ubuntu 22.04 has no libxcb-cursor0 by
#: default). The same list as lgdesktop/qtlibs.py's XCB_LIBRARIES (a test checks it), which
#: also names their packages. PyInstaller alone silently skips a library that ``ldd`` reports
#: "not found" on the build machine, so a local build could differ from CI's: the spec fails
#: instead (:func:`find_linux_library`).
BUNDLED_LINUX_LIBRARIES = (
    "libxcb-cursor.so.0",
    "libxcb-icccm.so.4",
    "libxcb-keysyms.so.1",
    "libxcb-image.so.0",
    "libxcb-render-util.so.0",
    "libxcb-util.so.1",
    "libxcb-randr.so.0",
    "libxcb-shape.so.0",
    "libxcb-xkb.so.1",
    "libxkbcommon-x11.so.0",
    "libX11-xcb.so.1",
)
#: Upper bound for one ``ldconfig -p`` (it answers in milliseconds).
LDCONFIG_TIMEOUT_S = 30
#: How ``ldconfig -p`` tags the libraries of this machine's architecture (a 64-bit system may
#: also list 32-bit copies, which must not be bundled).
LDCONFIG_ARCH_TAGS = {"x86_64": "x86-64", "aarch64": "AArch64"}


def find_linux_library(soname: str) -> Path | None:
    """The path of the system library ``soname`` for this machine's architecture (the
    dynamic loader's cache, ``ldconfig -p``), or None when it is not installed."""
    ldconfig = next(
        (path for path in ("/sbin/ldconfig", "/usr/sbin/ldconfig") if Path(path).exists()),
        "ldconfig",
    )
    listing = subprocess.run(
        [ldconfig, "-p"], capture_output=True, text=True, check=True, timeout=LDCONFIG_TIMEOUT_S
    ).stdout
    wanted_arch = LDCONFIG_ARCH_TAGS.get(platform.machine(), "")
    for line in listing.splitlines():
        name, _, rest = line.strip().partition(" (")
        if name == soname and "=>" in rest and wanted_arch in rest.split(")")[0]:
            return Path(rest.split("=>", 1)[1].strip())
    return None


#: Linux: libraries kept even when no kept binary links them (Qt loads OpenSSL with dlopen).
KEEP_UNLINKED_LIBRARIES = re.compile(r"^lib(ssl|crypto)\.so|^libpython")
#: A Python extension module, by its file name: Python imports it by name (``import
#: _cffi_backend``, which ``cryptography`` needs) and no binary links it, so the linker's view
#: of the bundle never shows it as needed. Linux/macOS ``*.cpython-311-x86_64-linux-gnu.so``
#: and ``*.abi3.so``, Windows ``*.pyd`` (with or without an ABI tag).
PYTHON_EXTENSION_MODULE = re.compile(r"\.(cpython-[^/\\]+\.so|abi3\.so|pyd)$", re.IGNORECASE)


def is_prunable_library(dest_name: str) -> bool:
    """Linux: True when a collected binary (its destination path in the bundle) is a system
    library that the spec drops if no kept binary links it: a file at the top level of the
    bundle, except libpython, OpenSSL (:data:`KEEP_UNLINKED_LIBRARIES`) and every Python
    extension module (:data:`PYTHON_EXTENSION_MODULE`). Everything else (in a sub-folder: Qt,
    its plugins, the packages' modules) is kept, and is where the spec looks for links."""
    path = dest_name.replace("\\", "/")
    return not (
        "/" in path or KEEP_UNLINKED_LIBRARIES.match(path) or PYTHON_EXTENSION_MODULE.search(path)
    )


def is_excluded_file(dest_name: str) -> bool:
    """True when a collected file (its destination path in the bundle) must be dropped."""
    return any(pattern.search(dest_name) for pattern in EXCLUDED_BINARY_PATTERNS)


def is_unwanted_qt_translation(dest_name: str) -> bool:
    """True for Qt's own ``.qm`` files in a language the app does not offer."""
    path = dest_name.replace("\\", "/")
    if "/translations/" not in path or not path.endswith(".qm") or "PySide6" not in path:
        return False
    language = path.rsplit("/", 1)[-1][:-3].split("_", 1)[-1]
    return not any(
        language == code or language.startswith(f"{code}_") for code in QT_TRANSLATION_LANGUAGES
    )


#: Upper bound for one qmlimportscanner run over ui/ (it takes well under a second here).
SCANNER_TIMEOUT_S = 120


def qmlimportscanner(pyside_dir: Path) -> Path:
    """Qt's QML import scanner inside the PySide6 wheel (as ``pyside6-qmlimportscanner``)."""
    if sys.platform == "win32":
        return pyside_dir / "qmlimportscanner.exe"
    return pyside_dir / "Qt" / "libexec" / "qmlimportscanner"


def used_qml_modules(qml_root: Path, pyside_dir: Path, imports_dir: Path) -> set[str]:
    """Directories, relative to Qt's ``qml/`` (``QtQuick/Controls/Basic``), of the Qt QML
    modules that the QML files under ``qml_root`` import, directly or through other modules,
    less the Controls styles not in :data:`CONTROLS_STYLES`.
    """
    result = subprocess.run(
        [
            str(qmlimportscanner(pyside_dir)),
            "-rootPath",
            str(qml_root),
            "-importPath",
            str(imports_dir),
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=SCANNER_TIMEOUT_S,
    )
    modules = set()
    for entry in json.loads(result.stdout):
        relative = entry.get("relativePath")
        if entry.get("type") != "module" or not relative:
            continue  # the app's own modules (LgUi, LgModels) have no path under Qt's qml/
        parts = relative.split("/")
        if (
            parts[:2] == ["QtQuick", "Controls"]
            and len(parts) > 2
            and parts[2] != "impl"
            and parts[2] not in CONTROLS_STYLES
        ):
            continue  # a Controls style the app does not use
        modules.add(relative)
    return modules
