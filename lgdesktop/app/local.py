"""Single-device mode (RULES.md §1: 4-12 players, no laptops): one screen passed around.

The game runs in-process (no network). The screen shows the village board while the room
watches, and before each private step (a night choice, a vote, a last shot) a "pass the
screen to …" page: the named player takes the screen, confirms, acts in private on the same
player screens as a laptop, then hides them before passing on. Every living player takes a
turn every night, so the order of turns says nothing about roles.
"""

from __future__ import annotations

from collections import deque
from typing import Any, ClassVar

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement

from ..engine import HOST, Game, GameSetup, Input, InputError, SetupError, Timeout, get_edition
from ..protocol import Clock, LobbySeat, LobbyState
from . import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401
from .board import BoardModel
from .i18n import translate
from .player import MAIN_KINDS, PlayerModel
from .viewmodel import ViewModel, field

#: Most players at one shared screen (RULES.md §1).
MAX_LOCAL_PLAYERS = 12
#: The discussion clock ticks once a second.
TICK_MS = 1000
#: Longest player name (as on the network).
MAX_NAME = 24


@QmlElement
class LocalModel(ViewModel):
    """What the shared screen shows: the ``board``, a ``pass`` page, or a ``private`` step."""

    changed = Signal()
    DEFAULTS: ClassVar[dict[str, Any]] = {"stage": "board", "passName": "", "canFinish": False}
    stage = field(str, "stage", changed)
    passName = field(str, "passName", changed)
    canFinish = field(bool, "canFinish", changed)

    def __init__(self, table: LocalTable, parent: QObject | None = None):
        super().__init__(parent)
        self.table = table

    @Slot()
    def reveal(self) -> None:
        """The named player holds the screen: show their private step."""
        self.table.reveal()

    @Slot()
    def finish(self) -> None:
        """The player is done: hide their screen and pass on."""
        self.table.finish()


