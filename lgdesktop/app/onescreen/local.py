"""Single-device mode (RULES.md §1: 4-12 players, no laptops): one screen passed around.

The game runs in-process (no network) on the same room core as a networked host
(:class:`lgdesktop.room.Room`): the lobby, the clock and the game's life are the core's;
this module adds only the turns of the shared screen. The screen shows the village board
while the room watches, and before each private step (a night choice, a candidacy, a
ballot of an election or a vote, an owed action: a last shot, a successor, a tie-break, a
choice of voters) a "pass the screen to …" page: the named player takes the screen,
confirms, acts in private on the same player screens as a laptop, then hides them before
passing on. Every living player takes a turn every night, so the order of turns says
nothing about roles. So too in a secret pause of the day (the Devoted Servant's choice,
:data:`~lgdesktop.app.texts.texts.PAUSE_KINDS`): the screen goes round every living
player, and the answer counts only once it has (it would end the pause mid-round). A
turn whose ballot closes the vote ends with it: the screen goes back to the board for
the tally before anybody answers what follows (the Stuttering Judge's second vote, a
revote, a last shot).

The shared screen plays the TV's sounds (issue 26): its own
:class:`~lgdesktop.app.shell.sound.SoundDriver` is fed the board's public views, the
lobby and the clock, as a networked TV's is. A shared screen times only the day, so its
nights have no steps and no calls: nightfall and its ambience, then dawn, the news, the
vote's lines and the end, as on the TV.
"""

from __future__ import annotations

import time
from collections import deque
from typing import Any, ClassVar

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement

from ...engine import Game, Input, PublicView, catalogue
from ...engine.events import VoteTally
from ...protocol import (
    MAX_NAME,
    Clock,
    Error,
    KickSeat,
    LobbyState,
    PlayAgain,
    ProtocolError,
    SetComposition,
    SetEdition,
    SetSetting,
    StartGame,
    TimerControl,
    UseRecommended,
    ViewUpdate,
    engine_view,
)
from ...room import Room, RoomConfig, Send, Wake
from .. import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401
from ..models.board import BoardModel
from ..models.player import PlayerModel
from ..models.player_choice import MAIN_KINDS
from ..models.viewmodel import ViewModel, field
from ..shell.controllers import error_text, tv_sound
from ..texts import texts
from ..texts.i18n import translate

#: Most players at one shared screen (RULES.md §1).
MAX_LOCAL_PLAYERS = 12
#: Fewer for an edition whose night passes the screen round to everyone at once: a
#: ``one_night`` night is one turn per player in a single sitting, and past ten players
#: the table waits too long for the screen to come back.
EDITION_LOCAL_PLAYERS = {"one_night": 10}


def local_players(edition: str) -> int:
    """Most players at one shared screen for ``edition``."""
    return min(
        MAX_LOCAL_PLAYERS,
        EDITION_LOCAL_PLAYERS.get(edition, MAX_LOCAL_PLAYERS),
        catalogue.edition_info(edition).max_players,
    )


