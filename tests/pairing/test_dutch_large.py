"""Issue 30: the Dutch engine pairs the benchmark's 1,000-player tournaments exactly as it did
before its matching was made faster. The tournaments are benchmarks/size_limits.py's (seed 1,
history paired by Dubov), as they stood before rounds 2 (half the field in one scoregroup, the
slowest round) and 6 (absolute colour preferences, [C3]); the expected pairings were made by
the engine of main before the change (the arbiter-pairing -p output, art. 1.2 ranks)."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from arbiter_gui.cli.pairing import main
from tests.paths import DATA as TEST_DATA

DATA = TEST_DATA / "large"


@pytest.mark.parametrize("round_no", [2, 6])
def test_a_1000_player_round_is_paired_as_before(round_no: int, tmp_path: Path):
    trf = tmp_path / "in.trf"
    trf.write_bytes(gzip.decompress(
        (DATA / f"dutch-1000-seed1-before-round-{round_no}.trf.gz").read_bytes()))
    out = tmp_path / "out.txt"
    assert main(["--dutch", str(trf), "-p", str(out)]) == 0
    assert out.read_text() == (DATA / f"dutch-1000-seed1-round-{round_no}.txt").read_text()
