import { oddsText, TREND_CLASS, trendOf } from "./odds-format";

type Props = {
  value: number | null | undefined;
  /** The opening value: when given, a rise shows red ↑ and a fall green ↓. */
  open?: number | null;
  /** Display text when the value is not plain odds (a handicap line). */
  text?: string;
};

// Hundreds of these render per page: no hooks, no classes unless the value moved.
export function OddsValue({ value, open, text }: Props) {
  const trend = open === undefined ? null : trendOf(open, value);
  const shown = text ?? oddsText(value);
  if (!trend) return shown;
  return <span className={TREND_CLASS[trend]}>{`${shown}${trend === "up" ? "↑" : "↓"}`}</span>;
}
