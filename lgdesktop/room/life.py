"""The game's life: start, end, play again, resume, stop, and the journal.

Duty: the only place a game begins or ends at the table. Contracts:

- a game starts from the lobby's seats (``JournalStart`` first when journaling), and every
  change of it sends the views, a new step clock when the step changed, and at its end
  the result (``JournalFinish``, then ``GameOver``);
- play again keeps the seats and tokens (readiness cleared) or frees every seat;
- a resumed game is replayed from its journal, its clock continued from the last
  snapshot; while a step is timed, the clock is journaled every
  :data:`CLOCK_CHECKPOINT_SECONDS`, and a journal that cannot be written pauses it.
"""

from __future__ import annotations

import random
import secrets

from ..engine import Game, SetupError, get_edition
from ..protocol import Error, ProtocolError
from .clock import StepClock, Timing, step_key
from .lobby import TOKEN_BYTES, Lobby, Seat, token_hash
from .outputs import (
    CLOSE_GOING_AWAY,
    Close,
    GameOver,
    JournalClock,
    JournalFinish,
    JournalStart,
    Output,
    StartBot,
    StopBot,
)
from .record import GameRecord, JournalSeat

#: While a timed step runs, its clock is journaled this often (seconds), so that a host
#: that crashes gives back at most this much extra time to the step it resumes.
CLOCK_CHECKPOINT_SECONDS = 5.0


