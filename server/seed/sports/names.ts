import { CULTURE_BY_COUNTRY, POOLS, type NameCulture, type Pool } from "./name-pools";

export type { NameCulture };
type Pair = readonly [zh: string, en: string];
/** A generated name: `family` and `given` are the Chinese parts, for the rules a team's names keep. */
export type PersonName = { name: string; nameEn: string; family: string; given: string };

const split = (s: string): Pair[] =>
  s.split(" ").map((p) => {
    const [zh, en] = p.split(":");
    return [zh, en.replaceAll("_", " ")] as const;
  });
const parsed = Object.fromEntries(
  Object.entries(POOLS).map(([k, p]) => [k, { style: p.style, first: split(p.first), last: split(p.last) }]),
) as Record<NameCulture, { style: Pool["style"]; first: Pair[]; last: Pair[] }>;

/** Naming culture of a nationality; unlisted countries (Eastern Europe, the Balkans …) read Slavic. */
export function cultureOf(country: string): NameCulture {
  return CULTURE_BY_COUNTRY[country] ?? "slavic";
}

/** A person's name in Chinese and English, in the style of the culture. */
export function personName(
  culture: NameCulture,
  pick: <T>(items: readonly T[]) => T,
  chance: (p: number) => boolean,
): PersonName {
  const pool = parsed[culture];
  const [lastZh, lastEn] = pick(pool.last);
  if (pool.style === "western") {
    const [firstZh, firstEn] = pick(pool.first);
    return { name: `${firstZh}·${lastZh}`, nameEn: `${firstEn} ${lastEn}`, family: lastZh, given: firstZh };
  }
  if (culture === "zh") {
    const parts = chance(0.7) ? [pick(pool.first), pick(pool.first)] : [pick(pool.first)];
    const given = parts.map((p) => p[1]).join("");
    const givenZh = parts.map((p) => p[0]).join("");
    return {
      name: lastZh + givenZh,
      nameEn: `${lastEn} ${given[0]}${given.slice(1).toLowerCase()}`,
      family: lastZh,
      given: givenZh,
    };
  }
  const [firstZh, firstEn] = pick(pool.first);
  return {
    name: lastZh + firstZh,
    nameEn: culture === "ja" ? `${firstEn} ${lastEn}` : `${lastEn} ${firstEn}`,
    family: lastZh,
    given: firstZh,
  };
}
