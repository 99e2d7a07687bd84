"""The checker (`check_tournament`, `arbiter-pairing -c`) tells a round changed by the arbiter's
recorded override, with its justification, from a difference nothing explains."""

from __future__ import annotations

from pathlib import Path

from arbiter_gui.cli.pairing import main
from arbiter_gui.core import handling, overrides
from arbiter_gui.core.i18n import local_time
from arbiter_gui.core.model import Game, GameResult, Tournament
from arbiter_gui.core.trf import save_trf
from arbiter_gui.pairing.engine import check_tournament, pair_next_round
from tests.dutch_helpers import tournament

WHY = {"justification": "player 3 has\na broken arm", "arbiter": "Ann Arbiter",
       "time": "2026-03-01T10:00:00+00:00"}


def _engine_round(t: Tournament) -> None:
    result = pair_next_round(t, "dutch")
    handling.set_round_pairing(t, t.next_round_number, [Game(w, b) for w, b in result.pairs])


def _overridden() -> Tournament:
    """Four players; round 1 as the engine pairs it (1-3 on board 1, 4-2), then colours of
    board 1 swapped by the arbiter: 3-1."""
    t = tournament(4, planned=3)
    _engine_round(t)
    overrides.swap_colours(t, 1, 1, **WHY)
    return t


def _write(tmp_path: Path, t: Tournament) -> Path:
    path = tmp_path / "in.trf"
    save_trf(t, path)
    return path


def test_round_changed_by_a_recorded_override_is_reported_as_one():
    t = _overridden()
    [difference] = check_tournament(t, "dutch")
    assert difference.round_no == 1 and difference.by_override
    assert difference.missing == {(3, 1)} and difference.extra == {(1, 3)}
    assert difference.overrides == t.overrides and difference.unexplained == set()


def test_difference_beyond_the_override_is_unexplained_and_names_the_players():
    t = _overridden()
    game = next(g for g in t.round(1).games if g.white == 4)
    game.white, game.black = game.black, game.white  # 2-4, changed with no override recorded
    [difference] = check_tournament(t, "dutch")
    assert not difference.by_override and difference.unexplained == {2, 4}


def test_a_round_without_override_that_differs_is_unexplained():
    t = tournament(4, ["1-2:1 3-4:1"])
    [difference] = check_tournament(t, "dutch")
    assert difference.overrides == [] and not difference.by_override


def test_later_rounds_are_checked_from_the_overridden_history():
    t = _overridden()
    for game in t.round(1).games:
        handling.set_result(t, 1, game.board, GameResult.DRAW)
    _engine_round(t)
    assert [d.round_no for d in check_tournament(t, "dutch")] == [1]


def test_cli_check_lists_the_override_with_its_justification(tmp_path, capsys):
    assert main(["--dutch", str(_write(tmp_path, _overridden())), "-c"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out == [
        "round 1 differs by the arbiter's recorded override: played [(3, 1)], engine [(1, 3)]",
        "  override: swap colours by Ann Arbiter at"
        f" {local_time('2026-03-01T10:00:00+00:00', seconds=True)}; justification:"
        " player 3 has a broken arm",
        "1 round checked, 1 differ, 1 of them by recorded overrides"]


def test_cli_check_says_whom_no_override_explains(tmp_path, capsys):
    t = _overridden()
    game = next(g for g in t.round(1).games if g.white == 4)
    game.white, game.black = game.black, game.white
    assert main(["--dutch", str(_write(tmp_path, t)), "-c"]) == 1
    out = capsys.readouterr().out
    assert "round 1 differs: played [(2, 4), (3, 1)], engine [(1, 3), (4, 2)]" in out
    assert "  no recorded override changed the pairing of 2 4\n" in out
    assert "  override: swap colours by Ann Arbiter" in out
    assert out.endswith("1 round checked, 1 differ\n")
