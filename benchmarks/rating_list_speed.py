"""Importing FIDE's rating list and looking players up in it (1.5 million players).

Writes a generated list of 1.5 million players in both of FIDE's layouts (the fixed-width
`players_list_foa.txt` and the XML `players_list_xml_foa.xml`, streamed to temporary files,
never built in memory), imports each in a child process that reports its time and its peak
memory (resident set, before and after), then times 1,000 look-ups by FIDE id and 1,000 by
the start of a name.
Run: .venv/bin/python benchmarks/rating_list_speed.py [players]
"""

from __future__ import annotations

import math
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from arbiter_gui.core.rating_list import RatingList, import_rating_list

PLAYERS = 1_500_000
# FIDE's fixed-width header; each value starts under its column's name.
TXT_HEADER = ("ID Number      Name                                                         "
              "Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day"
              " Flag")
_TXT_WIDTHS = (15, 61, 4, 4, 5, 5, 15, 4, 6, 4, 3, 6, 4, 3, 6, 4, 3, 6)
_XML_TAGS = ("fideid", "name", "country", "sex", "title", "w_title", "o_title", "foa_title",
             "rating", "games", "k", "rapid_rating", "rapid_games", "rapid_k", "blitz_rating",
             "blitz_games", "blitz_k", "birthday", "flag")
_SYLLABLES = ("ka", "ro", "mi", "sen", "to", "va", "lu", "ne", "dor", "si", "an", "berg", "ov",
              "ic", "ez", "ma", "ri", "chen", "li", "wa")
_FEDERATIONS = ("GER", "FRA", "IND", "RUS", "ESP", "USA", "ITA", "POL", "NED", "CHN", "BRA")
_TITLES = ("GM", "IM", "FM", "CM", "", "", "", "", "", "", "", "", "", "", "", "", "", "")
_ID_MODULUS = 1_500_007  # ids are a permutation, as unsorted as FIDE's (its list is by name)
_ID_STEP = 611_953


def _word(rng: random.Random) -> str:
    return "".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 4))).capitalize()


def generated_records(count: int) -> Iterator[tuple[str, ...]]:
    """`count` players, as the texts of FIDE's columns (ID Number ... Flag)."""
    assert math.gcd(_ID_STEP, _ID_MODULUS) == 1 and count <= _ID_MODULUS
    rng = random.Random(1)
    for k in range(count):
        fide_id = 100_000 + (k * _ID_STEP) % _ID_MODULUS
        sex = rng.choice("MMMF")
        rating = str(rng.randint(1000, 2800)) if rng.random() < 0.7 else ""
        yield (str(fide_id), f"{_word(rng)}, {_word(rng)}", rng.choice(_FEDERATIONS), sex,
               rng.choice(_TITLES), "", "", "", rating, "0", "20", rating, "0", "20", rating,
               "0", "20", str(rng.randint(1940, 2018)), "i" if rng.random() < 0.3 else "")


def write_txt(path: Path, count: int) -> None:
    with path.open("w", encoding="utf-8", newline="\r\n") as out:
        out.write(TXT_HEADER + "\n")
        for record in generated_records(count):
            fixed = "".join(text.ljust(width) for text, width in zip(record, _TXT_WIDTHS,
                                                                    strict=False))
            out.write((fixed + record[-1]).rstrip() + "\n")


def write_xml(path: Path, count: int) -> None:
    with path.open("w", encoding="utf-8", newline="\r\n") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n<playerslist>\n')
        for record in generated_records(count):
            out.write("<player>\n" + "".join(f"<{tag}>{text}</{tag}>\n"
                                             for tag, text in zip(_XML_TAGS, record,
                                                                  strict=True))
                      + "</player>\n")
        out.write("</playerslist>\n")


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: KiB


def _import_in_this_process(source: str, index: str) -> None:
    before = _peak_mb()
    start, cpu = time.perf_counter(), time.process_time()
    summary = import_rating_list(source, index)
    print(f"{time.perf_counter() - start:.1f} {before:.0f} {_peak_mb():.0f} {summary.players}"
          f" {time.process_time() - cpu:.1f}")


def _timed_import(source: Path, index: Path) -> tuple[float, float, float, float, int]:
    """Import in a child process (its own peak memory): seconds (elapsed, and of the
    processor: a busy machine stretches the first only), MB before, MB peak, players."""
    answer = subprocess.run([sys.executable, __file__, "--import", str(source), str(index)],
                            check=True, capture_output=True, text=True).stdout.split()
    return float(answer[0]), float(answer[4]), float(answer[1]), float(answer[2]), int(answer[3])


def _look_ups(index: Path, count: int) -> tuple[list[float], list[float]]:
    rng = random.Random(2)
    by_id, by_name = [], []
    with RatingList(index) as rating_list:
        for _ in range(1000):
            fide_id = 100_000 + (rng.randrange(count) * _ID_STEP) % _ID_MODULUS
            start = time.perf_counter()
            assert rating_list.by_id(fide_id) is not None
            by_id.append(time.perf_counter() - start)
            prefix = _word(rng)[:rng.randint(3, 6)]
            start = time.perf_counter()
            rating_list.search(prefix)
            by_name.append(time.perf_counter() - start)
    return by_id, by_name


def _ms(durations: list[float]) -> str:
    return (f"median {statistics.median(durations) * 1000:.2f} ms,"
            f" worst {max(durations) * 1000:.2f} ms")


def main(count: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        index = Path(folder) / "fide.sqlite"
        for name, write in (("players_list_foa.txt", write_txt),
                            ("players_list_xml_foa.xml", write_xml)):
            source = Path(folder) / name
            start = time.perf_counter()
            write(source, count)
            written = time.perf_counter() - start
            seconds, cpu, before, peak, players = _timed_import(source, index)
            print(f"{name}: {players} players, {source.stat().st_size / 1e6:.0f} MB (written in"
                  f" {written:.0f} s); imported in {seconds:.1f} s ({cpu:.1f} s of processor"
                  f" time), peak memory {peak:.0f} MB"
                  f" ({before:.0f} MB before the import); index"
                  f" {index.stat().st_size / 1e6:.0f} MB")
            source.unlink()
        by_id, by_name = _look_ups(index, count)
        print(f"look-up by FIDE id: {_ms(by_id)}; by the start of a name (20 at most):"
              f" {_ms(by_name)}")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--import"]:
        _import_in_this_process(sys.argv[2], sys.argv[3])
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else PLAYERS)
