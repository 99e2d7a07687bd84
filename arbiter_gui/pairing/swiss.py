"""Swiss notions shared by every pairing system: the pairing request built from
a tournament, colour preferences, floats, bye eligibility, topscorers.

Scores are integers in tenths of a point (TRF precision) so that every
comparison is exact.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from itertools import accumulate

from arbiter_gui.core.errors import ArbiterError
from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import ByeKind, Colour, Player, ResultCode, Round, Tournament
from arbiter_gui.core.texts import colour_name


class PairingError(ArbiterError):
    """No legal pairing exists, or the request cannot be paired; says why."""


class PairingLimitError(PairingError):
    """The round has more players than the engine pairs within its stated time and memory
    (README, Limits): refused before any pairing work, nothing was paired."""


class Float(Enum):
    DOWN = "D"
    UP = "U"


class PreferenceStrength(Enum):
    """C.04.3 art. 1.6.2: the strength of a colour preference."""

    NONE = 0  # 1.6.2.4: no game played yet
    MILD = 1
    STRONG = 2
    ABSOLUTE = 3


@dataclass(frozen=True)
class ColourPreference:
    colour: Colour | None
    strength: PreferenceStrength
    difference: int  # art. 1.6.1: games with white minus games with black
    # The colour of the last two played games when they were the same, else None.
    repeated: Colour | None

    @property
    def is_absolute(self) -> bool:
        return self.strength is PreferenceStrength.ABSOLUTE

    @property
    def absolute_imbalance(self) -> bool:
        """Colour difference beyond ±1 (the part of 'absolute' that C10 is about)."""
        return abs(self.difference) > 1

    def describe(self) -> str:
        """"strong white", "none": the preference as a checklist shows it."""
        if self.colour is None:
            return _("none")
        return preference_text(self.strength, self.colour)


def preference_text(strength: PreferenceStrength, colour: Colour) -> str:
    """A colour preference in words ("absolute black"), in the language spoken now."""
    white = colour is Colour.WHITE
    return {
        PreferenceStrength.NONE: colour_name(colour),
        PreferenceStrength.MILD: _("mild white") if white else _("mild black"),
        PreferenceStrength.STRONG: _("strong white") if white else _("strong black"),
        PreferenceStrength.ABSOLUTE: _("absolute white") if white else _("absolute black"),
    }[strength]


def yes_no(value: bool) -> str:
    """"yes" or "no" in a checklist's column, in the language spoken now."""
    return _("yes") if value else _("no")


def paired_with(opponent: int, colour: Colour) -> str:
    """"12 (white)": a checklist player's opponent and colour, in the language spoken now."""
    return (_("{opponent} (white)") if colour is Colour.WHITE else _("{opponent} (black)")).format(
        opponent=opponent)


def colour_preference(colours: list[Colour]) -> ColourPreference:
    """C.04.3 art. 1.6.2 from the colours of the played games, oldest first.

    Only played games count (C.04.2 D.5): the caller leaves out unplayed rounds.
    """
    if not colours:
        return ColourPreference(None, PreferenceStrength.NONE, 0, None)
    difference = sum(1 if c is Colour.WHITE else -1 for c in colours)
    last = colours[-1]
    repeated = last if len(colours) >= 2 and colours[-2] is last else None
    lower = Colour.BLACK if difference > 0 else Colour.WHITE
    if abs(difference) > 1:  # 1.6.2.1
        return ColourPreference(lower, PreferenceStrength.ABSOLUTE, difference, repeated)
    if repeated is not None:  # 1.6.2.1: same colour in the two latest played games
        return ColourPreference(repeated.opposite, PreferenceStrength.ABSOLUTE, difference,
                                repeated)
    if difference != 0:  # 1.6.2.2
        return ColourPreference(lower, PreferenceStrength.STRONG, difference, None)
    return ColourPreference(last.opposite, PreferenceStrength.MILD, 0, None)  # 1.6.2.3


