import { expect, test, type APIRequestContext } from "@playwright/test";
import { SITEMAP_KINDS, type SitemapEntry, type SitemapKind } from "../lib/contracts/sitemap";
import { missingProperties } from "../lib/seo/structured-data";
import { sitemapSchemaErrors } from "../tests/support/sitemap-schema";
import { API_URL } from "./support/api";

// What a crawler gets: server HTML with structured data and a canonical URL, real 404s, the sitemaps.

const FOOTBALL = 1;
const UNKNOWN = 999_999_999;

async function entries(request: APIRequestContext, kind: SitemapKind): Promise<SitemapEntry[]> {
  const res = await request.get(`${API_URL}/seo/sitemap/${kind}`, { params: { page: 1 } });
  const body = await res.json();
  expect(body.code, kind).toBe(200);
  return body.data;
}

async function firstId(request: APIRequestContext, kind: SitemapKind, sportId?: number) {
  const list = await entries(request, kind);
  const hit = list.find((e) => sportId === undefined || e.sportId === sportId);
  expect(hit, `a ${kind} page to visit`).toBeDefined();
  return hit!.id;
}

type JsonLdNode = Record<string, unknown> & { "@type"?: string };

const jsonLdOf = (html: string): JsonLdNode[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));

/** Every @type in the nodes, nested ones included. */
function typesOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(typesOf);
  if (!node || typeof node !== "object") return [];
  const record = node as Record<string, unknown>;
  const own = typeof record["@type"] === "string" ? [record["@type"]] : [];
  return [...own, ...Object.values(record).flatMap(typesOf)];
}

const metaContent = (html: string, attr: "name" | "property", key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1];

