"""``one_night``'s cards (RULES.md §2): the Werewolf and Mystic Wolf, the Minion, the
Masons, the Seer, the Robber, the Troublemaker, the Drunk, the Insomniac, the Tanner and
the Hunter, each acting once in the single night, by the card it was **dealt**.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import PackRevealed, ShotFired, TeamRevealed
from ..model import SECRET, Camp, InputSpec, NightChoice, PickShape, only
from ..values import SHOT
from .base import DeathBatch, NightContext, Role, Slot, card_slot

if TYPE_CHECKING:
    from ..context import RoleContext

#: Action names of the night inputs, as screens read them.
PEEK = "peek"  # a lone wolf: one center card
LOOK = "look"  # the Mystic Wolf or the Seer: one other player's card
LOOK_AND_PEEK = "look_and_peek"  # a lone Mystic Wolf: one player's card and one center card
LOOK_CENTER = "look_center"  # the Seer: two center cards
ROB = "rob"  # the Robber: swap with one other player, then see the new card
SWAP = "swap"  # the Troublemaker: swap two other players' cards, unseen
SWAP_CENTER = "swap_center"  # the Drunk: swap with one center card, unseen

#: The winning sides, in report order.
VILLAGE, WOLVES, TANNER, NOBODY = "village", "wolves", "tanner", "nobody"


def _center(game: RoleContext) -> tuple[int, ...]:
    """Every center card's index."""
    return tuple(range(len(game.center)))


def _pick(night: NightContext, seat: int) -> tuple[str, NightChoice | None]:
    """The seat's night input (action, pick), or ("", None) when the clock closed the
    night before it chose."""
    return night.picks.get(seat, ("", None))


def _dealt_wolves(game: RoleContext) -> list[int]:
    """The seats dealt a wolf card (Werewolf or Mystic Wolf), in seat order."""
    return [seat for seat, card in enumerate(game.dealt) if game.role_named(card).counts_as_wolf]


def _reveal_team(game: RoleContext, role_id: str, viewers: list[int]) -> None:
    """``viewers`` learn which seats were dealt ``role_id`` (possibly none)."""
    members = tuple(seat for seat, card in enumerate(game.dealt) if card == role_id)
    game.emit(TeamRevealed(role_id, members, visibility=only(*viewers)))


class Werewolf(Role):
    """The wolves (Werewolves and Mystic Wolves, by dealt card) see each other at the deal;
    a lone wolf peeks at one center card. Two wolves or more cannot peek: they answer the
    step's decoy (a center card, as everybody), so that no prompt tells a lone wolf."""

    id = "werewolf"
    camp = Camp.WOLVES
    werewolf = True
    counts_as_wolf = True

    def on_deal(self, game: RoleContext, seats: list[int]) -> None:
        """Every wolf and every Minion learns which seats were dealt a wolf card, not
        which one (RULES §2: a Werewolf does not learn that his partner is the Mystic
        Wolf), in one :class:`PackRevealed`: told by the wolf card of the first wolf seat
        (each dealt wolf card is asked in turn)."""
        wolves = _dealt_wolves(game)
        if seats[0] == wolves[0]:
            minions = [seat for seat, card in enumerate(game.dealt) if card == Minion.id]
            game.emit(PackRevealed(tuple(wolves), visibility=only(*wolves, *minions)))

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        if len(_dealt_wolves(game)) == 1:
            return InputSpec(
                NightChoice.kind, PEEK, shape=PickShape(count=0, cards=_center(game), card_count=1)
            )
        return game.decoy_spec(seat)

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        """One center card, lone wolf or not (whether he is alone is his secret)."""
        return (card_slot(PEEK, 1),)

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = _pick(night, seat)
            if action == PEEK:
                game.show_card(seat, card=pick.cards[0])


class MysticWolf(Werewolf):
    """A wolf who also looks at one other player's card; alone, she peeks at one center
    card as well (both in one input)."""

    id = "mystic_wolf"

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        if len(_dealt_wolves(game)) == 1:
            return InputSpec(
                NightChoice.kind,
                LOOK_AND_PEEK,
                game.others_than(seat),
                shape=PickShape(count=1, cards=_center(game), card_count=1),
            )
        return InputSpec(NightChoice.kind, LOOK, game.others_than(seat))

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        """Her two forms, alone or not (the one she lacks offered, marked)."""
        return (Slot(LOOK), Slot(LOOK_AND_PEEK, card_count=1))

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = _pick(night, seat)
            if action == LOOK_AND_PEEK:
                game.show_card(seat, card=pick.cards[0])
            if action in (LOOK, LOOK_AND_PEEK):
                game.show_card(seat, target=pick.seats[0])


