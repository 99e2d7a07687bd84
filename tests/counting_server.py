"""arbiter-server whose pairings are counted: each appends a line to the file named by
$ARBITER_TEST_PAIRINGS_FILE and takes a second longer (so that requests sent together are in
flight together). Run with ARBITER_SERVER_PAIRING_PROCESSES=0 (pairing in the request's thread,
where this module's replacement is used)."""

from __future__ import annotations

import os
import sys
import threading

from arbiter_gui.server import service
from arbiter_gui.server.main import main

_real_pair_round = service.pair_round


def _counted_pair_round(*args, **kwargs):
    with open(os.environ["ARBITER_TEST_PAIRINGS_FILE"], "a", encoding="utf-8") as out:
        out.write(f"{os.getpid()} round {args[1]}\n")
    threading.Event().wait(1.0)
    return _real_pair_round(*args, **kwargs)


service.pair_round = _counted_pair_round

if __name__ == "__main__":
    sys.exit(main())
