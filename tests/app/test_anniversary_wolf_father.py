"""The Accursed Wolf-Father's laptop names the pack's victim he may infect (RULES §5: once
a game, right after the pack's pick, he may infect the victim instead), in English and in
French; nobody else's laptop learns it, and a spent infection asks nothing."""

from __future__ import annotations

from lgdesktop.app.models.player_notes import private_lines
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import NightChoice

from .anniversary import new_game, play, to_step
from .apptrial import Table
from .conftest import NAMES
from .thier import close_step


def shown(table: Table, seat: int):
    """``seat``'s laptop, card held (its night question on screen)."""
    player = table.players[seat]
    player.holdRole()
    return player


def test_the_wolf_father_is_asked_whether_he_infects_the_pack_s_victim_by_name(english):
    # The Accursed Wolf-Father 0, wolves 1 and 2, the Seer 4: the pack splits on the clock.
    table = Table(new_game("NWWVSVVVVHVV"))
    to_step(table, "werewolf")
    play(table, 0, NightChoice(seats=(3,)))
    play(table, 1, NightChoice(seats=(5,)))
    play(table, 2, NightChoice(seats=(5,)))
    close_step(table)  # the plurality: 5
    to_step(table, "accursed_wolf_father")
    assert shown(table, 0).state["prompt"] == f"Do you infect {NAMES[5]}, the pack's victim?"
    assert f"you learned the pack's victim tonight: {NAMES[5]}." in " ".join(
        private_lines(table.game.player_view(0))
    )
    for seat in (1, 2, 4):
        assert "pack's victim tonight" not in " ".join(private_lines(table.game.player_view(seat)))
    language().choose("fr")  # the fixture goes back to English
    assert shown(table, 0).state["prompt"] == f"Infectez-vous {NAMES[5]}, la victime de la meute ?"
