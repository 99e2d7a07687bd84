"""Reading TRF16 and TRF-2026 records into a `Tournament` (the `###` notes: notes.py)."""

from __future__ import annotations

import codecs
import os
import re
from collections.abc import Iterable
from datetime import date
from math import comb
from pathlib import Path
from typing import NamedTuple, NoReturn

from arbiter_gui.core.editions import DUTCH_EDITIONS, edition_in_force
from arbiter_gui.core.i18n import N_, _, ngettext
from arbiter_gui.core.model import (
    TITLES,
    Acceleration,
    ByeKind,
    Colour,
    Game,
    Player,
    ProhibitedPairing,
    Round,
    Scoring,
    Tournament,
)
from arbiter_gui.core.trf.notes import NOTE_PREFIX, Notes, declares_no_players
from arbiter_gui.core.trf.records import (
    BIRTH,
    BLOCK_WIDTH,
    BYE_BY_CODE,
    EDITION_BY_CODE,
    FEDERATION,
    FIDE_ID,
    FIRST_ROUND_COLUMN,
    GAME_CODES,
    MAX_RATING,
    NAME,
    NUMBER_PATTERN,
    OLD_TITLES,
    POINTS,
    RATING,
    SEX,
    START,
    SYSTEM_BY_CODE,
    TITLE,
    Block,
    Cols,
    Entry,
    Line,
    Quirks,
    TrfError,
    TrfFileError,
    TrfWarning,
    checked_date,
    date_readings,
    excerpt,
    full_year,
    int_text,
    is_birth_date,
    number_boards,
    read_number,
    read_positive,
    record_words,
    running_scores,
    split_lines,
)
from arbiter_gui.core.validate import MAX_ROUNDS, combination_problem


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
        self.plus_byes: dict[int, list[Entry]] = {}  # round -> players with '+', no opponent
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
        self._check_rounds_planned()
        self._build_rounds()
        self._plus_byes_by_points()
        self._blank_byes_by_points()
        if not self.colour_given:
            self._infer_initial_colour()
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
            self._points_column_disagreements()  # our notes change scores: once they are read
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
                value = self._other_round_date(line, cols, value)
            if value:
                self.dates[round_no] = value

    def _other_round_date(self, line: Line, cols: Cols, value: str) -> str:
        """A 132 date written otherwise (`11.25.02`, `10.09.13`): the reading nearest the
        tournament's 042 start date (none when nothing reads as a date)."""
        start = _first_reading(self.t.start_date)
        readings = date_readings(value, start.year if start else 2000)
        problem = _("expected a date YY/MM/DD, got '{value}'").format(value=value)
        if not readings:
            self.quirks.tolerate_at(line, cols, "round date", value, _("no date (left out)"),
                                    problem)
            return ""
        end = _first_reading(self.t.end_date)
        chosen = min(readings, key=lambda d: _distance(d, start, end))
        how = f"{chosen:%Y/%m/%d}"
        if len(readings) > 1:
            how = _("{date} (of the readings {dates}, the one nearest the tournament's dates)"
                    ).format(date=how, dates=", ".join(f"{d:%Y/%m/%d}" for d in readings))
        self.quirks.tolerate_at(line, cols, "round date", value, how, problem)
        return f"{chosen:%Y/%m/%d}"

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
        start = _first_reading(self.t.start_date)
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
            w_value, w_line = self.colour_scores.get(white, (default, None))
            b_value, b_line = self.colour_scores.get(black, (default, None))
            if w_value != b_value:
                line = w_line or b_line
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
            line.fail_at(cols, _("player {number} already has a {known} bye for round {round},"
                                 " not a {kind} one").format(
                                     number=number, known=_bye_kind(known), round=round_no,
                                     kind=_bye_kind(kind)))

    # -- players and rounds ---------------------------------------------------------------------

    def _player(self, line: Line) -> None:
        text = line.text
        number = read_positive(line, START, _("the starting rank (pairing number)"))
        if number in self.by_number:
            line.fail_at(START, _("starting rank {number} is already used on line {line}")
                         .format(number=number, line=self.by_number[number].line.no))
        surname, _comma, given = NAME.text(text).strip().partition(",")
        player = Player(number, surname.strip(), given.strip(), sex=self._sex(line),
                        title=self._title(line), fide_id=self._fide_id(line),
                        federation=FEDERATION.text(text).strip(), birth_date=self._birth_date(line),
                        rating=self._rating(line), pairing_no=number)
        entry = Entry(line, player, _blocks(line, self.quirks), self._points_column(line))
        self.entries.append(entry)
        self.by_number[number] = entry
        self.t.players.append(player)
        if player.fide_id is not None:
            self.fide_ids[player.fide_id] = entry

    def _fide_id(self, line: Line) -> int | None:
        text = FIDE_ID.text(line.text).strip()
        value = int_text(text)
        if text and value is None:
            self.quirks.tolerate_at(line, FIDE_ID, "FIDE id", text, _("no FIDE id"),
                                    _("expected the FIDE id (digits only), got '{text}'").format(
                                        text=text))
        if value and value in self.fide_ids:
            self.quirks.tolerate_at(line, FIDE_ID, "FIDE id", text,
                                    _("no FIDE id (the other player keeps it)"),
                                    _("FIDE id {id} is already given to player {number} on line"
                                      " {line}").format(id=value,
                                                         number=self.fide_ids[value].number,
                                                         line=self.fide_ids[value].line.no))
            return None
        return value or None

    def _sex(self, line: Line) -> str:
        text = SEX.text(line.text).strip()
        sex = text.lower()
        if sex not in ("", "m", "w"):
            understood = _("w (female)") if sex == "f" else _("blank (not known)")
            self.quirks.tolerate_at(line, SEX, "sex", text, understood,
                                    _("expected m, w or blank, got '{sex}'").format(sex=sex))
            return "w" if sex == "f" else ""
        return sex

    def _title(self, line: Line) -> str:
        text = TITLE.text(line.text).strip()
        title = OLD_TITLES.get(text.upper(), text.upper())
        if title and title not in TITLES:
            self.quirks.tolerate_at(line, TITLE, "title", text, _("no title"),
                                    _("unknown title '{title}': expected one of {titles} or"
                                      " blank").format(title=text, titles=" ".join(TITLES)))
            return ""
        return title

    def _rating(self, line: Line) -> int:
        text = RATING.text(line.text).strip()
        if not text:
            return 0
        value = int_text(text)
        if value is None or value > MAX_RATING:
            problem = (_("expected a number, got '{text}'").format(text=text) if value is None
                       else _("rating {rating} is out of range (0 to {high})").format(
                           rating=value, high=MAX_RATING))
            self.quirks.tolerate_at(line, RATING, "rating", text, _("no rating (0)"), problem)
            return 0
        return value

    def _birth_date(self, line: Line) -> str:
        text = BIRTH.text(line.text).strip()
        if not text or is_birth_date(text):
            return text
        understood = _other_birth_date(text, self.t.start_date)
        self.quirks.tolerate_at(line, BIRTH, "birth date", text,
                                understood or _("no birth date"),
                                _("expected a date YYYY/MM/DD (or a year YYYY), got '{text}'")
                                .format(text=text))
        return understood

    def _points_column(self, line: Line) -> float | None:
        text = POINTS.text(line.text).strip()
        if text and not NUMBER_PATTERN.fullmatch(text):
            self.quirks.tolerate_at(line, POINTS, "points", text, _("no points column"),
                                    _("expected the player's points, such as 4.5, got '{text}'")
                                    .format(text=text))
        return float(text) if text and NUMBER_PATTERN.fullmatch(text) else None

    def _check_rounds_planned(self) -> None:
        planned = self.t.rounds_planned
        if not planned:
            return
        for entry in self.entries:
            late = next((b for b in entry.blocks[planned:] if not b.is_blank), None)
            if late is not None:
                entry.line.fail(_("there is a block for round {round}, but the tournament has"
                                  " {planned} rounds (line {line})").format(
                                      round=late.round, planned=planned,
                                      line=self.rounds_line.no),
                                f"round {late.round}", late.span)

    def _build_rounds(self) -> None:
        paired = max((b.round for e in self.entries for b in e.blocks
                      if b.takes_part_in_pairing), default=0)
        for round_no in range(1, paired + 1):
            rnd = Round(round_no)
            pab: Entry | None = None
            plus = [e for e in self.entries
                    if e.block(round_no).opponent is None and e.block(round_no).result == "+"]
            if plus:
                pab = self._pab_among(round_no, plus)
            for entry in self.entries:
                block = entry.block(round_no)
                if block.opponent is not None:
                    game = self._game(entry, block)
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
        for entry in self.entries:
            for block in entry.blocks[paired:]:
                if not block.is_blank:
                    cols = Cols(f"round {block.round}", *block.span)
                    self._request(entry.line, cols, entry.number, block.round,
                                  BYE_BY_CODE[block.result])

    def _pab_among(self, round_no: int, plus: list[Entry]) -> Entry | None:
        """Which of the players with `+` and no opponent in a round had the pairing-allocated
        bye (at most one a round, C.04.1 art. 3): none when the round has a U; else by C.04.3
        [C5] the lowest score, then the lowest ranked. The others had full-point byes. With the
        usual scoring both kinds give the same points, so the points column cannot tell."""
        if any(e.block(round_no).result == "U" for e in self.entries):
            pab, why = None, _("round {round} has its pairing-allocated bye (U)").format(
                round=round_no)
        else:
            before = running_scores(self.t)[-1]
            pab = max(plus, key=lambda e: (-before.get(e.number, 0), e.number))
            self.plus_byes[round_no] = plus
            why = _("of the {count} players with '+' in round {round}, the lowest score and rank"
                    " has the pairing-allocated bye").format(count=len(plus), round=round_no
                                                             ) if len(plus) > 1 else ""
        for entry in plus:
            kind = _("the pairing-allocated bye (U)") if entry is pab else _("a full-point bye (F)")
            self._note_plus(entry, round_no, _("{reading}: {why}").format(reading=kind, why=why)
                            if why else kind)
        return pab

    def _note_plus(self, entry: Entry, round_no: int, understood: str) -> None:
        block = entry.block(round_no)
        found = Cols("", *block.span).text(entry.line.text).rstrip()
        self.quirks.note(entry.line, "bye as a result", found, understood, f"round {round_no}",
                         block.span)

    def _plus_byes_by_points(self) -> None:
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

    def _blank_byes_by_points(self) -> None:
        """A round without opponent and with a blank result reads as a zero-point bye (an
        absence). Some programs (SwissPerfect) write half- and full-point byes so too, and the
        file's points column then counts them. The issue's rule: where a file allows several
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
                self._read_blank_rounds(entry, blank, entry.points - final[entry.number])

    def _points_column_disagreements(self) -> None:
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

    def _read_blank_rounds(self, entry: Entry, blank: list[Round], missing: float) -> None:
        """Each blank round may be a zero-, half- or full-point bye: of the readings under which
        the points column adds up, the text's (all zero) first; else, where several add up, the
        one with the fewest full-point byes, then with the points in the earliest rounds (a
        player absent from the last rounds has withdrawn). docs/trf-readers.md says why."""
        beside = self._points_beside_results(entry)
        if any(_close(missing, points) for points, _why in beside):
            return  # the text's reading adds up (as bbpPairings counts the column)
        fitting = ((counts, why) for points, why in beside
                   if (counts := _bye_counts(len(blank), missing - points, self.t.scoring)))
        counts, why = next(fitting, None) or self._refuse_points(entry, blank, missing)
        full, half = counts[0]
        kinds = [ByeKind.HALF] * half + [ByeKind.FULL] * full
        kinds += [ByeKind.ZERO] * (len(blank) - len(kinds))
        for rnd, kind in zip(blank, kinds, strict=True):
            rnd.byes[entry.number] = kind
        readings = sum(comb(len(blank), f) * comb(len(blank) - f, h) for f, h in counts)
        taken = "; ".join(_("round {round}: {bye}").format(round=rnd.number,
                                                           bye=_(_BYE_NAMES[kind]))
                          for rnd, kind in zip(blank, kinds, strict=True))
        points = f"{entry.points:g}"
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

    def _refuse_points(self, entry: Entry, blank: list[Round], missing: float) -> NoReturn:
        s = self.t.scoring
        values = (s.zero_bye, s.half_bye, s.full_bye)
        least, most = (len(blank) * (pick(values) - s.zero_bye) for pick in (min, max))
        entry.line.fail_at(POINTS, _(
            "the points column ({points}) does not add up under any reading of {rounds} (no"
            " opponent, no result: a zero-, half- or full-point bye): the other results give"
            " {others}, and {rounds} can add {least} to {most} more").format(
                points=f"{entry.points:g}", rounds=_rounds_said(blank),
                others=f"{entry.points - missing:g}", least=f"{least:g}", most=f"{most:g}"))

    def _infer_initial_colour(self) -> None:
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
                            initial=_colour_name(initial), number=entry.number, rank=rank,
                            round=rnd.number, colour=_colour_name(Colour(colour))),
                        "initial colour")
                    return
        self.t.initial_colour = Colour.WHITE
        self.quirks.note(None, "initial colour", _("no 152 record"),
                         _("white (no round played gives it)"), "initial colour")

    def _game(self, entry: Entry, block: Block) -> Game | None:
        """The game of `block` once both blocks agree; None when `entry` is its black side."""
        round_no = block.round
        field = f"round {round_no}"
        opponent = self.by_number.get(block.opponent)
        if opponent is None:
            entry.line.fail(_("opponent {opponent} is not a player of this tournament (no 001"
                              " record with that starting rank)").format(
                                  opponent=block.opponent), field, block.span)
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
        colours = {block.colour, other.colour}
        if colours != {"w", "b"} and not colours <= {"-", " "}:
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
_BYE_NAMES = {ByeKind.ZERO: N_("a zero-point bye"), ByeKind.HALF: N_("a half-point bye"),
              ByeKind.FULL: N_("a full-point bye")}
# Byes that older Swiss-Manager and SwissMaster files write as a result without opponent.
_BYE_AS_RESULT = {"+", "=", "-"}


def _bye_as_result(result: str) -> str:
    """What a result without opponent in _BYE_AS_RESULT is read as."""
    return {"+": _("a full-point bye or the pairing-allocated bye (decided by the round)"),
            "=": _("a half-point bye (H)"), "-": _("a zero-point bye (Z)")}[result]


def _bye_kind(kind: ByeKind) -> str:
    """A bye's kind as the reader's messages name it ("half" in "a half bye")."""
    return {ByeKind.PAB: _("pab"), ByeKind.HALF: _("half"), ByeKind.FULL: _("full"),
            ByeKind.ZERO: _("zero")}[kind]


def _colour_name(colour: Colour) -> str:
    return _("white") if colour is Colour.WHITE else _("black")
# TRF-2026's team records: a team tournament's file. (TRF16's team record 013 is kept as it
# is: its 001 records are a whole individual tournament, which other engines pair.)
_TEAM_RECORDS = {"310", "320", "330", "340", "350", "360"}
_BBP_SCORES = {"BBW": ("win", "forfeit_win", "full_bye"), "BBD": ("draw", "half_bye"),
               "BBL": ("loss",), "BBZ": ("zero_bye",), "BBF": ("forfeit_loss",),
               "BBU": ("pab",)}


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


def _refuse_team_tournament(line: Line, what: str) -> NoReturn:
    raise TrfError(_("{what}: team tournaments are not supported; this program pairs individual"
                     " Swiss tournaments").format(what=what), line_no=line.no, record=line.code)


def _first_reading(text: str) -> date | None:
    """The date of a 042/052 record as written (`2005/07/28`, `28. 07. 2005`, ...), or None."""
    readings = date_readings(text.replace(" ", "")) if text else []
    return readings[0] if readings else None


def _distance(day: date, start: date | None, end: date | None) -> int:
    """How far `day` lies outside the tournament's days (0 inside; 2000-01-01 if unknown)."""
    start = start or date(2000, 1, 1)
    end = max(end or start, start)
    return 0 if start <= day <= end else min(abs((day - start).days), abs((day - end).days))


