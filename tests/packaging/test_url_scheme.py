"""The ``lgdesktop://`` links of the board's QR code: each system is told to open them with
the app (the Linux menu entry, the macOS Info.plist, the Windows registration script), and
the program takes such a link as its only argument, the way a desktop passes it."""

from __future__ import annotations

import importlib.util
import plistlib
import re
from pathlib import Path

import pytest

from lgdesktop import cli
from lgdesktop.cli import main
from lgdesktop.logs import LOG_DIR_ENV

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
#: A link as the board's QR code holds it (app/models/board_lobby.py qrText), with an 8-digit code.
LINK = "lgdesktop://192.0.2.7:47801/?code=12345678"


@pytest.fixture(scope="module")
def config():
    # Loaded by path: packaging/ is not a Python package (it would shadow "packaging").
    spec = importlib.util.spec_from_file_location(
        "lgdesktop_bundle_config", PACKAGING / "bundle_config.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(autouse=True)
def private_logs(tmp_path, monkeypatch):
    """The commands run here log to the test's folder, not the user's."""
    monkeypatch.setenv(LOG_DIR_ENV, str(tmp_path / "log"))


def test_every_place_names_the_scheme_of_the_qr_code(config):
    from lgdesktop.app.models import board_lobby, joining

    assert cli.URL_SCHEME == joining.URL_SCHEME == config.URL_SCHEME == "lgdesktop"
    source = Path(board_lobby.__file__).read_text(encoding="utf-8")
    # The laptop's link when the host serves no page to phones (else the page's address).
    assert 'return f"lgdesktop://{address}/?code={code}"' in source


def test_the_linux_menu_entry_opens_the_links():
    entry = (PACKAGING / "linux" / "lgdesktop.desktop").read_text(encoding="utf-8")
    lines = entry.splitlines()
    # %u: the desktop puts the link there (and nothing when started from the menu).
    assert "Exec=lgdesktop %u" in lines
    mime = next(line for line in lines if line.startswith("MimeType="))
    assert "x-scheme-handler/lgdesktop" in mime.removeprefix("MimeType=").split(";")
    assert mime.endswith(";")


def test_the_macos_app_declares_the_links_and_takes_them_as_argument(config):
    (url_type,) = config.INFO_PLIST["CFBundleURLTypes"]
    assert url_type["CFBundleURLSchemes"] == [config.URL_SCHEME]
    assert url_type["CFBundleURLName"].startswith(config.BUNDLE_IDENTIFIER)
    assert plistlib.loads(plistlib.dumps(config.INFO_PLIST)) == config.INFO_PLIST
    spec = (PACKAGING / "lgdesktop.spec").read_text(encoding="utf-8")
    # macOS sends the link as an Apple event; the bootloader's argv emulation turns it into
    # the program's argument.
    assert "argv_emulation=IS_MACOS," in spec
    assert "**config.INFO_PLIST" in spec


def test_the_windows_script_registers_the_windowed_program_for_the_user():
    script = (PACKAGING / "windows" / "register-url.cmd").read_text(encoding="utf-8")
    assert script.startswith("@echo off\n")
    assert 'set "KEY=HKCU\\Software\\Classes\\lgdesktop"' in script  # the user's, no admin
    assert 'set "EXE=%~dp0lgdesktop.exe"' in script  # the windowed one, beside the script
    assert 'reg add "%KEY%" /v "URL Protocol" /d "" /f' in script
    # %%1 in a .cmd file is written as %1: Windows puts the link there.
    assert 'reg add "%KEY%\\shell\\open\\command" /ve /d "\\"%EXE%\\" \\"%%1\\"" /f' in script
    assert re.search(r'if /i "%~1"=="/remove" goto remove', script)
    assert 'reg delete "%KEY%" /f' in script
    # Every goto has its label.
    labels = set(re.findall(r"^:(\w+)$", script, re.MULTILINE))
    assert set(re.findall(r"goto (\w+)", script)) <= labels


def test_the_windows_archive_ships_the_script_with_crlf_line_ends():
    build = (PACKAGING / "build.sh").read_text(encoding="utf-8")
    windows = build.split("    windows)\n", 1)[1].split(";;", 1)[0]
    assert (
        "sed 's/\\r*$/\\r/' packaging/windows/register-url.cmd > \"$BUNDLE/register-url.cmd\""
        in windows
    )
    assert windows.index("register-url.cmd") < windows.index("zipfile")


def test_a_link_as_only_argument_opens_the_join_window_with_it(monkeypatch):
    from lgdesktop.app.shell import launch

    seen = []
    monkeypatch.setattr(launch, "run_join", lambda args: seen.append(args) or 0)
    assert main([LINK]) == 0
    assert main(["LGDESKTOP://[fe80::1]:47800/", "--no-discovery"]) == 0
    assert [(args.command, args.address) for args in seen] == [
        ("join", LINK),
        ("join", "LGDESKTOP://[fe80::1]:47800/"),
    ]
    assert seen[0].code is None and seen[1].discovery is False


@pytest.mark.parametrize(
    "text",
    [
        "192.0.2.7:47801",
        "[fe80::1]:47800",
        LINK,
        "lgdesktop://192.0.2.7:47801",
        "lgdesktop://192.0.2.7:47801/",
        "lgdesktop://tv.local:47801/?code=2024&room=salon",
        "http://192.0.2.7:47801/#12345678",  # the QR code's link to the phones' page
    ],
)
def test_links_and_addresses_that_join(text):
    from lgdesktop.cli.join import check_target

    check_target(text)


@pytest.mark.parametrize(
    "argv",
    [
        ["lgdesktop://192.0.2.7/?code=12345678"],  # no port
        ["lgdesktop://:47801/?code=12345678"],  # no host
        ["lgdesktop://192.0.2.7:99999/?code=1"],  # no such port
        ["lgdesktop://192.0.2.7:47801/?code=12ab"],  # not a code
        ["lgdesktop://[fe80::1:47800/"],  # an unclosed bracket
        ["lgdesktop:192.0.2.7:47801"],
        ["lgdesktop:"],
        ["join", "http://192.0.2.7:47801/?code=1234"],
        ["join", "http://192.0.2.7:47801/#12ab"],
        ["join", "192.0.2.7"],
        ["lgdesktop://192.0.2.7:47801/?code=1\nrm -rf"],
    ],
)
def test_a_bad_link_exits_2_with_one_line(argv, capsys):
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    (line,) = captured.err.strip().splitlines()
    assert line.startswith("lgdesktop join: bad ")
    if argv[0].startswith("lgdesktop:"):
        assert line.endswith("expected lgdesktop://HOST:PORT/?code=DIGITS")


@pytest.mark.parametrize(
    "argv",
    [
        ["launcher", "--screenshot", "shot.jpg"],
        ["join", "--screenshot", "shot"],
        ["--screenshot", "/proc/nope/shot.png"],
        ["join", "--no-discovery", "--screenshot", "/proc/nope/shot.png"],
    ],
)
def test_a_screenshot_that_cannot_be_a_png_exits_2_with_one_line(argv, capsys):
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.strip().splitlines()) == 1
    assert "--screenshot" in captured.err or "cannot write the screenshot" in captured.err
