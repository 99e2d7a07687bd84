"""The pairing server's registration of a tournament: the number of rounds is a JSON number
(issue 28, item 19); the FIDE mode, the default, pairs only with the FIDE systems and refuses a
TRFp with what it refuses (issue 31). Checked over the real server in a subprocess (SQLite)."""

from __future__ import annotations

import sqlite3

import pytest
from sqlalchemy import select

from arbiter_gui.core.fide_mode import leave_fide_mode
from arbiter_gui.core.model import ByeKind
from arbiter_gui.server import db
from tests.server_helpers import Server, call, running_server, starting_tournament, trfp


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory):
    folder = tmp_path_factory.mktemp("registration")
    with running_server(str(folder / "tournaments.db"), folder / "server.log") as s:
        yield s


@pytest.mark.parametrize("rounds", [True, False, "7", 7.0, 7.5])
def test_item_19_rounds_that_are_no_whole_json_number_are_refused_422(server: Server, rounds):
    """`"rounds": true` was registered as a tournament of 1 round (a JSON boolean read as the
    number 1); a boolean, a text or a fraction is no number of rounds."""
    status, answer = call(server.url, "POST", "/tournaments", {
        "name": "Open", "system": "dutch", "rounds": rounds, "chief_arbiter": "Jane Arbiter"})
    assert status == 422, answer
    assert answer["message"].startswith("body.rounds: ")  # type: ignore[index]


def test_a_whole_number_of_rounds_is_registered(server: Server):
    status, answer = call(server.url, "POST", "/tournaments", {
        "name": "Open", "system": "dutch", "rounds": 7, "chief_arbiter": "Jane Arbiter"})
    assert status == 201, answer


# -- the FIDE mode (VCL.01-05 for the server; docs/fide-endorsement.md) -------------------------

def _register(server: Server, **fields) -> tuple[int, dict]:
    return call(server.url, "POST", "/tournaments", {  # type: ignore[return-value]
        "name": "Open", "rounds": 5, "chief_arbiter": "Jane Arbiter", **fields})


def test_vcl_01_the_server_registers_in_the_fide_mode_and_refuses_the_leong_system(server):
    status, answer = _register(server, system="leong")
    assert status == 422 and "leong is not a FIDE system" in answer["message"]
    status, answer = _register(server, system="leong", fide_mode=False)  # said explicitly
    assert status == 201, answer
    status, answer = _register(server, system="dutch", fide_mode="no")
    assert status == 422  # a JSON boolean, nothing else
    _status, answer = _register(server, system="dubov")
    status, protocol = call(server.url, "GET", f"/tournaments/{answer['id']}/protocol",
                            token=answer["secret"])
    assert status == 200 and protocol["tournament"]["fide_mode"] is True


def test_vcl_17_in_the_fide_mode_a_trfp_with_a_full_point_bye_on_request_is_refused(server):
    _status, answer = _register(server, system="dutch")
    tid, secret = answer["id"], answer["secret"]
    t = starting_tournament(10, 5)
    t.requested_byes[(3, 1)] = ByeKind.FULL
    status, refusal = call(server.url, "POST", f"/tournaments/{tid}/rounds/1", trfp(t), secret)
    assert status == 422 and refusal["error"] == "fide_mode", refusal
    assert "full-point bye on request in round 1" in refusal["message"]
    t.requested_byes[(3, 1)] = ByeKind.HALF  # a half-point bye is the FIDE mode's
    status, answer = call(server.url, "POST", f"/tournaments/{tid}/rounds/1", trfp(t), secret)
    assert status == 200, answer


def test_vcl_05_a_trfp_that_left_the_fide_mode_is_refused_unless_registered_outside_it(server):
    t = starting_tournament(10, 5)
    leave_fide_mode(t, "2026-01-10T10:00:00+00:00")
    t.requested_byes[(3, 1)] = ByeKind.FULL  # outside the FIDE mode, the regulations' choice
    for fide_mode, expected in ((True, 422), (False, 200)):
        _status, answer = _register(server, system="dutch", fide_mode=fide_mode)
        status, reply = call(server.url, "POST", f"/tournaments/{answer['id']}/rounds/1",
                             trfp(t), answer["secret"])
        assert status == expected, reply
    assert "left the FIDE mode" in _register_and_send(server, t)["message"]


def _register_and_send(server: Server, t) -> dict:
    _status, answer = _register(server, system="dutch")
    return call(server.url, "POST", f"/tournaments/{answer['id']}/rounds/1", trfp(t),
                answer["secret"])[1]  # type: ignore[return-value]


def test_a_database_from_before_the_fide_mode_has_its_leong_tournaments_outside_it(tmp_path):
    path = tmp_path / "old.db"
    with sqlite3.connect(path) as conn:  # the tournaments table as it was, with two rows
        conn.execute("CREATE TABLE tournaments (id VARCHAR(32) PRIMARY KEY, name TEXT NOT NULL,"
                     " event_code TEXT NOT NULL, system VARCHAR(16) NOT NULL, edition"
                     " VARCHAR(16), rounds INTEGER NOT NULL, chief_arbiter TEXT NOT NULL,"
                     " secret_salt VARCHAR(64) NOT NULL, secret_hash VARCHAR(128) NOT NULL,"
                     " created VARCHAR(40) NOT NULL)")
        for tid, system in (("a", "dutch"), ("b", "leong")):
            conn.execute("INSERT INTO tournaments VALUES (?, 'Open', '', ?, NULL, 5, 'Jane',"
                         " '', '', '')", (tid, system))
    engine = db.open_database(str(path))
    with engine.connect() as conn:
        modes = dict(conn.execute(select(db.tournaments.c.id, db.tournaments.c.fide_mode)).all())
    engine.dispose()
    assert modes == {"a": 1, "b": 0}
