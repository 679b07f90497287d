import { matchLive, type MatchLive } from "@/lib/contracts/match-list";

/** Only the live columns of a row, so a client island is not handed the whole row (server side: it reads the schema). */
export function pickLive(m: MatchLive): MatchLive {
  return Object.fromEntries(
    Object.keys(matchLive.shape).map((k) => [k, m[k as keyof MatchLive]]),
  ) as MatchLive;
}
