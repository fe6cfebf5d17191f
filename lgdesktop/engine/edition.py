"""What an edition is: a role pool, settings, a player range, a night order and win rules.

An edition also declares the shapes the engine's general mechanisms take in it: center
cards (``center_cards``), which card a player wakes by (``wakes_by_dealt_card``), its chat
channels (``Role.channels`` and ``dead_channel``), how a vote ends (:meth:`vote_outcome`:
nobody, one or several eliminated) and who wins (:meth:`check_win`: several sides at
once). See docs/engine.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from .errors import SetupError
from .flow import CLASSIC, Flow, Step
from .model import Win
from .roles import DeathBatch, Role
from .settings import NO_TIMER, SettingSpec

if TYPE_CHECKING:
    import random

    from .context import RoleContext
    from .values import Value


@dataclass(frozen=True, slots=True)
class Preset:
    """A named composition an edition offers (a scenario): its ``id`` and the table sizes
    it is made for (below ``min_players`` it is unavailable, with the reason said)."""

    id: str
    min_players: int
    max_players: int


class Edition:
    """Base of every edition. Subclasses fill the class attributes and the rule methods.

    ``roles`` lists the role behaviours in **night order**: the order in which their
    ``resolve_night`` hooks run and in which the board narrates the night.
    """

    id: ClassVar[str]
    #: The edition's name in English (screens translate it).
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    #: The table sizes the edition recommends (None: its whole range); a size allowed
    #: but outside them gets a warning (:meth:`player_warning`), not a refusal.
    recommended_players: ClassVar[tuple[int, int] | None] = None
    roles: ClassVar[tuple[Role, ...]]
    settings: ClassVar[tuple[SettingSpec, ...]]
    #: The dead see every role and secret during play (``jinrou``: yes).
    dead_see_all: ClassVar[bool] = False
    #: The role that fills the seats a composition leaves empty.
    filler_role: ClassVar[str] = "villager"
    #: Nobody dies on the first night.
    peaceful_first_night: ClassVar[bool] = False
    #: A night may kill (False: nobody ever dies at night, ``one_night``: its morning has
    #: no news to tell, and the screens go straight to the debate).
    night_deaths: ClassVar[bool] = True
    #: Cards dealt face down to the center besides one per player (one_night: 3).
    center_cards: ClassVar[int] = 0
    #: A player wakes at night by the card dealt to him (True), or by the card he holds
    #: now (False). Editions where cards never move need not care.
    wakes_by_dealt_card: ClassVar[bool] = False
    #: The channel of the dead (None: the dead have none). Living players' channels are
    #: declared by their roles (``Role.channels``).
    dead_channel: ClassVar[str | None] = "dead"
    #: The roles the board calls at night, in calling order, each with True when called on
    #: the first night only; :meth:`narration_steps` narrates them.
    night_calls: ClassVar[tuple[tuple[str, bool], ...]] = ()
    #: Every winning side the edition knows, each with the role that must be in the
    #: composition for it to win (None: always possible).
    win_labels: ClassVar[tuple[tuple[str, str | None], ...]] = (("village", None), ("wolves", None))
    #: The values of enumerated event fields the edition's own rules give (how its votes
    #: end, its titles and owed kinds: :mod:`.values`); its roles declare theirs.
    values: ClassVar[tuple[Value, ...]] = ()
    #: The named compositions the edition offers (:meth:`preset_setup`), in menu order.
    presets: ClassVar[tuple[Preset, ...]] = ()

    def __init__(self) -> None:
        #: The edition restricts who votes (:meth:`may_vote`) / adds votes
        #: (:meth:`vote_bonuses`): the engine skips what it does not.
        #: A role's own hook (:meth:`Role.may_vote`, :meth:`Role.vote_bonuses`) counts too.
        self.voting_roles = tuple(role for role in self.roles if role.restricts_voters)
        self.bonus_roles = tuple(role for role in self.roles if role.has_vote_bonuses)
        self.nightfall_roles = tuple(role for role in self.roles if role.has_nightfall_deaths)
        self.banishment_roles = tuple(role for role in self.roles if role.has_banishment_hold)
        self.restricts_voters = type(self).may_vote is not Edition.may_vote or bool(
            self.voting_roles
        )
        self.has_vote_bonuses = type(self).vote_bonuses is not Edition.vote_bonuses or bool(
            self.bonus_roles
        )
        #: The edition forbids some ballots (:meth:`forbidden_targets`) / reacts to every
        #: death (:meth:`on_death`): the engine skips what it does not.
        self.restricts_targets = type(self).forbidden_targets is not Edition.forbidden_targets
        self.has_death_hook = type(self).on_death is not Edition.on_death
        #: A role of the edition adds forms to a day ballot (:meth:`Role.extra_ballots`).
        self.has_extra_ballots = any(role.has_extra_ballots for role in self.roles)
        self.role_by_id: dict[str, Role] = {role.id: role for role in self.roles}
        self.night_order: dict[str, int] = {role.id: rank for rank, role in enumerate(self.roles)}
        channels = [] if self.dead_channel is None else [self.dead_channel]
        for role in self.roles:
            channels += [name for name in role.channels if name not in channels]
        #: Every chat channel of the edition: the dead's first, then the roles'.
        self.channels: tuple[str, ...] = tuple(channels)

    # -- composition
    def recommended_setup(self, players: int) -> dict[str, int]:
        """The recommended composition for ``players`` seats (role id -> count)."""
        raise NotImplementedError

    def preset_unavailable(self, preset_id: str, players: int) -> str | None:
        """Why preset ``preset_id`` cannot be dealt to ``players`` seats (one line fit for a
        terminal and a greyed-out menu entry), None when it can."""
        by_id = {preset.id: preset for preset in self.presets}
        preset = by_id.get(preset_id)
        if preset is None:
            known = ", ".join(by_id) or "none"
            return f"unknown preset {preset_id!r} for {self.id} (known: {known})"
        if players < preset.min_players:
            return f"preset {preset_id} needs at least {preset.min_players} players, not {players}"
        if players > preset.max_players:
            return f"preset {preset_id} is for at most {preset.max_players} players, not {players}"
        return None

    def preset_setup(self, preset_id: str, players: int) -> dict[str, int]:
        """The composition of preset ``preset_id`` for ``players`` seats (the whole deck,
        center cards included); SetupError with :meth:`preset_unavailable`'s reason."""
        reason = self.preset_unavailable(preset_id, players)
        if reason is not None:
            raise SetupError(reason)
        return self.build_preset(preset_id, players)

    def build_preset(self, preset_id: str, players: int) -> dict[str, int]:
        """The composition of an available preset (an edition with presets says it)."""
        raise NotImplementedError

    def center_for(self, composition: Mapping[str, int] | None) -> int:
        """How many cards lie in the center with ``composition`` (None: the edition's
        usual deck): ``center_cards`` by default; an edition whose center depends on the
        roles dealt (``thiercelieux``: two with the Thief) says so here."""
        return self.center_cards

    def deck_size(self, players: int, composition: Mapping[str, int] | None = None) -> int:
        """How many cards are dealt for ``players`` seats with ``composition`` (one each,
        plus the center's, :meth:`center_for`)."""
        return players + self.center_for(composition)

    def player_warning(self, players: int) -> str | None:
        """A warning for a table size the edition allows but does not recommend
        (``recommended_players``), None when there is nothing to say. Out-of-range sizes
        are errors (:meth:`check_players`)."""
        if self.recommended_players is None:
            return None
        low, high = self.recommended_players
        if low <= players <= high:
            return None
        return (
            f"{self.id}: {players} players is outside the recommended {low}-{high} "
            f"(allowed: {self.min_players}-{self.max_players})"
        )

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise SetupError(
                f"{self.id}: {players} players is out of range "
                f"({self.min_players}-{self.max_players})"
            )

    def validate_composition(
        self, composition: Mapping[str, int], players: int, settings: Mapping[str, str]
    ) -> None:
        """Raise SetupError unless ``composition`` can be dealt to ``players`` seats."""
        self.check_players(players)
        for role_id, count in composition.items():
            if role_id not in self.role_by_id:
                raise SetupError(
                    f"unknown role {role_id!r} for {self.id} "
                    f"(known: {', '.join(sorted(self.role_by_id))})"
                )
            if count < 0:
                raise SetupError(f"role {role_id}: negative count {count}")
            if self.role_by_id[role_id].pair and count not in (0, 2):
                raise SetupError(f"role {role_id} is dealt as a pair: count must be 0 or 2")
        total = sum(composition.values())
        if total != self.deck_size(players, composition):
            extra = self.center_for(composition)
            center = f" and {extra} center cards" if extra else ""
            raise SetupError(f"composition has {total} roles for {players} players{center}")

    def complete_composition(self, composition: Mapping[str, int], players: int) -> dict[str, int]:
        """``composition`` with the filler role added up to the deck of ``players``."""
        full = {role_id: count for role_id, count in composition.items() if count}
        missing = self.deck_size(players, full) - sum(full.values())
        if missing > 0:
            full[self.filler_role] = full.get(self.filler_role, 0) + missing
        return full

    def validate_balance(self, composition: Mapping[str, int], settings: Mapping[str, str]) -> None:
        """Raise SetupError if the composition could not make a game (e.g. already won)."""

    def prepare_deal(
        self, composition: dict[str, int], settings: Mapping[str, str], rng: random.Random
    ) -> str | None:
        """Adjust the composition before the deal (e.g. a missing role); return what changed."""
        return None

    # -- what the edition offers (read by the catalogue, the CLI and the simulator)
    def possible_labels(
        self, composition: Mapping[str, int], settings: Mapping[str, str]
    ) -> tuple[str, ...]:
        """The winning sides a game of ``composition`` may end with, in report order."""
        return tuple(
            label
            for label, role_id in self.win_labels
            if role_id is None or composition.get(role_id)
        )

    # -- the running game
    def flow(self, settings: Mapping[str, str]) -> Flow:
        """The flow a game runs with ``settings`` (see :mod:`.flow`); by default the
        classic cycle: one simultaneous night, the morning, the debate, the vote."""
        return CLASSIC

    def narration_steps(
        self, composition: Mapping[str, int], night: int, settings: Mapping[str, str] | None = None
    ) -> tuple[str, ...]:
        """The board's narration steps for ``night``: from public facts only (the
        composition, the settings), never from who is alive, so that timing reveals
        nothing. A stepped night narrates its declared steps, every one every night it
        is called, whatever the deal; a one-step night the ``night_calls`` whose role is
        in the composition."""
        flow = self.flow(settings or {})
        if flow.stepped_nights:
            return tuple(
                step.id for step in flow.night_steps(night) if self.calls_step(step, composition)
            )
        return tuple(
            role_id
            for role_id, first_only in self.night_calls
            if composition.get(role_id) and (night == 1 or not first_only)
        )

    def step_seconds(self, step: Step, settings: Mapping[str, str]) -> float | None:
        """How long a night step lasts on a timed table at speed 1, in seconds, from public
        facts only (the step and the settings, never the deal); None: the room's usual
        night step length. By default every step lasts the usual length."""
        return None

    def calls_step(self, step: Step, composition: Mapping[str, int]) -> bool:
        """Whether a night step is called with this public composition: always, or (an
        ``in_deck`` step) when one of its roles is in the deck, dealt or in the center."""
        return not step.in_deck or any(composition.get(role_id) for role_id in step.called)

    def discussion_seconds(self, settings: Mapping[str, str]) -> int | None:
        value = settings.get("discussion_seconds", NO_TIMER)
        return None if value == NO_TIMER else int(value)

    def chat_members(self, game: RoleContext, channel: str) -> tuple[int, ...]:
        """The seats that may read and write ``channel`` now, in seat order: the dead in
        ``dead_channel``; in a role's channel, the living seats that wake as a role
        declaring it (:meth:`RoleContext.night_role`: a card swapped in the dark moves nobody
        into or out of a channel where players wake by their dealt card); nobody in a
        channel the edition does not know."""
        if channel == self.dead_channel:
            return tuple(seat for seat in range(game.players) if not game.alive[seat])
        if channel not in self.channels or not game.cards_seen:
            return ()
        joined, by_id = game.joined, self.role_by_id
        return tuple(
            seat
            for seat in game.living()
            if channel in game.night_role(seat).channels
            or (seat in joined and channel in by_id[joined[seat]].channels)
        )

    def tie_outcome(self, game: RoleContext, round_: int, top: list[int]) -> tuple[str, int | None]:
        """How a closed vote ends, given the most-voted seats ``top`` (sorted), for
        editions where a vote eliminates at most one player (see :meth:`vote_outcome`).

        Returns ``(outcome, banished)`` with outcome ``banished``, ``revote``, ``random``
        or ``nobody``.
        """
        raise NotImplementedError

    def vote_outcome(
        self, game: RoleContext, round_: int, ranking: list[tuple[int, int]]
    ) -> tuple[str, tuple[int, ...]]:
        """How a closed vote ends, from ``ranking`` ((target, votes), most first, then by
        seat): ``(outcome, eliminated)`` with ``eliminated`` in seat order, empty for
        nobody, several where the edition says so. ``revote`` opens a new round among the
        most-voted. By default, :meth:`tie_outcome` on the most-voted seats."""
        top = [target for target, votes in ranking if votes == ranking[0][1]] if ranking else []
        outcome, banished = self.tie_outcome(game, round_, top)
        return outcome, () if banished is None else (banished,)

    def untied_outcome(
        self, game: RoleContext, round_: int, ranking: list[tuple[int, int]]
    ) -> tuple[str, tuple[int, ...]]:
        """How a tie ends when :meth:`vote_outcome` asked for a ``tie_break`` and nobody
        holds a title that breaks ties: nobody, by default."""
        return "nobody", ()

    def may_vote(self, game: RoleContext, seat: int) -> bool:
        """Whether living ``seat`` votes in a day vote (a Scapegoat's choice of voters).
        By default, what the card the seat holds says (:meth:`Role.may_vote`: an Idiot
        revealed does not)."""
        role = game.role(seat)
        return not role.restricts_voters or role.may_vote(game, seat)

    def forbidden_targets(self, game: RoleContext, seat: int) -> frozenset[int]:
        """The seats living ``seat`` may not vote against in a day vote, nor name in a
        proxy vote (forum lovers spare each other). None by default."""
        return frozenset()

    def dead_see_everything(self, settings: Mapping[str, str]) -> bool:
        """Whether the dead see every role and secret during play with ``settings``
        (``dead_see_all`` by default; forum's ``dead_see_roles`` setting)."""
        return self.dead_see_all

    def on_death(self, game: RoleContext, batch: DeathBatch, seat: int, cause: str) -> None:
        """Any ``seat`` dies now of ``cause``, whatever its role, after its role's own
        ``on_death``: add same-instant deaths (a love triangle's heartbreaks)."""

    def nightfall_deaths(self, game: RoleContext) -> list[tuple[int, str]]:
        """The deaths that happen as a new night falls, before its first step (the
        Rusty Knight's tetanus): (seat, cause). The game holds them (``RoleContext.held``): those
        seats take no part in the night, and die first at dawn, announced with the
        morning's deaths (their consequences then, in the dawn's order). By default, those
        of the edition's characters (:meth:`Role.nightfall_deaths`), in night order."""
        return [death for role in self.nightfall_roles for death in role.nightfall_deaths(game)]

    def holds_banishment(self, game: RoleContext, dying: tuple[int, ...]) -> bool:
        """The day vote is about to put ``dying`` to death: True when an owed action that
        must come first was queued (the Devoted Servant may take the card); that action
        then calls :meth:`RoleContext.banish_now`. By default, the first of the edition's
        characters, in night order, whose :meth:`Role.holds_banishment` holds it (only
        one action then banishes); False when none does."""
        return any(role.holds_banishment(game, dying) for role in self.banishment_roles)

    def vote_bonuses(self, game: RoleContext, round_: int) -> tuple[tuple[int, int, bool], ...]:
        """Extra votes against targets in a day vote's round: (target, votes, public); a
        secret one hides the totals of the tally (the hidden Raven). By default, those of
        the edition's characters (:meth:`Role.vote_bonuses`), in night order."""
        return tuple(
            bonus for role in self.bonus_roles for bonus in role.vote_bonuses(game, round_)
        )

    def hides_totals(self, game: RoleContext) -> bool:
        """Whether every day vote's tally keeps its totals off the table, bonus or not:
        hiding them only when a secret bonus weighs would tell the table one did. Asked
        only of editions with :meth:`vote_bonuses`. No by default."""
        return False

    def reveals_banished_role(self, game: RoleContext) -> bool:
        """Whether a banished player's role is shown to everybody."""
        return False

    def check_win(self, game: RoleContext) -> Win | None:
        """Every winning side and the winning seats, or None while the game goes on."""
        raise NotImplementedError
