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

from ...engine import INPUT_TYPES, InputSpec, PlayerView
from ...engine.model import MorningNews, Probed, TeamRevealed, VoteTally
from .. import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401
from ..texts import errors, presenters, texts
from ..texts.i18n import translate
from .countdown import Countdown
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
CHAT_KEYS = ("author", "line")
REVEAL_KEYS = ("seat", "name", "roleLabel", "camp", "winner", "me")
#: Input kinds shown as the main action of a screen (a proxy vote is a side option).
MAIN_KINDS = ("night_choice", "vote", "shot")


def main_spec(view: PlayerView) -> InputSpec | None:
    """The seat's main action now (night choice, vote or shot), if any."""
    return next((spec for spec in view.legal if spec.kind in MAIN_KINDS), None)


def shown_targets(view: PlayerView, spec: InputSpec) -> list[int]:
    """The players a choice screen lists. At night every living player but oneself, for
    every role, so that the number of buttons betrays nothing (a wolf cannot pick its
    mates, a Bodyguard may not guard himself ...); the vote and the shot list their legal
    targets, which are public."""
    if spec.kind != "night_choice":
        return list(spec.targets)
    living = [seat.seat for seat in view.board.seats if seat.alive and seat.seat != view.seat]
    return sorted(set(living) | set(spec.targets))


def step_key(view: PlayerView) -> tuple:
    """What a choice is made on: the step and the action asked (a new key, a new choice)."""
    spec = main_spec(view)
    vote = view.board.vote
    return (view.board.phase, view.board.number, vote.round if vote else 0,
            None if spec is None else spec.action)


def private_lines(view: PlayerView) -> list[str]:
    """What this seat alone learned: its team at the deal and its probes' answers."""
    names = [seat.name for seat in view.board.seats]
    lines: list[str] = []
    for event in view.events:
        if isinstance(event, TeamRevealed) and event.visibility.admits(view.seat):
            mates = [names[s] for s in event.members if s != view.seat]
            if mates:
                lines.append(texts.team_line(event.role, mates))
        elif isinstance(event, Probed) and event.seat == view.seat:
            lines.append(texts.probe_result(names[event.target], event.werewolf, event.source))
    return lines


def news_line(view: PlayerView) -> str:
    """The latest public news: the morning's deaths by day, the last tally by night."""
    names = [seat.name for seat in view.board.seats]
    for event in reversed(view.board.events):
        if isinstance(event, MorningNews):
            return texts.deaths_line([names[s] for s in event.deaths])
        if isinstance(event, VoteTally):
            return presenters.tally_text(event, names)
    return ""


