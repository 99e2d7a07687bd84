"""The rounds of a TRF file, assembled from the round blocks of its 001 records: the games once
both players' blocks agree, the byes, which '+' without opponent was the pairing-allocated bye,
the blank rounds that the points column reads as byes, and the initial colour when no record
gives it. Where a file allows several readings, the one under which its own points column adds
up is taken, with a warning (docs/trf-readers.md)."""

from __future__ import annotations

from math import comb
from typing import TYPE_CHECKING, NoReturn

from arbiter_gui.core.i18n import _, ngettext
from arbiter_gui.core.model import ByeKind, Colour, Game, ResultCode, Round, Scoring
from arbiter_gui.core.texts import bye_in_round, colour_name
from arbiter_gui.core.trf.records import (
    BYE_BY_CODE,
    GAME_CODES,
    POINTS,
    Block,
    Cols,
    Entry,
    running_scores,
)
from arbiter_gui.core.validate import combination_problem

if TYPE_CHECKING:
    from arbiter_gui.core.trf.reader import Reader


class Rounds:
    """The rounds of one reading, built on `reader`'s players (`build`) and read again by the
    points columns; `reader.t` receives them."""

    def __init__(self, reader: Reader) -> None:
        self.reader = reader
        self.t = reader.t
        self.entries = reader.entries
        self.by_number = reader.by_number
        self.quirks = reader.quirks
        self.plus_byes: dict[int, list[Entry]] = {}  # round -> players with '+', no opponent

    def check_planned(self) -> None:
        planned, planned_line = self.t.rounds_planned, self.reader.rounds_line
        if not planned or planned_line is None:  # a number of rounds comes from a 142/XXR line
            return
        for entry in self.entries:
            late = next((b for b in entry.blocks[planned:] if not b.is_blank), None)
            if late is not None:
                entry.line.fail(_("there is a block for round {round}, but the tournament has"
                                  " {planned} rounds (line {line})").format(
                                      round=late.round, planned=planned,
                                      line=planned_line.no),
                                f"round {late.round}", late.span)

    def build(self) -> None:
        paired = max((b.round for e in self.entries for b in e.blocks
                      if b.takes_part_in_pairing), default=0)
        for round_no in range(1, paired + 1):
            rnd = Round(round_no)
            pab: Entry | None = None
            blocks = [(entry, entry.block(round_no)) for entry in self.entries]
            plus = [e for e, block in blocks if block.opponent is None and block.result == "+"]
            if plus:
                pab = self._pab_among(round_no, plus)
            for entry, block in blocks:
                if block.opponent is not None:
                    game = self._game(entry, block, block.opponent)
                    if game is not None:
                        rnd.games.append(game)
                    continue
                if block.result == "+":
                    rnd.byes[entry.number] = ByeKind.PAB if entry is pab else ByeKind.FULL
                    continue
                kind = BYE_BY_CODE[block.result]
                if kind is ByeKind.PAB and pab is not None:
                    entry.line.fail(_("a second pairing-allocated bye (U) in round {round};"
                                      " player {number} has it already (line {line})").format(
                                          round=round_no, number=pab.number, line=pab.line.no),
                                    f"round {round_no}", block.span)
                if kind is ByeKind.PAB:
                    pab = entry
                rnd.byes[entry.number] = kind
            self.t.rounds.append(rnd)
        # Blocks after the last paired round announce byes for rounds to come (TRF16 style).
    def _pab_among(self, round_no: int, plus: list[Entry]) -> Entry | None:
        """Which of the players with `+` and no opponent in a round had the pairing-allocated
        bye (at most one a round, C.04.1 art. 3): none when the round has a U; else, of those
        who may receive it (`_pab_barred`), by C.04.3 [C5] the lowest score, then the lowest
        ranked. The others had full-point byes. With the usual scoring both kinds give the same
        points, so the points column cannot tell; TRF06 writes both as `+` (docs/trf-readers.md,
        "TRF06")."""
        barred: dict[int, str] = {}
        if any(e.block(round_no).result == "U" for e in self.entries):
            pab, why = None, _("round {round} has its pairing-allocated bye (U)").format(
                round=round_no)
        else:
            barred = {e.number: reason for e in plus if (reason := self._pab_barred(e.number))}
            eligible = [e for e in plus if e.number not in barred]
            before = running_scores(self.t)[-1]
            pab = max(eligible, key=lambda e: (-before.get(e.number, 0), e.number), default=None)
            if eligible:
                self.plus_byes[round_no] = eligible
            why = _("of the {count} players with '+' in round {round}, the lowest score and rank"
                    " has the pairing-allocated bye").format(count=len(eligible), round=round_no
                                                             ) if len(eligible) > 1 else ""
        for entry in plus:
            kind = _("the pairing-allocated bye (U)") if entry is pab else _("a full-point bye (F)")
            reason = barred.get(entry.number, why)
            if entry.number in barred:
                reason = _("{reason}, so may not receive the pairing-allocated bye (C.04.1)"
                           ).format(reason=reason)
            self._note_plus(entry, round_no, _("{reading}: {why}").format(reading=kind,
                                                                          why=reason)
                            if reason else kind)
        return pab

    def _pab_barred(self, number: int) -> str:
        """Why player `number` may not receive the PAB of the round being built, as every
        edition of the rules says (C.04.1 art. 4 of 2025; C.04.1.d of 2017): he had it in an
        earlier round, or won one by forfeit; "" when he may."""
        for rnd in self.t.rounds:
            if rnd.byes.get(number) is ByeKind.PAB:
                return _("player {number} had the pairing-allocated bye in round {round}").format(
                    number=number, round=rnd.number)
            game = rnd.game_of(number)
            if game is not None and game.code_of(number) is ResultCode.FORFEIT_WIN:
                return _("player {number} won round {round} by forfeit").format(
                    number=number, round=rnd.number)
        return ""

    def _note_plus(self, entry: Entry, round_no: int, understood: str) -> None:
        block = entry.block(round_no)
        found = Cols("", *block.span).text(entry.line.text).rstrip()
        self.quirks.note(entry.line, "bye as a result", found, understood, f"round {round_no}",
                         block.span)

    def plus_byes_by_points(self) -> None:
        """Where the PAB and a full-point bye score differently (162/XXS), the file's points
        column says which '+' without opponent was the PAB: the one reading under which it adds
        up is taken, with a warning."""
        s = self.t.scoring
        if s.pab == s.full_bye:
            return
        for round_no, plus in self.plus_byes.items():
            byes = self.t.rounds[round_no - 1].byes
            final = running_scores(self.t)[-1]
            as_pab = {e.number: final[e.number] + (0 if byes[e.number] is ByeKind.PAB
                                                   else s.pab - s.full_bye) for e in plus}
            fits = [e for e in plus if e.points is not None and e.points == as_pab[e.number]]
            if len(fits) != 1 or byes[fits[0].number] is ByeKind.PAB:
                continue
            byes.update({e.number: ByeKind.FULL for e in plus})
            byes[fits[0].number] = ByeKind.PAB
            field, lines = f"round {round_no}", {e.line.no for e in plus}
            self.quirks.warnings = [w for w in self.quirks.warnings  # the round's first reading
                                    if w.field != field or w.line_no not in lines]
            for entry in plus:
                kind = (_("the pairing-allocated bye (U)") if entry is fits[0]
                        else _("a full-point bye (F)"))
                self._note_plus(entry, round_no, _(
                    "{reading}: only so does {number}'s points column ({points}) add up").format(
                        reading=kind, number=fits[0].number, points=f"{fits[0].points:g}"))

    def blank_byes_by_points(self) -> None:
        """A round without opponent and with a blank result reads as a zero-point bye (an
        absence). Some programs (SwissPerfect) write half- and full-point byes so too, and the
        file's points column then counts them. The reader's rule: where a file allows several
        readings, take the one under which the file's own points column adds up, and say so;
        where none does, refuse with the line and the field (`_read_blank_rounds`)."""
        if self.quirks.strict:  # the text's own meaning: a blank result is no point
            return
        final = running_scores(self.t)[-1]
        for entry in self.entries:
            blank = [rnd for rnd in self.t.rounds
                     if rnd.byes.get(entry.number) is ByeKind.ZERO
                     and entry.block(rnd.number).result == " "]
            if blank and entry.points is not None:
                self._read_blank_rounds(entry, entry.points, blank,
                                        entry.points - final[entry.number])

    def points_column_disagreements(self) -> None:
        """Where a player's points column is not the score of his results (as read, beside what
        bbpPairings lets it count), the results are what pairing uses: say so, never silently
        (Swiss-Manager's team exports count a board won by forfeit written `0000 - -`)."""
        if self.quirks.strict:  # the reader never checks the column (test_trf.py says so)
            return
        final = running_scores(self.t)[-1]
        for entry in self.entries:
            if entry.points is None:
                continue
            score, missing = final[entry.number], entry.points - final[entry.number]
            if not any(_close(missing, points)
                       for points, _why in self._points_beside_results(entry)):
                self.quirks.note(entry.line, "points column", f"{entry.points:g}",
                                 _("the score of the results, {score}: the column counts"
                                   " {missing}, and pairing uses the results").format(
                                       score=f"{score:g}", missing=f"{missing:+g}"),
                                 POINTS.name, POINTS.span)

    def _read_blank_rounds(self, entry: Entry, column: float, blank: list[Round],
                           missing: float) -> None:
        """Each blank round may be a zero-, half- or full-point bye: of the readings under which
        the points column adds up, the text's (all zero) first; else, where several add up, the
        one with the fewest full-point byes, then with the points in the earliest rounds (a
        player absent from the last rounds has withdrawn). docs/trf-readers.md says why."""
        beside = self._points_beside_results(entry)
        if any(_close(missing, points) for points, _why in beside):
            return  # the text's reading adds up (as bbpPairings counts the column)
        fitting = ((counts, why) for points, why in beside
                   if (counts := _bye_counts(len(blank), missing - points, self.t.scoring)))
        counts, why = next(fitting, None) or self._refuse_points(entry, column, blank, missing)
        full, half = counts[0]
        kinds = [ByeKind.HALF] * half + [ByeKind.FULL] * full
        kinds += [ByeKind.ZERO] * (len(blank) - len(kinds))
        for rnd, kind in zip(blank, kinds, strict=True):
            rnd.byes[entry.number] = kind
        readings = sum(comb(len(blank), f) * comb(len(blank) - f, h) for f, h in counts)
        taken = "; ".join(bye_in_round(rnd.number, kind)
                          for rnd, kind in zip(blank, kinds, strict=True))
        points = f"{column:g}"
        if readings == 1:
            understood = _("{taken}: only so does the points column ({points}) add up").format(
                taken=taken, points=points)
        else:
            understood = _("{taken}: the points column ({points}) adds up under {readings}"
                           " readings; taken the one with the fewest full-point byes, then the"
                           " points in the earliest rounds").format(
                               taken=taken, points=points, readings=readings)
        if why:
            understood = _("{understood} (the column counts {why} too, as bbpPairings reads"
                           " it)").format(understood=understood, why=why)
        span = entry.block(blank[0].number).span[0], entry.block(blank[-1].number).span[1]
        self.quirks.note(entry.line, "blank result",
                         _("no opponent, no result in {rounds}").format(
                             rounds=_rounds_said(blank)),
                         understood, _rounds_named(blank), span)

    def _points_beside_results(self, entry: Entry) -> list[tuple[float, str]]:
        """What the points column may hold beside the results, as bbpPairings' reader lets it
        (validateScores): nothing, the acceleration of the round to be paired, the points of a
        bye written for it, or both."""
        next_round = len(self.t.rounds) + 1
        acceleration = sum(a.points for a in self.t.accelerations
                           if a.first_round <= next_round <= a.last_round
                           and a.first_player <= entry.number <= a.last_player)
        kind = self.t.requested_byes.get((entry.number, next_round))
        bye = self.t.scoring.for_bye(kind) if kind is not None else 0.0
        beside = [(0.0, "")]
        if acceleration:
            beside.append((acceleration, _("the acceleration of round {round}").format(
                round=next_round)))
        if bye:
            beside.append((bye, _("the bye written for round {round}").format(
                round=next_round)))
        if acceleration and bye:
            beside.append((acceleration + bye, _("the acceleration and the bye of round"
                                                 " {round}").format(round=next_round)))
        return beside

    def _refuse_points(self, entry: Entry, column: float, blank: list[Round],
                       missing: float) -> NoReturn:
        s = self.t.scoring
        values = (s.zero_bye, s.half_bye, s.full_bye)
        least, most = (len(blank) * (pick(values) - s.zero_bye) for pick in (min, max))
        entry.line.fail_at(POINTS, _(
            "the points column ({points}) does not add up under any reading of {rounds} (no"
            " opponent, no result: a zero-, half- or full-point bye): the other results give"
            " {others}, and {rounds} can add {least} to {most} more").format(
                points=f"{column:g}", rounds=_rounds_said(blank),
                others=f"{column - missing:g}", least=f"{least:g}", most=f"{most:g}"))

    def infer_initial_colour(self) -> None:
        """No 152/XXC record: the colour the top-ranked odd pairing number had in round 1 is
        inferred as other engines do: in the first round with colours, the colour of the
        highest-ranked player with a colour among those taking part in its pairing, turned over
        when his rank among them is even."""
        ranked = sorted(self.entries, key=lambda e: e.number)
        for rnd in self.t.rounds:
            taking_part = [e for e in ranked if e.block(rnd.number).takes_part_in_pairing]
            for rank, entry in enumerate(taking_part, start=1):
                colour = entry.block(rnd.number).colour
                if colour in "wb":
                    initial = Colour(colour) if rank % 2 else Colour(colour).opposite
                    self.t.initial_colour = initial
                    self.quirks.note(None, "initial colour", _("no 152 record"), _(
                        "{initial} (player {number}, rank {rank} of those paired in round"
                        " {round}, had {colour})").format(
                            initial=colour_name(initial), number=entry.number, rank=rank,
                            round=rnd.number, colour=colour_name(Colour(colour))),
                        "initial colour")
                    return
        self.t.initial_colour = Colour.WHITE
        self.quirks.note(None, "initial colour", _("no 152 record"),
                         _("white (no round played gives it)"), "initial colour")

    def _game(self, entry: Entry, block: Block, opponent_number: int) -> Game | None:
        """The game of `block` (against `opponent_number`) once both blocks agree; None when
        `entry` is its black side."""
        round_no = block.round
        field = f"round {round_no}"
        opponent = self.by_number.get(opponent_number)
        if opponent is None:
            entry.line.fail(_("opponent {opponent} is not a player of this tournament (no 001"
                              " record with that starting rank)").format(
                                  opponent=opponent_number), field, block.span)
        if opponent is entry:
            entry.line.fail(_("player {number} is paired against himself").format(
                number=entry.number), field, block.span)
        other = opponent.block(round_no)
        if other.opponent != entry.number:
            third = self.by_number.get(other.opponent) if other.opponent is not None else None
            if third is not None and third.block(round_no).opponent == opponent.number:
                entry.line.fail(_("player {number} is paired with player {opponent} in round"
                                  " {round}, but player {opponent} plays player {third} (lines"
                                  " {line} and {third_line})").format(
                                      number=entry.number, opponent=opponent.number,
                                      round=round_no, third=third.number,
                                      line=opponent.line.no, third_line=third.line.no),
                                field, block.span)
            entry.line.fail(_("player {number} is paired with player {opponent} in round {round},"
                              " but line {line} (player {opponent}) says: {block}").format(
                                  number=entry.number, opponent=opponent.number, round=round_no,
                                  line=opponent.line.no, block=other.describe()),
                            field, block.span)
        if (block.colour, other.colour) not in _AGREEING_COLOURS:
            entry.line.fail(_("the colours disagree with line {line}: player {number}"
                              " '{colour}', player {opponent} '{other_colour}' (one w, the other"
                              " b)").format(line=opponent.line.no, number=entry.number,
                                            colour=block.colour, opponent=opponent.number,
                                            other_colour=other.colour), field, block.span)
        problem = combination_problem(block.result, other.result)
        if problem:
            entry.line.fail(_("the results disagree with line {line} (player {opponent}):"
                              " {problem}").format(line=opponent.line.no,
                                                   opponent=opponent.number, problem=problem),
                            field, block.span)
        # A forfeit may come without colours: white is then the lower starting rank.
        is_white = block.colour == "w" or (block.colour in "- " and entry.number < opponent.number)
        if not is_white:
            return None
        return Game(entry.number, opponent.number, white_result=GAME_CODES.get(block.result),
                    black_result=GAME_CODES.get(other.result))


