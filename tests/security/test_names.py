"""Player names (lgdesktop.protocol.names): one table of accepted and refused names."""

import unicodedata

import pytest

from lgdesktop.protocol import ProtocolError
from lgdesktop.protocol._confusables import PROTOTYPES
from lgdesktop.protocol.names import NameRefused, check_name, confusable, skeleton

CYRILLIC_A, GREEK_ALPHA, GREEK_OMICRON = "\u0430", "\u0391", "\u03bf"

# (typed name, seated names, expected: the seated name, or (code, params))
CASES = [
    # accepted, normalised
    ("Ana", [], "Ana"),
    ("  Ana   Maria ", [], "Ana Maria"),
    ("\uff21\uff4e\uff41", [], "Ana"),  # fullwidth letters: NFKC
    ("Chloe\u0301", [], "Chlo\u00e9"),  # decomposed accent: composed
    ("L\u00e9a", ["Lea"], "L\u00e9a"),  # an accent is visible: not a look-alike
    ("Anna", ["Ana"], "Anna"),
    ("\u0414\u043c\u0438\u0442\u0440\u0438\u0439", ["Ana"], "Дмитрий"),  # real Cyrillic name
    ("\u0644\u064a\u0644\u0649", [], "ليلى"),  # right-to-left letters are fine
    ("\u3055\u304f\u3089", [], "さくら"),
    ("Loup \u2764\ufe0f", [], "Loup \u2764"),  # emoji presentation selector dropped
    ("Vi\u1ec7t", [], "Việt"),
    # empty and invisible
    ("", [], ("name_required", {})),
    ("   ", [], ("name_invisible", {})),
    ("\u200b", [], ("name_invisible", {})),  # zero-width space
    ("\u3164", [], ("name_invisible", {})),  # Hangul filler
    ("\uffa0", [], ("name_invisible", {})),  # halfwidth Hangul filler
    ("\u2800", [], ("name_invisible", {})),  # Braille blank
    ("\u2800 \u3164\u200b", [], ("name_invisible", {})),
    ("\u0301\u0302", [], ("name_invisible", {})),  # marks with no letter
    ("\u202e", [], ("name_invisible", {})),
    # control, format and bidi characters
    ("Ana\u200b", [], ("name_invalid", {"reason": "character", "char": "U+200B"})),
    ("A\u200dna", [], ("name_invalid", {"reason": "character", "char": "U+200D"})),
    ("Jo\u00adel", [], ("name_invalid", {"reason": "character", "char": "U+00AD"})),
    ("\u202eanA", [], ("name_invalid", {"reason": "character", "char": "U+202E"})),
    ("Ana\u2066x\u2069", [], ("name_invalid", {"reason": "character", "char": "U+2066"})),
    ("Ana\u200f", [], ("name_invalid", {"reason": "character", "char": "U+200F"})),
    ("Ana\x07", [], ("name_invalid", {"reason": "character", "char": "U+0007"})),
    ("Ana\x1b[31m", [], ("name_invalid", {"reason": "character", "char": "U+001B"})),
    ("Ana\nBob", [], ("name_invalid", {"reason": "character", "char": "U+000A"})),
    ("Ana\u2800", [], ("name_invalid", {"reason": "character", "char": "U+2800"})),
    ("Ana\u3164", [], ("name_invalid", {"reason": "character", "char": "U+3164"})),
    ("Ana\ue000", [], ("name_invalid", {"reason": "character", "char": "U+E000"})),
    ("Ana\U000e0041", [], ("name_invalid", {"reason": "character", "char": "U+E0041"})),
    ("Ana\u2028", [], ("name_invalid", {"reason": "character", "char": "U+2028"})),
    ("Ana\ufe00", [], ("name_invalid", {"reason": "character", "char": "U+FE00"})),
    # marks and length
    ("Z" + "\u0300\u0301\u0302\u0303", [], ("name_invalid", {"reason": "marks", "max": "3"})),
    ("x" * 25, [], ("name_invalid", {"reason": "too_long", "max": "24"})),
    ("\ufdfa\ufdfa", [], ("name_invalid", {"reason": "too_long", "max": "24"})),  # NFKC grows
    # taken, ignoring case
    ("ana", ["Ana"], ("name_taken", {"name": "Ana"})),
    ("ANA", ["Bob", "Ana"], ("name_taken", {"name": "Ana"})),
    ("Chloe\u0301", ["Chlo\u00e9"], ("name_taken", {"name": "Chlo\u00e9"})),
    # look-alikes of a seated player
    (f"{CYRILLIC_A}na", ["Ana"], ("name_confusable", {"name": "Ana"})),
    (f"A{CYRILLIC_A}na".replace("A", "\u0410"), ["AAna"], ("name_confusable", {"name": "AAna"})),
    (f"{GREEK_ALPHA}na", ["Ana"], ("name_confusable", {"name": "Ana"})),
    (f"P{CYRILLIC_A}ul", ["Paul"], ("name_confusable", {"name": "Paul"})),
    (f"\u0392{GREEK_OMICRON}b", ["Bob"], ("name_confusable", {"name": "Bob"})),
    ("\u041c\u0430\u0440\u0441", ["Mapc"], ("name_confusable", {"name": "Mapc"})),
    ("lan", ["Ian"], ("name_confusable", {"name": "Ian"})),
    ("Ernrna", ["Emma"], ("name_confusable", {"name": "Emma"})),
    ("\u0410NA", ["ana"], ("name_confusable", {"name": "ana"})),
    ("Ana", [f"{CYRILLIC_A}na"], ("name_confusable", {"name": f"{CYRILLIC_A}na"})),
]


@pytest.mark.parametrize(
    ("typed", "seated", "expected"), CASES, ids=[ascii(case[0])[:30] for case in CASES]
)
def test_names_table(typed, seated, expected):
    if isinstance(expected, str):
        assert check_name(typed, seated) == expected
        return
    code, params = expected
    with pytest.raises(NameRefused) as refused:
        check_name(typed, seated)
    assert (refused.value.code, refused.value.params) == (code, params)
    assert isinstance(refused.value, ProtocolError)  # the host's usual refusal path


def test_every_accepted_name_is_nfkc():
    for typed, seated, expected in CASES:
        if isinstance(expected, str):
            assert unicodedata.is_normalized("NFKC", check_name(typed, seated))


def test_skeleton_examples():
    assert skeleton("p\u0430yp\u0430l") == skeleton("paypal")
    assert skeleton("a\u200bb") == "ab"
    assert skeleton("\u00adx") == "x"
    assert skeleton("rn") == skeleton("m")
    assert skeleton("Bob") != skeleton("Rob")
    assert confusable("Ian", "lan")
    assert not confusable("Ana", "Anna")


def test_skeleton_is_icu_skeleton():
    """The shipped table reproduces ICU's own UTS #39 skeleton (where ICU is installed)."""
    icu = pytest.importorskip("icu")
    checker = icu.SpoofChecker()
    samples = [chr(int(line.split()[0], 16)) for line in PROTOTYPES.split("\n") if line]
    samples += [
        "paypal",
        "Chlo\u00e9",
        "Z\u0300\u0301",
        "\u0410na",
        "a\u200bb\u00adc",
        "\u1e9b\u0323",
        "\u212b",
        "\uff21\uff4e\uff41",
        "\u0644\u064a\u0644\u0649",
    ]
    for text in samples:
        if any(unicodedata.category(char) == "Cn" for char in text):
            continue  # newer than this Python's Unicode database: NFD may differ
        assert skeleton(text) == checker.getSkeleton(0, text), ascii(text)
