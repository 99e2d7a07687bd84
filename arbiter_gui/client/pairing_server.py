"""The desktop program as a client of the pairing server (docs/pairing-server.md).

Qt-free and stdlib-only (urllib): the desktop bundle carries none of the server's libraries.
A round is paired by sending the tournament as TRFp (`write_trf`: the records and notes of
docs/pairing-server.md, "TRFp", with a reason record for each override's justification and each
late correction's reason) and taking round N from the answer's TRF, read with the strict
reader and checked with the engine's legality check before it is accepted: the program never
stores a pairing that breaks an absolute rule, whoever made it. A busy server (503) is asked
again after the time it says (Retry-After), with back-off; still busy, the arbiter is offered
to pair the round locally, as when the server cannot be reached.

Once the last round's results are all in, the file after it is sent to /final as a round's is
(`send_final`): the server records how the last round was played.
"""

from __future__ import annotations

import http.client
import json
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from typing import Any, NamedTuple

from arbiter_gui.core.errors import ArbiterError
from arbiter_gui.core.fide_mode import in_fide_mode
from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import ModelError, Player, Tournament
from arbiter_gui.core.overrides import check_round_complete
from arbiter_gui.core.trf import TrfError, parse_trf, write_trf
from arbiter_gui.core.validate import server_url_problem
from arbiter_gui.pairing.engine import pairing_violations, rules_for, tournament_before_round
from arbiter_gui.pairing.swiss import PairingError, PairingResult, build_request

# The engine needs most of a second for 300 players; the server may queue the request.
TIMEOUT_SECONDS = 60.0
# A lost answer (timeout, dropped connection), a 503 'busy' or a 409 'changing': the same
# request again, this many times in all, after `RETRY_PAUSE_SECONDS`, doubled each time, or the
# server's Retry-After when longer (at most MAX_RETRY_AFTER_SECONDS); the protocol makes a
# repeat harmless.
ATTEMPTS = 4
RETRY_PAUSE_SECONDS = 1.0
MAX_RETRY_AFTER_SECONDS = 30.0
# The server's reason record (docs/pairing-server.md, "Reasons") and its longest text.
REASON_RECORD = "### reason {round} {rank} {text}"
MAX_REASON_LENGTH = 500


class PairingServerError(ArbiterError):
    """The server refused the request or its answer cannot be used; nothing was stored."""


class ServerUnreachable(PairingServerError):
    """No answer from the server, or only 'busy': the arbiter may pair the round locally."""


@dataclass(frozen=True)
class ServerAnswer:
    """Round N as the server paired it, by pairing number (as `pair_next_round` returns it)."""

    round_no: int
    result: PairingResult
    trf: str


def is_paired_by_server(t: Tournament) -> bool:
    return bool(t.pairing_server_url)


def register(url: str, t: Tournament, timeout: float = TIMEOUT_SECONDS) -> tuple[str, str]:
    """Register `t` with the server at `url`: the tournament's id there and its secret."""
    problem = server_url_problem(url)
    if problem is not None:
        raise PairingServerError(problem[0].upper() + problem[1:])
    if not t.chief_arbiter.strip():  # the protocol names who answers for the tournament
        raise PairingServerError(_("The registration needs the chief arbiter's name (Settings,"
                                   " Chief arbiter)"))
    body = {"name": t.name or _("Unnamed tournament"), "event_code": t.event_code,
            "system": t.pairing_system,
            "edition": t.dutch_edition if t.pairing_system == "dutch" else None,
            "rounds": t.rounds_planned, "chief_arbiter": t.chief_arbiter,
            "fide_mode": in_fide_mode(t)}  # the server pairs in the tournament's mode
    status, answer = _exchange(url.rstrip("/") + "/tournaments", json.dumps(body).encode(),
                               "application/json", None, timeout)
    if status != 201:
        raise PairingServerError(_refusal(_("The pairing server refused the registration"),
                                          status, answer))
    return str(_field(answer, "id")), str(_field(answer, "secret"))


