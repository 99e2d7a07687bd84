"""The arbiter's manual changes of a round's pairing (overrides), and the absolute criteria a
pairing breaks.

Each action checks everything first and only then changes the round, so when it refuses (raising
`ModelError` with what and where) nothing has changed; it returns the `Override` record it
appended to `t.overrides`, with the round's pairs before and after by pairing number.

Only the last paired round can be changed (the later rounds' pairings were made from it), and
only boards without a result and not adjourned: a game that has started is not re-paired. While
no result of the round is entered, its boards are put back in the order of C.04.2 D.9 after each
change; once one is, the published board numbers stay and a new pair takes the lowest free
board.

Breaking a pair (or taking the bye) leaves its players *unpaired*: on a list the arbiter must
then clear with "make pair" or "give bye" (`unpaired_players`, `check_round_complete`). The other
choice, refusing any change that leaves a present player unpaired, would make "break pair" and
"make pair" useless on their own: re-pairing four players would have to be one compound action,
and the arbiter could not do what he does on paper, cross out two pairs, then write two new ones.
The list keeps each step small and logged; the next round cannot be paired while it is not empty.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from datetime import UTC, datetime

from arbiter_gui.core.i18n import N_, Message, _, ngettext
from arbiter_gui.core.model import (
    ByeKind,
    Colour,
    Game,
    ModelError,
    Override,
    Player,
    Round,
    Tournament,
)
from arbiter_gui.core.texts import a_bye, player_label, result_label

EXCHANGE_OPPONENTS = "exchange opponents"
SWAP_COLOURS = "swap colours"
MAKE_PAIR = "make pair"
BREAK_PAIR = "break pair"
GIVE_BYE = "give bye"
TAKE_BYE = "take bye"
# The actions' names as the arbiter reads them (the codes above are what the file and the TRF
# keep, in English whatever the language).
_ACTION_NAMES = {EXCHANGE_OPPONENTS: N_("exchange opponents"), SWAP_COLOURS: N_("swap colours"),
                 MAKE_PAIR: N_("make pair"), BREAK_PAIR: N_("break pair"),
                 GIVE_BYE: N_("give bye"), TAKE_BYE: N_("take bye")}


def action_name(action: str) -> str:
    """An override's action in the language spoken ("inverser les couleurs"); an action this
    version does not know (a file of a later one) as it is written."""
    return _(_ACTION_NAMES[action]) if action in _ACTION_NAMES else action


# -- reading a round ------------------------------------------------------------------------------

def _label(p: Player) -> str:
    return player_label(p)


def unpaired_players(t: Tournament, round_no: int) -> list[Player]:
    """Players an override left without a game or a bye in the round, in pairing-number order.

    Only players an override touched are counted: a file imported from another program may
    leave a player without an entry in a round, and that is not the arbiter's open task."""
    rnd = t.round(round_no)
    changed = t.overridden_players(round_no)
    return sorted((p for p in t.players
                   if p.id in changed and rnd.game_of(p.id) is None and p.id not in rnd.byes
                   and t.planned_absence(p, round_no) is None),
                  key=lambda p: p.pairing_no)


def check_rounds_left(t: Tournament) -> None:
    """Refuse (ModelError) a round beyond the number the tournament declares (TRF 142/XXR), as
    the reference engines do: a complete tournament says so instead of "no legal pairing"."""
    if t.rounds_planned and len(t.rounds) >= t.rounds_planned:
        raise ModelError(ngettext("The tournament has {count} round and it is paired",
                                  "The tournament has {count} rounds and all are paired",
                                  t.rounds_planned).format(count=t.rounds_planned))


def check_round_complete(t: Tournament, round_no: int) -> None:
    """Refuse (ModelError) while an override has left players of the round unpaired, or while
    a game of the round has no result and is not adjourned: the next round is paired on the
    scores (C.04.1 b), and a missing result must not silently count as 0-0."""
    left = unpaired_players(t, round_no)
    if left:
        names = ", ".join(_label(p) for p in left)
        raise ModelError(_("Round {round}: {players} not paired; pair them (make pair) or give"
                           " the bye before going on").format(round=round_no, players=names))
    # An adjourned game counts as a draw for pairing purposes only (C.04.2 D.1): the next
    # round is paired without its result.
    missing = sorted(g.board for g in t.round(round_no).games
                     if not g.has_result and not g.is_adjourned)
    if missing:
        raise ModelError(ngettext(
            "Round {round}: no result on board {boards}; enter the results before pairing round"
            " {next}",
            "Round {round}: no result on boards {boards}; enter the results before pairing round"
            " {next}", len(missing)).format(round=round_no, boards=", ".join(map(str, missing)),
                                            next=round_no + 1))


