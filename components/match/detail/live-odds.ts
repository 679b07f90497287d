import type { CompanyOdds } from "@/lib/contracts/match-odds";

type Change = {
  companyId: number;
  market: number;
  home: number;
  draw: number | null;
  away: number;
  line: number | null;
  changedAt: string;
};

/** The `odds` frame's moves for this match and market, or none when the frame is something else. */
export function oddsFrameChanges(frame: unknown, matchId: number, market: number): Change[] {
  if (!frame || typeof frame !== "object") return [];
  const f = frame as { matchId?: unknown; changes?: unknown };
  if (f.matchId !== matchId || !Array.isArray(f.changes)) return [];
  return f.changes.filter(
    (c): c is Change =>
      !!c &&
      typeof c === "object" &&
      c.market === market &&
      Number.isInteger(c.companyId) &&
      typeof c.home === "number",
  );
}

/** Applies moves to the companies' live quotes. */
export function applyOddsChanges(
  companies: readonly CompanyOdds[],
  changes: readonly Change[],
): CompanyOdds[] {
  if (!changes.length) return [...companies];
  return companies.map((c) => {
    const mine = changes.filter((ch) => ch.companyId === c.companyId);
    const last = mine.at(-1);
    if (!last) return c;
    return {
      ...c,
      live: { home: last.home, draw: last.draw, away: last.away, line: last.line },
      updatedAt: last.changedAt,
      moves: c.moves + mine.length,
    };
  });
}
