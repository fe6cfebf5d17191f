"""The wire protocol: round trips of real views, limits, the version check, the schema."""

import json
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest
from engine.helpers import EVERY_ROLE_DEAL

from lgdesktop.engine import GameSetup
from lgdesktop.protocol import (
    MAX_CLIENT_FRAME,
    PROTOCOL_VERSION,
    Hello,
    ProtocolError,
    SetComposition,
    Submit,
    ViewUpdate,
    check_protocol,
    decode_client,
    decode_server,
    encode,
    engine_view,
    protocol_schema,
    view_frame,
    view_message,
)
from lgdesktop.protocol.messages import MAX_TYPED_NAME
from lgdesktop.protocol.schema import SCHEMA_PATH, schema_text
from lgdesktop.simulation import play_game

ROOT = Path(__file__).resolve().parents[2]


def _views_along(setup: GameSetup):
    """Every seat's view and the public view after every input of a bot game."""
    views = []

    def record(game, seat, inp):
        views.append(game.public_view())
        views.extend(game.player_view(s) for s in range(game.players))

    game = play_game(setup, "heuristic", on_input=record)
    views.append(game.public_view())
    views.extend(game.player_view(s) for s in range(game.players))
    return views


@pytest.mark.parametrize(
    "setup",
    [
        GameSetup.create("jinrou", 9, 11, timed_nights=True),
        GameSetup.create(
            "jinrou",
            len(EVERY_ROLE_DEAL),
            4,
            deal=EVERY_ROLE_DEAL,
            settings={"madman_knows_pack": "from_night_1", "reveal_banished_role": "shown"},
        ),
    ],
    ids=["recommended-9", "every-role-14"],
)
def test_views_of_real_games_round_trip_to_equal_engine_values(setup):
    views = _views_along(setup)
    assert len(views) > 50
    for view in views:
        message = decode_server(encode(view_message(view)))
        assert isinstance(message, ViewUpdate)
        back = engine_view(message)
        assert back == view
        assert type(back) is type(view)
        assert [type(e) for e in back.events] == [type(e) for e in view.events]


@pytest.mark.parametrize(
    "setup",
    [
        GameSetup.create(
            "jinrou", len(EVERY_ROLE_DEAL), 5, deal=EVERY_ROLE_DEAL, timed_nights=True
        ),
        GameSetup.create(
            "jinrou",
            len(EVERY_ROLE_DEAL),
            6,
            deal=EVERY_ROLE_DEAL,
            settings={"reveal_banished_role": "shown"},
        ),
    ],
    ids=["every-role", "reveal"],
)
def test_views_sent_as_updates_rebuild_the_same_views(setup):
    """Each connection gets only the events it lacks, and rebuilds exactly the view the
    host sent, including when a dead jinrou player starts seeing everything."""
    seats = len(setup.players)
    sent: dict[int | None, object] = dict.fromkeys([None, *range(seats)])
    received = dict(sent)
    sizes = {"complete": 0, "update": 0}

    def deliver(game) -> None:
        for seat in sent:
            view = game.public_view() if seat is None else game.player_view(seat)
            if sent[seat] is not None and view.version == sent[seat].version:
                continue
            frame = encode(view_message(view, sent[seat]))
            sizes["update"] += len(frame)
            sizes["complete"] += len(encode(view_message(view)))
            received[seat] = engine_view(decode_server(frame), received[seat])
            sent[seat] = view
            assert received[seat] == view

    play_game(setup, "heuristic", on_input=lambda game, seat, inp: deliver(game))
    assert sizes["update"] * 3 < sizes["complete"]  # measured: about 4 times smaller


@pytest.mark.parametrize(
    "setup",
    [
        GameSetup.create(
            "jinrou", len(EVERY_ROLE_DEAL), 5, deal=EVERY_ROLE_DEAL, timed_nights=True
        ),
        GameSetup.create("jinrou", 20, 8, timed_nights=True),
    ],
    ids=["every-role", "recommended-20"],
)
def test_the_host_fast_frames_are_the_same_bytes_as_the_messages(setup):
    """``view_frame`` (public part encoded once and spliced) writes exactly the bytes of
    ``encode(view_message(...))``, for complete views and updates, in any order."""
    seats = len(setup.players)
    sent: dict[int | None, object] = dict.fromkeys([None, *range(seats)])
    frames = 0

    def deliver(game) -> None:
        nonlocal frames
        for seat in [*sent, None]:  # the board again last: its part is reused
            view = game.public_view() if seat is None else game.player_view(seat)
            assert view_frame(view, sent[seat]) == encode(view_message(view, sent[seat]))
            frames += 1
            sent[seat] = view

    play_game(setup, "heuristic", on_input=lambda game, seat, inp: deliver(game))
    assert frames > 1000


