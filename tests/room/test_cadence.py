"""Night traffic that tells nothing (issue 12, point 2): whole games with every jinrou role,
driven through the room core with the night cadence on; during every night step and at
the dawn that ends it, every living player receives the same number of frames, of the same
sizes, in the same batches, whatever its role."""

from __future__ import annotations

from collections import defaultdict

import pytest
from engine.helpers import EVERY_ROLE_DEAL

from lgdesktop.bots import make_bot
from lgdesktop.engine import PlayerView
from lgdesktop.protocol import Ack, Error, Pulse, SendChat, Submit, decode_server
from lgdesktop.room import Send
from lgdesktop.room.cadence import PULSE_BUCKET, PULSE_SECONDS

from .kit import BOARD, Table
from .phones import PhoneTable

#: Core events a game may take before the test gives up.
MAX_ROUNDS = 5_000


class RecordingTable(Table):
    """A table that notes, for each batch of outputs handled during a night (or at the dawn
    that ends it), the frame sizes each player's connection received, for those alive when
    that night fell."""

    def __init__(self, **config):
        super().__init__(**config)
        #: One entry per night batch: {conn: [frame sizes]} for every living player.
        self.night_batches: list[dict[int, list[int]]] = []
        self._night_at_start = False
        self._living: frozenset[int] = frozenset()

    def _night(self) -> bool:
        game = self.room.game
        return game is not None and not game.ended and game.phase.value == "night"

    def perform(self, outputs) -> list:
        # (the core has handled the batch already: its state is the one after it)
        if self._night() and not self._night_at_start:  # night falls: who is alive
            self._living = frozenset(
                conn
                for conn in range(len(EVERY_ROLE_DEAL))
                if self.room.game.alive[self.seat_of(conn)]
            )
        if self._night_at_start or self._night():
            batch = {conn: [] for conn in self._living}
            for output in outputs:
                if isinstance(output, Send):
                    for conn in output.to:
                        if conn in batch:
                            batch[conn].append(len(output.frame))
            self.night_batches.append(batch)
        super().perform(outputs)
        self._night_at_start = self._night()
        return outputs


def play(table: RecordingTable, conns: list[int], seed: int) -> None:
    """Bots answer each new view once; the living wolves talk in their chat each night."""
    bots = {conn: make_bot("heuristic", seed + conn) for conn in conns}
    answered: dict[int, int] = {}
    chatted: set[tuple[int, int]] = set()
    for _ in range(MAX_ROUNDS):
        game = table.room.game
        if game.ended:
            return
        for conn in conns:
            view = table.views.get(conn)
            if not isinstance(view, PlayerView) or answered.get(conn) == view.version:
                continue
            answered[conn] = view.version
            if (
                view.board.phase == "night"
                and view.role == "werewolf"
                and view.alive
                and (conn, view.board.number) not in chatted
            ):
                chatted.add((conn, view.board.number))
                table.perform(
                    table.room.request(conn, SendChat("pack", "on mange qui ?"), table.now)
                )
            choice = bots[conn].decide(view)
            if choice is not None:
                table.perform(
                    table.room.request(
                        conn, Submit(choice.kind, choice.target, view.version), table.now
                    )
                )
        table.advance(max(0.0, (table.wake or table.now) - table.now))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_night_traffic_is_the_same_for_every_living_player(seed):
    table = RecordingTable(
        players=len(EVERY_ROLE_DEAL),
        deal=EVERY_ROLE_DEAL,
        seed=seed,
        speed=20.0,
        night_cadence=True,
    )
    conns = table.start(len(EVERY_ROLE_DEAL))
    assert tuple(table.room.game.roles) == EVERY_ROLE_DEAL
    play(table, conns, seed)
    assert table.night_batches, "no night was seen"
    beats = 0
    for batch in filter(None, table.night_batches):
        shapes = {tuple(sizes) for sizes in batch.values()}
        assert len(shapes) == 1, f"living players got different traffic: {batch}"
        beats += bool(next(iter(shapes), ()))
    assert beats > 5
    # Answers and pack chat did travel, inside pulses, padded to the bucket.
    pulses = [m for conn in conns for m in table.inbox[conn] if isinstance(m, Ack | Error)]
    assert pulses


@pytest.mark.parametrize("phones", [0, 3])
def test_pulses_of_one_beat_have_one_length_and_a_bucket(phones):
    """Phones at the table (their views carry a screen) change nothing: one length."""
    table = PhoneTable(players=7, seed=5, night_cadence=True)
    conns = table.start_phones(7, phones=phones)
    sizes: dict[float, set[int]] = defaultdict(set)
    screens = 0
    for _ in range(3):
        start = len(table.outputs)
        table.advance(PULSE_SECONDS)
        for output in table.outputs[start:]:
            if isinstance(output, Send) and isinstance(pulse := decode_server(output.frame), Pulse):
                assert output.to[0] in (*conns, BOARD)  # the board too
                sizes[table.now].add(len(output.frame))
                screens += sum(getattr(item, "screen", None) is not None for item in pulse.items)
        if phones:  # a wolf's pick: the pack's phones get a screen in the next beat
            wolf = next(c for c in conns if table.room.game.roles[table.seat_of(c)] == "werewolf")
            view = table.views[wolf]
            choice = make_bot("heuristic", 0).decide(view)
            if choice is not None:
                table.perform(
                    table.room.request(
                        wolf, Submit(choice.kind, choice.target, view.version), table.now
                    )
                )
    assert sizes
    assert bool(screens) == bool(phones)
    for lengths in sizes.values():
        (length,) = lengths
        assert length % PULSE_BUCKET == 0


def test_a_night_answer_waits_for_the_beat():
    table = Table(players=7, seed=5, night_cadence=True)
    conns = table.start(7)
    wolf = next(conn for conn in conns if table.room.game.roles[table.seat_of(conn)] == "werewolf")
    view = table.views[wolf]
    choice = make_bot("heuristic", 0).decide(view)
    answers = len(table.all(wolf, Ack))
    before = len(table.outputs)
    table.perform(
        table.room.request(wolf, Submit(choice.kind, choice.target, view.version), table.now)
    )
    sent_to = {
        conn for output in table.outputs[before:] if isinstance(output, Send) for conn in output.to
    }
    assert not sent_to & set(conns), "a player heard of the wolf's choice at once"
    table.advance(PULSE_SECONDS)
    assert len(table.all(wolf, Ack)) == answers + 1
    assert BOARD in table.inbox


def test_the_host_stopping_in_the_night_pads_its_last_pulses():
    """A wolf's choice is still held when the host stops: every connection (the board
    too) gets its last pulse before its close, all of one length, a multiple of the bucket."""
    table = Table(players=7, seed=5, night_cadence=True)
    conns = table.start(7)
    wolf = next(conn for conn in conns if table.room.game.roles[table.seat_of(conn)] == "werewolf")
    view = table.views[wolf]
    choice = make_bot("heuristic", 0).decide(view)
    table.perform(
        table.room.request(wolf, Submit(choice.kind, choice.target, view.version), table.now)
    )
    before = len(table.outputs)
    table.perform(table.room.stop(table.now))
    last = [
        output
        for output in table.outputs[before:]
        if isinstance(output, Send) and isinstance(decode_server(output.frame), Pulse)
    ]
    assert sorted(conn for output in last for conn in output.to) == sorted([*conns, BOARD])
    assert any(Ack in map(type, decode_server(output.frame).items) for output in last)
    (length,) = {len(output.frame) for output in last}
    assert length % PULSE_BUCKET == 0
