#!/usr/bin/env bash
# Smoke test of a built lgdesktop bundle: does the packaged program really run?
#
#   bash packaging/smoke.sh [BUNDLE]      # default: the folder named in dist/BUNDLE
#
# BUNDLE is dist/lgdesktop (Linux, Windows) or dist/lgdesktop.app (macOS), as built by
# packaging/build.sh. Uses nothing from the source tree or its virtual environment: only the
# bundle's own executable. Everything runs on loopback with discovery off (nothing is sent to
# the network), and Qt renders offscreen. Checks, in order:
#   1. `lgdesktop --version` prints the version;
#   2. `lgdesktop host --headless` plus four `lgdesktop bot`s, all from the bundle, play a
#      whole game on 127.0.0.1 and all five exit 0, the host printing the result;
#   3. the board window opens offscreen and saves a screenshot (a non-empty PNG); the time
#      from process start to the first frame of the board is printed;
#   4. the launcher and the join window open offscreen, each saves a screenshot (a non-empty
#      PNG) and exits 0; the join window is opened as a desktop opens the link of the board's
#      QR code (`lgdesktop lgdesktop://HOST:PORT/?code=CODE`);
#   5. `lgdesktop sound-check` decodes a narrator clip (Opus) with the bundle's Qt Multimedia
#      backend: Qt loads it and gives its length (no audio device needed).
# The screenshots are copied to dist/smoke/ (board.png, launcher.png, join.png).
# Exits 0 when all pass; otherwise prints the failing step and the logs, and exits 1.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUNDLE="${1:-$(cat "$ROOT/dist/BUNDLE" 2>/dev/null || true)}"
if [[ -z "$BUNDLE" || ! -d "$BUNDLE" ]]; then
    echo "smoke.sh: no bundle folder (give one, or run packaging/build.sh first)" >&2
    exit 1
fi

# Timeouts (seconds). Measured here on 2 shared cores: --version takes 0.25 s, the host
# prints its address in under 1 s, a 4-player game at --speed 50 lasts 2-6 s, the demo ~8 s,
# the board's first frame comes 0.5 s after start (0.7 s with a cold disk cache). The limits
# leave room for slow CI runners and a first start that an antivirus scans.
VERSION_TIMEOUT_S=60        # first start of a bundle can be slow (antivirus scan on Windows)
HOST_READY_TIMEOUT_S=60     # until the host's first JSON line (address, port, code)
GAME_TIMEOUT_S=300          # a whole 4-bot game, from the host's first line to its exit
BOT_EXIT_TIMEOUT_S=30       # bots exit once the host has sent the end of the game
BOARD_TIMEOUT_S=120         # board window: start, first frame, screenshot, exit
PAGE_TIMEOUT_S=30           # the phones' page from the host (a few KB on loopback)
WINDOW_TIMEOUT_S=120        # launcher or join window: start, first frame, screenshot, exit
SOUND_TIMEOUT_S=60          # sound-check: start, decode one clip, play its 4 s, exit; ~5 s here
POLL_S=0.2                  # how often the waits below look again

# The executable to run: the console one on Windows, the one inside the .app on macOS.
if [[ -f "$BUNDLE/lgdesktop-cli.exe" ]]; then
    EXE="$BUNDLE/lgdesktop-cli.exe"
elif [[ -x "$BUNDLE/Contents/MacOS/lgdesktop" ]]; then
    EXE="$BUNDLE/Contents/MacOS/lgdesktop"
elif [[ -x "$BUNDLE/lgdesktop" ]]; then
    EXE="$BUNDLE/lgdesktop"
else
    echo "smoke.sh: no lgdesktop executable in $BUNDLE" >&2
    exit 1
fi

export QT_QPA_PLATFORM=offscreen
WORK="$(mktemp -d "${TMPDIR:-/tmp}/lgdesktop-smoke.XXXXXX")"
# Keep the bundle away from the user's settings and journals.
export HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/config" XDG_DATA_HOME="$WORK/data" \
    XDG_STATE_HOME="$WORK/state" XDG_CACHE_HOME="$WORK/cache" LOCALAPPDATA="$WORK/appdata" \
    APPDATA="$WORK/appdata"
mkdir -p "$HOME"
STARTED=()

cleanup() {
    local pid
    for pid in "${STARTED[@]+"${STARTED[@]}"}"; do
        kill "$pid" 2>/dev/null || true
    done
    rm -rf "$WORK" 2>/dev/null || true  # Windows: a file a dying process holds stays
}
trap cleanup EXIT

