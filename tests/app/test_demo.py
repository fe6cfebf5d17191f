"""``lgdesktop demo``: a whole unattended game on loopback, exit 0, a screenshot of every
kind of screen; and its argument checks."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from lgdesktop.app.shell.demo import BOT_NAMES, DEMO_PLAYER, demo_deal
from lgdesktop.app.sound import script as sound
from lgdesktop.app.texts import voice
from lgdesktop.cli import build_parser, main
from lgdesktop.cli.demo import composition_of
from lgdesktop.engine import EDITIONS, catalogue

#: Longest run of one fast demo, in seconds, from its start (one takes about 40 s on two
#: idle cores; the five of this module run side by side, see :func:`demos`).
DEMO_TIMEOUT = 240
#: How often a demo's screenshot folder is looked at while it starts, in seconds (its
#: role card shows a few seconds after the start).
POLL_SECONDS = 0.1
#: The screenshot each demo saves once its game is under way: the player's card read
#: (every test of this module asks for it).
UNDER_WAY = "player-role-revealed"
#: Every kind of screen the README shows.
BOARD_SCREENS = {"lobby", "night", "morning", "day", "vote", "tally", "end"}
PLAYER_SCREENS = {"lobby", "role", "role-revealed", "night", "day", "vote", "ghost", "end"}
#: Screens each edition's demo must show, besides the lobby and the role card.
EDITION_SCREENS = {
    "one_night": {"board-night", "board-tally", "player-night", "player-vote"},
    "thiercelieux": {"board-night", "board-morning", "board-tally", "player-night", "player-vote"},
    # The Mayor's candidacies before the deal: the vote screens come before the role card.
    # (Every laptop answers every call, so at speed 20 a night is over before the TV's
    # night screen can be saved.)
    "forum": {"board-vote", "board-morning", "board-tally", "player-night", "player-vote"},
    # Every death shown with its card at dawn and at the tally (the human may die on night 1).
    "anniversary": {"board-night", "board-morning", "board-tally", "player-night"},
}


#: A demo table with the anniversary expansion's characters (the pack: the Big Bad Wolf
#: and the White Werewolf), villagers filling the rest.
EXPANSION_PLAYERS = 10
EXPANSION_ROLES = (
    "big_bad_wolf=1,white_werewolf=1,piper=1,wild_child=1,thiercelieux_fox=1,bear_tamer=1,"
    "devoted_servant=1,two_sisters=2"
)
#: The demos of this module, by test id: the edition and the ``lgdesktop demo`` options
#: besides ``--speed 20 --quit-at-end --screenshots``; the longest games first (they are
#: started in this order). Each says its language: both narrators are heard, each sound log
#: checked (the script's own test plays every edition in both).
DEMOS = {
    "forum": ("forum", ["--players", "10", "--seed", "2", "--lang", "fr"]),
    "thiercelieux": ("thiercelieux", ["--players", "10", "--seed", "2", "--lang", "en"]),
    "anniversary-expansion": (
        "anniversary",
        [
            *("--players", str(EXPANSION_PLAYERS), "--roles", EXPANSION_ROLES),
            *("--seed", "2", "--lang", "fr"),
        ],
    ),
    "jinrou": ("jinrou", ["--players", "8", "--seed", "3", "--lang", "fr"]),
    "one_night": ("one_night", ["--players", "6", "--seed", "2", "--lang", "en"]),
}


class Demo:
    """One ``lgdesktop demo`` process, started at once; :meth:`finish` waits for its end."""

    def __init__(self, folder: Path, edition: str, options: list[str]):
        self.shots = folder / "shots"
        self.sound_log = folder / "sound.log"
        self.edition = edition
        self.deadline = time.monotonic() + DEMO_TIMEOUT
        folder.mkdir()
        self._stderr = (folder / "stderr.txt").open("w+", encoding="utf-8")
        command = [sys.executable, "-m", "lgdesktop", "demo", "--edition", edition, *options]
        command += ["--speed", "20", "--quit-at-end", "--screenshots", str(self.shots)]
        command += ["--sound-log", str(self.sound_log)]
        self.process = subprocess.Popen(
            command,
            env=os.environ | {"QT_QPA_PLATFORM": "offscreen"},
            stdout=subprocess.DEVNULL,
            stderr=self._stderr,
            text=True,
        )

    def wait_under_way(self) -> None:
        """Return once the demo has saved its :data:`UNDER_WAY` screenshot, or has exited,
        or is past its deadline (:meth:`finish` then tells what went wrong)."""
        while (
            self.process.poll() is None
            and time.monotonic() < self.deadline
            and not any(self.shots.glob(f"*-{UNDER_WAY}.png"))
        ):
            time.sleep(POLL_SECONDS)

    def finish(self) -> tuple[int, str, set[str]]:
        """Wait (until :data:`DEMO_TIMEOUT` after the start) for the exit code; return it
        with what the demo wrote on stderr and the kinds of screenshot it saved."""
        code = self.process.wait(timeout=max(0.0, self.deadline - time.monotonic()))
        self._stderr.seek(0)
        kinds = {path.stem.split("-", 1)[1] for path in self.shots.glob("*.png")}
        return code, self._stderr.read(), kinds

    def stop(self) -> None:
        """Kill the process if it still runs and close its stderr file."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self._stderr.close()


