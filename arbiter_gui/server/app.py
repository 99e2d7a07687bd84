"""The pairing server's HTTP interface (FastAPI): the routes, the body limit, and the rule that
every refusal is a 4xx with a JSON body {"error": CODE, "message": TEXT, ...}.

The protocol is described in docs/pairing-server.md and served as OpenAPI at /openapi.json
(readable at /docs).
"""

from __future__ import annotations

import logging
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Annotated, Literal

from fastapi import Depends, FastAPI, Path, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, Response
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import BaseModel, Field, ValidationError, field_validator, model_validator
from sqlalchemy.exc import OperationalError
from sqlalchemy.exc import TimeoutError as SQLAlchemyTimeoutError
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from arbiter_gui import __version__
from arbiter_gui.core.fide_mode import FIDE_SYSTEMS
from arbiter_gui.core.validate import EVENT_CODE
from arbiter_gui.pairing.engine import RULES_EDITIONS
from arbiter_gui.server import db, service
from arbiter_gui.server.docs import serve_docs
from arbiter_gui.server.page import protocol_html
from arbiter_gui.server.pool import PairingPool, processes_from_environment, settle_collector
from arbiter_gui.server.printout import protocol_pdf
from arbiter_gui.server.trfp import (
    MAX_BODY_BYTES,
    MAX_REASON_LENGTH,
    MAX_ROUNDS,
    Reason,
    TrfpError,
)

log = logging.getLogger("arbiter_gui.server")

# The environment the server processes read (one process or several, `arbiter-server`).
ENV_DB = "ARBITER_SERVER_DB"
ENV_AUDITOR = "ARBITER_SERVER_AUDITOR_TOKEN"
# An oversized body is read and dropped up to this size before the refusal is sent.
DRAIN_BYTES = 8 * MAX_BODY_BYTES
# Requests one process serves at once; beyond, 503 `busy` at once, with Retry-After.
MAX_REQUESTS = 64
RETRY_AFTER_SECONDS = 2
# The tournament code of FIDE's rating server (FRS) is a number.
EVENT_CODE_PATTERN = rf"^({EVENT_CODE.pattern})?$"  # as the desktop's setting (core/validate.py)


class TournamentIn(BaseModel):
    """A tournament to register."""

    name: str = Field(min_length=1, max_length=200, examples=["Open of Somewhere 2026"])
    event_code: str = Field("", pattern=EVENT_CODE_PATTERN,
                            description="the tournament's code on FIDE's rating server (digits),"
                            " where it has one", examples=["123456"])
    system: Literal["dutch", "dubov", "leong"] = "dutch"
    edition: str | None = Field(None, description="the Dutch rules' edition (null: the current"
                                " one)", examples=[None])
    # Strict: a JSON boolean, text or fraction is no number of rounds (`true` was read as 1).
    rounds: int = Field(ge=1, le=MAX_ROUNDS, strict=True, examples=[9])
    chief_arbiter: str = Field(min_length=1, max_length=200, examples=["Jane Arbiter"])
    fide_mode: bool = Field(True, strict=True, description="paired in the FIDE mode (the"
                            " default): only the FIDE systems, and a TRFp with what the FIDE"
                            " mode refuses (a full-point bye on request, the FIDE mode left) is"
                            " refused")

    @field_validator("edition")
    @classmethod
    def _known_edition(cls, value: str | None) -> str | None:
        if value is not None and value not in RULES_EDITIONS:
            raise ValueError(f"the Dutch editions are {', '.join(RULES_EDITIONS)}")
        return value

    @model_validator(mode="after")
    def _edition_of_the_dutch_system(self) -> TournamentIn:
        if self.edition is not None and self.system != "dutch":
            raise ValueError("an edition applies to the Dutch system only")
        return self

    @model_validator(mode="after")
    def _fide_systems_in_the_fide_mode(self) -> TournamentIn:
        if self.fide_mode and self.system not in FIDE_SYSTEMS:
            raise ValueError(f"{self.system} is not a FIDE system; the FIDE mode pairs only"
                             f" with {', '.join(FIDE_SYSTEMS)} (register with fide_mode false"
                             " to pair with it)")
        return self


