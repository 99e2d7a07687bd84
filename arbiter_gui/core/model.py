"""The tournament model: players, rounds, games, byes and scoring.

Qt-free. Scores are never stored: they are derived from the results and the
scoring configuration (`Tournament.score`). Players have a stable internal
`id` that never changes; their `pairing_no` (the starting rank of C.04.2 B)
may be re-assigned while it is provisional (late entries, C.04.2 C.3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum, StrEnum

from arbiter_gui.core.editions import CURRENT_DUTCH_EDITION, DUTCH_EDITIONS
from arbiter_gui.core.errors import ArbiterError
from arbiter_gui.core.i18n import LANGUAGES, N_, _, local_time
from arbiter_gui.core.setting_spec import (
    FLAG,
    OPTIONAL_WHOLE,
    STRUCTURED,
    WHOLE,
    Choice,
    SettingSpec,
    declared_settings,
    setting,
    setting_made_by,
)


class ModelError(ArbiterError, ValueError):
    """An action that would make the tournament inconsistent; nothing was changed."""


class Colour(StrEnum):
    WHITE = "w"
    BLACK = "b"

    @property
    def opposite(self) -> Colour:
        return Colour.BLACK if self is Colour.WHITE else Colour.WHITE


class ResultCode(StrEnum):
    """A player's result in a game, as the TRF codes it (one code per player)."""

    WIN = "1"
    DRAW = "="
    LOSS = "0"
    FORFEIT_WIN = "+"
    FORFEIT_LOSS = "-"
    # Games of less than one move: the players met at the board, the game is not rated.
    UNPLAYED_WIN = "W"
    UNPLAYED_DRAW = "D"
    UNPLAYED_LOSS = "L"

    @property
    def is_forfeit(self) -> bool:
        return self in (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS)


class ByeKind(StrEnum):
    """A round without an opponent, as the TRF codes it."""

    PAB = "U"  # pairing-allocated bye (C.04.1 art. 3)
    HALF = "H"  # requested half-point bye
    FULL = "F"  # full-point bye
    ZERO = "Z"  # zero-point bye: absence, withdrawal, late entry's missed round


class GameResult(Enum):
    """The result of a game as the arbiter enters it: (white's code, black's code)."""

    WHITE_WINS = (ResultCode.WIN, ResultCode.LOSS)
    DRAW = (ResultCode.DRAW, ResultCode.DRAW)
    BLACK_WINS = (ResultCode.LOSS, ResultCode.WIN)
    WHITE_WINS_BY_FORFEIT = (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS)
    BLACK_WINS_BY_FORFEIT = (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN)
    DOUBLE_FORFEIT = (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS)
    WHITE_WINS_UNPLAYED = (ResultCode.UNPLAYED_WIN, ResultCode.UNPLAYED_LOSS)
    DRAW_UNPLAYED = (ResultCode.UNPLAYED_DRAW, ResultCode.UNPLAYED_DRAW)
    BLACK_WINS_UNPLAYED = (ResultCode.UNPLAYED_LOSS, ResultCode.UNPLAYED_WIN)
    # Played games the arbiter scores unevenly, as the Laws of Chess allow as a penalty (one
    # player loses, the other gets a draw's points; or both lose): in the TRF each player
    # keeps his own code, '=' for the half point and '0' for the loss.
    WHITE_HALF_BLACK_ZERO = (ResultCode.DRAW, ResultCode.LOSS)
    WHITE_ZERO_BLACK_HALF = (ResultCode.LOSS, ResultCode.DRAW)
    BOTH_LOSE = (ResultCode.LOSS, ResultCode.LOSS)

    @property
    def label(self) -> str:
        return _RESULT_LABELS[self]

    @classmethod
    def from_codes(cls, white: ResultCode, black: ResultCode) -> GameResult | None:
        """The result these two codes make, or None for an unusual combination."""
        return _RESULT_BY_CODES.get((white, black))


