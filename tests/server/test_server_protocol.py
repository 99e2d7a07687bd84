"""The pairing server's protocol as the auditor reads it (issue 27): everything chained, the
reasons, the whole event (the final file, a round's answer again, retries by content), stable
player identities, and a whole event whose protocol lists exactly the deviations made, each
with its reason. Against the real server over SQLite and PostgreSQL (tests/server/test_server.py's
fixtures)."""

from __future__ import annotations

import asyncio
import copy
import json
import random
import threading

from sqlalchemy import create_engine, text

from arbiter_gui.core import handling
from arbiter_gui.core.model import GameResult, Player, Tournament
from arbiter_gui.pairing.engine import pair_next_round, record_pairing, tournament_before_round
from arbiter_gui.server import service, trfp
from arbiter_gui.server.app import ConcurrencyLimit
from arbiter_gui.server.db import database_url, open_database
from arbiter_gui.server.main import main as server_main
from tests.server.test_server import database, server  # noqa: F401 - the fixtures
from tests.server_helpers import (
    AUDITOR_TOKEN,
    RESULTS,
    Server,
    call,
    play_answer,
    register,
    starting_tournament,
)

__all__ = ["database", "server"]


def _submit(server: Server, tid: str, secret: str, round_no: int | None,
            body: str | bytes | dict) -> tuple[int, dict]:
    path = f"/tournaments/{tid}/" + ("final" if round_no is None else f"rounds/{round_no}")
    return call(server.url, "POST", path, body, secret)  # type: ignore[return-value]


def _ok(server: Server, tid: str, secret: str, round_no: int | None, body) -> dict:
    status, answer = _submit(server, tid, secret, round_no, body)
    assert status == 200, answer
    return answer


def _protocol(server: Server, tid: str, token: str = AUDITOR_TOKEN) -> dict:
    status, protocol = call(server.url, "GET", f"/tournaments/{tid}/protocol", token=token)
    assert status == 200, protocol
    return protocol  # type: ignore[return-value]


def _text(t: Tournament, *extra: str) -> str:
    return trfp.write_trf(t) + "".join(line + "\n" for line in extra)


def _swap_colours(t: Tournament, round_no: int) -> list[int]:
    """The arbiter swaps the colours of board 1; the ids of the server's white and black."""
    game = t.round(round_no).games[0]
    game.white, game.black = game.black, game.white
    game.white_result, game.black_result = game.black_result, game.white_result
    return [game.black, game.white]


def _exchange_last_opponents(t: Tournament, round_no: int) -> list[int]:
    """The arbiter exchanges the black players of the last two boards; the players' ids."""
    a, b = t.round(round_no).games[-2:]
    a.black, b.black = b.black, a.black
    return [a.white, a.black, b.white, b.black]


def _deviations(protocol: dict) -> list[tuple[int, str, list[str], list[str]]]:
    return sorted((d["round"], d["kind"], d["players"], d["reasons"])
                  for found in protocol["deviations"]["by_round"].values() for d in found)


