import { PlayerNameLink } from "@/components/match/player-name-link";
import { TeamNameLink } from "@/components/match/team-name-link";
import { useTranslations } from "next-intl";
import { footballPositionLabel } from "@/lib/codes/positions";
import { Sport } from "@/lib/codes/sports";
import type { TeamLineup } from "@/lib/contracts/match-detail";

type Team = { id: number; name: string };

function Bench({ lineup, team }: { lineup: TeamLineup; team: Team }) {
  const t = useTranslations("matchDetail.live");
  return (
    <div className="flex-1">
      <h4 className="mb-2 text-sm font-medium">
        <TeamNameLink sportId={Sport.Football} team={team} />
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

/** The substitutes of both sides, next to each other, under their teams' linked names. */
export function BenchList({
  home,
  away,
  homeTeam,
  awayTeam,
}: {
  home: TeamLineup;
  away: TeamLineup;
  homeTeam: Team;
  awayTeam: Team;
}) {
  const t = useTranslations("matchDetail.live");
  return (
    <div>
      <h3 className="mb-2 font-semibold">{t("bench")}</h3>
      <div className="flex gap-6">
        <Bench lineup={home} team={homeTeam} />
        <Bench lineup={away} team={awayTeam} />
      </div>
    </div>
  );
}
