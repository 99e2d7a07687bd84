"""The child process of the kill test (tests/core/test_store_kill.py).

Run as `python store_kill_child.py FILE`: opens the tournament file and applies numbered steps
forever, printing `done K` (flushed) after step K's apply() returned. Run as
`python store_kill_child.py --create FOLDER`: creates the tournament files FOLDER/K.arbiter,
K = 1, 2, ... (skipping those that exist), printing `done K` after each. The parent imports this
module to replay the same steps in memory: step K is a function of the tournament and K only,
and every step changes several related rows together, so a half-saved step shows as a
difference from the replay.
"""

from __future__ import annotations

import sys
from pathlib import Path

from arbiter_gui.core import collation, handling
from arbiter_gui.core.model import ByeKind, Game, GameResult, Player, Tournament
from arbiter_gui.core.store import TournamentFile

PLAYERS = 40
STEP_PREFIX = "Kill test, after step "
RESULTS = list(GameResult)


def initial_tournament() -> Tournament:
    t = Tournament(name=f"{STEP_PREFIX}0", rounds_planned=9)
    # Outside the FIDE mode, whose steps request full-point byes (VCL.17 refuses them in it).
    t.fide_mode_left = "2026-01-01T00:00:00+00:00"
    for i in range(1, PLAYERS + 1):
        handling.add_player(t, Player(i, f"Player {i:03d}", rating=1400 + (i * 37) % 1000))
    top, bottom = t.players_to_pair(1)[:PLAYERS // 2], t.players_to_pair(1)[PLAYERS // 2:]
    handling.set_round_pairing(t, 1, [Game(a.id, b.id) for a, b in zip(top, bottom, strict=True)])
    return t


def steps_done(t: Tournament) -> int:
    return int(t.name.removeprefix(STEP_PREFIX))


def step(t: Tournament, k: int) -> None:
    """Step k: the step counter and one handling action, saved together."""
    t.name = f"{STEP_PREFIX}{k}"
    if k % 7 == 0:
        # A player row, byes for the missed rounds and every pairing number (C.04.2 C.3).
        late = Player(t.next_player_id(), f"Late {k}", rating=1200 + (k * 53) % 1400)
        handling.add_late_entry(t, late, first_round=3)
    elif k % 3 == 0:
        player = t.players[k % len(t.players)]
        kind = ByeKind.FULL if k % 2 else ByeKind.ZERO
        handling.request_bye(t, player.id, 2 + k % 5, kind)
    else:
        board = 1 + k % len(t.rounds[0].games)
        handling.set_result(t, 1, board, RESULTS[k % len(RESULTS)])


def main(path: str) -> None:
    # The collation table is loaded on its first use (a late entry's step sorts names with
    # it): about half a second, longer than the kill waits. Ready means ready to work.
    collation.primary_key("")
    with TournamentFile.open(path) as f:
        k = steps_done(f.tournament)
        print("ready", flush=True)
        while True:
            k += 1
            f.apply(lambda t, k=k: step(t, k))
            print(f"done {k}", flush=True)


def create_forever(folder: str) -> None:
    print("ready", flush=True)
    k = 0
    while True:
        k += 1
        path = Path(folder, f"{k}.arbiter")
        if not path.exists():
            TournamentFile.create(path, initial_tournament()).close()
        print(f"done {k}", flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "--create":
        create_forever(sys.argv[2])
    else:
        main(sys.argv[1])
