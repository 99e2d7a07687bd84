"""The rounds: storing a pairing (each player once, C.04.2 D.3/D.4) and unpairing it, the
board order (C.04.2 D.9), the results and their corrections (C.04.2 D.8), the standings."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime

from arbiter_gui.core.handling.common import at, check_round_in_schedule, player_name
from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import (
    ByeKind,
    Game,
    GameResult,
    ModelError,
    Player,
    ResultCode,
    ResultCorrection,
    Round,
    Tournament,
)
from arbiter_gui.core.texts import (
    a_bye,
    codes_text,
    player_label,
    result_label,
    round_name,
    withdrawn_from,
)

# -- results --------------------------------------------------------------------------------------

def _paired_round(t: Tournament, round_no: int) -> Round:
    if not 1 <= round_no <= len(t.rounds):
        raise ModelError(_("Round {round} has not been paired (rounds 1-{last} are paired)")
                         .format(round=round_no, last=len(t.rounds)) if t.rounds else
                         _("Round {round} has not been paired (no round is paired)").format(
                             round=round_no))
    return t.rounds[round_no - 1]


def _find_game(t: Tournament, rnd: Round, board_or_game: int | Game) -> Game:
    if isinstance(board_or_game, int):
        game = next((g for g in rnd.games if g.board == board_or_game), None)
        if game is None:
            raise ModelError(_("Round {round} has no board {board} (boards 1-{last})").format(
                round=rnd.number, board=board_or_game, last=len(rnd.games)) if rnd.games else
                _("Round {round} has no board {board} (no games)").format(
                    round=rnd.number, board=board_or_game))
        return game
    # Match by players, not identity: the caller may hold a copy of the game.
    pair = (board_or_game.white, board_or_game.black)
    game = next((g for g in rnd.games if (g.white, g.black) == pair), None)
    if game is not None:
        return game
    for player_id in pair:
        kind = rnd.byes.get(player_id)
        if kind is not None:
            raise ModelError(_("Round {round}: {player} has {bye}; a bye has no result to"
                               " enter").format(round=rnd.number, player=player_name(t, player_id),
                                                bye=a_bye(kind)))
    raise ModelError(_("Round {round}: {white} - {black} is not a game of this round").format(
        round=rnd.number, white=player_name(t, pair[0]), black=player_name(t, pair[1])))


def find_game(t: Tournament, round_no: int, board: int) -> Game:
    """The game on `board` of a paired round (ModelError if there is none)."""
    return _find_game(t, _paired_round(t, round_no), board)


def set_result(t: Tournament, round_no: int, board_or_game: int | Game,
               result: GameResult | None) -> None:
    """Enter (or with None clear) the result of a game, given by board number or by its players.

    Byes have no result. A result that later rounds were paired on is changed only by
    `correct_result`, which records why (C.04.2 D.8): never silently.
    """
    game = _find_game(t, _paired_round(t, round_no), board_or_game)
    _check_result(game, round_no, result)
    if is_late_correction(t, round_no, game.board, result):
        raise ModelError(_("Round {round}, board {board}: round {last} is paired on this"
                           " result; a correction needs its reason").format(
                               round=round_no, board=game.board, last=len(t.rounds)))
    if result is not None:
        _end_adjournment(t, round_no, game)
    _set_game_result(game, round_no, result)


def _end_adjournment(t: Tournament, round_no: int, game: Game) -> None:
    """The result of `game` is coming in: if it was adjourned when later rounds were paired,
    they were paired on its draw and stay so (C.04.2 D.1), which the game keeps."""
    if game.is_adjourned and rounds_paired_after(t, round_no):
        game.paired_as_draw_through = len(t.rounds)


# A game's two result codes, white's first (None: not entered).
Codes = tuple[ResultCode | None, ResultCode | None]


def board_position(t: Tournament, round_no: int, board: int) -> tuple[int, Codes]:
    """The position in its round of the game on `board`, and its result codes."""
    rnd = _paired_round(t, round_no)
    game = _find_game(t, rnd, board)
    return (next(i for i, g in enumerate(rnd.games) if g is game),
            (game.white_result, game.black_result))


def set_result_codes(t: Tournament, round_no: int, board: int, codes: Codes,
                     adjourned: bool = False) -> tuple[int, Codes]:
    """Set the two players' result codes of a board (an entry, or the undo of one: codes read
    from another program's file may make no `GameResult`), by the rule of `set_result`;
    `adjourned` with no codes: the undo of an adjourned game's result, which the later rounds
    did not rest on (C.04.2 D.1), puts the adjournment back. Returns the game's position in
    the round and its codes before."""
    rnd = _paired_round(t, round_no)
    game = _find_game(t, rnd, board)
    if (codes[0] is None) != (codes[1] is None) or not all(
            c is None or isinstance(c, ResultCode) for c in codes):
        raise ModelError(_("Round {round}, board {board}: {result} is not a result").format(
            round=round_no, board=board, result=repr(codes)))
    old = (game.white_result, game.black_result)
    # The later rounds rest on the adjournment, not on a result (C.04.2 D.1): its result
    # entered, or that entry undone, changes nothing they were paired on.
    result_of_adjourned = game.is_adjourned and None not in codes
    back_to_adjourned = adjourned and codes == (None, None)
    if old != codes and rounds_paired_after(t, round_no) and not (
            result_of_adjourned or back_to_adjourned):
        raise ModelError(_("Round {round}, board {board}: round {last} is paired on this"
                           " result; a correction needs its reason").format(
                               round=round_no, board=board, last=len(t.rounds)))
    if None not in codes:
        _end_adjournment(t, round_no, game)
        game.adjourned = False  # its result is in: the adjournment is over
    elif back_to_adjourned:
        game.adjourned, game.paired_as_draw_through = True, 0
    game.white_result, game.black_result = codes
    return next(i for i, g in enumerate(rnd.games) if g is game), old


def adjourn_game(t: Tournament, round_no: int, board: int, adjourned: bool = True) -> int:
    """Mark the game on `board` as adjourned, or no longer (VCL.15). An adjourned game has no
    result yet; the next round may be paired with it counted as a draw for pairing purposes
    only (C.04.2 D.1), and its result entered afterwards is no correction (the pairing did
    not rest on a result). A game with a result is not adjourned, and once the next round is
    paired on the adjournment it stays until the result is entered. Returns the game's
    position in its round."""
    rnd = _paired_round(t, round_no)
    game = _find_game(t, rnd, board)
    if game.has_result:
        raise ModelError(_("Round {round}, board {board}: the game has a result; clear it before"
                           " adjourning the game").format(round=round_no, board=board))
    if game.adjourned != adjourned and rounds_paired_after(t, round_no):
        raise ModelError(_("Round {round}, board {board}: round {last} is paired on this"
                           " game; enter its result instead").format(
                               round=round_no, board=board, last=len(t.rounds)))
    game.adjourned = adjourned
    return next(i for i, g in enumerate(rnd.games) if g is game)


def _check_result(game: Game, round_no: int, result: object) -> None:
    if result is not None and not isinstance(result, GameResult):
        raise ModelError(_("Round {round}, board {board}: {result} is not a result").format(
            round=round_no, board=game.board, result=repr(result)))


def _set_game_result(game: Game, round_no: int, result: GameResult | None) -> None:
    _check_result(game, round_no, result)
    game.set_result(result)


def rounds_paired_after(t: Tournament, round_no: int) -> list[int]:
    """The rounds paired after `round_no`: their pairings rest on its results (C.04.1 b)."""
    return list(range(round_no + 1, len(t.rounds) + 1))


def is_late_correction(t: Tournament, round_no: int, board: int,
                       result: GameResult | None) -> bool:
    """Whether setting this result changes a result that later rounds were paired on."""
    game = _find_game(t, _paired_round(t, round_no), board)
    changes = (game.white_result, game.black_result) != (result.value if result else (None, None))
    # The result of an adjourned game ends the adjournment the later rounds were paired on
    # (as a draw for pairing purposes only, C.04.2 D.1): it corrects nothing.
    first_of_adjourned = game.is_adjourned and result is not None
    return changes and not first_of_adjourned and bool(rounds_paired_after(t, round_no))


def correct_result(t: Tournament, round_no: int, board: int, result: GameResult | None,
                   reason: str, arbiter: str = "", time: str | None = None) -> ResultCorrection:
    """Change a result after a later round was paired (C.04.2 D.8), with the reason; the later
    rounds are not re-paired, and the correction is recorded so that the checker can say which
    pairings rest on the old result."""
    if not rounds_paired_after(t, round_no):
        raise ModelError(_("Round {round}, board {board}: no later round is paired; enter the"
                           " result as usual").format(round=round_no, board=board))
    if not reason.strip():
        raise ModelError(_("Round {round}, board {board}: a result changed after round {last}"
                           " was paired needs a reason").format(round=round_no, board=board,
                                                                 last=len(t.rounds)))
    game = _find_game(t, _paired_round(t, round_no), board)
    old = _recorded_result(game)
    _set_game_result(game, round_no, result)
    correction = ResultCorrection(
        round_no, game.board, old, _recorded_result(game),
        len(t.rounds), reason.strip(), arbiter,
        time or datetime.now(UTC).isoformat(timespec="seconds"))
    t.corrections.append(correction)
    return correction


def _recorded_result(game: Game) -> str:
    # The correction is data of the tournament's file, the same whatever the language spoken.
    result = game.result
    return (result.label if result else codes_text(game)) if game.has_result else "no result"


# -- storing pairings -----------------------------------------------------------------------------

def _absence_reason(t: Tournament, player: Player, round_no: int) -> str:
    if player.withdrawn_from is not None and t.is_withdrawn(player, round_no):
        return withdrawn_from(player.withdrawn_from)
    return _("has {bye} for round {round}").format(
        bye=a_bye(t.requested_byes[(player.id, round_no)]), round=round_no)


class _Placement:
    """Checks that each player appears at most once in a new pairing and may be paired."""

    def __init__(self, t: Tournament, round_no: int) -> None:
        self.t = t
        self.round_no = round_no
        self.where_seen: dict[int, str] = {}
        # Each player looked up once, not searched for in the list (a round of 200 players).
        self.players = {p.id: p for p in reversed(t.players)}  # the first of an id, as before

    def place(self, player_id: int, where: str) -> None:
        player = self.players.get(player_id)
        if player is None:
            raise ModelError(at(where, _("there is no player with id {id}").format(
                id=player_id)))
        if player_id in self.where_seen:
            raise ModelError(at(where, _("{player} already appears in {place}").format(
                player=player.name, place=self.where_seen[player_id])))
        # C.04.2 D.3/D.4: withdrawn and announced absent players are not paired.
        if self.t.planned_absence(player, self.round_no) is not None:
            raise ModelError(at(where, _("{player} is not to be paired in round {round}"
                                         " ({reason})").format(
                player=player.name, round=self.round_no,
                reason=_absence_reason(self.t, player, self.round_no))))
        self.where_seen[player_id] = where


def _check_new_games(t: Tournament, round_no: int, games: Sequence[Game],
                     placement: _Placement) -> None:
    for index, game in enumerate(games, start=1):
        where = _("Round {round}, board {board}").format(round=round_no,
                                                         board=game.board or index)
        if game.white_result is not None or game.black_result is not None:
            raise ModelError(at(where, _("a new pairing cannot carry a result")))
        placement.place(game.white, where)
        placement.place(game.black, where)
    boards = sorted(g.board for g in games)
    if any(boards) and boards != list(range(1, len(games) + 1)):
        raise ModelError(_("Round {round}: boards must be numbered 1 to {count} once each, or"
                           " all left 0 to be ordered by C.04.2 D.9 (got {boards})").format(
                               round=round_no, count=len(games), boards=boards))


def _check_new_byes(t: Tournament, round_no: int, byes: Mapping[int, ByeKind],
                    planned: Mapping[int, ByeKind], placement: _Placement) -> None:
    pabs = [p for p, kind in byes.items() if kind is ByeKind.PAB]
    if len(pabs) > 1:
        names = ", ".join(player_name(t, p) for p in pabs)
        raise ModelError(_("Round {round}: only one pairing-allocated bye a round (C.04.1 c),"
                           " given to {players}").format(round=round_no, players=names))
    for player_id, kind in byes.items():
        if kind is ByeKind.PAB:
            placement.place(player_id, _("Round {round}, pairing-allocated bye").format(
                round=round_no))
        elif planned.get(player_id) is not kind:
            # Other byes come from requests and withdrawals, made before the pairing.
            planned_kind = planned.get(player_id)
            raise ModelError((_(
                "Round {round}: the pairing gives {player} {bye}, but the player has {planned};"
                " request byes before pairing") if planned_kind else _(
                "Round {round}: the pairing gives {player} {bye}, but the player is to be paired;"
                " request byes before pairing")).format(
                    round=round_no, player=player_name(t, player_id), bye=a_bye(kind),
                    planned=a_bye(planned_kind) if planned_kind else ""))


def set_round_pairing(t: Tournament, round_no: int, games: Sequence[Game],
                      byes: Mapping[int, ByeKind] | None = None) -> Round:
    """Store the pairing of the next round, as made by a pairing engine or the arbiter.

    Each player to be paired appears exactly once, in a game or as the (single) pairing-allocated
    bye; withdrawn and absent players receive their planned zero-, half- or full-point byes
    automatically (`byes` may repeat them). If every board number is 0 the games are ordered by
    C.04.2 D.9, otherwise the boards must be numbered 1..n.
    """
    if round_no != t.next_round_number:
        raise ModelError(_("Round {round} cannot be stored: the next round to pair is round"
                           " {next}").format(round=round_no, next=t.next_round_number))
    check_round_in_schedule(t, round_no, round_name(round_no))
    planned = {p.id: kind for p in t.players
               if (kind := t.planned_absence(p, round_no)) is not None}
    placement = _Placement(t, round_no)
    byes = dict(byes or {})
    _check_new_games(t, round_no, games, placement)
    _check_new_byes(t, round_no, byes, planned, placement)
    missing = [p for p in t.players_to_pair(round_no) if p.id not in placement.where_seen]
    if missing:
        names = ", ".join(player_label(p) for p in missing)
        raise ModelError(_("Round {round}: not in the pairing although to be paired: {players}")
                         .format(round=round_no, players=names))
    pab = {p: kind for p, kind in byes.items() if kind is ByeKind.PAB}
    rnd = Round(round_no, games=[Game(g.white, g.black, g.board) for g in games],
                byes={**planned, **pab}, date=t.round_dates.get(round_no, ""))
    t.rounds.append(rnd)
    if not any(g.board for g in games):
        _sort_boards(t, rnd)
    return rnd


def unpair_last_round(t: Tournament) -> Round:
    """Remove the last paired round, as long as none of its results is entered and none of its
    games is adjourned (begun, C.04.2 D.1). Requested byes, late entries' byes and withdrawals
    stay recorded, so a new pairing gives them again; the round's overrides go with its
    pairing: they changed pairs that no longer exist (the log keeps them)."""
    if not t.rounds:
        raise ModelError(_("No round has been paired"))
    rnd = t.rounds[-1]
    entered = next((g for g in rnd.games
                    if g.white_result is not None or g.black_result is not None), None)
    if entered is not None:
        raise ModelError(_("Round {round}, board {board}: {white} - {black} already has a result"
                           " ({result}); clear the results of round {round} before unpairing it")
                         .format(round=rnd.number, board=entered.board,
                                 white=player_name(t, entered.white),
                                 black=player_name(t, entered.black),
                                 result=result_label(entered)))
    adjourned = next((g for g in rnd.games if g.is_adjourned), None)
    if adjourned is not None:
        raise ModelError(_("Round {round}, board {board}: {white} - {black} is adjourned; mark"
                           " it no longer adjourned before unpairing round {round}").format(
                               round=rnd.number, board=adjourned.board,
                               white=player_name(t, adjourned.white),
                               black=player_name(t, adjourned.black)))
    t.overrides = [o for o in t.overrides if o.round != rnd.number]
    return t.rounds.pop()


# -- board order (C.04.2 D.9) ---------------------------------------------------------------------

def _sort_boards(t: Tournament, rnd: Round) -> None:
    # The scores the round was paired on: an adjourned game counts as the draw it was for
    # the pairing (C.04.2 D.1), of which the board order is part.
    scores = t.scores(rnd.number - 1, for_pairing=True)  # every player's at once
    ranks = {p.id: (-scores[p.id], p.pairing_no) for p in t.players}

    def key(game: Game) -> tuple[float, float, int]:
        higher = min(ranks[game.white], ranks[game.black])
        score_sum = ranks[game.white][0] + ranks[game.black][0]
        return (higher[0], score_sum, higher[1])

    rnd.games.sort(key=key)
    for board, game in enumerate(rnd.games, start=1):
        game.board = board


def board_order(t: Tournament, round_no: int) -> list[Game]:
    """Sort the pairs of a round for publication and number the boards 1..n (C.04.2 D.9).

    With descending priority: the score of the higher player of the pair, the sum of both
    players' scores, then the rank in the initial order of the higher player (lower pairing
    number first). Scores are those the round was paired on: before it, an adjourned game a
    draw (C.04.2 D.1); of two players the higher is the one with the better score or, with
    equal scores, the lower pairing number. Refused once a result of the round is entered,
    because its boards have then been published.
    """
    rnd = _paired_round(t, round_no)
    entered = next((g for g in rnd.games
                    if g.white_result is not None or g.black_result is not None), None)
    if entered is not None:
        raise ModelError(_("Round {round}, board {board}: a result is entered; the boards of"
                           " this round are published and keep their numbers").format(
                               round=round_no, board=entered.board))
    _sort_boards(t, rnd)
    return rnd.games



def standings(t: Tournament) -> list[tuple[Player, float]]:
    """Players with their scores, best first; equal scores in pairing-number order until the
    tournament's tie-breaks (C.07) decide them."""
    scored = [(p, t.score(p.id)) for p in t.players]
    return sorted(scored, key=lambda row: (-row[1], row[0].pairing_no))
