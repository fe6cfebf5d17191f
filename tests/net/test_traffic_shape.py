"""One traffic shape for everyone while a secret step runs (issue 24): whole bot games over
the real WebSocket host (127.0.0.1, port 0), every sealed frame the laptops of the living
players, the dead, a spectator and the board receive recorded with its size, in order.

The host's clock (sent to everybody at once) cuts each receiver's frames into steps. Over a
night, and over the Devoted Servant's pause after a banishment (an owed action whose owner
is secret; the tally that opens it included), a sniffer on the Wi-Fi must see the same
thing at every laptop: the same number of frames of the same sealed sizes, step by step,
whatever the roles — so a frame sent because somebody acted, or a private event making
one laptop's frame longer, fails the test. The batch that ends such a step (the dawn, the
card taken) is checked too: up to its pulse, every receiver's frames are alike.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field

import pytest
from engine.anniversary_play import deal_of as anniversary_deal
from engine.thiercelieux_play import deal_of as thiercelieux_deal

from lgdesktop.protocol.secure import SecureChannel

from .netkit import async_recorded_bot_game

#: Thiercelieux: Cupid, the Thief, the Seer, two wolves, the Little Girl, the Witch, the
#: Hunter, two villagers, then the center.
THIERCELIEUX = tuple(thiercelieux_deal("CTSWWGHUVVVW"))
#: Anniversary with the Devoted Servant: two wolves, the Seer, the Witch, the Servant, the
#: Hunter and three villagers (a banishment opens her pause while she lives).
ANNIVERSARY = tuple(anniversary_deal("WWSHDUVVV"))


@dataclass
class Receiver:
    """One laptop's view of the wire: its kind and every frame opened by its channel."""

    kind: str = "host"  # until its Welcome names it (the host's own channels stay so)
    seat: int | None = None
    frames: list[tuple[int, dict]] = field(default_factory=list)


@dataclass
class Wire:
    """Every frame every client channel of the process opened, by channel."""

    receivers: dict[int, Receiver] = field(default_factory=lambda: defaultdict(Receiver))

    def install(self, monkeypatch) -> None:
        opened = SecureChannel.open

        def recording_open(channel: SecureChannel, frame: bytes) -> bytes:
            plain = opened(channel, frame)
            message = json.loads(plain)
            receiver = self.receivers[id(channel)]
            if message["type"] == "welcome":
                receiver.seat = message["seat"]
                receiver.kind = (
                    "player"
                    if message["seat"] is not None
                    else ("board" if message["admin"] else "spectator")
                )
            receiver.frames.append((len(frame), message))
            return plain

        monkeypatch.setattr(SecureChannel, "open", recording_open)

    def laptops(self) -> list[Receiver]:
        return [r for r in self.receivers.values() if r.kind != "host"]


def steps(receiver: Receiver) -> list[tuple[dict, list[tuple[int, dict]]]]:
    """The receiver's frames cut at each clock: (the clock, the frames after it)."""
    cut: list[tuple[dict, list[tuple[int, dict]]]] = []
    for size, message in receiver.frames:
        if message["type"] == "clock":
            cut.append((message, []))
        if cut:
            cut[-1][1].append((size, message))
    return cut


def owed_publicly(frames: list[tuple[int, dict]]) -> bool:
    """Whether these frames told the board of an owed action with a public owner (a
    Hunter's shot, a Captain's successor)."""
    return any(
        event["type"] == "action_owed" and event["visibility"]["public"]
        for _, message in frames
        for item in (message["items"] if message["type"] == "pulse" else [message])
        if item["type"] == "view"
        for event in item["view"]["events"]
    )


def secret(clock: dict, frames: list[tuple[int, dict]], before: list[tuple[int, dict]]) -> bool:
    """A night step, or a pause for an owed action whose owner nobody is told (the
    Servant's): the board, whose frames are read here, saw the game pause and no public
    owed action come with it."""
    if clock["phase"] == "night":
        return True
    return clock["phase"] == "resolving" and not owed_publicly(before + frames)


