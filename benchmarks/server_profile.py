"""Where the pairing server's own CPU goes on one request: the service run in this process
(no HTTP) over SQLite or a PostgreSQL cluster of its own, each round of a few tournaments sent
in turn, profiled in CPU time (not wall time: on a shared machine the CPU a step costs is what
does not change with the load). Prints, per round, the CPU of the request without the engine
(everything the server does besides `pair_next_round`, the answer's TRF and the hand-off to a
pairing process included: the tournament and the answer are pickled both ways, as the pool
sends them) and the engine's; the statements and commits each request sent to the database;
the CPU of each step summed over every request (cProfile, cumulative); and what handing a
round to a pairing process costs (pickling the tournament there, the answer back). The
process's collector is settled as a server process's is (pool.settle_collector).

With --tiebreaks CODES each file declares those tie-breaks (a 202 record), as the desktop
program's files do when the tournament has them: the answer's TRF then ranks its players by
them (TRF-2026 001 columns 86-89).

Run: .venv/bin/python benchmarks/server_profile.py [--players 100] [--rounds 9]
         [--tournaments 4] [--database sqlite|postgresql] [--tiebreaks BH-C1,BH,SB,DE]
"""

from __future__ import annotations

import argparse
import cProfile
import pickle
import pstats
import sys
import tempfile
import time
from collections import Counter
from contextlib import ExitStack
from pathlib import Path

from sqlalchemy import event

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from server_load import round_files  # noqa: E402

from arbiter_gui.server import db, pool, service, trfp  # noqa: E402
from arbiter_gui.server.trfp import Pairing, pair_round, read_trfp_text, rounds_played  # noqa: E402
from tests.server_helpers import postgres_binaries, postgres_cluster  # noqa: E402

# The steps shown, by the function that does each (cProfile's cumulative CPU).
STEPS = {
    "decode_body": "decoding the body",
    "content_key": "the request's content key",
    "claim": "the claim (advisory lock, PostgreSQL)",
    "tournament": "authentication (row + PBKDF2)",
    "load_chain": "reading the chain (select, verify, parse)",
    "chain_problems": "  of which verifying its hashes",
    "read_trfp_text": "reading the TRFp",
    "rounds_played": "the rounds' checks, absences as requests",
    "identify": "identifying the players",
    "played_rounds": "the rounds played (snapshot)",
    "round_deviations": "the deviations of the rounds played",
    "changed_results": "results changed since the previous file",
    "canonical_json": "canonical JSON (hashes of entries, played)",
    "pair_round": "pairing (engine + the answer's TRF)",
    "timed_engine": "  of which the engine",
    "write_trf": "  of which writing the answer's TRF",
    "ranked_standings": "    of which its ranks by the tie-breaks",
    "store": "the storing transaction",
    "append_protocol": "  of which appending the chain's entries",
    "dumps": "JSON encoding (json.dumps)",
    "_execute_context": "SQLAlchemy statements (all)",
    "commit": "commits",
}

