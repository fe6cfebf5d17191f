"""Protocol 2 in the room core: rich inputs on the wire, the table's edition chosen in the
lobby (``SetEdition``), chat channels owned by the edition, and journals of protocol 1."""

from __future__ import annotations

import json
import sqlite3

from engine.trial import registered  # noqa: F401 (the module's autouse fixture)

from lgdesktop.engine import Game, NightChoice, catalogue
from lgdesktop.net.journal import GameRecord, Journal, JournalSeat
from lgdesktop.protocol import (
    PROTOCOL_VERSION,
    Ack,
    ChatLine,
    Error,
    SendChat,
    SetComposition,
    SetEdition,
    SetSetting,
    Submit,
    decode_client,
    encode,
)
from lgdesktop.room import JournalInput, JournalStart

from .kit import BOARD, DEAL7, Table

#: seats 0-5 then the center: a lone wolf, a seer, a robber, a troublemaker, twins.
TRIAL_DEAL = (
    "werewolf",
    "seer",
    "robber",
    "troublemaker",
    "tanner",
    "twin",
    "villager",
    "twin",
    "werewolf",
)


def trial_table() -> tuple[Table, list[int]]:
    table = Table(edition="trial", players=6, deal=TRIAL_DEAL, seed=3)
    return table, table.start(6)


def test_rich_inputs_round_trip_and_reach_the_engine():
    for message in (
        Submit("night_choice", None, 4, seats=[0, 5], ref=2),
        Submit("night_choice", None, 4, cards=[2]),
        Submit("night_choice", None, 4, option="pass"),
        Submit("vote", 3, 9),
    ):
        assert decode_client(encode(message)) == message
    table, conns = trial_table()
    game = table.room.game
    picks = {
        3: dict(seats=[0, 5]),
        0: dict(cards=[2]),
        2: dict(option="pass"),
        1: dict(cards=[0, 1]),
    }
    for seat, fields in picks.items():
        version = table.views[conns[seat]].version
        answer = table.send(conns[seat], Submit("night_choice", None, version, **fields))
        assert isinstance(answer, Ack), answer
    accepted = dict(game.inputs[: len(picks)])
    assert accepted[3] == NightChoice(seats=(0, 5)) and accepted[0] == NightChoice(cards=(2,))
    assert accepted[2] == NightChoice(option="pass")
    version = table.views[conns[4]].version
    refused = table.send(conns[4], Submit("night_choice", None, version, cards=[0, 1]))
    assert isinstance(refused, Error) and refused.code == "illegal_target"


def test_chat_channels_are_the_editions():
    table, conns = trial_table()
    assert isinstance(table.send(conns[5], SendChat("twins", "psst")), Ack)
    assert table.last(conns[5], ChatLine).text == "psst"
    assert table.last(conns[4], ChatLine) is None  # not a twin
    refused = table.send(conns[4], SendChat("twins", "me too"))
    assert isinstance(refused, Error) and refused.code == "not_allowed"


def test_the_lobby_changes_edition_and_takes_its_defaults():
    table = Table(players=8)
    table.board()
    table.seat(3)
    assert isinstance(table.send(BOARD, SetSetting("tie_rule", "random")), Ack)
    assert isinstance(table.send(BOARD, SetComposition({"werewolf": 1})), Ack)
    assert isinstance(table.send(0, SetEdition("trial")), Error)  # admin only
    assert isinstance(table.send(BOARD, SetEdition("trial")), Ack)
    lobby, info = table.lobby(), catalogue.edition_info("trial")
    assert (lobby.edition, lobby.max_players) == ("trial", 8)
    assert lobby.settings == info.default_settings()
    assert lobby.composition == catalogue.recommended_setup("trial", 8)
    assert table.lobby(0).edition == "trial"
    unknown = table.send(BOARD, SetEdition("nonsense"))
    assert (unknown.code, unknown.params) == ("unknown_edition", {"edition": "nonsense"})
    assert isinstance(table.send(BOARD, SetEdition("jinrou")), Ack)
    assert table.lobby().settings == catalogue.edition_info("jinrou").default_settings()
    big = Table(players=12)
    big.board()
    big.seat(10)
    crowded = big.send(BOARD, SetEdition("trial"))
    assert (crowded.code, crowded.params) == ("too_many_players", {"max": "8"})
    assert big.lobby().edition == "jinrou"


def test_a_game_journaled_by_protocol_1_resumes(tmp_path):
    """Version 1 wrote every input as ``{"kind": ..., "target": n}``: such a journal still
    resumes the same game."""
    table = Table(players=7, deal=DEAL7, seed=5)
    conns = table.start()
    for conn in conns:  # the first night, each on its first legal target
        view = table.views[conn]
        spec = next(s for s in view.legal if s.kind == "night_choice")
        table.send(conn, Submit("night_choice", spec.targets[0], view.version))
    start = next(o for o in table.journal if isinstance(o, JournalStart))
    journal = Journal(tmp_path / "old.sqlite3")
    game_id = journal.start_game(
        GameRecord(
            start.record.setup,
            start.record.room,
            start.record.code,
            start.record.seats,
            start.record.options,
        )
    )
    inputs = [o for o in table.journal if isinstance(o, JournalInput)]
    for position, output in enumerate(inputs):
        journal.append(game_id, position, output.seat, output.input)
    journal.close()
    with sqlite3.connect(tmp_path / "old.sqlite3") as db:  # rewrite them as version 1 did
        for position, output in enumerate(inputs):
            old = {"kind": output.input.kind, "target": output.input.target}
            db.execute(
                "UPDATE inputs SET input = ? WHERE game = ? AND position = ?",
                (json.dumps(old), game_id, position),
            )
        stored = db.execute("SELECT input FROM inputs").fetchall()
    assert all(set(json.loads(text)) == {"kind", "target"} for (text,) in stored)
    record = Journal(tmp_path / "old.sqlite3").last_unfinished()
    assert [inp for _, inp in record.inputs] == [o.input for o in inputs]
    resumed = Game.replay(record.setup, record.inputs)
    assert resumed.log == table.room.game.log
    later = Table(players=7)
    later.perform(later.room.resume(record, now=5000.0))
    assert later.room.game.log == table.room.game.log
    assert isinstance(record.seats[0], JournalSeat)


def test_a_version_1_laptop_is_told_to_install_the_same_version():
    table = Table(players=7)
    old_hello = json.dumps(
        {"type": "hello", "protocol": 1, "kind": "player", "name": "Old", "code": table.room.code}
    )
    table.perform(table.room.open(5, old_hello, table.now))
    error = table.last(5, Error)
    assert (error.code, error.fatal, error.params) == (
        "incompatible_version",
        True,
        {"theirs": "1", "ours": str(PROTOCOL_VERSION)},
    )
    assert 5 in table.closed and PROTOCOL_VERSION > 1
