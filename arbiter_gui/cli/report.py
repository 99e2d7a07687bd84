"""arbiter-report: print a tournament's pairings, standings, cross table or override log as PDF.

    arbiter-report pairings|alphabetical|standings|crosstable|log FILE [--round N]
                   [--paper a4|letter] [--strict] -o OUT.pdf

FILE is a TRF file or an arbiter-gui tournament file (.arbiter), told apart by content. A TRF
is read tolerantly, each departure from the text a warning on stderr; --strict refuses them.
Exit status: 0 success, 3 invalid input (a file that is not a tournament, a round not
paired), 5 a file that cannot be read or written.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from arbiter_gui.core.model import Tournament
from arbiter_gui.core.store import StoreError, TournamentFile
from arbiter_gui.core.trf import TrfError, read_trf_report
from arbiter_gui.reports import PAPERS, REPORTS, ReportError, write_report

EXIT_OK, EXIT_INVALID_INPUT, EXIT_FILE_ERROR = 0, 3, 5
_SQLITE_MAGIC = b"SQLite format 3\x00"  # every tournament file starts so


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="arbiter-report", description=__doc__.split("\n\n")[0])
    ap.add_argument("kind", choices=REPORTS, help="the printout")
    ap.add_argument("input", metavar="FILE", help="the tournament: a TRF or .arbiter file")
    ap.add_argument("--round", type=int, dest="round_no", metavar="N",
                    help="the round (default: the last paired; for log: all rounds)")
    ap.add_argument("--paper", choices=tuple(PAPERS), default="a4")
    ap.add_argument("--strict", action="store_true",
                    help="refuse every departure from the TRF text instead of warning")
    ap.add_argument("-o", metavar="OUT.pdf", dest="output", required=True,
                    help="the PDF file to write")
    return ap


def _fail(code: int, message: str) -> int:
    print(f"arbiter-report: {message}", file=sys.stderr)
    return code


def _read(path: Path, strict: bool) -> Tournament:
    """The tournament in `path`; OSError when unreadable, TrfError / StoreError when it is
    not a tournament. A TRF's tolerated departures from the text go to stderr."""
    with path.open("rb") as f:
        is_tournament_file = f.read(len(_SQLITE_MAGIC)) == _SQLITE_MAGIC
    if not is_tournament_file:
        t, warnings = read_trf_report(path, strict=strict)
        for warning in warnings:
            print(f"arbiter-report: {path}: warning: {warning}", file=sys.stderr)
        return t
    with TournamentFile.open(path) as tournament_file:
        return tournament_file.tournament


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    source = Path(args.input)
    try:
        if not source.is_file():
            raise OSError(f"cannot read {source}: no such file")
        t = _read(source, args.strict)
    except TrfError as e:
        return _fail(EXIT_INVALID_INPUT, f"{source}: {e}")  # e names the line and the field
    except StoreError as e:
        return _fail(EXIT_INVALID_INPUT, str(e))  # e names the file and what is wrong with it
    except OSError as e:
        return _fail(EXIT_FILE_ERROR, str(e))
    try:
        write_report(args.kind, t, args.output, round_no=args.round_no, paper=args.paper)
    except ReportError as e:
        return _fail(EXIT_INVALID_INPUT, f"{source}: {args.kind}: {e}")
    except OSError as e:
        return _fail(EXIT_FILE_ERROR, f"cannot write {args.output}: {e.strerror or e}")
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
