import { toNumber, type NumericInput } from "./number";

const DIGITS = ["", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十"];
const LABELLED_MAX = 10;

function halfStepLabel(halves: number): string {
  if (halves === 0) return "平手";
  if (halves === 1) return "半球";
  if (halves === 3) return "球半";
  const whole = Math.floor(halves / 2);
  return DIGITS[whole] + (halves % 2 === 0 ? "球" : "球半");
}

// Feeds send a split line either as a number (0.25) or as text ("0/0.5", "-0/0.5").
function parseLine(value: NumericInput): number {
  if (typeof value !== "string" || !value.includes("/")) return toNumber(value);
  const trimmed = value.trim();
  const sign = trimmed.startsWith("-") ? -1 : 1;
  const parts = trimmed.replace(/^[-+]/, "").split("/").map(toNumber);
  return (sign * parts.reduce((sum, part) => sum + part, 0)) / parts.length;
}

function quarters(n: number): number | null {
  const q = n * 4;
  return Math.abs(q - Math.round(q)) < 1e-9 ? Math.round(q) : null;
}

function trimNumber(n: number): string {
  return String(Number(n.toFixed(2)));
}

/** Asian handicap in words: 0.25 → 平手/半球, -0.5 → 受半球; beyond ten balls (or off the quarter grid) the number is shown. */
export function formatHandicap(value: NumericInput): string {
  const line = parseLine(value);
  if (!Number.isFinite(line)) return "-";
  const prefix = line < 0 ? "受" : "";
  const abs = Math.abs(line);
  const q = quarters(abs);
  if (q === null || abs > LABELLED_MAX) return prefix + trimNumber(abs);
  const label =
    q % 2 === 0 ? halfStepLabel(q / 2) : `${halfStepLabel((q - 1) / 2)}/${halfStepLabel((q + 1) / 2)}`;
  return prefix + label;
}

/** Over/under line: 2.75 → 2.5/3, 2.5 → 2.5, 215.5 → 215.5. */
export function formatTotalLine(value: NumericInput): string {
  const line = parseLine(value);
  if (!Number.isFinite(line)) return "-";
  const q = quarters(line);
  if (q === null || q % 2 === 0) return trimNumber(line);
  return `${trimNumber((q - 1) / 4)}/${trimNumber((q + 1) / 4)}`;
}

/** Odds to two decimals; missing odds show as "-". */
export function formatOdds(value: NumericInput): string {
  const n = toNumber(value);
  return Number.isFinite(n) ? n.toFixed(2) : "-";
}
