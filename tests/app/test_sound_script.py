"""The sound script (issue 26): what the TV plays, from the public view and the host's
clock only, laid on each step's public timing; tested on whole bot games of the room core
(no sockets, a fake clock, no audio)."""

from __future__ import annotations

import itertools

import pytest
from room.kit import BOARD, MAX_EVENTS, Table

from lgdesktop.app.shell.paths import RESOURCES_DIR
from lgdesktop.app.sound import clips
from lgdesktop.app.sound import script as sound
from lgdesktop.app.sound.script import ROOM, VOICE, Cue, SoundScript
from lgdesktop.app.texts import voice
from lgdesktop.bots import make_bot
from lgdesktop.engine import Game, GameSetup, PlayerView
from lgdesktop.protocol import Ack, Clock, Error, LobbyState, Submit, ViewUpdate

#: Seconds the table runs on after the end, so that every pending cue is played.
AFTER_END = 120.0
#: The players of each edition's game (each its smallest comfortable table).
PLAYERS = {"jinrou": 8, "one_night": 6, "thiercelieux": 9, "forum": 10, "anniversary": 10}


class Listened(Table):
    """A room-core table whose board feeds a :class:`SoundScript` as the TV would, each
    message at the table's time; ``clocks`` keeps the board's clocks with their time.
    ``shipped``: the clips' lengths are the shipped clips' (else the text's estimate)."""

    def __init__(self, language: str = "fr", *, shipped: bool = False, **config):
        super().__init__(**config)
        lengths = None
        if shipped:
            lengths = clips.clip_lengths(clips.load_manifest(RESOURCES_DIR), language)
        self.script = SoundScript(language, lengths, speed=config.get("speed", 1.0))
        self.clocks: list[tuple[float, Clock]] = []

    def perform(self, outputs) -> list:
        self.script.due(self.now)
        before = len(self.inbox[BOARD])
        done = super().perform(outputs)
        for message in self.inbox[BOARD][before:]:
            if isinstance(message, Clock):
                self.clocks.append((self.now, message))
                self.script.on_clock(message, self.now)
            elif isinstance(message, ViewUpdate):
                self.script.on_view(self.views[BOARD], self.now)
            elif isinstance(message, LobbyState):
                self.script.on_lobby(message.edition, message.state)
        return done

    def play_until(self, conns: list[int], stop) -> None:
        """Bots play every seat (as :meth:`play_bots`) until ``stop(game)`` or the end."""
        bots = {conn: make_bot("heuristic", conn) for conn in conns}
        for _ in range(MAX_EVENTS):
            game = self.room.game
            if game.ended or stop(game):
                return
            acted = False
            for conn in conns:
                view = self.views.get(conn)
                if isinstance(view, PlayerView) and conn not in self.closed:
                    choice = bots[conn].decide(view)
                    if choice is not None:
                        self.send(conn, Submit(choice.kind, choice.target, view.version))
                        acted = acted or isinstance(self.last(conn, Ack | Error), Ack)
            if not acted:
                self.advance(max(0.0, (self.wake or self.now) - self.now))
        raise AssertionError("the game went on past its events' budget")

    def finish(self) -> list[Cue]:
        self.advance(AFTER_END)
        self.script.due(self.now + AFTER_END)
        return self.script.played


def bot_game(
    edition: str, seed: int = 2, language: str = "fr", speed: float = 1.0, *, shipped=False
) -> Listened:
    table = Listened(
        language, shipped=shipped, players=PLAYERS[edition], edition=edition, seed=seed, speed=speed
    )
    table.play_bots(table.start(PLAYERS[edition]))
    table.finish()
    return table


def night_steps(table: Listened) -> list[tuple[float, float, Clock]]:
    """The night steps the board's clock went through: (start, end, clock)."""
    found: list[tuple[float, float, Clock]] = []
    last = None
    for now, clock in table.clocks:
        key = (clock.phase, clock.number, clock.step, clock.step_index)
        if key == last:
            continue
        last = key
        if found and found[-1][1] < 0:
            found[-1] = (found[-1][0], now, found[-1][2])
        if clock.phase == "night":
            found.append((now, -1.0, clock))
    return found


def check_knells(played: list[Cue]) -> None:
    """A knell follows the line of the dead it tolls for, right after it."""
    voices = [cue for cue in played if cue.channel == VOICE]
    for knell in (cue for cue in played if cue.key == sound.KNELL):
        assert any(cue.at + cue.length == pytest.approx(knell.at) for cue in voices), knell


