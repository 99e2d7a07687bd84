"""The pairing server's HTTP interface (FastAPI): the routes, the body limit, and the rule that
every refusal is a 4xx with a JSON body {"error": CODE, "message": TEXT, ...}.

The protocol is described in docs/pairing-server.md and served as OpenAPI at /openapi.json
(readable at /docs).
"""

from __future__ import annotations

import logging
import os
from typing import Annotated, Literal

from fastapi import FastAPI, Header, Path, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, Response
from pydantic import BaseModel, Field, field_validator, model_validator
from sqlalchemy.exc import OperationalError
from sqlalchemy.exc import TimeoutError as SQLAlchemyTimeoutError
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from arbiter_gui import __version__
from arbiter_gui.pairing.dutch import EDITIONS
from arbiter_gui.server import db, service
from arbiter_gui.server.page import protocol_html
from arbiter_gui.server.printout import protocol_pdf
from arbiter_gui.server.trfp import MAX_BODY_BYTES, MAX_ROUNDS, TrfpError

log = logging.getLogger("arbiter_gui.server")

# The environment the server processes read (one process or several, `arbiter-server`).
ENV_DB = "ARBITER_SERVER_DB"
ENV_AUDITOR = "ARBITER_SERVER_AUDITOR_TOKEN"
# An oversized body is read and dropped up to this size before the refusal is sent.
DRAIN_BYTES = 8 * MAX_BODY_BYTES


class TournamentIn(BaseModel):
    """A tournament to register."""

    name: str = Field(min_length=1, max_length=200, examples=["Open of Somewhere 2026"])
    event_code: str = Field("", max_length=40, description="FIDE's event code, where there is"
                            " one", examples=["123456"])
    system: Literal["dutch", "dubov", "leong"] = "dutch"
    edition: str | None = Field(None, description="the Dutch rules' edition (null: the current"
                                " one)", examples=[None])
    # Strict: a JSON boolean, text or fraction is no number of rounds (`true` was read as 1:
    # issue 28, item 19).
    rounds: int = Field(ge=1, le=MAX_ROUNDS, strict=True, examples=[9])
    chief_arbiter: str = Field(min_length=1, max_length=200, examples=["Jane Arbiter"])

    @field_validator("edition")
    @classmethod
    def _known_edition(cls, value: str | None) -> str | None:
        if value is not None and value not in EDITIONS:
            raise ValueError(f"the Dutch editions are {', '.join(EDITIONS)}")
        return value

    @model_validator(mode="after")
    def _edition_of_the_dutch_system(self) -> TournamentIn:
        if self.edition is not None and self.system != "dutch":
            raise ValueError("an edition applies to the Dutch system only")
        return self


class TournamentOut(BaseModel):
    id: str
    secret: str = Field(description="shown once: send it as 'Authorization: Bearer SECRET'")


class RoundAnswer(BaseModel):
    """The answer to a round's TRFp (returned byte for byte again for the same request)."""

    tournament: str
    round: int
    request_hash: str = Field(description="sha256 of the request body")
    pairs: list[list[int]] = Field(description="[white, black] by starting rank, board order")
    bye: int | None = Field(description="the starting rank of the pairing-allocated bye")
    deviations: list[dict[str, object]] = Field(description="deviations first found in this"
                                                " request")
    protocol: dict[str, object] = Field(description="the answer's protocol entry: seq, hash")
    trf: str = Field(description="the TRFp sent, with round N's pairings in its column")


class Refusal(BaseModel):
    error: str
    message: str
    line: int | None = None
    field: str | None = None


REFUSALS = {status: {"model": Refusal} for status in (401, 403, 404, 409, 413, 422)}


def _token(authorization: str | None) -> str | None:
    if authorization and authorization[:7].lower() == "bearer ":
        return authorization[7:].strip()
    return None


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


