"""Single-device mode: a whole game on one shared screen, driven through its controls."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication

from lgdesktop.app.onescreen.local import MAX_LOCAL_PLAYERS, LocalTable, local_players
from lgdesktop.app.shell.sound import SoundLog
from lgdesktop.app.sound import script as sound
from lgdesktop.app.texts import texts
from lgdesktop.app.texts.i18n import language
from lgdesktop.bots import HeuristicBot

from .conftest import NAMES
from .controls import item, local_window
from .fitting import escaping, on_screen
from .render_screens import overflowing

#: Most steps a test game may take before the test gives up.
MAX_STEPS = 5000


def settle() -> None:
    """Run the deferred calls the table posted to the event loop."""
    QCoreApplication.processEvents()
    QCoreApplication.processEvents()


def game_over(table: LocalTable) -> bool:
    """Whether the shared screen's game has ended and its last news was read."""
    return table.game.ended and not table.board.interludes


def screen_turns(
    table: LocalTable, until: Callable[[LocalTable], bool] = game_over
) -> Iterator[str]:
    """Pass the shared screen round through its own controls until ``until(table)``:
    reveal each turn's screen, acknowledge a card, read the board's news, skip the
    discussion. Yields where the test acts: ``"pass"`` (the pass page, before the
    reveal), ``"answer"`` (the named player's screen awaits an answer: the caller makes
    it on ``table.player``) and ``"done"`` (the turn may end: the caller ends it with
    ``table.model.finish()``)."""
    for _ in range(MAX_STEPS):
        settle()
        if until(table):
            return
        stage = table.model.state["stage"]
        if stage == "pass":
            assert table.model.state["passName"] == table.game.names[table.turn]
            yield "pass"
            table.model.reveal()
        elif stage == "private":
            assert table.player.view.seat == table.turn  # only the named player's screen
            if table.player.state["screen"] == "role":
                table.player.acknowledgeRole()
            else:
                yield "done" if table.model.state["canFinish"] else "answer"
        elif table.board.interludes:
            table.board.next_interlude()
        elif table.board.state["screen"] == "day":
            table.board.skipTimer()
    raise AssertionError("the shared screen never got there")


def play_to_the_end(table: LocalTable) -> dict[tuple, list[int]]:
    """Drive the shared screen with bots until the game's end; the turns of each step."""
    bots = {seat: HeuristicBot(seat) for seat in range(table.game.players)}
    turns_per_step: dict[tuple, list[int]] = {}
    for moment in screen_turns(table):
        game, player = table.game, table.player
        if moment == "pass":
            key = (game.phase.value, game.number, game.vote and game.vote.round)
            turns_per_step.setdefault(key, []).append(table.turn)
        elif moment == "answer":
            player.make(bots[table.turn].decide(player.view))
        else:
            table.model.finish()
    return turns_per_step


def test_a_whole_game_on_one_screen(english):
    table = LocalTable(seed=7)
    for name in NAMES[:7]:
        table.board.addPlayer(name)
    table.board.addPlayer(NAMES[0])  # twice: refused
    assert "already at the table" in table.board.state["notice"]
    assert table.board.state["screen"] == "lobby" and table.board.state["canStart"]
    table.board.setRoleCount("hunter", 1)
    table.board.start()
    assert table.game is not None and table.game.players == 7
    turns_per_step = play_to_the_end(table)
    assert table.game.ended
    assert table.board.state["screen"] == "end"
    nights = {key: seats for key, seats in turns_per_step.items() if key[0] == "night"}
    assert nights
    for seats in nights.values():  # every living player takes a turn every night
        assert len(seats) == len(set(seats)) >= 2


def test_the_same_players_play_again_with_a_new_deal(english):
    table = LocalTable(seed=4)
    for name in NAMES[:6]:
        table.board.addPlayer(name)
    table.board.start()
    play_to_the_end(table)
    table.play_again()
    assert table.game is None and table.model.state["stage"] == "board"
    assert table.board.state["screen"] == "lobby" and table.board.state["canStart"]
    table.board.start()
    assert table.game.names == NAMES[:6] and not table.game.ended
    assert table.core.game_number == 2 and table.game.setup.seed == 5
    play_to_the_end(table)
    assert len(table.core.results) == 2


