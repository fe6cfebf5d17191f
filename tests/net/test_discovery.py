"""Discovery on 127.0.0.1 only: a browser sees a host appear, change, and disappear."""

from lgdesktop.net.discovery import HostBrowser
from lgdesktop.protocol import PROTOCOL_VERSION

from .netkit import eventually, seat_players

#: Registration probes for about a second; updates and goodbyes take a few hundred ms.
DISCOVERY_WAIT = 15.0


async def test_a_browser_follows_a_host(start_host, connect):
    events = []
    browser = HostBrowser(
        interfaces=["127.0.0.1"],
        on_added=lambda h: events.append(("added", h)),
        on_updated=lambda h: events.append(("updated", h)),
        on_removed=lambda h: events.append(("removed", h)),
    )
    await browser.async_start()
    try:
        server = await start_host(players=4, discovery=True, room="Salon de Zoé", seed=1)
        await eventually(lambda: browser.hosts, DISCOVERY_WAIT, "host seen")
        host = browser.hosts[0]
        assert (
            host.room,
            host.address,
            host.port,
            host.protocol,
            host.state,
            host.seats_taken,
            host.seats_total,
        ) == ("Salon de Zoé", "127.0.0.1", server.port, PROTOCOL_VERSION, "lobby", 0, 4)
        board = await connect(server, kind="board", admin_token=server.admin_token)
        await seat_players(server, connect, 4)
        await eventually(
            lambda: browser.hosts and browser.hosts[0].seats_taken == 4,
            DISCOVERY_WAIT,
            "seats update",
        )
        await board.async_start()
        await eventually(
            lambda: browser.hosts and browser.hosts[0].state == "playing",
            DISCOVERY_WAIT,
            "state update",
        )
        await server.async_stop()
        await eventually(lambda: not browser.hosts, DISCOVERY_WAIT, "host gone")
        kinds = [kind for kind, _ in events]
        assert kinds[0] == "added" and kinds[-1] == "removed" and "updated" in kinds
    finally:
        await browser.async_stop()
