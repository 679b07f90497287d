import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PlaybackKind } from "@/lib/codes/playback-kinds";
import { playbackPurchases, playbacks } from "@/server/db/schema/streams";
import { indexFlv } from "@/server/media/flv/keyframe-index";
import { createUser } from "../support/fixtures";
import { startMediaStack } from "./media-harness";

// The seeded playbacks' links, taken from the api's answers and played on the media server.
let stack: Awaited<ReturnType<typeof startMediaStack>>;
let replay: number;
let reel: typeof playbacks.$inferSelect;
let otherReel: typeof playbacks.$inferSelect;
let fan: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
const clip = indexFlv(readFileSync("assets/video/playback.flv"));

beforeAll(async () => {
  stack = await startMediaStack({ seed: true });
  stack.api.clock.now = Date.now(); // the media process checks expiry on the real clock
  const all = await stack.api.db.select().from(playbacks).orderBy(playbacks.id);
  replay = all.find((p) => p.kind === PlaybackKind.Replay && p.price === 0)!.id;
  [reel, otherReel] = all.filter((p) => p.kind === PlaybackKind.Highlight && p.price > 0);
  fan = await createUser(stack.api);
  other = await createUser(stack.api);
  await stack.api.db.insert(playbackPurchases).values([
    { userId: fan.user.id, playbackId: reel.id, price: reel.price },
    { userId: other.user.id, playbackId: otherReel.id, price: otherReel.price },
  ]);
});
afterAll(() => stack?.stop());

const linkOf = async (id: number, token: string): Promise<URL> =>
  new URL((await stack.api.get("/api/back/detail", { recordId: id }, { token })).body.data.videoUrl);
const play = async (url: URL | string) => {
  const res = await fetch(`${stack.httpUrl}${typeof url === "string" ? url : url.pathname + url.search}`);
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
};
const withParam = (url: URL, key: string, value: string) => {
  const copy = new URL(url);
  copy.searchParams.set(key, value);
  return copy;
};

describe("a priced playback on the media server", () => {
  it("plays for its buyer through the buyer's link, from its own file", async () => {
    const link = await linkOf(reel.id, fan.token);
    expect(link.pathname).toBe(`/paid/${reel.file}.flv`);
    const res = await play(link);
    expect(res.status).toBe(200);
    expect(res.body.equals(clip)).toBe(true);
    expect((await play(await linkOf(replay, fan.token))).status).toBe(200);
  });

  it("never opens through a free replay's link", async () => {
    const free = await linkOf(replay, fan.token);
    const paid = await linkOf(reel.id, fan.token);
    expect(paid.pathname).not.toBe(free.pathname);
    expect((await play(paid.pathname + free.search)).status).toBe(403);
    expect((await play(free.pathname.replace("/playback/", "/paid/") + free.search)).status).toBe(403);
  });

  it("opens through no other link: another viewer, playback, file or expiry breaks it", async () => {
    const link = await linkOf(reel.id, fan.token);
    expect((await play(link)).status).toBe(200);
    expect((await play(withParam(link, "v", String(other.user.id)))).status).toBe(403);
    expect((await play(withParam(link, "p", String(otherReel.id)))).status).toBe(403);
    expect((await play(`/paid/${otherReel.file}.flv${link.search}`)).status).toBe(403);
    const e = Number(link.searchParams.get("e"));
    expect((await play(withParam(link, "e", String(e + 3600)))).status).toBe(403);
    // The other buyer's link to their own reel does not open this one either.
    const theirs = await linkOf(otherReel.id, other.token);
    expect((await play(`/paid/${reel.file}.flv${theirs.search}`)).status).toBe(403);
  });

  it("gives no link to a viewer who has not bought it", async () => {
    const res = await stack.api.get("/api/back/detail", { recordId: reel.id }, { token: other.token });
    expect(res.body.data).toMatchObject({ paid: false, videoUrl: null });
  });
});
