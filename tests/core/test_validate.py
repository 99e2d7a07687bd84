"""One validation of the model's invariants for every way in (issue 19): the TRF notes, the
settings, the tournament as a whole (core/validate.py)."""

from __future__ import annotations

import copy

import pytest

from arbiter_gui.cli.pairing import main as pairing_main
from arbiter_gui.cli.status import EXIT_INVALID_INPUT
from arbiter_gui.core.model import (
    ByeKind,
    Category,
    Game,
    ModelError,
    Player,
    Prize,
    ResultCorrection,
    Round,
    Tournament,
)
from arbiter_gui.core.settings import change_settings, settings_of
from arbiter_gui.core.trf import TrfError, parse_trf, write_trf
from arbiter_gui.core.validate import (
    InvalidTournament,
    tournament_problems,
    validate_tournament,
)
from arbiter_gui.demo import demo_tournament
from arbiter_gui.pairing.engine import SYSTEMS
from arbiter_gui.pairing.generator import GeneratorSettings, generate_tournament
from tests.core.test_trf import fide_tournament, trf, two_rounds

NOTE_LINE = len(two_rounds()) + 1  # the note comes after the records


def _refusal(note: str) -> TrfError:
    with pytest.raises(TrfError) as error:
        parse_trf(trf(*two_rounds(), note))
    return error.value


def test_note_giving_two_players_one_pairing_number_is_refused_with_its_line():
    error = _refusal("### arbiter-gui player 2 pairing_no 1")
    assert (error.line_no, error.field) == (NOTE_LINE, "pairing_no")
    assert "the same pairing number 1" in str(error)


def test_issue28_13_a_problem_names_players_as_every_message_does():
    """"Player 2 (Zwicky, Hans)", the pairing number first as on the sheets; not "Zwicky,
    Hans (#2)"."""
    t = Tournament(players=[Player(1, "Abel", "Ann", fide_id=5, pairing_no=1),
                            Player(2, "Zwicky", "Hans", fide_id=5, pairing_no=2)])
    assert [p.message for p in tournament_problems(t)] == [
        "Player 1 (Abel, Ann) and Player 2 (Zwicky, Hans) have the same FIDE id 5"]


def test_cli_refuses_the_file_instead_of_pairing_a_player_twice(tmp_path, capsys):
    source = tmp_path / "in.trf"
    source.write_text(trf(*two_rounds(), "### arbiter-gui player 2 pairing_no 1"))
    for system in SYSTEMS:  # --no-fide-mode: Leong, not a FIDE system, too
        assert pairing_main([f"--{system}", "--no-fide-mode", str(source), "-p",
                             str(tmp_path / "out")]) \
            == EXIT_INVALID_INPUT
        assert f"line {NOTE_LINE}" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize(("note", "expected"), [
    ('### arbiter-gui round 1 games [[1, 1, 1, "1", "0"], [2, 4, 2, "=", "="]]',
     "paired against himself"),
    ('### arbiter-gui round 1 games [[1, 3, 1, "1", "0"], [2, 1, 2, "=", "="]]',
     "has two games"),
    ('### arbiter-gui round 2 byes [[1, "H"], [4, "U"]]', "has a bye and the game"),
    ('### arbiter-gui round 1 games [[1, 3, 1, "1", "1"], [2, 4, 2, "=", "="]]',
     "both players won"),
    ('### arbiter-gui round 1 games [[1, 3, 1, "1", "0"], [2, 4, 1, "=", "="]]',
     "two games on board 1"),
])
def test_note_putting_a_player_in_two_games_or_against_himself_is_refused(note, expected):
    error = _refusal(note)
    assert expected in str(error)
    assert (error.line_no, error.field) == (NOTE_LINE, "games" if "games" in note else "byes")


@pytest.mark.parametrize("note", [
    "### arbiter-gui player 3 fide_id 5", "### arbiter-gui player 4 id 1",
])
def test_note_duplicating_a_fide_id_or_an_id_is_refused(note):
    first = "### arbiter-gui player 1 fide_id 5"
    with pytest.raises(TrfError, match="same"):
        parse_trf(trf(*two_rounds(), first, note))


def test_the_note_that_breaks_the_tournament_is_named_not_an_earlier_one():
    text = trf(*two_rounds(), '### arbiter-gui tournament city "Leeds"',
               "### arbiter-gui player 3 rating 1950", "### arbiter-gui player 4 pairing_no 3")
    with pytest.raises(TrfError) as error:
        parse_trf(text)
    assert error.value.line_no == NOTE_LINE + 2


