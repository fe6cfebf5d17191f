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

The Villager and the Hunter are ``thiercelieux``'s; its Werewolf, Seer, Witch, Cupid and
Little Girl are subclassed here with forum's details. The Thief by colour shares nothing
with the Thief of the center cards but his id.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from ..context import SeatState
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
    InputSpec,
    NightChoice,
    PickShape,
    TeamRevealed,
    Told,
    Win,
    only,
)
from ..notes import news_key, told_key
from ..roles import DeathBatch, NightContext, Role, target_spec
from ..settings import SettingSpec
from . import thiercelieux
from .thiercelieux import (
    CAUGHT,
    CELLS,
    COUPLE,
    DEVOUR,
    LOOK,
    LOVERS_WIN,
    NOTHING,
    PASS,
    SPY,
    VICTIM,
    VILLAGE,
    WOLVES,
    Hunter,
    Villager,
)

if TYPE_CHECKING:
    from ..context import RoleContext

#: Action names of forum's own night inputs, as screens read them (the others are
#: ``thiercelieux``'s: devour, look, couple, spy, save, poison, pass).
PROTECT = "protect"  # the Savior: one living player, himself allowed
COLOUR = "colour"  # the Thief: one of his two colours
PLACE_SEES, PLACE_CAUGHT = "place_sees", "place_caught"  # a wolf places a grid cell

#: What a step tells a seat (``Told.what``) besides ``thiercelieux``'s victim, caught and
#: nothing: whom a lover loves; the pack's new member (the Thief's wolf colour); the
#: Thief chose and stayed out of the pack (no name).
LOVES, JOINED, THIEF_STAYED = "loves", "joined", "thief_stayed"
#: Their notes (:mod:`..notes`).
LOVES_NOTE = told_key(LOVES, "whom you love (the love triangle)", seats="the seats you love")
JOINED_NOTE = told_key(JOINED, "the Thief's colour made him a wolf", seats="the Thief")
THIEF_STAYED_NOTE = told_key(THIEF_STAYED, "the Thief chose and did not join the pack")
#: The day vote's outcome when a tie eliminates the Scapegoat.
SCAPEGOAT_OUTCOME = "scapegoat"
#: Morning note of the talkative Seer: this prefix, then the role she saw.
SEER_SAW = "seer_saw:"
SEER_SAW_NOTE = news_key(SEER_SAW[:-1], "the card the Seer saw last night", cards="that card")

#: The colours the Thief's two are drawn from at the deal.
COLOURS = ("red", "blue", "green", "yellow", "purple", "orange", "white", "black")
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


@dataclass
class Love:
    """Cupid's work (empty before it): seat -> the seats it loves (a couple, or a love
    triangle), and seat -> the seats that die of heartbreak with it."""

    loves: dict[int, tuple[int, ...]] = field(default_factory=dict)
    dies_with: dict[int, tuple[int, ...]] = field(default_factory=dict)


@dataclass
class Colours(SeatState):
    """The two colours a Thief was dealt, and the one that stands for the Werewolf."""

    card: ClassVar[str] = "thief"
    pair: tuple[str, ...] = ()
    wolf: str = ""


@dataclass
class SeerNews:
    """The role a talkative Seer saw tonight, announced the next morning (None: none)."""

    saw: str | None = None


@dataclass
class LastSaved(SeatState):
    """Whom a Savior protected last night (None: nobody), carried by his card."""

    card: ClassVar[str] = "savior"
    seat: int | None = None


def _pick(night: NightContext, seat: int) -> tuple[str, NightChoice]:
    """The seat's real pick tonight: (action, input), or ("", empty) when none."""
    return night.picks.get(seat, ("", NightChoice()))


def _option(action: str, options: tuple[str, ...]) -> InputSpec:
    return InputSpec(NightChoice.kind, action, shape=PickShape(count=0, options=options))


def _wolves(game: RoleContext) -> list[int]:
    """The living seats holding a wolf card now (the pack)."""
    return [seat for seat in game.living() if game.role(seat).counts_as_wolf]


def _loves(game: RoleContext) -> dict[int, tuple[int, ...]]:
    """seat -> the seats it loves (a couple, or a love triangle), empty before Cupid."""
    return game.shared(Love).loves


# --------------------------------------------------------------------------- roles


