"""A smaller ICU data library for the Linux bundle: only the locales the app speaks.

Qt's Linux libraries in the PySide6 wheel link ICU, whose data library
(``libicudata.so.73``) holds every locale, converter, dictionary and transliterator: 31 MB,
a fifth of the bundle. Qt asks ICU for little: collation (``QCollator``, QML
``localeCompare``), locale-aware case mapping and the legacy text codecs; its own locale data
(number and date formats, locale names) comes from Qt's CLDR tables, and its text boundaries
and IDNA from its own code.

:func:`build_filtered_icudata` rebuilds the library with the same ICU data package, less:

- locale data (in every tree: main, ``coll``, ``curr``, ``lang``, ``region``, ``unit``,
  ``zone``, ``rbnf``, ``brkitr``) of languages other than ``root`` and the app's languages
  (bundle_config.QT_TRANSLATION_LANGUAGES). ICU falls back to ``root`` for a missing locale,
  as it does for any locale it does not know: a German desktop sorts with the root
  collation (Unicode's default order), which is how ICU sorts German anyway;
- the character converters (``*.cnv``): UTF-8/16/32, US-ASCII and Latin-1 are algorithmic in
  ICU's code and Qt handles them itself, so only legacy codecs (Shift-JIS, EBCDIC...) go;
- the break-iterator dictionaries for Chinese, Japanese, Thai, Lao, Khmer and Burmese word
  segmentation, and the transliterators: Qt does not use ICU for either.

This is ICU's own "data filtering" idea (the ICU Data Build Tool's locale filter), done on
the built package: the package format (``CmnD``: a header, a table of contents of item names
and offsets, then the items 16-byte aligned) is read and written here, and the library is
re-linked with ``gcc`` (one ``.incbin``). ``readelf`` (binutils) finds the data in the
original library.

    python packaging/icu_data.py SRC_LIB OUT_DIR    # writes OUT_DIR/<same name>, prints sizes
"""

from __future__ import annotations

import re
import struct
import subprocess
import sys
from pathlib import Path

#: Every item name starts with the package name, e.g. ``icudt73l/coll/fr.res``.
PACKAGE_NAME = re.compile(r"^icudt\d+[lbe]$")
#: A locale ID as ICU names its resource bundles (``fr``, ``fr_CA``, ``en_001``, ``zh_Hant``,
#: ``de_`` for the variant-only ``de__PHONEBOOK``).
LOCALE_ID = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]*)*$")
#: Bundle names that look like locale IDs but are not (each tree's list of its locales).
NOT_LOCALES = ("res_index",)
#: Trees dropped whole (transliterators).
DROPPED_TREES = ("translit",)
#: Upper bound for each of readelf and gcc on a 31 MB file (a second or two here).
TOOL_TIMEOUT_S = 120


def keep_item(name: str, languages: tuple[str, ...]) -> bool:
    """Whether the package item ``name`` (``icudt73l/coll/fr.res``) stays."""
    parts = name.split("/")
    if len(parts) > 2 and parts[1] in DROPPED_TREES:
        return False
    leaf = parts[-1]
    if leaf.endswith(".cnv") or leaf.endswith(".dict"):
        return False
    if leaf.endswith(".res"):
        stem = leaf[:-4]
        if stem not in NOT_LOCALES and LOCALE_ID.match(stem):
            language = stem.split("_", 1)[0]
            return language in languages
    return True  # root, pool, res_index, supplemental data, core tables


