"""A player's private screen: their role, their night choice, their vote, their ghost life.

Built from the engine's :class:`~lgdesktop.engine.PlayerView` of this seat (plus the lobby,
the clock and the dead's chat). Every living player gets an action screen every night (a
harmless dream for roles without a power), so nobody's screen or keyboard shows who acts.
Moves go out through a :class:`~.ports.PlayerPort`; a pick shows at once, and a pick the
host refuses is taken back with a short sentence, the choice still open. The clock counts
down locally (:mod:`.countdown`). When the table goes back to the lobby after a game (the
host plays again), the screen returns to the lobby without joining again.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, ClassVar

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement

from ...engine import INPUT_TYPES, InputSpec, PlayerView, SetupError, catalogue, get_edition
from ...engine.editions.thiercelieux import CELLS
from ...engine.model import (
    CampChanged,
    CardSeen,
    CardsSwapped,
    Died,
    MorningNews,
    NightChoiceMade,
    NightPickMade,
    PhaseStarted,
    Probed,
    RoleDealt,
    RoleShown,
    StepStarted,
    TeamRevealed,
    Told,
    VoteTally,
)
from .. import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401
from ..texts import errors, presenters, texts
from ..texts.i18n import translate
from .countdown import CLOCK_DEFAULTS, Countdown, clock_properties
from .ports import PlayerPort
from .rows import RowsModel
from .viewmodel import ViewModel, field, rows_property

#: Longest chat line a player may send (the host enforces its own limit too).
MAX_CHAT = 200
#: Chat lines kept on screen.
CHAT_HISTORY = 100

#: Seconds the role stays shown after a tap on the card or the "show" button (a hold shows
#: it exactly as long as it is held): time to read one line, short enough that a player who
#: walks away does not leave it on screen.
PEEK_SECONDS = 4.0
#: A press released sooner than this many seconds is a tap (the role then stays shown for
#: PEEK_SECONDS); a longer one is a hold (the role hides on release).
TAP_SECONDS = 0.4

TARGET_KEYS = ("seat", "name", "picks", "mine", "allowed")
LOBBY_KEYS = ("seat", "name", "ready", "connected", "bot", "me")
KNOWN_KEYS = ("seat", "name", "roleLabel", "camp", "alive")
#: A card this seat has seen (another player's or a center card), as last seen.
SEEN_CARD_KEYS = ("label", "role", "roleLabel", "camp")
CHAT_KEYS = ("author", "line")
CHANNEL_KEYS = ("channel", "label", "selected")
CARD_KEYS = ("card", "label", "mine", "allowed")
OPTION_KEYS = ("option", "label", "mine")
#: One square of the Little Girl's peek grid (``A1`` ... ``H8``, options of her action, or
#: of a forum wolf placing it): ``picks`` the names of the teammates who placed it in this
#: step, ``allowed`` whether this action may take it (a "caught" square never goes where
#: the pack put a "sees" one).
GRID_KEYS = ("cell", "mine", "picks", "allowed")
#: The peek grid's squares (RULES §6: A-H by 1-8), shown as a grid, not as buttons.
GRID_CELLS = frozenset(CELLS)
#: Chat channels an edition has but whose chat the player window never shows: RULES §1
#: gives the ``jinrou`` wolves no chat of their own (they agree by their live picks).
HIDDEN_CHANNELS = {"jinrou": frozenset({"pack"})}
#: ``dealtLabel``: the card dealt, when it differs from the final one (else empty).
REVEAL_KEYS = ("seat", "name", "roleLabel", "camp", "winner", "alive", "me", "dealtLabel")
#: Input kinds shown as the main action of a screen (a proxy vote is a side option).
MAIN_KINDS = ("night_choice", "vote", "shot", "act")
#: Input kinds answered on the owed-action screen (a shot, a successor, a tie-break ...).
OWED_KINDS = ("shot", "act")


def main_spec(view: PlayerView) -> InputSpec | None:
    """The seat's main action now (night choice, vote, shot or owed act), if any."""
    return next((spec for spec in view.legal if spec.kind in MAIN_KINDS), None)


def main_specs(view: PlayerView) -> tuple[InputSpec, ...]:
    """Every form of the seat's main action now (a Seer: one player, or two center cards)."""
    spec = main_spec(view)
    return () if spec is None else tuple(s for s in view.legal if s.kind == spec.kind)


#: Night steps (edition, step) whose called role may name himself: every laptop lists its
#: own name then, so that the called one's screen has no extra button.
SELF_NAMING_STEPS = frozenset({("thiercelieux", "cupid"), ("forum", "cupid"), ("forum", "savior")})


def has_decoy_steps(edition: str) -> bool:
    """Whether ``edition``'s night runs in steps where everybody not called answers a
    decoy (``thiercelieux``, ``one_night``)."""
    try:
        steps = catalogue.edition_info(edition).steps
    except SetupError:
        return False
    return any(s.kind == "night" and s.decoys for s in steps)


def stepped_night(view: PlayerView) -> bool:
    """Whether the night runs in steps with decoys (``thiercelieux``): one role called at
    a time, every other living player answering a decoy."""
    if view.board.phase != "night":
        return False
    try:
        steps = catalogue.edition_info(view.board.edition).steps
    except SetupError:
        return False
    return any(s.key == view.board.step and s.kind == "night" and s.decoys for s in steps)


#: Ballot forms that are a card's secret power, not another way to vote (anniversary's
#: Stuttering Judge: a ballot that also calls for a second vote): the vote screen stays a
#: tap on a player for everybody, and the power is a button shown only with the card.
SECRET_BALLOTS = frozenset({"vote_twice"})


