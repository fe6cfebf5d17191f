"""A player's private screen: their role, their night choice, their vote, their ghost life.

Built from the engine's :class:`~lgdesktop.engine.PlayerView` of this seat (plus the lobby,
the clock and the dead's chat). Every living player gets an action screen every night (a
harmless dream for roles without a power), so nobody's screen or keyboard shows who acts.
Moves go out through a :class:`~.ports.PlayerPort`; a pick shows at once, and a pick the
host refuses is taken back with a short sentence, the choice still open. The clock counts
down locally (:mod:`.countdown`). When the table goes back to the lobby after a game (the
host plays again), the screen returns to the lobby without joining again.

The model is put together from one part per duty: :class:`~.player_card.RoleCard` (the
card and what the seat knows of others), :class:`~.player_action.Action` (the one-tap
choice and the vote), :class:`~.player_compose.Composer` (the composing screen),
:class:`~.player_chat.Chat` and :class:`~.player_end.EndScreen`; what the screen asks is
read by :mod:`.player_choice`, what the seat learned by :mod:`.player_notes`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, ClassVar

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement

from ...engine import PlayerView
from .. import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401
from ..texts import presenters, texts
from .countdown import CLOCK_DEFAULTS, Countdown, clock_properties
from .player_action import Action
from .player_card import KNOWN_KEYS, SEEN_CARD_KEYS, RoleCard
from .player_chat import CHANNEL_KEYS, CHAT_KEYS, Chat
from .player_choice import (
    CARD_KEYS,
    GRID_KEYS,
    OPTION_KEYS,
    OWED_KINDS,
    TARGET_KEYS,
    main_spec,
    step_key,
)
from .player_compose import Composer
from .player_end import REVEAL_KEYS, EndScreen
from .player_notes import news_line, private_lines
from .ports import PlayerPort
from .rows import RowsModel
from .viewmodel import ViewModel, field, rows_property

LOBBY_KEYS = ("seat", "name", "ready", "connected", "bot", "me")


@QmlElement
class PlayerModel(RoleCard, Action, Composer, Chat, EndScreen, ViewModel):
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
        "proxyQuestion": "",
        "proxyNobody": "",
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
    #: The proxy's question and what its list reads while nobody is named (see
    #: :func:`~.player_choice.proxy_offer`); "" when there is no proxy to lodge.
    proxyQuestion = field(str, "proxyQuestion", changed)
    proxyNobody = field(str, "proxyNobody", changed)
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
        self._refresh_known(view, names, alive)
        self._refresh_end(view, names, alive)

    # ------------------------------------------------------------------ slots

    def _port(self) -> PlayerPort:
        if self.port is None:
            raise PermissionError("this screen is not seated at the table")
        return self.port

    @Slot(bool)
    def setReady(self, ready: bool) -> None:
        self._port().set_ready(ready)

    @Slot()
    def readyToVote(self) -> None:
        self._port().ready_to_vote()

    @Slot()
    def dismissNotice(self) -> None:
        self.publish(notice="")
