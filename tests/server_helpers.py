"""The real pairing server for the tests and the load benchmark: `arbiter-server` in a
subprocess on a free port, a PostgreSQL cluster of its own, and a small urllib client."""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from arbiter_gui.core import handling
from arbiter_gui.core.model import GameResult, Tournament
from arbiter_gui.core.trf import parse_trf, write_trf
from arbiter_gui.pairing.generator import GeneratorSettings, new_tournament
from arbiter_gui.pairing.swiss import PairingResult

ROOT = Path(__file__).resolve().parent.parent
AUDITOR_TOKEN = "auditor-token-for-tests"
RESULTS = (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Server:
    url: str
    process: subprocess.Popen[bytes]
    log: Path

    def kill(self) -> None:
        """kill -9: no shutdown, no flush, nothing the process could finish."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()


def start_server(db: str, log: Path, workers: int = 1, port: int | None = None,
                 module: str = "arbiter_gui.server.main",
                 environment: dict[str, str] | None = None) -> Server:
    """`arbiter-server` (or the test server `module`, with `environment` added) on `db`."""
    port = port or free_port()
    env = {**os.environ, "ARBITER_SERVER_AUDITOR_TOKEN": AUDITOR_TOKEN,
           "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
           **(environment or {})}
    with log.open("ab") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", module, "--db", db, "--port", str(port),
             "--workers", str(workers)], stdout=out, stderr=subprocess.STDOUT, env=env,
            start_new_session=True)
    server = Server(f"http://127.0.0.1:{port}", process, log)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"arbiter-server exited: {log.read_text()}")
        try:
            if call(server.url, "GET", "/health")[0] == 200:
                return server
        except OSError:
            pass
        time.sleep(0.1)
    server.stop()
    raise RuntimeError(f"arbiter-server did not answer: {log.read_text()}")


@contextmanager
def running_server(db: str, log: Path, workers: int = 1) -> Iterator[Server]:
    server = start_server(db, log, workers)
    try:
        yield server
    finally:
        server.stop()


def call(base: str, method: str, path: str, body: bytes | str | dict | None = None,
         token: str | None = None, timeout: float = 120, raw: bool = False
         ) -> tuple[int, object]:
    """One request; (status, the JSON or text answer, or the bytes when `raw`); raises
    OSError when no answer comes."""
    headers = {}
    if isinstance(body, dict):
        body, headers["Content-Type"] = json.dumps(body), "application/json"
    if isinstance(body, str):
        body = body.encode("utf-8")
        headers.setdefault("Content-Type", "text/plain; charset=utf-8")
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(base + path, data=body, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            status, raw_body, kind = response.status, response.read(), response.headers
    except urllib.error.HTTPError as error:
        status, raw_body, kind = error.code, error.read(), error.headers
    if raw:
        return status, raw_body
    if "json" in kind.get("Content-Type", ""):
        return status, json.loads(raw_body)
    return status, raw_body.decode("utf-8", "replace")


def register(base: str, rounds: int = 7, name: str = "Test Open") -> tuple[str, str]:
    status, answer = call(base, "POST", "/tournaments", {
        "name": name, "event_code": "123456", "system": "dutch", "rounds": rounds,
        "chief_arbiter": "Jane Arbiter"})
    assert status == 201, answer
    return answer["id"], answer["secret"]  # type: ignore[index]


def starting_tournament(players: int, rounds: int, seed: int = 1) -> Tournament:
    t, _ = new_tournament(GeneratorSettings(players=players, rounds=rounds, seed=seed))
    for p in t.players:  # identities across files, as a real tournament has them
        p.fide_id = 1_000_000 + p.id
    return t


def play_answer(answer: dict[str, object], rng: random.Random) -> Tournament:
    """The tournament of a server's answer with every game of its new round given a result."""
    t = parse_trf(str(answer["trf"]))
    round_no = int(answer["round"])  # type: ignore[call-overload]
    for game in t.round(round_no).games:
        handling.set_result(t, round_no, game, rng.choice(RESULTS))
    return t


def as_result(answer: dict[str, object]) -> PairingResult:
    return PairingResult([tuple(p) for p in answer["pairs"]], answer["bye"])  # type: ignore


def trfp(t: Tournament) -> str:
    return write_trf(t)


def postgres_binaries() -> Path | None:
    """The folder of initdb and pg_ctl: on the PATH, or Debian's /usr/lib/postgresql/*/bin."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).resolve().parent
    candidates = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    return candidates[-1].parent if candidates else None


@contextmanager
def postgres_cluster() -> Iterator[str]:
    """A PostgreSQL server of its own, in a new folder of the system's temporary folder, on a
    free port; yields its URL. Run as `nobody` when this process is root (PostgreSQL refuses to
    run as root): the folder is then nobody's, outside pytest's folders (which pytest keeps
    closed to other users)."""
    binaries = postgres_binaries()
    assert binaries is not None
    folder = Path(tempfile.mkdtemp(prefix="arbiter-server-pg-"))
    data, port = folder / "pgdata", free_port()
    as_user: list[str] = []
    if os.geteuid() == 0:
        shutil.chown(folder, "nobody")
        as_user = ["runuser", "-u", "nobody", "--"]
    try:
        _run([*as_user, str(binaries / "initdb"), "-D", str(data), "-U", "arbiter",
              "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"], folder)
        options = f"-p {port} -k {folder} -c listen_addresses=127.0.0.1"
        _run([*as_user, str(binaries / "pg_ctl"), "-D", str(data), "-l", str(folder / "pg.log"),
              "-o", options, "-t", "120", "-w", "start"], folder)
        try:
            yield f"postgresql://arbiter@127.0.0.1:{port}/postgres"
        finally:
            subprocess.run([*as_user, str(binaries / "pg_ctl"), "-D", str(data), "-m",
                            "immediate", "-w", "stop"], capture_output=True)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _run(command: list[str], folder: Path) -> None:
    """Run a PostgreSQL program; its output and the server's log in the error if it fails."""
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode:
        log = folder / "pg.log"
        raise RuntimeError(f"{' '.join(command)} failed ({done.returncode}): {done.stdout}"
                           f"{done.stderr}{log.read_text() if log.exists() else ''}")
