"""arbiter-server: the pairing server (docs/pairing-server.md).

    arbiter-server --db tournaments.db                     SQLite file (created when missing)
    arbiter-server --db postgresql://user@host/dbname      PostgreSQL
    arbiter-server --db tournaments.db --workers 4 --port 8080

The auditor's token (reads every tournament's protocol) comes from the environment variable
ARBITER_SERVER_AUDITOR_TOKEN, never from the command line (which other users can see).
"""

from __future__ import annotations

import argparse
import os
import sys

import uvicorn

from arbiter_gui.server.app import ENV_DB, MAX_REQUESTS, app_from_environment
from arbiter_gui.server.db import open_database
from arbiter_gui.server.pool import share_cores

# Connections one process keeps open: beyond, uvicorn's own 503 (plain text). The application
# answers its JSON 503 `busy` beyond MAX_REQUESTS first; this bound only stops a flood of idle
# connections.
MAX_CONNECTIONS = 4 * MAX_REQUESTS


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="arbiter-server", description=__doc__.split("\n\n")[0])
    ap.add_argument("--db", default="tournaments.db",
                    help="a SQLite file or a PostgreSQL URL (default: tournaments.db)")
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--workers", type=int, default=1,
                    help="server processes sharing the port and the database")
    return ap


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    os.environ[ENV_DB] = args.db
    share_cores(args.workers)  # read by each server process's application
    try:
        open_database(args.db).dispose()  # the tables, and a clear message when unreachable
    except Exception as error:  # noqa: BLE001 - any driver's failure to open is told, not traced
        print(f"arbiter-server: cannot open the database {args.db}: {error}", file=sys.stderr)
        return 5
    # The application is built in each worker from the environment (nothing shared in memory).
    target = app_from_environment if args.workers == 1 else \
        "arbiter_gui.server.app:app_from_environment"
    uvicorn.run(target, factory=True, host=args.host, port=args.port, workers=args.workers,
                log_level="warning", timeout_graceful_shutdown=5,
                limit_concurrency=MAX_CONNECTIONS)
    return 0


if __name__ == "__main__":
    sys.exit(main())
