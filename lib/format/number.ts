export type NumericInput = number | string | null | undefined;

const formatters = new Map<number, Intl.NumberFormat>();

// A fixed locale keeps server and browser output identical (no hydration mismatch).
function formatterFor(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

/** Parses API numbers that may arrive as strings; null, blanks and garbage become NaN. */
export function toNumber(value: NumericInput): number {
  if (value === null || value === undefined) return Number.NaN;
  if (typeof value === "number") return value;
  const trimmed = value.trim().replaceAll(",", "");
  return trimmed === "" ? Number.NaN : Number(trimmed);
}

/** "1,234,567.89"; missing or invalid values show as zero, as balances do. */
export function formatNumber(value: NumericInput, decimals = 2): string {
  const n = toNumber(value);
  return formatterFor(decimals).format(Number.isFinite(n) ? n : 0);
}

const COMPACT_UNITS = [
  { size: 1e8, suffix: "亿" },
  { size: 1e4, suffix: "万" },
] as const;

/** Counts in the Chinese compact form: 9999, 1.2万, 3.4亿. Rounds down so a count is never overstated. */
export function formatCompact(value: NumericInput, decimals = 1): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return "0";
  const sign = n < 0 ? "-" : "";
  const abs = Math.abs(n);
  const unit = COMPACT_UNITS.find(({ size }) => abs >= size);
  if (!unit) return sign + String(Math.floor(abs));
  const factor = 10 ** decimals;
  const scaled = Math.floor((abs / unit.size) * factor) / factor;
  return sign + String(scaled) + unit.suffix;
}
