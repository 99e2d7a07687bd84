"""The tournament settings page: every field is saved as soon as it is edited (Enter, Tab or a
choice), as an action of core/actions.py (ChangeSettings, LeaveFideMode, DrawInitialColour)
done by the window's `perform`, so each edit is one transaction and one undo step, its record
worded by the core.

The core (`core.settings`) decides what may change; a refused edit shows why and the page shows
the tournament as it is again.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QThreadPool
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.core.actions import Action, ChangeSettings, DrawInitialColour, LeaveFideMode
from arbiter_gui.core.editions import DUTCH_EDITIONS
from arbiter_gui.core.fide_mode import fide_mode_text, in_fide_mode
from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import (
    SCORING_LABELS,
    SETTINGS,
    SETTINGS_PAGES,
    ByeKind,
    Colour,
    Scoring,
    Tournament,
)
from arbiter_gui.core.prizes import categories_text, parse_categories, parse_prizes, prizes_text
from arbiter_gui.core.setting_spec import (
    FLAG,
    OPTIONAL_WHOLE,
    TEXT,
    WHOLE,
    Choice,
    SettingSpec,
)
from arbiter_gui.core.settings import (
    LATE_ENTRY_BYES,
    Settings,
    baku_settings,
    fixed_settings,
    parse_prohibited_pairings,
    prohibited_pairings_text,
    same_club_prohibitions,
    settings_of,
)
from arbiter_gui.core.texts import colour_name, round_name
from arbiter_gui.gui.models import bye_words, number_text
from arbiter_gui.gui.tiebreak_editor import TiebreakEditor
from arbiter_gui.gui.worker import RegistrationJob
from arbiter_gui.pairing.engine import SYSTEMS

# The window's perform(action) -> done (False: refused, and said why).
Perform = Callable[[Action], bool]

translate = QCoreApplication.translate

# The page's groups and the labels of the settings, of the points and the colours are the
# core's (N_() where declared: model.py SETTINGS_PAGES, SCORING_LABELS; core.texts), translated
# by gettext; the page's own texts below are marked here (context SettingsView) and translated
# when shown.
_LEFT_GROUPS = ("event",)  # the others go in the right column
_NO_LIMIT = QT_TRANSLATE_NOOP("SettingsView", "no limit")
_SPIN_LIMIT = 99_999  # a whole number's field without declared bounds


def parse_rounds(text: str) -> frozenset[int]:
    """'8, 9' -> {8, 9}; ValueError naming the word that is not a round number."""
    rounds = set()
    for word in text.replace(",", " ").split():
        if not word.isdigit():
            raise ValueError(translate("SettingsView", "Rounds without half-point byes: {word!r}"
                                       " is not a round number").format(word=word))
        rounds.add(int(word))
    return frozenset(rounds)


# -- the field of a setting of a simple kind, made from its declaration ---------------------------

class _Field:
    """The editor of one setting of a simple kind (core/setting_spec.py): `widget` is put in
    the page's form, `show` sets it, `value` reads it; an edit calls `commit`."""

    widget: QWidget

    def show(self, value: Any) -> None:
        raise NotImplementedError

    def value(self) -> Any:
        raise NotImplementedError

    def row_label(self, spec: SettingSpec) -> str:
        return _(spec.label)


class _TextField(_Field):
    def __init__(self, spec: SettingSpec, commit: Callable[[], None]) -> None:
        self.widget = self.edit = QLineEdit()
        if spec.max_length is not None:
            self.edit.setMaxLength(spec.max_length)
        self.edit.editingFinished.connect(commit)

    def show(self, value: Any) -> None:
        self.edit.setText(value)

    def value(self) -> Any:
        return self.edit.text().strip()


class _WholeField(_Field):
    """A whole number within its declared bounds; an optional one shows "no limit" below."""

    def __init__(self, spec: SettingSpec, commit: Callable[[], None]) -> None:
        low, high = spec.bounds or (0, _SPIN_LIMIT)
        self.optional = spec.kind == OPTIONAL_WHOLE
        self.none = low - 1  # the value that shows "no limit"
        self.widget = self.spin = QSpinBox()
        self.spin.setRange(self.none if self.optional else low, high)
        if self.optional:
            self.spin.setSpecialValueText(translate("SettingsView", str(_NO_LIMIT)))
        self.spin.editingFinished.connect(commit)

    def show(self, value: Any) -> None:
        self.spin.setValue(self.none if value is None else value)

    def value(self) -> Any:
        number = self.spin.value()
        return None if self.optional and number == self.none else number


