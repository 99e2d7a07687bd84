"""Tournaments on which bbpPairings and our engine once disagreed (issue 31, the cross-test
benchmarks/crosstest.py): each rule that decides is named; tests/data/crosstest/README.md
says where the files come from."""

from __future__ import annotations

from arbiter_gui.core.trf import parse_trf, read_trf
from arbiter_gui.pairing.engine import check_tournament, pair_next_round, tournament_before_round
from tests.paths import DATA as TEST_DATA

DATA = TEST_DATA / "crosstest"
SILENT_ON_ROUNDS = DATA / "bbp-115-players-11-rounds-seed-100006.trf"
PAB_BELOW_ITS_SCORE = DATA / "bbp-31-players-8-rounds-seed-700260.trf"


def test_a_file_without_its_number_of_rounds_has_the_rounds_it_holds():
    # bbpPairings' reader: with no XXR/142, the tournament has the rounds the file holds
    # (docs/trf-readers.md). Round 6 of 11 is then no final round: C.04.3 art. 1.7.1 knows no
    # topscorers in it, so [C3] forbids the pairs (6, 12) and (9, 8), which the checker
    # proposed when it took each round it re-paired for the last.
    t = read_trf(SILENT_ON_ROUNDS)
    assert t.rounds_planned == 0 and len(t.rounds) == 11
    assert check_tournament(t, "dutch") == []
    assert tournament_before_round(t, 6).rounds_planned == 11


def test_the_rounds_a_file_declares_still_decide_the_final_round():
    # Declared as 6 rounds long, the same round 6 is the final one: its topscorers may meet
    # with the same absolute colour preference ([C3]), and the engine pairs (6, 12), (9, 8).
    text = SILENT_ON_ROUNDS.read_text().replace("\r", "\n")
    lines = [line[:151].rstrip() if line.startswith("001") else line
             for line in text.splitlines()]
    t = parse_trf("\n".join([*lines, "XXR 6"]) + "\n")
    before = tournament_before_round(t, 6)
    pairs = set(pair_next_round(before, "dutch").pairs)
    assert {(6, 12), (9, 8)} <= pairs


def test_c9_gives_the_pab_to_the_mdp_without_unplayed_games_below_its_scoregroup():
    # Round 8 (the final round, XXR 8): 31 players, every player under 3.5 has won without
    # playing ([C2]), so the PAB goes to a 3.5 player ([C5]). The 3.5 bracket pairs 9-11 and
    # 16-15 and moves 13 and 20 down ([C4]: below them nobody can take the bye); the 3.0
    # bracket pairs one of them with 19, and the other floats on to the PAB. C.04.3 art.
    # 3.4.4 [C9]: minimise the unplayed games of the PAB assignee: 13 has one (a forfeit
    # loss in round 1), 20 none, so 20 gets it and 13 plays 19.
    text = PAB_BELOW_ITS_SCORE.read_text().replace("\r", "\n")
    t = parse_trf(text + "XXR 8\n")
    assert check_tournament(t, "dutch") == []
    result = pair_next_round(tournament_before_round(t, 8), "dutch")
    assert result.bye == 20 and (13, 19) in result.pairs
