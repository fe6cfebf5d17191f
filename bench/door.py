"""The host's door under attack, on one or two source trees: how long an honest new player
takes to be seated, and how much the host writes to stderr (issue 24, point 4).

    uv run python bench/door.py [--old-rev d653b2f] [--new .] [--window 45] [--ramp 5]
        [--scenarios guesses,idle,knock]

Scenarios, each on a fresh headless host process (``python -m lgdesktop host``, port 0,
loopback) of each tree:

- ``guesses``: 48 attacking addresses (127.0.0.2-49, standing for 48 machines) hammer
  wrong join codes (a real SPAKE2 start each time, ignoring ``retry_after``), from one
  attacker process;
- ``idle``: the host is held to 256 open files (soft and hard: macOS' default) and 1,000
  idle TCP sockets from the same 48 addresses are kept open against it (each reopened a
  second after the host closes it; never a byte sent);
- ``knock``: the ``guesses`` attack, but the honest newcomer joins as soon as the attack
  has emptied the global budget (the attack's start: every attacking address is as fresh
  as the newcomer, and the fair queue alone would seat him after about (48 - 20) x 6 s);
  turned away ``host_busy``, his laptop knocks with its door tag, and the host lets that
  tag in as soon as the TV lists it (the person's reaction, reading the tag aloud and
  pressing the button, is not counted). The host and the newcomer run in one process
  (the host's API stands for the TV's button); printed: the join time, the time from the
  first try to the knock on the TV, and the wrong codes the host answered meanwhile.

After ``--ramp`` seconds of attack, honest new players join one after another from
127.0.0.1 with the right code (each a fresh process of the tree, with its
``GameClient.async_connect``, tried again at once after each failure, as a person would
press Join again) until ``--window`` seconds since the attack began; printed: each join's
time from the first try to the welcome (or "none" if nobody got in), the attempts, and the
bytes and lines the host wrote to stderr during the window. The first join is the figure
of a newcomer: once 127.0.0.1 has proved the code the lockout trusts it, so the later joins
show the door's speed for a known address. A tree is a directory holding
``lgdesktop/``, or a git revision of this repository (``--old-rev``/``--new-rev``)
extracted with ``git archive`` to a temporary directory; every process of a tree imports
that tree's ``lgdesktop`` (PYTHONPATH). Not a timed test: run it by hand, needs loopback
aliases (Linux routes 127/8 to lo).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import resource
import subprocess
import sys
import tarfile
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SCENARIOS = ("guesses", "idle", "knock")
#: Attacking loopback addresses (127.0.0.2 ...).
ATTACKERS = 48
#: Idle sockets of the ``idle`` scenario, and the host's limit of open files there.
IDLE_SOCKETS = 1000
DESCRIPTORS = 256
CODE = "402817"
#: Longest one honest attempt may take, in seconds (the laptop's own connect timeout).
ATTEMPT_TIMEOUT = 10.0

ATTACKER = r"""
import asyncio, contextlib, resource, sys
mode, port, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 4 * count + 256)), hard))
sources = [f"127.0.0.{2 + index}" for index in range({attackers})]

async def idle(source):
    while True:
        try:
            reader, writer = await asyncio.open_connection(
                "127.0.0.1", port, local_addr=(source, 0)
            )
        except OSError:
            await asyncio.sleep(1.0)
            continue
        with contextlib.suppress(OSError):
            await reader.read()
        writer.close()
        await asyncio.sleep(1.0)

async def guess(source):
    from websockets.asyncio.client import connect
    from lgdesktop.protocol import MAX_SERVER_FRAME
    from lgdesktop.protocol.secure import ClientHandshake
    while True:
        with contextlib.suppress(Exception):
            url = f"ws://127.0.0.1:{port}/"
            async with connect(url, proxy=None, local_addr=(source, 0)) as ws:
                info = await ws.recv()
                handshake = ClientHandshake(
                    "000001", context=info.encode(), max_frame=MAX_SERVER_FRAME
                )
                await ws.send(handshake.start())
                reply = await ws.recv()
                if not isinstance(reply, str):
                    handshake.finish(reply)
        await asyncio.sleep(0)

async def main():
    if mode == "idle":
        tasks = [idle(sources[index % len(sources)]) for index in range(count)]
    else:
        tasks = [guess(source) for source in sources]
    await asyncio.gather(*tasks)

