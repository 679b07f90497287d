import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isBasketballNotStarted } from "@/lib/codes/basketball-states";
import { basketballStateLabel } from "@/lib/codes/basketball-state-labels";
import { isFootballNotStarted } from "@/lib/codes/football-states";
import { footballStateLabel } from "@/lib/codes/football-state-labels";
import { Sport } from "@/lib/codes/sports";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { leagues } from "../../db/schema/sports";
import { teams } from "../../db/schema/teams";
import { notFoundError } from "../../errors/biz-error";
import { drawCover } from "../news/covers";

const CACHE_MAX = 400;
/** Drawn cards by match and version (its last change): a live match redraws as it moves on. */
const cache = new Map<string, Buffer>();

const home = alias(teams, "home");
const away = alias(teams, "away");

/** A match's sharing image (Open Graph): both sides' colours and names, the score or VS, league and state. */
export async function matchCard(db: Db, id: number): Promise<Buffer> {
  const [m] = await db
    .select({
      sportId: matches.sportId,
      state: matches.state,
      hs: matches.homeScore,
      as: matches.awayScore,
      updatedAt: matches.updatedAt,
      league: leagues.name,
      home: { name: home.name, colour: home.colour, colour2: home.colour2 },
      away: { name: away.name, colour: away.colour, colour2: away.colour2 },
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(eq(matches.id, id));
  if (!m) throw notFoundError("比赛不存在");
  const version = `${id}:${m.updatedAt.getTime()}`;
  const hit = cache.get(version);
  if (hit) return hit;
  const basketball = m.sportId === Sport.Basketball;
  const notStarted = basketball ? isBasketballNotStarted(m.state) : isFootballNotStarted(m.state);
  const png = drawCover({
    label: basketball ? basketballStateLabel(m.state) : footballStateLabel(m.state),
    league: m.league,
    home: m.home,
    away: m.away,
    centre: notStarted ? "VS" : `${m.hs} : ${m.as}`,
  });
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(version, png);
  return png;
}
