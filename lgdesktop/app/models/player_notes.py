"""What a player alone has learned, as the lines shown with the card, and the latest
public news.

Pure functions of the seat's :class:`~lgdesktop.engine.PlayerView`: the team met at the
deal, the probes' answers, the picks made and the cards seen or swapped (each with the
night call it came at), and the news line of the day or of the last tally.
"""

from __future__ import annotations

from ...engine import PlayerView, SetupError, catalogue
from ...engine.notes import Note
from ..texts import presenters, texts
from ..texts.roles.wolves import pack_deal_note
from .read_notes import DEATH_KEYS, doer, seat_list, shown_to, tally_of

#: The note keys of a seat's own doings that are noted with the night call they came at.
DOING_KEYS = frozenset({"pick.made", "card.seen", "card.seen_center", "card.swapped"})


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
        (n.cards[0] for n in view.notes if n.key == "card.dealt" and n.seats == (view.seat,)),
        view.role,
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
    living players he charmed so far. Read from the seat's notes (:mod:`lgdesktop.engine.notes`)."""
    me = view.seat
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
    asked = ""  # this seat's card when it voted in the tally that closed (the Judge's ask)
    cast: set[int] = set()  # the seats that cast a ballot in the vote under way
    hunches: tuple[int, list[str]] | None = None  # this night's decoy line, its names

    def note(line: str) -> str:
        return texts.peek_note(line) if peeking else texts.step_note(call, line)

    for item in view.notes:
        key = item.key
        family, _, fact = key.partition(".")
        own_look = key == "card.seen" and doer(item) == me and item.seats == (me,)
        if own_look:
            held = item.cards[0]
        if key == "step.started":
            call, by_day, peeking = str(item.param("step")), False, False
            pack = None
        elif key in DEATH_KEYS:
            dead.add(item.seats[0])
        elif key == "phase.started":
            phase, number = str(item.param("phase")), int(item.param("number") or 0)
            by_day = phase != "night"
            if not by_day:
                night, hunches = number, None
            if asked and phase == "vote":  # the second vote: asked by a Judge's ballot?
                line = texts.second_vote_note(asked, number)
                lines += [] if line is None else [line]
            asked = asked if phase == "resolving" else ""  # (a Servant's pause between)
            cast = set()
        elif key == "vote.cast":
            cast.add(item.seats[0])
        elif key == "vote.tally":
            if item.param("outcome") != "revote":
                asked = held if phase == "vote" and me in cast else ""
            cast = set()
        elif by_day and key == "card.swapped" and doer(item) == me:
            taken = [texts.card_of(names[s]) for s in item.seats if s != me]
            lines.append(texts.day_take_note(texts.names_list(taken)))
        elif by_day and own_look:
            lines.append(texts.day_card_note(item.cards[0]))
        elif key == "pack.revealed" and shown_to(item, me):
            mates = [names[s] for s in item.seats if s != me]
            lines.append(pack_deal_note(mates, me in item.seats))
        elif key == "team.revealed" and shown_to(item, me):
            role = item.cards[0]
            mates = [s for s in item.seats if s != me]
            if moving:
                lines.append(texts.deal_note(role, [names[s] for s in mates], me in item.seats))
            elif pack is not None and texts.pack_team(role):
                pack[1].extend(mates)
                lines[pack[0]] = texts.team_line(role, [names[s] for s in sorted(pack[1])])
            elif mates:
                if texts.pack_team(role):
                    pack = (len(lines), mates)
                lines.append(texts.team_line(role, [names[s] for s in mates]))
        elif family == "camp":
            lines += joined_lines(view, item, names)
        elif family == "probe" and doer(item) == me:
            werewolf = bool(item.param("werewolf"))
            lines.append(texts.probe_result(names[item.seats[0]], werewolf, fact))
        elif family == "told" and item.param("to") == me:
            told = texts.told_note(fact, [names[s] for s in item.seats], mine=me in item.seats)
            nightfall = fact in texts.NIGHTFALL_NOTES
            lines.append(texts.night_note(night, told) if nightfall else note(told))
        elif not noted or key not in DOING_KEYS or doer(item) != me:
            continue
        elif key == "pick.made":
            seats, option = item.seats[1:], str(item.param("option"))
            picked = [names[s] for s in seats]
            picked += [texts.center_card_named(c) for c in seat_list(item.param("center"))]
            picked += [texts.option_name(option, names)] if option else []
            pick_action = str(item.param("action"))
            if pick_action == "decoy":
                if picked and hunches is None:
                    hunches = (len(lines), [])
                    lines.append("")
                if hunches is not None:
                    hunches[1].extend(n for n in picked if n not in hunches[1])
                    lines[hunches[0]] = texts.hunches_note(night, hunches[1])
                continue
            action = pick_action
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
            lines.append(note(texts.pick_note(action, texts.names_list(picked))))
            if action == "charm":
                charmed += seats
                living = [names[s] for s in charmed if s not in dead]
                if len(living) > len(seats):
                    lines.append(note(texts.charm_list_note(living)))
        elif key == "card.seen_center":
            thing = texts.center_card_named(int(item.param("center") or 0))
            lines.append(note(texts.seen_note(thing, item.cards[0])))
        elif key == "card.seen":
            (target,) = item.seats
            thing = None if target == me else texts.card_of(names[target])
            colour = thing is None and action == "colour"
            lines.append(note(texts.seen_note(thing, item.cards[0], colour=colour)))
        else:  # card.swapped
            things = [texts.card_of(names[s]) for s in item.seats if s != me]
            things += [texts.center_card_named(c) for c in seat_list(item.param("center"))]
            lines.append(note(texts.swap_note(me in item.seats, things)))
    return lines


def joined_lines(view: PlayerView, note: Note, names: list[str]) -> list[str]:
    """What this seat reads when ``note`` (a ``camp.<why>`` note shown to it) moves a seat
    into the pack (anniversary's infected, a Wild Child whose model died): its holder, the
    pack it joins (the others the change was shown to); the pack, the newcomer's name."""
    (seat,) = note.seats
    mine = seat == view.seat
    pack = [s for s in seat_list(note.param("shown")) if s != seat]
    why = note.key.partition(".")[2]
    line = texts.joined_note(why, names[seat], [names[s] for s in pack], mine=mine)
    return [] if line is None else [line]


def news_line(view: PlayerView) -> str:
    """The latest public news: the morning's deaths by day, the last tally by night (or
    the card a designated player showed to stay: anniversary's Idiot, Puppeteer)."""
    names = [seat.name for seat in view.board.seats]
    for note in reversed(view.board.notes):
        if note.key == "card.shown" and view.board.seats[note.seats[0]].alive:
            return texts.spared_line(names[note.seats[0]], note.cards[0])
        news = bool(note.seats or note.param("notes"))
        if note.key == "news.morning" and presenters.morning_told(view.board.edition, news):
            return texts.deaths_line([names[s] for s in note.seats])
        if note.key == "vote.tally":
            title = presenters.held_title(view.board.edition)
            return presenters.tally_text(tally_of(note), names, title)
    return ""
