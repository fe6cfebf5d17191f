"""Issue 24's small points, on the real host over loopback: a text frame right after the
handshake is a policy violation (1008), names too long or empty get the name check's own
codes, and a frame refused as too deep still names its request."""

from __future__ import annotations

import json

from net.netkit import RawPeer, eventually  # tests/ is on the path (rootdir import mode)

from lgdesktop.protocol import MAX_NAME, PROTOCOL_VERSION
from lgdesktop.protocol.guard import MAX_CLIENT_DEPTH, shallow_ref
from security.test_host import hosting


async def test_a_text_frame_right_after_confirm_is_closed_as_a_policy_violation(tmp_path):
    async with hosting(tmp_path, players=5) as server:
        peer = await RawPeer.open(server)
        hello = {"type": "hello", "protocol": PROTOCOL_VERSION, "kind": "player", "name": "Zed"}
        await peer.send_unsealed(json.dumps(hello))
        await eventually(lambda: peer.closed.is_set(), what="closed for a text frame")
        assert peer.ws.close_code == 1008
        assert server.lobby.seats == []


async def test_names_too_long_or_empty_get_the_documented_codes(tmp_path):
    async with hosting(tmp_path, players=5) as server:
        for name, code in (("A" * (MAX_NAME + 1), "name_invalid"), ("", "name_required")):
            peer = await RawPeer.open(server, {"kind": "player", "name": name})
            error = (await eventually(lambda peer=peer: peer.of("error")))[0]
            assert error["code"] == code and error["fatal"]
            if code == "name_invalid":
                assert error["params"] == {"reason": "too_long", "max": str(MAX_NAME)}
            await eventually(lambda peer=peer: peer.closed.is_set(), what="closed")
        assert server.lobby.seats == []


async def test_a_frame_too_deep_keeps_its_ref(tmp_path):
    async with hosting(tmp_path, players=5) as server:
        peer = await RawPeer.open(server, {"kind": "player", "name": "Zed"})
        await eventually(lambda: peer.of("welcome"))
        deep = "[" * 1000 + "]" * 1000
        await peer.send('{"type": "set_ready", "ready": ' + deep + ', "ref": 9}')
        assert (await peer.reply(9))["code"] == "frame_too_deep"
        assert server.lobby.seats[0].name == "Zed" and not server.lobby.seats[0].ready
        await peer.close()


def test_the_shallow_ref_reads_only_the_top_level_object():
    nested = "[" * (MAX_CLIENT_DEPTH + 1) + "]" * (MAX_CLIENT_DEPTH + 1)
    assert shallow_ref('{"a": ' + nested + ', "ref": 12}') == 12
    assert shallow_ref('{"a": {"ref": 3}}') is None
    assert shallow_ref('{"a": "\\"ref\\": 4", "ref": 5}') == 5
    assert shallow_ref('{"ref": -1}') is None
    assert shallow_ref('{"ref": 1.5}') is None
    assert shallow_ref('{"ref": 99999999999999999}') is None
    assert shallow_ref('"unterminated') is None
