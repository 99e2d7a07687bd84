"""The gettext catalogues of the core and the printouts (issue 20): every shipped language is
complete and compiled, keeps each message's placeholders, the template is up to date with the
sources, and no text that reaches the reader is left unmarked in the modules scanned."""

from __future__ import annotations

import ast
import re
import string
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

from arbiter_gui.core.i18n import DOMAIN, LANGUAGES, SOURCE_LANGUAGE, speaking, translations
from tests.paths import ROOT

CATALOGUES = ROOT / "resources" / "translations"
SHIPPED = sorted(set(LANGUAGES) - {SOURCE_LANGUAGE})
# The keywords `make translations` extracts with (Makefile: -k _ -k N_ -k ngettext:1,2).
KEYWORDS = {**DEFAULT_KEYWORDS, "_": None, "N_": None, "ngettext": (1, 2)}

# The modules whose every text must be marked for translation (a folder: all its modules).
# The core's and the command lines' join when their texts are marked.
SCANNED = ("arbiter_gui/reports",)


def _po_path(language: str) -> Path:
    return CATALOGUES / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def _catalogue(language: str) -> Catalog:
    with _po_path(language).open("rb") as file:
        return read_po(file, locale=language)


def _forms(text: str | tuple[str, ...] | list[str]) -> tuple[str, ...]:
    return (text,) if isinstance(text, str) else tuple(text)


def _messages(catalogue: Catalog) -> list:
    return [message for message in catalogue if message.id]


# -- the catalogues -------------------------------------------------------------------------------

@pytest.mark.parametrize("language", SHIPPED)
def test_each_shipped_language_is_complete_with_no_fuzzy_translation(language):
    catalogue = _catalogue(language)
    untranslated = [message.id for message in _messages(catalogue)
                    if not all(_forms(message.string)) or len(_forms(message.string))
                    != (catalogue.num_plurals if message.pluralizable else 1)]
    fuzzy = [message.id for message in _messages(catalogue) if message.fuzzy]
    assert not untranslated and not fuzzy


def _translated(catalogue: Catalog) -> dict:
    return {(message.context, _forms(message.id)): _forms(message.string)
            for message in _messages(catalogue)}


@pytest.mark.parametrize("language", SHIPPED)
def test_each_compiled_catalogue_is_the_one_its_po_file_compiles_to(language):
    """The .mo the program reads holds what `make translations` makes of the .po today. The
    messages are compared, not the bytes: the header names the Babel release that compiled it."""
    with _po_path(language).with_suffix(".mo").open("rb") as file:
        compiled = read_mo(file)
    assert _translated(compiled) == _translated(_catalogue(language)), "run `make translations`"


def _placeholders(text: str) -> set[str]:
    return {field for _literal, field, _spec, _conversion in string.Formatter().parse(text)
            if field is not None}


@pytest.mark.parametrize("language", SHIPPED)
def test_every_translation_keeps_exactly_the_placeholders_of_its_message(language):
    wrong = [(message.id, form) for message in _messages(_catalogue(language))
             for form in _forms(message.string)
             if _placeholders(form) != _placeholders(_forms(message.id)[-1])]
    assert not wrong


def test_russian_has_its_three_plural_forms():
    catalogue = _catalogue("ru")
    assert catalogue.num_plurals == 3
    plurals = [message for message in _messages(catalogue) if message.pluralizable]
    assert plurals and all(len(message.string) == 3 and all(message.string)
                           for message in plurals)
    players = ("{count} player", "{count} players")
    with speaking("ru"):
        found = [translations("ru").ngettext(*players, n).format(count=n) for n in (1, 3, 5, 21)]
    assert found == ["1 участник", "3 участника", "5 участников", "21 участник"]