class Thief(Role):
    """Two colours drawn at the deal, one secretly Werewolf and one Villager; his step
    comes first every night until he picks one (``colour``) or forever if he passes.
    A Werewolf colour makes him a werewolf at once: he sees his card, joins the pack, its
    channel and its pick that same night, and the pack is told "he has joined you". A
    Villager colour makes him a plain villager; the pack is told, without a name, that
    the Thief chose and did not join. Before choosing he is a villager, and a Seer who
    looks at him sees "thief". [convention] The clock passes for him."""

    id = "thief"
    notes = (JOINED_NOTE, THIEF_STAYED_NOTE)

    def on_deal(self, game: RoleContext, seats: list[int]) -> None:
        for seat in seats:
            colours = game.state(seat, Colours)
            colours.pair = tuple(game.rng.sample(COLOURS, 2))
            colours.wolf = game.rng.choice(colours.pair)

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        return (_option(COLOUR, game.state(seat, Colours).pair), _option(PASS, (PASS,)))

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = _pick(night, seat)
            if action != COLOUR:
                continue
            joins = pick.option == game.state(seat, Colours).wolf
            # The card the colour stands for replaces the Thief's (players wake by the
            # card they hold, so a wolf hunts in the pack's step of this very night).
            game.replace_card(seat, Werewolf.id if joins else Villager.id)
            game.show_card(seat, target=seat)
            pack = _wolves(game)
            if joins:
                game.emit(TeamRevealed(Werewolf.id, tuple(pack), visibility=only(*pack)))
                for wolf in pack:
                    if wolf != seat:
                        game.emit(Told(wolf, JOINED, (seat,), visibility=only(wolf)))
            else:
                for wolf in pack:
                    game.emit(Told(wolf, THIEF_STAYED, (), visibility=only(wolf)))


class Cupid(thiercelieux.Cupid):
    """Night 1: names two living players, himself allowed, who become lovers; then he is
    a plain villager. Each lover is told privately whom he loves, never the other's role.
    With ``love_triangle``, the game secretly draws which of the two (B) also loves a third
    player C (any other living player, Cupid included if he is not a lover): A is told B,
    B is told A and C, C is told B. [convention] A Cupid who has not chosen when the clock
    closes his step makes no couple."""

    notes = (LOVES_NOTE,)

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = _pick(night, seat)
            love = game.shared(Love)
            if action != COUPLE or love.loves:
                continue
            first, second = sorted(pick.seats)
            if game.settings["love_triangle"] == "yes":
                b = game.rng.choice((first, second))
                a = second if b == first else first
                others = [other for other in game.living() if other not in (a, b)]
                c = game.rng.choice(others)
                loves = {a: (b,), b: tuple(sorted((a, c))), c: (b,)}
                # If A dies, B survives; if C dies, B dies (then A); if B dies, A and C.
                dies_with = {a: (), b: tuple(sorted((a, c))), c: (b,)}
            else:
                loves = dies_with = {first: (second,), second: (first,)}
            love.loves, love.dies_with = loves, dies_with
            for lover in sorted(loves):
                game.emit(Told(lover, LOVES, loves[lover], visibility=only(lover)))


class Seer(thiercelieux.Seer):
    """Each night looks at one other living player's card (``look``, as in
    ``thiercelieux``). With ``talkative_seer`` the role she saw is announced the next
    morning, without naming her nor the player she looked at."""

    notes = (SEER_SAW_NOTE,)

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        super().resolve_night(game, night, seats)
        if game.settings["talkative_seer"] == "yes":
            for seat in seats:
                action, pick = _pick(night, seat)
                if action == LOOK:
                    game.shared(SeerNews).saw = game.roles[pick.target]

    def morning_note(self, game: RoleContext) -> str | None:
        news = game.shared(SeerNews)
        saw, news.saw = news.saw, None
        return None if saw is None else SEER_SAW + saw


class Savior(Role):
    """Each night protects one living player from the wolves (himself allowed), never the
    same player two nights running. [convention] A night without a pick protects nobody,
    and the next night he may protect anyone."""

    id = "savior"

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        last = game.find_state(seat, LastSaved)
        return target_spec(
            game,
            seat,
            PROTECT,
            allow_self=True,
            exclude=frozenset(() if last is None or last.seat is None else (last.seat,)),
        )

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = _pick(night, seat)
            game.state(seat, LastSaved).seat = pick.target if action == PROTECT else None
            if action == PROTECT:
                night.protected.add(pick.target)


