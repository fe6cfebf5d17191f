"""``trial``: a test-only edition that uses every mechanism of the engine's foundation.

Not a game anyone plays: a small one-night game (3-8 players, three center cards) shaped to
exercise, on the engine's public seams only, what the real editions will need:

- cards that move and a night where players wake by their **dealt** card
  (``wakes_by_dealt_card``) and act, at dawn, in night order on the cards as they are;
- rich inputs: a **center peek** (the lone ``werewolf``: one center card), a choice between
  two shapes (the ``seer``: one player's card, or two center cards), a **two-seat input**
  (the ``troublemaker`` swaps two other players' cards, unseen), an option (the
  ``robber``: rob a player, or ``pass``);
- **swaps** and knowledge that updates (the robber sees his new card; the robbed player
  still believes his old one);
- **several eliminated**: every player tied on the most votes, unless nobody has more than
  one vote; the game ends after that one vote;
- **several winners**, judged on the final cards: the ``tanner`` wins when eliminated, the
  village when a wolf is, the wolves when neither; the tanner and the village together;
  ``nobody`` when there is no wolf among the players and somebody is eliminated;
- a **private channel**: the two ``twin`` cards know each other and share ``twins``; the
  wolves share ``pack``; the dead ``dead``.

With the setting ``variant=master`` the same cards play the **declared flow** of issue 13
(:data:`MASTER_FLOW`), a small "with a game master" game:

- an **election** before night 1 hands the ``captain`` title (his ballot weighs 2, he
  breaks the day vote's ties, he names a successor when he dies);
- the night runs in **steps**, one per role in night order, each called every night
  whatever the deal, the seats not called answering a **decoy** (setting ``decoys``);
- the **pack** (every ``werewolf`` card, lone or not) names a victim among the others
  (closes on unanimity; the clock or a disagreement falls back to the plurality);
- the ``witch`` is **told the victim** in her own step, after the pack's, and may ``save``
  him (or ``pass``): information flows from one step to the next;
- the victim dies at dawn and, as every death in this variant, **shows his card**;
- the day vote counts the Captain twice; a tie is broken by the Captain (an **owed
  action** ``tie_break``), and by the plain rule when there is no Captain alive; the game
  ends after that vote, judged as above on the players the vote eliminated.

``registered()`` is the pytest fixture its tests use: the edition is in the engine's
registry only while they run (the product never sees it).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING

import pytest

from lgdesktop.engine import EDITIONS, InputSpec, NightChoice, SetupError, Win, register_edition
from lgdesktop.engine.edition import Edition
from lgdesktop.engine.events import TeamRevealed, Told
from lgdesktop.engine.flow import (
    CLASSIC,
    DAWN,
    DAY_VOTE,
    DEBATE,
    SUCCESSOR,
    TIE_BREAK,
    Closes,
    Flow,
    Reveals,
    Step,
    StepKind,
    Title,
)
from lgdesktop.engine.model import Camp, PickShape, only
from lgdesktop.engine.roles import (
    DREAM,
    NightContext,
    Role,
    Slot,
    card_slot,
    option_slot,
    target_spec,
)
from lgdesktop.engine.roles.one_night import Seer, Troublemaker
from lgdesktop.engine.settings import SettingSpec

if TYPE_CHECKING:
    from lgdesktop.engine import Game

#: Action names of the trial's own night inputs (its Seer and Troublemaker are
#: ``one_night``'s: the same cards, the same rules).
PEEK, ROB, PASS = ("peek", "rob", "pass")
#: Action names of the master variant: the pack's attack, the witch's potion.
DEVOUR, SAVE = "devour", "save"


def _master(game: Game) -> bool:
    return game.settings["variant"] == "master"


def _center(game: Game) -> tuple[int, ...]:
    return tuple(range(len(game.center)))


class Villager(Role):
    """Sleeps: a harmless dream."""


class Werewolf(Role):
    """The wolves (by dealt card) see each other and share ``pack``; a lone wolf looks at
    one center card."""

    id = "werewolf"
    camp = Camp.WOLVES
    werewolf = True
    counts_as_wolf = True
    channels = ("pack",)

    def on_deal(self, game: Game, seats: list[int]) -> None:
        game.emit(TeamRevealed(self.id, tuple(seats), visibility=only(*seats)))

    def night_action(self, game: Game, seat: int) -> InputSpec:
        if _master(game):
            return target_spec(game, seat, DEVOUR, exclude=frozenset(self._pack(game)))
        if len([s for s, card in enumerate(game.dealt) if card == self.id]) == 1:
            return InputSpec(
                NightChoice.kind, PEEK, shape=PickShape(count=0, cards=_center(game), card_count=1)
            )
        return game.dream_spec(seat)

    def prompt_slots(self, game: Game) -> tuple[Slot, ...]:
        """Master: one other player (the pack offered, marked); else a dream or, alone,
        a center card (whether he is alone is his secret: both offered)."""
        if _master(game):
            return (Slot(DEVOUR),)
        return (Slot(DREAM), card_slot(PEEK, 1))

    def _pack(self, game: Game) -> list[int]:
        return game.seats_waking_as(self.id)

    def resolve_night(self, game: Game, night: NightContext, seats: list[int]) -> None:
        if _master(game):
            self._attack(game, night, seats)
            return
        for seat in seats:
            action, pick = night.picks.get(seat, ("", NightChoice()))
            if action == PEEK:
                game.show_card(seat, card=pick.cards[0])

    def _attack(self, game: Game, night: NightContext, pack: list[int]) -> None:
        """The plurality of the pack's picks (a seeded draw among ties; among the prey
        when nobody picked) becomes tonight's victim."""
        picks = [night.choices[wolf] for wolf in pack if night.choices.get(wolf) is not None]
        if picks:
            best = max(picks.count(target) for target in picks)
            victim = game.rng.choice(sorted({t for t in picks if picks.count(t) == best}))
        else:
            victim = game.rng.choice([s for s in game.living() if s not in pack])
        night.found["victim"] = victim
        night.kill(victim, "devoured")


