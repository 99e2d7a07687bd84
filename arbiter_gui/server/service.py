"""What the pairing server does for each request, over the database (no HTTP here).

The chain of protocol entries is the record: what each request sent (its content's hash, the
rounds it reported, the players, the absences, the rounds paired locally), what each answer
said (the pairing, the engine, the deviations first found, the reasons given) and every
refusal. Deviations are computed from chained entries only; the other tables are copies kept
for speed (the texts, the answers, the deviations, the reasons, the players), each checked
against the chain before it is used and in every protocol (`integrity_problems`).

A round's TRFp is read and paired outside any transaction (pairing 300 players takes most of
a second); the transaction that stores the answer then re-reads, under the tournament's lock,
what the pairing rested on (which rounds are answered) and starts over when another request
changed it meanwhile. Everything a request changes is written in that one transaction: an
answer is acknowledged only once all of it is committed, and a crash leaves none of it.
Identical requests arriving together are paired once: in one process the first pairs and the
others wait for its answer (`_single_flight`); across processes sharing a PostgreSQL database,
the first holds the request's claim (db.claim) until its answer is committed, and the others
then find it stored.
"""

from __future__ import annotations

import difflib
import hashlib
import hmac
import json
import secrets
import threading
from collections.abc import Callable, Mapping
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import TypedDict

from sqlalchemy import Connection, Engine, RowMapping, select

from arbiter_gui import __version__
from arbiter_gui.core.errors import ArbiterError
from arbiter_gui.core.fide_mode import in_fide_mode
from arbiter_gui.core.journal import JsonObject, canonical_json
from arbiter_gui.core.model import ByeKind, Tournament
from arbiter_gui.server import db
from arbiter_gui.server.trfp import (
    Deviation,
    Pairing,
    Reason,
    Registry,
    RoundSnapshot,
    TrfpError,
    absences,
    changed_results,
    content_key,
    decode_body,
    identify,
    pair_round,
    played_rounds,
    read_trfp_text,
    round_deviations,
    rounds_played,
    warning_json,
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
    fide_mode: bool = True


def fide_mode_refusal(t: Tournament) -> str | None:
    """What a TRFp of a tournament registered in the FIDE mode holds that the FIDE mode
    refuses (core/fide_mode.py), or None: a file that says it left the FIDE mode, a full-point
    bye on request (VCL.17) in a round played or announced for the round to pair."""
    if not in_fide_mode(t):
        return ("the file says the tournament left the FIDE mode; it is registered in the FIDE"
                " mode, which cannot be left (register it anew with fide_mode false)")
    rounds = sorted({r.number for r in t.rounds if ByeKind.FULL in r.byes.values()}
                    | {n for (_p, n), kind in t.requested_byes.items() if kind is ByeKind.FULL})
    if rounds:
        return (f"a full-point bye on request in round {rounds[0]}: the FIDE mode gives none"
                " (the Verification Check List, VCL.17)")
    return None


@dataclass(frozen=True)
class RegisteredTournament:
    """A tournament's row on the server: its id, its registration, when it was registered."""

    id: str
    registration: Registration
    created: str

    @classmethod
    def of(cls, row: RowMapping) -> RegisteredTournament:
        return cls(row["id"], Registration(row["name"], row["event_code"], row["system"],
                                           row["edition"], row["rounds"], row["chief_arbiter"],
                                           bool(row["fide_mode"])),
                   row["created"])


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
            fide_mode=int(reg.fide_mode), secret_salt=salt,
            secret_hash=_secret_hash(secret, salt), created=time_text))
        db.append_protocol(conn, tournament_id, "registered", registration_json(reg),
                           time_text=time_text)

    db.run_transaction(engine, work, write=True)
    return tournament_id, secret


def registration_json(reg: Registration) -> dict[str, object]:
    return {"name": reg.name, "event_code": reg.event_code, "system": reg.system,
            "edition": reg.edition, "rounds": reg.rounds, "chief_arbiter": reg.chief_arbiter,
            "fide_mode": reg.fide_mode}


