import { get, request, type ClientRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { rooms } from "@/server/db/schema/rooms";
import { roomStreams } from "@/server/db/schema/streams";
import { createLogger } from "@/server/log/logger";
import { createMediaApi } from "@/server/media/api-client";
import { parseFlv, type FlvTag } from "@/server/media/flv/flv-tags";
import { startMediaServer, type MediaServerOptions } from "@/server/media/media-server";
import { seedDemo } from "@/server/seed/seed";
import { createAnchor } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

export const SECRET = "media-test-secret-0123456789";
export const WEB_ORIGIN = "http://127.0.0.1:3000";

/** The api (in-process app behind a real HTTP port) and the media server, all on free ports; `seed` adds the demo data. */
export async function startMediaStack({
  seed = false,
  thumbs,
  broadcast = null,
  before,
}: {
  seed?: boolean;
  thumbs?: MediaServerOptions["thumbs"];
  /** Render the demo rooms' bound matches (needs ffmpeg). */
  broadcast?: MediaServerOptions["broadcast"];
  /** Runs once the harness's demo room exists, before the media server starts. */
  before?: (api: TestApi, demo: { roomId: number; name: string }) => Promise<void>;
} = {}) {
  const api = await createTestApi({ env: { MEDIA_SECRET: SECRET } });
  if (seed) await seedDemo(api.db, { seed: 7, now: api.clock.now, playPastMatch: null });
  const demoAnchor = await createAnchor(api);
  const demoName = `room${demoAnchor.room.id}`;
  await api.db
    .insert(roomStreams)
    .values({ roomId: demoAnchor.room.id, name: demoName, secret: "x", demo: true });
  await before?.(api, { roomId: demoAnchor.room.id, name: demoName });
  const apiServer = serve({ fetch: api.app.fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise<void>((r) => (apiServer.listening ? r() : apiServer.once("listening", () => r())));
  const apiUrl = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`;
  const media = await startMediaServer({
    host: "127.0.0.1",
    rtmpPort: 0,
    httpPort: 0,
    secret: SECRET,
    origins: [WEB_ORIGIN],
    api: createMediaApi(apiUrl, SECRET),
    demoClip: "assets/video/demo.flv",
    playbackDir: "assets/video",
    paidDir: "assets/video/paid",
    graceMs: 0,
    log: createLogger(process.env.MEDIA_TEST_LOG === "1" ? "debug" : "silent"),
    nmsLog: "silent",
    thumbs,
    broadcast,
  });
  const httpUrl = `http://127.0.0.1:${media.httpPort}`;
  return {
    api,
    media,
    httpUrl,
    rtmpUrl: `rtmp://127.0.0.1:${media.rtmpPort}/live`,
    demoName,
    liveStatus: async (roomId: number) =>
      (await api.db.select({ s: rooms.liveStatus }).from(rooms).where(eq(rooms.id, roomId)))[0].s,
    async stop() {
      await media.stop();
      apiServer.close();
      await api.close();
    },
  };
}

/** A viewer reading an HTTP-FLV response as it arrives. */
export function openFlv(url: string, headers: Record<string, string> = {}) {
  const chunks: Buffer[] = [];
  let response: IncomingMessage | null = null;
  const startedAt = performance.now();
  let firstByteMs = -1;
  const req = get(url, { headers }, (res) => {
    response = res;
    res.on("data", (c: Buffer) => {
      if (firstByteMs < 0) firstByteMs = performance.now() - startedAt;
      chunks.push(c);
    });
  });
  req.on("error", () => {});
  return {
    bytes: () => Buffer.concat(chunks),
    tags: (): FlvTag[] => (chunks.length ? parseFlv(Buffer.concat(chunks)).tags : []),
    response: () => response,
    firstByteMs: () => firstByteMs,
    close: () => req.destroy(),
  };
}

/** Publishes an FLV by HTTP POST, a chunk at a time, as node-media-server accepts. */
export function publishHttp(url: string) {
  let failed: Error | null = null;
  let closed = false;
  const req: ClientRequest = request(url, { method: "POST", headers: { "content-type": "video/x-flv" } });
  req.on("error", (e) => (failed = e));
  req.on("close", () => (closed = true));
  req.flushHeaders();
  return {
    write: (chunk: Buffer) =>
      new Promise<void>((r) => (req.write(chunk) ? r() : req.once("drain", () => r()))),
    end: () => req.end(),
    failed: () => failed,
    closed: () => closed,
  };
}

export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const isVideo = (t: FlvTag) => t.type === 9;

/** A bare WebSocket client (Node 20 has none built in): collects the binary frames' payloads. */
export function openWsFlv(url: string) {
  const payloads: Buffer[] = [];
  let pending = Buffer.alloc(0);
  let socket: import("node:net").Socket | null = null;
  const req = request(url.replace(/^ws/, "http"), {
    headers: {
      Connection: "Upgrade",
      Upgrade: "websocket",
      "Sec-WebSocket-Version": "13",
      "Sec-WebSocket-Key": Buffer.from("media-test-key-1").toString("base64"),
    },
  });
  req.on("upgrade", (_res, s, head) => {
    socket = s;
    const read = (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (pending.length < 2) return;
        let len = pending[1] & 0x7f;
        let at = 2;
        if (len === 126) [len, at] = [pending.readUInt16BE(2), 4];
        else if (len === 127) [len, at] = [Number(pending.readBigUInt64BE(2)), 10];
        if (pending.length < at + len) return;
        if ((pending[0] & 0x0f) === 2) payloads.push(pending.subarray(at, at + len));
        pending = pending.subarray(at + len);
      }
    };
    read(head);
    s.on("data", read);
  });
  req.on("error", () => {});
  req.end();
  return {
    tags: (): FlvTag[] => (payloads.length ? parseFlv(Buffer.concat(payloads)).tags : []),
    close: () => (socket ? socket.destroy() : req.destroy()),
  };
}
