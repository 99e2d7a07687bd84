"""TRFp, the file a tournament sends the pairing server before round N (or after the last),
and what the server reads from it: the players and who they are across files (`identify`),
the rounds played, the absences of round N, the reasons given for deviations, and the
deviations of the rounds played from the pairings the server sent (docs/pairing-server.md,
"TRFp").

Read as arbiter-pairing reads a file: tolerantly (in the declared charset), each departure a
warning, except the readings that would guess what pairing rests on. Pure functions over the
core's model: no database, no HTTP. The server's refusals are `TrfpError`s carrying the HTTP
status and, for a file that cannot be read, its line and field.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TypedDict, TypeGuard

from arbiter_gui.core.errors import ArbiterError
from arbiter_gui.core.fide_mode import system_refusal
from arbiter_gui.core.journal import JsonObject, canonical_json
from arbiter_gui.core.model import ByeKind, Player, Tournament
from arbiter_gui.core.trf import TrfError, TrfWarning, parse_trf_report, write_trf
from arbiter_gui.core.trf.encoding import decode_trf
from arbiter_gui.pairing.engine import (
    SYSTEMS,
    announced_round_as_requests,
    pair_next_round,
    record_pairing,
)
from arbiter_gui.pairing.swiss import PairingError, PairingLimitError

# A 300-player, 11-round TRF is about 80 KB; 2 MB holds the engines' largest rounds.
MAX_BODY_BYTES = 2_000_000
MAX_LINES = 20_000
MAX_PLAYER_RECORDS = max(system.max_players for system in SYSTEMS.values())
MAX_ROUNDS = 50  # a Swiss tournament has far fewer; it bounds every line's length
MAX_LINE_LENGTH = 91 + 10 * MAX_ROUNDS


class TrfpError(ArbiterError):
    """A request the server refuses: `status` is the HTTP status, `error` a stable code."""

    def __init__(self, status: int, error: str, message: str, *, line: int | None = None,
                 field: str = "") -> None:
        super().__init__(message)
        self.status = status
        self.error = error
        self.message = message
        self.line = line
        self.field = field

    def __reduce__(self) -> tuple[object, ...]:
        # Raised in a pairing process (server/pool.py): sent back whole.
        return _trfp_error, (self.status, self.error, self.message, self.line, self.field)

    def body(self) -> dict[str, object]:
        body: dict[str, object] = {"error": self.error, "message": self.message}
        if self.line is not None:
            body["line"] = self.line
        if self.field:
            body["field"] = self.field
        return body


def _trfp_error(status: int, error: str, message: str, line: int | None, field: str
                ) -> TrfpError:
    return TrfpError(status, error, message, line=line, field=field)


def _check_limits(text: str) -> None:
    """Refuse, before reading a record, a text whose size alone would make reading run long."""
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        raise TrfpError(413, "too_large", f"the file has {len(lines):,} lines; the server"
                        f" reads at most {MAX_LINES:,}")
    for number, line in enumerate(lines, 1):
        # A record's columns end with its last round; a ### note (JSON) is bounded by the body.
        if len(line) > MAX_LINE_LENGTH and not line.startswith("###"):
            raise TrfpError(422, "malformed_trf", f"line {number} has {len(line):,} characters;"
                            f" a TRF record has at most {MAX_LINE_LENGTH} ({MAX_ROUNDS} rounds)",
                            line=number, field="line length")
    players = sum(line.startswith("001") for line in lines)
    if players > MAX_PLAYER_RECORDS:
        raise TrfpError(422, "too_large", f"the file has {players:,} player records; the server"
                        f" pairs at most {MAX_PLAYER_RECORDS:,} players")


def content_key(text: str, reasons: list[Reason] | None = None) -> str:
    """What identifies a request: the sha256 of its records, each without trailing blanks, in
    sorted order, blank lines left out (line ends, trailing blanks and the records' order do not
    change a TRF's meaning), and of the reasons given beside it."""
    records = sorted(line.rstrip() for line in text.splitlines() if line.strip())
    extra = canonical_json([r.as_json() for r in reasons]) if reasons else ""
    return hashlib.sha256(("\n".join(records) + "\n" + extra).encode("utf-8")).hexdigest()


def decode_body(body: bytes, charset: str | None) -> tuple[str, list[TrfWarning]]:
    """The text of a TRFp body: in its declared charset (`Content-Type: ...; charset=...`),
    else UTF-8, else Windows-1252 with a warning (arbiter-pairing's reading)."""
    if len(body) > MAX_BODY_BYTES:
        raise TrfpError(413, "too_large", f"the body has {len(body):,} bytes; the server"
                        f" accepts at most {MAX_BODY_BYTES:,}")
    if charset and charset.lower().replace("_", "-") not in ("utf-8", "utf8"):
        try:
            return body.decode(charset), []
        except LookupError as e:
            raise TrfpError(422, "malformed_trf", f"the declared charset {charset!r} is not"
                            " one the server knows", field="charset") from e
        except UnicodeDecodeError as e:
            line = body.count(b"\n", 0, e.start) + 1
            raise TrfpError(422, "malformed_trf", f"line {line} is not {charset} text",
                            line=line, field="text encoding") from e
    try:
        return decode_trf(body, strict=False)
    except TrfError as e:
        raise TrfpError(422, "malformed_trf", str(e), line=e.line_no, field=e.field) from e


# Readings of the tolerant reader that rest on a guess about what pairing depends on: a blank
# result read as a half- or full-point bye because of the points column, a '+' without an
# opponent read as the PAB or a full-point bye. The server refuses them (it guesses nothing
# that pairing depends on); every other departure is read, with a warning in the answer.
GUESSES = ("blank result",)


def _is_guess(warning: TrfWarning) -> bool:
    return warning.kind in GUESSES or (warning.kind == "bye as a result"
                                       and warning.found.rstrip().endswith("+"))


@dataclass
class Reading:
    """A TRFp read: the tournament, the reasons it gives and the reader's warnings."""

    tournament: Tournament
    reasons: list[Reason]
    warnings: list[TrfWarning]


def read_trfp(body: bytes, charset: str | None = None,
              reasons: list[Reason] | None = None) -> Reading:
    """A TRFp body read as arbiter-pairing reads a file: tolerantly, each departure from the
    TRF text a warning (line and field); refused when a reading would guess what pairing
    depends on. `reasons`: those given beside the file (the JSON form of the request)."""
    text, warnings = decode_body(body, charset)
    return read_trfp_text(text, warnings, reasons)


def read_trfp_text(text: str, warnings: list[TrfWarning] | None = None,
                   reasons: list[Reason] | None = None) -> Reading:
    try:
        _check_limits(text)
        reading = parse_trf_report(_without_requested_byes_note(text), strict=False)
    except TrfError as e:
        raise TrfpError(422, "malformed_trf", str(e), line=e.line_no, field=e.field) from e
    except (ValueError, RecursionError) as e:  # the reader's own checks say what is wrong
        raise TrfpError(422, "malformed_trf", str(e)) from e
    warnings = [*(warnings or []), *reading.warnings]
    guessed = next((w for w in warnings if _is_guess(w)), None)
    if guessed is not None:
        raise TrfpError(422, "malformed_trf", f"{guessed}: pairing depends on it, and the server"
                        " does not guess it; write the bye's letter (H, F, U or Z)",
                        line=guessed.line_no, field=guessed.field or guessed.kind)
    return Reading(reading.tournament, [*reasons_in(text), *(reasons or [])], warnings)


def warning_json(warning: TrfWarning) -> dict[str, object]:
    return {"line": warning.line_no, "field": warning.field or warning.kind,
            "kind": warning.kind, "message": str(warning)}


@dataclass(frozen=True)
class Reason:
    """The reason the arbiter gives for the deviations of round `round_no` concerning the
    player of starting rank `rank` (in the file it comes with): a `### reason R P TEXT` line
    of the TRFp, or an item of the JSON request's "reasons"."""

    round_no: int
    rank: int
    text: str

    def as_json(self) -> dict[str, object]:
        return {"round": self.round_no, "player": self.rank, "reason": self.text}


REASON_PREFIX = "### reason "
_REASON = re.compile(r"### reason +(\d{1,3}) +(\d{1,4}) +(\S.*)")
MAX_REASON_LENGTH = 500


def reasons_in(text: str) -> list[Reason]:
    """The reason records of a TRFp (other programs' readers skip `###` lines)."""
    reasons = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.startswith(REASON_PREFIX):
            continue
        match = _REASON.fullmatch(line.rstrip())
        if match is None or len(match[3]) > MAX_REASON_LENGTH:
            raise TrfpError(422, "malformed_trf", f"line {number}: a reason record is"
                            f" '### reason ROUND STARTING-RANK TEXT' (the text at most"
                            f" {MAX_REASON_LENGTH} characters)", line=number, field="reason")
        reasons.append(Reason(int(match[1]), int(match[2]), match[3].strip()))
    return reasons


# Our program's note of every requested bye (`### arbiter-gui tournament requested_byes`): the
# reader applies it on top of the records, so a note copied from an answer's TRF would replace
# the `240` records and the blank blocks of the round to be paired, which say its absences
# (TRF-2026 240). The records carry every absence the server needs (a writer writes a `240`
# for each coming round: ours does), so the note is not read.
_REQUESTED_BYES_NOTE = "### arbiter-gui tournament requested_byes "


def _without_requested_byes_note(text: str) -> str:
    if _REQUESTED_BYES_NOTE not in text:
        return text
    # A bare comment in its place: the reader's line numbers stay those of the body.
    return "\n".join("###" if line.startswith(_REQUESTED_BYES_NOTE) else line
                     for line in text.splitlines())


# The server's register of a tournament's players: key -> [starting rank, FIDE id or None,
# name], as the latest file gave them. A key is "#N": the player's starting rank in the file
# where the server first saw him (a late entrant whose rank was another's: the next number).
Registry = dict[str, list[object]]


@dataclass
class Identities:
    """The players of a file matched with the register (`identify`)."""

    keys: dict[int, str]  # player id -> key
    changes: Registry  # the register's entries new or changed by this file
    new: list[str]  # keys first seen in this file
    linked: dict[str, int]  # key -> the FIDE id given for the first time


def identify(registry: Registry, t: Tournament) -> Identities:
    """Each player of `t` as the register knows him: by FIDE id, else by his name (when one
    player has it), else by his starting rank (a name corrected), each time only if no other
    FIDE id is known for either; anyone else is new. So adding a FIDE id later, correcting a
    name, or a late entry renumbering the players (C.04.2 C.3) changes no one's key."""
    claimed: dict[str, int] = {}
    keys: dict[int, str] = {}
    ranked = sorted(t.players, key=lambda p: p.pairing_no)

    def fits(key: str | None, p: Player) -> TypeGuard[str]:
        known = registry[key][1] if key else None
        return key is not None and key not in claimed and (
            not known or not p.fide_id or known == p.fide_id)

    names: dict[object, list[str]] = {}
    for key, (_rank, _fide, name) in registry.items():
        names.setdefault(name, []).append(key)
    by_fide = {fide: key for key, (_rank, fide, _name) in registry.items() if fide}
    by_name = {name: found[0] for name, found in names.items() if len(found) == 1}
    by_rank = {rank: key for key, (rank, _fide, _name) in registry.items()}
    for find in (lambda p: by_fide.get(p.fide_id) if p.fide_id else None,
                 lambda p: by_name.get(p.name), lambda p: by_rank.get(p.pairing_no)):
        for p in ranked:
            if p.id not in keys and fits(found := find(p), p):
                keys[p.id], claimed[found] = found, p.id
    taken = {int(key[1:]) for key in registry}
    new = []
    for p in ranked:
        if p.id not in keys:
            number = p.pairing_no if p.pairing_no not in taken else max(taken) + 1
            taken.add(number)
            keys[p.id] = f"#{number}"
            new.append(keys[p.id])
    changes: Registry = {}
    linked: dict[str, int] = {}
    for p in ranked:
        entry: list[object] = [p.pairing_no, p.fide_id or None, p.name]
        before = registry.get(keys[p.id])
        if before != entry:
            changes[keys[p.id]] = entry
        if before is not None and not before[1] and p.fide_id:
            linked[keys[p.id]] = p.fide_id
    return Identities(keys, changes, new, linked)


# One round as the file reports it: player key -> [opponent key or None, colour, result code].
RoundSnapshot = dict[str, list[str | None]]

# An adjourned game's entry (VCL.15): TRF-2026's code of an unknown result such as an
# adjourned game (162 X); C.04.2 D.1 pairs it as a draw until its result comes.
ADJOURNED = "X"


def played_rounds(t: Tournament, keys: dict[int, str]) -> dict[str, RoundSnapshot]:
    """The rounds of the file, by round number (as text: JSON keys), each player's entry."""
    rounds: dict[str, RoundSnapshot] = {}
    for rnd in t.rounds:
        entries: RoundSnapshot = {}
        for game in rnd.games:
            for player, opponent in ((game.white, game.black), (game.black, game.white)):
                code = game.code_of(player)
                entries[keys[player]] = [keys[opponent], game.colour_of(player).value.lower(),
                                         code.value if code else
                                         ADJOURNED if game.is_adjourned else ""]
        for player, kind in rnd.byes.items():
            entries[keys[player]] = [None, "", kind.value]
        rounds[str(rnd.number)] = entries
    return rounds


@dataclass
class Deviation:
    """A round played otherwise than the server paired it, or a result changed afterwards."""

    round_no: int
    kind: str  # "pair", "colour", "bye", "changed_result"
    players: list[str]
    detail: str
    data: dict[str, object] = field(default_factory=dict)

    @property
    def fingerprint(self) -> str:
        """The same deviation found again (the next round's file) is recorded once."""
        return hashlib.sha256(canonical_json([self.round_no, self.kind, self.players,
                                              self.data]).encode()).hexdigest()

    def as_json(self) -> dict[str, object]:
        return {"round": self.round_no, "kind": self.kind, "players": self.players,
                "detail": self.detail, "data": self.data}


def _entry_text(entry: list[str | None] | None) -> str:
    if entry is None:
        return "not in the round"
    opponent, colour, code = entry
    if opponent is None:
        return "the PAB" if code == ByeKind.PAB.value else f"a bye ({code or 'Z'})"
    if code == ADJOURNED:
        return f"{colour} against {opponent}, adjourned"
    return f"{colour} against {opponent}" + (f", result {code}" if code else "")


def round_deviations(round_no: int, sent: JsonObject, played: RoundSnapshot
                     ) -> list[Deviation]:
    """How the played round differs from the server's pairing `sent` ({"pairs": [[white,
    black], ...], "bye": key or None}, by player key). A pair played with the colours reversed
    is a "colour" deviation; the other differences are grouped into the changes that explain
    them: the server's pairs not kept and the games played instead that share players are one
    deviation ("bye" when the PAB is among them, else "pair"), e.g. an exchange of opponents
    between two boards is one deviation of four players."""
    sent_pairs = [(str(w), str(b)) for w, b in sent["pairs"]]
    played_pairs = {(key, str(entry[0])) for key, entry in played.items()
                    if entry[0] is not None and entry[1] == "w"}
    sent_bye = sent.get("bye")
    played_bye = next((key for key, entry in played.items()
                       if entry[0] is None and entry[2] == ByeKind.PAB.value), None)
    deviations = [Deviation(round_no, "colour", [w, b],
                            f"the server paired {w} (white) - {b} (black); they played with"
                            " the colours reversed", {"sent": [w, b], "played": [b, w]})
                  for w, b in sent_pairs if (b, w) in played_pairs]
    unordered = {frozenset(pair) for pair in sent_pairs}
    lost: list[tuple[str, str | None]] = [
        (w, b) for w, b in sent_pairs if (w, b) not in played_pairs and (b, w) not in played_pairs]
    new: list[tuple[str, str | None]] = [
        (w, b) for w, b in sorted(played_pairs) if frozenset((w, b)) not in unordered]
    if sent_bye != played_bye:
        lost += [(str(sent_bye), None)] if sent_bye is not None else []
        new += [(str(played_bye), None)] if played_bye is not None else []
    for group in _connected(lost + new):
        group_lost = [pair for pair in lost if pair[0] in group]
        group_new = [pair for pair in new if pair[0] in group]
        in_new = {key for pair in group_new for key in pair}
        others = {key: played.get(key) for key in sorted(group) if key not in in_new}
        kind = "bye" if any(b is None for _, b in group_lost + group_new) else "pair"
        detail = (f"the server paired {_pairs_text(group_lost)}; the file has"
                  f" {_pairs_text(group_new) or 'no game of theirs'}"
                  + "".join(f"; {key} had {_entry_text(entry)}" for key, entry in others.items()))
        deviations.append(Deviation(round_no, kind, sorted(group, key=key_order), detail,
                                    {"sent": [list(p) for p in group_lost],
                                     "played": [list(p) for p in group_new], "others": others}))
    return deviations


def key_order(key: str) -> tuple[int, str]:
    """Player keys in number order (#2 before #10)."""
    return len(key), key


def _pairs_text(pairs: list[tuple[str, str | None]]) -> str:
    return ", ".join(f"the PAB to {w}" if b is None else f"{w} - {b}" for w, b in pairs)


def _connected(pairs: list[tuple[str, str | None]]) -> list[set[str]]:
    """The players of `pairs` in groups: two players are in one group when a chain of pairs
    links them (a pair (key, None) is a PAB: one player)."""
    groups: list[set[str]] = []
    for pair in pairs:
        members = {key for key in pair if key is not None}
        touching = [g for g in groups if g & members]
        for g in touching:
            members |= g
            groups.remove(g)
        groups.append(members)
    return sorted(groups, key=lambda group: min(map(key_order, group)))


def changed_results(before: dict[str, RoundSnapshot], now: dict[str, RoundSnapshot],
                    entered: Iterable[str] = ()) -> list[Deviation]:
    """Each player whose entry in a round the previous file reported is different now; the
    late entrants first seen now (`entered`: their byes for the rounds missed are no change)."""
    deviations, late = [], set(entered)
    for round_text, earlier in sorted(before.items(), key=lambda item: int(item[0])):
        later = now.get(round_text, {})
        if later == earlier:  # most rounds: compared at C speed, no player's entry by hand
            continue
        for key in sorted((earlier.keys() | later.keys()) - late):
            old, new = earlier.get(key), later.get(key)
            # The result of a game adjourned in the previous file is no change (C.04.2 D.1).
            result_in = (old is not None and new is not None and old[2] == ADJOURNED
                         and old[:2] == new[:2])
            if old != new and not result_in:
                deviations.append(Deviation(
                    int(round_text), "changed_result", [key],
                    f"round {round_text}: {key} had {_entry_text(old)} in the previous file,"
                    f" now {_entry_text(new)}", {"before": old, "after": new}))
    return deviations


def rounds_played(t: Tournament, rounds: int, adjourned_allowed: bool = False) -> Tournament:
    """`t` with round N's announced absences as requests (C.04.2 D.4), checked to hold rounds
    1 to `rounds` (N-1, or every round answered for the final file), each with its results;
    `adjourned_allowed`: a game adjourned has none yet (VCL.15: paired as a draw, C.04.2 D.1),
    which the final file may not have."""
    t = announced_round_as_requests(t)
    if len(t.rounds) != rounds:
        what = f"rounds 1 to {rounds}" if rounds else "no round"
        raise TrfpError(422, "wrong_round", f"the file has {len(t.rounds)} rounds played; this"
                        f" request's file has {what}", field="rounds")
    for rnd in t.rounds:
        missing = [g.board for g in rnd.games
                   if not g.has_result and not (adjourned_allowed and g.is_adjourned)]
        if missing:
            raise TrfpError(422, "missing_result", f"round {rnd.number} has no result on"
                            f" board {missing[0]}: every earlier round is sent with its results",
                            field=f"round {rnd.number}")
    return t


def absences(t: Tournament, round_no: int, keys: dict[int, str], rounds: int
             ) -> dict[str, str]:
    """Player key -> round N's announced absence: its bye kind (H, F, Z) or "withdrawn" (our
    note `withdrawn_from`, or a zero-point bye announced for every round from N to the last,
    `240 Z` records: the records every program writes; C.04.2 D.3, a withdrawn player is no
    longer paired)."""
    def withdrawn(p: Player) -> bool:
        return t.is_withdrawn(p, round_no) or all(
            t.requested_byes.get((p.id, r)) is ByeKind.ZERO for r in range(round_no, rounds + 1))

    return {keys[p.id]: "withdrawn" if withdrawn(p) else kind.value
            for p in t.players if (kind := t.planned_absence(p, round_no)) is not None}


class SentPairing(TypedDict):
    """The pairing as the answer's entry records it, by player key."""

    pairs: list[list[str]]  # [white, black], in board order
    bye: str | None


@dataclass
class Pairing:
    """The server's answer to a TRFp of round N: the file with round N, and what it holds."""

    trf: str
    sent: SentPairing
    pairs: list[tuple[int, int]]  # (white, black) by starting rank, in board order
    bye: int | None


def pair_round(t: Tournament, round_no: int, system: str, edition: str | None,
               rounds: int, keys: dict[int, str]) -> Pairing:
    """Pair round `round_no` of `t` (checked by `rounds_played`) with the registered system."""
    t.rounds_planned = rounds
    t.pairing_system = system
    try:
        # The answer holds no explanation: the checklist is not written (engine.check_size
        # first).
        result = pair_next_round(t, system, edition, explain=False)
    except PairingLimitError as e:
        raise TrfpError(422, "too_large", str(e)) from e
    except PairingError as e:
        raise TrfpError(422, "no_pairing", str(e)) from e
    record_pairing(t, round_no, result)
    # Round N's absences are in its column now: the answer's TRF needs no note for them.
    t.requested_byes = {(p, r): kind for (p, r), kind in t.requested_byes.items()
                        if r > round_no}
    number = {p.id: p.pairing_no for p in t.players}
    games = t.round(round_no).games  # in the board order of C.04.2 D.9
    bye = t.round(round_no).pab_player
    sent: SentPairing = {"pairs": [[keys[g.white], keys[g.black]] for g in games],
                         "bye": None if bye is None else keys[bye]}
    pairs = [(number[g.white], number[g.black]) for g in games]
    # `t` is this request's own (read from its file for it): written without a copy. It was
    # validated as it was read (parse_trf_report) and changed since by the engine's checked
    # pairing, the byes it announced and the registration's rounds and system: it is valid
    # still, unless the system is one the FIDE mode refuses to a file that did not leave it.
    checked = system_refusal(t, system) is None
    return Pairing(write_trf(t, discard=True, checked=checked), sent, pairs,
                   None if bye is None else number[bye])
