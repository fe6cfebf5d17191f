"""The phone's player page: its files, the host serving them, and its wire under Node.

The browser client (web/src, built into lgdesktop/web/static/app.mjs) is checked here
under Node: against the Python side's vectors (tests/net/page_vectors.py), rebuilt from its
pinned sources byte for byte, and joining a real host over a real socket. Without
``node`` those tests are skipped, saying so; CI has it.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from lgdesktop.web.page import INDEX, MAX_PAGE_BYTES, STATIC_DIR, Page, page_url
from lgdesktop.web.texts import TEXTS_FILE, export_texts, texts_json

from .browser import CHROMIUM, Browser
from .netkit import WAIT, eventually, seat_players
from .page_vectors import make_vectors

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "web"
BUNDLE = STATIC_DIR / "app.mjs"
NODE = shutil.which("node")
NPM = shutil.which("npm")
needs_node = pytest.mark.skipif(NODE is None, reason="node is not installed (CI has it)")
needs_chromium = pytest.mark.skipif(
    CHROMIUM is None, reason="Debian's chromium is not installed (apt-get install chromium)"
)
#: Longest a Node run of these tests may take, in seconds (well under one normally; a
#: busy 2-core machine may start Node slowly).
NODE_TIMEOUT = 60.0
#: Longest ``npm ci --offline`` may take, in seconds (it only copies from npm's cache).
NPM_TIMEOUT = 180.0
#: Node 20 and 21 have a WebSocket client behind this flag (22 has it by default).
NODE_WEBSOCKET_FLAG = "--experimental-websocket"


def _node_websocket_options() -> list[str]:
    """What ``node`` needs for a global WebSocket: nothing from Node 22 on (where the flag
    may be gone), :data:`NODE_WEBSOCKET_FLAG` before."""
    probe = subprocess.run(
        [NODE, "-e", "process.exit(typeof WebSocket === 'function' ? 0 : 1)"],
        capture_output=True,
        timeout=NODE_TIMEOUT,
        check=False,
    )
    return [] if probe.returncode == 0 else [NODE_WEBSOCKET_FLAG]


async def _http_get(
    port: int, path: str, headers: dict[str, str] | None = None, method: str = "GET"
):
    """One plain HTTP/1.1 request to 127.0.0.1: (status, headers with lower-case names,
    body). The host closes the connection after its answer."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    lines = [f"{method} {path} HTTP/1.1", f"Host: 127.0.0.1:{port}"]
    lines += [f"{name}: {value}" for name, value in (headers or {}).items()]
    writer.write(("\r\n".join(lines) + "\r\n\r\n").encode())
    await writer.drain()
    raw = await asyncio.wait_for(reader.read(), WAIT)
    writer.close()
    head, _, body = raw.partition(b"\r\n\r\n")
    status_line, *header_lines = head.decode("latin-1").split("\r\n")
    fields = {}
    for line in header_lines:
        name, _, value = line.partition(":")
        fields[name.strip().lower()] = value.strip()
    return int(status_line.split()[1]), fields, body


# --------------------------------------------------------------------------- the files


def test_the_page_is_small_and_complete():
    page = Page()
    assert set(page.files) == {INDEX, "app.mjs", "style.css", "texts.json"}
    assert page.size < MAX_PAGE_BYTES
    index = page.files[INDEX].body.decode()
    # Everything the page loads is its own (the policy would block anything else anyway).
    assert '<script type="module" src="app.mjs"></script>' in index
    assert "http" not in index.replace("http-equiv", "")


def test_the_page_speaks_the_catalogue():
    """texts.json is the export of the app's catalogue (one source of texts), and a phone
    is never told about "this laptop"."""
    assert TEXTS_FILE.read_text(encoding="utf-8") == texts_json(), (
        "lgdesktop/web/static/texts.json is not the catalogue's: run "
        "uv run python -m lgdesktop.web.texts"
    )
    texts = export_texts()
    assert [code for code, _ in texts["languages"]] == ["fr", "en"]
    assert texts["fr"]["errors"]["bad_code"] == "Mauvais code : tapez celui qu'affiche la télé."
    assert texts["en"]["page"]["join"] == "Join" and texts["fr"]["page"]["join"] == "Rejoindre"
    assert texts["fr"]["errors"].keys() == texts["en"]["errors"].keys()
    assert not [s for s in texts["en"]["errors"].values() if "laptop" in s]
    assert not [s for s in texts["fr"]["errors"].values() if "portable" in s]


