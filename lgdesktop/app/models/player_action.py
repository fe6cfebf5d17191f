"""The action screen of a player's window when the action is one tap: a night pick on a
player, the vote (with its proxy and a secret form), an owed shot or act; the question
asked and, once answered, what the seat waits for.

:class:`Action` is a part of :class:`~.player.PlayerModel` (its slots are the model's): it
fills the model's target and proxy rows (or hands over to the composing screen,
:class:`~.player_compose.Composer`) and sends the choice through the model's port.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Slot

from ...engine import INPUT_TYPES, PlayerView
from ..texts import errors, texts
from ..texts.i18n import translate
from .player_choice import (
    composed,
    main_prompt,
    main_spec,
    pack_line,
    proxy_offer,
    public_prompt,
    secret_ballot,
    secret_ballot_button,
    shown_targets,
    step_key,
    team_picks,
    waiting_line,
)


def loved(view: PlayerView) -> frozenset[int]:
    """The seats this seat was told it loves (forum's lovers, a love triangle's too): it
    may not vote against them."""
    return frozenset(
        other
        for note in view.notes
        if note.key == "told.loves" and note.param("to") == view.seat
        for other in note.seats
    )


class Action:
    """The one-tap action's rows and fields, the vote's refusals and the choice's slots."""

    def refusal_text(self, code: str, inp: Any, params: Any = None) -> str:
        """Why ``inp`` was refused (error ``code``), as this player reads it: a ballot or a
        proxy against someone the player loves says so (RULES §4: a lover may not vote
        against the other); anything else, the error's own sentence."""
        target = getattr(inp, "target", None)
        if (
            code == "illegal_target"
            and getattr(inp, "kind", "") in ("vote", "proxy_vote")
            and self.view is not None
            and target in loved(self.view)
        ):
            name = self.view.board.seats[target].name
            return translate("Player", "You may not vote against {name}: you love them.").format(
                name=name
            )
        return errors.error_text(code, params)

    def _refresh_action(self, view: PlayerView, names: list[str]) -> None:
        spec = main_spec(view)
        picks = team_picks(view)
        current = -1 if spec is None or spec.current is None else spec.current
        if spec is not None and self._pending is not None and self._pending[0] == step_key(view):
            current = self._pending[1]
        if composed(view):
            self._refresh_composing(view, names, picks)
        else:
            self.card_rows.set_rows([])
            self.option_rows.set_rows([])
            self.grid_rows.set_rows([])
            self.publish(
                composing=False,
                peekGrid=False,
                targetsUsable=True,
                cardsUsable=False,
                canConfirm=False,
                pickHint="",
            )
            self.target_rows.set_rows(
                []
                if spec is None
                else [
                    {
                        "seat": t,
                        "name": names[t],
                        "picks": ", ".join(picks.get(t, [])),
                        "mine": t == current,
                        "allowed": t in spec.targets,
                    }
                    for t in shown_targets(view, spec)
                ]
            )
        proxy = proxy_offer(view)
        proxy_current = -1 if proxy is None or proxy.current is None else proxy.current
        self.proxy_rows.set_rows(
            []
            if proxy is None
            else [
                {"seat": t, "name": name, "picks": "", "mine": t == proxy_current, "allowed": True}
                for t, name in proxy.choices
            ]
        )
        waiting = waiting_line(view)
        prompt = main_prompt(view)
        if spec is not None and spec.action == texts.TAKE_CARD:
            self.publish(pickHint=texts.take_card_hint([names[t] for t in spec.targets]))
        self.publish(
            action="" if spec is None else spec.action,
            publicPrompt=public_prompt(view),
            hasAction=spec is not None,
            secretChoice=spec is not None and spec.kind == "night_choice",
            **self._secret_ballot_state(view, prompt),
            current=current,
            waitingText=waiting,
            canProxy=proxy is not None,
            packLine=pack_line(view),
            proxyCurrent=proxy_current,
            proxyQuestion="" if proxy is None else proxy.question,
            proxyNobody="" if proxy is None else proxy.nobody,
        )

    def _secret_ballot_state(self, view: PlayerView, prompt: str) -> dict[str, Any]:
        """The secret ballot's button and, when it is pressed, the question shown with the
        card (the question shown without it stays everybody's)."""
        secret = secret_ballot_button(view)
        on = secret is not None and self._secret_at == step_key(view)
        return {
            "secretBallot": "" if secret is None else secret.label,
            "secretBallotOn": on,
            "prompt": secret.question if on else prompt,
        }

    @Slot()
    def toggleSecretBallot(self) -> None:
        """Press (or release) the secret ballot's button: the next ballot of this vote
        takes its form. Pressed while the card is shown for a tap, the card stays shown a
        little longer, for the pick."""
        view = self.view
        if view is None or secret_ballot(view) is None:
            raise RuntimeError("there is no secret ballot now")
        key = step_key(view)
        self._secret_at = None if self._secret_at == key else key
        if self.state["revealed"] and not self.state["holding"]:
            self.peekRole()
        self.refresh()

    @Slot(int)
    def choose(self, target: int) -> None:
        """The main action (night choice, vote or shot) on ``target``. A player shown
        but not open to this seat's power (see :func:`shown_targets`) is refused here,
        like a refusal from the host."""
        spec = None if self.view is None else main_spec(self.view)
        if spec is None:
            raise RuntimeError("there is nothing to choose now")
        if target not in spec.targets:
            self.input_refused(self.refusal_text("illegal_target", INPUT_TYPES[spec.kind](target)))
            return
        port = self._port()
        secret = secret_ballot_button(self.view)
        if secret is not None and self._secret_at == step_key(self.view):
            inp = INPUT_TYPES[spec.kind](target, option=secret.option)
        else:
            inp = INPUT_TYPES[spec.kind](target)
        self._pending = (step_key(self.view), target)
        self._refused_at = None
        self._secret_at = None
        self.publish(refusal="")
        self.refresh()
        port.submit(inp)

    def make(self, choice: Any) -> None:
        """Make ``choice`` (an input of the main action) through this screen's own
        controls: tap the player, or compose the pick (players, center cards, option)
        and confirm it. The hand of the demo's autopilot and of the tests."""
        if self.view is not None and composed(self.view):
            self.clearPick()
            for seat in choice.seats:
                self.toggleSeat(seat)
            for card in choice.cards:
                self.toggleCard(card)
            if choice.option:
                self.chooseOption(choice.option)
            self.confirmPick()
        else:
            secret = None if self.view is None else secret_ballot(self.view)
            if secret is not None and choice.option in secret.options:
                if not self.state["secretBallotOn"]:
                    self.toggleSecretBallot()
            elif self.state["secretBallotOn"]:
                self.toggleSecretBallot()
            self.choose(choice.target)

    @Slot(int)
    def proxyVote(self, target: int) -> None:
        """Lodge the vote counted if this player is away when the vote closes."""
        self._port().submit(INPUT_TYPES["proxy_vote"](target))
