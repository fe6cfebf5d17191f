"""The join form's view-model: the hosts found on the LAN, manual ``host:port`` entry, the
join code and the player's name; and the seat this laptop still holds somewhere, taken back
without typing.

The form emits :attr:`JoinModel.joinRequested`; the player controller connects and reports
back with :meth:`JoinModel.update_joining`, :meth:`JoinModel.update_joined` or
:meth:`JoinModel.update_failed`. A TV that cannot be reached yet (or is too busy, during a
code-guessing attack) is tried again until the player cancels: the controller says so with
:meth:`JoinModel.update_still_trying` (``stillTrying``), and :meth:`JoinModel.cancelJoin`
stops it (:attr:`JoinModel.cancelRequested`; the form comes back). Taking a seat back
(:meth:`JoinModel.update_rejoining`, ``rejoining``: the room's name) shows its own state,
which the player may cancel (:attr:`JoinModel.cancelRequested`) to join elsewhere;
``savedRoom`` names a seat still held (the form offers to take it back:
:attr:`JoinModel.rejoinRequested`).
"""

from __future__ import annotations

from typing import Any, ClassVar
from urllib.parse import parse_qs, urlsplit

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement

from ...net.hosting import DEFAULT_PORT
from .. import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401
from ..texts.i18n import translate
from .rows import RowsModel
from .viewmodel import ViewModel, field, rows_property

#: Seconds without any host found before the form suggests manual entry (discovery answers
#: within about a second on a LAN; Wi-Fi with client isolation never answers).
NO_HOST_HINT_SECONDS = 5.0
#: Scheme of the address carried by the board's QR code.
URL_SCHEME = "lgdesktop"

HOST_KEYS = ("name", "room", "address", "port", "state", "seats", "sameVersion")
#: The example address of the form's hint (a typical home network, the default port).
EXAMPLE_ADDRESS = f"192.168.1.20:{DEFAULT_PORT}"


def address_hint() -> str:
    """What the form says when a typed address cannot be read."""
    return translate("Join", "Type the address shown on the TV, like {example}.").format(
        example=EXAMPLE_ADDRESS
    )


def parse_address(text: str) -> tuple[str, int, str | None]:
    """``host:port``, ``lgdesktop://host:port/?code=1234`` or the TV's QR code link to the
    phones' page, ``http://host:port/#1234`` -> (host, port, code or None).

    An IPv6 address goes in brackets (``[fe80::1]:47800``). Raises ValueError with a message
    for the player when the text is not an address (never anything else, whatever is typed).
    """
    text = text.strip()
    if "://" not in text:
        text = f"{URL_SCHEME}://{text}"
    try:
        parts = urlsplit(text)
        host, port = parts.hostname, parts.port
    except ValueError:  # "[::1" (unclosed bracket), a port out of range or not a number
        raise ValueError(address_hint()) from None
    if parts.scheme not in (URL_SCHEME, "http") or not host or port is None:
        raise ValueError(address_hint())
    if parts.scheme == "http":  # only the page's own address: no other path, no query
        if parts.path not in ("", "/") or parts.query:
            raise ValueError(address_hint())
        return host, port, parts.fragment or None
    code = parse_qs(parts.query).get("code", [None])[0]
    return host, port, code