def _other_birth_date(text: str, start_date: str) -> str:
    """A birth date as other programs write it, as YYYY/MM/DD or YYYY ("" when none):
    `1969.12.06`, `1993-12-20`, `1980/  /` (year only), `/  /` and `.  .` (none), `120242`
    (DDMMYY, the century that makes it a date before the tournament)."""
    if re.fullmatch(r"[\d]{4}[./-]\d{2}[./-]\d{2}", text):
        readings = date_readings(text)
        return f"{readings[0]:%Y/%m/%d}" if readings else text[:4]
    if re.fullmatch(r"\d{6}", text):
        start = _first_reading(start_date)
        before = start.year if start else date.today().year
        day, month, yy = int(text[:2]), int(text[2:4]), int(text[4:])
        year = yy + (before // 100 * 100 if yy <= before % 100 else before // 100 * 100 - 100)
        found = date_readings(f"{year:04d}/{month:02d}/{day:02d}")
        return f"{found[0]:%Y/%m/%d}" if found else ""
    year = re.search(r"(?<!\d)(\d{4})(?!\d)", text)
    return year[1] if year else ""


def _blocks(line: Line, quirks: Quirks) -> list[Block]:
    text = line.text.rstrip()
    blocks = []
    for round_no, start in enumerate(range(FIRST_ROUND_COLUMN - 1, len(text), BLOCK_WIDTH), 1):
        chunk = text[start:start + BLOCK_WIDTH].ljust(BLOCK_WIDTH)
        blocks.append(_block(line, round_no, chunk, quirks))
    while blocks and blocks[-1].is_blank:
        blocks.pop()
    return blocks


def _block(line: Line, round_no: int, chunk: str, quirks: Quirks) -> Block:
    first = FIRST_ROUND_COLUMN + BLOCK_WIDTH * (round_no - 1)
    field = f"round {round_no}"
    for offset in (4, 6, 8, 9):
        if chunk[offset] != " ":
            line.fail(_("unexpected '{text}' at column {column}: each round takes 10 columns from"
                        " column {first} (opponent in the first 4, colour in the 6th, result in"
                        " the 8th)").format(text=chunk[offset], column=first + offset,
                                            first=FIRST_ROUND_COLUMN), field, (first, first + 9))
    opponent_text = chunk[:4].strip()
    opponent = int_text(opponent_text)
    if opponent_text and opponent is None:
        line.fail(_("expected the opponent's starting rank (or 0000), got '{text}'").format(
            text=opponent_text),
                  f"{field} opponent", (first, first + 3))
    colour, result = chunk[5].lower(), chunk[7].upper()
    if colour not in "wb- ":
        line.fail(_("unknown colour '{colour}': expected w, b, - or blank").format(
            colour=chunk[5]), f"{field} colour", (first + 5, first + 5))
    if result not in GAME_CODES and result not in BYE_BY_CODE:
        line.fail(_("unknown result '{result}': expected 1 = 0 + - W D L (games) or H F U Z"
                    " (byes)").format(result=chunk[7]), f"{field} result", (first + 7, first + 7))
    if not opponent:
        if colour in "wb":
            line.fail(_("colour '{colour}' but no opponent: a player without opponent has colour"
                        " '-' or blank").format(colour=colour), field, (first, first + 7))
        if result == "+" and not quirks.strict:
            # Full-point bye or PAB: the whole round decides, and warns (_pab_among).
            return Block(round_no, None, colour, result)
        if result in _BYE_AS_RESULT:
            quirks.tolerate(line, "bye as a result", chunk[:8].rstrip(), _bye_as_result(result),
                            _("result '{result}' but no opponent: a round without opponent is"
                              " a bye, H F U or Z").format(result=result), field,
                            (first, first + 7))
            return Block(round_no, None, colour, {"=": "H", "-": "Z"}[result])
        if result in GAME_CODES:
            line.fail(_("result '{result}' but no opponent: a round without opponent is a bye,"
                        " H F U or Z").format(result=result), field, (first, first + 7))
        return Block(round_no, None, colour, result)
    if result in ("H", "F", "U", "Z"):
        line.fail(_("bye result '{result}' with opponent {opponent}: a bye has opponent 0000")
                  .format(result=result, opponent=opponent), field, (first, first + 7))
    if colour in "- " and result not in "+-":
        line.fail(_("opponent {opponent} but no colour: only a forfeit may have none").format(
            opponent=opponent), field, (first, first + 7))
    return Block(round_no, opponent, colour, result)

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


# What Windows' editors write as "Unicode" text: the byte-order mark says which; without one,
# the zero bytes of Latin letters do (every other byte).
_UTF16_BOMS = ((codecs.BOM_UTF16_LE, "utf-16-le", "UTF-16 LE"),
               (codecs.BOM_UTF16_BE, "utf-16-be", "UTF-16 BE"))


def _utf16(data: bytes) -> tuple[bytes, str, str] | None:
    """(the text's bytes, codec, name) of a UTF-16 file, or None."""
    for bom, codec, name in _UTF16_BOMS:
        if data.startswith(bom):
            return data[len(bom):], codec, name
    head = data[:200]
    if len(head) >= 8 and head.count(0) * 2 >= len(head) - 1:  # half zeros: no 8-bit text
        even_zeros = head[0::2].count(0) > head[1::2].count(0)
        return (data, "utf-16-be", "UTF-16 BE") if even_zeros else (data, "utf-16-le", "UTF-16 LE")
    return None


def _decode_utf16(data: bytes, strict: bool) -> tuple[str, list[TrfWarning]] | None:
    """The text of a UTF-16 file, with a warning (strict: refused naming the encoding), or
    None when `data` is no UTF-16 text."""
    found = _utf16(data)
    if found is None:
        return None
    body, codec, name = found
    try:
        text = body.decode(codec)
    except UnicodeDecodeError as error:
        raise TrfError(_("the file is {encoding} text (2 bytes a character), but its bytes"
                         " {start}-{end} are not: save it as UTF-8").format(
                             encoding=name, start=error.start, end=error.end),
                       field="text encoding") from error
    quirks = Quirks(strict)
    quirks.tolerate(None, "encoding", name, _("{encoding} text").format(encoding=name),
                    _("the file is {encoding} text, not UTF-8: save it as UTF-8").format(
                        encoding=name), "text encoding")
    return text, quirks.warnings


def decode_trf(data: bytes, *, strict: bool = False) -> tuple[str, list[TrfWarning]]:
    """The text of a TRF file: UTF-8; UTF-16 (with a warning; strict: refused naming it);
    else Windows-1252 (which has Latin-1's printable letters), with a warning (strict:
    TrfError at the first line that is not UTF-8)."""
    utf16 = _decode_utf16(data, strict)
    if utf16 is not None:
        return utf16
    try:
        return data.decode("utf-8"), []
    except UnicodeDecodeError as error:
        line_no = data.count(b"\n", 0, error.start) + 1
    quirks = Quirks(strict)
    quirks.tolerate(Line(line_no, ""), "encoding", _("text that is not UTF-8"),
                    _("Windows-1252 (Latin-1) text"),
                    _("the text is not UTF-8 (a Latin-1 or Windows-1252 file?)"), "text encoding")
    text = data.decode("cp1252", errors="replace") if _CP1252_HOLES.isdisjoint(data) \
        else data.decode("latin-1")
    return text, quirks.warnings


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


# The bytes Windows-1252 leaves undefined (Latin-1 reads them as control characters).
_CP1252_HOLES = frozenset(b"\x81\x8d\x8f\x90\x9d")
