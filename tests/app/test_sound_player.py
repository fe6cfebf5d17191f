"""The TV's sound player (issue 26): a driven night's cues reach Qt Multimedia as the
right files in order, the room is ducked under the voice, pause holds, the controls
mute and set the volume, and a machine without audio output gets a reason and no sound.

Headless: where the test needs Qt to play, it says one output exists (``outputs``); Qt
then runs the clips on its own clock ("No audio device detected"). What is checked is
what the player asked Qt (the deck's request log and its players' states), never what
is heard, and no assertion is on wall time.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

import pytest
from PySide6.QtCore import QEventLoop, QTimer

from lgdesktop.app.shell.paths import RESOURCES_DIR
from lgdesktop.app.shell.sound import SoundDriver
from lgdesktop.app.shell.sound_player import (
    SoundPlayer,
    decode_clip,
    file_url,
    linear_volume,
    play_clip,
)
from lgdesktop.app.sound import clips
from lgdesktop.app.sound.script import DUCK_LEVEL, LOOP, ROOM, STOP, VOICE, Cue, SoundScript
from lgdesktop.app.texts.i18n import language

from .test_sound_script import Listened

#: Longest wait for Qt to act on a request, in seconds: it takes milliseconds here; the
#: bound only keeps a broken player from hanging the suite.
WAIT_S = 30.0
#: How often the waits look at the deck, in milliseconds.
POLL_MS = 10
#: QMediaPlayer.PlaybackState values as the deck reports them.
STOPPED, PLAYING, PAUSED = 0, 1, 2
#: Volume changes made while clips play in the stress test (each one crosses to Qt's
#: audio threads, where the deadlock of the first draft happened).
VOLUME_CHANGES = 400


def wait_until(condition: Callable[[], bool], timeout: float = WAIT_S) -> None:
    """Run Qt's event loop until ``condition()`` holds (AssertionError after ``timeout``)."""
    deadline = time.monotonic() + timeout
    loop = QEventLoop()
    poll = QTimer()
    poll.setInterval(POLL_MS)
    poll.timeout.connect(lambda: (condition() or time.monotonic() > deadline) and loop.quit())
    poll.start()
    if not condition():
        loop.exec()
    poll.stop()
    assert condition(), f"still not so after {timeout} s"


def settle(player: SoundPlayer) -> None:
    """Let the deck run every queued request (a request count that stops moving)."""
    seen = [-1]

    def still() -> bool:
        count = player.deck_state("requestCount")
        done = count == seen[0]
        seen[0] = count
        return done

    wait_until(still)


def url(path) -> str:
    return file_url(path)


def expected_request(cue: Cue, language: str) -> str | None:
    """The deck's log line for ``cue`` (None: nothing asked)."""
    if cue.channel == VOICE:
        return f"voice play {url(clips.clip_path(RESOURCES_DIR, language, cue.key, cue.variant))}"
    action = {STOP: "stop", LOOP: "loop"}.get(cue.action, "play")
    return f"room {action} {url(clips.sound_path(RESOURCES_DIR, cue.key))}"


@pytest.fixture
def player(app):
    clock = [1000.0]
    made = SoundPlayer(SoundScript("fr"), now=lambda: clock[0], outputs=lambda: 1)
    made.clock = clock
    yield made
    made.stop_all()
    settle(made)
    made.deleteLater()


def test_a_driven_night_asks_qt_for_its_files_in_order(app):
    """Night 1 of a jinrou bot game: the board's messages feed a SoundDriver on the
    table's clock, whose cues go to the player; the deck is asked for each cue's file in
    the cues' order (the night's ambience looped, then stopped at dawn)."""
    table = Listened("fr", players=8, edition="jinrou", seed=2, speed=1.0)
    script = table.script
    script.lengths = clips.clip_lengths(clips.load_manifest(RESOURCES_DIR), "fr")
    driver = SoundDriver(script, now=lambda: table.now)
    player = SoundPlayer(script, now=lambda: table.now, outputs=lambda: 1)
    heard: list[Cue] = []
    driver.played.connect(heard.append)
    driver.played.connect(player.play)
    table.script = _Driven(driver)  # the table's own due() goes through the driver
    try:
        table.play_until(table.start(8), night_1_over)
        driver.fire()
        settle(player)
        wanted = [expected_request(cue, "fr") for cue in heard]
        assert player.deck_state("requestCount") == len(wanted) < 200
        assert player.deck_state("requests") == wanted
        keys = [cue.key for cue in heard]
        assert "nightfall" in keys and any(key.startswith("call.") for key in keys)
        assert wanted[0] == f"room loop {url(clips.sound_path(RESOURCES_DIR, 'night'))}"
        assert f"room stop {url(clips.sound_path(RESOURCES_DIR, 'night'))}" in wanted
        last_voice = [line for line in wanted if line.startswith("voice play ")][-1]
        assert player.deck_state("voiceSource") == last_voice.removeprefix("voice play ")
    finally:
        player.stop_all()
        settle(player)