class Access:
    """Who may do what: the holder of a tournament's secret, or the server's auditor."""

    def __init__(self, auditor_token: str | None) -> None:
        self.auditor_token = auditor_token

    def is_auditor(self, token: str | None) -> bool:
        if not self.auditor_token or not token:
            return False
        return hmac.compare_digest(token.encode("utf-8"), self.auditor_token.encode("utf-8"))

    def tournament(self, conn: Connection, tournament_id: str, token: str | None, *,
                   auditor_allowed: bool) -> RegisteredTournament:
        """The tournament's row if `token` opens it; else the refusal (401, 403, 404)."""
        if not token:
            raise TrfpError(401, "unauthorized", "send the tournament's secret as"
                            " 'Authorization: Bearer SECRET'")
        row = conn.execute(select(db.tournaments).where(db.tournaments.c.id == tournament_id)
                           ).mappings().first()
        if row is None:
            raise TrfpError(404, "not_found", f"no tournament {tournament_id!r} on this server")
        if auditor_allowed and self.is_auditor(token):
            return RegisteredTournament.of(row)
        if not hmac.compare_digest(_secret_hash(token, row["secret_salt"]), row["secret_hash"]):
            raise TrfpError(403, "forbidden", "this secret does not open this tournament")
        return RegisteredTournament.of(row)


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def engine_json(system: str, edition: str | None) -> dict[str, object]:
    """The engine that paired a round (recorded with each answer, for the auditor)."""
    return {"program": "arbiter-gui", "version": __version__, "system": system,
            "edition": edition}


@dataclass
class Chain:
    """What a tournament's chain of entries says, in the order it says it."""

    entries: list[dict[str, object]]
    problems: list[str]
    registry: Registry = field(default_factory=dict)
    requests: dict[int, dict] = field(default_factory=dict)  # round -> request entry's data
    answers: dict[int, dict] = field(default_factory=dict)  # round -> answer (final) entry's
    answer_entries: dict[int, dict] = field(default_factory=dict)  # round -> the entry
    deviations: dict[str, dict] = field(default_factory=dict)  # id -> deviation + found_in
    reasons: dict[str, list[dict]] = field(default_factory=dict)  # deviation id -> reasons
    paired_locally: dict[int, int] = field(default_factory=dict)  # round -> declared in
    late_entries: dict[str, int] = field(default_factory=dict)  # key -> first round
    withdrawals: dict[str, int] = field(default_factory=dict)  # key -> first round absent
    final_round: int | None = None  # the slot of the final file (the rounds answered + 1)

    @property
    def rounds_answered(self) -> int:
        return len(self.answers) - (self.final_round is not None)


def load_chain(conn: Connection, tournament_id: str) -> Chain:
    entries = [dict(e) for e in conn.execute(
        select(db.protocol.c.seq, db.protocol.c.time, db.protocol.c.kind,
               db.protocol.c.round_no.label("round"), db.protocol.c.data, db.protocol.c.hash)
        .where(db.protocol.c.tournament_id == tournament_id)
        .order_by(db.protocol.c.seq)).mappings()]
    chain = Chain(entries, db.chain_problems(entries))
    for entry in entries:
        try:
            _apply(chain, str(entry["kind"]), json.loads(str(entry["data"])), entry)
        except (ValueError, KeyError, TypeError, AttributeError):
            chain.problems.append(f"entry {entry['seq']}: its content cannot be read")
    return chain


def _apply(chain: Chain, kind: str, data: dict, entry: dict[str, object]) -> None:
    if kind == "request":
        round_no = int(data["round"])
        chain.requests[round_no] = data
        for key, record in data["players"].items():
            chain.registry[key] = record
        for key in data["late_entries"]:
            chain.late_entries.setdefault(key, round_no)
        for key, what in data["absent"].items():
            if what == "withdrawn":
                chain.withdrawals.setdefault(key, round_no)
        for number in data["paired_locally"]:
            chain.paired_locally.setdefault(int(number), round_no)
    elif kind in ("answer", "final"):
        round_no = int(data["round"])
        chain.answers[round_no], chain.answer_entries[round_no] = data, entry
        if kind == "final":
            chain.final_round = round_no
        for deviation in data["deviations"]:
            chain.deviations[deviation["id"]] = deviation | {"found_in_round": round_no}
        for reason in data["reasons"]:
            chain.reasons.setdefault(reason["deviation"], []).append(
                {"reason": reason["reason"], "given_in_round": round_no})


