"""``thiercelieux`` at one shared screen: ten players, the screen passed round for every
call of the night (the one called answers its power, the others a decoy), the Captain's
election, the votes and the owed actions, to the end."""

from __future__ import annotations

from lgdesktop.app.onescreen.local import LocalTable
from lgdesktop.engine import INPUT_TYPES

from .conftest import NAMES
from .test_master_local import play


def first_form(table: LocalTable, seat: int, action: str):
    """The first legal answer of ``action`` for ``seat``: its first targets, center cards
    and option (Cupid names the first two, the Little Girl peeks at A1 ...)."""
    spec = next(s for s in table.game.legal_inputs(seat) if s.action == action and s.feasible())
    if spec.kind != "night_choice":
        return INPUT_TYPES[spec.kind](spec.targets[0])
    return INPUT_TYPES[spec.kind](
        seats=spec.targets[: spec.count],
        cards=spec.cards[: spec.card_count],
        option=spec.options[0] if spec.options else "",
    )


def test_a_thiercelieux_game_at_one_screen_to_the_end(english):
    table = LocalTable(edition="thiercelieux", seed=3)
    for name in NAMES[:10]:
        table.board.addPlayer(name)
    table.board.start()
    turns = play(table, first_form)
    assert table.game.ended
    actions = {action for _, action, _ in turns}
    assert {"couple", "dream", "look", "devour", "spy", "decoy", "elect", "vote"} <= actions
    # Every call of the first night passes the screen to every living player.
    night_1 = [seat for phase, _, seat in turns[: 6 * 10] if phase == "night"]
    assert sorted(set(night_1)) == list(range(10))
