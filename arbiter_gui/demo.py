"""The demo tournament (`arbiter-gui --demo`): a 7-round open with 24 fictitious players, four
rounds played, the fifth paired and waiting for its results, so that an arbiter can try the
program. Paired by our own engine through the random tournament generator; always the same."""

from __future__ import annotations

from pathlib import Path

from arbiter_gui.core import handling
from arbiter_gui.core.model import Tournament
from arbiter_gui.core.store import StoreError, TournamentFile
from arbiter_gui.pairing.engine import pair_next_round, record_pairing
from arbiter_gui.pairing.generator import (
    GeneratorSettings,
    announce_absences,
    new_tournament,
    play_round,
)

DEMO_FILE = "demo.arbiter"
ROUNDS_PLAYED = 4
SETTINGS = GeneratorSettings(players=24, rounds=7, draw_rate=0.3, forfeit_rate=0.02,
                             bye_rate=0.03, withdraw_rate=0.01, seed=2026)
# Fictitious players: (surname, given name, sex, federation).
NAMES = [
    ("Almeida", "Rui", "m", "POR"), ("Bauer", "Lena", "w", "GER"),
    ("Castillo", "Diego", "m", "ESP"), ("Dubois", "Camille", "w", "FRA"),
    ("Eriksen", "Mads", "m", "DEN"), ("Fischer", "Jonas", "m", "AUT"),
    ("García", "Lucía", "w", "ESP"), ("Horváth", "Bence", "m", "HUN"),
    ("Ivanova", "Daria", "w", "BUL"), ("Jansen", "Pieter", "m", "NED"),
    ("Kowalski", "Piotr", "m", "POL"), ("Lindqvist", "Sara", "w", "SWE"),
    ("Moreau", "Hugo", "m", "FRA"), ("Novák", "Tomáš", "m", "CZE"),
    ("O'Brien", "Aoife", "w", "IRL"), ("Petrov", "Nikolai", "m", "BUL"),
    ("Quintero", "Mateo", "m", "COL"), ("Rossi", "Giulia", "w", "ITA"),
    ("Schmidt", "Felix", "m", "GER"), ("Tanaka", "Yuki", "w", "JPN"),
    ("Urbano", "Marco", "m", "ITA"), ("Varga", "Eszter", "w", "HUN"),
    ("Weber", "Anna", "w", "SUI"), ("Yilmaz", "Emre", "m", "TUR"),
]
_TITLES = ((2500, "GM"), (2400, "IM"), (2300, "FM"), (2200, "CM"))


def demo_tournament() -> Tournament:
    t, rng = new_tournament(SETTINGS)
    t.name, t.city, t.federation = "Demo Open", "Lyon", "FRA"
    t.start_date, t.end_date = "2026/04/04", "2026/04/07"
    t.chief_arbiter, t.deputy_arbiters = "A. Arbiter", ["D. Deputy"]
    t.time_control = "90 min + 30 s per move"
    t.tiebreaks = ["BH/C1", "BH", "SB"]
    t.round_dates = {r: f"2026/04/{4 + (r - 1) // 2:02d}" for r in range(1, SETTINGS.rounds + 1)}
    # Two rounds a day: at 10:00 and at 16:00 (the printouts' headers say when each starts).
    t.round_times = {r: "10:00" if r % 2 else "16:00" for r in range(1, SETTINGS.rounds + 1)}
    for player, (surname, given_name, sex, federation) in zip(t.players, NAMES, strict=True):
        player.surname, player.given_name = surname, given_name
        player.sex, player.federation = sex, federation
        player.title = next((title for floor, title in _TITLES if player.rating >= floor), "")
    handling.assign_pairing_numbers(t)  # C.04.2 B: the titles now take part in the order
    for round_no in range(1, ROUNDS_PLAYED + 1):
        announce_absences(t, round_no, SETTINGS, rng)
        play_round(t, round_no, pair_next_round(t, SETTINGS.system), SETTINGS, rng)
    # The next round is paired; its results are for the arbiter to type.
    round_no = ROUNDS_PLAYED + 1
    announce_absences(t, round_no, SETTINGS, rng)
    record_pairing(t, round_no, pair_next_round(t, SETTINGS.system))
    return t


def create_demo_file(folder: Path) -> Path:
    """Write a fresh demo tournament into `folder` (replacing an earlier one) and return its
    path; StoreError when the folder cannot be written."""
    path = folder / DEMO_FILE
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for old in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
            old.unlink(missing_ok=True)
    except OSError as e:
        raise StoreError(f"{path}: cannot write the demo tournament ({e.strerror})") from e
    TournamentFile.create(path, demo_tournament()).close()
    return path
