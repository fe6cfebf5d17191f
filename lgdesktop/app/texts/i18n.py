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

import contextlib
import logging
import subprocess
import sys
from collections.abc import Iterator
from contextvars import ContextVar
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


#: The catalogue a rendering for another reader asked for (:func:`rendering_in`): None
#: renders in the process's language (the translators installed by :class:`Language`).
_RENDERING: ContextVar[QTranslator | None] = ContextVar("lgdesktop_rendering", default=None)
#: The app's catalogues loaded for :func:`rendering_in`, by language code (loaded once,
#: never installed: the process's own language stays what :class:`Language` chose).
_CATALOGS: dict[str, QTranslator] = {}


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate ``text`` of ``context`` into the current language (``%n`` takes ``n``):
    the language of the :func:`rendering_in` block under way, else the process's.

    Same signature as ``QCoreApplication.translate``, so that ``pyside6-lupdate`` finds the
    texts of every call.
    """
    catalog = _RENDERING.get()
    if catalog is None:
        return QCoreApplication.translate(context, text, disambiguation, n)
    # Not in that catalogue (the source language's holds only plurals): the source text.
    found = catalog.translate(context, text, disambiguation, n) or text
    # ``%n`` (and ``%Ln``) filled in as QCoreApplication.translate does.
    return found.replace("%Ln", str(n)).replace("%n", str(n)) if n >= 0 else found


def catalog(code: str) -> QTranslator:
    """The app's catalogue of language ``code`` (one of :data:`LANGUAGES`), loaded on first
    use and kept, never installed. ValueError for an unknown code, FileNotFoundError when
    its ``.qm`` is missing."""
    if code not in dict(LANGUAGES):
        raise ValueError(f"unknown language {code!r} (known: {', '.join(dict(LANGUAGES))})")
    translator = _CATALOGS.get(code)
    if translator is None:
        translator = QTranslator()
        if not translator.load(str(qm_path(code))):
            raise FileNotFoundError(
                f"missing translation {qm_path(code)}: run `uv run python -m lgdesktop.app.i18n`"
            )
        _CATALOGS[code] = translator
    return translator


@contextlib.contextmanager
def rendering_in(code: str) -> Iterator[None]:
    """Within this block (this thread or task only: a context variable), :func:`translate`
    answers in language ``code``, whatever the process's language; the process's
    installed translators, and every screen that reads them, are left as they are (the
    TV keeps its language while the host renders a phone's screen in another). Raises
    like :func:`catalog` for an unknown code."""
    token = _RENDERING.set(catalog(code))
    try:
        yield
    finally:
        _RENDERING.reset(token)


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
