import type { odds, oddsChanges } from "../../db/schema/odds";

type OddsRow = typeof odds.$inferInsert;
type ChangeRow = typeof oddsChanges.$inferInsert;

/**
 * A played match's odds rows end on its last in-play quote (即时盘), as the live feed leaves them,
 * instead of the closing pre-match price.
 */
export function withLatestQuotes(rows: OddsRow[], changes: readonly ChangeRow[]): OddsRow[] {
  const key = (r: { matchId: number; companyId: number; market: number }) =>
    `${r.matchId}:${r.companyId}:${r.market}`;
  const latest = new Map<string, ChangeRow>();
  for (const c of changes) {
    const seen = latest.get(key(c));
    if (!seen || seen.changedAt <= c.changedAt) latest.set(key(c), c);
  }
  return rows.map((row) => {
    const c = latest.get(key(row));
    if (!c || c.changedAt <= row.updatedAt) return row;
    return { ...row, home: c.home, draw: c.draw, away: c.away, line: c.line, updatedAt: c.changedAt };
  });
}
