"""Those who take another card: the Thief (``thiercelieux``'s center cards, ``forum``'s
two colours, ``anniversary``'s never forced) and ``anniversary``'s Devoted Servant.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..context import SeatState
from ..events import CampChanged, TeamRevealed, Told
from ..flow import Owed
from ..model import Act, InputSpec, NightChoice, PickShape, only
from ..values import owed
from .base import NightContext, Role, Slot, card_slot, option_slot, option_spec
from .shared import (
    COLOUR,
    COLOURS,
    JOINED,
    JOINED_NOTE,
    PASS,
    SERVANT,
    SERVANT_NOTE,
    TAKE,
    TAKE_CARD,
    THIEF_STAYED,
    THIEF_STAYED_NOTE,
    _pick,
    _wolves,
)
from .village import Villager
from .wolves import ForumWerewolf, _show_pack

if TYPE_CHECKING:
    from ..context import RoleContext


class Thief(Role):
    """Night 1: sees the two center cards and may take one (giving his own to the center),
    or keep his card (``pass``); when both are wolf cards he must take one. He plays the
    card he took from then on: a wolf card joins the pack at once (the pack is shown its
    new member) and hunts that same night. [convention] The clock keeps his card, or
    draws one of two wolf cards."""

    id = "thief"

    def on_called(self, game: RoleContext, night: NightContext, seat: int) -> None:
        for card in range(len(game.center)):
            game.show_card(seat, card=card)

    @staticmethod
    def _forced(game: RoleContext) -> bool:
        return all(game.role_named(card).counts_as_wolf for card in game.center)

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        cards = tuple(range(len(game.center)))
        take = InputSpec(
            NightChoice.kind, TAKE, shape=PickShape(count=0, cards=cards, card_count=1)
        )
        if self._forced(game):
            return (take,)
        return (take, InputSpec(NightChoice.kind, PASS, shape=PickShape(count=0, options=(PASS,))))

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        """A center card, or ``pass`` (offered, marked, when he must take one)."""
        return (card_slot(TAKE, 1), option_slot(PASS, (PASS,)))

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = _pick(night, seat)
            if action == TAKE:
                card = pick.cards[0]
            elif action == "" and self._forced(game):
                card = game.rng.choice(range(len(game.center)))
            else:
                continue
            game.swap_cards(seats=(seat,), cards=(card,), by=seat, visibility=only(seat))
            if game.role(seat).counts_as_wolf:
                self.join_pack(game, seat)

    def join_pack(self, game: RoleContext, seat: int) -> None:
        """The Thief took a wolf card: the pack, him included, is shown its members."""
        pack = tuple(_wolves(game))
        game.emit(TeamRevealed(game.roles[seat], pack, visibility=only(*pack)))


@dataclass
class Colours(SeatState):
    """The two colours a Thief was dealt, and the one that stands for the Werewolf."""

    card: ClassVar[str] = "thief"
    pair: tuple[str, ...] = ()
    wolf: str = ""


class ForumThief(Role):
    """Two colours drawn at the deal, one secretly Werewolf and one Villager; his step
    comes first every night until he picks one (``colour``) or forever if he passes.
    A Werewolf colour makes him a werewolf at once: he sees his card, joins the pack, its
    channel and its pick that same night, and the pack is told "he has joined you". A
    Villager colour makes him a plain villager; the pack is told, without a name, that
    the Thief chose and did not join. Before choosing he is a villager, and a Seer who
    looks at him sees "thief". [convention] The clock passes for him."""

    notes = (JOINED_NOTE, THIEF_STAYED_NOTE)

    id = "thief"

    def on_deal(self, game: RoleContext, seats: list[int]) -> None:
        for seat in seats:
            colours = game.state(seat, Colours)
            colours.pair = tuple(game.rng.sample(COLOURS, 2))
            colours.wolf = game.rng.choice(colours.pair)

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        return (option_spec(COLOUR, game.state(seat, Colours).pair), option_spec(PASS, (PASS,)))

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        """Every colour (all but his two offered, marked), or ``pass``."""
        return (option_slot(COLOUR, COLOURS), option_slot(PASS, (PASS,)))

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = night.pick(seat)
            if action != COLOUR:
                continue
            joins = pick.option == game.state(seat, Colours).wolf
            # The card the colour stands for replaces the Thief's (players wake by the
            # card they hold, so a wolf hunts in the pack's step of this very night).
            game.replace_card(seat, ForumWerewolf.id if joins else Villager.id)
            game.show_card(seat, target=seat)
            pack = _wolves(game)
            if joins:
                game.emit(TeamRevealed(ForumWerewolf.id, tuple(pack), visibility=only(*pack)))
                for wolf in pack:
                    if wolf != seat:
                        game.emit(Told(wolf, JOINED, (seat,), visibility=only(wolf)))
            else:
                for wolf in pack:
                    game.emit(Told(wolf, THIEF_STAYED, (), visibility=only(wolf)))


@dataclass
class CardTaken(SeatState):
    """Flag: this Devoted Servant already took a banished card."""

    card: ClassVar[str] = "devoted_servant"


class AnniversaryThief(Thief):
    """Night 1: sees the two undealt cards and may take one (``take``) or keep his own
    (``pass``; never forced, even by two wolf cards); he plays the card he took from that
    night (a wolf card hunts at once: the pack is shown its members, each card as it is).
    A Thief who keeps his card plays as a villager."""

    @staticmethod
    def _forced(game: RoleContext) -> bool:
        return False

    def join_pack(self, game: RoleContext, seat: int) -> None:
        _show_pack(game)


class DevotedServant(Role):
    """Once a game, when the day vote banishes someone else (not if she is a lover), she
    may take the banished card before it is shown (an owed, secret ``take_card``: the
    banished or nobody; the clock: nobody). She then holds that card in its current
    state (the states it carries move with it) and plays it from now on; the banished leaves
    showing the Servant card."""

    notes = (SERVANT_NOTE,)
    values = (owed(TAKE_CARD, "the Devoted Servant may take the banished's card"),)

    id = "devoted_servant"

    def holds_banishment(self, game: RoleContext, dying: tuple[int, ...]) -> bool:
        """With her card in the (public) composition, every banishment
        pauses first for her secret choice, whether she can make it or not (RULES §6:
        timing reveals nothing): a living Servant with her power, unspent, not a lover
        and not banished herself owes ``take_card`` (take the banished card, or not);
        otherwise the same secret pause is owed by nobody and only the clock ends it.
        Either way, ``resolving`` lasts its clock in a timed game (``Owed``)."""
        if self.id not in game.composition:
            return False
        servants = [
            seat
            for seat in game.seats_with(self.id, living=True)
            if seat not in dying
            and game.find_state(seat, CardTaken) is None
            and game.partner(seat) is None
            and game.has_power(seat)
        ]
        servant = servants[0] if servants else None

        def resolve(game: RoleContext, seats: tuple[int, ...]) -> None:
            if seats and servant is not None:
                self._take_card(game, servant, seats[0])
            game.banish_now(dying)

        game.owe(
            Owed(
                TAKE_CARD,
                servant,
                Act.kind,
                TAKE_CARD,
                targets=lambda game: dying,
                resolve=resolve,
                fallback=lambda game, targets: (),
                count=None,
                public=False,
                keeps_time=True,
            )
        )
        return True

    @staticmethod
    def _take_card(game: RoleContext, servant: int, banished: int) -> None:
        """The Servant takes the banished card (the states it carries move with it: the
        Witch's potions, an infection spent, a Fox's lost nose, a Judge's spent call, the
        attacks withstood ...) and learns it; a wolf card shows her to the pack."""
        game.state(servant, CardTaken)
        game.swap_cards(seats=(servant, banished), by=servant, visibility=only(servant))
        game.hand_over_states(banished, servant)
        game.show_card(servant, target=servant)
        card = game.role(servant)
        game.emit(CampChanged(servant, card.camp.value, SERVANT, visibility=only(servant)))
        if card.counts_as_wolf:
            _show_pack(game)