def test_the_page_answers_by_exact_name_only():
    page = Page()
    assert page.answer("/").body == page.files[INDEX].body
    assert page.answer("/?utm=1").status == 200
    for path in ("/../pyproject.toml", "/static/app.mjs", "//app.mjs", "/app.mjs/", "/nope"):
        assert page.answer(path).status == 404
    answer = page.answer("/app.mjs", host="192.168.1.20:47800")
    headers = dict(answer.headers)
    assert headers["Content-Type"].startswith("text/javascript")
    assert headers["Cache-Control"] == "no-cache"
    policy = headers["Content-Security-Policy"]
    assert policy.startswith("default-src 'none'; script-src 'self'; style-src 'self';")
    assert "connect-src 'self' ws://192.168.1.20:47800;" in policy
    assert "frame-ancestors 'none'" in policy
    # A Host header that could smuggle a directive is left out of the policy.
    odd = dict(page.answer("/", host="x; script-src *").headers)["Content-Security-Policy"]
    assert "connect-src 'self';" in odd and "*" not in odd
    assert page.answer("/", method="HEAD").status == 200
    refused = page.answer("/", method="POST")
    assert refused.status == 405 and ("Allow", "GET, HEAD") in refused.headers
    assert page.answer("/", if_none_match=headers["ETag"]).status == 200  # another file's
    etag = dict(page.answer("/").headers)["ETag"]
    unchanged = page.answer("/", if_none_match=f'"x", {etag}')
    assert (unchanged.status, unchanged.body) == (304, b"")


def test_the_qr_code_opens_the_page_with_the_code_in_the_fragment():
    assert page_url("192.168.1.20:47800", "4821") == "http://192.168.1.20:47800/#4821"


# --------------------------------------------------------------------------- the host


async def test_the_host_serves_the_page_while_phones_may_join(start_host, connect):
    server = await start_host()
    status, headers, body = await _http_get(server.port, "/")
    assert status == 200
    assert body == (STATIC_DIR / INDEX).read_bytes()
    assert headers["content-type"] == "text/html; charset=utf-8"
    assert headers["content-length"] == str(len(body))
    assert headers["content-security-policy"].startswith("default-src 'none';")
    assert f"ws://127.0.0.1:{server.port}" in headers["content-security-policy"]
    assert headers["x-content-type-options"] == "nosniff"
    status, _, body = await _http_get(server.port, "/", {"If-None-Match": headers["etag"]})
    assert (status, body) == (304, b"")
    status, headers, body = await _http_get(server.port, "/app.mjs")
    assert (status, body) == (200, BUNDLE.read_bytes())
    assert (await _http_get(server.port, "/journal.sqlite3"))[0] == 404
    status, headers, body = await _http_get(server.port, "/", method="HEAD")
    assert (status, body) == (200, b"")
    assert headers["content-length"] == str((STATIC_DIR / INDEX).stat().st_size)
    assert (await _http_get(server.port, "/", method="POST"))[0] == 405

    server.phones_may_join = False
    status, headers, body = await _http_get(server.port, "/")
    assert status == 404 and body == b"Not found.\n"
    assert (await _http_get(server.port, "/app.mjs"))[0] == 404
    # The laptops' WebSocket works either way.
    laptop = await connect(server, name="Ana")
    assert laptop.seat == 0


async def test_a_host_started_without_phones_serves_no_page(start_host):
    server = await start_host(phones=False)
    assert (await _http_get(server.port, "/"))[0] == 404
    server.phones_may_join = True
    assert (await _http_get(server.port, "/"))[0] == 200


# --------------------------------------------------------------------------- under Node


def _run_node(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [NODE, *args], capture_output=True, text=True, timeout=NODE_TIMEOUT, check=False
    )


@needs_node
def test_the_page_speaks_the_python_wire(tmp_path):
    vectors = tmp_path / "vectors.json"
    vectors.write_text(json.dumps(make_vectors()), encoding="utf-8")
    done = _run_node(str(WEB / "test" / "check_vectors.mjs"), str(BUNDLE), str(vectors))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("ok ")


@needs_node
def test_the_page_keeps_its_seat_and_knocks():
    """The page's Session against a scripted host (web/test/session.mjs): a join turned
    away ``host_busy`` knocks with one door tag, in the canonical clear frame, before each
    later START; a kept seat whose host is gone is retried on the bounded backoff, then
    given up (the seat still kept for a reload); a fatal refusal forgets the seat."""
    from lgdesktop.protocol import PROTOCOL_VERSION, Knock, encode

    # The frame session.mjs expects is the host's canonical knock.
    assert encode(Knock("KX7")) == b'{"type":"knock","tag":"KX7"}'
    done = _run_node(str(WEB / "test" / "session.mjs"), str(BUNDLE), str(PROTOCOL_VERSION))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("ok ")


