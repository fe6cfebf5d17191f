"""Finding the host on the LAN: zeroconf (mDNS/DNS-SD) advertising and browsing, IPv4 only.

The host advertises ``_lgdesktop._tcp.local.`` with TXT fields ``proto`` (protocol
version), ``room``, ``edition``, ``state`` (lobby/playing/ended), ``taken`` and ``total``
(seats). Players' apps keep a live list with :class:`HostBrowser`. Both take
``interfaces``: the IPv4 addresses of the interfaces to use (``None`` = every IPv4
interface). Tests always pass ``["127.0.0.1"]`` so nothing reaches the real network.
Manual ``host:port`` entry never depends on any of this.
"""

from __future__ import annotations

import asyncio
import ipaddress
import secrets
import socket
from collections.abc import Callable
from dataclasses import dataclass

import ifaddr
from zeroconf import DNSQuestionType, InterfaceChoice, IPVersion, ServiceStateChange
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from ..protocol import PROTOCOL_VERSION

#: The DNS-SD service type of an lgdesktop host.
SERVICE_TYPE = "_lgdesktop._tcp.local."
#: How long to wait for a found host's address and TXT record, in milliseconds (on a LAN
#: the answer comes in a few ms; a second covers a busy Wi-Fi).
INFO_TIMEOUT_MS = 1000
#: Interval between a browser's periodic re-queries, in milliseconds (zeroconf's default
#: of 10 s: hosts also announce every change themselves, so this only repairs losses).
BROWSE_INTERVAL_MS = 10_000
#: Longest DNS-SD instance name, in bytes (RFC 6763 §4.1.1).
MAX_INSTANCE_BYTES = 63


@dataclass(frozen=True, slots=True)
class FoundHost:
    """A host seen on the LAN. ``name`` is its unique service name; ``address:port`` is
    where to connect."""

    name: str
    room: str
    address: str
    port: int
    protocol: int
    state: str
    seats_taken: int
    seats_total: int

    @property
    def same_version(self) -> bool:
        """The host speaks this laptop's protocol (its TXT ``proto``): joining it can work.
        A join list shows any other host as of another version, before anyone tries it."""
        return self.protocol == PROTOCOL_VERSION


def local_ipv4_addresses() -> list[str]:
    """The machine's non-loopback IPv4 addresses (for the lobby's manual-entry list)."""
    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if ip.is_IPv4 and not ipaddress.IPv4Address(ip.ip).is_loopback:
                found.append(ip.ip)
    return sorted(set(found))


def _zeroconf(interfaces: list[str] | None) -> AsyncZeroconf:
    chosen = InterfaceChoice.All if interfaces is None else list(interfaces)
    return AsyncZeroconf(interfaces=chosen, ip_version=IPVersion.V4Only)


def _instance_name(room: str) -> str:
    """A DNS-SD instance name from the room name: no dots, at most 63 bytes, and a short
    random suffix so that two rooms of the same name stay apart."""
    suffix = f" #{secrets.token_hex(2)}"
    base = room.replace(".", " ").strip() or "lgdesktop"
    encoded = base.encode()[: MAX_INSTANCE_BYTES - len(suffix)]
    return encoded.decode(errors="ignore") + suffix


class Advertiser:
    """Advertises one host. ``addresses``: the IPv4 addresses players may connect to."""

    def __init__(
        self,
        *,
        room: str,
        edition: str,
        port: int,
        addresses: list[str],
        interfaces: list[str] | None,
        state: str = "lobby",
        seats_taken: int = 0,
        seats_total: int = 0,
    ):
        self.room, self.edition, self.port = room, edition, port
        self.addresses = addresses
        self.interfaces = interfaces
        self.state, self.seats_taken, self.seats_total = state, seats_taken, seats_total
        self.name = f"{_instance_name(room)}.{SERVICE_TYPE}"
        self._zc: AsyncZeroconf | None = None
        self._info: AsyncServiceInfo | None = None

    def _service_info(self) -> AsyncServiceInfo:
        properties = {
            "proto": str(PROTOCOL_VERSION),
            "room": self.room,
            "edition": self.edition,
            "state": self.state,
            "taken": str(self.seats_taken),
            "total": str(self.seats_total),
        }
        return AsyncServiceInfo(
            SERVICE_TYPE,
            self.name,
            port=self.port,
            properties=properties,
            addresses=[socket.inet_aton(address) for address in self.addresses],
            server=f"lgdesktop-{secrets.token_hex(4)}.local."
            if self._info is None
            else self._info.server,
        )

    async def async_start(self) -> None:
        """Register the service (zeroconf probes for about a second first)."""
        self._zc = _zeroconf(self.interfaces)
        self._info = self._service_info()
        await self._zc.async_register_service(self._info, allow_name_change=True)
        self.name = self._info.name

    async def async_update(self, *, state: str, seats_taken: int, seats_total: int) -> None:
        """Announce a new game state or seat count (no-op when nothing changed)."""
        if (state, seats_taken, seats_total) == (self.state, self.seats_taken, self.seats_total):
            return
        self.state, self.seats_taken, self.seats_total = state, seats_taken, seats_total
        if self._zc is not None:
            self._info = self._service_info()
            await self._zc.async_update_service(self._info)

    async def async_stop(self) -> None:
        """Say goodbye (browsers drop the host at once) and close."""
        if self._zc is None:
            return
        zc, self._zc = self._zc, None
        await zc.async_unregister_all_services()
        await zc.async_close()


