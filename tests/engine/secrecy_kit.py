"""The scaffold the per-edition secrecy tests share: it plays their seeded games and asks
each edition's oracle to check every state; it decides nothing about what a reader may know.

Each ``test_*_secrecy.py`` keeps only its own oracle, written from RULES.md (never from the
engine's code): an object whose ``check(game)`` asserts that every view of the state
matches the rules. This module gives them:

- :func:`checked_games`: the loop that plays the game of every index, calls the oracle's
  ``check`` before every input and once at the end, and yields each finished game (the
  tests then assert that their games were not vacuous);
- :func:`table_games`, :func:`deck_games`: the same on random compositions and settings,
  or on fixed decks (for the oracles that know only the deck);
- :func:`seeded_setup`: a setup seeded by its index, every fifth game with timed nights;
- :class:`Verdicts`: an oracle's per-reader memory of its verdicts on the log, so that a
  check judges only the events since the last one while what the verdicts depend on stays;
- :func:`card_views`: the views of a game of moving cards compared with an oracle's
  replay of it (what each seat may see, which cards it knows);
- :func:`assert_notes`: a view's notes are exactly those of its events, in order (so a
  note is read only by whoever may know its event: the oracles judge the events);
- :func:`count`: how many events of a kind (with given fields) a log holds.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from functools import partial
from itertools import compress
from typing import Protocol

from lgdesktop.engine import Game, GameSetup, SetupError

from . import cardplay

#: Every fifth game of a run plays with timed nights (the host's clock closes the steps).
TIMED_EVERY = 5

#: A function that plays ``setup`` (game ``index``) to its end, calling ``on_state(game)``
#: before every input and once at the end, and returns the finished game.
Player = Callable[[GameSetup, int, Callable[[Game], None]], Game]


class Oracle(Protocol):
    """An edition's oracle: asserts that every view of ``game`` follows the rules."""

    def check(self, game: Game) -> None: ...


def seeded_setup(edition: str, index: int, players: int, **options: object) -> GameSetup:
    """Game ``index`` of a run: seeded by ``index``, with timed nights every
    :data:`TIMED_EVERY` games; ``options`` go to :meth:`GameSetup.create`."""
    return GameSetup.create(
        edition, players, index, timed_nights=index % TIMED_EVERY == 0, **options
    )


def card_player(max_inputs: int = cardplay.MAX_INPUTS) -> Player:
    """:func:`cardplay.play`'s three drivers, bounded by ``max_inputs`` inputs."""
    return partial(cardplay.play, max_inputs=max_inputs)


def checked_games(
    indices: Iterable[int],
    setup_of: Callable[[int], GameSetup],
    oracle_of: Callable[[GameSetup, Game], Oracle],
    *,
    play: Player | None = None,
    replay: bool = True,
    refusals: bool = False,
) -> Iterator[Game]:
    """Play the game ``setup_of(index)`` of every index with ``play`` (by default
    :func:`card_player`'s), the oracle ``oracle_of(setup, game)`` (built on the game's
    first state) checking every state; yield each finished game.

    With ``replay`` each game must replay from its inputs to the same log. With
    ``refusals`` a setup the engine refuses at once (a hopeless random composition) is
    skipped; otherwise it fails the test.
    """
    play = play or card_player()
    for index in indices:
        setup = setup_of(index)
        checker = _Checker(setup, oracle_of)
        try:
            game = play(setup, index, checker.check)
        except SetupError:
            if not refusals or checker.oracle is not None:
                raise
            continue
        if replay:
            assert Game.replay(setup, game.inputs).log == game.log
        yield game


def table_games(
    edition: str,
    indices: Iterable[int],
    table_of: Callable[[int], tuple[int, dict, dict]],
    oracle_of: Callable[[Game], Oracle],
    *,
    max_inputs: int,
) -> Iterator[Game]:
    """:func:`checked_games` on random tables: game ``index`` plays ``table_of(index)``'s
    (players, composition, settings) with at most ``max_inputs`` inputs, checked by
    ``oracle_of(game)``; a composition the engine refuses at once (a hopeless draw) is
    skipped."""

    def setup_of(index: int) -> GameSetup:
        players, composition, settings = table_of(index)
        return seeded_setup(edition, index, players, composition=composition, settings=settings)

    return checked_games(
        indices,
        setup_of,
        lambda setup, game: oracle_of(game),
        play=card_player(max_inputs),
        refusals=True,
    )


