"""The composing screen of a player's window: an action made of several parts (players,
center cards, an option, a square of the peek grid) picked one by one, then confirmed.

At night in an edition with center cards or a stepped night, every seat composes (see
:func:`~.player_choice.composed`), so that all the screens look alike. :class:`Composer`
is a part of :class:`~.player.PlayerModel` (its slots are the model's): it keeps the
selection and fills the model's target, card, option and grid rows.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Slot

from ...engine import INPUT_TYPES, InputSpec, PlayerView
from ..texts import texts
from .player_choice import (
    GRID_CELLS,
    composed,
    grid_picks,
    main_spec,
    main_specs,
    offered_options,
    open_cards,
    open_targets,
    pick_hint,
    shown_targets,
    step_key,
)


class Composer:
    """The selection being composed, its rows and its slots."""

    def _selected(self, view: PlayerView) -> tuple[tuple[int, ...], tuple[int, ...], str]:
        """The composing screen's selection for the current step (empty on a new step)."""
        if self._selection is None or self._selection[0] != step_key(view):
            return (), (), ""
        return self._selection[1:]

    def _refresh_composing(
        self, view: PlayerView, names: list[str], picks: dict[int, list[str]]
    ) -> None:
        """The composing screen: players (with the pack's live ``picks``), center cards,
        options and the peek grid's squares to pick, a hint per form of the action, and
        whether the selection fits one of them."""
        specs = main_specs(view)
        seats, cards, option = self._selected(view)
        if not (seats or cards or option) and specs[0].current is not None:
            seats = (specs[0].current,)  # a revisable pick made (a wolf's): shown as chosen
        allowed = open_targets(view)
        allowed_cards = open_cards(view)
        self.target_rows.set_rows(
            [
                {
                    "seat": t,
                    "name": names[t],
                    "picks": ", ".join(picks.get(t, [])),
                    "mine": t in seats,
                    "allowed": t in allowed,
                }
                for t in shown_targets(view, specs[0])
            ]
        )
        self.card_rows.set_rows(
            [
                {
                    "card": c,
                    "label": texts.center_card(c),
                    "mine": c in cards,
                    "allowed": c in allowed_cards,
                }
                for c in range(view.board.center_cards)
            ]
        )
        offered = offered_options(specs)
        open_options = {o for spec in specs for o in spec.options}
        self.option_rows.set_rows(
            [
                {
                    "option": o,
                    "label": texts.option_name(o, names),
                    "mine": o == option,
                    "allowed": o in open_options,
                }
                for o in offered
                if o not in GRID_CELLS
            ]
        )
        # Row by row (1 to 8), each row from column A to H, as the grid draws them; every
        # square, those this action may not take shown as such.
        offered_cells = GRID_CELLS.intersection(open_options)
        shown_cells = GRID_CELLS.intersection(offered)
        cells = sorted(GRID_CELLS, key=lambda c: (int(c[1:]), c[0])) if shown_cells else []
        placed = grid_picks(view, names)
        self.grid_rows.set_rows(
            [
                {
                    "cell": c,
                    "mine": c == option,
                    "picks": ", ".join(placed.get(c, [])),
                    "allowed": c in offered_cells,
                }
                for c in cells
            ]
        )
        self.publish(
            peekGrid=bool(cells), targetsUsable=bool(allowed), cardsUsable=bool(allowed_cards)
        )
        self.publish(
            composing=True,
            canConfirm=self._fitting(view) is not None,
            pickHint=pick_hint(view),
        )

    def _fitting(self, view: PlayerView) -> InputSpec | None:
        """The first form of the main action the selection fits, if any."""
        seats, cards, option = self._selected(view)
        for spec in main_specs(view):
            inp = INPUT_TYPES[spec.kind](seats=seats, cards=cards, option=option)
            if spec.refusal(inp) is None:
                return spec
        return None

    def _compose(self, change: Callable[[tuple, tuple, str], tuple[tuple, tuple, str]]) -> None:
        view = self.view
        if view is None or not composed(view):
            raise RuntimeError("there is nothing to compose now")
        seats, cards, option = change(*self._selected(view))
        self._selection = (step_key(view), tuple(seats), tuple(cards), option)
        self.publish(refusal="")
        self.refresh()

    @Slot(int)
    def toggleSeat(self, seat: int) -> None:
        """Composing: add ``seat`` to the selection, or take it out."""
        self._compose(lambda s, c, o: (_toggled(s, seat), c, o))

    @Slot(int)
    def toggleCard(self, card: int) -> None:
        """Composing: add center card ``card`` to the selection, or take it out."""
        self._compose(lambda s, c, o: (s, _toggled(c, card), o))

    @Slot(str)
    def chooseOption(self, option: str) -> None:
        """Composing: pick ``option`` (picking it again takes it back)."""
        self._compose(lambda s, c, o: (s, c, "" if o == option else option))

    @Slot()
    def clearPick(self) -> None:
        """Composing: start the selection again."""
        self._compose(lambda s, c, o: ((), (), ""))

    @Slot()
    def confirmPick(self) -> None:
        """Composing: send the selection, if it fits one form of the action; otherwise
        refused here like a refusal from the host (the selection stays)."""
        view = self.view
        if view is None or not composed(view):
            raise RuntimeError("there is nothing to choose now")
        spec = self._fitting(view)
        seats, cards, option = self._selected(view)
        if spec is None:
            kind = main_spec(view).kind
            tried = INPUT_TYPES[kind](seats=seats, cards=cards, option=option)
            self.input_refused(self.refusal_text("illegal_target", tried))
            return
        port = self._port()
        self._selection = None
        self.publish(refusal="")
        port.submit(INPUT_TYPES[spec.kind](seats=seats, cards=cards, option=option))
        self.refresh()


def _toggled(values: tuple[int, ...], value: int) -> tuple[int, ...]:
    """``values`` with ``value`` taken out, or added at the end."""
    return tuple(v for v in values if v != value) if value in values else (*values, value)
