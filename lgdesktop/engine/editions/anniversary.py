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

Reused as they are: ``thiercelieux``'s Villager, Seer and Cupid, ``forum``'s Savior.
Subclassed with this box's differences: ``thiercelieux``'s Werewolf (the pack of several
cards, the Mother Wolf its only possible prey), Little Girl (the Savior never covers her
once caught), Thief (never forced), Witch (told every victim of the attacks), Hunter (no
shot once the village lost its powers), ``forum``'s Scapegoat (no choice of voters then).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from ..context import ANY_CARD, SeatState
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
    Owed,
    Reveals,
    Step,
    StepKind,
    Title,
    random_one,
)
from ..model import (
    PUBLIC,
    Act,
    Camp,
    CampChanged,
    InputSpec,
    NightChoice,
    PickShape,
    RoleShown,
    TeamRevealed,
    Told,
    Vote,
    Win,
    only,
)
from ..notes import camp_key, news_key, told_key
from ..roles import DeathBatch, NightContext, Role, option_spec, target_spec
from ..settings import SettingSpec
from . import forum, thiercelieux
from .thiercelieux import (
    CAUGHT,
    DEVOUR,
    LOOK,
    LOVERS_WIN,
    PASS,
    POISON,
    SAVE,
    SAVE_POISON,
    VICTIM,
    VILLAGE,
    WOLVES,
    Cupid,
    Seer,
    Villager,
)

if TYPE_CHECKING:
    from ..context import RoleContext

#: Action names of this edition's own night inputs, as screens read them (the others are
#: ``thiercelieux``'s and ``forum``'s: devour, look, couple, take, spy, save, poison,
#: save_poison, protect, pass).
MARK = "mark"  # the Raven: another living player, +2 votes in the next day's first vote
STOP = "stop"  # the Learned Monkey: end (or do not open) his session of looks
DEVOUR_ALONE = "devour_alone"  # the Big Bad Wolf's second victim, the White Werewolf's kill
INFECT = "infect"  # the Accursed Wolf-Father: infect tonight's victim instead
MODEL = "model"  # the Wild Child's role model, night 1
SNIFF = "sniff"  # the Fox: a living player, him and his two nearest living neighbours
CHARM = "charm"  # the Piper: two living players not yet charmed
VOTE_TWICE = "vote_twice"  # the Judge's ballot that asks for a second vote
SECOND_VOTE = "second_vote"  # its option
TAKE_CARD = "take_card"  # the Devoted Servant's owed choice (its board line key too)
#: The Witch's ``save_poison`` option naming the victim she saves: this prefix + his seat.
SAVE_PREFIX = SAVE + ":"

#: What a step tells a seat (``Told.what``) besides ``thiercelieux``'s: the Learned Monkey
#: saw a wolves-camp card and is cursed (the seat he looked at).
CURSED = "cursed"
#: Morning note when the Raven's mark is public: this prefix, then the marked seat.
RAVEN_NOTE = "raven_mark:"
#: Dawn note (``DawnNote``, once the dawn's owed actions are taken): the bear growls (a
#: pack member beside the Bear Tamer, or he is infected).
GROWL = "growl"
#: What the pack and the wolf who caught the Rusty Knight's tetanus are told in the pack's
#: step (``Told.what``, that wolf's seat): he died as the night fell and does not hunt.
TETANUS_TOLD = "tetanus"
#: What the Fox is told (``Told.what``, the seat he pointed at): a pack member is among
#: that player and his two neighbours, or none is (his power is lost).
FOX_PACK, FOX_CLEAR = "fox_pack", "fox_clear"
#: What the charmed are told each night (``Told.what``): every living charmed seat.
CHARMED = "charmed"
#: Why a player joined the pack (``CampChanged.why``), besides ``wild_child``.
INFECTED = "infected"
#: Why the Devoted Servant changed camp (``CampChanged.why``).
SERVANT = "servant"
#: The notes of those (:mod:`..notes`).
CURSED_NOTE = told_key(CURSED, "the Learned Monkey saw a wolves' card", seats="that seat")
RAVEN_MARK_NOTE = news_key(RAVEN_NOTE[:-1], "the Raven's public mark", seats="the marked seat")
GROWL_NOTE = news_key(GROWL, "the bear growls: a pack member beside the Bear Tamer")
TETANUS_NOTE = told_key(
    TETANUS_TOLD, "a wolf caught the Rusty Knight's tetanus and hunts no more", seats="him"
)
FOX_NOTES = (
    told_key(FOX_PACK, "a pack member is among that player and his neighbours", seats="him"),
    told_key(FOX_CLEAR, "no pack member there: the Fox loses his nose", seats="him"),
)
CHARMED_NOTE = told_key(CHARMED, "the living charmed players", seats="every living charmed")
INFECTED_NOTE = camp_key(INFECTED, "the Accursed Wolf-Father's infection: joins the pack")
WILD_CHILD_NOTE = camp_key("wild_child", "the Wild Child's model died: joins the pack")
SERVANT_NOTE = camp_key(SERVANT, "the Devoted Servant took the banished's card")

