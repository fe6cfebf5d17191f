"""Lovers and those who know each other: ``jinrou``'s Lovers, ``thiercelieux``'s Cupid (a
couple), ``forum``'s (a couple or a love triangle) and ``anniversary``'s Two Sisters.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..events import TeamRevealed, Told
from ..model import Camp, InputSpec, NightChoice, PickShape, only
from ..values import HEARTBREAK
from .base import DREAM_SLOTS, LIVING, NightContext, Role, Slot
from .shared import COUPLE, COUPLE_STEP, LOVERS, LOVERS_NOTE, LOVERS_STEP, LOVES, LOVES_NOTE, _pick

if TYPE_CHECKING:
    from ..context import RoleContext


class Cupid(Role):
    """Night 1: names two living players, himself allowed, who become lovers; in the next
    step (``lovers``) each lover is told the couple. [convention] A Cupid who has not
    chosen when the clock closes his step makes no couple."""

    notes = (LOVERS_NOTE,)
    values = (HEARTBREAK,)

    id = "cupid"

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        if game.step.id == COUPLE_STEP:
            return InputSpec(NightChoice.kind, COUPLE, game.living(), shape=PickShape(count=2))
        return game.dream_spec(seat)

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        """Two living players, himself included, in the couple's step."""
        return (Slot(COUPLE, LIVING, count=2),) if game.step.id == COUPLE_STEP else DREAM_SLOTS

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


@dataclass
class Love:
    """Cupid's work (empty before it): seat -> the seats it loves (a couple, or a love
    triangle), and seat -> the seats that die of heartbreak with it."""

    loves: dict[int, tuple[int, ...]] = field(default_factory=dict)
    dies_with: dict[int, tuple[int, ...]] = field(default_factory=dict)


class ForumCupid(Cupid):
    """Night 1: names two living players, himself allowed, who become lovers; then he is
    a plain villager. Each lover is told privately whom he loves, never the other's role.
    With ``love_triangle``, the game secretly draws which of the two (B) also loves a third
    player C (any other living player, Cupid included if he is not a lover): A is told B,
    B is told A and C, C is told B. [convention] A Cupid who has not chosen when the clock
    closes his step makes no couple."""

    notes = (LOVES_NOTE,)

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = night.pick(seat)
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


class Lover(Role):
    """Dealt as a pair who know each other; heartbreak takes the other at the same instant
    (the engine's rule for every couple). ``lovers_win``: win as a pair, or with the
    village."""

    id = "lover"
    values = (HEARTBREAK,)
    camp = Camp.SOLO
    pair = True

    def on_deal(self, game: RoleContext, seats: list[int]) -> None:
        game.unite(seats[0], seats[1])
        game.emit(TeamRevealed(self.id, tuple(seats), visibility=only(*seats)))

    def wins_with(self, game: RoleContext) -> str:
        return "lovers" if game.settings["lovers_win"] == "pair" else "village"
