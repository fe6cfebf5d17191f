"""Test-wide set-up: Qt renders offscreen; nothing here touches the real network."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
