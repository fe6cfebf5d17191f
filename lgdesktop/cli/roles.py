"""``lgdesktop roles``: an edition's roles, or its recommended composition for a table (the
whole deck, center cards included, in editions with a center)."""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys

from ..engine import EDITIONS, SetupError, catalogue
from . import UsageError


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--edition",
        default="jinrou",
        choices=sorted(EDITIONS),
        help="the edition (default: jinrou)",
    )
    parser.add_argument(
        "--players", type=int, help="table size: print the recommended composition for it"
    )
    parser.add_argument(
        "--list",
        action="store_true",
        help="print every role of the edition with its camp and night order",
    )
    parser.add_argument(
        "--preset",
        metavar="NAME",
        help="with --players: print that named composition instead of the recommended one",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    if args.list:
        return _list(args)
    if args.players is None:
        raise UsageError("lgdesktop roles: give --players N (a composition) or --list")
    if args.preset is None:
        setup = catalogue.recommended_setup(args.edition, args.players)
    else:
        try:
            setup = catalogue.preset_setup(args.edition, args.preset, args.players)
        except SetupError as error:
            raise UsageError(f"lgdesktop roles: {error}") from None
    center = catalogue.center_cards(args.edition, setup)
    warning = catalogue.player_warning(args.edition, args.players)
    if warning is not None:
        print(f"warning: {warning}", file=sys.stderr)
    if args.json:
        print(
            json.dumps(
                {
                    "edition": args.edition,
                    "players": args.players,
                    "center_cards": center,
                    "roles": setup,
                    "warning": warning,
                }
            )
        )
    else:
        deck = f" ({sum(setup.values())} cards, {center} of them in the center)" if center else ""
        print(f"{args.edition}, {args.players} players{deck}:")
        for role_id, count in setup.items():
            print(f"  {count} × {role_id}")
    return 0


def _list(args: argparse.Namespace) -> int:
    """Every role, those called at night first in calling order, then the others."""
    info = catalogue.edition_info(args.edition)
    roles = sorted(info.roles, key=lambda role: (role.night_order is None, role.night_order or 0))
    presets = catalogue.presets(info.id)
    if args.json:
        print(
            json.dumps(
                {
                    "edition": info.id,
                    "name": info.name,
                    "players": {
                        "min": info.min_players,
                        "max": info.max_players,
                        "recommended": list(info.recommended_players),
                    },
                    "center_cards": info.center_cards,
                    "roles": [dataclasses.asdict(role) for role in roles],
                    "channels": list(info.channels),
                    "win_labels": list(info.win_labels),
                    "presets": [dataclasses.asdict(preset) for preset in presets],
                }
            )
        )
        return 0
    low, high = info.recommended_players
    advice = (
        f" ({low}-{high} recommended)"
        if (low, high) != (info.min_players, info.max_players)
        else ""
    )
    print(f"{info.id} ({info.name}), {info.min_players}-{info.max_players} players{advice}:")
    width = max(len(role.id) for role in roles)
    for role in roles:
        order = "-" if role.night_order is None else str(role.night_order)
        night = " (first night only)" if role.first_night_only else ""
        center = f", brings {role.center_cards} center cards" if role.center_cards else ""
        print(f"  {role.id:<{width}}  {role.camp:<8} night {order:>2}{night}{center}")
    brought = [f"+{role.center_cards} with {role.id}" for role in roles if role.center_cards]
    if info.center_cards or brought:
        print(
            f"center cards: {info.center_cards}" + (f" ({', '.join(brought)})" if brought else "")
        )
    if presets:
        print("presets:")
        for preset in presets:
            print(f"  {preset.id}  {preset.min_players}-{preset.max_players} players")
    return 0