def night_1_over(game) -> bool:
    return game.number > 1 or (game.number == 1 and game.phase.value == "day")


class _Driven:
    """The table's script seen through a driver: ``due`` fires the driver (which emits
    what is due); everything else is the script's."""

    def __init__(self, driver: SoundDriver):
        self.driver = driver

    def due(self, now: float) -> list[Cue]:
        self.driver.fire()
        return []

    def __getattr__(self, name):
        return getattr(self.driver.script, name)


def test_the_room_is_ducked_while_the_voice_speaks_and_pause_holds_it(player):
    clock = player.clock
    player.play(Cue(clock[0], ROOM, "night", volume=0.35, action=LOOP))
    player.play(Cue(clock[0], VOICE, "nightfall", 0, length=4.7))
    settle(player)
    assert player.deck_state("roomGain") == pytest.approx(DUCK_LEVEL)
    clock[0] += 3.0
    player.update_gain()
    settle(player)
    assert player.deck_state("roomGain") == pytest.approx(DUCK_LEVEL)
    player.hold(True)
    clock[0] += 60.0  # a long pause: the clip has not moved on
    player.hold(False)
    player.update_gain()
    settle(player)
    assert player.deck_state("roomGain") == pytest.approx(DUCK_LEVEL)
    clock[0] += 2.0  # 5 s of the clip heard, pause left out
    player.update_gain()
    settle(player)
    assert player.deck_state("roomGain") == pytest.approx(1.0)


def test_pause_holds_what_plays_and_plays_it_on(player):
    clock = player.clock
    player.play(Cue(clock[0], ROOM, "night", volume=0.35, action=LOOP))
    player.play(Cue(clock[0], VOICE, "nightfall", 0, length=4.7))
    player.hold(True)  # queued right after: the clip is paused as it starts
    wait_until(lambda: player.deck_state("voiceState") == player.deck_state("loopState") == PAUSED)
    player.hold(True)  # again: nothing more
    player.hold(False)
    wait_until(lambda: player.deck_state("loopState") == PLAYING)
    assert player.deck_state("voiceState") in (PLAYING, STOPPED)  # (or it ended already)
    requests = player.deck_state("requests")
    assert requests[-2:] == ["all hold", "all resume"]
    player.stop_all()
    wait_until(lambda: player.deck_state("voiceState") == player.deck_state("loopState") == STOPPED)


def test_controls_mute_each_channel_and_set_the_volume(player):
    clock = player.clock
    changes: list[int] = []
    player.changed.connect(lambda: changes.append(1))
    night = url(clips.sound_path(RESOURCES_DIR, "night"))
    player.play(Cue(clock[0], ROOM, "night", volume=0.35, action=LOOP))
    player.set_sounds(False)
    player.play(Cue(clock[0], ROOM, "pack"))  # muted: not asked
    player.set_voice(False)
    player.play(Cue(clock[0], VOICE, "nightfall", 0, length=4.7))  # muted: not asked
    settle(player)
    assert player.deck_state("requests") == [
        f"room loop {night}",
        "room silence",
        "voice silence",
    ]
    assert not player.sounds and not player.voice and len(changes) == 2
    player.set_sounds(True)  # the night goes on: its ambience comes back
    player.set_voice(True)
    settle(player)
    assert player.deck_state("requests")[-1] == f"room loop {night}"
    player.set_volume(0.5)
    settle(player)
    assert player.volume == 0.5
    assert player.deck_state("master") == pytest.approx(linear_volume(0.5))
    for bad in (1.5, -0.1, math.nan, "loud", None):
        with pytest.raises(ValueError, match="volume"):
            player.set_volume(bad)
    assert player.volume == 0.5


