"""SIGKILL the program while an arbiter types results: every result the window showed as done
is in the file when it is opened again (the one being typed at the kill may be there too).

The child (tests/gui_kill_child.py) is the real main window, offscreen, typing on round 1."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from arbiter_gui.core import handling
from arbiter_gui.core.model import Game, GameResult, Player, Tournament
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.gui.window import RESULT_KEYS
from tests import gui_kill_child as child

RUNS = 6
PLAYERS = 30
CHILD = Path(child.__file__)


def _tournament() -> Tournament:
    t = Tournament(name="Kill Open", rounds_planned=5)
    for i in range(1, PLAYERS + 1):
        handling.add_player(t, Player(i, f"Player {i:02d}", rating=1500 + 17 * i))
    to_pair = t.players_to_pair(1)
    top, bottom = to_pair[:PLAYERS // 2], to_pair[PLAYERS // 2:]
    handling.set_round_pairing(t, 1, [Game(a.id, b.id) for a, b in zip(top, bottom, strict=True)])
    return t


def _kill_while_typing(path: Path, run: int, rng: random.Random) -> list[tuple[int, int, str]]:
    """Start the child, kill it at a random moment once it types; the steps it reported."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.Popen([sys.executable, str(CHILD), str(path), str(run)], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=Path(__file__).resolve().parent.parent)
    try:
        ready = proc.stdout.readline()
        assert ready == "ready\n", f"child failed to start: {ready!r} {proc.stderr.read()}"
        time.sleep(rng.uniform(0.05, 0.6))
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
    out, err = proc.stdout.read(), proc.stderr.read()
    assert proc.returncode == -signal.SIGKILL, err
    # Only complete lines count: a line cut by the kill was not reported.
    return [(int(step), int(board), key) for line in out.splitlines(keepends=True)
            if line.startswith("done ") and line.endswith("\n")
            for step, board, key in [line.split()[1:]]]


def _result(key: str) -> GameResult | None:
    return RESULT_KEYS.get(key)  # Delete: no result


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_every_result_shown_as_done_survives_a_kill_during_typing(tmp_path):
    seed = random.randrange(1 << 32)
    rng = random.Random(seed)
    path = tmp_path / "kill.arbiter"
    TournamentFile.create(path, _tournament()).close()
    boards = PLAYERS // 2
    saved = {board: None for board in range(1, boards + 1)}
    reported_total = 0
    for run in range(RUNS):
        where = f"seed {seed}, run {run}"
        reported = _kill_while_typing(path, run, rng)
        reported_total += len(reported)
        assert [step for step, _, _ in reported] == list(range(len(reported))), where
        expected = dict(saved)
        for _, board, key in reported:
            expected[board] = _result(key)
        in_flight_board, in_flight_key = child.key_of(run, len(reported), boards)
        with TournamentFile.open(path) as f:
            found = {g.board: g.result for g in f.tournament.round(1).games}
        for board in range(1, boards + 1):
            allowed = {expected[board]}
            if board == in_flight_board:
                allowed.add(_result(in_flight_key))  # typed, saved, not yet reported
            assert found[board] in allowed, f"{where}: board {board}"
        saved = found
    print(f"\ngui kill test: {RUNS} kills, {reported_total} results reported")
    assert reported_total > RUNS, "the child hardly ever typed before the kill"
