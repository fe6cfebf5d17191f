"""The player page's HTTP answers: which file for which path, and the headers.

Pure (the files are read once, when a :class:`Page` is made): :meth:`Page.answer` maps a
request's path and headers to a status, headers and body; the host turns that into a
websockets response (:mod:`lgdesktop.net.server`). Only the files of :data:`STATIC_DIR`
are ever served, looked up by exact name (no path is joined to the file system, so no
``..`` can reach anything else).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

#: Where the page's files live, inside the package (so in the wheel and the bundle too).
STATIC_DIR = Path(__file__).resolve().parent / "static"
#: The file served for ``/``.
INDEX = "index.html"
#: Media types by file extension; a file of any other extension is never served.
MEDIA_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".json": "application/json",
}
#: Largest total size of the page's files, in bytes: the issue's budget for a phone on a
#: busy Wi-Fi (the script bundle is most of it). tests/net/test_page.py checks the shipped files.
MAX_PAGE_BYTES = 300 * 1024
#: A ``Host`` header the page's policy may name (a host name or IPv4/IPv6 literal and a
#: port); anything else falls back to ``'self'`` alone.
_HOST_HEADER = re.compile(r"^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]{1,253})(:[0-9]{1,5})?$")


def content_security_policy(host: str | None) -> str:
    """The page's Content-Security-Policy: its own script, style and images, and its own
    WebSocket, nothing from anywhere else (no inline script, no frames, no forms, no
    plugins). ``connect-src`` names ``ws://HOST`` explicitly besides ``'self'``: older
    Safari versions did not let ``'self'`` match the ``ws:`` scheme."""
    connect = "'self'"
    if host and _HOST_HEADER.match(host):
        connect += f" ws://{host}"
    return (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        f"connect-src {connect}; manifest-src 'self'; base-uri 'none'; form-action 'none'; "
        "frame-ancestors 'none'"
    )


#: Headers of the short plain-text refusals.
_PLAIN = (("Content-Type", "text/plain; charset=utf-8"), ("X-Content-Type-Options", "nosniff"))


@dataclass(frozen=True)
class Answer:
    """An HTTP answer: ``status`` (200, 304 or 404), ``reason``, ``headers`` and ``body``."""

    status: int
    reason: str
    headers: tuple[tuple[str, str], ...]
    body: bytes


@dataclass(frozen=True)
class _File:
    body: bytes
    media_type: str
    etag: str


class Page:
    """The page's files, read once from ``folder``, and the answers to GET requests.

    Every answer is ``Cache-Control: no-cache`` with an ``ETag``: a phone asks again each
    time (a new host version must never run an old script) and gets ``304 Not Modified``
    with no body when it has the file already.
    """

    def __init__(self, folder: Path = STATIC_DIR):
        self.files: dict[str, _File] = {}
        for path in sorted(folder.iterdir()):
            media_type = MEDIA_TYPES.get(path.suffix)
            if path.is_file() and media_type is not None:
                body = path.read_bytes()
                etag = '"' + hashlib.sha256(body).hexdigest()[:32] + '"'
                self.files[path.name] = _File(body, media_type, etag)
        if INDEX not in self.files:
            raise FileNotFoundError(f"the player page is missing: {folder / INDEX}")

    @property
    def size(self) -> int:
        """Total size of the page's files, in bytes."""
        return sum(len(file.body) for file in self.files.values())

    def answer(
        self,
        path: str,
        host: str | None = None,
        if_none_match: str | None = None,
        method: str = "GET",
    ) -> Answer:
        """The answer to ``GET path`` (query string ignored). ``host``: the request's
        ``Host`` header (named in the policy); ``if_none_match``: its ``If-None-Match``.
        ``HEAD`` gets the same answer (the caller sends no body); any other method 405."""
        if method not in ("GET", "HEAD"):
            return Answer(
                405,
                "Method Not Allowed",
                (*_PLAIN, ("Allow", "GET, HEAD")),
                b"Method not allowed.\n",
            )
        name = path.split("?", 1)[0].split("#", 1)[0]
        name = INDEX if name == "/" else name.removeprefix("/")
        file = self.files.get(name)
        if file is None:
            return not_found()
        headers = (
            ("Content-Type", file.media_type),
            ("Cache-Control", "no-cache"),
            ("ETag", file.etag),
            ("Content-Security-Policy", content_security_policy(host)),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "no-referrer"),
            ("Cross-Origin-Opener-Policy", "same-origin"),
            ("Cross-Origin-Resource-Policy", "same-origin"),
            ("X-Frame-Options", "DENY"),
        )
        if if_none_match is not None and file.etag in (
            tag.strip() for tag in if_none_match.split(",")
        ):
            return Answer(304, "Not Modified", headers, b"")
        return Answer(200, "OK", headers, file.body)


def not_found() -> Answer:
    """What a path that is not the page's, or any path while phones may not join, gets."""
    return Answer(404, "Not Found", _PLAIN, b"Not found.\n")


def page_url(address: str, code: str) -> str:
    """The link of the TV's QR code: the page at ``address`` (``HOST:PORT``), the join
    code in the fragment, which a browser never sends over the network (so it stays out
    of the Wi-Fi's plain HTTP and of any proxy's logs)."""
    return f"http://{address}/#{code}"
