import { describe, expect, it } from "vitest";
import { chooseLine, LINE_POOLS, type ChosenLine } from "./audience-lines";
import { nextGapMs, PACE, ratePerMinute } from "./audience-pace";
import { heatOf, simulatedViewers } from "./audience-size";
import { topicsFor, type MatchMoment } from "./match-moment";

function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 4_294_967_296;
  };
}

const quietMatch: MatchMoment = {
  sport: "football",
  phase: "live",
  minute: 63,
  home: "曼城",
  away: "阿森纳",
  homeScore: 0,
  awayScore: 0,
  events: [],
};

function say(m: MatchMoment | null, n = 400, others: string[] = []): ChosenLine[] {
  const random = seeded(42);
  const pool = LINE_POOLS[m?.sport ?? "talk"];
  return Array.from({ length: n }, () => chooseLine(pool, topicsFor(m, others), random)!);
}

const tags = (lines: ChosenLine[]) => new Set(lines.map((l) => l.tag));
const GOAL_TAGS = ["goal", "goalScorer", "leading", "level", "blowout"];
const CARD_TAGS = ["card", "redCard"];

describe("the simulated crowd's lines", () => {
  it("never talk of goals or cards in a goalless match without cards, and have no empty placeholders", () => {
    const lines = say(quietMatch, 400, ["西甲 皇马vs巴萨"]);
    for (const tag of [...GOAL_TAGS, ...CARD_TAGS]) expect(tags(lines)).not.toContain(tag);
    expect(tags(lines)).toContain("goalless");
    expect(lines.every((l) => !/[{}]/.test(l.text))).toBe(true);
    expect(new Set(lines.map((l) => l.text)).size).toBeGreaterThan(40);
  });

  it("cheer a fresh goal, naming the scorer and the team, and talk of no card", () => {
    const m: MatchMoment = {
      ...quietMatch,
      homeScore: 1,
      events: [{ minute: 61, kind: "goal", side: "home", player: "哈兰德" }],
    };
    const lines = say(m);
    expect(tags(lines)).toContain("goal");
    expect(lines.some((l) => l.text.includes("哈兰德"))).toBe(true);
    expect(lines.some((l) => l.text.includes("曼城"))).toBe(true);
    for (const tag of CARD_TAGS) expect(tags(lines)).not.toContain(tag);
    expect(lines.filter((l) => l.tag === "leading").every((l) => !l.text.includes("阿森纳领先"))).toBe(true);
  });

  it("talk of the referee only after a card, and of a sending-off only after a red", () => {
    const yellow: MatchMoment = {
      ...quietMatch,
      events: [{ minute: 62, kind: "card", side: "away", player: null }],
    };
    const yellowLines = say(yellow);
    expect(tags(yellowLines)).toContain("card");
    expect(tags(yellowLines)).not.toContain("redCard");
    for (const tag of GOAL_TAGS) expect(tags(yellowLines)).not.toContain(tag);
    const red: MatchMoment = {
      ...quietMatch,
      events: [{ minute: 62, kind: "redCard", side: "away", player: null }],
    };
    expect(tags(say(red))).toContain("redCard");
  });

  it("forget an old goal's celebration but keep the score right", () => {
    const m: MatchMoment = {
      ...quietMatch,
      awayScore: 1,
      events: [{ minute: 20, kind: "goal", side: "away", player: "萨卡" }],
    };
    const lines = say(m);
    expect(tags(lines)).not.toContain("goal");
    expect(lines.filter((l) => l.tag === "leading").some((l) => l.text.includes("阿森纳"))).toBe(true);
  });

  it("follow the phase: before kick-off, at the break, after the whistle; basketball talks basketball", () => {
    expect(tags(say({ ...quietMatch, phase: "prematch", minute: 0 }))).toEqual(
      new Set(["prematch", "general"]),
    );
    expect(tags(say({ ...quietMatch, phase: "finished" }))).toEqual(new Set(["finished"]));
    const nba: MatchMoment = {
      ...quietMatch,
      sport: "basketball",
      home: "湖人",
      away: "勇士",
      homeScore: 98,
      awayScore: 70,
    };
    const lines = say(nba);
    expect(tags(lines)).toContain("blowout");
    expect(tags(lines)).not.toContain("close");
    expect(lines.some((l) => l.text.includes("越位"))).toBe(false);
  });
});

describe("the crowd's pace and size", () => {
  it("keeps rates and gaps within the stated bounds", () => {
    const random = seeded(7);
    for (const big of [true, false])
      for (const excitement of [0.1, 0.7, 1, 1.5, 3, 50]) {
        const rate = ratePerMinute(big, excitement);
        expect(rate).toBeGreaterThanOrEqual(PACE.minPerMinute);
        expect(rate).toBeLessThanOrEqual(PACE.maxPerMinute);
        const gaps = Array.from({ length: 500 }, () => nextGapMs(rate, random));
        expect(Math.min(...gaps)).toBeGreaterThanOrEqual(PACE.minGapMs);
        expect(Math.max(...gaps)).toBeLessThanOrEqual(PACE.maxGapMs);
        expect(new Set(gaps).size).toBeGreaterThan(100);
      }
    expect(ratePerMinute(true, 3)).toBeGreaterThan(ratePerMinute(true, 0.7));
  });

  it("puts thousands in hot rooms, hundreds elsewhere, none in an offline room; heat follows", () => {
    const now = Date.UTC(2026, 10, 24, 12);
    for (const roomId of [1001, 1002, 1017, 1050]) {
      expect(simulatedViewers(roomId, true, true, now)).toBeGreaterThanOrEqual(1_000);
      const usual = simulatedViewers(roomId, true, false, now);
      expect(usual).toBeGreaterThanOrEqual(100);
      expect(usual).toBeLessThan(1_000);
      expect(simulatedViewers(roomId, false, true, now)).toBe(0);
    }
    expect(heatOf(500, 0)).toBeLessThan(heatOf(5_000, 0));
    expect(heatOf(500, 1_000)).toBeGreaterThan(heatOf(500, 0));
  });
});
