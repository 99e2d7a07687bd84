"""What the pairing server does for each request, over the database (no HTTP here).

A round's TRFp is read and paired outside any transaction (pairing 300 players takes most of
a second); the transaction that stores the answer then re-reads, under the tournament's lock,
what the pairing rested on (which rounds are answered) and starts over when another request
changed it meanwhile. Everything a request changes (the protocol entries, the deviations, the
answer) is written in that one transaction: an answer is acknowledged only once all of it is
committed, and a crash leaves none of it.
"""

from __future__ import annotations

import difflib
import hashlib
import hmac
import json
import secrets
from dataclasses import dataclass

from sqlalchemy import Connection, Engine, func, select

from arbiter_gui.server import db
from arbiter_gui.server.trfp import (
    TrfpError,
    changed_results,
    pair_round,
    read_trfp,
    request_hash,
    round_deviations,
)

# The secret is 32 random bytes: no dictionary reaches it, so the derivation's work factor is
# not what protects it; the salted one-way hash keeps a copy of the database from opening
# the tournaments. A modest count keeps every request's check cheap (20,000 rounds took 15 ms,
# a third of a 30-player round's answer).
PBKDF2_ITERATIONS = 1_000
MAX_DIFF_LINES = 200


@dataclass(frozen=True)
class Registration:
    name: str
    event_code: str
    system: str
    edition: str | None
    rounds: int
    chief_arbiter: str


def _secret_hash(secret: str, salt: str) -> str:
    return hashlib.pbkdf2_hmac("sha256", secret.encode("utf-8"), bytes.fromhex(salt),
                               PBKDF2_ITERATIONS).hex()


def register(engine: Engine, reg: Registration) -> tuple[str, str]:
    """A new tournament: its id and its secret (shown once; the database keeps a hash)."""
    tournament_id = secrets.token_hex(16)
    secret = secrets.token_urlsafe(32)
    salt = secrets.token_hex(16)

    def work(conn: Connection) -> None:
        time_text = db.now()
        conn.execute(db.tournaments.insert().values(
            id=tournament_id, name=reg.name, event_code=reg.event_code, system=reg.system,
            edition=reg.edition, rounds=reg.rounds, chief_arbiter=reg.chief_arbiter,
            secret_salt=salt, secret_hash=_secret_hash(secret, salt), created=time_text))
        db.append_protocol(conn, tournament_id, "registered", registration_json(reg),
                           time_text=time_text)

    db.run_transaction(engine, work, write=True)
    return tournament_id, secret


def registration_json(reg: Registration | dict[str, object]) -> dict[str, object]:
    fields = ("name", "event_code", "system", "edition", "rounds", "chief_arbiter")
    if isinstance(reg, Registration):
        return {name: getattr(reg, name) for name in fields}
    return {name: reg[name] for name in fields}


class Access:
    """Who may do what: the holder of a tournament's secret, or the server's auditor."""

    def __init__(self, auditor_token: str | None) -> None:
        self.auditor_token = auditor_token

    def is_auditor(self, token: str | None) -> bool:
        return bool(self.auditor_token and token) and hmac.compare_digest(
            token.encode("utf-8"), self.auditor_token.encode("utf-8"))  # type: ignore[union-attr]

    def tournament(self, conn: Connection, tournament_id: str, token: str | None, *,
                   auditor_allowed: bool) -> dict[str, object]:
        """The tournament's row if `token` opens it; else the refusal (401, 403, 404)."""
        if not token:
            raise TrfpError(401, "unauthorized", "send the tournament's secret as"
                            " 'Authorization: Bearer SECRET'")
        row = conn.execute(select(db.tournaments).where(db.tournaments.c.id == tournament_id)
                           ).mappings().first()
        if row is None:
            raise TrfpError(404, "not_found", f"no tournament {tournament_id!r} on this server")
        if auditor_allowed and self.is_auditor(token):
            return dict(row)
        if not hmac.compare_digest(_secret_hash(token, row["secret_salt"]), row["secret_hash"]):
            raise TrfpError(403, "forbidden", "this secret does not open this tournament")
        return dict(row)


class _StateChanged(Exception):
    """Another request answered a round while this one was pairing: start over."""


