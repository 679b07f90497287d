import { useTranslations } from "next-intl";
import type { OddsCompany, OddsCompareData, OddsCompareMatch, OddsQuote } from "@/lib/contracts/odds-board";
import { MatchHeadCells, TH } from "./head-cells";
import { LeagueCell, MatchLinksCell, TeamsCell, TimeCell } from "./match-cells";
import { ODDS_TABLE, QuoteCells, quoteFieldLabels, type QuoteField } from "./quote-cells";

const STAT_ROWS = ["max", "min", "avg"] as const;
const STAT_CLASS = { max: "text-win font-semibold", min: "text-lose font-semibold", avg: "font-semibold" };

/** 公司对比: each company's live and opening values, the highest red and the lowest green. */
export function CompareTable({ data }: { data: OddsCompareData }) {
  const t = useTranslations("odds.columns");
  const labels = quoteFieldLabels(data.sportId, data.market);
  return (
    <table className={ODDS_TABLE} data-testid="odds-compare">
      <thead className="bg-surface text-ink-soft">
        <tr>
          <MatchHeadCells withCompany />
          <th colSpan={labels.length} className={TH}>
            {t("live")}
          </th>
          <th colSpan={labels.length} className={TH}>
            {t("open")}
          </th>
          <th rowSpan={2} className={TH}>
            {t("links")}
          </th>
        </tr>
        <tr>
          {[...labels, ...labels].map((label, i) => (
            <th key={i} className={TH}>
              {t(label)}
            </th>
          ))}
        </tr>
      </thead>
      {data.matches.map((m) => (
        <CompareRows key={m.id} match={m} companies={data.companies} market={data.market} />
      ))}
    </table>
  );
}

function CompareRows({
  match,
  companies,
  market,
}: {
  match: OddsCompareMatch;
  companies: OddsCompany[];
  market: number;
}) {
  const t = useTranslations("odds.stats");
  const names = new Map(companies.map((c) => [c.id, c.name]));
  const { stats } = match;
  const span = match.quotes.length + (stats ? STAT_ROWS.length : 0) || 1;
  const extreme = (live: OddsQuote) => (field: QuoteField) => {
    if (!stats || stats.max[field] === stats.min[field]) return "";
    if (live[field] === stats.max[field]) return "bg-win/5";
    if (live[field] === stats.min[field]) return "bg-lose/5";
    return "";
  };
  const info = (
    <>
      <LeagueCell match={match} rowSpan={span} />
      <TimeCell match={match} rowSpan={span} />
      <TeamsCell match={match} rowSpan={span} />
    </>
  );
  const links = <MatchLinksCell match={match} rowSpan={span} />;
  if (!match.quotes.length)
    return (
      <tbody className="border-t border-black/10" data-match-id={match.id}>
        <tr className="h-7">
          {info}
          <td
            colSpan={1 + 2 * quoteFieldLabelsLength(match.sportId, market)}
            className="text-center text-ink-mute"
          >
            -
          </td>
          {links}
        </tr>
      </tbody>
    );
  return (
    <tbody className="border-t border-black/10 odd:bg-white even:bg-surface/40" data-match-id={match.id}>
      {match.quotes.map((q, i) => (
        <tr key={q.companyId} className="h-7">
          {i === 0 ? info : null}
          <td className="whitespace-nowrap">{names.get(q.companyId) ?? q.companyId}</td>
          <QuoteCells
            sportId={match.sportId}
            market={market}
            quote={q.live}
            open={q.open}
            mark={extreme(q.live)}
          />
          <QuoteCells sportId={match.sportId} market={market} quote={q.open} className="text-ink-soft" />
          {i === 0 ? links : null}
        </tr>
      ))}
      {stats
        ? STAT_ROWS.map((row) => (
            <tr key={row} className="h-7 bg-surface/70" data-stat={row}>
              <td className="font-medium">{t(row)}</td>
              <QuoteCells
                sportId={match.sportId}
                market={market}
                quote={stats[row]}
                className={STAT_CLASS[row]}
              />
              <td colSpan={quoteFieldLabelsLength(match.sportId, market)} />
            </tr>
          ))
        : null}
    </tbody>
  );
}

const quoteFieldLabelsLength = (sportId: number, market: number) => quoteFieldLabels(sportId, market).length;
