"""The desktop program's client of the pairing server (issue 18 item 4), against the real
server: `arbiter-server` in a subprocess on a free port over SQLite (tests/server_helpers.py)."""

from __future__ import annotations

import copy
import http.server
import json
import random
import threading
from collections.abc import Iterator

import pytest

from arbiter_gui.client import pairing_server
from arbiter_gui.client.pairing_server import PairingServerError, ServerUnreachable
from arbiter_gui.core import handling, overrides
from arbiter_gui.core.fide_mode import GENERATED_OUTSIDE_FIDE_MODE, leave_fide_mode
from arbiter_gui.core.model import ByeKind, Game, GameResult, Round, Tournament
from arbiter_gui.core.trf import write_trf
from arbiter_gui.core.validate import tournament_problems
from arbiter_gui.pairing.engine import pair_next_round
from tests.server_helpers import (
    AUDITOR_TOKEN,
    RESULTS,
    Server,
    call,
    free_port,
    running_server,
    starting_tournament,
)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    folder = tmp_path_factory.mktemp("client")
    with running_server(str(folder / "tournaments.db"), folder / "server.log") as s:
        yield s


@pytest.fixture(autouse=True)
def _quick_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pairing_server, "RETRY_PAUSE_SECONDS", 0.05)
    monkeypatch.setattr(pairing_server, "MAX_RETRY_AFTER_SECONDS", 0.2)


def _registered(server: Server, players: int = 12, rounds: int = 5) -> Tournament:
    t = starting_tournament(players, rounds)
    t.name, t.chief_arbiter = "Client Open", "Jane Arbiter"
    tid, secret = pairing_server.register(server.url, t)
    t.pairing_server_url, t.pairing_server_tournament, t.pairing_server_secret = (
        server.url, tid, secret)
    return t


def _store(t: Tournament, result, *, locally: bool = False) -> None:
    round_no = t.next_round_number
    games = [Game(t.by_pairing_no(w).id, t.by_pairing_no(b).id) for w, b in result.pairs]
    byes = {} if result.bye is None else {t.by_pairing_no(result.bye).id: ByeKind.PAB}
    handling.set_round_pairing(t, round_no, games, byes).paired_locally = locally


def _play(t: Tournament, rng: random.Random) -> None:
    for game in t.rounds[-1].games:
        handling.set_result(t, len(t.rounds), game, rng.choice(RESULTS))


def _protocol(t: Tournament) -> dict:
    status, protocol = call(t.pairing_server_url, "GET",
                            f"/tournaments/{t.pairing_server_tournament}/protocol",
                            token=t.pairing_server_secret)
    assert status == 200, protocol
    return protocol  # type: ignore[return-value]


def test_rounds_paired_by_the_server_are_the_engines_pairings(server: Server) -> None:
    t, rng = _registered(server, 13, 5), random.Random(5)
    t.requested_byes[(t.players[4].id, 2)] = ByeKind.HALF  # TRFp: round N's absences
    for _ in range(5):
        answer = pairing_server.pair_round(t)
        assert answer.round_no == t.next_round_number
        assert answer.result.pairs == pair_next_round(copy.deepcopy(t), "dutch").pairs
        _store(t, answer.result)
        _play(t, rng)
    assert t.round(2).byes[t.players[4].id] is ByeKind.HALF
    protocol = _protocol(t)
    assert protocol["tournament"]["rounds_answered"] == 5
    assert protocol["deviations"]["count"] == 0


def test_the_secret_is_never_in_the_trfp(server: Server) -> None:
    t = _registered(server)
    text = write_trf(t)
    assert t.pairing_server_secret not in text and t.pairing_server_url not in text
    assert t.pairing_server_tournament not in text


def test_lost_answer_is_retried_and_gets_the_one_stored_pairing(
        server: Server, monkeypatch: pytest.MonkeyPatch) -> None:
    """The first answer is lost (the client stops waiting after 10 ms, the server goes on and
    stores the round); the client sends the same bytes again and gets that pairing."""
    t = _registered(server, 150, 5)
    real, calls = pairing_server._answer, []

    def lose_first(request, timeout):
        calls.append(request.data)
        return real(request, 0.01 if len(calls) == 1 else timeout)

    monkeypatch.setattr(pairing_server, "_answer", lose_first)
    answer = pairing_server.pair_round(t)
    assert len(calls) == 2 and calls[0] == calls[1]
    entries = _protocol(t)["entries"]
    answers = [e for e in entries if e["kind"] == "answer"]
    assert len(answers) == 1
    key = {p.pairing_no: f"#{p.pairing_no}" for p in t.players}
    assert json.loads(answers[0]["data"])["pairs"] == [
        [key[n] for n in pair] for pair in answer.result.pairs]