class _FlagField(_Field):
    """A yes or no: a box ticked, its label beside it."""

    def __init__(self, spec: SettingSpec, commit: Callable[[], None]) -> None:
        self.widget = self.box = QCheckBox(_(spec.label))
        self.box.clicked.connect(lambda _on: commit())

    def show(self, value: Any) -> None:
        self.box.setChecked(bool(value))

    def value(self) -> Any:
        return self.box.isChecked()

    def row_label(self, spec: SettingSpec) -> str:
        return ""


class _ChoiceField(_Field):
    """One of the values the declaration lists, each shown by its word."""

    def __init__(self, spec: SettingSpec, commit: Callable[[], None]) -> None:
        kind = spec.kind
        assert isinstance(kind, Choice)
        self.widget = self.choice = QComboBox()
        for value, word in kind.words().items():
            self.choice.addItem(_(word), value)
        self.choice.activated.connect(lambda _index: commit())

    def show(self, value: Any) -> None:
        self.choice.setCurrentIndex(max(0, self.choice.findData(value)))

    def value(self) -> Any:
        return self.choice.currentData()


def _field_of(spec: SettingSpec, commit: Callable[[], None]) -> _Field:
    """The editor a declaration asks for (a setting of a simple kind)."""
    if isinstance(spec.kind, Choice):
        return _ChoiceField(spec, commit)
    fields = {TEXT: _TextField, WHOLE: _WholeField, OPTIONAL_WHOLE: _WholeField,
              FLAG: _FlagField}
    return fields[spec.kind](spec, commit)