def secret_ballot(view: PlayerView) -> InputSpec | None:
    """The secret form this seat's ballot may take now (:data:`SECRET_BALLOTS`), if any."""
    return next(
        (spec for spec in view.legal if spec.kind == "vote" and spec.action in SECRET_BALLOTS),
        None,
    )


def composed(view: PlayerView) -> bool:
    """Whether the main action is made on the composing screen (pick players, center cards
    and an option, then confirm) rather than by one tap on a player.

    At night in an edition with center cards, or whose night runs in steps with decoys,
    every role composes, so that the screen looks the same for all of them while the role
    is hidden (the Witch's potions and a decoy, Cupid's two arrows and a decoy); elsewhere
    only an action that is not "one player" (several forms, several seats, cards or an
    option) does."""
    specs = tuple(s for s in main_specs(view) if s.action not in SECRET_BALLOTS)
    if not specs:
        return False
    if specs[0].kind == "night_choice" and (view.board.center_cards or stepped_night(view)):
        return True
    return len(specs) > 1 or specs[0].shape is not None


def chat_channels(view: PlayerView) -> list[str]:
    """The chat channels this seat's window shows now: those the engine lets it read and
    write (``view.channels``, in the edition's order), except the channels the edition
    keeps without a chat (:data:`HIDDEN_CHANNELS`)."""
    hidden = HIDDEN_CHANNELS.get(view.board.edition, frozenset())
    return [channel for channel in view.channels if channel not in hidden]


def shown_targets(view: PlayerView, spec: InputSpec) -> list[int]:
    """The players a choice screen lists. At night every living player but oneself, for
    every role, so that the number of buttons betrays nothing (a wolf cannot pick its
    mates, a Bodyguard may not guard himself ...); in a step whose called role may name
    himself (:data:`SELF_NAMING_STEPS`: Cupid's) every living player oneself included, for
    every role; the vote and the shot list their legal targets, which are public."""
    if spec.kind != "night_choice":
        return list(spec.targets)
    board = view.board
    me = -1 if (board.edition, board.step) in SELF_NAMING_STEPS else view.seat
    living = [seat.seat for seat in view.board.seats if seat.alive and seat.seat != me]
    return sorted(set(living) | set(spec.targets))


