import { useTranslations } from "next-intl";
import { Panel } from "@/components/match/detail/panel";
import { footballPositionLabel } from "@/lib/codes/positions";
import type { InjuriesData } from "@/lib/contracts/match-analysis";

/** 伤停: the feed keeps no injury data yet, so this usually says so. */
export function InjuriesSection({
  injuries,
  homeName,
  awayName,
}: {
  injuries: InjuriesData;
  homeName: string;
  awayName: string;
}) {
  const t = useTranslations("matchDetail.analysis");
  const sides = [
    { name: homeName, list: injuries.home },
    { name: awayName, list: injuries.away },
  ];
  return (
    <Panel title={t("injuries")}>
      {sides.every((s) => !s.list.length) ? (
        <p className="py-6 text-center text-sm text-ink-mute">{t("noInjuries")}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {sides.map((s) => (
            <ul key={s.name} className="space-y-1 text-sm">
              <li className="font-semibold">{s.name}</li>
              {s.list.map((p) => (
                <li key={p.playerId}>
                  {p.name}
                  <span className="ml-2 text-ink-mute">{footballPositionLabel(p.position)}</span>
                  <span className="ml-2 text-ink-soft">{p.reason}</span>
                </li>
              ))}
            </ul>
          ))}
        </div>
      )}
    </Panel>
  );
}
