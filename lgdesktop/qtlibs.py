"""Can Qt open a window here? Checked before Qt loads its platform plugin, because Qt aborts
the process (exit 134, "Aborted") when a system library of the plugin is missing or no
display can be reached, and an abort says nothing a player can act on.

Standard library only: the bundle's spec (``packaging/lgdesktop.spec``) reads
:data:`XCB_LIBRARIES` too, to ship each of these libraries with the Linux build.
"""

from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path

#: Libraries that Qt's X11 (xcb) platform plugin links and that a desktop may lack, with
#: the package that brings each one: (Debian and Ubuntu, Fedora).
XCB_LIBRARIES: dict[str, tuple[str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
}
#: Libraries that Qt's GUI loads whatever the platform (offscreen included).
BASE_LIBRARIES: dict[str, tuple[str, str]] = {
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
}


class QtCannotStart(Exception):
    """Qt would abort here; the message is one sentence saying what to install or set."""


def platform_name(environ: dict[str, str] | None = None) -> str:
    """The platform plugin Qt will try first on Linux: ``$QT_QPA_PLATFORM``'s first entry,
    else ``wayland`` in a Wayland session, else ``xcb``."""
    environ = os.environ if environ is None else environ
    chosen = environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if chosen:
        return chosen
    if environ.get("XDG_SESSION_TYPE") == "wayland" and environ.get("WAYLAND_DISPLAY"):
        return "wayland"
    return "xcb"


def loadable(name: str) -> bool:
    """True when the dynamic loader finds library ``name`` (in the bundle first, if frozen)."""
    bundle = getattr(sys, "_MEIPASS", None)
    candidates = [str(Path(bundle) / name)] if bundle else []
    for candidate in [*candidates, name]:
        try:
            ctypes.CDLL(candidate)
        except OSError:
            continue
        return True
    return False


def display_reachable(display: str) -> bool:
    """True when the X server ``display`` accepts a connection (libxcb's own test, as Qt
    makes it); True too when libxcb itself is missing (the library check reports that)."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = (ctypes.c_char_p, ctypes.c_void_p)
    xcb.xcb_connection_has_error.argtypes = (ctypes.c_void_p,)
    xcb.xcb_disconnect.argtypes = (ctypes.c_void_p,)
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        return xcb.xcb_connection_has_error(connection) == 0
    finally:
        xcb.xcb_disconnect(connection)


def missing(libraries: dict[str, tuple[str, str]]) -> dict[str, tuple[str, str]]:
    """The entries of ``libraries`` that cannot be loaded."""
    return {name: packages for name, packages in libraries.items() if not loadable(name)}


def check(environ: dict[str, str] | None = None) -> None:
    """Raise :class:`QtCannotStart` when Qt's GUI would abort on this Linux machine: a
    system library missing (naming the packages to install), no display set, or one that
    refuses the connection. Does nothing on other systems, where Qt ships everything it
    needs."""
    if not sys.platform.startswith("linux"):
        return
    environ = os.environ if environ is None else environ
    platform = platform_name(environ)
    libraries = {**BASE_LIBRARIES, **(XCB_LIBRARIES if platform == "xcb" else {})}
    absent = missing(libraries)
    if absent:
        debian = " ".join(dict.fromkeys(packages[0] for packages in absent.values()))
        fedora = " ".join(dict.fromkeys(packages[1] for packages in absent.values()))
        raise QtCannotStart(
            f"Qt needs system libraries that are missing ({', '.join(absent)}): install "
            f"them with 'sudo apt install {debian}' (Debian, Ubuntu) or "
            f"'sudo dnf install {fedora}' (Fedora), then start lgdesktop again"
        )
    if platform != "xcb":
        return
    display = environ.get("DISPLAY")
    if not display:
        raise QtCannotStart(
            "no display found (DISPLAY is not set): start it from a desktop session, or "
            "set QT_QPA_PLATFORM=offscreen to run without a window"
        )
    if not display_reachable(display):
        raise QtCannotStart(
            f"cannot connect to the display {display!r} (is the X server running, and may "
            f"this user use it?): start it from a desktop session, or set "
            f"QT_QPA_PLATFORM=offscreen to run without a window"
        )
