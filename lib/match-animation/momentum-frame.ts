import { MOMENTUM_KINDS, type MomentumKindName } from "@/lib/codes/momentum";
import type { Side } from "./ball-position";

const KINDS: ReadonlySet<string> = new Set(MOMENTUM_KINDS);

/** A `momentum` frame of this match, or null (a light check: zod stays out of the browser). */
export function momentumFrame(
  frame: unknown,
  matchId: number,
): { side: Side; kind: MomentumKindName; clock: string } | null {
  if (typeof frame !== "object" || frame === null) return null;
  const f = frame as Record<string, unknown>;
  if (f.matchId !== matchId || (f.side !== "home" && f.side !== "away")) return null;
  if (typeof f.kind !== "string" || !KINDS.has(f.kind) || typeof f.clock !== "string") return null;
  return { side: f.side, kind: f.kind as MomentumKindName, clock: f.clock };
}
