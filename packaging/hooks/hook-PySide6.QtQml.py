"""PyInstaller hook for PySide6.QtQml that collects only the QML modules the app imports.

PyInstaller's own hook collects every QML module of the PySide6 wheel (Quick3D, WebEngine,
Charts, every Controls style, ...) and, through their plugins, the Qt libraries behind them.
This hook (``hookspath`` puts it ahead of the built-in one) does the same work for the modules
that Qt's ``qmlimportscanner`` finds in the app's ``ui/`` tree, transitively, minus the
Qt Quick Controls styles the app does not use (bundle_config.used_qml_modules). A QML import
added to ``ui/`` is therefore picked up by the next build without editing anything here.

The spec passes the ``ui/`` folder in ``LGDESKTOP_QML_ROOT``; without it the build stops, so
that a mistake can never silently fall back to "collect everything" or "collect nothing".
"""

import importlib.util
import os
from pathlib import Path

import PySide6
from PyInstaller.utils.hooks.qt import add_qt6_dependencies, pyside6_library_info


def _bundle_config():
    path = Path(os.environ["LGDESKTOP_BUNDLE_CONFIG"])
    spec = importlib.util.spec_from_file_location("lgdesktop_bundle_config", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


hiddenimports, binaries, datas = add_qt6_dependencies(__file__)

_qml_root = os.environ.get("LGDESKTOP_QML_ROOT")
if not _qml_root:
    raise SystemExit(
        "hook-PySide6.QtQml: LGDESKTOP_QML_ROOT is not set (build through packaging/lgdesktop.spec)"
    )
_imports_dir = Path(pyside6_library_info.location["QmlImportsPath"]).resolve()
_keep = _bundle_config().used_qml_modules(
    Path(_qml_root), Path(PySide6.__file__).resolve().parent, _imports_dir
)
if not _keep:
    raise SystemExit(
        f"hook-PySide6.QtQml: qmlimportscanner found no Qt QML module under "
        f"{_qml_root}: refusing to build a bundle without QML"
    )


def _wanted(source):
    # A QML module's files sit directly in its directory; sub-directories without a qmldir
    # (e.g. images) are passed as directories whose parent is the module directory.
    return Path(source).parent.relative_to(_imports_dir).as_posix() in _keep


_qml_binaries, _qml_datas = pyside6_library_info.collect_qtqml_files()
binaries += [item for item in _qml_binaries if _wanted(item[0])]
datas += [item for item in _qml_datas if _wanted(item[0])]
print(f"hook-PySide6.QtQml: QML modules kept: {', '.join(sorted(_keep))}", flush=True)
