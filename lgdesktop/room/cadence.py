"""Traffic that tells nothing during a secret step: every connection receives pulses, all
alike, at set beats.

Encryption hides what a frame says, not that it exists nor how long it is: if only the
wolves' laptops receive a frame when the pack picks a victim, the Seer's laptop the largest
frame at dawn, or a dead player's laptop a frame the moment the Seer looks, a listener on
the Wi-Fi reads roles from the traffic alone. So, while a secret step runs (a night, the
Devoted Servant's pause: the room decides, see ``Room._secret``) and in the batch that ends
it, the room makes every attached connection a **member** (players living or dead,
spectators, the board: each may receive something that depends on a secret), and:

- every frame meant for *some* members only (their view updates, the answers to their
  requests, pack chat) is held, in order, instead of being sent; a view update right after
  another held one for the same member replaces it (one update, from the view the member
  last received to the newest);
- at each **beat** every member receives exactly one :class:`~lgdesktop.protocol.Pulse`
  carrying what was held for it (perhaps nothing), and all pulses of one beat are padded
  to the same length (a multiple of ``PULSE_BUCKET``): one length for every kind of
  receiver, so per step each laptop sees one count and one size whatever the roles;
- beats happen only at moments everybody can already see: each change of the clock (a
  narration step starts, the night ends and the morning begins, a pause for an owed action
  begins or ends, pause, resume) and then every ``PULSE_SECONDS`` of the host's time —
  never because somebody acted;
- a member closed in a batch (every one when the host stops) gets its last pulse before
  the close, padded with the others closed in that batch.

Frames sent to every member at once (the clock, the lobby) pass unchanged: they tell
nothing by whom they reach. Pure: no I/O, no clock of its own. The room calls
:meth:`Cadence.shape` on every batch of outputs it returns (``Room._flush``); the fan-out
itself (:mod:`.fanout`) is unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..protocol import Ack, ChatLine, Error, Pulse, ViewUpdate, encode
from .outputs import Close, Output, Send, ViewSend

#: Seconds between two beats within one narration step (the clock's own changes are beats
#: too). One second: a wolf sees the pack's picks, and gets its answers, within a second.
PULSE_SECONDS = 1.0
#: Pulses are padded to a multiple of this many bytes (and all pulses of a beat to the same
#: length): 512 covers a night's usual update in one bucket.
PULSE_BUCKET = 512
#: What may travel inside a pulse (anything else, such as a Welcome or a Clock, is sent at
#: once: it goes to everybody, or to a connection that just came back).
HELD = (Ack, Error, ChatLine, ViewUpdate)


def _padded(groups: dict[int, list]) -> list[Send]:
    """One pulse per connection, all of the same length (the longest, rounded up to the
    bucket): the pad is spaces in the ``pad`` string, one byte each."""
    plain = {
        conn: Pulse([item.message if isinstance(item, ViewSend) else item for item in items])
        for conn, items in groups.items()
    }
    longest = max(len(encode(pulse)) for pulse in plain.values())
    target = -(-longest // PULSE_BUCKET) * PULSE_BUCKET
    return [
        Send((conn,), Pulse(pulse.items, " " * (target - len(encode(pulse)))))
        for conn, pulse in plain.items()
    ]


@dataclass
class Cadence:
    """The held frames and the beat schedule of one room (see the module doc).

    ``members`` (given by the room to each :meth:`shape`): every attached connection while
    the cadence holds, empty otherwise. :meth:`beat_now` asks for a beat in
    the batch being shaped (the clock changed); :attr:`next_beat` is when the room must be
    woken for the next timed beat (None: not holding).
    """

    interval: float = PULSE_SECONDS
    next_beat: float | None = None
    _held: dict[int, list] = field(default_factory=dict)
    _beat: bool = False

    def beat_now(self) -> None:
        """The clock changed in the batch being shaped: end it with a beat."""
        self._beat = True

    def shape(
        self, outputs: list[Output], members: frozenset[int], now: float, woken: bool
    ) -> list[Output]:
        """The batch to perform: frames for some members only are held; at a beat (asked
        for, or ``woken`` at :attr:`next_beat`) every member gets its pulse, at the end of
        the batch. With no members, whatever is still held goes out now (a secret step that
        ended), and the schedule stops."""
        if not members and not self._held:
            self._beat, self.next_beat = False, None
            return outputs
        closing = sorted(
            {o.conn for o in outputs if isinstance(o, Close)} & (members | self._held.keys())
        )
        staying = members.difference(closing)
        shaped: list[Output] = []
        for output in outputs:
            # (A view update is held without building it unless a member receives it.)
            if (
                isinstance(output, Send)
                and not members <= set(output.to)
                and not members.isdisjoint(output.to)
                and (type(output) is ViewSend or isinstance(output.message, HELD))
            ):
                for conn in output.to:
                    if conn in members:
                        self._hold(conn, output)
                rest = tuple(conn for conn in output.to if conn not in members)
                if rest:
                    shaped.append(
                        output.only(rest)
                        if type(output) is ViewSend
                        else Send(rest, output.message)
                    )
                continue
            if closing and isinstance(output, Close) and output.conn in closing:
                # The last pulse of every connection closed in this batch (all of them
                # when the host stops), padded alike, before the first Close.
                shaped += _padded({conn: self._held.pop(conn, []) for conn in closing})
                closing = []
            shaped.append(output)
        due = self._beat or (woken and self.next_beat is not None and now >= self.next_beat)
        if due or not staying:
            groups = {conn: self._held.pop(conn, []) for conn in sorted(staying)}
            groups.update(self._held)
            self._held.clear()
            if groups:
                shaped += _padded(groups)
            self._beat = False
            self.next_beat = now + self.interval if staying else None
        elif self.next_beat is None:
            self.next_beat = now + self.interval
        return shaped

    def _hold(self, conn: int, output: Send) -> None:
        """Hold ``output``'s message for ``conn``. A view update right after another held
        one replaces it: the pulse carries one update from the view the connection last
        received to the newest (the dead, who see every move of the night, would
        otherwise get one per move, and every pulse of the beat would be padded to that)."""
        queue = self._held.setdefault(conn, [])
        if type(output) is not ViewSend:
            queue.append(output.message)
        elif queue and type(queue[-1]) is ViewSend:
            queue.append(output.only((conn,)).since(queue.pop().previous))
        else:
            queue.append(output)  # built when the beat comes, once for all who share it

    def forget(self, conn: int) -> None:
        """Connection ``conn`` is gone: what was held for it is dropped."""
        self._held.pop(conn, None)
