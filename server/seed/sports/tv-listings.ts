import type { Random } from "../../feed/engine/random";
import type { FixtureMatch } from "./fixtures";
import { leagueById } from "./leagues";

/** Where each match of the window can be watched: one or two of its league's broadcasters, CCTV for hot matches. */
export function buildTvListings(rnd: Random, matches: readonly FixtureMatch[]) {
  const rows: { matchId: number; channel: string; kind: "tv" | "stream"; sort: number }[] = [];
  for (const m of matches) {
    const channels = leagueById.get(m.leagueId)!.tv;
    if (!channels.length) continue;
    const tv = channels.filter((c) => c.startsWith("CCTV"));
    const streams = channels.filter((c) => !c.startsWith("CCTV"));
    const picked = [
      ...(m.isHot || rnd.chance(0.15) ? tv.slice(0, 1) : []),
      ...streams.filter((_, i) => i === 0 || rnd.chance(0.4)),
    ];
    picked.forEach((channel, sort) =>
      rows.push({ matchId: m.id, channel, kind: channel.startsWith("CCTV") ? "tv" : "stream", sort }),
    );
  }
  return rows;
}
