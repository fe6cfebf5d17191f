#!/usr/bin/env bash
# Build the self-contained lgdesktop application folder with PyInstaller and archive it.
#
#   bash packaging/build.sh
#
# Needs only uv (and the Python it finds): the locked dependencies, PyInstaller included
# (dev group), are synced into .venv first. Runs on Linux, macOS and Windows (Git Bash).
# Output, in dist/:
#   Linux    lgdesktop/                 + lgdesktop-<version>-linux-<arch>.tar.gz
#   Windows  lgdesktop/                 + lgdesktop-<version>-windows-<arch>.zip
#            (register-url.cmd in it: makes lgdesktop:// links open the app, for the user)
#   macOS    lgdesktop.app              + lgdesktop-<version>-macos-<arch>.zip
# The last line printed is the bundle folder (the argument of packaging/smoke.sh), and
# dist/BUNDLE holds it too.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

DIST="$ROOT/dist"
WORK="$ROOT/build/pyinstaller"

case "$(uname -s)" in
    Linux*) PLATFORM=linux ;;
    Darwin*) PLATFORM=macos ;;
    MINGW* | MSYS* | CYGWIN*) PLATFORM=windows ;;
    *) echo "build.sh: unsupported system $(uname -s)" >&2; exit 1 ;;
esac
case "$(uname -m)" in
    x86_64 | amd64 | AMD64) ARCH=x86_64 ;;
    arm64 | aarch64) ARCH=arm64 ;;
    *) ARCH="$(uname -m)" ;;
esac

started=$SECONDS
uv sync --locked
VERSION="$(uv run --locked python -c 'import lgdesktop; print(lgdesktop.__version__)')"
echo "build.sh: lgdesktop $VERSION for $PLATFORM-$ARCH"

rm -rf "$DIST/lgdesktop" "$DIST/lgdesktop.app"
uv run --locked pyinstaller --noconfirm --clean --log-level WARN \
    --distpath "$DIST" --workpath "$WORK" packaging/lgdesktop.spec

ARCHIVE_BASE="$DIST/lgdesktop-$VERSION-$PLATFORM-$ARCH"
case "$PLATFORM" in
    linux)
        BUNDLE="$DIST/lgdesktop"
        install -m 644 packaging/linux/lgdesktop.desktop "$BUNDLE/lgdesktop.desktop"
        install -m 644 resources/icons/lgdesktop-256.png "$BUNDLE/lgdesktop.png"
        ARCHIVE="$ARCHIVE_BASE.tar.gz"
        tar -C "$DIST" -czf "$ARCHIVE" lgdesktop
        ;;
    windows)
        BUNDLE="$DIST/lgdesktop"
        # Registers lgdesktop:// links for the user; cmd.exe needs CRLF line ends (its goto
        # and labels misbehave with LF alone), whatever line ends the checkout has.
        sed 's/\r*$/\r/' packaging/windows/register-url.cmd > "$BUNDLE/register-url.cmd"
        ARCHIVE="$ARCHIVE_BASE.zip"
        rm -f "$ARCHIVE"
        (cd "$DIST" && uv run --locked --project "$ROOT" python -m zipfile -c \
            "$(basename "$ARCHIVE")" lgdesktop/)
        ;;
    macos)
        BUNDLE="$DIST/lgdesktop.app"
        ARCHIVE="$ARCHIVE_BASE.zip"
        rm -f "$ARCHIVE"
        # ditto keeps the symlinks and signatures of the Qt frameworks inside the .app.
        ditto -c -k --sequesterRsrc --keepParent "$BUNDLE" "$ARCHIVE"
        ;;
esac

echo "build.sh: bundle $(du -sh "$BUNDLE" | cut -f1) unpacked, archive $(du -h "$ARCHIVE" | cut -f1)" \
    "($(basename "$ARCHIVE")), built in $((SECONDS - started)) s"
echo "$BUNDLE" > "$DIST/BUNDLE"
echo "$BUNDLE"
