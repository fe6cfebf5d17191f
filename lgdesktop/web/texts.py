"""The phones' page's sentences, exported from the app's catalogue: one source of texts.

``uv run python -m lgdesktop.web.texts`` writes :data:`TEXTS_FILE` (``texts.json`` of the
page) from the catalogue: every error sentence of :mod:`lgdesktop.app.texts.errors` (those
that name the laptop replaced by their phone version, :mod:`lgdesktop.app.texts.phone`),
the page's labels, in English (the source texts) and French (``lgdesktop_fr.ts``). Run it
after changing one of them and rebuilding the catalogue; tests/net/test_page.py fails while
the committed file differs from the export. Reads the ``.ts`` file as XML: no Qt at run time.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from .page import STATIC_DIR

#: The exported sentences, served with the page.
TEXTS_FILE = STATIC_DIR / "texts.json"


def _translations(ts: Path) -> dict[tuple[str, str], str]:
    """(context, source text) -> its finished translation, from a Qt ``.ts`` file."""
    found = {}
    for context in ElementTree.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") is None and translation.text:
                found[(name, message.findtext("source"))] = translation.text
    return found


def export_texts() -> dict:
    """The page's sentences, by language: ``page`` (labels), ``errors`` (by error code),
    ``unknown`` (a code the page does not know), and ``languages`` ((code, name) pairs)."""
    from ..app.texts import errors, phone
    from ..app.texts.i18n import LANGUAGES, SOURCE_LANGUAGE, ts_path

    sources = {
        "page": {key: (phone.CONTEXT, text) for key, text in phone.PAGE_TEXTS.items()},
        "errors": {
            code: (phone.CONTEXT, phone.PHONE_ERROR_TEXTS[code])
            if code in phone.PHONE_ERROR_TEXTS
            else (errors.CONTEXT, text)
            for code, text in errors.ERROR_TEXTS.items()
        },
    }
    exported: dict = {"languages": [list(pair) for pair in LANGUAGES]}
    for code, _ in LANGUAGES:
        table = {} if code == SOURCE_LANGUAGE else _translations(ts_path(code))

        def word(context: str, text: str, table=table, code=code) -> str:
            if code == SOURCE_LANGUAGE:
                return text
            if (context, text) not in table:
                raise KeyError(f"no {code} translation of {context}: {text!r}")
            return table[(context, text)]

        exported[code] = {
            part: {key: word(*source) for key, source in sorted(entries.items())}
            for part, entries in sources.items()
        }
        exported[code]["unknown"] = word(errors.CONTEXT, errors.UNKNOWN)
    return exported


def texts_json() -> str:
    """:func:`export_texts` as the committed file holds it."""
    return json.dumps(export_texts(), ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def main() -> int:
    TEXTS_FILE.write_text(texts_json(), encoding="utf-8")
    print(f"wrote {TEXTS_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
