"""arbiter-report: print a tournament's pairings, standings, cross table, override log or
arbiter's report as PDF.

    arbiter-report pairings|alphabetical|standings|crosstable|crosstable-rank|log|startlist|
                   startlist-alphabetical|categories|prizes|slips|wall|arbiter FILE [--round N]
                   [--paper a4|letter] [--size normal|large|wall] [--language fr|de|es|ru|en]
                   [--strict] -o OUT.pdf
    arbiter-report html FILE [--language ...] [--strict] -o FOLDER
    arbiter-report verify FILE ANCHOR
    arbiter-report tiebreaks FILE.trf

--size sets how large the tables print (normal, large, wall: read from two metres); by default
the tournament's print size. `arbiter` prints the arbiter's report: every record of a
tournament file's journal (corrections, withdrawals, byes, overrides, late entries, pairings)
with its time to the second, author and reason, under the journal's anchor (a TRF has no
journal: refused, exit 3). `html` writes static web pages of the last round (pairings,
standings, cross table, starting list, categories and prizes when the tournament has them,
index.html) into FOLDER.
FILE is a TRF file or an arbiter-gui tournament file (.arbiter), told apart by content. A TRF
is read tolerantly, each departure from the text a warning on stderr; --strict refuses them. A
printout of a tournament file shows its journal's anchor in every footer (80 bits of the head
record's hash, 16 letters and digits) and what is wrong with the file on top; `verify` checks
such an anchor (or the full hash of a TRF export) against the file: every bit of it must be the
hash of a record (the head when nothing was done since printing), and the file must pass its
check (the journal's chain and the tournament's state it produces). Exit status: 0 success
(verify: the anchor matches and the file is intact), 1 verify: the anchor matches no record (the
journal was rewritten, or the sheet is from another file) or the file failed its check, 3
invalid input (a file that is not a tournament, a round not paired, a malformed anchor), 5 a
file that cannot be read or written.
`tiebreaks` checks the standings a TRF-2026 states: it recomputes the points and the ranks with
the file's tie-breaks (202 or 212) and lists every player they differ for (exit 1 when one
differs; 3 for a TRF that names no tie-breaks or states no ranks).
Language: --language sets the language of the messages, of --help and of the printout; without
it the messages and --help follow the system's language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG;
English when none is shipped) and the printout the tournament's printing language (else the
system's).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from arbiter_gui.cli.status import EXIT_INVALID_INPUT, EXIT_NOT_VERIFIED, EXIT_OK, exit_status
from arbiter_gui.core.errors import ArbiterError
from arbiter_gui.core.i18n import (
    LANGUAGES,
    _,
    argument_parser,
    language_option,
    local_time,
    set_language,
)
from arbiter_gui.core.log import ANCHOR_BITS, printed_prefix
from arbiter_gui.core.model import Tournament
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.core.tiebreak_check import TieBreakCheckError, check_tiebreak_file
from arbiter_gui.core.trf import TrfError, TrfFileError, read_trf_report
from arbiter_gui.reports import (
    ARBITER,
    PAPERS,
    PRINT_SIZES,
    RANKED,
    REPORTS,
    Journal,
    unprintable,
    write_report,
)
from arbiter_gui.reports.html import write_html

VERIFY = "verify"
TIEBREAKS = "tiebreaks"
HTML = "html"
_SQLITE_MAGIC = b"SQLite format 3\x00"  # every tournament file starts so


def _parser() -> argparse.ArgumentParser:
    ap = argument_parser("arbiter-report", _("print a tournament's pairings, standings, cross"
                                             " table, override log or arbiter's report as PDF,"
                                             " or its web pages"))
    ap.add_argument("kind", choices=(*REPORTS, HTML),
                    help=_("the printout, {html} for web pages (or {verify}: see above)")
                    .format(html=HTML, verify=VERIFY))
    ap.add_argument("input", metavar="FILE", help=_("the tournament: a TRF or .arbiter file"))
    ap.add_argument("--round", type=int, dest="round_no", metavar="N",
                    help=_("the round (default: the last paired; for {ranked} the last"
                           " complete; for log: all rounds)").format(ranked=", ".join(RANKED)))
    ap.add_argument("--paper", choices=tuple(PAPERS), default="a4",
                    help=_("the paper size (default: {paper})").format(paper="a4"))
    ap.add_argument("--size", choices=PRINT_SIZES,
                    help=_("how large the tables print: wall is read from two metres"
                           " (default: the tournament's print size)"))
    ap.add_argument("--language", choices=sorted(LANGUAGES),
                    help=_("the language of the printout and of the messages (default: the"
                           " tournament's printing language, else the system's)"))
    ap.add_argument("--strict", action="store_true",
                    help=_("refuse every departure from the TRF text instead of warning"))
    ap.add_argument("-o", metavar="OUT.pdf", dest="output", required=True,
                    help=_("the PDF file to write ({html}: the folder)").format(html=HTML))
    return ap


def _verify_parser() -> argparse.ArgumentParser:
    ap = argument_parser("arbiter-report verify",
                         _("check a journal anchor printed on a sheet against a tournament file"))
    ap.add_argument("input", metavar="FILE", help=_("the .arbiter tournament file"))
    ap.add_argument("hash", metavar="ANCHOR",
                    help=_("the anchor printed in the footer (or the full hash of a TRF"
                           " export)"))
    return ap


def _fail(code: int, message: str) -> int:
    print(f"arbiter-report: {message}", file=sys.stderr)
    return code


def _read(path: Path, strict: bool, records: bool) -> tuple[Tournament, Journal | None]:
    """The tournament in `path` and, for a tournament file, its journal's check (and its
    records when `records`); OSError when unreadable, TrfError / StoreError when it is not a
    tournament. A TRF's tolerated departures from the text go to stderr."""
    with path.open("rb") as f:
        is_tournament_file = f.read(len(_SQLITE_MAGIC)) == _SQLITE_MAGIC
    if not is_tournament_file:
        t, warnings = read_trf_report(path, strict=strict)
        for warning in warnings:
            print("arbiter-report: " + _("{path}: warning: {warning}").format(
                path=path, warning=warning), file=sys.stderr)
        return t, None
    with TournamentFile.open(path) as tournament_file:
        check = tournament_file.check_log()
        return tournament_file.tournament, Journal(
            check, tournament_file.read_log() if records else ())


