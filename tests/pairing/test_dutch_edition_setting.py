"""The tournament's edition of the Dutch rules (issue 17, item 3; docs/dutch-editions.md,
"Choosing the edition"): the periods of the editions, the model's field and its validation,
the TRF records and notes that carry it, and the choice by the date of round 1 on import."""

from __future__ import annotations

import dataclasses
from datetime import date
from pathlib import Path

import pytest

from arbiter_gui.cli.pairing import main
from arbiter_gui.core.editions import CURRENT_DUTCH_EDITION, DUTCH_EDITIONS, edition_in_force
from arbiter_gui.core.model import Tournament
from arbiter_gui.core.trf import (
    TrfError,
    parse_trf,
    parse_trf_report,
    read_trf,
    save_trf,
    write_trf,
)
from arbiter_gui.core.validate import tournament_problems
from arbiter_gui.pairing.engine import pair_next_round, result_pairs, tournament_before_round
from arbiter_gui.pairing.swiss import PairingError
from tests.dutch_helpers import tournament
from tests.paths import SHARED

NOTE_2017 = '### arbiter-gui tournament dutch_edition "2017"'


# -- the periods (core/editions.py) ----------------------------------------------------------

@pytest.mark.parametrize("day, edition", [
    (date(2013, 1, 5), "2012"),
    (date(2017, 6, 30), "2012"),  # the 2012 text's last day (issue 17)
    (date(2017, 7, 1), "2017"),  # the Baku 2016 text, applied from 1 July 2017
    (date(2025, 7, 1), "2017"),  # "effective till 31 January 2026", though the 2025 text
    (date(2026, 1, 31), "2017"),  # first said 1 July 2025 (shared/spec/README.md, line 9)
    (date(2026, 2, 1), "2025"),
])
def test_the_edition_in_force_on_a_day(day, edition):
    assert edition_in_force(day) == edition


def test_each_edition_is_offered_with_its_period():
    assert [e.label() for e in DUTCH_EDITIONS.values()] == [
        "2012 (until June 30, 2017)", "2017 (July 1, 2017 - January 31, 2026)",
        "2025 (from February 1, 2026)"]
    assert Tournament().dutch_edition == CURRENT_DUTCH_EDITION == "2025"


# -- validation (core/validate.py) -----------------------------------------------------------

@pytest.mark.parametrize("edition", ["2019", "", 2017, None])
def test_only_a_known_edition_is_valid(edition):
    problems = tournament_problems(Tournament(dutch_edition=edition))
    assert [p.field for p in problems] == ["dutch_edition"]
    assert "expected one of 2012, 2017, 2025" in problems[0].message


def test_the_edition_is_kept_but_means_nothing_for_another_system():
    # Trying the Dubov system before round 1 loses nothing of the Dutch choice.
    assert tournament_problems(Tournament(pairing_system="dubov", dutch_edition="2012")) == []


# -- written to TRF and read back ------------------------------------------------------------

def _trf(edition: str, system: str = "dutch") -> str:
    t = tournament(4, ["1-3:1 4-2:="], planned=5)
    t.pairing_system, t.dutch_edition = system, edition
    return write_trf(t)


def test_the_2025_edition_is_the_192_code_that_names_it():
    text = _trf("2025")
    # TRF-2026 (shared/spec/README.md, line 51): FIDE_DUTCH_2025 names the 2025 edition.
    assert "192 FIDE_DUTCH_2025" in text.splitlines()
    assert "dutch_edition" not in text


@pytest.mark.parametrize("edition", ["2012", "2017"])
def test_an_earlier_edition_is_192_fide_dutch_and_a_note(edition):
    lines = _trf(edition).splitlines()
    # No 192 code names these editions, and bbpPairings refuses codes it does not know
    # (docs/trf-readers.md): FIDE_DUTCH, which every reader of 192 accepts, and the note.
    assert "192 FIDE_DUTCH" in lines
    assert f'### arbiter-gui tournament dutch_edition "{edition}"' in lines


@pytest.mark.parametrize("strict", [True, False])
@pytest.mark.parametrize("edition", list(DUTCH_EDITIONS))
def test_the_edition_is_read_back(edition, strict):
    assert parse_trf(_trf(edition), strict=strict).dutch_edition == edition


def test_another_system_keeps_its_own_192_code():
    text = _trf("2017", system="dubov")
    assert "192 FIDE_DUBOV_2026" in text.splitlines()
    t = parse_trf(text)
    assert (t.pairing_system, t.dutch_edition) == ("dubov", "2017")


@pytest.mark.parametrize("code, edition", [
    ("FIDE_DUTCH_2025", "2025"), ("FIDE_DUTCH_2026", "2025"),
    ("FIDE_DUTCH", CURRENT_DUTCH_EDITION),  # names none: the current one (JaVaFo contract)
])
def test_the_192_code_names_the_edition(code, edition):
    text = _trf("2025").replace("192 FIDE_DUTCH_2025", f"192 {code}")
    assert parse_trf(text).dutch_edition == edition


