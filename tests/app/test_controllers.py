"""The player's controller against a real host on loopback: refusals and removals bring
the join form back with the host's reason."""

from __future__ import annotations

from lgdesktop.app.shell import runtime
from lgdesktop.app.shell.controllers import HostBoard, PlayerSeat

from .fakehost import HOST_CODE, async_until, loopback_config


def test_wrong_code_then_removed_from_the_table(app, english, tmp_path):
    seen: dict = {}

    async def main(reporter: runtime.ErrorReporter) -> int:
        session = runtime.Session(reporter)
        host = HostBoard(
            session,
            loopback_config(tmp_path),
        )
        seat = PlayerSeat(session, discovery=False)
        try:
            address, port = await host.async_start()
            assert not await seat.async_join(address, port, "9999", "Zork")
            seen["refused"] = seat.join.state["error"]
            assert await seat.async_join(address, port, HOST_CODE, "Zork")
            await async_until(lambda: seat.model.state["screen"] == "lobby", seat.model)
            seen["lobby"] = seat.model.state["name"]
            await async_until(lambda: host.model.state["playerCount"] == 1, host.model)
            host.model.kick(0, "Zork")
            await async_until(lambda: not seat.join.state["joined"], seat.join)
            seen["kicked"] = seat.join.state["error"]
        finally:
            await seat.async_stop()
            await host.async_stop()
            await session.async_shutdown()
        return reporter.count

    assert runtime.run(main) == 0
    assert seen["refused"] and seen["lobby"] == "Zork"
    assert "removed" in seen["kicked"] or "retiré" in seen["kicked"]
