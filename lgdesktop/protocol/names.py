"""Player names: normalised, visible, made of ordinary characters, and not look-alikes.

A name shown on the TV is how the table knows who is who; a name that looks like a seated
player's (Cyrillic ``а`` for Latin ``a``, a zero-width space, a soft hyphen), that shows
nothing (U+3164, U+2800, spaces), or that flips the text around it (U+202E) lets a player
pass for another. :func:`check_name` refuses each with its own code:

- ``name_required``: empty.
- ``name_invisible``: nothing visible (only spaces, blanks, fillers, marks or format
  characters).
- ``name_invalid``: params ``reason`` = ``character`` (with ``char``: ``U+XXXX``, a control,
  format, bidi, private-use, unassigned, blank or default-ignorable character),
  ``too_long`` (with ``max``), or ``marks`` (more than ``max`` combining marks on one
  letter).
- ``name_taken``: the same name as a seated player, ignoring case (params ``name``).
- ``name_confusable``: a seated player's name has the same Unicode confusable skeleton
  (UTS #39), as is or case-folded (params ``name``: the seated name).

Skeletons use ICU's confusable data (:mod:`._confusables`, generated from ICU's own
SpoofChecker by tools/make_confusables.py; the test compares with ICU when it is installed).
Pure: no I/O.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from ._confusables import IGNORABLE, PROTOTYPES
from .messages import MAX_NAME, ProtocolError

#: Most combining marks allowed on one letter (Vietnamese needs 2; "Zalgo" text uses dozens).
MAX_MARKS = 3
#: Characters that draw nothing but are ordinary letters or symbols for Unicode (so no
#: category catches them): Braille blank, the Hangul fillers, the musical null notehead.
BLANKS = frozenset({0x2800, 0x3164, 0xFFA0, 0x115F, 0x1160, 0x1D159})
#: General categories refused anywhere in a name: controls, format characters (bidi
#: overrides and isolates, zero-width characters, soft hyphen, tags), private use,
#: surrogates, unassigned, line and paragraph separators.
REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp"})
#: Emoji presentation selectors (U+FE0E, U+FE0F): an emoji picker adds them to a heart or a
#: star; they only choose a glyph style, so they are dropped rather than refused.
PRESENTATION_SELECTORS = str.maketrans("", "", "\ufe0e\ufe0f")

_PROTOTYPE = {
    chr(int(source, 16)): "".join(chr(int(code, 16)) for code in targets)
    for source, *targets in (line.split() for line in PROTOTYPES.split("\n") if line)
}
_IGNORABLE = frozenset(chr(code) for low, high in IGNORABLE for code in range(low, high + 1))


class NameRefused(ProtocolError):
    """A name is refused: ``code`` as listed in the module doc, ``params`` for the
    translated sentence (strings only, as in ``Error.params``)."""

    def __init__(self, code: str, message: str, params: dict[str, str] | None = None):
        super().__init__(code, message)
        self.params = params or {}


def skeleton(text: str) -> str:
    """Unicode's confusable skeleton of ``text`` (UTS #39 section 4): two strings that look
    alike have the same skeleton. NFD, drop default-ignorable code points, replace every
    character by its prototype, NFD again."""
    decomposed = unicodedata.normalize("NFD", text)
    mapped = "".join(_PROTOTYPE.get(char, char) for char in decomposed if char not in _IGNORABLE)
    return unicodedata.normalize("NFD", mapped)


def name_keys(name: str) -> tuple[str, str, str]:
    """The keys under which two names clash (:func:`confusable`): the skeleton as written,
    the skeleton once case-folded, and the skeleton of the case-folded skeleton (so that a
    digit or a capital standing for a letter, ``Mall0ry`` or ``OIga``, still clashes
    whatever the case of the rest). Two names clash when one key of a kind is equal."""
    written = skeleton(name)
    return written, skeleton(name.casefold()), skeleton(written.casefold())


def confusable(first: str, second: str) -> bool:
    """Whether two names can be taken for one another on screen: same key of one kind in
    :func:`name_keys` (so ``Ian`` and ``lan``, ``ANA`` and ``аna``, ``Mall0ry`` and
    ``Mallory`` all clash)."""
    return keys_clash(name_keys(first), name_keys(second))


def keys_clash(first: tuple[str, ...], second: tuple[str, ...]) -> bool:
    """Whether two :func:`name_keys` tuples share a key of one kind."""
    return any(mine == theirs for mine, theirs in zip(first, second, strict=True))


def _refused_character(char: str) -> bool:
    return (
        unicodedata.category(char) in REFUSED_CATEGORIES
        or char in _IGNORABLE
        or ord(char) in BLANKS
    )


def _visible(char: str) -> bool:
    category = unicodedata.category(char)
    return not (category[0] in "ZM" or _refused_character(char))


def _nfkc(raw: str) -> str:
    return unicodedata.normalize("NFKC", raw.translate(PRESENTATION_SELECTORS))


def normalize_name(raw: str) -> str:
    """NFKC (emoji presentation selectors dropped), surrounding white space removed, inner
    runs of white space made one space."""
    return " ".join(_nfkc(raw).split())


def check_name(raw: str, seated: Iterable[str] = ()) -> str:
    """The name to seat for ``raw`` (normalised), or :class:`NameRefused`.

    ``seated``: the names of the players already at the table (a returning player's own
    name excluded). Checks in order: required, visible, characters, marks, length, taken,
    confusable.
    """
    if not raw:
        raise NameRefused("name_required", "choose a name")
    full = _nfkc(raw)  # controls such as tab and newline are refused, not made spaces
    if not any(_visible(char) for char in full):
        raise NameRefused("name_invisible", "the name shows nothing")
    for char in raw.translate(PRESENTATION_SELECTORS):  # name the character as typed
        if any(_refused_character(part) for part in char + _nfkc(char)):
            code = f"U+{ord(char):04X}"
            raise NameRefused(
                "name_invalid",
                f"character {code} is not allowed in a name",
                {"reason": "character", "char": code},
            )
    name = " ".join(full.split())
    marks = 0
    for char in name:
        marks = marks + 1 if unicodedata.category(char).startswith("M") else 0
        if marks > MAX_MARKS:
            raise NameRefused(
                "name_invalid",
                f"more than {MAX_MARKS} marks on one letter",
                {"reason": "marks", "max": str(MAX_MARKS)},
            )
    if len(name) > MAX_NAME:
        raise NameRefused(
            "name_invalid",
            f"names have at most {MAX_NAME} characters",
            {"reason": "too_long", "max": str(MAX_NAME)},
        )
    for other in seated:
        if normalize_name(other).casefold() == name.casefold():
            raise NameRefused("name_taken", f"the name {other!r} is taken", {"name": other})
        if confusable(name, other):
            raise NameRefused("name_confusable", f"{name!r} looks like {other!r}", {"name": other})
    return name