def test_whole_event_lists_exactly_the_deviations_made_each_with_its_reason(
        server: Server) -> None:
    """Issue 27, "Done when": a withdrawal sent back in the answer's file, a reason per
    deviation (a TRFp record and the JSON field), a late entry, a FIDE id added in round 3, a
    round paired locally and the final file."""
    tid, secret = register(server.url, rounds=6)
    t, rng = starting_tournament(11, 6, seed=27), random.Random(27)
    nameless = t.players[4]
    nameless.fide_id = None  # given in round 3
    t = play_answer(_ok(server, tid, secret, 1, _text(t)), rng)

    # Round 2: the answer's file, with the results and a player's withdrawal (240 Z to the end).
    withdrawn = t.players[6]
    zeros = [f"240 Z {r:>3} {withdrawn.pairing_no:>4}" for r in range(2, 7)]
    answer = _ok(server, tid, secret, 2, _text(t, *zeros))
    assert withdrawn.pairing_no not in {n for pair in answer["pairs"] for n in pair}
    assert answer["engine"]["program"] == "arbiter-gui" and answer["engine"]["version"]
    t = play_answer(answer, rng)
    exchanged = _exchange_last_opponents(t, 2)

    # Round 3: the exchange's reason as a TRFp record; the FIDE id given now.
    t.player(nameless.id).fide_id = 4_000_005
    first = t.player(exchanged[0]).pairing_no
    answer = _ok(server, tid, secret, 3, _text(
        t, f"### reason 2 {first} the arbiter exchanged opponents: players of one club"))
    assert [(d["round"], d["kind"]) for d in answer["deviations"]] == [(2, "pair")]
    t = play_answer(answer, rng)
    swapped = _swap_colours(t, 3)

    # Round 4: a late entrant (the starting ranks are given again, C.04.2 C.3); the colour
    # swap's reason in the JSON form, by the player's starting rank in this file.
    handling.add_late_entry(t, Player(id=99, surname="Late", given_name="A", rating=2000,
                                      fide_id=4_000_099), 4)
    answer = _ok(server, tid, secret, 4, {"trf": _text(t), "reasons": [
        {"round": 3, "player": t.player(swapped[0]).pairing_no,
         "reason": "wrong colours on the board card"}]})
    assert [(d["round"], d["kind"], d["reasons"]) for d in answer["deviations"]] == [
        (3, "colour", ["wrong colours on the board card"])]
    t = play_answer(answer, rng)

    # Round 5 paired locally (the server could not be reached), and a colour swap in it.
    record_pairing(t, 5, pair_next_round(copy.deepcopy(t), "dutch"))
    t.round(5).paired_locally = True
    for game in t.round(5).games:
        handling.set_result(t, 5, game, rng.choice(RESULTS))
    swapped_locally = _swap_colours(t, 5)
    # The client's catch-up: round 5 as it stood, then round 6 with the "paired locally" note.
    assert _submit(server, tid, secret, 6, _text(t))[1]["error"] == "out_of_order"
    _ok(server, tid, secret, 5, _text(tournament_before_round(t, 5)))
    t = play_answer(_ok(server, tid, secret, 6, _text(t)), rng)

    # The final file, with a late correction of round 4 (both players' entries change).
    game = t.round(4).games[0]
    game.set_result(GameResult.BLACK_WINS if game.result is GameResult.WHITE_WINS
                    else GameResult.WHITE_WINS)
    corrected = [game.white, game.black]
    answer = _ok(server, tid, secret, None, _text(t, *(
        f"### reason 4 {t.player(p).pairing_no} result corrected: the players' scoresheets"
        for p in corrected)))
    assert answer["final"] and "pairs" not in answer

    protocol = _protocol(server, tid)
    assert protocol["chain"]["verified"], protocol["chain"]["problems"]
    key = {p.id: next(k for k, v in protocol["players"].items() if v["name"] == p.name)
           for p in t.players}
    local = ("paired locally by the tournament's program: the pairing server could not be"
             " reached (declared in the file of round 6)")
    assert _deviations(protocol) == sorted([
        (2, "pair", sorted((key[p] for p in exchanged), key=trfp.key_order),
         ["the arbiter exchanged opponents: players of one club"]),
        (3, "colour", [key[p] for p in swapped], ["wrong colours on the board card"]),
        *((4, "changed_result", [key[p]], ["result corrected: the players' scoresheets"])
          for p in corrected),
        (5, "colour", [key[p] for p in swapped_locally], [local])])
    assert protocol["late_entries"] == {key[99]: 4} and key[99] == "#12"
    assert protocol["withdrawals"] == {key[withdrawn.id]: 2}
    assert protocol["rounds_paired_locally"] == {"5": 6}
    assert key[nameless.id] == f"#{nameless.pairing_no}"  # the FIDE id changed no key
    assert protocol["players"][key[nameless.id]]["fide_id"] == 4_000_005
    assert protocol["tournament"]["final"] and protocol["tournament"]["rounds_answered"] == 6
    page = call(server.url, "GET", f"/tournaments/{tid}/protocol.html", token=secret)[1]
    assert "wrong colours on the board card" in page and "paired locally" in page
    status, across = call(server.url, "GET", "/players/4000005/deviations",
                          token=AUDITOR_TOKEN)
    assert status == 200 and [x["tournament"]["id"] for x in across["tournaments"]] == [tid]
    assert call(server.url, "GET", "/players/4000005/deviations", token=secret)[0] == 403


