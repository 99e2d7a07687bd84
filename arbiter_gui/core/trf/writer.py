"""Writing a `Tournament` as TRF-2026 records, with the notes for what they cannot say."""

from __future__ import annotations

import copy
import os
from collections.abc import Iterable, Sequence

from arbiter_gui.core.fide_mode import trf_comment
from arbiter_gui.core.files import write_atomically
from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import (
    MAX_ROUNDS,
    TITLES,
    ByeKind,
    Colour,
    Game,
    Player,
    Round,
    Scoring,
    Tournament,
)
from arbiter_gui.core.tiebreak import TieBreakError, parse_tiebreak, ranked_standings
from arbiter_gui.core.trf.fields import bye_record_rounds
from arbiter_gui.core.trf.notes import (
    notes_for,
    own_player_note,
    player_order_note,
    renumber_players,
)
from arbiter_gui.core.trf.reader import HANDLED_CODES, Reader
from arbiter_gui.core.trf.records import (
    BLOCK_WIDTH,
    CODE_BY_EDITION,
    CODE_BY_SYSTEM,
    DUTCH_CODE_WITHOUT_EDITION,
    FIRST_ROUND_COLUMN,
    MAX_RATING,
    NO_192_CODE,
    SYSTEM_BY_CODE,
    Line,
    TrfError,
    TrfFileError,
    checked_date,
    field_label,
    is_birth_date,
    points_text,
    running_scores,
)
from arbiter_gui.core.validate import combination_problem, tournament_problems


def _one_line(text: str) -> str:
    """`text` on one line of blanks-separated columns (a note gives back what differs)."""
    return text.replace("\r", " ").replace("\n", " ").replace("\t", " ")


def _check_writable(t: Tournament) -> None:
    """Refuse a tournament whose parts refer to players it does not hold (TRF cannot say it)."""
    ids = [p.id for p in t.players]
    if len(set(ids)) < len(ids):
        raise TrfError(_("two players have the same internal id; the tournament cannot be"
                         " saved"), field="players")
    if len(ids) > 9999:
        raise TrfError(_("{count} players: a TRF file holds at most 9999").format(
            count=len(ids)), field="players")
    known = set(ids)

    def check(players: Iterable[int], where: str) -> None:
        unknown = sorted(set(players) - known)
        if unknown:
            raise TrfError(_("{where} refers to player id {id}, who is not registered").format(
                where=field_label(where), id=unknown[0]), field=where)

    for rnd in t.rounds:
        seen: set[int] = set()
        for game in rnd.games:
            check((game.white, game.black), f"round {rnd.number}")
            if game.white == game.black or {game.white, game.black} & seen:
                raise TrfError(_("round {round}: the game {white}-{black} gives a player two"
                                 " games or pairs him with himself; correct the pairing before"
                                 " saving").format(round=rnd.number, white=game.white,
                                                   black=game.black),
                               field=f"round {rnd.number}")
            seen.update((game.white, game.black))
        check(rnd.byes, f"round {rnd.number} byes")
    check((p for p, _ in t.requested_byes), "requested byes")
    check((p for x in t.prohibited_pairings for p in x.players), "prohibited pairings")
    check((p for o in t.overrides for p in o.players), "overrides")


def _file_numbers(t: Tournament) -> dict[int, int]:
    """id -> starting rank in the file: the pairing numbers, or positions when those are not
    usable (duplicates, 0 before the initial order is made); notes restore them."""
    numbers = [p.pairing_no for p in t.players]
    if len(set(numbers)) == len(numbers) and all(1 <= n <= 9999 for n in numbers):
        return {p.id: p.pairing_no for p in t.players}
    return {p.id: position for position, p in enumerate(t.players, start=1)}


