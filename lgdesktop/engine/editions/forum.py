"""Edition ``forum``: the play-by-post variant (RULES.md §4 and §6), the app as the master.

6-24 players (8-24 recommended). Before the deal the table elects a **Mayor** among those
who stand (two names drawn when nobody does); he breaks the day vote's ties and names a
successor when he dies (his ballot counts once). The night runs in declared steps
(:data:`STEPS`), every living player answering one prompt per step (a decoy when not
called; setting ``decoys``): the Thief (every night until he picks a colour), Cupid (night
1), the Seer, the Savior, the wolves' placing of the Little Girl's grid (two steps, only
with a Little Girl in the composition), the pack (with the Little Girl's peek) and the
Witch. The day vote is a session: explicit ballots, explicit abstention (silence counts
as one too), final ballots unless ``votes_final=no``, proxies counted for the absent. A
tie eliminates a living Scapegoat, who then names the next day's voters; without him the
Mayor decides.

Cards are not shown when players die; the dead chat among themselves (``dead``) and see
nobody's role until the end unless ``dead_see_roles=yes``; the living wolves chat in
``pack`` (the Thief too once his colour made him a wolf).

Conventions chosen where the rules are silent are marked ``[convention]`` here and listed
in docs/engine.md ("Conventions of the ``forum`` edition").

Its characters come from the role library (``engine/roles/``): the Villager and the Hunter
as ``thiercelieux`` deals them; ``ForumWerewolf``, ``ForumSeer``, ``ForumWitch``,
``ForumCupid`` and ``ForumLittleGirl`` are the box's characters with forum's details. The
Thief by colour (``ForumThief``) shares nothing with the Thief of the center cards but his
id.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from .. import values as vocab
from ..edition import Edition
from ..errors import SetupError
from ..flow import (
    CHOOSE_VOTERS,
    DAWN,
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
from ..model import (
    Camp,
    Win,
)
from ..roles import DeathBatch
from ..roles.guards import Savior
from ..roles.hunter import Hunter
from ..roles.little_girl import ForumLittleGirl
from ..roles.lovers import ForumCupid, Love
from ..roles.seers import ForumSeer
from ..roles.shared import GRID_CAUGHT, GRID_SEES, LOVERS_WIN, SCAPEGOAT_OUTCOME, VILLAGE, WOLVES
from ..roles.thief import ForumThief
from ..roles.village import Scapegoat, Villager
from ..roles.witch import ForumWitch
from ..roles.wolves import ForumWerewolf
from ..settings import SettingSpec

if TYPE_CHECKING:
    from ..context import RoleContext


#: Table sizes: allowed, and recommended (RULES §4: 8-24, 6-7 with a warning).
MIN_PLAYERS, MAX_PLAYERS = 6, 24
RECOMMENDED_PLAYERS = (8, 24)
#: ``recommended_setup``: one wolf per four players (at least one), then the specials
#: from these table sizes, in this order (RULES §4).
PLAYERS_PER_WOLF = 4
SPECIALS_FROM = (
    ("seer", MIN_PLAYERS),
    ("witch", 7),
    ("hunter", 8),
    ("savior", 10),
    ("cupid", 11),
    ("little_girl", 12),
    ("scapegoat", 14),
    ("thief", 16),
)


def _loves(game: RoleContext) -> dict[int, tuple[int, ...]]:
    """seat -> the seats it loves (a couple, or a love triangle), empty before Cupid."""
    return game.shared(Love).loves


# --------------------------------------------------------------------------- the flow

MAYOR = "mayor"
ELECTION = Step("mayor_election", StepKind.ELECTION, title=MAYOR, candidacy=True)


def _night_step(step_id: str, called: tuple[str, ...], **kwargs) -> Step:
    return Step(step_id, StepKind.NIGHT, called=called, decoys=True, in_deck=True, **kwargs)


#: The night's steps in calling order: each called every night it is due when one of its
#: roles is in the composition (the grid's only with a Little Girl), alive or dead.
STEPS = (
    _night_step("thief", ("thief",)),
    _night_step("cupid", ("cupid",), nights=Nights.FIRST),
    _night_step("seer", ("seer",)),
    _night_step("savior", ("savior",)),
    _night_step(GRID_SEES, ("werewolf",), reveals=Reveals.CALLED),
    _night_step(GRID_CAUGHT, ("werewolf",), reveals=Reveals.CALLED),
    _night_step(
        "werewolf", ("werewolf", "little_girl"), closes=Closes.UNANIMITY, reveals=Reveals.CALLED
    ),
    _night_step("witch", ("witch",)),
)
#: The day vote: a session with explicit ballots and abstentions; ballots final as the
#: ``votes_final`` setting says.
VOTE_SESSION = Step("vote", StepKind.VOTE, reveals=Reveals.PROGRESS, abstention=True, final=None)
FLOW = Flow(
    cycle=(*STEPS, DAWN, DEBATE, VOTE_SESSION),
    before_deal=(ELECTION,),
    titles=(Title(MAYOR, weight=1),),
    owed_order=(SHOT, SUCCESSOR, TIE_BREAK, CHOOSE_VOTERS),
    announce_owed=True,
    #: [convention] A lover's heartbreak in the same instant, then the Hunters' shots, then
    #: a dead Mayor's successor (among those still alive after the shots).
    death_order=("heartbreak", SHOT, SUCCESSOR),
)


class Forum(Edition):
    id = "forum"
    name = "Werewolves, forum rules"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    #: Read by editions that warn outside the recommended sizes (RULES §4: 6-7 warned).
    recommended_players = RECOMMENDED_PLAYERS
    #: Night order of resolution (each step resolves its own roles in this order).
    roles = (
        ForumThief(),
        ForumCupid(),
        ForumSeer(),
        Savior(),
        ForumWerewolf(),
        ForumLittleGirl(),
        ForumWitch(),
        Hunter(),
        Scapegoat(),
        Villager(),
    )
    settings = (
        SettingSpec("talkative_seer", ("no", "yes"), role="seer"),
        SettingSpec("love_triangle", ("no", "yes"), role="cupid"),
        SettingSpec("votes_final", ("yes", "no")),
        SettingSpec("dead_see_roles", ("no", "yes")),
        SettingSpec("decoys", ("on", "off")),
        SettingSpec("discussion_seconds", default="300", seconds=True),
    )
    night_calls = (
        ("thief", False),
        ("cupid", True),
        ("seer", False),
        ("savior", False),
        ("werewolf", False),
        ("little_girl", False),
        ("witch", False),
    )
    win_labels = ((VILLAGE, None), (WOLVES, None), (LOVERS_WIN, "cupid"))
    values = (*vocab.ELECTION_VALUES, vocab.title(MAYOR, "the Mayor: he breaks ties"))
    values += (vocab.NOBODY, vocab.RANDOM, vocab.TALLY_TIE_BREAK, vocab.OWED_TIE_BREAK)
    values += (vocab.HOW_UNOPPOSED,)

    # -- composition
    def recommended_setup(self, players: int) -> dict[str, int]:
        self.check_players(players)
        setup = {"werewolf": max(1, players // PLAYERS_PER_WOLF)}
        for role_id, from_size in SPECIALS_FROM:
            if players >= from_size:
                setup[role_id] = 1
        setup["villager"] = players - sum(setup.values())
        return setup

    def validate_balance(self, composition: Mapping[str, int], settings: Mapping[str, str]) -> None:
        wolves = composition.get(ForumWerewolf.id, 0)
        players = sum(composition.values())
        if wolves == 0:
            raise SetupError("the composition needs at least one werewolf")
        if 2 * wolves >= players:
            raise SetupError(
                f"{wolves} werewolves for {players} players: the wolves would win at once"
            )

    # -- the running game
    def flow(self, settings: Mapping[str, str]) -> Flow:
        return FLOW

    def calls_step(self, step: Step, composition: Mapping[str, int]) -> bool:
        """The grid's steps only with a Little Girl in the composition; the others when
        one of their roles is."""
        if step.id in (GRID_SEES, GRID_CAUGHT):
            return bool(composition.get(ForumLittleGirl.id))
        return super().calls_step(step, composition)

    def dead_see_everything(self, settings: Mapping[str, str]) -> bool:
        return settings.get("dead_see_roles") == "yes"

    def forbidden_targets(self, game: RoleContext, seat: int) -> frozenset[int]:
        """A lover may not vote against those he loves (RULES §4)."""
        return frozenset(_loves(game).get(seat, ()))

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        """Heartbreak: a couple's lovers die together; in a love triangle A-B-C (B loves
        both) B's death takes A and C, C's takes B (and so A), A's takes nobody."""
        for other in game.shared(Love).dies_with.get(seat, ()):
            batch.add(other, "heartbreak")

    def vote_outcome(
        self, game: RoleContext, round_: int, ranking: list[tuple[int, int]]
    ) -> tuple[str, tuple[int, ...]]:
        """Most votes is eliminated. A tie eliminates a living Scapegoat instead
        ([convention] even if he is among the tied); without him the Mayor picks among
        the tied (an owed ``tie_break``; :meth:`untied_outcome` without a Mayor)."""
        if not ranking:
            return "nobody", ()
        top = tuple(sorted(t for t, votes in ranking if votes == ranking[0][1]))
        if len(top) == 1:
            return "banished", top
        scapegoats = game.seats_with(Scapegoat.id, living=True)
        if scapegoats:
            return SCAPEGOAT_OUTCOME, (scapegoats[0],)
        return TIE_BREAK, top

    def untied_outcome(
        self, game: RoleContext, round_: int, ranking: list[tuple[int, int]]
    ) -> tuple[str, tuple[int, ...]]:
        """[convention] No living Mayor: lots are drawn among the tied."""
        top = sorted(t for t, votes in ranking if votes == ranking[0][1])
        return "random", (game.rng.choice(top),)

    def check_win(self, game: RoleContext) -> Win | None:
        """The lovers (a couple or a triangle) win when every living player is one of
        them. A group whose living members mix a wolf and a non-wolf has left its camps
        (its wolves are not counted with the pack, none of them wins with a camp); an
        unmixed one wins with its camp too when that camp wins. Otherwise the village
        wins when no wolf lives, the wolves when the pack is at least as many as the
        others [convention]."""
        living = game.living()
        group = frozenset(_loves(game))
        mixed = len({game.role(seat).counts_as_wolf for seat in group if game.alive[seat]}) == 2
        outside = group if mixed else frozenset()
        wolves = [seat for seat in living if game.role(seat).counts_as_wolf]
        pack = [seat for seat in wolves if seat not in outside]
        labels: list[str] = []
        if not wolves:
            labels.append(VILLAGE)
        elif pack and len(pack) >= len(living) - len(pack):
            labels.append(WOLVES)
        lovers_win = bool(group) and set(living) <= group
        if lovers_win and mixed:
            labels = []
        if lovers_win:
            labels.append(LOVERS_WIN)
        if not labels:
            return None
        camps = {VILLAGE: Camp.VILLAGE, WOLVES: Camp.WOLVES}
        seats = {
            seat
            for seat in range(game.players)
            for label in labels
            if label in camps and game.role(seat).camp is camps[label] and seat not in outside
        }
        if lovers_win:
            seats |= group
        return Win(tuple(labels), tuple(sorted(seats)))
