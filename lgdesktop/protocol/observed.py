"""What the engine actually sends, observed on fixed-seed bot games: every input spec
offered per action id, and every value the enumerated event fields take, per edition.

An input's shape (how many seats, center cards, options) and most event values (a death's
cause, a vote's outcome, a ``told`` key) are decided by the roles at run time, not
declared anywhere a table could read; so :func:`observe` plays, for each edition, a few
games of its recommended deck and one game per role added to that deck, with both bot
strategies and fixed seeds, and gathers what the views carried. The result is
deterministic (same engine, same tables), which lets docs/protocol.md be generated from it
and checked by a test (:mod:`.reference`).

Pure: plays games in memory, no I/O.
"""

from __future__ import annotations

import dataclasses
import functools
from collections import defaultdict
from dataclasses import dataclass, field

from ..engine import Game, GameSetup, InputSpec, SetupError, catalogue
from ..engine.events import Event
from ..simulation import play_game

#: Seeds of the games played on an edition's recommended deck: eight games per strategy
#: reach its rarer outcomes (a poisoning, a revote, a lovers' win) in every edition.
BASE_SEEDS = tuple(range(1, 9))
#: Seeds of the games played on each deck with one role added: that role's inputs show
#: in its first games.
SEEDS = (1, 2)
#: Bot strategies played per table: the random bot reaches odd choices, the heuristic one
#: the long games (elections, revotes, late owed actions).
STRATEGIES = ("random", "heuristic")
#: Table size of the observed games, capped by each edition's range: large enough for
#: every special of a recommended deck, small enough to play quickly.
TABLE_SIZE = 12
#: Event fields whose values are not an enumeration: seats, counts, names, free text, or
#: role ids (listed per edition in the role tables).
NOT_ENUMERATED = frozenset(
    {"role", "roles", "dealt", "center", "players", "text", "edition", "option"}
)


@dataclass(frozen=True, slots=True)
class Shape:
    """One shape an action's spec was seen with: its input ``kind``, how many seats it
    names (``at_most``: up to that many), how many center cards among how many offered,
    its ``options``, and whether the seat itself was among the targets."""

    kind: str
    count: int
    at_most: bool
    card_count: int
    cards_offered: int
    options: tuple[str, ...]
    self_target: bool


@dataclass
class ActionSeen:
    """Everything seen of one action id in one edition: its shapes, the cards held by the
    seats offered it (``"(dead)"`` for a dead seat's owed action), the steps or phases
    it was offered in, and how many targets it offered (min, max)."""

    shapes: set[Shape] = field(default_factory=set)
    roles: set[str] = field(default_factory=set)
    steps: set[str] = field(default_factory=set)
    targets: tuple[int, int] | None = None

    def add(self, game: Game, seat: int, spec: InputSpec, role: str) -> None:
        """``spec`` was offered to ``seat``, who holds ``role``, in ``game`` as it is now."""
        shape = spec.shape
        self.shapes.add(
            Shape(
                spec.kind,
                spec.count,
                bool(shape and shape.at_most),
                spec.card_count,
                len(spec.cards),
                tuple(shape.options) if shape else (),
                seat in spec.targets,
            )
        )
        self.roles.add(role if game.alive[seat] else "(dead)")
        self.steps.add(game.step.id if game.phase.value == "night" else game.phase.value)
        low, high = self.targets or (len(spec.targets), len(spec.targets))
        self.targets = (min(low, len(spec.targets)), max(high, len(spec.targets)))


#: Who reads a note during play, by its event's visibility (everybody once it ended).
EVERYBODY, SOME_SEATS, NOBODY_YET = "everybody", "the seats its event admits", "nobody"


@dataclass
class EditionSeen:
    """What fixed-seed games of one edition showed: actions by id, the event types its
    logs held, the values of each enumerated event field by ``(event type, field
    name)``, and who read each note key during play (:data:`EVERYBODY`,
    :data:`SOME_SEATS`, :data:`NOBODY_YET`)."""

    actions: dict[str, ActionSeen] = field(default_factory=lambda: defaultdict(ActionSeen))
    types: set[str] = field(default_factory=set)
    values: dict[tuple[str, str], set[str]] = field(default_factory=lambda: defaultdict(set))
    readers: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    games: int = 0


def tables(edition_id: str) -> list[dict[str, int]]:
    """The compositions observed for an edition: its recommended deck, then that deck with
    each role it lacks in place of filler cards (two of a role dealt in pairs), when
    there are filler cards enough (:func:`observe` leaves out a deck the edition
    refuses)."""
    info = catalogue.edition_info(edition_id)
    players = min(TABLE_SIZE, info.max_players)
    base = catalogue.recommended_setup(edition_id, players)
    found = [base]
    for role in info.roles:
        if base.get(role.id):
            continue
        wanted = 2 if role.pair else 1
        if base.get(info.filler_role, 0) < wanted:
            continue
        composition = dict(base)
        composition[info.filler_role] -= wanted
        composition[role.id] = wanted
        found.append({k: v for k, v in composition.items() if v})
    return found


def _record_values(seen: EditionSeen, event: Event) -> None:
    seen.types.add(event.type)
    shown = event.visibility
    readers = EVERYBODY if shown.public else SOME_SEATS if shown.seats else NOBODY_YET
    for note in event.to_notes(""):
        seen.readers[note.key].add(readers)
    for item in dataclasses.fields(event):
        if item.name == "visibility" or item.name in NOT_ENUMERATED:
            continue
        value = getattr(event, item.name)
        values = value if isinstance(value, tuple) else (value,)
        strings = [v for v in values if isinstance(v, str)]
        seen.values[(event.type, item.name)].update(strings)


@functools.cache
def observe(edition_id: str) -> EditionSeen:
    """Play the edition's observed tables (:func:`tables`) with every seed and strategy;
    what their views offered and their logs said."""
    seen = EditionSeen()
    players = min(TABLE_SIZE, catalogue.edition_info(edition_id).max_players)

    def offered(game: Game, _seat, _input) -> None:
        for seat in game.awaited():
            view = game.player_view(seat)
            for spec in view.legal:
                seen.actions[spec.action].add(game, seat, spec, view.role)

    for index, composition in enumerate(tables(edition_id)):
        runs = [
            (seed, strategy) for seed in (SEEDS if index else BASE_SEEDS) for strategy in STRATEGIES
        ]
        try:
            for seed, strategy in runs:
                setup = GameSetup.create(edition_id, players, seed, composition=composition)
                game = play_game(setup, strategy, on_input=offered)
                seen.games += 1
                for event in game.log:
                    _record_values(seen, event)
        except SetupError:  # the edition refuses this deck (a balance rule): left out
            continue
    return seen