_RESULT_LABELS = {
    GameResult.WHITE_WINS: "1-0",
    GameResult.DRAW: "½-½",
    GameResult.BLACK_WINS: "0-1",
    GameResult.WHITE_WINS_BY_FORFEIT: "+/-",
    GameResult.BLACK_WINS_BY_FORFEIT: "-/+",
    GameResult.DOUBLE_FORFEIT: "-/-",
    GameResult.WHITE_WINS_UNPLAYED: "1-0 (unplayed)",
    GameResult.DRAW_UNPLAYED: "½-½ (unplayed)",
    GameResult.BLACK_WINS_UNPLAYED: "0-1 (unplayed)",
    GameResult.WHITE_HALF_BLACK_ZERO: "½-0",
    GameResult.WHITE_ZERO_BLACK_HALF: "0-½",
    GameResult.BOTH_LOSE: "0-0",
}
_RESULT_BY_CODES = {r.value: r for r in GameResult}

# How large the printouts' tables are: "normal" for the arbiter's desk, "large" and "wall" for
# the sheets pinned up at the venue, read from a step and from two metres (reports/columns.py).
PRINT_SIZES: tuple[str, ...] = ("normal", "large", "wall")
NORMAL_SIZE = PRINT_SIZES[0]
# C.04.2 B.2 [b]: titles in descending order of precedence for the initial order.
TITLES: tuple[str, ...] = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")
MAX_ROUNDS = 999  # the 3 columns of TRF 240/250/260: core/trf/ reads and writes this bound
MAX_RATING = 3500  # above any rating ever published; a larger number is a typing error


# What each of Scoring's points is given for, as the settings page labels it.
SCORING_LABELS = {
    "win": N_("Win"), "draw": N_("Draw"), "loss": N_("Loss"), "forfeit_win": N_("Forfeit win"),
    "forfeit_loss": N_("Forfeit loss"), "pab": N_("Pairing-allocated bye"),
    "half_bye": N_("Half-point bye"), "full_bye": N_("Full-point bye"),
    "zero_bye": N_("Zero-point bye"),
}


@dataclass
class Scoring:
    """Points for each kind of result (FIDE default 1 / ½ / 0)."""

    win: float = 1.0
    draw: float = 0.5
    loss: float = 0.0
    forfeit_win: float = 1.0
    forfeit_loss: float = 0.0
    pab: float = 1.0
    half_bye: float = 0.5
    full_bye: float = 1.0
    zero_bye: float = 0.0

    @classmethod
    def three_one_zero(cls) -> Scoring:
        return cls(win=3.0, draw=1.0, loss=0.0, forfeit_win=3.0, pab=3.0, half_bye=1.0,
                   full_bye=3.0)

    def for_result(self, code: ResultCode) -> float:
        return getattr(self, _RESULT_POINTS[code])  # type: ignore[no-any-return]

    def for_bye(self, kind: ByeKind) -> float:
        return getattr(self, _BYE_POINTS[kind])  # type: ignore[no-any-return]


# The field of Scoring that gives each result's and each bye's points (looked up for every
# game of every round a score is counted over).
_RESULT_POINTS = {
    ResultCode.WIN: "win", ResultCode.DRAW: "draw", ResultCode.LOSS: "loss",
    ResultCode.FORFEIT_WIN: "forfeit_win", ResultCode.FORFEIT_LOSS: "forfeit_loss",
    ResultCode.UNPLAYED_WIN: "win", ResultCode.UNPLAYED_DRAW: "draw",
    ResultCode.UNPLAYED_LOSS: "loss"}
_BYE_POINTS = {ByeKind.PAB: "pab", ByeKind.HALF: "half_bye", ByeKind.FULL: "full_bye",
               ByeKind.ZERO: "zero_bye"}