def pair_round(t: Tournament, timeout: float = TIMEOUT_SECONDS) -> ServerAnswer:
    """Round `t.next_round_number` as the tournament's server pairs it.

    Rounds the program paired without the server (`Round.paired_locally`) are sent first, each
    as the TRFp the server would have had (the server pairs each round once, in order): the
    next file then shows the round as played, and the server records how it differs."""
    round_no = t.next_round_number
    _check_registered(t)
    status, answer = _sent_after_catching_up(t, round_no, f"rounds/{round_no}", timeout)
    if status != 200:
        raise PairingServerError(_refusal(
            _("The pairing server refused round {round}").format(round=round_no), status, answer))
    return _accepted(t, round_no, answer)


def final_file_due(t: Tournament) -> bool:
    """Every round the tournament declares is paired: what follows is the final file."""
    return bool(t.rounds) and len(t.rounds) >= t.rounds_planned


def send_final(t: Tournament, timeout: float = TIMEOUT_SECONDS) -> int:
    """Send the file after the last round, its results all in, to the server's /final (the
    server checks how the last round was played, as it checks each round from the next
    file); the number of deviations the server recorded from it. Sending it again is
    harmless (the server answers the same content with its stored answer)."""
    _check_registered(t)
    if not final_file_due(t):
        raise PairingServerError(_(
            "The final file comes after the last round; round {round} is not paired yet"
        ).format(round=len(t.rounds) + 1))
    try:
        check_round_complete(t, len(t.rounds))
    except ModelError as error:
        raise PairingServerError(str(error)) from error
    status, answer = _sent_after_catching_up(t, len(t.rounds) + 1, "final", timeout)
    if status != 200:
        raise PairingServerError(_refusal(_("The pairing server refused the final file"),
                                          status, answer))
    deviations = _field(answer, "deviations")
    if not isinstance(deviations, list):
        raise PairingServerError(_(
            "The pairing server's answer has no '{name}': is the URL the pairing server's?"
        ).format(name="deviations"))
    return len(deviations)


def _check_registered(t: Tournament) -> None:
    if not (t.pairing_server_tournament and t.pairing_server_secret):
        raise PairingServerError(_(
            "The tournament has no id and secret of the pairing server {url}: register it"
            " with the server first (Settings, 'Register with the server')").format(
                url=t.pairing_server_url))


def _sent_after_catching_up(t: Tournament, slot: int, route: str, timeout: float
                            ) -> tuple[int, dict]:
    """Send `t` to `route` (the file of round `slot`, or the final one); refused as out of
    order, first give the server the rounds before `slot` it has not answered (paired
    locally), then send it again."""
    status, answer = _send(t, route, timeout)
    if status == 409 and answer.get("error") == "out_of_order":
        answered = _rounds_answered(t, timeout)
        if answered < slot - 1:
            for missed in range(answered + 1, slot):
                _catch_up(tournament_before_round(t, missed), missed, timeout)
            status, answer = _send(t, route, timeout)
    return status, answer


def _send(t: Tournament, route: str, timeout: float) -> tuple[int, dict]:
    path = f"/tournaments/{_quoted(t.pairing_server_tournament)}/{route}"
    return _exchange(t.pairing_server_url.rstrip("/") + path, trfp(t).encode("utf-8"),
                     "text/plain; charset=utf-8", t.pairing_server_secret, timeout)


def trfp(t: Tournament) -> str:
    """The TRFp of `t`: the TRF, and a reason record for each justification the arbiter gave
    for a change the server will see as a deviation (an override of a round's pairing, a
    result corrected after a later round was paired), for each player it concerns."""
    return write_trf(t) + "".join(line + "\n" for line in reason_records(t))


