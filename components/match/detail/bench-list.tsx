import { PlayerNameLink } from "@/components/match/player-name-link";
import { useTranslations } from "next-intl";
import { footballPositionLabel } from "@/lib/codes/positions";
import { Sport } from "@/lib/codes/sports";
import type { TeamLineup } from "@/lib/contracts/match-detail";

function Bench({ lineup, name }: { lineup: TeamLineup; name: string }) {
  const t = useTranslations("matchDetail.live");
  return (
    <div className="flex-1">
      <h4 className="mb-2 text-sm font-medium">
        {name}
        {lineup.formation ? (
          <span className="ml-2 text-xs text-ink-mute">
            {t("formation", { formation: lineup.formation })}
          </span>
        ) : null}
      </h4>
      <ul className="space-y-1 text-sm">
        {lineup.bench.map((p) => (
          <li key={p.id} className="flex gap-2">
            <span className="w-6 text-right text-ink-mute tabular-nums">{p.shirtNumber}</span>
            <PlayerNameLink sportId={Sport.Football} player={p} />
            <span className="text-xs leading-5 text-ink-mute">{footballPositionLabel(p.position)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The substitutes of both sides, next to each other. */
export function BenchList({
  home,
  away,
  homeName,
  awayName,
}: {
  home: TeamLineup;
  away: TeamLineup;
  homeName: string;
  awayName: string;
}) {
  const t = useTranslations("matchDetail.live");
  return (
    <div>
      <h3 className="mb-2 font-semibold">{t("bench")}</h3>
      <div className="flex gap-6">
        <Bench lineup={home} name={homeName} />
        <Bench lineup={away} name={awayName} />
      </div>
    </div>
  );
}
