import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FootballState } from "@/lib/codes/football-states";
import { footballListData } from "@/lib/contracts/football-lists";
import type { MatchRow } from "@/lib/contracts/match-list";
import { sportsSeeding } from "../support/seedings";
import { createSeededTestApi, type TestApi } from "../support/test-api";

const LIVE = "/live/football/v1_1/live";
const TODAY = "2026-11-22"; // the test clock is 2026-11-22 12:00 Beijing
const IN_PLAY: number[] = [2, 3, 4, 5, 7];
const section = (r: MatchRow) =>
  IN_PLAY.includes(r.state)
    ? 0
    : r.state === FootballState.NotStarted
      ? 1
      : r.state === FootballState.Finished
        ? 2
        : 3;
const noon = (date: string) => Date.parse(`${date}T12:00:00+08:00`);

let api: TestApi;
let today: MatchRow[];
beforeAll(async () => {
  ({ api } = await createSeededTestApi(sportsSeeding));
  today = (await api.get(LIVE)).body.data.rows;
});
afterAll(() => api.close());

describe("GET /live/football/v1_1/live", () => {
  it("lists today's football business day: in play, then upcoming, then finished", async () => {
    const res = await api.get(LIVE);
    expect(res.body.code).toBe(200);
    const data = footballListData.parse(res.body.data);
    expect(data).toMatchObject({ date: TODAY, today: TODAY });
    expect(data.rows.length).toBeGreaterThan(20);
    expect(data.rows.every((r) => r.sportId === 1)).toBe(true);
    const sections = data.rows.map(section);
    expect(sections).toEqual([...sections].sort((a, b) => a - b));
    expect(sections[0]).toBe(0);
    const upcoming = data.rows.filter((r) => r.state === FootballState.NotStarted);
    expect(upcoming.every((r) => Date.parse(r.kickoff) >= noon(TODAY))).toBe(true);
    expect(data.rows.some((r) => r.home.rank !== null && r.odds !== null)).toBe(true);
  });

  it("lists another business day by date, from its noon to the next noon", async () => {
    const { rows } = (await api.get(LIVE, { date: "2026-11-20" })).body.data as { rows: MatchRow[] };
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(Date.parse(r.kickoff)).toBeGreaterThanOrEqual(noon("2026-11-20"));
      expect(Date.parse(r.kickoff)).toBeLessThan(noon("2026-11-21"));
    }
  });

  it("narrows by leagues, hot matches and a word", async () => {
    const [a, b] = [...new Set(today.map((r) => r.league.id))];
    const byLeague = (await api.get(LIVE, { leagueIds: `${a},${b}` })).body.data.rows as MatchRow[];
    expect(byLeague.length).toBe(today.filter((r) => r.league.id === a || r.league.id === b).length);
    expect(byLeague.length).toBeLessThan(today.length);

    const hot = (await api.get(LIVE, { onlyHot: 1 })).body.data.rows as MatchRow[];
    expect(hot.length).toBe(today.filter((r) => r.isHot).length);
    expect(hot.every((r) => r.isHot)).toBe(true);

    const team = today[5].home;
    const byTeam = (await api.get(LIVE, { word: team.name })).body.data.rows as MatchRow[];
    expect(byTeam.some((r) => r.home.id === team.id)).toBe(true);
    expect(byTeam.length).toBeLessThan(today.length);
    const byEnglish = (await api.get(LIVE, { word: team.nameEn.toLowerCase() })).body.data.rows as MatchRow[];
    expect(byEnglish.map((r) => r.id)).toContain(today[5].id);
    expect((await api.get(LIVE, { word: "没有这个队%" })).body.data.rows).toEqual([]);
  });

  it("refuses malformed input with a 400 naming the field", async () => {
    const queries: Record<string, string>[] = [
      { date: "2026-13-01" },
      { date: "tomorrow" },
      { leagueIds: "36,abc" },
      { leagueIds: "0" },
      { onlyHot: "maybe" },
      { word: "字".repeat(21) },
      { word: "a\u0000b" },
    ];
    for (const query of queries) {
      const res = await api.get(LIVE, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe(400);
    }
  });
});

describe("GET /live/football/match", () => {
  it("lists yesterday's finished matches by default and tomorrow's fixtures for next", async () => {
    const end = footballListData.parse((await api.get("/live/football/match", { type: "end" })).body.data);
    expect(end.date).toBe("2026-11-21");
    expect(end.rows.length).toBeGreaterThan(10);
    expect(end.rows.every((r) => [8, 9, 11, 12].includes(r.state))).toBe(true);
    const next = footballListData.parse((await api.get("/live/football/match", { type: "next" })).body.data);
    expect(next.date).toBe("2026-11-23");
    expect(next.rows.every((r) => r.state === FootballState.NotStarted)).toBe(true);
    const kickoffs = next.rows.map((r) => r.kickoff);
    expect(kickoffs).toEqual([...kickoffs].sort());
  });

  it("takes a date and the list filters", async () => {
    const all = (await api.get("/live/football/match", { type: "end", date: "2026-11-20" })).body.data.rows;
    const hot = (await api.get("/live/football/match", { type: "end", date: "2026-11-20", onlyHot: "true" }))
      .body.data.rows as MatchRow[];
    expect(hot.length).toBeLessThan(all.length);
    expect(hot.every((r) => r.isHot)).toBe(true);
  });

  it("needs a known type", async () => {
    expect((await api.get("/live/football/match")).status).toBe(400);
    expect((await api.get("/live/football/match", { type: "live" })).body.code).toBe(400);
  });
});
