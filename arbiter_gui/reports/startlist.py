"""The starting list: every player with title, federation, FIDE and national ratings, birth year
and club, by pairing number or by name (the same order as the alphabetical pairing list)."""

from __future__ import annotations

from arbiter_gui.core.collation import alphabetical_key
from arbiter_gui.core.i18n import N_, _, ngettext
from arbiter_gui.core.model import NORMAL_SIZE, Player, Tournament
from arbiter_gui.core.texts import DETAIL_LABELS, FEDERATION, NAME, PAIRING_NUMBER
from arbiter_gui.reports.columns import Name, sized_table
from arbiter_gui.reports.document import Report, translated

STARTLIST_HEADER = (PAIRING_NUMBER, N_("Ti"), NAME, FEDERATION, DETAIL_LABELS["fide_id"], N_("Rtg"),
                    N_("Nat"), N_("Born"), DETAIL_LABELS["club"])
_NAMES = (2, 8)  # the name and the club share what the others leave of the line
_RIGHT = (0, 4, 5, 6, 7)


def birth_year(player: Player) -> str:
    """The year of "YYYY/MM/DD" or "YYYY" (blank when not known)."""
    year = player.birth_date[:4]
    return year if year.isdigit() and int(year) > 0 else ""


def by_pairing_number(t: Tournament) -> list[Player]:
    """Players by pairing number; those without one yet (0) last, in the list's order."""
    return sorted(t.players, key=lambda p: (p.pairing_no == 0, p.pairing_no))


def by_name(t: Tournament) -> list[Player]:
    """Players in the order of the alphabetical pairing list."""
    return sorted(t.players, key=alphabetical_key)


def startlist_cells(player: Player) -> list[str]:
    """The row of one player, as plain strings (the PDF prints the name and club as text())."""
    return [str(player.pairing_no or ""), player.title, player.name, player.federation,
            str(player.fide_id or ""), str(player.rating or ""),
            str(player.national_rating or ""), birth_year(player), player.club]


def _startlist(t: Tournament, players: list[Player], title: str, paper: str,
               size: str) -> Report:
    rows = []
    for player in players:
        cells: list[object] = list(startlist_cells(player))
        cells[_NAMES[0]] = Name.of(player)
        rows.append(cells)
    sized = sized_table(translated(STARTLIST_HEADER), rows, _NAMES, paper, size,
                        right_aligned=_RIGHT)
    count = ngettext("{count} player", "{count} players", len(players)).format(
        count=len(players))
    return Report(_("{title} ({count})").format(title=title, count=count), [sized.table],
                  wide=sized.wide)


def startlist_report(t: Tournament, round_no: int | None, paper: str,
                     size: str = NORMAL_SIZE) -> Report:
    """The starting list by pairing number (`round_no` is not used: it is the whole field)."""
    return _startlist(t, by_pairing_number(t), _("Starting list"), paper, size)


def alphabetical_startlist_report(t: Tournament, round_no: int | None, paper: str,
                                  size: str = NORMAL_SIZE) -> Report:
    """The starting list by name, in the order of the alphabetical pairing list."""
    return _startlist(t, by_name(t), _("Starting list by name"), paper, size)