@dataclass
class Player:
    id: int
    surname: str
    given_name: str = ""
    sex: str = ""  # "m", "w" or ""
    title: str = ""
    fide_id: int | None = None
    federation: str = ""
    birth_date: str = ""  # "YYYY/MM/DD", "YYYY" or ""
    rating: int = 0  # FIDE rating, 0 = unrated
    national_rating: int = 0
    club: str = ""
    pairing_no: int = 0
    # First round the player is no longer paired in (C.04.2 D.3); None = still playing.
    withdrawn_from: int | None = None
    # The FIDE development coefficient K (B.02 8.3.3) as the rating list or the arbiter gives
    # it; None = from the rating and the age (core/rating.py).
    k_factor: int | None = None

    @property
    def name(self) -> str:
        return f"{self.surname}, {self.given_name}" if self.given_name else self.surname


@dataclass
class Game:
    white: int
    black: int
    board: int = 0
    white_result: ResultCode | None = None
    black_result: ResultCode | None = None
    # The game was adjourned (VCL.15): it has no result yet, and until it has one it counts
    # as a draw for pairing purposes only (C.04.2 D.1), not in the standings.
    adjourned: bool = False
    # The last round paired while the game was still adjourned, when its result came after
    # (0: none): rounds up to it were paired on the draw and stay so (C.04.2 D.1), so the
    # checker, the Why? dialog and the override checks of those rounds keep reading a draw.
    paired_as_draw_through: int = 0

    @property
    def has_result(self) -> bool:
        return self.white_result is not None and self.black_result is not None

    @property
    def is_adjourned(self) -> bool:
        """Adjourned and still without its result (C.04.2 D.1)."""
        return self.adjourned and not self.has_result

    @property
    def result(self) -> GameResult | None:
        white, black = self.white_result, self.black_result
        if white is None or black is None:
            return None
        return GameResult.from_codes(white, black)

    def set_result(self, result: GameResult | None) -> None:
        self.white_result, self.black_result = result.value if result else (None, None)
        if result is not None:
            self.adjourned = False  # its result is in: the adjournment is over

    @property
    def was_played(self) -> bool:
        """A game that took place over the board (forfeits did not: C.04.2 D.5/D.6)."""
        white, black = self.white_result, self.black_result
        return (white is not None and black is not None
                and not (white.is_forfeit or black.is_forfeit))

    def opponent_of(self, player_id: int) -> int:
        return self.black if player_id == self.white else self.white

    def colour_of(self, player_id: int) -> Colour:
        return Colour.WHITE if player_id == self.white else Colour.BLACK

    def code_of(self, player_id: int) -> ResultCode | None:
        return self.white_result if player_id == self.white else self.black_result

    # The one place where an adjourned game counts as a draw (C.04.2 D.1: "for pairing
    # purposes only"): the pairing's scores and colours, and the board order of the round
    # it pairs (D.9), read the games through these, for the round being paired: a game
    # adjourned when that round was paired is a draw for it, its result entered since or not.
    def is_draw_for_pairing(self, round_no: int) -> bool:
        """Counted as a draw by the pairing of round `round_no`."""
        return self.is_adjourned or round_no <= self.paired_as_draw_through

    def pairing_code_of(self, player_id: int, round_no: int) -> ResultCode | None:
        """The player's result as the pairing of round `round_no` counts it."""
        return ResultCode.DRAW if self.is_draw_for_pairing(round_no) else self.code_of(player_id)

    def played_for_pairing(self, round_no: int) -> bool:
        """Played over the board as the pairing of round `round_no` counts it (its colours
        count, C.04.2 D.5): an adjourned game was."""
        return self.was_played or self.is_draw_for_pairing(round_no)