@pytest.mark.parametrize("language", voice.VOICE_LANGUAGES)
@pytest.mark.parametrize("edition", sorted(PLAYERS))
def test_a_whole_game_s_sounds_follow_its_steps(edition, language):
    """A whole bot game of every edition, in each narrator language, on the shipped
    clips' lengths: what the script lays follows the game's steps."""
    table = bot_game(edition, language=language, shipped=True)
    played = table.script.played
    voices = [cue for cue in played if cue.channel == VOICE]
    # One voice at a time: each clip starts once the previous one has ended, but for a
    # night step's, which cuts a line of the day (a vote that closed as the night began),
    # and for the banished line a night_falls step says before its nightfall.
    for before, after in itertools.pairwise(voices):
        fits = after.at >= before.at + before.length
        cuts = after.step.startswith("night ") or after.step in sound.NEWS_BEFORE_NIGHT
        assert fits or (cuts and not before.step.startswith("night "))
    steps = night_steps(table)
    nights = sorted({clock.number for _, _, clock in steps})
    assert nights
    said = [(cue.key, cue.step) for cue in voices]
    for number in nights:
        assert [key for key, step in said if key == "nightfall" and f"night {number} " in step]
    # Every call of the first night is said inside its own step, after the step's cue.
    for start, end, clock in steps:
        if clock.number != 1 or clock.step in ("night_falls", "dawn", None):
            continue
        key = voice.call_key(edition, clock.step)
        calls = [cue for cue in voices if cue.key == key and cue.step.startswith("night 1 ")]
        assert calls, clock.step
        assert all(start + sound.CALL_OFFSET <= cue.at < end for cue in calls), clock.step
    # Every night ends in dawn (its line and cue) and its ambience loop stops.
    loops = [cue for cue in played if cue.key == sound.AMBIENCE]
    assert [cue.action for cue in loops] == [sound.LOOP, sound.STOP] * len(nights)
    # The end: its fanfare, then the line of the winning side, after every other line.
    winner = table.room.game.public_view().result.winner
    assert voices[-1].key == f"end.{winner}"
    check_knells(played)
    fanfare = [cue for cue in played if cue.channel == ROOM and cue.step == "end"]
    assert len(fanfare) == 1 and fanfare[0].at < voices[-1].at


@pytest.mark.parametrize("edition", ["jinrou", "thiercelieux"])
def test_at_a_fast_speed_every_call_still_starts_in_its_step(edition):
    table = bot_game(edition, speed=20.0)
    check_knells(table.script.played)
    calls = {cue.step: cue for cue in table.script.played if cue.key.startswith("call.")}
    for start, end, clock in night_steps(table):
        if clock.step in ("night_falls", "dawn", None):
            continue
        key = f"night {clock.number} {clock.step} {clock.step_index}"
        cue = calls[key]
        assert cue.key == voice.call_key(edition, clock.step)
        assert start < cue.at < end


def test_two_deals_with_the_same_public_steps_sound_the_same():
    """Nobody acts: two seeds deal differently, the first night's public steps are the
    same, and so is every sound of that night, to the hundredth of a second."""
    heard = []
    deals = set()
    for seed in (3, 8):
        table = Listened(players=9, edition="thiercelieux", seed=seed, speed=1.0)
        table.start(9)
        while table.room.game.phase.value == "night" and table.room.game.number == 1:
            table.advance(max(0.0, (table.wake or table.now) - table.now))
        table.script.due(table.now)
        deals.add(table.room.game.dealt)
        heard.append([cue.log_line(1000.0) for cue in table.script.played])
    assert len(deals) == 2
    assert heard[0] == heard[1]
    assert any("call.werewolf" in line for line in heard[0])


def test_a_replay_says_the_same_formulations():
    first, again = bot_game("jinrou", seed=5), bot_game("jinrou", seed=5)
    assert [cue.log_line() for cue in first.script.played] == [
        cue.log_line() for cue in again.script.played
    ]


def test_formulations_turn_through_every_one_before_coming_back():
    table = bot_game("thiercelieux")
    nightfalls = [cue.variant for cue in table.script.played if cue.key == "nightfall"]
    count = voice.variants("nightfall")
    assert len(nightfalls) >= count
    assert sorted(nightfalls[:count]) == list(range(count))


def test_the_script_reads_public_views_only():
    game = Game(GameSetup.create("jinrou", 6, 1))
    with pytest.raises(TypeError, match="public views only"):
        SoundScript().on_view(game.player_view(0), 0.0)


