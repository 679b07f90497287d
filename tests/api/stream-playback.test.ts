import { existsSync } from "node:fs";
import { and, eq, gt, inArray, isNotNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PlaybackKind } from "@/lib/codes/playback-kinds";
import type { PlaybackItem } from "@/lib/contracts/playback";
import { matches } from "@/server/db/schema/matches";
import { rooms } from "@/server/db/schema/rooms";
import { playbackPurchases, playbacks, roomStreams } from "@/server/db/schema/streams";
import { teams } from "@/server/db/schema/teams";
import { users } from "@/server/db/schema/users";
import { createSession } from "@/server/services/auth/sessions";
import { verifyPlaybackLink } from "@/server/services/stream/signed-link";
import { PAID_REEL_FILES, PLAYBACK_FILE } from "@/server/seed/streams";
import { createUser } from "../support/fixtures";
import { demoSeeding } from "../support/seedings";
import { createSeededTestApi, type TestApi } from "../support/test-api";

const SECRET = "test-media-secret-0123456789";
let api: TestApi;
let token: string;
let viewerId: number;
beforeAll(async () => {
  ({ api } = await createSeededTestApi(demoSeeding, {
    env: { MEDIA_SECRET: SECRET, MEDIA_PUBLIC_URL: "http://media.test:3002" },
  }));
  const [fan] = await api.db.select().from(users).where(eq(users.mobile, "13800138000"));
  viewerId = fan.id;
  token = (await createSession(api.db, fan.id, true, api.clock.now)).token;
});
afterAll(() => api.close());

const firstReplayRoom = async () =>
  (await api.db.select({ roomId: playbacks.roomId }).from(playbacks).where(isNotNull(playbacks.roomId)))[0]
    .roomId!;

const homeTeam = alias(teams, "home_team");
const awayTeam = alias(teams, "away_team");

/** Each playback's match as the database has it: its two teams' ids and names. */
async function teamsOf(items: PlaybackItem[]) {
  const ids = items.map((i) => i.match!.matchId);
  const rows = await api.db
    .select({
      matchId: matches.id,
      homeTeamId: matches.homeTeamId,
      homeName: homeTeam.name,
      awayTeamId: matches.awayTeamId,
      awayName: awayTeam.name,
    })
    .from(matches)
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(inArray(matches.id, ids));
  return new Map(rows.map(({ matchId, ...teamsOfMatch }) => [matchId, teamsOfMatch]));
}

/** Every playback's match names its teams by id (their pages' links), the ids of that match's teams. */
async function expectTeamIdsOfTheirMatches(items: PlaybackItem[]) {
  expect(items.length).toBeGreaterThan(0);
  const known = await teamsOf(items);
  for (const { match } of items) {
    const { homeTeamId, homeName, awayTeamId, awayName } = match!;
    expect({ homeTeamId, homeName, awayTeamId, awayName }).toEqual(known.get(match!.matchId));
  }
}

describe("seeded streams", () => {
  it("puts up to six demo rooms on air, each with a match of its anchor's to call, never the demo anchor's", async () => {
    const demo = await api.db
      .select({ live: rooms.liveStatus, matchId: rooms.matchId, mobile: users.mobile })
      .from(roomStreams)
      .innerJoin(rooms, eq(rooms.id, roomStreams.roomId))
      .innerJoin(users, eq(users.id, rooms.anchorId))
      .where(eq(roomStreams.demo, true));
    expect(demo.length).toBeGreaterThanOrEqual(4);
    expect(demo.length).toBeLessThanOrEqual(6);
    expect(demo.every((r) => r.live === 1 && r.matchId !== null)).toBe(true);
    expect(demo.map((r) => r.mobile)).not.toContain("13900139000");
  });
});

describe("/api/back/pageByRoom", () => {
  it("lists a room's replays of finished matches, newest first", async () => {
    const roomId = await firstReplayRoom();
    const res = await api.postJson("/api/back/pageByRoom", { roomId, page: 1, pageSize: 2 });
    expect(res.body.code).toBe(200);
    const { list, total } = res.body.data;
    expect(total).toBeGreaterThanOrEqual(2);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ kind: PlaybackKind.Replay, roomId, duration: 60, price: 0 });
    expect(list[0].title).toContain("直播回放");
    expect(list[0].match.homeName).not.toBe("");
    await expectTeamIdsOfTheirMatches(list);
    expect(Date.parse(list[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(list[1].createdAt));
  });

  it("answers 404 for an unknown room and 400 for a malformed body", async () => {
    expect((await api.postJson("/api/back/pageByRoom", { roomId: 999_999 })).status).toBe(404);
    expect((await api.postJson("/api/back/pageByRoom", { roomId: "abc" })).status).toBe(400);
    expect((await api.postJson("/api/back/pageByRoom", { roomId: 1001, pageSize: 1000 })).status).toBe(400);
    expect((await api.postRaw("/api/back/pageByRoom", "{", "application/json")).status).toBe(400);
  });
});