def _event_with_a_reasoned_deviation(server: Server) -> tuple[str, str, Tournament, str]:
    """Rounds 1 and 2 answered, round 1 played with its colours swapped on board 1, and
    round 3 sent with the reason: every table holds a row. Returns the round 3 file too."""
    tid, secret = register(server.url, rounds=5)
    t, rng = starting_tournament(10, 5, seed=5), random.Random(5)
    t = play_answer(_ok(server, tid, secret, 1, _text(t)), rng)
    white, _black = _swap_colours(t, 1)
    t = play_answer(_ok(server, tid, secret, 2, _text(t)), rng)
    third = _text(t, f"### reason 1 {t.player(white).pairing_no} the board card was wrong")
    answer = _ok(server, tid, secret, 3, third)  # the reason for a deviation found before
    assert [(r["round"], r["reason"]) for r in answer["reasons"]] == [
        (1, "the board card was wrong")]
    return tid, secret, t, third


# Each edit of a table beside the chain (or of the chain), and what the chain's check says.
EDITS = [
    ("sent", "UPDATE protocol SET data = replace(data, '\"bye\":', '\"bye\" :')"
     " WHERE tournament_id = :tid AND kind = 'answer' AND round_no = 2",
     "entry 5: the hash does not match its content"),
    ("answer", "UPDATE submissions SET answer = replace(answer, '\"pairs\": [[', '\"pairs\": [[1"
     "') WHERE tournament_id = :tid AND round_no = 2",
     "submissions, round 2: the answer is not the one the chain holds"),
    ("request", "UPDATE submissions SET request = request || '### x' WHERE tournament_id = :tid"
     " AND round_no = 3", "submissions, round 3: the request is not the one the chain holds"),
    ("rounds played", "UPDATE submissions SET played = '{}' WHERE tournament_id = :tid AND"
     " round_no = 2", "submissions, round 2: the rounds played are not the ones the chain"
     " holds"),
    ("reason", "UPDATE reasons SET reason = 'illness' WHERE tournament_id = :tid",
     "reasons: not in the chain, for deviation"),
    ("deviation", "UPDATE deviations SET kind = 'pair' WHERE tournament_id = :tid",
     "deviations, "),
    ("deviation deleted", "DELETE FROM deviations WHERE tournament_id = :tid", "deviations, "),
    ("player", "UPDATE players SET fide_id = 1 WHERE tournament_id = :tid AND key = '#1'",
     "players, #1: differs from the chain"),
]


def test_each_table_edited_is_reported_by_the_chain(server: Server, database: str) -> None:
    """Issue 27 item 2: what was sent, what was answered, each reason, each deviation and the
    players cannot be edited in the database without the protocol's check saying where; an
    edited answer is never returned to a retry."""
    tid, secret, _t, third = _event_with_a_reasoned_deviation(server)
    engine = create_engine(database_url(database))
    tables = ("protocol", "submissions", "deviations", "reasons", "players")
    with engine.begin() as conn:
        saved = {table: conn.execute(text(f"SELECT * FROM {table} WHERE tournament_id = :tid"),
                                     {"tid": tid}).mappings().all() for table in tables}
    for what, edit, problem in EDITS:
        with engine.begin() as conn:
            conn.execute(text(edit), {"tid": tid})
        chain = _protocol(server, tid)["chain"]
        assert not chain["verified"], what
        assert any(p.startswith(problem) for p in chain["problems"]), (what, chain["problems"])
        if what == "answer":  # a retry, or reading the round again, gets no forged pairing
            status, refused = _submit(server, tid, secret, 2, _sent_again(saved))
            assert (status, refused["error"]) == (500, "integrity")
            status, refused = call(server.url, "GET", f"/tournaments/{tid}/rounds/2",
                                   token=secret)
            assert (status, refused["error"]) == (500, "integrity")
        with engine.begin() as conn:  # put the rows back as they were
            for table in tables:
                conn.execute(text(f"DELETE FROM {table} WHERE tournament_id = :tid"),
                             {"tid": tid})
                if saved[table]:
                    columns = list(saved[table][0].keys())
                    conn.execute(text(
                        f"INSERT INTO {table} ({', '.join(columns)}) VALUES"
                        f" ({', '.join(':' + c for c in columns)})"),
                        [_bound(row) for row in saved[table]])
        assert _protocol(server, tid)["chain"]["verified"], what
    engine.dispose()


