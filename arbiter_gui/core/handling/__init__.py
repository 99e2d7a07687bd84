"""The FIDE handling rules (C.04.1, C.04.2) as operations on a `Tournament`.

Every operation validates everything first and only then changes the tournament, so when it
refuses (raising `ModelError` with a message saying what and where) nothing has changed.

Players are referred to by their stable internal id; pairing numbers are provisional until the
list of participants is closed (C.04.2 C.3) and are re-assigned when a late entry is admitted.

The package, by topic: `players` (the initial order and the pairing numbers, registration,
late entries, the Baku groups), `byes` (withdrawals, requested byes, who may receive the
pairing-allocated bye), `rounds` (storing and unpairing a pairing, the board order, results and
their corrections) and `common` (what their messages share). Callers use the operations
through this package: `handling.request_bye(...)`.
"""

from arbiter_gui.core.handling.byes import (
    cancel_bye_request,
    cancel_withdrawal,
    may_receive_pab,
    pab_refusal,
    request_bye,
    withdraw,
)
from arbiter_gui.core.handling.players import (
    MAX_RATING,
    PLAYER_FIELDS,
    add_late_entry,
    add_player,
    add_players,
    assign_pairing_numbers,
    baku_accelerations,
    delete_player,
    edit_player_field,
    field_problem,
    initial_order_key,
    is_baku,
    late_entries_done,
    late_entries_notice,
    player_field_value,
    update_player,
)
from arbiter_gui.core.handling.rounds import (
    adjourn_game,
    board_order,
    board_position,
    correct_result,
    find_game,
    is_late_correction,
    rounds_paired_after,
    set_result,
    set_result_codes,
    set_round_pairing,
    standings,
    unpair_last_round,
)

__all__ = [
    "MAX_RATING", "PLAYER_FIELDS", "add_late_entry", "add_player", "add_players", "adjourn_game",
    "assign_pairing_numbers", "baku_accelerations", "board_order", "board_position",
    "cancel_bye_request", "cancel_withdrawal", "correct_result", "delete_player",
    "edit_player_field", "field_problem", "find_game", "initial_order_key", "is_baku",
    "is_late_correction", "late_entries_done", "late_entries_notice", "may_receive_pab",
    "pab_refusal", "player_field_value", "request_bye", "rounds_paired_after", "set_result",
    "set_result_codes", "set_round_pairing", "standings", "unpair_last_round", "update_player",
    "withdraw",
]
