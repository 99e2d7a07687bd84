"""Recent tournaments (File > Open recent), kept in the user's configuration folder."""

from __future__ import annotations

import pytest

from arbiter_gui.gui import recent
from arbiter_gui.gui.window import MainWindow
from tests.qt_helpers import main_window


@pytest.fixture
def config(monkeypatch, tmp_path):
    folder = tmp_path / "config"
    monkeypatch.setenv("ARBITER_GUI_CONFIG_DIR", str(folder))
    return folder


@pytest.fixture
def window(qtbot, monkeypatch) -> MainWindow:
    return main_window(qtbot, monkeypatch)


def _menu_texts(win: MainWindow) -> list[str]:
    win.files.recent_menu.aboutToShow.emit()
    return [a.text() for a in win.files.recent_menu.actions()]


def test_the_folders_are_the_platforms_unless_redirected(monkeypatch, tmp_path):
    monkeypatch.delenv("ARBITER_GUI_CONFIG_DIR")
    monkeypatch.delenv("ARBITER_GUI_DATA_DIR")
    assert recent.config_dir().name == "arbiter-gui" and recent.data_dir().name == "arbiter-gui"
    monkeypatch.setenv("ARBITER_GUI_DATA_DIR", str(tmp_path))
    assert recent.data_dir() == tmp_path


def test_opened_tournaments_are_listed_most_recent_first(window, config, tmp_path):
    assert _menu_texts(window) == ["(none yet)"]
    for name in ("a", "b"):
        assert window.files.create_tournament(tmp_path / f"{name}.arbiter", name.upper(), 5)
    assert window.files.open_file(tmp_path / "a.arbiter")
    assert recent.recent_tournaments() == [tmp_path / "a.arbiter", tmp_path / "b.arbiter"]
    assert (config / recent.RECENT_FILE).is_file()
    texts = _menu_texts(window)
    assert texts[0].startswith("&1  a.arbiter") and texts[1].startswith("&2  b.arbiter")

    window.files.recent_menu.actions()[1].trigger()
    assert window.tournament.name == "B"
    assert recent.recent_tournaments()[0] == tmp_path / "b.arbiter"


def test_a_vanished_file_is_reported_and_dropped_from_the_list(window, config, tmp_path):
    assert window.files.create_tournament(tmp_path / "gone.arbiter", "Gone", 5)
    window.file.close()
    window.session.file = None
    (tmp_path / "gone.arbiter").unlink()
    _menu_texts(window)
    window.files.recent_menu.actions()[0].trigger()
    assert "no such file" in window.errors[-1]
    assert recent.recent_tournaments() == []


def test_the_list_keeps_the_last_ten(config, tmp_path):
    for k in range(12):
        recent.remember(tmp_path / f"t{k}.arbiter")
    listed = recent.recent_tournaments()
    assert len(listed) == recent.RECENT_COUNT and listed[0] == tmp_path / "t11.arbiter"


@pytest.mark.parametrize("content", ["{not json", '{"a": 1}', "[1, 2]"])
def test_a_damaged_list_is_read_as_empty(config, content):
    config.mkdir()
    (config / recent.RECENT_FILE).write_text(content, encoding="utf-8")
    assert recent.recent_tournaments() == []


def test_a_folder_that_cannot_be_written_loses_the_list_not_the_work(window, monkeypatch,
                                                                     tmp_path):
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("")
    monkeypatch.setenv("ARBITER_GUI_CONFIG_DIR", str(blocker / "config"))
    assert window.files.create_tournament(tmp_path / "t.arbiter", "T", 5)
    assert recent.recent_tournaments() == [] and not window.errors
