import { useTranslations } from "next-intl";
import { formatHandicap, formatOdds, formatTotalLine } from "@/lib/format/odds";
import type { ListRow } from "./list-types";

/** Drawn by .odds-line in globals.css: a full match day has four of these a row. */
function Line({ left, label, right }: { left: number | null; label: string; right: number | null }) {
  return (
    <span className="odds-line">
      <span>{formatOdds(left)}</span>
      <b>{label}</b>
      <span>{formatOdds(right)}</span>
    </span>
  );
}

type Lines = NonNullable<ListRow["odds"]>;

/**
 * A finished match's opening quote (初, muted) above its closing pre-match one (终), as 球探's 完场
 * list shows them; otherwise the current one alone. The column's heading explains 初 and 终 once
 * (a full day has 500 of them), and globals.css tells the two apart by their order.
 */
function WithOpening({ opening, current }: { opening: React.ReactNode | null; current: React.ReactNode }) {
  const t = useTranslations("match.row");
  if (!opening) return current;
  return (
    <span className="odds-quotes">
      <span>
        <i>{t("opening")}</i>
        {opening}
      </span>
      <span>
        <i>{t("closing")}</i>
        {current}
      </span>
    </span>
  );
}

/** 亚盘: home water, the line in words (半球, 受平手/半球), away water; `withOpening` adds the 初盘. */
export function HandicapLine({
  odds,
  withOpening = false,
}: {
  odds: ListRow["odds"];
  withOpening?: boolean;
}) {
  if (odds?.handicap === null || odds?.handicap === undefined)
    return <span className="text-ink-mute">-</span>;
  const line = (o: Pick<Lines, "handicap" | "handicapHome" | "handicapAway">) => (
    <Line left={o.handicapHome} label={formatHandicap(o.handicap!)} right={o.handicapAway} />
  );
  const opening = withOpening && odds.opening?.handicap != null ? line(odds.opening) : null;
  return <WithOpening opening={opening} current={line(odds)} />;
}

/** 大小球: over, the goal line (2.5/3), under; `withOpening` adds the 初盘. */
export function TotalLine({ odds, withOpening = false }: { odds: ListRow["odds"]; withOpening?: boolean }) {
  if (odds?.total === null || odds?.total === undefined) return <span className="text-ink-mute">-</span>;
  const line = (o: Pick<Lines, "total" | "over" | "under">) => (
    <Line left={o.over} label={formatTotalLine(o.total!)} right={o.under} />
  );
  const opening = withOpening && odds.opening?.total != null ? line(odds.opening) : null;
  return <WithOpening opening={opening} current={line(odds)} />;
}

const giveaway = (n: number) => (n > 0 ? `+${n}` : String(n));

function SpRow({ handicap, sps }: { handicap: number; sps: number[] }) {
  return (
    <span className="flex items-center gap-1.5 whitespace-nowrap tabular-nums">
      <span
        className={`w-6 text-center ${handicap < 0 ? "text-brand" : handicap > 0 ? "text-lose" : "text-ink-mute"}`}
      >
        {giveaway(handicap)}
      </span>
      {sps.map((sp, i) => (
        <span key={i} className="w-10 text-center">
          {formatOdds(sp)}
        </span>
      ))}
    </span>
  );
}

/** 竞彩: 胜平负 (0) and 让球胜平负 SP; 北单: its one 让球 line. */
export function SpCell({ row }: { row: ListRow }) {
  if (row.jczq) {
    const j = row.jczq;
    return (
      <span className="flex flex-col items-center gap-0.5">
        <SpRow handicap={0} sps={[j.spHome, j.spDraw, j.spAway]} />
        <SpRow handicap={j.handicap} sps={[j.hSpHome, j.hSpDraw, j.hSpAway]} />
      </span>
    );
  }
  if (row.bjdc) {
    const b = row.bjdc;
    return <SpRow handicap={b.handicap} sps={[b.spHome, b.spDraw, b.spAway]} />;
  }
  return <span className="text-ink-mute">-</span>;
}