@dataclass
class Round:
    number: int
    games: list[Game] = field(default_factory=list)
    byes: dict[int, ByeKind] = field(default_factory=dict)  # player id -> kind
    date: str = ""
    # A round of a tournament paired by a pairing server that the program paired
    # itself because the server could not be reached (the arbiter confirmed it).
    paired_locally: bool = False

    def game_of(self, player_id: int) -> Game | None:
        for game in self.games:
            if player_id in (game.white, game.black):
                return game
        return None

    @property
    def pab_player(self) -> int | None:
        return next((p for p, kind in self.byes.items() if kind is ByeKind.PAB), None)

    @property
    def is_complete(self) -> bool:
        return all(g.has_result for g in self.games)


@dataclass
class ProhibitedPairing:
    """TRF 260 / XXP: these players shall not meet in rounds first..last."""

    first_round: int
    last_round: int
    players: tuple[int, ...]  # player ids


@dataclass
class Acceleration:
    """TRF 250 / XXA: fictitious points added for pairing in rounds first..last."""

    points: float
    first_round: int
    last_round: int
    first_player: int  # pairing numbers, inclusive
    last_player: int


@dataclass(frozen=True)
class Override:
    """A manual change of the engine's pairing of a round, with why and by whom.

    `engine_pairing` and `new_pairing` are the round's pairs before and after, as
    "white-black" pairing numbers (the PAB as "n-PAB"), so the log shows both whatever
    happens to the players later."""

    round: int
    action: str  # e.g. "exchange opponents", "swap colours", "make pair", "give bye"
    players: tuple[int, ...]  # ids of the players whose pairing the override changed
    engine_pairing: str
    new_pairing: str
    justification: str
    arbiter: str
    time: str  # ISO 8601, UTC


@dataclass(frozen=True)
class ResultCorrection:
    """A result changed after a later round was paired (C.04.2 D.8): the rounds
    `round + 1 .. paired_through` were paired on the old result and are not re-paired."""

    round: int
    board: int
    old_result: str  # as printed: "1-0", "+/-", ...
    new_result: str
    paired_through: int  # the last round paired when the result was corrected
    reason: str
    arbiter: str
    time: str  # ISO 8601, UTC

    def text(self) -> str:
        """What changed, when (the venue's time, to the second), by whom and why (the checker
        says which rounds it affects)."""

        return (_("the result of round {round} board {board} was corrected ({old} to {new}) on"
                  " {time} by {arbiter}: {reason}") if self.arbiter else
                _("the result of round {round} board {board} was corrected ({old} to {new}) on"
                  " {time} by the arbiter: {reason}")).format(
                      round=self.round, board=self.board, old=self.old_result,
                      new=self.new_result, time=local_time(self.time, seconds=True),
                      arbiter=self.arbiter,
                      reason=" ".join(self.reason.split()))


@dataclass
class Category:
    """Players with their own standings and prizes (under 16, women, 1800-2000, ...): those who
    meet every condition given (None or empty: no condition)."""

    name: str
    sex: str = ""  # "m" or "w"
    # Whole years of age on the tournament's age reference date (both inclusive).
    min_age: int | None = None
    max_age: int | None = None
    min_rating: int | None = None  # FIDE rating, unrated = 0 (both inclusive)
    max_rating: int | None = None
    federations: tuple[str, ...] = ()
    players: tuple[int, ...] = ()  # player ids: an explicit list (e.g. the host club's team)


@dataclass(frozen=True)
class Prize:
    """The organiser's prize for a place in the overall standings (category "") or a category."""

    category: str
    place: int
    amount: float


class PrizeRule(StrEnum):
    """How players equal on points share the prizes, as the regulations say."""

    PLACE = "place"  # prizes by place after the tie-breaks
    SHARED = "shared"  # the prizes of their places pooled and shared equally
    HORT = "hort"  # Hort system: half by place after the tie-breaks, half pooled and shared


def _language_words() -> dict[str, str]:
    return {"": N_("the program's language"), **LANGUAGES}


