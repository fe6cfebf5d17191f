"""The phone's player page: static files served by the host on its WebSocket's port.

:mod:`.page` answers a browser's plain HTTP ``GET`` before any WebSocket upgrade (the
page, its one script bundle and its style sheet, from :data:`~.page.STATIC_DIR`); the
script is built from ``web/`` at the repository's root (``npm run build``) and committed,
so that nobody needs Node to run the host. docs/architecture.md says what serving it over
plain HTTP allows an attacker on the Wi-Fi, and why the host can switch it off.
"""

from .page import STATIC_DIR, Page, page_url

__all__ = ["STATIC_DIR", "Page", "page_url"]