#: Death causes of this edition besides the usual ones.
CURSE, REVENGE, TETANUS = "curse", "revenge", "tetanus"
#: The owed action of a Colossus killed by a wolf attack (its board line key).
REVENGE_KIND = REVENGE
#: The Captain's title, and the Puppeteer's mute badge (a title that weighs nothing).
CAPTAIN, MUTE = "captain", "mute"

#: Table sizes: allowed, and recommended (RULES §5: 8-18, 6-24 with a warning).
MIN_PLAYERS, MAX_PLAYERS = 6, 24
RECOMMENDED_PLAYERS = (8, 18)
#: One wolf per four players, at least one (RULES §5: w(n) = max(1, n // 4)).
PLAYERS_PER_WOLF = 4
#: Cards the Thief adds to the deck (two Villagers), which leave two undealt in the center.
THIEF_CENTER_CARDS = 2
#: Extra votes the Raven's mark puts on its target in the next day's first vote.
RAVEN_VOTES = 2

#: ``night.found`` keys: the pack has hunted tonight; the Little Girl it caught.
HUNTED = "hunted"
#: The steps of the pack cards that also act alone (after the pack's step).
ACCURSED_STEP, BIG_BAD_WOLF_STEP = "accursed_wolf_father", "big_bad_wolf"
WHITE_WEREWOLF_STEP = "white_werewolf"
#: Win labels of the two solo characters (RULES §5's win order, 1 and 3).
PIPER_WIN, WHITE_WEREWOLF_WIN = "piper", "white_werewolf"


# --------------------------------------------------------------------------- typed state
# Per-seat states (``SeatState``) are carried by the card named by ``card``: the Devoted
# Servant takes them with the banished card. A flag state is one whose presence says it.


@dataclass
class Withstood(SeatState):
    """The night of the last wolf attack the seat withstood (the Elder, the Colossus);
    it follows any card the seat hands over."""

    card: ClassVar[str] = ANY_CARD
    night: int = 0


@dataclass
class Pardoned(SeatState):
    """Flag: the day vote revealed this Village Idiot (pardoned, he never votes again)."""

    card: ClassVar[str] = "village_idiot"


@dataclass
class StringsUsed(SeatState):
    """Flag: this Puppeteer's strings already saved him once."""

    card: ClassVar[str] = "puppeteer"


@dataclass
class MonkeySession(SeatState):
    """The Learned Monkey's one session: its night, the seats seen, whether it ended."""

    card: ClassVar[str] = "learned_monkey"
    night: int = 0
    seen: list[int] = field(default_factory=list)
    ended: bool = False


@dataclass
class InfectionSpent(SeatState):
    """Flag: this Accursed Wolf-Father's infection is spent."""

    card: ClassVar[str] = "accursed_wolf_father"


@dataclass
class RoleModel(SeatState):
    """The role model this Wild Child picked (when it dies, he joins the pack)."""

    card: ClassVar[str] = "wild_child"
    seat: int = -1


@dataclass
class NoseLost(SeatState):
    """Flag: this Fox sniffed no wolf once and lost his power."""

    card: ClassVar[str] = "thiercelieux_fox"


@dataclass
class SecondVoteSpent(SeatState):
    """Flag: this Stuttering Judge already asked for his second vote."""

    card: ClassVar[str] = "stuttering_judge"


@dataclass
class CardTaken(SeatState):
    """Flag: this Devoted Servant already took a banished card."""

    card: ClassVar[str] = "devoted_servant"


@dataclass
class RavenMarks:
    """Day number -> the seats the Raven marked for that day's first vote."""

    by_day: dict[int, list[int]] = field(default_factory=dict)


@dataclass
class PackLoss:
    """Whether a pack member has died so far (the Big Bad Wolf's second victim ends)."""

    died: bool = False


@dataclass
class Tetanus:
    """The pack members the Rusty Knight infected: they die as the next night falls."""

    doomed: list[int] = field(default_factory=list)


@dataclass
class Charmed:
    """The seats the Piper has charmed."""

    seats: set[int] = field(default_factory=set)


def _pack(game: RoleContext) -> list[int]:
    """The living seats of the pack: every wolf card held now (the White Werewolf's
    included), and every player who joined it in play (the infected, a turned Wild
    Child). A member dead since nightfall (``game.held``: the tetanus) still counts
    here until dawn announces it (the win), but no longer hunts (:func:`_hunting`)."""
    joined = game.joined
    return [seat for seat in game.living() if game.role(seat).counts_as_wolf or seat in joined]


def _hunting(game: RoleContext) -> list[int]:
    """The pack members hunting tonight: the pack less those dead since nightfall (the
    Fox's, the Rusty Knight's and the White Werewolf's "pack member")."""
    held = game.held
    return [seat for seat in _pack(game) if seat not in held]


