"""Frames refused before they reach msgspec (lgdesktop.protocol.guard)."""

import json

import pytest

from lgdesktop.engine import EDITIONS, GameSetup
from lgdesktop.protocol import (
    MAX_CLIENT_FRAME,
    ProtocolError,
    SetComposition,
    decode_client,
    encode,
    peek_ref,
    view_message,
)
from lgdesktop.protocol.guard import (
    MAX_CLIENT_DEPTH,
    MAX_SERVER_DEPTH,
    check_client_frame,
    check_depth,
    decode_text,
    refuse_binary,
)
from lgdesktop.simulation import play_game


def deep(levels: int, opener: str = "[", closer: str = "]") -> str:
    return '{"type":"set_ready","ready":true,"ref":7,"x":' + opener * levels + closer * levels + "}"


def test_a_thousand_levels_in_four_kilobytes_are_refused_before_msgspec():
    frame = deep(1000)
    assert len(frame) < MAX_CLIENT_FRAME
    with pytest.raises(RecursionError):  # what the guard is for
        peek_ref(frame)
    with pytest.raises(ProtocolError) as refused:
        check_client_frame(frame)
    assert refused.value.code == "frame_too_deep"


@pytest.mark.parametrize(("opener", "closer"), [("[", "]"), ('{"a":', "}")])
def test_the_limit_is_exact(opener, closer):
    # the frame's own object is one level: MAX_CLIENT_DEPTH - 1 more fit
    assert check_depth(deep(MAX_CLIENT_DEPTH - 1, opener, closer))
    with pytest.raises(ProtocolError):
        check_depth(deep(MAX_CLIENT_DEPTH, opener, closer))


def test_brackets_inside_strings_do_not_count():
    text = json.dumps({"type": "chat", "channel": "dead", "text": "[[[[{{{{" * 30 + '\\"[['})
    assert check_client_frame(text) == text
    tricky = '{"text":"\\\\"' + ',"x":' + "[" * 20 + "]" * 20 + "}"  # escaped backslash
    with pytest.raises(ProtocolError):
        check_depth(tricky)


def test_legitimate_client_frames_pass():
    frame = encode(SetComposition({"werewolf": 2, "seer": 1})).decode()
    assert decode_client(check_client_frame(frame)) == SetComposition({"werewolf": 2, "seer": 1})


@pytest.mark.parametrize("frame", [b'{"type":"set_ready","ready":true}', bytearray(b"{}")])
def test_binary_frames_are_refused(frame):
    with pytest.raises(ProtocolError) as refused:
        check_client_frame(frame)
    assert refused.value.code == "binary_frame"
    assert refuse_binary("{}") == "{}"


def test_opened_frames_must_be_utf8():
    assert decode_text('{"name":"Zoé"}'.encode()) == '{"name":"Zoé"}'
    with pytest.raises(ProtocolError) as refused:
        decode_text(b'{"name":"\xff"}')
    assert refused.value.code == "bad_frame"


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_host_frames_of_whole_games_stay_within_the_server_depth(edition):
    game = play_game(GameSetup.create(edition, 12, seed=5))
    deepest = 0
    for view in [game.public_view()] + [game.player_view(seat) for seat in range(12)]:
        text = encode(view_message(view)).decode()
        for limit in range(1, MAX_SERVER_DEPTH + 1):
            try:
                check_depth(text, limit)
            except ProtocolError:
                continue
            deepest = max(deepest, limit)
            break
        else:
            pytest.fail("a host frame nests deeper than MAX_SERVER_DEPTH")
    assert deepest <= MAX_SERVER_DEPTH // 2  # comfortable margin
