"""The 2017 Dutch conformance corpus (shared/conformance/dutch-2017, paired by an
independent FIDE-endorsed implementation of the 2017 edition): the engine's 2017 mode
(`--rules 2017`, docs/dutch-editions.md) must reproduce every round.

CI replays the CONFORMANCE_2017_FILES smallest tournaments in-process, the inputs built by
shared/tools/replay.py itself; the whole corpus runs through the command line (see
docs/dutch-editions.md).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from arbiter_gui.core.trf import parse_trf
from arbiter_gui.pairing.engine import (
    announced_round_as_requests,
    pair_next_round,
    result_pairs,
)
from tests.pairing.test_dutch_conformance import SHARED, _replay_module

CORPUS_2017 = SHARED / "conformance" / "dutch-2017"
CONFORMANCE_2017_FILES = int(os.environ.get("CONFORMANCE_2017_FILES", "60"))

pytestmark = pytest.mark.skipif(not CORPUS_2017.is_dir(),
                                reason="shared/conformance is not beside the repo")


def _smallest_files(count: int) -> list:
    if not CORPUS_2017.is_dir():
        return []
    sized = [(path.read_text(encoding="latin-1").count("\n001 "), path.name, path)
             for path in CORPUS_2017.glob("*.trf")]
    return [pytest.param(path, id=path.stem) for _, _, path in sorted(sized)[:count]]


@pytest.mark.parametrize("path", _smallest_files(CONFORMANCE_2017_FILES))
def test_every_round_is_reproduced_with_the_2017_rules(path: Path) -> None:
    replay = _replay_module()
    lines = replay.read_lines(str(path))
    colour = "b" if any(ln.startswith(("152 B", "XXC black")) for ln in lines) else "w"
    total = replay.rounds_played(lines)
    differing = []
    for round_no in range(1, total + 1):
        t = announced_round_as_requests(parse_trf(replay.split(lines, round_no, total, colour)))
        got = result_pairs(pair_next_round(t, "dutch", "2017"))
        want = replay.round_pairs(lines, round_no)
        if got != want:
            differing.append(f"round {round_no}: missing {sorted(want - got)} "
                             f"extra {sorted(got - want)}")
    assert not differing, "\n".join(differing)
