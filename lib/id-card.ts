// PRC resident ID numbers (GB 11643-1999): 6-digit region, 8-digit birth date, 3-digit sequence, check digit.

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = "10X98765432";
const PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61,
  62, 63, 64, 65, 71, 81, 82, 83,
]);
const SHAPE = /^\d{17}[\dX]$/;

export function idCardCheckChar(first17: string): string {
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(first17[i]), 0);
  return CHECK_CHARS[sum % 11];
}

/** The birth date encoded in the number as YYYY-MM-DD, or null when it is not a real date. */
export function idCardBirthDate(id: string): string | null {
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return null;
  }
  return `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
}

/** Shape, province, birth date and check digit; an upper-case X is expected (callers upper-case input). */
export function isValidIdCard(id: string): boolean {
  return (
    SHAPE.test(id) &&
    PROVINCES.has(Number(id.slice(0, 2))) &&
    idCardBirthDate(id) !== null &&
    idCardCheckChar(id.slice(0, 17)) === id[17]
  );
}

/** Whole years between a YYYY-MM-DD birth date and a YYYY-MM-DD day. */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split("-").map(Number);
  const [ty, tm, td] = today.split("-").map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