class GameLife:
    """The game's life and its journal (a part of :class:`~.room.Room`)."""

    def _start(self, now: float) -> None:
        """Deal and start with the seated players (see :meth:`Lobby.start_blocker`)."""
        self._require_lobby()
        seed = self._seed()
        setup = self.lobby.setup(seed)
        try:
            game = Game(setup)
        except SetupError as error:
            raise ProtocolError(error.code, str(error), {"detail": str(error)}) from None
        self.game_number += 1
        self.record = GameRecord(
            setup,
            self.name,
            self.code,
            tuple(JournalSeat(s.name, s.token_hash, s.bot, s.hosted) for s in self.lobby.seats),
            options={
                "speed": self.config.speed,
                "discussion": self.config.discussion,
                "players": self.lobby.max_players,
                "seed": self.config.seed,
                "game_number": self.game_number,
            },
        )
        if self.config.journal:
            self._out.append(JournalStart(self.record))
        self.game, self.clock = game, None
        self.basis.clear()
        self.fanout.new_game()
        self._lobby_changed()
        self._game_changed(now)

    def _seed(self) -> int:
        if self.config.seed is None:
            return random.randrange(2**31)
        return self.config.seed + self.game_number

    def play_again(self, now: float, keep_seats: bool = True) -> list[Output]:
        """The host's own *play again* (as the admin's ``play_again`` request)."""
        self._begin(now)
        self._play_again(keep_seats)
        return self._flush(now)

    def _play_again(self, keep_seats: bool) -> None:
        """Back to the lobby once the game has ended: same seats and tokens, readiness
        cleared, composition and settings kept; or (``keep_seats`` False) every player
        seat freed, its connection told ``new_table`` and closed."""
        if self.game is None or not self.game.ended:
            raise ProtocolError("not_ended", "the game has not ended")
        self.game, self.clock, self._checkpoint_at = None, None, None
        self.basis.clear()
        self.fanout.new_game()
        if keep_seats:
            self.lobby.clear_ready()
        else:
            for seat in self.lobby.seats:
                if seat.conn is not None:
                    self._drop(seat.conn, "new_table", "the host starts a new table")
                if seat.hosted:
                    self._out.append(StopBot(seat.token))
            self.lobby.seats.clear()
        self._lobby_changed()

    def resume(self, record: GameRecord, now: float) -> list[Output]:
        """Continue a journaled game: seats and tokens back (the host's own bots started
        again), the step clock continued from its last snapshot (the time the host was
        down does not count)."""
        self._begin(now)
        self.record = record
        self.name, self.code = record.room, record.code
        options = record.options
        self.edition = get_edition(record.setup.edition)
        setup = record.setup
        self.lobby = Lobby(
            self.edition,
            options.get("players", len(record.seats)),
            settings=dict(setup.settings),
            composition=None if setup.composition is None else dict(setup.composition),
            deal=setup.deal,
            compose_for_seated=self.config.compose_for_seated,
        )
        self.lobby.seats = [
            Seat(s.name, None, s.bot, s.hosted, ready=True, token_hash=s.token_hash)
            for s in record.seats
        ]
        for seat in self.lobby.seats:  # the host's own bots get new tokens (only hashes kept)
            if seat.hosted:
                seat.token = secrets.token_urlsafe(TOKEN_BYTES)
                seat.token_hash = token_hash(seat.token)
                self._out.append(StartBot(seat.name, seat.token))
        self.config.speed = options.get("speed", self.config.speed)
        self.config.discussion = options.get("discussion", self.config.discussion)
        self.config.seed = options.get("seed", self.config.seed)
        self.timing = Timing(self.config.speed, self.config.discussion, self.config.timed)
        self.game_number = options.get("game_number", 1)
        self.game = Game.replay(setup, record.inputs)
        self.clock = StepClock.start(self.game, self.timing, now)
        if record.clock is not None:
            self.clock.restore(record.clock, now)
        self._checkpoint(now)
        return self._flush(now)

    def stop(self, now: float) -> list[Output]:
        """The host closes. During a game: keep the clock and close every connection
        (clients retry: ``--resume`` may bring the game back). Otherwise the table is
        closed for good: every connection is told ``host_closed`` (fatal) first."""
        self._begin(now)
        running = self.state == "playing"
        if running:
            self._checkpoint(now)
        for conn in list(self.fanout.connections):
            if not running:
                self._send(conn, Error("host_closed", "the host closed the table", fatal=True))
            self._out.append(Close(conn, CLOSE_GOING_AWAY, "host closed"))
        return self._flush(now)

    def _game_changed(self, now: float) -> None:
        game = self.game
        self._out += self.fanout.views(game, self.lobby.seats, asked=self._vote_requests)
        if self.clock is None or self.clock.key != step_key(game):
            if self._vote_requests:
                self._vote_requests = set()
                self._lobby_changed()
            self.clock = StepClock.start(game, self.timing, now)
            self._clock_changed(now)
        if game.ended:
            result = _result(game)
            self.results.append(result)
            self._checkpoint_at = None
            if self.config.journal:
                self._out.append(JournalFinish(self.record))
            self._lobby_changed()
            self._out.append(GameOver(result))

    def journal_failed(self, now: float, detail: str) -> list[Output]:
        """The shell cannot write the journal (it keeps what it could not write, in order,
        and retries): the running game's clock is paused, and every connection is told
        ``journal_unavailable`` (not fatal; ``detail``: the error, for the logs)."""
        self._begin(now)
        if self.state == "playing" and self.clock is not None and not self.clock.paused:
            self.journal_paused = True
            self.clock.pause(now)
            self._clock_changed(now)
        self._out.append(
            self.fanout.everyone(
                Error(
                    "journal_unavailable",
                    f"the host cannot save the game: {detail[:200]}",
                    params={"detail": detail[:200]},
                )
            )
        )
        return self._flush(now)

    def journal_restored(self, now: float) -> list[Output]:
        """The journal is written again: a clock paused for it runs again."""
        self._begin(now)
        if self.journal_paused:
            self.journal_paused = False
            if self.state == "playing" and self.clock is not None and self.clock.paused:
                self.clock.resume(now)
                self._clock_changed(now)
        return self._flush(now)

    def _checkpoint(self, now: float) -> None:
        clock = self.clock
        if not self.config.journal or clock is None or self.record is None:
            self._checkpoint_at = None
            return
        self._out.append(JournalClock(self.record, clock.snapshot(now)))
        self._checkpoint_at = (
            now + CLOCK_CHECKPOINT_SECONDS if clock.wake_at() is not None else None
        )


def _result(game: Game) -> dict:
    """The ended game: the first winning side (``winner``) and all of them (``labels``),
    the winning seats, each seat's final (``role``) and dealt card, the center cards."""
    result = game.result
    return {
        "winner": result.winner,
        "labels": list(result.labels),
        "winners": list(result.winners),
        "seats": [
            {"seat": seat, "name": name, "role": role, "dealt": dealt}
            for seat, (name, role, dealt) in enumerate(
                zip(game.names, result.roles, result.dealt, strict=True)
            )
        ],
        "center": list(result.center),
    }
