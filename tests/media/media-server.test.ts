import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isKeyframe, isSequenceHeader } from "@/server/media/flv/flv-tags";
import { ensureRoomStream } from "@/server/services/stream/stream-keys";
import { createAnchor } from "../support/fixtures";
import { isVideo, openFlv, publishHttp, startMediaStack, until } from "./media-harness";

const clip = readFileSync("assets/video/demo.flv");
let stack: Awaited<ReturnType<typeof startMediaStack>>;
beforeAll(async () => {
  stack = await startMediaStack();
});
afterAll(() => stack?.stop());

async function anchorStream() {
  const anchor = await createAnchor(stack.api);
  const stream = await ensureRoomStream(stack.api.db, anchor.room.id);
  const play = `${stack.httpUrl}/live/${stream.name}.flv`;
  return { roomId: anchor.room.id, name: stream.name, secret: stream.secret, play };
}

describe("publishing by HTTP-FLV POST", () => {
  it("plays a publish with the room's key and flips the room live, then offline when it ends", async () => {
    const s = await anchorStream();
    const viewer = openFlv(s.play);
    const pub = publishHttp(`${s.play}?key=${s.secret}`);
    await pub.write(clip.subarray(0, 200_000));
    await until(() => viewer.tags().some((t) => isVideo(t) && isKeyframe(t)), "video at the viewer");
    expect(viewer.bytes().toString("latin1", 0, 3)).toBe("FLV");
    await until(async () => (await stack.liveStatus(s.roomId)) === 1, "room live");
    pub.end();
    await until(async () => (await stack.liveStatus(s.roomId)) === 0, "room offline");
    viewer.close();
  });

  it("cuts a publisher with a wrong key: nothing reaches viewers and the room stays offline", async () => {
    const s = await anchorStream();
    const viewer = openFlv(s.play);
    await until(() => viewer.bytes().length >= 13, "the FLV header");
    const pub = publishHttp(`${s.play}?key=${s.secret}wrong`);
    await pub.write(clip.subarray(0, 200_000)).catch(() => {});
    await until(() => pub.closed(), "the refused publisher to be cut");
    expect(pub.failed()).not.toBeNull();
    const refused = publishHttp(s.play); // no key at all
    await refused.write(clip.subarray(0, 50_000)).catch(() => {});
    await until(() => refused.closed(), "the keyless publisher to be cut");
    expect(await stack.liveStatus(s.roomId)).toBe(0);
    // The same viewer then gets a real publish, so it was able to receive all along.
    const good = publishHttp(`${s.play}?key=${s.secret}`);
    await good.write(clip.subarray(0, 200_000));
    await until(() => viewer.tags().some(isVideo), "video from the accepted publisher");
    const first = viewer.tags().find(isVideo)!;
    expect(isSequenceHeader(first)).toBe(true); // the stream starts clean: nothing leaked before it
    good.end();
    viewer.close();
  });
});

const hasFfmpeg = spawnSync("ffmpeg", ["-version"]).status === 0;
if (!hasFfmpeg) console.log("media-server.test: ffmpeg not installed, RTMP publishing tests skipped");

describe.skipIf(!hasFfmpeg)("publishing by RTMP (ffmpeg)", () => {
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((c) => c.kill("SIGKILL")));
  const push = (url: string) => {
    const child = spawn("ffmpeg", [
      "-hide_banner",
      "-loglevel",
      "error",
      "-re",
      "-i",
      "assets/video/demo.flv",
      "-c",
      "copy",
      "-f",
      "flv",
      url,
    ]);
    children.push(child);
    return child;
  };

  it("plays an RTMP publish with a valid key and takes the room offline when it stops", async () => {
    const s = await anchorStream();
    const viewer = openFlv(s.play);
    const ffmpeg = push(`${stack.rtmpUrl}/${s.name}?key=${s.secret}`);
    await until(
      () => viewer.tags().filter((t) => isVideo(t) && isKeyframe(t)).length > 0,
      "RTMP video at the viewer",
    );
    await until(async () => (await stack.liveStatus(s.roomId)) === 1, "room live");
    ffmpeg.kill("SIGTERM");
    await until(async () => (await stack.liveStatus(s.roomId)) === 0, "room offline");
    viewer.close();
  });

  it("refuses an RTMP publish with a wrong key", async () => {
    const s = await anchorStream();
    const viewer = openFlv(s.play);
    const ffmpeg = push(`${stack.rtmpUrl}/${s.name}?key=nope`);
    const code = await new Promise<number | null>((r) => ffmpeg.once("exit", r));
    expect(code).not.toBe(0);
    expect(viewer.tags()).toEqual([]);
    expect(viewer.bytes().length).toBe(13); // the FLV header and nothing else
    expect(await stack.liveStatus(s.roomId)).toBe(0);
    viewer.close();
  });
});