def submit_round(engine: Engine, access: Access, tournament_id: str, round_no: int,
                 token: str | None, body: bytes) -> bytes:
    """The answer (a JSON body) to the TRFp `body` of round `round_no`, or a TrfpError."""
    for _ in range(5):
        try:
            return _submit_once(engine, access, tournament_id, round_no, token, body)
        except _StateChanged:
            continue
    raise TrfpError(409, "changing", "the tournament kept changing while this round was paired;"
                    " send the request again")


def _submit_once(engine: Engine, access: Access, tournament_id: str, round_no: int,
                 token: str | None, body: bytes) -> bytes:
    received = db.now()
    digest = request_hash(body)
    with db.reading(engine) as conn:
        row = access.tournament(conn, tournament_id, token, auditor_allowed=False)
        answered = {r.round_no: r for r in conn.execute(
            select(db.submissions.c.round_no, db.submissions.c.request_hash,
                   db.submissions.c.sent)
            .where(db.submissions.c.tournament_id == tournament_id))}
        if round_no in answered:
            stored = conn.execute(select(db.submissions.c.request, db.submissions.c.answer)
                                  .where(db.submissions.c.tournament_id == tournament_id,
                                         db.submissions.c.round_no == round_no)).one()
        # The rounds as the previous file reported them (for the results changed since).
        before = conn.execute(select(db.submissions.c.played).where(
            db.submissions.c.tournament_id == tournament_id,
            db.submissions.c.round_no == round_no - 1)).scalar()
    if round_no in answered:
        if answered[round_no].request_hash == digest:
            return stored.answer.encode("utf-8")  # the same request: the same answer
        raise _refuse(engine, tournament_id, round_no, digest, TrfpError(
            409, "round_answered", f"round {round_no} was answered for another request; the"
            " difference is recorded in the protocol"), _difference(stored.request, body))
    expected = len(answered) + 1
    if round_no != expected or round_no > int(row["rounds"]):  # type: ignore[call-overload]
        message = (f"the tournament has {row['rounds']} rounds" if round_no > int(row["rounds"])
                   else f"round {round_no} cannot be paired now: the next round is {expected}")
        raise _refuse(engine, tournament_id, round_no, digest,
                      TrfpError(409, "out_of_order", message))
    try:
        t = read_trfp(body)
        pairing = pair_round(t, round_no, str(row["system"]), row["edition"],  # type: ignore
                             int(row["rounds"]))  # type: ignore[call-overload]
    except TrfpError as error:
        if error.status == 413:
            raise
        raise _refuse(engine, tournament_id, round_no, digest, error) from error
    found = [d for k in range(1, round_no)
             for d in round_deviations(k, answered[k].sent, pairing.played.get(str(k), {}))]
    if before is not None:
        found += changed_results(before, {k: v for k, v in pairing.played.items()
                                          if k in before})

    def work(conn: Connection) -> bytes:
        db.lock_tournament(conn, tournament_id)
        rounds_now = conn.execute(select(func.count()).select_from(db.submissions)
                                  .where(db.submissions.c.tournament_id == tournament_id)
                                  ).scalar_one()
        if rounds_now != len(answered):
            raise _StateChanged
        known = set(conn.execute(select(db.deviations.c.fingerprint)
                                 .where(db.deviations.c.tournament_id == tournament_id)
                                 ).scalars())
        new = [d for d in found if d.fingerprint not in known]
        db.append_protocol(conn, tournament_id, "request", {
            "round": round_no, "request_hash": digest, "bytes": len(body),
            "absent": pairing.absent}, round_no=round_no, request_hash=digest,
            time_text=received)
        for d in new:
            conn.execute(db.deviations.insert().values(
                tournament_id=tournament_id, round_no=d.round_no, found_in_round=round_no,
                kind=d.kind, players=d.players, detail=d.detail, data=d.data,
                fingerprint=d.fingerprint))
        entry = db.append_protocol(conn, tournament_id, "answer", {
            "round": round_no, "request_hash": digest,
            "answer_hash": hashlib.sha256(pairing.trf.encode("utf-8")).hexdigest(),
            "pairs": pairing.sent["pairs"], "bye": pairing.sent["bye"],
            "deviations": [d.as_json() for d in new]}, round_no=round_no, request_hash=digest)
        answer = json.dumps({
            "tournament": tournament_id, "round": round_no, "request_hash": digest,
            "pairs": [list(pair) for pair in pairing.pairs], "bye": pairing.bye,
            "deviations": [d.as_json() for d in new],
            "protocol": {"seq": entry["seq"], "hash": entry["hash"]},
            "trf": pairing.trf}, ensure_ascii=False)
        conn.execute(db.submissions.insert().values(
            tournament_id=tournament_id, round_no=round_no, request_hash=digest,
            request=body.decode("utf-8"), answer=answer, sent=pairing.sent,
            played=pairing.played, time=str(entry["time"])))
        return answer.encode("utf-8")

    return db.run_transaction(engine, work, write=True)