def reason_records(t: Tournament) -> list[str]:
    played = {r.number for r in t.rounds}
    reasons: list[tuple[int, int, str]] = []
    for o in t.overrides:
        if o.round in played and o.justification.strip():
            reasons += [(o.round, p, f"{o.action}: {o.justification}") for p in o.players]
    for c in t.corrections:
        game = next((g for g in t.round(c.round).games if g.board == c.board), None) \
            if c.round in played else None
        if game is not None and c.reason.strip():
            reasons += [(c.round, p, f"result corrected ({c.old_result} to {c.new_result}):"
                         f" {c.reason}") for p in (game.white, game.black)]
    ids = {p.id for p in t.players}
    return [REASON_RECORD.format(round=round_no, rank=t.player(player).pairing_no,
                                 text=" ".join(text.split())[:MAX_REASON_LENGTH])
            for round_no, player, text in reasons if player in ids]


def _catch_up(before: Tournament, round_no: int, timeout: float) -> None:
    """Give the server round `round_no`, which was paired locally (its answer is not used);
    'round_answered' means it had paired that round from an earlier file."""
    status, answer = _send(before, f"rounds/{round_no}", timeout)
    if status != 200 and answer.get("error") != "round_answered":
        raise PairingServerError(_refusal(
            _("The pairing server refused round {round}, which was paired locally").format(
                round=round_no), status, answer))


def _rounds_answered(t: Tournament, timeout: float) -> int:
    url = (f"{t.pairing_server_url.rstrip('/')}/tournaments/"
           f"{_quoted(t.pairing_server_tournament)}/protocol")
    status, answer = _exchange(url, None, None, t.pairing_server_secret, timeout)
    if status != 200:
        raise PairingServerError(_refusal(_("The pairing server refused its protocol"),
                                          status, answer))
    return int(_field(_field(answer, "tournament"), "rounds_answered"))


def _field(answer: object, name: str) -> Any:
    """A field of the server's JSON answer; a clear error when it is not the protocol's."""
    if not isinstance(answer, dict) or answer.get(name) is None:
        raise PairingServerError(_(
            "The pairing server's answer has no '{name}': is the URL the pairing server's?"
        ).format(name=name))
    return answer[name]


def _quoted(text: str) -> str:
    return urllib.parse.quote(text, safe="")


def _exchange(url: str, body: bytes | None, content_type: str | None, secret: str | None,
              timeout: float) -> tuple[int, dict]:
    """One request (the same bytes again after a lost answer or a 503): (status, JSON)."""
    headers = {"Accept": "application/json"}
    if content_type:
        headers["Content-Type"] = content_type
    if secret:
        headers["Authorization"] = f"Bearer {secret}"
    for attempt in range(1, ATTEMPTS + 1):
        request = urllib.request.Request(url, data=body, headers=headers,
                                         method="GET" if body is None else "POST")
        pause = RETRY_PAUSE_SECONDS * 2 ** (attempt - 1)
        try:
            reply = _answer(request, timeout)
        except _LostAnswer as lost:
            if attempt == ATTEMPTS:
                raise ServerUnreachable(_(
                    "The pairing server {url} did not answer ({reason})").format(
                        url=_origin(url), reason=lost.reason)) from None
        else:
            if reply.status == 503 and attempt == ATTEMPTS:
                raise ServerUnreachable(_(
                    "The pairing server {url} stayed busy (HTTP 503, {count} attempts)").format(
                        url=_origin(url), count=ATTEMPTS))
            if not _send_again(reply.status, reply.answer) or attempt == ATTEMPTS:
                return reply.status, reply.answer
            pause = max(pause, min(reply.retry_after, MAX_RETRY_AFTER_SECONDS))
        time.sleep(pause)
    raise AssertionError("unreachable")  # the loop returns or raises


def _send_again(status: int, answer: dict) -> bool:
    """503 'busy' (nothing stored) and 409 'changing' (the tournament's other requests kept
    answering rounds meanwhile): the protocol says to send the same request again."""
    return status == 503 or (status == 409 and answer.get("error") == "changing")


class _LostAnswer(ArbiterError):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class _Reply(NamedTuple):
    status: int
    answer: dict
    retry_after: float = 0.0  # seconds, from the Retry-After header of a 503


