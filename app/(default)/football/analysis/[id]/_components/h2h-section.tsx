import { useTranslations } from "next-intl";
import { Panel } from "@/components/match/detail/panel";
import type { H2hData } from "@/lib/contracts/match-analysis";
import { PastMatchTable } from "./past-match-table";

export function H2hSection({ h2h, homeName }: { h2h: H2hData; homeName: string }) {
  const t = useTranslations("matchDetail.analysis");
  return (
    <Panel title={t("h2h")}>
      {h2h.matches.length ? (
        <>
          <p className="mb-3 text-sm text-ink-soft">{t("h2hSummary", { team: homeName, ...h2h.summary })}</p>
          <PastMatchTable matches={h2h.matches} teamId={h2h.teamId} />
        </>
      ) : (
        <p className="py-6 text-center text-sm text-ink-mute">{t("noH2h")}</p>
      )}
    </Panel>
  );
}