def _sent_again(saved: dict) -> str:
    return next(row["request"] for row in saved["submissions"] if row["round_no"] == 2)


def _bound(row) -> dict:
    return {k: json.dumps(v) if isinstance(v, (dict, list)) else v for k, v in row.items()}


def _reordered(body: str) -> bytes:
    """The same file as another program would send it again: CRLF line ends, trailing
    blanks, the tournament records after the players."""
    lines = body.splitlines()
    players = [line + "   " for line in lines if line.startswith("001")]
    others = [line for line in lines if not line.startswith("001")]
    return ("\r\n".join(players + others) + "\r\n\r\n").encode("utf-8")


def test_the_whole_event_final_file_answers_again_and_retries_by_content(
        server: Server) -> None:
    """Issue 27 item 4: a retry is recognised by its content; an answered round is read again
    (GET); the file after the last round is checked (POST /final), once."""
    tid, secret = register(server.url, rounds=2)
    t, rng = starting_tournament(8, 2, seed=4), random.Random(4)
    first = _text(t)
    status, raw = call(server.url, "POST", f"/tournaments/{tid}/rounds/1", first, secret,
                       raw=True)
    assert status == 200
    again = call(server.url, "POST", f"/tournaments/{tid}/rounds/1", _reordered(first), secret,
                 raw=True)
    assert again == (200, raw)  # the same answer, byte for byte, recording nothing
    status, read = call(server.url, "GET", f"/tournaments/{tid}/rounds/1", token=secret,
                        raw=True)
    assert (status, read) == (200, raw)
    assert call(server.url, "GET", f"/tournaments/{tid}/rounds/2", token=secret)[0] == 404
    t = play_answer(json.loads(raw), rng)
    assert _submit(server, tid, secret, None, _text(t))[1]["error"] == "out_of_order"
    t = play_answer(_ok(server, tid, secret, 2, _text(t)), rng)
    assert _submit(server, tid, secret, 3, _text(t))[1]["error"] == "out_of_order"
    _swap_colours(t, 2)
    final = _ok(server, tid, secret, None, _text(t))
    assert [(d["round"], d["kind"]) for d in final["deviations"]] == [(2, "colour")]
    assert _ok(server, tid, secret, None, _reordered(_text(t))) == final
    t.round(1).games[0].set_result(GameResult.DRAW)
    assert _submit(server, tid, secret, None, _text(t))[1]["error"] == "round_answered"
    entries = _protocol(server, tid)["entries"]
    assert [e["kind"] for e in entries] == [
        "registered", "request", "answer", "refused", "request", "answer", "refused",
        "request", "final", "conflict"]


