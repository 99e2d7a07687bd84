"""The tie-break checker (issue 31): a TRF-2026's stated points and ranks against the standings
recomputed with its tie-breaks (C.07), in the core and as `arbiter-report tiebreaks`."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_gui.cli.report import main
from arbiter_gui.cli.status import EXIT_FILE_ERROR, EXIT_INVALID_INPUT, EXIT_NOT_VERIFIED
from arbiter_gui.core.tiebreak import RECOMMENDED_SWISS_TIEBREAKS, ranked_standings
from arbiter_gui.core.tiebreak_check import (
    TieBreakCheckError,
    check_tiebreak_text,
    stated_standings,
)
from arbiter_gui.core.trf import write_trf
from arbiter_gui.pairing.generator import GeneratorSettings, generate_tournament
from tests.dutch_helpers import tournament

# Six players, three rounds, some of them level on points (the tie-breaks separate them).
ROUNDS = ["1-4:1 2-5:1 3-6:=", "1-2:= 6-3:0 5-4:=", "3-1:0 4-2:= 5-6:1"]


def _text(codes: list[str] | None = None, rank_of: dict[int, int] | None = None) -> str:
    """The TRF of the tournament with `codes`, its 001 ranks those recomputed (or `rank_of`)."""
    t = tournament(6, ROUNDS, planned=3)
    t.tiebreaks = ["BH", "SB"] if codes is None else codes
    ranks = {row.player.pairing_no: row.rank
             for row in ranked_standings(t, codes=["BH", "SB"])}
    ranks.update(rank_of or {})
    lines = []
    for line in write_trf(t).splitlines():
        if line.startswith("001"):
            line = line[:85] + f"{ranks[int(line[4:8])]:>4}" + line[89:]
        lines.append(line)
    return "\n".join(lines) + "\n"


def _file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "standings.trf"
    path.write_text(text)
    return path


def test_the_ranks_the_file_states_are_read_from_columns_86_to_89():
    stated = stated_standings(_text())
    assert stated[1].points == 2.5 and stated[1].rank == 1
    assert {s.rank for s in stated.values()} == set(range(1, 7))


def test_standings_stated_as_recomputed_agree():
    check = check_tiebreak_text(_text())
    assert check.codes == ["BH", "SB"] and check.players == 6 and check.differences == []


def test_every_rank_that_differs_is_listed_with_the_recomputed_values():
    check = check_tiebreak_text(_text(rank_of={1: 2, 2: 1}))
    assert sorted(d.player.pairing_no for d in check.differences) == [1, 2]
    text = next(d for d in check.differences if d.player.pairing_no == 1).text()
    assert "player 1 (Player01): the file states 2.5 points, rank 2; recomputed 2.5 points," \
        " rank 1 (BH " in text and "; SB " in text


def test_a_stated_rank_among_the_places_tied_players_share_agrees():
    t = tournament(2, ["1-2:="], planned=1)
    t.tiebreaks = ["BH"]
    text = write_trf(t)  # both on ½ with equal Buchholz: places 1-2, the file says 1 and 2
    assert check_tiebreak_text(text).differences == []


def test_212_lists_the_points_first_and_the_checker_skips_them():
    text = _text().replace("202 BH,SB", "212 PTS,BH,SB")
    assert check_tiebreak_text(text).codes == ["BH", "SB"]


def test_a_file_without_tiebreaks_or_ranks_is_refused():
    with pytest.raises(TieBreakCheckError, match="names no tie-breaks"):
        check_tiebreak_text(_text(codes=[]))
    no_ranks = "\n".join(line[:85] if line.startswith("001") else line
                         for line in _text().splitlines())
    with pytest.raises(TieBreakCheckError, match="states no ranks"):
        check_tiebreak_text(no_ranks)


def test_cli_tiebreaks_exit_0_when_the_standings_agree(tmp_path, capsys):
    assert main(["tiebreaks", str(_file(tmp_path, _text()))]) == 0
    assert "6 players checked with BH, SB: 0 differ" in capsys.readouterr().out


def test_cli_tiebreaks_exit_1_listing_each_difference(tmp_path, capsys):
    path = _file(tmp_path, _text(rank_of={5: 1}))
    assert main(["tiebreaks", str(path)]) == EXIT_NOT_VERIFIED
    out = capsys.readouterr().out
    assert "player 5 (Player05): the file states 1.5 points, rank 1; recomputed 1.5 points," \
        " rank 3 (BH 3.5; SB 1.0)" in out
    assert "6 players checked with BH, SB: 1 differ" in out


def test_cli_tiebreaks_exit_3_for_a_file_without_tiebreaks_or_not_a_trf(tmp_path, capsys):
    assert main(["tiebreaks", str(_file(tmp_path, _text(codes=[])))]) == EXIT_INVALID_INPUT
    assert "names no tie-breaks (record 202 or 212)" in capsys.readouterr().err
    assert main(["tiebreaks", str(_file(tmp_path, "001 x\n"))]) == EXIT_INVALID_INPUT
    assert main(["tiebreaks", str(_file(tmp_path, _text(codes=["XX"])))]) == EXIT_INVALID_INPUT
    assert "tie-break XX" in capsys.readouterr().err


def test_cli_tiebreaks_exit_5_for_a_file_that_cannot_be_read(tmp_path, capsys):
    assert main(["tiebreaks", str(tmp_path / "missing.trf")]) == EXIT_FILE_ERROR
    assert "missing.trf" in capsys.readouterr().err


def test_the_programs_own_export_states_the_ranks_its_tiebreaks_give():
    t = generate_tournament(GeneratorSettings(players=24, rounds=7, seed=8))
    t.tiebreaks = list(RECOMMENDED_SWISS_TIEBREAKS)
    check = check_tiebreak_text(write_trf(t))
    assert check.players == 24 and check.differences == []
