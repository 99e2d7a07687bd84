"""The journal's records in the reader's language: each record holds what its action did, as
data (`RecordData`); `describe` renders it in the language now spoken, so that a journal reads
in the language of whoever reads it. The words the records use for a player's details and for
the settings are here, beside the texts that use them."""

from __future__ import annotations

import json

from arbiter_gui.core import overrides
from arbiter_gui.core.i18n import Message, _, local_time, ngettext
from arbiter_gui.core.journal import JsonObject
from arbiter_gui.core.log import LogDraft, LogEntry
from arbiter_gui.core.model import SETTINGS, ByeKind, Colour, GameResult, Override, ResultCode
from arbiter_gui.core.texts import bye_name, colour_name, field_name, rounds_span

# The data of a journal record: the JSON object an action writes and `describe` renders back
# (each describer reads the fields its action wrote, which the journal's chain of hashes keeps
# as written).
RecordData = JsonObject

# The settings as the journal's records name them; never their values (the pairing server's
# secret above all), except the edition of the Dutch rules, from which to which.
SETTING_WORDS = {spec.name: spec.word for spec in SETTINGS}  # declared in model.py
_SERVER_SETTINGS = ("pairing_server_url", "pairing_server_tournament", "pairing_server_secret")


def describe(entry: LogEntry) -> str:
    """The entry's text in the language now spoken, rendered from what it records; the text
    stored with it (as written then) when it records no action this program renders."""
    if entry.data is None:
        return entry.text
    try:
        data = json.loads(entry.data)
    except ValueError:
        return entry.text
    return (describe_data(entry.kind, data) if isinstance(data, dict) else None) or entry.text


def describe_data(kind: str, data: RecordData) -> str | None:
    if data.get("action") == "override":
        return _describe_override(kind, data)
    text = _describe_action(data)
    if text is None:
        return None
    if kind == "undo":
        return _("Undo: {edit}").format(edit=text)
    if kind == "redo":
        return _("Redo: {edit}").format(edit=text)
    return text


def undo_title(draft: LogDraft) -> str:
    """The action as the window's undo history names it: its record's text, shortened for the
    records that run long in a menu (a round's pairs, a correction's reason, an override's
    justification, the players updated)."""
    data = json.loads(draft.data) if draft.data else None
    title = _short_title(data) if isinstance(data, dict) else None
    return title or draft.text


def _short_title(data: RecordData) -> str | None:
    action = data.get("action")
    if action == "pair":
        return _("Pair round {round}").format(round=data["round"])
    if action == "correction":
        return _("Correct result board {board}: {result} (round {round})").format(
            board=data["board"], result=data["new"], round=data["round"])
    if action == "override":
        override = data["override"]
        return _("{action} (round {round})").format(
            action=overrides.action_name(override["action"]).capitalize(),
            round=override["round"])
    if action == "update_players":
        return ngettext("Update {count} player from {list}", "Update {count} players from {list}",
                        len(data["players"])).format(count=len(data["players"]),
                                                     list=data["source"])
    return None


def _describe_action(data: RecordData) -> str | None:
    action = data.get("action")
    if action == "result":
        result, was = _result_text(data["result"]), _result_text(data["was"])
        was_text = _(" (was {result})").format(result=was) if was else ""
        if data.get("was_adjourned") and not was:
            was_text = _(" (was adjourned)")
        text = (_("Result board {board}: {result}{was} (round {round})") if result
                else _("Clear result board {board}{was} (round {round})")).format(
                    board=data["board"], result=result, was=was_text, round=data["round"])
        return text + (_("; adjourned again") if data.get("adjourned") else "")
    if action == "adjourn":
        return (_("Board {board} adjourned (round {round}): a draw for pairing purposes only"
                  " until its result is entered") if data["adjourned"]
                else _("Board {board} no longer adjourned (round {round})")).format(
                    board=data["board"], round=data["round"])
    if action == "correction":
        first, last = data["round"] + 1, data["paired_through"]
        rounds = rounds_span(first, last)
        return _("Round {round}, board {board}: result corrected from {old} to {new} after round"
                 " {paired} was paired; the pairings of {rounds} rest on the old result."
                 " Reason: {reason}").format(round=data["round"], board=data["board"],
                                             old=data["old"], new=data["new"],
                                             paired=data["paired_through"], rounds=rounds,
                                             reason=data["reason"])
    if action == "withdraw":
        return _("Withdraw {player} from round {round}").format(player=data["player"],
                                                                round=data["round"])
    if action == "return":
        return _("{player} plays again from round {round}").format(player=data["player"],
                                                                   round=data["round"])
    if action == "bye":
        if data["bye"] is None:
            return _("Cancel the bye of {player} in round {round}").format(
                player=data["player"], round=data["round"])
        return _("{bye} for {player} in round {round}").format(
            bye=bye_name(ByeKind(data["bye"])).capitalize(), player=data["player"],
            round=data["round"])
    if action in ("pair", "unpair", "register", "edit_player", "delete_player"):
        return _describe_pairing_or_player(data)
    if action == "round_start":
        return _describe_round_start(data)
    if action in ("settings", "leave_fide_mode", "draw_colour"):
        return _describe_settings(data)
    if action in ("import_players", "update_players"):
        return _describe_import(data)
    if action == "create":
        if "imported" in data:
            return _("The journal begins: the tournament as imported from {file}").format(
                file=data["imported"])
        return _("The journal begins: the tournament as created")
    if action == "convert":
        return _("The file is converted from format {old} to format {new}: the journal goes on"
                 " from the tournament as it was found").format(old=data["from"],
                                                                new=data["to"])
    return None


