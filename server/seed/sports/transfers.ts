import { Sport } from "../../../lib/codes/sports";
import { TransferKind, type TransferKindCode } from "../../../lib/codes/transfer-kinds";
import type { Random } from "../../feed/engine/random";
import { ageOn } from "@/lib/format/age";
import { beijingDate, DAY } from "@/lib/beijing-time";
import type { CatalogueTeam } from "./catalogue";
import type { PlayerRow } from "./players";
import { latestWindows, type OpenedWindow } from "./transfer-windows";

export type TransferRow = {
  id: number;
  playerId: number;
  fromTeamId: number | null;
  toTeamId: number;
  date: string;
  window: string;
  kind: TransferKindCode;
  fee: number | null;
};

// What a club of a given strength pays for a player as good as itself, in 万欧元.
const FEE_TIERS: readonly (readonly [number, number])[] = [
  [88, 4000],
  [82, 2500],
  [75, 1200],
  [68, 600],
  [60, 200],
  [50, 60],
  [0, 20],
];

/** A fee the buyer's tier makes believable: dearer for a player rated above the club, rounded as clubs announce. */
export function plausibleFee(rnd: Random, buyerStrength: number, rating: number): number {
  const base = FEE_TIERS.find(([min]) => buyerStrength >= min)![1];
  const raw = base * 2 ** ((rating - buyerStrength) / 5) * (0.6 + rnd.next() * 0.8);
  const step = raw >= 500 ? 50 : raw >= 100 ? 10 : 5;
  return Math.min(15_000, Math.max(step, Math.round(raw / step) * step));
}

const dayIn = (rnd: Random, w: OpenedWindow) =>
  beijingDate(w.from + rnd.int(0, Math.max(0, Math.round((w.to - w.from) / DAY))) * DAY + 12 * 3_600_000);

type Ctx = { rnd: Random; now: number; clubs: readonly CatalogueTeam[]; rows: TransferRow[] };

/** A club the player plausibly came from: same sport, a little weaker or about as strong, often the same country. */
function originFor(ctx: Ctx, to: CatalogueTeam, nationality: string): CatalogueTeam | null {
  const near = ctx.clubs.filter(
    (c) =>
      c.sportId === to.sportId &&
      c.id !== to.id &&
      c.strength >= to.strength - 18 &&
      c.strength <= to.strength + 6,
  );
  const home = near.filter((c) => c.country === to.country);
  const theirs = near.filter((c) => c.country === nationality);
  const roll = ctx.rnd.next();
  const pool = roll < 0.55 && home.length ? home : roll < 0.8 && theirs.length ? theirs : near;
  // NBA and CBA clubs sign within their own league's country (a CBA import may come as a free agent).
  const basket = pool.filter((c) => c.country === to.country);
  if (to.sportId === Sport.Basketball) return basket.length ? ctx.rnd.pick(basket) : null;
  return pool.length ? ctx.rnd.pick(pool) : null;
}

function add(ctx: Ctx, row: Omit<TransferRow, "id">) {
  ctx.rows.push({ id: ctx.rows.length + 1, ...row });
}

/** A move into `to`: a fee, a loan for a young player from a bigger club, a free for a veteran. */
function arrival(ctx: Ctx, to: CatalogueTeam, p: PlayerRow, w: OpenedWindow) {
  const { rnd } = ctx;
  const from = originFor(ctx, to, p.nationality);
  const age = ageOn(p.birthDate, ctx.now);
  const date = dayIn(rnd, w);
  if (to.sportId === Sport.Basketball) {
    const kind = from && rnd.chance(0.5) ? TransferKind.Trade : TransferKind.Signing;
    add(ctx, {
      playerId: p.id,
      fromTeamId: from?.id ?? null,
      toTeamId: to.id,
      date,
      window: w.name,
      kind,
      fee: null,
    });
    return;
  }
  if (!from) return;
  let kind: TransferKindCode = TransferKind.Permanent;
  if (age >= 30 && rnd.chance(0.4)) kind = TransferKind.Free;
  else if (age <= 23 && from.strength > to.strength + 2) kind = TransferKind.Loan;
  const disclosed = kind === TransferKind.Permanent && rnd.chance(0.88);
  const fee = disclosed ? plausibleFee(rnd, to.strength, p.rating) : null;
  add(ctx, { playerId: p.id, fromTeamId: from.id, toTeamId: to.id, date, window: w.name, kind, fee });
}

/** A young player sent out on loan in the winter window and back at his club for the summer. */
function loanAndReturn(
  ctx: Ctx,
  club: CatalogueTeam,
  p: PlayerRow,
  winter: OpenedWindow,
  summer: OpenedWindow,
) {
  const lower = ctx.clubs.filter(
    (c) =>
      c.sportId === Sport.Football &&
      c.country === club.country &&
      c.strength < club.strength - 4 &&
      c.strength >= club.strength - 25,
  );
  if (!lower.length || summer.from <= winter.to) return;
  const host = ctx.rnd.pick(lower);
  const back = { playerId: p.id, toTeamId: club.id, window: summer.name, fee: null };
  add(ctx, {
    playerId: p.id,
    fromTeamId: club.id,
    toTeamId: host.id,
    date: dayIn(ctx.rnd, winter),
    window: winter.name,
    kind: TransferKind.Loan,
    fee: null,
  });
  add(ctx, {
    ...back,
    fromTeamId: host.id,
    date: beijingDate(summer.from - DAY + 12 * 3_600_000),
    kind: TransferKind.LoanReturn,
  });
}

/**
 * The moves of the latest winter and summer windows before `now`, into every club from the seeded
 * clubs, so each moved player's latest destination is his current club. A club's three best-rated
 * players stay put (their real careers are not rewritten); national teams have no transfers.
 */
export function generateTransfers(
  rnd: Random,
  teams: readonly CatalogueTeam[],
  players: readonly PlayerRow[],
  now: number,
): TransferRow[] {
  const clubs = teams.filter((t) => !t.isNational);
  const ctx: Ctx = { rnd, now, clubs, rows: [] };
  const squads = new Map<number, PlayerRow[]>();
  for (const p of players) squads.set(p.teamId, [...(squads.get(p.teamId) ?? []), p]);
  for (const club of clubs) {
    const squad = squads.get(club.id) ?? [];
    const stars = new Set(
      [...squad]
        .sort((a, b) => b.rating - a.rating)
        .slice(0, 3)
        .map((p) => p.id),
    );
    const movable = squad.filter((p) => !stars.has(p.id));
    const [winter, summer] = latestWindows(club.sportId, club.squadLeagueId, now);
    const count = club.sportId === Sport.Basketball ? rnd.int(1, 3) : rnd.int(2, 5);
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, movable.length)) chosen.add(rnd.pick(movable).id);
    for (const p of movable.filter((m) => chosen.has(m.id)))
      arrival(ctx, club, p, summer.to >= summer.from && rnd.chance(0.7) ? summer : winter);
    const youngster = movable.find((p) => !chosen.has(p.id) && ageOn(p.birthDate, now) <= 21);
    if (club.sportId === Sport.Football && youngster && rnd.chance(0.5))
      loanAndReturn(ctx, club, youngster, winter, summer);
  }
  ctx.rows.sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  return ctx.rows.map((r, i) => ({ ...r, id: i + 1 }));
}
