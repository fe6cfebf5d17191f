"""Pure functions that turn engine views (and lobby data) into rows and lines for QML.

Nothing here keeps state or touches Qt objects besides translation: the view-models of
:mod:`.board` and :mod:`.player` call these and publish the results.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ...engine import PublicView, SetupError, catalogue
from ...engine.events import (
    Attacked,
    CampChanged,
    CardSeen,
    CardsSwapped,
    DeathCause,
    Died,
    Event,
    GameEnded,
    MorningNews,
    NightChoiceMade,
    NightPickMade,
    PhaseStarted,
    Probed,
    RoleRemoved,
    ShotFired,
    StepStarted,
    TeamRevealed,
    TitleGiven,
    Told,
    VoteTally,
)
from ...engine.knowledge import disclosed_roles, swapped_positions
from ...engine.notes import Note
from ...engine.roles.shared import SAVE_PREFIX
from ...protocol import LobbyState
from . import registry, texts
from .i18n import translate

#: First and last narration steps of every night, around the composition's role steps.
NIGHT_FALLS = "night_falls"
DAWN = "dawn"

SETTING_KEYS = ("name", "label", "value", "valueLabel", "choices", "seconds")
COMPOSITION_KEYS = ("role", "label", "blurb", "count", "camp", "pair", "filler")
RECAP_KEYS = ("title", "lines")
#: A seat chip's row, on the board and on every laptop (see :func:`seat_rows`).
SEAT_KEYS = (
    "seat",
    "name",
    "ready",
    "connected",
    "bot",
    "alive",
    "roleLabel",
    "voted",
    "title",
    "titleLabel",
    "weight",
)


def as_dict(pairs: Mapping | Iterable[tuple[Any, Any]] | None) -> dict:
    """A mapping from a dict or a sequence of pairs (views hold sorted pairs)."""
    return dict(pairs or ())


def night_steps(narration: Sequence[str]) -> tuple[str, ...]:
    """The board's narration steps for a night whose public narration is ``narration``.

    Built from the public view only (the composition), never from who is alive or dealt.
    """
    return (NIGHT_FALLS, *narration, DAWN)


EDITION_KEYS = ("edition", "label", "minPlayers", "maxPlayers")


#: A preset's row in the lobby (see :func:`preset_rows`).
PRESET_KEYS = ("preset", "label", "available", "reason")


def preset_rows(edition_id: str, players: int) -> list[dict[str, Any]]:
    """The presets ``edition_id`` offers, in menu order, each ``available`` to ``players``
    seats or not (``catalogue.preset_unavailable``), with the reason said in the current
    language (too few or too many players)."""
    rows = []
    for preset in catalogue.presets(edition_id):
        blocked = catalogue.preset_unavailable(edition_id, preset.id, players)
        reason = ""
        if blocked is not None:
            reason = texts.preset_size_reason(preset.min_players, preset.max_players, players)
        rows.append(
            {
                "preset": preset.id,
                "label": texts.preset_name(preset.id),
                "available": blocked is None,
                "reason": reason,
            }
        )
    return rows


def edition_rows() -> list[dict[str, Any]]:
    """Every built edition with its player range (the launcher's and the lobby's list)."""
    return [
        {
            "edition": info.id,
            "label": texts.edition_choice(info.id, info.min_players, info.max_players),
            "minPlayers": info.min_players,
            "maxPlayers": info.max_players,
        }
        for info in catalogue.editions()
    ]


def setting_rows(
    edition_id: str, settings: Mapping[str, str], composition: Mapping[str, int]
) -> list[dict[str, Any]]:
    """Every setting in force, in the edition's order; a role-bound setting only while its
    role is in the composition."""
    rows = []
    for spec in catalogue.edition_info(edition_id).settings:
        if spec.role is not None and not composition.get(spec.role):
            continue
        value = settings.get(spec.name, spec.default_value)
        choices = [
            {"value": choice, "label": texts.setting_value(spec.name, choice)}
            for choice in spec.choices
        ]
        rows.append(
            {
                "name": spec.name,
                "label": texts.setting_name(spec.name),
                "value": value,
                "valueLabel": texts.setting_value(spec.name, value),
                "choices": choices,
                "seconds": spec.seconds,
            }
        )
    return rows


def composition_rows(
    edition_id: str, composition: Mapping[str, int], *, every_role: bool = False
) -> list[dict[str, Any]]:
    """The composition in night order; with ``every_role`` the roles at zero too (to edit)."""
    edition = catalogue.edition_info(edition_id)
    return [
        {
            "role": role.id,
            "label": texts.role_name(role.id),
            "blurb": texts.role_blurb(role.id, edition_id),
            "count": composition.get(role.id, 0),
            "camp": role.camp,
            "pair": role.pair,
            "filler": role.id == edition.filler_role,
        }
        for role in edition.roles
        if every_role or composition.get(role.id)
    ]


def asked_to_vote(lobby: LobbyState | None, phase: str) -> set[int]:
    """Seats that asked for the vote during this day (the board marks them with ✓).

    Read from ``LobbyState.vote_requests`` (the seats that sent ``ready_to_vote`` since the
    day began); any other phase marks nobody.
    """
    if phase != "day" or lobby is None:
        return set()
    return set(lobby.vote_requests)


def roles_before_end(events: Iterable[Event]) -> dict[int, str]:
    """Each seat's card as the public ones of ``events`` showed it, the end's reveal of
    every card left out: what the board knew of the cards while the game was under way,
    by seat. Read by the engine's rule (:func:`~lgdesktop.engine.knowledge.disclosed_roles`;
    a public swap moves what was known of the two cards along)."""
    known: dict[int, str] = {}
    for event in events:
        if not event.visibility.public or isinstance(event, GameEnded):
            continue
        swap = swapped_positions(event)
        if swap is None:
            known.update(disclosed_roles(event))
            continue
        first, second = swap
        moved = {second: known.pop(first, None), first: known.pop(second, None)}
        known.update((key, role) for key, role in moved.items() if role is not None)
    return {key: role for key, role in known.items() if key >= 0}


def seat_rows(
    board: PublicView, lobby: LobbyState | None, roles: Mapping[int, str] | None = None
) -> list[dict[str, Any]]:
    """Every seat as a chip row (:data:`SEAT_KEYS`): its name, life, public card, the title
    it holds (its emblem id and name) and its ballot's weight in the open vote (``×2``;
    only the weights the view makes public). ``ready`` marks the seats that asked for
    the vote; ``connected`` and ``bot`` come from ``lobby`` (True / False without one).
    ``roles`` (by seat), when given, are the cards shown instead of the view's (a seat
    missing from it shows none): the board's news after the end, which shows the cards
    of the game under way (:func:`roles_before_end`)."""
    cards = {seat.seat: seat.role for seat in board.seats} if roles is None else roles
    lobby_seats = {seat.seat: seat for seat in getattr(lobby, "seats", ())}
    asked = asked_to_vote(lobby, board.phase)
    voted = set(board.vote.voted) if board.vote else set()
    titles = {seat: title for title, seat in board.titles}
    weights = dict(board.vote.weights) if board.vote else {}
    return [
        {
            "seat": seat.seat,
            "name": seat.name,
            "ready": seat.seat in asked,
            "connected": getattr(lobby_seats.get(seat.seat), "connected", True),
            "bot": getattr(lobby_seats.get(seat.seat), "bot", False),
            "alive": seat.alive,
            "roleLabel": texts.role_name(cards[seat.seat]) if cards.get(seat.seat) else "",
            "voted": seat.seat in voted,
            "title": titles.get(seat.seat, ""),
            "titleLabel": texts.title_name(titles[seat.seat]) if seat.seat in titles else "",
            "weight": texts.vote_weight(weights[seat.seat]) if seat.seat in weights else "",
        }
        for seat in board.seats
    ]


def votes_closed_today(notes: Sequence[Note], upto: int | None = None) -> int:
    """How many day votes ended since the last nightfall, among ``notes`` (a view's)
    before index ``upto`` (None: all): the tallies of a vote phase but those that call a
    revote (the same vote goes on). One ended and another open: a second vote (the
    Stuttering Judge's)."""
    ended, phase = 0, ""
    for note in notes[:upto]:
        if note.key == "phase.started":
            phase = note.param("phase")
            ended = 0 if phase == "night" else ended
        elif note.key == "vote.tally" and phase == "vote" and note.param("outcome") != "revote":
            ended += 1
    return ended


def second_vote_day(notes: Sequence[Note], tally: int) -> int:
    """The day the ``vote.tally`` note at index ``tally`` of ``notes`` closed a second vote
    on; 0 when it closed any other vote."""
    if not votes_closed_today(notes, tally):
        return 0
    return next(
        int(n.param("number") or 0) for n in reversed(notes[:tally]) if n.key == "phase.started"
    )


def phase_title(board: PublicView) -> str:
    """The title of the phase on screen: ``Night 2``, ``Vote, day 1`` ...; an election
    held before the first night reads ``Election``, never ``Election, day 1``; a day vote
    after another one ended the same day, ``Second vote, day 1``."""
    if board.phase == "vote" and votes_closed_today(board.notes):
        return texts.second_vote_title(board.number)
    after_first_night = board.phase != "election" or any(
        note.key == "phase.started" and note.param("phase") == "night" for note in board.notes
    )
    return texts.phase_title(board.phase, board.number, after_first_night=after_first_night)


def held_title(edition: str) -> str:
    """The title ``edition``'s elections hand out (``mayor`` in ``forum``), which the lines
    of its tie-breaks and successors name; ``captain`` for an edition without one."""
    try:
        steps = catalogue.edition_info(edition).steps
    except SetupError:
        return "captain"
    return next((step.title for step in steps if step.title), "captain")


def candidates_line(board: PublicView) -> str:
    """Who may be named in an election or a revote (empty for a first-round day vote,
    where every living player may be)."""
    vote = board.vote
    if vote is None or not vote.candidates or not (vote.title or vote.round > 1):
        return ""
    names = [seat.name for seat in board.seats]
    return translate("Board", "Candidates: {names}").format(
        names=texts.names_list([name_of(names, seat) for seat in vote.candidates])
    )


def name_of(names: Sequence[str], seat: int | None) -> str:
    if seat is None or not 0 <= seat < len(names):
        return "?"
    return names[seat]


def tally_rows(tally: VoteTally, names: Sequence[str]) -> list[dict[str, Any]]:
    """One row per voted player, most votes first, with who voted for him (every ballot
    is revealed at once when the vote closes; a ballot that counts other than once is
    marked, ``Ana ×2``).

    When the tally keeps its totals secret (a hidden bonus counted: ``counts`` empty while
    ballots were cast), the rows list the open ballots only, in seat order, with no
    count and no bar (``votes`` 0), and only the players the vote eliminated lead."""
    weights = dict(tally.weights)
    voters: dict[int, list[str]] = {}
    for voter, target in tally.ballots:
        name = name_of(names, voter)
        if voter in weights:
            name = texts.weighted_name(name, weights[voter])
        voters.setdefault(target, []).append(name)
    if not tally.counts:
        return [
            {
                "seat": seat,
                "name": name_of(names, seat),
                "votes": 0,
                "votesText": "",
                "leading": seat in tally.eliminated,
                "voters": texts.names_list(voters[seat]),
            }
            for seat in sorted(voters)
        ]
    top = tally.counts[0][1]
    return [
        {
            "seat": seat,
            "name": name_of(names, seat),
            "votes": votes,
            "votesText": texts.votes_count(votes),
            "leading": votes == top,
            "voters": texts.names_list(voters.get(seat, [])),
        }
        for seat, votes in tally.counts
    ]


def tally_text(tally: VoteTally, names: Sequence[str], title: str = "captain") -> str:
    """The outcome line of a closed vote (a tie-break names the ``title`` held)."""
    top = tally.counts[0][1] if tally.counts else 0
    tied = [name_of(names, seat) for seat, votes in tally.counts if votes == top]
    banished = None if tally.banished is None else name_of(names, tally.banished)
    return texts.tally_outcome(
        tally.outcome, banished, tied, [name_of(names, seat) for seat in tally.eliminated], title
    )


def recap(
    events: Sequence[Event],
    names: Sequence[str],
    roles: Sequence[str],
    dealt: Sequence[str] = (),
    *,
    first_cards: Sequence[str] = (),
) -> list[dict[str, Any]]:
    """The night-by-night story of a finished game, one chapter per night and per day.

    Needs the whole log (a finished game's public view holds it) and the final ``roles``;
    in an edition whose cards move, ``dealt`` (the cards dealt) names who acted at night
    (a seat wakes by its dealt card), and the story of the night tells who looked at
    what and who swapped what, in the order the night resolved it. With ``first_cards``
    (the cards dealt, in any edition) a seat is named by its dealt card until its card
    first changes hands, that swap included (a Thief's, a Devoted Servant's and the
    banished's), and by its final card after it.
    """
    woke = dealt or roles
    # The title the game's elections handed out (a tie-break names it), as the log says.
    held = next((e.title for e in events if isinstance(e, TitleGiven)), "captain")
    first_swap: dict[int, int] = {}  # seat -> the index of the event that first moved its card
    for index, event in enumerate(events):
        if isinstance(event, CardsSwapped):
            for seat in event.seats:
                first_swap.setdefault(seat, index)
    now = 0  # the index of the event told

    def who(seat: int, by_dealt: bool = False) -> str:
        if by_dealt:
            card = woke[seat]
        elif first_cards and now <= first_swap.get(seat, -1):  # the swap: who it was
            card = first_cards[seat]
        else:
            card = roles[seat]
        return translate("Recap", "{name} ({role})").format(
            name=name_of(names, seat), role=texts.role_name(card)
        )

    chapters: list[dict[str, Any]] = []
    lines: list[str] = []
    nights = 0
    step = ""  # the night call under way (a lone wolf's attack comes in his own)
    victims: dict[int, tuple[int, ...]] = {}  # seat -> the pack's victims it was last told
    for index, event in enumerate(events):
        now = index  # ``who`` names the cards as they were at this event
        if isinstance(event, (PhaseStarted, StepStarted)):
            step = event.step if isinstance(event, StepStarted) else ""
        if isinstance(event, Told) and event.what == "victim":
            victims[event.seat] = event.seats
        if isinstance(event, PhaseStarted) and event.phase in ("night", "day", "election"):
            nights += event.phase == "night"
            lines = []
            title = texts.phase_title(event.phase, event.number, after_first_night=nights > 0)
            chapters.append({"title": title, "lines": lines})
            continue
        cards = isinstance(event, (CardSeen, CardsSwapped)) or (
            dealt and isinstance(event, TeamRevealed)
        )
        line = (
            _card_line(event, names, lambda seat: who(seat, bool(dealt)), at_deal=nights == 0)
            if cards
            else _recap_line(
                event,
                names,
                who,
                held,
                step=step,
                victims=victims,
                before=events[index - 1] if index else None,
                after=events[index + 1] if index + 1 < len(events) else None,
            )
        )
        if line is None:
            continue
        if not chapters:  # before the first night (a role left out of the deal, the teams)
            lines = []
            chapters.append({"title": translate("Recap", "Before the first night"), "lines": lines})
        lines.append(line)
    return [
        {"title": chapter["title"], "lines": list(chapter["lines"])}
        for chapter in chapters
        if chapter["lines"]
    ]


def _card_line(event: Event, names: Sequence[str], who, *, at_deal: bool = True) -> str | None:
    """The story of the cards: a team seen at the deal (``at_deal``) or later (a Thief who
    took a wolf card joins the pack: he was not dealt it), a card looked at, two cards
    swapped (``who(seat)`` names a seat with the card it woke as)."""

    def card_of(seat: int) -> str:
        return texts.card_of(name_of(names, seat))

    if isinstance(event, TeamRevealed):
        if not event.members:
            return None
        text = (
            translate("Recap", "Dealt a {role} card: {names}.")
            if at_deal
            else translate("Recap", "Now holding a {role} card: {names}.")
        )
        return text.format(
            role=texts.role_name(event.role),
            names=texts.names_list([name_of(names, s) for s in event.members]),
        )
    if isinstance(event, CardSeen):
        if event.card is not None:
            thing = texts.center_card_named(event.card)
        elif event.target == event.seat:
            thing = translate("Recap", "their own card")
        else:
            thing = card_of(event.target)
        return translate("Recap", "{who} looked at {thing}: {role}.").format(
            who=who(event.seat), thing=thing, role=texts.role_name(event.role)
        )
    if isinstance(event, CardsSwapped):
        things = [card_of(s) for s in event.seats if s != event.seat]
        things += [texts.center_card_named(c) for c in event.cards]
        if event.seat is None:
            return translate("Recap", "{first} and {second} were swapped.").format(
                first=card_of(event.seats[0]) if event.seats else things[0], second=things[-1]
            )
        if event.seat in event.seats:
            return translate("Recap", "{who} swapped their card with {thing}.").format(
                who=who(event.seat), thing=things[0]
            )
        return translate("Recap", "{who} swapped {first} and {second}.").format(
            who=who(event.seat), first=things[0], second=things[1]
        )
    return None


def _pick_line(
    action: str,
    seat: int,
    seats: Sequence[int],
    option: str,
    names: Sequence[str],
    who,
    victims: Sequence[int] = (),
) -> str | None:
    """A power used at night (``thiercelieux``): Cupid's couple, the Little Girl's peek,
    the Witch's potions; None for a pick the recap tells otherwise (a card taken is a
    swap) or that changed nothing. The life potion names whom it saved: where the Witch
    chooses among the night's victims (``anniversary``: ``save`` targets him, ``save_poison``
    names him in its option), her pick; elsewhere (``thiercelieux``, ``forum``) the pack's
    one victim she was told tonight (``victims``), whom the story may not have named yet
    (a thiercelieux night tells no attack that nobody died of)."""
    picked = [name_of(names, s) for s in seats]
    if action == "couple":
        return translate("Recap", "{cupid} made {names} fall in love.").format(
            cupid=who(seat), names=texts.names_list(picked)
        )
    if action == "spy":
        return translate("Recap", "{girl} peeked through square {cell}.").format(
            girl=who(seat), cell=option
        )
    potions = []
    saved = saved_seat(action, seats, option)
    if saved is None and action in ("save", "save_poison") and len(victims) == 1:
        saved = victims[0]
    if saved is not None:
        potions.append(
            translate("Recap", "{witch} saved {name} with the life potion.").format(
                witch=who(seat), name=name_of(names, saved)
            )
        )
    elif action in ("save", "save_poison"):
        potions.append(translate("Recap", "{witch} used the life potion.").format(witch=who(seat)))
    if action in ("poison", "save_poison"):
        potions.append(
            translate("Recap", "{witch} poisoned {name}.").format(
                witch=who(seat), name=texts.names_list(picked)
            )
        )
    return " ".join(potions) or None


def saved_seat(action: str, seats: Sequence[int], option: str) -> int | None:
    """The victim a Witch's life potion saved, when her pick names him: ``save`` aimed at
    him, or ``save_poison`` with the option ``save:<seat>`` (``anniversary``); None for a
    save of the pack's one victim (``thiercelieux``, ``forum``: ``save`` takes no seat)."""
    if action == "save" and seats:
        return seats[0]
    if action == "save_poison" and option.startswith(SAVE_PREFIX):
        return int(option.removeprefix(SAVE_PREFIX))
    return None


def election_won(tally: Event | None, given: Event | None) -> TitleGiven | None:
    """``given`` when it hands out the title the vote ``tally`` just decided (the event
    right after it: elected, or drawn among the tied), so that the story tells the
    outcome once; None otherwise."""
    if (
        isinstance(tally, VoteTally)
        and isinstance(given, TitleGiven)
        and given.seat is not None
        and given.how in ("elected", "drawn")
    ):
        return given
    return None


def _recap_line(
    event: Event,
    names: Sequence[str],
    who,
    title: str,
    *,
    step: str,
    victims: Mapping[int, Sequence[int]],
    before: Event | None,
    after: Event | None,
) -> str | None:
    """One recap line for ``event`` (``step``: the night call it came in; ``victims``: the
    pack's victims each seat was last told; ``before`` / ``after``: the events around it),
    or None for events the story leaves out. An election's tally ends on the title it
    gave (``Ana is elected Captain.``), which is not told again on its own line."""
    if (line := _expansion_line(event, names, who)) is not None:
        return line
    if isinstance(event, RoleRemoved):
        return translate("Recap", "The {role} was secretly left out of the deal.").format(
            role=texts.role_name(event.role)
        )
    if isinstance(event, NightPickMade):
        return _pick_line(
            event.action,
            event.seat,
            event.seats,
            event.option,
            names,
            who,
            victims.get(event.seat, ()),
        )
    if isinstance(event, NightChoiceMade) and event.action in ("save", "poison"):
        return _pick_line(event.action, event.seat, (event.target,), "", names, who)
    if isinstance(event, Told) and event.what == "caught" and event.seat in event.seats:
        return translate("Recap", "{name} was caught peeking.").format(name=who(event.seat))
    if isinstance(event, NightChoiceMade) and event.action == "protect":
        return translate("Recap", "{guard} watched over {name}.").format(
            guard=who(event.seat), name=name_of(names, event.target)
        )
    if isinstance(event, Probed):
        text = (
            translate("Recap", "{seer} learned that {name} is a werewolf.")
            if event.werewolf
            else translate("Recap", "{seer} learned that {name} is not a werewolf.")
        )
        return text.format(seer=who(event.seat), name=name_of(names, event.target))
    if isinstance(event, Attacked) and step in registry.LONE_ATTACKS:
        lines = registry.LONE_ATTACKS[step]
        text = translate("Recap", lines.get(event.outcome, lines[""]))
        return text.format(name=who(event.victim), wolf=who(event.devourer))
    if isinstance(event, Attacked):
        text = {
            "devoured": translate("Recap", "The pack attacked {name}; {wolf} struck."),
            "protected": translate("Recap", "The pack attacked {name}, who was kept safe."),
            "immune": translate("Recap", "The pack attacked {name}, who could not be hurt."),
        }.get(event.outcome, translate("Recap", "The pack attacked {name}."))
        return text.format(name=who(event.victim), wolf=name_of(names, event.devourer))
    if isinstance(event, DeathCause):
        return translate("Recap", "{name} died, {cause}.").format(
            name=who(event.seat), cause=texts.cause(event.cause)
        )
    if isinstance(event, VoteTally):
        counts = ", ".join(f"{name_of(names, seat)} {votes}" for seat, votes in event.counts)
        won = election_won(event, after)
        outcome = (
            tally_text(event, names, title)
            if won is None
            else texts.title_given(won.title, name_of(names, won.seat), won.how)
        )
        return translate("Recap", "Vote: {counts}. {outcome}").format(
            counts=counts or "—", outcome=outcome
        )
    if isinstance(event, TitleGiven) and event.seat is not None:
        if election_won(before, event) is not None:  # told with its tally
            return None
        return texts.title_given(event.title, name_of(names, event.seat), event.how)
    if isinstance(event, ShotFired):
        return translate("Recap", "{hunter} fired at {name}.").format(
            hunter=who(event.shooter), name=name_of(names, event.target)
        )
    if isinstance(event, GameEnded):
        return texts.winners_title(event.labels or (event.winner,))
    return None


def _expansion_line(event: Event, names: Sequence[str], who) -> str | None:
    """The recap line of a character's night its family tells in
    :data:`~.registry.EXPANSION_RECAP` (the Piper's charms, the Fox's answers, a seat
    joining the pack), or None."""
    if isinstance(event, NightPickMade) and event.action in registry.EXPANSION_RECAP:
        seat, key, seats = event.seat, event.action, event.seats
    elif isinstance(event, Told) and event.what in registry.EXPANSION_RECAP:
        seat, key, seats = event.seat, event.what, event.seats
    elif isinstance(event, CampChanged) and event.why in registry.EXPANSION_RECAP:
        seat, key, seats = event.seat, event.why, ()
    else:
        return None
    return translate("Recap", registry.EXPANSION_RECAP[key]).format(
        who=who(seat), names=texts.names_list([name_of(names, s) for s in seats])
    )


def moved_cards(result: GameEnded) -> tuple[str, ...]:
    """The cards dealt, in an edition whose cards move in the night (with a center);
    empty otherwise (the recap then tells no story of the cards)."""
    return result.dealt if result.center else ()


def dealt_label(result: GameEnded, seat: int) -> str:
    """``seat``'s dealt card on the end screen ("dealt: Robber"), when a card moved in
    the night; empty when it still holds the card it was dealt."""
    if not result.dealt or result.dealt[seat] == result.roles[seat]:
        return ""
    return translate("Recap", "dealt: {role}").format(role=texts.role_name(result.dealt[seat]))


def center_line(result: GameEnded) -> str:
    """The center cards at the end, for the end screens (empty without a center)."""
    if not result.center:
        return ""
    return translate("Recap", "In the center: {roles}").format(
        roles=", ".join(texts.role_name(role) for role in result.center)
    )


def morning_told(edition: str, news: bool) -> bool:
    """Whether a morning of an ``edition`` game has something to say: ``news`` (a death or
    a note), or that nobody died after a night that could kill. Where no night ever kills
    (``one_night``) an empty morning is no news: the day opens on the debate."""
    if news:
        return True
    try:
        return catalogue.edition_info(edition).night_deaths
    except SetupError:  # an edition this app does not know: tell what the engine said
        return True


def morning_of(events: Sequence[Event]) -> MorningNews | None:
    """The latest morning news in ``events``."""
    return next((e for e in reversed(events) if isinstance(e, MorningNews)), None)


def deaths_after(events: Sequence[Event], start: int) -> list[int]:
    """Seats whose death was announced in ``events[start:]``."""
    return [event.seat for event in events[start:] if isinstance(event, Died)]
