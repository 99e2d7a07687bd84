"""The editions of the FIDE Dutch rules (docs/dutch-editions.md): each rule that changed
between the 2017 edition (C.04.3, approved in Baku 2016, applied from 1 July 2017) and the
2025 one is a switch of a DutchEdition; these tests check each switch on a small hand-built
tournament, article by article, and the command line's --rules."""

from __future__ import annotations

import dataclasses

import pytest

from arbiter_gui.cli.pairing import main
from arbiter_gui.core.model import Colour, Scoring
from arbiter_gui.core.trf import save_trf
from arbiter_gui.pairing import dutch
from arbiter_gui.pairing.engine import pair_next_round, result_pairs
from arbiter_gui.pairing.generator import GeneratorSettings, generate_tournament
from arbiter_gui.pairing.swiss import (
    Float,
    PairingError,
    PairingPlayer,
    PairingRequest,
    build_request,
)
from tests.dutch_helpers import tournament
from tests.paths import SHARED


def _request(t, edition: dutch.DutchEdition):
    return build_request(t, len(t.rounds) + 1, edition.unplayed)


def _by_id(t, edition: dutch.DutchEdition):
    return {p.id: p for p in _request(t, edition).players}


# Round 1 of seven players: 1 beats 4, 5-2 drawn, 3 wins by forfeit against 6, 7 the PAB.
ROUND_1 = "1-4:1 5-2:= 3-6:+ 7:U"


@pytest.mark.parametrize("round_1, player", [
    (ROUND_1, 6),  # a forfeit loss
    ("1-4:1 5-2:= 3-6:1 7:Z", 7),  # a zero-point bye (an absence)
])
def test_a4b_2017_not_playing_for_whatever_reason_is_a_downfloat(round_1, player):
    t = tournament(7, [round_1])
    # 2017 A.4.b: "a player who, for whatever reason, does not play in a round, also receives
    # a downfloat"; 2025 art. 1.4.3: only scoring more than a loss without playing does.
    assert _by_id(t, dutch.EDITION_2017)[player].float_before(1) is Float.DOWN
    assert _by_id(t, dutch.EDITION_2025)[player].float_before(1) is None


def test_a4b_a_forfeit_win_and_the_pab_are_downfloats_in_both_editions():
    t = tournament(7, [ROUND_1])
    for edition in dutch.EDITIONS.values():
        players = _by_id(t, edition)
        assert players[3].float_before(1) is Float.DOWN
        assert players[7].float_before(1) is Float.DOWN


def test_c2_2017_a_requested_full_point_bye_does_not_bar_the_pab():
    t = tournament(7, ["1-4:1 5-2:= 3-6:1 7:F"])
    # 2017 C.2 (C.04.1.d): only a PAB or a forfeit win bars the PAB; 2025 [C2] (C.04.1
    # art. 4): any round scored without playing with as many points as a win.
    assert _by_id(t, dutch.EDITION_2017)[7].bye_eligible
    assert not _by_id(t, dutch.EDITION_2025)[7].bye_eligible


def test_c2_a_forfeit_win_and_a_pab_bar_the_pab_in_both_editions():
    t = tournament(7, [ROUND_1])
    for edition in dutch.EDITIONS.values():
        players = _by_id(t, edition)
        assert not players[3].bye_eligible and not players[7].bye_eligible
        assert players[6].bye_eligible  # a forfeit loss bars nothing


def test_c9_2025_minimises_the_unplayed_games_of_the_pab_assignee_2017_has_no_such_rule():
    # After ROUND_1, 4 and 6 are the bye candidates of the lowest score (0); 6 did not play.
    t = tournament(7, [ROUND_1], planned=5)
    request = build_request(t, 2)
    without_c9 = dataclasses.replace(dutch.EDITION_2025, pab_unplayed_games_criterion=False)
    # 2025 [C9]: the assignee with fewer unplayed games, 4.
    assert dutch.pair_round(request, dutch.EDITION_2025).bye == 4
    # Without [C9] (2017 C.5-C.19), the lowest ranked candidate floats out of the last
    # bracket, as the sequence of candidates (B.3, D.1) leaves it: 6.
    assert dutch.pair_round(request, without_c9).bye == 6


