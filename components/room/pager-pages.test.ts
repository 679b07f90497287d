import { describe, expect, it } from "vitest";
import { pagerPages, totalPagesOf } from "./pager-pages";

describe("pagerPages", () => {
  it("shows nothing for a single page", () => {
    expect(pagerPages(1, 1)).toEqual([]);
    expect(pagerPages(1, 0)).toEqual([]);
  });

  it("lists every page when few", () => {
    expect(pagerPages(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps first, last and a window around the current page, eliding the rest", () => {
    expect(pagerPages(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
    expect(pagerPages(1, 20)).toEqual([1, 2, 3, "gap", 20]);
    expect(pagerPages(20, 20)).toEqual([1, "gap", 18, 19, 20]);
  });

  it("fills a gap of one page with the page instead of an ellipsis", () => {
    expect(pagerPages(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, "gap", 20]);
  });

  it("clamps a current page outside the range", () => {
    expect(pagerPages(99, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe("totalPagesOf", () => {
  it("rounds up and never answers less than one page", () => {
    expect(totalPagesOf(61, 30)).toBe(3);
    expect(totalPagesOf(60, 30)).toBe(2);
    expect(totalPagesOf(0, 30)).toBe(1);
  });
});