def verify(argv: list[str]) -> int:
    """`arbiter-report verify FILE ANCHOR`: is ANCHOR (from a printout: 80 bits in groups of
    letters and digits; or a full hash from a TRF export) a record of FILE's journal, every bit
    of it, with the journal and the tournament's state intact?"""
    args = _verify_parser().parse_args(argv)
    prefix = printed_prefix(args.hash)
    if prefix is None:
        return _fail(EXIT_INVALID_INPUT, _(
            "{hash} is not a printed anchor (16 letters and digits in groups of four, as"
            " 3F2A-9C1E-K7QD-0M4Z) nor a hash of at least {digits} hexadecimal digits").format(
                hash=repr(args.hash), digits=ANCHOR_BITS // 4))
    printed = args.hash.strip()
    try:
        with TournamentFile.open(args.input) as f:
            check, entry = f.check_log(), f.find_anchor(printed)
    except ArbiterError as e:  # e names the file and what is wrong with it
        return _fail(exit_status(e), str(e))
    if entry is None:
        return _fail(EXIT_NOT_VERIFIED,
                     _("{path}: NOT VERIFIED: no record of the journal has the anchor {hash}:"
                       " the journal was rewritten after the sheet was printed, or the sheet"
                       " comes from another file ({summary})").format(
                           path=args.input, hash=printed, summary=check.summary()))
    where = (_("record {seq} ({time}, {kind}), the journal's head")
             if entry.hash == check.head_hash else
             _("record {seq} ({time}, {kind}); records were appended after it, the head is now"
               " {head}")).format(seq=entry.seq, time=local_time(entry.time, seconds=True),
                                  kind=entry.kind_name,
                                  head=check.anchor)
    if not check.verified:
        return _fail(EXIT_NOT_VERIFIED, _("{path}: NOT VERIFIED: the anchor {hash} is {where},"
                                          " but the file failed its check:").format(
                                              path=args.input, hash=printed, where=where)
                     + "\n" + "\n".join(check.problems))
    print(_("{path}: verified: the anchor {hash} is {where} ({bits} bits compared); the"
            " journal and the tournament's state are intact ({summary})").format(
                path=args.input, hash=printed, where=where, bits=len(prefix) * 4,
                summary=check.summary()))
    return EXIT_OK


def check_tiebreaks(argv: list[str]) -> int:
    """`arbiter-report tiebreaks FILE`: do the points and ranks the TRF states agree with the
    standings recomputed with its tie-breaks?"""
    ap = argument_parser("arbiter-report tiebreaks",
                         _("check the points and ranks a TRF-2026 states against its"
                           " tie-breaks (202 or 212)"))
    ap.add_argument("input", metavar="FILE", help=_("the TRF file"))
    args = ap.parse_args(argv)
    try:
        check = check_tiebreak_file(args.input)
    except (TrfError, TieBreakCheckError) as e:
        return _fail(exit_status(e), _("{path}: {problem}").format(path=args.input, problem=e))
    except OSError as e:
        return _fail(exit_status(e), _("cannot read {path}: {error}").format(
            path=args.input, error=e.strerror or e))
    for warning in check.warnings:
        print("arbiter-report: " + _("{path}: warning: {warning}").format(
            path=args.input, warning=warning), file=sys.stderr)
    for difference in check.differences:
        print(difference.text())
    print(_("{players} players checked with {codes}: {count} differ").format(
        players=check.players, codes=", ".join(check.codes), count=len(check.differences)))
    return EXIT_NOT_VERIFIED if check.differences else EXIT_OK


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    set_language(language_option(argv))
    if argv[:1] == [VERIFY]:
        return verify(argv[1:])
    if argv[:1] == [TIEBREAKS]:
        return check_tiebreaks(argv[1:])
    args = _parser().parse_args(argv)
    source = Path(args.input)
    try:
        if not source.is_file():
            raise OSError(_("cannot read {path}: no such file").format(path=source))
        t, journal = _read(source, args.strict, records=args.kind == ARBITER)
    except TrfFileError as e:  # e names the file
        return _fail(exit_status(e), str(e))
    except TrfError as e:  # e names the line and the field
        return _fail(exit_status(e), _("{path}: {problem}").format(path=source, problem=e))
    except (ArbiterError, OSError) as e:  # a StoreError names the file and what is wrong
        return _fail(exit_status(e), str(e))
    check = journal.check if journal else None
    if args.language:  # this printout only: the file is not written
        t.print_language = args.language
    try:
        if args.kind == HTML:
            write_html(t, args.output, warnings=check.problems if check else (),
                       footnote=check.summary() if check else "")
        else:
            write_report(args.kind, t, args.output, round_no=args.round_no, paper=args.paper,
                         size=args.size, footnote=check.summary() if check else "",
                         warnings=check.problems if check else (), journal=journal)
    except ArbiterError as e:
        return _fail(exit_status(e), _("{path}: {kind}: {problem}").format(
            path=source, kind=args.kind, problem=e))
    except OSError as e:
        return _fail(exit_status(e), _("cannot write {path}: {error}").format(
            path=args.output, error=e.strerror or e))
    if args.kind != HTML:  # a browser finds its own fonts
        for warning in unprintable(t):
            print("arbiter-report: " + _("{path}: warning: {warning}").format(
                path=source, warning=warning), file=sys.stderr)
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
