import { useTranslations } from "next-intl";
import { OddsMarket } from "@/lib/codes/odds-markets";
import type { OddsBoardData, OddsBoardMatch, OddsCompany } from "@/lib/contracts/odds-board";
import { MatchHeadCells, TH } from "./head-cells";
import { LeagueCell, MatchLinksCell, TeamsCell, TimeCell } from "./match-cells";
import { percentText } from "./odds-format";
import { ODDS_TABLE, QuoteCells, quoteFieldLabels } from "./quote-cells";

/** 欧赔 / 亚盘 / 大小球: every match × the chosen companies, opening beside live. */
export function BoardTable({ data }: { data: OddsBoardData }) {
  const t = useTranslations("odds.columns");
  const labels = quoteFieldLabels(data.sportId, data.market);
  const europe = data.market === OddsMarket.European;
  return (
    <table className={ODDS_TABLE} data-testid="odds-board">
      <thead className="bg-surface text-ink-soft">
        <tr>
          <MatchHeadCells withCompany />
          <th colSpan={labels.length} className={TH}>
            {t("open")}
          </th>
          <th colSpan={labels.length} className={TH}>
            {t("live")}
          </th>
          {europe ? (
            <th colSpan={2} className={TH}>
              {t("payout")}
            </th>
          ) : null}
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
          {europe ? (
            <>
              <th className={TH}>{t("open")}</th>
              <th className={TH}>{t("live")}</th>
            </>
          ) : null}
        </tr>
      </thead>
      {data.matches.map((m) => (
        <MatchRows key={m.id} match={m} companies={data.companies} market={data.market} />
      ))}
    </table>
  );
}

function MatchRows({
  match,
  companies,
  market,
}: {
  match: OddsBoardMatch;
  companies: OddsCompany[];
  market: number;
}) {
  const t = useTranslations("odds");
  const span = Math.max(companies.length, 1);
  const europe = market === OddsMarket.European;
  return (
    <tbody className="border-t border-black/10 odd:bg-white even:bg-surface/40" data-match-id={match.id}>
      {companies.map((c, i) => {
        const q = match.quotes.find((x) => x.companyId === c.id) ?? null;
        return (
          <tr key={c.id} className="h-7">
            {i === 0 ? (
              <>
                <LeagueCell match={match} rowSpan={span} />
                <TimeCell match={match} rowSpan={span} />
                <TeamsCell match={match} rowSpan={span} />
              </>
            ) : null}
            <td className="whitespace-nowrap" title={q ? undefined : t("noQuote")}>
              {c.name}
              {q?.closed ? (
                <span
                  title={t("closedTitle")}
                  className="ml-1 rounded bg-ink-mute px-0.5 text-[10px] text-white"
                >
                  {t("closed")}
                </span>
              ) : null}
            </td>
            <QuoteCells
              sportId={match.sportId}
              market={market}
              quote={q?.open ?? null}
              className="text-ink-soft"
            />
            <QuoteCells sportId={match.sportId} market={market} quote={q?.live ?? null} open={q?.open} />
            {europe ? (
              <>
                <td className="text-ink-soft">{percentText(q?.payout?.open)}</td>
                <td>{percentText(q?.payout?.live)}</td>
              </>
            ) : null}
            {i === 0 ? <MatchLinksCell match={match} rowSpan={span} /> : null}
          </tr>
        );
      })}
    </tbody>
  );
}