class TournamentOut(BaseModel):
    id: str
    secret: str = Field(description="shown once: send it as 'Authorization: Bearer SECRET'")


class ReasonIn(BaseModel):
    """A reason for the deviations of a round that concern one player."""

    round: int = Field(ge=1, le=MAX_ROUNDS, description="the round deviated")
    player: int = Field(ge=1, le=9999, description="the player's starting rank in this file")
    reason: str = Field(min_length=1, max_length=MAX_REASON_LENGTH,
                        examples=["illness: player 12 could not play, boards 3 and 4 re-paired"])


class RoundRequest(BaseModel):
    """The JSON form of a request: the TRFp and reasons beside its `### reason` records."""

    trf: str = Field(description="the TRFp (docs/pairing-server.md)")
    reasons: list[ReasonIn] = Field(default=[], max_length=2000)


class DeviationOut(BaseModel):
    id: str = Field(description="the deviation's fingerprint (sha256)")
    round: int = Field(description="the round deviated")
    kind: Literal["pair", "colour", "bye", "changed_result"]
    players: list[str] = Field(description="player keys (#N: the starting rank when first"
                               " seen)")
    detail: str
    data: dict[str, object]
    reasons: list[str]


class GivenReason(BaseModel):
    deviation: str = Field(description="the deviation's id")
    round: int
    players: list[str]
    reason: str


class ReadingWarning(BaseModel):
    line: int | None
    field: str
    kind: str
    message: str


class EngineOut(BaseModel):
    program: str
    version: str
    system: str
    edition: str | None


class ProtocolRef(BaseModel):
    seq: int
    hash: str


class RoundAnswer(BaseModel):
    """The answer to a round's TRFp (returned byte for byte again for the same request)."""

    tournament: str
    round: int
    request_hash: str = Field(description="sha256 of the request's content (its records"
                              " sorted, without trailing blanks, and its reasons)")
    pairs: list[list[int]] = Field(description="[white, black] by starting rank, board order")
    bye: int | None = Field(description="the starting rank of the pairing-allocated bye")
    deviations: list[DeviationOut] = Field(description="deviations first found in this request")
    reasons: list[GivenReason] = Field(description="reasons this request recorded")
    warnings: list[ReadingWarning] = Field(description="how the file departed from the TRF"
                                           " text and how it was read")
    engine: EngineOut
    trf: str = Field(description="the TRFp sent, with round N's pairings in its column")
    protocol: ProtocolRef = Field(description="the answer's protocol entry")


class FinalAnswer(BaseModel):
    """The answer to the file after the last round: its deviations, nothing paired."""

    tournament: str
    round: int = Field(description="the rounds answered + 1")
    request_hash: str
    final: bool
    deviations: list[DeviationOut]
    reasons: list[GivenReason]
    warnings: list[ReadingWarning]
    engine: EngineOut
    protocol: ProtocolRef


class ChainCheck(BaseModel):
    entries: int
    head: str
    verified: bool
    problems: list[str]


class ProtocolEntry(BaseModel):
    seq: int
    time: str
    kind: Literal["registered", "request", "answer", "final", "refused", "conflict"]
    round: int | None
    data: str = Field(description="the entry's canonical JSON")
    hash: str


class ProtocolDeviation(DeviationOut):
    found_in_round: int
    paired_locally: bool


class PlayerOut(BaseModel):
    rank: int
    fide_id: int | None
    name: str


class ProtocolOut(BaseModel):
    """A tournament's protocol (docs/pairing-server.md, "Read the protocol")."""

    tournament: dict[str, object]
    chain: ChainCheck
    players: dict[str, PlayerOut]
    rounds_paired_locally: dict[str, int] = Field(description="round -> the round whose file"
                                                  " declared it")
    late_entries: dict[str, int]
    withdrawals: dict[str, int]
    deviations: dict[str, object] = Field(description="count; by_round and by_player: lists"
                                          " of deviations (ProtocolDeviation)")
    entries: list[ProtocolEntry]