@pytest.fixture(scope="module")
def demos(request, tmp_path_factory) -> Iterator[dict[str, Demo]]:
    """Every demo a selected test of this module plays, all running side by side.

    A demo spends most of its run waiting for the game's clocks (about a tenth of a core
    on average), so five side by side take about as long as the longest one instead of
    the sum of all five; each still is a real ``lgdesktop demo`` process of its own. Each
    starts once the one before has shown its role card: a start-up (imports, QML) takes a
    core for a few seconds, the first screens of a game (the card dealt, then read) last
    about a second at speed 20, and a demo starved then would miss their screenshots."""
    wanted = set()
    for item in request.session.items:
        callspec = getattr(item, "callspec", None)  # only parametrized tests have one
        if item.module is request.module and callspec is not None and "demo" in callspec.params:
            wanted.add(callspec.params["demo"])
    folder = tmp_path_factory.mktemp("demos")
    started: dict[str, Demo] = {}
    try:
        for name in (name for name in DEMOS if name in wanted):
            started[name] = Demo(folder / name, *DEMOS[name])
            started[name].wait_under_way()
        yield started
    finally:
        for demo in started.values():
            demo.stop()


def check_sound_log(path: Path, edition: str) -> None:
    """A demo's ``--sound-log`` follows its game's steps: the nights in order, each opened
    by its nightfall, each step's call the edition's line for that step, and the end's
    fanfare then its line last."""
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("# lgdesktop sound log: language ")
    assert lines[2].startswith("# 0.00 settings: voice on, sounds on")  # the demo's own prefs
    cues = [line.split("\t") for line in lines if not line.startswith("#")]
    times = [float(cue[0]) for cue in cues]
    assert times == sorted(times)
    nights: list[int] = []
    for cue in cues:
        key, step = cue[3].split("#")[0], cue[5]
        if step.startswith("night "):
            number, name = int(step.split()[1]), step.split()[2]
            if not nights or nights[-1] != number:
                assert key in ("nightfall", sound.AMBIENCE) and number > (nights or [0])[-1]
                nights.append(number)
            if key.startswith("call.") and key != "call.sleep":
                assert key == voice.call_key(edition, name), step
    assert nights
    voices = [cue for cue in cues if cue[1] == sound.VOICE]
    assert voices[-1][3].startswith("end.")
    assert [cue for cue in cues if cue[5] == "end" and cue[1] == sound.ROOM]


@pytest.mark.slow
@pytest.mark.parametrize("demo", ["jinrou"])
def test_the_demo_plays_a_whole_game_and_saves_every_screen(demos, demo):
    code, stderr, kinds = demos[demo].finish()
    assert code == 0, stderr[-3000:]
    assert {f"board-{screen}" for screen in BOARD_SCREENS} <= kinds
    assert {f"player-{screen}" for screen in PLAYER_SCREENS} <= kinds
    assert "Traceback" not in stderr
    check_sound_log(demos[demo].sound_log, demos[demo].edition)


@pytest.mark.slow
@pytest.mark.parametrize("demo", ["one_night", "thiercelieux", "forum", "anniversary-expansion"])
def test_an_edition_demo_plays_to_the_end(demos, demo):
    code, stderr, kinds = demos[demo].finish()
    assert code == 0, stderr[-3000:]
    edition = DEMOS[demo][0]
    assert EDITION_SCREENS[edition] | {"board-end", "player-role-revealed", "player-end"} <= kinds
    assert "Traceback" not in stderr
    check_sound_log(demos[demo].sound_log, edition)