def board_order_note(rnd: Round) -> str:
    """What a change does to the round's board numbers (as `_publish_order` does it)."""
    if any(g.white_result is not None or g.black_result is not None for g in rnd.games):
        return _("A result of the round is entered, so the boards are published: they keep"
                 " their numbers, and a new pair takes the lowest free board.")
    return _("No result of the round is entered yet, so the boards are then put back in the"
             " order of C.04.2 D.9: a pair may move to another board.")


def pairing_text(t: Tournament, round_no: int) -> str:
    """The round's pairs as "white-black" pairing numbers in board order, the PAB as "n-PAB",
    players left unpaired by an override as "n-unpaired"."""
    rnd = t.round(round_no)
    number = {p.id: p.pairing_no for p in t.players}
    parts = [f"{number[g.white]}-{number[g.black]}" for g in sorted(rnd.games,
                                                                      key=lambda g: g.board)]
    parts += [f"{number[p]}-PAB" for p, kind in rnd.byes.items() if kind is ByeKind.PAB]
    parts += [f"{p.pairing_no}-unpaired" for p in unpaired_players(t, round_no)]
    return " ".join(parts) or "(no pairs)"


# -- checks shared by the actions -----------------------------------------------------------------

def _last_round(t: Tournament, round_no: int) -> Round:
    if not t.rounds:
        raise ModelError(_("No round has been paired; there is no pairing to change"))
    if round_no != len(t.rounds):
        if 1 <= round_no < len(t.rounds):
            raise ModelError(_("Round {round}: only the last paired round ({last}) can be"
                               " changed, because the later rounds were paired from it; unpair"
                               " them first").format(round=round_no, last=len(t.rounds)))
        raise ModelError(_("Round {round} has not been paired (rounds 1-{last} are)").format(
            round=round_no, last=len(t.rounds)))
    return t.rounds[-1]


def _check_reasons(justification: str, arbiter: str) -> None:
    if not justification.strip():
        raise ModelError(_("A change of the pairing needs a written justification; it is"
                           " empty"))
    if not arbiter.strip():
        raise ModelError(_("A change of the pairing needs the arbiter's name; it is empty"))


def _present(t: Tournament, rnd: Round, player_id: int) -> Player:
    """The player, who must take part in the round (not absent, not withdrawn)."""
    player = next((p for p in t.players if p.id == player_id), None)
    if player is None:
        raise ModelError(_("Round {round}: there is no player with id {id}").format(
            round=rnd.number, id=player_id))
    kind = rnd.byes.get(player_id)
    if kind is not None and kind is not ByeKind.PAB:
        raise ModelError(_("Round {round}: {player} has {bye} and is not paired in this round")
                         .format(round=rnd.number, player=_label(player), bye=a_bye(kind)))
    if t.is_withdrawn(player, rnd.number):
        raise ModelError(_("Round {round}: {player} is withdrawn from round {withdrawn} and is"
                           " not paired").format(round=rnd.number, player=_label(player),
                                                 withdrawn=player.withdrawn_from))
    return player


def _without_result(t: Tournament, rnd: Round, game: Game) -> Game:
    if game.is_adjourned:  # no result yet, but the game has begun (C.04.2 D.1)
        raise ModelError(_("Round {round}, board {board}: {white} - {black} is adjourned; a"
                           " game that has begun is not paired again").format(
                               round=rnd.number, board=game.board,
                               white=_label(t.player(game.white)),
                               black=_label(t.player(game.black))))
    if game.white_result is not None or game.black_result is not None:
        raise ModelError(_("Round {round}, board {board}: {white} - {black} already has a"
                           " result ({result}); clear it before changing this pair").format(
                               round=rnd.number, board=game.board,
                               white=_label(t.player(game.white)),
                               black=_label(t.player(game.black)), result=result_label(game)))
    return game


def _board(t: Tournament, rnd: Round, board: int) -> Game:
    game = next((g for g in rnd.games if g.board == board), None)
    if game is None:
        boards = ", ".join(str(g.board) for g in sorted(rnd.games, key=lambda g: g.board))
        raise ModelError(_("Round {round} has no board {board} (boards: {boards})").format(
            round=rnd.number, board=board, boards=boards or _("none")))
    return _without_result(t, rnd, game)


