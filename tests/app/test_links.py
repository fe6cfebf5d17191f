"""A link of the board's QR code opens the join window filled in from it (app/shell/launch.py
async_join_session), and ``--screenshot`` saves a window once drawn and quits
(app/shell/runtime.py Session): what the packaged app's smoke test runs."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from lgdesktop.app.shell import launch, prefs, runtime
from lgdesktop.app.shell.launcher import async_launcher

from .controls import async_join_window, item

#: A link as the board's QR code holds it, with an 8-digit code.
LINK = "lgdesktop://192.0.2.7:47801/?code=12345678"


@pytest.fixture(autouse=True)
def own_prefs(tmp_path, monkeypatch):
    """Each test starts from no preferences file."""
    monkeypatch.setenv(prefs.CONFIG_DIR_ENV, str(tmp_path / "config"))


def _form_of(target: str) -> dict[str, str]:
    """The join form's fields (name, code, address) once opened for ``target``."""
    fields: dict[str, str] = {}

    async def main(reporter: runtime.ErrorReporter) -> int:
        session = runtime.Session(reporter)
        window, joining = await async_join_window(session, target=target, discovery=False)
        for name in ("nameField", "codeField", "addressField"):
            fields[name] = item(window, name).property("text")
        window.close()
        return await joining

    assert runtime.run(main) == 0
    return fields


@pytest.mark.parametrize(
    ("target", "address", "code"),
    [
        (LINK, "192.0.2.7:47801", "12345678"),
        ("lgdesktop://[fe80::1]:47800/?code=2024", "[fe80::1]:47800", "2024"),
        ("lgdesktop://tv.local:47800/", "tv.local:47800", ""),
        ("192.0.2.9:47802", "192.0.2.9:47802", ""),
    ],
)
def test_a_link_fills_in_the_join_form(app, english, target, address, code):
    prefs.update(last_host="198.51.100.1:47800")  # the link wins over the last host
    assert _form_of(target) == {"nameField": "", "codeField": code, "addressField": address}


def test_a_link_joins_at_once_under_the_last_name(app, english, monkeypatch):
    prefs.update(player_name="Marie-Christine Delacroix")
    joins = []

    async def async_join(self, host, port, code, name):
        joins.append((host, port, code, name))
        self.session.close_all()
        return False

    monkeypatch.setattr(launch.PlayerSeat, "async_join", async_join)
    assert (
        runtime.run(
            lambda reporter: launch.async_join_session(
                runtime.Session(reporter), target=LINK, discovery=False
            )
        )
        == 0
    )
    assert joins == [("192.0.2.7", 47801, "12345678", "Marie-Christine Delacroix")]


def _check_png(path) -> None:
    image = QImage(str(path))
    assert not image.isNull() and image.width() > 0 and image.height() > 0
    # Drawn, not blank: the window's text gives the picture more than one colour.
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)
    }
    assert len(colours) > 2


def test_the_launcher_saves_its_screenshot_and_quits(app, english, tmp_path):
    shot = tmp_path / "shots" / "launcher.png"
    assert runtime.run(lambda reporter: async_launcher(reporter, screenshot=shot)) == 0
    _check_png(shot)


def test_the_join_window_saves_its_screenshot_and_quits(app, english, tmp_path):
    shot = tmp_path / "join.png"
    assert (
        runtime.run(
            lambda reporter: launch.async_join_session(
                runtime.Session(reporter, screenshot=shot), target=LINK, discovery=False
            )
        )
        == 0
    )
    _check_png(shot)


def test_a_screenshot_that_cannot_be_written_is_reported(app, english, tmp_path):
    (tmp_path / "taken").write_text("a file, not a folder")
    shot = tmp_path / "taken" / "launcher.png"
    assert runtime.run(lambda reporter: async_launcher(reporter, screenshot=shot)) == 1
