"""Tournaments on which bbpPairings and our engine once disagreed (issue 31, the cross-test
benchmarks/crosstest.py): each rule that decides is named; tests/data/crosstest/README.md
says where the files come from."""

from __future__ import annotations

import argparse
import datetime
import importlib.util
import re
import sys
from dataclasses import replace

import pytest

from arbiter_gui.core.model import Colour
from arbiter_gui.core.trf import parse_trf, read_trf, read_trf_report, save_trf
from arbiter_gui.pairing.engine import check_tournament, pair_next_round, tournament_before_round
from arbiter_gui.pairing.generator import GeneratorSettings, generate_tournament
from tests.paths import DATA as TEST_DATA
from tests.paths import ROOT

DATA = TEST_DATA / "crosstest"
SILENT_ON_ROUNDS = DATA / "bbp-115-players-11-rounds-seed-100006.trf"
PAB_BELOW_ITS_SCORE = DATA / "bbp-31-players-8-rounds-seed-700260.trf"
SCRIPT = ROOT / "benchmarks" / "crosstest.py"


def _benchmark(name):
    """benchmarks/NAME.py as a module (benchmarks/ is no package; crosstest_real imports
    crosstest by its name)."""
    spec = importlib.util.spec_from_file_location(name, SCRIPT.with_name(f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(name, module)
    spec.loader.exec_module(module)
    return module


crosstest = _benchmark("crosstest")
crosstest_real = _benchmark("crosstest_real")


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


def _part(seed: int, first: int, n: int, **counts: int) -> dict:
    row = dict.fromkeys(crosstest.FIELDS, "")
    row.update(dict.fromkeys(crosstest.NUMBERS, 0))
    row.update(date="2026-11-27 17:00", engine="bbpPairings", our_commit="abc1234",
               seed=seed, first=first, n=n, **counts)
    return row


def test_the_record_of_parts_adds_them_up(tmp_path):
    record = tmp_path / "parts.csv"
    crosstest.append_part(record, _part(31, 0, 200, ours_tournaments=200, ours_rounds=1500,
                                        theirs_tournaments=198, theirs_rounds=1480,
                                        cut_short=2, seconds=3600))
    crosstest.append_part(record, _part(31, 200, 100, ours_tournaments=100, ours_rounds=700,
                                        theirs_tournaments=100, theirs_rounds=710,
                                        theirs_disagreements=1, seconds=1800))
    parts = crosstest.read_parts(record)
    assert crosstest.next_free(parts, 31) == 300 and crosstest.next_free(parts, 7) == 0
    assert crosstest.summary(parts).splitlines() == [
        "2 parts (seeds 31), 1.5 hours",
        "ours -> theirs: 300 tournaments, 2200 rounds, 0 disagreements",
        "theirs -> ours: 298 tournaments, 2190 rounds, 1 disagreements",
        "2 stopped at a round with no legal pairing (0 of ours confirmed by the other engine)",
        "0 of ours with the Baku acceleration, 0 with prohibited pairings"]


def test_vcl_10_baku_rate_accelerates_our_tournaments_with_fide_points_only():
    # The draws of the Baku acceleration, the prohibited pairings and the initial colour come
    # last, so that a seed's tournaments are the same with these options as without them but
    # for what they add (the record's ranges of earlier runs stay what they were).
    plain = crosstest.options_parser().parse_args([])
    every = crosstest.options_parser().parse_args(["--baku-rate", "1", "--prohibited-rate",
                                                   "1", "--black-rate", "1"])
    accelerated = 0
    for number in range(40):
        without = crosstest.our_settings(crosstest.tournament_source(31, number), plain)
        added = crosstest.our_settings(crosstest.tournament_source(31, number), every)
        fide_points = (without.win_points, without.draw_points, without.loss_points) == (
            1.0, 0.5, 0.0)
        assert not without.baku and added.baku == fide_points
        assert (without.prohibited_groups, without.initial_colour) == (0, Colour.WHITE)
        assert 1 <= added.prohibited_groups <= max(1, added.players // 20)
        assert added.initial_colour is Colour.BLACK
        assert replace(added, baku=False, prohibited_groups=0,
                       initial_colour=Colour.WHITE) == without
        accelerated += added.baku
    assert 0 < accelerated < 40


def test_the_record_refuses_a_range_of_a_seed_already_counted(tmp_path):
    record = tmp_path / "parts.csv"
    crosstest.append_part(record, _part(31, 0, 644))
    crosstest.append_part(record, _part(2, 0, 104))  # another seed: other tournaments
    with pytest.raises(crosstest.RecordError, match="overlap"):
        crosstest.append_part(record, _part(31, 600, 200))
    assert len(crosstest.read_parts(record)) == 2  # nothing appended
    crosstest.append_part(record, _part(31, 644, 200))  # the next range is free


def test_a_record_holds_the_parts_of_one_edition_of_the_rules(tmp_path):
    # --summary adds up a record's parts: Dutch 2017 parts (against bbpPairings v5) are kept
    # apart from the 2025 ones, whatever their seeds.
    record = tmp_path / "parts.csv"
    crosstest.append_part(record, _part(31, 0, 100))
    with pytest.raises(crosstest.RecordError, match="of 2025, not 2017"):
        crosstest.append_part(record, _part(40, 0, 100, options="--rules 2017"))
    crosstest.append_part(record, _part(40, 0, 100, options="--rules 2025 --baku-rate 0.5"))
    other = tmp_path / "parts-2017.csv"
    crosstest.append_part(other, _part(40, 0, 100, options="--rules 2017"))
    with pytest.raises(crosstest.RecordError, match="of 2017, not 2025"):
        crosstest.append_part(other, _part(41, 0, 100))
    args = crosstest.options_parser().parse_args(["bbpPairings-v5", "--rules", "2017"])
    args.commit = "abc1234"
    settings = crosstest.our_settings(crosstest.tournament_source(40, 0), args)
    assert settings.rules == "2017"
    assert crosstest.part_row(args, 0, 1, [], 1.0)["options"] == "--rules 2017"


def test_bbp5_records_tell_bbpairings_before_version_6_the_rounds_and_the_scoring(tmp_path):
    # bbpPairings v5 (the 2017 rules) reads neither 142 nor 162: without XXR its -p refuses
    # the file, without its BB* records a 3-1-0 tournament's score column is "wrong" to it
    # (exit 3, no check).
    t = generate_tournament(GeneratorSettings(players=12, rounds=3, seed=3, win_points=3,
                                              draw_points=1, pab_points=2, rules="2017"))
    path = tmp_path / "t.trf"
    save_trf(t, path)
    crosstest.add_bbp5_records(t, path)
    assert path.read_text().splitlines()[-7:] == [
        "XXR 3", "BBW  3.0", "BBD  1.0", "BBL  0.0", "BBZ  0.0", "BBF  0.0", "BBU  2.0"]
    again, _warnings = read_trf_report(str(path))
    assert again.scoring == t.scoring and not check_tournament(again, "dutch", "2017")


def test_a_record_edited_into_overlapping_ranges_is_refused_when_read(tmp_path):
    record = tmp_path / "parts.csv"
    crosstest.append_part(record, _part(31, 0, 100))
    with record.open("a") as f:
        f.write(record.read_text().splitlines()[1].replace(",0,100,", ",50,100,") + "\n")
    with pytest.raises(crosstest.RecordError, match="overlap"):
        crosstest.read_parts(record)
    assert crosstest.main(["--summary", "--record", str(record)]) == 2


def test_the_committed_record_reads_and_adds_up():
    parts = crosstest.read_parts(crosstest.RECORD)
    assert parts and "ours -> theirs" in crosstest.summary(parts)


def _stated(pattern, text):
    """The numbers a document states where PATTERN matches (thousands' commas dropped)."""
    found = re.search(pattern, " ".join(text.split()))
    assert found, pattern
    return [int(n.replace(",", "")) for n in found.groups()]


def _totals(record):
    """The tournaments and rounds each way that RECORD adds up to, in the documents' order."""
    total = crosstest.totals(crosstest.read_parts(record))
    return [total[k] for k in ("ours_tournaments", "ours_rounds", "theirs_tournaments",
                               "theirs_rounds")]


def test_the_documents_state_the_committed_records_totals():
    # The totals are written out where a reader looks for them (the README, the endorsement
    # list, the editions' page); appending parts to a record without updating them there
    # would leave the documents behind the record.
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("### Cross-test against bbpPairings", 1)[1]
    dutch_2025, dutch_2017 = section.split("By the 2017 rules", 1)
    generators = (r"our generator's ([\d,]+)(?: random)? tournaments \(([\d,]+) rounds\).*?"
                  r"its generator's ([\d,]+)(?: tournaments)? \(([\d,]+) rounds\)")
    record_2017 = crosstest.RECORD.with_name("crosstest-parts-2017.csv")
    assert _stated(generators, dutch_2025) == _totals(crosstest.RECORD)
    assert _stated(generators, dutch_2017) == _totals(record_2017)
    editions = (ROOT / "docs" / "dutch-editions.md").read_text(encoding="utf-8")
    assert _stated(generators, editions.split("Cross-test against bbpPairings v5")[1]) == (
        _totals(record_2017))
    endorsement = (ROOT / "docs" / "fide-endorsement.md").read_text(encoding="utf-8")
    assert _stated(r"Dutch 2025: ([\d,]+) of our tournaments \(([\d,]+) rounds\) and"
                   r" ([\d,]+) of its \(([\d,]+) rounds\)", endorsement) == _totals(
        crosstest.RECORD)


def _agreeing_engine(tmp_path):
    """A stand-in for the other engine whose checker agrees with everything (exit 0, no
    "Checker pairings" report)."""
    engine = tmp_path / "agrees"
    engine.write_text("#!/bin/sh\nexit 0\n")
    engine.chmod(0o755)
    return engine


def test_a_tournament_number_stopped_half_way_counts_nowhere(tmp_path, monkeypatch):
    # SIGTERM (Stopped) while number 2 runs its second way: number 2's first way is taken
    # back, so the part records numbers 0-1 each way.
    def theirs_to_ours(number, _args, totals):
        if number == 2:
            raise crosstest.Stopped
        totals.tournaments, totals.rounds = totals.tournaments + 1, totals.rounds + 3
        totals.disagreements.append(f"#{number}")

    monkeypatch.setattr(crosstest, "theirs_to_ours", theirs_to_ours)
    args = crosstest.options_parser().parse_args([
        str(_agreeing_engine(tmp_path)), "--min-players", "12", "--max-players", "12",
        "--max-rounds", "3", "--keep", str(tmp_path), "--baku-rate", "1",
        "--prohibited-rate", "1"])
    ways, done, stopped = crosstest.run_range(args, 0, 5, deadline=float("inf"))
    assert (done, stopped) == (2, True)
    ours, theirs = (totals for _, _, totals in ways)
    assert (ours.tournaments, ours.rounds, ours.disagreements) == (2, 6, [])
    assert ours.accelerated == sum(crosstest.our_settings(
        crosstest.tournament_source(1, number), args).baku for number in range(2))
    assert ours.prohibited == 2
    assert (theirs.tournaments, theirs.rounds, theirs.disagreements) == (2, 6, ["#0", "#1"])


def test_parts_run_one_after_the_other_from_the_end_of_the_record(tmp_path):
    # What is tested is how the tournaments are cut into parts.
    engine = _agreeing_engine(tmp_path)
    record = tmp_path / "parts.csv"
    small = ["--direction", "ours", "--min-players", "12", "--max-players", "12",
             "--max-rounds", "3", "--keep", str(tmp_path / "keep"), "--progress", "0"]
    assert crosstest.main([str(engine), "--seed", "5", "-n", "5", "--part-size", "2",
                           "--record", str(record), *small]) == 0
    parts = crosstest.read_parts(record)
    assert [(p["first"], p["n"], p["ours_tournaments"]) for p in parts] == [
        (0, 2, 2), (2, 2, 2), (4, 1, 1)]
    assert parts[0]["options"] == "--max-players 12 --max-rounds 3 --direction ours"
    assert crosstest.main([str(engine), "--seed", "5", "-n", "1", "--part-size", "2",
                           "--record", str(record), *small]) == 0
    assert crosstest.read_parts(record)[-1]["first"] == 5  # where the record ended
    assert crosstest.main([str(engine), "--seed", "5", "--first", "3", "-n", "1",
                           "--record", str(record), *small]) == 2  # counted already
    assert crosstest.main([str(engine), "--seed", "6", "-n", "3", "--time-limit", "0",
                           "--part-size", "2", "--record", str(record), *small]) == 0
    assert len(crosstest.read_parts(record)) == 4  # nothing started after the time limit


def test_a_record_from_before_a_column_was_added_gains_it(tmp_path):
    record = tmp_path / "parts.csv"
    old_fields = [f for f in crosstest.FIELDS if f not in crosstest.ADDED_LATER]
    record.write_text(",".join(old_fields) + "\n" + ",".join(
        str(_part(31, 0, 10)[f]) for f in old_fields) + "\n")
    assert crosstest.read_parts(record)[0]["ours_impasses_confirmed"] == 0
    crosstest.append_part(record, _part(31, 10, 10, ours_impasses_confirmed=2))
    assert record.read_text().splitlines()[0] == ",".join(crosstest.FIELDS)
    assert [p["ours_impasses_confirmed"] for p in crosstest.read_parts(record)] == [0, 2]


def test_our_impasse_is_checked_by_the_other_engine_pairing_that_round(tmp_path):
    # A small field over many rounds: our generator stops at a round with no legal pairing
    # ([C1]-[C3]); the other engine is asked to pair that round, with its absentees, and a
    # stand-in that finds no pairing either (exit 1) confirms it, one that pairs disagrees.
    engines = {}
    for name, pairing_exit in (("confirms", 1), ("pairs", 0)):
        engine = tmp_path / name
        engine.write_text(f'#!/bin/sh\ncase "$*" in *" -p "*) exit {pairing_exit};; esac\n'
                          "exit 0\n")
        engine.chmod(0o755)
        engines[name] = engine
    small = ["--direction", "ours", "--min-players", "12", "--max-players", "13",
             "--min-rounds", "11", "--max-rounds", "12", "--seed", "77", "--first", "0",
             "-n", "1", "--keep", str(tmp_path / "keep"), "--progress", "0"]
    record = tmp_path / "parts.csv"
    assert crosstest.main([str(engines["confirms"]), "--record", str(record), *small]) == 0
    [part] = crosstest.read_parts(record)
    assert part["cut_short"] == part["ours_impasses_confirmed"] == 1
    assert crosstest.main([str(engines["pairs"]), *small]) == 1  # a disagreement
    kept = list((tmp_path / "keep").glob("ours-77-0.trf"))
    assert kept and "0000 - " in kept[0].read_text()  # the round's absentees for the engine


def test_until_a_time_already_past_today_means_tomorrow():
    # A run started at 22:15 with --until 00:50 runs over midnight; read as today's 00:50 it
    # stopped before its first tournament.
    now = datetime.datetime.now(datetime.UTC)
    earlier = now - datetime.timedelta(minutes=5)
    args = argparse.Namespace(time_limit=None, until=f"{earlier:%H:%M}")
    deadline = crosstest._deadline(args, now.timestamp())
    assert now.timestamp() < deadline <= now.timestamp() + 24 * 3600


@pytest.mark.parametrize(("change", "disagreements"), [("boards", 0), ("colours", 5)])
def test_real_files_compare_the_games_not_the_order_of_the_boards(tmp_path, capsys, change,
                                                                   disagreements):
    # A stand-in for the other engine: our command line, its boards in the reverse order
    # (the same pairing: no disagreement), or besides the colours of one game swapped (a
    # disagreement in colours only, every round).
    engine = tmp_path / "ours-reordered"
    engine.write_text(f"""#!{sys.executable}
import subprocess, sys
out = sys.argv[sys.argv.index("-p") + 1]
status = subprocess.run([{sys.executable!r}, "-m", "arbiter_gui.cli.pairing",
                         *sys.argv[1:]]).returncode
head, *games = open(out).read().splitlines()
games.reverse()
if {change!r} == "colours":
    k = next(k for k, game in enumerate(games) if not game.endswith(" 0"))
    games[k] = " ".join(reversed(games[k].split()))
open(out, "w").write("\\n".join([head, *games]) + "\\n")
sys.exit(status)
""")
    engine.chmod(0o755)
    real = TEST_DATA / "real" / "otto-held-swiss-5.trf"
    status = crosstest_real.main([str(engine), str(real), "--keep", str(tmp_path / "keep")])
    assert status == (1 if disagreements else 0)
    out = capsys.readouterr().out
    assert (f"otto-held-swiss-5.trf: 5 rounds, {disagreements} disagreements"
            f" ({disagreements} in colours only)") in out
