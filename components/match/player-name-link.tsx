import Link from "next/link";
import { playerHref } from "@/lib/database-links";

/** A player's name linking to his database page. */
export function PlayerNameLink({
  sportId,
  player,
  className = "",
}: {
  sportId: number;
  player: { id: number; name: string };
  className?: string;
}) {
  return (
    <Link href={playerHref(sportId, player.id)} prefetch={false} className={`hover:text-brand ${className}`}>
      {player.name}
    </Link>
  );
}