def deck_games(
    edition: str,
    indices: Iterable[int],
    deal_of: Callable[[int], tuple[int, list[str]]],
    oracle_of: Callable[[int, list[str]], Oracle],
    *,
    replay: bool = True,
    **options: object,
) -> Iterator[Game]:
    """:func:`checked_games` on fixed decks: game ``index`` deals ``deal_of(index)``'s
    (players, deck) and is checked by ``oracle_of(players, deck)``, an oracle that knows
    only the deck; ``options`` go to :func:`seeded_setup`."""

    def setup_of(index: int) -> GameSetup:
        players, deck = deal_of(index)
        return seeded_setup(edition, index, players, deal=deck, **options)

    return checked_games(
        indices,
        setup_of,
        lambda setup, game: oracle_of(len(setup.players), list(setup.deal)),
        replay=replay,
    )


class _Checker:
    """Builds a game's oracle on its first state, then has it check every state."""

    def __init__(self, setup: GameSetup, oracle_of: Callable[[GameSetup, Game], Oracle]):
        self.setup = setup
        self.oracle_of = oracle_of
        self.oracle: Oracle | None = None

    def check(self, game: Game) -> None:
        if self.oracle is None:
            self.oracle = self.oracle_of(self.setup, game)
        self.oracle.check(game)


class Verdicts:
    """An oracle's verdicts on the log, per reader (None: the board), kept from one check
    to the next while their key (what they depend on) stays the same."""

    def __init__(self) -> None:
        self.kept: dict[int | None, tuple[Hashable, list[bool]]] = {}

    def visible(
        self, game: Game, reader: int | None, key: Hashable, judge: Callable[[int], bool]
    ) -> tuple:
        """The log's events ``reader`` may see: ``judge(index)`` says it of the event at
        ``index``, called only for the events since the last call with the same key."""
        kept, verdicts = self.kept.get(reader, (None, []))
        if kept != key:
            verdicts = []
        for index in range(len(verdicts), len(game.log)):
            verdicts.append(judge(index))
        self.kept[reader] = (key, verdicts)
        return tuple(compress(game.log, verdicts))


def card_views(
    game: Game,
    may_see: Callable[[int | None, object, bool], bool],
    cards: list[str],
    center: list[str],
    known: Sequence[dict],
    dealt: Sequence[str],
) -> Iterator[tuple[int, object]]:
    """The views of a game of moving cards (the one-night editions) against an oracle's
    replay of it: its ``cards`` and ``center`` now, each seat's ``known`` cards ({seat:
    card, ("center", index): card}; everything once the game has ended). The board counts
    the center cards and shows no card before the end; every view holds exactly the log's
    events ``may_see(reader, event, ended)`` admits (reader None: the board); each seat
    knows exactly its known cards, no more (secrecy) and no less (the view is complete),
    and its own card as it last saw it (else as ``dealt``). Yields (seat, view) for the
    oracle's own further checks."""
    ended = game.ended
    board = game.public_view()
    assert board.center_cards == len(center)
    assert all(status.role is None for status in board.seats) or ended
    assert board.events == tuple(e for e in game.log if may_see(None, e, ended))
    assert_notes(board)
    if ended:
        known = [_everything(cards, center)] * game.players
    for seat in range(game.players):
        view = game.player_view(seat)
        assert view.events == tuple(e for e in game.log if may_see(seat, e, ended)), seat
        _assert_knows(seat, view, known[seat])
        assert_notes(view)
        assert view.role == known[seat].get(seat, dealt[seat])
        yield seat, view


def _everything(cards: list[str], center: list[str]) -> dict:
    """Every card on the table, as the oracles' knowledge maps write it ({seat: card,
    ("center", index): card}): what everybody knows once the game has ended."""
    return {**dict(enumerate(cards)), **{("center", c): card for c, card in enumerate(center)}}


