"""The tournament's protocol as a PDF (reportlab, the printouts' page frame): the deviations by
round and by player, and every entry, with the chain's head on every page's footer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from reportlab.platypus import Flowable, Spacer

from arbiter_gui.core.model import Tournament
from arbiter_gui.reports.document import Report, frame_width, grid, render, style, text
from arbiter_gui.server.page import deviation_rows, entry_summary, event_rows, player_rows

if TYPE_CHECKING:
    from arbiter_gui.core.journal import JsonObject
    from arbiter_gui.server.service import ProtocolJson

PAPER = "a4"
_HEADING = style(11, bold=True, space_before=8)
# round, found, kind, players, what, reason
_DEVIATION_SHARES = (0.06, 0.07, 0.11, 0.16, 0.35, 0.25)


def _deviation_table(deviations: list[JsonObject]) -> Flowable:
    width = frame_width(PAPER)
    return grid([text(h) for h in ("round", "found", "kind", "players", "what", "reason")],
                [[text(cell) for cell in row] for row in deviation_rows(deviations)],
                [width * s for s in _DEVIATION_SHARES])


def protocol_pdf(p: ProtocolJson) -> bytes:
    t, chain, devs, entries = p["tournament"], p["chain"], p["deviations"], p["entries"]
    chain_text = (f"Hash chain verified: {chain['entries']} entries, head {chain['head']}"
                  if chain["verified"] else "Hash chain BROKEN: "
                  + "; ".join(chain["problems"]))
    story: list[Flowable] = [
        text(f"Tournament {t['id']}, FIDE event code {t['event_code'] or '-'},"
             f" {t['system']} {t['edition'] or ''}, {t['rounds_answered']} of {t['rounds']}"
             f" rounds paired by the server; chief arbiter {t['chief_arbiter']};"
             f" registered {t['created']}"),
        text(chain_text), Spacer(0, 6), text("Deviations by round", _HEADING)]
    if not devs["by_round"]:
        story.append(text("No deviation from the server's pairings."))
    for round_text, found in devs["by_round"].items():
        story += [text(f"Round {round_text}", _HEADING), _deviation_table(found)]
    story.append(text("Deviations by player", _HEADING))
    for player, found in devs["by_player"].items():
        story += [text(player, _HEADING), _deviation_table(found)]
    width = frame_width(PAPER)
    events = event_rows(p)
    if events:
        story += [text("Late entries, withdrawals, rounds paired locally", _HEADING),
                  grid([text("what"), text("when")], [[text(c) for c in row] for row in events],
                       [width * 0.5, width * 0.5])]
    story += [text("Players", _HEADING), grid(
        [text(h) for h in ("key", "starting rank", "FIDE id", "name")],
        [[text(c) for c in row] for row in player_rows(p)],
        [width * s for s in (0.15, 0.15, 0.2, 0.5)])]
    story += [text("Protocol entries", _HEADING), grid(
        [text(h) for h in ("seq", "time (UTC)", "kind", "round", "summary", "hash")],
        [[text(str(e["seq"])), text(str(e["time"])[:19]), text(str(e["kind"])),
          text(str(e["round"] or "")), text(entry_summary(e)), text(str(e["hash"])[:16])]
         for e in entries], [width * s for s in (0.06, 0.2, 0.1, 0.07, 0.37, 0.2)])]
    tournament = Tournament(name=str(t["name"]), chief_arbiter=str(t["chief_arbiter"]))
    return render(tournament, Report("Pairing server protocol", story), PAPER,
                  footnote=f"chain {str(chain['head'])[:8]}")
