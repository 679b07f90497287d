import { describe, expect, it } from "vitest";
import { dayTabs, dayTabsFromDates, trimDayTabs } from "./date-range";

// Wednesday 2024-05-01, 20:00 in Beijing.
const now = "2024-05-01 20:00:00";

describe("dayTabs", () => {
  it("labels today, tomorrow and weekdays with MM-DD", () => {
    expect(dayTabs(0, 3, { now })).toEqual([
      { date: "2024-05-01", monthDay: "05-01", label: "今天", offset: 0 },
      { date: "2024-05-02", monthDay: "05-02", label: "明天", offset: 1 },
      { date: "2024-05-03", monthDay: "05-03", label: "周五", offset: 2 },
      { date: "2024-05-04", monthDay: "05-04", label: "周六", offset: 3 },
    ]);
  });

  it("labels yesterday and earlier days for results", () => {
    expect(dayTabs(2, 0, { now }).map((tab) => tab.label)).toEqual(["周一", "昨天", "今天"]);
  });

  it("keeps all 7 days of a 7-day range", () => {
    expect(dayTabs(0, 6, { now })).toHaveLength(7);
  });

  it("keeps the 7 days nearest today when 8 or more exist", () => {
    expect(dayTabs(0, 9, { now }).map((tab) => tab.offset)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(dayTabs(9, 0, { now }).map((tab) => tab.offset)).toEqual([-6, -5, -4, -3, -2, -1, 0]);
    expect(dayTabs(3, 4, { now }).map((tab) => tab.offset)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
  });

  it("counts days in Beijing even when UTC is still on the day before", () => {
    // 2024-04-30 16:30 UTC is already 1 May in Beijing.
    expect(dayTabs(0, 0, { now: Date.UTC(2024, 3, 30, 16, 30) })[0].date).toBe("2024-05-01");
    expect(dayTabs(0, 0, { now: Date.UTC(2024, 3, 30, 16, 30), tz: "UTC" })[0].date).toBe("2024-04-30");
  });
});

describe("dayTabsFromDates", () => {
  it("sorts, deduplicates and labels API dates", () => {
    const tabs = dayTabsFromDates(["2024-05-03", "2024-05-01", "2024-05-03", "bad"], { now });
    expect(tabs.map((tab) => [tab.date, tab.label])).toEqual([
      ["2024-05-01", "今天"],
      ["2024-05-03", "周五"],
    ]);
  });

  it("trims 8 dates to the 7 nearest today", () => {
    const dates = [
      "2024-04-28",
      "2024-04-29",
      "2024-04-30",
      "2024-05-01",
      "2024-05-02",
      "2024-05-03",
      "2024-05-04",
      "2024-05-05",
    ];
    const tabs = dayTabsFromDates(dates, { now });
    expect(tabs).toHaveLength(7);
    expect(tabs.map((tab) => tab.offset)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
  });
});

describe("trimDayTabs", () => {
  it("leaves short lists alone", () => {
    const tabs = dayTabs(0, 2, { now });
    expect(trimDayTabs(tabs)).toBe(tabs);
  });
});
