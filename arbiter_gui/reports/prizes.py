"""The category standings (category rank beside the overall rank) and the prize list."""

from __future__ import annotations

from reportlab.platypus import Flowable, Spacer

from arbiter_gui.core.i18n import N_, _, ngettext
from arbiter_gui.core.model import NORMAL_SIZE, PrizeRule, Tournament
from arbiter_gui.core.prizes import OVERALL, PrizeError, category_standings, prize_awards
from arbiter_gui.core.texts import FEDERATION, NAME, PAIRING_NUMBER
from arbiter_gui.reports.columns import Name, sized_table
from arbiter_gui.reports.document import (
    Report,
    ReportError,
    money,
    points,
    ranked_round,
    style,
    text,
    translated,
)
from arbiter_gui.reports.standings import incomplete, report_standings, title_after_round
from arbiter_gui.reports.startlist import birth_year

CATEGORY_HEADER = (N_("Cat."), N_("Rk"), PAIRING_NUMBER, N_("Ti"), NAME, FEDERATION, N_("Rtg"),
                   N_("Born"), N_("Pts"))
PRIZE_HEADER = (N_("Place"), PAIRING_NUMBER, NAME, N_("Pts"), N_("Prize"))
_RULES = {PrizeRule.PLACE: N_("prizes by place after the tie-breaks"),
          PrizeRule.SHARED: N_("players equal on points share the prizes of their places"
                               " equally"),
          PrizeRule.HORT: N_("Hort system: half of each prize by place after the tie-breaks,"
                             " half shared equally among the players equal on points")}
_HEADING = style(10, bold=True, space_before=8)


def categories_report(t: Tournament, round_no: int | None, paper: str,
                      size: str = NORMAL_SIZE) -> Report:
    """Each category's standings after `round_no` (by default the last complete round): the
    rank in the category beside the overall rank."""
    rnd = ranked_round(t, round_no)
    if not t.categories:
        raise ReportError(_("the tournament has no categories (Settings)"))
    standings = report_standings(t, rnd)
    story: list[Flowable] = incomplete(rnd)
    try:
        for c in t.categories:
            rows = [[str(row.rank), str(row.overall.rank), str(row.overall.player.pairing_no),
                     row.overall.player.title, Name.of(row.overall.player),
                     row.overall.player.federation, str(row.overall.player.rating or ""),
                     birth_year(row.overall.player), points(row.overall.score)]
                    for row in category_standings(t, c, standings)]
            count = ngettext("{count} player", "{count} players", len(rows)).format(
                count=len(rows))
            header = translated(CATEGORY_HEADER)
            story += [text(_("{title} ({count})").format(title=c.name, count=count), _HEADING),
                      sized_table(header, rows, (4,), paper, size,
                                  right_aligned=(0, 1, 2, 6, 7, 8)).table
                      if rows else text(_("No player belongs to this category."))]
    except PrizeError as e:
        raise ReportError(str(e)) from e
    return Report(title_after_round(t, _("Category standings"), rnd), story)


def prizes_report(t: Tournament, round_no: int | None, paper: str,
                  size: str = NORMAL_SIZE) -> Report:
    """Who receives which prize after `round_no` (by default the last complete round), list
    by list, under the tournament's rule for equal places."""
    rnd = ranked_round(t, round_no)
    if not t.prizes:
        raise ReportError(_("the tournament has no prize table (Settings)"))
    try:
        awards = prize_awards(t, report_standings(t, rnd))
    except PrizeError as e:
        raise ReportError(_("the prize table: {problem}").format(problem=e)) from e
    rule = _("Equal places: {rule}.").format(rule=_(_RULES[PrizeRule(t.prize_rule)]))
    if t.one_prize_per_player:
        rule = _("{rule} A player receives only his highest prize.").format(rule=rule)
    story: list[Flowable] = [*incomplete(rnd), text(rule)]
    for name in [OVERALL, *(c.name for c in t.categories)]:
        won = sorted((a for a in awards if a.category == name),
                     key=lambda a: (int(a.places.split("-")[0]), -a.amount))
        if not won:
            continue
        rows = [[a.places, str(a.player.pairing_no), Name.of(a.player), points(a.score),
                 money(a.amount, t.currency)] for a in won]
        story += [text(name or _("Overall"), _HEADING),
                  sized_table(translated(PRIZE_HEADER), rows, (2,), paper, size,
                              right_aligned=(1, 3, 4)).table]
    story += [Spacer(0, 6),
              text(_("Total: {amount}").format(
                  amount=money(sum(a.amount for a in awards), t.currency)))]
    return Report(title_after_round(t, _("Prizes"), rnd), story)
