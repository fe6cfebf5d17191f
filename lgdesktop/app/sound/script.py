"""The sound script: which narrator clip and which room sound the TV plays, when, and at
what volume, from what the TV receives (the public view and the host's clock) only.

Contracts:

- **Public in, public out.** The script reads :class:`~lgdesktop.engine.PublicView`\\ s
  (anything else is refused, TypeError) and the host's :class:`~lgdesktop.protocol.Clock`;
  the same public sequence at the same times gives the same cues, whatever the deal. A
  night step's call is said at the same offset in its step, and every sound of a step is
  laid from the step's start and its public length, so sound cannot tell who is awake.
- **Variety without chance.** Each line has several formulations; the one said is drawn
  from the game's *public seed* (a digest of the edition, the seats' names, the
  composition and the settings: the engine's own seed deals the cards, so it never
  reaches the TV) and turns through every formulation before saying one again, so a
  replay of a game sounds the same.
- **One voice at a time.** Voice clips queue: one starts once the previous one has ended
  and :data:`VOICE_GAP` has passed, but for a night step's lines, which start with their
  step and cut what still plays (at speed 1 nothing does; at a fast speed a clip cannot
  fit a step, and the step wins). Room sounds play under the voice: while a clip plays
  the room channel is lowered to :data:`DUCK_LEVEL` (:meth:`SoundScript.room_gain`).
- **Suspense.** The line of the morning's dead (or of the banished) waits
  :data:`SUSPENSE_SECONDS` after the voice before it, and the knell follows the line.
- **The night comes first.** When a night begins, the news lines not begun yet (a
  vote's close and its banished, when the night starts as the vote closes) are left to
  the screen's interlude, so that the night's calls keep their place in their steps;
  but a night that opens with a ``night_falls`` step of its own (a one-step night's
  clock) gives them its time: the line of the banished (or of the day's dead), after
  its suspense, is said first where it fits with the nightfall line inside that step
  (the close's bell has rung; its line and the knell are left out).
- **Time is the caller's.** Cues carry absolute times on the caller's monotonic scale;
  :meth:`SoundScript.due` hands over those whose time has come, in order. A step's own
  cues (a call, the vote's last seconds) that have not started when the next step begins
  are dropped; a paused clock holds every pending cue until it runs again.

Lengths of clips come from ``lengths(key, variant)`` (the clips' manifest where the clips
exist), else from an estimate of the text's speaking time (:func:`estimated_length`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from ...engine import PublicView
from ...engine.notes import PUBLIC_AUDIENCE
from ...protocol import Clock
from ..texts import presenters, voice

#: The channels: the narrator's voice, and the room's sounds (ambience, cues, fanfares).
VOICE, ROOM = "voice", "room"
#: What a cue does: play once, play in a loop (until a ``stop`` of the same key), stop.
PLAY, LOOP, STOP = "play", "loop", "stop"

#: Seconds between two voice clips: a breath, so that lines do not run into each other.
VOICE_GAP = 0.4
#: Seconds from a night step's start to its call: the step's cue sounds first.
CALL_OFFSET = 0.8
#: Seconds before a night step's end at which "back to sleep" is said: time for a short
#: line (about 1.5 s) to end before the next call.
SLEEP_LEAD = 2.5
#: A night step shorter than this (seconds) has no "back to sleep": at a fast speed the
#: call alone fills it.
MIN_SLEEP_STEP = 6.0
#: Seconds of silence before the line of the morning's dead or of the banished: the
#: master's pause before the names.
SUSPENSE_SECONDS = 1.5
#: Seconds of the end's fanfare before the line of the winners.
FANFARE_LEAD = 2.0
#: Seconds a step's lines must end before the step does (a player's start latency).
STEP_MARGIN = 0.2
#: The news lines a one-step night's ``night_falls`` step may still say before the
#: nightfall line (by their cue's step): the banished and the day's dead.
NEWS_BEFORE_NIGHT = ("banished", "deaths")
#: Seconds before a vote's or an election's end at which its last-seconds cue starts.
LAST_SECONDS = 10.0
#: Volumes (0-1): the voice, the night's ambience loop, the other room sounds.
VOICE_VOLUME = 1.0
AMBIENCE_VOLUME = 0.35
CUE_VOLUME = 0.7
#: Factor on the room channel while the voice speaks (ducking).
DUCK_LEVEL = 0.3
#: Speaking rate of the length estimate, in characters per second (a slowed narrator
#: says about 12-14 characters a second), and the silence it adds around a clip.
ESTIMATE_CHARS_PER_SECOND = 13.0
ESTIMATE_PADDING = 0.5

#: Room sounds: the night's ambience (a loop), dawn, the pack's call, a vote's last
#: seconds and its close, the knell, the end's fanfares.
AMBIENCE = "night"
DAWN_CUE = "dawn"
PACK_CUE = "pack"
LAST_SECONDS_CUE = "last_seconds"
CLOSE_CUE = "bell"
KNELL = "knell"
FANFARES = {
    "village": "end_village",
    "lovers": "end_village",
    "wolves": "end_wolves",
    "white_werewolf": "end_wolves",
}
SOLO_FANFARE = "end_solo"
#: Every room sound the script may play (``tools/make_voice.py`` makes each one).
ROOM_SOUNDS = (
    AMBIENCE,
    DAWN_CUE,
    PACK_CUE,
    LAST_SECONDS_CUE,
    CLOSE_CUE,
    KNELL,
    "end_village",
    "end_wolves",
    SOLO_FANFARE,
)
#: The night steps where the pack is called (its cue sounds before the call).
PACK_STEPS = frozenset(
    {"werewolf", "big_bad_wolf", "white_werewolf", "accursed_wolf_father", "grid_caught"}
)
#: The night's first and last narration steps on a one-step night's clock.
NIGHT_FALLS, DAWN = voice.NIGHT_FALLS, voice.DAWN
#: Note keys of deaths outside a morning.
BANISHED, DAY_DEATH = "death.banished", "death.day"


@dataclass(frozen=True, slots=True)
class Cue:
    """One clip or sound: at ``at`` (the caller's seconds), on ``channel``, ``action``
    (:data:`PLAY`, :data:`LOOP`, :data:`STOP`) the sound ``key`` (a narrator line key of
    :mod:`~lgdesktop.app.texts.voice` or one of :data:`ROOM_SOUNDS`), formulation
    ``variant``, at ``volume``, lasting ``length`` seconds (0 for a loop or a stop).
    ``names``: the players a line stands for (a platform voice may say them instead).
    ``step``: the public step it belongs to; ``bound``: dropped if that step ends first.
    A voice cue stops whatever voice still plays (the script lays them end to end, but
    for a night step's lines: see the module's contracts)."""

    at: float
    channel: str
    key: str
    variant: int = 0
    volume: float = 1.0
    action: str = PLAY
    length: float = 0.0
    names: tuple[str, ...] = ()
    step: str = ""
    bound: bool = False

    def log_line(self, origin: float = 0.0) -> str:
        """One line of a sound log: time from ``origin``, channel, action, key#variant,
        volume, step (tab-separated)."""
        return (
            f"{self.at - origin:.2f}\t{self.channel}\t{self.action}\t{self.key}#{self.variant}"
            f"\t{self.volume:.2f}\t{self.step}"
        )


def estimated_length(language: str) -> Callable[[str, int], float]:
    """Lengths estimated from the lines' texts in ``language`` (no clip needed)."""

    def length(key: str, variant: int) -> float:
        text = voice.line(key, language, variant)
        return round(len(text) / ESTIMATE_CHARS_PER_SECOND + ESTIMATE_PADDING, 2)

    return length


def public_seed(view: PublicView) -> str:
    """The game's public seed: a digest of what every screen shows from the start (the
    edition, the seats' names, the composition, the settings)."""
    parts = [view.edition, *(seat.name for seat in view.seats)]
    parts += [f"{role}={count}" for role, count in sorted(view.composition)]
    parts += [f"{name}={value}" for name, value in sorted(view.settings)]
    return hashlib.sha256("\x1f".join(parts).encode()).hexdigest()[:16]


class SoundScript:
    """The cues of one TV (see the module's contracts), for narrator lines in
    ``language`` whose lengths ``lengths`` gives (default: estimated), on a table whose
    fixed durations are divided by ``speed`` (the offsets in a step are divided too; the
    clips keep their length)."""

    def __init__(
        self,
        language: str = voice.VOICE_LANGUAGES[0],
        lengths: Callable[[str, int], float] | None = None,
        *,
        speed: float = 1.0,
    ):
        if language not in voice.VOICE_LANGUAGES:
            raise ValueError(f"no narrator lines in {language!r}")
        if not speed > 0:
            raise ValueError(f"the speed must be positive, not {speed!r}")
        self.language = language
        self.speed = speed
        self.lengths = lengths or estimated_length(language)
        self._edition = ""
        self.reset()

    def reset(self) -> None:
        """Forget the game (the table went back to its lobby); the edition stays."""
        self.pending: list[Cue] = []
        self.played: list[Cue] = []
        self._seed = ""
        self._said: dict[str, int] = {}
        self._voice_free = 0.0
        self._step = ""
        self._night = 0  # the night whose ambience plays (0: none)
        self._dawned = True
        self._vote: tuple = ()
        self._round = 0
        self._day = 0
        self._owed: tuple = ()
        self._notes = -1  # public notes already read (-1: no view yet)
        self._ended = False
        self._paused_at: float | None = None

    def on_lobby(self, edition: str, state: str) -> None:
        """The room's lobby: its ``edition`` (the first night's clock may come before the
        game's first view) and ``state``; back in the lobby, the game is forgotten."""
        if state == "lobby" and self._notes >= 0:
            self.reset()
        self._edition = edition

    # ------------------------------------------------------------------ inputs

    def on_view(self, view: PublicView, now: float) -> None:
        """A new public view, received at ``now``."""
        if type(view) is not PublicView:
            raise TypeError(f"the sound script reads public views only, not {type(view).__name__}")
        self._edition = view.edition
        public = [note for note in view.notes if note.audience == PUBLIC_AUDIENCE]
        if self._notes < 0:  # the TV joins: what happened before is history
            self._seed = public_seed(view)
            self._notes = len(public)
            self._owed = view.owed or ()
        else:
            self._read_notes(view, public[self._notes :], now)
            self._notes = len(public)
        self._read_phase(view, now)
        if view.result is not None and not self._ended:
            self._ended = True
            self._end_night(now, dawn=False)
            winner = view.result.winner
            at = max(now, self._voice_free)  # after the last news
            self._room(FANFARES.get(winner, SOLO_FANFARE), at, step="end")
            key = f"end.{winner}" if f"end.{winner}" in voice.VOICE_LINES else "end.nobody"
            self._say(key, at + FANFARE_LEAD / self.speed, step="end")

    def on_clock(self, clock: Clock, now: float) -> None:
        """A ``clock`` message from the host, received at ``now``."""
        self._hold(clock.paused, now)
        phase, step = clock.phase, clock.step or ""
        key = f"{phase} {clock.number} {step} {clock.step_index}".rstrip()
        if key == self._step:
            return
        self._step = key
        self.pending = [cue for cue in self.pending if not cue.bound]
        self._voice_free = max(
            (
                cue.at + cue.length + VOICE_GAP
                for cue in self.played + self.pending
                if cue.channel == VOICE
            ),
            default=0.0,
        )
        if phase == "night":
            self._night_step(clock, step, key, now)
        else:
            self._end_night(now)
        if phase in ("vote", "election") and clock.seconds_left is not None:
            left = clock.seconds_left
            if left > LAST_SECONDS / self.speed:
                at = now + left - LAST_SECONDS / self.speed
                self._room(LAST_SECONDS_CUE, at, step=key, bound=True)

    # ------------------------------------------------------------------ outputs

    def due(self, now: float) -> list[Cue]:
        """The cues whose time has come by ``now`` (none while paused), in time order;
        they move to :attr:`played`."""
        if self._paused_at is not None:
            return []
        self.pending.sort(key=lambda cue: cue.at)
        count = 0
        while count < len(self.pending) and self.pending[count].at <= now:
            count += 1
        ready, self.pending = self.pending[:count], self.pending[count:]
        self.played += ready
        return ready

    def next_at(self) -> float | None:
        """When the next pending cue is due (None: nothing pending, or paused)."""
        if self._paused_at is not None or not self.pending:
            return None
        return min(cue.at for cue in self.pending)

    def room_gain(self, at: float, cues: Iterable[Cue] | None = None) -> float:
        """The factor on the room channel at ``at``: :data:`DUCK_LEVEL` while a voice clip
        of ``cues`` (default: every cue played or pending) plays, else 1."""
        cues = self.played + self.pending if cues is None else cues
        for cue in cues:
            if cue.channel == VOICE and cue.at <= at < cue.at + cue.length:
                return DUCK_LEVEL
        return 1.0

    # ------------------------------------------------------------------ the night

    def _night_step(self, clock: Clock, step: str, key: str, now: float) -> None:
        # A night step takes the voice: a line still under way from before is cut.
        self._voice_free = now
        length = clock.duration if clock.duration is not None else clock.seconds_left
        if clock.number != self._night:
            self._night, self._dawned = clock.number, False
            # The night takes the voice: news lines not begun yet are left to the screen,
            # and the knells that would have followed them go too; but a night_falls
            # step says those that fit before its nightfall (see the module's contracts).
            news = [cue for cue in self.pending if cue.channel == VOICE]
            self.pending = [
                cue
                for cue in self.pending
                if cue.channel != VOICE
                and not any(line.step == cue.step and line.at <= cue.at for line in news)
            ]
            self._room(AMBIENCE, now, volume=AMBIENCE_VOLUME, action=LOOP, step=key)
            if step == NIGHT_FALLS and length is not None:
                self._news_before_night(news, now, now + length)
            self._say("nightfall", now, step=key)
        if step in (NIGHT_FALLS, "night", ""):
            return
        if step == DAWN:
            self._end_night(now)
            return
        if step in PACK_STEPS:
            self._room(PACK_CUE, now, step=key, bound=True)
        call = now + CALL_OFFSET / self.speed
        # After this step's own nightfall where it fits in the step; else it cuts it.
        cut = length is not None and max(call, self._voice_free) >= now + length
        self._say(voice.call_key(self._edition, step), call, step=key, bound=True, cut=cut)
        if length is not None and length >= MIN_SLEEP_STEP / self.speed:
            at = now + length - SLEEP_LEAD / self.speed
            if self._voice_free <= at:  # said only where it ends before the next call
                self._say("call.sleep", at, step=key, bound=True)

    def _news_before_night(self, news: list[Cue], now: float, end: float) -> None:
        """Say again, from ``now``, the lines of ``news`` (cues not begun when the night
        came) that :data:`NEWS_BEFORE_NIGHT` keeps, in order, each after its suspense, as
        long as they and the nightfall line to come end before ``end`` (less
        :data:`STEP_MARGIN`); the rest stay with the screen. Their knells are not rung:
        a knell (5 s) would run into the first call's step."""
        nightfall = self.lengths("nightfall", self._variant("nightfall", peek=True))
        free = now
        for cue in news:
            if cue.step not in NEWS_BEFORE_NIGHT:
                continue
            start = free + SUSPENSE_SECONDS / self.speed
            if start + cue.length + VOICE_GAP + nightfall > end - STEP_MARGIN / self.speed:
                break
            self.pending.append(replace(cue, at=start, bound=False))
            free = start + cue.length + VOICE_GAP
        self._voice_free = free

    def _end_night(self, now: float, *, dawn: bool = True) -> None:
        """The night is over (its dawn step, or the clock left the night): dawn's cue and
        line once, the ambience stopped."""
        if self._dawned:
            return
        self._dawned = True
        self._room(AMBIENCE, now, action=STOP, step="dawn")
        if dawn:
            self._room(DAWN_CUE, now, step="dawn")
            self._say("dawn", now, step="dawn")

    # ------------------------------------------------------------------ the day

    def _read_phase(self, view: PublicView, now: float) -> None:
        vote = view.vote
        if vote is not None and view.phase in ("vote", "election"):
            ident = (view.phase, view.number, vote.title)
            if ident != self._vote:
                self._vote, self._round = ident, vote.round
                key = f"election.{vote.title}" if vote.title else "vote.open"
                if key in voice.VOICE_LINES:
                    self._say(key, now, step=view.phase)
            elif vote.round != self._round:
                if self._round >= 1 and vote.round > self._round:
                    self._say("vote.again", now, step=view.phase)
                self._round = vote.round
        owed = view.owed or ()
        if owed != self._owed:
            self._owed = owed
            if owed:
                kind = owed[0] if f"owed.{owed[0]}" in voice.VOICE_LINES else "other"
                self._say(f"owed.{kind}", now, step="owed")
        if view.phase == "day" and self._day != view.number:
            self._day = view.number
            self._say("debate", now, step="day")

    def _read_notes(self, view: PublicView, notes, now: float) -> None:
        names = [seat.name for seat in view.seats]
        banished: list[int] = []
        died: list[int] = []
        for note in notes:
            if note.key == "news.morning":
                dead = list(note.seats)
                if presenters.morning_told(view.edition, bool(dead or note.param("notes"))):
                    self._end_night(now)
                    self._news("morning", dead, names, now)
            elif note.key == "vote.tally":
                self._room(CLOSE_CUE, now, step="tally")
                self._say("vote.closed", now, step="tally")
            elif note.key == BANISHED:
                banished += note.seats[:1]
            elif note.key == DAY_DEATH:
                died += note.seats[:1]
            elif note.key == "title.given":
                title = str(note.param("title"))
                if f"elected.{title}" in voice.VOICE_LINES:
                    self._say(
                        f"elected.{title}", now, step="title", names=_named(names, note.seats)
                    )
        if banished:
            self._news("banished", banished, names, now)
        if died:
            self._news("deaths", died, names, now)

    def _news(self, prefix: str, seats: list[int], names: list[str], now: float) -> None:
        """The line of ``seats`` dead (or banished) after the suspense, then the knell."""
        key = voice.deaths_key(prefix, len(seats))
        if prefix != "morning" and key not in voice.VOICE_LINES:
            key = f"{prefix}.many"
        start = max(now, self._voice_free) + SUSPENSE_SECONDS / self.speed
        cue = self._say(key, start, step=prefix, names=_named(names, seats))
        if seats:
            self._room(KNELL, cue.at + cue.length, step=prefix)

    # ------------------------------------------------------------------ laying cues

    def _variant(self, key: str, *, peek: bool = False) -> int:
        """The formulation of ``key`` said now: each in turn, from a start the public seed
        draws, so a replay says the same and no formulation comes back before the others
        (``peek``: the one said next, not taken)."""
        count = voice.variants(key)
        said = self._said.get(key, 0)
        if not peek:
            self._said[key] = said + 1
        start = int(hashlib.sha256(f"{self._seed}|{key}".encode()).hexdigest()[:8], 16)
        return (start + said) % count

    def _say(
        self,
        key: str,
        at: float,
        *,
        step: str = "",
        bound: bool = False,
        names: tuple[str, ...] = (),
        cut: bool = False,
    ) -> Cue:
        """Lay line ``key`` at ``at``, or once the voice is free (``cut``: at ``at``
        whatever plays, which stops)."""
        variant = self._variant(key)
        length = float(self.lengths(key, variant))
        start = at if cut else max(at, self._voice_free)
        cue = Cue(start, VOICE, key, variant, VOICE_VOLUME, PLAY, length, names, step, bound)
        self._voice_free = start + length + VOICE_GAP
        self.pending.append(cue)
        return cue

    def _room(
        self,
        key: str,
        at: float,
        *,
        volume: float = CUE_VOLUME,
        action: str = PLAY,
        step: str = "",
        bound: bool = False,
    ) -> None:
        self.pending.append(Cue(at, ROOM, key, 0, volume, action, 0.0, (), step, bound))

    def _hold(self, paused: bool, now: float) -> None:
        """Pause holds every pending cue; running again shifts them by the pause."""
        if paused and self._paused_at is None:
            self._paused_at = now
        elif not paused and self._paused_at is not None:
            shift = now - self._paused_at
            self._paused_at = None
            self.pending = [replace(cue, at=cue.at + shift) for cue in self.pending]
            self._voice_free += shift


def _named(names: list[str], seats: Iterable[int]) -> tuple[str, ...]:
    return tuple(names[seat] for seat in seats if 0 <= seat < len(names))
