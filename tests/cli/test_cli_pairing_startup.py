"""arbiter-pairing starts fast: other tournament programs start it once a round (issue 30), so
it imports only what the chosen system and edition need. Checked by what a fresh process has
imported, not by a timed assertion (benchmarks measure time)."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

from arbiter_gui.core.i18n import _TranslatedHelp
from arbiter_gui.core.trf import save_trf
from tests.dutch_helpers import tournament

# What only the 2012 Dutch engine (networkx, numpy, scipy) or another system needs.
_HEAVY = ["networkx", "numpy", "scipy", "arbiter_gui.pairing.dutch2012"]
# What pairing a round from a TRF does not need: Babel (dates and numbers worded), the rules of
# handling a tournament (storing a pairing, byes, players), the tie-breaks, the rating rules
# (a file without K-factors), the TRF writer, and shutil (argparse's way to the terminal's
# width, with the archive and compression modules).
_NOT_FOR_A_ROUND = ["babel", "arbiter_gui.core.handling", "arbiter_gui.core.tiebreak",
                    "arbiter_gui.core.rating", "arbiter_gui.core.trf.writer", "shutil"]

_RUN = """
import json, sys
from arbiter_gui.cli.pairing import main
try:
    code = main(sys.argv[1:])
except SystemExit as e:
    code = e.code
print(json.dumps({"code": code, "modules": sorted(sys.modules)}))
"""


def _imported(*argv: str) -> tuple[int, set[str]]:
    done = subprocess.run([sys.executable, "-c", _RUN, *argv], capture_output=True, text=True,
                          check=True)
    answer = json.loads(done.stdout.strip().splitlines()[-1])
    return answer["code"], set(answer["modules"])


def test_help_imports_no_engine_and_no_trf_reader():
    code, modules = _imported("--help")
    assert code == 0
    assert not modules & {*_HEAVY, *_NOT_FOR_A_ROUND, "arbiter_gui.pairing.dutch",
                          "arbiter_gui.pairing.dubov", "arbiter_gui.pairing.leong",
                          "arbiter_gui.core.trf"}


def test_a_dutch_round_of_the_current_rules_imports_neither_networkx_nor_the_2012_engine(
        tmp_path: Path):
    trf = tmp_path / "in.trf"
    save_trf(tournament(6), trf)
    code, modules = _imported("--dutch", str(trf), "-p", str(tmp_path / "out.txt"))
    assert code == 0
    assert "arbiter_gui.pairing.dutch" in modules
    assert not modules & {*_HEAVY, *_NOT_FOR_A_ROUND, "arbiter_gui.pairing.dubov",
                          "arbiter_gui.pairing.leong"}


def test_the_2012_rules_import_their_engine(tmp_path: Path):
    trf = tmp_path / "in.trf"
    save_trf(tournament(6), trf)
    code, modules = _imported("--dutch", str(trf), "-p", str(tmp_path / "out.txt"),
                              "--rules", "2012")
    assert code == 0
    assert "arbiter_gui.pairing.dutch2012" in modules


def test_the_help_is_as_wide_as_argparse_makes_it_without_shutil(monkeypatch):
    for columns in ("60", "123", "0", "-3", "wide"):
        monkeypatch.setenv("COLUMNS", columns)
        assert _TranslatedHelp("p")._width == argparse.HelpFormatter("p")._width, columns
    monkeypatch.delenv("COLUMNS")
    assert _TranslatedHelp("p")._width == argparse.HelpFormatter("p")._width