describe("/api/back/detail", () => {
  it("gives a signed-in viewer a link signed for this file, playback and viewer", async () => {
    const roomId = await firstReplayRoom();
    const [{ list }] = [(await api.postJson("/api/back/pageByRoom", { roomId })).body.data];
    const res = await api.get("/api/back/detail", { recordId: list[0].recordId }, { token });
    expect(res.body.code).toBe(200);
    const detail = res.body.data;
    expect(detail.anchor.nickName).not.toBe("");
    expect(detail.paid).toBe(true);
    await expectTeamIdsOfTheirMatches([detail]);
    const url = new URL(detail.videoUrl);
    // A room replay's file is its own rendering of the match.
    const file = `replay-${list[0].recordId}`;
    expect(url.origin + url.pathname).toBe(`http://media.test:3002/playback/${file}.flv`);
    expect(url.searchParams.get("p")).toBe(String(list[0].recordId));
    expect(url.searchParams.get("v")).toBe(String(viewerId));
    const free = { scope: "playback", file } as const;
    expect(verifyPlaybackLink(SECRET, free, url.searchParams, api.clock.now)).toBe(true);
    expect(verifyPlaybackLink(SECRET, { ...free, file: "other" }, url.searchParams, api.clock.now)).toBe(
      false,
    );
    expect(verifyPlaybackLink(SECRET, { ...free, scope: "paid" }, url.searchParams, api.clock.now)).toBe(
      false,
    );
  });

  it("counts a play once per viewer per six hours, however many links the viewer takes", async () => {
    const roomId = await firstReplayRoom();
    const { list } = (await api.postJson("/api/back/pageByRoom", { roomId, page: 1, pageSize: 3 })).body.data;
    const recordId = list[2].recordId;
    const count = async () =>
      (await api.db.select().from(playbacks).where(eq(playbacks.id, recordId)))[0].playCount;
    const before = await count();
    const other = (await createUser(api)).token;
    const first = (await api.get("/api/back/detail", { recordId }, { token })).body.data;
    expect(first.playCount).toBe(before + 1);
    for (let i = 0; i < 3; i++) await api.get("/api/back/detail", { recordId }, { token });
    expect(await count()).toBe(before + 1);
    const second = (await api.get("/api/back/detail", { recordId }, { token: other })).body.data;
    expect(second.playCount).toBe(before + 2);
    await api.get("/api/back/detail", { recordId }); // a visitor gets no link and plays nothing
    expect(await count()).toBe(before + 2);
    api.advance(6 * 3_600_000 + 1000);
    await api.get("/api/back/detail", { recordId }, { token });
    expect(await count()).toBe(before + 3);
  });

  it("gives a visitor the record without a link", async () => {
    const roomId = await firstReplayRoom();
    const { list } = (await api.postJson("/api/back/pageByRoom", { roomId })).body.data;
    const res = await api.get("/api/back/detail", { recordId: list[0].recordId });
    expect(res.body.data).toMatchObject({ recordId: list[0].recordId, videoUrl: null });
  });

  it("answers 404 for an unknown record and 400 for a malformed id", async () => {
    expect((await api.get("/api/back/detail", { recordId: 999_999 })).status).toBe(404);
    expect((await api.get("/api/back/detail", { recordId: "x" })).status).toBe(400);
    expect((await api.get("/api/back/detail")).status).toBe(400);
  });
});

describe("/inform/movie-highlights", () => {
  it("lists highlights, filtered by sport", async () => {
    const all = (await api.get("/inform/movie-highlights", { pageSize: 100 })).body.data;
    expect(all.total).toBe(24);
    expect(all.list.every((h: { kind: number }) => h.kind === PlaybackKind.Highlight)).toBe(true);
    const football = (await api.get("/inform/movie-highlights", { sportId: 1, pageSize: 100 })).body.data;
    expect(football.list.length).toBeGreaterThan(0);
    expect(football.list.every((h: { match: { sportId: number } }) => h.match.sportId === 1)).toBe(true);
    await expectTeamIdsOfTheirMatches(all.list);
    expect((await api.get("/inform/movie-highlights", { sportId: 9 })).status).toBe(400);
  });

  it("withholds a priced highlight's link until the viewer has bought it, then signs its own file", async () => {
    const [priced] = await api.db
      .select()
      .from(playbacks)
      .where(and(eq(playbacks.kind, PlaybackKind.Highlight), gt(playbacks.price, 0)));
    const before = (await api.get("/inform/movie-highlights/detail", { id: priced.id }, { token })).body.data;
    expect(before).toMatchObject({ paid: false, videoUrl: null, price: priced.price });
    await api.db
      .insert(playbackPurchases)
      .values({ userId: viewerId, playbackId: priced.id, price: priced.price });
    const after = (await api.get("/inform/movie-highlights/detail", { id: priced.id }, { token })).body.data;
    expect(after.paid).toBe(true);
    const url = new URL(after.videoUrl);
    expect(url.pathname).toBe(`/paid/${priced.file}.flv`);
    expect(url.searchParams.get("v")).toBe(String(viewerId));
    // A priced link lasts the reel plus half an hour, not the free links' six hours.
    expect(Number(url.searchParams.get("e")) * 1000 - api.clock.now).toBeLessThanOrEqual(31 * 60_000);
  });

  it("gives every priced reel a file of its own, which the media's paid directory holds", async () => {
    const all = await api.db.select().from(playbacks);
    const priced = all.filter((p) => p.price > 0);
    expect(priced.length).toBe(PAID_REEL_FILES.length);
    const files = priced.map((p) => p.file);
    expect(new Set(files).size).toBe(files.length);
    expect(all.filter((p) => p.price === 0 && files.includes(p.file))).toEqual([]);
    for (const file of files) expect(existsSync(`assets/video/paid/${file}.flv`)).toBe(true);
    expect(existsSync(`assets/video/${PLAYBACK_FILE.name}.flv`)).toBe(true);
  });

  it("answers 404 for a replay id or an unknown id, 400 for a malformed one", async () => {
    const roomId = await firstReplayRoom();
    const { list } = (await api.postJson("/api/back/pageByRoom", { roomId })).body.data;
    expect((await api.get("/inform/movie-highlights/detail", { id: list[0].recordId })).status).toBe(404);
    expect((await api.get("/inform/movie-highlights/detail", { id: 999_999 })).status).toBe(404);
    expect((await api.get("/inform/movie-highlights/detail", { id: "-1" })).status).toBe(400);
  });
});
