"""Issue 30: the Dutch engine pairs a generated 1,000-player tournament exactly as it did
before its work at the size of the largest fields was cut down.

The tournament is the generator's (arbiter_gui.pairing.generator, seed 1, nine rounds), every
round paired by the Dutch engine itself (C.04.3, 2025 edition). Its pairings, as the engine of
main made them before issue 30's changes to dutch.py and matching.py, are stored round by
round (tests/data/large/dutch-1000-generated-seed1.json: white and black pairing numbers, and
the pairing-allocated bye). The test plays the stored rounds again with the generator's own
random results and absences (the same random source, drawn in the same order), so the
tournament before any round is rebuilt without pairing the rounds before it, and pairs the
rounds checked with the engine. CI checks round 1 and the last round (round 9: the
scoregroups spread, colour preferences absolute); round 2, half the field in one scoregroup,
is the slowest, and every round is checked with DUTCH_1000_ROUNDS=all.

    .venv/bin/python -m tests.pairing.test_dutch_generated_1000   # stores the pairings anew
"""

from __future__ import annotations

import json
import os
import random

import pytest

from arbiter_gui.core.model import Tournament
from arbiter_gui.pairing.engine import pair_next_round
from arbiter_gui.pairing.generator import (
    GeneratorSettings,
    announce_absences,
    new_tournament,
    play_round,
)
from arbiter_gui.pairing.swiss import PairingResult
from tests.paths import DATA

STORED = DATA / "large" / "dutch-1000-generated-seed1.json"
SETTINGS = GeneratorSettings(players=1000, rounds=9, seed=1)
CHECKED = list(range(1, SETTINGS.rounds + 1)) if os.environ.get("DUTCH_1000_ROUNDS") == "all" \
    else [1, SETTINGS.rounds]


def _stored() -> list[PairingResult]:
    rounds = json.loads(STORED.read_text())["rounds"]
    return [PairingResult(pairs=[(w, b) for w, b in r["pairs"]], bye=r["bye"]) for r in rounds]


def _before_round(round_no: int, played: list[PairingResult]) -> tuple[Tournament, random.Random]:
    """The tournament as it stood when `round_no` was to be paired (its absences announced),
    the earlier rounds played as stored."""
    t, rng = new_tournament(SETTINGS)
    for earlier in range(1, round_no):
        announce_absences(t, earlier, SETTINGS, rng)
        play_round(t, earlier, played[earlier - 1], SETTINGS, rng)
    announce_absences(t, round_no, SETTINGS, rng)
    return t, rng


@pytest.mark.slow
@pytest.mark.parametrize("round_no", CHECKED)
def test_a_generated_1000_player_round_is_paired_as_before(round_no: int):
    played = _stored()
    t, _ = _before_round(round_no, played)
    got = pair_next_round(t, "dutch")
    want = played[round_no - 1]
    assert (got.bye, sorted(got.pairs)) == (want.bye, sorted(want.pairs))


def _store() -> None:
    """Pair every round with the engine as it is, and store the pairings."""
    t, rng = new_tournament(SETTINGS)
    rounds = []
    for round_no in range(1, SETTINGS.rounds + 1):
        announce_absences(t, round_no, SETTINGS, rng)
        result = pair_next_round(t, "dutch")
        rounds.append({"round": round_no, "bye": result.bye,
                       "pairs": [list(pair) for pair in result.pairs]})
        play_round(t, round_no, result, SETTINGS, rng)
    lines = [json.dumps(r, separators=(",", ":")) for r in rounds]
    STORED.write_text('{"rounds": [\n' + ",\n".join(lines) + "\n]}\n")


if __name__ == "__main__":
    _store()