def _assert_knows(reader: int, view, known: dict) -> None:
    """``view`` knows exactly the cards of ``known`` ({seat: card, ("center", index):
    card}), no more (secrecy) and no less (the view is complete)."""
    seats = tuple(sorted((p, r) for p, r in known.items() if isinstance(p, int)))
    centre = tuple(sorted((p[1], r) for p, r in known.items() if isinstance(p, tuple)))
    assert view.known_roles == seats, (reader, view.known_roles, seats)
    assert view.known_center == centre, (reader, view.known_center, centre)


def _unstepped(notes: Iterable) -> list[tuple]:
    """Notes without their step (which the events do not hold)."""
    return [(n.audience, n.key, n.seats, n.cards, n.params) for n in notes]


#: How many events' expected notes :func:`_expected_notes` keeps before it starts again
#: (the checks ask for the same events at every view of every input: rendering them again
#: each time was most of the kits' time; a game's log is a few hundred events).
EXPECTED_NOTES_KEPT = 50_000
#: id of an event -> (the event, kept alive so that its id stays its own; its notes).
_expected: dict[int, tuple[object, tuple[tuple, ...]]] = {}


def _expected_notes(event) -> tuple[tuple, ...]:
    """The notes of ``event`` without their step, made and checked once per event: a
    public event's are for the public audience, any other's for the seats."""
    kept = _expected.get(id(event))
    if kept is not None:
        return kept[1]
    notes = event.to_notes("")
    for note in notes:
        assert (note.audience == "public") is event.visibility.public, note
    if len(_expected) >= EXPECTED_NOTES_KEPT:
        _expected.clear()
    unstepped = tuple(_unstepped(notes))
    _expected[id(event)] = (event, unstepped)
    return unstepped


def assert_notes(view) -> None:
    """``view``'s notes are exactly the notes of its events, in log order: none of an
    event it may not know (secrecy), none missing (the view is complete); a public
    event's are for the public audience, any other's for the seats."""
    expected = [note for event in view.events for note in _expected_notes(event)]
    assert _unstepped(view.notes) == expected, getattr(view, "seat", None)


def count(log: Iterable, kind: type, /, **fields: object) -> int:
    """How many events of ``kind`` in ``log`` have every field of ``fields`` as given."""
    return sum(
        isinstance(event, kind) and all(getattr(event, k) == v for k, v in fields.items())
        for event in log
    )


def prompt_shape(specs: Iterable) -> tuple[tuple, ...]:
    """The shape of a night prompt, what another player sees of it on a laptop whose card
    is hidden: per spec, in order, its input kind, how many players, center cards and
    options it offers (marked ones included: offered, refused), how many seats and cards
    an input names, and whether that count is a maximum. Actions and names are left out."""
    return tuple(
        (
            spec.kind,
            len(spec.targets) + len(getattr(spec, "marked", ())),
            spec.count,
            (spec.shape.at_most if spec.shape else False),
            len(spec.cards) + len(getattr(spec.shape, "marked_cards", ())),
            spec.card_count,
            len(spec.options) + len(getattr(spec.shape, "marked_options", ())),
        )
        for spec in specs
    )


def night_shape_mismatch(game: Game) -> str | None:
    """At a night step, the seats that still owe an answer must all be offered a prompt of
    one shape (:func:`prompt_shape`), called or not (RULES §6: decoys of the same shape).
    Returns a description of the first difference, None when they agree (or by day)."""
    if game.ended or game.phase.value != "night":
        return None
    shapes: dict[tuple, list[int]] = {}
    for seat in game.awaited():
        shapes.setdefault(prompt_shape(game.legal_inputs(seat)), []).append(seat)
    if len(shapes) <= 1:
        return None
    return "; ".join(f"seats {seats}: {shape}" for shape, seats in shapes.items())


def open_actions(specs: Iterable) -> set[str]:
    """The actions of the specs some input fits (a wholly marked spec offers nothing)."""
    return {spec.action for spec in specs if spec.feasible()}


def assert_decoy(game: Game, view) -> None:
    """``view``'s prompt is a decoy: every spec a decoy, nothing marked (every entry may be
    picked, none used by the rules), of the step's one shape."""
    assert {spec.action for spec in view.legal} == {"decoy"}, view.legal
    for spec in view.legal:
        assert not spec.marked and spec.feasible(), spec
        assert spec.shape is None or not (spec.shape.marked_cards or spec.shape.marked_options)
    mismatch = night_shape_mismatch(game)
    assert mismatch is None, (game.step.id, mismatch)
