"""``lgdesktop join``: this laptop's window to find the TV and play a seat."""

from __future__ import annotations

import argparse

from ..protocol.messages import MAX_NAME
from ..protocol.names import NameRefused, check_name
from . import LANG_HELP, UsageError, check_code, check_local_ipv4, require_display


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "address",
        nargs="?",
        metavar="HOST:PORT",
        help="the TV's address (or the URL of its QR code): join at once",
    )
    parser.add_argument("--code", help="the join code shown on the TV")
    parser.add_argument("--name", help=f"your name at the table (at most {MAX_NAME} characters)")
    parser.add_argument(
        "--no-discovery",
        dest="discovery",
        action="store_false",
        help="do not look for hosts on the LAN (type the address)",
    )
    parser.add_argument(
        "--interface", metavar="ADDR", help="IPv4 address of the interface to look for hosts on"
    )
    parser.add_argument("--lang", choices=("fr", "en"), help=LANG_HELP)


def run(args: argparse.Namespace) -> int:
    check_code("join", args.code)
    if args.name:  # empty: the join form asks for it
        try:
            check_name(args.name)
        except NameRefused as refusal:
            raise UsageError(f"lgdesktop join: --name {args.name!r}: {refusal.message}") from None
    check_local_ipv4("join", "--interface", args.interface)
    require_display()
    from ..app.models.joining import parse_address
    from ..app.shell.launch import run_join

    if args.address is not None:
        try:
            _host, port, code = parse_address(args.address)
        except ValueError:
            port, code = 0, None
        if not port:  # port 0 is no host's: nothing could answer there
            raise UsageError(f"lgdesktop join: bad address {args.address!r}: expected HOST:PORT")
        check_code("join", code, "the address's code")  # the QR code's URL carries one
    return run_join(args)
