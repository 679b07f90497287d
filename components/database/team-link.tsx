import Link from "next/link";
import { TeamBadge } from "@/components/match/team-badge";
import type { TeamBadgeRef } from "@/lib/contracts/database";
import { teamHref } from "@/lib/database-links";

/** A team's badge and name linking to its database page. */
export function TeamLink({
  sportId,
  team,
  size = 18,
}: {
  sportId: number;
  team: TeamBadgeRef;
  size?: number;
}) {
  return (
    <Link
      href={teamHref(sportId, team.id)}
      prefetch={false}
      className="inline-flex items-center gap-1.5 hover:text-brand"
    >
      <TeamBadge name={team.name} logo={team.logo} size={size} decorative />
      <span className="truncate">{team.name}</span>
    </Link>
  );
}
