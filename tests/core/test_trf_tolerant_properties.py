"""Property tests of the tolerant reading (issue 14, "Done when"): a clean TRF of a random
tournament with random quirks injected reads back to the same tournament with the warnings
expected; no input, however broken, ends in anything but a TrfError."""

from __future__ import annotations

import contextlib
import re
from collections import Counter
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter_gui.core.trf import TrfError, parse_trf, parse_trf_report, write_trf
from arbiter_gui.core.trf.encoding import decode_trf
from tests.swiss_strategies import generate_pairable, generator_settings

# A quirk: (kind of warning it gives or None, how it changes the clean text; None when the
# text has nothing to change).
Quirk = Callable[[str], tuple[str, int] | None]


def _blocks(code: str, written: str) -> Quirk:
    """Every round block `0000 - CODE` written the way older programs write it."""
    def inject(text: str) -> tuple[str, int] | None:
        count = text.count(f"0000 - {code}")
        return (text.replace(f"0000 - {code}", written), count) if count else None
    return inject


def _one_pab_as_plus(text: str) -> tuple[str, int] | None:
    # One round's U written as '+': a lone '+' without opponent is that round's PAB.
    line = next((x for x in text.splitlines() if "0000 - U" in x), None)
    if line is None:
        return None
    return text.replace(line, line.replace("0000 - U", "0000 - +", 1), 1), 1


def _no_initial_colour(text: str) -> tuple[str, int] | None:
    return re.sub(r"^152 [WB]\n", "", text, flags=re.M), 1


def _tab_in_name(text: str) -> tuple[str, int] | None:
    if not text.startswith("012 ") or " " not in text.split("\n", 1)[0][4:]:
        return None
    first, rest = text.split("\n", 1)
    return first[:4] + first[4:].replace(" ", "\t", 1) + "\n" + rest, 1


def _in_player_records(change: Callable[[str], str]) -> Quirk:
    """`change` applied to every 001 record; the count of records it changed."""
    def inject(text: str) -> tuple[str, int] | None:
        lines = text.split("\n")
        changed = [change(x) if x.startswith("001 ") else x for x in lines]
        return "\n".join(changed), sum(a != b for a, b in zip(lines, changed, strict=True))
    return inject


def _sex_f(line: str) -> str:
    return line[:9] + "f" + line[10:] if line[9] == "w" else line


def _birth_date_with_dots(line: str) -> str:
    birth = line[69:79]
    return line[:69] + birth.replace("/", ".") + line[79:] if "/" in birth else line


def _half_byes_as_blank_results(line: str) -> str:
    # SwissPerfect: the points column (81-84) counts the half point; issue 14's rule reads it.
    return line.replace("0000 - H", "0000 -  ")


def _trailing_blanks_and_crlf(text: str) -> tuple[str, int] | None:
    return "\r\n".join(line + "  " if line else line for line in text.split("\n")), 0


QUIRKS: dict[str, tuple[str, Quirk]] = {
    "zero bye as '-'": ("bye as a result", _blocks("Z", "0000 - -")),
    "half bye as '='": ("bye as a result", _blocks("H", "0000 - =")),
    "half bye with blank opponent": ("bye as a result", _blocks("H", "     - =")),
    "PAB as '+'": ("bye as a result", _one_pab_as_plus),
    "no 152": ("initial colour", _no_initial_colour),
    "tab": ("tab", _tab_in_name),
    "trailing blanks, CRLF": ("", _trailing_blanks_and_crlf),
    "sex f": ("sex", _in_player_records(_sex_f)),
    "birth date with dots": ("birth date", _in_player_records(_birth_date_with_dots)),
    "half bye as a blank result": ("blank result",
                                   _in_player_records(_half_byes_as_blank_results)),
}
# Readings that are no departure from the text, which strict reading therefore accepts: an
# inference (the initial colour), the bytes' decoding (refused apart), and a blank result (the
# text's zero-point bye: strict reading does not look at the points column).
NOT_REFUSED = {"initial colour", "encoding", "blank result"}


@st.composite
def clean_tournaments(draw: st.DrawFn) -> str:
    t = generate_pairable(draw(generator_settings("dutch", (3, 12), (1, 5))))
    t.name = draw(st.sampled_from(["Club Open", "Spring Rapid 2025", "Open",
                                   "Créteil Open – Été"]))
    for player in t.players:
        player.sex = draw(st.sampled_from(["", "m", "w"]))
        player.birth_date = draw(st.sampled_from(["", "1969/12/06", "2008/02/29"]))
    return write_trf(t)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(clean_tournaments(), st.sets(st.sampled_from(sorted(QUIRKS))),
       st.sampled_from(["", "byte-order mark", "Windows-1252"]))
def test_property_quirks_read_back_to_the_same_tournament_with_their_warnings(clean, chosen,
                                                                                coding):
    expected: Counter[str] = Counter()
    decoding: list = []  # the warning of reading the bytes, if any
    text = clean
    for name in sorted(chosen):
        kind, inject = QUIRKS[name]
        changed = inject(text)
        if changed is None:
            continue
        text, count = changed
        if kind and count:
            expected[kind] += count
    if coding == "byte-order mark":
        text = "\ufeff" + text
        expected["byte-order mark"] += 1
    if coding == "Windows-1252" and not text.isascii():
        text, decoding = decode_trf(text.encode("cp1252"))
        expected["encoding"] += 1
    t, warnings = parse_trf_report(text)
    assert t == parse_trf(clean)
    assert Counter(w.kind for w in decoding + warnings) == expected
    if expected["encoding"]:
        with pytest.raises(TrfError):
            decode_trf(text.encode("cp1252"), strict=True)
    if set(expected) - NOT_REFUSED:
        with pytest.raises(TrfError):
            parse_trf_report(text, strict=True)


def _mutations() -> st.SearchStrategy[list[tuple[int, str]]]:
    return st.lists(st.tuples(st.integers(0, 10**6), st.sampled_from(
        list("0123456789 -+=UHFZWDLwbmf\t\r\n.,/x") + ["\ufeff", "é", "001", "152 ", "XXR "])),
        max_size=8)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(clean_tournaments(), _mutations(), st.booleans())
def test_property_broken_input_ends_in_trf_error_never_a_traceback(clean, mutations, strict):
    text = clean
    for position, insert in mutations:
        at = position % (len(text) + 1)
        text = text[:at] + insert + text[at + 1:]
    with contextlib.suppress(TrfError):
        parse_trf_report(text, strict=strict)


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=400), st.booleans())
def test_property_any_bytes_end_in_trf_error_never_a_traceback(data, strict):
    with contextlib.suppress(TrfError):
        text, _ = decode_trf(data, strict=strict)
        parse_trf_report(text, strict=strict)