def _describe_round_start(data: RecordData) -> str:
    when = " ".join(value for value in (data["date"], data["time"]) if value)
    if not when:
        return _("Round {round}: no date nor start time").format(round=data["round"])
    return _("Round {round} starts {when}").format(round=data["round"], when=when)


def _describe_pairing_or_player(data: RecordData) -> str:
    action = data["action"]
    if action == "pair":
        how = {"engine": _("by the engine ({system})"),
               "server": _("by the pairing server {url}"),
               "local": _("locally by the engine ({system}): the pairing server {url} could not"
                          " be reached, the arbiter confirmed")}[data["how"]].format(
                              system=data["system"], url=data["url"])
        return _("Round {round} paired {how}: {pairs}").format(round=data["round"], how=how,
                                                                pairs=data["pairs"])
    if action == "unpair":
        text = _("Unpair round {round}").format(round=data["round"])
        for o in data["overrides"]:
            text += "\n" + _("Round {round}: {action} of {time} by {arbiter} withdrawn (round"
                             " {round} unpaired)").format(
                                 round=data["round"], action=overrides.action_name(o["action"]),
                                 time=local_time(o["time"], seconds=True),
                                 arbiter=o["arbiter"] or "-")
        return text
    if action == "register":
        if data["round"] is None:
            return _("Add player {player}").format(player=data["player"])
        return _("Late entry {player} from round {round}").format(player=data["player"],
                                                                  round=data["round"])
    if action == "edit_player":
        detail = data["detail"]
        return _("Edit {player}: {detail} {value}").format(
            player=data["player"],
            detail=field_name(detail),
            value=data["value"])
    return _("Delete player {player}").format(player=data["player"])


def _describe_settings(data: RecordData) -> str:
    action = data["action"]
    if action == "leave_fide_mode":
        return _("Left the FIDE mode (it cannot be undone)")
    if action == "draw_colour":
        colour = colour_name(Colour.WHITE if data["colour"] == Colour.WHITE.value
                             else Colour.BLACK)
        return _("Initial colour drawn by lot: {colour} for pairing number 1").format(
            colour=colour)
    parts = []
    changed = list(data["changed"])
    if "registered" in data:
        url, tournament = data["registered"]
        parts.append(_("Registered with the pairing server {url} as tournament {id}").format(
            url=url, id=tournament))
        changed = [name for name in changed if name not in _SERVER_SETTINGS]
    words = [_(SETTING_WORDS[name]) if name in SETTING_WORDS else name for name in changed]
    if "edition" in data:
        old, new = data["edition"]
        words[changed.index("dutch_edition")] = _(
            "Dutch rules edition {old} to {new}").format(old=old, new=new)
    if words or not parts:
        parts.append(_("Settings: {changed}").format(changed=", ".join(words)))
    return "; ".join(parts)


def _describe_import(data: RecordData) -> str:
    if data["action"] == "import_players":
        text = _("Import players from {file}").format(file=data["file"])
        added = ngettext("{count} player imported.", "{count} players imported.",
                         data["added"]).format(count=data["added"])
        if data["refused"]:
            added += " " + ngettext("{count} row refused", "{count} rows refused",
                                    data["refused"]).format(count=data["refused"])
        return f"{text}: {added}"
    details = ", ".join(field_name(name)
                        for name in data["details"])
    return ngettext("Update {count} player from {list}: {players} ({details})",
                    "Update {count} players from {list}: {players} ({details})",
                    len(data["players"])).format(count=len(data["players"]),
                                                 list=data["source"],
                                                 players="; ".join(data["players"]),
                                                 details=details)


def _describe_override(kind: str, data: RecordData) -> str:
    o = Override(**(data["override"] | {"players": tuple(data["override"]["players"])}))
    if kind in ("undo", "redo"):
        text = (_("Undo: Round {round}: {action} of {time} by {arbiter} withdrawn")
                if kind == "undo" else
                _("Redo: Round {round}: {action} of {time} by {arbiter} in force again"))
        return text.format(round=o.round, action=overrides.action_name(o.action),
                           time=local_time(o.time, seconds=True), arbiter=o.arbiter)
    return overrides.log_text(o, [Message.render(v) for v in data["violations"]])


def _result_text(codes: list[str | None]) -> str:
    if codes[0] is None or codes[1] is None:
        return ""
    result = GameResult.from_codes(ResultCode(codes[0]), ResultCode(codes[1]))
    return result.label if result is not None else f"{codes[0]}:{codes[1]}"
