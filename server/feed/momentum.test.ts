import { describe, expect, it } from "vitest";
import { MOMENTUM_PER_TICK, MomentumKind } from "@/lib/codes/momentum";
import { matchMomentumFrame } from "@/lib/contracts/match-stream";
import { basketballInput, footballInput } from "./engine/engine-fixtures";
import { generateBasketballScript } from "./engine/basketball-script";
import { generateFootballScript } from "./engine/football-script";
import { basketballMomentum, footballMomentum, momentumBetween, scriptMomentum } from "./momentum";

const football = generateFootballScript(footballInput(3));
const basketball = generateBasketballScript(basketballInput(3));

describe("momentum derived from the match plan", () => {
  it("gives football one moment per played minute, in time order, as frames the contract accepts", () => {
    const moments = footballMomentum(football);
    const playedMinutes = football.statPoints.length - football.events.length - 1;
    expect(moments.length).toBe(playedMinutes);
    expect(moments.every((m, i) => i === 0 || m.atMs >= moments[i - 1].atMs)).toBe(true);
    for (const m of moments)
      matchMomentumFrame.parse({ matchId: 1, side: m.side, kind: m.kind, clock: m.clock });
    const kinds = new Set(moments.map((m) => m.kind));
    expect(kinds.has(MomentumKind.Attack) || kinds.has(MomentumKind.Danger)).toBe(true);
    expect(new Set(moments.map((m) => m.side))).toEqual(new Set(["home", "away"]));
  });

  it("is deterministic: the same script gives the same momentum", () => {
    const again = generateFootballScript(footballInput(3));
    expect(footballMomentum(again)).toEqual(footballMomentum(football));
  });

  it("follows every basketball play, a made basket for the scorer and a foul for the fouled side", () => {
    const moments = basketballMomentum(basketball);
    expect(moments.length).toBe(basketball.plays.length);
    const made = basketball.plays.findIndex((p) => p.type === "2pt-made" || p.type === "3pt-made");
    expect(moments[made]).toMatchObject({ kind: MomentumKind.Score, side: basketball.plays[made].side });
    const foul = basketball.plays.findIndex((p) => p.type === "foul");
    expect(moments[foul].side).not.toBe(basketball.plays[foul].side);
    expect(moments[made].clock).toMatch(/^第.节 \d\d:\d\d$/);
  });

  it("sends only what happened since the last tick, the newest few when a tick covers a lot", () => {
    const all = scriptMomentum(football);
    const between = momentumBetween(football, all[4].atMs, all[6].atMs);
    expect(between).toEqual([all[5], all[6]]);
    expect(momentumBetween(football, -1, football.endMs)).toEqual(all.slice(-MOMENTUM_PER_TICK));
    expect(momentumBetween(football, all[6].atMs, all[6].atMs)).toEqual([]);
  });
});
