"""What an edition is: a role pool, settings, a player range, a night order and win rules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from .errors import SetupError
from .roles import Role
from .settings import NO_TIMER, SettingSpec

if TYPE_CHECKING:
    import random

    from .game import Game


class Edition:
    """Base of every edition. Subclasses fill the class attributes and the rule methods.

    ``roles`` lists the role behaviours in **night order**: the order in which their
    ``resolve_night`` hooks run and in which the board narrates the night.
    """

    id: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    roles: ClassVar[tuple[Role, ...]]
    settings: ClassVar[tuple[SettingSpec, ...]]
    #: The dead see every role and secret during play (``jinrou``: yes).
    dead_see_all: ClassVar[bool] = False
    #: The role that fills the seats a composition leaves empty.
    filler_role: ClassVar[str] = "villager"
    #: Nobody dies on the first night.
    peaceful_first_night: ClassVar[bool] = False

    def __init__(self) -> None:
        self.role_by_id: dict[str, Role] = {role.id: role for role in self.roles}
        self.night_order: dict[str, int] = {role.id: rank for rank, role in enumerate(self.roles)}

    # -- composition
    def recommended_setup(self, players: int) -> dict[str, int]:
        """The recommended composition for ``players`` seats (role id -> count)."""
        raise NotImplementedError

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise SetupError(
                f"{self.id}: {players} players is out of range "
                f"({self.min_players}-{self.max_players})"
            )

    def validate_composition(self, composition: Mapping[str, int], players: int,
                             settings: Mapping[str, str]) -> None:
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
        if total != players:
            raise SetupError(f"composition has {total} roles for {players} players")

    def complete_composition(self, composition: Mapping[str, int], players: int) -> dict[str, int]:
        """``composition`` with the filler role added up to ``players`` seats."""
        full = {role_id: count for role_id, count in composition.items() if count}
        missing = players - sum(full.values())
        if missing > 0:
            full[self.filler_role] = full.get(self.filler_role, 0) + missing
        return full

    def validate_balance(self, composition: Mapping[str, int],
                         settings: Mapping[str, str]) -> None:
        """Raise SetupError if the composition could not make a game (e.g. already won)."""

    def prepare_deal(self, composition: dict[str, int], settings: Mapping[str, str],
                     rng: random.Random) -> str | None:
        """Adjust the composition before the deal (e.g. a missing role); return what changed."""
        return None

    # -- the running game
    def narration_steps(self, composition: Mapping[str, int], night: int) -> tuple[str, ...]:
        """The board's narration steps for ``night``: from the composition only (public),
        never from who is alive, so that timing reveals nothing."""
        raise NotImplementedError

    def discussion_seconds(self, settings: Mapping[str, str]) -> int | None:
        value = settings.get("discussion_seconds", NO_TIMER)
        return None if value == NO_TIMER else int(value)

    def tie_outcome(self, game: Game, round_: int,
                    top: list[int]) -> tuple[str, int | None]:
        """How a closed vote ends, given the most-voted seats ``top`` (sorted).

        Returns ``(outcome, banished)`` with outcome ``banished``, ``revote``, ``random``
        or ``nobody``.
        """
        raise NotImplementedError

    def reveals_banished_role(self, game: Game) -> bool:
        """Whether a banished player's role is shown to everybody."""
        return False

    def check_win(self, game: Game) -> tuple[str, tuple[int, ...]] | None:
        """The winner label and winning seats, or None while the game goes on."""
        raise NotImplementedError