fail() {
    echo "smoke.sh: FAIL: $*" >&2
    local log
    for log in "$WORK"/*.log; do
        [[ -f "$log" ]] || continue
        echo "----- $(basename "$log") (last 40 lines)" >&2
        tail -n 40 "$log" >&2
    done
    exit 1
}

# wait_exit PID TIMEOUT WHAT: wait until PID exits (within TIMEOUT s), then return its code
# through the global EXIT_CODE. Fails the test on a timeout.
wait_exit() {
    local pid=$1 timeout=$2 what=$3 deadline=$((SECONDS + $2))
    while kill -0 "$pid" 2>/dev/null; do
        ((SECONDS < deadline)) || fail "$what still running after ${timeout} s"
        sleep "$POLL_S"
    done
    EXIT_CODE=0
    wait "$pid" || EXIT_CODE=$?
}

# json_field FILE LINE KEY: the value of KEY (a number or a string) in line LINE of FILE.
json_field() {
    sed -n "${2}p" "$1" | sed -n -E "s/.*\"$3\" *: *\"?([^\",}]*)\"?.*/\1/p"
}

step() { echo "smoke.sh: $*"; }

# check_png FILE WHAT: fails unless FILE is a PNG of a non-empty image; sets PNG_SIZE to its
# WIDTHxHEIGHT (big-endian, bytes 16-23 of the file: the IHDR header).
check_png() {
    [[ -s "$1" ]] || fail "$2 saved no screenshot"
    [[ "$(head -c 4 "$1" | tail -c 3)" == "PNG" ]] || fail "$2: $1 is not a PNG"
    local b
    read -r -a b < <(od -An -tu1 -j16 -N8 "$1")
    local width=$(((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]))
    local height=$(((b[4] << 24) | (b[5] << 16) | (b[6] << 8) | b[7]))
    ((width > 0 && height > 0)) || fail "$2: $1 is an empty image"
    PNG_SIZE="${width}x${height}"
}

# 1. --version -------------------------------------------------------------------------
step "1/5 $EXE --version"
"$EXE" --version > "$WORK/version.log" 2>&1 &
pid=$!; STARTED+=("$pid")
wait_exit "$pid" "$VERSION_TIMEOUT_S" "lgdesktop --version"
((EXIT_CODE == 0)) || fail "--version exited $EXIT_CODE"
grep -Eq '^lgdesktop [0-9]+\.[0-9]+' "$WORK/version.log" || fail "--version printed no version"
step "    $(head -n 1 "$WORK/version.log")"

# 2. a headless host and four bots play a game on loopback --------------------------------
step "2/5 host --headless + 4 bots on 127.0.0.1"
game_started=$SECONDS
"$EXE" host --headless --bind 127.0.0.1 --port 0 --no-discovery --edition jinrou \
    --players 4 --speed 50 --journal "$WORK/journal.sqlite" \
    > "$WORK/host.out" 2> "$WORK/host.log" &
host_pid=$!; STARTED+=("$host_pid")
deadline=$((SECONDS + HOST_READY_TIMEOUT_S))
until [[ -s "$WORK/host.out" ]] && [[ "$(head -c 1 "$WORK/host.out")" == "{" ]] \
        && [[ -n "$(json_field "$WORK/host.out" 1 port)" ]]; do
    kill -0 "$host_pid" 2>/dev/null || fail "the host exited before printing its address"
    ((SECONDS < deadline)) || fail "no address from the host after ${HOST_READY_TIMEOUT_S} s"
    sleep "$POLL_S"
done
port="$(json_field "$WORK/host.out" 1 port)"
code="$(json_field "$WORK/host.out" 1 code)"
[[ "$port" =~ ^[0-9]+$ && -n "$code" ]] || fail "bad first line from the host: $(head -n 1 "$WORK/host.out")"
step "    host on 127.0.0.1:$port, code $code"
# The phones' page, from the bundle's own copy (lgdesktop/web/static), on the same port.
page="$(PORT="$port" timeout "$PAGE_TIMEOUT_S" bash -c 'exec 3<>"/dev/tcp/127.0.0.1/$PORT"
printf "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" >&3; cat <&3')" \
    || fail "no answer to GET / from the host"
[[ "$page" == "HTTP/1.1 200"* && "$page" == *'src="app.mjs"'* ]] \
    || fail "the host served no phones' page: $(head -n 1 <<< "$page")"
step "    the phones' page: $(head -n 1 <<< "$page" | tr -d '\r')"

bot_pids=()
for seat in 1 2 3 4; do
    "$EXE" bot --connect "127.0.0.1:$port" --code "$code" --name "Bot$seat" --seed "$seat" \
        > "$WORK/bot$seat.out" 2> "$WORK/bot$seat.log" &
    bot_pids+=("$!"); STARTED+=("$!")
done

wait_exit "$host_pid" "$GAME_TIMEOUT_S" "the game"
((EXIT_CODE == 0)) || fail "the host exited $EXIT_CODE"
result="$(sed -n 2p "$WORK/host.out")"
[[ "$result" == "{"* && "$result" == *winner* ]] || fail "no result line from the host: $result"
for seat in 1 2 3 4; do
    wait_exit "${bot_pids[$((seat - 1))]}" "$BOT_EXIT_TIMEOUT_S" "bot $seat"
    ((EXIT_CODE == 0)) || fail "bot $seat exited $EXIT_CODE"