def test_an_update_without_its_base_is_refused():
    game = play_game(GameSetup.create("jinrou", 9, 3), "random")
    first, later = game.player_view(0), game.player_view(0)
    update = decode_server(encode(view_message(later, first)))
    assert update.events_from == len(first.events)
    with pytest.raises(ProtocolError):
        engine_view(update)  # nothing received before


def test_events_travel_tagged_by_their_engine_type():
    view = play_game(GameSetup.create("jinrou", 7, 2)).player_view(0)
    frame = json.loads(encode(view_message(view)))
    assert frame["type"] == "view"
    assert frame["view"]["type"] == "player_view"
    assert [e["type"] for e in frame["view"]["events"]] == [e.type for e in view.events]


def test_committed_schema_matches_the_types():
    committed = (ROOT / SCHEMA_PATH).read_text(encoding="utf-8")
    assert committed == schema_text(), (
        "docs/protocol.schema.json is out of date: run python -m lgdesktop.protocol"
    )
    schema = protocol_schema()
    for name in ("Hello", "Submit", "LobbyState", "Clock", "PlayerView", "GameEnded"):
        assert name in schema["$defs"]


def _frame(**fields) -> bytes:
    return json.dumps(fields).encode()


@pytest.mark.parametrize(
    ("frame", "code"),
    [
        (b"", "bad_frame"),
        (b"{not json", "bad_frame"),
        (b"[1, 2]", "bad_message"),
        (_frame(type="nonsense"), "bad_message"),
        (_frame(type="hello", protocol=1, kind="king"), "bad_message"),
        (  # past what a laptop may type (a name just too long gets name_invalid: tests/security)
            _frame(type="hello", protocol=1, kind="player", name="x" * (MAX_TYPED_NAME + 1)),
            "bad_message",
        ),
        (_frame(type="hello", protocol=1, kind="player", code="12a4"), "bad_message"),
        (_frame(type="submit", input="timeout", target=0, version=0), "bad_message"),
        (_frame(type="submit", input="vote", target=-1, version=0), "bad_message"),
        (_frame(type="submit", input="vote", target=1, version="7"), "bad_message"),
        (_frame(type="chat", channel="dead", text="x" * 281), "bad_message"),
        (
            _frame(type="set_composition", composition={f"r{i}": 1 for i in range(33)}),
            "bad_message",
        ),
        (_frame(type="timer", action="extend", seconds=1e9), "bad_message"),
        (b" " * (MAX_CLIENT_FRAME + 1), "frame_too_large"),
    ],
)
def test_client_frames_outside_the_limits_are_refused(frame, code):
    with pytest.raises(ProtocolError) as refused:
        decode_client(frame)
    assert refused.value.code == code


def test_valid_client_messages_decode():
    assert decode_client(encode(Submit("vote", 3, 12, ref=5))) == Submit("vote", 3, 12, ref=5)
    composition = SetComposition({"werewolf": 2, "seer": 1})
    assert decode_client(encode(composition)) == composition


def test_other_protocol_versions_are_refused_with_a_clear_message():
    check_protocol(encode(Hello(PROTOCOL_VERSION, "player")))
    future = _frame(
        type="hello", protocol=PROTOCOL_VERSION + 1, kind="player", shape="unknown to us"
    )
    with pytest.raises(ProtocolError) as refused:
        check_protocol(future)
    assert refused.value.code == "incompatible_version"
    assert str(PROTOCOL_VERSION + 1) in refused.value.message
    assert refused.value.params == {
        "theirs": str(PROTOCOL_VERSION + 1),
        "ours": str(PROTOCOL_VERSION),
    }


def test_protocol_imports_no_io_library():
    code = (
        "import sys, lgdesktop.protocol; "
        "bad = [m for m in ('asyncio', 'websockets', 'zeroconf', 'PySide6', "
        "'lgdesktop.net', 'sqlite3') if m in sys.modules]; print(bad)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert out.stdout.strip() == "[]"


def test_schema_is_valid_json_schema_shape():
    schema = json.loads(schema_text())
    refs = set()

    def walk(node):
        if isinstance(node, dict):
            if "$ref" in node:
                refs.add(node["$ref"].removeprefix("#/$defs/"))
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(schema)
    assert refs <= set(schema["$defs"]), refs - set(schema["$defs"])
    assert msgspec.json.decode(json.dumps(schema))["title"].endswith(str(PROTOCOL_VERSION))
