import { useTranslations } from "next-intl";
import { TeamBadge } from "@/components/match/team-badge";
import type { SquadPlayer, TeamBadgeRef } from "@/lib/contracts/database";
import { TeamLink } from "./team-link";

/**
 * A player's profile card: number, names, position label, team link, the national team calling
 * him up (linked), nationality, birth date and build.
 */
export function PlayerHeader({
  sportId,
  player,
  positionLabel,
}: {
  sportId: number;
  player: SquadPlayer & { team: TeamBadgeRef; nationalTeam: TeamBadgeRef | null };
  positionLabel: string;
}) {
  const t = useTranslations("database.player");
  const facts: [string, React.ReactNode][] = [
    [t("team"), <TeamLink key="team" sportId={sportId} team={player.team} />],
    ...(player.nationalTeam
      ? [
          [
            t("nationalTeam"),
            <TeamLink key="nation" sportId={sportId} team={player.nationalTeam} />,
          ] satisfies [string, React.ReactNode],
        ]
      : []),
    [t("birthDate"), `${player.birthDate}（${t("ageValue", { count: player.age })}）`],
    [t("heightValue", { count: player.heightCm }), t("weightValue", { count: player.weightKg })],
  ];
  return (
    <header className="flex items-center gap-4 rounded-md bg-white p-4 ring-1 ring-black/5">
      <TeamBadge name={player.team.name} logo={player.team.logo} size={64} />
      <div className="space-y-1">
        <h1 className="text-lg font-semibold text-ink">{player.name}</h1>
        <p className="text-sm text-ink-mute">
          {player.nameEn} · {positionLabel} · {player.nationality}
        </p>
      </div>
      <dl className="ml-auto grid grid-cols-[auto_auto] gap-x-3 gap-y-1 text-sm">
        {facts.map(([k, v], i) => (
          <div key={i} className="contents">
            <dt className="text-ink-mute">{k}</dt>
            <dd className="text-ink-soft">{v}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