def integrity_problems(conn: Connection, tournament_id: str, chain: Chain) -> list[str]:
    """Where the tables kept beside the chain differ from what the chain says."""
    problems: list[str] = []
    rows = {r.round_no: r for r in conn.execute(select(db.submissions).where(
        db.submissions.c.tournament_id == tournament_id))}
    for round_no in sorted(rows.keys() | chain.requests.keys()):
        row, request = rows.get(round_no), chain.requests.get(round_no)
        where = f"submissions, round {round_no}"
        if row is None or request is None:
            problems.append(f"{where}: {'missing' if row is None else 'not in the chain'}")
            continue
        if row.request_hash != request.get("request_hash") or \
                _sha256(row.request) != request.get("text_sha256"):
            problems.append(f"{where}: the request is not the one the chain holds")
        if _sha256(row.answer) != chain.answers.get(round_no, {}).get("answer_sha256"):
            problems.append(f"{where}: the answer is not the one the chain holds")
        if _sha256(canonical_json(row.played)) != request.get("played_sha256"):
            problems.append(f"{where}: the rounds played are not the ones the chain holds")
    stored = {r.fingerprint: {"id": r.fingerprint, "round": r.round_no, "kind": r.kind,
                              "players": r.players, "detail": r.detail, "data": r.data,
                              "found_in_round": r.found_in_round}
              for r in conn.execute(select(db.deviations).where(
                  db.deviations.c.tournament_id == tournament_id))}
    problems += _differences("deviations", stored, chain.deviations)
    given = {(r.fingerprint, r.reason, r.given_in_round) for r in conn.execute(
        select(db.reasons).where(db.reasons.c.tournament_id == tournament_id))}
    chained = {(fp, r["reason"], r["given_in_round"]) for fp, found in chain.reasons.items()
               for r in found}
    problems += [f"reasons: {what} {fp[:12]}: {reason!r}" for what, rows_ in (
        ("not in the chain, for deviation", given - chained),
        ("missing, for deviation", chained - given)) for fp, reason, _ in sorted(rows_)]
    registered = {r.key: [r.rank, r.fide_id, r.name] for r in conn.execute(
        select(db.players).where(db.players.c.tournament_id == tournament_id))}
    problems += _differences("players", registered, chain.registry)
    return problems


def _differences(table: str, stored: Mapping[str, object], chained: Mapping[str, object]
                 ) -> list[str]:
    return [f"{table}, {key}: " + ("not in the chain" if key not in chained else "missing"
                                   if key not in stored else "differs from the chain")
            for key in sorted(stored.keys() | chained.keys())
            if stored.get(key) != chained.get(key)]


class _StateChanged(ArbiterError):
    """Another request answered a round while this one was pairing: start over."""


_flights: dict[tuple[object, ...], Future[bytes]] = {}
_flights_lock = threading.Lock()


def _single_flight(key: tuple[object, ...], work: Callable[[], bytes]) -> bytes:
    """`work()` once for requests with the same `key` in flight together: the first computes,
    the others wait for its answer (or its refusal)."""
    with _flights_lock:
        future = _flights.get(key)
        leader = future is None
        if leader:
            future = _flights[key] = Future()
    assert future is not None
    if not leader:
        return future.result()
    try:
        answer = work()
    except BaseException as error:
        future.set_exception(error)
        raise
    else:
        future.set_result(answer)
        return answer
    finally:
        with _flights_lock:
            del _flights[key]


@dataclass(frozen=True)
class Submission:
    """A request: round N's TRFp (`round_no`), or the final file (`round_no` None)."""

    tournament_id: str
    round_no: int | None
    token: str | None
    body: bytes
    charset: str | None = None
    reasons: tuple[Reason, ...] = ()

    @property
    def final(self) -> bool:
        return self.round_no is None


# Where rounds are paired: in the request's thread (None), or a pool of processes that the
# application sets (server/pool.py).
Pairer = Callable[..., Pairing]


def submit(engine: Engine, access: Access, request: Submission,
           pairer: Pairer | None = None) -> bytes:
    """The answer (a JSON body) to a round's TRFp or to the final file, or a TrfpError."""
    text, warnings = decode_body(request.body, request.charset)
    key = content_key(text, list(request.reasons))
    flight = (id(engine), request.tournament_id, request.round_no, key,
              _sha256(request.token or ""))

    def work() -> bytes:
        with db.claim(engine, "submit " + " ".join(map(str, flight[1:]))):
            return pair_and_store()

    def pair_and_store() -> bytes:
        for _ in range(5):
            try:
                return _submit_once(engine, access, request, text, warnings, key,
                                    pairer or pair_round)
            except _StateChanged:
                continue
        raise TrfpError(409, "changing", "the tournament kept changing while this round was"
                        " paired; send the request again")

    return _single_flight(flight, work)