@dataclass
class RoundRecord:
    """What one player did in one past round, as pairing needs it."""

    opponent: int | None  # player id, also for forfeits
    colour: Colour | None  # None when no game was played
    played: bool  # the game took place over the board
    points: int  # tenths
    bye: ByeKind | None


@dataclass
class PairingPlayer:
    id: int  # the id the pairing output uses (pairing number)
    # The pairing number counted over the players taking part in the tournament so far
    # (to be paired now, or paired in an earlier round): art. 1.2.2 and 5.2.5 use it.
    pairing_no: int
    rating: int
    score: int  # tenths, with the fictitious points of an accelerated round
    history: list[RoundRecord]
    forbidden: set[int] = field(default_factory=set)  # played opponents and prohibited pairs
    bye_eligible: bool = True
    preference: ColourPreference = field(
        default_factory=lambda: ColourPreference(None, PreferenceStrength.NONE, 0, None))
    floats: list[Float | None] = field(default_factory=list)  # one entry per past round
    # C.04.4.1 A.6: the average rating of the opponents met over the board (0: none yet).
    aro: int = 0

    @property
    def played_colours(self) -> list[Colour]:
        return [r.colour for r in self.history if r.played and r.colour is not None]

    @property
    def games_played(self) -> int:
        """Games played over the board so far (C.04.4.1 B.0.4)."""
        return sum(1 for r in self.history if r.played)

    @property
    def upfloats(self) -> int:
        """How many times the player has been upfloated (C.04.4.1 A.7): games played
        against a higher score (a forfeited game is no float, as in C.04.3 art. 1.4.2)."""
        return self.floats.count(Float.UP)

    @property
    def unplayed_rounds(self) -> int:
        """C.04.3 [C9]: rounds so far in which the player did not play a game."""
        return sum(1 for r in self.history if not r.played)

    def float_before(self, rounds_back: int) -> Float | None:
        """The float the player received `rounds_back` rounds ago (1 = previous round)."""
        return self.floats[-rounds_back] if len(self.floats) >= rounds_back else None


@dataclass
class PairingRequest:
    """Everything a pairing system needs to pair round `round_no`."""

    round_no: int
    total_rounds: int
    initial_colour: Colour
    points_win: int  # tenths
    points_loss: int
    players: list[PairingPlayer]  # the players to pair, any order
    # Whether the engine writes its explanation (PairingResult.checklist): the command line
    # without -l and the check of a whole tournament read none (issue 30: 2% of a round).
    explained: bool = True

    @property
    def rounds_played(self) -> int:
        return self.round_no - 1

    @property
    def is_final_round(self) -> bool:
        return self.round_no >= self.total_rounds

    def is_topscorer(self, player: PairingPlayer) -> bool:
        """C.04.3 art. 1.7.1: over 50% of the maximum possible score, in the final round."""
        return self.is_final_round and 2 * player.score > self.rounds_played * self.points_win


@dataclass
class PairingResult:
    pairs: list[tuple[int, int]]  # (white id, black id)
    bye: int | None  # the pairing-allocated bye
    checklist: str = ""  # the engine's explanation; "" when the request asked for none


@dataclass(frozen=True)
class UnplayedRounds:
    """How a round a player did not play counts for floats and for the PAB: the Dutch
    editions differ here (docs/dutch-editions.md), the other systems follow the current
    texts (the defaults)."""

    # C.04.3 (2017) A.4.b: a player who does not play in a round, for whatever reason,
    # receives a downfloat; C.04.3 (2025) art. 1.4.3: only one who scores more than a loss.
    any_unplayed_round_floats: bool = False
    # C.04.1.d (2017): a PAB or a forfeit win bars the PAB; C.04.1 art. 4 (2025): a PAB, or
    # a win's points scored in one single round without playing (a full-point bye too).
    pab_barred_by_forfeit_win_only: bool = False


CURRENT_UNPLAYED_ROUNDS = UnplayedRounds()


def tenths(points: float) -> int:
    return round(points * 10)


