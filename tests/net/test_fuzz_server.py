"""Hostile frames against a live host (hypothesis): each gets an error or a close, the
host keeps serving the others, and the game state does not change."""

import asyncio
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lgdesktop.engine import NightChoice
from lgdesktop.net.client import GameClient
from lgdesktop.net.server import HostConfig, HostServer
from lgdesktop.protocol import MAX_CLIENT_FRAME

from .netkit import DEAL7, RawPeer, eventually

#: Seconds between the night's beats here (the host's are 1 s): the answers to the
#: attacker's frames travel in the night pulses, and each example waits for a few of them.
PULSE_SECONDS = 0.05
VALID = json.dumps({"type": "submit", "input": "night_choice", "target": 2, "version": 0, "ref": 1})
json_leaves = (
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20)
)
json_values = st.recursive(
    json_leaves,
    lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c, max_size=4),
    max_leaves=20,
)
wrong_types = st.builds(
    lambda tag, field, value: json.dumps({"type": tag, field: value}),
    st.sampled_from(
        [
            "submit",
            "set_ready",
            "chat",
            "kick",
            "timer",
            "set_setting",
            "set_composition",
            "hello",
            "nonsense",
        ]
    ),
    st.sampled_from(
        [
            "input",
            "target",
            "version",
            "ready",
            "text",
            "channel",
            "seat",
            "action",
            "composition",
            "name",
            "value",
            "ref",
        ]
    ),
    json_values,
)
huge = st.builds(
    lambda size, field: json.dumps({"type": "chat", "channel": "pack", field: "x" * size}),
    st.integers(MAX_CLIENT_FRAME, 3 * MAX_CLIENT_FRAME),
    st.sampled_from(["text", "padding"]),
)
frames = st.one_of(
    st.binary(max_size=200),
    st.integers(1, len(VALID) - 1).map(lambda cut: VALID[:cut]),
    wrong_types,
    huge,
    json_values.map(json.dumps),
)


async def scenario(tmp_path, sent) -> list[dict]:
    """Send ``sent`` from a seated attacker mid-game; returns the replies it got."""
    server = HostServer(
        HostConfig(
            bind="127.0.0.1",
            port=0,
            players=7,
            deal=DEAL7,
            seed=1,
            discovery=False,
            journal_path=tmp_path / "j.sqlite3",
        )
    )
    server.core.cadence.interval = PULSE_SECONDS
    await server.async_start()
    clients = []
    try:
        board = GameClient(
            server.address,
            server.port,
            kind="board",
            admin_token=server.admin_token,
            code=server.code,
        )
        clients.append(board)
        await board.async_connect()
        attacker = await RawPeer.open(server, {"kind": "player", "name": "x", "code": server.code})
        await attacker.send({"type": "set_ready", "ready": True, "ref": 1})
        await attacker.reply(1)
        for index in range(1, 7):
            player = GameClient(server.address, server.port, name=f"p{index}", code=server.code)
            clients.append(player)
            await player.async_connect()
            await player.async_set_ready(True)
        await board.async_start()
        await eventually(lambda: all(c.view for c in clients) and attacker.of("view"))
        before = (server.game.version, len(server.game.log))
        replies_before = len(attacker.frames)

        def answers() -> list[dict]:  # (the lobby, clocks and night pulses go on meanwhile)
            return [
                frame
                for frame in attacker.frames[replies_before:]
                if frame["type"] in ("ack", "error")
            ]

        for frame in sent:
            if attacker.closed.is_set():
                break
            await attacker.send(frame)
        expected = len(sent)
        await eventually(
            lambda: attacker.closed.is_set() or len(answers()) >= expected,
            what="an answer to every frame",
        )
        replies = answers()
        assert all(reply["type"] == "error" for reply in replies), replies
        assert attacker.closed.is_set() or len(replies) == expected
        assert (server.game.version, len(server.game.log)) == before
        healthy = clients[1]
        target = healthy.view.legal[0].targets[0]
        await healthy.async_submit(NightChoice(target))  # the host still serves the others
        await attacker.close()
        return replies
    finally:
        for client in clients:
            await client.async_close()
        await server.async_stop()


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(st.lists(frames, min_size=1, max_size=12))
def test_hostile_frames_never_hurt_the_host(tmp_path, sent):
    (tmp_path / "j.sqlite3").unlink(missing_ok=True)
    asyncio.run(scenario(tmp_path, sent))


def test_a_flood_is_rate_limited_and_the_host_survives(tmp_path):
    flood = [json.dumps({"type": "ready_to_vote", "ref": n}) for n in range(1, 120)]
    codes = {reply["code"] for reply in asyncio.run(scenario(tmp_path, flood))}
    assert codes == {"not_your_turn", "rate_limited"}