def test_the_table_takes_at_most_twelve(english):
    table = LocalTable()
    for index in range(MAX_LOCAL_PLAYERS + 1):
        table.board.addPlayer(f"P{index}")
    assert table.board.state["playerCount"] == MAX_LOCAL_PLAYERS
    table.board.kick(0, "P0")
    assert table.board.player_rows.rows[0]["name"] == "P1"


def test_a_whole_one_night_game_on_one_screen(english):
    table = LocalTable(seed=3)
    table.board.setEdition("one_night")
    for name in NAMES[:6]:
        table.board.addPlayer(name)
    assert table.board.state["canStart"] and table.board.state["startHint"] == ""
    assert table.board.state["villagers"] == 1  # 6 players + 3 center cards
    table.board.start()
    assert table.game is not None and table.game.edition.id == "one_night"
    turns_per_step = play_to_the_end(table)
    assert table.game.ended and table.board.state["screen"] == "end"
    night = [seats for key, seats in turns_per_step.items() if key[0] == "night"]
    # The laptop went round once per step of the night (the deck's calls, with decoys).
    assert len(night) == 1 and set(Counter(night[0]).values()) == {len(night[0]) // 6}
    assert sorted(set(night[0])) == list(range(6))
    result = table.game.public_view().result
    assert [row["roleLabel"] for row in table.board.reveal_rows.rows] == [
        texts.role_name(role) for role in result.roles
    ]
    story = [line for chapter in table.board.recap_rows.rows for line in chapter["lines"]]
    assert any("looked at" in line or "swapped" in line for line in story)


def test_one_night_on_one_screen_takes_at_most_ten(english):
    assert local_players("one_night") == 10
    table = LocalTable(edition="one_night")
    for index in range(11):
        table.board.addPlayer(f"P{index}")
    assert table.board.state["playerCount"] == 10
    assert "At most 10 players" in table.board.state["notice"]


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800)], ids=lambda s: "x".join(map(str, s)))
def test_the_shared_screen_fits_a_laptop(session, english, size):
    # It opened at 1920x1080 whatever the screen: on a 1280x800 laptop, Start was below it.
    language().choose("fr")
    table = LocalTable(seed=5)
    for index in range(MAX_LOCAL_PLAYERS):
        table.board.addPlayer(f"Marie-Christine Dela {index:02d}")
    settle()
    window = local_window(session, table)
    window.resize(*size)
    settle()
    assert on_screen(window, "startButton")
    table.board.start()
    next(moment for moment in screen_turns(table) if moment == "pass")
    settle()
    pass_page = item(window, "revealButton").parentItem()
    assert on_screen(window, "revealButton") and escaping(pass_page) == []
    assert overflowing(window) == []


def test_the_shared_screen_plays_the_tv_s_sounds(english, tmp_path):
    """The one-screen table feeds its own sound script from its board (issue 26): its log
    follows the game (nightfall and its ambience, dawn, the vote's lines, the end last);
    its nights are untimed, so they have no calls."""
    table = LocalTable(seed=7)
    path = tmp_path / "sound.log"
    log = SoundLog(path, table.sound.now(), language="en", speed=1.0, settings=table.sound_settings)
    table.sound.played.connect(log.write)
    for name in NAMES[:7]:
        table.board.addPlayer(name)
    table.board.start()
    play_to_the_end(table)
    table.sound.flush()
    log.close()
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[2].startswith("# 0.00 settings: voice on, sounds on")
    cues = [line.split("\t") for line in lines if not line.startswith("#")]
    keys = [cue[3].split("#")[0] for cue in cues]
    voices = [cue[3].split("#")[0] for cue in cues if cue[1] == sound.VOICE]
    nights = table.game.number
    assert keys.count("nightfall") >= 1 and "dawn" in keys and "vote.open" in keys
    assert [cue[2] for cue in cues if cue[3].startswith(f"{sound.AMBIENCE}#")][:2] == [
        sound.LOOP,
        sound.STOP,
    ]
    assert any(key.startswith("morning.") for key in voices) and nights >= 1
    assert not any(key.startswith("call.") for key in keys)
    assert voices[-1].startswith("end.")
    assert [cue for cue in cues if cue[5] == "end" and cue[1] == sound.ROOM]