def _victims(night: NightContext | None) -> tuple[int, ...]:
    """The seats tonight's wolf attacks will kill so far (after the Savior's shield and the
    attacks withstood; a Monkey cursed since is not among them), in seat order."""
    if night is None:
        return ()
    return tuple(sorted(seat for seat, cause in night.deaths if cause == "devoured"))


def _reveal_pack(game: RoleContext, role_id: str, members: tuple[int, ...]) -> None:
    """Show the whole living pack that ``members`` hold ``role_id`` (a Mother Wolf is
    marked as such on the wolves' screens); a card the pack takes for another
    (``shown_to_pack_as``: the White Werewolf, a werewolf to the others) is shown so to
    the rest of the pack, and not re-shown to its holders."""
    pack = _pack(game)
    shown = game.role_named(role_id).shown_to_pack_as
    if shown is None:
        game.emit(TeamRevealed(role_id, members, visibility=only(*pack)))
    else:
        others = [seat for seat in pack if seat not in members]
        if others:
            game.emit(TeamRevealed(shown, members, visibility=only(*others)))


def _pack_prey(game: RoleContext, seat: int) -> bool:
    """Whether pack member ``seat`` is one the pack may attack (the Mother Wolf's card)."""
    return getattr(game.role(seat), "prey_of_the_pack", False)


def _show_pack(game: RoleContext) -> None:
    """Show the whole living pack each of its wolf cards again (a card taken in play
    joined it: the Thief's, the Servant's)."""
    pack = [s for s in _pack(game) if game.role(s).counts_as_wolf]
    for role_id in sorted({game.roles[s] for s in pack}):
        _reveal_pack(game, role_id, tuple(s for s in pack if game.roles[s] == role_id))


def _withstands(game: RoleContext, seat: int, *, running: bool) -> bool:
    """Whether tonight's wolf attack on ``seat`` fails: the first one always does; a later
    one kills, or, with ``running``, kills only when it comes the night right after the
    last one (else it counts as a first one again)."""
    withstood = game.find_state(seat, Withstood)
    last = None if withstood is None else withstood.night
    game.state(seat, Withstood).night = game.number
    return last is None or (running and last != game.number - 1)


# --------------------------------------------------------------------------- the pack


class Werewolf(thiercelieux.Werewolf):
    """The pack knows itself from the deal (each card shown to the whole pack, so the
    Mother Wolf is marked as such) and chats in ``pack``. Every night each living pack
    member picks one living player who is not a pack member, or the Mother Wolf (the one
    pack member the pack may target, herself included); the picks are seen live; the
    step closes when they all agree, the clock falls back to the plurality (a seeded draw
    among ties, among the prey when nobody picked). A Little Girl caught peeking replaces
    the pick and no Savior covers her; otherwise a protected victim survives. The
    victim's card then says what the attack does (``Role.on_devoured``)."""

    notes = (TETANUS_NOTE,)

    #: The pack may target a holder of this card (the Mother Wolf only).
    prey_of_the_pack: ClassVar[bool] = False
    #: The card the rest of the pack takes this one for (None: itself).
    shown_to_pack_as: ClassVar[str | None] = None

    def on_deal(self, game: RoleContext, seats: list[int]) -> None:
        _reveal_pack(game, self.id, tuple(seats))

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        spared = frozenset(game.living()) - frozenset(_prey(game))
        return target_spec(game, seat, DEVOUR, allow_self=True, exclude=spared)

    def on_called(self, game: RoleContext, night: NightContext, seat: int) -> None:
        """The pack wakes: once a night, the members dead of tetanus since nightfall and
        the hunting pack are told (``tetanus``, each such member's seat)."""
        if game.step.id != PACK_STEP or night.found.get(TETANUS_TOLD) or not game.held:
            return
        night.found[TETANUS_TOLD] = True
        doomed = [s for s in _pack(game) if s in game.held]
        for told in sorted({*_pack(game)}):
            for wolf in doomed:
                game.emit(Told(told, TETANUS_TOLD, (wolf,), visibility=only(told)))

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        """Once a night for the whole pack, whichever of its cards resolves first."""
        if night.found.get(HUNTED):
            return
        night.found[HUNTED] = True
        pack = _hunting(game)
        girl = night.found.get(CAUGHT)
        if girl is not None:
            victim = girl
            devourer = pack[0]
        else:
            prey = _prey(game)
            if not prey:
                return
            picks = [night.choices[w] for w in pack if night.choices.get(w) is not None]
            if picks:
                counts = Counter(picks)
                best = max(counts.values())
                victim = game.rng.choice(sorted(t for t, n in counts.items() if n == best))
            else:  # the clock closed the step before any wolf chose
                victim = game.rng.choice(prey)
            devourer = next((w for w in pack if night.choices.get(w) == victim), pack[0])
        night.attack(game, victim, devourer, shieldable=girl is None)
        night.found[VICTIM] = victim


