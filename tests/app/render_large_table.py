"""Render a laptop's screens at the largest table (24 seats of 24-character names, the
anniversary box), in French and English, on a 1280x720 window: the lobby, the role card,
the vote, a night pick, a wolf's night with the pack's chat, the day with the proxy, the
ghost and the end::

    QT_QPA_PLATFORM=offscreen uv run python -m tests.app.render_large_table DIR
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.shell import runtime
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import Game
from lgdesktop.protocol import LobbySeat, LobbyState

from .conftest import RecordingPort
from .controls import player_window
from .render_one_night import rendering
from .test_player_large_table import LONG_NAMES, WINDOW, awaits_zero, played_until

#: The edition and table drawn: the largest the laptops must hold.
EDITION, PLAYERS = "anniversary", 24
#: Lines the wolves write on their chat in the wolf's shot.
PACK_CHAT = ("Simon tonight: he talks too much.", "Not Simon, he is the Seer for sure.")


def shot(session: runtime.Session, out: Path, player: PlayerModel, name: str) -> None:
    """``player``'s window at :data:`WINDOW`, saved as ``out/name``."""
    window = player_window(session, player, width=WINDOW[0], height=WINDOW[1])
    QCoreApplication.processEvents()
    runtime.grab(window, out / name)
    window.close()


def seat_of(game: Game, seat: int, *, hold: bool = False, flip: bool = False) -> PlayerModel:
    """A laptop on ``seat`` of ``game``: the card read (or turned over: ``flip``), the role
    held open (``hold``)."""
    player = PlayerModel(RecordingPort())
    player.update_view(game.player_view(seat))
    if flip:
        player.flipCard()
    else:
        player.acknowledgeRole()
    if hold:
        player.holdRole()
    return player


def lobby() -> PlayerModel:
    seats = [LobbySeat(n, name, n % 3 != 0, True, False) for n, name in enumerate(LONG_NAMES)]
    player = PlayerModel(RecordingPort())
    player.update_seat(0)
    player.update_lobby(
        LobbyState(
            room="Salle des fêtes de Saint-Rémy",
            edition=EDITION,
            state="lobby",
            max_players=PLAYERS,
            seats=seats,
            composition={},
            settings={},
            recommended={},
            addresses=[],
        )
    )
    return player


def main(folder: str) -> int:
    vote = played_until(EDITION, PLAYERS, awaits_zero("vote"))
    night = played_until(EDITION, PLAYERS, awaits_zero("night"))
    day = played_until(EDITION, PLAYERS, lambda game: game.phase.value == "day")
    later = played_until(
        EDITION, PLAYERS, lambda game: game.number >= 2 and game.phase.value == "day"
    )
    end = played_until(EDITION, PLAYERS, lambda game: game.ended)
    wolf = next(seat for seat in night.awaited() if night.roles[seat] == "werewolf")
    ghost = next(seat for seat in range(PLAYERS) if not later.alive[seat])
    with rendering(folder) as (session, out):
        for code in ("fr", "en"):
            language().choose(code)
            name = f"{EDITION}-{PLAYERS}-player-{{}}-{code}.png"
            shot(session, out, lobby(), name.format("lobby"))
            shot(session, out, seat_of(night, wolf, flip=True), name.format("role"))
            shot(session, out, seat_of(vote, 0), name.format("vote"))
            shot(session, out, seat_of(night, 0), name.format("night"))
            pack = seat_of(night, wolf, hold=True)
            for line in PACK_CHAT:
                pack.add_chat(LONG_NAMES[wolf], line, "pack")
            shot(session, out, pack, name.format("wolf"))
            shot(session, out, seat_of(day, 0), name.format("day"))
            shot(session, out, seat_of(later, ghost, hold=True), name.format("ghost"))
            shot(session, out, seat_of(end, 0), name.format("end"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
