import Link from "next/link";
import { teamHref } from "@/lib/database-links";
import { TeamBadge } from "./team-badge";

type Team = { id: number; name: string; logo?: string };

/** A team's name (with its crest when `crest` gives a size) linking to its database page. */
export function TeamNameLink({
  sportId,
  team,
  crest,
  crestAfter = false,
  newTab = false,
  className = "",
}: {
  sportId: number;
  team: Team;
  crest?: number;
  /** The crest after the name (a home side aligned to the right). */
  crestAfter?: boolean;
  /** Open the page in a new tab (from a page the viewer should not lose, such as a room). */
  newTab?: boolean;
  className?: string;
}) {
  const badge = crest ? (
    <TeamBadge name={team.name} logo={team.logo ?? ""} size={crest} lazy decorative />
  ) : null;
  return (
    <Link
      href={teamHref(sportId, team.id)}
      prefetch={false}
      target={newTab ? "_blank" : undefined}
      className={`${badge ? "inline-flex min-w-0 items-center gap-1.5" : ""} hover:text-brand ${className}`}
    >
      {crestAfter ? null : badge}
      <span className="truncate">{team.name}</span>
      {crestAfter ? badge : null}
    </Link>
  );
}