#: The room core's connection id of the shared screen's board (its only connection).
BOARD_CONN = 0
#: On a shared screen only the day's discussion has a clock: nights, votes and shots wait
#: for the players passing the screen around.
LOCAL_TIMED = ("day",)


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
    """The turns of the shared screen around an in-process room core. Implements both
    ports: the board's requests go to the core as the admin board's, a player's input as
    that seat's."""

    def __init__(
        self, *, room: str = "", edition: str = "jinrou", seed: int = 0, speed: float = 1.0
    ):
        players = local_players(edition)
        self.core = Room(
            RoomConfig(
                room=room or translate("Local", "One-screen village"),
                code="",
                edition=edition,
                players=players,
                seed=seed,
                speed=speed,
                timed=LOCAL_TIMED,
                journal=False,
                compose_for_seated=True,
            )
        )
        self.board = BoardModel(self, speed=speed, local=True)
        self.player = PlayerModel(self)
        # The TV's sounds, fed what the shared screen's board receives (see the module doc).
        self.sound, self.sound_player, self.sound_settings = tv_sound(speed, now=self._now)
        self.board.hush.connect(self.sound_player.hold)
        self.model = LocalModel(self)
        self.turns: deque[int] = deque()
        self.turn: int | None = None
        self._turn_tallies = 0  # the votes closed as this turn began (see _game_changed)
        self._seen_cards: set[int] = set()
        self._board_view: PublicView | None = None
        # The screen goes round for a secret pause (see the module doc), and the answer
        # made during it is held until the round ends: (seat, input).
        self._pausing = False
        self._held: tuple[int, Input] | None = None
        self._wake = QTimer()
        self._wake.setSingleShot(True)
        self._wake.timeout.connect(lambda: self._perform(self.core.tick(self._now())))
        # Deferred: the board changes in the middle of our own updates.
        self.board.changed.connect(lambda: QTimer.singleShot(0, self._advance))
        self._perform(self.core.attach(BOARD_CONN, "board", admin=True, now=self._now()))

    @property
    def game(self) -> Game | None:
        """The running (or just ended) game; None in the lobby."""
        return self.core.game

    @staticmethod
    def _now() -> float:
        return time.monotonic()

    def _perform(self, outputs) -> None:
        """Show what the core sends the board, keep its wake-up, then move the turns on."""
        for output in outputs:
            if isinstance(output, Send) and BOARD_CONN in output.to:
                self._show(output.message)
            elif isinstance(output, Wake):
                if output.at is None:
                    self._wake.stop()
                else:
                    self._wake.start(max(0, round((output.at - self._now()) * 1000)))
        if self.game is not None:
            self._game_changed()

    def _show(self, message) -> None:
        match message:
            case LobbyState():
                self.board.update_lobby(message)
                self.sound.on_lobby(message)
            case Clock():
                self.board.update_clock(message)
                self.player.update_clock(message)
                self.sound.on_clock(message)
            case ViewUpdate():
                self._board_view = engine_view(message, self._board_view)
                self.board.update_view(self._board_view)
                self.sound.on_view(self._board_view)
            case Error():
                self.board.show_notice(error_text(message.code, message.message))

    def _request(self, message) -> None:
        self._perform(self.core.request(BOARD_CONN, message, self._now()))

    # ------------------------------------------------------------------ the lobby

    def add_player(self, name: str) -> None:
        name = name.strip()[:MAX_NAME]
        if not name:
            return
        most = local_players(self.core.lobby.edition.id)
        if len(self.core.lobby.seats) >= most:
            self.board.show_notice(
                translate("Local", "At most %n players share one screen.", None, most)
            )
            return
        try:
            self._perform(self.core.seat_local(name, self._now()))
        except ProtocolError as error:
            if error.code == "name_taken":
                self.board.show_notice(
                    translate("Local", "{name} is already at the table.").format(name=name)
                )
            elif error.code == "room_full":
                most = self.core.lobby.max_players
                self.board.show_notice(
                    translate("Local", "At most %n players share one screen.", None, most)
                )
            else:
                self.board.show_notice(error_text(error.code, error.message))

    # BoardPort
    def kick(self, seat: int) -> None:
        self._request(KickSeat(seat))

    def set_composition(self, composition: dict[str, int]) -> None:
        self._request(SetComposition(dict(composition)))

    def use_recommended(self) -> None:
        self._request(UseRecommended())

    def set_edition(self, edition: str) -> None:
        most = local_players(edition)
        if len(self.core.lobby.seats) > most:
            self.board.show_notice(
                translate("Local", "At most %n players share one screen.", None, most)
            )
            return
        self._request(SetEdition(edition))

    def set_setting(self, name: str, value: str) -> None:
        self._request(SetSetting(name, str(value)))

    def start(self) -> None:
        self._request(StartGame())

    def timer(self, action: str, seconds: int = 0) -> None:
        self._request(TimerControl(action, float(seconds)))

    def play_again(self, keep_seats: bool = True) -> None:
        """After the end: back to the lobby with the same players (or none), a new deal
        at the next start."""
        self._request(PlayAgain(keep_seats=keep_seats))
        if self.game is None:
            self.turns.clear()
            self.turn = None
            self._seen_cards.clear()
            self._board_view = None
            self._pausing, self._held = False, None
            self.player.reset()
            self.model.publish(stage="board", passName="", canFinish=False)

    def let_in(self, tag: str) -> None:
        """A one-screen table has no network door: no device ever knocks (``tag`` is
        ignored)."""

    # PlayerPort
    def submit(self, inp: Input) -> None:
        if self._pausing and self.turn is not None:
            self._held = (self.turn, inp)
            self.player.show_notice(
                translate("Local", "Noted. It counts once everybody has had the screen.")
            )
            self.model.publish(canFinish=self._turn_done(self.turn))
            return
        try:
            self._perform(self.core.act(self.turn, inp, self._now()))
        except ProtocolError as error:
            self.player.show_notice(error_text(error.code, error.message))
            self._game_changed()

    def set_ready(self, ready: bool) -> None:
        """Nobody waits for readiness on a shared screen."""

    def ready_to_vote(self) -> None:
        self._close_step()

    def chat(self, channel: str, text: str) -> None:
        """The dead cannot chat on a shared screen: they are all in the same room."""

    # ------------------------------------------------------------------ the turns

    def _game_changed(self) -> None:
        if self.turn is not None and self._tallies() > self._turn_tallies:
            # The vote this turn answered closed (his was the last ballot): his screen
            # keeps it, and the next question (a second vote, a revote, a last shot)
            # waits for the board's tally and a turn of its own.
            self.model.publish(canFinish=True)
        elif self.turn is not None:
            self.player.update_view(self.game.player_view(self.turn))
            self.model.publish(canFinish=self._turn_done(self.turn))
        self._advance()

    def _tallies(self) -> int:
        """How many votes and elections have closed so far (their tallies, public)."""
        events = self._board_view.events if self._board_view is not None else ()
        return sum(isinstance(event, VoteTally) for event in events)

    def _close_step(self) -> None:
        """Close the step now (the discussion, or a night once all chose)."""
        if self.game is not None and not self.game.ended:
            self._perform(self.core.close_step(self._now()))

    def _turn_done(self, seat: int) -> bool:
        view = self.game.player_view(seat)
        answered = self._held is not None and self._held[0] == seat
        return seat in self._seen_cards and (
            answered
            or all(
                spec.kind not in MAIN_KINDS or spec.current is not None or not spec.feasible()
                for spec in view.legal
            )  # (a form wholly marked asks nothing)
        )

    def _secret_pause(self) -> bool:
        """Whether the game waits on a secret pause of the village (its owed kind)."""
        view = self.game.public_view()
        return view.phase == "resolving" and bool(view.owed) and view.owed[0] in texts.PAUSE_KINDS

    def _end_pause(self) -> None:
        """The screen went round: the answer held is given now; then, the pause still on
        with nobody left to answer (the engine keeps an early answer until the clock, or
        nobody owes the pause), the clock's fallback ends it at once."""
        self._pausing = False
        held, self._held = self._held, None
        if held is not None:
            self._perform(self.core.act(held[0], held[1], self._now()))
        if self._secret_pause() and not self.game.awaited():
            self._close_step()
        elif held is None:
            self._advance()

    def _advance(self) -> None:
        """On the board with nothing left to read: start the next private turns."""
        game = self.game
        if (
            game is None
            or game.ended
            or self.model.state["stage"] != "board"
            or self.board.interludes
        ):
            return
        if not self.turns:
            self._pausing = self._secret_pause()
            self.turns = deque(game.living() if self._pausing else game.awaited())
            if not self.turns:
                if game.phase.value in ("night", "resolving"):
                    self._close_step()  # all chose, or a secret pause nobody answers
                return
        self._next_turn()

    def _next_turn(self) -> None:
        seat = self.turns.popleft()
        self.turn = seat
        self.model.publish(stage="pass", passName=self.game.names[seat], canFinish=False)

    def reveal(self) -> None:
        seat = self.turn
        self._turn_tallies = self._tallies()
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
        self.player.dismissNotice()  # a notice was this turn's: the next player's is clean
        self.turn = None
        game = self.game
        if self.turns and game.phase.value in ("night", "election", "vote", "resolving"):
            self._next_turn()
            return
        self.turns.clear()
        self.model.publish(stage="board", passName="")
        if self._pausing:
            self._end_pause()
        elif game.phase.value in ("night", "resolving") and not game.awaited():
            self._close_step()
        else:
            self._advance()
