"""How a tournament setting is declared: once, as a field of `model.TournamentSettings` made by
`setting(...)`, whose `SettingSpec` says everything the program needs to know about it.

From that one declaration follow the model's field (the dataclass field itself), the store's
column in the one-row `settings` table and the generic migration step that adds it to older
files (`since`), the settings page's field and its label, the word the journal's records and
the model's checks name it by, the `### arbiter-gui` note that keeps it through a TRF, whether
it is locked once round 1 is paired (always, or in the FIDE mode) and its bounds.

A setting of a simple kind (TEXT, WHOLE, OPTIONAL_WHOLE, FLAG, a `Choice`) needs nothing else:
docs/adding-a-setting.md shows it. A STRUCTURED setting (lists of rules, the points, ...) has
its own tables, TRF codec and editor, written by hand, and its declaration says the rest.

Qt-free; imports nothing of the program, so that the model can use it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, TypeVar

T = TypeVar("T")

_SPEC = "arbiter_gui.setting"  # the key of a field's metadata that holds its SettingSpec


@dataclass(frozen=True)
class Kind:
    """What values a setting holds and how the store keeps them in its column."""

    key: str  # "text", "whole", "optional whole", "flag", "choice", "structured"
    sql_type: str = ""  # the column's declared type; "" = no column (own tables)
    nullable: bool = False

    @property
    def has_column(self) -> bool:
        return bool(self.sql_type)

    def to_column(self, value: Any) -> Any:
        """The value as the store writes it."""
        return int(value) if self.key == "flag" else value

    def from_column(self, value: Any) -> Any:
        """The value the store read, as the model holds it."""
        return bool(value) if self.key == "flag" else value

    def column_definition(self, name: str, default: Any) -> str:
        """The column's definition for `ALTER TABLE settings ADD COLUMN` (the default is
        what an older file's tournament gets)."""
        definition = f"{name} {self.sql_type}"
        if not self.nullable:
            definition += f" NOT NULL DEFAULT {_sql_literal(self.to_column(default))}"
        if self.key == "flag":
            definition += f" CHECK ({name} IN (0, 1))"
        return definition


@dataclass(frozen=True)
class Choice(Kind):
    """One of a fixed set of values (an enumeration's members or texts), stored as text.
    `words`: each value and the word the settings page shows for it (N_() or a name
    that needs no translation), in the order offered."""

    key: str = "choice"
    sql_type: str = "TEXT"
    words: Callable[[], Mapping[Any, str]] = lambda: {}
    enum: type[Enum] | None = None

    def to_column(self, value: Any) -> Any:
        return value.value if isinstance(value, Enum) else value

    def from_column(self, value: Any) -> Any:
        """The enumeration's member (ValueError if none is `value`); a text choice is kept as
        read, the model's checks name what is wrong with it."""
        return self.enum(value) if self.enum is not None else value


TEXT = Kind("text", "TEXT")
WHOLE = Kind("whole", "INTEGER")
OPTIONAL_WHOLE = Kind("optional whole", "INTEGER", nullable=True)
FLAG = Kind("flag", "INTEGER")
STRUCTURED = Kind("structured")


def _sql_literal(value: Any) -> str:
    if isinstance(value, str):
        return "'" + value.replace("'", "''") + "'"
    return repr(value)


@dataclass(frozen=True)
class SettingSpec:
    """One tournament setting. The texts are marked N_() where declared and translated where
    shown: `label` on the settings page, `word` in the journal's records and in the messages
    of the model's checks (lower case)."""

    label: str
    word: str
    kind: Kind = TEXT
    # The settings page's group ("event", "pairing", "restrictions", "prizes", "server") it
    # is shown in, in declaration order; None: not on the page.
    page: str | None = "event"
    # Why it is fixed once round 1 is paired (the rules'), or in the FIDE mode only; "" never.
    fixed_once_paired: str = ""
    fide_mode_lock: str = ""
    in_trf: bool = True  # kept through a TRF by an `### arbiter-gui` note
    editable: bool = True  # changed with the others (ChangeSettings); False: by its own action
    bounds: tuple[int, int] | None = None  # a whole number's lowest and highest value
    bounds_text: str = ""  # what the message of a number out of bounds calls it ("": `word`)
    max_length: int | None = None  # a text's longest (the page's field)
    # The file format whose migration adds its column (store/schema.py adds the columns of
    # the settings declared since a version, in that version's step); None: a column of the
    # formats written before settings were declared here (their migrations name them).
    since: int | None = None
    # Filled from the field: its name and default.
    name: str = ""
    default: Any = None


def setting(default: T, label: str, word: str, **spec: Any) -> T:
    """A setting's field with an immutable default (text, number, enumeration member)."""
    return dataclasses.field(
        default=default, metadata={_SPEC: SettingSpec(label, word, **spec)})


def setting_made_by(factory: Callable[[], T], label: str, word: str, **spec: Any) -> T:
    """A setting's field whose default is made anew for each tournament (a list, ...)."""
    return dataclasses.field(
        default_factory=factory, metadata={_SPEC: SettingSpec(label, word, **spec)})


def declared_settings(cls: type) -> tuple[SettingSpec, ...]:
    """The settings declared as fields of the dataclass `cls`, in declaration order, each
    with its name and default."""
    return tuple(dataclasses.replace(f.metadata[_SPEC], name=f.name, default=_default(f))
                 for f in dataclasses.fields(cls) if _SPEC in f.metadata)


def _default(f: dataclasses.Field[Any]) -> Any:
    if callable(f.default_factory):
        return f.default_factory()
    return f.default