asyncio.run(main())
""".replace("{attackers}", str(ATTACKERS))

JOINER = r"""
import asyncio, json, sys, time
import lgdesktop
from lgdesktop.net.client import GameClient
port, code, name = int(sys.argv[1]), sys.argv[2], sys.argv[3]
deadline, attempt_timeout = float(sys.argv[4]), float(sys.argv[5])

async def main():
    started, attempts = time.time(), 0
    while time.time() < deadline:
        attempts += 1
        client = GameClient("127.0.0.1", port, name=name, code=code)
        try:
            left = max(0.1, deadline - time.time())
            await asyncio.wait_for(client.async_connect(), min(left, attempt_timeout * 6))
        except Exception as error:
            last = f"{type(error).__name__}: {getattr(error, 'code', error)}"
            await client.async_close()
            continue
        seconds = time.time() - started
        await client.async_close()
        return {"seconds": seconds, "attempts": attempts, "tree": lgdesktop.__file__}
    last = last if attempts else ""
    return {"seconds": None, "attempts": attempts, "last": last, "tree": lgdesktop.__file__}

print(json.dumps(asyncio.run(main())))
"""

KNOCKER = r"""
import asyncio, json, subprocess, sys, tempfile, time
import lgdesktop
from lgdesktop.net.client import GameClient
from lgdesktop.net.server import HostConfig, HostServer
code, window, attacker_script = sys.argv[1], float(sys.argv[2]), sys.argv[3]

async def until(predicate, deadline):
    while not predicate():
        if time.time() > deadline:
            raise TimeoutError
        await asyncio.sleep(0.01)

async def main():
    with tempfile.TemporaryDirectory() as folder:
        server = HostServer(HostConfig(
            bind="127.0.0.1", port=0, discovery=False, code=code, players=8,
            journal_path=f"{folder}/j.sqlite3"))
        await server.async_start()
        attacker = subprocess.Popen(
            [sys.executable, "-c", attacker_script, "guesses", str(server.port), "48"],
            stderr=subprocess.DEVNULL)
        began = time.time()
        deadline = began + window
        result = {"tree": lgdesktop.__file__, "seconds": None}
        try:
            await until(lambda: server.lockout.under_attack(server._now()), deadline)
            result["budget_empty"] = time.time() - began
            guesses = server.door.guesses
            honest = GameClient("127.0.0.1", server.port, name="Honest", code=code)
            started = time.time()
            joining = asyncio.ensure_future(honest.async_connect(patience=None))
            await until(lambda: honest.door_tag is not None and any(
                k.tag == honest.door_tag for k in server.knocking()), deadline)
            result["knock_listed"] = time.time() - started
            server.let_in(honest.door_tag)
            await asyncio.wait_for(joining, max(0.1, deadline - time.time()))
            result["seconds"] = time.time() - started
            result["wrong_codes_meanwhile"] = server.door.guesses - guesses
            result["seat"] = honest.seat
            await honest.async_close()
        except TimeoutError:
            pass
        finally:
            attacker.kill()
            attacker.wait()
            result["wrong_codes_total"] = server.door.guesses
            result["attack_seconds"] = time.time() - began
            await server.async_stop()
    return result

print(json.dumps(asyncio.run(main())))
"""


def run_knock(tree: Path, window: float) -> dict:
    """The ``knock`` scenario on ``tree`` (a tree without the knock says so)."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    if not (tree / "lgdesktop" / "net" / "lockout.py").read_text().count("def let_in"):
        return {"seconds": None, "note": "no knock in this tree"}
    done = subprocess.run(
        [sys.executable, "-c", KNOCKER, CODE, str(window), ATTACKER],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
    )
    outcome = json.loads(done.stdout.strip().splitlines()[-1])
    if not Path(outcome["tree"]).resolve().is_relative_to(tree.resolve()):
        raise SystemExit(f"lgdesktop came from {outcome['tree']}, not from {tree}")
    return outcome


