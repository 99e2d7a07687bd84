"""The shared conformance corpus (files written by other programs) through the TRF reader/writer.

Each file reads without error, writes back as TRF-2026 without needing any arbiter-gui comment,
re-reads into an equal model, and the scores `Tournament.score` derives from the results equal
the points column (81-84) of the file for every player.
"""

from pathlib import Path

import pytest

from arbiter_gui.core.trf import parse_trf, read_trf, write_trf
from tests.paths import SHARED

CONFORMANCE = SHARED / "conformance"
FILES = [path for system in ("dutch", "dubov")
         for path in sorted((CONFORMANCE / system).glob("*.trf"))]
CASES = [pytest.param(path, id=f"{path.parent.name}/{path.name}") for path in FILES] or [
    pytest.param(None, marks=pytest.mark.skip(
        reason=f"no conformance corpus: {CONFORMANCE} is absent (shared/ sits next to the repo)"))]


def points_column(path: Path) -> dict[int, float]:
    return {int(line[4:8]): float(line[80:84])
            for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("001")}


@pytest.mark.parametrize("path", CASES)
def test_corpus_file_round_trips_and_scores_equal_its_points_column(path):
    t = read_trf(path)
    written = write_trf(t)
    assert "### arbiter-gui" not in written
    assert parse_trf(written) == t
    assert {p.id: t.score(p.id) for p in t.players} == pytest.approx(points_column(path))
