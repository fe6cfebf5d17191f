"""Edition ``one_night``: one night, one debate, one vote (RULES.md §2, 3-12 players).

The deck holds the players + 3 cards; three lie face down in the center. Every player wakes
by the card **dealt** to him and makes one night input (a harmless dream when his role has
nothing to do, so that nobody's keyboard betrays who acts). The night's actions resolve at
dawn, in the night order of ``roles``, on the cards as they are at that moment: a Robber
after a Troublemaker acts on cards the Troublemaker has already swapped, and so on down to
the Insomniac, who sees her final card. Then one debate, one simultaneous vote, and the
win is judged on the final cards, several sides at once if need be.

Conventions chosen where the rules are silent are marked ``[convention]`` here and listed
in docs/engine.md ("Conventions of the ``one_night`` edition").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..edition import Edition
from ..errors import SetupError
from ..flow import DAWN, DAY_VOTE, DEBATE, Flow, Step, StepKind
from ..model import (
    SECRET,
    Camp,
    InputSpec,
    NightChoice,
    PackRevealed,
    PickShape,
    ShotFired,
    TeamRevealed,
    Win,
    only,
)
from ..roles import DeathBatch, NightContext, Role
from ..settings import SettingSpec

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


class Villager(Role):
    """Sleeps all night (a dream)."""


class Werewolf(Role):
    """The wolves (Werewolves and Mystic Wolves, by dealt card) see each other at the deal;
    a lone wolf peeks at one center card. Two wolves or more cannot peek."""

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
        return game.dream_spec(seat)

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

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        ballots = dict(game.last_tally.ballots) if game.last_tally is not None else {}
        target = ballots.get(seat)
        if target is not None and game.alive[target] and target not in batch.dying():
            game.emit(ShotFired(seat, target, visibility=SECRET))
            batch.add(target, "shot")


#: [convention] The suggested deck for 3-12 players (players + 3 cards): two Werewolves,
#: the Seer, the Robber and the Troublemaker first, then one card per extra seat in this
#: order (the Masons come together). Checked by simulation (see docs/engine.md).
CORE_DECK = {"werewolf": 2, "seer": 1, "robber": 1, "troublemaker": 1, "villager": 1}
EXTRA_CARDS = ("insomniac", "drunk", "tanner", "hunter", "minion", "villager", "mason", "villager")


#: The declared flow (issue 13): one step per night call, called when its role is in the
#: deck (dealt or in the center), then the day's debate and one vote, then the end.
FLOW = Flow(
    cycle=(
        *(
            Step(role_id, StepKind.NIGHT, called=(role_id,), decoys=True, in_deck=True)
            for role_id in (
                "werewolf",
                "mystic_wolf",
                "minion",
                "mason",
                "seer",
                "robber",
                "troublemaker",
                "drunk",
                "insomniac",
            )
        ),
        DAWN,
        DEBATE,
        DAY_VOTE,
    ),
    ends_after="vote",
)


class OneNight(Edition):
    id = "one_night"
    name = "One Night"
    min_players = 3
    max_players = 12
    center_cards = 3
    wakes_by_dealt_card = True
    dead_channel = None  # nobody dies before the very end
    night_deaths = False
    #: Night order, then the roles that sleep.
    roles = (
        Werewolf(),
        MysticWolf(),
        Minion(),
        Mason(),
        Seer(),
        Robber(),
        Troublemaker(),
        Drunk(),
        Insomniac(),
        Villager(),
        Tanner(),
        Hunter(),
    )
    settings = (SettingSpec("discussion_seconds", default="300", seconds=True),)
    #: The flow's night steps, in calling order.
    night_calls = tuple((step.id, False) for step in FLOW.cycle if step.kind == StepKind.NIGHT)
    win_labels = ((VILLAGE, None), (WOLVES, None), (TANNER, "tanner"), (NOBODY, None))

    # -- composition
    def recommended_setup(self, players: int) -> dict[str, int]:
        self.check_players(players)
        deck = dict(CORE_DECK)
        extras = iter(EXTRA_CARDS)
        while sum(deck.values()) < self.deck_size(players):
            role_id = next(extras)
            if self.role_by_id[role_id].pair:
                if sum(deck.values()) + 2 > self.deck_size(players):
                    continue  # no room for the pair: the next card instead
                deck[role_id] = 2
            else:
                deck[role_id] = deck.get(role_id, 0) + 1
        return deck

    def validate_balance(self, composition: Mapping[str, int], settings: Mapping[str, str]) -> None:
        if not any(
            count and self.role_by_id[role_id].counts_as_wolf
            for role_id, count in composition.items()
        ):
            raise SetupError("the deck needs at least one werewolf (or mystic wolf)")

    def possible_labels(
        self, composition: Mapping[str, int], settings: Mapping[str, str]
    ) -> tuple[str, ...]:
        """``nobody`` only when every wolf card may lie in the center."""
        wolves = sum(
            count
            for role_id, count in composition.items()
            if self.role_by_id[role_id].counts_as_wolf
        )
        labels = super().possible_labels(composition, settings)
        return tuple(label for label in labels if label != NOBODY or wolves <= self.center_cards)

    # -- the running game
    def flow(self, settings: Mapping[str, str]) -> Flow:
        """The night in steps, one per role of the deck in calling order (every other
        living player answering a decoy), then the dawn, the debate, one vote, the end."""
        return FLOW

    def calls_step(self, step: Step, composition: Mapping[str, int]) -> bool:
        """Every role of the deck, in calling order, whoever holds its cards; the
        ``werewolf`` call is made for a deck of Mystic Wolves too."""
        if step.id == "werewolf":
            return any(
                count and self.role_by_id[role_id].counts_as_wolf
                for role_id, count in composition.items()
            )
        return super().calls_step(step, composition)

    def vote_outcome(
        self, game: RoleContext, round_: int, ranking: list[tuple[int, int]]
    ) -> tuple[str, tuple[int, ...]]:
        """Every player tied on the most votes is eliminated, unless nobody has more
        than one vote."""
        if not ranking or ranking[0][1] <= 1:
            return "nobody", ()
        return "banished", tuple(sorted(t for t, votes in ranking if votes == ranking[0][1]))

    def check_win(self, game: RoleContext) -> Win | None:
        """After the vote, on the final cards (RULES §2): several sides may win at once;
        ``nobody`` when none does."""
        if game.last_tally is None:
            return None
        roles = [game.role(seat) for seat in range(game.players)]
        eliminated = {seat for seat in range(game.players) if not game.alive[seat]}
        wolves = {seat for seat, role in enumerate(roles) if role.counts_as_wolf}
        tanners = {seat for seat in eliminated if roles[seat].wins_with(game) == TANNER}
        wolf_side = [seat for seat, role in enumerate(roles) if role.camp is Camp.WOLVES]
        winners: dict[str, list[int]] = {}
        if (eliminated & wolves) if wolves else not eliminated:
            winners[VILLAGE] = [
                seat for seat, role in enumerate(roles) if role.camp is Camp.VILLAGE
            ]
        if not tanners:
            if wolves and not eliminated & wolves:
                winners[WOLVES] = wolf_side
            elif not wolves:  # the Minion's convention: somebody else is eliminated
                minions = [seat for seat in wolf_side if eliminated - {seat}]
                if minions:
                    winners[WOLVES] = minions
        if tanners:
            winners[TANNER] = sorted(tanners)
        labels = tuple(label for label, _ in self.win_labels if label in winners)
        if not labels:
            return Win((NOBODY,), ())
        return Win(labels, tuple(sorted({seat for label in labels for seat in winners[label]})))