@needs_node
def test_the_committed_page_is_the_build_of_its_sources(tmp_path):
    if not (WEB / "node_modules" / "esbuild").is_dir():
        if NPM is None:
            pytest.skip("npm is not installed: cannot rebuild the page (CI has it)")
        installed = subprocess.run(
            [NPM, "ci", "--offline", "--ignore-scripts", "--no-audit", "--no-fund"],
            cwd=WEB,
            capture_output=True,
            text=True,
            timeout=NPM_TIMEOUT,
            check=False,
        )
        if installed.returncode != 0:
            pytest.skip("web/node_modules is missing and npm's cache cannot fill it offline: "
                        "run `npm ci` in web/ once")  # fmt: skip
    built = _run_node(str(WEB / "build.mjs"), str(tmp_path))
    assert built.returncode == 0, built.stderr
    names = sorted(path.name for path in tmp_path.iterdir())
    shipped = sorted(path.name for path in STATIC_DIR.iterdir() if path.is_file())
    assert shipped == sorted([*names, TEXTS_FILE.name])  # texts.json: exported from Python
    for name in names:
        assert (tmp_path / name).read_bytes() == (STATIC_DIR / name).read_bytes(), (
            f"lgdesktop/web/static/{name} is not the build of web/src: run `npm run build` in web/"
        )


@needs_node
async def test_a_phone_joins_a_real_host_and_gets_its_sealed_view(start_host, connect):
    server = await start_host(players=4, edition="one_night", seed=5)
    phone = await asyncio.create_subprocess_exec(
        NODE,
        *_node_websocket_options(),
        str(WEB / "test" / "join.mjs"),
        str(BUNDLE),
        f"ws://127.0.0.1:{server.port}/",
        server.code,
        "Zoë",
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        await eventually(
            lambda: any(seat.name == "Zoë" and seat.ready for seat in server.lobby.seats),
            within=NODE_TIMEOUT,
            what="the phone seated and ready",
        )
        others = await seat_players(server, connect, 3)
        board = await connect(server, kind="board", admin_token=server.admin_token)
        await board.async_start()
        out, err = await asyncio.wait_for(phone.communicate(), NODE_TIMEOUT)
    finally:
        if phone.returncode is None:
            phone.kill()
            await phone.wait()
    assert phone.returncode == 0, out.decode() + err.decode()
    messages = [json.loads(line) for line in out.decode().splitlines()]
    welcome = next(m for m in messages if m["type"] == "welcome")
    assert welcome["seat"] == 0 and welcome["token"]
    view = messages[-1]["view"]
    assert view["type"] == "player_view" and view["seat"] == 0
    assert view["role"] == server.game.player_view(0).role
    assert all(other.view is not None for other in others)


# --------------------------------------------------------------------------- in a browser


@needs_chromium
@pytest.mark.parametrize("language", ["fr-FR", "en-US"])
async def test_a_phone_joins_from_a_real_browser(start_host, language, tmp_path):
    """The QR code's address in headless Chromium: the code comes from the fragment, the
    page joins over the real wire (policy, module script, WebCrypto and all), the host
    seats the phone, the page says so in the browser's language; a wrong code gets the
    catalogue's sentence. Nothing is blocked or thrown on the way."""
    server = await start_host()
    texts = export_texts()
    lang = language[:2]
    async with Browser(language) as browser:
        tab = await browser.async_tab()
        await tab.async_open(f"http://127.0.0.1:{server.port}/#{server.code}")
        await tab.async_until(
            f"document.getElementById('code').value === '{server.code}'"
            f" && document.documentElement.lang === '{lang}'",
            "the code from the fragment, the page in the browser's language",
        )
        assert (
            await tab.evaluate("document.querySelector('#join button').textContent")
            == (texts[lang]["page"]["join"])
        )
        await tab.evaluate(
            "document.getElementById('name').value = 'Zoë';"
            "document.querySelector('#join button').click()"
        )
        await eventually(
            lambda: [seat.name for seat in server.lobby.seats] == ["Zoë"],
            within=NODE_TIMEOUT,
            what="the phone seated",
        )
        seated = texts[lang]["page"]["seated"].format(room=server.room, seat=1)
        await tab.async_until(
            f"document.getElementById('status').textContent === {json.dumps(seated)}",
            "the page says where the player sits",
        )
        await tab.async_until(
            "document.querySelector('#seats li .name')?.textContent === 'Zoë'", "the lobby's seats"
        )
        assert tab.problems() == []

        wrong = "0" * len(server.code) if server.code != "0" * len(server.code) else "1111"
        other = await browser.async_tab()
        await other.async_open(f"http://127.0.0.1:{server.port}/#{wrong}")
        await other.async_until(
            f"document.getElementById('code').value === '{wrong}'"
            f" && document.documentElement.lang === '{lang}'",
            "the page's script started (the page's own lang is French before it runs)",
        )
        await other.evaluate(
            "document.getElementById('name').value = 'Yann';"
            "document.querySelector('#join button').click()"
        )
        refusal = texts[lang]["errors"]["bad_code"]
        await other.async_until(
            f"document.getElementById('status').textContent === {json.dumps(refusal)}",
            "the wrong code's sentence",
        )
        assert not other.problems()
        assert [seat.name for seat in server.lobby.seats] == ["Zoë"]