class LocalTable:
    """The game, its clock and the turns of the shared screen. Implements both ports."""

    def __init__(self, *, room: str = "", edition: str = "jinrou", seed: int = 0,
                 speed: float = 1.0):
        self.edition = get_edition(edition)
        self.room = room or translate("Local", "One-screen village")
        self.seed = seed
        self.speed = speed
        self.names: list[str] = []
        self.composition: dict[str, int] | None = None
        self.settings: dict[str, str] = {}
        self.game: Game | None = None
        self.board = BoardModel(self, speed=speed, local=True)
        self.player = PlayerModel(self)
        self.model = LocalModel(self)
        self.turns: deque[int] = deque()
        self.turn: int | None = None
        self._step: tuple | None = None
        self._seen_cards: set[int] = set()
        self._seconds_left: float | None = None
        self._paused = False
        self._clock = QTimer()
        self._clock.setInterval(TICK_MS)
        self._clock.timeout.connect(self._tick)
        # Deferred: the board changes in the middle of our own updates.
        self.board.changed.connect(lambda: QTimer.singleShot(0, self._advance))
        self._publish_lobby()

    # ------------------------------------------------------------------ the lobby

    def _max_players(self) -> int:
        return min(MAX_LOCAL_PLAYERS, self.edition.max_players)

    def _shown_composition(self) -> dict[str, int]:
        players = max(len(self.names), self.edition.min_players)
        if self.composition is None:
            return self.edition.recommended_setup(players)
        return self.edition.complete_composition(self.composition, players)

    def _publish_lobby(self) -> None:
        players = max(len(self.names), self.edition.min_players)
        state = "lobby" if self.game is None else "ended" if self.game.ended else "playing"
        self.board.update_lobby(LobbyState(
            room=self.room, edition=self.edition.id, state=state,
            max_players=self._max_players(),
            seats=[LobbySeat(seat, name, True, True, False)
                   for seat, name in enumerate(self.names)],
            composition=self._shown_composition(),
            settings=self._resolved_settings(),
            recommended=self.edition.recommended_setup(players), addresses=[], code=""))

    def _resolved_settings(self) -> dict[str, str]:
        return {spec.name: self.settings.get(spec.name, spec.default_value)
                for spec in self.edition.settings}

    def add_player(self, name: str) -> None:
        name = name.strip()[:MAX_NAME]
        if not name:
            return
        if name in self.names:
            self.board.show_notice(translate("Local", "{name} is already at the table.")
                                   .format(name=name))
            return
        if len(self.names) >= self._max_players():
            self.board.show_notice(translate("Local", "At most %n players share one screen.",
                                             None, self._max_players()))
            return
        self.names.append(name)
        self._publish_lobby()

    # BoardPort
    def kick(self, seat: int) -> None:
        if self.game is None and 0 <= seat < len(self.names):
            del self.names[seat]
            self._publish_lobby()

    def set_composition(self, composition: dict[str, int]) -> None:
        self.composition = dict(composition)
        self._publish_lobby()

    def use_recommended(self) -> None:
        self.composition = None
        self._publish_lobby()

    def set_setting(self, name: str, value: str) -> None:
        self.settings[name] = value
        self._publish_lobby()

    def start(self) -> None:
        try:
            self.game = Game(GameSetup.create(
                self.edition.id, self.names, self.seed, settings=self.settings,
                composition=self.composition, timed_nights=True))
        except SetupError as error:
            self.board.show_notice(str(error))
            return
        self._publish_lobby()
        self._game_changed()

    def timer(self, action: str, seconds: int = 0) -> None:
        if action == "skip":
            self._close_step()
        elif action == "pause":
            self._paused = True
        elif action == "resume":
            self._paused = False
        elif action == "extend" and self._seconds_left is not None:
            self._seconds_left += seconds
        self._publish_clock()

    def play_again(self, keep_seats: bool) -> None:
        """After the end: back to the lobby with the same players (``keep_seats``) or none."""
        if self.game is None or not self.game.ended:
            return
        self.game, self.turn, self._step, self._seconds_left = None, None, None, None
        self._clock.stop()
        self.turns.clear()
        self._seen_cards.clear()
        if not keep_seats:
            self.names.clear()
        self.player.reset()
        self.model.publish(stage="board", passName="", canFinish=False)
        self._publish_lobby()

    # PlayerPort
    def submit(self, inp: Input) -> None:
        try:
            self.game.submit(self.turn, inp)
        except InputError as error:
            self.player.show_notice(str(error))
        self._game_changed()

    def set_ready(self, ready: bool) -> None:
        """Nobody waits for readiness on a shared screen."""

    def ready_to_vote(self) -> None:
        self._close_step()

    def chat(self, channel: str, text: str) -> None:
        """The dead cannot chat on a shared screen: they are all in the same room."""

    # ------------------------------------------------------------------ the game

    def _game_changed(self) -> None:
        game = self.game
        self.board.update_view(game.public_view())
        if self.turn is not None:
            self.player.update_view(game.player_view(self.turn))
            self.model.publish(canFinish=self._turn_done(self.turn))
        step = (game.phase.value, game.number, game.version if game.phase.value == "vote"
                and not game.awaited() else 0)
        if game.phase.value == "day" and step != self._step:
            discussion = game.public_view().discussion_seconds
            self._seconds_left = None if discussion is None else discussion / self.speed
            self._paused = False
            self._clock.start()
        elif game.phase.value != "day":
            self._seconds_left = None
            self._clock.stop()
        self._step = step
        self._publish_clock()
        if game.ended:
            self._publish_lobby()
        self._advance()

    def _publish_clock(self) -> None:
        game = self.game
        if game is None:
            return
        left = self._seconds_left
        discussion = game.public_view().discussion_seconds
        clock = Clock(game.phase.value, game.number, None if left is None else max(0.0, left),
                      self._paused, None, 0, 0, duration=None if left is None or discussion
                      is None else discussion / self.speed)
        self.board.update_clock(clock)
        self.player.update_clock(clock)

    def _tick(self) -> None:
        if self._seconds_left is None or self._paused:
            return
        self._seconds_left -= TICK_MS / 1000
        if self._seconds_left <= 0:
            self._close_step()
        else:
            self._publish_clock()

    def _close_step(self) -> None:
        """The host's clock closes the step (the discussion, or a night once all chose)."""
        if self.game is not None and not self.game.ended:
            self.game.submit(HOST, Timeout())
            self._game_changed()

    def _turn_done(self, seat: int) -> bool:
        view = self.game.player_view(seat)
        return all(spec.kind not in MAIN_KINDS or spec.current is not None
                   for spec in view.legal) and seat in self._seen_cards

    def _advance(self) -> None:
        """On the board with nothing left to read: start the next private turns."""
        game = self.game
        if game is None or game.ended or self.model.state["stage"] != "board" \
                or self.board.interludes:
            return
        if not self.turns:
            self.turns = deque(game.awaited())
            if not self.turns:
                if game.phase.value == "night":
                    self._close_step()  # every living player has chosen
                return
        self._next_turn()

    def _next_turn(self) -> None:
        seat = self.turns.popleft()
        self.turn = seat
        self.model.publish(stage="pass", passName=self.game.names[seat], canFinish=False)

    def reveal(self) -> None:
        seat = self.turn
        self.player.update_view(self.game.player_view(seat))
        if seat in self._seen_cards:
            self.player.acknowledgeRole()
        self.player.changed.connect(self._on_player_changed)
        self.model.publish(stage="private", canFinish=self._turn_done(seat))

    def _on_player_changed(self) -> None:
        if self.turn is not None and self.player.state["roleSeen"]:
            self._seen_cards.add(self.turn)
            self.model.publish(canFinish=self._turn_done(self.turn))

    def finish(self) -> None:
        self.player.changed.disconnect(self._on_player_changed)
        self.turn = None
        game = self.game
        if self.turns and game.phase.value in ("night", "vote", "resolving"):
            self._next_turn()
            return
        self.turns.clear()
        self.model.publish(stage="board", passName="")
        if game.phase.value == "night" and not game.awaited():
            self._close_step()
        else:
            self._advance()
