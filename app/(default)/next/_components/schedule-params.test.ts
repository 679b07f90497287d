import { describe, expect, it } from "vitest";
import { scheduleHref, scheduleParams } from "./schedule-params";

describe("/next URL parameters", () => {
  it("reads date, sport and leagues, dropping what is malformed", () => {
    expect(scheduleParams({ date: "2026-11-24", sportId: "2", leagueIds: "1,5,5" })).toEqual({
      date: "2026-11-24",
      sportId: 2,
      leagueIds: [1, 5],
    });
    expect(scheduleParams({ date: "2026-02-30", sportId: "3", leagueIds: "x,-1" })).toEqual({
      date: undefined,
      sportId: undefined,
      leagueIds: [],
    });
  });

  it("writes only what differs from the defaults", () => {
    expect(scheduleHref({ leagueIds: [] })).toBe("/next");
    expect(scheduleHref({ date: "2026-11-24", sportId: 1, leagueIds: [36, 31] })).toBe(
      "/next?date=2026-11-24&sportId=1&leagueIds=36%2C31",
    );
  });
});
