"use client";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { useSWRConfig } from "swr";
import type { CompanyOdds } from "@/lib/contracts/match-odds";
import { parseId } from "@/lib/parse-id";
import { CompanyOddsTable } from "./company-odds-table";
import { applyOddsChanges, oddsFrameChanges } from "./live-odds";
import { OddsHistoryPanel } from "./odds-history";
import { useMatchStream } from "./use-match-stream";

type Props = {
  matchId: number;
  market: number;
  kickoff: string;
  companies: CompanyOdds[];
  /** The match is on or about to start: quotes move and arrive over the stream. */
  live: boolean;
  selectedId: number | null;
};

const companyHref = (companyId: number | null) => {
  const url = new URL(window.location.href);
  if (companyId === null) url.searchParams.delete("companyId");
  else url.searchParams.set("companyId", String(companyId));
  return url.toString();
};

/** The company table of one market and, for the company in `?companyId=`, its history. */
export function OddsMarketBoard({ matchId, market, kickoff, companies: initial, live, selectedId }: Props) {
  const t = useTranslations("matchDetail.odds");
  const [companies, setCompanies] = useState(initial);
  const { mutate } = useSWRConfig();
  useMatchStream(matchId, live, {
    odds: (frame) => {
      const changes = oddsFrameChanges(frame, matchId, market);
      if (!changes.length) return;
      setCompanies((cs) => applyOddsChanges(cs, changes));
      if (selectedId !== null && changes.some((c) => c.companyId === selectedId))
        void mutate(["odds-history", matchId, market, selectedId]);
    },
  });
  // The URL keeps the choice (shareable, back button); Next syncs useSearchParams with pushState.
  const select = (companyId: number | null) => window.history.pushState(null, "", companyHref(companyId));
  const chosen = companies.find((c) => c.companyId === selectedId) ? selectedId : null;
  return (
    <div className="space-y-4">
      <section className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5">
        <CompanyOddsTable market={market} companies={companies} selectedId={chosen} onSelect={select} />
        {companies.length && chosen === null ? (
          <p className="border-t border-black/5 py-3 text-center text-sm text-ink-mute">{t("pick")}</p>
        ) : null}
      </section>
      {chosen !== null ? (
        <OddsHistoryPanel
          matchId={matchId}
          market={market}
          companyId={chosen}
          kickoffMs={Date.parse(kickoff)}
          onClose={() => select(null)}
        />
      ) : null}
    </div>
  );
}

/** Reads `?companyId=`; rendered inside Suspense so the page itself stays static. */
export function OddsMarketBoardFromUrl(props: Omit<Props, "selectedId">) {
  const id = parseId(useSearchParams().get("companyId"));
  return <OddsMarketBoard {...props} selectedId={id} />;
}
