"""Reading TRF16 and TRF-2026 records into a `Tournament`: the tournament's records (names, dates,
scoring, byes, accelerations, prohibited pairings) here; a player's fields in fields.py, the
rounds from the players' round blocks in rounds.py, the `###` notes in notes.py."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from datetime import date
from pathlib import Path
from typing import NamedTuple, NoReturn

from arbiter_gui.core.editions import DUTCH_EDITIONS, edition_in_force
from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import (
    MAX_ROUNDS,
    Acceleration,
    ByeKind,
    Colour,
    Player,
    ProhibitedPairing,
    Scoring,
    Tournament,
)
from arbiter_gui.core.texts import a_bye
from arbiter_gui.core.trf.encoding import decode_trf
from arbiter_gui.core.trf.fields import (
    bye_record_rounds,
    first_reading,
    read_birth_date,
    read_blocks,
    read_fide_id,
    read_other_round_date,
    read_points_column,
    read_rating,
    read_sex,
    read_title,
)
from arbiter_gui.core.trf.notes import NOTE_PREFIX, Notes, declares_no_players
from arbiter_gui.core.trf.records import (
    BLOCK_WIDTH,
    BYE_BY_CODE,
    EDITION_BY_CODE,
    FEDERATION,
    FIRST_ROUND_COLUMN,
    NAME,
    NUMBER_PATTERN,
    START,
    SYSTEM_BY_CODE,
    Cols,
    Entry,
    Line,
    Quirks,
    TrfError,
    TrfFileError,
    TrfWarning,
    checked_date,
    excerpt,
    full_year,
    number_boards,
    read_number,
    read_positive,
    record_words,
    split_lines,
)
from arbiter_gui.core.trf.rounds import Rounds


class Reader:
    """One reading of a TRF text; `apply_notes=False` reads the records only (for the writer).
    `strict` refuses every departure from the TRF text; otherwise the departures other programs
    write are read and each leaves a warning in `quirks.warnings`."""

    def __init__(self, text: str, *, apply_notes: bool = True, strict: bool = True,
                 edition_by_date: bool = False) -> None:
        self.quirks = Quirks(strict)
        self.edition_by_date = edition_by_date
        self.edition_line: Line | None = None  # the 192 record that names a Dutch edition
        self.text_lines: dict[str, Line] = {}  # 012-122 record -> its (last) line
        self.lines = self._plain_lines(text)
        self.apply_notes = apply_notes
        self.colour_given = False
        self.t = Tournament()
        self.entries: list[Entry] = []
        self.by_number: dict[int, Entry] = {}
        self.fide_ids: dict[int, Entry] = {}
        self.rounds_line: Line | None = None
        self.dates: dict[int, str] = {}
        self.dates_line: Line | None = None
        self.pab_explicit = False
        self.colour_scores: dict[str, tuple[float, Line]] = {}
        self.byes_240: list[tuple[Line, ByeKind, int, list[tuple[int, Cols]]]] = []
        self.prohibited: list[tuple[Line, list[tuple[int, Cols]]]] = []
        self.prohibited_all_rounds: list[ProhibitedPairing] = []
        self.notes: list[Line] = []
        # starting rank -> a 001 record that may stand for the bye, and its rounds
        self.bye_records: dict[int, tuple[Line, set[int]]] = {}

    def _plain_lines(self, text: str) -> list[Line]:
        lines = split_lines(text)
        if text.startswith("\ufeff"):
            self.quirks.tolerate(lines[0], "byte-order mark", "U+FEFF", _("nothing (skipped)"),
                                 _("the file starts with a byte-order mark (U+FEFF)"),
                                 "byte-order mark", (1, 1))
        plain = []
        for line in lines:
            if "\t" in line.text:
                column = line.text.index("\t") + 1
                self.quirks.tolerate(line, "tab", _("a tab"), _("one blank"),
                                     _("a tab character: the fields of a TRF line are set by"
                                       " columns, written with blanks"), "tab", (column, column))
                line = Line(line.no, line.text.replace("\t", " "))
            plain.append(line)
        return plain

    def read(self) -> Tournament:
        for line in self.lines:
            if not line.text.strip():
                continue
            if line.text.startswith("###"):
                if line.text.startswith(NOTE_PREFIX):
                    self.notes.append(line)
                continue
            if _DIGIT_RULER.fullmatch(line.text.rstrip()):
                self._digit_ruler(line)
                continue
            if line.code in _TEAM_RECORDS:
                _refuse_team_tournament(line, _("a team record ({code})").format(code=line.code))
            if line.code == "013":
                self.quirks.note(line, "team record", line.text[4:].strip(),
                                 _("a team of a team competition, kept as it is: the players"
                                   " are read and paired as an individual tournament"), "team")
            if line.code in _TEXT_RECORDS:
                setattr(self.t, _TEXT_RECORDS[line.code], line.text[4:].strip())
                self.text_lines[line.code] = line
            elif line.code in _RECORD_READERS:
                getattr(self, _RECORD_READERS[line.code])(line)
            else:
                self.t.extra_records.append(line.text)
        if not self.entries and self.apply_notes and not declares_no_players(self.notes):
            raise TrfError(_("the file has no player records (001): it is not a tournament"
                             " report file, or its players are missing"), field="players")
        self._bye_records()
        rounds = Rounds(self)
        rounds.check_planned()
        rounds.build()
        self._byes_announced_in_blocks()
        rounds.plus_byes_by_points()
        rounds.blank_byes_by_points()
        if not self.colour_given:
            rounds.infer_initial_colour()
        self._requested_byes_240()
        self._prohibited_pairings()
        self._check_colour_scoring()
        self._round_dates_in_model()
        number_boards(self.t)
        if self.apply_notes:
            Notes(self).apply()
            if self.edition_by_date:
                self._dutch_edition_by_date()
            Notes(self).validate()
            rounds.points_column_disagreements()  # our notes change scores: once they are read
        return self.t

    # -- tournament records --------------------------------------------------------------------

    def _digit_ruler(self, line: Line) -> None:
        """A column ruler `0123456789012...` (as the ICU's Krause exports write under the
        `DDD SSSS` ruler) starts like a 012 record: taken as one, it would replace the
        tournament's name."""
        self.quirks.tolerate(line, "column ruler", line.text[:13] + "...",
                             _("a column ruler (skipped, not the tournament name)"),
                             _("a line of column numbers (0123456789...) where a 012 record"
                               " (the tournament name) is expected"), "tournament name",
                             (1, len(line.text.rstrip())))

    def _derived(self, line: Line) -> None:
        """062/072/082 (numbers of players, rated players, teams) follow from the players."""

    def _deputy(self, line: Line) -> None:
        if line.text[4:].strip():
            self.t.deputy_arbiters.append(line.text[4:].strip())

    def _round_dates(self, line: Line) -> None:
        self.dates_line = line
        text = line.text.rstrip()
        for round_no, first in enumerate(range(FIRST_ROUND_COLUMN, len(text) + 1, BLOCK_WIDTH), 1):
            cols = Cols(f"round {round_no} date", first, first + BLOCK_WIDTH - 1)
            value = cols.text(text).strip()
            if value and not (checked_date(value, 2) or checked_date(value, 4)):
                value = read_other_round_date(line, cols, value, self.quirks, self.t.start_date,
                                              self.t.end_date)
            if value:
                self.dates[round_no] = value

    def _rounds(self, line: Line) -> None:
        self.t.rounds_planned = read_positive(line, Cols("rounds", 5, max(5, len(line.text))),
                                          _("the number of rounds"))
        self.rounds_line = line

    def _colour_152(self, line: Line) -> None:
        text = line.text.rstrip()
        cols = Cols("initial colour", 5, 5)
        if len(text) != 5 or text[4].upper() not in "WB" or text[3] != " ":
            line.fail_at(cols, _("expected W or B (the colour of the top-ranked odd pairing"
                                 " number in round 1) at column 5 and nothing after it, got"
                                 " '{text}'").format(text=excerpt(text[3:])))
        self.t.initial_colour = Colour.WHITE if text[4].upper() == "W" else Colour.BLACK
        self.colour_given = True

    def _colour_xxc(self, line: Line) -> None:
        # Other XXC options (JaVaFo's "rank") have no meaning for this program.
        for token in line.text[3:].split():
            if token.lower() in ("white1", "black1"):
                self.t.initial_colour = Colour(token[0].lower())
                self.colour_given = True

    def _system(self, line: Line) -> None:
        code = line.text[4:].strip()
        if not code:
            line.fail(_("expected a tournament type code such as FIDE_DUTCH_2025"),
                      "tournament type code", (5, 5))
        self.t.pairing_system = SYSTEM_BY_CODE.get(code, code)
        if code in EDITION_BY_CODE:
            self.t.dutch_edition = EDITION_BY_CODE[code]
            self.edition_line = line

    def _tiebreaks(self, line: Line) -> None:
        self.t.tiebreaks.extend(c.strip() for c in line.text[4:].split(",") if c.strip())

    # -- the edition of the Dutch rules (C.04.3, docs/dutch-editions.md) ---------------------

    def _dutch_edition_by_date(self) -> None:
        """A Dutch tournament is paired with the edition in force when its round 1 was played
        (core/editions.py): when the file names no edition, that one, with a warning; when the
        edition it names (192 code or note) is another, the named one, with a warning."""
        if self.t.pairing_system != "dutch":
            return
        first_day = self._round_1_day()
        if first_day is None:
            return  # no date: the edition the file names, else the current one
        day, day_line, day_field, day_columns = first_day
        by_date = edition_in_force(day)
        named = self._edition_named()
        if named is None:
            self.t.dutch_edition = by_date
            self.quirks.note(day_line, "Dutch edition", f"{day:%Y/%m/%d}", _(
                "the date of round 1: the file names no edition of the Dutch rules, so the"
                " {edition} edition, in force then ({period}), is chosen").format(
                edition=by_date, period=DUTCH_EDITIONS[by_date].period()), day_field,
                day_columns)
        elif self.t.dutch_edition != by_date:
            line, field, found, columns = named
            self.quirks.note(line, "Dutch edition", found, _(
                "the {named} edition of the Dutch rules, as the file says, though round 1 was"
                " played on {day:%Y/%m/%d} (line {line}), when the {edition} edition was in"
                " force ({period})").format(
                named=self.t.dutch_edition, day=day, line=day_line.no, edition=by_date,
                period=DUTCH_EDITIONS[by_date].period()), field, columns)

    def _round_1_day(self) -> tuple[date, Line, str, tuple[int, int]] | None:
        """The day of round 1 (132), else the start date (042), with its line, field and
        columns."""
        text = self.t.round_dates.get(1, "")
        if text and self.dates_line is not None and checked_date(text, 4):
            return (date(*map(int, text.split("/"))), self.dates_line, "round 1 date",
                    (FIRST_ROUND_COLUMN, FIRST_ROUND_COLUMN + BLOCK_WIDTH - 1))
        start = first_reading(self.t.start_date)
        line = self.text_lines.get("042")
        if start is not None and line is not None:
            return start, line, "start date", (5, len(line.text.rstrip()))
        return None

    def _edition_named(self) -> tuple[Line, str, str, tuple[int, int] | None] | None:
        """Where the file names the edition: its note, else its 192 code (line, field, text,
        columns)."""
        prefix = f"{NOTE_PREFIX}tournament dutch_edition "
        note = next((line for line in reversed(self.notes) if line.text.startswith(prefix)),
                    None)
        if note is not None:
            return note, "dutch_edition", self.t.dutch_edition, None
        if self.edition_line is not None:
            code = self.edition_line.text[4:].strip()
            return self.edition_line, "tournament type code", code, (5, 4 + len(code))
        return None

    # -- scoring ------------------------------------------------------------------------------

    def _set_win(self, value: float) -> None:
        s = self.t.scoring
        s.win = s.forfeit_win = s.full_bye = value
        if not self.pab_explicit:  # README: P (pairing-allocated bye) = W unless given
            s.pab = value

    def _scoring_162(self, line: Line) -> None:
        text = line.text.rstrip()
        if len(text) < 7:
            line.fail(_("the line is too short: expected a result code at column 6 and its"
                        " points at columns 7-10"), "scoring", (6, 10))
        if text[3:5].strip():
            line.fail(_("expected the first result code at column 6 (columns 4-5 blank)"),
                      "scoring", (4, 6))
        for code_at in range(6, len(text) + 1, 9):
            code = text[code_at - 1].upper()
            value_cols = Cols(f"points for {code}", code_at + 1, code_at + 4)
            if code not in "WDLAPX":
                line.fail(_("unknown result code '{code}': expected W D L A P or X").format(
                    code=text[code_at - 1]), "scoring", (code_at, code_at))
            value = read_number(line, value_cols, _("points such as 1.0"))
            gap = Cols("scoring", code_at + 5, code_at + 8)
            if gap.text(text).strip():
                line.fail_at(gap, _("expected blanks: a code and its points every 9 columns"
                                    " from column 6 (code at 6, points at 7-10, next code at"
                                    " 15)"))
            self._score_162(code, value)

    def _score_162(self, code: str, value: float) -> None:
        s = self.t.scoring
        if code == "W":
            self._set_win(value)
        elif code == "D":
            s.draw = s.half_bye = value
        elif code == "L":
            s.loss = value
        elif code == "A":
            s.zero_bye = s.forfeit_loss = value
        elif code == "P":
            s.pab = value
            self.pab_explicit = True
        # X (points of a result not known yet) has no counterpart in the model.

    def _scoring_xxs(self, line: Line) -> None:
        s = self.t.scoring
        for token, cols in record_words(line):
            code, _equals, value_text = token.partition("=")
            code = code.upper()
            if not NUMBER_PATTERN.fullmatch(value_text):
                line.fail(_("expected CODE=POINTS such as WW=1, got '{token}'").format(
                    token=excerpt(token)), "scoring", cols)
            if code not in _XXS_CODES:
                line.fail(_("unknown scoring code '{code}': expected one of {codes}").format(
                    code=excerpt(code), codes=" ".join(_XXS_CODES)), "scoring", cols)
            for slot in _XXS_CODES[code]:
                if slot in _XXS_BY_COLOUR:
                    self.colour_scores[slot] = (float(value_text), line)
                setattr(s, _XXS_BY_COLOUR.get(slot, slot), float(value_text))

    def _check_colour_scoring(self) -> None:
        # The model scores a win the same with either colour (JaVaFo's XXS can differ); a code
        # XXS does not mention has JaVaFo's standard value.
        for white, black in (("WW", "BW"), ("WD", "BD"), ("WL", "BL")):
            default = getattr(Scoring(), _XXS_BY_COLOUR[white])
            w_value, b_value = (self.colour_scores.get(c, (default, None))[0]
                                for c in (white, black))
            if w_value != b_value:  # so one at least was read: the defaults are equal
                line = next(self.colour_scores[c][1] for c in (white, black)
                            if c in self.colour_scores)
                line.fail(_("{white}={white_points} and {black}={black_points}: scoring that"
                            " depends on the colour is not supported").format(
                                white=white, white_points=f"{w_value:g}", black=black,
                                black_points=f"{b_value:g}"), "scoring")

    def _scoring_bbp(self, line: Line) -> None:
        value = read_number(line, Cols("points", 5, 12), _("points such as 1.0"))
        if line.code == "BBW":
            self._set_win(value)
            return
        if line.code == "BBU":
            self.pab_explicit = True
        for attribute in _BBP_SCORES[line.code]:
            setattr(self.t.scoring, attribute, value)

    # -- byes, accelerations, prohibited pairings -----------------------------------------------

    def _player_list(self, line: Line, first: int, what: str) -> list[tuple[int, Cols]]:
        text = line.text.rstrip()
        players = []
        for n, start in enumerate(range(first, len(text) + 1, 5), 1):
            cols = Cols(f"player {n}", start, start + 3)
            players.append((read_positive(line, cols, what), cols))
            if text[start + 3:start + 4].strip():
                line.fail(_("expected a blank at column {column}: player numbers take 4"
                            " columns, one every 5 from column {first}").format(
                                column=start + 4, first=first), cols.name, cols.span)
        return players

    def _byes(self, line: Line) -> None:
        text = line.text.rstrip()
        if len(text) < 11:
            line.fail(_("the line is too short: expected the bye type at column 5, the round at"
                        " columns 7-9 and the players from column 11"), "bye", (5, 14))
        kind_cols = Cols("bye type", 5, 5)
        kind = BYE_BY_CODE.get(text[4].upper())
        if text[4] in " -" or kind is None or kind is ByeKind.PAB:
            line.fail_at(kind_cols, _("expected F, H or Z, got '{text}'").format(text=text[4]))
        round_no = read_positive(line, Cols("round", 7, 9), _("a round number"))
        self.byes_240.append((line, kind, round_no,
                              self._player_list(line, 11, _("a player's starting rank"))))

    def _acceleration_250(self, line: Line) -> None:
        if len(line.text.rstrip()) < 31:
            line.fail(_("the line is too short: expected points at columns 10-13, rounds at"
                        " 15-17 and 19-21, players at 23-26 and 28-31"), "acceleration",
                      (10, 31))
        match_points = Cols("match points", 5, 8)
        if match_points.text(line.text).strip() and read_number(line, match_points,
                                                                 _("blank")) != 0:
            _refuse_team_tournament(line, _("a match-point acceleration (columns 5-8)"))
        points = read_number(line, Cols("points", 10, 13),
                             _("the fictitious points, such as 1.0"))
        first_round, last_round = (read_positive(line, Cols(f"{end} round", a, b),
                                                 _("a round number"))
                                   for end, a, b in (("first", 15, 17), ("last", 19, 21)))
        first, last = (read_positive(line, Cols(f"{end} player", a, b), _("a starting rank"))
                       for end, a, b in (("first", 23, 26), ("last", 28, 31)))
        if first_round > last_round or first > last:
            line.fail(_("rounds {first_round}-{last_round}, players {first}-{last}: a range"
                        " must not end before it starts").format(
                            first_round=first_round, last_round=last_round, first=first,
                            last=last), "acceleration", (15, 31))
        self.t.accelerations.append(Acceleration(points, first_round, last_round, first, last))

    def _acceleration_xxa(self, line: Line) -> None:
        """bbpPairings' XXA NNNN pppp pppp ...: a player's fictitious points round by round."""
        player = read_positive(line, Cols("player", 5, 8), _("a starting rank"))
        text = line.text.rstrip()
        by_round = []
        for round_no, start in enumerate(range(10, len(text) + 1, 5), 1):
            cols = Cols(f"round {round_no} points", start, start + 3)
            blank = not cols.text(text).strip()
            by_round.append((round_no, 0.0 if blank else read_number(line, cols, _("points"))))
        run: list[tuple[int, float]] = []
        for round_no, points in [*by_round, (len(by_round) + 1, 0.0)]:
            if run and points != run[-1][1]:
                self.t.accelerations.append(
                    Acceleration(run[0][1], run[0][0], run[-1][0], player, player))
                run = []
            if points:
                run.append((round_no, points))

    def _prohibited_260(self, line: Line) -> None:
        if len(line.text.rstrip()) < 16:
            line.fail(_("the line is too short: expected the first and last round at columns"
                        " 5-7 and 9-11, then players from column 13"), "prohibited pairing",
                      (5, 16))
        first = read_positive(line, Cols("first round", 5, 7), _("a round number"))
        last = read_positive(line, Cols("last round", 9, 11), _("a round number"))
        if first > last:
            line.fail(_("rounds {first}-{last}: the last round comes before the first").format(
                first=first, last=last), "last round", (9, 11))
        players = self._player_list(line, 13, _("a player's starting rank"))
        self._prohibited_players(line, players)
        self.prohibited.append((line, players))
        self.t.prohibited_pairings.append(
            ProhibitedPairing(first, last, tuple(n for n, _cols in players)))

    def _prohibited_xxp(self, line: Line) -> None:
        players = []
        for n, (_word, (first, last)) in enumerate(record_words(line), 1):
            cols = Cols(f"player {n}", first, last)
            players.append((read_positive(line, cols, _("a player's starting rank")), cols))
        self._prohibited_players(line, players)
        self.prohibited.append((line, players))
        # XXP holds for every round: made the whole tournament once 142/XXR is known.
        pairing = ProhibitedPairing(1, 1, tuple(n for n, _cols in players))
        self.prohibited_all_rounds.append(pairing)
        self.t.prohibited_pairings.append(pairing)

    @staticmethod
    def _prohibited_players(line: Line, players: list[tuple[int, Cols]]) -> None:
        if len(players) < 2:
            line.fail(_("a prohibited pairing needs at least two players"), "players")

    def _prohibited_pairings(self) -> None:
        for line, players in self.prohibited:
            self._check_known(line, players)
        for pairing in self.prohibited_all_rounds:
            pairing.last_round = self.t.rounds_planned or MAX_ROUNDS

    def _check_known(self, line: Line, players: Iterable[tuple[int, Cols]]) -> None:
        for number, cols in players:
            if number not in self.by_number:
                line.fail_at(cols, _("no player has starting rank {number} (no 001 record)")
                             .format(number=number))

    def _requested_byes_240(self) -> None:
        for line, kind, round_no, players in self.byes_240:
            self._check_known(line, players)
            for number, cols in players:
                self._request(line, cols, number, round_no, kind)

    def _request(self, line: Line, cols: Cols, number: int, round_no: int,
                 kind: ByeKind) -> None:
        known = self.t.requested_byes.setdefault((number, round_no), kind)
        if known is not kind:
            line.fail_at(cols, _("player {number} already has {known} for round {round}, not"
                                 " {kind}").format(number=number, known=a_bye(known),
                                                   round=round_no, kind=a_bye(kind)))

    # -- players and rounds ---------------------------------------------------------------------

    def _player(self, line: Line) -> None:
        rounds = bye_record_rounds(line)
        if rounds is not None:  # decided once every player is read (`_bye_records`)
            number = read_positive(line, START, _("the starting rank (pairing number)"))
            if number not in self.bye_records:
                self.bye_records[number] = line, rounds
                return
        self._read_player(line)

    def _bye_records(self) -> None:
        """Swiss-Manager writes a record for the bye itself ("spielfrei": a bye's name, no
        rating, FIDE id, point or game), without opponent (`0000 - -`) in the rounds in which
        another player had the bye (`0000 - +`: the game against it is written as that
        player's bye) and blank in the others. It stands for no player: read as one, it would
        be paired in the next round. A record of another shape, a file of this program (its
        notes; and the writer's own reading of its records) or a record whose starting rank
        another line plays against or shares is read as the player it is written as (such a
        game is then refused by the rounds' check, since its own line has no game)."""
        last = max(self.by_number, default=0)
        pab_rounds = {block.round for entry in self.entries for block in entry.blocks
                      if block.opponent is None and block.result in ("+", "U")}
        for number, (line, rounds) in self.bye_records.items():
            played_against = any(block.opponent == number
                                 for entry in self.entries for block in entry.blocks)
            if (played_against or number in self.by_number or not self.apply_notes
                    or self.notes):
                self._read_player(line)
            elif not rounds or not rounds <= pab_rounds:
                self._read_player(line)
                self.quirks.note(line, "bye name", NAME.text(line.text).strip(), _(
                    "a player, though the name is the bye's: Swiss-Manager's record of the"
                    " bye is without opponent in the rounds in which another player had the"
                    " bye (0000 - +), and this one is not; if it stands for the bye, delete"
                    " it before pairing the next round"), NAME.name, NAME.span)
            elif number > last:
                self._leave_out_bye_record(line)
            else:
                self._refuse_bye_record_among_players(line)
        if self.bye_records:  # those read as players after the others: in the file's order
            self.entries.sort(key=lambda entry: entry.line.no)
            self.t.players[:] = [entry.player for entry in self.entries]

    def _leave_out_bye_record(self, line: Line) -> None:
        """After the last player (as Swiss-Manager numbers it): left out, no pairing number of
        a player changes."""
        name = NAME.text(line.text).strip()
        self.quirks.tolerate_at(line, NAME, "bye record", name, _(
            "the record Swiss-Manager writes for the bye, not a player: left out (no rating,"
            " FIDE id, point or game), so it is never paired"), _(
            "'{name}' with no rating, FIDE id, point or game is a record of the bye, not a"
            " player (Swiss-Manager writes one); remove the line, or read the file tolerantly"
            " to leave it out").format(name=name))

    @staticmethod
    def _refuse_bye_record_among_players(line: Line) -> NoReturn:
        """Among the players, no reading holds without a guess: left out, its pairing number
        would stay unused (bbpPairings refuses such a file) or the numbers after it would
        change, and their parity gives colours (C.04.3 art. 5.2.5); kept, it would be
        paired."""
        name = NAME.text(line.text).strip()
        line.fail_at(NAME, _(
            "'{name}' with no rating, FIDE id, point or game is a record of the bye, not a"
            " player, but players with higher starting ranks follow it: left out, their pairing"
            " numbers would change, and the parity of a pairing number gives colours (C.04.3"
            " art. 5.2.5); kept, it would be paired. Remove the line and number the players as"
            " the file's pairings were made").format(name=name))

    def _read_player(self, line: Line) -> None:
        text = line.text
        number = read_positive(line, START, _("the starting rank (pairing number)"))
        if number in self.by_number:
            line.fail_at(START, _("starting rank {number} is already used on line {line}")
                         .format(number=number, line=self.by_number[number].line.no))
        surname, _comma, given = NAME.text(text).strip().partition(",")
        player = Player(number, surname.strip(), given.strip(),
                        sex=read_sex(line, self.quirks), title=read_title(line, self.quirks),
                        fide_id=read_fide_id(line, self.quirks, self.fide_ids),
                        federation=FEDERATION.text(text).strip(),
                        birth_date=read_birth_date(line, self.quirks, self.t.start_date),
                        rating=read_rating(line, self.quirks), pairing_no=number)
        entry = Entry(line, player, read_blocks(line, self.quirks),
                      read_points_column(line, self.quirks))
        self.entries.append(entry)
        self.by_number[number] = entry
        self.t.players.append(player)
        if player.fide_id is not None:
            self.fide_ids[player.fide_id] = entry

    def _byes_announced_in_blocks(self) -> None:
        """Blocks after the last paired round announce byes for rounds to come (TRF16 style)."""
        for entry in self.entries:
            for block in entry.blocks[len(self.t.rounds):]:
                if not block.is_blank:
                    cols = Cols(f"round {block.round}", *block.span)
                    self._request(entry.line, cols, entry.number, block.round,
                                  BYE_BY_CODE[block.result])

    def _round_dates_in_model(self) -> None:
        for round_no, text in self.dates.items():
            if len(text) == 8:
                text = f"{full_year(int(text[:2]), self.t.start_date):04d}{text[2:]}"
            self.t.round_dates[round_no] = text
        for rnd in self.t.rounds:
            rnd.date = self.t.round_dates.get(rnd.number, "")


