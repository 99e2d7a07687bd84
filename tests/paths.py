"""Where the tests find their files: the repository, the test data, and the shared FIDE texts and
conformance corpora beside the repository (`../shared`)."""

from pathlib import Path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
DATA = TESTS / "data"
SHARED = ROOT.parent / "shared"
