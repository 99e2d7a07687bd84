"""arbiter-pairing: the pairing engine on the command line (JaVaFo/bbpPairings contract).

    arbiter-pairing --dutch IN.trf -p OUT.txt [-l CHECKLIST]   pair the next round
    arbiter-pairing --dutch IN.trf -c                          check a whole tournament
    arbiter-pairing --dutch -g -o OUT.trf [--players N ...]    generate a random tournament

With --dutch, the edition of the rules is --rules, else the one the file names (its 192 code
or arbiter-gui's note), else the current one (2025); the date of the file never chooses it.
The input is read tolerantly: what other programs write beside the TRF text is read, and each
such reading is a warning on stderr; --strict refuses it instead (exit 3).
Exit status: 0 success, 1 no legal pairing or every declared round paired (or, with -c, a round
that differs), 2 the engine's own pairing broke an absolute rule (a bug: nothing is written),
3 invalid input file (or a round larger than the engine's limit, or a system the FIDE mode
does not offer), 5 a file that cannot be read or written.
The command line is in the FIDE mode (docs/fide-endorsement.md): --leong, not a FIDE system,
needs --no-fide-mode.

Language: what the arbiter reads (the messages and warnings on stderr, the -c report, the
checklist -l, --help) follows the system's language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG;
English when none is shipped). What other programs read stays as the JaVaFo/bbpPairings
contract has it, in every language: the pairing output file (-p), the TRF written (-g), and
the exit status, which is what a calling program decides on.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from arbiter_gui.cli.status import (
    EXIT_INVALID_INPUT,
    EXIT_NO_PAIRING,
    EXIT_OK,
    exit_status,
)
from arbiter_gui.core.errors import ArbiterError
from arbiter_gui.core.fide_mode import system_refusal
from arbiter_gui.core.i18n import (
    _,
    argument_parser,
    local_time,
    ngettext,
    set_language,
    system_language,
)
from arbiter_gui.core.model import Colour, ModelError, Tournament
from arbiter_gui.pairing.engine import (
    RULES_EDITIONS,
    SYSTEMS,
    announced_round_as_requests,
    check_tournament,
    correction_notes,
    pair_next_round,
)
from arbiter_gui.pairing.swiss import PairingResult

# The TRF reader and writer and the override log are imported by the actions that use them:
# other programs start arbiter-pairing once a round, and --help needs none of them.


def _parser() -> argparse.ArgumentParser:
    ap = argument_parser("arbiter-pairing", _("the pairing engine on the command line"
                                              " (JaVaFo/bbpPairings contract)"))
    system = ap.add_mutually_exclusive_group(required=True)
    for name, info in SYSTEMS.items():
        system.add_argument(f"--{name}", dest="system", action="store_const", const=name,
                            help=_("pair with: {system}").format(system=info.label))
    ap.add_argument("input", nargs="?", help=_("the tournament, a TRF file"))
    action = ap.add_mutually_exclusive_group(required=True)
    action.add_argument("-p", metavar="OUTPUT", dest="pairing_output",
                        help=_("pair the next round and write the pairs to OUTPUT"))
    action.add_argument("-c", dest="check", action="store_true",
                        help=_("re-pair every round and list the rounds that differ"))
    action.add_argument("-g", dest="generate", action="store_true",
                        help=_("generate a random tournament paired by this engine (see -o)"))
    ap.add_argument("--rules", choices=RULES_EDITIONS, default=None,
                    help=_("with --dutch: the edition of the rules (default: the edition the"
                           " file names, else 2025, the current one; 2017: the edition in force"
                           " from July 2017; 2012: the one in force until June 2017)"))
    ap.add_argument("-l", metavar="CHECKLIST", dest="checklist",
                    help=_("with -p: also write the pairing explanation (checklist) here"))
    ap.add_argument("-o", metavar="OUTPUT", dest="output", help=_("with -g: the TRF to write"))
    ap.add_argument("--strict", action="store_true",
                    help=_("refuse every departure from the TRF text instead of warning"))
    ap.add_argument("--no-fide-mode", dest="fide_mode", action="store_false",
                    help=_("leave the FIDE mode, the default, which offers only the FIDE"
                           " systems (needed for --leong)"))
    gen = ap.add_argument_group(_("generator (-g)"))
    gen.add_argument("--players", type=int, default=30)
    gen.add_argument("--rounds", type=int, default=7)
    gen.add_argument("--draw-rate", type=float, default=0.3)
    gen.add_argument("--forfeit-rate", type=float, default=0.02)
    gen.add_argument("--bye-rate", type=float, default=0.02, help=_("requested half-point byes"))
    gen.add_argument("--withdraw-rate", type=float, default=0.01)
    gen.add_argument("--zero-bye-rate", type=float, default=0.0)
    gen.add_argument("--win-points", type=float, default=1.0)
    gen.add_argument("--draw-points", type=float, default=0.5)
    gen.add_argument("--loss-points", type=float, default=0.0)
    gen.add_argument("--pab-points", type=float, default=None)
    gen.add_argument("--seed", type=int, default=1)
    gen.add_argument("--baku", action="store_true",
                     help=_("the Baku acceleration (C.04.5.1), for 1 point a win and ½ a draw"))
    gen.add_argument("--prohibited-groups", type=int, default=0, metavar="N",
                     help=_("N random groups of two or three players who shall not meet from"
                            " round 1 to a random round"))
    gen.add_argument("--initial-colour", choices=[c.name.lower() for c in Colour],
                     default="white", help=_("the first player's colour in round 1"))
    return ap


def _fail(code: int, message: str) -> int:
    print(f"arbiter-pairing: {message}", file=sys.stderr)
    return code


def _write(path: str, text: str) -> None:
    """Write `text` to `path`, in place (a calling program may give a pipe or /dev/stdout,
    which must be written to, never replaced by a file); OSError naming the file."""
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as e:
        raise OSError(_("cannot write {path}: {error}").format(
            path=path, error=e.strerror or e)) from e


def _read(path: str, strict: bool) -> Tournament:
    """The tournament in `path`; each tolerated departure from the TRF text goes to stderr."""
    from arbiter_gui.core.trf import read_trf_report

    if not Path(path).is_file():
        raise OSError(_("cannot read {path}: no such file").format(path=path))
    t, warnings = read_trf_report(path, strict=strict)
    for warning in warnings:
        print("arbiter-pairing: " + _("{path}: warning: {warning}").format(path=path,
                                                                           warning=warning),
              file=sys.stderr)
    return t


def _pair(args: argparse.Namespace) -> int:
    from arbiter_gui.core.overrides import check_rounds_left

    t = announced_round_as_requests(_read(args.input, args.strict))
    try:
        check_rounds_left(t)
    except ModelError as e:
        return _fail(EXIT_NO_PAIRING, str(e))
    result = pair_next_round(t, args.system, args.rules, explain=args.checklist is not None)
    _write(args.pairing_output, pairing_text(result))
    if args.checklist:
        _write(args.checklist, result.checklist)
    return EXIT_OK


def pairing_text(result: PairingResult) -> str:
    """The contract's output of `-p`: the number of pairs, then `WHITE BLACK` by starting
    rank, the pairing-allocated bye as `ID 0`."""
    lines = [str(len(result.pairs) + (result.bye is not None))]
    lines += [f"{white} {black}" for white, black in result.pairs]
    if result.bye is not None:
        lines.append(f"{result.bye} 0")
    return "\n".join(lines) + "\n"


def _check(args: argparse.Namespace) -> int:
    from arbiter_gui.core.overrides import action_name

    t = _read(args.input, args.strict)
    differences = check_tournament(t, args.system, args.rules)
    for d in differences:
        detail = d.error or _("played {played}, engine {engine}").format(
            played=sorted(d.missing), engine=sorted(d.extra))
        if d.by_override:
            print(_("round {round} differs by the arbiter's recorded override: {detail}").format(
                round=d.round_no, detail=detail))
        else:
            print(_("round {round} differs: {detail}").format(round=d.round_no, detail=detail))
            if d.overrides and d.unexplained:
                print("  " + _("no recorded override changed the pairing of {players}").format(
                    players=" ".join(str(n) for n in sorted(d.unexplained))))
        for o in d.overrides:
            said = " ".join(o.justification.split())  # one line, whatever was typed
            print("  " + _("override: {action} by {arbiter} at {time}; justification:"
                           " {justification}").format(action=action_name(o.action),
                                                      arbiter=o.arbiter,
                                                      time=local_time(o.time, seconds=True),
                                                      justification=said))
    for note in correction_notes(t):
        print(note)
    by_override = sum(d.by_override for d in differences)
    rounds = len(t.rounds)
    print((ngettext("{rounds} round checked, {count} differ, {overridden} of them by recorded"
                    " overrides", "{rounds} rounds checked, {count} differ, {overridden} of"
                    " them by recorded overrides", rounds) if by_override else
           ngettext("{rounds} round checked, {count} differ",
                    "{rounds} rounds checked, {count} differ", rounds))
          .format(rounds=rounds, count=len(differences), overridden=by_override))
    # Exit 1 for any difference, explained or not: the pairing is not the engine's.
    return EXIT_OK if not differences else EXIT_NO_PAIRING


def _generate(args: argparse.Namespace) -> int:
    from arbiter_gui.core.trf import save_trf
    from arbiter_gui.pairing.generator import GeneratorSettings, generate_tournament

    if not args.output:
        return _fail(EXIT_INVALID_INPUT, _("-g needs -o OUTPUT.trf"))
    settings = GeneratorSettings(players=args.players, rounds=args.rounds,
                                 draw_rate=args.draw_rate, forfeit_rate=args.forfeit_rate,
                                 bye_rate=args.bye_rate, withdraw_rate=args.withdraw_rate,
                                 zero_bye_rate=args.zero_bye_rate, win_points=args.win_points,
                                 draw_points=args.draw_points, loss_points=args.loss_points,
                                 pab_points=args.pab_points, seed=args.seed,
                                 system=args.system, rules=args.rules, baku=args.baku,
                                 prohibited_groups=args.prohibited_groups,
                                 initial_colour=Colour[args.initial_colour.upper()])
    save_trf(generate_tournament(settings), args.output)
    return EXIT_OK


def main(argv: list[str] | None = None) -> int:
    set_language(system_language())
    args = _parser().parse_args(argv)
    if not args.generate and not args.input:
        return _fail(EXIT_INVALID_INPUT, _("no input file given"))
    refusal = system_refusal(Tournament(), args.system) if args.fide_mode else None
    if refusal:  # the command line is in the FIDE mode unless told otherwise (VCL.01-02)
        return _fail(EXIT_INVALID_INPUT, _("{problem}: give --no-fide-mode").format(
            problem=refusal))
    from arbiter_gui.core.trf import TrfError, TrfFileError

    try:
        if args.check:
            return _check(args)
        if args.generate:
            return _generate(args)
        return _pair(args)
    except TrfFileError as e:  # a file that cannot be read or written; e names it
        return _fail(exit_status(e), str(e))
    except TrfError as e:  # e names the line and the field
        return _fail(exit_status(e), _("{path}: {problem}").format(path=args.input, problem=e))
    except (ArbiterError, OSError) as e:
        return _fail(exit_status(e), str(e))


if __name__ == "__main__":
    sys.exit(main())