def _answer(request: urllib.request.Request, timeout: float) -> _Reply:
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            status, data, header = response.status, response.read(), response.headers
    except urllib.error.HTTPError as error:
        status, data, header = error.code, error.read(), error.headers
    except urllib.error.URLError as error:
        raise _LostAnswer(str(error.reason)) from error
    # A timeout, a dropped connection, an answer cut short.
    except (OSError, http.client.HTTPException) as error:
        raise _LostAnswer(str(error) or type(error).__name__) from error
    try:
        answer = json.loads(data)
    except ValueError:
        answer = None
    retry_after = _seconds(header.get("Retry-After") if header else None)
    if status == 503 and not isinstance(answer, dict):  # a proxy's or uvicorn's own 503
        return _Reply(status, {"error": "busy"}, retry_after)
    if not isinstance(answer, dict):
        raise PairingServerError(_(
            "The pairing server {url} sent an answer that is not the protocol's JSON (status"
            " {status}): is the URL the pairing server's?").format(
                url=_origin(request.full_url), status=status))
    return _Reply(status, answer, retry_after)


def _seconds(value: str | None) -> float:
    """Retry-After's delay in seconds (an HTTP date, or nothing readable: no delay)."""
    try:
        return max(0.0, float(value)) if value else 0.0
    except ValueError:
        return 0.0


def _origin(url: str) -> str:
    parts = urllib.parse.urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def _refusal(what: str, status: int, answer: dict) -> str:
    """The server's own message (with the line and field of a malformed file)."""
    message = str(answer.get("message") or answer.get("error") or _("no message"))
    where = ""
    if answer.get("line") is not None:
        where = _(" (line {line}, {field})").format(line=answer["line"],
                                                      field=answer.get("field") or "")
    return _("{what} (HTTP {status}): {message}{where}").format(
        what=what, status=status, message=message, where=where)


def _accepted(t: Tournament, round_no: int, answer: dict) -> ServerAnswer:
    """Round N of the answer's TRF, mapped onto `t`'s players and checked like the engine's
    own pairings (engine.pairing_violations: C.04.3 art. 1.9.1, [C1], [C2], the absolute
    colour rule)."""
    trf = answer.get("trf")
    if not isinstance(trf, str):
        raise PairingServerError(_("The pairing server's answer holds no TRF"))
    try:
        paired = parse_trf(trf)
    except TrfError as error:
        raise PairingServerError(_(
            "The pairing server's answer cannot be read: {error}").format(error=error)) from error
    if len(paired.rounds) != round_no:
        raise PairingServerError(_(
            "The pairing server's answer holds {count} rounds instead of {round}").format(
                count=len(paired.rounds), round=round_no))
    _check_same_players(t, paired.players)
    rnd = paired.round(round_no)
    number = {p.id: p.pairing_no for p in paired.players}
    result = PairingResult([(number[g.white], number[g.black]) for g in rnd.games],
                           None if rnd.pab_player is None else number[rnd.pab_player])
    system = t.pairing_system
    try:
        unplayed = rules_for(t, system).unplayed
        problems = pairing_violations(build_request(t, round_no, unplayed), result, system)
    except PairingError as error:
        problems = [str(error)]
    if problems:
        raise PairingServerError(_(
            "The pairing server's round {round} is not a legal pairing, so it is not"
            " stored: {problems}").format(round=round_no, problems="; ".join(problems)))
    return ServerAnswer(round_no, result, trf)


def _check_same_players(t: Tournament, answered: list[Player]) -> None:
    """The answer's starting ranks name the players we sent (a server answering for another
    tournament's file would otherwise pair the wrong people)."""
    ours = {p.pairing_no: (p.surname, p.given_name, p.fide_id) for p in t.players}
    theirs = {p.pairing_no: (p.surname, p.given_name, p.fide_id) for p in answered}
    if ours != theirs:
        raise PairingServerError(_(
            "The pairing server's answer lists other players than the tournament's"))
