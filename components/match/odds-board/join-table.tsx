import { useTranslations } from "next-intl";
import { OddsMarket } from "@/lib/codes/odds-markets";
import type { MarketQuote, OddsJoinData, OddsJoinMatch } from "@/lib/contracts/odds-board";
import { MatchHeadCells, TH } from "./head-cells";
import { LeagueCell, MatchLinksCell, TeamsCell, TimeCell } from "./match-cells";
import { ODDS_TABLE, QuoteCells, quoteFieldLabels } from "./quote-cells";

const MARKETS = [OddsMarket.European, OddsMarket.Handicap, OddsMarket.OverUnder] as const;
const KEY = { 1: "europe", 2: "handicap", 3: "total" } as const;

/** 欧亚大: one company, a match on two lines (初盘 above 即时) across the three markets. */
export function JoinTable({
  data,
  marketLabels,
}: {
  data: OddsJoinData;
  marketLabels: Record<number, string>;
}) {
  const t = useTranslations("odds.columns");
  return (
    <table className={ODDS_TABLE} data-testid="odds-join">
      <thead className="bg-surface text-ink-soft">
        <tr>
          <MatchHeadCells withCompany={false} />
          {MARKETS.map((market) => (
            <th key={market} colSpan={quoteFieldLabels(data.sportId, market).length} className={TH}>
              {marketLabels[market]}
            </th>
          ))}
          <th rowSpan={2} className={TH}>
            {t("links")}
          </th>
        </tr>
        <tr>
          {MARKETS.flatMap((market) =>
            quoteFieldLabels(data.sportId, market).map((label) => (
              <th key={`${market}-${label}`} className={TH}>
                {t(label)}
              </th>
            )),
          )}
        </tr>
      </thead>
      {data.matches.map((m) => (
        <JoinRows key={m.id} match={m} />
      ))}
    </table>
  );
}

function JoinRows({ match }: { match: OddsJoinMatch }) {
  const t = useTranslations("odds.columns");
  const quoteOf = (market: (typeof MARKETS)[number]): MarketQuote | null => match[KEY[market]];
  return (
    <tbody className="border-t border-black/10 odd:bg-white even:bg-surface/40" data-match-id={match.id}>
      <tr className="h-7">
        <LeagueCell match={match} rowSpan={2} />
        <TimeCell match={match} rowSpan={2} />
        <TeamsCell match={match} rowSpan={2} />
        <td className="text-ink-mute">{t("open")}</td>
        {MARKETS.map((market) => (
          <QuoteCells
            key={market}
            sportId={match.sportId}
            market={market}
            quote={quoteOf(market)?.open ?? null}
            className="text-ink-soft"
          />
        ))}
        <MatchLinksCell match={match} rowSpan={2} />
      </tr>
      <tr className="h-7">
        <td className="text-ink-mute">{t("live")}</td>
        {MARKETS.map((market) => {
          const q = quoteOf(market);
          return (
            <QuoteCells
              key={market}
              sportId={match.sportId}
              market={market}
              quote={q?.live ?? null}
              open={q?.open}
            />
          );
        })}
      </tr>
    </tbody>
  );
}
