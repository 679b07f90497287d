import { describe, expect, it } from "vitest";
import { pageQueryOf, queryRewritePath } from "./page-query";

const rewrite = (path: string, query: string) => queryRewritePath(path, new URLSearchParams(query));

describe("cacheable page queries", () => {
  it("rewrites a list page's known keys into one canonical path", () => {
    const a = rewrite("/football/end", "word=曼城&date=2026-11-20&utm=x");
    const b = rewrite("/football/end", "date=2026-11-20&word=%E6%9B%BC%E5%9F%8E");
    expect(a).toBe(b);
    expect(a).toMatch(/^\/football\/end\/q\./);
    expect(pageQueryOf([a!.split("/").at(-1)!])).toEqual({ date: "2026-11-20", word: "曼城" });
  });

  it("joins repeated checkbox keys into the comma list the odds pages read", () => {
    const path = rewrite("/football/odds-detail/oupei", "company=1&company=3&league=36");
    expect(pageQueryOf([path!.split("/").at(-1)!])).toEqual({ company: "1,3", league: "36" });
  });

  it("leaves pages alone that have no known key, or are not listed", () => {
    expect(rewrite("/football/end", "utm_source=x")).toBeNull();
    expect(rewrite("/football", "date=2026-11-20")).toBeNull();
    expect(rewrite("/football/end/extra", "date=2026-11-20")).toBeNull();
  });

  it("drops values too long to be real options", () => {
    expect(rewrite("/football/end", `word=${"x".repeat(201)}`)).toBeNull();
  });

  it("reads no extra path as no query and refuses paths it did not make", () => {
    expect(pageQueryOf(undefined)).toEqual({});
    expect(pageQueryOf(["anything"])).toBeNull();
    expect(pageQueryOf(["q.date=1", "more"])).toBeNull();
    expect(pageQueryOf(["q.%E0%A4%A"])).toBeNull();
  });
});
