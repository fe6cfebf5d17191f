"""Padded sends (issue 24): every legal input of every edition, at its largest table, seals
to one length, so an onlooker on the Wi-Fi cannot tell the Witch from a decoy by size."""

from __future__ import annotations

import os

import pytest

from lgdesktop.engine import GameSetup, catalogue
from lgdesktop.protocol import MAX_CLIENT_FRAME, encode
from lgdesktop.protocol.messages import ReadyToVote, Submit
from lgdesktop.protocol.observed import tables
from lgdesktop.protocol.secure import (
    CLIENT_PAD_BUCKET,
    SecureChannel,
    padded_length,
)
from lgdesktop.simulation import play_game

#: A version and a ref larger than any game reaches: the widest integers a Submit carries.
_WIDE_COUNTER = 10**9


def _channel() -> SecureChannel:
    key = os.urandom(32)
    return SecureChannel(key, key, b"test", MAX_CLIENT_FRAME)


def _sealed(channel: SecureChannel, message) -> int:
    data = encode(message)
    return len(channel.seal(data, pad_to=padded_length(len(data), MAX_CLIENT_FRAME)))


def _extremes(seat: int, spec) -> list[Submit]:
    """The narrowest and the widest Submit the spec allows (largest seats, cards, option)."""
    shape = spec.shape
    count = shape.count if shape else 1
    cards = list(shape.cards[-shape.card_count :]) if shape and shape.card_count else []
    options = shape.options if shape else ()
    wide_seats = list(spec.targets[-count:]) if count > 1 else []
    wide_target = spec.targets[-1] if spec.targets and count == 1 else None
    wide = Submit(
        spec.kind,
        wide_target,
        _WIDE_COUNTER,
        seat=seat,
        ref=_WIDE_COUNTER,
        seats=wide_seats,
        cards=cards,
        option=max(options, key=len, default=""),
    )
    narrow = Submit(spec.kind, None, 0, option=min(options, key=len, default=""))
    return [wide, narrow]


@pytest.mark.parametrize("edition_id", sorted(info.id for info in catalogue.editions()))
def test_every_legal_input_seals_to_one_length(edition_id):
    players = catalogue.edition_info(edition_id).max_players
    messages: list = [ReadyToVote()]

    def offered(game, _seat, _input) -> None:
        for seat in game.awaited():
            for spec in game.player_view(seat).legal:
                messages.extend(_extremes(seat, spec))

    for composition in tables(edition_id):
        setup = GameSetup.create(edition_id, players, 1, composition=composition)
        play_game(setup, "random", on_input=offered)
    channel = _channel()
    sizes = {_sealed(channel, message) for message in messages}
    assert len(messages) > 10
    assert sizes == {CLIENT_PAD_BUCKET + 16}
