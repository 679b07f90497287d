import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { businessDate, shiftDate } from "../lib/beijing-time";

const DIST = process.env.NEXT_DIST_DIR ?? ".next-e2e";

/** The pages the ISR store holds under a path (Next 16 keeps them in server/route-cache/APP_PAGE/{build}/$/…). */
function stored(page: string): string[] {
  let files: string[];
  try {
    files = readdirSync(join(DIST, "server/route-cache"), { recursive: true }).map(String);
  } catch {
    return [];
  }
  const prefix = `$/${page}/`;
  return files
    .filter((f) => f.endsWith(".html") && f.includes(prefix))
    .map((f) => f.slice(f.indexOf(prefix) + prefix.length));
}

test("a date far outside the lists' window is a 404 that leaves nothing in the page cache", async ({
  request,
}) => {
  const inWindow = shiftDate(businessDate(Date.now()), -3);
  expect((await request.get(`/football/end?date=${inWindow}`)).status()).toBe(200);
  expect(stored("football/end").some((name) => name.includes(inWindow))).toBe(true);

  for (const path of [
    "/football/end?date=2099-01-01",
    "/football/end/q.date=2099-01-01",
    "/football/end/x",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  // Order and repetition of the same choice give the same page.
  const [a, b] = await Promise.all(
    ["/next?leagueIds=36,8&sportId=1", "/next?sportId=1&leagueIds=8&leagueIds=36,8"].map((p) =>
      request.get(p),
    ),
  );
  expect([a!.status(), b!.status()]).toEqual([200, 200]);
  const variants = stored("next").filter((name) => /sportId=1&leagueIds=(8,36|36,8)\./.test(name));
  expect(new Set(variants)).toEqual(new Set(["q.sportId=1&leagueIds=8,36.html"]));
  expect(stored("football/end").filter((name) => name.includes("2099") || name.startsWith("x"))).toEqual([]);
});