async def async_advertise(**kwargs) -> Advertiser:
    """Create and start an :class:`Advertiser` (same keyword arguments)."""
    advertiser = Advertiser(**kwargs)
    await advertiser.async_start()
    return advertiser


HostCallback = Callable[[FoundHost], None]


class HostBrowser:
    """A live list of the hosts on the LAN.

    ``on_added``, ``on_updated`` (state or seats changed) and ``on_removed`` are plain
    callables taking a :class:`FoundHost`; :attr:`hosts` is the current list.

    Every question is asked as multicast (QM): the first goes out 20-120 ms after the
    start and a host answers it 20-120 ms later, so an already advertised host appears in
    about 150 ms (bench/discovery.py measures it). zeroconf's default asks the first
    question as QU (answer by unicast): on one machine (tests, or a host and a player on
    the same laptop) that unicast answer can land on the wrong socket of the shared port
    5353 and be lost, and the host then only appears with the re-query a second later.
    """

    def __init__(
        self,
        *,
        interfaces: list[str] | None = None,
        on_added: HostCallback | None = None,
        on_updated: HostCallback | None = None,
        on_removed: HostCallback | None = None,
    ):
        self.interfaces = interfaces
        self.on_added, self.on_updated, self.on_removed = on_added, on_updated, on_removed
        self._found: dict[str, FoundHost] = {}
        self._zc: AsyncZeroconf | None = None
        self._browser: AsyncServiceBrowser | None = None
        self._tasks: set[asyncio.Task] = set()

    @property
    def hosts(self) -> list[FoundHost]:
        """The hosts seen now, sorted by room name."""
        return sorted(self._found.values(), key=lambda host: (host.room, host.name))

    async def async_start(self) -> None:
        self._zc = _zeroconf(self.interfaces)
        self._browser = AsyncServiceBrowser(
            self._zc.zeroconf,
            SERVICE_TYPE,
            handlers=[self._on_change],
            delay=BROWSE_INTERVAL_MS,
            question_type=DNSQuestionType.QM,
        )

    async def async_stop(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        if self._browser is not None:
            await self._browser.async_cancel()
            self._browser = None
        if self._zc is not None:
            await self._zc.async_close()
            self._zc = None

    def _on_change(
        self, zeroconf, service_type: str, name: str, state_change: ServiceStateChange
    ) -> None:
        if state_change is ServiceStateChange.Removed:
            host = self._found.pop(name, None)
            if host is not None and self.on_removed is not None:
                self.on_removed(host)
            return
        task = asyncio.get_running_loop().create_task(self._async_resolve(service_type, name))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _async_resolve(self, service_type: str, name: str) -> None:
        info = AsyncServiceInfo(service_type, name)
        if self._zc is None or not await info.async_request(self._zc.zeroconf, INFO_TIMEOUT_MS):
            return
        host = _found_host(name, info)
        if host is None:
            return
        previous = self._found.get(name)
        self._found[name] = host
        if previous is None:
            if self.on_added is not None:
                self.on_added(host)
        elif previous != host and self.on_updated is not None:
            self.on_updated(host)


def _found_host(name: str, info: AsyncServiceInfo) -> FoundHost | None:
    """A FoundHost from a resolved service, or None if it is not a well-formed host."""
    addresses = info.parsed_addresses(IPVersion.V4Only)
    text = {
        key.decode(errors="replace"): (value or b"").decode(errors="replace")
        for key, value in info.properties.items()
    }
    try:
        return FoundHost(
            name=name,
            room=text.get("room", ""),
            address=addresses[0],
            port=info.port,
            protocol=int(text["proto"]),
            state=text.get("state", ""),
            seats_taken=int(text.get("taken", 0)),
            seats_total=int(text.get("total", 0)),
        )
    except (IndexError, KeyError, ValueError, TypeError):
        return None
