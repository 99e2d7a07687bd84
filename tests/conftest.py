"""Shared test set-up: Qt runs headless (as `make test` also arranges)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