def _unpaired(t: Tournament, rnd: Round, player_id: int) -> Player:
    """The player, present and neither in a game nor holding the bye."""
    player = _present(t, rnd, player_id)
    game = rnd.game_of(player_id)
    if game is not None:
        opponent = t.player(game.opponent_of(player_id))
        raise ModelError(_("Round {round}, board {board}: {player} plays {opponent}; break that"
                           " pair first, or exchange opponents").format(
                               round=rnd.number, board=game.board, player=_label(player),
                               opponent=_label(opponent)))
    if rnd.byes.get(player_id) is ByeKind.PAB:
        raise ModelError(_("Round {round}: {player} has the pairing-allocated bye; take it"
                           " first").format(round=rnd.number, player=_label(player)))
    return player


def _two(a: int, b: int, rnd: Round) -> None:
    if a == b:
        raise ModelError(_("Round {round}: choose two different players").format(
            round=rnd.number))


def _publish_order(t: Tournament, rnd: Round) -> None:
    """C.04.2 D.9 board order while no result is entered; after that the boards stay."""
    # The rules of handling are imported by the actions that use them: a TRF read (its
    # overrides' names) and arbiter-pairing's check of the rounds left need none of them.
    from arbiter_gui.core import handling

    if not any(g.white_result or g.black_result for g in rnd.games):
        handling.board_order(t, rnd.number)


def _free_board(rnd: Round) -> int:
    used = {g.board for g in rnd.games}
    return next(n for n in range(1, len(rnd.games) + 2) if n not in used)


def _record(t: Tournament, rnd: Round, action: str, players: list[int], before: str,
            justification: str, arbiter: str, time: str | None) -> Override:
    _publish_order(t, rnd)
    override = Override(
        round=rnd.number, action=action, players=tuple(dict.fromkeys(players)),
        engine_pairing=before, new_pairing=pairing_text(t, rnd.number),
        justification=justification.strip(), arbiter=arbiter.strip(),
        time=time or datetime.now(UTC).isoformat(timespec="seconds"))
    t.overrides.append(override)
    return override


# -- the actions ----------------------------------------------------------------------------------

def exchange_opponents(t: Tournament, round_no: int, player_a: int, player_b: int, *,
                       justification: str, arbiter: str, time: str | None = None) -> Override:
    """A and B exchange opponents: each keeps his board and colour, their opponents change
    places (and so take the other colour where A and B had different ones; swap colours after
    if needed). The pairing-allocated bye counts as an opponent: the one who had it takes the
    other's place at his board, with his colour, and the other gets the bye."""
    _check_reasons(justification, arbiter)
    rnd = _last_round(t, round_no)
    _two(player_a, player_b, rnd)
    players = [_present(t, rnd, pid) for pid in (player_a, player_b)]
    games = [rnd.game_of(pid) for pid in (player_a, player_b)]
    for player, game in zip(players, games, strict=True):
        if game is None and rnd.byes.get(player.id) is not ByeKind.PAB:
            raise ModelError(_("Round {round}: {player} has no opponent to exchange (not"
                               " paired); use make pair or give bye").format(
                                   round=round_no, player=_label(player)))
        if game is not None:
            _without_result(t, rnd, game)
    game_a, game_b = games
    if game_a is None and game_b is None:
        raise ModelError(_("Round {round}: both players have a bye; nothing to exchange")
                         .format(round=round_no))
    if game_a is not None and game_a is game_b:
        raise ModelError(_("Round {round}, board {board}: {player} and {other} play each other;"
                           " nothing to exchange (swap colours instead)").format(
                               round=round_no, board=game_a.board, player=_label(players[0]),
                               other=_label(players[1])))
    before = pairing_text(t, round_no)
    if game_a is not None and game_b is not None:
        opponent_a, opponent_b = game_a.opponent_of(player_a), game_b.opponent_of(player_b)
        _replace(game_a, opponent_a, opponent_b)
        _replace(game_b, opponent_b, opponent_a)
        changed = [player_a, player_b, opponent_a, opponent_b]
    elif game_a is not None:
        changed = _exchange_with_bye(rnd, game_a, player_a, player_b)
    elif game_b is not None:
        changed = _exchange_with_bye(rnd, game_b, player_b, player_a)
    return _record(t, rnd, EXCHANGE_OPPONENTS, changed, before, justification, arbiter, time)


def _replace(game: Game, old: int, new: int) -> None:
    if game.white == old:
        game.white = new
    else:
        game.black = new


def _exchange_with_bye(rnd: Round, game: Game, playing: int, bye_holder: int) -> list[int]:
    """`bye_holder` takes `playing`'s place at his `game`, `playing` takes the bye."""
    _replace(game, playing, bye_holder)
    del rnd.byes[bye_holder]
    rnd.byes[playing] = ByeKind.PAB
    return [playing, bye_holder, game.opponent_of(bye_holder)]