def test_server_not_running_is_unreachable() -> None:
    t = starting_tournament(10, 5)
    t.pairing_server_url = f"http://127.0.0.1:{free_port()}"
    t.pairing_server_tournament, t.pairing_server_secret = "abc", "secret"
    with pytest.raises(ServerUnreachable, match=r"did not answer"):
        pairing_server.pair_round(t)


def test_refusal_shows_the_servers_message(server: Server) -> None:
    t = _registered(server)
    t.pairing_server_secret = "not-the-secret"
    with pytest.raises(PairingServerError, match=r"HTTP 403\): .*secret") as raised:
        pairing_server.pair_round(t)
    assert not isinstance(raised.value, ServerUnreachable)


def test_registration_refused_with_the_servers_message(server: Server) -> None:
    t = starting_tournament(10, 5)
    t.rounds_planned = 0  # none declared, as a TRF without 142 (the generator refuses 0)
    t.chief_arbiter = "Jane Arbiter"
    with pytest.raises(PairingServerError, match=r"registration \(HTTP 422\): .*rounds"):
        pairing_server.register(server.url, t)


def test_registration_needs_a_url_and_the_chief_arbiter(server: Server) -> None:
    t = starting_tournament(10, 5)
    with pytest.raises(PairingServerError, match="chief arbiter"):
        pairing_server.register(server.url, t)
    t.chief_arbiter = "Jane Arbiter"
    with pytest.raises(PairingServerError, match="http:// or https://"):
        pairing_server.register("fps.example.org", t)


def test_an_illegal_answer_is_not_accepted(monkeypatch: pytest.MonkeyPatch) -> None:
    """A server (or a man in the middle) answering round 2 with round 1's pairs again: [C1]."""
    t = starting_tournament(10, 5)
    t.pairing_server_url, t.pairing_server_tournament, t.pairing_server_secret = (
        "http://fps.example.org", "abc", "secret")
    _store(t, pair_next_round(t, "dutch"))
    _play(t, random.Random(1))
    forged = copy.deepcopy(t)
    forged.rounds.append(Round(2, [Game(g.white, g.black, g.board) for g in t.round(1).games]))
    monkeypatch.setattr(pairing_server, "_exchange",
                        lambda *args: (200, {"trf": write_trf(forged)}))
    with pytest.raises(PairingServerError, match=r"not a legal pairing.*\[C1\]"):
        pairing_server.pair_round(t)


def test_round_paired_locally_is_sent_with_its_note_and_the_server_catches_up(
        server: Server, monkeypatch: pytest.MonkeyPatch) -> None:
    t, rng = _registered(server, 12, 5), random.Random(2)
    _store(t, pairing_server.pair_round(t).result)
    _play(t, rng)
    _store(t, pair_next_round(t, "dutch"), locally=True)  # the server was down for round 2
    _play(t, rng)
    sent = []
    real = pairing_server._exchange
    monkeypatch.setattr(pairing_server, "_exchange",
                        lambda url, body, *rest: sent.append((url, body)) or real(url, body,
                                                                                  *rest))
    answer = pairing_server.pair_round(t)
    assert answer.round_no == 3
    rounds = [url.rsplit("/", 1)[-1] for url, body in sent if body is not None]
    assert rounds == ["3", "2", "3"]  # refused as out of order, round 2 given, round 3 again
    assert b"### arbiter-gui round 2 paired_locally true" in sent[-1][1]
    assert _protocol(t)["tournament"]["rounds_answered"] == 3


@pytest.mark.parametrize(("field", "value", "message"), [
    ("pairing_server_url", "fps.example.org", "http:// or https://"),
    ("pairing_server_url", "https://user:pw@fps.example.org", "http:// or https://"),
    ("pairing_server_url", "https://fps.example.org/?a=1", "http:// or https://"),
    ("pairing_server_tournament", "c1f8 38", "the tournament's id must be"),
    ("pairing_server_secret", "abc\r\nX-Injected: 1", "the secret must be"),
])
def test_a_malformed_server_setting_is_refused_with_what_and_where(field, value, message):
    t = Tournament(pairing_server_url="https://fps.example.org:8443/fps",
                   pairing_server_tournament="c1f8", pairing_server_secret="pM0k2_-x")
    assert tournament_problems(t) == []
    setattr(t, field, value)
    [problem] = tournament_problems(t)
    assert problem.field == field and message in problem.message
    assert "X-Injected" not in problem.message  # a secret is never shown


