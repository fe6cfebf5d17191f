"""``lgdesktop roles``: the recommended composition for an edition and a table size."""

from __future__ import annotations

import argparse
import json

from ..engine import EDITIONS, get_edition


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--edition", default="jinrou", choices=sorted(EDITIONS))
    parser.add_argument("--players", type=int, required=True, help="table size")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    setup = get_edition(args.edition).recommended_setup(args.players)
    if args.json:
        print(json.dumps({"edition": args.edition, "players": args.players, "roles": setup}))
    else:
        print(f"{args.edition}, {args.players} players:")
        for role_id, count in setup.items():
            print(f"  {count} × {role_id}")
    return 0
