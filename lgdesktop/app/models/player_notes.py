"""What a player alone has learned, as the lines shown with the card, and the latest
public news.

Pure functions of the seat's :class:`~lgdesktop.engine.PlayerView`: the team met at the
deal, the probes' answers, the picks made and the cards seen or swapped (each with the
night call it came at), and the news line of the day or of the last tally.
"""

from __future__ import annotations

from ...engine import PlayerView, SetupError, catalogue
from ...engine.model import (
    CampChanged,
    CardSeen,
    CardsSwapped,
    Died,
    MorningNews,
    NightChoiceMade,
    NightPickMade,
    PackRevealed,
    PhaseStarted,
    Probed,
    RoleDealt,
    RoleShown,
    StepStarted,
    TeamRevealed,
    Told,
    VoteTally,
)
from ..texts import presenters, texts
from ..texts.roles.wolves import pack_deal_note


def has_decoy_steps(edition: str) -> bool:
    """Whether ``edition``'s night runs in steps where everybody not called answers a
    decoy (``thiercelieux``, ``one_night``)."""
    try:
        steps = catalogue.edition_info(edition).steps
    except SetupError:
        return False
    return any(s.kind == "night" and s.decoys for s in steps)


def dealt_role(view: PlayerView) -> str:
    """The card this seat was dealt (the card it holds where its view has no deal)."""
    return next(
        (e.role for e in view.events if isinstance(e, RoleDealt) and e.seat == view.seat), view.role
    )