_PRINT_SIZE_WORDS = {
    "normal": N_("normal (for the arbiter's table)"), "large": N_("large"),
    "wall": N_("wall (read from two metres)"),
}
_PRIZE_RULE_WORDS = {
    PrizeRule.PLACE: N_("prizes by place after the tie-breaks"),
    PrizeRule.SHARED: N_("shared money: prizes pooled and shared equally"),
    PrizeRule.HORT: N_("Hort system: half by place, half shared"),
}
# Why a setting is fixed once round 1 is paired (C.04.2 A.1, C.04.3 art. 5.1, C.04.5.1), or
# locked then in the FIDE mode (the 2026 procedure, C.02).
_BYES_LOCKED = N_("Round 1 is paired: in the FIDE mode the regulations' byes are locked once"
                  " play has started")


@dataclass
class TournamentSettings:
    """The tournament's settings, each declared once here (core/setting_spec.py): its field,
    label, word, page, locks, TRF note and store column follow from its declaration
    (docs/adding-a-setting.md). Their order is the settings page's."""

    name: str = setting("", N_("Tournament name"), N_("name"))
    city: str = setting("", N_("City"), N_("city"))
    federation: str = setting("", N_("Federation"), N_("federation"), max_length=3)
    start_date: str = setting("", N_("Start date"), N_("start date"))
    end_date: str = setting("", N_("End date"), N_("end date"))
    tournament_type: str = setting("", N_("Type"), N_("tournament type"))
    chief_arbiter: str = setting("", N_("Chief arbiter"), N_("chief arbiter"))
    time_control: str = setting("", N_("Time control"), N_("time control"))
    # The tournament's code on FIDE's rating server (digits; "" = none yet): the pairing server
    # registers the tournament under it, for the auditor.
    event_code: str = setting("", N_("FIDE tournament code"), N_("FIDE code of the tournament"),
                              max_length=10)
    deputy_arbiters: list[str] = setting_made_by(list, N_("Deputy arbiters"),
                                                 N_("deputy arbiters"), kind=STRUCTURED)
    rounds_planned: int = setting(
        0, N_("Rounds"), N_("rounds"), kind=WHOLE, bounds=(0, MAX_ROUNDS),
        bounds_text=N_("the number of rounds"),
        fide_mode_lock=N_("Round 1 is paired: the number of rounds was declared beforehand"
                          " (C.04.1 a); in the FIDE mode it is locked once play has started"))
    round_dates: dict[int, str] = setting_made_by(dict, N_("Round dates"), N_("round dates"),
                                                  kind=STRUCTURED)
    # The language the printouts speak, one of core.i18n.LANGUAGES; "": the program's (an
    # English-speaking arbiter at a French event prints in French).
    print_language: str = setting("", N_("Printouts in"), N_("language of the printouts"),
                                  kind=Choice(words=_language_words))
    # How large the printouts' tables are (reports/columns.py).
    print_size: str = setting(NORMAL_SIZE, N_("Print size"), N_("size of the printouts"),
                              kind=Choice(words=lambda: _PRINT_SIZE_WORDS))
    pairing_system: str = setting(
        "dutch", N_("Pairing system"), N_("pairing system"), page="pairing",
        fixed_once_paired=N_("Round 1 is paired: the pairing system is the one announced for"
                             " the whole tournament (C.04.2 A.1)"))
    # The FIDE mode (core/fide_mode.py): "" while the tournament is in it, the default; else
    # when the arbiter left it (ISO 8601, UTC), or for a tournament of a non-FIDE system never
    # in it "unknown" (written before the program had a FIDE mode) or "generated" (at random).
    # Leaving it cannot be undone (actions.LeaveFideMode).
    fide_mode_left: str = setting("", N_("Mode"), N_("FIDE mode left"), page="pairing",
                                  editable=False)
    # The edition of the Dutch rules the tournament is paired with (core/editions.py); only
    # the Dutch system has editions, any other system keeps the current one. May change after
    # round 1 (a tournament re-checked under the rules of its time): the window asks first.
    dutch_edition: str = setting(
        CURRENT_DUTCH_EDITION, N_("Edition of the Dutch rules"), N_("Dutch rules edition"),
        page="pairing", kind=Choice(words=lambda: {key: edition.label()
                                                   for key, edition in DUTCH_EDITIONS.items()}),
        fide_mode_lock=N_("Round 1 is paired: in the FIDE mode the edition of the rules is"
                          " locked once play has started"))
    initial_colour: Colour = setting(
        Colour.WHITE, N_("Initial colour"), N_("initial colour"), page="pairing",
        kind=Choice(enum=Colour),
        fixed_once_paired=N_("Round 1 is paired: the initial colour was drawn by lot before"
                             " round 1 was paired (C.04.3 art. 5.1)"))
    tiebreaks: list[str] = setting_made_by(
        list, N_("Tie-breaks"), N_("tie-breaks"), page="pairing", kind=STRUCTURED,
        fide_mode_lock=N_("Round 1 is paired: in the FIDE mode the tie-breaks announced before"
                          " play are locked once play has started"))
    # C.04.2 C.2: a late entrant scores no points for the rounds missed "unless the rules of the
    # tournament say otherwise" (e.g. HALF by regulation).
    late_entry_bye: ByeKind = setting(
        ByeKind.ZERO, N_("Late entrant's missed rounds"), N_("late entry bye"), page="pairing",
        kind=Choice(enum=ByeKind), fide_mode_lock=_BYES_LOCKED)
    # Regulation limits on requested half-point byes (None / empty: no limit).
    max_half_byes: int | None = setting(
        None, N_("Half-point byes per player"), N_("half-point byes"), page="pairing",
        kind=OPTIONAL_WHOLE, bounds=(0, MAX_ROUNDS), bounds_text=N_("the half-point byes allowed"),
        fide_mode_lock=_BYES_LOCKED)
    no_half_bye_rounds: frozenset[int] = setting(
        frozenset(), N_("Rounds without half-point byes"), N_("rounds without half-point byes"),
        page="pairing", kind=STRUCTURED, fide_mode_lock=_BYES_LOCKED)
    # C.07 art. 10: the rating the tournament regulations give unrated players in the
    # rating-based tie-breaks (ARO, TPR, ...); 0 = none, and those are then not used.
    tiebreak_unrated_rating: int = setting(
        0, N_("Rating of unrated players"), N_("the rating of unrated players"), kind=WHOLE,
        page=None, editable=False, bounds=(0, MAX_RATING),
        bounds_text=N_("the rating of unrated players"))
    scoring: Scoring = setting_made_by(
        Scoring, N_("Points"), N_("points"), page="points", kind=STRUCTURED,
        fixed_once_paired=N_("Round 1 is paired: the points for each result decided the score"
                             " groups of the rounds paired"))
    accelerations: list[Acceleration] = setting_made_by(
        list, N_("Accelerated first rounds"), N_("acceleration"), page="restrictions",
        kind=STRUCTURED,
        fixed_once_paired=N_("Round 1 is paired: the accelerated groups were made before round"
                             " 1 (C.04.5.1)"))
    prohibited_pairings: list[ProhibitedPairing] = setting_made_by(
        list, N_("Prohibited pairings"), N_("prohibited pairings"), page="restrictions",
        kind=STRUCTURED,
        fide_mode_lock=N_("Round 1 is paired: in the FIDE mode prohibited pairings are set"
                          " before round 1 only"))
    # Categories and prizes (core/prizes.py). Ages count on the reference date, "YYYY/MM/DD"
    # ("": 1 January of the year the tournament starts, as FIDE's youth events count them).
    categories: list[Category] = setting_made_by(list, N_("Categories"), N_("categories"),
                                                 page="prizes", kind=STRUCTURED)
    age_reference_date: str = setting("", N_("Ages on"), N_("age reference date"),
                                      page="prizes")
    prizes: list[Prize] = setting_made_by(list, N_("Prizes"), N_("prizes"), page="prizes",
                                          kind=STRUCTURED)
    # The prizes' currency as the prize list prints it: an ISO 4217 code ("EUR", printed as
    # the language writes it: "1 000,00 €") or any text ("руб."); "" none.
    currency: str = setting("", N_("Currency"), N_("currency"), page="prizes", max_length=12)
    prize_rule: PrizeRule = setting(PrizeRule.PLACE, N_("Equal places"), N_("equal places"),
                                    page="prizes",
                                    kind=Choice(enum=PrizeRule, words=lambda: _PRIZE_RULE_WORDS))
    # A player eligible for several prizes receives only the highest, unless the regulations
    # say otherwise.
    one_prize_per_player: bool = setting(True, N_("A player receives only his highest prize"),
                                         N_("one prize per player"), page="prizes", kind=FLAG)
    # The pairing server that pairs the tournament (docs/pairing-server.md): its URL,
    # the tournament's id there and its secret; "" = paired by this program. Kept in the
    # tournament file only, never written to a TRF, which is exported and sent to the server.
    pairing_server_url: str = setting("", N_("Server URL"), N_("pairing server"), page="server",
                                      in_trf=False)
    pairing_server_tournament: str = setting("", N_("Tournament id"),
                                             N_("pairing server's tournament id"),
                                             page="server", in_trf=False)
    pairing_server_secret: str = setting("", N_("Secret"), N_("pairing server's secret"),
                                         page="server", in_trf=False)


