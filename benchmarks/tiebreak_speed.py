"""How long the standings with tie-breaks take (`tiebreak.ranked_standings`, C.07): the answer
of the pairing server ranks its players with them (issue 27: every ms of a 100-player request
counts), the standings printout and the window's standings too.

For 100, 250 and 1,000 players after 9 rounds, each round paired by score (the players sorted
by points, neighbours paired: score groups as a Swiss has them, so that the direct encounter
has groups to separate), with draws, forfeits, a pairing-allocated bye when the number is odd
and requested half-point byes; each list of tie-breaks is computed several times and the
median and best CPU times are shown (CPU, not wall time: the machine may be shared).

    .venv/bin/python benchmarks/tiebreak_speed.py
    .venv/bin/python benchmarks/tiebreak_speed.py --players 100 --profile BH-C1,BH,SB,DE
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import statistics
import time

from arbiter_gui.core import handling
from arbiter_gui.core.model import ByeKind, GameResult, Tournament
from arbiter_gui.core.tiebreak import ranked_standings
from arbiter_gui.core.trf.records import running_scores
from arbiter_gui.pairing.engine import record_pairing
from arbiter_gui.pairing.generator import GeneratorSettings, new_tournament
from arbiter_gui.pairing.swiss import PairingResult

LISTS = ("BH-C1,BH,SB,DE", "BH/C1,BH,SB,ARO", "DE,WIN,BPG,BWG,REP,PS,STD",
         "BH/M1,FB,AOB,SB/C1,KS", "TPR,PTP,APRO,APPO,ARO/C1", "BH/P,SB/P,DE/P,BH/C2")
RESULTS = (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS,
           GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.WHITE_WINS_BY_FORFEIT,
           GameResult.BLACK_WINS_BY_FORFEIT, GameResult.DOUBLE_FORFEIT)
RESULT_WEIGHTS = (30, 30, 30, 0, 0, 1, 1, 1)


def swiss_like(players: int, rounds: int, seed: int = 1) -> Tournament:
    """A tournament of `rounds` rounds, each paired by score (no engine: fast at any size)."""
    settings = GeneratorSettings(players=players, rounds=rounds, seed=seed)
    t, rng = new_tournament(settings)
    scores: dict[int, float] = {p.id: 0.0 for p in t.players}
    for round_no in range(1, rounds + 1):
        for p in t.players:
            if rng.random() < 0.02:
                handling.request_bye(t, p.id, round_no, ByeKind.HALF)
        playing = list(t.players_to_pair(round_no))
        rng.shuffle(playing)
        playing.sort(key=lambda p: -scores[p.id])
        bye = playing.pop().pairing_no if len(playing) % 2 else None
        numbers = [p.pairing_no for p in playing]
        pairs = list(zip(numbers[::2], numbers[1::2], strict=True))
        record_pairing(t, round_no, PairingResult(pairs=pairs, bye=bye))
        for game in t.round(round_no).games:
            handling.set_result(t, round_no, game,
                                rng.choices(RESULTS, RESULT_WEIGHTS)[0])
        scores = running_scores(t)[-1]
    return t


def cpu_times(t: Tournament, codes: list[str], repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        start = time.process_time()
        ranked_standings(t, codes=codes)
        times.append(time.process_time() - start)
    return times


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, nargs="*", default=[100, 250, 1000])
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--repeat", type=int, default=0, help="runs of each (0: by the size)")
    ap.add_argument("--profile", metavar="CODES", help="profile this list (cProfile) instead")
    args = ap.parse_args()
    random.seed(1)
    for players in args.players:
        t = swiss_like(players, args.rounds)
        if args.profile:
            profile = cProfile.Profile(time.process_time)
            profile.runcall(cpu_times, t, args.profile.split(","), 20)
            pstats.Stats(profile).sort_stats("tottime").print_stats(25)
            continue
        repeat = args.repeat or max(3, 3000 // players)
        print(f"{players} players, {len(t.rounds)} rounds: ranked_standings, CPU ms"
              f" (median, best of {repeat})")
        for codes in LISTS:
            times = cpu_times(t, codes.split(","), repeat)
            print(f"  {codes:<28} {1000 * statistics.median(times):8.2f}"
                  f" {1000 * min(times):8.2f}")


if __name__ == "__main__":
    main()
