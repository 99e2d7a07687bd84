"""The shared Dutch conformance corpus: every round of a tournament paired by an
independent FIDE-conformant implementation must be reproduced exactly.

CI replays the CONFORMANCE_FILES smallest tournaments in-process (the inputs are built by
shared/tools/replay.py itself); `make conformance` runs all of them through the command line.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

from arbiter_gui.core.trf import parse_trf, read_trf
from arbiter_gui.pairing.engine import (
    announced_round_as_requests,
    check_tournament,
    pair_next_round,
    result_pairs,
)
from tests.paths import SHARED

CORPUS = SHARED / "conformance" / "dutch"
CONFORMANCE_FILES = int(os.environ.get("CONFORMANCE_FILES", "120"))

pytestmark = pytest.mark.skipif(not CORPUS.is_dir(),
                                reason="shared/conformance is not beside the repo")


def _replay_module():
    spec = importlib.util.spec_from_file_location("replay", SHARED / "tools" / "replay.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _smallest_files(count: int) -> list[Path]:
    if not CORPUS.is_dir():
        return []
    sized = [(path.read_text(encoding="latin-1").count("\n001 "), path.name, path)
             for path in CORPUS.glob("*.trf")]
    return [path for _, _, path in sorted(sized)[:count]]


@pytest.mark.slow
@pytest.mark.parametrize("path", _smallest_files(CONFORMANCE_FILES), ids=lambda p: p.stem)
def test_every_round_is_reproduced(path: Path) -> None:
    replay = _replay_module()
    lines = replay.read_lines(str(path))
    colour = "b" if any(ln.startswith("152 B") for ln in lines) else "w"
    total = replay.rounds_played(lines)
    differing = []
    for round_no in range(1, total + 1):
        t = announced_round_as_requests(parse_trf(replay.split(lines, round_no, total, colour)))
        got = result_pairs(pair_next_round(t, "dutch"))
        want = replay.round_pairs(lines, round_no)
        if got != want:
            differing.append(f"round {round_no}: missing {sorted(want - got)} "
                             f"extra {sorted(got - want)}")
    assert not differing, "\n".join(differing)


@pytest.mark.slow
@pytest.mark.parametrize("path", _smallest_files(3), ids=lambda p: p.stem)
def test_checker_finds_no_difference_in_a_conformant_tournament(path: Path) -> None:
    assert check_tournament(read_trf(path), "dutch") == []