def build_request(t: Tournament, round_no: int,
                  unplayed: UnplayedRounds = CURRENT_UNPLAYED_ROUNDS) -> PairingRequest:
    """The pairing request of round `round_no` from the tournament's rounds before it;
    `unplayed` says how unplayed rounds count (the rules of an earlier Dutch edition)."""
    past = t.rounds[: round_no - 1]
    win = tenths(t.scoring.win)
    loss = tenths(t.scoring.loss)
    records: dict[int, list[RoundRecord]] = {p.id: [] for p in t.players}
    # A result's points in tenths, as Tournament.points_in_round counts them (none yet: 0).
    game_points: dict[ResultCode | None, int] = {
        None: 0, **{code: tenths(t.scoring.for_result(code)) for code in ResultCode}}
    for rnd in past:
        of_round = _round_records(t, rnd, game_points)
        for player_id, history in records.items():
            history.append(of_round[player_id])
    # Each player's score before each past round (the floats compare them).
    scores_before = {player_id: list(accumulate((r.points for r in history), initial=0))[:-1]
                     for player_id, history in records.items()}
    ids = {p.id: p.pairing_no for p in t.players}
    rating = {p.id: p.rating for p in t.players}
    acceleration = _accelerations(t)
    to_pair = t.players_to_pair(round_no)
    effective_no = _effective_pairing_numbers(t, past, to_pair)
    # The output names players by pairing number; a TRF's players have them as ids.
    renamed = any(player_id != number for player_id, number in ids.items())
    players = []
    for p in to_pair:
        history = records[p.id]
        player = PairingPlayer(
            id=p.pairing_no,
            pairing_no=effective_no[p.id],
            rating=p.rating,
            score=sum(r.points for r in history) + acceleration(p.pairing_no, round_no),
            history=[_with_output_ids(r, ids) for r in history] if renamed else list(history),
        )
        player.forbidden = {ids[r.opponent] for r in history if r.played and r.opponent}
        player.bye_eligible = _bye_eligible(history, win, unplayed)
        player.aro = average_rating_of_opponents(history, rating)
        player.preference = colour_preference(player.played_colours)
        player.floats = [
            _float(record, scores_before[p.id][k] + acceleration(p.pairing_no, k + 1),
                   None if record.opponent is None else
                   scores_before[record.opponent][k]
                   + acceleration(ids[record.opponent], k + 1), loss, unplayed)
            for k, record in enumerate(history)
        ]
        players.append(player)
    _add_prohibited_pairings(t, round_no, players, ids)
    return PairingRequest(round_no=round_no, total_rounds=max(t.rounds_planned, round_no),
                          initial_colour=t.initial_colour, points_win=win, points_loss=loss,
                          players=players)


def average_rating_of_opponents(history: list[RoundRecord], rating: dict[int, int]) -> int:
    """C.04.4.1 A.6: the ratings of the opponents met over the board, averaged and rounded
    to the nearest integer (the higher one on .5); 0 before the first game.
    `history` names opponents by the keys of `rating`."""
    met = [rating[r.opponent] for r in history if r.played and r.opponent is not None]
    if not met:
        return 0
    return (2 * sum(met) + len(met)) // (2 * len(met))


def _effective_pairing_numbers(t: Tournament, past: list[Round],
                               to_pair: list[Player]) -> dict[int, int]:
    """Pairing numbers renumbered over the players who take part: a registered player who
    has never been paired and is not paired now (a late entrant not yet arrived) does not
    shift the numbers of the others (C.04.2 C.2: paired only when he actually arrives)."""
    taking_part = {p.id for p in to_pair}
    for rnd in past:
        taking_part.update(g.white for g in rnd.games)
        taking_part.update(g.black for g in rnd.games)
        if rnd.pab_player is not None:
            taking_part.add(rnd.pab_player)
    ordered = sorted((p for p in t.players if p.id in taking_part), key=lambda p: p.pairing_no)
    return {p.id: k for k, p in enumerate(ordered, start=1)}


