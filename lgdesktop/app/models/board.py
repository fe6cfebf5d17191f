"""The village board's view-model: what the TV shows, built from public information only.

Inputs are the lobby, the engine's :class:`~lgdesktop.engine.PublicView` (the board refuses
any other view: a :class:`~lgdesktop.engine.PlayerView` would carry a seat's secrets) and the
host's clock. Between phases the board holds short *interludes* (the morning's news, a vote's
tally, deaths from a last shot) so the room can read them; their length depends only on the
``speed``, never on the deal. Each public event is played once, in order: the board counts
the public events it has turned into interludes (their order never changes, even when the
end reveals every secret event between them), so the winner comes right after the last
news; the news before its first view of a game is not played. During the night the
narration line follows the clock's ``step``, a step of the public narration. The clock
counts down locally (:mod:`.countdown`); while the host's clock is paused the interludes
wait too.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from typing import Any, ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement

from ...engine import PublicView, SetupError, catalogue
from ...engine.flow import SHOT
from ...engine.model import (
    ActionTaken,
    Candidacy,
    CandidatesNamed,
    DawnNote,
    Died,
    MorningNews,
    PhaseStarted,
    RoleShown,
    ShotFired,
    TitleGiven,
    VoteTally,
)
from .. import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401
from ..texts import presenters, texts
from ..texts.i18n import translate
from .countdown import CLOCK_DEFAULTS, Countdown, clock_properties
from .ports import BoardPort
from .rows import RowsModel
from .viewmodel import ViewModel, field, rows_property

#: Seconds the board shows the morning's news before the day's timer (at speed 1).
MORNING_SECONDS = 8.0
#: Seconds the board shows a vote's tally (at speed 1): long enough to read the counts.
TALLY_SECONDS = 10.0
#: Seconds the board shows deaths outside a morning or a tally (a last shot).
DEATHS_SECONDS = 6.0
#: Shortest interlude whatever the speed: a fast demo still leaves the news readable.
MIN_INTERLUDE_SECONDS = 1.5
#: How a title changes hands that the board announces on its own screen (an election won
#: by a vote shows on its tally instead).
ANNOUNCED = frozenset({"unopposed", "successor"})
#: Seconds the host's "extend" button adds to the discussion.
EXTEND_SECONDS = 60

PLAYER_KEYS = presenters.SEAT_KEYS
TALLY_KEYS = ("seat", "name", "votes", "votesText", "leading", "voters")
#: ``dealtLabel``: the card dealt, when it differs from the final one (else empty).
REVEAL_KEYS = ("seat", "name", "role", "roleLabel", "camp", "alive", "winner", "dealtLabel")
#: A death on the news, with the card it showed (``role`` empty where cards stay hidden).
DEAD_CARD_KEYS = ("seat", "name", "role", "roleLabel", "camp")
#: A preset's row: the presenter's, its line in the menu (with why it is greyed out), and
#: whether the roles in play are that preset's.
PRESET_KEYS = (*presenters.PRESET_KEYS, "choice", "selected")
#: The names the host gives its own computer players, "Bot 1", "Bot 2"... in the TV's
#: language (a name is kept once given: everybody sees the same one).
BOT_NAME = QT_TRANSLATE_NOOP("Board", "Bot {number}")


@dataclass
class Interlude:
    """A pause of the board on news: ``kind`` is ``morning``, ``tally``, ``deaths`` or
    ``announce`` (an election's news without a tally: the names drawn when nobody stood,
    a lone candidate unopposed, a successor named).

    ``titled`` is the title an election's tally (or an announce) handed out (title, seat,
    how); ``drawn`` the candidates drawn by lot; ``owed`` the kind of the owed action whose
    answer caused ``deaths`` (a shot, a tie-break); ``spared`` a designated player's card
    shown instead of a banishment."""

    kind: str
    number: int
    deaths: list[int] = dataclass_field(default_factory=list)
    notes: tuple[str, ...] = ()
    tally: VoteTally | None = None
    titled: tuple[str, int, str] | None = None
    drawn: tuple[int, ...] = ()
    owed: str = "shot"
    #: A card shown at a tally by a player the vote designated and who stays (anniversary's
    #: Idiot, Puppeteer): (seat, role).
    spared: tuple[int, str] | None = None
    #: The banished among ``deaths`` (the others died with them: a lover's grief).
    banished: list[int] = dataclass_field(default_factory=list)
    #: The day of a tally that closed that day's second vote (the Stuttering Judge's),
    #: titled so; 0 for any other.
    second: int = 0
    #: A morning whose deaths were told already: the dawn's notes once its owed actions
    #: were taken (anniversary's growl after a Hunter's shot), shown alone.
    notes_only: bool = False
    #: The owed action whose answer caused ``deaths``, where the table sees it taken
    #: (``ActionTaken`` public): who took it and whom it named; None where it is secret.
    taken: ActionTaken | None = None

    @property
    def seconds(self) -> float:
        return {"morning": MORNING_SECONDS, "tally": TALLY_SECONDS}.get(self.kind, DEATHS_SECONDS)


def interludes_from(
    events: tuple, number: int, owed: str = "", edition: str = ""
) -> list[Interlude]:
    """The interludes announced by a batch of new public events of an ``edition`` game;
    ``owed``: the kind of the owed action awaited before them, if any (deaths with no
    answer announced are its own: the Devoted Servant's secret choice). A morning with
    nothing to tell (:func:`presenters.morning_told`) is none."""
    found: list[Interlude] = []
    open_: Interlude | None = None
    owed = owed or "shot"
    taken: ActionTaken | None = None
    for event in events:
        if isinstance(event, ActionTaken):
            owed, taken = event.kind, event
        elif isinstance(event, TitleGiven):
            if open_ is not None and open_.kind == "tally" and event.seat is not None:
                open_.titled = (event.title, event.seat, event.how)
            elif event.seat is not None and event.how in ANNOUNCED:
                found.append(
                    Interlude("announce", number, titled=(event.title, event.seat, event.how))
                )
        elif isinstance(event, RoleShown) and open_ is not None and open_.kind == "tally":
            if event.seat not in open_.deaths:
                open_.spared = (event.seat, event.role)
        elif isinstance(event, CandidatesNamed) and event.drawn:
            found.append(Interlude("announce", number, drawn=event.candidates))
        elif isinstance(event, MorningNews) and not presenters.morning_told(edition, event):
            open_ = None
        elif isinstance(event, MorningNews):
            found.append(Interlude("morning", event.number, list(event.deaths), event.notes))
            open_ = None
        elif isinstance(event, DawnNote):
            last = found[-1] if found else None
            if last is not None and last.kind == "morning" and last.number == event.number:
                last.notes += event.notes  # nothing was owed: one morning's news
            else:
                found.append(Interlude("morning", event.number, notes=event.notes, notes_only=True))
            open_ = None
        elif isinstance(event, VoteTally):
            open_ = Interlude("tally", number, tally=event)
            found.append(open_)
        elif isinstance(event, Died) and event.public_cause == "night":
            if open_ is not None and open_.spared is not None and open_.spared[0] == event.seat:
                open_.spared = None  # a card shown as its holder died at nightfall (tetanus)
        elif isinstance(event, Died):
            if open_ is None:
                open_ = Interlude("deaths", number, owed=owed, taken=taken)
                found.append(open_)
            open_.deaths.append(event.seat)
            if event.public_cause == "banished":
                open_.banished.append(event.seat)
            if open_.spared is not None and open_.spared[0] == event.seat:
                open_.spared = None  # shown, then banished all the same (the Elder)
        elif isinstance(event, PhaseStarted) and event.phase != "resolving":
            open_ = None
    return found


def by_leading(row: dict[str, Any]) -> bool:
    """Sort key of tally rows: the leading (eliminated) ones first, the order kept else."""
    return not row["leading"]


@QmlElement
class BoardModel(ViewModel):
    """Everything the board's QML binds to. Admin slots act only with a :class:`BoardPort`."""

    changed = Signal()
    #: A new narration line is on screen (for the optional spoken narration).
    narrate = Signal(str)
    #: The host's clock was paused (True) or resumed (False): spoken narration holds too.
    hush = Signal(bool)

    DEFAULTS: ClassVar[dict[str, Any]] = {
        "status": "connecting",
        "screen": "connecting",
        "isAdmin": False,
        "local": False,
        "editionIndex": -1,
        "notice": "",
        "room": "",
        "code": "",
        "address": "",
        "addresses": [],
        "qrText": "",
        "edition": "jinrou",
        "editionLabel": "",
        "playerCount": 0,
        "minPlayers": 0,
        "maxPlayers": 0,
        "canStart": False,
        "startHint": "",
        "startAlarm": False,
        "presetLine": "",
        "presetIndex": -1,
        "presetLabel": "",
        "botCount": 0,
        "playerWarning": "",
        "villagers": 0,
        "phase": "",
        "number": 0,
        "phaseTitle": "",
        "owedLine": "",
        "electedTitle": "",
        "candidacy": False,
        "candidatesLine": "",
        "candidacyLine": "",
        "candidatesEveryone": False,
        "narrationStep": "",
        "narrationLine": "",
        "stepIndex": 0,
        "stepsTotal": 0,
        **CLOCK_DEFAULTS,
        "hasTimer": False,
        "inGame": False,
        "morningTitle": "",
        "deathsLine": "",
        "notes": [],
        "voteRound": 0,
        "votedCount": 0,
        "voterCount": 0,
        "votersLine": "",
        "secondVote": False,
        "tallyTitle": "",
        "tallyText": "",
        "tallyRole": "",
        "tallyDeaths": "",
        "tallyMost": 0,
        "deathsTitle": "",
        "winnerTitle": "",
        "winner": "",
        "winnersLine": "",
        "winnerCount": 0,
        "centerLine": "",
    }
    status = field(str, "status", changed)
    screen = field(str, "screen", changed)
    isAdmin = field(bool, "isAdmin", changed)
    editionIndex = field(int, "editionIndex", changed)
    editions = rows_property("edition_rows")
    local = field(bool, "local", changed)
    notice = field(str, "notice", changed)
    room = field(str, "room", changed)
    code = field(str, "code", changed)
    address = field(str, "address", changed)
    addresses = field("QVariantList", "addresses", changed)
    qrText = field(str, "qrText", changed)
    edition = field(str, "edition", changed)
    editionLabel = field(str, "editionLabel", changed)
    playerCount = field(int, "playerCount", changed)
    minPlayers = field(int, "minPlayers", changed)
    maxPlayers = field(int, "maxPlayers", changed)
    canStart = field(bool, "canStart", changed)
    startHint = field(str, "startHint", changed)
    #: The start hint names a set-up to fix (shown as a warning), not a table that fills.
    startAlarm = field(bool, "startAlarm", changed)
    #: What the preset in play set ("" when the roles are nobody's preset).
    presetLine = field(str, "presetLine", changed)
    #: The row of that preset in ``presets`` (-1: none) and its name.
    presetIndex = field(int, "presetIndex", changed)
    presetLabel = field(str, "presetLabel", changed)
    #: Seats played by the computer (the host's own bots among them).
    botCount = field(int, "botCount", changed)
    playerWarning = field(str, "playerWarning", changed)
    villagers = field(int, "villagers", changed)
    phase = field(str, "phase", changed)
    number = field(int, "number", changed)
    phaseTitle = field(str, "phaseTitle", changed)
    owedLine = field(str, "owedLine", changed)
    electedTitle = field(str, "electedTitle", changed)
    candidacy = field(bool, "candidacy", changed)
    candidatesLine = field(str, "candidatesLine", changed)
    candidacyLine = field(str, "candidacyLine", changed)
    #: Every living player may be named: the TV lists none (its vote's instruction says so).
    candidatesEveryone = field(bool, "candidatesEveryone", changed)
    narrationStep = field(str, "narrationStep", changed)
    narrationLine = field(str, "narrationLine", changed)
    stepIndex = field(int, "stepIndex", changed)
    stepsTotal = field(int, "stepsTotal", changed)
    secondsLeft, timerText, timeLeft, timerFraction, paused = clock_properties(changed)
    hasTimer = field(bool, "hasTimer", changed)
    inGame = field(bool, "inGame", changed)
    morningTitle = field(str, "morningTitle", changed)
    deathsLine = field(str, "deathsLine", changed)
    notes = field("QVariantList", "notes", changed)
    voteRound = field(int, "voteRound", changed)
    votedCount = field(int, "votedCount", changed)
    voterCount = field(int, "voterCount", changed)
    #: Who may vote in a day vote closed to some of the living (a Scapegoat's choice).
    votersLine = field(str, "votersLine", changed)
    #: The day vote open is the day's second (the Stuttering Judge's): no debate before it.
    secondVote = field(bool, "secondVote", changed)
    #: The tally's heading when it is not the plain "The votes" (a second vote's).
    tallyTitle = field(str, "tallyTitle", changed)
    tallyText = field(str, "tallyText", changed)
    tallyRole = field(str, "tallyRole", changed)
    tallyDeaths = field(str, "tallyDeaths", changed)
    #: The most votes a row of the tally received (0 where the totals are kept secret):
    #: its bars are drawn against it.
    tallyMost = field(int, "tallyMost", changed)
    deathsTitle = field(str, "deathsTitle", changed)
    winnerTitle = field(str, "winnerTitle", changed)
    winner = field(str, "winner", changed)
    winnersLine = field(str, "winnersLine", changed)
    #: How many seats won (the end screen counts them when their names are too long a line).
    winnerCount = field(int, "winnerCount", changed)
    centerLine = field(str, "centerLine", changed)
    players = rows_property("player_rows")
    composition = rows_property("composition_rows")
    presets = rows_property("preset_rows")
    settings = rows_property("setting_rows")
    tally = rows_property("tally_rows")
    reveal = rows_property("reveal_rows")
    recap = rows_property("recap_rows")
    deadCards = rows_property("dead_card_rows")

    def __init__(
        self,
        port: BoardPort | None = None,
        *,
        speed: float = 1.0,
        local: bool = False,
        now: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.port = port
        self.speed = speed
        self.edition_rows = RowsModel(presenters.EDITION_KEYS, self)
        self.player_rows = RowsModel(PLAYER_KEYS, self)
        self.composition_rows = RowsModel(presenters.COMPOSITION_KEYS, self)
        self.preset_rows = RowsModel(PRESET_KEYS, self)
        self.setting_rows = RowsModel(presenters.SETTING_KEYS, self)
        self.tally_rows = RowsModel(TALLY_KEYS, self)
        self.reveal_rows = RowsModel(REVEAL_KEYS, self)
        self.recap_rows = RowsModel(presenters.RECAP_KEYS, self)
        self.dead_card_rows = RowsModel(DEAD_CARD_KEYS, self)
        self.lobby: Any = None
        self.view: PublicView | None = None
        self.clock: Any = None
        self.countdown = Countdown(now, self)
        self.countdown.ticked.connect(self._refresh_clock)
        self.endpoint = ""
        self.interludes: deque[Interlude] = deque()
        #: Public events of this game already turned into interludes (see the module doc).
        self._played = 0
        #: The kind of the owed action the last view waited for (a secret one, the Devoted
        #: Servant's, announces no answer: the deaths that follow are its).
        self._owed = ""
        self._spoken = ""
        self._interlude_timer = QTimer(self)
        self._interlude_timer.setSingleShot(True)
        self._interlude_timer.timeout.connect(self.next_interlude)
        #: Milliseconds left of the interlude on screen while the clock is paused.
        self._held_ms: int | None = None
        self.publish(
            isAdmin=port is not None, local=local, status="connected" if local else "connecting"
        )

    # ------------------------------------------------------------------ inputs

    def update_status(self, status: str) -> None:
        """The board client's connection status."""
        self.publish(status=status)
        self.refresh()

    def update_endpoint(self, address: str, port: int) -> None:
        """The host's own address, for manual entry when the lobby lists none."""
        self.endpoint = f"{address}:{port}"
        self.refresh()

    def update_lobby(self, lobby: Any) -> None:
        """A :class:`~lgdesktop.protocol.LobbyState`. Back in the lobby with a game on
        screen (the host chose to play again), the board forgets that game."""
        if lobby.state == "lobby" and self.view is not None:
            self._forget_game()
        self.lobby = lobby
        self.refresh()

    def _forget_game(self) -> None:
        self.view = None
        self.interludes.clear()
        self._interlude_timer.stop()
        self._held_ms = None
        self._played = 0
        self._owed = ""
        if self.countdown.paused:
            self.hush.emit(False)
        self.clock = None
        self.countdown.set(None)
        self._spoken = ""

    def update_view(self, view: PublicView) -> None:
        """A new public view. Anything but a PublicView is refused (TypeError)."""
        if type(view) is not PublicView:
            raise TypeError(f"the board shows public views only, not {type(view).__name__}")
        public = [event for event in view.events if event.visibility.public]
        # The news before a board's first view of a game is history (a TV restarted in the
        # middle of a game goes straight to the current step).
        new_events = () if self.view is None else tuple(public[self._played :])
        self._played = len(public)
        self.view = view
        for interlude in interludes_from(new_events, view.number, self._owed, view.edition):
            if interlude.tally is not None:
                interlude.second = presenters.second_vote_day(public, interlude.tally)
            self.interludes.append(interlude)
        self._owed = view.owed[0] if view.owed else ""
        if self.interludes and not self._interlude_timer.isActive() and self._held_ms is None:
            self._start_interlude(self.interludes[0])
        self.refresh()

    def update_clock(self, clock: Any) -> None:
        """A :class:`~lgdesktop.protocol.Clock` from the host."""
        was_paused = self.countdown.paused
        self.clock = clock
        self.countdown.set(clock)
        if clock.paused != was_paused:
            self._hold_interlude(clock.paused)
            self.hush.emit(clock.paused)
        self.refresh()

    def _hold_interlude(self, paused: bool) -> None:
        """While the host's clock is paused, the interlude on screen waits too."""
        if paused and self._interlude_timer.isActive():
            self._held_ms = max(0, self._interlude_timer.remainingTime())
            self._interlude_timer.stop()
        elif not paused and self._held_ms is not None:
            self._interlude_timer.start(self._held_ms)
            self._held_ms = None

    def _start_interlude(self, interlude: Interlude) -> None:
        if self.countdown.paused:
            self._held_ms = self._ms(interlude.seconds)
        else:
            self._interlude_timer.start(self._ms(interlude.seconds))

    def show_notice(self, text: str) -> None:
        """An error or message from the host, shown until dismissed."""
        self.publish(notice=text)

    def _ms(self, seconds: float) -> int:
        return round(1000 * max(MIN_INTERLUDE_SECONDS, seconds / self.speed))

    @Slot()
    def next_interlude(self) -> None:
        """End the interlude on screen (its timer does it; tests may call it)."""
        if self.interludes:
            self.interludes.popleft()
        self._interlude_timer.stop()
        self._held_ms = None
        if self.interludes:
            self._start_interlude(self.interludes[0])
        self.refresh()

    # ------------------------------------------------------------------ computing

    def _title(self) -> str:
        """The title this game's elections hand out (the lines of a tie-break name it)."""
        return presenters.held_title(self.view.edition if self.view is not None else "")

    def names(self) -> list[str]:
        if self.view is not None:
            return [seat.name for seat in self.view.seats]
        return [seat.name for seat in getattr(self.lobby, "seats", ())]

    def refresh(self) -> None:
        self._refresh_lobby()
        view = self.view
        if view is not None:
            self._refresh_game(view)
        screen = self._screen()
        self.publish(screen=screen, inGame=screen not in ("connecting", "lobby", "end"))
        self._refresh_clock()
        self._refresh_interlude()
        if self.state["screen"] == "night" and self.state["narrationLine"] != self._spoken:
            self._spoken = self.state["narrationLine"]
            self.narrate.emit(self._spoken)

    def _screen(self) -> str:
        lobby, view = self.lobby, self.view
        if lobby is None and view is None:
            return "connecting"
        if self.interludes:
            return self.interludes[0].kind
        if view is None or getattr(lobby, "state", "playing") == "lobby":
            return "lobby"
        return {"ended": "end", "election": "vote"}.get(view.phase, view.phase)

    def _refresh_lobby(self) -> None:
        lobby = self.lobby
        if lobby is None:
            return
        edition = catalogue.edition_info(lobby.edition)
        composition = presenters.as_dict(lobby.composition)
        settings = presenters.as_dict(lobby.settings)
        count = len(lobby.seats)
        # The deck holds one card per player plus the center's, which may depend on the
        # composition (one_night: 3; thiercelieux: 2 with the Thief, none without).
        try:
            center = catalogue.center_cards(lobby.edition, composition)
        except SetupError:  # an edition gone from the registry (a test's): its usual center
            center = edition.center_cards
        villagers = (
            count
            + center
            - sum(n for role, n in composition.items() if role != edition.filler_role)
        )
        addresses = [
            a if ":" in a else f"{a}:{self.endpoint.rpartition(':')[2]}"
            for a in getattr(lobby, "addresses", ()) or ()
        ] or ([self.endpoint] if self.endpoint else [])
        address = addresses[0] if addresses else ""
        spare = villagers + self._table_seats() - count  # villagers the whole table gets
        hint, alarm = self._start_hint(lobby, count, spare)
        in_lobby = lobby.state == "lobby"
        self.publish(
            room=lobby.room,
            code=lobby.code or "",
            edition=lobby.edition,
            editionLabel=texts.edition_name(lobby.edition),
            address=address,
            addresses=addresses,
            qrText=f"lgdesktop://{address}/?code={lobby.code}" if address else "",
            playerCount=count,
            minPlayers=edition.min_players,
            maxPlayers=lobby.max_players,
            canStart=in_lobby and not hint and self.port is not None,
            startHint=hint,
            startAlarm=alarm,
            botCount=sum(seat.bot for seat in lobby.seats),
            playerWarning=texts.player_warning(lobby.edition, self._table_seats()),
            villagers=max(0, villagers),
        )
        if self.view is None:
            self.player_rows.set_rows(
                [
                    {
                        "seat": seat.seat,
                        "name": seat.name,
                        "ready": seat.ready,
                        "connected": seat.connected,
                        "bot": seat.bot,
                        "alive": True,
                        "roleLabel": "",
                        "voted": False,
                        "title": "",
                        "titleLabel": "",
                        "weight": "",
                    }
                    for seat in lobby.seats
                ]
            )
        editions = presenters.edition_rows()
        if self.edition_rows.rows != editions:
            self.edition_rows.set_rows(editions)
        ids = [row["edition"] for row in editions]
        self.publish(editionIndex=ids.index(lobby.edition) if lobby.edition in ids else -1)
        rows = presenters.composition_rows(
            lobby.edition, composition, every_role=in_lobby and self.port is not None
        )
        # The roles in play first, then those the host may add; each part in night order
        # (a stable sort), so the deck reads from the top even in the host's editable list.
        self.composition_rows.set_rows(sorted(rows, key=lambda row: not row["count"]))
        self.setting_rows.set_rows(presenters.setting_rows(lobby.edition, settings, composition))
        seats = self._table_seats()
        try:
            presets = presenters.preset_rows(lobby.edition, seats)
        except SetupError:  # an edition gone from the registry (a test's): no presets
            presets = []
        chosen = self._preset_in_play(presets, composition)
        for row in presets:
            row["selected"] = row["preset"] == chosen
            row["choice"] = row["label"] + (f" ({row['reason']})" if row["reason"] else "")
        self.preset_rows.set_rows(presets)
        ids = [row["preset"] for row in presets]
        in_play = {role: n for role, n in composition.items() if n}
        recommended = not chosen and in_play == {
            role: n
            for role, n in presenters.as_dict(getattr(lobby, "recommended", None)).items()
            if n
        }
        if chosen:
            label = texts.preset_name(chosen)
        elif recommended:
            label = translate("Board", "Recommended roles")
        else:
            label = translate("Board", "None: roles chosen by hand")
        self.publish(
            presetLine=self._preset_line(
                label if chosen or recommended else "", composition, seats
            ),
            presetIndex=ids.index(chosen) if chosen else -1,
            presetLabel=label,
        )

    def _table_seats(self) -> int:
        """The seats the roles are dealt for: the whole table a host waits for, or the
        players seated at a shared screen (its roles follow them)."""
        if self.state["local"]:
            return len(self.lobby.seats)
        return self.lobby.max_players

    def _preset_in_play(self, presets: list[dict[str, Any]], composition: dict) -> str:
        """The available preset whose roles (villagers aside) are the ones in play, or ""."""
        filler = catalogue.edition_info(self.lobby.edition).filler_role
        powers = {role: n for role, n in composition.items() if n and role != filler}
        for row in presets:
            if not row["available"]:
                continue
            deck = catalogue.preset_setup(self.lobby.edition, row["preset"], self._table_seats())
            if {role: n for role, n in deck.items() if n and role != filler} == powers:
                return row["preset"]
        return ""

    def _preset_line(self, label: str, composition: dict, seats: int) -> str:
        """ "Preset “First game”: 7 roles with a power for 16 seats" ("" without ``label``,
        the name of the preset, or "Recommended roles", in play)."""
        if not label:
            return ""
        filler = catalogue.edition_info(self.lobby.edition).filler_role
        count = sum(n for role, n in composition.items() if role != filler)
        powers = translate("Board", "%n role(s) with a power", None, count)
        return translate("Board", "Preset “{preset}”: {powers} for {seats} seats").format(
            preset=label, powers=powers, seats=seats
        )

    def _start_hint(self, lobby: Any, count: int, spare: int) -> tuple[str, bool]:
        """Why the game cannot start yet and whether that is a set-up to fix (True) or a
        table that fills (False); ("", False) when it can start. The host's
        ``start_blocker`` counts the table's seats: roles for 16 seats are no problem
        while 8 players sit there. ``spare``: the villagers the table's seats leave (below 0:
        more roles than seats)."""
        edition = catalogue.edition_info(lobby.edition)
        blocker = lobby.start_blocker
        waiting = sum(not seat.ready for seat in lobby.seats)
        filling = blocker is not None and blocker.code == "waiting_for_players"
        if count < edition.min_players or filling:
            # The same neutral line in every edition while the table fills: the seats the
            # roles are dealt for (at least the edition's least table) and those still empty.
            seats = max(self._table_seats(), edition.min_players)
            return translate(
                "Board",
                "{roles} roles for {seats} seats: waiting for %n more player(s)",
                None,
                seats - count,
            ).format(roles=seats, seats=seats), False
        if spare < 0:
            seats = self._table_seats()
            return translate("Board", "Too many roles for %n seat(s)", None, seats), True
        if waiting:
            return translate("Board", "Waiting for %n player(s) to be ready", None, waiting), False
        if blocker is not None:  # the host knows better
            if blocker.code in ("not_ready", "not_enough_players"):
                return translate("Board", "Not everybody is ready yet."), False
            return translate("Board", "These roles cannot be dealt: change the composition."), True
        return "", False

    def _shown_roles(self, view: PublicView) -> dict[int, str]:
        """The seats' cards the game screens show, by seat: the view's, but for the news
        played after the end (the last morning, a last shot), which shows the cards as the
        game under way showed them: the end screen alone reveals every card."""
        if view.result is not None and self.interludes:
            return presenters.roles_before_end(view.events)
        return {seat.seat: seat.role for seat in view.seats if seat.role}

    def _refresh_game(self, view: PublicView) -> None:
        roles = self._shown_roles(view)
        self.player_rows.set_rows(presenters.seat_rows(view, self.lobby, roles))
        if self.lobby is None:
            composition = presenters.as_dict(view.composition)
            self.composition_rows.set_rows(presenters.composition_rows(view.edition, composition))
            self.setting_rows.set_rows(
                presenters.setting_rows(
                    view.edition, presenters.as_dict(view.settings), composition
                )
            )
        self.publish(
            phase=view.phase,
            number=view.number,
            phaseTitle=presenters.phase_title(view),
            owedLine=texts.owed_line(view.owed[0], presenters.held_title(view.edition))
            if view.owed
            else "",
        )
        self._refresh_night(view)
        self._refresh_day(view)
        self._refresh_end(view)

    def _refresh_night(self, view: PublicView) -> None:
        steps = presenters.night_steps(view.narration)
        clock = self.clock
        if clock is not None and clock.phase == "night" and clock.step:
            step, index, total = clock.step, clock.step_index, clock.steps_total
        else:
            step, index, total = steps[0], 0, len(steps)
        self.publish(
            narrationStep=step,
            narrationLine=texts.narration(step, view.edition),
            stepIndex=index,
            stepsTotal=total,
        )

    def _refresh_clock(self) -> None:
        """The countdown of the current step (called on every tick while it runs)."""
        step = None if self.view is None else (self.view.phase, self.view.number)
        self.publish(hasTimer=self.countdown.counts(step), **self.countdown.fields(step))

    def _refresh_day(self, view: PublicView) -> None:
        if view.vote is not None:
            self.publish(
                voteRound=view.vote.round,
                votedCount=len(view.vote.voted),
                voterCount=len(view.vote.voters),
                electedTitle=texts.title_name(view.vote.title) if view.vote.title else "",
                candidacy=bool(view.vote.title) and view.vote.round == 0,
                candidatesLine=presenters.candidates_line(view),
                candidatesEveryone=sorted(view.vote.candidates)
                == [seat.seat for seat in view.seats if seat.alive],
                candidacyLine=self._candidacy_line(view),
                votersLine=self._voters_line(view),
                secondVote=view.phase == "vote" and presenters.votes_closed_today(view.events) > 0,
            )

    @staticmethod
    def _voters_line(view: PublicView) -> str:
        """Who may vote, when not every living player may (a Scapegoat chose them)."""
        voters = view.vote.voters if view.vote is not None else ()
        living = [seat.seat for seat in view.seats if seat.alive]
        if view.vote is None or view.vote.title or sorted(voters) == living:
            return ""
        if not voters:
            return translate("Board", "Nobody may vote today.")
        names = [seat.name for seat in view.seats]
        return translate("Board", "Only {names} may vote today.").format(
            names=texts.names_list([names[s] for s in voters])
        )

    @staticmethod
    def _candidacy_line(view: PublicView) -> str:
        """During an election's candidacies, who stands so far (declared in public)."""
        if view.vote is None or view.vote.round != 0:
            return ""
        standing = {}
        for event in view.events:
            if isinstance(event, Candidacy):
                standing[event.seat] = event.stands
        names = [seat.name for seat in view.seats]
        stood = [presenters.name_of(names, seat) for seat, yes in sorted(standing.items()) if yes]
        if not stood:
            return translate("Board", "Nobody stands yet.")
        return translate("Board", "Standing: {names}").format(names=texts.names_list(stood))

    def _refresh_end(self, view: PublicView) -> None:
        result = view.result
        if result is None:
            return
        names = [seat.name for seat in view.seats]
        winners = set(result.winners)
        self.reveal_rows.set_rows(
            [
                {
                    "seat": seat,
                    "name": names[seat],
                    "role": role,
                    "roleLabel": texts.role_name(role),
                    "camp": texts.role_camp(view.edition, role),
                    "alive": view.seats[seat].alive,
                    "winner": seat in winners,
                    "dealtLabel": presenters.dealt_label(result, seat),
                }
                for seat, role in enumerate(result.roles)
            ]
        )
        self.recap_rows.set_rows(
            presenters.recap(
                view.events,
                names,
                result.roles,
                presenters.moved_cards(result),
                first_cards=result.dealt,
            )
        )
        self.publish(
            winner=result.winner,
            winnerTitle=texts.winners_title(result.labels or (result.winner,)),
            winnersLine=texts.names_list([names[s] for s in result.winners]),
            winnerCount=len(winners),
            centerLine=presenters.center_line(result),
        )

    def _dead_cards(self, deaths: list[int], names: list[str]) -> list[dict[str, Any]]:
        """The dead of an interlude with the card each death showed (an edition where
        every death shows its card: ``thiercelieux``); none where cards stay hidden."""
        view = self.view
        if view is None:
            return []
        rows, roles = [], self._shown_roles(view)
        for seat in deaths:
            role = roles.get(seat)
            if role:
                rows.append(
                    {
                        "seat": seat,
                        "name": presenters.name_of(names, seat),
                        "role": role,
                        "roleLabel": texts.role_name(role),
                        "camp": texts.role_camp(view.edition, role),
                    }
                )
        return rows

    def _refresh_interlude(self) -> None:
        if not self.interludes:
            return
        interlude, names = self.interludes[0], self.names()
        dead = [presenters.name_of(names, seat) for seat in interlude.deaths]
        self.dead_card_rows.set_rows(self._dead_cards(interlude.deaths, names))
        if interlude.kind == "morning":
            self.publish(
                morningTitle=translate("Board", "Morning of day {n}").format(n=interlude.number),
                deathsLine="" if interlude.notes_only else texts.deaths_line(dead),
                notes=[texts.note(note, names) for note in interlude.notes],
            )
        elif interlude.kind == "tally":
            # The eliminated first (where the totals are kept secret, rows go in seat
            # order): a screen too short for every row keeps theirs.
            rows = sorted(presenters.tally_rows(interlude.tally, names), key=by_leading)
            self.tally_rows.set_rows(rows)
            self.publish(
                tallyTitle=texts.second_vote_title(interlude.second) if interlude.second else "",
                tallyMost=max((row["votes"] for row in rows), default=0),
            )
            tally = interlude.tally
            eliminated = tally.eliminated or (() if tally.banished is None else (tally.banished,))
            roles = self._shown_roles(self.view) if self.view is not None else {}
            shown = [(seat, roles[seat]) for seat in eliminated if roles.get(seat)]
            also = [seat for seat in interlude.deaths if seat not in eliminated]
            titled, spared = interlude.titled, interlude.spared
            badge = (
                texts.title_given(titled[0], presenters.name_of(names, titled[1]), titled[2])
                if titled is not None
                else ""
            )
            if spared is not None:  # the card shown says why nobody leaves
                text = texts.spared_line(presenters.name_of(names, spared[0]), spared[1])
                shown = []
            else:
                text, badge = badge or presenters.tally_text(tally, names, self._title()), ""
            self.publish(
                tallyText=text,
                tallyRole=" ".join(
                    line
                    for seat, role in shown
                    for line in (texts.shown_role(names[seat], role), texts.powers_lost_line(role))
                    if line
                )
                or badge,
                tallyDeaths=self._gone_with(also, names),
            )
        elif interlude.kind == "announce":
            self.publish(**self._announce(interlude, names))
        else:
            line = (
                self._after_pause_line(interlude, names)
                if interlude.owed in texts.PAUSE_KINDS
                else self._owed_deaths_line(interlude, names)
            )
            self.publish(
                deathsTitle=texts.owed_deaths_title(interlude.owed, self._title()),
                deathsLine=line,
            )

    def _owed_deaths_line(self, interlude: Interlude, names: list[str]) -> str:
        """The deaths an owed action caused: a Hunter's shot said as a shot (by whom,
        with his card, where the table sees who fired and his card is shown; the target
        alone where it is the one death; where the table may not know whom he aimed at,
        every death as the shot's, in the engine's order), then whoever died with the
        target; any other kind, the departures."""
        dead = [presenters.name_of(names, seat) for seat in interlude.deaths]
        if interlude.owed != SHOT:
            return texts.departures_line(dead)
        taken = interlude.taken
        if taken is None:
            return texts.shot_deaths_line(dead)
        targets = list(taken.seats)
        if len(targets) != 1 or targets[0] not in interlude.deaths:
            return texts.departures_line(dead)
        shooters = {targets[0]: taken.seat}
        return self._gone_with(interlude.deaths, names, shooters)

    def _gone_with(
        self, seats: list[int], names: list[str], shooters: dict[int, int | None] | None = None
    ) -> str:
        """The line for ``seats``, gone beside the news's own deaths: each one shot said
        as such (``shooters``: target -> the Hunter's seat, None where the table may not
        know who fired; by default the shots the view shows, a one-night game's at its
        end), naming the Hunter with his card where it is shown; then the others, also
        gone. Empty without ``seats``."""
        view = self.view
        if shooters is None:
            shots = [e for e in (view.events if view else ()) if isinstance(e, ShotFired)]
            shooters = {shot.target: shot.shooter for shot in shots}
        lines = []
        for seat in seats:
            if seat not in shooters:
                continue
            hunter, card, shooter = "", "", shooters[seat]
            if shooter is not None and view is not None:
                card = self._shown_roles(view).get(shooter, "")
                hunter = presenters.name_of(names, shooter)
            lines.append(texts.shot_line(presenters.name_of(names, seat), hunter, card))
        also = [presenters.name_of(names, seat) for seat in seats if seat not in shooters]
        if also:
            lines.append(texts.also_gone(also))
        return " ".join(lines)

    def _after_pause_line(self, interlude: Interlude, names: list[str]) -> str:
        """The banished leave after the village's pause (the Devoted Servant's secret
        choice): each with the card shown, said as such (a Servant card: she took theirs);
        then whoever died with them."""
        roles = self._shown_roles(self.view) if self.view is not None else {}
        lines = []
        for seat in interlude.banished:
            role = roles.get(seat, "")
            name = presenters.name_of(names, seat)
            lines += [texts.banished_card_line(name, role), texts.powers_lost_line(role)]
        also = [
            presenters.name_of(names, s) for s in interlude.deaths if s not in interlude.banished
        ]
        if also:
            lines.append(texts.also_gone(also))
        return " ".join(line for line in lines if line)

    def _announce(self, interlude: Interlude, names: list[str]) -> dict[str, str]:
        """The title and line of an election's news without a tally."""
        title = interlude.titled[0] if interlude.titled else self._title()
        heading = translate("Board", "The election of the {title}").format(
            title=texts.title_name(title)
        )
        if interlude.titled is not None:
            _title, seat, how = interlude.titled
            line = texts.title_given(title, presenters.name_of(names, seat), how)
        else:
            line = translate(
                "Board", "Nobody stood: lots drew {names}, and the vote is between them."
            ).format(
                names=texts.names_list([presenters.name_of(names, s) for s in interlude.drawn])
            )
        return {"deathsTitle": heading, "deathsLine": line}

    # ------------------------------------------------------------------ admin slots

    def _admin(self) -> BoardPort:
        if self.port is None:
            raise PermissionError("this board does not hold the host's admin token")
        return self.port

    @Slot(str, int)
    def setRoleCount(self, role: str, count: int) -> None:
        """Change one role's count in the composition (villagers fill the rest)."""
        composition = presenters.as_dict(self.lobby.composition)
        composition[role] = max(0, count)
        filler = catalogue.edition_info(self.lobby.edition).filler_role
        composition.pop(filler, None)
        self._admin().set_composition({r: n for r, n in composition.items() if n})

    @Slot(str, str)
    def setSetting(self, name: str, value: str) -> None:
        self._admin().set_setting(name, value)

    @Slot(str)
    def setEdition(self, edition: str) -> None:
        """Play ``edition`` at this table (the host resets composition and settings)."""
        if self.lobby is not None and edition != self.lobby.edition:
            self._admin().set_edition(edition)

    @Slot()
    def useRecommended(self) -> None:
        self._admin().use_recommended()

    @Slot(str)
    def usePreset(self, preset: str) -> None:
        """Deal ``preset``'s composition to the table's seats (a greyed-out preset does
        nothing); villagers fill the rest, as with :meth:`setRoleCount`."""
        lobby = self.lobby
        seats = self._table_seats()
        if catalogue.preset_unavailable(lobby.edition, preset, seats) is not None:
            return
        composition = catalogue.preset_setup(lobby.edition, preset, seats)
        composition.pop(catalogue.edition_info(lobby.edition).filler_role, None)
        self._admin().set_composition(composition)

    @Slot()
    def start(self) -> None:
        self._admin().start()

    @Slot(str)
    def addPlayer(self, name: str) -> None:
        """Single-device mode: seat one more player at the shared screen."""
        self._admin().add_player(name)

    @Slot(int, str)
    def kick(self, seat: int, name: str) -> None:
        """Remove the player at ``seat``, once the host confirmed it by ``name``: nothing
        happens when that seat no longer holds ``name`` (the table moved meanwhile)."""
        seats = self.lobby.seats if self.lobby is not None else []
        if 0 <= seat < len(seats) and seats[seat].name == name:
            self._admin().kick(seat)

    @Slot(int, result=str)
    def seatName(self, seat: int) -> str:
        """The name at lobby seat ``seat`` ("" when there is none)."""
        seats = self.lobby.seats if self.lobby is not None else []
        return seats[seat].name if 0 <= seat < len(seats) else ""

    @Slot(int, result=bool)
    def seatIsBot(self, seat: int) -> bool:
        """Whether lobby seat ``seat`` is played by the computer."""
        seats = self.lobby.seats if self.lobby is not None else []
        return 0 <= seat < len(seats) and seats[seat].bot

    @Slot()
    def addBot(self) -> None:
        """Seat a computer player run by the host, "Bot N" with the first free N (names
        are compared as the host compares them: case aside)."""
        taken = {seat.name.casefold() for seat in self.lobby.seats}
        number = 1
        while (name := translate("Board", BOT_NAME).format(number=number)).casefold() in taken:
            number += 1
        self._admin().add_bot(name)

    @Slot()
    def removeBot(self) -> None:
        """Remove the last seat of the host's own computer players."""
        self._admin().remove_bot()

    @Slot()
    def extendTimer(self) -> None:
        self._admin().timer("extend", EXTEND_SECONDS)

    @Slot()
    def togglePause(self) -> None:
        self._admin().timer("resume" if self.state["paused"] else "pause")

    @Slot()
    def skipTimer(self) -> None:
        self._admin().timer("skip")

    @Slot(bool)
    def playAgain(self, keep_seats: bool) -> None:
        """After the end: the same players with a new deal (``keep_seats``), or a new
        table (every player seat freed)."""
        self._admin().play_again(keep_seats)

    @Slot()
    def dismissNotice(self) -> None:
        self.publish(notice="")

    def exposed(self) -> list[str]:
        """Every text and role this board exposes now (for the secrecy tests)."""
        found: list[str] = []

        def walk(value: Any) -> None:
            if isinstance(value, str):
                found.append(value)
            elif isinstance(value, dict):
                for item in value.values():
                    walk(item)
            elif isinstance(value, list | tuple):
                for item in value:
                    walk(item)

        walk(self.state)
        for rows in (
            self.player_rows,
            self.composition_rows,
            self.setting_rows,
            self.tally_rows,
            self.reveal_rows,
            self.recap_rows,
        ):
            walk(rows.rows)
        return found
