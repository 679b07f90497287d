import { and, asc, eq, exists, inArray } from "drizzle-orm";
import { type OddsCompany } from "@/lib/contracts/odds-board";
import { DEFAULT_ODDS_COMPANY_IDS } from "@/lib/codes/odds-board";
import type { SportId } from "@/lib/codes/sports";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { companies, odds } from "../../db/schema/odds";
import { badRequest } from "../../errors/biz-error";

const DEFAULT_COUNT = DEFAULT_ODDS_COMPANY_IDS.length;

/**
 * The bookmakers that quote a sport, in the site's order. The default selection is the usual five
 * where they quote the sport, topped up in order (basketball has no 立博 or 威廉希尔 here).
 */
export async function sportCompanies(db: Db, sportId: SportId): Promise<OddsCompany[]> {
  const quoting = db
    .select({ one: odds.companyId })
    .from(odds)
    .innerJoin(matches, eq(matches.id, odds.matchId))
    .where(and(eq(odds.companyId, companies.id), eq(matches.sportId, sportId)))
    .limit(1);
  const rows = await db
    .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn })
    .from(companies)
    .where(exists(quoting))
    .orderBy(asc(companies.sort), asc(companies.id));
  const defaults = new Set<number>(DEFAULT_ODDS_COMPANY_IDS.filter((id) => rows.some((r) => r.id === id)));
  for (const r of rows) if (defaults.size < DEFAULT_COUNT) defaults.add(r.id);
  return rows.map((r) => ({ ...r, isDefault: defaults.has(r.id) }));
}

/** The chosen companies in the order given; an id that is no bookmaker at all is a bad request. */
export async function chosenCompanies(db: Db, sportId: SportId, ids: readonly number[] | undefined) {
  const ofSport = await sportCompanies(db, sportId);
  if (!ids?.length) {
    const defaults = ofSport.filter((c) => c.isDefault);
    const order = (id: number) => {
      const i = DEFAULT_ODDS_COMPANY_IDS.indexOf(id as (typeof DEFAULT_ODDS_COMPANY_IDS)[number]);
      return i < 0 ? DEFAULT_COUNT : i;
    };
    return defaults.sort((a, b) => order(a.id) - order(b.id));
  }
  const known = await db
    .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn })
    .from(companies)
    .where(inArray(companies.id, [...ids]));
  const missing = ids.find((id) => !known.some((k) => k.id === id));
  if (missing !== undefined) throw badRequest(`博彩公司不存在：${missing}（companyIds）`);
  const defaults = new Set(ofSport.filter((c) => c.isDefault).map((c) => c.id));
  return ids.map((id) => {
    const c = known.find((k) => k.id === id)!;
    return { ...c, isDefault: defaults.has(id) };
  });
}