SETTINGS: tuple[SettingSpec, ...] = declared_settings(TournamentSettings)
# The settings page's groups (a setting's `page`), in the order shown, with their titles.
SETTINGS_PAGES = {
    "event": N_("Tournament"), "pairing": N_("Pairing"), "points": N_("Points"),
    "restrictions": N_("Acceleration and prohibited pairings"),
    "prizes": N_("Categories and prizes"), "server": N_("Paired by a pairing server"),
}


@dataclass
class Tournament(TournamentSettings):
    """A tournament: its settings and what happens in it."""

    players: list[Player] = field(default_factory=list)
    rounds: list[Round] = field(default_factory=list)
    # Absences and requested byes announced for rounds not paired yet: (player id, round) -> kind.
    requested_byes: dict[tuple[int, int], ByeKind] = field(default_factory=dict)
    # When each round starts, "HH:MM" (core/schedule.py); its date is in the setting round_dates.
    round_times: dict[int, str] = field(default_factory=dict)
    # TRF records this program does not interpret (299, team records, other programs'
    # extensions), kept verbatim so that saving writes them back.
    extra_records: list[str] = field(default_factory=list)
    # Manual changes of the engine's pairings, in the order they were made.
    overrides: list[Override] = field(default_factory=list)
    # Results changed after a later round was paired, in the order they were made.
    corrections: list[ResultCorrection] = field(default_factory=list)

    # -- lookup -------------------------------------------------------------

    def player(self, player_id: int) -> Player:
        for p in self.players:
            if p.id == player_id:
                return p
        raise ModelError(_("No player with id {id}").format(id=player_id))

    def by_pairing_no(self, pairing_no: int) -> Player | None:
        return next((p for p in self.players if p.pairing_no == pairing_no), None)

    def round(self, number: int) -> Round:
        if not 1 <= number <= len(self.rounds):
            raise ModelError(_("Round {round} has not been paired").format(round=number))
        return self.rounds[number - 1]

    @property
    def next_round_number(self) -> int:
        return len(self.rounds) + 1

    def next_player_id(self) -> int:
        return max((p.id for p in self.players), default=0) + 1

    # -- derived values ------------------------------------------------------

    @property
    def last_complete_round(self) -> int:
        """The last round that, with every round before it, has every result in (0 when round
        1 has not): the round the standings, prizes and categories are after by default. A
        round still waiting for results is not counted: its byes' points would move their
        players ahead of those whose games are not over."""
        complete = 0
        for rnd in self.rounds:
            if not rnd.is_complete:
                break
            complete = rnd.number
        return complete

    def points_in_round(self, player_id: int, rnd: Round, *,
                        pairing_round: int | None = None) -> float:
        """What the player scored in this round (0 while the game has no result); with
        `pairing_round`, as the pairing of that round counts it (`Game.pairing_code_of`: an
        adjourned game a draw)."""
        game = rnd.game_of(player_id)
        if game is not None:
            code = (game.code_of(player_id) if pairing_round is None
                    else game.pairing_code_of(player_id, pairing_round))
            return 0.0 if code is None else self.scoring.for_result(code)
        kind = rnd.byes.get(player_id)
        return self.scoring.for_bye(kind) if kind is not None else self.scoring.zero_bye

    def score(self, player_id: int, after_round: int | None = None, *,
              for_pairing: bool = False) -> float:
        """Points from rounds 1..after_round (all paired rounds by default): the standings'
        score, or with `for_pairing` the one the next round (after_round + 1) is paired on
        (`points_in_round`)."""
        last = len(self.rounds) if after_round is None else after_round
        pairing_round = last + 1 if for_pairing else None
        return sum(self.points_in_round(player_id, r, pairing_round=pairing_round)
                   for r in self.rounds[:last])

    def scores(self, after_round: int | None = None, *,
               for_pairing: bool = False) -> dict[int, float]:
        """Every player's `score`, computed at once: each round's games are read once (a
        table of 1,000 players asks for all of them)."""
        last = len(self.rounds) if after_round is None else after_round
        totals = {p.id: 0.0 for p in self.players}
        for rnd in self.rounds[:last]:
            in_game: set[int] = set()
            for game in rnd.games:
                for player_id in (game.white, game.black):
                    in_game.add(player_id)
                    code = (game.pairing_code_of(player_id, last + 1) if for_pairing
                            else game.code_of(player_id))
                    totals[player_id] = totals.get(player_id, 0.0) + (
                        0.0 if code is None else self.scoring.for_result(code))
            for player_id in totals.keys() - in_game:
                kind = rnd.byes.get(player_id)
                totals[player_id] += (self.scoring.for_bye(kind) if kind is not None
                                      else self.scoring.zero_bye)
        return totals

    def adjourned_games(self, after_round: int | None = None) -> dict[int, int]:
        """How many games of rounds 1..after_round each player has still adjourned (players
        with none left out): the standings do not count them yet (C.04.2 D.1)."""
        last = len(self.rounds) if after_round is None else after_round
        counts: dict[int, int] = {}
        for game in (g for rnd in self.rounds[:last] for g in rnd.games if g.is_adjourned):
            for player_id in (game.white, game.black):
                counts[player_id] = counts.get(player_id, 0) + 1
        return counts

    def is_withdrawn(self, player: Player, round_number: int) -> bool:
        return player.withdrawn_from is not None and round_number >= player.withdrawn_from

    def planned_absence(self, player: Player, round_number: int) -> ByeKind | None:
        """The bye a player not to be paired in `round_number` receives, or None if paired."""
        if self.is_withdrawn(player, round_number):
            return ByeKind.ZERO
        return self.requested_byes.get((player.id, round_number))

    def corrections_after_pairing(self, round_number: int) -> list[ResultCorrection]:
        """The corrections of earlier results made after this round was paired."""
        return [c for c in self.corrections if c.round < round_number <= c.paired_through]

    def overridden_players(self, round_number: int) -> set[int]:
        """Ids of the players whose pairing in this round an arbiter changed by hand."""
        return {pid for o in self.overrides if o.round == round_number for pid in o.players}

    def players_to_pair(self, round_number: int) -> list[Player]:
        """The players to be paired in this round, in pairing-number order (C.04.2 D.3/D.4)."""
        return sorted((p for p in self.players if self.planned_absence(p, round_number) is None),
                      key=lambda p: p.pairing_no)
