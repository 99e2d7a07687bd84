"""The program's errors share one root, `ArbiterError` (developers' guide, "The house rules"),
and the command lines decide their exit status from it in one place (cli/status.py)."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest

import arbiter_gui
from arbiter_gui.cli.status import exit_status
from arbiter_gui.core.errors import ArbiterError
from arbiter_gui.core.store import StoreError
from arbiter_gui.core.trf import TrfError
from arbiter_gui.pairing.dutch2012 import StepLimitError
from arbiter_gui.pairing.engine import IllegalPairingError
from arbiter_gui.pairing.swiss import PairingError, PairingLimitError
from arbiter_gui.reports import ReportError


def exception_classes() -> dict[str, type[BaseException]]:
    """Every exception class a module of arbiter_gui defines (window and server included)."""
    found = {}
    for info in pkgutil.walk_packages(arbiter_gui.__path__, "arbiter_gui."):
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if (inspect.isclass(value) and issubclass(value, BaseException)
                    and value.__module__ == module.__name__):
                found[f"{module.__name__}.{name}"] = value
    return found


def test_every_error_of_the_program_derives_from_arbiter_error():
    classes = exception_classes()
    assert len(classes) >= 20  # the search finds them: StoreError, ModelError, TrfError, ...
    assert sorted(name for name, kind in classes.items()
                  if not issubclass(kind, ArbiterError)) == []


def test_errors_that_were_value_errors_still_are():
    # Callers written to catch ValueError (a model's or a file's bad value) still catch them.
    assert issubclass(TrfError, ValueError) and issubclass(ReportError, ValueError)


@pytest.mark.parametrize(("error", "status"), [
    (PairingError("no legal pairing"), 1),  # arbiter-pairing: no legal pairing
    (StepLimitError("too many steps"), 1),
    (IllegalPairingError("a repeat pairing"), 2),  # the engine's bug: nothing written
    (PairingLimitError("too many players"), 3),  # an input beyond the limits, not a pairing fact
    (TrfError("bad line", line_no=3), 3),
    (StoreError("not a tournament file"), 3),
    (ReportError("round 4 is not paired"), 3),
    (ArbiterError("any other bad input"), 3),
    (FileNotFoundError("no such file"), 5),
])
def test_the_exit_status_of_each_error_is_the_documented_one(error, status):
    assert exit_status(error) == status
