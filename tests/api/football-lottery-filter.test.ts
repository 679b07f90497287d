import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FootballState } from "@/lib/codes/football-states";
import {
  bjdcListData,
  countryData,
  filterData,
  handicapData,
  jczqListData,
  zcListData,
} from "@/lib/contracts/football-lists";
import type { MatchRow } from "@/lib/contracts/match-list";
import { sportsSeeding } from "../support/seedings";
import { createSeededTestApi, type TestApi } from "../support/test-api";

const LIVE = "/live/football/v1_1/live";
const TODAY = "2026-11-22"; // the test clock is 2026-11-22 12:00 Beijing

let api: TestApi;
let today: MatchRow[];
beforeAll(async () => {
  ({ api } = await createSeededTestApi(sportsSeeding));
  today = (await api.get(LIVE)).body.data.rows;
});
afterAll(() => api.close());

describe("lottery lists", () => {
  it("jczq: the day's 竞彩 matches in 周日001 order with their SP values", async () => {
    const data = jczqListData.parse((await api.get("/live/football/v1_1/jczq")).body.data);
    expect(data.date).toBe(TODAY);
    expect(data.dates).toContain(TODAY);
    expect(data.rows.length).toBeGreaterThan(3);
    const numbers = data.rows.map((r) => r.jczq.number);
    expect(numbers[0]).toBe("周日001");
    expect(numbers).toEqual([...numbers].sort());
    for (const r of data.rows) {
      expect(r.jcNo).toBe(r.jczq.number);
      expect(r.jczq.spHome).toBeGreaterThan(1);
      expect(r.jczq.handicap).not.toBe(0);
    }
    expect((await api.get("/live/football/v1_1/jczq", { date: "2026-02-30" })).status).toBe(400);
  });

  it("bjdc: the current issue by number, another issue on request, 404 for an unknown one", async () => {
    const data = bjdcListData.parse((await api.get("/live/football/v1_1/bjdc")).body.data);
    expect(data.issues).toContain(data.issue);
    expect(data.rows.map((r) => r.bjdc.number)).toEqual(data.rows.map((_, i) => i + 1));
    expect(data.rows.some((r) => r.state === FootballState.NotStarted)).toBe(true);
    const older = data.issues.find((i) => i < data.issue)!;
    const other = bjdcListData.parse((await api.get("/live/football/v1_1/bjdc", { issue: older })).body.data);
    expect(other.issue).toBe(older);
    expect(other.rows.every((r) => r.bjdc.issue === older)).toBe(true);
    const unknown = await api.get("/live/football/v1_1/bjdc", { issue: "10001" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 404, message: "期号不存在" });
    expect((await api.get("/live/football/v1_1/bjdc", { issue: "abc" })).status).toBe(400);
  });

  it("lottery: the 14 matches of the issue on sale and the issue list", async () => {
    const data = zcListData.parse((await api.get("/live/football/v1_1/lottery")).body.data);
    expect(data.rows.map((r) => r.zcNo)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(Date.parse(data.saleEndsAt)).toBeGreaterThan(api.clock.now);
    expect(data.issues.map((i) => i.issue)).toContain(data.issue);
    const previous = data.issues.find((i) => i.issue !== data.issue)!;
    const old = zcListData.parse(
      (await api.get("/live/football/v1_1/lottery", { issue: previous.issue })).body.data,
    );
    expect(old.issue).toBe(previous.issue);
    expect(old.rows).toHaveLength(14);
    expect(old.rows.map((r) => r.id)).not.toEqual(data.rows.map((r) => r.id));
    expect((await api.get("/live/football/v1_1/lottery", { issue: "99999" })).status).toBe(404);
  });
});

describe("GET /live/football/filter", () => {
  it("counts the leagues of today's list, hot ones first, grouped by region", async () => {
    const data = filterData.parse((await api.get("/live/football/filter")).body.data);
    expect(data.total).toBe(today.length);
    expect(data.leagues.reduce((n, l) => n + l.count, 0)).toBe(today.length);
    const hot = data.leagues.map((l) => l.isHot);
    expect(hot).toEqual([...hot].sort((a, b) => Number(b) - Number(a)));
    for (const l of data.leagues) expect(l.count).toBe(today.filter((r) => r.league.id === l.id).length);
    const grouped = data.continents.flatMap((c) => c.countries.flatMap((k) => k.leagueIds));
    expect(grouped.sort()).toEqual(data.leagues.map((l) => l.id).sort());
  });

  it("follows the list it filters: a 北单 issue, a 足彩 set, a finished day", async () => {
    const bjdc = (await api.get("/live/football/v1_1/bjdc")).body.data;
    const forBjdc = filterData.parse((await api.get("/live/football/filter", { type: "bjdc" })).body.data);
    expect(forBjdc.total).toBe(bjdc.rows.length);
    const zc = filterData.parse((await api.get("/live/football/filter", { type: "zc" })).body.data);
    expect(zc.total).toBe(14);
    const end = (await api.get("/live/football/match", { type: "end", date: "2026-11-19" })).body.data;
    const forEnd = filterData.parse(
      (await api.get("/live/football/filter", { type: "end", date: "2026-11-19" })).body.data,
    );
    expect(forEnd.total).toBe(end.rows.length);
  });

  it("refuses an unknown list type and answers 404 for an unknown issue", async () => {
    expect((await api.get("/live/football/filter", { type: "nba" })).status).toBe(400);
    expect((await api.get("/live/football/filter", { type: "zc", issue: "10001" })).status).toBe(404);
  });
});

describe("GET /live/football/country", () => {
  it("lists continents, countries and competitions of a sport", async () => {
    const tree = countryData.parse((await api.get("/live/football/country")).body.data);
    const england = tree.flatMap((c) => c.countries).find((k) => k.name === "英格兰")!;
    expect(england.leagues.map((l) => l.name)).toEqual(expect.arrayContaining(["英超", "英冠"]));
    expect(tree.find((c) => c.countries.includes(england))!.name).toBe("欧洲");
    const names = tree.flatMap((c) => c.countries.flatMap((k) => k.leagues.map((l) => l.name)));
    expect(names).not.toContain("NBA");
    const basketball = countryData.parse((await api.get("/live/football/country", { sportId: 2 })).body.data);
    expect(basketball.flatMap((c) => c.countries.flatMap((k) => k.leagues.map((l) => l.name)))).toContain(
      "NBA",
    );
    expect((await api.get("/live/football/country", { sportId: 3 })).status).toBe(400);
  });
});

describe("GET /live/football/handicap", () => {
  it("answers the list's odds columns of the asked matches", async () => {
    const priced = today.filter((r) => r.odds).slice(0, 3);
    const res = await api.get("/live/football/handicap", { ids: priced.map((r) => r.id).join(",") });
    const data = handicapData.parse(res.body.data);
    expect(data.map((d) => d.matchId)).toEqual(priced.map((r) => r.id));
    for (const d of data) expect(d.odds).toEqual(priced.find((r) => r.id === d.matchId)!.odds);
    const bet365 = handicapData.parse(
      (await api.get("/live/football/handicap", { ids: String(priced[0].id), companyId: 8 })).body.data,
    );
    expect(bet365).toHaveLength(1);
  });

  it("leaves out unknown matches, 404s an unknown company and refuses malformed ids", async () => {
    expect((await api.get("/live/football/handicap", { ids: "999999" })).body.data).toEqual([]);
    const company = await api.get("/live/football/handicap", { ids: String(today[0].id), companyId: 999 });
    expect(company.body).toMatchObject({ code: 404, message: "公司不存在" });
    for (const ids of ["", "1,,2", "x", Array.from({ length: 51 }, (_, i) => i + 1).join(",")]) {
      expect((await api.get("/live/football/handicap", { ids })).status, ids).toBe(400);
    }
  });
});
