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

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..context import SeatState
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
from ..model import Camp, InputSpec, NightChoice, PickShape, TeamRevealed, Told, Win, only
from ..notes import told_key
from ..roles import DeathBatch, NightContext, Role, target_spec
from ..settings import NO_TIMER, SettingSpec

if TYPE_CHECKING:
    from ..context import RoleContext

#: Action names of the night inputs, as screens read them.
DEVOUR = "devour"  # the pack: one living non-wolf
LOOK = "look"  # the Seer: one other player's card
COUPLE = "couple"  # Cupid: two living players, himself allowed
TAKE = "take"  # the Thief: one of the two center cards
SPY = "spy"  # the Little Girl: one cell of the peek grid
SAVE, POISON, SAVE_POISON = "save", "poison", "save_poison"  # the Witch's potions
PASS = "pass"  # an option: do nothing (the Thief, the Little Girl, the Witch)

#: What a step tells a seat (``Told.what``): the pack's victim (the Witch), the couple
#: (each lover), a Little Girl caught (herself and the pack), a peek that showed nothing.
VICTIM, LOVERS, CAUGHT, NOTHING = "victim", "lovers", "caught", "nothing"
#: Their notes (:mod:`..notes`).
VICTIM_NOTE = told_key(
    VICTIM,
    "whom tonight's wolf attack will kill (the Witch) or the pack picked (a Wolf-Father)",
    seats="those seats (maybe none)",
)
LOVERS_NOTE = told_key(LOVERS, "you are one of the two lovers", seats="the two lovers")
CAUGHT_NOTE = told_key(CAUGHT, "the Little Girl was caught peeking", seats="the Little Girl caught")
NOTHING_NOTE = told_key(NOTHING, "the Little Girl's peek saw nothing")

#: The winning sides, in report order.
VILLAGE, WOLVES, LOVERS_WIN = "village", "wolves", "lovers"

#: The Little Girl's peek grid (RULES §6): columns A-H, rows 1-8, 64 cells.
GRID_COLUMNS, GRID_ROWS = "ABCDEFGH", 8
CELLS = tuple(f"{column}{row}" for column in GRID_COLUMNS for row in range(1, GRID_ROWS + 1))
#: Largest count of "sees a wolf" and of "caught" cells: half the grid each, so that both
#: always fit.
MAX_GRID_CELLS = len(CELLS) // 2
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


def _pick(night: NightContext, seat: int) -> tuple[str, NightChoice | None]:
    """The seat's night input (action, pick), or ("", None) when the clock closed the step
    before it chose."""
    return night.picks.get(seat, ("", None))


def _wolves(game: RoleContext) -> list[int]:
    """The living seats holding a wolf card now, in seat order."""
    return [seat for seat in game.living() if game.role(seat).counts_as_wolf]


def _mixed_couple(game: RoleContext) -> tuple[int, int] | None:
    """Cupid's couple when it joins a wolf card and another (held now), else None."""
    for first, second in game.lovers:
        if game.role(first).counts_as_wolf != game.role(second).counts_as_wolf:
            return first, second
    return None


class Villager(Role):
    """No power: a decoy in every step (a dream when decoys are off and nobody calls him)."""


class Werewolf(Role):
    """The pack knows itself from the deal and hunts every night from night 1: each living
    wolf picks one living non-wolf, sees the others' picks live, and the step closes when
    they all agree; the clock falls back to the plurality, a seeded draw among ties (among
    the prey when no wolf picked). The victim is found for the later steps
    (``night.found["victim"]``)."""

    id = "werewolf"
    camp = Camp.WOLVES
    werewolf = True
    counts_as_wolf = True
    revisable_choice = True
    channels = ("pack",)

    def on_deal(self, game: RoleContext, seats: list[int]) -> None:
        game.emit(TeamRevealed(self.id, tuple(seats), visibility=only(*seats)))

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        return target_spec(game, seat, DEVOUR, exclude=frozenset(_wolves(game)))

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        picks = [night.choices[wolf] for wolf in seats if night.choices.get(wolf) is not None]
        if picks:
            counts = Counter(picks)
            best = max(counts.values())
            victim = game.rng.choice(sorted(t for t, n in counts.items() if n == best))
        else:
            prey = [seat for seat in game.living() if not game.role(seat).counts_as_wolf]
            victim = game.rng.choice(prey)
        night.found[VICTIM] = victim
        night.kill(victim, "devoured")


class Seer(Role):
    """Each night, sees one other living player's card."""

    id = "seer"

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        return InputSpec(NightChoice.kind, LOOK, game.others_than(seat))

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = _pick(night, seat)
            if action == LOOK:
                game.show_card(seat, target=pick.target)


@dataclass
class Potions(SeatState):
    """The potions a Witch still holds (each used once a game), carried by her card."""

    card: ClassVar[str] = "witch"
    save: bool = True
    poison: bool = True