_DIGIT_RULER = re.compile(r"(0123456789){2,}\d*")
_TEXT_RECORDS = {"012": "name", "022": "city", "032": "federation", "042": "start_date",
                 "052": "end_date", "092": "tournament_type", "102": "chief_arbiter",
                 "122": "time_control"}
_RECORD_READERS = {
    "001": "_player", "062": "_derived", "072": "_derived", "082": "_derived", "112": "_deputy",
    "132": "_round_dates", "142": "_rounds", "XXR": "_rounds", "152": "_colour_152",
    "XXC": "_colour_xxc", "162": "_scoring_162", "XXS": "_scoring_xxs", "192": "_system",
    "202": "_tiebreaks", "212": "_tiebreaks", "240": "_byes", "250": "_acceleration_250",
    "XXA": "_acceleration_xxa", "260": "_prohibited_260", "XXP": "_prohibited_xxp",
    **dict.fromkeys(("BBW", "BBD", "BBL", "BBZ", "BBF", "BBU"), "_scoring_bbp"),
}
HANDLED_CODES = {*_TEXT_RECORDS, *_RECORD_READERS}
# JaVaFo's XXS codes: the model's fields, or a colour's slot (WW = a win with white, ...).
_XXS_CODES = {
    "W": ("WW", "BW", "forfeit_win", "full_bye"), "D": ("WD", "BD", "half_bye"),
    "L": ("WL", "BL"), "WW": ("WW",), "BW": ("BW",), "WD": ("WD",), "BD": ("BD",),
    "WL": ("WL",), "BL": ("BL",), "FW": ("forfeit_win",), "FL": ("forfeit_loss",),
    "ZPB": ("zero_bye",), "HPB": ("half_bye",), "FPB": ("full_bye",), "PAB": ("pab",),
}
_XXS_BY_COLOUR = {"WW": "win", "BW": "win", "WD": "draw", "BD": "draw", "WL": "loss",
                  "BL": "loss"}


