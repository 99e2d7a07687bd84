"""The pairing server (issue 18), run for real: `arbiter-server` in a subprocess on a free port,
over a SQLite file in tmp_path and over a PostgreSQL cluster the test starts itself."""

from __future__ import annotations

import http.client
import io
import json
import os
import random
import sqlite3
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from pypdf import PdfReader

from arbiter_gui.core import handling
from arbiter_gui.core.model import ByeKind, GameResult
from arbiter_gui.core.trf import parse_trf
from arbiter_gui.pairing.engine import announced_round_as_requests, pair_next_round
from arbiter_gui.server.db import chain_hash, chain_problems
from arbiter_gui.server.main import main as server_main
from arbiter_gui.server.trfp import MAX_BODY_BYTES, key_order
from tests.server_helpers import (
    AUDITOR_TOKEN,
    Server,
    call,
    free_port,
    play_answer,
    postgres_binaries,
    postgres_cluster,
    register,
    running_server,
    start_server,
    starting_tournament,
    trfp,
)


def _database(backend: str, folder: Path) -> Iterator[str]:
    if backend == "sqlite":
        yield str(folder / "tournaments.db")
        return
    if postgres_binaries() is None:
        message = ("PostgreSQL's initdb and pg_ctl were not found (on the PATH or in"
                   " /usr/lib/postgresql/*/bin: install Debian's 'postgresql' package);"
                   " the server was tested over SQLite only")
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    with postgres_cluster() as url:
        yield url


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
             ) -> Iterator[str]:
    yield from _database(request.param, tmp_path_factory.mktemp(request.param))