class Refusal(BaseModel):
    error: str
    message: str
    line: int | None = None
    field: str | None = None


def _refusals(*statuses: int) -> dict[int | str, dict[str, object]]:
    """The refusals a route can answer (each a JSON Refusal), with the two every route can."""
    described = {401: "no Bearer token", 403: "a token that does not open this",
                 404: "no such tournament", 409: "a conflict with the tournament's state",
                 413: "a body over the limit", 422: "a request or file that cannot be used",
                 500: "a bug of the server, or a database changed behind its back",
                 503: "busy: send the same request again after Retry-After seconds"}
    return {status: {"model": Refusal, "description": described[status]}
            for status in (*statuses, 500, 503)}


bearer = HTTPBearer(auto_error=False, description="the tournament's secret (or the auditor's"
                    " token)")
Credentials = Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)]


def _token(credentials: HTTPAuthorizationCredentials | None) -> str | None:
    return credentials.credentials.strip() if credentials else None


def _busy_response() -> JSONResponse:
    return JSONResponse({"error": "busy", "message": "the server is busy; send the same request"
                         " again after the Retry-After seconds (nothing was stored)"}, 503,
                        headers={"Retry-After": str(RETRY_AFTER_SECONDS)})


class ConcurrencyLimit:
    """Answer 503 `busy` (JSON, with Retry-After) beyond `limit` requests in this process:
    pairing is CPU work, and more requests at once only wait longer."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app, self.limit, self.running = app, limit, 0

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if self.running >= self.limit:
            await _busy_response()(scope, receive, send)
            return
        self.running += 1
        try:
            await self.app(scope, receive, send)
        finally:
            self.running -= 1


class BodyLimit:
    """Refuse (413) a body longer than `limit` bytes before the application reads it."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app, self.limit = app, limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        length = dict(scope["headers"]).get(b"content-length", b"0")
        if not length.isdigit() or int(length) > self.limit:
            await self._too_large(scope, receive, send, length.isdigit())
            return
        chunks, size = [], 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunks.append(message.get("body", b""))
            size += len(chunks[-1])
            if size > self.limit:
                await self._too_large(scope, receive, send, message.get("more_body", False))
                return
            if not message.get("more_body"):
                break
        body, replayed = b"".join(chunks), False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)

    async def _too_large(self, scope: Scope, receive: Receive, send: Send,
                         more_body: bool) -> None:
        # Read (and drop) what the client is still sending, up to a bound, so that it is not
        # cut off mid-send and reads the refusal instead of a broken connection.
        drained = 0
        while more_body and drained < DRAIN_BYTES:
            message = await receive()
            drained += len(message.get("body", b""))
            more_body = message["type"] == "http.request" and message.get("more_body", False)
        response = JSONResponse({"error": "too_large", "message": f"the body is larger than"
                                 f" the server accepts ({self.limit:,} bytes)"}, 413)
        await response(scope, receive, send)