def test_volume_changes_while_clips_play_do_not_hang(player):
    """The first draft (players made from Python) deadlocked in QAudioOutput::setVolume
    while Qt's audio threads ran; here the volume and the ducking change hundreds of
    times while a voice clip, the loop and a one-shot play (pytest-timeout would stop a
    hang), and the clip plays to its end."""
    clock = player.clock
    player.play(Cue(clock[0], ROOM, "night", volume=0.35, action=LOOP))
    player.play(Cue(clock[0], ROOM, "bell"))
    player.play(Cue(clock[0], VOICE, "call.sleep", 0, length=1.7))
    wait_until(lambda: player.deck_state("voiceState") == PLAYING)
    for change in range(VOLUME_CHANGES):
        player.set_volume((change % 10) / 10)
        clock[0] += 0.01
        player.update_gain()
        QEventLoop().processEvents()
    wait_until(lambda: player.deck_state("voiceState") == STOPPED)  # the clip ended
    assert player.deck_state("loopState") == PLAYING


def test_the_tv_plays_its_driver_s_cues_and_its_pause_holds_them(
    app, session, tmp_path, monkeypatch
):
    """HostBoard's wiring: the driver's cues reach the player, the board's pause holds and
    resumes, and going back to the lobby after a game silences what still plays."""
    from functools import partial

    from lgdesktop.app.shell import controllers
    from lgdesktop.net.server import HostConfig

    from .fakehost import lobby

    monkeypatch.setattr(controllers, "SoundPlayer", partial(SoundPlayer, outputs=lambda: 1))
    host = controllers.HostBoard(
        session, HostConfig(bind="127.0.0.1", port=0, journal_path=tmp_path / "j.sqlite")
    )
    player = host.sound_player
    night = url(clips.sound_path(RESOURCES_DIR, "night"))
    host._on_lobby(lobby(5, state="playing"))
    host.sound.played.emit(Cue(host.sound.now(), ROOM, "night", volume=0.35, action=LOOP))
    host.model.hush.emit(True)
    host.model.hush.emit(False)
    host._on_lobby(lobby(5, state="lobby"))
    host._on_lobby(lobby(6, state="lobby"))  # another seat: nothing more
    settle(player)
    assert player.deck_state("requests") == [
        f"room loop {night}",
        "all hold",
        "all resume",
        "all silence",
    ]
    assert player.deck_state("loopState") == STOPPED


def test_without_an_audio_output_it_says_so_and_asks_nothing(app, english):
    player = SoundPlayer(SoundScript("en"), outputs=lambda: 0)
    assert not player.available
    assert "No audio output" in player.reason
    player.play(Cue(0.0, ROOM, "night", volume=0.35, action=LOOP))
    player.play(Cue(0.0, VOICE, "nightfall", 0, length=4.7))
    player.hold(True)
    player.hold(False)
    player.set_volume(0.2)
    player.set_sounds(False)
    player.set_sounds(True)
    player.stop_all()
    QEventLoop().processEvents()
    assert player.deck_state("requestCount") == 0
    assert player.deck_state("voiceState") == STOPPED
    changes: list[int] = []
    player.changed.connect(lambda: changes.append(1))
    language().choose("fr")
    assert changes and "Aucune sortie audio" in player.reason


def test_the_machine_s_own_outputs_decide(app):
    """Without ``outputs``, Qt's list of audio outputs decides (none on CI)."""
    player = SoundPlayer(SoundScript("fr"))
    assert player.available == (player.deck_state("outputs") > 0)
    assert (player.reason == "") == player.available


def test_a_shipped_clip_decodes_to_its_length(app):
    manifest = clips.load_manifest(RESOURCES_DIR)
    seconds = manifest["clips"]["fr"]["nightfall#0"]["seconds"]
    path = clips.clip_path(RESOURCES_DIR, "fr", "nightfall", 0)
    assert decode_clip(path) == pytest.approx(seconds, abs=0.05)


def test_a_shipped_clip_plays_to_its_end_without_an_audio_output(app):
    """Qt plays a line through the narrator's channel to its end even here, silently
    (what the bundle's smoke test runs)."""
    path = clips.clip_path(RESOURCES_DIR, "en", "dawn", 0)
    play_clip(path, decode_clip(path))


def test_a_file_qt_cannot_decode_is_a_clear_error(app, tmp_path):
    bad = tmp_path / "noise.opus"
    bad.write_bytes(b"OggS" + bytes(range(256)) * 8)
    with pytest.raises(RuntimeError, match=r"cannot decode noise\.opus"):
        decode_clip(bad)
    with pytest.raises(RuntimeError, match=r"did not play noise\.opus"):
        play_clip(bad, 1.0)
    with pytest.raises(RuntimeError, match="no clip"):
        decode_clip(tmp_path / "missing.opus")


