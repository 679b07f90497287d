import { describe, expect, it } from "vitest";
import { pageQueryOf, queryRewritePath } from "@/lib/page-query";
import { categoryPath, parseCategorySegment, parseRoomListParams, roomListHref } from "./list-params";

describe("room list params", () => {
  it("reads category, word, page and the live-only switch", () => {
    expect(parseRoomListParams({ navId: "2", word: "  曼城   德比 ", page: "3", live: "1" })).toEqual({
      navId: 2,
      word: "曼城 德比",
      page: 3,
      liveOnly: true,
    });
  });

  it("falls back to defaults on missing or malformed values", () => {
    expect(parseRoomListParams({ navId: "-1", page: "abc", live: "yes" })).toEqual({
      navId: 0,
      word: "",
      page: 1,
      liveOnly: false,
    });
    expect(parseRoomListParams({ page: "999999" }).page).toBe(1000);
    expect(parseRoomListParams({ word: "x".repeat(80) }).word).toHaveLength(20);
  });

  it("builds short canonical URLs that read back the same", () => {
    expect(roomListHref("/anchor", { navId: 0, word: "", page: 1, liveOnly: false })).toBe("/anchor");
    const href = roomListHref("/anchor", { navId: 1, word: "老李", page: 2 });
    expect(href).toBe("/anchor?navId=1&word=%E8%80%81%E6%9D%8E&page=2");
    const params = Object.fromEntries(new URL(href, "http://x").searchParams);
    expect(parseRoomListParams(params)).toEqual({ navId: 1, word: "老李", page: 2, liveOnly: false });
  });

  it("maps /live/{id} segments: all, a category number, or no page", () => {
    expect(parseCategorySegment("all")).toBe(0);
    expect(parseCategorySegment("2")).toBe(2);
    expect(parseCategorySegment("0")).toBeNull();
    expect(parseCategorySegment("room")).toBeNull();
    expect(categoryPath(0)).toBe("/live/all");
    expect(categoryPath(3)).toBe("/live/3");
  });

  it("is rewritten to a cacheable path by the middleware", () => {
    const path = queryRewritePath("/anchor", new URLSearchParams("word=老李&navId=1&utm=x"));
    expect(pageQueryOf("anchors", [path!.split("/").at(-1)!])).toEqual({ navId: "1", word: "老李" });
    expect(queryRewritePath("/live/all", new URLSearchParams("live=1"))).toMatch(/^\/live\/all\/q\./);
    expect(queryRewritePath("/live/room", new URLSearchParams("live=1"))).toBeNull();
    expect(queryRewritePath("/personal/5", new URLSearchParams("headerNavIndex=2"))).toMatch(
      /^\/personal\/5\/q\./,
    );
  });
});