done
step "    game over in $((SECONDS - game_started)) s: winner $(json_field "$WORK/host.out" 2 winner)"

# 3. the board window, offscreen ----------------------------------------------------------
# `demo` hosts on 127.0.0.1 with discovery off, opens the board and a player window, fills
# the table with bots and saves a PNG of each window at every screen change.
step "3/5 board window offscreen: demo --screenshots, then the first frame of host's board"
"$EXE" demo --players 4 --speed 50 --seed 1 --quit-at-end --screenshots "$WORK/shots" \
    > "$WORK/demo.log" 2>&1 &
pid=$!; STARTED+=("$pid")
wait_exit "$pid" "$BOARD_TIMEOUT_S" "the demo"
((EXIT_CODE == 0)) || fail "the demo exited $EXIT_CODE"
board_shots=("$WORK"/shots/*board*.png)
check_png "${board_shots[0]}" "the demo's board"
mkdir -p "$ROOT/dist/smoke"
cp "${board_shots[0]}" "$ROOT/dist/smoke/board.png"
step "    ${#board_shots[@]} board screenshots; the first one copied to dist/smoke/board.png"

# Time from process start to the board's first frame: `host` without --headless opens the
# board window only; Qt logs each frame it renders (qt.scenegraph.time.renderloop) with a
# wall-clock time stamp, compared with the time taken just before the process started.
# Needs GNU date (nanoseconds, parsing): Linux and Git Bash; skipped with BSD date (macOS).
if [[ "$(date +%N)" =~ ^[0-9]+$ ]]; then
    started_ns=$(date +%s%N)
    QT_LOGGING_RULES="qt.scenegraph.time.renderloop=true" \
    QT_MESSAGE_PATTERN="%{time yyyy-MM-dd hh:mm:ss.zzz}|%{category}|%{message}" \
        "$EXE" host --bind 127.0.0.1 --port 0 --no-discovery --journal "$WORK/board.sqlite" \
        > "$WORK/board.log" 2>&1 &
    pid=$!; STARTED+=("$pid")
    deadline=$((SECONDS + BOARD_TIMEOUT_S))
    until frame="$(grep -m 1 -i '|qt.scenegraph.time.renderloop|.*frame rendered' "$WORK/board.log")"; do
        kill -0 "$pid" 2>/dev/null || fail "the board exited before its first frame"
        ((SECONDS < deadline)) || fail "no frame of the board after ${BOARD_TIMEOUT_S} s"
        sleep "$POLL_S"
    done
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    frame_ns=$(date -d "${frame%%|*}" +%s%N)
    step "    first frame of the board $(((frame_ns - started_ns) / 1000000)) ms after start"
else
    step "    first-frame time not measured here (needs GNU date)"
fi

# 4. the launcher and the join window, offscreen -------------------------------------------
# --screenshot saves the window once it has drawn its first frame, then quits. The link
# names a port nobody listens on: without a name (a fresh HOME remembers none), the join
# window only fills in its form from the link, and never connects.
step "4/5 launcher and join windows offscreen (--screenshot)"
# window_shot NAME ARGS...: run the bundle with ARGS --screenshot; it must exit 0 with a PNG.
window_shot() {
    local name=$1 started_s=$SECONDS
    shift
    "$EXE" "$@" --screenshot "$WORK/$name.png" > "$WORK/$name.log" 2>&1 &
    pid=$!; STARTED+=("$pid")
    wait_exit "$pid" "$WINDOW_TIMEOUT_S" "the $name window"
    ((EXIT_CODE == 0)) || fail "the $name window exited $EXIT_CODE"
    check_png "$WORK/$name.png" "the $name window"
    cp "$WORK/$name.png" "$ROOT/dist/smoke/$name.png"
    step "    $name window: $PNG_SIZE, copied to dist/smoke/$name.png ($((SECONDS - started_s)) s)"
}
window_shot launcher launcher
window_shot join "lgdesktop://127.0.0.1:9/?code=12345678" --no-discovery

# 5. a narrator clip decodes and plays with the bundle's own Qt Multimedia backend -------------
step "5/5 sound-check: a narrator clip decoded and played by the bundle's Qt Multimedia (FFmpeg)"
"$EXE" sound-check > "$WORK/sound.out" 2> "$WORK/sound.log" &
pid=$!; STARTED+=("$pid")
wait_exit "$pid" "$SOUND_TIMEOUT_S" "sound-check"
((EXIT_CODE == 0)) || fail "sound-check exited $EXIT_CODE: $(tail -n 1 "$WORK/sound.log")"
grep -Eq '^decoded nightfall\.0\.opus: [0-9.]+ s with Qt Multimedia, played to its end' \
    "$WORK/sound.out" || fail "sound-check did not decode and play: $(cat "$WORK/sound.out")"
step "    $(head -n 1 "$WORK/sound.out")"

step "PASS: $BUNDLE"
