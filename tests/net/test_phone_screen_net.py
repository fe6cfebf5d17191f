"""A phone on the real host (127.0.0.1, port 0, the encrypted wire): its hello names its
language, every view it gets carries its screen (complete views and those inside the
night's pulses), and a submit made from the screen's prompt alone is accepted."""

from __future__ import annotations

import msgspec

from lgdesktop.protocol import Screen

from .netkit import DEAL7, eventually, seat_players


async def test_a_phone_gets_its_screen_with_every_view_and_plays_from_it(
    start_host, connect, raw_peer
):
    server = await start_host(players=7, deal=DEAL7, seed=3)
    board = await connect(server, kind="board", admin_token=server.admin_token)
    phone = await raw_peer(
        server, {"kind": "player", "name": "Zoé", "code": server.code, "screen": "fr"}
    )
    await phone.send({"type": "set_ready", "ready": True, "ref": 1})
    await phone.reply(1)
    laptops = await seat_players(server, connect, 6)
    await board.async_start()
    await eventually(lambda: phone.of("view") and all(p.view for p in laptops), what="views")
    screen = phone.of("view")[-1]["screen"]
    assert screen["language"] == "fr" and screen["seat"] == 0 and screen["name"] == "Zoé"
    assert screen["role"]["name"] == "Loup-Garou"  # DEAL7: seat 0 is a werewolf
    assert screen["phase"] == "night" and screen["title"] == "Nuit 1"
    prompt = screen["prompt"]
    assert prompt["input"] == "night_choice"
    target = next(c["seat"] for c in prompt["choices"] if c["allowed"])
    await phone.send(
        {
            "type": "submit",
            "input": prompt["input"],
            "target": target,
            "version": screen["version"],
            "ref": 2,
        }
    )
    assert (await phone.reply(2))["type"] == "ack"
    # The answer comes in the night's pulse, with the new view and its screen.
    await eventually(
        lambda: phone.of("view")[-1]["screen"]["prompt"]["current"] == target, what="the pick"
    )
    views = phone.of("view")
    assert all(v["screen"]["language"] == "fr" for v in views)
    assert all(v["screen"]["version"] == v["view"]["version"] for v in views)
    # Every screen is of the documented type (the schema's).
    assert all(msgspec.convert(v["screen"], Screen).seat == 0 for v in views)
