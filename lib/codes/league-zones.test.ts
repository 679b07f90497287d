import { describe, expect, it } from "vitest";
import { leagueZones, tableZone } from "./league-zones";

describe("table zones", () => {
  it("colours 英超's top four for 欧冠 and its bottom three for 降级", () => {
    expect([1, 4].map((r) => tableZone(36, r, 20))).toEqual(["championsLeague", "championsLeague"]);
    expect(tableZone(36, 5, 20)).toBe("europaLeague");
    expect(tableZone(36, 6, 20)).toBe("conferenceLeague");
    expect(tableZone(36, 10, 20)).toBeNull();
    expect([18, 20].map((r) => tableZone(36, r, 20))).toEqual(["relegation", "relegation"]);
    expect(tableZone(36, 17, 20)).toBeNull();
  });

  it("follows each league's own rules and leaves unknown leagues plain", () => {
    expect(tableZone(8, 16, 18)).toBeNull();
    expect(tableZone(8, 17, 18)).toBe("relegation");
    expect(tableZone(37, 2, 24)).toBe("promotion");
    expect(tableZone(37, 6, 24)).toBe("promotionPlayoff");
    expect(tableZone(103, 36, 36)).toBeNull();
    expect(tableZone(99_999, 1, 20)).toBeNull();
    expect(leagueZones(36)).toEqual(["championsLeague", "europaLeague", "conferenceLeague", "relegation"]);
  });
});