# TRF-2026's team records: a team tournament's file. (TRF16's team record 013 is kept as it
# is: its 001 records are a whole individual tournament, which other engines pair.)
_TEAM_RECORDS = {"310", "320", "330", "340", "350", "360"}
_BBP_SCORES = {"BBW": ("win", "forfeit_win", "full_bye"), "BBD": ("draw", "half_bye"),
               "BBL": ("loss",), "BBZ": ("zero_bye",), "BBF": ("forfeit_loss",),
               "BBU": ("pab",)}


def _refuse_team_tournament(line: Line, what: str) -> NoReturn:
    raise TrfError(_("{what}: team tournaments are not supported; this program pairs individual"
                     " Swiss tournaments").format(what=what), line_no=line.no, record=line.code)


class TrfReading(NamedTuple):
    """A tournament read from TRF and the departures from the text read on the way."""

    tournament: Tournament
    warnings: list[TrfWarning]


def parse_trf_report(text: str, *, strict: bool = False,
                     edition_by_date: bool = False) -> TrfReading:
    """Read a TRF16 or TRF-2026 text; strict: TrfError at the first departure from the text;
    tolerant (the default): the departures other programs write are read, each with a
    warning. What pairing depends on is never guessed: TrfError where no reading holds.

    `edition_by_date` (the application's import): a Dutch tournament whose file names no
    edition of the rules gets the one in force on the day of round 1, and a named edition
    that day contradicts is kept, each with a warning. Without it (the command lines, the
    JaVaFo contract) a file that names no edition has the current one."""
    reader = Reader(text, strict=strict, edition_by_date=edition_by_date)
    return TrfReading(reader.read(), reader.quirks.warnings)


def parse_trf(text: str, *, strict: bool = True) -> Tournament:
    """The tournament of a TRF16 or TRF-2026 text; TrfError at the first defect."""
    return parse_trf_report(text, strict=strict).tournament


def read_trf_report(path: str | os.PathLike[str], *, strict: bool = False,
                    edition_by_date: bool = False) -> TrfReading:
    """Read a TRF file (see `parse_trf_report`); TrfError when it cannot be read."""
    try:
        data = Path(path).read_bytes()
    except OSError as error:
        raise TrfFileError(_("cannot read the file {path}: {error}").format(
            path=path, error=error.strerror or error)) from error
    text, warnings = decode_trf(data, strict=strict)
    reading = parse_trf_report(text, strict=strict, edition_by_date=edition_by_date)
    return TrfReading(reading.tournament, warnings + reading.warnings)


def read_trf(path: str | os.PathLike[str], *, strict: bool = False,
             edition_by_date: bool = False) -> Tournament:
    """The tournament of a TRF file, read tolerantly unless `strict` (warnings dropped)."""
    return read_trf_report(path, strict=strict, edition_by_date=edition_by_date).tournament