def test_identical_requests_in_flight_are_paired_once(tmp_path, monkeypatch) -> None:
    """Issue 27 item 4: three identical requests at once are paired once (the others wait for
    that answer), not three times."""
    engine = open_database(str(tmp_path / "t.db"))
    access = service.Access(None)
    tid, secret = service.register(engine, service.Registration("Open", "", "dutch", None, 5,
                                                                "Jane Arbiter"))
    real, calls, started = service.pair_round, [], threading.Barrier(3)

    def slow_pairing(*args, **kwargs):
        calls.append(args[1])
        threading.Event().wait(0.5)  # the others arrive meanwhile
        return real(*args, **kwargs)

    monkeypatch.setattr(service, "pair_round", slow_pairing)
    body = _text(starting_tournament(30, 5)).encode()
    answers: list[bytes] = []

    def send() -> None:
        started.wait()
        answers.append(service.submit(engine, access, service.Submission(tid, 1, secret,
                                                                        body)))

    threads = [threading.Thread(target=send) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert calls == [1] and len(answers) == 3 and len(set(answers)) == 1
    engine.dispose()


def test_event_code_is_validated_and_the_api_is_described(server: Server) -> None:
    """Issue 27 items 7 and 8: the FIDE tournament code is a number; the OpenAPI has the
    Bearer scheme, the refusals that occur (503 too), the protocol's schema; /docs is served
    without a CDN."""
    status, refused = call(server.url, "POST", "/tournaments", {
        "name": "x", "event_code": "FIDE-12", "rounds": 5, "chief_arbiter": "A"})
    assert (status, refused["error"]) == (422, "invalid_request")
    assert "event_code" in refused["message"]
    status, schema = call(server.url, "GET", "/openapi.json")
    assert schema["components"]["securitySchemes"]["HTTPBearer"]["scheme"] == "bearer"
    submit = schema["paths"]["/tournaments/{tournament_id}/rounds/{round_no}"]["post"]
    assert submit["security"] == [{"HTTPBearer": []}]
    assert {"401", "403", "404", "409", "413", "422", "500", "503"} == set(submit["responses"])\
        - {"200"}
    assert set(schema["paths"]["/tournaments"]["post"]["responses"]) == {
        "201", "413", "422", "500", "503"}
    assert "application/json" in submit["requestBody"]["content"]
    for name in ("ProtocolOut", "RoundAnswer", "FinalAnswer", "RoundRequest", "DeviationOut"):
        assert name in schema["components"]["schemas"]
    status, page = call(server.url, "GET", "/docs")
    assert status == 200 and "cdn" not in page and "/docs/assets/swagger-ui-bundle.js" in page
    status, script = call(server.url, "GET", "/docs/assets/swagger-ui-bundle.js", raw=True)
    assert status == 200 and len(script) > 100_000


def test_beyond_its_requests_a_process_answers_a_json_503_with_retry_after() -> None:
    """Issue 27 item 7: overload is the protocol's 503 `busy` (JSON, Retry-After), which the
    desktop client retries, not uvicorn's plain text."""
    release = asyncio.Event()

    async def slow(scope, receive, send) -> None:
        await release.wait()
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"{}"})

    limited = ConcurrencyLimit(slow, limit=1)
    sent: list[list[dict]] = [[], []]

    async def request(k: int) -> None:
        async def receive() -> dict:
            return {"type": "http.request", "body": b"", "more_body": False}

        async def send(message: dict) -> None:
            sent[k].append(message)

        await limited({"type": "http", "method": "GET", "path": "/", "headers": []}, receive,
                      send)

    async def both() -> None:
        first = asyncio.create_task(request(0))
        await asyncio.sleep(0.01)
        await request(1)  # refused at once while the first is served
        release.set()
        await first

    asyncio.run(both())
    start, body = sent[1]
    assert start["status"] == 503 and (b"retry-after", b"2") in start["headers"]
    assert json.loads(body["body"])["error"] == "busy"
    assert sent[0][0]["status"] == 200


def test_a_database_of_the_first_server_is_refused_with_a_message(tmp_path, capsys) -> None:
    """The tables of issue 18's server kept the pairing sent outside the chain: this server
    does not open them (a clear message, nothing changed), rather than half-read them."""
    path = tmp_path / "old.db"
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as conn:
        conn.execute(text("CREATE TABLE submissions (tournament_id TEXT, round_no INTEGER,"
                          " request_hash TEXT, request TEXT, answer TEXT, sent TEXT,"
                          " played TEXT, time TEXT)"))
    engine.dispose()
    assert server_main(["--db", str(path)]) == 5
    assert "made by an earlier pairing server" in capsys.readouterr().err
