import { beijingParts } from "@/lib/beijing-time";

/** Whole years from a YYYY-MM-DD birth date to the Beijing day of `now`. */
export function ageOn(birthDate: string, now: number): number {
  const [y, m, d] = birthDate.split("-").map(Number);
  const today = beijingParts(now);
  const hadBirthday = today.month > m || (today.month === m && today.day >= d);
  return today.year - y - (hadBirthday ? 0 : 1);
}
