"""The pairing server's protocol as the auditor reads it (issue 27): everything chained, the
reasons, the whole event (the final file, a round's answer again, retries by content), stable
player identities, and a whole event whose protocol lists exactly the deviations made, each
with its reason. Against the real server over SQLite and PostgreSQL (tests/test_server.py's
fixtures)."""

from __future__ import annotations

import copy
import random

from arbiter_gui.core import handling
from arbiter_gui.core.model import GameResult, Player, Tournament
from arbiter_gui.pairing.engine import pair_next_round, tournament_before_round
from arbiter_gui.pairing.generator import record_pairing
from arbiter_gui.server import trfp
from tests.server_helpers import (
    AUDITOR_TOKEN,
    RESULTS,
    Server,
    call,
    play_answer,
    register,
    starting_tournament,
)
from tests.test_server import database, server  # noqa: F401 - the fixtures

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