def test_tournaments_the_program_makes_are_valid():
    assert tournament_problems(fide_tournament()) == []
    assert tournament_problems(Tournament(players=[Player(5, "A"), Player(9, "B")])) == []


def test_unnumbered_players_once_round_1_is_paired_are_refused():
    t = Tournament(players=[Player(1, "A"), Player(2, "B")], rounds=[Round(1, [Game(1, 2, 1)])])
    with pytest.raises(InvalidTournament, match="no pairing number"):
        validate_tournament(t)


def test_the_validation_is_a_model_error_with_every_problem():
    t = fide_tournament()
    t.players[1].pairing_no = 1
    t.rounds[1].byes[9] = ByeKind.HALF
    with pytest.raises(ModelError) as error:
        validate_tournament(t)
    assert [p.field for p in error.value.problems] == ["pairing_no"]  # players first
    t.players[1].pairing_no = 2
    assert [p.field for p in tournament_problems(t)] == ["byes"]


def test_settings_out_of_the_sane_bounds_are_refused():
    t = fide_tournament()
    t.rounds.clear()
    new = settings_of(t)
    new.scoring.win = 1e308
    before = copy.deepcopy(t)
    with pytest.raises(ModelError, match="points for win: 1e\\+308 points is out of range"):
        change_settings(t, new, SYSTEMS)
    assert t == before


# -- item 2: values a note may give, bounded (no OverflowError in pairing, no traceback) ---------

@pytest.mark.parametrize("value", ["1e308", "1e999", "NaN", "-Infinity", "1001", "1" + "0" * 400])
@pytest.mark.parametrize("field", ["scoring", "accelerations"])
def test_note_setting_points_to_1e308_inf_or_nan_is_refused_with_its_line_and_field(
        field, value):
    note = {"scoring": f'### arbiter-gui tournament scoring {{"win": {value}}}',
            "accelerations": f"### arbiter-gui tournament accelerations [[{value}, 1, 2, 1, 4]]"}
    error = _refusal(note[field])
    assert (error.line_no, error.field) == (NOTE_LINE, field)
    assert "out of range" in str(error)


@pytest.mark.parametrize(("note", "field"), [
    ("tournament rounds_planned 1000000000000000000000000000000", "rounds_planned"),
    ("tournament tiebreak_unrated_rating 1000000", "tiebreak_unrated_rating"),
    ("tournament max_half_byes -1", "max_half_byes"),
    ("tournament no_half_bye_rounds [0]", "no_half_bye_rounds"),
    ('tournament round_dates [[100000, "2025/01/01"]]', "round_dates"),
    ('tournament requested_byes [[1, 5000, "H"]]', "requested_byes"),
    ('tournament requested_byes [[1, 3, "U"]]', "requested_byes"),
    ("tournament prohibited_pairings [[1, 100000000, [1, 2]]]", "prohibited_pairings"),
    ("tournament prohibited_pairings [[1, 2, [1, 1]]]", "prohibited_pairings"),
    ('tournament late_entry_bye "U"', "late_entry_bye"),
    ("player 1 rating 99999", "rating"),
    ("player 1 national_rating -5", "national_rating"),
    ("player 1 pairing_no 100000000000000000000", "pairing_no"),
    ("player 1 pairing_no 0", "pairing_no"),
    ("player 1 id 10000000000000000000000000000000000000000", "id"),
    ("player 1 fide_id 1000000000000000", "fide_id"),
    ("player 1 withdrawn_from 0", "withdrawn_from"),
    ('round 1 games [[1, 3, 100000000000000000000, "1", "0"], [2, 4, 2, "=", "="]]', "games"),
])
def test_note_with_a_huge_or_impossible_number_is_refused_with_its_line_and_field(note, field):
    error = _refusal(f"### arbiter-gui {note}")
    assert (error.line_no, error.field) == (NOTE_LINE, field)


@pytest.mark.parametrize(("record", "field"), [
    ("XXS W=" + "9" * 400, "scoring"), ("BBW 99999999", "scoring"),
    ("XXR 1000000", "rounds_planned"),
])
def test_record_with_a_huge_number_is_refused_with_its_line(record, field):
    lines = [*two_rounds(), record]
    with pytest.raises(TrfError) as error:
        parse_trf(trf(*lines))
    assert (error.value.line_no, error.value.field) == (len(lines), field)


