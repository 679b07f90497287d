/**
 * Players on a national sheet whose clubs have no squad sheet (their squads are generated): the
 * club each plays for in 2026-27 and his shirt number there. Without it 梅西 would be a row of
 * 阿根廷 alone and 迈阿密国际 would play without him. Keyed by the sheet's English name.
 */
export const STARS_ABROAD: Readonly<Record<string, { club: string; number: number }>> = {
  "Lionel Messi": { club: "Inter Miami CF", number: 10 },
  "Rodrigo De Paul": { club: "Inter Miami CF", number: 7 },
  "Son Heung-min": { club: "Los Angeles FC", number: 7 },
  "Cristiano Ronaldo": { club: "Al Nassr", number: 7 },
  "Sadio Mané": { club: "Al Nassr", number: 10 },
  "Yassine Bounou": { club: "Al Hilal", number: 37 },
  "Diogo Costa": { club: "FC Porto", number: 99 },
};