@pytest.fixture(scope="module")
def server(database: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with running_server(database, tmp_path_factory.mktemp("log") / "server.log") as s:
        yield s


def _submit(server: Server, tid: str, secret: str, round_no: int, body: str | bytes
            ) -> tuple[int, dict]:
    return call(server.url, "POST", f"/tournaments/{tid}/rounds/{round_no}", body,
                secret)  # type: ignore[return-value]


def _protocol(server: Server, tid: str, token: str) -> dict:
    status, protocol = call(server.url, "GET", f"/tournaments/{tid}/protocol", token=token)
    assert status == 200, protocol
    return protocol  # type: ignore[return-value]


def test_seven_round_tournament_paired_by_the_server(server: Server) -> None:
    tid, secret = register(server.url, rounds=7)
    t, rng = starting_tournament(30, 7), random.Random(7)
    for round_no in range(1, 8):
        body = trfp(t)
        status, answer = _submit(server, tid, secret, round_no, body)
        assert status == 200, answer
        # The server pairs with the program's engine: the same pairs as arbiter-pairing.
        ours = pair_next_round(announced_round_as_requests(parse_trf(body)), "dutch")
        assert sorted(tuple(p) for p in answer["pairs"]) == sorted(ours.pairs)
        paired = parse_trf(answer["trf"])
        assert [[paired.player(g.white).pairing_no, paired.player(g.black).pairing_no]
                for g in paired.round(round_no).games] == answer["pairs"]  # board order
        assert answer["bye"] == ours.bye
        assert answer["deviations"] == []
        assert len(parse_trf(answer["trf"]).rounds) == round_no
        t = play_answer(answer, rng)
    status, answer = _submit(server, tid, secret, 8, trfp(t))
    assert (status, answer["error"]) == (409, "out_of_order")
    protocol = _protocol(server, tid, secret)
    assert protocol["chain"]["verified"]
    assert protocol["tournament"]["rounds_answered"] == 7
    assert [e["kind"] for e in protocol["entries"]] == (
        ["registered"] + ["request", "answer"] * 7 + ["refused"])
    assert protocol["deviations"]["count"] == 0


def _exchange_opponents(t, round_no: int) -> tuple[list[str], list[list[str]], list[list[str]]]:
    """The arbiter's manual override of a played round: the black players of the last two
    boards exchanged (players who have not met). Returns the keys: players, sent, played."""
    rnd = t.round(round_no)
    a, b = rnd.games[-2], rnd.games[-1]
    key = {p.id: f"#{p.pairing_no}" for p in t.players}  # the starting rank when first seen
    sent = [[key[a.white], key[a.black]], [key[b.white], key[b.black]]]
    a.black, b.black = b.black, a.black
    played = sorted([[key[a.white], key[a.black]], [key[b.white], key[b.black]]])
    return (sorted((key[p] for p in (a.white, a.black, b.white, b.black)), key=key_order),
            sent, played)


def test_manual_override_is_recorded_as_exactly_that_deviation(server: Server) -> None:
    tid, secret = register(server.url, rounds=7)
    t, rng = starting_tournament(20, 7, seed=3), random.Random(3)
    expected = None
    for round_no in range(1, 8):
        status, answer = _submit(server, tid, secret, round_no, trfp(t))
        assert status == 200, answer
        if round_no == 4:  # the file of round 4 is the first to show round 3 as played
            assert [(d["round"], d["kind"], d["players"]) for d in answer["deviations"]] == [
                (3, "pair", expected[0])]
            assert answer["deviations"][0]["data"]["sent"] == expected[1]
            assert sorted(answer["deviations"][0]["data"]["played"]) == expected[2]
        else:
            assert answer["deviations"] == []
        t = play_answer(answer, rng)
        if round_no == 3:
            expected = _exchange_opponents(t, 3)
    protocol = _protocol(server, tid, AUDITOR_TOKEN)  # the Qualification Commission's view
    assert protocol["deviations"]["count"] == 1  # found again in rounds 5-7: recorded once
    assert list(protocol["deviations"]["by_round"]) == ["3"]
    assert sorted(protocol["deviations"]["by_player"], key=key_order) == expected[0]
    status, page = call(server.url, "GET", f"/tournaments/{tid}/protocol.html",
                        token=AUDITOR_TOKEN)
    assert status == 200 and "Deviations by player" in page and expected[0][0] in page
    status, pdf = call(server.url, "GET", f"/tournaments/{tid}/protocol.pdf", token=secret,
                       raw=True)
    printed = " ".join(sheet.extract_text() for sheet in PdfReader(io.BytesIO(pdf)).pages)
    assert status == 200 and "Deviations by player" in " ".join(printed.split())
    assert all(player in printed for player in expected[0])


def test_colour_and_changed_result_deviations(server: Server) -> None:
    tid, secret = register(server.url, rounds=5)
    t, rng = starting_tournament(12, 5, seed=5), random.Random(5)
    for round_no in (1, 2):
        status, answer = _submit(server, tid, secret, round_no, trfp(t))
        assert status == 200, answer
        t = play_answer(answer, rng)
    game = t.round(2).games[0]
    game.white, game.black = game.black, game.white
    game.white_result, game.black_result = game.black_result, game.white_result
    first = t.round(1).games[0]
    changed = first.white_result is not first.black_result  # a decisive game becomes a draw
    first.set_result(GameResult.DRAW if changed else GameResult.WHITE_WINS)
    # Round 3's absences, as TRFp carries them: a withdrawal and a requested half-point bye.
    withdrawn, resting = t.players[4], t.players[7]
    handling.withdraw(t, withdrawn.id, 3)
    handling.request_bye(t, resting.id, 3, ByeKind.HALF)
    status, answer = _submit(server, tid, secret, 3, trfp(t))
    assert status == 200, answer
    kinds = sorted((d["round"], d["kind"]) for d in answer["deviations"])
    assert kinds == [(1, "changed_result"), (1, "changed_result"), (2, "colour")]
    paired = {n for pair in answer["pairs"] for n in pair} | {answer["bye"]}
    assert withdrawn.pairing_no not in paired and resting.pairing_no not in paired
    request = _protocol(server, tid, secret)["entries"][-2]
    assert request["kind"] == "request"
    assert json.loads(request["data"])["absent"] == {f"#{withdrawn.pairing_no}": "withdrawn",
                                                     f"#{resting.pairing_no}": "H"}


def test_same_request_again_gets_the_same_answer_and_records_nothing(server: Server) -> None:
    tid, secret = register(server.url, rounds=5)
    body = trfp(starting_tournament(16, 5))
    first = _submit(server, tid, secret, 1, body)
    entries = len(_protocol(server, tid, secret)["entries"])
    again = _submit(server, tid, secret, 1, body)
    assert first == again and first[0] == 200
    assert len(_protocol(server, tid, secret)["entries"]) == entries


def test_lost_answer_then_retry_gets_the_same_pairing(server: Server) -> None:
    """The client gives up before the answer comes (a timeout, a dropped line); the server
    goes on and stores the round; the same request again gets that pairing, not a second."""
    tid, secret = register(server.url, rounds=5)
    body = trfp(starting_tournament(150, 5))
    with pytest.raises(OSError):
        call(server.url, "POST", f"/tournaments/{tid}/rounds/1", body, secret, timeout=0.01)
    status, answer = _submit(server, tid, secret, 1, body)
    assert status == 200, answer
    protocol = _protocol(server, tid, secret)
    answers = [e for e in protocol["entries"] if e["kind"] == "answer"]
    assert len(answers) == 1 and answer["protocol"]["hash"] == answers[0]["hash"]
    key = {p.pairing_no: f"#{p.pairing_no}" for p in parse_trf(answer["trf"]).players}
    assert json.loads(answers[0]["data"])["pairs"] == [
        [key[number] for number in pair] for pair in answer["pairs"]]


def test_changed_request_for_an_answered_round_is_refused_and_recorded(server: Server) -> None:
    tid, secret = register(server.url, rounds=5)
    t = starting_tournament(16, 5)
    assert _submit(server, tid, secret, 1, trfp(t))[0] == 200
    t.requested_byes[(3, 1)] = ByeKind.HALF
    changed = trfp(t)
    for _ in range(2):  # the second time: refused again, recorded once
        status, answer = _submit(server, tid, secret, 1, changed)
        assert (status, answer["error"]) == (409, "round_answered")
    conflicts = [e for e in _protocol(server, tid, secret)["entries"] if e["kind"] == "conflict"]
    assert len(conflicts) == 1
    difference = json.loads(conflicts[0]["data"])["difference"]
    assert any(line.startswith("+240 H   1") for line in difference)


def test_round_out_of_order_is_refused(server: Server) -> None:
    tid, secret = register(server.url, rounds=3)
    status, answer = _submit(server, tid, secret, 2, trfp(starting_tournament(10, 3)))
    assert (status, answer["error"]) == (409, "out_of_order")
    assert "the next round is 1" in answer["message"]


def test_only_the_secrets_holder_and_the_auditor(server: Server) -> None:
    tid, secret = register(server.url, name="A")
    other_id, other_secret = register(server.url, name="B")
    body = trfp(starting_tournament(10, 7))
    for token in (other_secret, AUDITOR_TOKEN, secret + "x"):
        status, answer = _submit(server, tid, token, 1, body)
        assert (status, answer["error"]) == (403, "forbidden")
    assert _submit(server, tid, "", 1, body)[0] == 401
    assert call(server.url, "GET", f"/tournaments/{tid}/protocol", token=other_secret)[0] == 403
    assert call(server.url, "GET", "/tournaments", token=secret)[0] == 403
    status, listed = call(server.url, "GET", "/tournaments", token=AUDITOR_TOKEN)
    assert status == 200 and {tid, other_id} <= {t["id"] for t in listed}
    assert _protocol(server, tid, AUDITOR_TOKEN)["tournament"]["name"] == "A"


def test_oversized_body_is_refused(server: Server) -> None:
    tid, secret = register(server.url)
    status, answer = _submit(server, tid, secret, 1, b"x" * (MAX_BODY_BYTES + 1))
    assert (status, answer["error"]) == (413, "too_large")
    # Sent in chunks, with no length announced: counted as it comes.
    connection = http.client.HTTPConnection(server.url.removeprefix("http://"), timeout=60)
    chunks = (b"y" * 100_000 for _ in range(MAX_BODY_BYTES // 100_000 + 2))
    connection.request("POST", f"/tournaments/{tid}/rounds/1", body=chunks,
                       headers={"Authorization": f"Bearer {secret}",
                                "Transfer-Encoding": "chunked"}, encode_chunked=True)
    response = connection.getresponse()
    assert (response.status, json.loads(response.read())["error"]) == (413, "too_large")
    connection.close()


def test_malformed_trfp_says_line_and_field(server: Server) -> None:
    tid, secret = register(server.url)
    lines = trfp(starting_tournament(10, 7)).splitlines()
    number = next(i for i, line in enumerate(lines, 1) if line.startswith("001"))
    lines[number - 1] = lines[number - 1][:7] + "x" + lines[number - 1][8:]  # starting rank
    status, answer = _submit(server, tid, secret, 1, "\n".join(lines) + "\n")
    assert status == 422, answer
    assert (answer["error"], answer["line"], answer["field"]) == (
        "malformed_trf", number, "starting rank")
    refused = [e for e in _protocol(server, tid, secret)["entries"] if e["kind"] == "refused"]
    assert json.loads(refused[0]["data"])["line"] == number


def _real_export(t) -> bytes:
    """A file as other programs export it (issue 27, item 7 of the findings): birth dates as
    1977-01-11, round dates as 24.03.24, the title 1N, in Windows-1252."""
    lines = trfp(t).splitlines()
    for i, line in enumerate(lines):
        if line.startswith("001"):
            line = line.ljust(91)
            lines[i] = line[:10] + "1N " + line[13:69] + "1977-01-11" + line[79:]
    lines.insert(1, "132" + " " * 88 + "24.03.24  24.03.25")
    lines[0] = "012 Open de Besançon"
    return ("\r\n".join(lines) + "\r\n").encode("cp1252")


def test_real_exports_are_read_tolerantly_with_warnings_in_the_answer(server: Server) -> None:
    """The server reads as arbiter-pairing does (tolerant, the declared charset honoured):
    what does not affect pairing is read with a warning (line and field) in the answer."""
    tid, secret = register(server.url)
    t = starting_tournament(10, 7)
    status, answer = call(server.url, "POST", f"/tournaments/{tid}/rounds/1", _real_export(t),
                          secret)  # no charset declared: UTF-8, else Windows-1252 (warned)
    assert status == 200, answer
    fields = {w["field"] for w in answer["warnings"]}
    assert {"title", "birth date", "round 1 date", "text encoding"} <= fields, fields
    assert all(w["line"] and w["message"] for w in answer["warnings"]
               if w["field"] != "text encoding")
    assert "Besançon" in answer["trf"]
    tid, secret = register(server.url)
    request = urllib.request.Request(
        f"{server.url}/tournaments/{tid}/rounds/1", data=_real_export(t), method="POST",
        headers={"Authorization": f"Bearer {secret}",
                 "Content-Type": "text/plain; charset=windows-1252"})
    with urllib.request.urlopen(request, timeout=120) as response:
        declared = json.loads(response.read())
    assert "Besançon" in declared["trf"]
    assert "text encoding" not in {w["field"] for w in declared["warnings"]}
    assert declared["pairs"] == answer["pairs"]


def test_a_guess_that_pairing_depends_on_is_refused(server: Server) -> None:
    """A blank result that the points column would make a half-point bye: the tolerant reader
    guesses; the server does not pair on a guess (422, with the line)."""
    tid, secret = register(server.url, rounds=5)
    t = starting_tournament(7, 5)
    absent = t.players[2]
    handling.request_bye(t, absent.id, 1, ByeKind.ZERO)
    status, answer = _submit(server, tid, secret, 1, trfp(t))
    t = play_answer(answer, random.Random(1))
    lines = trfp(t).splitlines()
    row = next(i for i, line in enumerate(lines) if line.startswith(f"001 {absent.pairing_no:>4}"))
    assert lines[row][91:99] == "0000 - Z"
    lines[row] = lines[row][:80] + " 0.5" + lines[row][84:98] + " " + lines[row][99:]
    status, refused = _submit(server, tid, secret, 2, "\n".join(lines) + "\n")
    assert status == 422 and refused["line"] == row + 1, refused
    assert "does not guess" in refused["message"]


def _garbage(valid: str) -> list[bytes | str]:
    rng = random.Random(18)
    data = valid.encode()
    flipped = []
    for _ in range(40):  # a valid file with random bytes changed
        b = bytearray(data)
        for _ in range(rng.randint(1, 5)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        flipped.append(bytes(b))
    return [b"", b"\x00" * 1000, bytes(range(256)) * 10, "\ufeff" + valid, valid.replace(" ", "\t"),
            b"\xff\xfe" + data, "001" + " " * 2000, "001\n" * 5000, valid + "\n" + "9" * 100000,
            "012 x\n" * 30000, json.dumps({"trf": valid}), valid.replace("001", "013", 1),
            "\n".join(line[:50] for line in valid.splitlines()), valid * 3, *flipped]


def test_garbage_is_refused_with_a_4xx_never_a_500(server: Server) -> None:
    tid, secret = register(server.url)
    valid = trfp(starting_tournament(12, 7))
    for body in _garbage(valid):
        status, answer = _submit(server, tid, secret, 1, body)
        if status == 200:  # a change the file survives: pair it in a fresh tournament
            tid, secret = register(server.url)
            continue
        assert 400 <= status < 500 and answer["message"], (body[:200], status, answer)
    requests: list[tuple[str, str, object, str | None]] = [
        ("POST", "/tournaments", b"{not json", None),
        ("POST", "/tournaments", {"name": "x" * 1000, "rounds": 5, "chief_arbiter": "A"}, None),
        ("POST", "/tournaments", {"name": "x", "rounds": -1, "chief_arbiter": "A"}, None),
        ("POST", "/tournaments", {"name": "x", "rounds": 5, "chief_arbiter": "A",
                                  "system": "dutch", "edition": "1999"}, None),
        ("POST", "/tournaments", [1, 2, 3], None),
        ("POST", "/tournaments", {"name": "x", "rounds": 5, "chief_arbiter": "A",
                                  "system": "dubov", "edition": "2017"}, None),
        ("POST", f"/tournaments/{tid}/rounds/0", valid, secret),
        ("POST", f"/tournaments/{tid}/rounds/x", valid, secret),
        ("POST", f"/tournaments/{tid}/rounds/99999999999999999999", valid, secret),
        ("POST", f"/tournaments/{'z' * 500}/rounds/1", valid, secret),
        ("POST", "/tournaments/nope/rounds/1", valid, secret),
        ("GET", "/tournaments/nope/protocol", None, AUDITOR_TOKEN),
        ("DELETE", f"/tournaments/{tid}", None, secret),
        ("GET", "/nothing/here", None, None),
    ]
    for method, path, body, token in requests:
        if isinstance(body, list):
            body = json.dumps(body).encode()
        status, answer = call(server.url, method, path, body, token)
        assert 400 <= status < 500 and answer["message"], (method, path, status, answer)


def test_concurrent_requests_for_one_round(server: Server) -> None:
    """Two processes' worth of requests at once: the database lets one answer in."""
    tid, secret = register(server.url, rounds=5)
    t = starting_tournament(60, 5)
    same, other = trfp(t), trfp(t).replace("Random", "Randon", 1)
    results: list[tuple[int, dict]] = []

    def send(body: str) -> None:
        results.append(_submit(server, tid, secret, 1, body))

    threads = [threading.Thread(target=send, args=(b,)) for b in (same, same, other, same)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    answers = [a for s, a in results if s == 200]
    assert {json.dumps(a) for a in answers} and len({json.dumps(a) for a in answers}) == 1
    assert sorted(s for s, _ in results) in ([200, 200, 200, 409], [200, 409, 409, 409])
    protocol = _protocol(server, tid, secret)
    assert [e["kind"] for e in protocol["entries"]].count("answer") == 1


def test_the_protocol_is_served_as_openapi_and_pages_escape_names(server: Server) -> None:
    status, schema = call(server.url, "GET", "/openapi.json")
    assert status == 200
    submit = schema["paths"]["/tournaments/{tournament_id}/rounds/{round_no}"]["post"]
    assert "text/plain" in submit["requestBody"]["content"]
    assert {"401", "403", "409", "413", "422"} <= set(submit["responses"])
    tid, secret = register(server.url, name="<script>alert(1)</script>")
    status, page = call(server.url, "GET", f"/tournaments/{tid}/protocol.html", token=secret)
    assert status == 200 and "<script>" not in page and "&lt;script&gt;" in page


def test_an_entry_edited_in_the_database_breaks_the_chain(server: Server,
                                                          database: str) -> None:
    tid, secret = register(server.url, rounds=3)
    assert _submit(server, tid, secret, 1, trfp(starting_tournament(10, 3)))[0] == 200
    forged = '{"bye":null,"deviations":[],"pairs":[],"round":1}'
    update = "UPDATE protocol SET data = %s WHERE tournament_id = %s AND seq = 3"
    if database.startswith("postgresql"):
        with psycopg.connect(database) as conn:
            conn.execute(update, (forged, tid))
    else:
        with sqlite3.connect(database) as conn:
            conn.execute(update.replace("%s", "?"), (forged, tid))
    chain = _protocol(server, tid, AUDITOR_TOKEN)["chain"]
    assert not chain["verified"]
    assert chain["problems"][0] == "entry 3: the hash does not match its content"


def test_a_database_that_cannot_be_opened_is_told(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    for db in (f"postgresql://arbiter@127.0.0.1:{free_port()}/none",
               str(tmp_path / "no such folder" / "t.db")):
        assert server_main(["--db", db]) == 5
        assert "arbiter-server: cannot open the database" in capsys.readouterr().err


def test_protocol_chain_detects_an_edited_entry() -> None:
    entries = [{"seq": 1, "time": "t", "kind": "registered", "round": None, "data": "{}"}]
    entries[0]["hash"] = chain_hash("", entries[0])
    assert chain_problems(entries) == []
    entries[0]["data"] = '{"name":"other"}'
    assert chain_problems(entries) == ["entry 1: the hash does not match its content"]


def test_kill_9_loses_no_acknowledged_round(database: str, tmp_path: Path) -> None:
    """Clients pair rounds while the server is killed with SIGKILL: every acknowledged round is
    in the database with its whole protocol, nothing half-stored, and a client sending its last
    request again after the lost answer gets the pairing the server had stored."""
    server = start_server(database, tmp_path / "server.log")
    clients = []
    for k in range(4):
        tid, secret = register(server.url, rounds=9)
        clients.append({"tid": tid, "secret": secret, "t": starting_tournament(80, 9, seed=k),
                        "rng": random.Random(k), "acknowledged": 0, "last": None})
    stop = threading.Event()

    def run(client: dict) -> None:
        for round_no in range(1, 10):
            body = trfp(client["t"])
            client["last"] = (round_no, body)
            try:
                status, answer = _submit(server, client["tid"], client["secret"], round_no, body)
            except (OSError, http.client.HTTPException):
                return  # the answer was lost with the server (before or while it came)
            if status != 200:
                client["refused"] = (status, answer)  # the test's thread says it below
                return
            client["acknowledged"] = round_no
            client["t"] = play_answer(answer, client["rng"])
            if stop.is_set():
                return

    threads = [threading.Thread(target=run, args=(c,)) for c in clients]
    for thread in threads:
        thread.start()
    # The kill comes as soon as a round is acknowledged, while the others' requests are under
    # way (a fixed pause let all four clients finish first on a quiet machine).
    deadline = time.monotonic() + 60
    while not any(c["acknowledged"] for c in clients) and time.monotonic() < deadline:
        time.sleep(0.01)
    server.kill()
    stop.set()
    for thread in threads:
        thread.join()
    assert [c.get("refused") for c in clients] == [None] * len(clients)
    server = start_server(database, tmp_path / "server.log")
    try:
        for c in clients:
            protocol = _protocol(server, c["tid"], c["secret"])
            answered = protocol["tournament"]["rounds_answered"]
            kinds = [e["kind"] for e in protocol["entries"]]
            assert protocol["chain"]["verified"]
            assert answered >= c["acknowledged"]
            assert kinds == ["registered"] + ["request", "answer"] * answered  # never half
            round_no, body = c["last"]
            status, answer = _submit(server, c["tid"], c["secret"], round_no, body)
            assert status == 200, answer
            if round_no <= answered:  # stored before the kill: the same pairing again
                stored = json.loads(protocol["entries"][2 * round_no]["data"])
                assert stored["round"] == round_no
                assert answer["protocol"]["hash"] == protocol["entries"][2 * round_no]["hash"]
        assert any(c["acknowledged"] for c in clients)
        # The kill came while requests were under way: their answers were lost.
        assert any(c["last"][0] > c["acknowledged"] for c in clients)
    finally:
        server.stop()
    if not database.startswith("postgresql"):
        with sqlite3.connect(database) as conn:
            assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)


@pytest.fixture
def postgresql(tmp_path: Path) -> Iterator[str]:
    yield from _database("postgresql", tmp_path)


def _send_together(servers: list[Server], tid: str, secret: str, body: str
                   ) -> list[tuple[int, dict]]:
    """`body` sent as round 1 to every server at the same moment; their answers."""
    together = threading.Barrier(len(servers))
    results: list[tuple[int, dict]] = []

    def send(server: Server) -> None:
        together.wait()
        results.append(_submit(server, tid, secret, 1, body))

    threads = [threading.Thread(target=send, args=(s,)) for s in servers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def test_two_processes_on_one_postgresql_pair_identical_requests_once(
        postgresql: str, tmp_path: Path) -> None:
    """Issue 27: two server processes started separately on one PostgreSQL, the same round
    sent to both at once: it is paired once (the second process waits for the first's answer
    and returns it), not once per process."""
    counted = tmp_path / "pairings.txt"
    environment = {"ARBITER_SERVER_PAIRING_PROCESSES": "0",
                   "ARBITER_TEST_PAIRINGS_FILE": str(counted)}
    servers = [start_server(postgresql, tmp_path / f"server{k}.log",
                            module="tests.counting_server", environment=environment)
               for k in (1, 2)]
    try:
        tid, secret = register(servers[0].url, rounds=5)
        results = _send_together(servers, tid, secret, trfp(starting_tournament(40, 5)))
        assert [s for s, _ in results] == [200, 200], results
        assert results[0][1] == results[1][1]
        assert counted.read_text().count("round 1") == 1, counted.read_text()
        protocol = _protocol(servers[1], tid, secret)
        assert [e["kind"] for e in protocol["entries"]] == ["registered", "request", "answer"]
    finally:
        for server in servers:
            server.stop()