@pytest.mark.parametrize("strict", [True, False])
def test_a_note_naming_an_unknown_edition_is_refused_with_its_line(strict):
    lines = _trf("2017").splitlines()
    lines[lines.index(NOTE_2017)] = NOTE_2017.replace("2017", "2019")
    with pytest.raises(TrfError, match="expected one of 2012, 2017, 2025") as error:
        parse_trf("\n".join(lines), strict=strict)
    assert error.value.line_no == lines.index(NOTE_2017.replace("2017", "2019")) + 1
    assert error.value.field == "dutch_edition"


# -- the edition by the date of round 1 on import (issue 17, item 3) --------------------------

def _dated(round_1: str | None = None, start: str | None = None, code: str | None = None,
           note: str | None = None) -> str:
    """A TRF16 file of another program: 132 round dates and 042 start date as given, a 192
    code and a note of ours if given."""
    head = []
    if start:
        head.append(f"042 {start}")
    if round_1:
        head.append("132" + " " * 88 + round_1)
    if code:
        head.append(f"192 {code}")
    body = [line for line in _trf("2025").splitlines()
            if line[:3] in ("001", "142", "152") or line.startswith("012")]
    return "\n".join(["012 Open", *head, *body, *([note] if note else [])]) + "\n"


def _edition_warnings(reading):
    return [w for w in reading.warnings if w.kind == "Dutch edition"]


@pytest.mark.parametrize("round_1, edition", [
    ("16/05/01", "2012"), ("17/06/30", "2012"), ("17/07/01", "2017"), ("26/01/31", "2017"),
    ("26/02/01", "2025"), ("26/11/23", "2025"),
])
def test_a_file_naming_no_edition_gets_the_one_of_the_date_of_round_1(round_1, edition):
    reading = parse_trf_report(_dated(round_1), edition_by_date=True)
    assert reading.tournament.dutch_edition == edition
    [warning] = _edition_warnings(reading)
    assert (warning.line_no, warning.field, warning.columns) == (2, "round 1 date", (92, 101))
    assert f"the {edition} edition, in force then" in str(warning)
    assert DUTCH_EDITIONS[edition].period() in str(warning)


def test_without_round_dates_the_start_date_decides():
    reading = parse_trf_report(_dated(start="2015/10/03"), edition_by_date=True)
    assert reading.tournament.dutch_edition == "2012"
    [warning] = _edition_warnings(reading)
    assert (warning.line_no, warning.field) == (2, "start date")


def test_round_1_decides_over_the_start_date():
    reading = parse_trf_report(_dated("17/07/01", start="2017/06/30"), edition_by_date=True)
    assert reading.tournament.dutch_edition == "2017"


def test_a_file_without_dates_gets_the_current_edition_and_no_warning():
    reading = parse_trf_report(_dated(), edition_by_date=True)
    assert reading.tournament.dutch_edition == CURRENT_DUTCH_EDITION
    assert _edition_warnings(reading) == []


def test_the_command_line_reading_does_not_choose_by_date():
    # The JaVaFo contract: a file that names no edition pairs as it always did.
    reading = parse_trf_report(_dated("16/05/01"))
    assert reading.tournament.dutch_edition == CURRENT_DUTCH_EDITION
    assert _edition_warnings(reading) == []


def test_a_192_code_that_the_date_contradicts_is_kept_with_a_warning_on_its_line():
    reading = parse_trf_report(_dated("16/05/01", code="FIDE_DUTCH_2025"), edition_by_date=True)
    assert reading.tournament.dutch_edition == "2025"
    [warning] = _edition_warnings(reading)
    assert (warning.line_no, warning.field, warning.columns, warning.found) == (
        3, "tournament type code", (5, 19), "FIDE_DUTCH_2025")
    assert "played on 2016/05/01 (line 2), when the 2012 edition was in force" in str(warning)


def test_a_note_that_the_date_contradicts_is_kept_with_a_warning_on_its_line():
    text = _dated("26/03/01", code="FIDE_DUTCH", note=NOTE_2017)
    reading = parse_trf_report(text, edition_by_date=True)
    assert reading.tournament.dutch_edition == "2017"
    [warning] = _edition_warnings(reading)
    assert warning.line_no == len(text.splitlines())
    assert warning.field == "dutch_edition"
    assert "when the 2025 edition was in force" in str(warning)


def test_a_named_edition_the_date_agrees_with_gives_no_warning():
    text = _dated("20/03/01", code="FIDE_DUTCH", note=NOTE_2017)
    reading = parse_trf_report(text, edition_by_date=True, strict=True)
    assert reading.tournament.dutch_edition == "2017"
    assert _edition_warnings(reading) == []


def test_fide_dutch_names_no_edition_so_the_date_decides():
    reading = parse_trf_report(_dated("18/01/06", code="FIDE_DUTCH"), edition_by_date=True)
    assert reading.tournament.dutch_edition == "2017"


