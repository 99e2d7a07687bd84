"""The TRF import preview and export from the window (issue 14, item 1; issue 15, defect 11),
driven as an arbiter would."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog

from arbiter_gui.core.trf import read_trf, read_trf_report, write_trf
from arbiter_gui.gui.trf_import import CLEAN, TrfImportPreview
from arbiter_gui.pairing.engine import (
    pair_next_round,
    played_pairs,
    result_pairs,
    tournament_before_round,
)
from tests.core.test_trf import block, rec, trf
from tests.pairing.test_dutch_edition_setting import T000013, needs_corpus
from tests.qt_helpers import main_window, on_modal, shown_window

# No 152 record and sex 'f': read tolerantly, with a warning each.
QUIRKY = trf("012 Club Open", rec(1, "Alpha, Ann", sex="f", rounds=(block(2, "w", "1"),)),
             rec(2, "Beta, Bob", rounds=(block(1, "b", "0"),)))


def _offer(monkeypatch, kind: str, path) -> None:
    monkeypatch.setattr(QFileDialog, kind, staticmethod(lambda *args, **kw: (str(path), "")))


def test_import_shows_players_rounds_and_warnings_before_importing(qtbot, monkeypatch, tmp_path):
    win = main_window(qtbot, monkeypatch)
    source = tmp_path / "club.trf"
    source.write_text(QUIRKY)
    _offer(monkeypatch, "getOpenFileName", source)
    seen = {}

    def look_then_import(preview: TrfImportPreview) -> None:
        seen["summary"] = preview.summary.text()
        seen["rows"] = preview.players.rowCount()
        seen["warnings"] = [preview.warnings.item(i).text()
                            for i in range(preview.warnings.count())]
        assert not (tmp_path / "club.arbiter").exists()  # nothing imported yet
        preview.check_button.click()
        seen["check"] = preview.check_result.text()
        preview.import_button.click()

    on_modal(TrfImportPreview, look_then_import)
    win.files.ask_import_trf()
    assert seen["summary"] == "Club Open: 2 players, 1 round paired, 2 warnings"
    assert seen["rows"] == 2
    assert any("'f' read as w (female)" in w for w in seen["warnings"])
    assert any("initial colour" in w for w in seen["warnings"])
    assert "Not a clean TRF file: line 2" in seen["check"] and "field 'sex'" in seen["check"]
    assert (tmp_path / "club.arbiter").is_file() and win.errors == []
    assert [p.sex for p in win.tournament.players] == ["w", ""]


def test_cancel_in_the_preview_imports_nothing(qtbot, monkeypatch, tmp_path):
    win = main_window(qtbot, monkeypatch)
    source = tmp_path / "club.trf"
    source.write_text(QUIRKY)
    _offer(monkeypatch, "getOpenFileName", source)
    on_modal(TrfImportPreview, lambda preview: preview.reject())
    win.files.ask_import_trf()
    assert win.tournament is None and not (tmp_path / "club.arbiter").exists()


def test_check_this_file_says_a_clean_file_is_clean(qtbot, tmp_path):
    source = tmp_path / "clean.trf"
    source.write_text(trf("152 W", rec(1, "A"), rec(2, "B")))
    preview = TrfImportPreview(source, read_trf_report(source))
    qtbot.addWidget(preview)
    preview.check_button.click()
    assert preview.check_result.text() == CLEAN


def test_a_file_no_reading_holds_is_refused_before_any_preview(qtbot, monkeypatch, tmp_path):
    win = main_window(qtbot, monkeypatch)
    source = tmp_path / "bad.trf"
    source.write_text(trf(rec(1, "A", rounds=(block(7, "w", "1"),))))
    _offer(monkeypatch, "getOpenFileName", source)
    win.files.ask_import_trf()
    assert "opponent 7 is not a player" in win.errors[-1] and win.tournament is None


def test_export_adds_trf_to_a_name_typed_without_it(qtbot, monkeypatch, tmp_path):
    # Issue 15, defect 11: "Export TRF saves without adding .trf".
    win = main_window(qtbot, monkeypatch)
    source = tmp_path / "club.trf"
    source.write_text(QUIRKY)
    assert win.files.import_trf(source)
    _offer(monkeypatch, "getSaveFileName", tmp_path / "export")
    win.files.ask_export_trf()
    assert (tmp_path / "export.trf").is_file() and not (tmp_path / "export").exists()
    assert read_trf(tmp_path / "export.trf").players == win.tournament.players
    _offer(monkeypatch, "getSaveFileName", tmp_path / "kept.txt")
    win.files.ask_export_trf()
    assert (tmp_path / "kept.txt").is_file()


@needs_corpus
def test_an_imported_file_gets_the_edition_of_its_date_and_f9_pairs_with_it(
        qtbot, monkeypatch, tmp_path):
    # t000013 of the 2017 corpus before round 3 (which the editions pair differently), as
    # another program writes it: round dates of 2020 and no edition named.
    t = tournament_before_round(read_trf(T000013), 3)
    t.round_dates = {1: "2020/03/07", 2: "2020/03/08"}
    source = tmp_path / "spring.trf"
    source.write_text(write_trf(t).replace("192 FIDE_DUTCH_2025\n", ""))
    win = shown_window(qtbot, monkeypatch)
    _offer(monkeypatch, "getOpenFileName", source)
    seen = []

    def look_then_import(preview: TrfImportPreview) -> None:
        seen.extend(preview.warnings.item(i).text() for i in range(preview.warnings.count()))
        preview.import_button.click()

    on_modal(TrfImportPreview, look_then_import)
    win.files.ask_import_trf()
    assert any("field 'round 1 date'" in w and "the 2017 edition, in force then" in w
               for w in seen)
    assert win.tournament.dutch_edition == "2017"
    win.tabs.setCurrentWidget(win.settings_view)
    assert win.settings_view.edition.currentData() == "2017"
    win.pair_action.trigger()  # F9
    qtbot.waitUntil(lambda: win.pairing.job is None)
    assert win.errors == [] and len(win.tournament.rounds) == 3
    assert played_pairs(win.tournament, 3) == result_pairs(pair_next_round(t, "dutch", "2017"))
    assert played_pairs(win.tournament, 3) != result_pairs(pair_next_round(t, "dutch", "2025"))