class Witch(Role):
    """Told the pack's victim in her step, she has two potions for the whole game: life
    (saves the victim, herself included) and death (kills another living player); she
    may use both the same night, one, or none (``pass``)."""

    id = "witch"
    notes = (VICTIM_NOTE,)

    def on_called(self, game: RoleContext, night: NightContext, seat: int) -> None:
        victim = night.found.get(VICTIM)
        game.emit(Told(seat, VICTIM, () if victim is None else (victim,), visibility=only(seat)))

    @staticmethod
    def _left(game: RoleContext, seat: int) -> Potions:
        """The potions ``seat`` still holds (kept by seat: a card held by one player only)."""
        return game.state(seat, Potions)

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        left = self._left(game, seat)
        save = left.save and game.night.found.get(VICTIM) is not None
        specs = [InputSpec(NightChoice.kind, PASS, shape=PickShape(count=0, options=(PASS,)))]
        if save:
            specs.append(
                InputSpec(NightChoice.kind, SAVE, shape=PickShape(count=0, options=(SAVE,)))
            )
        if left.poison:
            specs.append(InputSpec(NightChoice.kind, POISON, game.others_than(seat)))
            if save:
                specs.append(
                    InputSpec(
                        NightChoice.kind,
                        SAVE_POISON,
                        game.others_than(seat),
                        shape=PickShape(count=1, options=(SAVE,)),
                    )
                )
        return tuple(specs)

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = _pick(night, seat)
            left = self._left(game, seat)
            if action in (SAVE, SAVE_POISON):
                left.save = False
                victim = night.found[VICTIM]
                night.deaths = [(s, cause) for s, cause in night.deaths if s != victim]
            if action in (POISON, SAVE_POISON):
                left.poison = False
                night.kill(pick.seats[0], "poisoned")


class Hunter(Role):
    """When he dies, whatever the cause (heartbreak included), he shoots one living
    player (an owed ``shot``; the clock draws one)."""

    id = "hunter"

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        game.queue_shot(seat)


class Cupid(Role):
    """Night 1: names two living players, himself allowed, who become lovers; in the next
    step (``lovers``) each lover is told the couple. [convention] A Cupid who has not
    chosen when the clock closes his step makes no couple."""

    id = "cupid"
    notes = (LOVERS_NOTE,)

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        if game.step.id == COUPLE_STEP:
            return InputSpec(NightChoice.kind, COUPLE, game.living(), shape=PickShape(count=2))
        return game.dream_spec(seat)

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        if game.step.id != COUPLE_STEP:
            return
        for seat in seats:
            action, pick = _pick(night, seat)
            if action == COUPLE and not game.lovers:
                game.unite(*sorted(pick.seats))

    def on_called(self, game: RoleContext, night: NightContext, seat: int) -> None:
        """The ``lovers`` step: each lover wakes and is told the couple."""
        if game.step.id == LOVERS_STEP:
            for couple in game.lovers:
                for lover in couple:
                    game.emit(Told(lover, LOVERS, couple, visibility=only(lover)))


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


class LittleGirl(Role):
    """During the pack's step she may peek (``spy``: one cell of the 8×8 grid) or not
    (``pass``). The grid's cells are drawn with the game's seeded generator when she
    peeks: ``little_girl_sees`` cells show her one living wolf (his card, drawn among the
    pack), ``little_girl_caught`` cells get her caught: she, not the pack's pick, is the
    victim tonight (she and the pack are told), and the Witch is told so; the other cells
    show nothing."""

    id = "little_girl"
    notes = (CAUGHT_NOTE, NOTHING_NOTE)

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        return (
            InputSpec(NightChoice.kind, SPY, shape=PickShape(count=0, options=CELLS)),
            InputSpec(NightChoice.kind, PASS, shape=PickShape(count=0, options=(PASS,))),
        )

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = _pick(night, seat)
            if action != SPY:
                continue
            sees = int(game.settings["little_girl_sees"])
            caught = int(game.settings["little_girl_caught"])
            drawn = game.rng.sample(CELLS, sees + caught)
            wolves = _wolves(game)
            if pick.option in drawn[:sees] and wolves:
                game.show_card(seat, target=game.rng.choice(wolves))
            elif pick.option in drawn[sees:]:
                self.caught(game, night, seat, wolves)
            else:
                game.emit(Told(seat, NOTHING, (), visibility=only(seat)))

    def caught(self, game: RoleContext, night: NightContext, seat: int, wolves: list[int]) -> None:
        """The pack caught her peeking: she replaces its victim; she and the pack are told."""
        night.deaths = [(s, c) for s, c in night.deaths if s != night.found.get(VICTIM)]
        night.found[VICTIM] = seat
        night.kill(seat, "devoured")
        for told in sorted({seat, *wolves}):
            game.emit(Told(told, CAUGHT, (seat,), visibility=only(told)))


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
COUPLE_STEP, LOVERS_STEP, WEREWOLF_STEP = "cupid", "lovers", "werewolf"
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
