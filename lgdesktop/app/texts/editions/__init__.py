"""The editions' texts: one module per edition, each registering its own texts (its name,
presets, dawn and table-wide settings) in :mod:`..registry` on import (a character's texts
live with its family in :mod:`..roles`, whatever the edition), and the lobby's sentences
about an edition and its presets. A new edition: its module, imported below."""

from __future__ import annotations

from ....engine import catalogue
from ..i18n import translate
from ..registry import EDITION_NAMES, PRESET_NAMES, lookup
from . import anniversary as anniversary
from . import forum as forum
from . import jinrou as jinrou
from . import one_night as one_night
from . import thiercelieux as thiercelieux


def edition_name(edition_id: str) -> str:
    return lookup(EDITION_NAMES, edition_id, "Editions", edition_id)


def player_warning(edition_id: str, players: int) -> str:
    """The lobby's warning for a table size the edition allows but does not recommend
    (``thiercelieux``: 8 to 18), empty when there is nothing to say."""
    least, most = catalogue.edition_info(edition_id).recommended_players
    if not least or least <= players <= most or not players:
        return ""
    return translate(
        "Editions", "This edition is best played with {least} to {most} players."
    ).format(least=least, most=most)


def edition_choice(edition_id: str, least: int, most: int) -> str:
    """An edition as a choice: its name and its player range."""
    return translate("Editions", "{name} ({least} to {most} players)").format(
        name=edition_name(edition_id), least=least, most=most
    )


def preset_name(preset_id: str) -> str:
    """A preset's display name (its id when unknown here)."""
    return lookup(PRESET_NAMES, preset_id, "Presets", preset_id)


def preset_size_reason(min_players: int, max_players: int, players: int) -> str:
    """Why a preset made for ``min_players``-``max_players`` seats is greyed out at
    ``players``: too few or too many."""
    if players < min_players:
        return translate("Presets", "From %n players", None, min_players)
    return translate("Presets", "Up to %n players", None, max_players)
