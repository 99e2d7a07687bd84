"""The pairing server under load: many tournaments of 30 to 300 players sending their rounds at
once, against one and against several server processes on the same database (SQLite, and
PostgreSQL when initdb and pg_ctl are found). Loopback only; every run is bounded by its
arguments.

Every tournament's files are made beforehand with the same engine (so each file is the one a
client would send after the server's answer, with random results and absences), then the
clients only send them: what is measured is the server. Prints, for each database and number
of server processes, the rounds answered per second and the latency percentiles of a round,
and the CPU time each round cost: the server's processes (with their pairing processes), the
PostgreSQL server's, and the clients' (this process). On a machine shared with other work the
rounds per second follow the share of the cores the run gets; the CPU a round costs does not.

Issue 27's figures:

    # 20 clients of 100-player tournaments, two processes over PostgreSQL (>= 20 rounds/s,
    # p99 <= 2 s)
    .venv/bin/python benchmarks/server_load.py --tournaments 40 --rounds 5 --clients 20 \
        --players 100 --workers 2 --databases postgresql
    # a 1,000-player round beside 100-player rounds: their delay (<= 0.5 s)
    .venv/bin/python benchmarks/server_load.py --scenario large-round
    # two server processes started separately on one PostgreSQL: a round sent to both at once
    .venv/bin/python benchmarks/server_load.py --scenario two-servers

Run: .venv/bin/python benchmarks/server_load.py [--tournaments 24] [--rounds 5] [--clients 8]
         [--workers 1,2] [--databases sqlite,postgresql] [--players 30,60,100,150,200,300]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from contextlib import ExitStack
from pathlib import Path

from arbiter_gui.core.trf import write_trf
from arbiter_gui.pairing.engine import pair_next_round
from arbiter_gui.pairing.generator import (
    GeneratorSettings,
    announce_absences,
    new_tournament,
    play_round,
)

# The server, the PostgreSQL cluster and the client the tests use (tests/server_helpers.py).
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tests.server_helpers import (  # noqa: E402
    call,
    postgres_binaries,
    postgres_cluster,
    register,
    running_server,
)

PLAYER_COUNTS = (30, 60, 100, 150, 200, 300)


def round_files(players: int, rounds: int, seed: int) -> tuple[list[bytes], float]:
    """The TRFp of each round of one tournament, as its client sends them, and the CPU
    seconds the engine took to pair them (the server's engine does the same work on them)."""
    settings = GeneratorSettings(players=players, rounds=rounds, seed=seed)
    t, rng = new_tournament(settings)
    files, pairing = [], 0.0
    for round_no in range(1, rounds + 1):
        announce_absences(t, round_no, settings, rng)
        files.append(write_trf(t).encode("utf-8"))
        start = time.thread_time()
        result = pair_next_round(t, "dutch")
        pairing += time.thread_time() - start
        play_round(t, round_no, result, settings, rng)
    return files, pairing


def run_load(url: str, tournaments: list[list[bytes]], rounds: int, clients: int
             ) -> tuple[float, list[float], int]:
    """Every tournament's rounds sent by `clients` threads (one tournament at a time each):
    wall time, each round's latency, the refusals."""
    ids = [register(url, rounds=rounds, name=f"Load {k}") for k in range(len(tournaments))]
    latencies: list[float] = []
    failures = [0]
    queue = list(range(len(tournaments)))
    lock = threading.Lock()

    def client() -> None:
        while True:
            with lock:
                if not queue:
                    return
                k = queue.pop()
            tid, secret = ids[k]
            for round_no, body in enumerate(tournaments[k], 1):
                start = time.perf_counter()
                status, _ = call(url, "POST", f"/tournaments/{tid}/rounds/{round_no}", body,
                                 secret, timeout=300)
                elapsed = time.perf_counter() - start
                with lock:
                    latencies.append(elapsed)
                    failures[0] += status != 200

    threads = [threading.Thread(target=client) for _ in range(clients)]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return time.perf_counter() - start, latencies, failures[0]


def _processes() -> list[tuple[int, int, int, float]]:
    """(pid, parent, process group, CPU seconds) of every process /proc shows."""
    found = []
    tick = os.sysconf("SC_CLK_TCK")
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue  # ended meanwhile
        found.append((int(entry.name), int(fields[1]), int(fields[2]),
                      (int(fields[11]) + int(fields[12])) / tick))
    return found


def _postmaster(port: int) -> int | None:
    """The PostgreSQL server listening on `port` (tests/server_helpers.postgres_cluster's)."""
    for pid, _parent, _group, _cpu in _processes():
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
                words = cmdline.read().split(b"\0")
        except OSError:
            continue
        if words and words[0].endswith(b"postgres") and b"-p" in words and \
                str(port).encode() in words:
            return pid
    return None


def cpu_seconds(server_group: int, postmaster: int | None) -> tuple[float, float]:
    """The CPU seconds used so far by the server's processes (its process group: the server,
    its uvicorn workers, their pairing processes) and by the PostgreSQL server's (the
    postmaster and its backends)."""
    server = database = 0.0
    for pid, parent, group, cpu in _processes():
        if group == server_group:
            server += cpu
        elif postmaster is not None and postmaster in (pid, parent):
            database += cpu
    return server, database


def percentile(values: list[float], p: float) -> float:
    if len(values) == 1:  # quantiles needs two; one request is every percentile of itself
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[int(p) - 1]


def timed(url: str, tid: str, secret: str, round_no: int, body: bytes) -> float:
    start = time.perf_counter()
    status, answer = call(url, "POST", f"/tournaments/{tid}/rounds/{round_no}", body, secret,
                          timeout=600)
    assert status == 200, answer
    return time.perf_counter() - start


def large_round(rounds: int) -> None:
    """100-player rounds sent one after another, alone, then while a 1,000-player round is
    paired: how much later their answers come."""
    small = [round_files(100, rounds, seed)[0] for seed in range(2)]
    large = round_files(1000, 1, 99)[0][0]
    with tempfile.TemporaryDirectory() as folder, \
            running_server(str(Path(folder) / "load.db"), Path(folder) / "server.log") as server:
        alone_id, beside_id = (register(server.url, rounds=rounds) for _ in small)
        alone = [timed(server.url, *alone_id, k, body) for k, body in enumerate(small[0], 1)]
        big = register(server.url, rounds=1, name="Large")
        thread = threading.Thread(target=lambda: print(
            f"the 1,000-player round: {timed(server.url, *big, 1, large):.2f} s"))
        thread.start()
        time.sleep(0.5)  # the large round is being paired
        beside = [timed(server.url, *beside_id, k, body) for k, body in enumerate(small[1], 1)]
        thread.join()
    delay = max(b - statistics.median(alone) for b in beside)
    print(f"100-player rounds alone: median {statistics.median(alone):.3f} s, max"
          f" {max(alone):.3f} s; beside the 1,000-player round: max {max(beside):.3f} s;"
          f" the largest delay {delay:.3f} s (the target: at most 0.5 s)")


def two_servers() -> None:
    """Two server processes started separately on one PostgreSQL; each round of a tournament
    sent to both at once: answered once, the same answer to both."""
    if postgres_binaries() is None:
        print("two-servers: no initdb/pg_ctl found")
        return
    files = round_files(100, 5, 7)[0]
    with tempfile.TemporaryDirectory() as folder, postgres_cluster() as url, \
            running_server(url, Path(folder) / "a.log") as a, \
            running_server(url, Path(folder) / "b.log") as b:
        tid, secret = register(a.url, rounds=len(files))
        same = 0
        for round_no, body in enumerate(files, 1):
            answers: list[tuple[int, object]] = []

            def send(base: str, path: str, body: bytes, into: list) -> None:
                into.append(call(base, "POST", path, body, secret, timeout=600))

            path = f"/tournaments/{tid}/rounds/{round_no}"
            threads = [threading.Thread(target=send, args=(s.url, path, body, answers))
                       for s in (a, b)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            same += answers[0] == answers[1] and answers[0][0] == 200
        status, protocol = call(a.url, "GET", f"/tournaments/{tid}/protocol", token=secret)
        kinds = [e["kind"] for e in protocol["entries"]]  # type: ignore[index]
        print(f"two servers, {len(files)} rounds each sent to both at once: {same} rounds with"
              f" the same answer from both; the protocol holds {kinds.count('answer')} answers,"
              f" chain verified {protocol['chain']['verified']}")  # type: ignore[index]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--scenario", choices=("load", "large-round", "two-servers"),
                    default="load")
    ap.add_argument("--tournaments", type=int, default=24)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--clients", type=int, default=8, help="tournaments sending at once")
    ap.add_argument("--workers", default="1,2", help="server processes, e.g. 1,2,4")
    ap.add_argument("--databases", default="sqlite,postgresql")
    ap.add_argument("--players", default=",".join(map(str, PLAYER_COUNTS)),
                    help="the tournaments' sizes, taken in turn (e.g. 30: the server's own"
                         " work, with little pairing)")
    args = ap.parse_args()
    if args.scenario == "large-round":
        large_round(args.rounds)
        return
    if args.scenario == "two-servers":
        two_servers()
        return
    sizes = [int(n) for n in args.players.split(",")]
    counts = [sizes[k % len(sizes)] for k in range(args.tournaments)]
    print(f"{args.tournaments} tournaments of {min(counts)}-{max(counts)} players,"
          f" {args.rounds} rounds each ({sum(counts)} players), {args.clients} sending at once")
    start = time.perf_counter()
    made = [round_files(n, args.rounds, seed) for seed, n in enumerate(counts)]
    tournaments, pairing = [files for files, _ in made], sum(seconds for _, seconds in made)
    rounds = sum(len(files) for files in tournaments)
    print(f"files made in {time.perf_counter() - start:.0f} s; the engine alone paired their"
          f" {rounds} rounds in {pairing:.1f} s of CPU ({rounds / pairing:.2f} rounds/s, one"
          " process)")
    engine_ms = 1000 * pairing / rounds
    print(f"{'database':<11} {'processes':>9} {'rounds':>7} {'rounds/s':>9} {'p50 s':>7}"
          f" {'p90 s':>7} {'p99 s':>7} {'max s':>7} {'refused':>8}"
          f" {'CPU ms a round: server':>23} {'engine':>7} {'rest':>5} {'database':>9}"
          f" {'clients':>8}")
    for database in args.databases.split(","):
        if database == "postgresql" and postgres_binaries() is None:
            print("postgresql: no initdb/pg_ctl found, skipped")
            continue
        for workers in (int(w) for w in args.workers.split(",")):
            with tempfile.TemporaryDirectory() as folder, ExitStack() as stack:
                url = (str(Path(folder) / "load.db") if database == "sqlite"
                       else stack.enter_context(postgres_cluster()))
                server = stack.enter_context(running_server(url, Path(folder) / "server.log",
                                                            workers=workers))
                assert call(server.url, "GET", "/health")[0] == 200
                postmaster = (None if database == "sqlite"
                              else _postmaster(int(url.rsplit(":", 1)[1].split("/")[0])))
                before = (*cpu_seconds(server.process.pid, postmaster), time.process_time())
                wall, latencies, refused = run_load(server.url, tournaments, args.rounds,
                                                    args.clients)
                after = (*cpu_seconds(server.process.pid, postmaster), time.process_time())
            per_round = [1000 * (b - a) / len(latencies)
                         for a, b in zip(before, after, strict=True)]
            cost = [f"{ms:.0f}" for ms in per_round]
            if postmaster is None:
                cost[1] = "-"
            print(f"{database:<11} {workers:>9} {len(latencies):>7}"
                  f" {len(latencies) / wall:>9.2f} {percentile(latencies, 50):>7.3f}"
                  f" {percentile(latencies, 90):>7.3f} {percentile(latencies, 99):>7.3f}"
                  f" {max(latencies):>7.3f} {refused:>8} {cost[0]:>23} {engine_ms:>7.0f}"
                  f" {per_round[0] - engine_ms:>5.0f} {cost[1]:>9} {cost[2]:>8}", flush=True)


if __name__ == "__main__":
    main()