def test_the_template_and_every_catalogue_have_the_messages_of_the_sources():
    extracted = {message_id for _file, _line, message_id, _comments, _context
                 in extract_from_dir(ROOT / "arbiter_gui", method_map=[("**.py", "python")],
                                     keywords=KEYWORDS)}
    extracted = {_forms(message_id)[0] for message_id in extracted}
    with (CATALOGUES / f"{DOMAIN}.pot").open("rb") as file:
        template = {_forms(message.id)[0] for message in _messages(read_po(file))}
    assert template == extracted, "run `make translations`"
    for language in SHIPPED:
        assert {_forms(m.id)[0] for m in _messages(_catalogue(language))} == template, language


# -- no unmarked text -----------------------------------------------------------------------------

_MARKERS = {"_", "N_", "ngettext"}
# Calls whose string arguments are names, not text: attributes and the string methods.
_NAME_CALLS = {"getattr", "setattr", "hasattr", "startswith", "endswith", "split", "partition",
               "strip", "rstrip", "lstrip", "replace", "strftime", "encode", "decode"}
# Keywords whose values are not text (reportlab's colour names).
_NAME_KEYWORDS = {"color"}
# Module constants that are not text read by a person (the web pages' style sheet).
_NOT_TEXT_CONSTANTS = {"_CSS", "RANKED"}  # RANKED: report kinds, command words (REPORTS)
# Other values that are not text, which no general rule above recognises.
ALLOWED = {
    "a4", "letter",  # paper names (the PAPERS keys) as default values
    "arbiter",  # the name of a reportlab paragraph style
    "arbiter-gui",  # the program's name, the same in every language
    "medium", "short", "yyyy-MM-dd", "HH:mm",  # Babel's date and time formats
    "h3", "p", "th", "td",  # HTML element names
    "round-", "player-", ".html",  # the web pages' file names (round-3.html, player-12.html)
    "U+",  # Unicode's notation of a code point (U+0915), the same in every language
}


def _letters(text: str) -> bool:
    return any(c.isalpha() for c in text)


def _is_markup(text: str) -> bool:
    """HTML tags and attributes only: '<a href="', ' dir="auto"', '</p>'."""
    return not _letters(re.sub(r'<[^>]*>?|\w+="[^"]*"?|"', "", text))


def _is_code(text: str) -> bool:
    """An all-capital code (a reportlab command, a bidi class, a tie-break), a file or path
    name, a format specification."""
    return bool(re.fullmatch(r"[A-Z][A-Z0-9_]*|[\w.\-]+\.(html|ttf|ttc)|[\w.\-]*/[\w.\-/]*",
                             text))


def _docstrings(tree: ast.AST) -> Iterator[ast.AST]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                yield first.value


def _called(node: ast.Call) -> str:
    return getattr(node.func, "id", getattr(node.func, "attr", ""))


def _not_text(tree: ast.AST) -> set[int]:
    """The ids of the nodes whose strings are marked or not text: docstrings, strings inside
    _(), N_(), ngettext(), names given to getattr() and string methods, dictionary keys (in a
    dictionary or looked up: LABELS["club"]), comparisons, f-string format specifications,
    table style commands, __all__ and the constants of _NOT_TEXT_CONSTANTS."""
    skipped: list[ast.AST] = list(_docstrings(tree))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _called(node) in _MARKERS | _NAME_CALLS:
            skipped += node.args
            skipped += [node] if _called(node) in _MARKERS else []
        elif isinstance(node, ast.Call):
            skipped += [k.value for k in node.keywords if k.arg in _NAME_KEYWORDS]
        elif isinstance(node, ast.Dict):
            skipped += [key for key in node.keys if key is not None]
        elif isinstance(node, ast.Subscript):
            skipped.append(node.slice)
        elif isinstance(node, ast.Compare):
            skipped += [node.left, *node.comparators]
        elif isinstance(node, ast.FormattedValue) and node.format_spec is not None:
            skipped.append(node.format_spec)
        elif (isinstance(node, ast.Tuple) and node.elts and isinstance(node.elts[0], ast.Constant)
              and isinstance(node.elts[0].value, str) and _is_code(node.elts[0].value)):
            skipped.append(node)  # ("BOX", (0, 0), (-1, -1), 0.8, "black"): a style command
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(getattr(t, "id", "") in {"__all__", *_NOT_TEXT_CONSTANTS} for t in targets):
                skipped.append(node)
    return {id(inner) for node in skipped for inner in ast.walk(node)}