class Minion(Role):
    """Sees which seats were dealt a wolf card (the wolves' own reveal); told so by an
    empty team when no player was. Wins with the wolves, even if eliminated; not a wolf."""

    id = "minion"
    camp = Camp.WOLVES

    def on_deal(self, game: RoleContext, seats: list[int]) -> None:
        if not _dealt_wolves(game):
            game.emit(PackRevealed((), visibility=only(*seats)))


class Mason(Role):
    """Dealt as a pair; the masons among the players see each other (alone, a Mason
    knows the other card lies in the center)."""

    id = "mason"
    pair = True

    def on_deal(self, game: RoleContext, seats: list[int]) -> None:
        _reveal_team(game, self.id, seats)


class Seer(Role):
    """Looks at one other player's card, or at two center cards."""

    id = "seer"

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        return (
            InputSpec(NightChoice.kind, LOOK, game.others_than(seat)),
            InputSpec(
                NightChoice.kind,
                LOOK_CENTER,
                shape=PickShape(count=0, cards=_center(game), card_count=2),
            ),
        )

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        return (Slot(LOOK), card_slot(LOOK_CENTER, 2))

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = _pick(night, seat)
            if action == LOOK:
                game.show_card(seat, target=pick.seats[0])
            elif action == LOOK_CENTER:
                for card in pick.cards:
                    game.show_card(seat, card=card)


class Robber(Role):
    """Swaps his card with another player's, then sees his new card; the robbed player is
    not told."""

    id = "robber"

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        return InputSpec(NightChoice.kind, ROB, game.others_than(seat))

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        return (Slot(ROB),)

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = _pick(night, seat)
            if action == ROB:
                game.swap_cards(seats=(seat, pick.seats[0]), by=seat, visibility=only(seat))
                game.show_card(seat, target=seat)


class Troublemaker(Role):
    """Swaps two other players' cards without looking at them."""

    id = "troublemaker"

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        return InputSpec(NightChoice.kind, SWAP, game.others_than(seat), shape=PickShape(count=2))

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        return (Slot(SWAP, count=2),)

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = _pick(night, seat)
            if action == SWAP:
                game.swap_cards(seats=tuple(sorted(pick.seats)), by=seat, visibility=only(seat))


class Drunk(Role):
    """Swaps his card with one center card without looking at it. [convention] A Drunk who
    has not chosen when the night closes takes a center card drawn at random (he always
    swaps, and blindly anyway)."""

    id = "drunk"

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        return InputSpec(
            NightChoice.kind,
            SWAP_CENTER,
            shape=PickShape(count=0, cards=_center(game), card_count=1),
        )

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        return (card_slot(SWAP_CENTER, 1),)

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = _pick(night, seat)
            card = pick.cards[0] if action == SWAP_CENTER else game.rng.choice(_center(game))
            game.swap_cards(seats=(seat,), cards=(card,), by=seat, visibility=only(seat))


class Insomniac(Role):
    """Wakes last and sees the card she holds at the end of the night (she dreams like a
    sleeper; the look needs no input)."""

    id = "insomniac"

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            game.show_card(seat, target=seat)


class Tanner(Role):
    """Sleeps; wins alone if he is eliminated."""

    id = "tanner"
    camp = Camp.SOLO

    def wins_with(self, game: RoleContext) -> str:
        return TANNER


class Hunter(Role):
    """Sleeps; if he is eliminated, the player he voted for is eliminated too (and, if
    that one holds a Hunter card, the player that one voted for, and so on)."""

    id = "hunter"
    values = (SHOT,)

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        ballots = dict(game.last_tally.ballots) if game.last_tally is not None else {}
        target = ballots.get(seat)
        if target is not None and game.alive[target] and target not in batch.dying():
            game.emit(ShotFired(seat, target, visibility=SECRET))
            batch.add(target, "shot")
