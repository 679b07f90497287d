import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ArticleKind } from "@/lib/codes/news";
import { SEARCH_INDEX_REFRESH_MS } from "@/server/services/search/search-index";
import { experts } from "@/server/db/schema/experts";
import { newsArticles } from "@/server/db/schema/news";
import { searchWords } from "@/server/db/schema/search";
import { teams } from "@/server/db/schema/teams";
import { seedNews } from "@/server/seed/news/seed-news";
import { createUser } from "../support/fixtures";
import { sportsSeeding } from "../support/seedings";
import { createSeededTestApi, type TestApi } from "../support/test-api";

type Hit = { kind: string; id: number; name: string; detail: string; href: string };
type Group = { kind: string; hits: Hit[] };

let api: TestApi;
let expertId: number;
beforeAll(async () => {
  ({ api } = await createSeededTestApi(sportsSeeding));
  await seedNews(api.db, { seed: 7, now: api.clock.now });
  await createUser(api, { nickName: "梅西的球衣" });
  const expert = await createUser(api, { isExpert: 1, nickName: "老K看欧冠" });
  expertId = expert.user.id;
  await api.db.insert(experts).values({ userId: expertId, title: "足球分析师", tags: "欧冠,英超" });
}, 120_000);
afterAll(() => api.close());

const suggest = async (word: string): Promise<Group[]> => {
  const res = await api.get("/api/search/suggest", { word });
  expect(res.status).toBe(200);
  expect(res.body.code).toBe(200);
  return res.body.data;
};
const first = (groups: Group[]) => groups[0]?.hits[0];
const kindOf = (groups: Group[], kind: string) => groups.find((g) => g.kind === kind)?.hits ?? [];