def test_both_languages_lay_the_same_cues_but_for_their_lengths():
    french, english = bot_game("one_night", language="fr"), bot_game("one_night", language="en")
    assert [(c.channel, c.key, c.variant) for c in french.script.played] == [
        (c.channel, c.key, c.variant) for c in english.script.played
    ]


def clock(step: str, index: int, left: float = 10.0, paused: bool = False) -> Clock:
    return Clock("night", 1, left, paused, step, index, 3, 10.0)


def test_a_pause_holds_every_pending_cue_and_the_next_step_drops_the_last_one_s():
    script = SoundScript("en")
    script.on_clock(clock("night_falls", 0), 100.0)
    assert [cue.key for cue in script.due(100.0)] == [sound.AMBIENCE, "nightfall"]
    script.on_clock(clock("werewolf", 1), 110.0)
    script.on_clock(clock("werewolf", 1, left=9.5, paused=True), 110.5)
    assert script.next_at() is None and script.due(200.0) == []
    script.on_clock(clock("werewolf", 1, left=9.5), 150.5)  # 40 s later
    due = script.due(150.5)
    assert [cue.key for cue in due] == [sound.PACK_CUE]  # its time had come before
    call = script.due(151.0)
    assert [(cue.key, cue.at) for cue in call] == [("call.werewolf", 150.8)]
    assert [cue.key for cue in script.pending] == ["call.sleep"]
    script.on_clock(clock("seer", 2), 155.0)  # the step closes early: its sleep is dropped
    assert [(cue.key, cue.step) for cue in script.pending] == [
        ("call.seer", "night 1 seer 2"),
        ("call.sleep", "night 1 seer 2"),
    ]


def test_the_room_is_ducked_under_the_voice():
    script = SoundScript("en")
    script.on_clock(clock("night_falls", 0), 0.0)
    line = next(cue for cue in script.pending if cue.channel == VOICE)
    assert script.room_gain(line.at + line.length / 2) == sound.DUCK_LEVEL
    assert script.room_gain(line.at + line.length + 0.01) == 1.0


def test_the_morning_waits_before_its_line_then_tolls():
    table = bot_game("jinrou")
    played = table.script.played
    for index, cue in enumerate(played):
        if cue.key.startswith("morning.") and cue.key != "morning.none":
            before = max(
                c.at + c.length for c in played[:index] if c.channel == VOICE and c.at < cue.at
            )
            assert cue.at >= before + sound.SUSPENSE_SECONDS - 1e-9
            knell = next(c for c in played[index:] if c.key == sound.KNELL)
            assert knell.at == pytest.approx(cue.at + cue.length)
            assert cue.names  # the names a platform voice may say instead
            return
    pytest.fail("no player died at night in this game")


def test_a_night_s_first_clock_before_the_game_s_first_view_calls_the_lobby_s_edition():
    script = SoundScript("en")
    script.on_lobby("one_night", "playing")
    script.on_clock(Clock("night", 1, 10.0, False, "werewolf", 0, 9, 10.0), 0.0)
    assert "call.one_night.werewolf" in [cue.key for cue in script.pending]


def test_back_in_the_lobby_the_script_forgets_the_game():
    table = bot_game("jinrou")
    assert table.script.played
    table.script.on_lobby("jinrou", "lobby")
    assert table.script.played == [] and table.script.pending == []


def test_a_one_step_night_says_the_banished_before_its_nightfall_inside_its_first_step():
    """The night starts as the vote closes: a one-step night's ``night_falls`` step says
    the banished line (after its suspense), then the nightfall line, both inside it; the
    close's own line is left to the screen, and the first call keeps its step."""
    table = bot_game("jinrou", seed=2)
    played = table.script.played
    told = 0
    for start, end, clock in night_steps(table):
        if clock.step != "night_falls" or clock.number == 1:
            continue
        lines = [
            cue
            for cue in played
            if cue.channel == VOICE
            and start <= cue.at < end
            and (cue.step.startswith("night ") or cue.step in sound.NEWS_BEFORE_NIGHT)
        ]
        keys = [cue.key for cue in lines]
        assert keys[-1] == "nightfall" and "vote.closed" not in keys, keys
        if keys[0].startswith("banished."):
            told += 1
            assert lines[0].at >= start + sound.SUSPENSE_SECONDS
        assert all(cue.at + cue.length <= end - sound.STEP_MARGIN for cue in lines), keys
    assert told
