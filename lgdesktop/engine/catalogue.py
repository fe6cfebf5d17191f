"""What the editions offer, as plain immutable values: the one place screens and tools read
edition facts from (the launcher's edition list, the lobby's composition and settings
panels, ``lgdesktop roles``), instead of reaching into edition classes.

    from lgdesktop.engine import catalogue
    for info in catalogue.editions():
        info.id, info.name, info.min_players, info.max_players
    catalogue.edition_info("jinrou").roles       # RoleInfo: id, camp, night order ...
    catalogue.recommended_setup("jinrou", 9)     # {"werewolf": 2, "seer": 1, ...}
    catalogue.edition_info("jinrou").steps       # StepInfo: key, kind, called, decoys ...
    catalogue.flow_steps("trial", {"variant": "master"})  # the steps for these settings

Pure: built from the edition registry, once per edition id (an edition never changes
once registered), so screens may ask as often as they draw.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from .edition import Preset
from .editions import EDITIONS, get_edition
from .roles.shared import CELLS
from .settings import SettingSpec, resolve_settings

#: The squares of the Little Girl's peek grid (RULES §6: columns A-H by rows 1-8, ``A1`` ...
#: ``H8``), as options of a peek or of placing it: a screen draws them as a grid.
GRID_CELLS: tuple[str, ...] = CELLS


@dataclass(frozen=True, slots=True)
class RoleInfo:
    """One role of an edition.

    ``night_order`` is the role's rank (1 = first) among the roles the board calls at
    night, None when the role is never called; ``first_night_only`` says it is called on
    the first night only. ``pair``: dealt two at a time. ``channels``: the chat channels a
    living holder may use. ``settings``: the names of the settings bound to the role.
    ``wolf``: the card counts as a wolf for the win (a Werewolf, not a Madman or Minion).
    ``center_cards``: how many cards the role adds to the center when it is in the
    composition (``thiercelieux``'s Thief: 2, the two it chooses among; 0 for the others,
    the edition's own center, :attr:`EditionInfo.center_cards`, aside).
    """

    id: str
    camp: str
    wolf: bool
    night_order: int | None
    first_night_only: bool
    pair: bool
    channels: tuple[str, ...]
    settings: tuple[str, ...]
    center_cards: int = 0


@dataclass(frozen=True, slots=True)
class StepInfo:
    """One step of an edition's declared flow (:class:`~.flow.Step`), for screens and docs.

    ``key`` is the step's narration line key; ``kind`` its :class:`~.flow.StepKind` value
    (``night``, ``dawn``, ``debate``, ``vote``, ``election``); ``called`` the role ids a
    night step calls (empty: every role at once, the one-step night); ``decoys`` whether
    the seats not called answer a decoy prompt; ``place`` where the flow runs it:
    ``before_deal``, ``before_night_1``, ``day_1`` (once each) or ``cycle`` (every night
    and day); ``title`` the title an election hands out (None otherwise); ``candidacy``
    whether an election opens with candidacies. ``seconds``: a night step's own length
    on a timed table at speed 1 with these settings (``thiercelieux``'s pack step:
    ``pack_seconds``), None when it lasts the host's usual night step (and for every
    step that is not a night's). On the host a night step never closes early: it lasts
    its whole length whatever the players do (``GameSetup.timed_nights``).
    """

    key: str
    kind: str
    called: tuple[str, ...]
    decoys: bool
    place: str
    title: str | None
    candidacy: bool
    seconds: float | None = None


@dataclass(frozen=True, slots=True)
class EditionInfo:
    """One edition: identity, table range, roles (in the edition's resolution order),
    settings (``SettingSpec``: name, choices with the default first, or seconds), chat
    channels, the winning sides it knows, how many cards lie in the center whatever the
    composition (a role may bring more: :attr:`RoleInfo.center_cards`; :func:`center_cards`
    counts them for a given composition), the
    ``filler_role`` that completes a partial composition to the table's size, and the
    ``steps`` of its declared flow with the default settings (see :func:`flow_steps` for
    other settings), in the order a game first meets them."""

    id: str
    name: str
    min_players: int
    max_players: int
    center_cards: int
    roles: tuple[RoleInfo, ...]
    settings: tuple[SettingSpec, ...]
    channels: tuple[str, ...]
    win_labels: tuple[str, ...]
    dead_see_all: bool
    filler_role: str
    steps: tuple[StepInfo, ...]
    #: The table sizes the edition recommends (its whole range when it says nothing);
    #: outside them :func:`player_warning` has a warning.
    recommended_players: tuple[int, int] = (0, 0)
    #: A night may kill (False: nobody ever dies at night, ``one_night``).
    night_deaths: bool = True

    def role(self, role_id: str) -> RoleInfo:
        """The role called ``role_id`` (KeyError if the edition has none)."""
        for info in self.roles:
            if info.id == role_id:
                return info
        raise KeyError(role_id)

    def default_settings(self) -> dict[str, str]:
        """Every setting's default value, by name."""
        return {spec.name: spec.default_value for spec in self.settings}


@functools.cache
def edition_info(edition_id: str) -> EditionInfo:
    """The facts of edition ``edition_id`` (SetupError listing the known ones if unknown)."""
    edition = get_edition(edition_id)
    calls = {}
    for rank, (role_id, first_only) in enumerate(edition.night_calls, start=1):
        calls.setdefault(role_id, (rank, first_only))
    roles = tuple(
        RoleInfo(
            id=role.id,
            camp=role.camp.value,
            wolf=role.counts_as_wolf,
            night_order=calls.get(role.id, (None, False))[0],
            first_night_only=calls.get(role.id, (None, False))[1],
            pair=role.pair,
            channels=role.channels,
            settings=tuple(spec.name for spec in edition.settings if spec.role == role.id),
            center_cards=edition.center_for({role.id: 1}) - edition.center_for({}),
        )
        for role in edition.roles
    )
    return EditionInfo(
        id=edition.id,
        name=edition.name,
        min_players=edition.min_players,
        max_players=edition.max_players,
        center_cards=edition.center_for({}),
        roles=roles,
        settings=edition.settings,
        channels=edition.channels,
        win_labels=tuple(label for label, _ in edition.win_labels),
        dead_see_all=edition.dead_see_all,
        filler_role=edition.filler_role,
        steps=flow_steps(edition_id),
        recommended_players=edition.recommended_players
        or (edition.min_players, edition.max_players),
        night_deaths=edition.night_deaths,
    )


def flow_steps(edition_id: str, settings: dict[str, str] | None = None) -> tuple[StepInfo, ...]:
    """The declared steps of edition ``edition_id`` with ``settings`` (overrides of the
    defaults; SetupError for an unknown name): those run once (before the deal, before
    night 1), then the cycle's, with day 1's extras after the cycle's dawn."""
    edition = get_edition(edition_id)
    resolved = resolve_settings(edition.settings, settings)
    flow = edition.flow(resolved)
    placed = [("before_deal", step) for step in flow.before_deal]
    placed += [("before_night_1", step) for step in flow.before_night_1]
    for step in flow.cycle:
        placed.append(("cycle", step))
        if step.kind.value == "dawn":
            placed += [("day_1", extra) for extra in flow.day_1]
    return tuple(
        StepInfo(
            key=step.id,
            kind=step.kind.value,
            called=step.called,
            decoys=step.decoys,
            place=place,
            title=step.title,
            candidacy=step.candidacy,
            seconds=edition.step_seconds(step, resolved) if step.kind.value == "night" else None,
        )
        for place, step in placed
    )


def editions() -> tuple[EditionInfo, ...]:
    """Every registered edition, by id."""
    return tuple(edition_info(edition_id) for edition_id in sorted(EDITIONS))


def recommended_setup(edition_id: str, players: int) -> dict[str, int]:
    """The composition the edition proposes for ``players`` seats (role id -> count; the
    deck includes the center cards where the edition has some). SetupError if ``players``
    is out of range."""
    return get_edition(edition_id).recommended_setup(players)


def center_cards(edition_id: str, composition: dict[str, int]) -> int:
    """How many cards lie in the center with ``composition`` (``thiercelieux``: two with
    the Thief, none without)."""
    return get_edition(edition_id).center_for(composition)


def player_warning(edition_id: str, players: int) -> str | None:
    """A warning for a table size the edition allows but does not recommend
    (``thiercelieux`` below 8 or above 18), None when there is nothing to say."""
    return get_edition(edition_id).player_warning(players)


def presets(edition_id: str) -> tuple[Preset, ...]:
    """The named compositions edition ``edition_id`` offers (``anniversary``: the first
    game and four scenarios), each with its table sizes, in menu order."""
    return get_edition(edition_id).presets


def preset_unavailable(edition_id: str, preset: str, players: int) -> str | None:
    """Why ``preset`` cannot be dealt to ``players`` seats (unknown, too few or too many
    players: one line, for a greyed-out menu entry or a terminal), None when it can."""
    return get_edition(edition_id).preset_unavailable(preset, players)


def preset_setup(edition_id: str, preset: str, players: int) -> dict[str, int]:
    """The composition of ``preset`` for ``players`` seats (role id -> count, the whole
    deck); SetupError with :func:`preset_unavailable`'s reason when it is unavailable."""
    return get_edition(edition_id).preset_setup(preset, players)
