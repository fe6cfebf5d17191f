"""Errors on screen: every code has its own sentence in each language, never a technical
message; connection failures become sentences too."""

from __future__ import annotations

import re
import socket
from pathlib import Path

import pytest
from websockets.asyncio.server import serve

from lgdesktop.app.shell import controllers, runtime
from lgdesktop.app.shell.runtime import Session
from lgdesktop.app.texts import errors
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import errors as engine_errors
from lgdesktop.net.client import RequestRefused
from lgdesktop.protocol import PROTOCOL_VERSION, ServerInfo, encode

from .fakehost import async_until
from .layout_kit import overflowing, settle
from .render_screens import open_join
from .test_lobby_layout import find

ROOT = Path(__file__).resolve().parents[2]
#: Codes of the wire contract this session adds (the ``room`` branch sends them).
CONTRACT_CODES = {"new_table", "not_enough_players", "not_ready", "bad_composition"}
#: Failures of this laptop's own connection.
CLIENT_CODES = {"refused", "unreachable", "timed_out", "lost", "bad_address"}


def codes_sent_today() -> set[str]:
    """Every error code written in the host, protocol and client sources, and the engine's."""
    pattern = re.compile(
        r"(?:ProtocolError|Error|RequestRefused|_refuse_all|Verdict\(False,"
        r"|Admission\(False,|NameRefused)"
        r"\(?\s*\"([a-z_]+)\""
    )
    found = set()
    for path in (ROOT / "lgdesktop").rglob("*.py"):
        found |= set(pattern.findall(path.read_text(encoding="utf-8")))
    engine = {
        cls.code
        for cls in vars(engine_errors).values()
        if isinstance(cls, type) and issubclass(cls, engine_errors.EngineError)
    }
    return found | engine | {"incompatible_version"}


def test_every_code_has_its_own_sentence(english):
    codes = codes_sent_today() | CONTRACT_CODES | CLIENT_CODES
    missing = sorted(code for code in codes if code not in errors.ERROR_TEXTS)
    assert missing == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_sentences_are_translated_and_never_technical(english, lang):
    language().choose(lang)
    for code in errors.ERROR_TEXTS:
        text = errors.error_text(code, {"min": "5"})
        assert text and "_" not in text and "{" not in text and "Errno" not in text
    assert errors.error_text("not_enough_players", {"min": "5"}) == (
        "Il faut au moins 5 joueurs pour commencer."
        if lang == "fr"
        else "At least 5 players are needed to start."
    )
    assert errors.error_text("new_code_from_a_newer_host") == errors.error_text("whatever")
    assert errors.error_text("not_enough_players") == (  # relayed without its params
        "Pas encore assez de joueurs pour commencer."
        if lang == "fr"
        else "Not enough players to start yet."
    )


def test_french_and_english_are_never_glued(english):
    """The host's old "code incorrect / wrong join code" is a log detail only."""
    shown = controllers.error_text("bad_code", "code incorrect / wrong join code")
    assert shown == "Wrong code: type the code shown on the TV." and " / " not in shown


@pytest.mark.parametrize(
    ("error", "code"),
    [
        (ConnectionRefusedError(111, "Connect call failed ('127.0.0.1', 1)"), "refused"),
        (
            OSError("Multiple exceptions: [Errno 111] Connect call failed, [Errno 111] ..."),
            "refused",
        ),
        (socket.gaierror(-2, "Name or service not known"), "bad_address"),
        (TimeoutError(), "timed_out"),
        (OSError(113, "No route to host"), "unreachable"),
        (ConnectionResetError(104, "reset"), "lost"),
        (RequestRefused("room_full", "la table est complète / the table is full"), "room_full"),
    ],
)
def test_connection_failures_are_named(error, code):
    assert errors.failure_code(error)[0] == code


def test_a_refused_port_is_still_tried_until_the_player_cancels(english):
    """Joining a port where nothing listens (the TV not started yet, or gone a moment): a
    "cannot reach" case, tried again until the player gives up. The form says it is still
    trying (never ``[Errno 111] …``) and offers Cancel, which brings the form back."""
    seen: dict = {}

    async def main(reporter):
        session = Session(reporter)
        seat = controllers.PlayerSeat(session, discovery=False)
        with socket.socket() as probe:  # a port that was free a moment ago: nobody listens
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        seat.join.joinAddress(f"127.0.0.1:{port}", "4821", "Zork")
        await async_until(lambda: seat.join.state["stillTrying"], seat.join)
        seen["trying"] = dict(seat.join.state)
        seat.join.cancelJoin()
        await async_until(lambda: not seat.join.state["busy"], seat.join)
        seen["after"] = dict(seat.join.state)
        await seat.async_stop()
        await session.async_shutdown()
        return reporter.count

    assert runtime.run(main) == 0
    trying, after = seen["trying"], seen["after"]
    assert trying["busy"] and trying["error"] == "" and not trying["joined"]
    assert not after["stillTrying"] and not after["joined"] and after["error"] == ""


def test_a_host_of_another_version_is_a_sentence_on_the_join_form(english):
    """A TV whose ``server_info`` names another protocol version: the join form says to
    install the same version (the laptop stops there, it does not retry)."""
    shown: list[str] = []

    async def other_host(ws):
        await ws.send(encode(ServerInfo(PROTOCOL_VERSION + 1, "Salon", "jinrou", "lobby")))
        await ws.wait_closed()

    async def main(reporter):
        session = Session(reporter)
        seat = controllers.PlayerSeat(session, discovery=False)
        async with serve(other_host, "127.0.0.1", 0) as fake:
            port = fake.sockets[0].getsockname()[1]
            joined = await seat.async_join("127.0.0.1", port, "4821", "Zork")
        shown.append(seat.join.state["error"])
        await seat.async_stop()
        await session.async_shutdown()
        return int(joined)

    assert runtime.run(main) == 0
    assert shown == [errors.error_text("incompatible_version")]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_join_form_shows_still_trying_and_cancel(english, lang):
    language().choose(lang)
    session = Session(runtime.ErrorReporter())
    window, join, _player = open_join(session)
    try:
        cancelled: list[bool] = []
        join.cancelRequested.connect(lambda: cancelled.append(True))
        join.update_joining()
        join.update_still_trying()
        settle(window)
        line = find(window.contentItem(), "stillTryingLine")
        button = find(window.contentItem(), "cancelJoinButton")
        assert line.isVisible() and button.isVisible()
        assert ("réessaie" in line.property("text")) == (lang == "fr")
        assert overflowing(window) == []
        join.cancelJoin()
        assert cancelled == [True]
        join.update_failed("")
        settle(window)
        assert not line.isVisible() and not button.isVisible()
    finally:
        session.release()