class _Writer:
    """The TRF-2026 records of a tournament whose ids are already the file's starting ranks."""

    def __init__(self, t: Tournament, checked: bool = False) -> None:
        self.t = t
        self.checked = checked

    def lines(self) -> list[str]:
        t = self.t
        lines = [f"{code} {_one_line(value)}" for code, value in (
            ("012", t.name), ("022", t.city), ("032", t.federation), ("042", t.start_date),
            ("052", t.end_date)) if value]
        if t.players:
            lines += [f"062 {len(t.players)}",
                      f"072 {sum(1 for p in t.players if p.rating > 0)}"]
        lines += [f"{code} {_one_line(value)}" for code, value in (
            ("092", t.tournament_type), ("102", t.chief_arbiter),
            *(("112", deputy) for deputy in t.deputy_arbiters), ("122", t.time_control))
            if value]
        lines += self._round_dates()
        if max(1, len(t.rounds)) <= t.rounds_planned <= 9999:
            lines.append(f"142 {t.rounds_planned}")
        lines.append(f"152 {'W' if t.initial_colour is Colour.WHITE else 'B'}")
        lines += self._scoring()
        code = self._system_code()
        if code:
            lines.append(f"192 {code}")
        tiebreaks = [tb for tb in t.tiebreaks if tb == _one_line(tb).strip() and "," not in tb
                     and tb]
        if tiebreaks:
            lines.append(f"202 {','.join(tiebreaks)}")
        lines += self._byes() + self._accelerations() + self._prohibited()
        lines += [r for r in t.extra_records if _one_line(r) == r and r.strip()
                  and not r.startswith("###") and r[:3] not in HANDLED_CODES]
        lines += self._players()
        return lines

    def _system_code(self) -> str | None:
        system = self.t.pairing_system
        if system == "dutch":
            return CODE_BY_EDITION.get(self.t.dutch_edition, DUTCH_CODE_WITHOUT_EDITION)
        if system in CODE_BY_SYSTEM:
            return CODE_BY_SYSTEM[system]
        # Another program's code read from a file goes back as it came; "leong" has none.
        if system in NO_192_CODE or system in SYSTEM_BY_CODE or system.split() != [system]:
            return None
        return system

    def _round_dates(self) -> list[str]:
        dates = dict(self.t.round_dates)
        for rnd in self.t.rounds:
            dates.setdefault(rnd.number, rnd.date)
        written = {r: d[2:] for r, d in dates.items()
                   if isinstance(r, int) and 1 <= r <= MAX_ROUNDS and checked_date(d, 4)}
        if not written:
            return []
        blocks = [written.get(r, "").ljust(BLOCK_WIDTH) for r in range(1, max(written) + 1)]
        return [("132".ljust(FIRST_ROUND_COLUMN - 1) + "".join(blocks)).rstrip()]

    def _scoring(self) -> list[str]:
        """TRF-2026 makes 162 mandatory only when a value differs from its default: only the
        codes that differ are written, and no record when none does (the
        reference engine refuses some codes; docs/trf-readers.md). P defaults to W."""
        s, default = self.t.scoring, Scoring()
        parts = []
        for code, value, standard in (("W", s.win, default.win), ("D", s.draw, default.draw),
                                      ("L", s.loss, default.loss),
                                      ("A", s.zero_bye, default.zero_bye), ("P", s.pab, s.win)):
            text = points_text(value)
            if text is not None and value != standard:
                parts.append(code + text.rjust(4))
        return ["162  " + "    ".join(parts)] if parts else []

    def _byes(self) -> list[str]:
        by_round: dict[tuple[str, int], list[int]] = {}
        for (player, round_no), kind in self.t.requested_byes.items():
            if kind is not ByeKind.PAB and len(self.t.rounds) < round_no <= MAX_ROUNDS:
                by_round.setdefault((kind.value, round_no), []).append(player)
        return [f"240 {kind} {round_no:>3}" + "".join(f" {p:>4}" for p in players)
                for (kind, round_no), players in sorted(by_round.items(),
                                                        key=lambda item: item[0][::-1])]

    def _accelerations(self) -> list[str]:
        lines = []
        for a in self.t.accelerations:
            points = points_text(a.points)
            if (points is not None and float(points) == a.points
                    and 1 <= a.first_round <= a.last_round <= MAX_ROUNDS
                    and 1 <= a.first_player <= a.last_player <= 9999):
                lines.append(f"250      {points:>4} {a.first_round:>3} {a.last_round:>3}"
                             f" {a.first_player:>4} {a.last_player:>4}")
        return lines

    def _prohibited(self) -> list[str]:
        return [f"260 {x.first_round:>3} {x.last_round:>3}" + "".join(f" {p:>4}"
                                                                       for p in x.players)
                for x in self.t.prohibited_pairings
                if 1 <= x.first_round <= x.last_round <= MAX_ROUNDS and len(x.players) >= 2]

    def _players(self) -> list[str]:
        t = self.t
        # The standings, which do not count an adjourned game.
        rank = _ranks(t, running_scores(t)[-1], self.checked)
        # An adjourned game is written as the draw the pairing counts it as (C.04.2 D.1), with
        # a draw's points: TRF-2026 scores an unknown result such as an adjourned game as a
        # draw (162, code X) but has no result code for it; a note keeps it adjourned.
        scores = running_scores(t, for_pairing=True)[-1]
        next_round = len(t.rounds) + 1
        rounds = [_round_blocks(rnd, next_round) for rnd in t.rounds]
        blank = " " * BLOCK_WIDTH
        fide_ids: set[int] = set()
        lines = []
        for p in t.players:
            blocks = "".join(r.get(p.id, blank) for r in rounds)
            lines.append((_player_head(p, fide_ids) + _points_text_or_blank(scores[p.id])
                          + f" {rank[p.id]:>4}  " + blocks).rstrip())
        return lines


