"""Issue 19, item 6: every engine pairs a round within its stated limit (README, Limits) or
refuses it up front, before any pairing work, with a message naming the limit. The time
and memory figures behind the limits come from benchmarks/size_limits.py."""

from __future__ import annotations

import pytest

from arbiter_gui.cli.pairing import main
from arbiter_gui.core.model import ByeKind, Player, Tournament
from arbiter_gui.core.trf import save_trf
from arbiter_gui.pairing import engine
from arbiter_gui.pairing.engine import SYSTEMS, check_size, pair_next_round
from arbiter_gui.pairing.swiss import PairingError, PairingLimitError
from tests.paths import ROOT


def _players(n: int) -> Tournament:
    """n players and no round paired: built without pairing anything."""
    return Tournament(rounds_planned=9, players=[
        Player(k, f"Player{k:04d}", rating=2000, pairing_no=k) for k in range(1, n + 1)])


@pytest.fixture
def no_pairing_work(monkeypatch):
    """A refusal must come before the pairing request is even built."""
    def fail(*args):
        raise AssertionError("the round was prepared for pairing before the size check")
    monkeypatch.setattr(engine, "build_request", fail)


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_a_round_above_the_limit_is_refused_naming_the_limit(system, no_pairing_work):
    limit = SYSTEMS[system].max_players
    with pytest.raises(PairingLimitError) as refused:
        pair_next_round(_players(limit + 1), system)
    message = str(refused.value)
    assert f"at most {limit:,} players a round" in message
    assert f"round 1 has {limit + 1:,} players" in message
    # The GUI's worker and the checker handle every PairingError as a refusal.
    assert isinstance(refused.value, PairingError)


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_a_round_at_the_limit_is_not_refused(system):
    check_size(_players(SYSTEMS[system].max_players), system)


def test_only_the_players_to_be_paired_count():
    limit = SYSTEMS["dutch"].max_players
    t = _players(limit + 2)
    t.requested_byes = {(1, 1): ByeKind.HALF, (2, 1): ByeKind.ZERO}  # absent in round 1
    check_size(t, "dutch")


def test_the_readme_states_each_limit():
    """The README's Limits paragraph names each engine's limit; they must agree."""
    readme = (ROOT / "README.md").read_text()
    for name, system in SYSTEMS.items():
        assert f"{name.capitalize()} {system.max_players:,} players" in readme


def test_the_cli_refuses_a_9999_player_file_with_exit_3(tmp_path, capsys):
    """The largest field TRF allows gets an answer at once, not a process running away
    in memory: exit 3 (invalid input, as for any input beyond what is accepted)."""
    path = tmp_path / "big.trf"
    save_trf(_players(9999), path)
    for system in SYSTEMS:
        out = tmp_path / f"{system}.txt"
        # --no-fide-mode: Leong is not a FIDE system.
        assert main([f"--{system}", "--no-fide-mode", str(path), "-p", str(out)]) == 3
        err = capsys.readouterr().err
        assert "players a round" in err and "9,999" in err and "Traceback" not in err
        assert not out.exists()


def test_the_generator_refuses_a_field_above_the_limit(tmp_path, capsys):
    limit = SYSTEMS["leong"].max_players
    out = tmp_path / "g.trf"
    # No requested byes: all limit + 1 players are to be paired in round 1.
    assert main(["--leong", "--no-fide-mode", "-g", "-o", str(out), "--players", str(limit + 1),
                 "--bye-rate", "0"]) == 3
    assert f"at most {limit:,}" in capsys.readouterr().err
    assert not out.exists()


def test_the_gui_worker_reports_the_refusal(qtbot):
    from arbiter_gui.gui.worker import PairingJob

    job = PairingJob(_players(SYSTEMS["dubov"].max_players + 1), "dubov")
    failures: list[str] = []
    job.signals.failed.connect(failures.append)
    job.run()
    assert len(failures) == 1
    assert failures[0].startswith("Round 1: the Dubov engine pairs at most")
