import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Sport, SPORT_LABELS } from "@/lib/codes/sports";
import { countries, continents, sports } from "@/server/db/schema/sports";
import { teams } from "@/server/db/schema/teams";
import { catalogueTeams } from "@/server/seed/sports/catalogue";
import { continentRows, countryRows } from "@/server/seed/sports/countries";
import { ensureTeamCrests } from "@/server/services/crests/crest-files";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let dir: string;
/** The 英超's clubs and the NBA's first few: enough teams of both sports to draw. */
const sample = [
  ...catalogueTeams.slice(0, 20),
  ...catalogueTeams.filter((t) => t.sportId === Sport.Basketball).slice(0, 5),
];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "crests-"));
  api = await createTestApi({ env: { UPLOAD_DIR: dir } });
  await api.db.insert(sports).values(
    [Sport.Football, Sport.Basketball].map((id) => ({
      id,
      name: SPORT_LABELS[id],
      code: id === Sport.Football ? "football" : "basketball",
    })),
  );
  await api.db.insert(continents).values([...continentRows]);
  await api.db.insert(countries).values(countryRows);
  await api.db
    .insert(teams)
    .values(sample.map(({ country: _c, squadLeagueId: _s, venueId: _v, ...t }) => ({ ...t, venueId: null })));
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("team crests", () => {
  it("draws each team's crest once, links it from the team and serves it as an immutable SVG", async () => {
    expect(await ensureTeamCrests(api.db, dir)).toEqual({ drawn: sample.length, linked: sample.length });
    const rows = await api.db.select({ id: teams.id, logo: teams.logo }).from(teams);
    for (const row of rows)
      expect(row.logo).toMatch(new RegExp(`^/uploads/crests/${row.id}-[a-f0-9]{10}\\.svg$`));
    expect(readdirSync(join(dir, "crests"))).toHaveLength(sample.length);

    const res = await api.app.request(rows[0].logo);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(await res.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    // A second start finds every file and every link in place.
    expect(await ensureTeamCrests(api.db, dir)).toEqual({ drawn: 0, linked: 0 });
  });

  it("answers 404 for a crest that does not exist or a path outside the crests' shape", async () => {
    for (const path of [
      "/uploads/crests/999999-0123456789.svg",
      "/uploads/crests/1.svg",
      "/uploads/crests/..%2f1.svg",
    ]) {
      const res = await api.app.request(path);
      expect(res.status, path).toBe(404);
    }
  });
});
