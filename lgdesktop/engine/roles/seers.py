"""The seers and those who learn cards: ``jinrou``'s Seer and Medium, the box Seer
(``thiercelieux``; ``forum``'s may talk), ``anniversary``'s Learned Monkey, Fox
(``thiercelieux_fox``) and Bear Tamer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from ..context import SeatState
from ..events import Probed, Told
from ..model import Camp, InputSpec, NightChoice, only
from ..notes import probe_key
from .base import DREAM_SLOTS, NightContext, Role, Slot, option_slot, option_spec, target_spec
from .shared import (
    CURSE,
    CURSE_CAUSE,
    CURSED,
    CURSED_NOTE,
    FOX_CLEAR,
    FOX_NOTES,
    FOX_PACK,
    GROWL,
    GROWL_NOTE,
    LOOK,
    PASS,
    SEER_SAW,
    SEER_SAW_NOTE,
    SNIFF,
    STOP,
    _pick,
)
from .wolves import _hunting, _pack

#: The jinrou Seer's night action: one other living player.
PROBE = "probe"

if TYPE_CHECKING:
    from ..context import RoleContext


class Seer(Role):
    """Each night, sees one other living player's card."""

    id = "seer"

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        return InputSpec(NightChoice.kind, LOOK, game.others_than(seat))

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        return (Slot(LOOK),)

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        for seat in seats:
            action, pick = _pick(night, seat)
            if action == LOOK:
                game.show_card(seat, target=pick.target)


@dataclass
class SeerNews:
    """The role a talkative Seer saw tonight, announced the next morning (None: none)."""

    saw: str | None = None


class ForumSeer(Seer):
    """Each night looks at one other living player's card (``look``, as in
    ``thiercelieux``). With ``talkative_seer`` the role she saw is announced the next
    morning, without naming her nor the player she looked at."""

    notes = (SEER_SAW_NOTE,)

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        super().resolve_night(game, night, seats)
        if game.settings["talkative_seer"] == "yes":
            for seat in seats:
                action, pick = night.pick(seat)
                if action == LOOK:
                    game.shared(SeerNews).saw = game.roles[pick.target]

    def morning_note(self, game: RoleContext) -> str | None:
        news = game.shared(SeerNews)
        saw, news.saw = news.saw, None
        return None if saw is None else SEER_SAW + saw


@dataclass
class MonkeySession(SeatState):
    """The Learned Monkey's one session: its night, the seats seen, whether it ended."""

    card: ClassVar[str] = "learned_monkey"
    night: int = 0
    seen: list[int] = field(default_factory=list)
    ended: bool = False


@dataclass
class NoseLost(SeatState):
    """Flag: this Fox sniffed no wolf once and lost his power."""

    card: ClassVar[str] = "thiercelieux_fox"


class LearnedMonkey(Role):
    """Called every night; once a game he opens a session: he ``look``s at one other
    living player's card (``CardSeen``), then chooses the next after each answer, until he
    ``stop``s, has seen every other living player, or the clock ends the step. ``stop``
    before any look keeps the session for a later night. The first wolves-camp card he sees
    (a pack card) ends it and curses him: he dies at dawn (cause ``curse``, which no potion
    saves; he is told ``cursed``). Once the session is spent he answers a decoy."""

    notes = (CURSED_NOTE,)
    values = (CURSE_CAUSE,)

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

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        """Another living player (those already seen offered, marked), or ``stop``."""
        return (Slot(LOOK), option_slot(STOP, (STOP,)))

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

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        return (Slot(SNIFF), option_slot(PASS, (PASS,)))

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


#: The notes of the probes (:mod:`..notes`).
SEER_NOTE = probe_key("seer", "the Seer's probe: werewolf (1) or not (0)")
RANDOM_WHITE_NOTE = probe_key("random_white", "the first night's free probe: never a werewolf")
MEDIUM_NOTE = probe_key("medium", "the Medium's reading of the banished: werewolf or not")


class JinrouSeer(Role):
    """Probes one other living player a night: "werewolf" or "not a werewolf".

    First night according to ``first_night_seer``: her own choice, a random non-wolf
    revealed by the game, or nothing.
    """

    notes = (SEER_NOTE, RANDOM_WHITE_NOTE)

    id = "seer"

    def night_action(self, game: RoleContext, seat: int) -> InputSpec:
        if game.number == 1 and game.settings["first_night_seer"] != "choose":
            return game.dream_spec(seat)
        return target_spec(game, seat, PROBE)

    def prompt_slots(self, game: RoleContext) -> tuple[Slot, ...]:
        if game.number == 1 and game.settings["first_night_seer"] != "choose":
            return DREAM_SLOTS
        return (Slot(PROBE),)

    def on_night_start(self, game: RoleContext, seat: int) -> None:
        if game.number == 1 and game.settings["first_night_seer"] == "random_white":
            whites = [
                other
                for other in range(game.players)
                if other != seat and not game.role(other).werewolf
            ]
            if whites:
                target = game.rng.choice(whites)
                game.emit(Probed(seat, target, False, "random_white", visibility=only(seat)))

    def resolve_night(self, game: RoleContext, night: NightContext, seats: list[int]) -> None:
        if game.number == 1 and game.settings["first_night_seer"] != "choose":
            return
        for seat in seats:
            target = night.choices.get(seat)
            if target is None:
                continue
            role = game.role(target)
            game.emit(Probed(seat, target, role.werewolf, "seer", visibility=only(seat)))
            role.on_probed(game, night, target, seat)


class Medium(Role):
    """The night after a banishment, learns whether the banished player was a werewolf."""

    notes = (MEDIUM_NOTE,)

    id = "medium"

    def on_night_start(self, game: RoleContext, seat: int) -> None:
        banished = game.last_banished
        if banished is not None:
            game.emit(
                Probed(
                    seat, banished, game.role(banished).werewolf, "medium", visibility=only(seat)
                )
            )
