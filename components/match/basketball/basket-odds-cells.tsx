import type { BasketRow } from "@/lib/contracts/basketball";
import { formatOdds } from "@/lib/format/odds";

type Side = "home" | "away";
const WATER = "w-9 text-ink-soft tabular-nums";
const trim = (n: number) => String(Number(Math.abs(n).toFixed(1)));

/**
 * 让分 on one line of a game: the giving side's line shows the points it gives (a home line
 * above 0 means the home side gives), each line shows its water.
 */
export function HandicapCell({ row, side }: { row: BasketRow; side: Side }) {
  const o = row.odds;
  if (o?.handicap === null || o?.handicap === undefined) return <span className="text-ink-mute">-</span>;
  const gives = side === "home" ? o.handicap > 0 : o.handicap < 0;
  return (
    <span className="inline-flex items-center justify-center gap-1.5 whitespace-nowrap">
      <span className="w-10 text-right font-medium text-ink tabular-nums">
        {gives || o.handicap === 0 ? trim(o.handicap) : ""}
      </span>
      <span className={WATER}>{formatOdds(side === "home" ? o.handicapHome : o.handicapAway)}</span>
    </span>
  );
}

/** 大小分: the total and the over water on the home line, the under water on the away line. */
export function OverUnderCell({
  row,
  side,
  over,
  under,
}: {
  row: BasketRow;
  side: Side;
  over: string;
  under: string;
}) {
  const o = row.odds;
  if (o?.total === null || o?.total === undefined) return <span className="text-ink-mute">-</span>;
  return (
    <span className="inline-flex items-center justify-center gap-1.5 whitespace-nowrap">
      <span className="w-12 text-right font-medium text-ink tabular-nums">
        {side === "home" ? trim(o.total) : ""}
      </span>
      <span className="text-xs text-ink-mute">{side === "home" ? over : under}</span>
      <span className={WATER}>{formatOdds(side === "home" ? o.over : o.under)}</span>
    </span>
  );
}

/** 竞彩篮球 胜负 SP of one side. */
export function SpWinCell({ row, side }: { row: BasketRow; side: Side }) {
  if (!row.jclq) return <span className="text-ink-mute">-</span>;
  return (
    <span className="tabular-nums">{formatOdds(side === "home" ? row.jclq.spHome : row.jclq.spAway)}</span>
  );
}

/** 竞彩篮球 让分: the home line (e.g. -5.5) and each side's SP. */
export function JcHandicapCell({ row, side }: { row: BasketRow; side: Side }) {
  const j = row.jclq;
  if (!j) return <span className="text-ink-mute">-</span>;
  const line = j.handicap > 0 ? `+${j.handicap}` : String(j.handicap);
  return (
    <span className="inline-flex items-center justify-center gap-1.5 whitespace-nowrap tabular-nums">
      <span className={`w-10 text-right ${j.handicap < 0 ? "text-brand" : "text-lose"}`}>
        {side === "home" ? line : ""}
      </span>
      <span className="w-9">{formatOdds(side === "home" ? j.hSpHome : j.hSpAway)}</span>
    </span>
  );
}

/** 竞彩篮球 大小分: the total on the home line, over / under SP. */
export function JcTotalCell({
  row,
  side,
  over,
  under,
}: {
  row: BasketRow;
  side: Side;
  over: string;
  under: string;
}) {
  const j = row.jclq;
  if (!j) return <span className="text-ink-mute">-</span>;
  return (
    <span className="inline-flex items-center justify-center gap-1.5 whitespace-nowrap tabular-nums">
      <span className="w-12 text-right">{side === "home" ? trim(j.total) : ""}</span>
      <span className="text-xs text-ink-mute">{side === "home" ? over : under}</span>
      <span className="w-9">{formatOdds(side === "home" ? j.spOver : j.spUnder)}</span>
    </span>
  );
}
