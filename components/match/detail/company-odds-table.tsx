"use client";
import { useTranslations } from "next-intl";
import type { CompanyOdds } from "@/lib/contracts/match-odds";
import { OddsCellView } from "./odds-cell";
import { quoteCells } from "./odds-cells";

type Props = {
  market: number;
  companies: readonly CompanyOdds[];
  selectedId: number | null;
  onSelect: (companyId: number) => void;
};

/** Every company's 初盘 and 即时盘 in one market; a click opens that company's history. */
export function CompanyOddsTable({ market, companies, selectedId, onSelect }: Props) {
  const t = useTranslations("matchDetail.odds");
  const fields = ["home", "mid", "away"].map((f) => t(`fields.${market}.${f}`));
  if (!companies.length) return <p className="py-10 text-center text-sm text-ink-mute">{t("none")}</p>;
  return (
    <table className="w-full text-sm" data-testid="company-odds">
      <thead className="bg-surface text-ink-soft">
        <tr>
          <th rowSpan={2} className="px-3 py-2 text-left font-normal">
            {t("company")}
          </th>
          <th colSpan={3} className="border-l border-white py-1.5 font-normal">
            {t("initial")}
          </th>
          <th colSpan={3} className="border-l border-white py-1.5 font-normal">
            {t("live")}
          </th>
          <th rowSpan={2} className="border-l border-white px-2 font-normal">
            {t("changes")}
          </th>
        </tr>
        <tr className="text-xs">
          {[...fields, ...fields].map((f, i) => (
            <th key={i} className={`py-1.5 font-normal ${i % 3 === 0 ? "border-l border-white" : ""}`}>
              {f}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-black/5">
        {companies.map((c) => {
          const selected = c.companyId === selectedId;
          return (
            <tr
              key={c.companyId}
              onClick={() => onSelect(c.companyId)}
              aria-selected={selected}
              className={`cursor-pointer ${selected ? "bg-brand-light" : "hover:bg-surface"}`}
            >
              <td className="px-3 py-2">
                <a
                  href={`?companyId=${c.companyId}`}
                  onClick={(e) => {
                    e.preventDefault();
                    onSelect(c.companyId);
                  }}
                  className={selected ? "font-semibold text-brand" : "hover:text-brand"}
                >
                  {c.name}
                </a>
                {c.closed ? <span className="ml-1 text-xs text-ink-mute">{t("closed")}</span> : null}
              </td>
              {quoteCells(market, c.initial).map((cell, i) => (
                <OddsCellView
                  key={`i${i}`}
                  cell={cell}
                  className={i === 0 ? "border-l border-black/5" : ""}
                />
              ))}
              {quoteCells(market, c.live, c.initial).map((cell, i) => (
                <OddsCellView
                  key={`l${i}`}
                  cell={cell}
                  className={i === 0 ? "border-l border-black/5" : ""}
                />
              ))}
              <td className="border-l border-black/5 text-center text-ink-mute tabular-nums">{c.moves}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
