"""Edition ``thiercelieux``: the classic box, the app as the game master (RULES.md §3, §6).

6-24 players (8-18 recommended: below 8 the table gets a warning, not a refusal). The
night runs in declared steps (:data:`STEPS`), each called every night it is due whatever
the deal (a role dead, or lying in the center, is called all the same, so that a night
lasts the same): Cupid and the lovers' recognition and the Thief on night 1, then the Seer,
the pack (with the Little Girl's peek during its step) and the Witch. Every living player
answers one prompt per step (a decoy when not called; setting ``decoys``). Every death
shows its card; the Captain (elected on day 1 or before night 1, setting
``captain_election``) votes double, breaks the day vote's ties after a revote and names a
successor when he dies.

Players wake by the card they **hold** (``wakes_by_dealt_card`` False): a Thief who takes a
wolf card joins the pack at once and hunts that very night. With the Thief in the
composition, two more cards lie face down in the center (:meth:`Thiercelieux.center_for`).

Conventions chosen where the rules are silent are marked ``[convention]`` here and listed
in docs/engine.md ("Conventions of the ``thiercelieux`` edition").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from .. import values as vocab
from ..edition import Edition
from ..errors import SetupError
from ..flow import (
    DAWN,
    DAY_VOTE,
    DEBATE,
    SHOT,
    SUCCESSOR,
    TIE_BREAK,
    Closes,
    Flow,
    Nights,
    Reveals,
    Step,
    StepKind,
    Title,
)
from ..model import Camp, Win
from ..roles.hunter import Hunter
from ..roles.little_girl import LittleGirl
from ..roles.lovers import Cupid
from ..roles.seers import Seer
from ..roles.shared import (
    CELLS,
    COUPLE_STEP,
    LOVERS_STEP,
    LOVERS_WIN,
    MAX_GRID_CELLS,
    VILLAGE,
    WEREWOLF_STEP,
    WOLVES,
)
from ..roles.thief import Thief
from ..roles.village import Villager
from ..roles.witch import Witch
from ..roles.wolves import Werewolf
from ..settings import NO_TIMER, SettingSpec

if TYPE_CHECKING:
    from ..context import RoleContext


#: Cards the Thief adds face down to the center.
THIEF_CENTER_CARDS = 2
#: The table sizes the box recommends; smaller tables are allowed with a warning.
RECOMMENDED_PLAYERS = (8, 18)
#: One more wolf from these table sizes (2 for 6-11, 3 for 12-15, 4 from 16; RULES §3).
WOLF_STEPS = (12, 16)
#: [convention] The specials of the recommended composition, each from a table size.
SPECIALS_FROM = (
    ("seer", 6),
    ("witch", 6),
    ("hunter", 8),
    ("cupid", 9),
    ("little_girl", 10),
    ("thief", 12),
)


def _mixed_couple(game: RoleContext) -> tuple[int, int] | None:
    """Cupid's couple when it joins a wolf card and another (held now), else None."""
    for first, second in game.lovers:
        if game.role(first).counts_as_wolf != game.role(second).counts_as_wolf:
            return first, second
    return None


# --------------------------------------------------------------------------- the flow

#: The Little Girl's grid: how many cells show her a wolf, how many get her caught.
GRID_SETTINGS = tuple(
    SettingSpec(
        name, tuple(str(n) for n in range(MAX_GRID_CELLS + 1)), default="8", role="little_girl"
    )
    for name in ("little_girl_sees", "little_girl_caught")
)
#: The settings of a table with a master (``anniversary`` shares them): the ghosts'
#: chat, the decoys, the grid, the pack's and the discussion's timers.
TABLE_SETTINGS = (
    SettingSpec("ghost_chat", ("no", "yes")),
    SettingSpec("decoys", ("on", "off")),
    *GRID_SETTINGS,
    SettingSpec("pack_seconds", default="60", seconds=True),
    SettingSpec("discussion_seconds", default="180", seconds=True),
)
ELECTION = Step("captain_election", StepKind.ELECTION, title="captain")


def _night_step(step_id: str, called: tuple[str, ...], **kwargs) -> Step:
    return Step(step_id, StepKind.NIGHT, called=called, decoys=True, in_deck=True, **kwargs)


#: The night's steps in calling order (RULES §3): each called every night it is due when
#: one of its roles is in the composition, dealt or in the center, alive or dead.
STEPS = (
    _night_step(COUPLE_STEP, ("cupid",), nights=Nights.FIRST),
    _night_step(LOVERS_STEP, ("cupid",), nights=Nights.FIRST),
    _night_step("thief", ("thief",), nights=Nights.FIRST),
    _night_step("seer", ("seer",)),
    _night_step(
        WEREWOLF_STEP, ("werewolf", "little_girl"), closes=Closes.UNANIMITY, reveals=Reveals.CALLED
    ),
    _night_step("witch", ("witch",)),
)
CYCLE = (*STEPS, DAWN, DEBATE, DAY_VOTE)
#: [convention] Death effects in this order: a lover dies of heartbreak in the same
#: instant, then the Hunters shoot, then a dead Captain names his successor (among those
#: still alive after the shots).
DEATH_ORDER = ("heartbreak", SHOT, SUCCESSOR)
_FLOWS = {
    placement: Flow(
        cycle=CYCLE,
        before_night_1=(ELECTION,) if placement == "before_night_1" else (),
        day_1=(ELECTION,) if placement == "day_1" else (),
        titles=(Title("captain"),),
        owed_order=(SHOT, SUCCESSOR, TIE_BREAK),
        reveal_on_death=True,
        announce_owed=True,
        death_order=DEATH_ORDER,
    )
    for placement in ("day_1", "before_night_1")
}