def create_app(database: str | None = None, auditor_token: str | None = None,
               max_requests: int = MAX_REQUESTS, processes: int | None = None) -> FastAPI:
    """The application over `database` (a SQLite path or a URL; default: $ARBITER_SERVER_DB),
    pairing in `processes` worker processes (default: $ARBITER_SERVER_PAIRING_PROCESSES or
    one per core; 0: in the request's thread)."""
    engine = db.open_database(database or os.environ[ENV_DB])
    access = service.Access(auditor_token if auditor_token is not None
                            else os.environ.get(ENV_AUDITOR) or None)
    count = processes_from_environment() if processes is None else processes
    pool = PairingPool(count) if count else None

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        yield
        if pool is not None:
            pool.close()

    app = FastAPI(title="arbiter-gui pairing server", version=__version__, lifespan=lifespan,
                  description="The FIDE Pairings Server proposal: tournaments send TRFp before"
                  " each round, the server pairs it and records every deviation, with its"
                  " reason, in a hash-chained protocol. See docs/pairing-server.md.",
                  docs_url=None, redoc_url=None)
    app.add_middleware(BodyLimit, limit=MAX_BODY_BYTES)
    app.add_middleware(ConcurrencyLimit, limit=max_requests)
    serve_docs(app)

    @app.exception_handler(TrfpError)
    async def _refused(_request: Request, error: TrfpError) -> JSONResponse:
        return JSONResponse(error.body(), error.status)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, error: RequestValidationError) -> JSONResponse:
        problems = "; ".join(f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}"
                             for e in error.errors())
        return JSONResponse({"error": "invalid_request", "message": problems}, 422)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_request: Request, error: StarletteHTTPException) -> JSONResponse:
        return JSONResponse({"error": "http", "message": str(error.detail)}, error.status_code)

    @app.exception_handler(SQLAlchemyTimeoutError)
    @app.exception_handler(OperationalError)
    async def _busy(_request: Request, error: Exception) -> JSONResponse:
        # The database stayed locked or out of connections beyond the retries: nothing was
        # stored, and the same request later gets the answer (idempotent).
        log.warning("database busy: %s", error)
        return _busy_response()

    @app.exception_handler(Exception)
    async def _bug(_request: Request, error: Exception) -> JSONResponse:
        log.exception("unexpected error")
        return JSONResponse({"error": "internal", "message": "the server failed on this"
                             f" request ({type(error).__name__}); nothing was stored"}, 500)

    @app.get("/health")
    def health() -> dict[str, str]:
        return {"status": "ok", "version": __version__}

    @app.post("/tournaments", status_code=201, response_model=TournamentOut,
              responses=_refusals(413, 422))
    async def register(tournament: TournamentIn) -> TournamentOut:
        reg = service.Registration(**tournament.model_dump())
        tournament_id, secret = await run_in_threadpool(service.register, engine, reg)
        return TournamentOut(id=tournament_id, secret=secret)

    @app.get("/tournaments", responses=_refusals(403))
    async def tournaments(credentials: Credentials = None) -> list[dict[str, object]]:
        if not access.is_auditor(_token(credentials)):
            raise TrfpError(403, "forbidden", "the list of tournaments is the auditor's")
        return await run_in_threadpool(service.tournament_list, engine)

    async def _submission(request: Request, tournament_id: str, round_no: int | None,
                          credentials: HTTPAuthorizationCredentials | None) -> Response:
        body = await request.body()
        charset = _charset(request.headers.get("content-type", ""))
        reasons: tuple[Reason, ...] = ()
        if request.headers.get("content-type", "").split(";")[0].strip() == "application/json":
            try:
                sent = RoundRequest.model_validate_json(body)
            except ValidationError as error:
                raise RequestValidationError(error.errors()) from error
            body, charset = sent.trf.encode("utf-8"), None
            reasons = tuple(Reason(r.round, r.player, r.reason) for r in sent.reasons)
        submission = service.Submission(tournament_id, round_no, _token(credentials), body,
                                        charset, reasons)
        answer = await run_in_threadpool(service.submit, engine, access, submission,
                                         pool.pair if pool else None)
        return Response(answer, media_type="application/json")

    @app.post("/tournaments/{tournament_id}/rounds/{round_no}", response_model=RoundAnswer,
              responses=_refusals(401, 403, 404, 409, 413, 422),
              openapi_extra={"requestBody": REQUEST_BODY})
    async def submit(request: Request, tournament_id: TournamentId,
                     round_no: Annotated[int, Path(ge=1, le=MAX_ROUNDS)],
                     credentials: Credentials = None) -> Response:
        return await _submission(request, tournament_id, round_no, credentials)

    @app.post("/tournaments/{tournament_id}/final", response_model=FinalAnswer,
              responses=_refusals(401, 403, 404, 409, 413, 422),
              openapi_extra={"requestBody": REQUEST_BODY})
    async def final(request: Request, tournament_id: TournamentId,
                    credentials: Credentials = None) -> Response:
        return await _submission(request, tournament_id, None, credentials)

    @app.get("/tournaments/{tournament_id}/rounds/{round_no}", response_model=RoundAnswer,
             responses=_refusals(401, 403, 404, 422))
    async def answered_round(tournament_id: TournamentId,
                             round_no: Annotated[int, Path(ge=1, le=MAX_ROUNDS)],
                             credentials: Credentials = None) -> Response:
        answer = await run_in_threadpool(service.round_answer, engine, access, tournament_id,
                                         round_no, _token(credentials))
        return Response(answer, media_type="application/json")

    @app.get("/tournaments/{tournament_id}/protocol", response_model=ProtocolOut,
             responses=_refusals(401, 403, 404, 422))
    async def protocol(tournament_id: TournamentId, credentials: Credentials = None
                       ) -> Response:
        data = await run_in_threadpool(service.protocol_json, engine, access, tournament_id,
                                       _token(credentials))
        return JSONResponse(data)

    @app.get("/tournaments/{tournament_id}/protocol.html", response_class=HTMLResponse,
             responses=_refusals(401, 403, 404, 422))
    async def protocol_page(tournament_id: TournamentId, credentials: Credentials = None
                            ) -> HTMLResponse:
        data = await run_in_threadpool(service.protocol_json, engine, access, tournament_id,
                                       _token(credentials))
        return HTMLResponse(protocol_html(data))

    @app.get("/tournaments/{tournament_id}/protocol.pdf", response_class=Response,
             responses={**_refusals(401, 403, 404, 422),
                        200: {"content": {"application/pdf": {}}}})
    async def protocol_printout(tournament_id: TournamentId, credentials: Credentials = None
                                ) -> Response:
        data = await run_in_threadpool(service.protocol_json, engine, access, tournament_id,
                                       _token(credentials))
        pdf = await run_in_threadpool(protocol_pdf, data)
        return Response(pdf, media_type="application/pdf")

    @app.get("/players/{fide_id}/deviations", responses=_refusals(403, 422))
    async def player_deviations(fide_id: Annotated[int, Path(ge=1, le=99_999_999_999)],
                                credentials: Credentials = None) -> dict[str, object]:
        return await run_in_threadpool(service.player_deviations, engine, access, fide_id,
                                       _token(credentials))

    _describe_json_request(app)
    return app


