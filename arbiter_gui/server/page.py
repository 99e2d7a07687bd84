"""The tournament's protocol as one printable HTML page (the Qualification Commission's view):
the registration, the chain's check, the deviations with their reasons by round and by player,
the players, the late entries, withdrawals and rounds paired locally, every entry."""

from __future__ import annotations

import json
from html import escape
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter_gui.core.journal import JsonObject
    from arbiter_gui.server.service import ProtocolJson

_CSS = """
body { font-family: sans-serif; margin: 2em; }
table { border-collapse: collapse; margin-bottom: 1.5em; }
th, td { border: 1px solid #999; padding: 0.2em 0.5em; text-align: left; vertical-align: top; }
td.hash { font-family: monospace; }
.bad { color: #a00; font-weight: bold; }
@media print { body { margin: 0; } h2 { page-break-after: avoid; } }
"""


def _table(headers: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f'<td dir="auto">{escape(c)}</td>' for c in row) + "</tr>"
                   for row in rows)
    return f"<table><tr>{head}</tr>{body}</table>"


DEVIATION_HEADERS = ["round", "found in round", "kind", "players", "what", "reason"]


def reasons_text(d: JsonObject) -> str:
    return "; ".join(d["reasons"]) or "no reason given"


def deviation_rows(deviations: list[JsonObject]) -> list[list[str]]:
    return [[str(d["round"]), str(d["found_in_round"]), str(d["kind"]),
             ", ".join(d["players"]), str(d["detail"]), reasons_text(d)]
            for d in deviations]


def event_rows(p: ProtocolJson) -> list[list[str]]:
    """The players' late entries and withdrawals, and the rounds paired locally."""
    rows = [[f"{key}: late entry", f"from round {r}"] for key, r in p["late_entries"].items()]
    rows += [[f"{key}: withdrawn", f"from round {r}"] for key, r in p["withdrawals"].items()]
    rows += [[f"round {r}: paired locally", f"declared in the file of round {declared}"]
             for r, declared in p["rounds_paired_locally"].items()]
    return rows


def player_rows(p: ProtocolJson) -> list[list[str]]:
    return [[key, str(v["rank"]), str(v["fide_id"] or ""), str(v["name"])]
            for key, v in p["players"].items()]


def entry_summary(entry: dict[str, object]) -> str:
    data = json.loads(str(entry["data"]))
    kind = entry["kind"]
    if kind in ("answer", "final"):
        paired = (f"{len(data['pairs'])} pairs, bye {data['bye'] or '-'}, "
                  if kind == "answer" else "the final file: ")
        return (f"{paired}{len(data['deviations'])} new deviations,"
                f" {len(data['reasons'])} reasons, engine {data['engine']['version']}")
    if kind == "request":
        return f"{data['bytes']} bytes, content sha256 {data['request_hash'][:16]}"
    if kind in ("refused", "conflict"):
        return f"{data['status']} {data['message']}"
    return ", ".join(f"{k}: {v}" for k, v in data.items())


def protocol_html(p: ProtocolJson) -> str:
    t, chain, devs = p["tournament"], p["chain"], p["deviations"]
    title = f"Pairing protocol: {t['name']}"
    chain_text = (f"verified, {chain['entries']} entries, head {chain['head']}"
                  if chain["verified"] else "BROKEN: " + "; ".join(chain["problems"]))
    parts = [f"<h1 dir=\"auto\">{escape(title)}</h1>",
             _table(["field", "value"], [
                 ["tournament id", str(t["id"])], ["FIDE event code", str(t["event_code"])],
                 ["system", f"{t['system']} {t['edition'] or ''}".strip()],
                 ["rounds", f"{t['rounds_answered']} of {t['rounds']} paired"],
                 ["chief arbiter", str(t["chief_arbiter"])], ["registered", str(t["created"])]]),
             f"<p class=\"{'' if chain['verified'] else 'bad'}\">Hash chain:"
             f" {escape(chain_text)}</p>",
             "<h2>Deviations by round</h2>"]
    headers = DEVIATION_HEADERS
    if not devs["by_round"]:
        parts.append("<p>No deviation from the server's pairings.</p>")
    for round_text, found in devs["by_round"].items():
        parts += [f"<h3>Round {escape(round_text)}</h3>", _table(headers, deviation_rows(found))]
    parts.append("<h2>Deviations by player</h2>")
    for player, found in devs["by_player"].items():
        parts += [f"<h3 dir=\"auto\">{escape(player)}</h3>",
                  _table(headers, deviation_rows(found))]
    parts += ["<h2>Late entries, withdrawals, rounds paired locally</h2>",
              _table(["what", "when"], event_rows(p)),
              "<h2>Players</h2>", _table(["key", "starting rank", "FIDE id", "name"],
                                         player_rows(p))]
    entries = p["entries"]
    parts += ["<h2>Protocol entries</h2>", _table(
        ["seq", "time (UTC)", "kind", "round", "summary", "hash"],
        [[str(e["seq"]), str(e["time"]), str(e["kind"]), str(e["round"] or ""), entry_summary(e),
          str(e["hash"])[:16]] for e in entries])]
    return (f"<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>{escape(title)}</title>"
            f"<style>{_CSS}</style></head><body>{''.join(parts)}</body></html>")