def extract(rev: str, into: Path) -> Path:
    """Extract revision ``rev`` of this repository into ``into``; returns ``into``."""
    archive = subprocess.run(
        ["git", "-C", str(REPO), "archive", "--format=tar", rev], check=True, capture_output=True
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def _limited() -> None:  # the idle scenario's host, before exec
    resource.setrlimit(resource.RLIMIT_NOFILE, (DESCRIPTORS, DESCRIPTORS))


def run(tree: Path, scenario: str, ramp: float, window: float) -> dict:
    """One scenario on ``tree``: the honest joins and the host's stderr during the window."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    with tempfile.TemporaryDirectory() as folder:
        err_path = Path(folder) / "host.err"
        with open(err_path, "w") as err:
            host = subprocess.Popen(
                [
                    *(sys.executable, "-m", "lgdesktop", "host", "--headless"),
                    *("--bind", "127.0.0.1", "--port", "0", "--no-discovery"),
                    *("--players", "8", "--code", CODE, "--journal", f"{folder}/j.sqlite3"),
                ],
                cwd=tree,
                env=env,
                stdout=subprocess.PIPE,
                stderr=err,
                text=True,
                preexec_fn=_limited if scenario == "idle" else None,
            )
        port = json.loads(host.stdout.readline())["port"]
        count = IDLE_SOCKETS if scenario == "idle" else ATTACKERS
        attacker = subprocess.Popen(
            [sys.executable, "-c", ATTACKER, scenario, str(port), str(count)],
            cwd=tree,
            env=env,
            stderr=subprocess.DEVNULL,
        )
        began = time.time()
        before = err_path.stat().st_size
        time.sleep(ramp)
        joins, attempts, names = [], 0, 0
        deadline = began + window
        while time.time() < deadline:
            names += 1
            done = subprocess.run(
                [
                    *(sys.executable, "-c", JOINER, str(port), CODE, f"Honest{names}"),
                    *(str(deadline), str(ATTEMPT_TIMEOUT)),
                ],
                cwd=tree,
                env=env,
                capture_output=True,
                text=True,
            )
            outcome = json.loads(done.stdout)
            if not Path(outcome["tree"]).resolve().is_relative_to(tree.resolve()):
                raise SystemExit(f"lgdesktop came from {outcome['tree']}, not from {tree}")
            attempts += outcome["attempts"]
            if outcome["seconds"] is None:
                break
            joins.append(outcome["seconds"])
            if names >= 5:
                break
        time.sleep(max(0.0, deadline - time.time()))
        stderr = err_path.read_text(errors="replace")[before:]
        attacker.kill()
        attacker.wait()
        host.terminate()
        host.wait(30)
    return {
        "joins": joins,
        "attempts": attempts,
        "stderr_bytes": len(stderr.encode()),
        "stderr_lines": len(stderr.splitlines()),
        "first_line": stderr.splitlines()[0][:100] if stderr else "",
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old-rev", help="also measure this git revision of the repository")
    parser.add_argument("--old", type=Path, help="also measure this source tree")
    parser.add_argument("--new", type=Path, default=REPO, help="the new tree (default: here)")
    parser.add_argument("--new-rev", help="the new tree: a git revision")
    parser.add_argument("--window", type=float, default=45.0, help="seconds of attack")
    parser.add_argument("--ramp", type=float, default=5.0, help="seconds before joining")
    parser.add_argument("--scenarios", default=",".join(SCENARIOS))
    args = parser.parse_args()
    with ExitStack() as stack:
        trees = []
        for path, rev in ((args.old, args.old_rev), (args.new, args.new_rev)):
            if rev is not None:
                path = extract(rev, Path(stack.enter_context(tempfile.TemporaryDirectory())))
            if path is not None:
                trees.append((rev or str(path), path))
        print(f"window {args.window:.0f} s, honest joins from {args.ramp:.0f} s; up to 5 joins")
        for scenario in args.scenarios.split(","):
            for label, tree in trees:
                if scenario == "knock":
                    knock = run_knock(tree, args.window)
                    shown = {key: value for key, value in knock.items() if key != "tree"}
                    print(f"{scenario:<8} {label:<24} " + json.dumps(shown), flush=True)
                    continue
                result = run(tree, scenario, args.ramp, args.window)
                joins = ", ".join(f"{s:.2f}" for s in result["joins"]) or "none"
                print(
                    f"{scenario:<8} {label:<24} joins (s): {joins:<32} attempts "
                    f"{result['attempts']:>3}  stderr {result['stderr_bytes']:>9} B "
                    f"{result['stderr_lines']:>6} lines  {result['first_line']}",
                    flush=True,
                )


if __name__ == "__main__":
    main()