def _ranks(t: Tournament, scores: dict[int, float], checked: bool) -> dict[int, int]:
    """id -> the rank a 001 record states (columns 86-89): the standings with the tournament's
    tie-breaks (C.07; players level on everything share a rank, as TRF-2026 allows), so that a
    tie-break checker finds them (`arbiter-report tiebreaks`); by points, then starting rank,
    when there are no tie-breaks or the tournament cannot be ranked by them (it breaks an
    invariant of the model: not `checked` again when the caller has)."""
    codes_known = all(_is_tiebreak(code) for code in t.tiebreaks)
    if t.tiebreaks and codes_known and (checked or not tournament_problems(t)):
        return {row.player.id: row.rank for row in ranked_standings(t)}
    ranking = sorted(t.players, key=lambda p: (-scores[p.id], p.id))
    return {p.id: position for position, p in enumerate(ranking, start=1)}


def _is_tiebreak(code: str) -> bool:
    try:
        parse_tiebreak(code)
    except TieBreakError:
        return False
    return True


def _points_text_or_blank(points: float) -> str:
    text = points_text(points)
    return "    " if text is None else text.rjust(4)


def _player_head(p: Player, fide_ids: set[int]) -> str:
    """Columns 1-80 of a 001 record; a value the columns cannot hold exactly is left blank."""
    name = f"{p.surname}, {p.given_name}" if p.given_name else p.surname
    fide_id = ""
    if p.fide_id is not None and 0 < p.fide_id < 10**11 and p.fide_id not in fide_ids:
        fide_ids.add(p.fide_id)
        fide_id = str(p.fide_id)
    return (f"001 {p.id:>4} {p.sex if p.sex in ('m', 'w') else ' '}"
            f"{p.title if p.title in TITLES else '':>3} {_one_line(name)[:33]:<33}"
            f" {p.rating if 0 < p.rating <= MAX_RATING else '':>4}"
            f" {_one_line(p.federation)[:3]:<3} {fide_id:>11}"
            f" {p.birth_date if is_birth_date(p.birth_date) else '':<10} ")


def _round_blocks(rnd: Round, next_round: int) -> dict[int, str]:
    """Player id -> his block of round `rnd` (10 columns); a player in none is blank. Each game
    is worded once for both its players, with the codes the pairing of `next_round` counts."""
    # README: one U a round; another PAB the model holds is left blank for a note to give.
    blocks = {p: f"0000 - {kind.value}  " for p, kind in rnd.byes.items()
              if kind is not ByeKind.PAB or p == rnd.pab_player}
    for game in rnd.games:  # a player with a game and a bye: his game
        white, black = _game_codes(game, next_round)
        blocks[game.white] = f"{game.black:>4} w {white}  "
        blocks[game.black] = f"{game.white:>4} b {black}  "
    return blocks