/** The text a crawler reads: no scripts, styles or tags. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ");

test.describe("crawlers", () => {
  test("robots.txt keeps crawlers out of account pages and names the sitemap index", async ({ request }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    const text = await res.text();
    for (const path of ["/v/", "/user/", "/gateway/"]) expect(text).toContain(`Disallow: ${path}`);
    const sitemap = /Sitemap: (\S+)/.exec(text)?.[1];
    expect(sitemap).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
  });

  test("the sitemap index lists every kind, every file is valid against the protocol's schema and lists pages on the site", async ({
    request,
  }) => {
    const index = await request.get("/sitemap.xml");
    expect(index.status()).toBe(200);
    expect(index.headers()["content-type"]).toContain("xml");
    const xml = await index.text();
    expect(await sitemapSchemaErrors(xml)).toEqual([]);
    const children = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const kind of SITEMAP_KINDS)
      expect(
        children.some((l) => l.endsWith(`/sitemaps/${kind}-1.xml`)),
        kind,
      ).toBe(true);
    for (const loc of children) {
      const res = await request.get(new URL(loc).pathname);
      expect(res.status(), loc).toBe(200);
      expect(await sitemapSchemaErrors(await res.text()), loc).toEqual([]);
    }

    const child = await request.get(new URL(children.find((l) => l.includes("/matches-1"))!).pathname);
    expect(child.status()).toBe(200);
    const urlset = await child.text();
    const urls = [...urlset.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
    expect(urls.length).toBeGreaterThan(0);
    const origin = new URL(children[0]).origin;
    for (const [, loc, lastmod] of urls.slice(0, 50)) {
      expect(new URL(loc).origin).toBe(origin);
      expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
    expect((await request.get("/sitemaps/matches-999.xml")).status()).toBe(404);
    expect((await request.get("/sitemaps/users-1.xml")).status()).toBe(404);
  });

  test("every page kind carries valid JSON-LD, a canonical URL and sharing cards in its server HTML", async ({
    request,
  }) => {
    const [match, article, room, playback, team, player, league, expert] = await Promise.all([
      firstId(request, "matches", FOOTBALL),
      firstId(request, "articles"),
      firstId(request, "rooms"),
      firstId(request, "playbacks"),
      firstId(request, "teams", FOOTBALL),
      firstId(request, "players", FOOTBALL),
      firstId(request, "competitions", FOOTBALL),
      firstId(request, "experts"),
    ]);
    const pages: { path: string; types: string[]; canonical?: string; image?: boolean }[] = [
      { path: "/", types: ["WebSite"], canonical: "/" },
      { path: "/football?date=2026-11-22", types: [], canonical: "/football" },
      { path: `/football/live/${match}`, types: ["SportsEvent", "SportsTeam"], image: true },
      { path: `/news/${article}`, types: ["NewsArticle"], image: true },
      { path: `/live/room/${room}`, types: ["BroadcastEvent"], image: true },
      { path: `/playback/${playback}`, types: ["VideoObject"], image: true },
      { path: `/database/fb/team/${team}`, types: ["SportsTeam"] },
      { path: `/database/fb/player/${player}`, types: ["Person"] },
      { path: `/database/fb/league/${league}`, types: ["SportsOrganization"] },
      { path: `/guide/expert/info/${expert}`, types: ["ProfilePage", "Person"] },
    ];
    for (const page of pages) {
      const res = await request.get(page.path);
      expect(res.status(), page.path).toBe(200);
      const html = await res.text();
      const nodes = jsonLdOf(html);
      expect(missingProperties(nodes), page.path).toEqual([]);
      const types = typesOf(nodes);
      for (const type of [...page.types, "BreadcrumbList"]) expect(types, page.path).toContain(type);
      for (const node of nodes) expect(node["@context"], page.path).toBe("https://schema.org");

      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical, page.path).toMatch(/^https?:\/\//);
      expect(new URL(canonical!).pathname, page.path).toBe(page.canonical ?? page.path);
      expect(metaContent(html, "name", "keywords"), page.path).toBeTruthy();
      expect(metaContent(html, "name", "description"), page.path).toBeTruthy();
      expect(metaContent(html, "property", "og:title"), page.path).toBeTruthy();
      expect(metaContent(html, "property", "og:url"), page.path).toBe(canonical);
      expect(metaContent(html, "name", "twitter:card"), page.path).toBeTruthy();
      expect(visibleText(html), page.path).not.toContain("加载中");
      if (page.image) {
        const image = metaContent(html, "property", "og:image");
        expect(image, page.path).toMatch(/^https?:\/\//);
        const picture = await request.get(new URL(image!).pathname + new URL(image!).search);
        expect(picture.status(), image).toBe(200);
        expect(picture.headers()["content-type"], image).toMatch(/^image\//);
      }
    }
  });

  test("a match's JSON-LD names both sides, a Beijing start time and the score once it started", async ({
    request,
  }) => {
    const html = await (
      await request.get(`/football/live/${await firstId(request, "matches", FOOTBALL)}`)
    ).text();
    const event = jsonLdOf(html).find((n) => n["@type"] === "SportsEvent")!;
    expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    expect(event.homeTeam).toMatchObject({ "@type": "SportsTeam" });
    expect(event.awayTeam).toMatchObject({ "@type": "SportsTeam" });
    expect(String(event.eventStatus)).toMatch(/^https:\/\/schema\.org\/Event/);
  });

  test("unknown ids answer a real 404 on every dynamic route", async ({ request }) => {
    const paths = [
      `/football/live/${UNKNOWN}`,
      `/football/analysis/${UNKNOWN}`,
      `/basketball/live/${UNKNOWN}`,
      `/news/${UNKNOWN}`,
      `/live/room/${UNKNOWN}`,
      `/playback/${UNKNOWN}`,
      `/database/fb/team/${UNKNOWN}`,
      `/database/fb/player/${UNKNOWN}`,
      `/database/fb/league/${UNKNOWN}`,
      `/database/lq/${UNKNOWN}`,
      `/database/lq/team/${UNKNOWN}`,
      `/database/lq/player/${UNKNOWN}`,
      `/guide/expert/info/${UNKNOWN}`,
      `/guide/${UNKNOWN}`,
      `/personal/${UNKNOWN}`,
      `/community/${UNKNOWN}`,
      `/football/live/abc`,
    ];
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(404);
  });

  test("section pages with a query point their canonical URL at the clean path", async ({ request }) => {
    for (const [path, clean] of [
      ["/next?sportId=2", "/next"],
      ["/news", "/news"],
      ["/database/fb/page", "/database/fb/page"],
    ]) {
      const html = await (await request.get(path)).text();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical, path).toMatch(/^https?:\/\//);
      expect(new URL(canonical!).pathname, path).toBe(clean);
      expect(metaContent(html, "name", "keywords"), path).toBeTruthy();
    }
  });

  test("the footer shows no placeholder contact or record number when none is configured", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer).toContainText("违法和不良信息举报");
    await expect(footer).not.toContainText("qiutan.example");
    await expect(footer).not.toContainText("办理中");
    // For a human look at the footer: SEO_SHOT=/tmp/footer.png.
    if (process.env.SEO_SHOT) await footer.screenshot({ path: process.env.SEO_SHOT });
  });
});