def unmarked_texts(source: str) -> list[tuple[int, str]]:
    """(line, text) of each string in `source` that would reach the reader unmarked."""
    tree = ast.parse(source)
    skipped = _not_text(tree)
    return sorted((node.lineno, node.value) for node in ast.walk(tree)
                  if isinstance(node, ast.Constant) and isinstance(node.value, str)
                  and id(node) not in skipped and _letters(node.value)
                  and not _is_markup(node.value) and not _is_code(node.value)
                  and node.value not in ALLOWED)


def _scanned_modules() -> list[Path]:
    paths = [ROOT / name for name in SCANNED]
    return sorted(module for path in paths
                  for module in (path.rglob("*.py") if path.is_dir() else [path]))


def test_every_text_of_the_scanned_modules_is_marked_for_translation():
    found = {f"{module.relative_to(ROOT)}:{line}": value for module in _scanned_modules()
             for line, value in unmarked_texts(module.read_text(encoding="utf-8"))}
    assert _scanned_modules() and not found, (
        "texts a reader sees must go through _() or ngettext() (core.i18n); a value that is"
        " not text goes in ALLOWED with a comment")


@pytest.mark.parametrize(("source", "unmarked"), [
    ('def title(n):\n    return Report(f"Pairings of round {n}")\n', [(2, "Pairings of round ")]),
    ('HEADER = ("No.", "Name")\n', [(1, "Name"), (1, "No.")]),
    ('raise ReportError("no round is paired yet")\n', [(1, "no round is paired yet")]),
    ('table = {"pab": "pairing-allocated bye"}\n', [(1, "pairing-allocated bye")]),
])
def test_the_scanner_finds_a_planted_unmarked_text(source, unmarked):
    assert unmarked_texts(source) == unmarked


def test_the_scanner_lets_marked_texts_and_values_that_are_not_text_pass():
    source = '''"""A module's docstring."""
__all__ = ["write_report"]
HEADER = (N_("No."), N_("Name"), DETAIL_LABELS["fide_id"])
_CSS = "body { margin: 1em; }"


def title(n, when, paper: str = "a4"):
    """A function's docstring."""
    style = TableStyle([("ALIGN", (0, 0), (-1, -1), "RIGHT"), ("BOX", (0, 0), 0.5, "black")])
    name = getattr(style, "fontName", "") if paper in ("letter",) else f"{n:g}"
    page = f'<p dir="auto">{n}</p>' + "index.html" + "fonts/" + when.strftime("%Z")
    return _("Pairings of round {number}").format(number=n) + ngettext("a {n}", "{n} b", n)
'''
    assert unmarked_texts(source) == []


# -- one word for one thing: the glossary of docs/translations.md ---------------------------------

GLOSSARY_DOC = ROOT / "docs" / "translations.md"


def _word_pattern(word: str, any_ending: bool = False) -> re.Pattern[str]:
    """A glossary word as a pattern: `*` any ending, any space between words, whole words
    (an English term with any ending: "bye" stands for "byes" too)."""
    body = r"\s+".join(re.escape(part).replace(r"\*", r"\w*") for part in word.split())
    return re.compile(rf"(?<!\w){body}" + ("" if any_ending else r"(?!\w)"), re.IGNORECASE)