class Werewolf(thiercelieux.Werewolf):
    """The pack: knows itself from the deal and chats in ``pack`` (as in ``thiercelieux``). With
    a Little Girl in the composition, each living wolf first places one "sees a wolf" cell
    and one "caught" cell of her grid (two steps; the pack sees the picks; [convention]
    the clock places a missing cell at random, and a "caught" cell cannot be one the pack
    already made a "sees" cell). Then the pack devours one living non-wolf, every night
    from the first: the plurality of the picks (seeded draw among ties, among the prey
    when nobody picked). A victim the Savior protects survives."""

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        step = game.step.id
        if step == GRID_SEES:
            return _option(PLACE_SEES, CELLS)
        if step == GRID_CAUGHT:
            sees = game.night.found.get("sees", {})
            return _option(PLACE_CAUGHT, tuple(cell for cell in CELLS if cell not in sees))
        return target_spec(game, seat, DEVOUR, exclude=frozenset(_wolves(game)))

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        step = game.step.id
        if step in (GRID_SEES, GRID_CAUGHT):
            self._place(game, night, seats, step)
            return
        pack = _wolves(game)
        prey = [seat for seat in game.living() if seat not in pack]
        if not prey:  # only wolves left, some of them lovers outside the pack
            return
        picks = [night.choices[wolf] for wolf in pack if night.choices.get(wolf) is not None]
        if picks:
            counts = Counter(picks)
            best = max(counts.values())
            victim = game.rng.choice(sorted(t for t, n in counts.items() if n == best))
            devourer = game.rng.choice(sorted(w for w in pack if night.choices.get(w) == victim))
        else:  # the clock closed the step before any wolf chose
            victim = game.rng.choice(prey)
            devourer = game.rng.choice(pack)
        outcome = night.attack(game, victim, devourer)
        night.found[VICTIM] = None if outcome == "protected" else victim

    def _place(self, game: RoleContext, night: NightContext, pack: list[int], step: str) -> None:
        """Each wolf's cell (the clock's: one drawn among the free ones) joins the grid:
        ``sees`` cell -> the wolf who placed it, ``caught`` the set of caught cells."""
        sees: dict[str, int] = night.found.setdefault("sees", {})
        caught: set[str] = night.found.setdefault("caught", set())
        for wolf in pack:
            _action, pick = _pick(night, wolf)
            cell = pick.option
            if not cell:
                free = [c for c in CELLS if c not in sees and c not in caught]
                cell = game.rng.choice(free)
            if step == GRID_SEES:
                sees.setdefault(cell, wolf)
            else:
                caught.add(cell)


class LittleGirl(thiercelieux.LittleGirl):
    """During the pack's step she may peek (``spy``: one cell of the grid the wolves
    placed) or not (``pass``). A "sees a wolf" cell shows her the card of the wolf who
    placed it (if he still lives); a "caught" cell makes her the pack's victim instead of
    its pick (she and the pack are told; the Witch sees her as the victim; [convention] the
    Savior's protection saves her too); any other cell shows nothing. Without a placed grid
    (no living wolf placed one) every cell is empty."""

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = _pick(night, seat)
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


class Witch(thiercelieux.Witch):
    """Two single-use potions, as in ``thiercelieux``, with forum's limits: she is told the
    pack's victim each night only while she still holds the life potion (and may ``save``
    him, herself included); the death potion (``poison``) kills another living player;
    never both the same night (no ``save_poison``), or ``pass``."""

    def on_called(self, game: RoleContext, night: NightContext, seat: int) -> None:
        if self._left(game, seat).save:
            super().on_called(game, night, seat)

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        return tuple(
            spec
            for spec in super().night_actions(game, seat)
            if spec.action != thiercelieux.SAVE_POISON
        )


class Scapegoat(Role):
    """A villager. When a day vote ties while he lives, he is eliminated instead of the
    tied players (:meth:`Forum.vote_outcome`); he then names, dead, the players who alone
    may vote the next day (an owed ``choose_voters``: any number of the living, none
    included; the clock lets everybody vote)."""

    id = "scapegoat"

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        tally = game.last_tally
        if (
            cause == "banished"
            and tally is not None
            and tally.outcome == SCAPEGOAT_OUTCOME
            and tally.banished == seat
        ):
            game.owe_choice_of_voters(seat)


# --------------------------------------------------------------------------- the flow

GRID_SEES, GRID_CAUGHT = "grid_sees", "grid_caught"
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
        Thief(),
        Cupid(),
        Seer(),
        Savior(),
        Werewolf(),
        LittleGirl(),
        Witch(),
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
        wolves = composition.get(Werewolf.id, 0)
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
            return bool(composition.get(LittleGirl.id))
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
