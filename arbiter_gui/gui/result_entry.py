"""Entering results fast in the round view: a board is always selected (the first without a
result when the round is shown, paired or opened), so that the first key typed scores a board;
and rows as high as a line of text, so that a laptop's 768-pixel screen shows 30 boards and
more at once."""

from __future__ import annotations

from PySide6.QtWidgets import QHeaderView, QTableView

from arbiter_gui.gui.models import GamesModel

# Pixels above and below a row's text: enough for the selection's frame, no more.
ROW_PADDING = 2


def compact_rows(view: QTableView) -> None:
    """Rows of one line of text in the view's font (Qt's default leaves about 30 pixels)."""
    header = view.verticalHeader()
    height = view.fontMetrics().height() + ROW_PADDING
    header.setMinimumSectionSize(height)
    header.setDefaultSectionSize(height)
    header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)


def select_a_board(view: QTableView, model: GamesModel) -> None:
    """When no row is current (a round just shown: the model was reset), make the first board
    without a result current; none when every board has its result."""
    if view.currentIndex().isValid():
        return
    row = model.next_row_without_result(-1, -1)
    if row >= 0:
        view.setCurrentIndex(model.index(row, GamesModel.RESULT_COLUMN))
