"""``lgdesktop join``: this laptop's window to find the TV and play a seat. ``lgdesktop
LINK`` (a link of the board's QR code, as the desktop passes it) is ``lgdesktop join LINK``."""

from __future__ import annotations

import argparse

from ..protocol.messages import MAX_NAME
from ..protocol.names import NameRefused, check_name
from . import (
    LANG_HELP,
    URL_SCHEME,
    UsageError,
    add_screenshot_option,
    check_code,
    check_local_ipv4,
    check_screenshot,
    is_join_code,
    require_display,
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "address",
        nargs="?",
        metavar="HOST:PORT",
        help=f"the TV's address, or the link of its QR code ({URL_SCHEME}://HOST:PORT/?code="
        "CODE): fills in the form, and joins at once when your name is known",
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
    add_screenshot_option(parser)


def check_target(text: str) -> None:
    """UsageError unless ``text`` is ``HOST:PORT`` or a link of the board's QR code,
    ``lgdesktop://HOST:PORT/?code=DIGITS`` or ``http://HOST:PORT/#DIGITS`` (the code may
    be left out; when given, it is a code a host may draw), with a port other than 0 (no
    host's). Imports Qt: call it after require_display."""
    from ..app.models.joining import parse_address

    if text.lower().startswith(f"{URL_SCHEME}:") or "://" in text:
        what, expected = "link", f"{URL_SCHEME}://HOST:PORT/?code=DIGITS"
    else:
        what, expected = "address", "HOST:PORT"
    try:
        _host, port, code = parse_address(text)
    except ValueError:
        port, code = 0, None
    if not port or not (code is None or is_join_code(code)):
        raise UsageError(f"lgdesktop join: bad {what} {text!r}: expected {expected}")


def run(args: argparse.Namespace) -> int:
    check_code("join", args.code)
    if args.name:  # empty: the join form asks for it
        try:
            check_name(args.name)
        except NameRefused as refusal:
            raise UsageError(f"lgdesktop join: --name {args.name!r}: {refusal.message}") from None
    check_local_ipv4("join", "--interface", args.interface)
    check_screenshot("join", args.screenshot)
    require_display()
    from ..app.shell.launch import run_join

    if args.address is not None:
        check_target(args.address)
    return run_join(args)