def glossary(language: str) -> list[tuple[re.Pattern[str], re.Pattern[str], list[re.Pattern]]]:
    """(English term, the language's word, the words it replaces) of each row of the
    language's table in docs/translations.md (its section "### ... (code)")."""
    section = re.search(rf"^### [^\n]*\({language}\)\n(.*?)(?=^#)",
                        GLOSSARY_DOC.read_text(encoding="utf-8"), re.MULTILINE | re.DOTALL)
    assert section, f"no glossary for {language}"
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")]
            for line in section.group(1).splitlines()
            if line.startswith("|") and not line.startswith("|---")][1:]
    return [(_word_pattern(english, any_ending=True), _word_pattern(word),
             [_word_pattern(other) for other in instead.split(",") if other.strip()])
            for english, word, instead in rows]


def _window_messages(language: str) -> list[tuple[str, tuple[str, ...]]]:
    import xml.etree.ElementTree as ElementTree
    found = []
    for message in ElementTree.parse(CATALOGUES / f"{DOMAIN}_{language}.ts").iter("message"):
        translation = message.find("translation")
        forms = tuple(f.text or "" for f in translation.iter("numerusform"))
        found.append((message.findtext("source"), forms or (translation.text or "",)))
    return found


def _paper_messages(language: str) -> list[tuple[str, tuple[str, ...]]]:
    return [(" ".join(_forms(m.id)), _forms(m.string)) for m in _messages(_catalogue(language))]


def glossary_departures(language: str, messages: list[tuple[str, tuple[str, ...]]]
                        ) -> list[tuple[str, str, str]]:
    """(English term, source, translation) of each message that does not use the glossary's
    word for a term of its source, or uses a word the glossary replaces."""
    departures = []
    for source, forms in messages:
        english = re.sub(r"\{[^}]*\}", "", source.replace("&", ""))
        for term, word, instead in glossary(language):
            if not term.search(english):
                continue
            for form in (f.replace("&", "") for f in forms):
                if not word.search(form) or any(other.search(form) for other in instead):
                    departures.append((term.pattern, source, form))
    return departures


@pytest.mark.parametrize("language", SHIPPED)
@pytest.mark.parametrize("catalogue", ["window", "paper"])
def test_window_and_paper_use_the_glossary_word_for_each_term(language, catalogue):
    """docs/translations.md, Glossary: one word for one thing in each language."""
    messages = (_window_messages if catalogue == "window" else _paper_messages)(language)
    assert not glossary_departures(language, messages)


def test_the_glossary_check_finds_a_departure_and_passes_the_glossary_word():
    messages = [("Pairing-allocated bye for {player}", ("Bye attribué par l'appariement à "
                                                          "{player}",)),
                ("&Give bye…", ("Attri&buer l'exempt…",)),
                ("Standings", ("Classement",))]
    assert [source for _term, source, _form in glossary_departures("fr", messages)] == [
        "Pairing-allocated bye for {player}"]
    russian = [("half-point bye", ("бай в пол-очка",)), ("Bye", ("Пропуск тура",))]
    assert [source for _t, source, _f in glossary_departures("ru", russian)] == ["half-point bye"]


def _marked_inside_f_strings(source: str) -> list[int]:
    """The lines of the _(), N_() and ngettext() calls written inside an f-string."""
    return sorted({inner.lineno for node in ast.walk(ast.parse(source))
                   if isinstance(node, ast.JoinedStr) for inner in ast.walk(node)
                   if isinstance(inner, ast.Call) and _called(inner) in _MARKERS})


def test_no_text_is_marked_inside_an_f_string_where_the_extraction_cannot_see_it():
    """Babel's extractor does not look into f-strings (before Python 3.12): a text marked
    there stays out of the catalogue and English in every language (issue 26: "Rounds:")."""
    found = {f"{module.relative_to(ROOT)}:{line}": True
             for module in sorted((ROOT / "arbiter_gui").rglob("*.py"))
             for line in _marked_inside_f_strings(module.read_text(encoding="utf-8"))}
    assert not found
    assert _marked_inside_f_strings("""x = f"<nav>{escape(_('Rounds:'))}</nav>"\n""") == [1]
