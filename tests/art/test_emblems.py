"""The role emblems under resources/roles/ keep the house style (pure: stdlib XML only).

House style: a 100x100 viewBox; first, a circle of radius 48 at the centre filled with a camp
colour (or the neutral one, for titles and the hidden card) with a light stroke; then one
pictogram drawn in the palette's colours only; a non-empty English <title>, unique per file.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROLES_DIR = Path(__file__).resolve().parents[2] / "resources" / "roles"
SVG = "{http://www.w3.org/2000/svg}"
LIGHT, DARK = "#f6f2e8", "#0d1321"
#: Circle colours: the camps of ui/LgUi/Theme.qml (Okabe-Ito, colour-blind safe), plus the
#: neutral surface colour for what belongs to no camp (the hidden card, titles).
CAMP_COLOURS = {"village": "#56b4e9", "wolves": "#e69f00", "solo": "#cc79a7", "none": "#26324f"}
#: Every colour a pictogram may use: the circle colours and the light and dark inks.
PALETTE = set(CAMP_COLOURS.values()) | {LIGHT, DARK, "none"}
#: Emblems every edition needs (RULES.md §1-§5), by the camp a role starts the game in
#: ("none": the hidden card and the titles). Ids shared by editions have one file.
EXPECTED_BY_CAMP = {
    "village": """villager seer medium bodyguard hunter baker psychopath nekomata
        mason robber troublemaker drunk insomniac
        witch cupid little_girl thief scapegoat savior
        elder village_idiot raven puppeteer learned_monkey colossus wild_child bear_tamer
        thiercelieux_fox rusty_knight stuttering_judge devoted_servant two_sisters""",
    "wolves": """werewolf madman mystic_wolf minion
        mother_wolf big_bad_wolf accursed_wolf_father""",
    "solo": "fox lover tanner piper white_werewolf",
    "none": "hidden captain mayor",
}
EXPECTED = {role: camp for camp, roles in EXPECTED_BY_CAMP.items() for role in roles.split()}
FILES = sorted(ROLES_DIR.glob("*.svg"))


def test_every_expected_emblem_exists() -> None:
    assert {path.stem for path in FILES} >= EXPECTED.keys()


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
def test_house_style(path: Path) -> None:
    root = ET.parse(path).getroot()
    assert root.tag == f"{SVG}svg"
    assert root.get("viewBox") == "0 0 100 100"
    title = root.find(f"{SVG}title")
    assert title is not None and (title.text or "").strip()
    circle = next(child for child in root if child.tag != f"{SVG}title")
    assert circle.tag == f"{SVG}circle"
    assert (circle.get("cx"), circle.get("cy"), circle.get("r")) == ("50", "50", "48")
    assert circle.get("fill") in CAMP_COLOURS.values()
    assert circle.get("stroke") == LIGHT
    if path.stem in EXPECTED:
        assert circle.get("fill") == CAMP_COLOURS[EXPECTED[path.stem]]
    for element in root.iter():
        for attribute in ("fill", "stroke"):
            assert element.get(attribute, "none") in PALETTE, (element.tag, attribute)
        assert element.tag != f"{SVG}text", "no text inside an emblem"


def test_titles_are_unique() -> None:
    titles = [ET.parse(path).getroot().findtext(f"{SVG}title") for path in FILES]
    assert len(titles) == len(set(titles))
