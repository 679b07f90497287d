import { describe, expect, it } from "vitest";
import { activeNavKey, NAV_ITEMS } from "./nav-items";

describe("top navigation", () => {
  it("lists the SPEC's items in order", () => {
    expect(NAV_ITEMS.map((i) => i.key)).toEqual([
      "home",
      "scores",
      "live",
      "schedule",
      "headlines",
      "community",
      "tips",
      "data",
    ]);
    expect(NAV_ITEMS.map((i) => i.href)).toEqual([
      "/",
      "/football",
      "/anchor",
      "/next",
      "/news",
      "/community/1",
      "/youliao",
      "/database/fb/page",
    ]);
  });

  it("disables esports and tennis under 比分 without a link", () => {
    const scores = NAV_ITEMS.find((i) => i.key === "scores");
    expect(scores?.children?.filter((c) => c.disabled).map((c) => [c.key, c.href])).toEqual([
      ["esports", undefined],
      ["tennis", undefined],
    ]);
  });

  it.each([
    ["/", "home"],
    ["/football/live/12", "scores"],
    ["/basketball", "scores"],
    ["/anchor", "live"],
    ["/live/room/3", "live"],
    ["/next", "schedule"],
    ["/news/pages/2", "headlines"],
    ["/community/circle-detail/4", "community"],
    ["/guide/expert/info/9", "tips"],
    ["/youliao", "tips"],
    ["/database/lq/team/5", "data"],
  ])("lights up the owner of %s", (path, key) => expect(activeNavKey(path)).toBe(key));

  it("lights up nothing for pages outside the navigation", () => {
    expect(activeNavKey("/search")).toBeNull();
    expect(activeNavKey("/v/home")).toBeNull();
    expect(activeNavKey("/newsletter")).toBeNull();
  });
});
