"""Random tournaments for the pairing systems' property tests: generator settings drawn by
hypothesis, the tournament they play, and what it says about colours."""

from __future__ import annotations

from hypothesis import assume
from hypothesis import strategies as st

from arbiter_gui.core.model import Colour, Tournament
from arbiter_gui.pairing.generator import GeneratorSettings, generate_tournament
from arbiter_gui.pairing.swiss import PairingError


def generator_settings(system: str, players: tuple[int, int],
                       rounds: tuple[int, int]) -> st.SearchStrategy[GeneratorSettings]:
    return st.builds(
        GeneratorSettings,
        players=st.integers(*players),
        rounds=st.integers(*rounds),
        draw_rate=st.floats(0, 0.6),
        forfeit_rate=st.floats(0, 0.15),
        bye_rate=st.floats(0, 0.15),
        withdraw_rate=st.floats(0, 0.08),
        seed=st.integers(0, 10**6),
        system=st.just(system),
    )


def generate_pairable(s: GeneratorSettings) -> Tournament:
    """The tournament `s` plays; a draw with a round that has no legal pairing is discarded
    (the properties are about the rounds that can be paired)."""
    try:
        return generate_tournament(s)
    except PairingError:
        assume(False)
        raise


def played_colours(t: Tournament, player_id: int, last_round: int) -> list[Colour]:
    """The colours of the games the player played in rounds 1..last_round."""
    colours = []
    for rnd in t.rounds[:last_round]:
        game = rnd.game_of(player_id)
        if game is not None and game.was_played:
            colours.append(game.colour_of(player_id))
    return colours