describe("GET /api/search/suggest", () => {
  it("梅西 finds the player before the user named after him", async () => {
    const groups = await suggest("梅西");
    expect(first(groups)).toMatchObject({ kind: "player", name: "利昂内尔·梅西" });
    expect(first(groups)!.href).toBe(`/database/fb/player/${first(groups)!.id}`);
    const all = await api.get("/api/search/list", { word: "梅西" });
    expect(all.body.data.groups[0].hits[0].name).toBe("利昂内尔·梅西");
    expect(all.body.data.users.map((u: { nickName: string }) => u.nickName)).toEqual(["梅西的球衣"]);
  });

  it("lists a player called up by his country once, under his club", async () => {
    for (const [word, name, team] of [
      ["梅西", "利昂内尔·梅西", "迈阿密"],
      ["哈兰德", "埃尔林·哈兰德", "曼城"],
      ["姆巴佩", "基利安·姆巴佩", "皇马"],
    ]) {
      const hits = kindOf(await suggest(word), "player").filter((h) => h.name === name);
      expect(hits, word).toHaveLength(1);
      expect(hits[0].detail, word).toMatch(new RegExp(`^${team} · `));
      const list = await api.get("/api/search/list", { word });
      const listed = list.body.data.groups.flatMap((g: Group) => g.hits).filter((h: Hit) => h.name === name);
      expect(listed, word).toHaveLength(1);
    }
  });

  it("曼联 and 曼彻斯特联 both find Manchester United first, with its matches", async () => {
    for (const word of ["曼联", "曼彻斯特联", "Manchester United"]) {
      const groups = await suggest(word);
      expect(groups[0]!.kind, word).toBe("team");
      expect(first(groups)!.name, word).toBe("曼彻斯特联");
    }
    const matches = kindOf(await suggest("曼联"), "match");
    expect(matches.length).toBeGreaterThan(0);
    for (const m of matches) expect(m.name).toContain("曼联");
  });

  it("詹姆斯 finds LeBron first; 皇马 finds both Real Madrid teams", async () => {
    const james = await suggest("詹姆斯");
    expect(first(james)).toMatchObject({ kind: "player", name: "勒布朗·詹姆斯" });
    expect(first(james)!.href).toBe(`/database/lq/player/${first(james)!.id}`);
    const real = kindOf(await suggest("皇马"), "team").map((h) => h.name);
    expect(real).toEqual(["皇家马德里", "皇家马德里"]);
  });

  it("pinyin initials find teams and players, and never inside a word", async () => {
    expect(first(await suggest("mcstl"))).toMatchObject({ kind: "team", name: "曼彻斯特联" });
    expect(first(await suggest("MCSTL"))).toMatchObject({ kind: "team", name: "曼彻斯特联" });
    const messi = kindOf(await suggest("lanemx"), "player");
    expect(messi[0]?.name).toBe("利昂内尔·梅西");
    expect(kindOf(await suggest("cstl"), "team").map((h) => h.name)).not.toContain("曼彻斯特联");
  });

  it("finds competitions, experts and articles", async () => {
    const league = first(await suggest("英格兰超级联赛"));
    expect(league).toMatchObject({ kind: "competition", name: "英超" });
    expect(league!.href).toBe(`/database/fb/league/${league!.id}`);
    const expert = kindOf(await suggest("老K"), "expert");
    expect(expert[0]).toMatchObject({
      id: expertId,
      name: "老K看欧冠",
      detail: "足球分析师",
      href: `/guide/expert/info/${expertId}`,
    });
    const [article] = await api.db.select().from(newsArticles).limit(1);
    const found = kindOf(await suggest(article!.title), "article");
    expect(found[0]).toMatchObject({ id: article!.id, href: `/news/${article!.id}` });
  });

  it("ranks exact before prefix before contains within a kind", async () => {
    const [city] = await api.db.select().from(teams).where(eq(teams.name, "曼彻斯特城"));
    const hits = kindOf(await suggest("曼"), "team").map((h) => h.name);
    expect(hits.length).toBe(3);
    expect(hits.every((n) => n.includes("曼"))).toBe(true);
    expect(city).toBeDefined();
    expect(kindOf(await suggest("曼城"), "team")[0]!.name).toBe("曼彻斯特城");
  });

  it("answers empty, unknown and wildcard words with no groups, and never counts suggestions", async () => {
    expect(await suggest("")).toEqual([]);
    expect(await suggest("   ")).toEqual([]);
    expect(await suggest("%")).toEqual([]);
    expect(await suggest("zzzzqqqq")).toEqual([]);
    await suggest("阿森纳");
    const counted = await api.db.select().from(searchWords).where(eq(searchWords.word, "阿森纳"));
    expect(counted).toEqual([]);
  });

  it("refuses malformed words with 400", async () => {
    expect((await api.get("/api/search/suggest", { word: "x".repeat(41) })).status).toBe(400);
    expect((await api.get("/api/search/suggest", { word: "a\u0000b" })).status).toBe(400);
    expect((await api.app.request("/api/search/suggest?word=a&word=b")).status).toBe(400);
  });

  it("answers visitors and signed-in users alike", async () => {
    const { token } = await createUser(api);
    const res = await api.get("/api/search/suggest", { word: "梅西" }, { token });
    expect(res.body.data[0].hits[0].name).toBe("利昂内尔·梅西");
  });
});

describe("the index follows changes", () => {
  it("finds an article published after the index was built once it refreshes", async () => {
    const title = "独家专访：新赛季的冠军热门";
    expect(kindOf(await suggest(title), "article")).toEqual([]);
    const [article] = await api.db
      .insert(newsArticles)
      .values({
        kind: ArticleKind.Editorial,
        columnNo: 1,
        sportId: 1,
        title,
        summary: "专访",
        body: "正文",
        authorName: "编辑部",
        publishedAt: new Date(api.clock.now),
      })
      .returning();
    api.advance(SEARCH_INDEX_REFRESH_MS);
    await vi.waitFor(async () => expect(kindOf(await suggest(title), "article")[0]?.id).toBe(article!.id), {
      timeout: 20_000,
      interval: 200,
    });
  }, 30_000);
});