def test_2017_whole_round_after_a_forfeit():
    t = tournament(7, [ROUND_1], planned=5)
    # 2017: 6 received a downfloat in round 1 (A.4.b, the forfeit), so C.12 (the same
    # downfloat as the previous round) keeps the PAB from it as well: 4 gets it.
    assert pair_next_round(t, "dutch", "2017").bye == 4
    assert result_pairs(pair_next_round(t, "dutch", "2017")) == \
        result_pairs(pair_next_round(t, "dutch", "2025"))


def test_the_default_edition_is_2025():
    t = tournament(7, [ROUND_1])
    assert result_pairs(pair_next_round(t, "dutch")) == \
        result_pairs(pair_next_round(t, "dutch", "2025"))


def test_rules_apply_to_the_dutch_system_only():
    with pytest.raises(PairingError, match="Dutch system only"):
        pair_next_round(tournament(6), "dubov", "2017")


# -- the command line ------------------------------------------------------------------------

CORPUS_2017 = SHARED / "conformance" / "dutch-2017"


def test_cli_rules_option_pairs_with_the_edition(tmp_path):
    # Two rounds with forfeits, a half-point bye and a PAB, after which the editions pair
    # round 3 differently (found with the generator).
    t = generate_tournament(GeneratorSettings(players=7, rounds=2, seed=4, forfeit_rate=0.2,
                                              bye_rate=0.1, withdraw_rate=0))
    t.rounds_planned = 5
    path = tmp_path / "in.trf"
    save_trf(t, path)
    out = {}
    for rules in ("2017", "2025"):
        target = tmp_path / f"{rules}.txt"
        assert main(["--dutch", "--rules", rules, str(path), "-p", str(target)]) == 0
        out[rules] = {tuple(map(int, line.split())) for line in target.read_text().split("\n")[1:]
                      if line}
        assert out[rules] == result_pairs(pair_next_round(t, "dutch", rules))
    assert out["2017"] != out["2025"]


def test_cli_rejects_an_unknown_edition(tmp_path, capsys):
    path = tmp_path / "in.trf"
    save_trf(tournament(6), path)
    with pytest.raises(SystemExit):
        main(["--dutch", "--rules", "2019", str(path), "-c"])
    assert "2019" in capsys.readouterr().err


def test_cli_generates_with_the_2017_edition(tmp_path):
    out = tmp_path / "gen.trf"
    assert main(["--dutch", "--rules", "2017", "-g", "-o", str(out), "--players", "9",
                 "--rounds", "4", "--forfeit-rate", "0.2"]) == 0
    assert main(["--dutch", "--rules", "2017", str(out), "-c"]) == 0


