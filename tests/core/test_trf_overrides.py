"""Overrides in the TRF export: the JSON note this program reads back, and one plain
`### override` comment per change for people and other programs (who skip `###` lines)."""

from __future__ import annotations

import pytest

from arbiter_gui.core.model import Override
from arbiter_gui.core.trf import TrfError, parse_trf, write_trf
from tests.core.test_trf import every_kind_tournament, fide_tournament, rec, trf

SWAP = Override(2, "swap colours", (1, 4), "1-4 2-3", "4-1 2-3", "a broken\nchair",
                "Ann Arbiter", "2026-03-01T10:00:00+00:00")


def test_each_override_is_one_plain_comment_line_and_the_file_reads_back_equal():
    t = fide_tournament()
    t.overrides = [SWAP, Override(2, "give bye", (5,), "4-1 2-3 5-unpaired", "4-1 2-3 5-PAB",
                                  "late", "Bob", "2026-03-01T10:05:00+00:00")]
    text = write_trf(t)
    comments = [line for line in text.splitlines() if line.startswith("### override")]
    assert comments == [
        "### override round 2: swap colours by Ann Arbiter at 2026-03-01T10:00:00+00:00;"
        " engine 1-4 2-3; new 4-1 2-3; justification: a broken chair",
        "### override round 2: give bye by Bob at 2026-03-01T10:05:00+00:00;"
        " engine 4-1 2-3 5-unpaired; new 4-1 2-3 5-PAB; justification: late"]
    assert parse_trf(text) == t


def test_override_players_follow_ids_that_differ_from_starting_ranks():
    t = every_kind_tournament()  # player id 42 has starting rank 6
    t.overrides = [Override(4, "swap colours", (42, 1), "1-6", "6-1", "why", "Ann",
                            "2026-03-01T10:00:00+00:00")]
    assert parse_trf(write_trf(t)) == t


def test_override_of_an_unregistered_player_is_refused_by_the_writer():
    t = fide_tournament()
    t.overrides = [Override(1, "give bye", (77,), "", "", "why", "Ann", "")]
    with pytest.raises(TrfError, match="overrides refers to player id 77"):
        write_trf(t)


def test_plain_override_comment_alone_is_skipped_by_the_reader():
    t = parse_trf(trf(rec(1, "A"), "### override round 1: give bye by Ann at x; engine; new"))
    assert t.overrides == []
