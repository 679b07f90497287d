// Body-mass index by position: keepers and centre-backs are heavier for their height than wingers,
// centres than guards. Sources: squad listings of the big leagues and the NBA.
const BMI: Record<string, number> = {
  GK: 23.8,
  DC: 23.8,
  DL: 22.8,
  DR: 22.8,
  DM: 23.2,
  MC: 22.6,
  ML: 22.4,
  MR: 22.4,
  AM: 22.2,
  LW: 22.0,
  RW: 22.0,
  ST: 23.4,
  PG: 23.2,
  G: 23.4,
  SG: 23.6,
  SF: 24.3,
  F: 24.7,
  PF: 25.2,
  C: 26.0,
};

/** A stable number in [-1, 1) from a text, so a player's weight is the same in every seed. */
function jitter(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return ((h >>> 0) % 2000) / 1000 - 1;
}

/** A plausible weight in kg for a height and position; `key` (name and birth date) varies it by ±3 kg. */
export function plausibleWeight(heightCm: number, position: string, key: string): number {
  const m = heightCm / 100;
  return Math.round((BMI[position] ?? 23) * m * m + 3 * jitter(key));
}