@pytest.mark.skipif(not CORPUS_2017.is_dir(), reason="shared/conformance is not beside the repo")
def test_cli_check_2017_finds_no_difference_and_2025_lists_the_rounds_that_differ(capsys):
    # t000013: 6 rounds of 2017 pairings, two of which the 2025 rules pair otherwise.
    path = str(CORPUS_2017 / "t000013.trf")
    assert main(["--dutch", "--rules", "2017", path, "-c"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "6 rounds checked, 0 differ"
    assert main(["--dutch", "--rules", "2025", path, "-c"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "6 rounds checked, 2 differ"
    assert [line.split(" differs")[0] for line in out[:-1]] == ["round 3", "round 5"]


# -- the PAB and completion (2017 A.9, C.4-C.7; 2025 [C4], [C5], [C8]) ------------------------

# t000279 of the 2017 corpus, rounds 1-4 (9 players, a PAB worth half a point): after them
# only 1, 2, 3, 4 and 6 may receive the PAB (2017 C.2: no PAB nor forfeit win so far).
PAB_ROUNDS = ["5-1:0 2-6:1 7-3:0 4-8:1 9:U", "1-4:1 3-2:= 9-5:= 6-7:1 8:U",
              "2-1:0 4-3:= 8-5:= 6-9:1 7:U", "1-3:= 9-2:0 4-6:= 7-8:1 5:U"]


def test_c5_2025_the_lowest_score_takes_the_pab_2017_the_player_the_brackets_leave():
    t = tournament(9, PAB_ROUNDS, planned=7, initial=Colour.BLACK, scoring=Scoring(pab=0.5))
    # 2025 [C5], above the pairs of every bracket: 4 (2 points), the lowest eligible.
    assert pair_next_round(t, "dutch", "2025").bye == 4
    # 2017: no such criterion; the brackets from the top pair as many as they can (C.5):
    # 1-6 in the 2.5 bracket, 2 (who met 3) down to 4, and 3 (2.5 points) is the eligible
    # player left over for the last bracket (A.9 note).
    assert result_pairs(pair_next_round(t, "dutch", "2017")) == {(6, 1), (2, 4), (5, 7), (8, 9),
                                                                 (3, 0)}


# t000255 of the 2017 corpus, rounds 1-5 (8 players, 6 rounds; the forfeit of round 4
# lets 5 and 4 meet again, C.04.2 D.6).
A9_ROUNDS = ["5-1:= 2-6:= 7-3:= 4-8:1", "1-4:= 3-2:1 6-5:0 8-7:0", "2-1:0 5-3:= 4-7:1 8-6:0",
             "1-3:= 2-8:= 5-4:- 7-6:=", "6-1:= 7-2:0 3-4:1 8-5:="]


def test_a9_the_ppb_is_paired_without_c7_and_the_players_below_collapse():
    t = tournament(8, A9_ROUNDS, planned=6)
    # The 2.5 bracket (MDPs 3, 4, 1; residents 5, 6) would pair 3-6 and 4-5 (C.5), but
    # then 1 and 2 cannot both be paired below: it is the PPB, paired under C.4 without
    # C.7, where 4-6 grants more colour preferences than 3-6 (C.10, C.11). The CLB (3, 1,
    # 5 with 2, 7, 8) then pairs 1-7, 5-2, 3-8.
    assert result_pairs(pair_next_round(t, "dutch", "2017")) == {(1, 7), (3, 8), (5, 2),
                                                                 (6, 4)}
    # 2025 [C4][C8]: every bracket stays completable and looks ahead: 3-6.
    assert (3, 6) in result_pairs(pair_next_round(t, "dutch", "2025"))


def test_the_checklist_names_an_earlier_edition():
    t = tournament(7, [ROUND_1])
    assert "the 2017 edition" in pair_next_round(t, "dutch", "2017").checklist.splitlines()[0]
    assert "edition" not in pair_next_round(t, "dutch").checklist.splitlines()[0]


# t000320 of the 2017 corpus, rounds 1-7 (11 players, 9 rounds).
A9_ALONE_ROUNDS = [
    "1-6:1 3-8:1 5-10:1 7-2:0 9-4:0 11:U", "2-5:1 4-1:0 6-9:1 8-7:= 10:U 11-3:0",
    "1-2:= 3-4:= 5-11:1 7:U 9-8:= 10-6:-", "2-3:= 4-8:1 5-1:0 7-6:= 9:U 10-11:=",
    "1-3:1 4-5:= 6-2:0 8:U 10-7:0 11-9:=", "1:H 2:U 3-7:= 4:H 6-5:= 8-11:1 9-10:1",
    "2-4:1 3-9:1 5:U 7-1:0 8-10:1 11-6:0"]


def test_a9_b8_a_bracket_above_the_ppb_is_paired_alone_then_checked_for_completion():
    t = tournament(11, A9_ALONE_ROUNDS, planned=9)
    # Each bracket is paired on its own criteria (C.5-C.19, C.7 looking into the next
    # scoregroup only), the candidate generated first among the best (B.8); only then
    # does A.9 ask whether its downfloaters, with all the players below, complete the
    # round. The 4.0 bracket (MDPs 1 2 3, residents 5 6 8): 1-8, and 3 with 5 or 6, equal
    # on every criterion; 3-5 is generated first, and its downfloaters 2 and 6 complete
    # the round. The 3.5 bracket alone would pair 6-4, but 4 is the only player left
    # eligible for the PAB: it is the PPB, which can pair nobody, and 2 6 4 7 join the
    # 3.0 players in the CLB: 9-2, 10-6, 7-11 and the PAB for 4.
    assert result_pairs(pair_next_round(t, "dutch", "2017")) == {
        (1, 8), (5, 3), (9, 2), (10, 6), (7, 11), (4, 0)}


def _player(no: int, score: int, met: set[int], eligible: bool = True,
            floats: tuple[Float | None, ...] = ()) -> PairingPlayer:
    """A player of a hand-built bracket: no game colours (no colour preference), the
    floats of the rounds before, oldest first."""
    return PairingPlayer(id=no, pairing_no=no, rating=2600 - no, score=score, history=[],
                         forbidden=met, bye_eligible=eligible, floats=list(floats))


def _pair_2017(players: list[PairingPlayer]) -> tuple[set[tuple[int, int]], int | None]:
    request = PairingRequest(round_no=3, total_rounds=5, initial_colour=Colour.WHITE,
                             points_win=10, points_loss=0, players=players)
    result = dutch.pair_round(request, dutch.EDITION_2017)
    return set(result.pairs), result.bye


def test_c7_2017_into_the_last_scoregroup_the_player_left_over_takes_the_pab():
    # 1, 2, 3 with 2 points; 4 and 5 with 1 point, both barred from the PAB (C.2); 3 has
    # met 4 and 5. The last scoregroup's pairing assigns the PAB (A.9 note): whoever
    # floats down from the 2-point bracket, 4-5 must be paired there and the downfloater
    # takes the PAB, so C.7 (the pairs and the PSD of the next bracket) cannot tell 2 from
    # 3, and the first candidate, 1-2 with 3 floating, is the pairing (B.8). Counting
    # 2-4 as a pair of the next bracket, as if 5 could then take the PAB, would float 2.
    players = [_player(1, 20, set()), _player(2, 20, set()), _player(3, 20, {4, 5}),
               _player(4, 10, {3}, eligible=False), _player(5, 10, {3}, eligible=False)]
    assert _pair_2017(players) == ({(1, 2), (5, 4)}, 3)


def test_c18_2017_in_the_clb_the_score_difference_of_a_repeated_downfloater():
    # 1-4 with 3 points, 5 with 2, 6 with 1; 5 and 6 have met each other, 1 and 2 have met
    # both, 3 and 4 each other. The 3-point bracket alone would pair 1-3 and 2-4, leaving
    # 5 and 6 unpaired: it is the PPB (A.9), paired 1-2 so that 3 and 4 float into the
    # CLB with 5 and 6. There 3-5 4-6 and 3-6 4-5 have the same PSD (C.6: 2, 1); 4, who
    # floated down two rounds before, floats down again either way, and C.18 takes the
    # smaller score difference for it: 4-5 (1 point), not 4-6 (2 points).
    down = Float.DOWN
    players = [_player(1, 30, {5, 6}), _player(2, 30, {5, 6}), _player(3, 30, {4}),
               _player(4, 30, {3}, floats=(down, None)), _player(5, 20, {1, 2, 6}),
               _player(6, 10, {1, 2, 5})]
    assert _pair_2017(players) == ({(1, 2), (3, 6), (5, 4)}, None)