def private_lines(view: PlayerView) -> list[str]:
    """What this seat alone learned, in order: its team at the deal and its probes'
    answers; in an edition whose cards move or whose night runs in steps with decoys, each
    pick it made (its decoys too: the suspicions it noted while another role was called),
    each card it saw and each swap it made, with the step (the night call) it happened
    at, but a night's decoys read as one line (:func:`texts.hunches_note`: the names in
    the order first noted), where its first decoy came. The pack's cards shown together
    (at the deal, or as a card joins it) read as one line, so that a card the pack takes
    for a werewolf (anniversary's White Werewolf) is not set apart; a seat that joined the
    pack in play is told so (:func:`joined_lines`), and the Piper's charms end with the
    living players he charmed so far."""
    names = [seat.name for seat in view.board.seats]
    moving = bool(view.board.center_cards)
    noted = moving or has_decoy_steps(view.board.edition)
    dealt = dealt_role(view)
    lines: list[str] = []
    call = dealt  # the night call under way: a stepped night names each step's role
    action = ""  # the last pick's action (forum's Thief sees the card his colour made)
    pack: tuple[int, list[int]] | None = None  # the pack's line of this instant, its seats
    charmed: list[int] = []  # the Piper's charms
    dead: set[int] = set()
    by_day = False  # a card taken by day (the Devoted Servant's), not at a night call
    peeking = False  # this seat peeked at the pack in this call (the Little Girl)
    night = 0  # the night under way
    phase = ""  # the phase under way
    held = dealt  # the card this seat holds (a Thief's, a Servant's changes)
    asked = False  # this seat, the Stuttering Judge, asked for a second vote in this tally
    hunches: tuple[int, list[str]] | None = None  # this night's decoy line, its names

    def note(line: str) -> str:
        return texts.peek_note(line) if peeking else texts.step_note(call, line)

    for event in view.events:
        if isinstance(event, CardSeen) and event.seat == event.target == view.seat:
            held = event.role
        if isinstance(event, StepStarted):
            call, by_day, peeking = event.step, False, False
            pack = None
        elif isinstance(event, Died):
            dead.add(event.seat)
        elif isinstance(event, PhaseStarted):
            phase, by_day = event.phase, event.phase != "night"
            if not by_day:
                night, hunches = event.number, None
            if asked and event.phase == "vote":  # the vote he asked for
                lines.append(texts.second_vote_note(event.number))
            asked = asked and event.phase == "resolving"  # (a Servant's pause between)
        elif isinstance(event, VoteTally) and event.outcome != "revote":
            voted = any(voter == view.seat for voter, _ in event.ballots)
            asked = voted and held == "stuttering_judge" and phase == "vote"
        elif by_day and isinstance(event, CardsSwapped) and event.seat == view.seat:
            taken = [texts.card_of(names[s]) for s in event.seats if s != view.seat]
            lines.append(texts.day_take_note(texts.names_list(taken)))
        elif by_day and isinstance(event, CardSeen) and event.seat == event.target == view.seat:
            lines.append(texts.day_card_note(event.role))
        elif isinstance(event, PackRevealed) and event.visibility.admits(view.seat):
            mates = [names[s] for s in event.members if s != view.seat]
            lines.append(pack_deal_note(mates, view.seat in event.members))
        elif isinstance(event, TeamRevealed) and event.visibility.admits(view.seat):
            mates = [s for s in event.members if s != view.seat]
            if moving:
                lines.append(
                    texts.deal_note(
                        event.role, [names[s] for s in mates], view.seat in event.members
                    )
                )
            elif pack is not None and texts.pack_team(event.role):
                pack[1].extend(mates)
                lines[pack[0]] = texts.team_line(event.role, [names[s] for s in sorted(pack[1])])
            elif mates:
                if texts.pack_team(event.role):
                    pack = (len(lines), mates)
                lines.append(texts.team_line(event.role, [names[s] for s in mates]))
        elif isinstance(event, CampChanged):
            lines += joined_lines(view, event, names)
        elif isinstance(event, Probed) and event.seat == view.seat:
            lines.append(texts.probe_result(names[event.target], event.werewolf, event.source))
        elif isinstance(event, Told) and event.seat == view.seat:
            told = texts.told_note(
                event.what, [names[s] for s in event.seats], mine=view.seat in event.seats
            )
            nightfall = event.what in texts.NIGHTFALL_NOTES
            lines.append(texts.night_note(night, told) if nightfall else note(told))
        elif not noted or getattr(event, "seat", None) != view.seat:
            continue
        elif isinstance(event, (NightPickMade, NightChoiceMade)):
            seats, cards, option = (
                (event.seats, event.cards, event.option)
                if isinstance(event, NightPickMade)
                else ((event.target,), (), "")
            )
            picked = [names[s] for s in seats] + [texts.center_card_named(c) for c in cards]
            picked += [texts.option_name(option)] if option else []
            if event.action == "decoy":
                if picked and hunches is None:
                    hunches = (len(lines), [])
                    lines.append("")
                if hunches is not None:
                    hunches[1].extend(n for n in picked if n not in hunches[1])
                    lines[hunches[0]] = texts.hunches_note(night, hunches[1])
                continue
            action = event.action
            peeking = peeking or action == "spy"
            if action in texts.POTION_ACTIONS:
                saved = presenters.saved_seat(action, seats, option)
                poisoned = [] if action == "save" else [names[s] for s in seats]
                lines.append(
                    note(
                        texts.potion_note(
                            action,
                            texts.names_list(poisoned),
                            "" if saved is None else names[saved],
                        )
                    )
                )
                continue
            lines.append(note(texts.pick_note(event.action, texts.names_list(picked))))
            if action == "charm":
                charmed += seats
                living = [names[s] for s in charmed if s not in dead]
                if len(living) > len(seats):
                    lines.append(note(texts.charm_list_note(living)))
        elif isinstance(event, CardSeen):
            thing = (
                texts.center_card_named(event.card)
                if event.card is not None
                else None
                if event.target == view.seat
                else texts.card_of(names[event.target])
            )
            colour = thing is None and action == "colour"
            lines.append(note(texts.seen_note(thing, event.role, colour=colour)))
        elif isinstance(event, CardsSwapped):
            things = [texts.card_of(names[s]) for s in event.seats if s != view.seat]
            things += [texts.center_card_named(c) for c in event.cards]
            lines.append(note(texts.swap_note(view.seat in event.seats, things)))
    return lines


def joined_lines(view: PlayerView, event: CampChanged, names: list[str]) -> list[str]:
    """What this seat reads when ``event`` (shown to it) moves a seat into the pack
    (anniversary's infected, a Wild Child whose model died): its holder, the pack it joins
    (the others the change was shown to); the pack, the newcomer's name."""
    mine = event.seat == view.seat
    pack = sorted(s for s in event.visibility.seats if s != event.seat)
    line = texts.joined_note(event.why, names[event.seat], [names[s] for s in pack], mine=mine)
    return [] if line is None else [line]


def news_line(view: PlayerView) -> str:
    """The latest public news: the morning's deaths by day, the last tally by night (or
    the card a designated player showed to stay: anniversary's Idiot, Puppeteer)."""
    names = [seat.name for seat in view.board.seats]
    for event in reversed(view.board.events):
        if isinstance(event, RoleShown) and view.board.seats[event.seat].alive:
            return texts.spared_line(names[event.seat], event.role)
        if isinstance(event, MorningNews) and presenters.morning_told(view.board.edition, event):
            return texts.deaths_line([names[s] for s in event.deaths])
        if isinstance(event, VoteTally):
            return presenters.tally_text(event, names, presenters.held_title(view.board.edition))
    return ""
