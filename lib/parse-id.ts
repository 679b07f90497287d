import { MAX_INT } from "@/lib/codes/limits";

type Raw = string | readonly string[] | null | undefined;

const DIGITS = /^\d{1,10}$/;

/**
 * The one reading of an id in a URL (a `[id]` segment or a query value): digits only, 1 to the
 * database's largest integer; anything else is null, and a page answers 404.
 */
export function parseId(raw: Raw): number | null {
  const value = (typeof raw === "string" ? raw : raw?.[0])?.trim() ?? "";
  if (!DIGITS.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_INT ? id : null;
}

/**
 * "3,1,3" (or repeated keys, as checkbox forms send them) → [1, 3]: sorted and de-duplicated, so
 * every order of the same choice is one page; malformed parts are dropped; null past `max` ids.
 */
export function parseIdList(raw: Raw, max: number): number[] | null {
  const parts = (typeof raw === "string" ? [raw] : (raw ?? [])).flatMap((v) => v.split(","));
  const ids = [...new Set(parts.map(parseId).filter((id) => id !== null))].sort((a, b) => a - b);
  return ids.length <= max ? ids : null;
}
