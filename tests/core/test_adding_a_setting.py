"""A tournament setting is declared once (docs/adding-a-setting.md): the declaration the page
shows, added to model.py and nowhere else, gives the setting its store column (and the
migration of an older file), its field and label on the settings page, its word in the
journal's record of a change and its note in a TRF export.

The declaration is added to model.py's source in a fresh interpreter (a child process), before
anything imports the model: exactly what a developer's edit of model.py does.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import subprocess
import sys
from dataclasses import replace

import pytest

from arbiter_gui.core.model import SETTINGS, Tournament
from arbiter_gui.core.setting_spec import STRUCTURED, WHOLE, SettingSpec
from arbiter_gui.core.store import TournamentFile, schema
from arbiter_gui.gui.settings_view import SettingsView
from tests.paths import ROOT

DOC = ROOT / "docs" / "adding-a-setting.md"

# The child: the model with the declaration, then every layer used as the program uses it.
_CHILD = r'''
import importlib.util, json, sqlite3, sys
declaration, path = sys.argv[1], sys.argv[2]
spec = importlib.util.find_spec("arbiter_gui.core.model")
source = spec.loader.get_source(spec.name)
anchor = "\n\nSETTINGS: tuple[SettingSpec, ...] = declared_settings(TournamentSettings)"
assert anchor in source
model = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = model
exec(compile(source.replace(anchor, "\n" + declaration + anchor), spec.origin, "exec"),
     model.__dict__)

from PySide6.QtWidgets import QApplication, QLineEdit
from arbiter_gui.core.actions import ChangeSettings
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.core.trf import parse_trf, write_trf
from arbiter_gui.gui.settings_view import SettingsView
from arbiter_gui.pairing.engine import SYSTEMS

found = {}
app = QApplication([])
with TournamentFile.open(path) as f:  # written by the program without the setting
    found["opened"] = f.tournament.hall
    performed = []
    view = SettingsView(lambda action: performed.append(f.perform(action)) or True,
                        lambda message: found.setdefault("errors", []).append(message))
    view.set_tournament(f.tournament)
    field = view.fields["hall"].widget
    found["field"] = isinstance(field, QLineEdit)
    form = view.boxes["event"].layout()
    found["label"] = form.labelForField(field).text()
    field.setText("Salle Pleyel")
    field.editingFinished.emit()  # what Enter or Tab does
    found["record"] = f.read_log()[-1].text
    found["problems"] = list(f.check_log().problems)
    trf = write_trf(f.tournament)
with TournamentFile.open(path) as f:
    found["reopened"] = f.tournament.hall
conn = sqlite3.connect(path)
found["version"] = conn.execute("PRAGMA user_version").fetchone()[0]
found["column"] = [r[1] for r in conn.execute("PRAGMA table_info(settings)") if r[1] == "hall"]
conn.close()
found["note"] = [line for line in trf.splitlines() if " hall " in line]
found["trf"] = parse_trf(trf).hall
print(json.dumps(found))
'''


def _declaration() -> str:
    """The declaration of the walk-through, as the page shows it."""
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.DOTALL)
    assert len(blocks) == 1, "the walk-through shows one declaration"
    return blocks[0]


def _next_format(declaration: str) -> str:
    """The declaration for the next format of this program (the page's `since` is right when
    written; the next test says when it is no longer)."""
    return re.sub(r"since=\d+", f"since={len(schema.MIGRATIONS) + 1}", declaration)


def test_the_walk_through_declares_its_setting_for_the_next_format():
    declaration = _declaration()
    assert "hall" not in {f for f in vars(Tournament())}  # nothing else declares it
    assert f"since={len(schema.MIGRATIONS) + 1})" in declaration, (
        "docs/adding-a-setting.md: the example's `since` is the next format version")


@pytest.mark.timeout(120)
def test_a_setting_declared_only_in_the_model_is_stored_shown_recorded_and_kept_in_a_trf(
        tmp_path):
    path = tmp_path / "older.arbiter"
    TournamentFile.create(path, Tournament(name="Open", rounds_planned=5)).close()
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANGUAGE": "en"}
    child = subprocess.run([sys.executable, "-c", _CHILD, _next_format(_declaration()),
                            str(path)],
                           capture_output=True, text=True, env=environment, timeout=110)
    assert child.returncode == 0, child.stderr
    found = json.loads(child.stdout.splitlines()[-1])
    assert found["opened"] == ""  # the default, for a file written before the setting
    assert found["version"] == len(schema.MIGRATIONS) + 1 and found["column"] == ["hall"]
    assert found["field"] and found["label"] == "Hall"
    assert "errors" not in found
    assert found["record"] == "Settings: playing hall"
    assert found["problems"] == []  # the journal replays the converted file and the change
    assert found["reopened"] == "Salle Pleyel"
    assert found["note"] == ['### arbiter-gui tournament hall "Salle Pleyel"']
    assert found["trf"] == "Salle Pleyel"


def test_a_declared_setting_has_a_field_or_an_editor_on_the_page_it_names(qtbot):
    """A setting of a simple kind needs nothing of the page (its field is made from the
    declaration); one of another kind has its editor, a `_build_<name>` method."""
    view = SettingsView(lambda action: True, lambda message: None)
    qtbot.addWidget(view)
    for spec in SETTINGS:
        if spec.page is None:
            continue
        assert spec.page in view.boxes, spec.name
        if spec.kind == STRUCTURED:
            assert hasattr(view, f"_build_{spec.name}"), spec.name
        else:
            assert spec.name in view.fields or hasattr(view, f"_build_{spec.name}"), spec.name


def test_a_new_setting_s_column_joins_the_step_of_its_format(monkeypatch):
    """A setting declared `since` a format that has a migration of its own (another change of
    the same release) gets its column in that step, after the migration."""
    version = len(schema.MIGRATION_STEPS)  # the journal's format
    shoe = replace(SettingSpec("Shoe size", "shoe size", kind=WHOLE, since=version),
                   name="shoe_size", default=0)
    monkeypatch.setattr(schema, "SETTINGS", (*SETTINGS, shoe))
    steps = schema._with_declared_columns(schema.MIGRATION_STEPS)
    assert len(steps) == version and steps[:-1] == schema.MIGRATION_STEPS[:-1]
    conn = sqlite3.connect(":memory:")
    for step in steps:
        step(conn)
    columns = {row[1]: row for row in conn.execute("PRAGMA table_info(log)")}
    assert "changes" in columns  # the journal's own migration ran
    settings = {row[1]: row for row in conn.execute("PRAGMA table_info(settings)")}
    assert settings["shoe_size"][2:5] == ("INTEGER", 1, "0")
    conn.close()


def test_a_setting_s_label_and_word_are_translated_apart():
    """The label starts a line of the page, the word stands within a sentence of the journal
    ("Paramètres : code FIDE du tournoi"): one text for both would print one of them wrong."""
    assert [spec.name for spec in SETTINGS if spec.label == spec.word] == []
