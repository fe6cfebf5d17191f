"""The two exits of the engine: the public view (the TV) and a player's view.

Views are immutable values built only from events that :mod:`.knowledge` lets through,
plus the few live facts every seat may know (phase, who is alive, who has voted).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .events import Event, GameEnded, NightChoiceMade, PhaseStarted
from .fastinit import fast_frozen_init
from .knowledge import NoteList, SeenLog
from .model import InputSpec, Phase
from .notes import Note

if TYPE_CHECKING:
    from .game import Game

#: Enum members read as module constants (an ``Enum.MEMBER`` lookup is slow; views are
#: built for every bot decision).
_NIGHT, _RESOLVING = Phase.NIGHT, Phase.RESOLVING
#: Each phase's ``value`` (the enum's ``value`` property is slow too).
_PHASE_VALUES = {phase: phase.value for phase in Phase}


@fast_frozen_init
@dataclass(frozen=True, slots=True)
class SeatStatus:
    """A seat as everybody sees it. ``role`` is set only once shown to everybody."""

    seat: int
    name: str
    alive: bool
    role: str | None


@fast_frozen_init
@dataclass(frozen=True, slots=True)
class VoteStatus:
    """The open vote: its round, candidates, and who has voted (never for whom).

    ``title`` is the title an election hands out ("" for a day vote); ``weights`` the
    voters whose ballot counts other than once (the Captain: 2), shown to everybody;
    ``voters`` who may vote in it (public: an Idiot revealed, a Scapegoat's choice).
    """

    round: int
    candidates: tuple[int, ...]
    voted: tuple[int, ...]
    title: str = ""
    weights: tuple[tuple[int, int], ...] = ()
    voters: tuple[int, ...] = ()


@fast_frozen_init
@dataclass(frozen=True, slots=True)
class PublicView:
    """What the TV shows: nothing here is a secret of any seat.

    ``version`` counts the public events: it changes when anything public changes, and
    never because somebody acted in secret.
    """

    version: int
    edition: str
    phase: str
    number: int
    seats: tuple[SeatStatus, ...]
    settings: tuple[tuple[str, str], ...]
    composition: tuple[tuple[str, int], ...]
    #: How many cards lie face down in the center (0 in editions without a center).
    center_cards: int
    narration: tuple[str, ...]
    discussion_seconds: int | None
    vote: VoteStatus | None
    result: GameEnded | None
    events: tuple[Event, ...]
    #: The step running now (its narration line key: ``night``, a stepped night's step,
    #: ``debate``, ``vote``, ``captain_election`` ...).
    step: str = ""
    #: The titles held now: (title, seat), for the badges on every screen.
    titles: tuple[tuple[str, int], ...] = ()
    #: The owed action to be taken now, if any: its kind (the board line key) and who owes
    #: it (None when the edition keeps that secret).
    owed: tuple[str, int | None] | None = None
    #: The notes of ``events`` (:mod:`.notes`), in order: the lines the TV may read (a
    #: :class:`.knowledge.NoteList`, equal to their tuple, made on first use).
    notes: tuple[Note, ...] = ()


@fast_frozen_init
@dataclass(frozen=True, slots=True)
class PlayerView:
    """What one player may know, and what they may do now.

    ``version`` counts the events this seat may see (send it back with an input for the
    stale check); ``events`` holds them all (public ones included); ``known_roles`` lists
    the seats' cards those events disclose, as last seen (``known_center`` the center
    cards'); ``team_picks`` the live night picks of the seat's team (the pack) tonight.
    ``role`` is the card the seat last saw in its own hand, or the card dealt to it when
    it saw that card leave without seeing the new one (a Drunk still plays the Drunk);
    ``""`` before the deal (an election before the cards are dealt). ``notes`` are the
    notes of ``events``, in order (the lines this seat may read; a
    :class:`.knowledge.NoteList`, equal to their tuple, made on first use); ``channels`` the chat
    channels it may read and write now (:meth:`Game.chat_members`), in the edition's
    order; ``pack`` the seats it knows to be the pack, in seat order, itself included when
    it is one: known as wolves, not by their card (:func:`.knowledge.pack_members`; dead
    members stay, the board says who lives).
    """

    version: int
    seat: int
    role: str
    alive: bool
    board: PublicView
    known_roles: tuple[tuple[int, str], ...]
    events: tuple[Event, ...]
    legal: tuple[InputSpec, ...]
    team_picks: tuple[tuple[int, int], ...]
    known_center: tuple[tuple[int, str], ...] = ()
    notes: tuple[Note, ...] = ()
    channels: tuple[str, ...] = ()
    pack: tuple[int, ...] = ()


def build_public_view(game: Game, seen: SeenLog, previous: PublicView | None) -> PublicView:
    """The board's view now, reusing the parts of ``previous`` that cannot have changed."""
    if previous is None or previous.number != game.number:
        settings = tuple(sorted(game.settings.items()))
        composition = tuple(sorted(game.composition.items()))
        narration = game.edition.narration_steps(game.composition, game.number, game.settings)
        discussion = game.edition.discussion_seconds(game.settings)
    else:
        settings, composition = previous.settings, previous.composition
        narration, discussion = previous.narration, previous.discussion_seconds
    seats = _seat_statuses(game, seen)
    vote = game.vote
    owed = None
    if game.owed and game.phase is _RESOLVING:
        first = game.owed[0]
        owed = (first.kind, first.seat if first.public else None)
    if vote is not None:
        weights = ()
        if game.titles:
            weights = tuple(
                [
                    (voter, weight)
                    for voter in vote.voters
                    if (weight := game.vote_weight(voter)) != 1
                ]
            )
        vote = VoteStatus(
            vote.round,
            vote.candidates,
            tuple(sorted(vote.ballots)),
            vote.step.title or "",
            weights,
            tuple(vote.voters),
        )
    titles = tuple(sorted(game.titles.items())) if game.titles else ()
    events = seen.events_for(None)
    # Positional, in field order (version, edition, phase, number, seats, settings,
    # composition, center_cards, narration, discussion_seconds, vote, result, events,
    # step, titles, owed, notes): built at every public change of every game a bot plays.
    return PublicView(
        seen.version_for(None),
        game.edition.id,
        _PHASE_VALUES[game.phase],
        game.number,
        seats,
        settings,
        composition,
        len(game.center),
        narration,
        discussion,
        vote,
        game.result,
        events,
        game.step.id,
        titles,
        owed,
        NoteList(seen, events),
    )


def _seat_statuses(game: Game, seen: SeenLog) -> tuple[SeatStatus, ...]:
    """The board's seats, made again only when who lives (``game.living()``, a new tuple
    at each death) or the publicly known cards (``seen.roles_known_by(None)``, a new tuple
    at each change) changed since they were last made (``seen.board_seats``)."""
    living, shown = game.living(), seen.roles_known_by(None)
    made = seen.board_seats
    if made is not None and made[0] is living and made[1] is shown:
        return made[2]
    roles, alive = dict(shown), game.alive
    seats = tuple(
        SeatStatus(seat, name, alive[seat], roles.get(seat)) for seat, name in enumerate(game.names)
    )
    seen.board_seats = (living, shown, seats)
    return seats


def build_player_view(game: Game, seen: SeenLog, seat: int, board: PublicView) -> PlayerView:
    events, known_roles, known_center, own_card, notes, pack = seen.reader_facts(seat)
    # Positional, in field order (version, seat, role, alive, board, known_roles, events,
    # legal, team_picks, known_center, notes, channels, pack): built for every decision of
    # every bot.
    return PlayerView(
        len(events),
        seat,
        own_card or (game.dealt[seat] if game.cards_seen else ""),
        game.alive[seat],
        board,
        known_roles,
        events,
        game.legal_inputs(seat),
        _team_picks(game, events, seat) if game.phase is _NIGHT else (),
        known_center,
        notes,
        seen.channels_of(seat),
        pack,
    )


def _team_picks(game: Game, events: tuple[Event, ...], seat: int) -> tuple[tuple[int, int], ...]:
    """Tonight's latest pick of each living teammate, for a living seat of a team whose
    members see each other's picks (the pack). Only picks of a player: an answer with an
    option and no target (the White Werewolf's ``pass``, the Accursed Wolf-Father's
    ``infect``) is no prey and is left out."""
    if game.phase is not _NIGHT or not (game.alive[seat] and _revises(game, seat)):
        return ()
    picks: dict[int, int] = {}
    for event in reversed(events):
        if isinstance(event, PhaseStarted):
            break
        if (
            isinstance(event, NightChoiceMade)
            and event.seat != seat
            and _revises(game, event.seat)
            and event.seat not in picks
        ):
            picks[event.seat] = event.target
    if seat in game.night_choices:
        picks[seat] = game.night_choices[seat]
    return tuple(sorted((mate, prey) for mate, prey in picks.items() if prey is not None))


def _revises(game: Game, seat: int) -> bool:
    """Whether ``seat`` wakes as a role whose picks its team sees live (the pack), by its
    card or by the camp it joined in play (the infected)."""
    if game.night_role(seat).revisable_choice:
        return True
    joined = game.joined.get(seat)
    return joined is not None and game.edition.role_by_id[joined].revisable_choice