def _stored_answer(conn: Connection, tournament_id: str, chain: Chain, slot: int) -> bytes:
    """The stored answer of `slot`, checked against the chain, with its protocol entry."""
    text = conn.execute(select(db.submissions.c.answer).where(
        db.submissions.c.tournament_id == tournament_id,
        db.submissions.c.round_no == slot)).scalar()
    if text is None or _sha256(text) != chain.answers[slot]["answer_sha256"]:
        raise TrfpError(500, "integrity", f"the stored answer of round {slot} is not the one"
                        " the protocol's chain holds: the database was changed; nothing is"
                        " returned (the protocol lists the problem)")
    return _with_protocol(text, chain.answer_entries[slot])


def _with_protocol(answer_text: str, entry: dict[str, object]) -> bytes:
    """The answer (a JSON object's text, as stored) with its protocol entry as last member:
    the text as json.dumps writes {**answer, "protocol": ...}, without decoding the answer
    and encoding it again (its TRF is most of it)."""
    protocol = json.dumps({"seq": entry["seq"], "hash": entry["hash"]})
    return f'{answer_text[:-1]}, "protocol": {protocol}}}'.encode()


def _submit_once(engine: Engine, access: Access, request: Submission, text: str,
                 decode_warnings: list, key: str, pairer: Pairer) -> bytes:
    tid = request.tournament_id
    received = db.now()
    with db.reading(engine) as conn:
        row = access.tournament(conn, tid, request.token, auditor_allowed=False)
        chain = load_chain(conn, tid)
        if chain.problems:
            raise TrfpError(500, "integrity", "the tournament's protocol chain does not verify"
                            f" ({chain.problems[0]}); nothing is paired until it is repaired")
        slot = chain.rounds_answered + 1 if request.final else int(request.round_no or 0)
        if chain.final_round is not None and not (request.final or slot < chain.final_round):
            raise _refuse(engine, tid, slot, key, TrfpError(
                409, "finished", "the final file was sent: the tournament is over"))
        if slot in chain.requests:
            if chain.requests[slot]["request_hash"] == key:
                return _stored_answer(conn, tid, chain, slot)  # the same request again
            stored = conn.execute(select(db.submissions.c.request).where(
                db.submissions.c.tournament_id == tid,
                db.submissions.c.round_no == slot)).scalar_one()
            what = "the final file" if request.final else f"round {slot}"
            raise _refuse(engine, tid, slot, key, TrfpError(
                409, "round_answered", f"{what} was answered for another request; the"
                " difference is recorded in the protocol"), _difference(stored, text))
        previous = conn.execute(select(db.submissions.c.played).where(
            db.submissions.c.tournament_id == tid,
            db.submissions.c.round_no == slot - 1)).scalar()
    rounds = row.registration.rounds
    if request.final and slot != rounds + 1:
        raise _refuse(engine, tid, slot, key, TrfpError(
            409, "out_of_order", f"the final file comes after the last round: {slot - 1} of"
            f" the {rounds} rounds are paired"))
    if not request.final and (slot != chain.rounds_answered + 1 or slot > rounds):
        message = (f"the tournament has {rounds} rounds; send the file after the last round to"
                   " /final" if slot > rounds else f"round {slot} cannot be paired now: the"
                   f" next round is {chain.rounds_answered + 1}")
        raise _refuse(engine, tid, slot, key, TrfpError(409, "out_of_order", message))
    if previous is not None and _sha256(canonical_json(previous)) != \
            chain.requests[slot - 1]["played_sha256"]:
        raise TrfpError(500, "integrity", f"the stored rounds of the request of round"
                        f" {slot - 1} are not the ones the chain holds; nothing is paired")
    try:
        work = _Work.read(chain, row, request, slot, text, decode_warnings, key, previous,
                          pairer)
    except TrfpError as error:
        if error.status == 413:
            raise
        raise _refuse(engine, tid, slot, key, error) from error
    return db.run_transaction(engine, lambda conn: work.store(conn, received), write=True)


