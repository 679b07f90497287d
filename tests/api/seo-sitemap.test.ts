import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PlaybackKind } from "@/lib/codes/playback-kinds";
import { SITEMAP_KINDS } from "@/lib/contracts/sitemap";
import { matches } from "@/server/db/schema/matches";
import { playbacks } from "@/server/db/schema/streams";
import { createSeededTestApi, type TestApi } from "../support/test-api";
import { detailSeeding } from "./match-detail-seed";

let api: TestApi;

beforeAll(async () => {
  ({ api } = await createSeededTestApi(detailSeeding));
});
afterAll(() => api.close());

describe("GET /seo/sitemap", () => {
  it("counts every kind of page in one answer", async () => {
    const res = await api.get("/seo/sitemap");
    expect(res.body.code).toBe(200);
    const counts = Object.fromEntries(
      res.body.data.map((c: { kind: string; count: number }) => [c.kind, c.count]),
    );
    expect(Object.keys(counts).sort()).toEqual([...SITEMAP_KINDS].sort());
    const [{ n }] = await api.db.select({ n: count() }).from(matches);
    expect(counts.matches).toBe(n);
    const [{ n: replays }] = await api.db
      .select({ n: count() })
      .from(playbacks)
      .where(eq(playbacks.kind, PlaybackKind.Replay));
    expect(counts.playbacks).toBe(replays);
  });
});

describe("GET /seo/sitemap/{kind}", () => {
  it("lists each kind's pages in id order with their sport and last change", async () => {
    const counts = (await api.get("/seo/sitemap")).body.data as { kind: string; count: number }[];
    for (const { kind, count: total } of counts) {
      const res = await api.get(`/seo/sitemap/${kind}`, { page: 1 });
      expect(res.body.code, kind).toBe(200);
      expect(res.body.data, kind).toHaveLength(total);
      const ids = res.body.data.map((e: { id: number }) => e.id);
      expect(ids, kind).toEqual([...ids].sort((a, b) => a - b));
      for (const e of res.body.data)
        if (e.lastmod !== null) expect(Number.isNaN(Date.parse(e.lastmod))).toBe(false);
    }
    const matchRows = (await api.get("/seo/sitemap/matches")).body.data;
    expect(matchRows.length).toBeGreaterThan(0);
    expect(matchRows.every((e: { sportId: number; lastmod: string }) => e.sportId > 0 && e.lastmod)).toBe(
      true,
    );
  });

  it("answers an empty page past the last one", async () => {
    const res = await api.get("/seo/sitemap/matches", { page: 2 });
    expect(res.body).toMatchObject({ code: 200, data: [] });
  });

  it("refuses an unknown kind or page with a 400 and a Chinese message", async () => {
    const kind = await api.get("/seo/sitemap/users");
    expect(kind.status).toBe(400);
    expect(kind.body.message).toContain("站点地图类型不正确");
    const page = await api.get("/seo/sitemap/matches", { page: 0 });
    expect(page.status).toBe(400);
    expect(page.body.message).toContain("页码不正确");
  });
});

describe("GET /live/og/match/{id}", () => {
  it("draws a PNG for a match and a 404 for an unknown one", async () => {
    const [m] = await api.db.select({ id: matches.id }).from(matches).limit(1);
    const res = await api.app.request(`/live/og/match/${m.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const png = new Uint8Array(await res.arrayBuffer());
    expect([...png.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
    expect((await api.app.request("/live/og/match/999999999")).status).toBe(404);
    expect((await api.app.request("/live/og/match/abc")).status).toBe(400);
  });
});