def test_cli_refuses_points_of_1e308_instead_of_an_overflow_in_pairing(tmp_path, capsys):
    source = tmp_path / "in.trf"
    source.write_text(trf(*two_rounds(), '### arbiter-gui tournament scoring {"win": 1e308}'))
    for system in SYSTEMS:  # --no-fide-mode: Leong, not a FIDE system, too
        assert pairing_main([f"--{system}", "--no-fide-mode", str(source), "-p",
                             str(tmp_path / "out")]) \
            == EXIT_INVALID_INPUT
        assert f"line {NOTE_LINE}, arbiter-gui comment ###, field 'scoring'" in \
            capsys.readouterr().err


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_tournaments_the_generator_and_the_demo_make_are_valid(system):
    settings = GeneratorSettings(players=15, rounds=6, forfeit_rate=0.1, bye_rate=0.1,
                                 withdraw_rate=0.05, seed=5, system=system)
    t = generate_tournament(settings)
    assert tournament_problems(t) == []
    assert parse_trf(write_trf(t)) == t
    assert tournament_problems(demo_tournament()) == []


def test_note_adding_rounds_after_the_last_planned_one_is_refused():
    error = _refusal('### arbiter-gui round 999 byes [[1, "F"]]')  # 142 says 3 rounds
    assert (error.line_no, error.field) == (NOTE_LINE, "byes")
    assert "999 rounds are paired, but the tournament has 3" in str(error)


def test_note_making_a_round_nobody_plays_is_refused():
    error = _refusal('### arbiter-gui round 3 date "2025/01/01"')
    assert (error.line_no, error.field) == (NOTE_LINE, "date")
    assert "round 3 is paired, but nobody has a game or a bye in it" in str(error)


def test_categories_prizes_and_corrections_out_of_their_bounds_are_refused():
    t = demo_tournament()
    assert tournament_problems(t) == []
    t.categories = [Category("U16", max_age=1000), Category("Club", players=(99_999,))]
    t.prizes = [Prize("", 0, 100.0), Prize("", 1, float("inf")), Prize("", 2, -5.0)]
    t.corrections = [ResultCorrection(0, 1, "1-0", "0-1", 2, "slip", "IA", "2025-05-01")]
    fields = [p.field for p in tournament_problems(t)]
    assert fields.count("categories") == 2 and fields.count("prizes") == 3
    assert fields.count("corrections") == 1


def test_a_players_problems_each_name_him_and_the_field_in_the_order_of_the_checks():
    """The checks of every player word a message only for the player with a problem: his
    problems name him once each, his fields in the order checked (texts, then numbers)."""
    t = Tournament(players=[Player(1, "Ok", "Ann", rating=1500, pairing_no=1),
                            Player(2, "Brunet", "Paul", rating=99999, pairing_no=2,
                                   fide_id=0, withdrawn_from=0),
                            Player(3, "Cole", "Eve", rating=1400, pairing_no=3)])
    t.players[1].federation = 7  # type: ignore[assignment]
    assert [(p.field, p.message) for p in tournament_problems(t)] == [
        ("federation", "player 'Brunet': federation: expected text, got 7"),
        ("rating", "player 'Brunet': rating 99999 is out of range (0 to 3500)"),
        ("fide_id", "player 'Brunet': FIDE id 0 is out of range (1 to 99999999999)"),
        ("withdrawn_from", "player 'Brunet': withdrawn from round 0 is out of range (1 to 999)"),
    ]


def test_the_rounds_problems_name_the_players_concerned():
    """The rounds' checks name a player as the messages do ("Player 3 (Cole, Eve)"), only
    those their problems concern."""
    t = Tournament(players=[Player(n, name, "X", pairing_no=n)
                            for n, name in enumerate(("Ames", "Brunet", "Cole", "Dunn"), 1)],
                   rounds=[Round(1, games=[Game(1, 3, board=1), Game(3, 2, board=2)])])
    assert [p.message for p in tournament_problems(t)] == [
        "round 1: Player 3 (Cole, X) has two games (the game Player 1 (Ames, X) - Player 3"
        " (Cole, X) and the game Player 3 (Cole, X) - Player 2 (Brunet, X))"]
