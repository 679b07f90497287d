import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rooms } from "@/server/db/schema/rooms";
import { createSession } from "@/server/services/auth/sessions";
import { ensureRoomStream } from "@/server/services/stream/stream-keys";
import { createAnchor } from "../support/fixtures";
import { isVideo, openFlv, publishHttp, startMediaStack, until } from "./media-harness";

// 下播 reaches the media process: the running publisher is cut and demo loop viewers are ended.
const clip = readFileSync("assets/video/demo.flv");
let stack: Awaited<ReturnType<typeof startMediaStack>>;
beforeAll(async () => {
  stack = await startMediaStack();
});
afterAll(() => stack?.stop());

const down = (roomId: number, token: string) => stack.api.get("/api/room/down", { roomId }, { token });
const up = (roomId: number, token: string) => stack.api.postJson("/api/room/up", { roomId }, { token });

describe("taking a room down", () => {
  it("cuts its publisher within one on-air check and refuses a new publish until it is up", async () => {
    const anchor = await createAnchor(stack.api);
    const stream = await ensureRoomStream(stack.api.db, anchor.room.id);
    const play = `${stack.httpUrl}/live/${stream.name}.flv`;
    const viewer = openFlv(play);
    const pub = publishHttp(`${play}?key=${stream.secret}`);
    await pub.write(clip.subarray(0, 200_000));
    await until(() => viewer.tags().some(isVideo), "video at the viewer");
    await until(async () => (await stack.liveStatus(anchor.room.id)) === 1, "room live");

    expect((await down(anchor.room.id, anchor.token)).body.code).toBe(200);
    expect(await stack.liveStatus(anchor.room.id)).toBe(0);
    await stack.media.checkOnAir();
    await until(() => pub.closed(), "the publisher to be cut");

    const again = publishHttp(`${play}?key=${stream.secret}`);
    await again.write(clip.subarray(0, 50_000)).catch(() => {});
    await until(() => again.closed(), "the new publisher to be refused");
    expect(await stack.liveStatus(anchor.room.id)).toBe(0);

    await up(anchor.room.id, anchor.token);
    const back = publishHttp(`${play}?key=${stream.secret}`);
    await back.write(clip.subarray(0, 200_000));
    await until(async () => (await stack.liveStatus(anchor.room.id)) === 1, "live again after room up");
    back.end();
    viewer.close();
  });

  it("ends the viewers of a demo room's loop, which loops again once the room is up", async () => {
    const roomId = Number(stack.demoName.slice("room".length));
    const [room] = await stack.api.db.select().from(rooms).where(eq(rooms.id, roomId));
    const { token } = await createSession(stack.api.db, room.anchorId, true, stack.api.clock.now);
    const play = `${stack.httpUrl}/live/${stack.demoName}.flv`;
    const viewer = openFlv(play);
    await until(() => viewer.tags().some(isVideo), "the loop at the viewer");

    await down(roomId, token);
    await stack.media.checkOnAir();
    await until(() => viewer.response()?.closed === true, "the loop viewer to be ended");
    expect(stack.media.demoStreams()).not.toContain(stack.demoName);

    await up(roomId, token);
    await stack.media.checkOnAir();
    expect(stack.media.demoStreams()).toContain(stack.demoName);
    const next = openFlv(play);
    await until(() => next.tags().some(isVideo), "the loop again");
    next.close();
  });
});
