import { asc, eq } from "drizzle-orm";
import { Sport, type SportId } from "@/lib/codes/sports";
import type { CompetitionTree } from "@/lib/contracts/football-lists";
import type { Db } from "../../db/client";
import { continents, countries, leagues } from "../../db/schema/sports";

/** Every competition of a sport by region (洲 → 国家 → 赛事), for the all-competitions page. */
export async function competitionTree(db: Db, sportId: SportId = Sport.Football): Promise<CompetitionTree> {
  const rows = await db
    .select({
      continent: { id: continents.id, name: continents.name },
      country: { id: countries.id, name: countries.name, nameEn: countries.nameEn },
      league: {
        id: leagues.id,
        name: leagues.name,
        fullName: leagues.fullName,
        nameEn: leagues.nameEn,
        colour: leagues.colour,
        type: leagues.type,
        isHot: leagues.isHot,
      },
    })
    .from(leagues)
    .innerJoin(countries, eq(countries.id, leagues.countryId))
    .innerJoin(continents, eq(continents.id, countries.continentId))
    .where(eq(leagues.sportId, sportId))
    .orderBy(
      asc(continents.sort),
      asc(continents.id),
      asc(countries.sort),
      asc(countries.id),
      asc(leagues.sort),
    );

  const tree: CompetitionTree = [];
  for (const { continent, country, league } of rows) {
    let c = tree.at(-1);
    if (c?.id !== continent.id) tree.push((c = { ...continent, countries: [] }));
    let k = c.countries.at(-1);
    if (k?.id !== country.id) c.countries.push((k = { ...country, leagues: [] }));
    k.leagues.push(league);
  }
  return tree;
}