def swap_colours(t: Tournament, round_no: int, board: int, *, justification: str, arbiter: str,
                 time: str | None = None) -> Override:
    """White and black of the board change places."""
    _check_reasons(justification, arbiter)
    rnd = _last_round(t, round_no)
    game = _board(t, rnd, board)
    before = pairing_text(t, round_no)
    game.white, game.black = game.black, game.white
    return _record(t, rnd, SWAP_COLOURS, [game.white, game.black], before, justification,
                   arbiter, time)


def make_pair(t: Tournament, round_no: int, white: int, black: int, *, justification: str,
              arbiter: str, time: str | None = None) -> Override:
    """Pair two unpaired players (see `unpaired_players`), `white` with the white pieces."""
    _check_reasons(justification, arbiter)
    rnd = _last_round(t, round_no)
    _two(white, black, rnd)
    for player_id in (white, black):
        _unpaired(t, rnd, player_id)
    before = pairing_text(t, round_no)
    rnd.games.append(Game(white, black, _free_board(rnd)))
    return _record(t, rnd, MAKE_PAIR, [white, black], before, justification, arbiter, time)


def break_pair(t: Tournament, round_no: int, board: int, *, justification: str, arbiter: str,
               time: str | None = None) -> Override:
    """Remove the board's pair; both players go on the list the arbiter must pair."""
    _check_reasons(justification, arbiter)
    rnd = _last_round(t, round_no)
    game = _board(t, rnd, board)
    before = pairing_text(t, round_no)
    rnd.games.remove(game)
    return _record(t, rnd, BREAK_PAIR, [game.white, game.black], before, justification, arbiter,
                   time)


def give_bye(t: Tournament, round_no: int, player_id: int, *, justification: str, arbiter: str,
             time: str | None = None) -> Override:
    """Give the pairing-allocated bye to an unpaired player (one PAB a round, C.04.1 art. 3)."""
    _check_reasons(justification, arbiter)
    rnd = _last_round(t, round_no)
    player = _unpaired(t, rnd, player_id)
    holder = rnd.pab_player
    if holder is not None:
        raise ModelError(_("Round {round}: {holder} already has the pairing-allocated bye, and"
                           " a round has one (C.04.1 art. 3); take it first, or exchange"
                           " opponents between {player} and him").format(
                               round=round_no, holder=_label(t.player(holder)),
                               player=_label(player)))
    before = pairing_text(t, round_no)
    rnd.byes[player_id] = ByeKind.PAB
    return _record(t, rnd, GIVE_BYE, [player_id], before, justification, arbiter, time)


def bye_to_take(rnd: Round) -> int:
    """The id of the holder of the round's pairing-allocated bye; ModelError when it has none."""
    holder = rnd.pab_player
    if holder is None:
        raise ModelError(_("Round {round} has no pairing-allocated bye to take").format(
            round=rnd.number))
    return holder


def take_bye(t: Tournament, round_no: int, *, justification: str, arbiter: str,
             time: str | None = None) -> Override:
    """Take the pairing-allocated bye away; its holder goes on the list the arbiter must pair."""
    _check_reasons(justification, arbiter)
    rnd = _last_round(t, round_no)
    holder = bye_to_take(rnd)
    before = pairing_text(t, round_no)
    del rnd.byes[holder]
    return _record(t, rnd, TAKE_BYE, [holder], before, justification, arbiter, time)


# -- absolute criteria ----------------------------------------------------------------------------

def absolute_violations(t: Tournament, round_no: int) -> list[Message]:
    """Each absolute criterion the round's pairing breaks, naming the criterion and for whom
    (messages: an override's record keeps them for the reader's language).

    C.04.3 [C1] (C.04.1 art. 2) no two players meet twice: a forfeited game was not played and
    does not count, a game without result yet does; a prohibited pairing of the tournament's
    regulations (TRF 260) likewise. [C2] (C.04.1 art. 4) the PAB only to an eligible player.
    [C3] (C.04.1 art. 6 and 7) colour difference beyond ±2, or the same colour a third time in a
    row (played games only), for a player who is neither a topscorer nor a topscorer's opponent
    (topscorers exist in the final round only, C.04.3 art. 1.7; for them [C10]/[C11] are quality
    criteria)."""
    rnd = t.round(round_no)
    return ([v for g in rnd.games for v in _repeat_or_prohibited(t, round_no, g)]
            + [v for p in sorted(rnd.byes, key=lambda p: t.player(p).pairing_no)
               if rnd.byes[p] is ByeKind.PAB for v in _ineligible_bye(t, round_no, p)]
            + [v for g in rnd.games for v in _colour(t, round_no, g)])