def test_another_system_gets_no_edition_by_date():
    reading = parse_trf_report(_dated("16/05/01", code="FIDE_DUBOV_2026"), edition_by_date=True)
    assert reading.tournament.dutch_edition == CURRENT_DUTCH_EDITION
    assert _edition_warnings(reading) == []


def test_an_imported_tournament_written_again_names_its_edition():
    t = parse_trf_report(_dated("16/05/01"), edition_by_date=True).tournament
    again = parse_trf_report(write_trf(t), edition_by_date=True)
    assert again.tournament == dataclasses.replace(t)
    assert _edition_warnings(again) == []  # the note names 2012, the date agrees


# -- pairing follows the tournament's edition (issue 17, item 3) -----------------------------

# t000013 of the 2017 corpus: the editions pair its round 3 differently (docs/dutch-editions.md,
# "Conformance": `-c --rules 2025` lists rounds 3 and 5).
T000013 = SHARED / "conformance" / "dutch-2017" / "t000013.trf"
needs_corpus = pytest.mark.skipif(not T000013.is_file(),
                                  reason="shared/conformance is not beside the repo")


def _before_round_3(edition: str) -> Tournament:
    t = tournament_before_round(read_trf(T000013), 3)
    t.dutch_edition = edition
    return t


@needs_corpus
def test_the_engine_pairs_with_the_tournaments_edition():
    t = _before_round_3("2017")
    assert result_pairs(pair_next_round(t, "dutch")) == \
        result_pairs(pair_next_round(t, "dutch", "2017")) != \
        result_pairs(pair_next_round(t, "dutch", "2025"))
    # An edition given explicitly wins over the tournament's.
    t.dutch_edition = "2025"
    assert result_pairs(pair_next_round(t, "dutch", "2017")) == \
        result_pairs(pair_next_round(_before_round_3("2017"), "dutch"))


def test_a_2012_tournament_is_paired_by_the_2012_engine(monkeypatch):
    from arbiter_gui.pairing import dutch2012
    t = tournament(6, planned=5)
    t.dutch_edition = "2012"
    requests = []
    engine = dutch2012.pair_round
    monkeypatch.setattr(dutch2012, "pair_round",
                        lambda request: requests.append(request) or engine(request))
    assert pair_next_round(t, "dutch").pairs
    assert len(requests) == 1


def test_an_edition_the_engine_does_not_pair_is_refused_saying_which():
    t = tournament(6, planned=5)
    with pytest.raises(PairingError, match="'1998' is not one this program pairs"):
        pair_next_round(t, "dutch", "1998")


def test_another_system_ignores_the_dutch_edition():
    t = tournament(6, planned=5)
    t.pairing_system, t.dutch_edition = "dubov", "2012"
    assert pair_next_round(t, "dubov").pairs


def _cli_pairs(args: list[str], target: Path) -> set[tuple[int, int]]:
    assert main([*args, "-p", str(target)]) == 0
    return {tuple(map(int, line.split())) for line in target.read_text().splitlines()[1:]}


@needs_corpus
def test_cli_a_2017_named_file_without_rules_pairs_as_rules_2017(tmp_path):
    named, plain = tmp_path / "named.trf", tmp_path / "plain.trf"
    save_trf(_before_round_3("2017"), named)
    plain.write_text(write_trf(_before_round_3("2025")).replace("192 FIDE_DUTCH_2025\n", ""))
    assert "192 FIDE_DUTCH" in named.read_text().splitlines()  # and the note naming 2017
    as_2017 = _cli_pairs(["--dutch", "--rules", "2017", str(plain)], tmp_path / "a.txt")
    as_2025 = _cli_pairs(["--dutch", "--rules", "2025", str(named)], tmp_path / "b.txt")
    assert as_2017 != as_2025
    assert _cli_pairs(["--dutch", str(named)], tmp_path / "c.txt") == as_2017
    # A file naming no edition (the corpus's own, TRF16) pairs as it always did: 2025.
    assert _cli_pairs(["--dutch", str(plain)], tmp_path / "d.txt") == as_2025


@needs_corpus
def test_cli_check_without_rules_uses_the_edition_the_file_names(tmp_path, capsys):
    t = read_trf(T000013)
    t.dutch_edition = "2017"
    path = tmp_path / "t000013.trf"
    save_trf(t, path)
    assert main(["--dutch", str(path), "-c"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "6 rounds checked, 0 differ"
    assert main(["--dutch", str(T000013), "-c"]) == 1  # names none: 2025
    assert capsys.readouterr().out.splitlines()[-1] == "6 rounds checked, 2 differ"


def test_cli_a_generated_tournament_names_its_edition(tmp_path, capsys):
    out = tmp_path / "gen.trf"
    assert main(["--dutch", "--rules", "2017", "-g", "-o", str(out), "--players", "9",
                 "--rounds", "4", "--forfeit-rate", "0.2"]) == 0
    assert read_trf(out).dutch_edition == "2017"
    assert main(["--dutch", str(out), "-c"]) == 0