def _game_codes(game: Game, next_round: int) -> tuple[str, str]:
    """The result codes a game's two blocks hold (blank: none, or a note gives them): the next
    round's pairing codes, an adjourned game the draw it is for pairing (C.04.2 D.1,
    `Game.pairing_code_of`), with the points of the 001 record."""
    white, black = (code.value if code else " " for code in (
        game.pairing_code_of(game.white, next_round),
        game.pairing_code_of(game.black, next_round)))
    if combination_problem(white, black):
        return " ", " "  # a note gives the codes
    return white, black


def write_trf(t: Tournament, *, discard: bool = False, checked: bool = False) -> str:
    """The tournament as a TRF-2026 text (LF line ends); `parse_trf` reads it back equal.
    `discard`: the caller has no further use for `t`, which may then be renumbered in place
    instead of copied (a quarter of the writing of a tournament read from a file).
    `checked`: `t` keeps the model's invariants (core/validate.py): the caller validated it
    and changed it since only in ways that keep them, so it is not validated again (what the
    ranks by the tie-breaks need whatever the tournament, `_check_writable` refuses)."""
    _check_writable(t)
    numbers = _file_numbers(t)
    ranks = [numbers[p.id] for p in t.players]
    ids = {numbers[p.id]: p.id for p in t.players}
    # The FIDE mode left (C.02, 2026): said for people in plain words, and by the note.
    comments = _override_comments(t) + [_one_line(comment) for comment in trf_comment(t)]
    in_file = t
    if ranks != [p.id for p in t.players] or ranks != sorted(ranks):
        in_file = t if discard else copy.deepcopy(t)  # else a copy: the caller's stays as is
        renumber_players(in_file, numbers)
        # Player records by starting rank (TRF 001, columns 5-8); a note keeps the list's order.
        in_file.players.sort(key=lambda p: p.id)
    lines = _Writer(in_file, checked).lines()
    plain = Reader("\n".join(lines), apply_notes=False).read()
    notes = notes_for(in_file, plain, [ids[p.id] for p in in_file.players])
    if ranks != sorted(ranks):
        notes.append(player_order_note(ranks))
    if not notes:
        notes = _bye_name_notes(in_file, lines)
    return "\n".join(lines + comments + notes) + "\n"


def _bye_name_notes(t: Tournament, lines: list[str]) -> list[str]:
    """A player whose record reads as Swiss-Manager's record of the bye (an unrated player
    named "Bye" who had only a zero-point bye, in a round of a PAB) is kept by a note: the
    reader never takes a record of a file with notes for the bye's."""
    shaped_as_bye = {int(line[4:8]) for line in lines
                     if line.startswith("001") and bye_record_rounds(Line(0, line)) is not None}
    return [own_player_note(p) for p in t.players if p.id in shaped_as_bye][:1]


def _override_comments(t: Tournament) -> list[str]:
    """One plain `### override` comment per manual change of a pairing, for people and other
    programs (every reader skips `###` lines; this one reads the overrides from the JSON note)."""
    return [_one_line(f"### override round {o.round}: {o.action} by {o.arbiter} at {o.time};"
                      f" engine {o.engine_pairing}; new {o.new_pairing};"
                      f" justification: {o.justification}") for o in t.overrides]


def save_trf(t: Tournament, path: str | os.PathLike[str], comments: Sequence[str] = ()) -> None:
    """Write the tournament to `path` as TRF-2026 (UTF-8), ending with the plain `###`
    `comments` (e.g. the log's head); the old file stays whole until the new one is complete."""
    text = write_trf(t) + "".join(f"### {_one_line(comment)}\n" for comment in comments)
    try:
        write_atomically(path, text.encode("utf-8"))
    except OSError as error:
        raise TrfFileError(_("cannot write the file {path}: {error}").format(
            path=path, error=error.strerror or error)) from error