@dataclass
class _Work:
    """One request read and paired, to be stored in one transaction."""

    chain: Chain
    tournament_id: str
    slot: int
    final: bool
    key: str
    text: str
    request_entry: dict[str, object]
    answer_text: str  # the answer without its protocol entry (JSON), stored for a retry
    answer_entry: dict[str, object]
    played: dict[str, RoundSnapshot]
    changes: Registry
    new_deviations: list[dict[str, object]]
    new_reasons: list[dict[str, object]]

    @classmethod
    def read(cls, chain: Chain, row: RegisteredTournament, request: Submission, slot: int,
             text: str, decode_warnings: list, key: str, previous: dict | None,
             pairer: Pairer) -> _Work:
        reading = read_trfp_text(text, decode_warnings, list(request.reasons))
        t = rounds_played(reading.tournament, slot - 1, adjourned_allowed=not request.final)
        refusal = fide_mode_refusal(t) if row.registration.fide_mode else None
        if refusal:
            raise TrfpError(422, "fide_mode", refusal)
        ids = identify(chain.registry, t)
        played = played_rounds(t, ids.keys)
        # A round the previous file reported alike was compared with its pairing then: its
        # deviations are recorded already (a cost growing with the rounds answered, spared).
        found: list[Deviation] = [d for k in range(1, slot) if previous is None or (
            played.get(str(k), {}) != previous.get(str(k))) for d in round_deviations(
            k, chain.answers[k], played.get(str(k), {}))]
        if previous is not None:
            found += changed_results(previous, {k: v for k, v in played.items()
                                                if k in previous}, ids.new)
        new: dict[str, dict[str, object]] = {}
        for d in found:
            if d.fingerprint not in chain.deviations:
                new.setdefault(d.fingerprint, {"id": d.fingerprint, **d.as_json()})
        locally = sorted(r.number for r in t.rounds
                         if r.paired_locally and r.number not in chain.paired_locally)
        warnings = [warning_json(w) for w in reading.warnings]
        reasons = _reasons(chain, new, t, ids.keys, reading.reasons, locally, slot, warnings)
        system, edition = row.registration.system, row.registration.edition
        engine = engine_json(system, edition)
        request_entry = {
            "round": slot, "final": request.final, "request_hash": key,
            "bytes": len(request.body), "text_sha256": _sha256(text),
            "played_sha256": _sha256(canonical_json(played)),
            "absent": {} if request.final else absences(t, slot, ids.keys,
                                                         row.registration.rounds),
            "players": ids.changes, "late_entries": ids.new if chain.registry else [],
            "linked": ids.linked, "paired_locally": locally, "warnings": len(warnings)}
        deviations = [d | {"reasons": [r["reason"] for r in reasons if r["deviation"] == d["id"]]}
                      for d in new.values()]
        core: dict[str, object] = {"tournament": row.id, "round": slot,
                                   "request_hash": key}
        entry: dict[str, object] = {"round": slot, "request_hash": key}
        if request.final:
            core["final"] = True
        else:
            pairing = pairer(t, slot, system, edition, row.registration.rounds, ids.keys)
            core |= {"pairs": [list(pair) for pair in pairing.pairs], "bye": pairing.bye}
            entry |= {"pairs": pairing.sent["pairs"], "bye": pairing.sent["bye"],
                      "trf_sha256": _sha256(pairing.trf)}
        core |= {"deviations": deviations, "reasons": reasons, "warnings": warnings,
                 "engine": engine}
        if not request.final:
            core["trf"] = pairing.trf
        answer_text = json.dumps(core, ensure_ascii=False)
        entry |= {"answer_sha256": _sha256(answer_text), "engine": engine,
                  "deviations": list(new.values()), "reasons": reasons}
        return cls(chain, row.id, slot, request.final, key, text, request_entry,
                   answer_text, entry, played, ids.changes, list(new.values()), reasons)

    def store(self, conn: Connection, received: str) -> bytes:
        # The lock, the answers and the chain's head in one statement; both entries in one.
        answered, head = db.locked_state(conn, self.tournament_id)
        if answered != len(self.chain.answers):
            raise _StateChanged
        _request, entry = db.append_entries(conn, self.tournament_id, head, [
            db.NewEntry("request", self.request_entry, self.slot, self.key, received),
            db.NewEntry("final" if self.final else "answer", self.answer_entry, self.slot,
                        self.key, db.now())])
        conn.execute(db.submissions.insert().values(
            tournament_id=self.tournament_id, round_no=self.slot, request_hash=self.key,
            request=self.text, answer=self.answer_text, played=self.played,
            time=str(entry["time"])))
        # Each table's rows in one statement (a round 1 registers every player: 200 statements
        # one by one).
        tid = self.tournament_id
        if self.new_deviations:
            conn.execute(db.deviations.insert(), [
                {"tournament_id": tid, "fingerprint": d["id"], "round_no": d["round"],
                 "found_in_round": self.slot, "kind": d["kind"], "players": d["players"],
                 "detail": d["detail"], "data": d["data"]} for d in self.new_deviations])
        if self.new_reasons:
            conn.execute(db.reasons.insert(), [
                {"tournament_id": tid, "fingerprint": r["deviation"], "reason": r["reason"],
                 "given_in_round": self.slot} for r in self.new_reasons])
        if self.changes:
            conn.execute(db.players.delete().where(db.players.c.tournament_id == tid,
                                                   db.players.c.key.in_(list(self.changes))))
            conn.execute(db.players.insert(), [
                {"tournament_id": tid, "key": key, "rank": rank, "fide_id": fide_id,
                 "name": name} for key, (rank, fide_id, name) in self.changes.items()])
        return _with_protocol(self.answer_text, entry)


