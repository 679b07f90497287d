import { asc, eq, sql } from "drizzle-orm";
import type { LeagueFilter } from "@/lib/contracts/football-lists";
import type { FilterListTypeName } from "@/lib/codes/list-types";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { continents, countries, leagues } from "../../db/schema/sports";
import {
  bjdcScope,
  defaultDate,
  jczqScope,
  liveScope,
  resolveBjdcIssue,
  resolveZcIssue,
  stateScope,
  zcScope,
  type ListScope,
} from "./list-scopes";

type FilterQuery = { type: FilterListTypeName; date?: string; issue?: string };

async function scopeOf(db: Db, now: number, { type, date, issue }: FilterQuery): Promise<ListScope | null> {
  if (type === "bjdc") return bjdcScope(await resolveBjdcIssue(db, issue));
  if (type === "zc") {
    const current = await resolveZcIssue(db, now, issue);
    return current ? zcScope(current.issue) : null;
  }
  const day = date ?? defaultDate(now, type);
  if (type === "live") return liveScope(now, day);
  if (type === "jczq") return jczqScope(day);
  return stateScope(type, day);
}

/** The leagues of a list with their match counts: hot leagues first, then by continent and country. */
export async function leagueFilter(db: Db, now: number, q: FilterQuery): Promise<LeagueFilter> {
  const scope = await scopeOf(db, now, q);
  if (!scope) return { total: 0, leagues: [], continents: [] };
  const rows = await db
    .select({
      id: leagues.id,
      sportId: leagues.sportId,
      name: leagues.name,
      fullName: leagues.fullName,
      colour: leagues.colour,
      isHot: leagues.isHot,
      count: sql<number>`count(*)::int`,
      countryId: countries.id,
      countryName: countries.name,
      continentId: continents.id,
      continentName: continents.name,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(countries, eq(countries.id, leagues.countryId))
    .innerJoin(continents, eq(continents.id, countries.continentId))
    .where(scope.where)
    .groupBy(leagues.id, countries.id, continents.id)
    .orderBy(asc(continents.sort), asc(countries.sort), asc(leagues.sort), asc(leagues.id));

  const grouped = new Map<number, LeagueFilter["continents"][number]>();
  for (const r of rows) {
    let continent = grouped.get(r.continentId);
    if (!continent)
      grouped.set(r.continentId, (continent = { id: r.continentId, name: r.continentName, countries: [] }));
    let country = continent.countries.find((c) => c.id === r.countryId);
    if (!country)
      continent.countries.push((country = { id: r.countryId, name: r.countryName, leagueIds: [] }));
    country.leagueIds.push(r.id);
  }
  const byHot = [...rows].sort((a, b) => Number(b.isHot) - Number(a.isHot));
  return {
    total: rows.reduce((sum, r) => sum + r.count, 0),
    leagues: byHot.map(
      ({ countryId: _c, countryName: _cn, continentId: _k, continentName: _kn, ...league }) => league,
    ),
    continents: [...grouped.values()],
  };
}