class MotherWolf(Werewolf):
    """Hunts with the pack and is marked as its Mother on the wolves' screens; the one
    pack member the pack may target: its first attack on her fails, the second kills.
    Any other cause (vote, poison, shot, heartbreak) kills her at once."""

    id = "mother_wolf"
    prey_of_the_pack = True

    def on_devoured(self, game: RoleContext, night: NightContext, seat: int, devourer: int) -> str:
        if _withstands(game, seat, running=False):
            return "withstood"
        return super().on_devoured(game, night, seat, devourer)


class LittleGirl(thiercelieux.LittleGirl):
    """Peeks inside the pack's step as in ``thiercelieux`` (the grid's cells drawn by the
    app). Caught, she replaces the pack's victim (``night.found[CAUGHT]``, read by the
    pack when it resolves after her) and the Savior's shield does not cover her: his
    choice stands, its effect on her is void."""

    def caught(self, game: RoleContext, night: NightContext, seat: int, wolves: list[int]) -> None:
        night.found[CAUGHT] = seat
        for told in sorted({seat, *wolves}):
            game.emit(Told(told, CAUGHT, (seat,), visibility=only(told)))


class Thief(thiercelieux.Thief):
    """Night 1: sees the two undealt cards and may take one (``take``) or keep his own
    (``pass``; never forced, even by two wolf cards); he plays the card he took from that
    night (a wolf card hunts at once: the pack is shown its members, each card as it is).
    A Thief who keeps his card plays as a villager."""

    @staticmethod
    def _forced(game: RoleContext) -> bool:
        return False

    def join_pack(self, game: RoleContext, seat: int) -> None:
        _show_pack(game)


# --------------------------------------------------------------------------- the village


class Witch(thiercelieux.Witch):
    """Told in her step every player tonight's wolf attacks will kill (``Told(victim,
    seats)``, maybe none). Two potions, each once a game: ``save`` one of those victims
    (herself or a wolf included), ``poison`` any other living player (herself included;
    he dies at dawn), ``save_poison`` both at once (the poisoned seat, and the option
    ``save:<seat>`` naming the saved victim), or ``pass``. A Monkey's curse is no attack:
    she cannot save him."""

    def on_called(self, game: RoleContext, night: NightContext, seat: int) -> None:
        game.emit(Told(seat, VICTIM, _victims(night), visibility=only(seat)))

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        left = self._left(game, seat)
        victims = _victims(game.night) if left.save else ()
        specs = [option_spec(PASS, (PASS,))]
        if victims:
            specs.append(InputSpec(NightChoice.kind, SAVE, victims))
        if left.poison:
            others = tuple(s for s in game.living() if s not in victims)
            specs.append(InputSpec(NightChoice.kind, POISON, others))
            if victims:
                options = tuple(f"{SAVE_PREFIX}{victim}" for victim in victims)
                specs.append(
                    InputSpec(
                        NightChoice.kind, SAVE_POISON, others, shape=PickShape(options=options)
                    )
                )
        return tuple(specs)

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = night.pick(seat)
            left = self._left(game, seat)
            saved = None
            if action == SAVE:
                saved = pick.target
            elif action == SAVE_POISON:
                saved = int(pick.option.removeprefix(SAVE_PREFIX))
            if saved is not None:
                left.save = False
                night.deaths = [
                    (s, cause)
                    for s, cause in night.deaths
                    if not (s == saved and cause == "devoured")
                ]
            if action in (POISON, SAVE_POISON):
                left.poison = False
                night.kill(pick.seats[0], "poisoned")


class Hunter(thiercelieux.Hunter):
    """Shoots when he dies, whatever the cause, as in ``thiercelieux`` — unless the
    village has lost its powers (the Elder banished)."""

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        if game.has_power(seat):
            super().on_death(game, batch, seat, cause)


class Scapegoat(forum.Scapegoat):
    """Any tie of the day vote kills him instead of the tied (before any Captain), as in
    ``forum``; he then names who may vote in the next day's vote — unless the village has
    lost its powers (he still dies on ties, but picks nobody)."""

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        if game.has_power(seat):
            super().on_death(game, batch, seat, cause)


class Elder(Role):
    """The first wolf attack on him fails, the second kills (``elder_dies_on``:
    ``second_attack``, or ``two_nights_running``: only an attack the night right after
    the last one kills, any other counts as a first). Banished by the day vote, he takes
    every village power with him for the rest of the game (``game.lose_powers``): the
    village's roles answer decoys from then on, and an Idiot already pardoned dies in the
    same instant (cause ``banished``). Other causes kill him at once, with no loss."""

    id = "elder"

    def on_devoured(self, game: RoleContext, night: NightContext, seat: int, devourer: int) -> str:
        running = game.settings["elder_dies_on"] == "two_nights_running"
        if _withstands(game, seat, running=running):
            return "withstood"
        return super().on_devoured(game, night, seat, devourer)

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        if cause != "banished":
            return
        game.lose_powers(Camp.VILLAGE.value)
        for idiot, _pardoned in game.states(Pardoned):
            batch.add(idiot, "banished")