def _difference(stored: str, body: bytes) -> list[str]:
    lines = list(difflib.unified_diff(stored.splitlines(),
                                      body.decode("utf-8", "replace").splitlines(),
                                      "answered", "sent", n=0, lineterm=""))
    return lines[:MAX_DIFF_LINES] + ([f"... {len(lines) - MAX_DIFF_LINES} more lines"]
                                     if len(lines) > MAX_DIFF_LINES else [])


def _refuse(engine: Engine, tournament_id: str, round_no: int, digest: str, error: TrfpError,
            difference: list[str] | None = None) -> TrfpError:
    """Record the refusal in the protocol (once per distinct request) and return it."""
    kind = "conflict" if difference is not None else "refused"

    def work(conn: Connection) -> None:
        db.lock_tournament(conn, tournament_id)
        seen = conn.execute(select(db.protocol.c.seq).where(
            db.protocol.c.tournament_id == tournament_id, db.protocol.c.kind == kind,
            db.protocol.c.round_no == round_no, db.protocol.c.request_hash == digest)).first()
        if seen is None:
            data: dict[str, object] = {"round": round_no, "request_hash": digest,
                                       "status": error.status, **error.body()}
            if difference is not None:
                data["difference"] = difference
            db.append_protocol(conn, tournament_id, kind, data, round_no=round_no,
                               request_hash=digest)

    db.run_transaction(engine, work, write=True)
    return error


def protocol_json(engine: Engine, access: Access, tournament_id: str,
                  token: str | None) -> dict[str, object]:
    """The tournament's protocol: registration, every entry, the chain's check, and the
    deviations by round and by player (the Qualification Commission's view)."""
    with db.reading(engine) as conn:
        row = access.tournament(conn, tournament_id, token, auditor_allowed=True)
        entries = [dict(e) for e in conn.execute(
            select(db.protocol.c.seq, db.protocol.c.time, db.protocol.c.kind,
                   db.protocol.c.round_no.label("round"), db.protocol.c.data, db.protocol.c.hash)
            .where(db.protocol.c.tournament_id == tournament_id)
            .order_by(db.protocol.c.seq)).mappings()]
        answered = conn.execute(select(func.count()).select_from(db.submissions)
                                .where(db.submissions.c.tournament_id == tournament_id)
                                ).scalar_one()
    # The deviations as the chain recorded them in each answer (the deviations table only
    # keeps each from being recorded twice): what the chain verifies is what is shown.
    found = sorted((d | {"found_in_round": e["round"]} for e in entries if e["kind"] == "answer"
                    for d in json.loads(str(e["data"]))["deviations"]),
                   key=lambda d: d["round"])
    by_round: dict[str, list[dict[str, object]]] = {}
    by_player: dict[str, list[dict[str, object]]] = {}
    for d in found:
        by_round.setdefault(str(d["round"]), []).append(d)
        for player in d["players"]:  # type: ignore[attr-defined]
            by_player.setdefault(player, []).append(d)
    problems = db.chain_problems(entries)
    return {"tournament": {"id": tournament_id, **registration_json(row),
                           "created": row["created"], "rounds_answered": answered},
            "chain": {"entries": len(entries), "head": entries[-1]["hash"] if entries else "",
                      "verified": not problems, "problems": problems},
            "deviations": {"count": len(found), "by_round": by_round,
                           "by_player": dict(sorted(by_player.items()))},
            "entries": entries}


def tournament_list(engine: Engine) -> list[dict[str, object]]:
    """Every tournament on the server (the auditor's index)."""
    with db.reading(engine) as conn:
        rows = conn.execute(select(db.tournaments).order_by(db.tournaments.c.created)).mappings()
        return [{"id": r["id"], **registration_json(dict(r)), "created": r["created"]}
                for r in rows]