PAIRED_LOCALLY_REASON = ("paired locally by the tournament's program: the pairing server could"
                         " not be reached (declared in the file of round {declared})")


def _reasons(chain: Chain, new: dict[str, dict[str, object]], t: Tournament,
             keys: dict[int, str],
             given: list[Reason], locally: list[int], slot: int,
             warnings: list[dict[str, object]]) -> list[dict[str, object]]:
    """The reasons this request gives, each for the deviations (recorded or new) of its round
    that name its player; a round declared paired locally gives its deviations that reason.
    A reason matching no deviation is a warning of the answer; one recorded already is not
    recorded again."""
    deviations = {**chain.deviations, **new}
    by_rank = {p.pairing_no: keys[p.id] for p in t.players}
    declared = {**chain.paired_locally, **dict.fromkeys(locally, slot)}
    wanted: list[tuple[str, str]] = [
        (d_id, PAIRED_LOCALLY_REASON.format(declared=declared[int(d["round"])]))
        for d_id, d in deviations.items() if int(d["round"]) in declared]
    for reason in given:
        key = by_rank.get(reason.rank)
        matching = [d_id for d_id, d in deviations.items()
                    if d["round"] == reason.round_no and key in d["players"]]
        if not matching:
            warnings.append({"line": None, "field": "reason", "kind": "reason",
                             "message": f"the reason for round {reason.round_no}, player"
                             f" {reason.rank} matches no deviation: not recorded"})
        wanted += [(d_id, reason.text) for d_id in matching]
    recorded = {(d_id, r["reason"]) for d_id, found in chain.reasons.items() for r in found}
    taken: list[dict[str, object]] = []
    for d_id, text in wanted:
        if (d_id, text) not in recorded:
            recorded.add((d_id, text))
            d = deviations[d_id]
            taken.append({"deviation": d_id, "round": d["round"], "players": d["players"],
                          "reason": text})
    return taken


def round_answer(engine: Engine, access: Access, tournament_id: str, round_no: int,
                 token: str | None) -> bytes:
    """The answer of an answered round, as it was returned (checked against the chain)."""
    with db.reading(engine) as conn:
        access.tournament(conn, tournament_id, token, auditor_allowed=True)
        chain = load_chain(conn, tournament_id)
        if round_no not in chain.answers or round_no == chain.final_round:
            raise TrfpError(404, "not_found", f"round {round_no} of this tournament has not"
                            " been paired by the server")
        return _stored_answer(conn, tournament_id, chain, round_no)


