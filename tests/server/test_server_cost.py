"""What a request costs the pairing server, counted (never timed): the statements it sends the
database, the rounds it compares with their pairings, the pairing processes it starts. A cost
that grows with the rounds already recorded is a bug: each round of an event would cost more
than the last (benchmarks/server_profile.py and server_load.py measure the times)."""

from __future__ import annotations

import gc
import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine, event

from arbiter_gui.core.trf import parse_trf, write_trf
from arbiter_gui.server import db, pool, service
from tests.server_helpers import (
    ROOT,
    play_answer,
    postgres_binaries,
    postgres_cluster,
    starting_tournament,
    trfp,
)

ROUNDS = 6


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[Engine]:
    engine = db.open_database(str(tmp_path / "tournaments.db"))
    yield engine
    engine.dispose()


@pytest.fixture(scope="module")
def postgresql() -> Iterator[str]:
    if postgres_binaries() is None:
        message = "PostgreSQL's initdb and pg_ctl were not found: install 'postgresql'"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    with postgres_cluster() as url:
        yield url


def _event(engine: Engine, monkeypatch: pytest.MonkeyPatch, commits: list[int] | None = None
           ) -> tuple[list[list[str]], list[list[int]]]:
    """A 20-player event sent round by round (paired in this thread): each request's
    statements in its writing transaction, and the rounds it compared with their pairing
    (and the commits of each request, into `commits`)."""
    writes: list[list[str]] = []
    compared: list[list[int]] = []
    commits = [] if commits is None else commits
    plain = service.round_deviations

    def counted(round_no: int, *args: object) -> list:
        compared[-1].append(round_no)
        return plain(round_no, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(service, "round_deviations", counted)

    def statement(conn: object, _cursor: object, sql: str, *_args: object) -> None:
        verb = sql.split()[0]
        if conn.get_execution_options().get("write") and verb != "BEGIN":  # type: ignore
            writes[-1].append(verb)

    access = service.Access(None)
    tid, secret = service.register(engine, service.Registration(
        "Cost", "", "dutch", None, ROUNDS, "Jane Arbiter"))
    def commit(_conn: object) -> None:
        commits[-1] += 1

    event.listen(engine, "before_cursor_execute", statement)
    event.listen(engine, "commit", commit)
    t, rng = starting_tournament(20, ROUNDS, seed=3), random.Random(3)
    for round_no in range(1, ROUNDS + 1):
        writes.append([])
        compared.append([])
        commits.append(0)
        answer = json.loads(service.submit(engine, access, service.Submission(
            tid, round_no, secret, trfp(t).encode())))
        t = play_answer(answer, rng)
    event.remove(engine, "before_cursor_execute", statement)
    event.remove(engine, "commit", commit)
    return writes, compared


def test_a_request_compares_only_the_rounds_its_file_changed(
        engine: Engine, monkeypatch: pytest.MonkeyPatch) -> None:
    """Round N's file is compared with the pairing of round N-1 (just played), not again with
    every earlier round's, which the previous file reported alike: their deviations were
    recorded then (and found again, a fingerprint is recorded once)."""
    _writes, compared = _event(engine, monkeypatch)
    assert compared == [[]] + [[round_no - 1] for round_no in range(2, ROUNDS + 1)]


def test_an_answer_is_stored_in_statements_that_do_not_grow_with_the_event(
        engine: Engine, monkeypatch: pytest.MonkeyPatch) -> None:
    """The storing transaction: the tournament's lock with what it checks (the answers, the
    chain's head) in one statement, both protocol entries in one, each table's rows in one."""
    writes, _compared = _event(engine, monkeypatch)
    for statements in writes:
        assert statements[:3] == ["SELECT", "INSERT", "INSERT"], statements  # lock, chain, row
        assert len(statements) <= 7, statements  # + deviations, reasons, players (2)
    assert len({len(statements) for statements in writes[1:]}) == 1, writes


def test_on_postgresql_a_request_commits_once(
        postgresql: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """On PostgreSQL the reading before pairing is no transaction (READ COMMITTED: each
    statement sees what was committed before it, in one or not): the request's one
    transaction is the one that stores it, in the statements counted above."""
    engine = db.open_database(postgresql)
    commits: list[int] = []
    try:
        writes, _compared = _event(engine, monkeypatch, commits)
    finally:
        engine.dispose()
    assert commits == [1] * ROUNDS
    assert all(len(statements) <= 7 for statements in writes), writes


def test_the_answer_with_its_protocol_entry_is_json_of_both(engine: Engine) -> None:
    """The protocol entry is joined to the stored answer's text, not decoded and encoded again:
    the same bytes as encoding them together."""
    access = service.Access(None)
    tid, secret = service.register(engine, service.Registration(
        "Joined", "", "dutch", None, 3, "Jane Arbiter"))
    body = trfp(starting_tournament(10, 3)).encode()
    answer = service.submit(engine, access, service.Submission(tid, 1, secret, body))
    core = json.loads(answer)
    protocol = core.pop("protocol")
    assert answer == json.dumps({**core, "protocol": protocol}, ensure_ascii=False).encode()
    again = service.submit(engine, access, service.Submission(tid, 1, secret, body))
    assert again == answer


def test_the_answers_trf_written_without_a_copy_is_the_same() -> None:
    """write_trf(discard=True), as pair_round writes the answer: the text write_trf writes
    of a tournament whose players are not in starting-rank order (a copy renumbered)."""
    t = parse_trf(trfp(starting_tournament(12, 3)))
    assert [p.pairing_no for p in t.players] != sorted(p.pairing_no for p in t.players)
    expected = write_trf(t)
    assert write_trf(parse_trf(expected), discard=True) == expected


@pytest.mark.parametrize(("cores", "servers", "explicit", "expected"), [
    (2, 2, None, "1"), (2, 1, None, "2"), (8, 3, None, "2"), (1, 4, None, "1"),
    (2, 2, "3", "3"), (2, 2, "0", "0")])
def test_server_processes_share_the_cores_for_pairing(
        monkeypatch: pytest.MonkeyPatch, cores: int, servers: int, explicit: str | None,
        expected: str) -> None:
    """`arbiter-server --workers N`: as many pairing processes as cores in all (pairing is
    CPU work), at least one each, unless the environment says how many."""
    monkeypatch.setattr(pool.os, "cpu_count", lambda: cores)
    if explicit is None:
        monkeypatch.delenv(pool.ENV_PROCESSES, raising=False)
    else:
        monkeypatch.setenv(pool.ENV_PROCESSES, explicit)
    pool.share_cores(servers)
    assert pool.processes_from_environment() == int(expected)


def test_pairing_processes_keep_their_start_out_of_the_collector() -> None:
    """A pairing process, once started, has frozen the objects of its start (the engine's
    modules) and collects its youngest generation after YOUNG_THRESHOLD allocations: a
    round's allocations no longer set off collections that walk every object it holds."""
    pairing = pool.PairingPool(1)
    try:
        threshold = pairing.small.submit(gc.get_threshold).result()
        frozen = pairing.small.submit(gc.get_freeze_count).result()
    finally:
        pairing.close()
    assert threshold[0] == pool.YOUNG_THRESHOLD
    assert frozen > 10_000


def test_a_server_process_keeps_its_start_out_of_the_collector(tmp_path: Path) -> None:
    """A server process (uvicorn's factory, app_from_environment) likewise, once its
    application is made (in a process of its own: the tests' process is left as it is)."""
    code = ("import gc; from arbiter_gui.server.app import app_from_environment;"
            " app_from_environment(); print(gc.get_threshold()[0], gc.get_freeze_count())")
    env = {**os.environ, "ARBITER_SERVER_DB": str(tmp_path / "settle.db"),
           pool.ENV_PROCESSES: "0", "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         check=True, timeout=120).stdout.split()
    assert int(out[0]) == pool.YOUNG_THRESHOLD
    assert int(out[1]) > 10_000