class VillageIdiot(Role):
    """Designated by the day vote (tie-break included), his card is shown and he stays
    alive, but never votes again (:meth:`Anniversary.may_vote`) and loses the Captain's
    title ([convention] he names a successor, as a dying Captain would). Designated again,
    or once the village lost its powers, he dies. The wolves may still kill him."""

    id = "village_idiot"

    def on_designated(self, game: RoleContext, seat: int) -> bool:
        if game.find_state(seat, Pardoned) is not None or not game.has_power(seat):
            return True
        game.state(seat, Pardoned)
        game.emit(RoleShown(seat, self.id, visibility=PUBLIC))
        game.hand_over_title(CAPTAIN, seat)
        return False


class Puppeteer(Role):
    """The first time the day vote designates him (tie-break included) his strings save
    him: nobody is banished that day, his card is shown and he wears the ``mute`` badge
    (a title of weight 1: his chat is closed, he still votes). A second designation, or
    one after the village lost its powers, kills him. Night deaths are as usual."""

    id = "puppeteer"

    def on_designated(self, game: RoleContext, seat: int) -> bool:
        if game.find_state(seat, StringsUsed) is not None or not game.has_power(seat):
            return True
        game.state(seat, StringsUsed)
        game.emit(RoleShown(seat, self.id, visibility=PUBLIC))
        game.give_title(MUTE, seat, self.id)
        return False


class LearnedMonkey(Role):
    """Called every night; once a game he opens a session: he ``look``s at one other
    living player's card (``CardSeen``), then chooses the next after each answer, until he
    ``stop``s, has seen every other living player, or the clock ends the step. ``stop``
    before any look keeps the session for a later night. The first wolves-camp card he sees
    (a pack card) ends it and curses him: he dies at dawn (cause ``curse``, which no potion
    saves; he is told ``cursed``). Once the session is spent he answers a decoy."""

    notes = (CURSED_NOTE,)

    id = "learned_monkey"

    @staticmethod
    def _session(game: RoleContext, seat: int) -> MonkeySession | None:
        return game.find_state(seat, MonkeySession)

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        session = self._session(game, seat)
        if session is not None and (session.ended or session.night != game.number):
            return (game.decoy_spec(seat),)
        seen = () if session is None else session.seen
        unseen = tuple(s for s in game.others_than(seat) if s not in seen)
        return (InputSpec(NightChoice.kind, LOOK, unseen), option_spec(STOP, (STOP,)))

    def on_pick(
        self, game: RoleContext, night: NightContext, seat: int, action: str, pick: NightChoice
    ) -> bool:
        session = self._session(game, seat)
        if action != LOOK:
            if session is not None:
                session.ended = True
            return False
        if session is None:
            session = game.state(seat, MonkeySession)
            session.night = game.number
        session.seen.append(pick.target)
        game.show_card(seat, target=pick.target)
        card = game.role(pick.target)
        if card.camp is Camp.WOLVES or card.counts_as_wolf:
            session.ended = True
            night.deaths = [(s, cause) for s, cause in night.deaths if s != seat]
            night.deaths.append((seat, CURSE))
            game.emit(Told(seat, CURSED, (pick.target,), visibility=only(seat)))
            return False
        more = any(s not in session.seen for s in game.others_than(seat))
        session.ended = not more
        return more


class Colossus(Role):
    """Never wakes (his step is a narrated slot: he answers the same decoy as everybody).
    When a wolf attack actually kills him (no save), he owes ``revenge`` at dawn: he names
    a living pack member (the clock: a seeded draw), who dies too (cause ``revenge``).
    Voted out, poisoned, shot, heartbroken: nothing; a Colossus saved learns nothing."""

    id = "colossus"

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        return game.decoy_spec(seat)

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        if cause != "devoured" or not game.has_power(seat):
            return
        game.owe(
            Owed(
                REVENGE_KIND,
                seat,
                Act.kind,
                REVENGE_KIND,
                targets=lambda game: tuple(_pack(game)),
                resolve=lambda game, seats: game.kill_now(seats[0], REVENGE, public_cause="night"),
                fallback=random_one,
            )
        )


class Raven(Role):
    """Each night may ``mark`` another living player (or ``pass``): +2 votes against him in
    the next day's first vote (:meth:`Anniversary.vote_bonuses`), void if he is dead by
    then. With ``raven_public=no`` the bonus is secret (the tally shows the ballots and
    the outcome, never the totals); with ``yes`` the mark is a morning note
    (``raven_mark:<seat>``) and the bonus is shown in the tally."""

    notes = (RAVEN_MARK_NOTE,)

    id = "raven"

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        return (
            InputSpec(NightChoice.kind, MARK, game.others_than(seat)),
            option_spec(PASS, (PASS,)),
        )

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = night.pick(seat)
            if action == MARK:
                marks = game.shared(RavenMarks).by_day
                marks.setdefault(game.number, []).append(pick.target)

    def morning_note(self, game: RoleContext) -> str | None:
        if game.settings["raven_public"] != "yes":
            return None
        marked = [s for s in game.shared(RavenMarks).by_day.get(game.number, ()) if game.alive[s]]
        return f"{RAVEN_NOTE}{marked[0]}" if marked else None