class SettingsView(QScrollArea):
    """The settings declared in model.py, group by group: each of a simple kind gets the field
    its declaration asks for (`fields`), the others the editor written for them here (the
    `_build_...` methods, named after the setting)."""

    def __init__(self, perform: Perform, show_error: Callable[[str], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._perform = perform
        self._show_error = show_error
        self.tournament: Tournament | None = None
        self._loading = False
        self.fields: dict[str, _Field] = {}
        # The widgets of each setting the rules fix once round 1 is paired, disabled then.
        self._fixed_widgets: dict[str, list[QWidget]] = {}
        page = QWidget()
        layout = QHBoxLayout(page)
        left, right = QVBoxLayout(), QVBoxLayout()
        self.boxes = {group: self._group_box(group) for group in SETTINGS_PAGES}
        for group, box in self.boxes.items():
            (left if group in _LEFT_GROUPS else right).addWidget(box)
        left.addStretch()
        right.addStretch()
        layout.addLayout(left)
        layout.addLayout(right)
        self._name_the_fields()
        _fit_narrow(page)
        self.setWidget(page)
        self.setWidgetResizable(True)
        self.set_tournament(None)

    # -- building ---------------------------------------------------------------------------------

    def _group_box(self, group: str) -> QGroupBox:
        box = QGroupBox(_(SETTINGS_PAGES[group]))
        form = QFormLayout(box)
        for spec in SETTINGS:
            if spec.page != group:
                continue
            build = getattr(self, f"_build_{spec.name}", None)
            if build is not None:
                build(form, _(spec.label), box)
                continue
            field = _field_of(spec, self.commit)
            form.addRow(field.row_label(spec), field.widget)
            self.fields[spec.name] = field
            after = getattr(self, f"_after_{spec.name}", None)
            if after is not None:
                after(form)
        return box

    def _name_the_fields(self) -> None:
        """The fields by the names the window and its tests use, with what only the page adds
        (hints, a hidden secret)."""
        self.texts = {name: field.edit for name, field in self.fields.items()
                      if isinstance(field, _TextField)}
        for name in ("start_date", "end_date"):
            self.texts[name].setPlaceholderText(self.tr("YYYY/MM/DD"))
        self.max_half_byes = self.fields["max_half_byes"].widget
        self.print_language = self.fields["print_language"].widget
        self.print_size = self.fields["print_size"].widget
        self.age_reference_date = self.texts["age_reference_date"]
        self.age_reference_date.setPlaceholderText(self.tr("YYYY/MM/DD (default: 1 January)"))
        self.currency = self.texts["currency"]
        self.currency.setPlaceholderText(self.tr("e.g. EUR, USD or a sign: Kč"))
        self.prize_rule = self.fields["prize_rule"].widget
        self.one_prize = self.fields["one_prize_per_player"].widget
        self.server_url = self.texts["pairing_server_url"]
        self.server_url.setPlaceholderText("https://fps.example.org")
        self.server_tournament = self.texts["pairing_server_tournament"]
        self.server_secret = self.texts["pairing_server_secret"]
        self.server_secret.setEchoMode(QLineEdit.EchoMode.PasswordEchoOnEdit)
        self.scoring_box = self.boxes["points"]
        self._fixed_widgets["scoring"] = [self.scoring_box]

    def _build_deputy_arbiters(self, form: QFormLayout, label: str, _box: QGroupBox) -> None:
        self.deputies = QPlainTextEdit()
        self.deputies.setPlaceholderText(self.tr("one name a line"))
        self.deputies.setMaximumHeight(70)
        self.deputies_save = QPushButton(self.tr("Save deputy arbiters"))
        self.deputies_save.clicked.connect(self.commit)
        form.addRow(label, self.deputies)
        form.addRow("", self.deputies_save)

    def _build_rounds_planned(self, form: QFormLayout, label: str, _box: QGroupBox) -> None:
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 99)
        self.rounds.editingFinished.connect(self.commit)
        form.addRow(label, self.rounds)

    def _build_round_dates(self, form: QFormLayout, label: str, _box: QGroupBox) -> None:
        self.round_dates = QTableWidget(0, 1)
        self.round_dates.setHorizontalHeaderLabels([self.tr("Date (YYYY/MM/DD)")])
        self.round_dates.horizontalHeader().setStretchLastSection(True)
        self.round_dates.setMaximumHeight(160)
        self.round_dates.itemChanged.connect(lambda _item: self.commit())
        form.addRow(label, self.round_dates)

    def _build_pairing_system(self, form: QFormLayout, label: str, _box: QGroupBox) -> None:
        self.system = QComboBox()
        for key, system in SYSTEMS.items():
            self.system.addItem(system.label, key)
        self.system.activated.connect(lambda _index: self.commit())
        form.addRow(label, self.system)
        self._fixed_widgets["pairing_system"] = [self.system]

    def _build_fide_mode_left(self, form: QFormLayout, label: str, _box: QGroupBox) -> None:
        """The FIDE mode (core/fide_mode.py): shown, and left only by a double confirmation."""
        self.fide_mode = QLabel()
        self.leave_fide_button = QPushButton(self.tr("Leave the FIDE mode…"))
        self.leave_fide_button.clicked.connect(self.leave_fide_mode)
        mode_row = QHBoxLayout()
        mode_row.addWidget(self.fide_mode)
        mode_row.addWidget(self.leave_fide_button)
        form.addRow(label, mode_row)

    def _build_dutch_edition(self, form: QFormLayout, label: str, _box: QGroupBox) -> None:
        """C.04.3: the edition of the Dutch rules, each offered with the period it was in
        force."""
        self.edition = QComboBox()
        for key, edition in DUTCH_EDITIONS.items():
            self.edition.addItem(edition.label(), key)
        self.edition.setToolTip(self.tr("The rules the rounds are paired with: those in force"
                                         " when the tournament was played"))
        self.edition.activated.connect(lambda _index: self.commit())
        self.edition_label = QLabel(label)
        form.addRow(self.edition_label, self.edition)

    def _build_initial_colour(self, form: QFormLayout, label: str, _box: QGroupBox) -> None:
        self.colour = QComboBox()
        for colour in (Colour.WHITE, Colour.BLACK):
            self.colour.addItem(colour_name(colour), colour)
        self.colour.activated.connect(lambda _index: self.commit())
        self.draw_button = QPushButton(self.tr("Draw lots"))
        self.draw_button.clicked.connect(self.draw_lots)
        self.drawn = QLabel()
        colour_row = QHBoxLayout()
        for widget in (self.colour, self.draw_button, self.drawn):
            colour_row.addWidget(widget)
        form.addRow(label, colour_row)
        self._fixed_widgets["initial_colour"] = [self.colour, self.draw_button]

    def _build_tiebreaks(self, form: QFormLayout, label: str, _box: QGroupBox) -> None:
        self.tiebreaks = TiebreakEditor()
        self.tiebreaks.changed.connect(lambda _codes: self.commit(tiebreaks=_codes))
        form.addRow(label, self.tiebreaks)

    def _build_late_entry_bye(self, form: QFormLayout, label: str, _box: QGroupBox) -> None:
        self.late_bye = QComboBox()
        for kind in LATE_ENTRY_BYES:
            self.late_bye.addItem(bye_words(kind), kind)
        self.late_bye.activated.connect(lambda _index: self.commit())
        form.addRow(label, self.late_bye)

    def _build_no_half_bye_rounds(self, form: QFormLayout, label: str, _box: QGroupBox) -> None:
        self.no_half_bye_rounds = QLineEdit()
        self.no_half_bye_rounds.setPlaceholderText(self.tr("e.g. 8, 9"))
        self.no_half_bye_rounds.editingFinished.connect(self.commit)
        form.addRow(label, self.no_half_bye_rounds)

    def _build_scoring(self, form: QFormLayout, _label: str, _box: QGroupBox) -> None:
        grid = QGridLayout()
        self.points: dict[str, QDoubleSpinBox] = {}
        for row, (name, label) in enumerate(SCORING_LABELS.items()):
            spin = QDoubleSpinBox()
            spin.setRange(0, 99)
            spin.setDecimals(1)
            spin.setSingleStep(0.5)
            spin.editingFinished.connect(self.commit)
            grid.addWidget(QLabel(_(label)), row, 0)
            grid.addWidget(spin, row, 1)
            self.points[name] = spin
        presets = QHBoxLayout()
        for text, scoring in (("1 / ½ / 0", Scoring()), ("3 / 1 / 0", Scoring.three_one_zero())):
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, s=scoring: self.commit(scoring=s))
            presets.addWidget(button)
        grid.addLayout(presets, len(SCORING_LABELS), 0, 1, 2)
        form.addRow(grid)

    def _build_accelerations(self, form: QFormLayout, label: str, _box: QGroupBox) -> None:
        self.baku = QCheckBox(self.tr("Baku acceleration (C.04.5.1)"))
        self.baku.setToolTip(self.tr("Group A (the first half of the players, rounded up to"
                                     " even) gets 1 virtual point, then ½, in the first half of"
                                     " the rounds"))
        self.baku.clicked.connect(lambda on: self.commit_baku(on))
        form.addRow(label, self.baku)
        self.acceleration_note = QLabel()
        self.acceleration_note.setWordWrap(True)
        form.addRow("", self.acceleration_note)
        self._fixed_widgets["accelerations"] = [self.baku]

    def _build_prohibited_pairings(self, form: QFormLayout, label: str,
                                   _box: QGroupBox) -> None:
        self.prohibited = QPlainTextEdit()
        self.prohibited.setPlaceholderText(self.tr("one group a line: rounds: pairing numbers\n"
                                                   "e.g. 1-9: 3 12  (same family)"))
        self.prohibited.setMaximumHeight(80)
        self.prohibited_save = QPushButton(self.tr("Save prohibited pairings"))
        self.prohibited_save.clicked.connect(self.commit)
        form.addRow(label, self.prohibited)
        self.prohibited_names = QLabel()
        self.prohibited_names.setWordWrap(True)
        form.addRow("", self.prohibited_names)
        form.addRow("", self.prohibited_save)
        self.club_rounds = QSpinBox()
        self.club_rounds.setRange(1, 99)
        self.club_rounds.setPrefix(self.tr("rounds 1-"))
        self.club_button = QPushButton(self.tr("Add: same club does not meet"))
        self.club_button.clicked.connect(self.add_club_prohibitions)
        club_row = QHBoxLayout()
        club_row.addWidget(self.club_rounds)
        club_row.addWidget(self.club_button)
        form.addRow("", club_row)

    def _build_categories(self, form: QFormLayout, label: str, _box: QGroupBox) -> None:
        self.categories = QPlainTextEdit()
        self.categories.setPlaceholderText(self.tr(
            "one category a line: name: conditions\ne.g. U16: age -15\nWomen: sex w\n"
            "1800-2000: rating 1800-2000; fed FRA\nClub: players 3 12"))
        self.categories.setMaximumHeight(90)
        form.addRow(label, self.categories)

    def _build_prizes(self, form: QFormLayout, label: str, _box: QGroupBox) -> None:
        self.prizes = QPlainTextEdit()
        self.prizes.setPlaceholderText(self.tr("amounts of places 1, 2, ...\n"
                                               "e.g. Overall: 1000 500 250\nU16: 100 50"))
        self.prizes.setMaximumHeight(70)
        form.addRow(label, self.prizes)

    def _after_currency(self, form: QFormLayout) -> None:
        self.prizes_save = QPushButton(self.tr("Save categories and prizes"))
        self.prizes_save.clicked.connect(self.commit)
        form.addRow("", self.prizes_save)

    def _after_pairing_server_secret(self, form: QFormLayout) -> None:
        """The tournament paired by a pairing server (docs/pairing-server.md)."""
        self.register_button = QPushButton(self.tr("Register with the server"))
        self.register_button.setToolTip(self.tr(
            "Registers the tournament with the server at the URL above and keeps the id and"
            " the secret it gives (in the tournament file only, never in an exported TRF)"))
        self.register_button.clicked.connect(self.register_with_server)
        form.addRow("", self.register_button)
        self.server_note = QLabel(self.tr(
            "With a server, F9 sends the tournament to it and stores its pairing. Leave the"
            " three fields empty to pair with this program."))
        self.server_note.setWordWrap(True)
        form.addRow("", self.server_note)
        self.registration_job: RegistrationJob | None = None

    def register_with_server(self) -> None:
        """Register in a worker thread (the window stays responsive); the id and the secret
        are saved as a settings change when the server answers."""
        t = self.tournament
        if t is None or self.registration_job is not None:
            return
        if t.pairing_server_tournament and QMessageBox.question(
                self, self.tr("Register with the server"), self.tr(
                    "The tournament is registered already (tournament id {id}). Register it"
                    " again, as a new tournament of the server?").format(
                    id=t.pairing_server_tournament)) != QMessageBox.StandardButton.Yes:
            return
        job = RegistrationJob(self.server_url.text().strip(), t)
        signals = job.signals
        signals.registered.connect(self._registered)
        signals.failed.connect(self._registration_failed)
        self.registration_job = job
        self.register_button.setEnabled(False)
        QThreadPool.globalInstance().start(job)

    def _registered(self, url: str, tournament_id: str, secret: str) -> None:
        self._registration_done()
        # Its own log entry, naming the server and the id it gave (never the secret).
        self._save({"pairing_server_url": url, "pairing_server_tournament": tournament_id,
                    "pairing_server_secret": secret}, registered=True)

    def _registration_failed(self, message: str) -> None:
        self._registration_done()
        self._show_error(message)

    def _registration_done(self) -> None:
        self.registration_job = None
        self.register_button.setEnabled(True)

    # -- showing ----------------------------------------------------------------------------------

    def set_tournament(self, t: Tournament | None) -> None:
        """Show `t`'s settings; the editors' signals are ignored meanwhile."""
        if t is not self.tournament:
            self.drawn.clear()  # another tournament: its lot was drawn elsewhere
        self.tournament = t
        self._loading = True
        try:
            self.setEnabled(t is not None)
            self._show(settings_of(t) if t else Settings(rounds_planned=1))
            self.fide_mode.setText(fide_mode_text(t) if t else "")
            self.leave_fide_button.setEnabled(t is not None and in_fide_mode(t))
            fixed = fixed_settings(t) if t else {}
            for name, widgets in self._fixed_widgets.items():
                for widget in widgets:
                    widget.setEnabled(name not in fixed)
                    widget.setToolTip(fixed.get(name, ""))
        finally:
            self._loading = False

    def _show(self, s: Settings) -> None:
        for name, field in self.fields.items():
            field.show(getattr(s, name))
        self.deputies.setPlainText("\n".join(s.deputy_arbiters))
        self.rounds.setValue(max(1, s.rounds_planned))
        self.round_dates.setRowCount(max(1, s.rounds_planned))
        self.round_dates.setVerticalHeaderLabels(
            [round_name(r) for r in range(1, self.round_dates.rowCount() + 1)])
        for row in range(self.round_dates.rowCount()):
            self.round_dates.setItem(row, 0, QTableWidgetItem(s.round_dates.get(row + 1, "")))
        if self.system.findData(s.pairing_system) < 0:
            self.system.addItem(s.pairing_system, s.pairing_system)  # a system of another program
        self.system.setCurrentIndex(self.system.findData(s.pairing_system))
        self.edition.setCurrentIndex(self.edition.findData(s.dutch_edition))
        for widget in (self.edition_label, self.edition):  # the Dutch system's only
            widget.setVisible(s.pairing_system == "dutch")
        self.colour.setCurrentIndex(self.colour.findData(s.initial_colour))
        self.tiebreaks.set_codes(s.tiebreaks)
        self.late_bye.setCurrentIndex(max(0, self.late_bye.findData(s.late_entry_bye)))
        self.no_half_bye_rounds.setText(", ".join(map(str, sorted(s.no_half_bye_rounds))))
        for name, spin in self.points.items():
            spin.setValue(getattr(s.scoring, name))
        self.baku.setChecked(bool(s.accelerations))
        self.acceleration_note.setText("\n".join(
            self.tr("rounds {first}-{last}, pairing numbers {from_player}-{to_player}:"
                    " virtual points {points}").format(
                first=a.first_round, last=a.last_round, points=number_text(a.points),
                from_player=a.first_player, to_player=a.last_player)
            for a in s.accelerations))
        t = self.tournament
        self.categories.setPlainText(categories_text(t, s.categories) if t else "")
        self.prizes.setPlainText(prizes_text(s.prizes, s.categories))
        self.prohibited.setPlainText(prohibited_pairings_text(t, s.prohibited_pairings) if t
                                     else "")
        # The names beside the numbers: a wrong number typed is seen at once.
        self.prohibited_names.setText("\n".join(
            self.tr("rounds {first}-{last}: ").format(first=rule.first_round,
                                                      last=rule.last_round)
            + ", ".join(f"{t.player(p).name} ({t.player(p).pairing_no})" for p in rule.players)
            for rule in s.prohibited_pairings) if t else "")

    # -- editing ----------------------------------------------------------------------------------

    def _form(self, t: Tournament) -> Settings:
        """The settings of `t` as the page shows them; ValueError for a field that is not a
        value."""
        dates = {row + 1: item.text().strip() for row in range(self.round_dates.rowCount())
                 if (item := self.round_dates.item(row, 0)) and item.text().strip()}
        categories = parse_categories(t, self.categories.toPlainText())
        return dataclasses.replace(
            settings_of(t),
            **{name: field.value() for name, field in self.fields.items()},
            deputy_arbiters=[line.strip() for line in self.deputies.toPlainText().splitlines()
                             if line.strip()],
            rounds_planned=self.rounds.value(),
            pairing_system=self.system.currentData(),
            dutch_edition=self.edition.currentData(),
            initial_colour=Colour(self.colour.currentData()),
            tiebreaks=self.tiebreaks.current_codes(),
            scoring=Scoring(**{name: spin.value() for name, spin in self.points.items()}),
            round_dates=dates,
            late_entry_bye=ByeKind(self.late_bye.currentData()),
            no_half_bye_rounds=parse_rounds(self.no_half_bye_rounds.text()),
            prohibited_pairings=parse_prohibited_pairings(t, self.prohibited.toPlainText()),
            categories=categories,
            # PrizeError is a ValueError.
            prizes=parse_prizes(self.prizes.toPlainText(), categories))

    def commit(self, **replaced: Any) -> None:
        """Save the page's settings (with `replaced` fields) if they differ from the
        tournament's."""
        self._save(replaced)

    def _save(self, replaced: dict[str, Any], registered: bool = False) -> None:
        """`commit`; `registered`: the change records the registration with the pairing server
        (`replaced` holds what the server gave)."""
        t = self.tournament
        if self._loading or t is None:
            return
        try:
            new = dataclasses.replace(self._form(t), **replaced)
        except ValueError as e:
            self._show_error(str(e))
            self.set_tournament(t)
            return
        old = settings_of(t)
        if new == old:
            return
        if (new.dutch_edition != old.dutch_edition
                and not self._edition_change_confirmed(t, old, new)):
            self.set_tournament(t)
            return
        self._perform(ChangeSettings(new, tuple(SYSTEMS), registered=registered))

    def _edition_change_confirmed(self, t: Tournament, old: Settings, new: Settings) -> bool:
        """Once rounds are paired, another edition pairs the next ones by other rules: ask."""
        paired = len(t.rounds)
        if not paired:
            return True
        question = self.tr(
            "The rounds paired so far ({paired}) were paired with the {old} edition of the"
            " Dutch rules. Pair the next rounds, and check the tournament, with the {new}"
            " edition? The rounds already paired stay as they are; the change is written in"
            " the log.").format(
            paired=paired, old=old.dutch_edition, new=new.dutch_edition)
        answer = QMessageBox.question(self, self.edition_label.text(), question)
        return answer == QMessageBox.StandardButton.Yes

    def leave_fide_mode(self) -> None:
        """Leave the FIDE mode after two confirmations (the 2026 procedure, C.02): it cannot be
        undone, is one entry of the log and is written in the TRF export."""
        t = self.tournament
        if t is None or not in_fide_mode(t):
            return
        questions = (
            self.tr("The FIDE mode offers only what FIDE endorses: the FIDE pairing systems, no"
                    " full-point byes on request, pairing numbers frozen once round 4 is paired"
                    " and the settings of the regulations locked once play has started. Outside"
                    " it this tournament may not meet FIDE's rules.\n\nLeave the FIDE mode?"),
            self.tr("Leaving the FIDE mode cannot be undone: the tournament stays out of it,"
                    " the log records it and every TRF export says so.\n\nLeave the FIDE mode"
                    " for good?"))
        for question in questions:
            answer = QMessageBox.warning(
                self, self.tr("Leave the FIDE mode"), question,
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No)
            if answer != QMessageBox.StandardButton.Yes:
                return
        self._perform(LeaveFideMode())

    def draw_lots(self) -> None:
        if self._perform(DrawInitialColour()) and self.tournament is not None:
            colour = self.tournament.initial_colour
            # C.04.3 art. 5.2.5: the initial colour goes to the odd pairing numbers' side.
            self.drawn.setText(self.tr("drawn by lot: {colour} for pairing number 1").format(
                colour=colour_name(colour)))

    def commit_baku(self, on: bool) -> None:
        """Switch the Baku acceleration on or off; the core computes its groups and rounds."""
        t = self.tournament
        if self._loading or t is None:
            return
        self.commit(accelerations=baku_settings(t, settings_of(t), on).accelerations)

    def add_club_prohibitions(self) -> None:
        """Add a rule for each club: its players do not meet in rounds 1..N."""
        t = self.tournament
        if t is None:
            return
        self.commit(prohibited_pairings=t.prohibited_pairings + same_club_prohibitions(
            t, self.club_rounds.value()))


# Characters a choice shows when the page is narrow: enough to tell the choices apart; its list
# shows each whole.
_CHOICE_CHARACTERS = 18


def _fit_narrow(page: QWidget) -> None:
    """Let the page fit the window's default width (1100 pixels) in every language: a form's
    label longer than its half of the page goes above its field, and a
    choice is not as wide as its longest entry (German and Russian labels and tie-break names
    made the page scroll sideways, the tie-break buttons out of sight)."""
    for form in page.findChildren(QFormLayout):
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
    for choice in page.findChildren(QComboBox):
        choice.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        choice.setMinimumContentsLength(_CHOICE_CHARACTERS)