def _round_records(t: Tournament, rnd: Round, game_points: dict[ResultCode | None, int]
                   ) -> dict[int, RoundRecord]:
    """What each player of `t` did in `rnd` (points as `Tournament.points_in_round` counts
    them for the pairing), the round's games read once: a round of 200 players has 100 games
    to find each player in.  An adjourned game is a draw for pairing purposes only (C.04.2
    D.1), as the round to be paired counts it: `Game.played_for_pairing` and
    `pairing_code_of` say so."""
    records: dict[int, RoundRecord] = {}
    pairing_round = len(t.rounds) + 1
    for game in rnd.games:
        played = game.played_for_pairing(pairing_round)
        for player_id in (game.white, game.black):
            if player_id in records:  # the first game of a player, as Round.game_of finds it
                continue
            points = game_points[game.pairing_code_of(player_id, pairing_round)]
            records[player_id] = RoundRecord(game.opponent_of(player_id),
                                             game.colour_of(player_id) if played else None,
                                             played, points, None)
    for p in t.players:
        if p.id not in records:
            kind = rnd.byes.get(p.id)
            points = tenths(t.scoring.zero_bye if kind is None else t.scoring.for_bye(kind))
            records[p.id] = RoundRecord(None, None, False, points, kind or ByeKind.ZERO)
    return records


def _with_output_ids(record: RoundRecord, ids: dict[int, int]) -> RoundRecord:
    if record.opponent is None:
        return record
    return RoundRecord(ids[record.opponent], record.colour, record.played, record.points,
                       record.bye)


def _bye_eligible(history: list[RoundRecord], win: int, unplayed: UnplayedRounds) -> bool:
    """C.04.1 art. 4 / C.04.3 [C2]: no second PAB, nor a PAB after scoring a win's points
    in one single round without playing (C.04.1.d of 2017: after a forfeit win)."""
    if unplayed.pab_barred_by_forfeit_win_only:
        return not any(r.bye is ByeKind.PAB or (not r.played and r.opponent is not None
                                                and r.points >= win) for r in history)
    return not any(r.bye is ByeKind.PAB or (not r.played and r.points >= win) for r in history)


def _float(record: RoundRecord, own_score: int, opponent_score: int | None,
           loss: int, unplayed: UnplayedRounds) -> Float | None:
    """C.04.3 art. 1.4: the float a player received in one past round."""
    if not record.played and unplayed.any_unplayed_round_floats:
        return Float.DOWN  # C.04.3 (2017) A.4.b: not playing, for whatever reason
    if not record.played:
        # 1.4.3: scoring more than a loss without playing is a downfloat; a forfeit loss,
        # a zero-point bye or an absence is no float (1.4.2 needs a game played).
        return Float.DOWN if record.points > loss else None
    # 1.4.2: the higher scored player of the pair floats down, the other up.
    assert opponent_score is not None, "a game played has an opponent"
    if own_score > opponent_score:
        return Float.DOWN
    if own_score < opponent_score:
        return Float.UP
    return None


def _accelerations(t: Tournament) -> Callable[[int, int], int]:
    """TRF 250 / XXA: fictitious points of a pairing number in a round (tenths)."""
    if not t.accelerations:
        return lambda pairing_no, round_no: 0

    def acceleration(pairing_no: int, round_no: int) -> int:
        return sum(tenths(a.points) for a in t.accelerations
                   if a.first_round <= round_no <= a.last_round
                   and a.first_player <= pairing_no <= a.last_player)

    return acceleration


def _add_prohibited_pairings(t: Tournament, round_no: int, players: list[PairingPlayer],
                             ids: dict[int, int]) -> None:
    """TRF 260 / XXP: players of one group shall not meet in the given rounds."""
    by_id = {p.id: p for p in players}
    for rule in t.prohibited_pairings:
        if not rule.first_round <= round_no <= rule.last_round:
            continue
        group = [ids[pid] for pid in rule.players if pid in ids]
        for a in group:
            if a in by_id:
                by_id[a].forbidden.update(b for b in group if b != a)