# --------------------------------------------------------------------------- the expansion's
# pack (part two)


def _pack_member_died(game: RoleContext) -> bool:
    """Whether a pack member (a wolf card, the White Werewolf's included, or a player who
    joined the pack) has died so far."""
    return game.shared(PackLoss).died


def _prey(game: RoleContext) -> list[int]:
    """The living seats a wolf may attack: not the pack, except the Mother Wolf (not one
    dead since nightfall either)."""
    pack, held = _pack(game), game.held
    return [s for s in game.living() if (s not in pack or _pack_prey(game, s)) and s not in held]


class LoneWolf(Werewolf):
    """A pack card with a step of its own after the pack's (``own_step``): there it attacks
    alone (``devour_alone``, forms from :meth:`lone_actions`), an attack the Savior's
    shield holds and the victim's card resolves; in the pack's step it hunts as a
    werewolf."""

    own_step: ClassVar[str] = ""

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        if game.step.id != self.own_step:
            return (self.night_action(game, seat),)
        return self.lone_actions(game, seat)

    def lone_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        """The forms of the seat's answer in its own step."""
        raise NotImplementedError

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        if game.step.id != self.own_step:
            super().resolve_night(game, night, seats)
            return
        for seat in seats:
            action, pick = night.pick(seat)
            if action == DEVOUR_ALONE:
                night.attack(game, pick.target, seat)


class BigBadWolf(LoneWolf):
    """Hunts with the pack; then, in his own step and while no pack member has died yet,
    devours a second victim alone (``devour_alone``: a living player the pack may attack,
    not tonight's first victim; the clock: nobody). Once a pack member died, he answers
    a decoy there."""

    id = "big_bad_wolf"
    own_step = BIG_BAD_WOLF_STEP

    def lone_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        if _pack_member_died(game):
            return (game.decoy_spec(seat),)
        first = game.night.found.get(VICTIM) if game.night else None
        targets = tuple(s for s in _prey(game) if s != first and s != seat)
        return (InputSpec(NightChoice.kind, DEVOUR_ALONE, targets),)


class AccursedWolfFather(Werewolf):
    """Hunts with the pack; once a game, in his own step right after the pack's pick, may
    ``infect`` its victim instead (or ``pass``): the victim does not die, keeps his card
    and power, is told privately (a ``CampChanged`` shown to him and the pack) and hunts
    with the pack from the next night. An infection on a victim who would have survived
    anyway (protected, an attack withstood, nobody attacked) does nothing and is not
    spent. While unspent he is told in that step whom the pack picked (``Told(victim,
    (seat,))``, none when it attacked nobody; not whether the attack will kill: the pack
    knew its pick, nothing more). Spent, he answers a decoy there and is told nothing."""

    notes = (*Werewolf.notes, thiercelieux.VICTIM_NOTE, INFECTED_NOTE)

    id = "accursed_wolf_father"

    def on_called(self, game: RoleContext, night: NightContext, seat: int) -> None:
        if game.step.id != ACCURSED_STEP:
            super().on_called(game, night, seat)
            return
        if game.find_state(seat, InfectionSpent) is not None:
            return
        victim = night.found.get(VICTIM)
        game.emit(Told(seat, VICTIM, () if victim is None else (victim,), visibility=only(seat)))

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        if game.step.id != ACCURSED_STEP:
            return (self.night_action(game, seat),)
        if game.find_state(seat, InfectionSpent) is not None:
            return (game.decoy_spec(seat),)
        return (option_spec(INFECT, (INFECT,)), option_spec(PASS, (PASS,)))

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        if game.step.id != ACCURSED_STEP:
            super().resolve_night(game, night, seats)
            return
        victim = night.found.get(VICTIM)
        for seat in seats:
            action, _pick = night.pick(seat)
            if action != INFECT or (victim, "devoured") not in night.deaths:
                continue
            game.state(seat, InfectionSpent)
            night.deaths.remove((victim, "devoured"))
            game.join(victim, Werewolf.id, why=INFECTED, visibility=only(victim, *_pack(game)))
            return


class WhiteWerewolf(LoneWolf):
    """Plays alone (camp ``solo``) but hunts with the pack, who take him for one of
    theirs (his card is shown to them as a werewolf's). On even nights, in his own step,
    he may also ``devour_alone`` one other pack member (or ``pass``); the Mother Wolf
    withstands his first attack too. He wins only as the last player alive."""

    id = "white_werewolf"
    camp = Camp.SOLO
    shown_to_pack_as = Werewolf.id
    own_step = WHITE_WEREWOLF_STEP

    def lone_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        targets = tuple(s for s in _hunting(game) if s != seat)
        return (InputSpec(NightChoice.kind, DEVOUR_ALONE, targets), option_spec(PASS, (PASS,)))


