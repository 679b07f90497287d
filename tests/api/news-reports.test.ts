import { teamHref } from "@/lib/database-links";
import { and, desc, eq, exists, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FootballState } from "@/lib/codes/football-states";
import { MatchEventType } from "@/lib/codes/match-events";
import { ArticleKind, REPORTED_LEAGUE_IDS } from "@/lib/codes/news";
import { matchEvents, matches } from "@/server/db/schema/matches";
import { newsArticles } from "@/server/db/schema/news";
import { players, teams } from "@/server/db/schema/teams";
import { publishMatchPreview, publishMatchReport } from "@/server/services/news/match-reports";
import { createSeededTestApi, type TestApi } from "../support/test-api";
import { detailSeeding } from "./match-detail-seed";

let api: TestApi;
let finished: (typeof matches.$inferSelect)[];

beforeAll(async () => {
  ({ api } = await createSeededTestApi(detailSeeding));
  finished = await api.db
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.state, FootballState.Finished),
        inArray(matches.leagueId, [...REPORTED_LEAGUE_IDS]),
        exists(
          api.db
            .select({ one: sql`1` })
            .from(matchEvents)
            .where(eq(matchEvents.matchId, matches.id)),
        ),
      ),
    )
    .orderBy(desc(matches.kickoff))
    .limit(6);
});
afterAll(() => api.close());

const scorersOf = async (matchId: number) =>
  (
    await api.db
      .select({ name: players.name })
      .from(matchEvents)
      .innerJoin(players, eq(players.id, matchEvents.playerId))
      .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.type, MatchEventType.Goal)))
  ).map((r) => r.name);

describe("match reports", () => {
  it("a finished top-league match gets one 赛后战报 naming its real scorers and score", async () => {
    const m = finished[0];
    const id = await publishMatchReport(api.db, m.id, new Date(api.clock.now));
    expect(id).not.toBeNull();
    const res = await api.get(`/inform/info/detail/${id}`);
    expect(res.body.code).toBe(200);
    const article = res.body.data;
    expect(article.kind).toBe(ArticleKind.MatchReport);
    expect(article.matchId).toBe(m.id);
    const text = `${article.title}${article.html}`;
    for (const scorer of await scorersOf(m.id)) expect(text).toContain(scorer);
    expect(article.html).toContain(`${m.homeScore}-${m.awayScore}`);
    // Publishing again stores nothing new.
    expect(await publishMatchReport(api.db, m.id, new Date(api.clock.now))).toBeNull();
  });

  it("different matches read differently", async () => {
    const bodies: string[] = [];
    for (const m of finished.slice(1, 5)) {
      const id = await publishMatchReport(api.db, m.id, new Date(api.clock.now));
      const [row] = await api.db.select().from(newsArticles).where(eq(newsArticles.id, id!));
      bodies.push(row.body);
    }
    // Strip names and numbers: what is left is the shape and wording, which must differ.
    const shapes = bodies.map((b) => b.replace(/[0-9]+/g, "#").slice(0, 60));
    expect(new Set(shapes).size).toBeGreaterThan(1);
    expect(new Set(bodies.map((b) => b.split("\n\n").length)).size).toBeGreaterThan(1);
  });

  it("a match not yet finished gets no report", async () => {
    const [upcoming] = await api.db
      .select()
      .from(matches)
      .where(
        and(eq(matches.state, FootballState.NotStarted), inArray(matches.leagueId, [...REPORTED_LEAGUE_IDS])),
      )
      .limit(1);
    expect(await publishMatchReport(api.db, upcoming.id, new Date(api.clock.now))).toBeNull();
  });

  it("the report's cover is a PNG drawn on the server; unknown and malformed ids are refused", async () => {
    const [report] = await api.db
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .where(eq(newsArticles.matchId, finished[0].id));
    const res = await api.app.request(`/inform/info/cover/${report.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
    expect((await api.app.request("/inform/info/cover/99999999")).status).toBe(404);
    expect((await api.app.request("/inform/info/cover/abc")).status).toBe(400);
  });

  it("match pages list the match's report and its teams' news", async () => {
    const m = finished[0];
    const res = await api.get("/inform/info/match-news", { matchId: m.id });
    expect(res.body.code).toBe(200);
    expect(
      res.body.data.some(
        (a: { matchId: number; kind: number }) => a.matchId === m.id && a.kind === ArticleKind.MatchReport,
      ),
    ).toBe(true);
    expect((await api.get("/inform/info/match-news", { matchId: 99999999 })).body.message).toBe("比赛不存在");
    expect((await api.get("/inform/info/match-news", { matchId: "x" })).status).toBe(400);
  });

  it("an upcoming big match gets one 赛前前瞻 from its data", async () => {
    const [upcoming] = await api.db
      .select()
      .from(matches)
      .where(
        and(eq(matches.state, FootballState.NotStarted), inArray(matches.leagueId, [...REPORTED_LEAGUE_IDS])),
      )
      .orderBy(matches.kickoff)
      .limit(1);
    const id = await publishMatchPreview(api.db, upcoming.id, new Date(api.clock.now));
    expect(id).not.toBeNull();
    const article = (await api.get(`/inform/info/detail/${id}`)).body.data;
    expect(article.kind).toBe(ArticleKind.MatchPreview);
    const [home, away] = await Promise.all(
      [upcoming.homeTeamId, upcoming.awayTeamId].map(async (teamId) => {
        const [t] = await api.db.select().from(teams).where(eq(teams.id, teamId));
        return t.name;
      }),
    );
    expect(article.html).toContain(home);
    expect(article.html).toContain(away);
    // Each tagged team's first mention links to its database page, and only that one.
    for (const teamId of [upcoming.homeTeamId, upcoming.awayTeamId])
      expect(article.html.split(`<a href="${teamHref(upcoming.sportId, teamId)}">`)).toHaveLength(2);
    expect(await publishMatchPreview(api.db, upcoming.id, new Date(api.clock.now))).toBeNull();
  });
});
