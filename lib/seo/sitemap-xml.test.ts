import { describe, expect, it } from "vitest";
import { sitemapSchemaErrors } from "@/tests/support/sitemap-schema";
import { SITEMAP_KINDS, SITEMAP_PAGE_SIZE, type SitemapEntry } from "@/lib/contracts/sitemap";
import { parseSitemapChild, sitemapChildPath, sitemapIndexXml, urlsetXml } from "./sitemap-xml";

const ORIGIN = "https://www.qiutan.test";
const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
// W3C Datetime (the sitemaps protocol's lastmod): a date, or a date and time with a zone.
const W3C = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

/** Valid against the protocol's schema, with locs on the site: what a crawler checks. */
async function expectValidUrlset(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(await sitemapSchemaErrors(xml)).toEqual([]);
  expect(xml).toContain(`<urlset xmlns="${NS}">`);
  const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]);
  expect(urls.length).toBeLessThanOrEqual(SITEMAP_PAGE_SIZE);
  for (const url of urls) {
    const [loc] = locs(url);
    expect(new URL(loc).origin).toBe(ORIGIN);
    const lastmod = /<lastmod>([^<]*)<\/lastmod>/.exec(url)?.[1];
    if (lastmod !== undefined) expect(lastmod).toMatch(W3C);
  }
  return urls;
}

const entry = (
  id: number,
  sportId = 1,
  lastmod: string | null = "2026-11-22T04:00:00.123Z",
): SitemapEntry => ({
  id,
  sportId,
  lastmod,
});

describe("sitemap index", () => {
  it("lists one child for every kind, even an empty one, on the site's origin", async () => {
    const xml = sitemapIndexXml(ORIGIN, [{ kind: "matches", count: 10 }]);
    expect(await sitemapSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain(`<sitemapindex xmlns="${NS}">`);
    expect(locs(xml)).toEqual(SITEMAP_KINDS.map((kind) => `${ORIGIN}/sitemaps/${kind}-1.xml`));
  });

  it("pages a kind past 50,000 URLs", () => {
    const xml = sitemapIndexXml(ORIGIN, [
      { kind: "matches", count: 2 * SITEMAP_PAGE_SIZE + 1 },
      { kind: "players", count: SITEMAP_PAGE_SIZE },
    ]);
    const children = locs(xml);
    expect(children.filter((l) => l.includes("/matches-"))).toEqual(
      [1, 2, 3].map((p) => `${ORIGIN}/sitemaps/matches-${p}.xml`),
    );
    expect(children.filter((l) => l.includes("/players-"))).toEqual([`${ORIGIN}/sitemaps/players-1.xml`]);
  });

  it("reads back the children it names and nothing else", () => {
    for (const kind of SITEMAP_KINDS) {
      const file = sitemapChildPath(kind, 7).split("/").pop()!;
      expect(parseSitemapChild(file)).toEqual({ kind, page: 7 });
    }
    for (const bad of ["matches-0.xml", "matches-1.txt", "users-1.xml", "matches-1.xml/..", "matches-x.xml"])
      expect(parseSitemapChild(bad)).toBeNull();
  });
});

describe("child sitemaps", () => {
  it("give each kind's page its own URL, with a W3C lastmod", async () => {
    const cases = {
      matches: [entry(7, 1), entry(8, 2)],
      articles: [entry(10001, 0)],
      rooms: [entry(1001, 0)],
      playbacks: [entry(5001, 0)],
      teams: [entry(3, 1), entry(900, 2)],
      players: [entry(40, 1), entry(41, 2)],
      competitions: [entry(4, 1), entry(11, 2)],
      experts: [entry(12, 0)],
    } as const;
    const paths: Record<string, string[]> = {};
    for (const kind of SITEMAP_KINDS) {
      const xml = urlsetXml(ORIGIN, kind, cases[kind]);
      await expectValidUrlset(xml);
      expect(xml).toContain("<lastmod>2026-11-22T04:00:00Z</lastmod>");
      paths[kind] = locs(xml).map((l) => l.slice(ORIGIN.length));
    }
    expect(paths).toEqual({
      matches: ["/football/live/7", "/basketball/live/8"],
      articles: ["/news/10001"],
      rooms: ["/live/room/1001"],
      playbacks: ["/playback/5001"],
      teams: ["/database/fb/team/3", "/database/lq/team/900"],
      players: ["/database/fb/player/40", "/database/lq/player/41"],
      competitions: ["/database/fb/league/4", "/database/lq/11"],
      experts: ["/guide/expert/info/12"],
    });
  });

  it("leaves lastmod out when nothing dates a page, and never lists more than 50,000", async () => {
    const many = Array.from({ length: SITEMAP_PAGE_SIZE + 5 }, (_, i) => entry(i + 1, 1, null));
    const urls = await expectValidUrlset(urlsetXml(ORIGIN, "teams", many));
    expect(urls).toHaveLength(SITEMAP_PAGE_SIZE);
    expect(urls[0]).not.toContain("<lastmod>");
  });
});