def _repeat_or_prohibited(t: Tournament, round_no: int, game: Game) -> list[Message]:
    pair = {game.white, game.black}
    names = Message(N_("{first} and {second}"), first=_label(t.player(game.white)),
                    second=_label(t.player(game.black)))
    found = []
    for earlier in t.rounds[:round_no - 1]:
        met = next((g for g in earlier.games if {g.white, g.black} == pair), None)
        # A forfeit is not a game played (C.04.2 D.5): the players may still meet.
        if met is not None and (not met.has_result or met.was_played):
            found.append(Message(N_("[C1] repeat pairing: {players} already met in round"
                                    " {round} (C.04.1 art. 2)"), players=names,
                                 round=earlier.number))
    for rule in t.prohibited_pairings:
        if rule.first_round <= round_no <= rule.last_round and pair <= set(rule.players):
            found.append(Message(N_("[C1] prohibited pairing: {players} shall not meet in"
                                    " rounds {first}-{last} (tournament regulations, TRF 260)"),
                                 players=names, first=rule.first_round, last=rule.last_round))
    return found


def _ineligible_bye(t: Tournament, round_no: int, player_id: int) -> list[Message]:
    from arbiter_gui.core import handling

    reason = handling.pab_refusal(t, player_id, round_no)
    if reason is None:
        return []
    return [Message(N_("[C2] pairing-allocated bye to an ineligible player: {player} {reason}"
                       " (C.04.1 art. 4)"), player=_label(t.player(player_id)), reason=reason)]


def _is_topscorer(t: Tournament, player_id: int, round_no: int) -> bool:
    """C.04.3 art. 1.7.1: over 50% of the maximum possible score, pairing the final round (the
    pairing's score: an adjourned game is a draw, C.04.2 D.1)."""
    final = round_no >= t.rounds_planned
    return final and 2 * t.score(player_id, round_no - 1, for_pairing=True) > (
        (round_no - 1) * t.scoring.win)


def _colour(t: Tournament, round_no: int, game: Game) -> list[Message]:
    if any(_is_topscorer(t, p, round_no) for p in (game.white, game.black)):
        return []
    found = []
    for player_id in (game.white, game.black):
        # Played games only (C.04.2 D.5), an adjourned one among them (a draw, C.04.2 D.1).
        colours = [g.colour_of(player_id) for r in t.rounds[:round_no - 1]
                   if (g := r.game_of(player_id)) is not None
                   and g.played_for_pairing(round_no)]
        colours.append(game.colour_of(player_id))
        difference = sum(1 if c is Colour.WHITE else -1 for c in colours)
        name = _label(t.player(player_id))
        white = colours[-1] is Colour.WHITE
        # Only a colour that widens the difference breaks art. 6 (imported files may hold more).
        if abs(difference) > 2 and (difference > 0) == white:
            found.append(Message(N_("[C3] colour: {player} gets a colour difference of"
                                    " {difference} with white (C.04.1 art. 6)") if white else
                                 N_("[C3] colour: {player} gets a colour difference of"
                                    " {difference} with black (C.04.1 art. 6)"),
                                 player=name, difference=f"{difference:+d}"))
        if len(colours) >= 3 and colours[-3] is colours[-2] is colours[-1]:
            found.append(Message(N_("[C3] colour: {player} gets white three times in a row"
                                    " (C.04.1 art. 7)") if white else
                                 N_("[C3] colour: {player} gets black three times in a row"
                                    " (C.04.1 art. 7)"), player=name))
    return found


def violations_introduced(t: Tournament, round_no: int,
                          change: Callable[[Tournament], object]) -> list[Message]:
    """The absolute-criteria violations `change` would add to the round, tried on a copy (`t`
    is not changed); ModelError if the change itself is refused."""
    trial = copy.deepcopy(t)
    before = absolute_violations(trial, round_no)
    change(trial)
    return [v for v in absolute_violations(trial, round_no) if v not in before]


def log_text(override: Override, violations: Sequence[str] = ()) -> str:
    """The log entry's text of an override (time, round and arbiter are the entry's own)."""
    lines = [_("Round {round}: {action}").format(round=override.round,
                                                 action=action_name(override.action)),
             _("engine pairing: {pairing}").format(pairing=override.engine_pairing),
             _("new pairing: {pairing}").format(pairing=override.new_pairing),
             _("justification: {justification}").format(justification=override.justification)]
    lines += [_("confirmed despite {violation}").format(violation=v) for v in violations]
    return "\n".join(lines)
