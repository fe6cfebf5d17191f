"""Opening a host: its default port, the walk past busy ports, and the set-up check.

Shared by the headless command (``lgdesktop.cli.host``) and the windowed board
(``lgdesktop.app``), which both sit above this module: neither imports the other.
"""

from __future__ import annotations

import dataclasses
import errno
import logging
from collections.abc import Callable
from typing import Any

from ..engine import Game, GameSetup

log = logging.getLogger(__name__)

#: Default TCP port of a host (any free port works; a fixed default makes manual entry
#: easier to remember). Registered nowhere; chosen in the dynamic range.
DEFAULT_PORT = 47800
#: Without an explicit port, a busy port is skipped: DEFAULT_PORT, DEFAULT_PORT + 1, ...
#: this many ports are tried (20: more copies than any living room runs at once).
PORT_TRIES = 20
#: errno values of a port that cannot be had: in use (EADDRINUSE; WSAEADDRINUSE on Windows)
#: or reserved by the system (EACCES: Windows' excluded port ranges, Hyper-V).
BUSY_PORT_ERRNOS = frozenset({errno.EADDRINUSE, errno.EACCES, 10048, 10013})
#: Highest soft limit of open files the host asks for when the hard limit is unlimited or
#: refused as such (macOS refuses a soft limit above kern.maxfilesperproc, 10,240 by
#: default): far more than the host's caps ever hold open (limits.MAX_PENDING +
#: MAX_CONNECTIONS + the journal and discovery).
DESCRIPTOR_CEILING = 10240

#: Set once the descriptor limit was raised and logged (the app may start several hosts).
_descriptors_raised: int | None = None


def raise_descriptor_limit() -> int | None:
    """Raise this process's soft limit of open files (RLIMIT_NOFILE) to its hard limit
    (at most :data:`DESCRIPTOR_CEILING` when the hard limit is unlimited or refused), so
    that a flood of sockets meets the host's own caps before the system's; logs once what
    it became. Returns the soft limit now in force, or None where the ``resource`` module
    does not exist (Windows: no such per-process limit to raise) or the query failed."""
    global _descriptors_raised
    try:
        import resource
    except ImportError:
        return None
    try:
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    except (OSError, ValueError):
        return None
    wanted = DESCRIPTOR_CEILING if hard == resource.RLIM_INFINITY else hard
    if soft != resource.RLIM_INFINITY and soft < wanted:
        for target in dict.fromkeys((wanted, min(wanted, DESCRIPTOR_CEILING))):
            try:
                resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            except (OSError, ValueError):
                continue
            soft = target
            break
    if _descriptors_raised != soft:
        _descriptors_raised = soft
        log.info("open files allowed to the host: %s (hard limit %s)", soft, hard)
    return soft


class PortInUse(Exception):
    """The port the user chose explicitly is taken."""

    def __init__(self, port: int):
        super().__init__(
            f"port {port} is already in use: choose another port, or port 0 for any free port"
        )
        self.port = port


class NoFreePort(OSError):
    """Every port of the walk from the default one is taken."""

    def __init__(self, first: int):
        super().__init__(f"ports {first} to {first + PORT_TRIES - 1} are all in use")
        self.first = first


async def async_start_on_free_port(make: Callable[[Any], Any], config, *, explicit: bool) -> Any:
    """Start ``make(config)`` (anything with ``async_start()`` and ``async_stop()``: a
    HostServer, the app's HostBoard) and return it, started.

    ``explicit`` (the user chose the port): a taken port raises :class:`PortInUse`.
    Otherwise a taken port is skipped for the next one, :data:`PORT_TRIES` ports in all,
    and the port finally used is logged (a warning: on the console and in the log file);
    when all are taken, :class:`NoFreePort`. Other errors pass through.
    """
    first = config.port
    ports = [first] if explicit or first == 0 else range(first, first + PORT_TRIES)
    for port in ports:
        host = make(dataclasses.replace(config, port=port))
        try:
            await host.async_start()
        except OSError as error:
            await host.async_stop()
            if error.errno not in BUSY_PORT_ERRNOS:
                raise
            log.info("port %d is not available: %s", port, error)
            continue
        if port != first:
            log.warning(
                "port %d is taken (another lgdesktop host?): hosting on port %d", first, port
            )
        return host
    if explicit:
        raise PortInUse(first)
    raise NoFreePort(first)


def check_setup(config) -> None:
    """Raise :class:`~lgdesktop.engine.SetupError` unless a game of ``config`` (edition,
    seats, deal, composition, settings) can be dealt: an unknown role or setting, a table
    too small or too large, or a composition the engine refuses (3 werewolves against 2
    humans) is reported before the host opens, rather than by a lobby whose game never
    starts."""
    setup = GameSetup.create(
        config.edition,
        config.players,
        0,
        settings=config.settings,
        composition=config.composition,
        deal=config.deal,
        timed_nights=True,
    )
    Game(setup)
