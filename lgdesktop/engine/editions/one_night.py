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

from .. import values as vocab
from ..edition import Edition
from ..errors import SetupError
from ..flow import DAWN, DAY_VOTE, DEBATE, Flow, Step, StepKind
from ..model import (
    Camp,
    Win,
)
from ..roles.one_night import (
    NOBODY,
    TANNER,
    VILLAGE,
    WOLVES,
    Drunk,
    Hunter,
    Insomniac,
    Mason,
    Minion,
    MysticWolf,
    Robber,
    Seer,
    Tanner,
    Troublemaker,
    Werewolf,
)
from ..roles.village import Villager
from ..settings import SettingSpec

if TYPE_CHECKING:
    from ..context import RoleContext


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
    values = (vocab.NOBODY,)

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