# --------------------------------------------------------------------------- the expansion's
# village and solo characters (part two)


class WildChild(Role):
    """Night 1 picks a role ``model`` among the other living players (the clock: a seeded
    draw). When the model dies, whatever the cause, the Wild Child (alive, still holding
    his card) joins the pack: a ``CampChanged`` shown to him and the pack; he hunts from
    the next night and wins with the wolves. Seers still see "Wild Child"."""

    notes = (WILD_CHILD_NOTE,)

    id = "wild_child"

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        return target_spec(game, seat, MODEL)

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = night.pick(seat)
            model = pick.target if action == MODEL else game.rng.choice(game.others_than(seat))
            game.state(seat, RoleModel).seat = model

    @staticmethod
    def on_any_death(game: RoleContext, seat: int) -> None:
        """Any ``seat`` dies: every living Wild Child whose model it was turns."""
        for child, model in game.states(RoleModel):
            if (
                model.seat == seat
                and game.alive[child]
                and game.roles[child] == WildChild.id
                and child not in game.joined
            ):
                game.join(
                    child, Werewolf.id, why=WildChild.id, visibility=only(child, *_pack(game))
                )


class TwoSisters(Role):
    """Dealt as two cards; they learn each other as they are dealt (shown in their night-1
    step, a narrated slot where everybody answers a decoy) and share the ``sisters``
    channel while alive."""

    id = "two_sisters"
    pair = True
    channels = ("sisters",)

    def on_deal(self, game: RoleContext, seats: list[int]) -> None:
        game.emit(TeamRevealed(self.id, tuple(seats), visibility=only(*seats)))

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        return game.decoy_spec(seat)


class ThiercelieuxFox(Role):
    """Each night may ``sniff`` another living player (or ``pass``): he is told whether
    that player or the player's two nearest living neighbours include a pack member
    (``fox_pack``) or not (``fox_clear``, and his power is lost for good: decoys from
    then on). A wolf dead of tetanus since nightfall is neither (he still shows alive,
    and may be pointed at: docs/engine.md's tetanus night)."""

    notes = FOX_NOTES

    id = "thiercelieux_fox"

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        if game.find_state(seat, NoseLost) is not None:
            return (game.decoy_spec(seat),)
        return (target_spec(game, seat, SNIFF), option_spec(PASS, (PASS,)))

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        pack = _hunting(game)
        for seat in seats:
            action, pick = night.pick(seat)
            if action != SNIFF:
                continue
            group = {pick.target, *game.living_neighbours(pick.target)}
            found = any(member in pack for member in group)
            if not found:
                game.state(seat, NoseLost)
            what = FOX_PACK if found else FOX_CLEAR
            game.emit(Told(seat, what, (pick.target,), visibility=only(seat)))


class BearTamer(Role):
    """Never wakes. Each dawn, after the night's deaths and the owed actions they caused
    (a Colossus' revenge, the Hunters' shots, the heartbreaks, a successor), the village
    hears ``growl`` (a ``DawnNote``) when either of a living Bear Tamer's two nearest
    living neighbours is a pack member, and always when he joined the pack himself
    (infected)."""

    notes = (GROWL_NOTE,)

    id = "bear_tamer"

    def dawn_note(self, game: RoleContext) -> str | None:
        pack = _pack(game)
        for seat in game.seats_with(self.id, living=True):
            if not game.has_power(seat):
                continue
            if seat in pack or any(n in pack for n in game.living_neighbours(seat)):
                return GROWL
        return None


class RustyKnight(Role):
    """Devoured by a wolf attack, he gives tetanus to the first living pack member after
    him in rising seat order (wrapping), who dies as the next night falls, before its
    first step (cause ``tetanus``): he no longer hunts that night (he and the pack are
    told in the pack's step), and his death is announced with the next morning's deaths.
    Other causes: nothing."""

    id = "rusty_knight"

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        if cause != "devoured" or not game.has_power(seat):
            return
        pack = _hunting(game)
        wolf = next((s for s in game.seats_after(seat) if s in pack), None)
        if wolf is not None:
            game.shared(Tetanus).doomed.append(wolf)


