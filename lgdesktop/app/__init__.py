"""The Qt bridge: the only package that imports PySide6 and qasync.

It starts the Qt application on a qasync event loop (:mod:`.runtime`), loads the QML of
``ui/`` with the translations of ``resources/`` (:mod:`.i18n`), and turns the engine's views
(plus the lobby and the host's clock) into view-models that QML binds to (:mod:`.board`,
:mod:`.player`). Controllers (:mod:`.controllers`) wire those view-models to the network
clients; :mod:`.launch` holds the entry points of the ``lgdesktop`` commands.
"""

from . import qtfix

qtfix.apply()

#: QML module under which every view-model of this package is registered.
QML_IMPORT_NAME = "LgModels"
QML_IMPORT_MAJOR_VERSION = 1