def read_package(data: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """(header, [(item name, item bytes), ...]) of an ICU common data package."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", data, 0)
    if (magic1, magic2) != (0xDA, 0x27) or data[12:16] != b"CmnD" or data[8] != 0:
        raise ValueError("not a little-endian ICU common data package (CmnD)")
    toc = data[header_size:]
    (count,) = struct.unpack_from("<I", toc, 0)
    entries = [struct.unpack_from("<II", toc, 4 + 8 * i) for i in range(count)]
    items = []
    for i, (name_offset, data_offset) in enumerate(entries):
        name = toc[name_offset : toc.index(b"\0", name_offset)].decode("ascii")
        end = entries[i + 1][1] if i + 1 < count else len(toc)
        items.append((name, toc[data_offset:end]))
    return data[:header_size], items


def write_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """The package holding ``items`` (sorted by name, as ICU's binary search needs)."""
    items = sorted(items, key=lambda item: item[0].encode("ascii"))
    pad = b"\xaa"  # what ICU's own packager fills the alignment gaps with
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    toc_size = 4 + 8 * len(items)
    offset = toc_size + len(names)
    entries, blobs, name_offset = [], bytearray(), toc_size
    for name, blob in items:
        padding = -(offset + len(blobs)) % 16
        blobs += pad * padding
        entries.append((name_offset, offset + len(blobs)))
        blobs += blob
        name_offset += len(name) + 1
    toc = struct.pack("<I", len(items)) + b"".join(struct.pack("<II", *e) for e in entries)
    return header + toc + names + bytes(blobs)


def _symbol_bytes(library: Path) -> tuple[str, bytes]:
    """The name and contents of the one data symbol (``icudtNN_dat``) of ``library``."""
    symbols = subprocess.run(
        ["readelf", "--dyn-syms", "-W", str(library)],
        capture_output=True,
        text=True,
        check=True,
        timeout=TOOL_TIMEOUT_S,
    ).stdout
    found = [
        line.split()
        for line in symbols.splitlines()
        if re.search(r"\bicudt\d+_dat$", line) and " UND " not in line
    ]
    if len(found) != 1:
        raise ValueError(f"{library}: expected one icudtNN_dat symbol, found {len(found)}")
    value, size, name = int(found[0][1], 16), int(found[0][2], 0), found[0][-1]
    sections = subprocess.run(
        ["readelf", "-SW", str(library)],
        capture_output=True,
        text=True,
        check=True,
        timeout=TOOL_TIMEOUT_S,
    ).stdout
    pattern = re.compile(r"\[\s*\d+\]\s+\S+\s+\S+\s+([0-9a-f]+)\s+([0-9a-f]+)\s+([0-9a-f]+)")
    for match in pattern.finditer(sections):
        address, offset, length = (int(group, 16) for group in match.groups())
        if address and address <= value < address + length:
            start = value - address + offset
            return name, library.read_bytes()[start : start + size]
    raise ValueError(f"{library}: no section holds {name}")


def build_filtered_icudata(
    library: Path, out_dir: Path, languages: tuple[str, ...]
) -> tuple[Path, int, int]:
    """Write ``out_dir/<library's name>`` with only ``languages`` (plus root) in its data.

    Returns (the new library, items kept, items dropped).
    """
    symbol, data = _symbol_bytes(library)
    header, items = read_package(data)
    prefix = items[0][0].split("/", 1)[0]
    if not PACKAGE_NAME.match(prefix):
        raise ValueError(f"{library}: unexpected package name {prefix!r}")
    kept = [(name, blob) for name, blob in items if keep_item(name, languages)]
    out_dir.mkdir(parents=True, exist_ok=True)
    package = out_dir / f"{prefix}.dat"
    package.write_bytes(write_package(header, kept))
    source = out_dir / "icudata.S"
    source.write_text(
        "\t.section .rodata\n"
        f"\t.globl {symbol}\n\t.type {symbol}, @object\n\t.balign 16\n"
        f'{symbol}:\n\t.incbin "{package.name}"\n\t.size {symbol}, . - {symbol}\n'
        '\t.section .note.GNU-stack,"",@progbits\n',
        encoding="ascii",
    )
    soname = library.name
    output = out_dir / soname
    subprocess.run(
        ["gcc", "-shared", "-nostdlib", f"-Wl,-soname,{soname}", "-o", soname, source.name],
        cwd=out_dir,
        check=True,
        timeout=TOOL_TIMEOUT_S,
    )
    return output, len(kept), len(items) - len(kept)


def main() -> int:
    library, out_dir = Path(sys.argv[1]), Path(sys.argv[2])
    languages = tuple(sys.argv[3].split(",")) if len(sys.argv) > 3 else ("en", "fr")
    output, kept, dropped = build_filtered_icudata(library, out_dir, languages)
    print(
        f"{output}: {output.stat().st_size / 1e6:.1f} MB (was "
        f"{library.stat().st_size / 1e6:.1f} MB), {kept} items kept, {dropped} dropped"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
