"""Tournaments for the printout tests, and reading the printed PDFs back."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from pypdf import PdfReader
from reportlab.platypus import Flowable, Spacer

from arbiter_gui.core.i18n import _
from arbiter_gui.core.journal import canonical_json
from arbiter_gui.core.log import LogCheck, LogEntry
from arbiter_gui.core.model import Game, GameResult, Player, Round, Tournament
from arbiter_gui.core.texts import CROSS_TABLE_LEGEND
from arbiter_gui.pairing.generator import GeneratorSettings, new_tournament, play_round
from arbiter_gui.pairing.swiss import PairingResult
from arbiter_gui.reports import Journal, write_report
from arbiter_gui.reports.document import Report, frame_width, render
from tests.dutch_helpers import tournament

NAME = "Spring Open"
ARBITER = "IA Smirnov, Aleksei"


def named(t: Tournament, **names: str) -> Tournament:
    """Give the tournament its name, chief arbiter, round dates and players' names:
    named(t, p1="Иванов, Пётр") renames the player with id 1 (surname, given name)."""
    t.name, t.chief_arbiter = NAME, ARBITER
    t.round_dates = {r: f"2025-05-{r:02d}" for r in range(1, t.rounds_planned + 1)}
    for key, name in names.items():
        player = t.player(int(key[1:]))
        player.surname, _, player.given_name = name.partition(", ")
    return t


def played(n_players: int, rounds: list[str], **names: str) -> Tournament:
    return named(tournament(n_players, rounds), **names)


def big_round_one(n_players: int) -> Tournament:
    """n players (ids = pairing numbers), round 1 paired k - k+n/2 on board k, no results."""
    t = Tournament(name=NAME, chief_arbiter=ARBITER, rounds_planned=5,
                   round_dates={1: "2025-05-01"},
                   players=[Player(k, f"Player{k:04d}", "Big", rating=2800 - k, pairing_no=k)
                            for k in range(1, n_players + 1)])
    half = n_players // 2
    t.rounds.append(Round(1, [Game(k, k + half, board=k) for k in range(1, half + 1)]))
    return t


def random_pairs(n_players: int, rounds: int, seed: int = 1) -> Tournament:
    """n random players (an even number), each round paired at random (no engine, which takes
    seconds a round at 500 players) with random results."""
    settings = GeneratorSettings(players=n_players, rounds=rounds, seed=seed)
    t, rng = new_tournament(settings)
    t.name, t.chief_arbiter = NAME, ARBITER
    t.round_dates = {r: f"2025-05-{r:02d}" for r in range(1, rounds + 1)}
    for round_no in range(1, rounds + 1):
        numbers = [p.pairing_no for p in t.players]
        rng.shuffle(numbers)
        pairs = list(zip(numbers[::2], numbers[1::2], strict=True))
        play_round(t, round_no, PairingResult(pairs=pairs, bye=None), settings, rng)
    return t


def sample_journal(t: Tournament, reason: str = "the slip was misread") -> Journal:
    """A journal (built as values, no file) of a record of each kind the arbiter's report
    prints, about `t`'s first two players: the journal's start, a late correction, a
    withdrawal, a requested bye, an override and a late entry."""
    first, second = t.players[0].name, t.players[1].name
    records = [
        ("journal", None, {"action": "create", "format": 1}, ""),
        ("correction", 1, {"action": "correction", "round": 1, "board": 1, "old": "½-½",
                           "new": "1-0", "paired_through": 2, "reason": reason}, ""),
        ("withdrawal", 3, {"action": "withdraw", "player": first, "round": 3}, ""),
        ("bye", 3, {"action": "bye", "player": second, "round": 3, "bye": "H"}, ""),
        ("override", 2, {"override": {"justification": reason}},
         f"Round 2: swap colours\njustification: {reason}"),
        ("registration", 3, None, f"Late entry: {second} from round 3"),
    ]
    entries: list[LogEntry] = []
    for seq, (kind, round_no, data, text) in enumerate(records, start=1):
        entry = LogEntry(seq, f"2025-05-0{min(seq, 9)}T10:00:0{seq}+00:00", round_no, kind, text,
                         t.chief_arbiter, "", None if data is None else canonical_json(data))
        entries.append(LogEntry(**{**entry.__dict__, "hash": entry.chained_hash(
            entries[-1].hash if entries else "")}))
    return Journal(LogCheck(len(entries), entries[-1].hash), entries)


def with_results(t: Tournament, round_no: int, result: GameResult) -> Tournament:
    for game in t.round(round_no).games:
        game.set_result(result)
    return t


def pages(path: Path) -> list[list[str]]:
    """The text lines of each page of a PDF (each table cell is a line)."""
    return [page.extract_text().splitlines() for page in PdfReader(path).pages]


def lines(path: Path) -> list[str]:
    return [line for page in pages(path) for line in page]


def printed(kind: str, t: Tournament, tmp_path: Path, **options: object) -> list[str]:
    path = tmp_path / f"{kind}.pdf"
    write_report(kind, t, path, **options)
    return lines(path)


class Room(Flowable):
    """Draws nothing: remembers the height left on the page where it is laid out."""

    def __init__(self) -> None:
        super().__init__()
        self.room = 0.0

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.room = available_height
        return 0.0, 0.0

    def draw(self) -> None:
        pass


def legend_at_page_break(builder: Callable[[Tournament, int | None, str, str], Report]):
    """`builder` (the cross table's) with its legend pushed down so that a page ends half a
    line before the legend's last line: a legend of three lines or more is split over two
    pages (reportlab leaves no line alone: two lines go whole to the next page)."""

    def build(t: Tournament, round_no: int | None, paper: str, size: str) -> Report:
        measured = builder(t, round_no, paper, size)
        at = _legend_index(measured)
        room = Room()
        measured.story.insert(at, room)
        render(t, measured, paper)
        report = builder(t, round_no, paper, size)
        legend = report.story[at]
        _width, height = legend.wrap(frame_width(paper, report.wide), 10_000)
        report.story.insert(at, Spacer(0, room.room - height + legend.style.leading / 2))
        return report

    return build


def _legend_index(report: Report) -> int:
    return next(k for k, flowable in enumerate(report.story)
                if getattr(flowable, "value", "") == _(CROSS_TABLE_LEGEND))


_SURNAMES = ("Abdusattorov", "Nepomniachtchi", "Vachier-Lagrave", "Rapport", "Gukesh",
             "Praggnanandhaa", "Duda", "Firouzja", "Wojtaszek", "Kowalczyk-Zielińska",
             "Grischuk", "Schmidt", "Fernández", "Oyelaran", "Lê", "Yılmaz", "Goryachkina",
             "Müller", "Gonçalves", "Andreikin")
_GIVEN_NAMES = ("Nodirbek", "Ian", "Maxime", "Richard", "Dommaraju", "Rameshbabu", "Jan-Krzysztof",
                "Alireza", "Radosław", "Anna Maria", "Alexander", "Hans-Peter", "María José",
                "Adebayo", "Quang Liêm", "Ömer Faruk", "Aleksandra", "Elisabeth", "João Pedro",
                "Dmitry")
_TITLES = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "", "", "")
_FEDERATIONS = ("UZB", "FID", "FRA", "HUN", "IND", "POL", "IRI", "GER", "ESP", "NGR", "VIE",
                "TUR", "POR", "RUS", "USA")


def big_open(n_players: int = 248, rounds: int = 5, seed: int = 26) -> Tournament:
    """An open of `n_players` with the names, titles, federations and ratings of a real one
    (long surnames, compound given names), paired at random; the last round without
    results: the sheet for the wall."""
    t = random_pairs(n_players, rounds, seed)
    t.name = "Open Championship of Somewhere 2026 - A Group"
    t.start_date = "2025/05/01"
    rng = random.Random(seed)
    for player in t.players:
        player.surname = rng.choice(_SURNAMES)
        player.given_name = rng.choice(_GIVEN_NAMES)
        player.title = rng.choice(_TITLES)
        player.federation = rng.choice(_FEDERATIONS)
        player.club = rng.choice(("", "SK Rockaden Stockholm", "Club d'échecs de Montpellier"))
    for game in t.rounds[-1].games:
        game.set_result(None)
    return t


# Names in twelve scripts (and a symbol DejaVu Sans does not have).
SCRIPT_NAMES = {
    "p1": "王, 小明",  # Chinese
    "p2": "山田, はなこ",  # Japanese: kanji and hiragana
    "p3": "김, 민준",  # Korean
    "p4": "محمد, علي",  # Arabic
    "p5": "כהן, שלום",  # Hebrew
    "p6": "Παπαδόπουλος, Γιώργος",  # Greek
    "p7": "Иванов, Пётр",  # Cyrillic
    "p8": "Smith, John ⚽",  # Latin, a symbol
    "p9": "Պետրոսյան, Տիգրան",  # Armenian
    "p10": "ჯაფარიძე, მაია",  # Georgian
    "p11": "رضایی, پرهام",  # Persian: letters DejaVu Sans lacks
    "p12": "Nguyễn, Thị Ánh",  # Vietnamese: stacked diacritics
}


def twelve_scripts() -> Tournament:
    """Twelve players named in twelve scripts, two rounds played, the third paired."""
    t = played(12, ["1-7:1 2-8:= 3-9:0 4-10:1 5-11:= 6-12:0",
                    "7-2:1 8-1:0 9-4:= 10-3:1 11-6:0 12-5:=",
                    "1-10:1 2-9:0 3-12:= 4-11:1 5-7:0 6-8:="], **SCRIPT_NAMES)
    for game in t.rounds[-1].games:
        game.set_result(None)
    return t