# The colours two blocks of one game may have: one w and the other b, or none given (a forfeit
# may come without colours).
_AGREEING_COLOURS = frozenset({("w", "b"), ("b", "w"), *((a, b) for a in "- " for b in "- ")})


def _rounds_named(rounds: list[Round]) -> str:
    """The field `rounds` make ("round 3", "rounds 3, 5"): an identifier, as fields are."""
    numbers = ", ".join(str(rnd.number) for rnd in rounds)
    return f"round{'s' if len(rounds) > 1 else ''} {numbers}"


def _rounds_said(rounds: list[Round]) -> str:
    """"round 3", "rounds 3, 5" in the language spoken now."""
    return ngettext("round {rounds}", "rounds {rounds}", len(rounds)).format(
        rounds=", ".join(str(rnd.number) for rnd in rounds))


def _close(a: float, b: float) -> bool:
    """Equal as far as a points column says: it is written with one decimal (0.3 for 1/3)."""
    return abs(a - b) < 0.05 + 1e-9


def _bye_counts(rounds: int, points: float, s: Scoring) -> list[tuple[int, int]]:
    """(full-point byes, half-point byes) among `rounds` blank rounds that add `points` to the
    zero-point reading, the fewest full-point byes first, then the fewest half-point byes."""
    full, half = s.full_bye - s.zero_bye, s.half_bye - s.zero_bye
    return [(f, h) for f in range(rounds + 1) for h in range(rounds - f + 1)
            if _close(f * full + h * half, points)]
