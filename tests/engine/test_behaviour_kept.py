"""Must not change: every edition plays its recorded games and simulations as it did.

The record (``data/behaviour.json.gz``, written by ``tools/record_behaviour.py`` on the
engine of commit ``d653b2f``, before issue 23 reshaped the engine) holds, per edition, a
fixed set of bot games (every size band, both bot kinds, the presets, each setting's other
values) with the sha256 of their inputs and of their whole event log (every field, every
visibility), a short digest of each event, and their winners; and the ``lgdesktop simulate
--json`` report of fixed-seed batches. Each game is played again here on today's engine and
must give the same digests; each simulation the same report (its timing aside).

A failure names the edition, the game (its spec) and the first event that differs, with
today's events around it and the recorded digests beside them.

When a change of behaviour is intended (a rule fixed, an event given a field), re-record::

    uv run python tools/record_behaviour.py

check with ``git diff --stat`` that only the games expected moved (the test's failure
before re-recording says which), and commit the new record with the change, saying in the
commit message why the behaviour changed.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from .corpus import encode_event

# The recorder is a script of ``tools/`` (not a package): its game list and digests are
# the ones checked here.
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import record_behaviour

RECORD = record_behaviour.load()
#: Events shown on each side of the first one that differs.
CONTEXT_EVENTS = 2
#: Games described in full in one failure (the rest are only counted).
SHOWN_GAMES = 3


def _first_difference(recorded: list[str], now: list[str]) -> int:
    for index, (old, new) in enumerate(zip(recorded, now, strict=False)):
        if old != new:
            return index
    return min(len(recorded), len(now))


def _describe(record: dict, game) -> str:
    """Where today's game of ``record`` parts from the recorded one, for a failure."""
    now = [record_behaviour.event_digest(event) for event in game.log]
    recorded = record["event_digests"]
    first = _first_difference(recorded, now)
    lines = [
        f"game {json.dumps(record['spec'])}: {record['events']} events recorded, "
        f"{len(game.log)} now; winners recorded {record['winners']}, "
        f"now {list(game.result.labels)}",
    ]
    if first == len(recorded) == len(now):
        lines.append("  every event has the same digest; the inputs or the winners differ")
    else:
        lines.append(f"  first differing event: #{first}")
    for index in range(max(0, first - CONTEXT_EVENTS), first + CONTEXT_EVENTS + 1):
        old = recorded[index] if index < len(recorded) else "--------"
        new = json.dumps(encode_event(game.log[index])) if index < len(game.log) else "(none)"
        digest = now[index] if index < len(now) else "--------"
        mark = ">" if index == first else " "
        lines.append(f"  {mark} #{index} recorded {old}, now {digest}: {new}")
    return "\n".join(lines)


def test_the_record_holds_every_edition():
    assert list(RECORD["games"]) == list(record_behaviour.EDITIONS)


@pytest.mark.parametrize("edition", record_behaviour.EDITIONS)
def test_the_recorded_games_are_the_ones_the_recorder_plays(edition):
    """The record is in step with ``tools/record_behaviour.py`` (re-record after editing
    its list of games)."""
    assert [game["spec"] for game in RECORD["games"][edition]] == list(
        record_behaviour.game_specs(edition)
    )


def test_the_recorded_simulations_are_the_ones_the_recorder_runs():
    assert [entry["run"] for entry in RECORD["simulate"]] == [
        list(run) for run in record_behaviour.simulation_runs()
    ]


@pytest.mark.parametrize("edition", record_behaviour.EDITIONS)
def test_every_recorded_game_plays_the_same(edition):
    failures = []
    for record in RECORD["games"][edition]:
        game = record_behaviour.play(record["spec"])
        same = (
            record_behaviour.log_digest(game) == record["log"]
            and record_behaviour.input_digest(game) == record["inputs"]
            and list(game.result.labels) == record["winners"]
        )
        if not same:
            failures.append(_describe(record, game))
    if failures:
        more = len(failures) - SHOWN_GAMES
        pytest.fail(
            f"{len(failures)} of {len(RECORD['games'][edition])} {edition} games differ from "
            "the record:\n"
            + "\n".join(failures[:SHOWN_GAMES])
            + (f"\n... and {more} more" if more > 0 else "")
        )


@pytest.mark.parametrize(
    "run",
    [pytest.param(entry, id="-".join(map(str, entry["run"]))) for entry in RECORD["simulate"]],
)
def test_the_simulate_report_is_the_same(run):
    report = record_behaviour.simulate_report(*run["run"])
    assert report == run["report"]
    # The order of the sides is part of the report.
    assert list(report["win_rates"]) == list(run["report"]["win_rates"])