def shapes(receiver: Receiver, board: Receiver) -> list[tuple[str, tuple[tuple[int, str], ...]]]:
    """Per step of the game: its name and the frames a sniffer sees in it (sealed size;
    the type, hidden from the sniffer, names the culprit of a failure) while it is secret
    (the whole step, and the next step up to its first pulse: the batch that ended the
    secret step); open steps are left out. Which steps are secret is read from the
    ``board``'s frames."""
    found, was_secret, before = [], False, []
    mine, boards = steps(receiver), steps(board)
    # (A bot may leave on the view that ends a game by day, before the last clock.)
    missed = [clock["phase"] for clock, _ in boards[len(mine) :]]
    assert missed in ([], ["ended"]), f"{receiver.kind} {receiver.seat} missed {missed}"
    for (clock, frames), (_, public) in zip(mine, boards[: len(mine)], strict=True):
        name = f"{clock['phase']} {clock['number']} {clock['step']}"
        if secret(clock, public, before):
            found.append((name, tuple((size, m["type"]) for size, m in frames)))
            was_secret = True
        elif was_secret:
            first = next((i for i, (_, m) in enumerate(frames) if m["type"] == "pulse"), -1)
            found.append(
                (f"end of {name}", tuple((size, m["type"]) for size, m in frames[: first + 1]))
            )
            was_secret = False
        before = public
    return found


async def play(start_host, connect, monkeypatch, edition: str, deal, seed: int) -> Wire:
    wire = Wire()
    wire.install(monkeypatch)
    players = len(deal) - (2 if "thief" in deal else 0)
    server = await start_host(edition=edition, players=players, deal=deal, seed=seed, speed=500)
    board = await connect(server, kind="board", admin_token=server.admin_token)
    await connect(server, kind="spectator", code=server.code)
    await async_recorded_bot_game(server, board, seed)
    assert server.game.ended
    return wire


@pytest.mark.parametrize(
    ("edition", "deal", "seed"),
    [("thiercelieux", THIERCELIEUX, 41), ("anniversary", ANNIVERSARY, 42)],
    ids=["thiercelieux", "anniversary"],
)
async def test_every_laptop_sees_one_shape_in_secret_steps(
    start_host, connect, monkeypatch, edition, deal, seed
):
    wire = await play(start_host, connect, monkeypatch, edition, deal, seed)
    laptops = wire.laptops()
    kinds = {r.kind for r in laptops}
    assert kinds == {"player", "board", "spectator"}
    board = next(r for r in laptops if r.kind == "board")
    names = [name for name, _ in shapes(board, board)]
    assert any(name.startswith("night 2") for name in names)
    assert dead_at_night(board), "no dead laptop was checked"
    if edition == "anniversary":
        assert any(name.startswith("resolving") for name in names), "no Servant's pause"
    references = {r.kind: shapes(r, board) for r in laptops}
    pulsed = shapes(board, board)
    for receiver in laptops:
        mine, reference = shapes(receiver, board), references[receiver.kind]
        for (name, frames), (_, expected), (_, boards) in zip(mine, reference, pulsed, strict=True):
            where = f"{receiver.kind} {receiver.seat} in {name}"
            assert frames == expected, where
            # The pulses are alike for every kind (the board's lobby carries the code).
            assert pulses(frames) == pulses(boards), where


def dead_at_night(board: Receiver) -> bool:
    """Whether a seat was dead while a night ran (the board's last view at its clock)."""
    seats = []
    for _, message in board.frames:
        if message["type"] == "view":
            seats = message["view"]["seats"]
        if message["type"] == "pulse":
            seats = next(
                (i["view"]["seats"] for i in message["items"] if i["type"] == "view"), seats
            )
        night = message["type"] == "clock" and message["phase"] == "night"
        if night and not all(seat["alive"] for seat in seats):
            return True
    return False


def pulses(frames: tuple[tuple[int, str], ...]) -> list[int]:
    return [size for size, kind in frames if kind == "pulse"]