def test_f9_before_registering_asks_to_register() -> None:
    t = starting_tournament(10, 5)
    t.pairing_server_url = "http://fps.example.org"
    with pytest.raises(PairingServerError, match="register it with the server first"):
        pairing_server.pair_round(t)


@pytest.mark.parametrize(("status", "error"), [(503, "busy"), (409, "changing")])
def test_busy_or_changing_is_sent_again(server: Server, monkeypatch: pytest.MonkeyPatch,
                                        status: int, error: str) -> None:
    """The protocol's 'send it again' answers: the same bytes once more, then the pairing."""
    t = _registered(server)
    real, bodies = pairing_server._answer, []

    def busy_first(request, timeout):
        bodies.append(request.data)
        if len(bodies) == 1:
            return pairing_server._Reply(status, {"error": error, "message": "send it again"})
        return real(request, timeout)

    monkeypatch.setattr(pairing_server, "_answer", busy_first)
    assert pairing_server.pair_round(t).round_no == 1
    assert len(bodies) == 2 and bodies[0] == bodies[1]


def test_a_server_that_is_not_a_pairing_server_is_said(monkeypatch: pytest.MonkeyPatch) -> None:
    t = starting_tournament(10, 5)
    t.chief_arbiter = "Jane Arbiter"
    monkeypatch.setattr(pairing_server, "_exchange", lambda *args: (201, {"ok": True}))
    with pytest.raises(PairingServerError, match="no 'id': is the URL the pairing server's"):
        pairing_server.register("http://www.example.org", t)


class _Busy(http.server.BaseHTTPRequestHandler):
    """A server that is always busy: uvicorn's (or a proxy's) plain-text 503, Retry-After 7."""

    def do_POST(self) -> None:  # noqa: N802 - the standard library's name
        self.rfile.read(int(self.headers["Content-Length"]))
        self.send_response(503)
        self.send_header("Content-Type", "text/plain")
        self.send_header("Retry-After", "7")
        self.end_headers()
        self.wfile.write(b"Service Unavailable")

    def log_message(self, *args) -> None:
        pass


