import { shortPlayerName } from "../../../lib/format/player-names";
import type { Random } from "../../feed/engine/random";
import { personName, type NameCulture, type PersonName } from "./names";

// How many players of one team may share an East Asian family name: Kims are common in Korea
// (a fifth of the country), a Chinese squad has two 王 at most, three 渡边 in a Japanese one is fiction.
const FAMILY_CAP: Partial<Record<NameCulture, number>> = { zh: 2, ko: 3, ja: 1 };
const GIVEN_CAP = 2;
const ATTEMPTS = 500;

/**
 * Names for one team's generated players. Full names and the short names the site shows (the family
 * name after "·") are unique in the team, a first name appears at most twice, and no name copies a
 * real player's (`real`: Chinese and English names of the squad sheets).
 */
export function teamNameDraw(rnd: Random, real: ReadonlySet<string>) {
  const names = new Set<string>();
  const shorts = new Set<string>();
  const given = new Map<string, number>();
  const families = new Map<string, number>();
  const fits = (culture: NameCulture, p: PersonName) =>
    !names.has(p.name) &&
    !shorts.has(shortPlayerName(p.name)) &&
    !real.has(p.name) &&
    !real.has(p.nameEn) &&
    p.family !== p.given &&
    (given.get(p.given) ?? 0) < GIVEN_CAP &&
    (families.get(p.family) ?? 0) < (FAMILY_CAP[culture] ?? 1);

  return (culture: NameCulture): PersonName => {
    for (let i = 0; i < ATTEMPTS; i++) {
      const p = personName(culture, rnd.pick, rnd.chance);
      if (!fits(culture, p)) continue;
      names.add(p.name);
      shorts.add(shortPlayerName(p.name));
      given.set(p.given, (given.get(p.given) ?? 0) + 1);
      families.set(p.family, (families.get(p.family) ?? 0) + 1);
      return p;
    }
    throw new Error(`no free ${culture} name left for a squad of ${names.size}`);
  };
}