def _difference(stored: str, text: str) -> list[str]:
    lines = list(difflib.unified_diff(stored.splitlines(), text.splitlines(),
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


class ChainCheck(TypedDict):
    """The check of a tournament's chain of entries (and of the tables kept beside it)."""

    entries: int
    head: str
    verified: bool
    problems: list[str]


class DeviationsFound(TypedDict):
    """The deviations from the server's pairings (each with its reasons), by round and by
    player key."""

    count: int
    by_round: dict[str, list[JsonObject]]
    by_player: dict[str, list[JsonObject]]


class ProtocolJson(TypedDict):
    """A tournament's protocol (`protocol_json`)."""

    tournament: dict[str, object]
    chain: ChainCheck
    players: dict[str, dict[str, object]]  # key -> rank, fide_id, name
    rounds_paired_locally: dict[str, int]  # round -> the round of the file that declared it
    late_entries: dict[str, int]  # key -> first round
    withdrawals: dict[str, int]  # key -> first round absent
    deviations: DeviationsFound
    entries: list[dict[str, object]]


def protocol_json(engine: Engine, access: Access, tournament_id: str,
                  token: str | None) -> ProtocolJson:
    """The tournament's protocol: registration, the players, every entry, the chain's check
    (the entries and every table kept beside them), and the deviations with their reasons by
    round and by player (the Qualification Commission's view), all read from the chain."""
    with db.reading(engine) as conn:
        row = access.tournament(conn, tournament_id, token, auditor_allowed=True)
        chain = load_chain(conn, tournament_id)
        problems = chain.problems + integrity_problems(conn, tournament_id, chain)
    found = sorted((d | {"reasons": [r["reason"] for r in chain.reasons.get(d_id, [])],
                         "paired_locally": int(d["round"]) in chain.paired_locally}
                    for d_id, d in chain.deviations.items()),
                   key=lambda d: (d["round"], d["found_in_round"], d["kind"], d["players"]))
    by_round: dict[str, list[JsonObject]] = {}
    by_player: dict[str, list[JsonObject]] = {}
    for d in found:
        by_round.setdefault(str(d["round"]), []).append(d)
        for player in d["players"]:
            by_player.setdefault(player, []).append(d)
    entries = chain.entries
    return {"tournament": {"id": tournament_id, **registration_json(row.registration),
                           "created": row.created,
                           "rounds_answered": chain.rounds_answered,
                           "final": chain.final_round is not None},
            "chain": {"entries": len(entries), "head": str(entries[-1]["hash"]) if entries else "",
                      "verified": not problems, "problems": problems},
            "players": {key: {"rank": rank, "fide_id": fide_id, "name": name}
                        for key, (rank, fide_id, name) in sorted(
                            chain.registry.items(), key=lambda item: int(item[0][1:]))},
            "rounds_paired_locally": {str(k): v for k, v in sorted(chain.paired_locally.items())},
            "late_entries": chain.late_entries, "withdrawals": chain.withdrawals,
            "deviations": {"count": len(found), "by_round": by_round,
                           "by_player": dict(sorted(by_player.items(),
                                                    key=lambda item: int(item[0][1:])))},
            "entries": entries}


def player_deviations(engine: Engine, access: Access, fide_id: int, token: str | None
                      ) -> dict[str, object]:
    """Every deviation concerning the player with this FIDE id, in every tournament (the
    auditor's query, R13 of the proposal), each tournament's read from its chain."""
    if not access.is_auditor(token):
        raise TrfpError(403, "forbidden", "the query across tournaments is the auditor's")
    with db.reading(engine) as conn:
        found = conn.execute(select(db.players.c.tournament_id, db.players.c.key)
                             .where(db.players.c.fide_id == fide_id)).all()
    tournaments = []
    for tournament_id, key in sorted(found):
        protocol = protocol_json(engine, access, tournament_id, token)
        tournaments.append({
            "tournament": protocol["tournament"], "player": key,
            "chain": {"verified": protocol["chain"]["verified"],
                      "problems": protocol["chain"]["problems"]},
            "deviations": protocol["deviations"]["by_player"].get(key, [])})
    return {"fide_id": fide_id, "tournaments": tournaments}


def tournament_list(engine: Engine) -> list[dict[str, object]]:
    """Every tournament on the server (the auditor's index)."""
    with db.reading(engine) as conn:
        rows = conn.execute(select(db.tournaments).order_by(db.tournaments.c.created)).mappings()
        return [{"id": r.id, **registration_json(r.registration), "created": r.created}
                for r in map(RegisteredTournament.of, rows)]
