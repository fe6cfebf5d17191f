"""In game: inputs, the vote requests, chat, the step clock's controls and its ticks.

Duty: what happens while a game runs. Contracts:

- an input is submitted to the engine, journaled (``JournalInput``) before anyone is
  told, then every screen gets its view; a refused input changes nothing;
- a stale input is refused only when its basis changed (:mod:`.staleness`);
- a step closes by the host's ``Timeout``: its clock ran out, enough living players
  asked for the vote, or the admin skipped it; absent players' proxies count;
- chat reaches the engine's members of the channel, and only they may write on it.
"""

from __future__ import annotations

from ..engine import HOST, INPUT_TYPES, InputError, Timeout
from ..protocol import ChatLine, ProtocolError, SendChat, Submit
from .fanout import Connection
from .outputs import JournalInput, Output


class InGame:
    """Inputs, chat and the clock while a game runs (a part of :class:`~.room.Room`)."""

    def _submit(self, connection: Connection, message: Submit, now: float) -> None:
        """A player's input; refused ``stale_version`` only when its basis changed."""
        game = self._require_game()
        seat = self._seat_of(connection)
        if message.seat is not None and message.seat != seat:
            raise ProtocolError(
                "not_your_seat", f"you hold seat {seat}, not {message.seat}", {"seat": str(seat)}
            )
        self.basis.check(seat, game, message.version)
        self._apply(
            seat,
            INPUT_TYPES[message.input](
                message.target,
                seats=tuple(message.seats),
                cards=tuple(message.cards),
                option=message.option,
            ),
            now,
        )

    def act(self, seat: int, inp, now: float) -> list[Output]:
        """An input of ``seat`` on an in-process table (a shared screen: no version, the
        player acts on the screen as it is). Raises ProtocolError when refused."""
        self._begin(now)
        self._require_game()
        self._apply(seat, inp, now)
        return self._flush(now)

    def _apply(self, seat: int | None, inp, now: float) -> None:
        """Submit to the engine, journal, then tell everyone (a refusal changes nothing)."""
        game = self.game
        position = len(game.inputs)
        try:
            game.submit(seat, inp)
        except InputError as error:
            raise ProtocolError(error.code, str(error)) from None
        if self.config.journal:
            self._out.append(JournalInput(self.record, position, seat, inp))
        self._game_changed(now)

    def _ready_to_vote(self, connection: Connection, now: float) -> None:
        game = self._require_game()
        seat = self._seat_of(connection)
        if not game.may_ask_for_vote(seat):
            raise ProtocolError("not_your_turn", "only the living may ask for the vote, by day")
        self._vote_requests.add(seat)
        if len(self._vote_requests) >= game.vote_requests_needed():
            self._close_step(now)
        else:
            self._lobby_changed()

    def _chat(self, connection: Connection, message: SendChat) -> None:
        game = self._require_game()
        seat = self._seat_of(connection)
        readers = game.chat_members(message.channel)
        if seat not in readers:
            raise ProtocolError(
                "not_allowed",
                f"you may not write on {message.channel}",
                {"channel": message.channel},
            )
        self._out.append(
            self.fanout.chat(
                readers,
                self.lobby.seats,
                ChatLine(message.channel, seat, game.names[seat], message.text),
            )
        )

    def _timer_control(self, action: str, seconds: float, now: float) -> None:
        self._require_game()
        if action == "skip":
            self._close_step(now)
            return
        if action == "pause":
            self.clock.pause(now)
        elif action == "resume":
            self.clock.resume(now)
        else:
            self.clock.extend(seconds)
        self._clock_changed(now)

    def timer(self, action: str, seconds: float, now: float) -> list[Output]:
        """The host's own timer control (``extend``, ``pause``, ``resume``, ``skip``)."""
        self._begin(now)
        self._timer_control(action, seconds, now)
        return self._flush(now)

    def close_step(self, now: float) -> list[Output]:
        """Close the current step now, as its clock would (a shared screen's table)."""
        self._begin(now)
        self._close_step(now)
        return self._flush(now)

    def _close_step(self, now: float) -> None:
        """Submit the host's Timeout: missing choices take the edition's fallback; away
        players' proxies count."""
        game = self._require_game()
        self._apply(HOST, Timeout(absent=tuple(s for s in self.away() if game.alive[s])), now)

    def tick(self, now: float) -> list[Output]:
        """Time passed: send a lobby update that waited, move the narration on, close a
        step whose time is up, keep the clock in the journal, beat the night's pulses."""
        self._begin(now)
        if self.coalescer.flush(now):
            self._broadcast_lobby()
        clock = self.clock
        if self.game is not None and not self.game.ended and clock is not None:
            if clock.due(now):
                if clock.next_step(now):
                    self._clock_changed(now)
                else:
                    self._close_step(now)
            elif self._checkpoint_at is not None and now >= self._checkpoint_at:
                self._checkpoint(now)
        return self._flush(now, woken=True)

    def _clock_changed(self, now: float) -> None:
        self._out.append(self.fanout.everyone(self.clock.message(now)))
        self.cadence.beat_now()
        self._checkpoint(now)
