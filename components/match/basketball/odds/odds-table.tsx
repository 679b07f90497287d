import Link from "next/link";
import { useTranslations } from "next-intl";
import { OddsMarket } from "@/lib/codes/odds-markets";
import type { CompanyQuote } from "@/lib/contracts/basketball";
import { basketLine, moveOf, quoteCells } from "./odds-format";

type Props = {
  market: number;
  companies: readonly CompanyQuote[];
  /** The company whose history is shown below, and the link that picks another. */
  selected?: number | null;
  hrefOf?: (companyId: number) => string;
};

const MOVE = { up: "text-win", down: "text-lose", same: "" } as const;

/** Every company's 初盘 and 即时盘 of one market; a live value that moved is red (up) or green (down). */
export function OddsTable({ market, companies, selected, hrefOf }: Props) {
  const t = useTranslations("basketballPages.odds");
  const european = market === OddsMarket.European;
  const labels = { homeGives: t("homeGives"), awayGives: t("awayGives"), level: t("level") };
  const line = (v: number | null) => basketLine(market, v, labels);
  const heads = european
    ? [t("home"), t("away")]
    : market === OddsMarket.OverUnder
      ? [t("over"), t("totalLine"), t("under")]
      : [t("homeWater"), t("line"), t("awayWater")];
  if (!companies.length) return <p className="py-10 text-center text-sm text-ink-mute">{t("empty")}</p>;
  return (
    <table className="w-full text-center text-sm" data-testid={`odds-table-${market}`}>
      <thead>
        <tr className="bg-[#f0f2f5] text-xs text-ink-soft">
          <th scope="col" rowSpan={2} className="px-2 py-2 font-medium">
            {t("company")}
          </th>
          <th scope="colgroup" colSpan={heads.length} className="border-l border-white px-2 pt-2 font-medium">
            {t("opening")}
          </th>
          <th scope="colgroup" colSpan={heads.length} className="border-l border-white px-2 pt-2 font-medium">
            {t("live")}
          </th>
          {hrefOf ? (
            <th scope="col" rowSpan={2} className="px-2 py-2 font-medium">
              {t("changes")}
            </th>
          ) : null}
        </tr>
        <tr className="bg-[#f0f2f5] text-xs text-ink-soft">
          {[...heads, ...heads].map((h, i) => (
            <th
              key={i}
              scope="col"
              className={`px-2 pb-2 font-normal ${i % heads.length === 0 ? "border-l border-white" : ""}`}
            >
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-black/5 tabular-nums">
        {companies.map((c) => {
          const init = quoteCells(market, c.init, line);
          const live = quoteCells(market, c.live, line);
          const raw = european ? (["home", "away"] as const) : (["home", "line", "away"] as const);
          return (
            <tr key={c.companyId} className={selected === c.companyId ? "bg-brand-light/60" : ""}>
              <th scope="row" className="px-2 py-1.5 font-medium text-ink">
                {c.name}
                {c.closed ? (
                  <span className="ml-1 rounded bg-surface px-1 text-[10px] text-ink-mute">
                    {t("closed")}
                  </span>
                ) : null}
              </th>
              {init.map((v, i) => (
                <td
                  key={`i${i}`}
                  className={`px-2 py-1.5 text-ink-soft ${i === 0 ? "border-l border-black/5" : ""}`}
                >
                  {v}
                </td>
              ))}
              {live.map((v, i) => (
                <td
                  key={`l${i}`}
                  className={`px-2 py-1.5 ${i === 0 ? "border-l border-black/5" : ""} ${MOVE[moveOf(c.init[raw[i]], c.live[raw[i]])]}`}
                >
                  {v}
                </td>
              ))}
              {hrefOf ? (
                <td className="px-2 py-1.5">
                  <Link
                    href={hrefOf(c.companyId)}
                    scroll={false}
                    prefetch={false}
                    className="text-brand hover:underline"
                  >
                    {t("detail")}
                    <span className="ml-1 text-ink-mute">({c.changes})</span>
                  </Link>
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