# A step whose function's name another module's function has too: the file it is in (the
# Dutch engine has a pair_round, whose time is the engine's).
_STEP_FILES = {"pair_round": "trfp.py"}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=100)
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--tournaments", type=int, default=4)
    ap.add_argument("--database", choices=("sqlite", "postgresql"), default="sqlite")
    ap.add_argument("--profile", action="store_true",
                    help="the CPU by step too (cProfile: every figure inflated)")
    ap.add_argument("--top", type=int, default=0, help="with --profile, also the N functions"
                    " of most own CPU")
    ap.add_argument("--tiebreaks", metavar="CODES", default="",
                    help="the tie-breaks each file declares (202), e.g. BH-C1,BH,SB,DE")
    args = ap.parse_args()
    files = [[_with_tiebreaks(body, args.tiebreaks) for body in
              round_files(args.players, args.rounds, seed)[0]]
             for seed in range(args.tournaments)]
    with tempfile.TemporaryDirectory() as folder, ExitStack() as stack:
        if args.database == "postgresql":
            assert postgres_binaries() is not None, "no initdb/pg_ctl"
            url = stack.enter_context(postgres_cluster())
        else:
            url = str(Path(folder) / "profile.db")
        engine = db.open_database(url)
        counts: Counter[str] = Counter()
        event.listen(engine, "before_cursor_execute",
                     lambda *_a: counts.update(["statements"]))
        event.listen(engine, "commit", lambda *_a: counts.update(["commits"]))
        access = service.Access(None)
        registration = service.Registration("Profile", "", "dutch", None, args.rounds, "A")
        ids = [service.register(engine, registration) for _ in files]
        engine_cpu = [0.0]
        pairing_engine = trfp.pair_next_round

        def timed_engine(*engine_args: object, **options: object) -> object:
            start = time.thread_time()
            try:
                return pairing_engine(*engine_args, **options)  # type: ignore[arg-type]
            finally:
                engine_cpu[0] += time.thread_time() - start

        trfp.pair_next_round = timed_engine  # type: ignore[assignment]

        def handed_off(*pairing_args: object) -> Pairing:
            """pair_round as a pairing process runs it: its arguments and answer pickled."""
            sent = pickle.loads(pickle.dumps(pairing_args))
            return pickle.loads(pickle.dumps(pair_round(*sent)))

        pool.settle_collector()

        profile = cProfile.Profile(time.thread_time)
        per_round: dict[int, list[tuple[float, float]]] = {}
        statements = commits = 0
        for round_no in range(1, args.rounds + 1):
            for (tid, secret), rounds in zip(ids, files, strict=True):
                counts.clear()
                engine_cpu[0] = 0.0
                start = time.thread_time()
                if args.profile:
                    profile.enable()
                service.submit(engine, access, service.Submission(
                    tid, round_no, secret, rounds[round_no - 1]), handed_off)
                profile.disable()
                total = time.thread_time() - start
                per_round.setdefault(round_no, []).append((total - engine_cpu[0],
                                                           engine_cpu[0]))
                statements, commits = counts["statements"], counts["commits"]
        requests = args.rounds * len(files)
        print(f"{len(files)} tournaments of {args.players} players, {args.rounds} rounds,"
              f" over {args.database}; CPU ms a request (in this process"
              f"{', cProfile on' if args.profile else ''})")
        print(f"{'round':>5} {'server':>8} {'engine':>8}")
        for round_no, costs in per_round.items():
            own = sum(c[0] for c in costs) / len(costs)
            paired = sum(c[1] for c in costs) / len(costs)
            print(f"{round_no:>5} {1000 * own:>8.1f} {1000 * paired:>8.1f}")
        every = [cost for costs in per_round.values() for cost in costs]
        print(f"{'mean':>5} {1000 * sum(c[0] for c in every) / len(every):>8.1f}"
              f" {1000 * sum(c[1] for c in every) / len(every):>8.1f}")
        print(f"the last request: {statements} statements, {commits} commits")
        if args.profile:
            _steps(profile, requests, args.top)
        _hand_off(files[0], args.rounds)


def _with_tiebreaks(body: bytes, codes: str) -> bytes:
    """The file with a 202 record of `codes` after its 192 record (none: as it is)."""
    if not codes:
        return body
    lines = body.decode("utf-8").split("\n")
    at = next(n for n, line in enumerate(lines) if line.startswith("192 ")) + 1
    return "\n".join([*lines[:at], f"202 {codes}", *lines[at:]]).encode("utf-8")


def _steps(profile: cProfile.Profile, requests: int, top: int) -> None:
    stats = pstats.Stats(profile)
    cumulative: Counter[str] = Counter()
    for (file, _line, name), (_cc, _nc, _tt, ct, _callers) in \
            stats.stats.items():  # type: ignore[attr-defined]
        if name in STEPS and file.endswith(_STEP_FILES.get(name, "")):
            cumulative[name] += ct
    print("CPU ms a request, by step (cumulative; steps overlap):")
    for name, label in STEPS.items():
        print(f"  {label:<45} {1000 * cumulative[name] / requests:>7.2f}")
    if top:
        stats.sort_stats("tottime").print_stats(top)


def _hand_off(rounds: list[bytes], count: int) -> None:
    """What sending a round to a pairing process costs: the tournament pickled there, the
    answer pickled back (both ways: dumps and loads)."""
    text = rounds[-1].decode("utf-8")
    t = rounds_played(read_trfp_text(text).tournament, count - 1)
    keys = {p.id: f"#{p.pairing_no}" for p in t.players}
    start = time.thread_time()
    for _ in range(20):
        sent = pickle.dumps((t, keys))
        pickle.loads(sent)
    there = (time.thread_time() - start) / 20
    answer = pair_round(t, count, "dutch", None, count, keys)
    start = time.thread_time()
    for _ in range(20):
        back = pickle.dumps(answer)
        pickle.loads(back)
    back_cpu = (time.thread_time() - start) / 20
    start = time.thread_time()
    for _ in range(20):
        rounds_played(read_trfp_text(text).tournament, count - 1)
    parse = (time.thread_time() - start) / 20
    print(f"hand-off of round {count}: the tournament pickled {len(sent):,} bytes,"
          f" {1000 * there:.2f} ms (dumps + loads); the answer {len(back):,} bytes,"
          f" {1000 * back_cpu:.2f} ms; reading the text again instead: {1000 * parse:.2f} ms")


if __name__ == "__main__":
    main()