class Robber(Role):
    """Takes another player's card and gives him his own, then looks at his new card; or
    passes."""

    id = "robber"

    def night_actions(self, game: Game, seat: int) -> tuple[InputSpec, ...]:
        return (
            InputSpec(NightChoice.kind, ROB, game.others_than(seat)),
            InputSpec(NightChoice.kind, PASS, shape=PickShape(count=0, options=(PASS,))),
        )

    def prompt_slots(self, game: Game) -> tuple[Slot, ...]:
        return (Slot(ROB), option_slot(PASS, (PASS,)))

    def resolve_night(self, game: Game, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = night.picks.get(seat, ("", NightChoice()))
            if action == ROB:
                game.swap_cards(seats=(seat, pick.target), by=seat, visibility=only(seat))
                game.show_card(seat, target=seat)


class Witch(Role):
    """Master variant: told the pack's victim in her own step, she may ``save`` him once
    (or ``pass``)."""

    id = "witch"

    def on_called(self, game: Game, night: NightContext, seat: int) -> None:
        victim = night.found.get("victim")
        game.emit(Told(seat, "victim", () if victim is None else (victim,), visibility=only(seat)))

    def night_actions(self, game: Game, seat: int) -> tuple[InputSpec, ...]:
        if not _master(game):
            return (game.dream_spec(seat),)
        options = (SAVE, PASS) if game.night.found.get("victim") is not None else (PASS,)
        return (InputSpec(NightChoice.kind, SAVE, shape=PickShape(count=0, options=options)),)

    def prompt_slots(self, game: Game) -> tuple[Slot, ...]:
        """Master: ``save`` or ``pass`` (``save`` marked when there is no victim)."""
        return (option_slot(SAVE, (SAVE, PASS)),) if _master(game) else super().prompt_slots(game)

    def resolve_night(self, game: Game, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            _action, pick = night.picks.get(seat, ("", NightChoice()))
            if pick.option == SAVE:
                night.deaths = [
                    (s, cause) for s, cause in night.deaths if s != night.found["victim"]
                ]


class Tanner(Role):
    """Wins when he is eliminated."""

    id = "tanner"
    camp = Camp.SOLO


class Twin(Role):
    """Dealt as a pair; the twins know each other and share the ``twins`` channel."""

    id = "twin"
    pair = True
    channels = ("twins",)

    def on_deal(self, game: Game, seats: list[int]) -> None:
        game.emit(TeamRevealed(self.id, tuple(seats), visibility=only(*seats)))


class Trial(Edition):
    id = "trial"
    name = "Trial (tests only)"
    min_players = 3
    max_players = 8
    center_cards = 3
    wakes_by_dealt_card = True
    #: Night order: the wolves' peek, the seer, the robber, the troublemaker, the witch
    #: (master variant), the rest.
    roles = (Werewolf(), Seer(), Robber(), Troublemaker(), Witch(), Villager(), Tanner(), Twin())
    settings = (
        SettingSpec("discussion_seconds", default="60", seconds=True),
        SettingSpec("variant", ("plain", "master")),
        SettingSpec("decoys", ("on", "off")),
    )
    night_calls = (
        ("werewolf", False),
        ("twin", False),
        ("seer", False),
        ("robber", False),
        ("troublemaker", False),
    )
    win_labels = (("village", None), ("wolves", None), ("tanner", "tanner"), ("nobody", None))

    def recommended_setup(self, players: int) -> dict[str, int]:
        self.check_players(players)
        setup = {"werewolf": 2, "seer": 1, "robber": 1, "troublemaker": 1}
        if players >= 4:
            setup["tanner"] = 1
        if players >= 6:
            setup["twin"] = 2
        setup["villager"] = self.deck_size(players) - sum(setup.values())
        return setup

    def validate_balance(self, composition: Mapping[str, int], settings: Mapping[str, str]) -> None:
        if not composition.get("werewolf"):
            raise SetupError("the deck needs at least one werewolf")

    def flow(self, settings: Mapping[str, str]) -> Flow:
        return MASTER_FLOW if settings.get("variant") == "master" else PLAIN_FLOW

    def vote_outcome(
        self, game: Game, round_: int, ranking: list[tuple[int, int]]
    ) -> tuple[str, tuple[int, ...]]:
        """Every player tied on the most votes is eliminated, unless nobody has more than
        one vote; in the master variant, the Captain breaks a tie."""
        top = tuple(sorted(t for t, votes in ranking if votes == ranking[0][1])) if ranking else ()
        if _master(game) and len(top) > 1:
            return TIE_BREAK, top
        return self.untied_outcome(game, round_, ranking)

    def untied_outcome(
        self, game: Game, round_: int, ranking: list[tuple[int, int]]
    ) -> tuple[str, tuple[int, ...]]:
        if not ranking or ranking[0][1] <= 1:
            return "nobody", ()
        return "banished", tuple(sorted(t for t, votes in ranking if votes == ranking[0][1]))

    def check_win(self, game: Game) -> Win | None:
        """After the vote, on the final cards."""
        if game.last_voted_out is None:
            return None
        eliminated = set(game.last_voted_out)
        cards = game.roles
        wolves = {seat for seat, card in enumerate(cards) if card == "werewolf"}
        tanners = {seat for seat in eliminated if cards[seat] == "tanner"}
        labels = []
        if (wolves and eliminated & wolves) or (not wolves and not eliminated):
            labels.append("village")
        if wolves and not eliminated & wolves and not tanners:
            labels.append("wolves")
        if tanners:
            labels.append("tanner")
        if not labels:
            labels.append("nobody")
        camps = {"village": Camp.VILLAGE, "wolves": Camp.WOLVES}
        seats = sorted(
            {
                seat
                for seat, card in enumerate(cards)
                for label in labels
                if label in camps and self.role_by_id[card].camp is camps[label]
            }
            | tanners
        )
        return Win(tuple(labels), tuple(seats))


#: The plain variant: one simultaneous night, the day, one vote, the end.
PLAIN_FLOW = Flow(cycle=CLASSIC.cycle, ends_after="vote")


def _night_step(role_id: str, **kwargs) -> Step:
    return Step(role_id, StepKind.NIGHT, called=(role_id,), decoys=True, **kwargs)


#: The master variant (see the module's docstring).
MASTER_FLOW = Flow(
    before_night_1=(Step("captain_election", StepKind.ELECTION, title="captain"),),
    cycle=(
        _night_step("werewolf", closes=Closes.UNANIMITY, reveals=Reveals.CALLED),
        _night_step("seer"),
        _night_step("robber"),
        _night_step("troublemaker"),
        _night_step("witch"),
        DAWN,
        DEBATE,
        DAY_VOTE,
    ),
    ends_after="vote",
    titles=(Title("captain"),),
    owed_order=(SUCCESSOR, TIE_BREAK),
    reveal_on_death=True,
    announce_owed=True,
)

TRIAL = Trial()


@pytest.fixture(autouse=True, scope="module")
def registered() -> Iterator[Trial]:
    """The trial edition in the engine's registry for the tests of one module."""
    register_edition(TRIAL)
    yield TRIAL
    EDITIONS.pop(TRIAL.id, None)
