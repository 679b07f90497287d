import { request } from "node:http";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isKeyframe, isSequenceHeader, TagType } from "@/server/media/flv/flv-tags";
import { indexFlv, keyframeIndexOf } from "@/server/media/flv/keyframe-index";
import {
  PLAYBACK_LINK_TTL_MS,
  signPlaybackPath,
  type PlaybackGrant,
} from "@/server/services/stream/signed-link";
import { isVideo, openFlv, openWsFlv, SECRET, startMediaStack, until, WEB_ORIGIN } from "./media-harness";

let stack: Awaited<ReturnType<typeof startMediaStack>>;
beforeAll(async () => {
  stack = await startMediaStack();
});
afterAll(() => stack?.stop());

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
function fetchRaw(url: string, opts: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(url, { method: opts.method ?? "GET", headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("demo rooms' pseudo-live stream", () => {
  it("plays at once, from a key frame, whatever the hour", async () => {
    const viewer = openFlv(`${stack.httpUrl}/live/${stack.demoName}.flv`, { origin: WEB_ORIGIN });
    await until(() => viewer.tags().some((t) => isVideo(t) && isKeyframe(t)), "demo video");
    const res = viewer.response()!;
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("video/x-flv");
    expect(res.headers["access-control-allow-origin"]).toBe(WEB_ORIGIN);
    const tags = viewer.tags();
    expect(tags[0].type).toBe(TagType.Script);
    const media = tags.filter((t) => t.type !== TagType.Script && !isSequenceHeader(t));
    expect(isKeyframe(media[0])).toBe(true);
    expect(media[0].timestamp).toBe(0);
    console.log(`pseudo-live time to first byte: ${viewer.firstByteMs().toFixed(1)} ms`);
    viewer.close();
  });

  it("plays over WebSocket (WS-FLV) as well", async () => {
    const ws = openWsFlv(`${stack.httpUrl.replace("http", "ws")}/live/${stack.demoName}.flv`);
    await until(() => ws.tags().some((t) => isVideo(t) && isKeyframe(t)), "demo video over WebSocket");
    const media = ws.tags().filter((t) => t.type !== TagType.Script && !isSequenceHeader(t));
    expect(isKeyframe(media[0])).toBe(true);
    ws.close();
  });

  it("is not loop-served for other names: node-media-server holds them until someone publishes", async () => {
    const viewer = openFlv(`${stack.httpUrl}/live/room999999.flv`, { origin: "http://evil.example" });
    await until(() => viewer.bytes().length >= 13, "the FLV header");
    expect(viewer.tags()).toEqual([]);
    // node-media-server would answer any origin with "*": only the web origins may read.
    expect(viewer.response()!.headers["access-control-allow-origin"]).toBeUndefined();
    viewer.close();
  });
});

describe("playback files", () => {
  const indexed = indexFlv(readFileSync("assets/video/playback.flv"));
  const free = { scope: "playback", file: "playback", playbackId: 5001, viewerId: 9 } as const;
  const sign = (grant: PlaybackGrant, at = Date.now()) =>
    `${stack.httpUrl}${signPlaybackPath(SECRET, grant, at, PLAYBACK_LINK_TTL_MS)}`;
  const url = () => sign(free);

  it("serve the whole file with an exact keyframe index", async () => {
    const res = await fetchRaw(url());
    expect(res.status).toBe(200);
    expect(res.headers["accept-ranges"]).toBe("bytes");
    expect(res.body.equals(indexed)).toBe(true);
    const index = keyframeIndexOf(res.body)!;
    expect(index.times.length).toBe(61);
    expect(index.filepositions.every((p) => res.body[p] === TagType.Video)).toBe(true);
  });

  it("answer a range with 206 and exactly those bytes, as a seek asks from a key frame", async () => {
    const pos = keyframeIndexOf(indexed)!.filepositions[30];
    const res = await fetchRaw(url(), { headers: { range: `bytes=${pos}-${pos + 999}` } });
    expect(res.status).toBe(206);
    expect(res.headers["content-range"]).toBe(`bytes ${pos}-${pos + 999}/${indexed.length}`);
    expect(res.body.equals(indexed.subarray(pos, pos + 1000))).toBe(true);
    const open = await fetchRaw(url(), { headers: { range: `bytes=${pos}-` } });
    expect(open.status).toBe(206);
    expect(open.body.length).toBe(indexed.length - pos);
    const suffix = await fetchRaw(url(), { headers: { range: "bytes=-100" } });
    expect(suffix.body.equals(indexed.subarray(indexed.length - 100))).toBe(true);
    const beyond = await fetchRaw(url(), { headers: { range: `bytes=${indexed.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${indexed.length}`);
    const head = await fetchRaw(url(), { method: "HEAD" });
    expect(head.headers["content-length"]).toBe(String(indexed.length));
  });

  it("refuse unsigned, tampered or expired links, and unknown files", async () => {
    expect((await fetchRaw(`${stack.httpUrl}/playback/playback.flv`)).status).toBe(403);
    expect((await fetchRaw(url().replace(/s=./, "s=A"))).status).toBe(403);
    expect((await fetchRaw(sign(free, Date.now() - 7 * 3_600_000))).status).toBe(403);
    expect((await fetchRaw(sign({ ...free, file: "nothing-here" }))).status).toBe(404);
  });

  it("allow the web origin to read ranges across origins", async () => {
    const pre = await fetchRaw(url(), {
      method: "OPTIONS",
      headers: { origin: WEB_ORIGIN, "access-control-request-headers": "range" },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers["access-control-allow-origin"]).toBe(WEB_ORIGIN);
    expect(String(pre.headers["access-control-allow-headers"])).toContain("Range");
    const other = await fetchRaw(url(), { headers: { origin: "http://evil.example" } });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
