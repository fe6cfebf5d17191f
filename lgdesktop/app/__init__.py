"""The Qt bridge: the only package that imports PySide6 and qasync.

Its folders say what each module is:

- :mod:`.shell` — windows and start-up: the qasync runtime, the commands' entry points
  (:mod:`.shell.launch`), the launcher, the demo, and the controllers that wire the
  view-models to the network clients;
- :mod:`.models` — the view-models QML binds to (:mod:`.models.board`,
  :mod:`.models.player`, the join form), built from the engine's views, the lobby and
  the host's clock;
- :mod:`.texts` — every product sentence computed in Python, the pure presenters, and the
  languages (:mod:`.texts.i18n`);
- :mod:`.onescreen` — the one-screen table (no laptops), on the same room core as the host;
- :mod:`.workarounds` — fixes for bugs of the Qt binding, applied on import.
"""

from .workarounds import qtfix

qtfix.apply()

#: QML module under which every view-model of this package is registered.
QML_IMPORT_NAME = "LgModels"
QML_IMPORT_MAJOR_VERSION = 1