@QmlElement
class JoinModel(ViewModel):
    """The hosts found (live) and the join request."""

    changed = Signal()
    #: host, port, code, name
    joinRequested = Signal(str, int, str, str)
    #: Take back the seat still held (``savedRoom``); stop taking it back.
    rejoinRequested = Signal()
    cancelRequested = Signal()

    DEFAULTS: ClassVar[dict[str, Any]] = {
        "joined": False,
        "busy": False,
        "error": "",
        "noHostHint": False,
        "discovery": True,
        "name": "",
        "code": "",
        "exampleAddress": EXAMPLE_ADDRESS,
        "rejoining": "",
        "savedRoom": "",
        "stillTrying": False,
        "doorTag": "",
    }
    joined = field(bool, "joined", changed)
    busy = field(bool, "busy", changed)
    error = field(str, "error", changed)
    noHostHint = field(bool, "noHostHint", changed)
    discovery = field(bool, "discovery", changed)
    name = field(str, "name", changed)
    code = field(str, "code", changed)
    exampleAddress = field(str, "exampleAddress", changed)
    rejoining = field(str, "rejoining", changed)
    savedRoom = field(str, "savedRoom", changed)
    stillTrying = field(bool, "stillTrying", changed)
    #: While still trying because the TV holds joins back (somebody guesses codes): the
    #: door tag this laptop knocks with, for the player to show the TV's host; else "".
    doorTag = field(str, "doorTag", changed)
    hosts = rows_property("host_rows")

    def __init__(
        self,
        *,
        name: str = "",
        code: str = "",
        discovery: bool = True,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.host_rows = RowsModel(HOST_KEYS, self)
        self.publish(name=name, code=code, discovery=discovery)
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(self._no_host_yet)
        if discovery:
            self._hint_timer.start(round(NO_HOST_HINT_SECONDS * 1000))

    def _no_host_yet(self) -> None:
        self.publish(noHostHint=self.host_rows.count == 0)

    def update_hosts(self, hosts: list[Any]) -> None:
        """The hosts found now (:class:`~lgdesktop.net.discovery.FoundHost`)."""
        self.host_rows.set_rows(
            [
                {
                    "name": h.name,
                    "room": h.room,
                    "address": h.address,
                    "port": h.port,
                    "state": h.state,
                    "seats": f"{h.seats_taken}/{h.seats_total}",
                    "sameVersion": h.same_version,
                }
                for h in hosts
            ]
        )
        self.publish(noHostHint=self.state["noHostHint"] and not hosts)

    def update_joining(self) -> None:
        self.publish(busy=True, error="", stillTrying=False, doorTag="")

    def update_door_tag(self, tag: str) -> None:
        """The TV turned this join away for now (too many code guesses at its door): the
        laptop keeps trying, knocking with ``tag``, which the player shows the host."""
        if self.state["busy"] and not self.state["joined"] and not self.state["rejoining"]:
            self.publish(stillTrying=True, doorTag=tag)

    def update_still_trying(self) -> None:
        """The join under way failed to reach the TV once and is tried again (until the
        player cancels)."""
        if self.state["busy"] and not self.state["joined"] and not self.state["rejoining"]:
            self.publish(stillTrying=True)

    def update_rejoining(self, room: str) -> None:
        """Taking back the seat held in ``room``, without typing."""
        self.publish(busy=True, error="", rejoining=room)

    def update_saved(self, room: str) -> None:
        """The seat this laptop still holds is in ``room`` ("": none)."""
        self.publish(savedRoom=room)

    def update_joined(self) -> None:
        self.publish(busy=False, joined=True, error="", rejoining="", stillTrying=False, doorTag="")

    def update_failed(self, message: str) -> None:
        self.publish(
            busy=False, joined=False, error=message, rejoining="", stillTrying=False, doorTag=""
        )

    @Slot()
    def rejoin(self) -> None:
        """Take back the seat still held (``savedRoom``)."""
        if self.state["savedRoom"] and not self.state["busy"]:
            self.rejoinRequested.emit()

    @Slot()
    def cancelJoin(self) -> None:
        """Stop a join under way (the TV does not answer yet): the form comes back."""
        if self.state["busy"] and not self.state["joined"] and not self.state["rejoining"]:
            self.cancelRequested.emit()

    @Slot()
    def cancelRejoin(self) -> None:
        """Stop taking the seat back: the form comes back, to join elsewhere."""
        if self.state["rejoining"]:
            self.cancelRequested.emit()

    def _request(self, host: str, port: int, code: str, name: str) -> None:
        name, code = name.strip(), code.strip()
        if not name:
            self.publish(error=translate("Join", "Type your name first."))
            return
        if not code.isdigit():
            self.publish(error=translate("Join", "Type the code shown on the TV."))
            return
        self.publish(name=name, code=code)
        self.joinRequested.emit(host, port, code, name)

    @Slot(int, str, str)
    def joinHost(self, row: int, code: str, name: str) -> None:
        """Join the host at ``row`` of :attr:`hosts`."""
        host = self.host_rows.get(row)
        if host:
            self._request(host["address"], host["port"], code, name)

    @Slot(str, str, str)
    def joinAddress(self, text: str, code: str, name: str) -> None:
        """Join the host typed by hand (``host:port``, or the QR code's address)."""
        try:
            host, port, url_code = parse_address(text)
        except ValueError as error:
            self.publish(error=str(error))
            return
        self._request(host, port, code or url_code or "", name)