def test_a_busy_server_is_asked_again_with_back_off_then_local_pairing_is_offered(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 27 item 7: a 503 (even a plain-text one) is 'busy': the same request again after
    the Retry-After (bounded) or the doubling pause; still busy, ServerUnreachable, which the
    window answers by offering to pair locally."""
    busy = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Busy)
    threading.Thread(target=busy.serve_forever, daemon=True).start()
    pauses: list[float] = []
    monkeypatch.setattr(pairing_server.time, "sleep", pauses.append)
    monkeypatch.setattr(pairing_server, "MAX_RETRY_AFTER_SECONDS", 30.0)
    monkeypatch.setattr(pairing_server, "RETRY_PAUSE_SECONDS", 1.0)
    t = starting_tournament(10, 5)
    t.pairing_server_url = f"http://127.0.0.1:{busy.server_address[1]}"
    t.pairing_server_tournament, t.pairing_server_secret = "abc", "secret"
    try:
        with pytest.raises(ServerUnreachable, match=r"stayed busy \(HTTP 503, 4 attempts\)"):
            pairing_server.pair_round(t)
    finally:
        busy.shutdown()
    assert pauses == [7.0, 7.0, 7.0]  # the server's Retry-After, longer than 1, 2, 4 s
    monkeypatch.setattr(pairing_server, "_answer",
                        lambda request, timeout: pairing_server._Reply(503, {"error": "busy"}))
    pauses.clear()
    with pytest.raises(ServerUnreachable):
        pairing_server.pair_round(t)
    assert pauses == [1.0, 2.0, 4.0]  # no Retry-After: the pause doubles


def test_the_arbiters_justifications_and_corrections_reach_the_protocol(server: Server) -> None:
    """Issue 27 item 3: an override's justification and a late correction's reason are sent
    as reason records, and the protocol shows each next to its deviation."""
    t, rng = _registered(server, 10, 5), random.Random(3)
    _store(t, pairing_server.pair_round(t).result)
    overrides.swap_colours(t, 1, 1, justification="the board card was printed wrongly",
                           arbiter="Jane Arbiter")
    _play(t, rng)
    _store(t, pairing_server.pair_round(t).result)
    _play(t, rng)
    game = t.round(1).games[1]
    new = GameResult.DRAW if game.result is not GameResult.DRAW else GameResult.WHITE_WINS
    handling.correct_result(t, 1, game.board, new, "the scoresheets were read again",
                            "Jane Arbiter")
    assert pairing_server.pair_round(t).round_no == 3
    found = {(d["round"], d["kind"]): d["reasons"]
             for ds in _protocol(t)["deviations"]["by_round"].values() for d in ds}
    assert found == {
        (1, "colour"): ["swap colours: the board card was printed wrongly"],
        (1, "changed_result"): [f"result corrected ({t.corrections[0].old_result} to"
                                f" {t.corrections[0].new_result}): the scoresheets were read"
                                " again"]}


def test_registration_sends_the_fide_tournament_code_of_the_settings(server: Server) -> None:
    """Issue 27: the protocol names the tournament by its FIDE code, from the settings."""
    t = starting_tournament(10, 5)
    t.name, t.chief_arbiter, t.event_code = "Coded Open", "Jane Arbiter", "123456"
    tid, _secret = pairing_server.register(server.url, t)
    status, protocol = call(server.url, "GET", f"/tournaments/{tid}/protocol",
                            token=AUDITOR_TOKEN)
    assert status == 200, protocol
    assert protocol["tournament"]["event_code"] == "123456"  # type: ignore[index]


def test_registration_sends_the_tournaments_fide_mode(server: Server) -> None:
    """Issue 31: the server pairs in the tournament's mode; a Leong tournament (never in the
    FIDE mode) is registered outside it, which the server refuses to do unless told."""
    t = starting_tournament(10, 5)
    t.chief_arbiter, t.pairing_system = "Jane Arbiter", "leong"
    leave_fide_mode(t, GENERATED_OUTSIDE_FIDE_MODE)
    tid, _secret = pairing_server.register(server.url, t)
    status, protocol = call(server.url, "GET", f"/tournaments/{tid}/protocol",
                            token=AUDITOR_TOKEN)
    assert status == 200 and protocol["tournament"]["fide_mode"] is False  # type: ignore


def test_the_final_file_is_sent_once_the_last_rounds_results_are_in(
        server: Server, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 27: the file after the last round goes to /final, the last round (paired locally
    here, the server down) given to the server first; a colour swapped in it is recorded."""
    t, rng = _registered(server, 10, 3), random.Random(4)
    for _ in range(2):
        _store(t, pairing_server.pair_round(t).result)
        _play(t, rng)
    _store(t, pair_next_round(t, "dutch"), locally=True)
    game = t.rounds[-1].games[0]
    game.white, game.black = game.black, game.white
    with pytest.raises(PairingServerError, match="no result"):
        pairing_server.send_final(t)  # a game of the last round without its result
    _play(t, rng)
    sent = []
    real = pairing_server._exchange
    monkeypatch.setattr(pairing_server, "_exchange",
                        lambda url, body, *rest: sent.append((url, body)) or real(url, body,
                                                                                  *rest))
    assert pairing_server.send_final(t) == 1
    routes = [url.rsplit("/", 1)[-1] for url, body in sent if body is not None]
    assert routes == ["final", "3", "final"]  # out of order, round 3 given, the final again
    protocol = _protocol(t)
    assert protocol["tournament"]["final"] and protocol["tournament"]["rounds_answered"] == 3
    [deviation] = protocol["deviations"]["by_round"]["3"]
    assert deviation["kind"] == "colour" and deviation["paired_locally"]
    assert pairing_server.send_final(t) == 1  # again: the stored answer, nothing new
    assert _protocol(t)["chain"]["entries"] == protocol["chain"]["entries"]


def test_the_final_file_before_the_last_round_is_not_sent(server: Server) -> None:
    t, rng = _registered(server, 10, 3), random.Random(5)
    _store(t, pairing_server.pair_round(t).result)
    _play(t, rng)
    with pytest.raises(PairingServerError, match="round 2 is not paired yet"):
        pairing_server.send_final(t)
