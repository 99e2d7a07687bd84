"""SIGKILL a process in the middle of saving, many times: the file stays whole and holds exactly
the steps completed (every step the child reported, plus at most the one in flight)."""

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from arbiter_gui.core.store import TournamentFile
from tests import store_kill_child as child

ITERATIONS = 30
CHILD = Path(child.__file__)


def _run_child_and_kill(path: Path, rng: random.Random, *options: str) -> list[int]:
    """Start the child, kill it at a random moment once it works; the steps it reported."""
    proc = subprocess.Popen([sys.executable, str(CHILD), *options, str(path)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        ready = proc.stdout.readline()
        assert ready == "ready\n", f"child failed to start: {ready!r} {proc.stderr.read()}"
        time.sleep(rng.uniform(0.0, 0.3))
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
    out, err = proc.stdout.read(), proc.stderr.read()
    assert proc.returncode == -signal.SIGKILL, err
    # Only complete lines count: a line cut by the kill was not reported.
    return [int(line.split()[1]) for line in out.splitlines(keepends=True)
            if line.startswith("done ") and line.endswith("\n")]


def _integrity(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        conn.close()


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_store_survives_sigkill_with_every_reported_action_and_none_half_done(tmp_path):
    seed = random.randrange(1 << 32)
    rng = random.Random(seed)
    path = tmp_path / "kill.arbiter"
    TournamentFile.create(path, child.initial_tournament()).close()
    replay, replayed = child.initial_tournament(), 0
    total_reported = 0
    for iteration in range(ITERATIONS):
        where = f"seed {seed}, iteration {iteration}"
        reported = _run_child_and_kill(path, rng)
        total_reported += len(reported)
        assert _integrity(path) == "ok", where
        with TournamentFile.open(path) as f:
            saved = child.steps_done(f.tournament)
            last_reported = reported[-1] if reported else replayed
            # Every reported step is saved; the step in flight may be saved too.
            assert saved in (last_reported, last_reported + 1), where
            for k in range(replayed + 1, saved + 1):
                child.step(replay, k)
            replayed = saved
            assert f.tournament == replay, where
            # The journal holds every saved step, none half: its chain and the state it
            # produces are the file's (issue 25).
            assert f.journal_check.verified, (where, f.journal_check.problems)
    print(f"\nkill test: {ITERATIONS} kills, {replayed} steps saved, {total_reported} reported")
    assert total_reported > ITERATIONS, "the child hardly ever got to work before the kill"


CREATION_KILLS = 12


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_kill_during_file_creation_leaves_no_stray_files_after_a_restart(tmp_path):
    """Issue 19 item 4: the child creates file after file; after each kill the program is
    "restarted" on the file in flight (created again, or opened when the kill came after the
    rename): no hidden temporary file stays, and every file created is whole."""
    seed = random.randrange(1 << 32)
    rng = random.Random(seed)
    strays_seen = 0
    for iteration in range(CREATION_KILLS):
        where = f"seed {seed}, iteration {iteration}"
        reported = _run_child_and_kill(tmp_path, rng, "--create")
        strays_seen += any(p.name.startswith(".") for p in tmp_path.iterdir())
        in_flight = tmp_path / f"{(reported[-1] if reported else 0) + 1}.arbiter"
        if in_flight.exists():
            TournamentFile.open(in_flight).close()
        else:
            TournamentFile.create(in_flight, child.initial_tournament()).close()
        assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == [], where
    files = sorted(tmp_path.glob("*.arbiter"))
    for path in files:
        with TournamentFile.open(path) as f:
            assert f.tournament == child.initial_tournament(), path
    print(f"\ncreation kill test: {CREATION_KILLS} kills, {len(files)} files,"
          f" {strays_seen} kills left a temporary file behind")