def step_key(view: PlayerView) -> tuple:
    """What a choice is made on: the step and the action asked (a new key, a new choice)."""
    spec = main_spec(view)
    vote = view.board.vote
    return (
        view.board.phase,
        view.board.number,
        vote.round if vote else 0,
        None if spec is None else spec.action,
        # A day's second vote (the Stuttering Judge's) is a new choice.
        presenters.votes_closed_today(view.board.events) if view.board.phase == "vote" else 0,
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
    dealt = next(
        (e.role for e in view.events if isinstance(e, RoleDealt) and e.seat == view.seat), view.role
    )
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
            seats = event.seats if isinstance(event, NightPickMade) else (event.target,)
            cards = event.cards if isinstance(event, NightPickMade) else ()
            option = event.option if isinstance(event, NightPickMade) else ""
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


def night_prompt(view: PlayerView, spec: InputSpec) -> str | None:
    """The question of a night action that depends on the step or on what is left
    (anniversary): the Piper's last player to charm, the White Werewolf's lone kill, and,
    in its own step, a power spent (the Fox's lost nose, the infection used, the Big Bad
    Wolf's second prey gone); None for the action's usual question."""
    if spec.kind != "night_choice":
        return None
    step = view.board.step
    if spec.action == "charm" and spec.shape is not None:
        return texts.charm_prompt(spec.shape.count)
    if spec.action == "decoy" and step == view.role:
        return texts.spent_prompt(step)
    return texts.step_prompt(step, spec.action)


def pack_seats(view: PlayerView) -> set[int]:
    """The living seats this seat knows hunt with the pack tonight, itself included when it
    does: the pack its view knows (``view.pack``: the wolf cards it saw, the seats it saw
    join the pack in play); a wolf dying of tetanus since nightfall hunts no more."""
    alive = {seat.seat for seat in view.board.seats if seat.alive}
    alive -= {  # a wolf dead of tetanus since nightfall no longer hunts (anniversary)
        s for e in view.events if isinstance(e, Told) and e.what == "tetanus" for s in e.seats
    }
    return set(view.pack) & alive


def pack_line(view: PlayerView) -> str:
    """The pack's agreement tonight, for a wolf choosing its victim: every living wolf on
    the same prey (the choice locks), or not yet; empty for anybody else."""
    spec = main_spec(view)
    if spec is None or spec.action != "devour" or not view.team_picks:
        return ""
    pack = pack_seats(view)
    picks = dict(view.team_picks)
    targets = {picks.get(s) for s in pack | {view.seat}}
    if len(targets) == 1 and None not in targets:
        names = [seat.name for seat in view.board.seats]
        return translate("Player", "The pack agrees on {name}.").format(name=names[targets.pop()])
    return translate("Player", "The pack does not agree yet: every wolf must pick the same prey.")


def loved(view: PlayerView) -> frozenset[int]:
    """The seats this seat was told it loves (forum's lovers, a love triangle's too): it
    may not vote against them."""
    return frozenset(
        other
        for event in view.events
        if isinstance(event, Told) and event.seat == view.seat and event.what == "loves"
        for other in event.seats
    )


def grid_picks(view: PlayerView, names: list[str]) -> dict[str, list[str]]:
    """The squares of the grid the seat's teammates placed in the step under way (the
    forum pack placing the Little Girl's grid sees its picks live), by square."""
    latest: dict[int, str] = {}
    for event in reversed(view.events):
        if isinstance(event, StepStarted):
            break
        if (
            isinstance(event, NightPickMade)
            and event.seat != view.seat
            and event.option in GRID_CELLS
            and event.seat not in latest
        ):
            latest[event.seat] = event.option
    placed: dict[str, list[str]] = {}
    for seat in sorted(latest):
        placed.setdefault(latest[seat], []).append(names[seat])
    return placed


def told_victims(view: PlayerView) -> list[str]:
    """The names of the pack's victim this seat was last told of (the Witch, the Accursed
    Wolf-Father in his step), if any."""
    names = [seat.name for seat in view.board.seats]
    for event in reversed(view.events):
        if isinstance(event, Told) and event.seat == view.seat and event.what == "victim":
            return [names[s] for s in event.seats]
    return []


def session_looks(view: PlayerView) -> list[str]:
    """The players whose cards this seat looked at since the night call under way began
    (anniversary's Learned Monkey, who looks one card at a time and chooses the next)."""
    names = [seat.name for seat in view.board.seats]
    looked: list[str] = []
    for event in view.events:
        if isinstance(event, StepStarted):
            looked = []
        elif isinstance(event, CardSeen) and event.seat == view.seat and event.target is not None:
            looked.append(names[event.target])
    return looked


def seen_cards(view: PlayerView) -> list[dict[str, str]]:
    """The other players' cards and the center cards this seat knows, as it last saw
    them (what its role showed it, moved along with the swaps it saw)."""
    names = [seat.name for seat in view.board.seats]
    edition = view.board.edition
    rows = [
        {
            "label": names[seat],
            "role": role,
            "roleLabel": texts.role_name(role),
            "camp": texts.role_camp(edition, role),
        }
        for seat, role in view.known_roles
        if seat != view.seat
    ]
    rows += [
        {
            "label": texts.center_card(card),
            "role": role,
            "roleLabel": texts.role_name(role),
            "camp": texts.role_camp(edition, role),
        }
        for card, role in view.known_center
    ]
    return rows


def dead_see_all(view: PlayerView) -> bool:
    """Whether the dead see every role in this game (its edition with its settings:
    ``forum``'s ``dead_see_roles``); False for an edition this app does not know."""
    try:
        edition = get_edition(view.board.edition)
    except SetupError:
        return False
    return edition.dead_see_everything(presenters.as_dict(view.board.settings))


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


@QmlElement
class PlayerModel(ViewModel):
    """Everything a player's window binds to."""

    changed = Signal()

    DEFAULTS: ClassVar[dict[str, Any]] = {
        "status": "connecting",
        "screen": "connecting",
        "notice": "",
        "room": "",
        "edition": "jinrou",
        "editionLabel": "",
        "ready": False,
        "inLobby": False,
        "name": "",
        "seat": -1,
        "role": "",
        "roleLabel": "",
        "roleHelp": "",
        "camp": "",
        "campLabel": "",
        "roleSeen": False,
        "cardFlipped": False,
        "revealed": False,
        "holding": False,
        "publicPrompt": "",
        "phase": "",
        "number": 0,
        "phaseTitle": "",
        "titleLine": "",
        "alive": True,
        "action": "",
        "prompt": "",
        "hasAction": False,
        "current": -1,
        "waitingText": "",
        "proxyCurrent": -1,
        "canProxy": False,
        "privateLines": [],
        "newsLine": "",
        "winnerTitle": "",
        "won": False,
        **CLOCK_DEFAULTS,
        "refusal": "",
        "composing": False,
        "peekGrid": False,
        "packLine": "",
        "targetsUsable": False,
        "cardsUsable": False,
        "secretChoice": False,
        "secretBallot": "",
        "secretBallotOn": False,
        "canConfirm": False,
        "pickHint": "",
        "chatChannel": "dead",
        "livingChat": False,
        "centerLine": "",
        "ghostIntro": "",
        "ghostShow": "",
        "ghostHide": "",
    }
    status = field(str, "status", changed)
    screen = field(str, "screen", changed)
    notice = field(str, "notice", changed)
    room = field(str, "room", changed)
    edition = field(str, "edition", changed)
    editionLabel = field(str, "editionLabel", changed)
    ready = field(bool, "ready", changed)
    inLobby = field(bool, "inLobby", changed)
    name = field(str, "name", changed)
    seat = field(int, "seat", changed)
    role = field(str, "role", changed)
    roleLabel = field(str, "roleLabel", changed)
    roleHelp = field(str, "roleHelp", changed)
    camp = field(str, "camp", changed)
    campLabel = field(str, "campLabel", changed)
    roleSeen = field(bool, "roleSeen", changed)
    cardFlipped = field(bool, "cardFlipped", changed)
    revealed = field(bool, "revealed", changed)
    holding = field(bool, "holding", changed)
    publicPrompt = field(str, "publicPrompt", changed)
    phase = field(str, "phase", changed)
    number = field(int, "number", changed)
    phaseTitle = field(str, "phaseTitle", changed)
    #: The phase's title with its clock, as the screen's top line reads it.
    titleLine = field(str, "titleLine", changed)
    alive = field(bool, "alive", changed)
    action = field(str, "action", changed)
    prompt = field(str, "prompt", changed)
    hasAction = field(bool, "hasAction", changed)
    current = field(int, "current", changed)
    waitingText = field(str, "waitingText", changed)
    proxyCurrent = field(int, "proxyCurrent", changed)
    canProxy = field(bool, "canProxy", changed)
    privateLines = field("QVariantList", "privateLines", changed)
    newsLine = field(str, "newsLine", changed)
    #: The dead's screen: the line above the cards they see, and the labels of the button
    #: that shows and hides them (empty: nothing to show; see :func:`texts.ghost_lines`).
    ghostIntro = field(str, "ghostIntro", changed)
    ghostShow = field(str, "ghostShow", changed)
    ghostHide = field(str, "ghostHide", changed)
    winnerTitle = field(str, "winnerTitle", changed)
    won = field(bool, "won", changed)
    secondsLeft, timerText, timeLeft, timerFraction, paused = clock_properties(changed)
    refusal = field(str, "refusal", changed)
    composing = field(bool, "composing", changed)
    #: The composing screen has the peek grid's squares among its options (the Little Girl).
    peekGrid = field(bool, "peekGrid", changed)
    #: A wolf's view of the pack's agreement on tonight's prey (shown with the card).
    packLine = field(str, "packLine", changed)
    #: Some listed player, some center card, is open to this seat's action now (once the
    #: card is shown, the screen leaves out what the power cannot use).
    targetsUsable = field(bool, "targetsUsable", changed)
    cardsUsable = field(bool, "cardsUsable", changed)
    secretChoice = field(bool, "secretChoice", changed)
    #: The label of the secret form this ballot may take (the Judge's second vote), shown
    #: as a button with the card only; "" when there is none.
    secretBallot = field(str, "secretBallot", changed)
    #: That button is pressed: the next ballot takes the secret form.
    secretBallotOn = field(bool, "secretBallotOn", changed)
    canConfirm = field(bool, "canConfirm", changed)
    pickHint = field(str, "pickHint", changed)
    chatChannel = field(str, "chatChannel", changed)
    livingChat = field(bool, "livingChat", changed)
    centerLine = field(str, "centerLine", changed)
    cards = rows_property("card_rows")
    options = rows_property("option_rows")
    grid = rows_property("grid_rows")
    chatChannels = rows_property("channel_rows")
    targets = rows_property("target_rows")
    seats = rows_property("seat_rows")
    proxyTargets = rows_property("proxy_rows")
    lobbyPlayers = rows_property("lobby_rows")
    settings = rows_property("setting_rows")
    composition = rows_property("composition_rows")
    known = rows_property("known_rows")
    seenCards = rows_property("seen_rows")
    chat = rows_property("chat_rows")
    reveal = rows_property("reveal_rows")
    recap = rows_property("recap_rows")

    def __init__(
        self,
        port: PlayerPort | None = None,
        *,
        now: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.port = port
        self.target_rows = RowsModel(TARGET_KEYS, self)
        self.seat_rows = RowsModel(presenters.SEAT_KEYS, self)
        self.proxy_rows = RowsModel(TARGET_KEYS, self)
        self.lobby_rows = RowsModel(LOBBY_KEYS, self)
        self.setting_rows = RowsModel(presenters.SETTING_KEYS, self)
        self.composition_rows = RowsModel(presenters.COMPOSITION_KEYS, self)
        self.known_rows = RowsModel(KNOWN_KEYS, self)
        self.seen_rows = RowsModel(SEEN_CARD_KEYS, self)
        self.chat_rows = RowsModel(CHAT_KEYS, self)
        self.card_rows = RowsModel(CARD_KEYS, self)
        self.option_rows = RowsModel(OPTION_KEYS, self)
        self.grid_rows = RowsModel(GRID_KEYS, self)
        self.channel_rows = RowsModel(CHANNEL_KEYS, self)
        self.reveal_rows = RowsModel(REVEAL_KEYS, self)
        self.recap_rows = RowsModel(presenters.RECAP_KEYS, self)
        self.lobby: Any = None
        self.view: PlayerView | None = None
        self.clock: Any = None
        self.countdown = Countdown(now, self)
        self.countdown.ticked.connect(self._refresh_clock)
        self.my_seat: int | None = None
        #: Chat lines received, by channel.
        self.chat_lines: dict[str, list[dict[str, str]]] = {}
        #: The composing screen's selection: (step key, seats, cards, option).
        self._selection: tuple[tuple, tuple[int, ...], tuple[int, ...], str] | None = None
        self._held_since: float | None = None
        self._peek_timer = QTimer(self)
        self._peek_timer.setSingleShot(True)
        self._peek_timer.timeout.connect(self.hideRole)
        #: (step key, target) of a pick sent to the host and not answered yet.
        self._pending: tuple[tuple, int] | None = None
        #: The step key the shown refusal was about (a new step forgets it).
        self._refused_at: tuple | None = None
        #: The step key in which the secret ballot's button was pressed (see
        #: :meth:`toggleSecretBallot`).
        self._secret_at: tuple | None = None

    # ------------------------------------------------------------------ inputs

    def reset(self) -> None:
        """Forget the previous table (before joining another one)."""
        self.lobby = self.view = self.clock = self.my_seat = None
        self.countdown.set(None)
        self._pending = self._refused_at = self._selection = None
        self.chat_lines = {}
        self.chat_rows.set_rows([])
        self.publish(**{key: value for key, value in self.DEFAULTS.items() if key != "status"})
        self.refresh()

    def update_status(self, status: str) -> None:
        self.publish(status=status)
        self.refresh()

    def update_seat(self, seat: int | None) -> None:
        self.my_seat = seat
        self.refresh()

    def update_lobby(self, lobby: Any) -> None:
        """The room. Back in the lobby with a game on screen (the host plays again with the
        same seats), the game is forgotten: the lobby shows again, ready cleared by the host."""
        if lobby.state == "lobby" and self.view is not None:
            self.view = self.clock = None
            self.countdown.set(None)
            self._pending = self._refused_at = self._selection = None
            self.chat_lines = {}
            self.chat_rows.set_rows([])
            self.publish(roleSeen=False, cardFlipped=False, notice="", refusal="")
        self.lobby = lobby
        self.refresh()

    def update_view(self, view: PlayerView) -> None:
        if self.view is not None and view.seat != self.view.seat:
            self.hideRole()
            self.publish(roleSeen=False, cardFlipped=False)  # one screen: the next card
        self.view = view
        self.my_seat = view.seat
        key = step_key(view)
        spec = main_spec(view)
        if self._pending is not None and (
            self._pending[0] != key or spec is None or spec.current == self._pending[1]
        ):
            self._pending = None
        if self._refused_at is not None and self._refused_at != key:
            self._refused_at = None
            self.publish(refusal="")
        self.refresh()

    def update_clock(self, clock: Any) -> None:
        self.clock = clock
        self.countdown.set(clock)
        self.refresh()

    def input_refused(self, sentence: str) -> None:
        """The host refused this seat's last pick: take it back and say why in
        ``sentence`` (already translated); the choice stays open."""
        self._pending = None
        self._refused_at = None if self.view is None else step_key(self.view)
        self.publish(refusal=sentence)
        self.refresh()

    def refusal_text(self, code: str, inp: Any, params: Any = None) -> str:
        """Why ``inp`` was refused (error ``code``), as this player reads it: a ballot or a
        proxy against someone the player loves says so (RULES §4: a lover may not vote
        against the other); anything else, the error's own sentence."""
        target = getattr(inp, "target", None)
        if (
            code == "illegal_target"
            and getattr(inp, "kind", "") in ("vote", "proxy_vote")
            and self.view is not None
            and target in loved(self.view)
        ):
            name = self.view.board.seats[target].name
            return translate("Player", "You may not vote against {name}: you love them.").format(
                name=name
            )
        return errors.error_text(code, params)

    def add_chat(self, author: str, text: str, channel: str = "dead") -> None:
        """A chat line received on ``channel``."""
        lines = [*self.chat_lines.get(channel, []), {"author": author, "line": text}]
        self.chat_lines[channel] = lines[-CHAT_HISTORY:]
        if channel == self.state["chatChannel"]:
            self.chat_rows.set_rows(self.chat_lines[channel])

    def show_notice(self, text: str) -> None:
        self.publish(notice=text)

    # ------------------------------------------------------------------ computing

    def refresh(self) -> None:
        self._refresh_lobby()
        if self.view is not None:
            self._refresh_game(self.view)
        self._refresh_clock()
        self.publish(screen=self._screen())

    def _refresh_clock(self) -> None:
        """The countdown of the current step (called on every tick while it runs)."""
        view = self.view
        clock = self.countdown.fields(
            None if view is None else (view.board.phase, view.board.number)
        )
        title = texts.clock_title(self.state["phaseTitle"], self.state["phase"], clock["timerText"])
        self.publish(titleLine=title, **clock)

    def _screen(self) -> str:
        view, lobby = self.view, self.lobby
        if view is None:
            return "connecting" if lobby is None or self.my_seat is None else "lobby"
        if view.role and not self.state["roleSeen"]:
            return "role"  # (a card to read: none before forum's deal, after the Mayor)
        if view.board.phase == "ended":
            return "end"
        spec = main_spec(view)
        if spec is not None and spec.kind in OWED_KINDS:
            return "shoot"
        if not view.alive:
            return "ghost"
        return {"night": "night", "vote": "vote", "election": "vote"}.get(view.board.phase, "day")

    def _refresh_lobby(self) -> None:
        lobby = self.lobby
        if lobby is None:
            return
        composition = presenters.as_dict(lobby.composition)
        mine = next((s for s in lobby.seats if s.seat == self.my_seat), None)
        self.lobby_rows.set_rows(
            [
                {
                    "seat": s.seat,
                    "name": s.name,
                    "ready": s.ready,
                    "connected": s.connected,
                    "bot": s.bot,
                    "me": s.seat == self.my_seat,
                }
                for s in lobby.seats
            ]
        )
        self.setting_rows.set_rows(
            presenters.setting_rows(lobby.edition, presenters.as_dict(lobby.settings), composition)
        )
        self.composition_rows.set_rows(presenters.composition_rows(lobby.edition, composition))
        self.publish(
            room=lobby.room,
            edition=lobby.edition,
            editionLabel=texts.edition_name(lobby.edition),
            inLobby=lobby.state == "lobby",
            ready=bool(mine and mine.ready),
            name=mine.name if mine else "",
        )

    def _refresh_game(self, view: PlayerView) -> None:
        board = view.board
        names = [seat.name for seat in board.seats]
        # No card before the deal (an election before it): no camp yet.
        camp = texts.role_camp(board.edition, view.role) if view.role else ""
        if self.lobby is None:
            composition = presenters.as_dict(board.composition)
            self.setting_rows.set_rows(
                presenters.setting_rows(
                    board.edition, presenters.as_dict(board.settings), composition
                )
            )
            self.composition_rows.set_rows(presenters.composition_rows(board.edition, composition))
        self.publish(
            name=names[view.seat],
            seat=view.seat,
            role=view.role,
            roleLabel=texts.role_name(view.role),
            roleHelp=texts.role_help(view.role, board.edition),
            camp=camp,
            campLabel=texts.camp_name(camp),
            phase=board.phase,
            number=board.number,
            phaseTitle=presenters.phase_title(board),
            alive=view.alive,
            privateLines=private_lines(view),
            newsLine=news_line(view),
        )
        self.seat_rows.set_rows(presenters.seat_rows(board, self.lobby))
        self._refresh_action(view, names)
        self._refresh_chat(view)
        alive = {seat.seat: seat.alive for seat in board.seats}
        known = [
            {
                "seat": seat,
                "name": names[seat],
                "roleLabel": texts.role_name(role),
                "camp": texts.role_camp(board.edition, role),
                "alive": alive[seat],
            }
            for seat, role in view.known_roles
            if seat != view.seat
        ]
        self.known_rows.set_rows(known)
        self.publish(**texts.ghost_lines(dead_see_all(view), bool(known)))
        self.seen_rows.set_rows(seen_cards(view))
        result = board.result
        if result is not None:
            winners = set(result.winners)
            self.reveal_rows.set_rows(
                [
                    {
                        "seat": seat,
                        "name": names[seat],
                        "roleLabel": texts.role_name(role),
                        "camp": texts.role_camp(board.edition, role),
                        "winner": seat in winners,
                        "alive": alive[seat],
                        "me": seat == view.seat,
                        "dealtLabel": presenters.dealt_label(result, seat),
                    }
                    for seat, role in enumerate(result.roles)
                ]
            )
            self.recap_rows.set_rows(
                presenters.recap(
                    board.events,
                    names,
                    result.roles,
                    presenters.moved_cards(result),
                    first_cards=result.dealt,
                )
            )
            self.publish(
                winnerTitle=texts.winners_title(result.labels),
                won=view.seat in winners,
                centerLine=presenters.center_line(result),
            )

    def _refresh_chat(self, view: PlayerView) -> None:
        """The channels shown and the one selected (the first, unless one still shown is)."""
        channels = chat_channels(view)
        selected = self.state["chatChannel"]
        if selected not in channels:
            selected = channels[0] if channels else ""
        self.channel_rows.set_rows(
            [
                {"channel": c, "label": texts.channel_name(c), "selected": c == selected}
                for c in channels
            ]
        )
        self.chat_rows.set_rows(self.chat_lines.get(selected, []))
        self.publish(chatChannel=selected, livingChat=view.alive and bool(channels))

    def _selected(self, view: PlayerView) -> tuple[tuple[int, ...], tuple[int, ...], str]:
        """The composing screen's selection for the current step (empty on a new step)."""
        if self._selection is None or self._selection[0] != step_key(view):
            return (), (), ""
        return self._selection[1:]

    def _refresh_composing(
        self, view: PlayerView, names: list[str], picks: dict[int, list[str]]
    ) -> None:
        """The composing screen: players (with the pack's live ``picks``), center cards,
        options and the peek grid's squares to pick, a hint per form of the action, and
        whether the selection fits one of them."""
        specs = main_specs(view)
        seats, cards, option = self._selected(view)
        if not (seats or cards or option) and specs[0].current is not None:
            seats = (specs[0].current,)  # a revisable pick made (a wolf's): shown as chosen
        allowed = {t for spec in specs if spec.count for t in spec.targets}
        allowed_cards = {c for spec in specs if spec.card_count for c in spec.cards}
        self.target_rows.set_rows(
            [
                {
                    "seat": t,
                    "name": names[t],
                    "picks": ", ".join(picks.get(t, [])),
                    "mine": t in seats,
                    "allowed": t in allowed,
                }
                for t in shown_targets(view, specs[0])
            ]
        )
        self.card_rows.set_rows(
            [
                {
                    "card": c,
                    "label": texts.center_card(c),
                    "mine": c in cards,
                    "allowed": c in allowed_cards,
                }
                for c in range(view.board.center_cards)
            ]
        )
        offered = list(dict.fromkeys(o for spec in specs for o in spec.options))
        self.option_rows.set_rows(
            [
                {"option": o, "label": texts.option_name(o), "mine": o == option}
                for o in offered
                if o not in GRID_CELLS
            ]
        )
        # Row by row (1 to 8), each row from column A to H, as the grid draws them; every
        # square, those this action may not take shown as such.
        offered_cells = GRID_CELLS.intersection(offered)
        cells = sorted(GRID_CELLS, key=lambda c: (int(c[1:]), c[0])) if offered_cells else []
        placed = grid_picks(view, names)
        self.grid_rows.set_rows(
            [
                {
                    "cell": c,
                    "mine": c == option,
                    "picks": ", ".join(placed.get(c, [])),
                    "allowed": c in offered_cells,
                }
                for c in cells
            ]
        )
        self.publish(
            peekGrid=bool(cells), targetsUsable=bool(allowed), cardsUsable=bool(allowed_cards)
        )
        self.publish(
            composing=True,
            canConfirm=self._fitting(view) is not None,
            pickHint=texts.or_list(
                [
                    texts.pick_hint(
                        s.count,
                        s.card_count,
                        bool(s.options),
                        at_most=s.shape is not None and s.shape.at_most,
                        square=bool(GRID_CELLS.intersection(s.options)),
                    )
                    for s in specs
                ]
            ),
        )

    def _fitting(self, view: PlayerView) -> InputSpec | None:
        """The first form of the main action the selection fits, if any."""
        seats, cards, option = self._selected(view)
        for spec in main_specs(view):
            inp = INPUT_TYPES[spec.kind](seats=seats, cards=cards, option=option)
            if spec.refusal(inp) is None:
                return spec
        return None

    def _refresh_action(self, view: PlayerView, names: list[str]) -> None:
        spec = main_spec(view)
        picks: dict[int, list[str]] = {}
        for seat, target in view.team_picks:
            if seat != view.seat:
                picks.setdefault(target, []).append(names[seat])
        current = -1 if spec is None or spec.current is None else spec.current
        if spec is not None and self._pending is not None and self._pending[0] == step_key(view):
            current = self._pending[1]
        if composed(view):
            self._refresh_composing(view, names, picks)
        else:
            self.card_rows.set_rows([])
            self.option_rows.set_rows([])
            self.grid_rows.set_rows([])
            self.publish(
                composing=False,
                peekGrid=False,
                targetsUsable=True,
                cardsUsable=False,
                canConfirm=False,
                pickHint="",
            )
            self.target_rows.set_rows(
                []
                if spec is None
                else [
                    {
                        "seat": t,
                        "name": names[t],
                        "picks": ", ".join(picks.get(t, [])),
                        "mine": t == current,
                        "allowed": t in spec.targets,
                    }
                    for t in shown_targets(view, spec)
                ]
            )
        proxy = next((s for s in view.legal if s.kind == "proxy_vote"), None)
        proxy_current = -1 if proxy is None or proxy.current is None else proxy.current
        self.proxy_rows.set_rows(
            []
            if proxy is None
            else [
                {
                    "seat": t,
                    "name": names[t],
                    "picks": "",
                    "mine": t == proxy_current,
                    "allowed": True,
                }
                for t in proxy.targets
            ]
        )
        phase = view.board.phase
        if spec is not None or not view.alive or phase == "ended":
            waiting = ""
        elif phase == "night":
            waiting = translate("Player", "Your choice is made. Keep your eyes closed until dawn…")
        elif phase == "election" and view.board.vote is not None and view.board.vote.round == 0:
            waiting = translate("Player", "Your answer is given. Waiting for the others…")
        elif phase == "vote" and view.board.vote and view.seat not in view.board.vote.voters:
            # Not among today's voters (a Scapegoat chose them): who votes, and not you.
            voters = [names[s] for s in view.board.vote.voters]
            waiting = (
                translate("Player", "You do not vote today. Voting: {names}.").format(
                    names=texts.names_list(voters)
                )
                if voters
                else translate("Player", "Nobody votes today.")
            )
        elif phase == "vote" and dict(view.board.settings).get("votes_final") == "yes":
            waiting = translate(
                "Player", "Your vote is cast and final: it cannot change. Waiting for the others…"
            )
        elif phase in ("vote", "election"):
            waiting = translate("Player", "Your vote is in. Waiting for the others…")
        elif phase == "resolving":
            waiting = texts.owed_line(
                view.board.owed[0] if view.board.owed else "",
                presenters.held_title(view.board.edition),
            )
        else:
            waiting = translate("Player", "Discuss with the village. The vote comes next.")
        prompt = (
            ""
            if spec is None
            else texts.actions_prompt([s.action for s in main_specs(view)], told_victims(view))
        )
        if spec is not None and spec.action == "look" and (looked := session_looks(view)):
            prompt = texts.session_prompt(looked)
        if spec is not None and spec.action == texts.TAKE_CARD:
            prompt = texts.take_card_prompt([names[t] for t in spec.targets])
            self.publish(pickHint=texts.take_card_hint([names[t] for t in spec.targets]))
        elif spec is not None:
            prompt = night_prompt(view, spec) or prompt
        vote = view.board.vote
        if spec is not None and spec.kind == "vote" and vote and view.seat in vote.voted:
            # A ballot that may still change (forum's votes_final=no): say so.
            prompt = translate(
                "Player", "{question} You voted: you may change it until the vote closes."
            ).format(question=prompt)
        self.publish(
            action="" if spec is None else spec.action,
            publicPrompt=(
                translate("Player", "Make your choice, then confirm.")
                if composed(view)
                else translate("Player", "Choose a player.")
            )
            if spec is not None and spec.kind == "night_choice"
            else prompt,
            hasAction=spec is not None,
            secretChoice=spec is not None and spec.kind == "night_choice",
            **self._secret_ballot_state(view, prompt),
            current=current,
            waitingText=waiting,
            canProxy=proxy is not None,
            packLine=pack_line(view),
            proxyCurrent=proxy_current,
        )

    def _secret_ballot_state(self, view: PlayerView, prompt: str) -> dict[str, Any]:
        """The secret ballot's button and, when it is pressed, the question shown with the
        card (the question shown without it stays everybody's)."""
        secret = secret_ballot(view)
        on = secret is not None and self._secret_at == step_key(view)
        return {
            "secretBallot": "" if secret is None else texts.action_prompt(secret.action),
            "secretBallotOn": on,
            "prompt": texts.secret_ballot_prompt(secret.action, prompt) if on else prompt,
        }

    # ------------------------------------------------------------------ slots

    def _port(self) -> PlayerPort:
        if self.port is None:
            raise PermissionError("this screen is not seated at the table")
        return self.port

    @Slot()
    def holdRole(self) -> None:
        """The player presses the "show my role" button, the card or its key: the role and
        the private results show until :meth:`releaseRole`."""
        self._held_since = time.monotonic()
        self._peek_timer.stop()
        self.publish(revealed=True, holding=True, cardFlipped=True)

    @Slot()
    def releaseRole(self) -> None:
        """The press ends: a tap leaves the role shown for :data:`PEEK_SECONDS`, a longer
        hold hides it at once."""
        held = None if self._held_since is None else time.monotonic() - self._held_since
        self._held_since = None
        self.publish(holding=False)
        if held is not None and held < TAP_SECONDS:
            self.peekRole()
        else:
            self.hideRole()

    @Slot()
    def peekRole(self) -> None:
        """Show the role for :data:`PEEK_SECONDS`, then hide it."""
        self.publish(revealed=True, cardFlipped=True)
        self._peek_timer.start(round(PEEK_SECONDS * 1000))

    @Slot()
    def hideRole(self) -> None:
        """Hide the role and the private results (their default state)."""
        self._held_since = None
        self._peek_timer.stop()
        self.publish(revealed=False, holding=False)

    @Slot()
    def flipCard(self) -> None:
        """A tap on the face-down card: the role shows for a few seconds."""
        self.peekRole()

    @Slot()
    def acknowledgeRole(self) -> None:
        """The player has read their role card: it hides, and the game screens follow.
        Before the player holds a card (forum's election comes before the deal) there is
        nothing to read: the card is still to be seen once dealt."""
        self.hideRole()
        if self.view is None or self.view.role:
            self.publish(roleSeen=True)
        self.refresh()

    @Slot()
    def toggleSecretBallot(self) -> None:
        """Press (or release) the secret ballot's button: the next ballot of this vote
        takes its form. Pressed while the card is shown for a tap, the card stays shown a
        little longer, for the pick."""
        view = self.view
        if view is None or secret_ballot(view) is None:
            raise RuntimeError("there is no secret ballot now")
        key = step_key(view)
        self._secret_at = None if self._secret_at == key else key
        if self.state["revealed"] and not self.state["holding"]:
            self.peekRole()
        self.refresh()

    @Slot(int)
    def choose(self, target: int) -> None:
        """The main action (night choice, vote or shot) on ``target``. A player shown
        but not open to this seat's power (see :func:`shown_targets`) is refused here,
        like a refusal from the host."""
        spec = None if self.view is None else main_spec(self.view)
        if spec is None:
            raise RuntimeError("there is nothing to choose now")
        if target not in spec.targets:
            self.input_refused(self.refusal_text("illegal_target", INPUT_TYPES[spec.kind](target)))
            return
        port = self._port()
        secret = secret_ballot(self.view)
        if secret is not None and self._secret_at == step_key(self.view):
            inp = INPUT_TYPES[secret.kind](target, option=secret.options[0])
        else:
            inp = INPUT_TYPES[spec.kind](target)
        self._pending = (step_key(self.view), target)
        self._refused_at = None
        self._secret_at = None
        self.publish(refusal="")
        self.refresh()
        port.submit(inp)

    def _compose(self, change: Callable[[tuple, tuple, str], tuple[tuple, tuple, str]]) -> None:
        view = self.view
        if view is None or not composed(view):
            raise RuntimeError("there is nothing to compose now")
        seats, cards, option = change(*self._selected(view))
        self._selection = (step_key(view), tuple(seats), tuple(cards), option)
        self.publish(refusal="")
        self.refresh()

    @Slot(int)
    def toggleSeat(self, seat: int) -> None:
        """Composing: add ``seat`` to the selection, or take it out."""
        self._compose(lambda s, c, o: (_toggled(s, seat), c, o))

    @Slot(int)
    def toggleCard(self, card: int) -> None:
        """Composing: add center card ``card`` to the selection, or take it out."""
        self._compose(lambda s, c, o: (s, _toggled(c, card), o))

    @Slot(str)
    def chooseOption(self, option: str) -> None:
        """Composing: pick ``option`` (picking it again takes it back)."""
        self._compose(lambda s, c, o: (s, c, "" if o == option else option))

    @Slot()
    def clearPick(self) -> None:
        """Composing: start the selection again."""
        self._compose(lambda s, c, o: ((), (), ""))

    @Slot()
    def confirmPick(self) -> None:
        """Composing: send the selection, if it fits one form of the action; otherwise
        refused here like a refusal from the host (the selection stays)."""
        view = self.view
        if view is None or not composed(view):
            raise RuntimeError("there is nothing to choose now")
        spec = self._fitting(view)
        seats, cards, option = self._selected(view)
        if spec is None:
            kind = main_spec(view).kind
            tried = INPUT_TYPES[kind](seats=seats, cards=cards, option=option)
            self.input_refused(self.refusal_text("illegal_target", tried))
            return
        port = self._port()
        self._selection = None
        self.publish(refusal="")
        port.submit(INPUT_TYPES[spec.kind](seats=seats, cards=cards, option=option))
        self.refresh()

    def make(self, choice: Any) -> None:
        """Make ``choice`` (an input of the main action) through this screen's own
        controls: tap the player, or compose the pick (players, center cards, option)
        and confirm it. The hand of the demo's autopilot and of the tests."""
        if self.view is not None and composed(self.view):
            self.clearPick()
            for seat in choice.seats:
                self.toggleSeat(seat)
            for card in choice.cards:
                self.toggleCard(card)
            if choice.option:
                self.chooseOption(choice.option)
            self.confirmPick()
        else:
            secret = None if self.view is None else secret_ballot(self.view)
            if secret is not None and choice.option in secret.options:
                if not self.state["secretBallotOn"]:
                    self.toggleSecretBallot()
            elif self.state["secretBallotOn"]:
                self.toggleSecretBallot()
            self.choose(choice.target)

    @Slot(str)
    def selectChat(self, channel: str) -> None:
        """Show the chat of ``channel`` (one of :attr:`chatChannels`)."""
        self.publish(chatChannel=channel)
        self.refresh()

    @Slot(int)
    def proxyVote(self, target: int) -> None:
        """Lodge the vote counted if this player is away when the vote closes."""
        self._port().submit(INPUT_TYPES["proxy_vote"](target))

    @Slot(bool)
    def setReady(self, ready: bool) -> None:
        self._port().set_ready(ready)

    @Slot()
    def readyToVote(self) -> None:
        self._port().ready_to_vote()

    @Slot(str)
    def sendChat(self, text: str) -> None:
        """Send a line on the chat shown (:attr:`chatChannel`)."""
        text = text.strip()[:MAX_CHAT]
        channel = self.state["chatChannel"]
        if text and channel:
            self._port().chat(channel, text)

    @Slot()
    def dismissNotice(self) -> None:
        self.publish(notice="")


def _toggled(values: tuple[int, ...], value: int) -> tuple[int, ...]:
    """``values`` with ``value`` taken out, or added at the end."""
    return tuple(v for v in values if v != value) if value in values else (*values, value)
