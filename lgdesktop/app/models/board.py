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

The model is put together from one part per duty: :class:`~.board_lobby.Lobby`,
:class:`~.board_phases.Phases` (the night's narration, the day's vote),
:class:`~.board_interludes.Interludes` (the pauses on news and their timing),
:class:`~.board_news.News` (what each pause shows) and :class:`~.board_end.EndScreen`.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement

from ...engine import PublicView
from ...engine.notes import PUBLIC_AUDIENCE
from .. import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401
from ..texts import presenters, texts
from ..texts.i18n import translate
from .board_end import REVEAL_KEYS, EndScreen
from .board_interludes import Interlude, Interludes, interludes_from
from .board_lobby import PRESET_KEYS, Lobby
from .board_news import DEAD_CARD_KEYS, TALLY_KEYS, News
from .board_phases import Phases
from .countdown import CLOCK_DEFAULTS, Countdown, clock_properties
from .ports import BoardPort
from .rows import RowsModel
from .viewmodel import ViewModel, field, rows_property


def door_line(guesses: int, refused: int, idle: int) -> str:
    """The TV's discreet line on what the host's door turned away."""
    return translate(
        "Board", "Door: {guesses} wrong codes · {refused} refused · {idle} closed silent"
    ).format(guesses=guesses, refused=refused, idle=idle)


def knock_line(tags: Sequence[str]) -> str:
    """The TV's line on the devices knocking at its door (their door tags), before one
    button per tag that lets that device in."""
    return translate("Board", "At the door: {tags} — let in:").format(tags=" · ".join(tags))


#: Seconds the host's "extend" button adds to the discussion.
EXTEND_SECONDS = 60

PLAYER_KEYS = presenters.SEAT_KEYS


@QmlElement
class BoardModel(Lobby, Phases, Interludes, News, EndScreen, ViewModel):
    """Everything the board's QML binds to. Admin slots act only with a :class:`BoardPort`."""

    changed = Signal()
    #: The host's clock was paused (True) or resumed (False): the TV's sound holds too.
    hush = Signal(bool)

    DEFAULTS: ClassVar[dict[str, Any]] = {
        "status": "connecting",
        "screen": "connecting",
        "isAdmin": False,
        "local": False,
        "editionIndex": -1,
        "notice": "",
        "doorLine": "",
        "knockLine": "",
        "room": "",
        "code": "",
        "address": "",
        "addresses": [],
        "qrText": "",
        "phonesMayJoin": True,
        "phoneAddress": "",
        "typedAddresses": [],
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
    #: One small line when the host's door turned somebody away (counts), else empty.
    doorLine = field(str, "doorLine", changed)
    #: The devices knocking at the door (their tags), else empty; ``knocks`` has a row
    #: (``tag``) per device, each a button that lets it in (:meth:`letIn`).
    knockLine = field(str, "knockLine", changed)
    room = field(str, "room", changed)
    code = field(str, "code", changed)
    address = field(str, "address", changed)
    addresses = field("QVariantList", "addresses", changed)
    qrText = field(str, "qrText", changed)
    #: The host's "Phones may join" (the player page served), and the address a guest
    #: types in a phone's browser while it is on (``http://HOST:PORT``; "" when off).
    phonesMayJoin = field(bool, "phonesMayJoin", changed)
    phoneAddress = field(str, "phoneAddress", changed)
    #: The addresses the join card lists to type: the page's (``http://HOST:PORT``)
    #: while phones may join, else ``HOST:PORT`` as the app takes it.
    typedAddresses = field("QVariantList", "typedAddresses", changed)
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
    knocks = rows_property("knock_rows")

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
        self.knock_rows = RowsModel(("tag",), self)
        self.lobby: Any = None
        self.view: PublicView | None = None
        self.clock: Any = None
        self.countdown = Countdown(now, self)
        self.countdown.ticked.connect(self._refresh_clock)
        self.endpoint = ""
        self.interludes: deque[Interlude] = deque()
        #: Public notes of this game already turned into interludes (see the module doc).
        self._played = 0
        #: The kind of the owed action the last view waited for (a secret one, the Devoted
        #: Servant's, announces no answer: the deaths that follow are its).
        self._owed = ""
        self._interlude_timer = QTimer(self)
        self._interlude_timer.setSingleShot(True)
        self._interlude_timer.timeout.connect(self.next_interlude)
        #: Milliseconds left of the interlude on screen while the clock is paused.
        self._held_ms: int | None = None
        #: The host's door counts (:meth:`update_door`); none until the host reports.
        self._door: dict[str, int] = {}
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

    def update_view(self, view: PublicView) -> None:
        """A new public view. Anything but a PublicView is refused (TypeError)."""
        if type(view) is not PublicView:
            raise TypeError(f"the board shows public views only, not {type(view).__name__}")
        public = [note for note in view.notes if note.audience == PUBLIC_AUDIENCE]
        # The news before a board's first view of a game is history (a TV restarted in the
        # middle of a game goes straight to the current step).
        start = len(public) if self.view is None else self._played
        self._played = len(public)
        self.view = view
        self.interludes += interludes_from(public, start, view.number, self._owed, view.edition)
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

    def update_door(self, counts: Mapping[str, int]) -> None:
        """The host's door counts (``guesses``, ``refused``, ``idle``: see
        :class:`~lgdesktop.net.limits.DoorStats`), shown as one discreet line once any is
        above 0."""
        self._door = {name: int(counts.get(name, 0)) for name in ("guesses", "refused", "idle")}
        self.refresh()

    def update_knocks(self, tags: Sequence[str]) -> None:
        """The door tags of the devices knocking now (the host's
        :meth:`~lgdesktop.net.server.HostServer.knocking`), shown until they stop or are
        let in."""
        tags = list(dict.fromkeys(tags))
        self.knock_rows.set_rows([{"tag": tag} for tag in tags])
        self.publish(knockLine=knock_line(tags) if tags else "")

    def show_notice(self, text: str) -> None:
        """An error or message from the host, shown until dismissed."""
        self.publish(notice=text)

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
        door = self._door
        self.publish(doorLine=door_line(**door) if any(door.values()) else "")
        view = self.view
        if view is not None:
            self._refresh_game(view)
        screen = self._screen()
        self.publish(screen=screen, inGame=screen not in ("connecting", "lobby", "end"))
        self._refresh_clock()
        self._refresh_interlude()

    def _screen(self) -> str:
        lobby, view = self.lobby, self.view
        if lobby is None and view is None:
            return "connecting"
        if self.interludes:
            return self.interludes[0].kind
        if view is None or getattr(lobby, "state", "playing") == "lobby":
            return "lobby"
        return {"ended": "end", "election": "vote"}.get(view.phase, view.phase)

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

    def _refresh_clock(self) -> None:
        """The countdown of the current step (called on every tick while it runs)."""
        step = None if self.view is None else (self.view.phase, self.view.number)
        self.publish(hasTimer=self.countdown.counts(step), **self.countdown.fields(step))

    # ------------------------------------------------------------------ admin slots

    def _admin(self) -> BoardPort:
        if self.port is None:
            raise PermissionError("this board does not hold the host's admin token")
        return self.port

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

    @Slot(str)
    def letIn(self, tag: str) -> None:
        """The host lets in the device knocking with ``tag`` (its user read it aloud)."""
        self._admin().let_in(tag)

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
