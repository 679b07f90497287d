import { describe, expect, it } from "vitest";
import { pageQueryOf, QUERY_NOT_FOUND_PATH, queryRewritePath } from "./page-query";

// Noon, 2026-11-22 in Beijing: the business day 2026-11-22.
const NOW = Date.parse("2026-11-22T12:00:00+08:00");
const rewrite = (path: string, query: string) => queryRewritePath(path, new URLSearchParams(query), NOW);
const segment = (path: string | null) => path!.slice(path!.lastIndexOf("/") + 1);
// Next hands the catch-all segment over percent-encoded; a decoded one must read the same.
const decoded = (path: string | null) => decodeURIComponent(segment(path));
const encoded = (path: string | null) => encodeURIComponent(segment(path));

describe("cacheable page queries", () => {
  it("gives every order and repetition of the same choice one cache entry", () => {
    const a = rewrite("/football/odds-detail/oupei", "league=36,8&company=3&company=1&date=2026-11-20&utm=x");
    const b = rewrite("/football/odds-detail/oupei", "company=1,3,1&league=8&league=36&date=2026-11-20");
    expect(a).toBe(b);
    expect(a).toBe("/football/odds-detail/oupei/q.date=2026-11-20&company=1,3&league=8,36");
    expect(pageQueryOf("oddsBoard", [segment(a)], NOW)).toEqual({
      date: "2026-11-20",
      company: "1,3",
      league: "8,36",
    });
  });

  it("drops malformed values and keys the page does not read", () => {
    expect(rewrite("/football/odds-detail/oupei", "market=9&company=x&league=0&utm_source=x")).toBeNull();
    expect(rewrite("/football/odds-detail/oupei", "market=2&company=1x,5")).toBe(
      "/football/odds-detail/oupei/q.market=2&company=5",
    );
    expect(rewrite("/next", `leagueIds=${Array.from({ length: 51 }, (_, i) => i + 1).join(",")}`)).toBeNull();
    expect(rewrite("/football/end", "date=2026-02-30")).toBeNull();
    expect(rewrite("/anchor", "page=1&navId=0")).toBeNull();
  });

  it("answers a date outside the window the lists serve with the 404 path, rendering nothing", () => {
    expect(rewrite("/football/end", "date=2026-11-08")).toMatch(/q\.date=2026-11-08$/);
    expect(rewrite("/football/end", "date=2026-11-07")).toBe(QUERY_NOT_FOUND_PATH);
    expect(rewrite("/next", "date=2099-01-01&sportId=1")).toBe(QUERY_NOT_FOUND_PATH);
    expect(rewrite("/football/zc", "issue=26140")).toMatch(/q\.issue=26140$/);
    expect(rewrite("/football/zc", "issue=19140")).toBe(QUERY_NOT_FOUND_PATH);
  });

  it("keeps the list filters out of the cache key: the browser applies them", () => {
    expect(rewrite("/football/end", "leagueIds=36&onlyHot=1&word=曼城")).toBeNull();
    expect(rewrite("/basketball/next", "date=2026-11-23&word=湖人")).toBe(
      "/basketball/next/q.date=2026-11-23",
    );
  });

  it("bounds search words in length and characters", () => {
    const path = rewrite("/anchor", `word=${encodeURIComponent("  老李<script>  解说 ")}&navId=2`);
    expect(pageQueryOf("anchors", [segment(path)], NOW)).toEqual({ navId: "2", word: "老李 script 解说" });
    expect(pageQueryOf("anchors", [decoded(path)], NOW)).toEqual({ navId: "2", word: "老李 script 解说" });
    expect(pageQueryOf("anchors", [encoded(path)], NOW)).toEqual({ navId: "2", word: "老李 script 解说" });
    expect(rewrite("/anchor", `word=${"长".repeat(80)}`)).toBe(
      `/anchor/q.word=${encodeURIComponent("长".repeat(20))}`,
    );
    expect(rewrite("/anchor", "word=%3C%3E%26")).toBeNull();
  });

  it("leaves pages alone that read no query", () => {
    expect(rewrite("/football", "date=2026-11-20")).toBeNull();
    expect(rewrite("/live/room", "live=1")).toBeNull();
    expect(rewrite("/personal/5", "headerNavIndex=2")).toBe("/personal/5/q.headerNavIndex=2");
  });

  it("lets only its own canonical segment be asked for directly; other extra paths get the 404 path", () => {
    const none = new URLSearchParams();
    const at = (path: string) => queryRewritePath(path, none, NOW);
    expect(at("/football/end/q.date=2026-11-20")).toBeNull();
    expect(at("/personal/5/q.headerNavIndex=2")).toBeNull();
    for (const path of [
      "/football/end/q.date=2099-01-01",
      "/football/end/q.date=2026-11-20&utm=1",
      "/football/odds-detail/oupei/q.company=3,1",
      "/football/end/anything",
      "/live/rank/x/y",
      "/personal/5/q.headerNavIndex=9",
    ])
      expect(at(path), path).toBe(QUERY_NOT_FOUND_PATH);
    for (const path of ["/football/live/123", "/live/room/8", "/football", "/news/12"])
      expect(at(path)).toBeNull();
  });

  it("refuses extra paths the middleware would not make, so they cannot add cache entries", () => {
    expect(pageQueryOf("dayList", undefined, NOW)).toEqual({});
    expect(pageQueryOf("dayList", ["q.date=2026-11-20"], NOW)).toEqual({ date: "2026-11-20" });
    expect(pageQueryOf("dayList", ["q.date%3D2026-11-20"], NOW)).toEqual({ date: "2026-11-20" });
    for (const bad of [
      "anything",
      "q.",
      "q.date=2026-11-07",
      "q.date=2026-11-20&utm=1",
      "q.word=x",
      "q.company=3,1",
      "q.%E0%A4%A",
    ])
      expect(pageQueryOf(bad.includes("company") ? "oddsBoard" : "dayList", [bad], NOW)).toBeNull();
    expect(pageQueryOf("dayList", ["q.date=2026-11-20", "more"], NOW)).toBeNull();
  });

  it("caches the expert lists per filter, and leaves an expert's own page under /guide/expert alone", () => {
    expect(rewrite("/guide/expert", "playType=3&sport=1")).toBe("/guide/expert/q.sport=1&playType=3");
    expect(rewrite("/guide/expert/plan", "refund=1&price=free&league=4&junk=1")).toBe(
      "/guide/expert/plan/q.league=4&price=free&refund=1",
    );
    expect(rewrite("/guide/expert/plan", "price=cheap")).toBeNull();
    const none = new URLSearchParams();
    expect(queryRewritePath("/guide/expert/info/12", none, NOW)).toBeNull();
    expect(queryRewritePath("/guide/expert/info", none, NOW)).toBeNull();
    expect(queryRewritePath("/guide/expert/plan/q.refund=1", none, NOW)).toBeNull();
    expect(queryRewritePath("/guide/expert/whatever", none, NOW)).toBe(QUERY_NOT_FOUND_PATH);
  });
});