def _describe_json_request(app: FastAPI) -> None:
    """The schema of the requests' JSON form (REQUEST_BODY names it; no route parameter
    declares it, since the body is read as text or JSON by its content type)."""
    plain = app.openapi

    def openapi() -> dict[str, object]:
        schema = plain()
        schemas = schema["components"]["schemas"]
        form = RoundRequest.model_json_schema(ref_template="#/components/schemas/{model}")
        for name, definition in form.pop("$defs", {}).items():
            schemas.setdefault(name, definition)
        schemas["RoundRequest"] = form
        return schema

    # FastAPI's documented way to extend the schema is to replace the method.
    app.openapi = openapi  # type: ignore[method-assign]


TournamentId = Annotated[str, Path(max_length=64)]
REQUEST_BODY = {
    "required": True,
    "description": "TRFp: TRF-2026 with rounds 1..N-1 and round N's absences, reasons as"
    " '### reason ROUND RANK TEXT' records (docs/pairing-server.md); in the charset declared"
    " (default UTF-8). Or the JSON form: {\"trf\": TEXT, \"reasons\": [...]}.",
    "content": {"text/plain": {"schema": {"type": "string"}},
                "application/json": {"schema": {"$ref": "#/components/schemas/RoundRequest"}}}}


def _charset(content_type: str) -> str | None:
    for part in content_type.split(";")[1:]:
        name, _, value = part.strip().partition("=")
        if name.strip().lower() == "charset" and value.strip():
            return value.strip().strip('"')
    return None


def app_from_environment() -> FastAPI:
    """uvicorn's factory for each server process (`arbiter-server`, any --workers): the
    application, then the process's objects so far out of the collector's view."""
    app = create_app()
    settle_collector()
    return app
