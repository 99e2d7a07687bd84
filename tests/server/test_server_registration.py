"""The pairing server's registration of a tournament: the number of rounds is a JSON number
(issue 28, item 19); the FIDE mode, the default, pairs only with the FIDE systems and refuses a
TRFp with what it refuses (issue 31). Checked over the real server in a subprocess (SQLite)."""

from __future__ import annotations

import copy
import random
import sqlite3

import pytest
from sqlalchemy import select

from arbiter_gui.core import handling
from arbiter_gui.core.fide_mode import leave_fide_mode
from arbiter_gui.core.model import ByeKind, GameResult
from arbiter_gui.pairing.engine import pair_next_round
from arbiter_gui.server import db
from tests.server_helpers import (
    Server,
    as_result,
    call,
    play_answer,
    running_server,
    starting_tournament,
    trfp,
)


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


def test_vcl_15_an_adjourned_game_is_paired_as_a_draw_and_its_result_is_no_deviation(server):
    # C.04.2 D.1: the server pairs round 2 with the adjourned game of round 1 as a draw; its
    # result, in round 3's file, completes it and is no changed result of the protocol.
    _status, answer = _register(server, system="dutch")
    tid, secret = answer["id"], answer["secret"]
    rng = random.Random(15)
    status, first = call(server.url, "POST", f"/tournaments/{tid}/rounds/1",
                         trfp(starting_tournament(8, 5)), secret)
    assert status == 200, first
    t = play_answer(first, rng)
    handling.set_result(t, 1, 1, None)
    handling.adjourn_game(t, 1, 1)
    status, second = call(server.url, "POST", f"/tournaments/{tid}/rounds/2", trfp(t), secret)
    assert status == 200 and second["deviations"] == [], second
    drawn = copy.deepcopy(t)
    drawn.rounds[0].games[0].set_result(GameResult.DRAW)
    engine = pair_next_round(drawn, "dutch")
    assert (set(as_result(second).pairs), as_result(second).bye) == (set(engine.pairs),
                                                                       engine.bye)
    t = play_answer(second, rng)
    assert t.rounds[0].games[0].is_adjourned  # the answer's TRF keeps it adjourned
    handling.set_result(t, 1, 1, GameResult.WHITE_WINS)
    status, third = call(server.url, "POST", f"/tournaments/{tid}/rounds/3", trfp(t), secret)
    assert status == 200 and third["deviations"] == [], third
    _finish(server, tid, secret, play_answer(third, rng), rng)


def _finish(server: Server, tid: str, secret: str, t, rng) -> None:
    """Rounds 4 and 5, then the final file: refused while a game is still adjourned."""
    for round_no in (4, 5):
        status, answer = call(server.url, "POST", f"/tournaments/{tid}/rounds/{round_no}",
                              trfp(t), secret)
        assert status == 200, answer
        t = play_answer(answer, rng)
    handling.set_result(t, 5, 1, None)
    handling.adjourn_game(t, 5, 1)
    status, refusal = call(server.url, "POST", f"/tournaments/{tid}/final", trfp(t), secret)
    assert status == 422 and refusal["error"] == "missing_result", refusal
