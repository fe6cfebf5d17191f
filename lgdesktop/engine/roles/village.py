"""The village's own cards: the Villager of every edition, ``jinrou``'s Baker, the
Scapegoat (``forum``; ``anniversary``'s asks no choice of voters once the village lost its
powers), ``anniversary``'s Elder, Village Idiot, Puppeteer, Raven and Stuttering Judge.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from ..context import SeatState
from ..events import RoleShown
from ..flow import DAY_VOTE
from ..model import PUBLIC, Camp, InputSpec, NightChoice, PickShape, Vote
from ..notes import news_key
from ..values import OWED_CHOOSE_VOTERS, WITHSTOOD, how, tally, title
from .base import DeathBatch, NightContext, Role, Slot, option_slot, option_spec
from .shared import (
    CAPTAIN,
    MARK,
    MUTE,
    PASS,
    RAVEN_MARK_NOTE,
    RAVEN_NOTE,
    SCAPEGOAT_OUTCOME,
    SECOND_VOTE,
    VOTE_TWICE,
)
from .wolves import _withstands

if TYPE_CHECKING:
    from ..context import RoleContext


class Villager(Role):
    """No power: a decoy in every step of an edition that has them, else a harmless dream
    (every edition deals this one card)."""


class Scapegoat(Role):
    """A villager. When a day vote ties while he lives, he is eliminated instead of the
    tied players (:meth:`Forum.vote_outcome`); he then names, dead, the players who alone
    may vote the next day (an owed ``choose_voters``: any number of the living, none
    included; the clock lets everybody vote). With ``needs_power`` (``anniversary``) he
    names nobody once the village lost its powers (he still dies on ties)."""

    id = "scapegoat"
    values = (tally(SCAPEGOAT_OUTCOME, "a tie: the Scapegoat is banished"), OWED_CHOOSE_VOTERS)

    def __init__(self, *, needs_power: bool = False) -> None:
        self.needs_power = needs_power

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        if self.needs_power and not game.has_power(seat):
            return
        tally = game.last_tally
        if (
            cause == "banished"
            and tally is not None
            and tally.outcome == SCAPEGOAT_OUTCOME
            and tally.banished == seat
        ):
            game.owe_choice_of_voters(seat)


@dataclass
class Pardoned(SeatState):
    """Flag: the day vote revealed this Village Idiot (pardoned, he never votes again)."""

    card: ClassVar[str] = "village_idiot"


@dataclass
class StringsUsed(SeatState):
    """Flag: this Puppeteer's strings already saved him once."""

    card: ClassVar[str] = "puppeteer"


@dataclass
class SecondVoteSpent(SeatState):
    """Flag: this Stuttering Judge already asked for his second vote."""

    card: ClassVar[str] = "stuttering_judge"


#: Extra votes the Raven's mark puts on its target in the next day's first vote.
RAVEN_VOTES = 2


@dataclass
class RavenMarks:
    """Day number -> the seats the Raven marked for that day's first vote."""

    by_day: dict[int, list[int]] = field(default_factory=dict)


class Elder(Role):
    """The first wolf attack on him fails, the second kills (``elder_dies_on``:
    ``second_attack``, or ``two_nights_running``: only an attack the night right after
    the last one kills, any other counts as a first). Banished by the day vote, he takes
    every village power with him for the rest of the game (``game.lose_powers``): the
    village's roles answer decoys from then on, and an Idiot already pardoned dies in the
    same instant (cause ``banished``). Other causes kill him at once, with no loss."""

    id = "elder"
    values = (WITHSTOOD,)

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

    def may_vote(self, game: RoleContext, seat: int) -> bool:
        """An Idiot revealed never votes again."""
        return game.find_state(seat, Pardoned) is None

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
    values = (title(MUTE, "the Puppeteer's mute badge"), how("puppeteer", "the Puppeteer gave it"))

    def on_designated(self, game: RoleContext, seat: int) -> bool:
        if game.find_state(seat, StringsUsed) is not None or not game.has_power(seat):
            return True
        game.state(seat, StringsUsed)
        game.emit(RoleShown(seat, self.id, visibility=PUBLIC))
        game.give_title(MUTE, seat, self.id)
        return False


class Raven(Role):
    """Each night may ``mark`` another living player (or ``pass``): +2 votes against him in
    the next day's first vote (:meth:`Anniversary.vote_bonuses`), void if he is dead by
    then. With ``raven_public=no`` the bonus is secret (the tally shows the ballots and
    the outcome, never the totals); with ``yes`` the mark is a morning note
    (``raven_mark:<seat>``) and the bonus is shown in the tally."""

    notes = (RAVEN_MARK_NOTE,)

    id = "raven"

    def vote_bonuses(self, game: RoleContext, round_: int) -> tuple[tuple[int, int, bool], ...]:
        """The Raven's marks for today: +2 each in the day's first vote (taken then, so a
        later vote the same day has none), public with ``raven_public=yes``."""
        marks = game.shared(RavenMarks).by_day.pop(game.number, ())
        public = game.settings["raven_public"] == "yes"
        return tuple((target, RAVEN_VOTES, public) for target in marks)

    def night_actions(self, game: RoleContext, seat: int) -> tuple[InputSpec, ...]:
        return (
            InputSpec(NightChoice.kind, MARK, game.others_than(seat)),
            option_spec(PASS, (PASS,)),
        )

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        return (Slot(MARK), option_slot(PASS, (PASS,)))

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


@dataclass
class BreadNews:
    """Whether the village was told there is no bread any more (said once)."""

    announced_gone: bool = False


#: The notes of the Baker's morning news (:mod:`..notes`).
BREAD_NOTES = (
    news_key("bread_fresh", "the Baker delivered fresh bread"),
    news_key("bread_none", "no bread this morning: the last Baker died"),
)


class Baker(Role):
    """[convention] Each morning while a Baker lives: fresh bread; the first morning after
    the last Baker's death: no bread. A Baker taken out by ``missing_role`` still "delivers"
    every morning, so the bread never tells the village which role is missing."""

    notes = BREAD_NOTES

    id = "baker"

    def morning_note(self, game: RoleContext) -> str | None:
        if game.seats_with(self.id, living=True) or game.removed_role == self.id:
            return "bread_fresh"
        news = game.shared(BreadNews)
        if not news.announced_gone:
            news.announced_gone = True
            return "bread_none"
        return None