class Thiercelieux(Edition):
    id = "thiercelieux"
    name = "The Werewolves of Millers Hollow"
    min_players = 6
    max_players = 24
    recommended_players = RECOMMENDED_PLAYERS
    dead_see_all = True
    #: Night order of resolution (each step resolves its own roles in this order).
    roles = (
        Cupid(),
        Thief(),
        Seer(),
        Werewolf(),
        LittleGirl(),
        Witch(),
        Hunter(),
        Villager(),
    )
    settings = (
        SettingSpec("captain_election", ("day_1", "before_night_1")),
        SettingSpec("wolves_win_at_parity", ("yes", "no")),
        *TABLE_SETTINGS,
    )
    night_calls = (
        ("cupid", True),
        ("thief", True),
        ("seer", False),
        ("werewolf", False),
        ("little_girl", False),
        ("witch", False),
    )
    win_labels = ((VILLAGE, None), (WOLVES, None), (LOVERS_WIN, "cupid"))
    values = (*vocab.ELECTION_VALUES, vocab.CAPTAIN, vocab.NOBODY)
    values += (vocab.RANDOM, vocab.TALLY_TIE_BREAK, vocab.OWED_TIE_BREAK)

    # -- composition
    def center_for(self, composition: Mapping[str, int] | None) -> int:
        """Two center cards with the Thief in the composition, none otherwise."""
        return THIEF_CENTER_CARDS if composition and composition.get(Thief.id) else 0

    def recommended_setup(self, players: int) -> dict[str, int]:
        self.check_players(players)
        setup = {"werewolf": 2 + sum(players >= size for size in WOLF_STEPS)}
        for role_id, from_size in SPECIALS_FROM:
            if players >= from_size:
                setup[role_id] = 1
        setup["villager"] = self.deck_size(players, setup) - sum(setup.values())
        return setup

    def validate_balance(self, composition: Mapping[str, int], settings: Mapping[str, str]) -> None:
        wolves = sum(
            count
            for role_id, count in composition.items()
            if self.role_by_id[role_id].counts_as_wolf
        )
        players = sum(composition.values()) - self.center_for(composition)
        if wolves == 0:
            raise SetupError("the composition needs at least one werewolf")
        if 2 * wolves >= players:
            raise SetupError(
                f"{wolves} werewolves for {players} players: the wolves would win at once"
            )
        sees = int(settings.get("little_girl_sees", "8"))
        caught = int(settings.get("little_girl_caught", "8"))
        if sees + caught > len(CELLS):
            raise SetupError(f"the peek grid has {len(CELLS)} cells, not {sees + caught}")

    # -- the running game
    def flow(self, settings: Mapping[str, str]) -> Flow:
        """The declared night steps, the dawn, the debate, the vote; the Captain's election
        before night 1 or on day 1 (``captain_election``)."""
        return _FLOWS[settings.get("captain_election", "day_1")]

    def step_seconds(self, step: Step, settings: Mapping[str, str]) -> float | None:
        """The pack's step lasts ``pack_seconds`` (time for the wolves to agree, then the
        plurality); ``none`` keeps the usual step length (a timed table must end it)."""
        value = settings.get("pack_seconds", NO_TIMER)
        if step.id == WEREWOLF_STEP and value != NO_TIMER:
            return float(value)
        return None

    def chat_members(self, game: RoleContext, channel: str) -> tuple[int, ...]:
        """The dead's channel exists only with ``ghost_chat`` on; the pack's as usual."""
        if channel == self.dead_channel and game.settings["ghost_chat"] != "yes":
            return ()
        return super().chat_members(game, channel)

    def vote_outcome(
        self, game: RoleContext, round_: int, ranking: list[tuple[int, int]]
    ) -> tuple[str, tuple[int, ...]]:
        """Most votes is eliminated; a tie is revoted among the tied, and a second tie
        goes to the Captain (an owed ``tie_break``; :meth:`untied_outcome` without him)."""
        if not ranking:
            return "nobody", ()
        top = tuple(sorted(t for t, votes in ranking if votes == ranking[0][1]))
        if len(top) == 1:
            return "banished", top
        if round_ == 1:
            return "revote", ()
        return TIE_BREAK, top

    def untied_outcome(
        self, game: RoleContext, round_: int, ranking: list[tuple[int, int]]
    ) -> tuple[str, tuple[int, ...]]:
        """[convention] No living Captain: lots are drawn among the tied."""
        top = sorted(t for t, votes in ranking if votes == ranking[0][1])
        return "random", (game.rng.choice(top),)

    def check_win(self, game: RoleContext) -> Win | None:
        """Lovers of a mixed couple win alone as the last two alive; the village when no
        wolf card is alive; the wolves when nobody else is, or (``wolves_win_at_parity``)
        when they are at least as many as the others. A mixed couple has left its camps:
        its wolf is not counted with the pack, and neither lover wins with a camp."""
        living = game.living()
        couple = _mixed_couple(game)
        if couple is not None and set(living) == set(couple):
            return Win((LOVERS_WIN,), couple)
        outside = set(couple or ())
        wolves = [seat for seat in living if game.role(seat).counts_as_wolf]
        pack = [seat for seat in wolves if seat not in outside]
        others = len(living) - len(pack)
        if not wolves:
            winner = VILLAGE
        elif pack and (
            not others or (game.settings["wolves_win_at_parity"] == "yes" and len(pack) >= others)
        ):
            winner = WOLVES
        else:
            return None
        camp = Camp.VILLAGE if winner == VILLAGE else Camp.WOLVES
        seats = tuple(
            seat
            for seat in range(game.players)
            if game.role(seat).camp is camp and seat not in outside
        )
        return Win((winner,), seats)