class StutteringJudge(Role):
    """Once a game, during a day vote, his ballot may also ask, secretly, for a second
    vote (``vote_twice``: a vote for its target with the option ``second_vote``): right
    after the first vote's outcome the village votes again, with no debate (the
    Captain's weight counts; the Raven's +2 was taken by the first)."""

    id = "stuttering_judge"

    def extra_ballots(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        """A living Stuttering Judge with his power, unspent, may ask for a second vote
        with his ballot in the day's first vote."""
        if game.find_state(seat, SecondVoteSpent) is not None or not game.has_power(seat):
            return ()
        targets = tuple(c for c in game.vote_candidates() if c != seat and game.alive[c])
        return (InputSpec(Vote.kind, VOTE_TWICE, targets, shape=PickShape(options=(SECOND_VOTE,))),)

    def on_extra_ballot(self, game: RoleContext, seat: int, action: str, target: int) -> None:
        """The Judge's request: the village votes again right after this vote's outcome."""
        game.state(seat, SecondVoteSpent)
        game.add_step(DAY_VOTE)


class DevotedServant(Role):
    """Once a game, when the day vote banishes someone else (not if she is a lover), she
    may take the banished card before it is shown (an owed, secret ``take_card``: the
    banished or nobody; the clock: nobody). She then holds that card in its current
    state (the states it carries move with it) and plays it from now on; the banished leaves
    showing the Servant card."""

    notes = (SERVANT_NOTE,)

    id = "devoted_servant"


class Piper(Role):
    """Plays alone (camp ``solo``). Each night he may ``charm`` two living players not yet
    charmed (fewer when fewer are left; the clock: nobody); every living charmed player
    is then told who is charmed (``charmed``). He wins alone when he is alive and every
    other living player is charmed (checked as his step closes, too). The charm ends
    with his death."""

    notes = (CHARMED_NOTE,)

    id = "piper"
    camp = Camp.SOLO

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        charmed = game.shared(Charmed).seats
        left = tuple(s for s in game.others_than(seat) if s not in charmed)
        if not left:
            return (game.decoy_spec(seat),)
        return (InputSpec(NightChoice.kind, CHARM, left, shape=PickShape(count=min(2, len(left)))),)

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        charmed = game.shared(Charmed).seats
        for seat in seats:
            action, pick = night.pick(seat)
            if action == CHARM:
                charmed.update(pick.seats)
        living = tuple(s for s in game.living() if s in charmed)
        for seat in living:
            game.emit(Told(seat, CHARMED, living, visibility=only(seat)))


# --------------------------------------------------------------------------- the flow

COUPLE_STEP, LOVERS_STEP, PACK_STEP = thiercelieux.COUPLE_STEP, thiercelieux.LOVERS_STEP, "werewolf"


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
        Thief(),
        Cupid(),
        WildChild(),
        TwoSisters(),
        forum.Savior(),
        Seer(),
        ThiercelieuxFox(),
        LittleGirl(),
        Werewolf(),
        MotherWolf(),
        AccursedWolfFather(),
        BigBadWolf(),
        WhiteWerewolf(),
        Colossus(),
        LearnedMonkey(),
        Witch(),
        Piper(),
        Raven(),
        Hunter(),
        Elder(),
        VillageIdiot(),
        Puppeteer(),
        Scapegoat(),
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
        setup = {Werewolf.id: wolves}
        if preset_id == MOTHER_PRESET:
            setup = {MotherWolf.id: 1, Werewolf.id: wolves - 1}
            if players >= BIG_BAD_WOLF_FROM and BIG_BAD_WOLF in self.role_by_id:
                setup[Werewolf.id] -= 1
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

    def may_vote(self, game: RoleContext, seat: int) -> bool:
        """An Idiot revealed never votes again."""
        return game.find_state(seat, Pardoned) is None

    def vote_bonuses(self, game: RoleContext, round_: int) -> tuple[tuple[int, int, bool], ...]:
        """The Raven's marks for today: +2 each in the day's first vote (taken then, so a
        later vote the same day has none), public with ``raven_public=yes``."""
        marks = game.shared(RavenMarks).by_day.pop(game.number, ())
        public = game.settings["raven_public"] == "yes"
        return tuple((target, RAVEN_VOTES, public) for target in marks)

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
            return forum.SCAPEGOAT_OUTCOME, (scapegoats[0],)
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

    def nightfall_deaths(self, game: RoleContext) -> list[tuple[int, str]]:
        """The Rusty Knight's tetanus: the pack members he infected die as the night
        falls (those still alive), announced at dawn; a pack member died, so the Big Bad
        Wolf hunts alone no more from this night."""
        tetanus = game.shared(Tetanus)
        doomed, tetanus.doomed = tetanus.doomed, []
        deaths = [(seat, TETANUS) for seat in dict.fromkeys(doomed) if game.alive[seat]]
        if deaths:
            game.shared(PackLoss).died = True
        return deaths

    def holds_banishment(self, game: RoleContext, dying: tuple[int, ...]) -> bool:
        """With a Devoted Servant card in the (public) composition, every banishment
        pauses first for her secret choice, whether she can make it or not (RULES §6:
        timing reveals nothing): a living Servant with her power, unspent, not a lover
        and not banished herself owes ``take_card`` (take the banished card, or not);
        otherwise the same secret pause is owed by nobody and only the clock ends it.
        Either way, ``resolving`` lasts its clock in a timed game (``Owed``)."""
        if DevotedServant.id not in game.composition:
            return False
        servants = [
            seat
            for seat in game.seats_with(DevotedServant.id, living=True)
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