def create_app(database: str | None = None, auditor_token: str | None = None) -> FastAPI:
    """The application over `database` (a SQLite path or a URL; default: $ARBITER_SERVER_DB)."""
    engine = db.open_database(database or os.environ[ENV_DB])
    access = service.Access(auditor_token if auditor_token is not None
                            else os.environ.get(ENV_AUDITOR) or None)
    app = FastAPI(title="arbiter-gui pairing server", version=__version__,
                  description="The FIDE Pairings Server proposal: tournaments send TRFp before"
                  " each round, the server pairs it and records every deviation."
                  " See docs/pairing-server.md.")
    app.add_middleware(BodyLimit, limit=MAX_BODY_BYTES)

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
        return JSONResponse({"error": "busy", "message": "the database is busy; send the same"
                             " request again in a moment"}, 503, headers={"Retry-After": "1"})

    @app.exception_handler(Exception)
    async def _bug(_request: Request, error: Exception) -> JSONResponse:
        log.exception("unexpected error")
        return JSONResponse({"error": "internal", "message": "the server failed on this"
                             f" request ({type(error).__name__}); nothing was stored"}, 500)

    @app.get("/health")
    def health() -> dict[str, str]:
        return {"status": "ok", "version": __version__}

    @app.post("/tournaments", status_code=201, response_model=TournamentOut,
              responses=REFUSALS)
    async def register(tournament: TournamentIn) -> TournamentOut:
        reg = service.Registration(**tournament.model_dump())
        tournament_id, secret = await run_in_threadpool(service.register, engine, reg)
        return TournamentOut(id=tournament_id, secret=secret)

    @app.get("/tournaments", responses=REFUSALS)
    async def tournaments(authorization: Annotated[str | None, Header()] = None
                          ) -> list[dict[str, object]]:
        if not access.is_auditor(_token(authorization)):
            raise TrfpError(403, "forbidden", "the list of tournaments is the auditor's")
        return await run_in_threadpool(service.tournament_list, engine)

    @app.post("/tournaments/{tournament_id}/rounds/{round_no}", response_model=RoundAnswer,
              responses=REFUSALS, openapi_extra={"requestBody": {
                  "required": True, "description": "TRFp: TRF-2026 with rounds 1..N-1 and"
                  " round N's absences (docs/pairing-server.md)",
                  "content": {"text/plain": {"schema": {"type": "string"}}}}})
    async def submit(request: Request, tournament_id: Annotated[str, Path(max_length=64)],
                     round_no: Annotated[int, Path(ge=1, le=MAX_ROUNDS)],
                     authorization: Annotated[str | None, Header()] = None) -> Response:
        body = await request.body()
        answer = await run_in_threadpool(service.submit_round, engine, access, tournament_id,
                                         round_no, _token(authorization), body)
        return Response(answer, media_type="application/json")

    @app.get("/tournaments/{tournament_id}/protocol", responses=REFUSALS)
    async def protocol(tournament_id: Annotated[str, Path(max_length=64)],
                       authorization: Annotated[str | None, Header()] = None
                       ) -> dict[str, object]:
        return await run_in_threadpool(service.protocol_json, engine, access, tournament_id,
                                       _token(authorization))

    @app.get("/tournaments/{tournament_id}/protocol.html", response_class=HTMLResponse,
             responses=REFUSALS)
    async def protocol_page(tournament_id: Annotated[str, Path(max_length=64)],
                            authorization: Annotated[str | None, Header()] = None
                            ) -> HTMLResponse:
        data = await run_in_threadpool(service.protocol_json, engine, access, tournament_id,
                                       _token(authorization))
        return HTMLResponse(protocol_html(data))

    @app.get("/tournaments/{tournament_id}/protocol.pdf", response_class=Response,
             responses={**REFUSALS, 200: {"content": {"application/pdf": {}}}})
    async def protocol_printout(tournament_id: Annotated[str, Path(max_length=64)],
                                authorization: Annotated[str | None, Header()] = None
                                ) -> Response:
        data = await run_in_threadpool(service.protocol_json, engine, access, tournament_id,
                                       _token(authorization))
        pdf = await run_in_threadpool(protocol_pdf, data)
        return Response(pdf, media_type="application/pdf")

    return app


def app_from_environment() -> FastAPI:
    """uvicorn's factory for each worker process (`arbiter-server --workers N`)."""
    return create_app()