def test_the_demo_has_a_distinct_name_for_every_seat_of_the_largest_table():
    """``--players`` goes up to each edition's maximum: a bot name for every other seat
    (a 24-seat demo once ran out of names and stopped with a traceback)."""
    largest = max(edition.max_players for edition in EDITIONS.values())
    assert len(BOT_NAMES) >= largest - 1
    assert len({*BOT_NAMES, DEMO_PLAYER}) == len(BOT_NAMES) + 1


@pytest.mark.parametrize("seed", range(20))
def test_a_thiercelieux_deck_has_the_thiefs_center_and_no_wolf_for_the_human(seed):
    deal = demo_deal("thiercelieux", 12, seed)
    assert deal[0] != "werewolf" and "thief" in deal and len(deal) == 14


@pytest.mark.parametrize("seed", range(20))
def test_a_one_night_human_is_never_dealt_a_wolf_card(seed):
    deal = demo_deal("one_night", 6, seed)
    assert deal[0] not in ("werewolf", "mystic_wolf") and len(deal) == 9


@pytest.mark.parametrize("seed", range(20))
def test_the_human_is_never_dealt_a_werewolf(seed):
    deal = demo_deal("jinrou", 8, seed)
    assert deal[0] != "werewolf"
    assert sorted(deal).count("werewolf") == 2 and len(deal) == 8


@pytest.mark.parametrize("seed", range(10))
def test_an_expansion_composition_is_dealt_whole_with_no_wolf_card_for_the_human(seed):
    table = ["--edition", "anniversary", "--players", str(EXPANSION_PLAYERS)]
    args = build_parser().parse_args(["demo", *table, "--roles", EXPANSION_ROLES])
    full = composition_of(args)
    assert full["villager"] == 1 and full["two_sisters"] == 2
    deal = demo_deal("anniversary", EXPANSION_PLAYERS, seed, full)
    assert sorted(deal) == sorted(role for role, n in full.items() for _ in range(n))
    assert deal[0] not in ("big_bad_wolf", "white_werewolf")


@pytest.mark.parametrize("role", [r.id for r in catalogue.edition_info("anniversary").roles])
def test_each_of_the_28_may_sit_at_the_demo_table(role):
    count = 2 if role == "two_sisters" else 1
    roles = f"{role}={count}" if role == "werewolf" else f"werewolf=1,{role}={count}"
    args = build_parser().parse_args(
        ["demo", "--edition", "anniversary", "--players", "10", "--roles", roles]
    )
    composition = composition_of(args)
    assert composition[role] >= count and sum(composition.values()) >= 10


@pytest.mark.parametrize("preset", [p.id for p in catalogue.presets("anniversary")])
def test_each_anniversary_preset_makes_a_demo_deal(preset):
    args = build_parser().parse_args(
        ["demo", "--edition", "anniversary", "--players", "16", "--preset", preset]
    )
    composition = composition_of(args)
    assert composition == catalogue.preset_setup("anniversary", preset, 16)
    deal = demo_deal("anniversary", 16, 1, composition)
    assert len(deal) == 16 + (2 if "thief" in composition else 0)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["demo", "--players", "3"], "--players must be 4 to 20"),
        (["demo", "--speed", "0"], "--speed must be positive"),
        (["demo", "--preset", "first_game", "--roles", "seer=1"], "--preset or --roles, not"),
        (["demo", "--edition", "anniversary", "--preset", "nope"], "nope"),
        (
            ["demo", "--edition", "anniversary", "--players", "8", "--preset", "scenario_mother"],
            "11",
        ),
        (["demo", "--edition", "anniversary", "--roles", "jester=1"], "unknown role 'jester'"),
        (["demo", "--edition", "anniversary", "--roles", "two_sisters=1"], "dealt as a pair"),
        (["demo", "--edition", "anniversary", "--roles", "piper=x"], "bad count for role piper"),
        (["demo", "--edition", "anniversary", "--roles", "seer=9"], "9 roles for 8 players"),
        (["demo", "--edition", "anniversary", "--roles", "werewolf=8"], "win at once"),
        (["join", "--code", "12a"], "--code must be 4 to 8 digits"),
        (["join", "nowhere"], "bad address"),
        (["join", "--interface", "eth0"], "--interface needs an IPv4 address"),
    ],
)
def test_bad_arguments_are_one_line_and_exit_2(argv, message, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
