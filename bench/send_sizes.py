"""Sealed sizes of what each role's laptop sends during one thiercelieux night, without and
with the client's size buckets (issue 24). Plays a bot game at 12 seats on the recommended
deck and seals every night input as :class:`~lgdesktop.net.client.GameClient` does.

    uv run python bench/send_sizes.py
"""

from __future__ import annotations

import os
from collections import defaultdict

from lgdesktop.engine import GameSetup
from lgdesktop.protocol import MAX_CLIENT_FRAME, Submit, encode
from lgdesktop.protocol.secure import SecureChannel, padded_length
from lgdesktop.simulation import play_game

#: Table of the measure: the recommended thiercelieux deck at 12 seats.
PLAYERS = 12


def main() -> None:
    sizes: dict[str, set[tuple[int, int]]] = defaultdict(set)
    key = os.urandom(32)
    channel = SecureChannel(key, key, b"measure", MAX_CLIENT_FRAME)

    def sent(game, seat, choice) -> None:
        if seat is None:  # the host's clock, not a laptop
            return
        view = game.player_view(seat)
        if view.board.phase != "night" or view.board.number > 1:
            return
        message = Submit(
            choice.kind,
            getattr(choice, "target", None),
            view.version,
            seat=seat,
            ref=seat + 10,
            seats=list(getattr(choice, "seats", ())),
            cards=list(getattr(choice, "cards", ())),
            option=getattr(choice, "option", ""),
        )
        data = encode(message)
        before = len(channel.seal(data))
        after = len(channel.seal(data, pad_to=padded_length(len(data), MAX_CLIENT_FRAME)))
        sizes[view.role].add((before, after))

    play_game(GameSetup.create("thiercelieux", PLAYERS, 3), "random", on_input=sent)
    print(f"{'role':<16} {'before (B)':<16} after (B)")
    for role, pairs in sorted(sizes.items()):
        before = sorted({b for b, _ in pairs})
        after = sorted({a for _, a in pairs})
        print(f"{role:<16} {before!s:<16} {after}")


if __name__ == "__main__":
    main()