def test_linear_volume_follows_qt_s_logarithmic_scale():
    assert linear_volume(0.0) == 0.0
    assert linear_volume(1.0) == 1.0
    assert linear_volume(0.5) == pytest.approx(0.1505, abs=1e-4)
    steps = [linear_volume(tenth / 10) for tenth in range(11)]
    assert steps == sorted(set(steps))


def test_sound_check_decodes_the_default_clip(app, capsys):
    """``lgdesktop sound-check`` (the bundle's smoke test runs it)."""
    from lgdesktop.cli import main

    assert main(["sound-check"]) == 0
    manifest = clips.load_manifest(RESOURCES_DIR)
    seconds = manifest["clips"]["fr"]["nightfall#0"]["seconds"]
    said = capsys.readouterr().out
    assert said.startswith("decoded nightfall.0.opus: "), said
    assert "with Qt Multimedia, played to its end; 0 audio output(s): nothing was heard" in said
    # What Qt decoded lasts what ffprobe measured when the clip was made.
    decoded = float(said.split(": ")[1].split(" s ")[0])
    assert decoded == pytest.approx(seconds, abs=0.05), (decoded, seconds)


class Speaker:
    """A platform voice for ``languages``, recording what it is asked."""

    def __init__(self, *languages: str):
        self.languages = languages
        self.asked: list[tuple[str, object]] = []

    def speaks(self, language: str) -> bool:
        return language in self.languages

    def say(self, text: str) -> None:
        self.asked.append(("say", text))

    def hold(self, paused: bool) -> None:
        self.asked.append(("hold", paused))

    def set_volume(self, volume: float) -> None:
        self.asked.append(("volume", volume))


def test_the_platform_voice_names_the_dead_where_it_speaks_the_language(app):
    """A morning line standing for two named players is said by the platform's voice,
    naming them, and no clip is asked for; the room is ducked all the same. A line
    without names, or a voice that does not speak French, plays the recorded clip."""
    clock = [1000.0]
    speaker = Speaker("fr")
    player = SoundPlayer(
        SoundScript("fr"), now=lambda: clock[0], outputs=lambda: 1, speaker=speaker
    )
    morning = Cue(clock[0], VOICE, "morning.2", 0, length=3.0, names=("Anna", "Zoé-Marguerite"))
    player.play(morning)
    settle(player)
    assert speaker.asked == [("say", "Ce matin, Anna et Zoé-Marguerite ne se sont pas réveillés.")]
    assert player.deck_state("requests") == []
    assert player.deck_state("roomGain") == pytest.approx(DUCK_LEVEL)
    player.play(Cue(clock[0], VOICE, "nightfall", 0, length=4.7))
    settle(player)
    assert player.deck_state("requests") == [expected_request(Cue(0, VOICE, "nightfall"), "fr")]
    player.set_volume(0.4)
    player.hold(True)
    player.hold(False)
    assert speaker.asked[1:] == [("volume", 0.4), ("hold", True), ("hold", False)]
    english_only = Speaker("en")
    other = SoundPlayer(
        SoundScript("fr"), now=lambda: clock[0], outputs=lambda: 1, speaker=english_only
    )
    other.play(morning)
    settle(other)
    assert english_only.asked == []
    assert other.deck_state("requests") == [expected_request(morning, "fr")]
    for made in (player, other):
        made.stop_all()
        settle(made)
        made.deleteLater()


def test_named_lines_name_one_or_several_players_in_each_language():
    from lgdesktop.app.texts import voice

    assert voice.named_line("banished.1", ("Léo",), "fr") == "Léo quitte le village."
    assert voice.named_line("deaths.many", ("A", "B", "C"), "en") == "A, B and C have just died."
    assert voice.named_line("elected.mayor", ("Ada",), "en") == "Ada becomes Mayor."
    assert voice.named_line("morning.none", (), "fr") is None  # nobody to name
    assert voice.named_line("nightfall", ("Ada",), "fr") is None  # not a line with names
    # Every line the script lays with names has its named sentence in both languages.
    for key in voice.VOICE_LINES:
        family = key.rpartition(".")[0]
        if family in ("morning", "banished", "deaths") or key.startswith("elected."):
            for language in voice.VOICE_LANGUAGES:
                assert voice.named_line(key, ("Ada", "Léo"), language), (key, language)
