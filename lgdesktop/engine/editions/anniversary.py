"""Edition ``anniversary``: the 25th-anniversary box, the app as the game master (RULES.md
§5 and §6), part one: its own characters, the classic ones, the Scapegoat and the Savior.

6-24 players (8-18 recommended: outside them a warning, not a refusal). Every death shows
its card; the dead see everything (the ghost screen) and chat only with ``ghost_chat``.
The Captain is elected on day 1, votes double, decides ties when ``tie_rule=captain`` (a
living Scapegoat dies instead of the tied, whatever the rule) and names a successor.

The night runs in the declared steps of the 28-character night order (:data:`STEPS`),
each called **every** night it is due whatever the deal (a character dead, spent, in the
center or not in the box at all is called all the same: RULES §6), so a night lasts the
same for every deal. Part one declares the steps its characters use, in their places:
the Thief, Cupid and the lovers (night 1), the Savior, the Seer, the pack (werewolves and
the Mother Wolf, with the Little Girl's peek), the Colossus' narrated slot, the Learned
Monkey, the Witch and the Raven; the expansion steps slot in between later without
moving them. Every living player answers one prompt per step (a decoy when not called;
setting ``decoys``). Players wake by the card they **hold**: a Thief who takes a wolf card
hunts that very night.

Conventions chosen where the rules are silent are marked ``[convention]`` here and listed
in docs/engine.md ("Conventions of the ``anniversary`` edition").

Its characters come from the role library (``engine/roles/``). Dealt as they are: the
Villager, the box Seer and Cupid, the Savior. With a parameter: the Hunter and the
Scapegoat (``needs_power``: no shot, no choice of voters once the village lost its
powers). This box's variants: ``AnniversaryWerewolf`` (the pack of several cards, the
Mother Wolf its only possible prey), ``AnniversaryLittleGirl`` (the Savior never covers
her once caught), ``AnniversaryThief`` (never forced), ``AnniversaryWitch`` (told every
victim of the attacks).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from .. import values as vocab
from ..edition import Preset
from ..flow import (
    CHOOSE_VOTERS,
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
from ..roles import DeathBatch
from ..roles.guards import Savior
from ..roles.hunter import Colossus, Hunter, RustyKnight
from ..roles.little_girl import AnniversaryLittleGirl
from ..roles.lovers import Cupid, TwoSisters
from ..roles.seers import BearTamer, LearnedMonkey, Seer, ThiercelieuxFox
from ..roles.shared import (
    ACCURSED_STEP,
    BIG_BAD_WOLF_STEP,
    CAPTAIN,
    COUPLE_STEP,
    LOVERS_STEP,
    LOVERS_WIN,
    MUTE,
    PACK_STEP,
    REVENGE_KIND,
    SCAPEGOAT_OUTCOME,
    TAKE_CARD,
    VILLAGE,
    WHITE_WEREWOLF_STEP,
    WOLVES,
)
from ..roles.solo import Charmed, Piper
from ..roles.thief import AnniversaryThief, DevotedServant
from ..roles.village import (
    Elder,
    Puppeteer,
    Raven,
    Scapegoat,
    StutteringJudge,
    VillageIdiot,
    Villager,
)
from ..roles.witch import AnniversaryWitch
from ..roles.wolves import (
    AccursedWolfFather,
    AnniversaryWerewolf,
    BigBadWolf,
    MotherWolf,
    PackLoss,
    WhiteWerewolf,
    WildChild,
    _pack,
)
from ..settings import SettingSpec
from . import thiercelieux

if TYPE_CHECKING:
    from ..context import RoleContext


#: Table sizes: allowed, and recommended (RULES §5: 8-18, 6-24 with a warning).
MIN_PLAYERS, MAX_PLAYERS = 6, 24
RECOMMENDED_PLAYERS = (8, 18)
#: One wolf per four players, at least one (RULES §5: w(n) = max(1, n // 4)).
PLAYERS_PER_WOLF = 4
#: Cards the Thief adds to the deck (two Villagers), which leave two undealt in the center.
THIEF_CENTER_CARDS = 2
#: Extra votes the Raven's mark puts on its target in the next day's first vote.
RAVEN_VOTES = 2

#: Win labels of the two solo characters (RULES §5's win order, 1 and 3).
PIPER_WIN, WHITE_WEREWOLF_WIN = "piper", "white_werewolf"


# --------------------------------------------------------------------------- the flow


def _night_step(step_id: str, called: tuple[str, ...], **kwargs) -> Step:
    return Step(step_id, StepKind.NIGHT, called=called, decoys=True, **kwargs)


#: The night's steps in the 28-character calling order of RULES §5 (1-17). Each is called
#: every night it is due, whatever the deal. The pack's step calls every pack card (and
#: whoever joined the pack in play) and the Little Girl; the Piper's checks the win.
STEPS = (
    _night_step("thief", ("thief",), nights=Nights.FIRST),
    _night_step(COUPLE_STEP, ("cupid",), nights=Nights.FIRST),
    _night_step(LOVERS_STEP, ("cupid",), nights=Nights.FIRST),
    _night_step("wild_child", ("wild_child",), nights=Nights.FIRST),
    _night_step("two_sisters", ("two_sisters",), nights=Nights.FIRST),
    _night_step("savior", ("savior",)),
    _night_step("seer", ("seer",)),
    _night_step("thiercelieux_fox", ("thiercelieux_fox",)),
    _night_step(
        PACK_STEP,
        (
            "werewolf",
            "mother_wolf",
            "big_bad_wolf",
            "accursed_wolf_father",
            "white_werewolf",
            "little_girl",
        ),
        closes=Closes.UNANIMITY,
        reveals=Reveals.CALLED,
    ),
    _night_step(ACCURSED_STEP, ("accursed_wolf_father",)),
    _night_step(BIG_BAD_WOLF_STEP, ("big_bad_wolf",)),
    _night_step(WHITE_WEREWOLF_STEP, ("white_werewolf",), nights=Nights.EVEN),
    _night_step("colossus", ("colossus",)),
    _night_step("learned_monkey", ("learned_monkey",)),
    _night_step("witch", ("witch",)),
    _night_step("piper", ("piper",), checks_win=True),
    _night_step("raven", ("raven",)),
)
FLOW = Flow(
    cycle=(*STEPS, DAWN, DEBATE, DAY_VOTE),
    day_1=(thiercelieux.ELECTION,),
    titles=(Title(CAPTAIN), Title(MUTE, weight=1, breaks_ties=False, successor=False)),
    owed_order=(TAKE_CARD, REVENGE_KIND, SHOT, SUCCESSOR, TIE_BREAK, CHOOSE_VOTERS),
    reveal_on_death=True,
    announce_owed=True,
    #: RULES §5's dawn: the Colossus first, the Hunters' shots, the lovers' heartbreaks,
    #: then a dead Captain's successor (among those still alive).
    death_order=(REVENGE_KIND, SHOT, "heartbreak", SUCCESSOR),
)

#: The presets of RULES §5, in menu order, with their table sizes.
PRESETS = (
    Preset("first_game", 8, 18),
    Preset("scenario_colossus", 8, 18),
    Preset("scenario_puppeteer", 9, 18),
    Preset("scenario_monkey", 10, 18),
    Preset("scenario_mother", 11, 18),
)
#: Each preset's specials, then the roles it adds from a table size (RULES §5's table).
PRESET_SPECIALS: dict[str, tuple[tuple[str, ...], tuple[tuple[str, int], ...]]] = {
    "first_game": (("seer", "witch", "hunter"), ()),
    "scenario_colossus": (("seer", "witch", "hunter", "colossus"), (("cupid", 9), ("savior", 11))),
    "scenario_puppeteer": (
        ("seer", "witch", "hunter", "colossus", "puppeteer", "village_idiot"),
        (("little_girl", 10), ("elder", 12)),
    ),
    "scenario_monkey": (
        ("seer", "witch", "hunter", "puppeteer", "learned_monkey", "raven", "scapegoat"),
        (("thief", 12), ("bear_tamer", 14)),
    ),
    "scenario_mother": (
        ("seer", "witch", "hunter", "colossus", "learned_monkey", "puppeteer", "savior"),
        (("rusty_knight", 13), ("wild_child", 15)),
    ),
}
#: The Mother scenario's pack: the Mother Wolf replaces one werewolf, and from this table
#: size a Big Bad Wolf replaces another.
MOTHER_PRESET, BIG_BAD_WOLF, BIG_BAD_WOLF_FROM = "scenario_mother", "big_bad_wolf", 16


class Anniversary(thiercelieux.Thiercelieux):
    id = "anniversary"
    name = "The Werewolves of Millers Hollow, 25th anniversary"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    recommended_players = RECOMMENDED_PLAYERS
    dead_see_all = True
    #: Order of resolution within a step: the Little Girl before the pack (a caught girl
    #: replaces its pick), the rest in the night order.
    roles = (
        AnniversaryThief(),
        Cupid(),
        WildChild(),
        TwoSisters(),
        Savior(),
        Seer(),
        ThiercelieuxFox(),
        AnniversaryLittleGirl(),
        AnniversaryWerewolf(),
        MotherWolf(),
        AccursedWolfFather(),
        BigBadWolf(),
        WhiteWerewolf(),
        Colossus(),
        LearnedMonkey(),
        AnniversaryWitch(),
        Piper(),
        Raven(),
        Hunter(needs_power=True),
        Elder(),
        VillageIdiot(),
        Puppeteer(),
        Scapegoat(needs_power=True),
        RustyKnight(),
        BearTamer(),
        StutteringJudge(),
        DevotedServant(),
        Villager(),
    )
    settings = (
        SettingSpec("tie_rule", ("captain", "nobody")),
        SettingSpec("elder_dies_on", ("second_attack", "two_nights_running"), role="elder"),
        SettingSpec("raven_public", ("no", "yes"), role="raven"),
        *thiercelieux.TABLE_SETTINGS,
    )
    night_calls = (
        ("thief", True),
        ("cupid", True),
        ("wild_child", True),
        ("two_sisters", True),
        ("savior", False),
        ("seer", False),
        ("thiercelieux_fox", False),
        ("werewolf", False),
        ("mother_wolf", False),
        ("accursed_wolf_father", False),
        ("big_bad_wolf", False),
        ("white_werewolf", False),
        ("little_girl", False),
        ("learned_monkey", False),
        ("witch", False),
        ("piper", False),
        ("raven", False),
    )
    win_labels = (
        (VILLAGE, None),
        (WOLVES, None),
        (LOVERS_WIN, "cupid"),
        (PIPER_WIN, Piper.id),
        (WHITE_WEREWOLF_WIN, WhiteWerewolf.id),
    )
    presets = PRESETS
    values = (*vocab.ELECTION_VALUES, vocab.CAPTAIN, vocab.NOBODY)
    values += (vocab.TALLY_TIE_BREAK, vocab.OWED_TIE_BREAK)

    # -- composition (the Thief's two center cards and the balance are thiercelieux's)
    def recommended_setup(self, players: int) -> dict[str, int]:
        """The ``first_game`` composition, for any allowed table size."""
        self.check_players(players)
        return self._compose(players, "first_game")

    def build_preset(self, preset_id: str, players: int) -> dict[str, int]:
        return self._compose(players, preset_id)

    def _compose(self, players: int, preset_id: str) -> dict[str, int]:
        """w(n) pack cards, the preset's specials, villagers for the rest of the deck."""
        wolves = max(1, players // PLAYERS_PER_WOLF)
        setup = {AnniversaryWerewolf.id: wolves}
        if preset_id == MOTHER_PRESET:
            setup = {MotherWolf.id: 1, AnniversaryWerewolf.id: wolves - 1}
            if players >= BIG_BAD_WOLF_FROM and BIG_BAD_WOLF in self.role_by_id:
                setup[AnniversaryWerewolf.id] -= 1
                setup[BIG_BAD_WOLF] = 1
        specials, added = PRESET_SPECIALS[preset_id]
        for role_id in specials:
            setup[role_id] = 1
        for role_id, from_size in added:
            if players >= from_size and role_id in self.role_by_id:
                setup[role_id] = 1
        setup = {role_id: count for role_id, count in setup.items() if count}
        setup[Villager.id] = self.deck_size(players, setup) - sum(setup.values())
        return setup

    # -- the running game
    def flow(self, settings: Mapping[str, str]) -> Flow:
        return FLOW

    def calls_step(self, step: Step, composition: Mapping[str, int]) -> bool:
        """Every step, every night it is due, whatever the composition (RULES §5, §6)."""
        return True

    def chat_members(self, game: RoleContext, channel: str) -> tuple[int, ...]:
        """As in ``thiercelieux`` (the dead's channel only with ``ghost_chat``), except
        that a living player wearing the mute badge is in no channel (his chat is
        closed)."""
        members = super().chat_members(game, channel)
        muted = game.title_holder(MUTE)
        if muted is not None and game.alive[muted]:
            members = tuple(seat for seat in members if seat != muted)
        return members

    def hides_totals(self, game: RoleContext) -> bool:
        """With a Raven card in the (public) composition and ``raven_public=no``, no day
        vote shows its totals, whether he marked anybody or not (RULES §5: "never totals"),
        so a tally without totals tells nothing."""
        return Raven.id in game.composition and game.settings["raven_public"] != "yes"

    def vote_outcome(
        self, game: RoleContext, round_: int, ranking: list[tuple[int, int]]
    ) -> tuple[str, tuple[int, ...]]:
        """Most votes is designated. A tie kills a living Scapegoat instead (whatever the
        ``tie_rule``); otherwise ``tie_rule=captain`` hands it to the Captain (an owed
        ``tie_break`` among the tied; without a living Captain nobody is banished) and
        ``nobody`` banishes nobody. No revote."""
        if not ranking:
            return "nobody", ()
        top = tuple(sorted(t for t, votes in ranking if votes == ranking[0][1]))
        if len(top) == 1:
            return "banished", top
        scapegoats = game.seats_with(Scapegoat.id, living=True)
        if scapegoats:
            return SCAPEGOAT_OUTCOME, (scapegoats[0],)
        if game.settings["tie_rule"] == "captain":
            return TIE_BREAK, top
        return "nobody", ()

    def untied_outcome(
        self, game: RoleContext, round_: int, ranking: list[tuple[int, int]]
    ) -> tuple[str, tuple[int, ...]]:
        """A tie for the Captain while none lives: nobody is banished."""
        return "nobody", ()

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        """Any death: a pack member's ends the Big Bad Wolf's second victims; a Wild
        Child's model turns him."""
        if game.role(seat).counts_as_wolf or seat in game.joined:
            game.shared(PackLoss).died = True
        WildChild.on_any_death(game, seat)

    def check_win(self, game: RoleContext) -> Win | None:
        """RULES §5's win order, first match wins: (1) the Piper alive and every other
        living player charmed -> the Piper alone; (2) exactly Cupid's two lovers alive ->
        the lovers, whatever their camps; (3) the White Werewolf the only player alive ->
        he alone; (4) no pack member alive (the White Werewolf and the joined included)
        -> the village (a living Piper does not block it); (5) the living pack at least
        as many as the others, with a wolves-camp member among it -> the wolves (the
        White Werewolf loses). Winners: the solo player, the lovers, or every seat
        playing for the winning camp now (``RoleContext.camp``), dead or alive."""
        living = game.living()
        charmed = game.shared(Charmed).seats
        for piper in game.seats_with(Piper.id, living=True):
            if all(seat in charmed for seat in living if seat != piper):
                return Win((PIPER_WIN,), (piper,))
        for couple in game.lovers:
            if set(living) == set(couple):
                return Win((LOVERS_WIN,), tuple(sorted(couple)))
        if len(living) == 1 and game.roles[living[0]] == WhiteWerewolf.id:
            return Win((WHITE_WEREWOLF_WIN,), living)
        pack = _pack(game)
        if not pack:
            camp, label = Camp.VILLAGE, VILLAGE
        elif 2 * len(pack) >= len(living) and any(game.camp(seat) is Camp.WOLVES for seat in pack):
            camp, label = Camp.WOLVES, WOLVES
        else:
            return None
        seats = tuple(seat for seat in range(game.players) if game.camp(seat) is camp)
        return Win((label,), seats)