@QmlElement
class PlayerModel(ViewModel):
    """Everything a player's window binds to."""

    changed = Signal()

    DEFAULTS: ClassVar[dict[str, Any]] = {
        "status": "connecting", "screen": "connecting", "notice": "",
        "room": "", "edition": "jinrou", "editionLabel": "", "ready": False,
        "inLobby": False,
        "name": "", "seat": -1, "role": "", "roleLabel": "", "roleHelp": "", "camp": "",
        "campLabel": "", "roleSeen": False, "cardFlipped": False, "revealed": False,
        "holding": False, "publicPrompt": "",
        "phase": "", "number": 0, "phaseTitle": "", "alive": True,
        "action": "", "prompt": "", "hasAction": False, "current": -1, "waitingText": "",
        "proxyCurrent": -1, "canProxy": False, "privateLines": [], "newsLine": "",
        "winnerTitle": "", "won": False, "secondsLeft": 0, "timerText": "",
        "timeLeft": 0.0, "timerFraction": 0.0, "paused": False, "refusal": "",
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
    winnerTitle = field(str, "winnerTitle", changed)
    won = field(bool, "won", changed)
    secondsLeft = field(int, "secondsLeft", changed)
    timerText = field(str, "timerText", changed)
    timeLeft = field(float, "timeLeft", changed)
    timerFraction = field(float, "timerFraction", changed)
    paused = field(bool, "paused", changed)
    refusal = field(str, "refusal", changed)
    targets = rows_property("target_rows")
    proxyTargets = rows_property("proxy_rows")
    lobbyPlayers = rows_property("lobby_rows")
    settings = rows_property("setting_rows")
    composition = rows_property("composition_rows")
    known = rows_property("known_rows")
    chat = rows_property("chat_rows")
    reveal = rows_property("reveal_rows")
    recap = rows_property("recap_rows")

    def __init__(self, port: PlayerPort | None = None, *,
                 now: Callable[[], float] = time.monotonic, parent: QObject | None = None):
        super().__init__(parent)
        self.port = port
        self.target_rows = RowsModel(TARGET_KEYS, self)
        self.proxy_rows = RowsModel(TARGET_KEYS, self)
        self.lobby_rows = RowsModel(LOBBY_KEYS, self)
        self.setting_rows = RowsModel(presenters.SETTING_KEYS, self)
        self.composition_rows = RowsModel(presenters.COMPOSITION_KEYS, self)
        self.known_rows = RowsModel(KNOWN_KEYS, self)
        self.chat_rows = RowsModel(CHAT_KEYS, self)
        self.reveal_rows = RowsModel(REVEAL_KEYS, self)
        self.recap_rows = RowsModel(presenters.RECAP_KEYS, self)
        self.lobby: Any = None
        self.view: PlayerView | None = None
        self.clock: Any = None
        self.countdown = Countdown(now, self)
        self.countdown.ticked.connect(self._refresh_clock)
        self.my_seat: int | None = None
        self.chat_lines: list[dict[str, str]] = []
        self._held_since: float | None = None
        self._peek_timer = QTimer(self)
        self._peek_timer.setSingleShot(True)
        self._peek_timer.timeout.connect(self.hideRole)
        #: (step key, target) of a pick sent to the host and not answered yet.
        self._pending: tuple[tuple, int] | None = None
        #: The step key the shown refusal was about (a new step forgets it).
        self._refused_at: tuple | None = None

    # ------------------------------------------------------------------ inputs

    def reset(self) -> None:
        """Forget the previous table (before joining another one)."""
        self.lobby = self.view = self.clock = self.my_seat = None
        self.countdown.set(None)
        self._pending = self._refused_at = None
        self.chat_lines = []
        self.chat_rows.set_rows([])
        self.publish(**{key: value for key, value in self.DEFAULTS.items()
                        if key != "status"})
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
            self._pending = self._refused_at = None
            self.chat_lines = []
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
        if self._pending is not None and (self._pending[0] != key or spec is None
                                          or spec.current == self._pending[1]):
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

    def add_chat(self, author: str, text: str) -> None:
        """A line of the dead's chat."""
        self.chat_lines = [*self.chat_lines, {"author": author, "line": text}][-CHAT_HISTORY:]
        self.chat_rows.set_rows(self.chat_lines)

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
        view, clock, countdown = self.view, self.clock, self.countdown
        timed = (view is not None and clock is not None and countdown.timed()
                 and (clock.phase, clock.number) == (view.board.phase, view.board.number))
        shown = countdown.whole_seconds() if timed else 0
        self.publish(secondsLeft=shown, timeLeft=countdown.left() if timed else 0.0,
                     timerText=texts.duration(shown) if timed else "",
                     timerFraction=countdown.fraction() if timed else 0.0,
                     paused=view is not None and countdown.paused)

    def _screen(self) -> str:
        view, lobby = self.view, self.lobby
        if view is None:
            return "connecting" if lobby is None or self.my_seat is None else "lobby"
        if not self.state["roleSeen"]:
            return "role"
        if view.board.phase == "ended":
            return "end"
        spec = main_spec(view)
        if spec is not None and spec.kind == "shot":
            return "shoot"
        if not view.alive:
            return "ghost"
        return view.board.phase if view.board.phase in ("night", "vote") else "day"

    def _refresh_lobby(self) -> None:
        lobby = self.lobby
        if lobby is None:
            return
        composition = presenters.as_dict(lobby.composition)
        mine = next((s for s in lobby.seats if s.seat == self.my_seat), None)
        self.lobby_rows.set_rows([
            {"seat": s.seat, "name": s.name, "ready": s.ready, "connected": s.connected,
             "bot": s.bot, "me": s.seat == self.my_seat} for s in lobby.seats])
        self.setting_rows.set_rows(presenters.setting_rows(
            lobby.edition, presenters.as_dict(lobby.settings), composition))
        self.composition_rows.set_rows(presenters.composition_rows(lobby.edition, composition))
        self.publish(room=lobby.room, edition=lobby.edition,
                     editionLabel=texts.edition_name(lobby.edition),
                     inLobby=lobby.state == "lobby",
                     ready=bool(mine and mine.ready), name=mine.name if mine else "")

    def _refresh_game(self, view: PlayerView) -> None:
        board = view.board
        names = [seat.name for seat in board.seats]
        camp = texts.role_camp(board.edition, view.role)
        if self.lobby is None:
            composition = presenters.as_dict(board.composition)
            self.setting_rows.set_rows(presenters.setting_rows(
                board.edition, presenters.as_dict(board.settings), composition))
            self.composition_rows.set_rows(presenters.composition_rows(board.edition,
                                                                       composition))
        self.publish(
            name=names[view.seat], seat=view.seat, role=view.role,
            roleLabel=texts.role_name(view.role), roleHelp=texts.role_help(view.role),
            camp=camp, campLabel=texts.camp_name(camp), phase=board.phase,
            number=board.number, phaseTitle=texts.phase_title(board.phase, board.number),
            alive=view.alive, privateLines=private_lines(view), newsLine=news_line(view))
        self._refresh_action(view, names)
        alive = {seat.seat: seat.alive for seat in board.seats}
        self.known_rows.set_rows([
            {"seat": seat, "name": names[seat], "roleLabel": texts.role_name(role),
             "camp": texts.role_camp(board.edition, role), "alive": alive[seat]}
            for seat, role in view.known_roles if seat != view.seat])
        result = board.result
        if result is not None:
            winners = set(result.winners)
            self.reveal_rows.set_rows([
                {"seat": seat, "name": names[seat], "roleLabel": texts.role_name(role),
                 "camp": texts.role_camp(board.edition, role), "winner": seat in winners,
                 "me": seat == view.seat} for seat, role in enumerate(result.roles)])
            self.recap_rows.set_rows(presenters.recap(board.events, names, result.roles))
            self.publish(winnerTitle=texts.winner_title(result.winner),
                         won=view.seat in winners)

    def _refresh_action(self, view: PlayerView, names: list[str]) -> None:
        spec = main_spec(view)
        picks: dict[int, list[str]] = {}
        for seat, target in view.team_picks:
            if seat != view.seat:
                picks.setdefault(target, []).append(names[seat])
        current = -1 if spec is None or spec.current is None else spec.current
        if spec is not None and self._pending is not None \
                and self._pending[0] == step_key(view):
            current = self._pending[1]
        self.target_rows.set_rows([] if spec is None else [
            {"seat": t, "name": names[t], "picks": ", ".join(picks.get(t, [])),
             "mine": t == current, "allowed": t in spec.targets}
            for t in shown_targets(view, spec)])
        proxy = next((s for s in view.legal if s.kind == "proxy_vote"), None)
        proxy_current = -1 if proxy is None or proxy.current is None else proxy.current
        self.proxy_rows.set_rows([] if proxy is None else [
            {"seat": t, "name": names[t], "picks": "", "mine": t == proxy_current,
             "allowed": True} for t in proxy.targets])
        phase = view.board.phase
        if spec is not None or not view.alive or phase == "ended":
            waiting = ""
        elif phase == "night":
            waiting = translate("Player", "Your choice is made. Keep your eyes closed until "
                                          "dawn…")
        elif phase == "vote":
            waiting = translate("Player", "Your vote is in. Waiting for the others…")
        elif phase == "resolving":
            waiting = translate("Player", "A last shot is about to be fired…")
        else:
            waiting = translate("Player", "Discuss with the village. The vote comes next.")
        prompt = "" if spec is None else texts.action_prompt(spec.action)
        self.publish(action="" if spec is None else spec.action, prompt=prompt,
                     publicPrompt=translate("Player", "Choose a player.")
                     if spec is not None and spec.kind == "night_choice" else prompt,
                     hasAction=spec is not None, current=current, waitingText=waiting,
                     canProxy=proxy is not None, proxyCurrent=proxy_current)

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
        """The player has read their role card: it hides, and the game screens follow."""
        self.hideRole()
        self.publish(roleSeen=True)
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
            self.input_refused(errors.error_text("illegal_target"))
            return
        port = self._port()
        self._pending = (step_key(self.view), target)
        self._refused_at = None
        self.publish(refusal="")
        self.refresh()
        port.submit(INPUT_TYPES[spec.kind](target))

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
        """Send a line to the dead's chat (ghosts only)."""
        text = text.strip()[:MAX_CHAT]
        if text:
            self._port().chat("dead", text)

    @Slot()
    def dismissNotice(self) -> None:
        self.publish(notice="")
