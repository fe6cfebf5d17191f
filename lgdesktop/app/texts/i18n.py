"""Languages, chosen per laptop at run time: French first, English too.

Source texts are written in English (``qsTr`` in QML, ``QCoreApplication.translate`` or
``QT_TRANSLATE_NOOP`` in Python); ``resources/translations/lgdesktop_fr.ts`` holds their
French translations and ``lgdesktop_fr.qm`` is its compiled form. Rebuild both after changing
a text with::

    uv run python -m lgdesktop.app.i18n

(``pyside6-lupdate`` over ``lgdesktop/app`` and ``ui/``, then ``pyside6-lrelease``), then
translate the new ``unfinished`` entries of the ``.ts`` (Qt Linguist: ``pyside6-linguist``)
and run it again. ``tests/app/test_i18n.py`` fails while any text is untranslated.
"""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QLibraryInfo,
    QObject,
    QTranslator,
    Signal,
    Slot,
)
from PySide6.QtQml import QmlElement, QQmlEngine

from .. import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401
from ..shell.paths import QML_DIR, ROOT, TRANSLATIONS_DIR

log = logging.getLogger(__name__)

#: (code, name in that language), in the order the language pickers list them.
LANGUAGES = (("fr", "Français"), ("en", "English"))
DEFAULT_LANGUAGE = "fr"
#: The language the source texts are written in: its catalogue holds only plural forms
#: (``%n player(s)`` -> "1 player", "2 players").
SOURCE_LANGUAGE = "en"
#: Base name of the app's translation files (``lgdesktop_<code>.ts`` / ``.qm``).
CATALOG = "lgdesktop"


def ts_path(code: str) -> Path:
    return TRANSLATIONS_DIR / f"{CATALOG}_{code}.ts"


def qm_path(code: str) -> Path:
    return TRANSLATIONS_DIR / f"{CATALOG}_{code}.qm"


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate ``text`` of ``context`` into the current language (``%n`` takes ``n``).

    Same signature as ``QCoreApplication.translate``, so that ``pyside6-lupdate`` finds the
    texts of every call.
    """
    return QCoreApplication.translate(context, text, disambiguation, n)


@QmlElement
class Language(QObject):
    """The language in force in this process; switching it retranslates every screen.

    View-models connect to :attr:`changed` to rebuild the texts they compute in Python;
    attached QML engines are retranslated (``qsTr`` bindings re-evaluate).
    """

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._code = ""
        self._translators: list[QTranslator] = []
        self._engines: list[QQmlEngine] = []

    def attach(self, engine: QQmlEngine) -> None:
        """Retranslate ``engine`` whenever the language changes."""
        self._engines.append(engine)
        engine.destroyed.connect(lambda *_: self._engines.remove(engine))

    @Property(str, notify=changed)
    def code(self) -> str:
        return self._code

    @Property("QVariantList", constant=True)
    def languages(self) -> list[dict[str, str]]:
        return [{"code": code, "name": name} for code, name in LANGUAGES]

    @Slot(str)
    def choose(self, code: str) -> None:
        """Switch to ``code`` (one of :data:`LANGUAGES`); ValueError for another code."""
        if code not in dict(LANGUAGES):
            raise ValueError(f"unknown language {code!r} (known: {', '.join(dict(LANGUAGES))})")
        if code == self._code:
            return
        app = QCoreApplication.instance()
        for translator in self._translators:
            app.removeTranslator(translator)
        self._translators = []
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        # Qt's own texts first, the app's last (the last installed is searched first).
        for name, folder in (
            ("qtbase", qt_dir),
            ("qtdeclarative", qt_dir),
            (CATALOG, str(TRANSLATIONS_DIR)),
        ):
            translator = QTranslator(app)
            if translator.load(f"{name}_{code}", folder):
                app.installTranslator(translator)
                self._translators.append(translator)
            elif name == CATALOG:
                raise FileNotFoundError(
                    f"missing translation {qm_path(code)}: run "
                    "`uv run python -m lgdesktop.app.i18n`"
                )
            else:
                log.debug("no Qt translation %s_%s", name, code)
        self._code = code
        for engine in self._engines:
            engine.retranslate()
        self.changed.emit()


_LANGUAGE: Language | None = None


def language() -> Language:
    """The process-wide :class:`Language` (created on first use, in English)."""
    global _LANGUAGE
    if _LANGUAGE is None:
        _LANGUAGE = Language()
        _LANGUAGE.choose(SOURCE_LANGUAGE)
    return _LANGUAGE


def sources() -> list[Path]:
    """Every file whose texts go into the catalogue."""
    return sorted((ROOT / "lgdesktop" / "app").rglob("*.py")) + sorted(QML_DIR.glob("*.qml"))


def _tool(name: str) -> str:
    """A PySide6 command-line tool of this environment (beside the running Python)."""
    return str(Path(sys.executable).parent / name)


def update_catalog(ts: Path, *, extra: tuple[str, ...] = ()) -> str:
    """Run ``pyside6-lupdate`` over :func:`sources` into ``ts``; returns its report."""
    command = [
        _tool("pyside6-lupdate"),
        *map(str, sources()),
        "-no-obsolete",
        "-locations",
        "none",
        *extra,
        "-ts",
        str(ts),
    ]
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def compile_catalog(ts: Path, qm: Path) -> None:
    """Run ``pyside6-lrelease`` on ``ts`` into ``qm``."""
    subprocess.run([_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def main() -> int:
    """Refresh every ``.ts`` from the sources and rebuild its ``.qm``."""
    for code, _ in LANGUAGES:
        extra = ("-pluralonly",) if code == SOURCE_LANGUAGE else ()
        print(update_catalog(ts_path(code), extra=extra).strip())
        compile_catalog(ts_path(code), qm_path(code))
        print(f"built {qm_path(code).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
