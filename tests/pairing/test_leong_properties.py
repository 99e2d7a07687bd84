"""Invariants of every Leong pairing, over random tournaments paired by the engine.

The checks recompute the rules from the tournament itself (games, colours, byes), not
from the engine's own notions."""

from __future__ import annotations

import re

import networkx as nx
from hypothesis import HealthCheck, given, settings

from arbiter_gui.core.model import ByeKind, Colour, ResultCode, Tournament
from arbiter_gui.pairing.engine import pair_next_round
from arbiter_gui.pairing.generator import (
    GeneratorSettings,
    announce_absences,
    new_tournament,
    play_round,
)
from arbiter_gui.pairing.swiss import PairingError, PairingResult
from tests.swiss_strategies import generator_settings


def _play(s: GeneratorSettings) -> tuple[Tournament, dict[int, PairingResult], int | None]:
    """The tournament played round by round; the engine's results; the round it refused."""
    t, rng = new_tournament(s)
    results: dict[int, PairingResult] = {}
    for round_no in range(1, s.rounds + 1):
        announce_absences(t, round_no, s, rng)
        if len(t.players_to_pair(round_no)) < 2:
            break
        try:
            results[round_no] = pair_next_round(t, "leong")
        except PairingError:
            return t, results, round_no
        play_round(t, round_no, results[round_no], s, rng)
    return t, results, None


class _Past:
    """What the rounds before `round_no` say about each player."""

    def __init__(self, t: Tournament, round_no: int) -> None:
        self.t = t
        self.round_no = round_no
        self.final = round_no >= t.rounds_planned
        self.met: set[frozenset[int]] = set()
        self.colours: dict[int, list[Colour]] = {p.id: [] for p in t.players}
        self.no_bye: set[int] = set()  # had the Bye or won a point by default (8.2)
        for rnd in t.rounds[: round_no - 1]:
            for game in rnd.games:
                for pid in (game.white, game.black):
                    if game.was_played:
                        self.colours[pid].append(game.colour_of(pid))
                    if game.code_of(pid) is ResultCode.FORFEIT_WIN:
                        self.no_bye.add(pid)
                if game.was_played:
                    self.met.add(frozenset((game.white, game.black)))
            self.no_bye.update(p for p, kind in rnd.byes.items() if kind is ByeKind.PAB)

    def score(self, pid: int) -> float:
        return self.t.score(pid, after_round=self.round_no - 1)

    def permits(self, pid: int, colour: Colour) -> bool:
        """9.1 / 12.1: no third colour in a row, never three more of one colour."""
        colours = self.colours[pid] + [colour]
        difference = sum(1 if c is Colour.WHITE else -1 for c in colours)
        return abs(difference) <= 2 and not (len(colours) >= 3
                                              and colours[-1] is colours[-2] is colours[-3])

    def compatible(self, a: int, b: int) -> bool:
        if frozenset((a, b)) in self.met:
            return False
        return self.final or any(self.permits(a, c) and self.permits(b, c.opposite)
                                 for c in Colour)

    def legal_pairing_exists(self) -> bool:
        """Rules 2, 8.2 and 9.1 (13 in the last round) can all be met this round."""
        ids = [p.id for p in self.t.players_to_pair(self.round_no)]
        graph = nx.Graph()
        graph.add_nodes_from(ids)
        graph.add_edges_from((a, b) for k, a in enumerate(ids) for b in ids[k + 1:]
                             if self.compatible(a, b))
        if len(ids) % 2:
            graph.add_edges_from(("bye", p) for p in ids if p not in self.no_bye)
        size = len(graph)
        return 2 * len(nx.max_weight_matching(graph, maxcardinality=True)) == size


def _check_round(t: Tournament, round_no: int, result: PairingResult) -> None:
    past = _Past(t, round_no)
    rnd = t.round(round_no)
    number = {p.id: p.pairing_no for p in t.players}
    to_pair = {p.id for p in t.players_to_pair(round_no)}
    seen = [pid for g in rnd.games for pid in (g.white, g.black)]
    if rnd.pab_player is not None:
        seen.append(rnd.pab_player)
        # 8.2: the Bye once only, never after a point won by default.
        assert rnd.pab_player not in past.no_bye, f"round {round_no}: bye to {rnd.pab_player}"
    assert sorted(seen) == sorted(to_pair)
    opponent = {}
    for game in rnd.games:
        # Rule 2: two players meet only once.
        assert frozenset((game.white, game.black)) not in past.met, \
            f"round {round_no}: {number[game.white]}-{number[game.black]} met before"
        if not past.final:  # 13: the last round may break the colour rules
            assert past.permits(game.white, Colour.WHITE), f"round {round_no}: {game}"
            assert past.permits(game.black, Colour.BLACK), f"round {round_no}: {game}"
        opponent[game.white], opponent[game.black] = game.black, game.white
    _check_floaters(past, opponent, result, number)


def _check_floaters(past: _Past, opponent: dict[int, int], result: PairingResult,
                    number: dict[int, int]) -> None:
    """Rule 3 / 9.3 / 10: a player meets an opponent of another score only when his
    score-group could not pair him: the players who float out of one score-group (down
    above the median, up below it) cannot be paired with each other. Players of pairs
    cracked for a blocked median group (9.6) float without that reason."""
    by_number = {v: k for k, v in number.items()}
    cracked = {by_number[int(x)] for pair in re.findall(r"pair (\d+)-(\d+) cracked",
                                                        result.checklist) for x in pair}
    median = (past.round_no - 1) * past.t.scoring.win / 2
    floaters: dict[float, list[int]] = {}
    for pid, opp in opponent.items():
        mine, theirs = past.score(pid), past.score(opp)
        towards_median = theirs < mine if mine > median else theirs > mine
        if mine != median and towards_median and pid not in cracked:
            floaters.setdefault(mine, []).append(pid)
    for score, group in floaters.items():
        for k, a in enumerate(group):
            for b in group[k + 1:]:
                assert not past.compatible(a, b), (
                    f"round {past.round_no}: {number[a]} and {number[b]} both floated out "
                    f"of score-group {score} though they could meet\n{result.checklist}")


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(generator_settings("leong", (8, 60), (5, 11)))
def test_every_round_keeps_the_rules_of_the_leong_system(s: GeneratorSettings) -> None:
    t, results, refused = _play(s)
    for round_no, result in results.items():
        _check_round(t, round_no, result)
    if refused is not None:
        # The engine refuses a round only when no pairing meets rules 2, 8.2 and 9.1.
        assert not _Past(t, refused).legal_pairing_exists(), f"round {refused} refused"
