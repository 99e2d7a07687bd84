"""Names sorted and searched by the Unicode Collation Algorithm (core/collation.py)."""

from arbiter_gui.core.collation import matches, sort_key, sort_text


def test_uca_order_puts_letters_with_strokes_beside_their_base_letters():
    names = ["Zhou", "Østergaard", "Łukasiewicz", "Olsen", "Lukas", "Müller", "Mueller"]
    assert sorted(names, key=sort_key) == ["Lukas", "Łukasiewicz", "Mueller", "Müller", "Olsen",
                                           "Østergaard", "Zhou"]
    assert sorted(names, key=sort_text) == sorted(names, key=sort_key)


def test_search_ignores_accents_case_and_letter_variants():
    assert matches("lukasz", "Łukasiewicz, Łukasz")
    assert matches("ostergaard", "Østergaard, Jens")
    assert matches("STRASSE", "Straße")
    assert matches("", "anything")
    assert not matches("lukasz", "Lukas")
