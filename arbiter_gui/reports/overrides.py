"""The override log: every manual change of the engine's pairing, and every result corrected
after a later round was paired on it (C.04.2 D.8: that round's pairing rests on the old result),
with why and by whom."""

from __future__ import annotations

from reportlab.platypus import Flowable, KeepTogether, Spacer, Table, TableStyle

from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import (
    NORMAL_SIZE,
    ModelError,
    Override,
    ResultCorrection,
    Tournament,
)
from arbiter_gui.core.overrides import action_name
from arbiter_gui.core.texts import ARBITER, JUSTIFICATION, PLAYERS, TIME, rounds_span
from arbiter_gui.reports.document import (
    BOLD,
    FONT,
    FONT_SIZE,
    Report,
    frame_width,
    local_moment,
    paired_round,
    round_title,
    style,
    text,
)

_HEADING = style(9.5, bold=True, space_before=4)
_LABEL_WIDTH = 110


def _player_names(t: Tournament, ids: tuple[int, ...]) -> str:
    names = []
    for pid in ids:
        try:
            player = t.player(pid)
        except ModelError:
            names.append(_("player id {id} (no longer registered)").format(id=pid))
            continue
        names.append(_("{name} (No. {number})").format(name=player.name,
                                                         number=player.pairing_no))
    return _("; ").join(names)


def _changed_pairs(override: Override) -> tuple[str, str]:
    """The engine's pairs the arbiter replaced and the pairs put in their place; the whole
    pairings when they have no pair in common (the log then still shows both)."""
    engine, new = override.engine_pairing.split(), override.new_pairing.split()
    replaced = [p for p in engine if p not in new]
    made = [p for p in new if p not in engine]
    return " ".join(replaced) or "-", " ".join(made) or "-"


def _rows_table(rows: list[tuple[str, str]], paper: str) -> Table:
    table = Table([[label, text(value)] for label, value in rows],
                  colWidths=[_LABEL_WIDTH, frame_width(paper) - _LABEL_WIDTH])
    table.setStyle(TableStyle([
        ("FONT", (0, 0), (0, -1), BOLD, FONT_SIZE),
        ("FONT", (1, 0), (1, -1), FONT, FONT_SIZE),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), 1),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
        ("LEFTPADDING", (0, 0), (0, -1), 0),
    ]))
    return table


def _override_block(t: Tournament, number: int, override: Override, paper: str) -> Flowable:
    replaced, made = _changed_pairs(override)
    rows = [
        (_(PLAYERS), _player_names(t, override.players)),
        (_("Engine's pairs replaced"), replaced),
        (_("New pairs"), made),
        (_(JUSTIFICATION), override.justification or "-"),
        (_(ARBITER), override.arbiter or "-"),
        (_(TIME), local_moment(override.time)),
    ]
    heading = text(_("{number}. Round {round}: {action}").format(
        number=number, round=override.round, action=action_name(override.action)), _HEADING)
    return KeepTogether([heading, _rows_table(rows, paper), Spacer(0, 6)])


def _correction_block(number: int, correction: ResultCorrection, paper: str) -> Flowable:
    first, last = correction.round + 1, correction.paired_through
    rounds = rounds_span(first, last)
    rows = [
        (_("Old result"), correction.old_result),
        (_("New result"), correction.new_result),
        (_("Paired on the old result"), rounds),
        (_("Reason"), correction.reason or "-"),
        (_(ARBITER), correction.arbiter or "-"),
        (_(TIME), local_moment(correction.time)),
    ]
    heading = text(_("{number}. Round {round}, board {board}: result corrected").format(
        number=number, round=correction.round, board=correction.board), _HEADING)
    return KeepTogether([heading, _rows_table(rows, paper), Spacer(0, 6)])


def log_report(t: Tournament, round_no: int | None, paper: str,
               size: str = NORMAL_SIZE) -> Report:
    """The overrides of round `round_no` and the late corrections its pairing rests on (the
    results corrected after it was paired, C.04.2 D.8), or those of the whole tournament when
    it is None (unlike the other reports, whose default is the last paired round), in the
    order they were made. Pairs are printed with the pairing numbers the players had at the
    time. A record for the file, not the wall: the same at every printing `size`."""
    if round_no is None:
        overrides, corrections = t.overrides, t.corrections
        title = _("Override log, all rounds")
    else:
        rnd = paired_round(t, round_no)
        overrides = [o for o in t.overrides if o.round == rnd.number]
        corrections = t.corrections_after_pairing(rnd.number)
        title = round_title(t, _("Override log"), rnd)
    # Both carry their ISO 8601 time in UTC: sorted, they are in the order made (a stable
    # sort keeps each list's own order for equal times).
    changes: list[Override | ResultCorrection] = [*overrides, *corrections]
    made = sorted(changes, key=lambda change: change.time)
    story: list[Flowable] = [
        _override_block(t, k, change, paper) if isinstance(change, Override)
        else _correction_block(k, change, paper)
        for k, change in enumerate(made, start=1)]
    if not story:
        story = [text(_("No pairing was changed and no result corrected by the arbiter."))]
    return Report(title, story)
