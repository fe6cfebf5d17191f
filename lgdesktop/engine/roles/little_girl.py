"""The Little Girl's peek at the pack: ``thiercelieux``'s grid, ``forum``'s (the wolves
place the cells) and ``anniversary``'s (the Savior never covers her once caught).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import Told
from ..model import InputSpec, NightChoice, PickShape, only
from ..values import DEVOURED
from .base import NightContext, Role, Slot, option_slot
from .shared import (
    CAUGHT,
    CAUGHT_NOTE,
    CELLS,
    NOTHING,
    NOTHING_NOTE,
    PASS,
    SPY,
    VICTIM,
    _pick,
    _wolves,
)

#: Her forms: a cell of the pack's grid, or ``pass`` (a constant: her step's shape is
#: merged once).
SPY_SLOTS = (option_slot(SPY, CELLS), option_slot(PASS, (PASS,)))

if TYPE_CHECKING:
    from ..context import RoleContext


class LittleGirl(Role):
    """During the pack's step she may peek (``spy``: one cell of the 8×8 grid) or not
    (``pass``). The grid's cells are drawn with the game's seeded generator when she
    peeks: ``little_girl_sees`` cells show her one living wolf (his card, drawn among the
    pack), ``little_girl_caught`` cells get her caught: she, not the pack's pick, is the
    victim tonight (she and the pack are told), and the Witch is told so; the other cells
    show nothing."""

    notes = (CAUGHT_NOTE, NOTHING_NOTE)
    values = (DEVOURED,)

    id = "little_girl"

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        return (
            InputSpec(NightChoice.kind, SPY, shape=PickShape(count=0, options=CELLS)),
            InputSpec(NightChoice.kind, PASS, shape=PickShape(count=0, options=(PASS,))),
        )

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        return SPY_SLOTS

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = _pick(night, seat)
            if action != SPY:
                continue
            sees = int(game.settings["little_girl_sees"])
            caught = int(game.settings["little_girl_caught"])
            drawn = game.rng.sample(CELLS, sees + caught)
            wolves = _wolves(game)
            if pick.option in drawn[:sees] and wolves:
                game.show_card(seat, target=game.rng.choice(wolves))
            elif pick.option in drawn[sees:]:
                self.caught(game, night, seat, wolves)
            else:
                game.emit(Told(seat, NOTHING, (), visibility=only(seat)))

    def caught(self, game: RoleContext, night: NightContext, seat: int, wolves: list[int]) -> None:
        """The pack caught her peeking: she replaces its victim; she and the pack are told."""
        night.deaths = [(s, c) for s, c in night.deaths if s != night.found.get(VICTIM)]
        night.found[VICTIM] = seat
        night.kill(seat, "devoured")
        for told in sorted({seat, *wolves}):
            game.emit(Told(told, CAUGHT, (seat,), visibility=only(told)))


class ForumLittleGirl(LittleGirl):
    """During the pack's step she may peek (``spy``: one cell of the grid the wolves
    placed) or not (``pass``). A "sees a wolf" cell shows her the card of the wolf who
    placed it (if he still lives); a "caught" cell makes her the pack's victim instead of
    its pick (she and the pack are told; the Witch sees her as the victim; [convention] the
    Savior's protection saves her too); any other cell shows nothing. Without a placed grid
    (no living wolf placed one) every cell is empty."""

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = night.pick(seat)
            if action != SPY:
                continue
            placer = night.found.get("sees", {}).get(pick.option)
            if pick.option in night.found.get("caught", ()):
                victim = night.found.get(VICTIM)
                night.deaths = [
                    (s, cause)
                    for s, cause in night.deaths
                    if not (s == victim and cause == "devoured")
                ]
                saved = seat in night.protected
                night.found[VICTIM] = None if saved else seat
                if not saved:
                    night.kill(seat, "devoured")
                for told in sorted({seat, *_wolves(game)}):
                    game.emit(Told(told, CAUGHT, (seat,), visibility=only(told)))
            elif placer is not None and game.alive[placer]:
                game.show_card(seat, target=placer)
            else:
                game.emit(Told(seat, NOTHING, (), visibility=only(seat)))


class AnniversaryLittleGirl(LittleGirl):
    """Peeks inside the pack's step as in ``thiercelieux`` (the grid's cells drawn by the
    app). Caught, she replaces the pack's victim (``night.found[CAUGHT]``, read by the
    pack when it resolves after her) and the Savior's shield does not cover her: his
    choice stands, its effect on her is void."""

    def caught(self, game: RoleContext, night: NightContext, seat: int, wolves: list[int]) -> None:
        night.found[CAUGHT] = seat
        for told in sorted({seat, *wolves}):
            game.emit(Told(told, CAUGHT, (seat,), visibility=only(told)))
