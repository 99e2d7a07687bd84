"""SIGKILL the program while an arbiter types results: every result the window showed as done
is in the file when it is opened again (the one being typed at the kill may be there too).
The same for the registration desk's actions before round 1: players registered and deleted,
a withdrawal and its undoing, prohibited pairings and the Baku acceleration set and cleared.

The child (tests/gui_kill_child.py) is the real main window, offscreen, typing on round 1 or
working at the registration desk."""

from __future__ import annotations

import copy
import dataclasses
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
from arbiter_gui.core.settings import (
    baku_settings,
    change_settings,
    parse_prohibited_pairings,
    settings_of,
)
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.gui.rounds_controller import RESULT_KEYS
from arbiter_gui.pairing.engine import SYSTEMS
from tests import gui_kill_child as child
from tests.paths import ROOT

RUNS = 6
PLAYERS = 30
CHILD = Path(child.__file__)


def _registered() -> Tournament:
    t = Tournament(name="Kill Open", rounds_planned=5)
    for i in range(1, PLAYERS + 1):
        handling.add_player(t, Player(i, f"Player {i:02d}", rating=1500 + 17 * i))
    return t


def _tournament() -> Tournament:
    t = _registered()
    to_pair = t.players_to_pair(1)
    top, bottom = to_pair[:PLAYERS // 2], to_pair[PLAYERS // 2:]
    handling.set_round_pairing(t, 1, [Game(a.id, b.id) for a, b in zip(top, bottom, strict=True)])
    return t


def _kill_while_typing(path: Path, run: int, rng: random.Random,
                       mode: tuple[str, ...] = ()) -> list[tuple[int, int, str]]:
    """Start the child, kill it at a random moment once it types; the steps it reported.
    The moment is a random number of steps reported, then a random pause, so that the child
    has typed before the kill however slowly a loaded machine runs it."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.Popen([sys.executable, str(CHILD), str(path), str(run), *mode], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=ROOT)
    seen = []
    try:
        ready = proc.stdout.readline()
        assert ready == "ready\n", f"child failed to start: {ready!r} {proc.stderr.read()}"
        for _ in range(rng.randint(1, 4)):
            line = proc.stdout.readline()
            if not line.startswith("done "):
                break  # the child stopped (it says why on stderr, checked below)
            seen.append(line)
        time.sleep(rng.uniform(0.0, 0.3))
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
    out, err = "".join(seen) + proc.stdout.read(), proc.stderr.read()
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


def _registration_step(t: Tournament, step: int) -> None:
    """What the child's registration step does, done on the core."""
    action, k = child.registration_step(step)
    third = t.by_pairing_no(3).id
    if action == "add":
        handling.add_player(t, Player(t.next_player_id(), f"Extra {k}", rating=1000 + k))
    elif action in ("prohibit", "allow"):
        text = child.PROHIBITED if action == "prohibit" else ""
        change_settings(t, dataclasses.replace(
            settings_of(t), prohibited_pairings=parse_prohibited_pairings(t, text)), SYSTEMS)
    elif action in ("baku on", "baku off"):
        change_settings(t, baku_settings(t, settings_of(t), action == "baku on"), SYSTEMS)
    elif action == "withdraw":
        handling.withdraw(t, third, 2)
    elif action == "return":
        handling.cancel_withdrawal(t, third, 1)
    else:
        handling.delete_player(t, next(p.id for p in t.players if p.surname == f"Extra {k}"))


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_every_registration_action_shown_as_done_survives_a_kill(tmp_path):
    seed = random.randrange(1 << 32)
    rng = random.Random(seed)
    path = tmp_path / "desk.arbiter"
    TournamentFile.create(path, _registered()).close()
    states = [_registered()]  # states[n]: the tournament after n steps

    def state(n: int) -> Tournament:
        while len(states) <= n:
            t = copy.deepcopy(states[-1])
            _registration_step(t, len(states) - 1)
            states.append(t)
        return states[n]

    done = 0
    reported_total = 0
    for run in range(RUNS):
        where = f"seed {seed}, run {run}, from step {done}"
        reported = _kill_while_typing(path, run, rng, ("registration", str(done)))
        reported_total += len(reported)
        assert [step for step, _, _ in reported] == list(range(done, done + len(reported))), where
        with TournamentFile.open(path) as f:
            found = f.tournament
            assert f.verify_log() == [], where
        last = done + len(reported)
        # The step in flight at the kill may be saved, not yet reported.
        matches = [n for n in (last, last + 1) if found == state(n)]
        assert matches, f"{where}: the file holds neither step {last} nor step {last + 1}"
        done = matches[0]
    print(f"\ngui kill test (registration): {RUNS} kills, {reported_total} actions reported")
    assert reported_total > RUNS, "the child hardly ever acted before the kill"
