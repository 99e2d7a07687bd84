"""Every script in benchmarks/ still runs: each is run whole, as its docstring says, at the
smallest size, and must exit 0 with figures printed. No figure is asserted (speed is measured
by the scripts, never by tests); this only keeps a script from breaking unseen when the code it
measures changes, as server_profile.py and report_speed.py once did."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.paths import ROOT

BENCHMARKS = ROOT / "benchmarks"

# Each script's smallest run: a few players, one or two rounds.
SMALLEST = {
    "csv_import_speed": ["20"],
    "dubov_speed": ["12", "--rounds", "2"],
    "dutch2012_speed": ["12", "--rounds", "2"],
    "dutch_round_cost": ["12", "--rounds", "2", "--seeds", "1", "--repeat", "1"],
    "keystroke_speed": ["--profile", "20", "2"],
    "matching_speed": ["--sizes", "12", "--changes", "2"],
    "pairing_speed": ["12", "--rounds", "2"],
    "rating_list_speed": ["20"],
    "report_speed": ["--players", "12", "--rounds", "2"],
    "server_load": ["--tournaments", "1", "--rounds", "1", "--clients", "1", "--workers", "1",
                    "--databases", "sqlite", "--players", "12"],
    "server_profile": ["--players", "12", "--rounds", "2", "--tournaments", "1"],
    "size_limits": ["--players", "12", "--rounds", "1"],
    "store_speed": [],
    "tiebreak_speed": ["--players", "12", "--rounds", "2", "--repeat", "1"],
}
# These compare with another program (bbpPairings, TieBreakServer) that CI does not build:
# their code is tested in tests/pairing/test_crosstest.py with a stand-in engine; here only
# that they start.
NEED_ANOTHER_PROGRAM = {"crosstest", "crosstest_real", "crosstest_tbs", "tiebreak_crosstest"}


def test_every_benchmark_script_is_run_here():
    scripts = {path.stem for path in BENCHMARKS.glob("*.py")}
    assert scripts == SMALLEST.keys() | NEED_ANOTHER_PROGRAM


def _run(script: str, arguments: list[str]) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, str(BENCHMARKS / f"{script}.py"), *arguments],
                          capture_output=True, text=True, cwd=ROOT, env=environment,
                          timeout=300, check=False)


@pytest.mark.parametrize("script", sorted(SMALLEST))
def test_the_benchmark_runs_at_its_smallest_size(script):
    run = _run(script, SMALLEST[script])
    assert run.returncode == 0, run.stderr[-3000:]
    assert run.stdout.strip(), "it printed no figures"


@pytest.mark.parametrize("script", sorted(NEED_ANOTHER_PROGRAM))
def test_the_benchmark_comparing_with_another_program_starts(script):
    run = _run(script, ["--help"])
    assert run.returncode == 0, run.stderr[-3000:]
    assert "usage:" in run.stdout
