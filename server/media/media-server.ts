import { readFile } from "node:fs/promises";
import { FRAME_H, FRAME_W } from "@/lib/match-animation/draw-frame";
import type { Server } from "node:net";
import type { RequestListener } from "node:http";
import type { Logger } from "../log/logger";
import type { MediaApi } from "./api-client";
import { createBroadcaster, type Broadcaster } from "./broadcast/broadcaster";
import { ffmpegEncoder, type EncoderSettings } from "./broadcast/encoder";
import { loadCanvasSurfaces } from "./broadcast/frame-surface";
import { followSse } from "./broadcast/sse-follow";
import { createDemoViewers } from "./demo-viewers";
import { createMediaRouter, offsetOf } from "./http-router";
import { createLoopChannel } from "./loop/loop-channel";
import { prepareLoop } from "./loop/loop-clip";
import { loadNms } from "./nms";
import { createPlaybackFiles } from "./playback-files";
import { guardPublishing } from "./publish-guard";
import { ffmpegFrameGrabber, type GrabFrame } from "./thumbs/ffmpeg-frame";
import { createThumbs } from "./thumbs/thumbs";
import { createReplaySource } from "./replay/replay-source";
import { routeDemoWebSockets, type WsServer } from "./ws-router";

export type MediaServerOptions = {
  host: string;
  /** 0 picks a free port (tests). */
  rtmpPort: number;
  httpPort: number;
  secret: string;
  origins: string[];
  api: MediaApi;
  demoClip: string;
  playbackDir: string;
  /** Priced playbacks' files, apart from the free ones. */
  paidDir: string;
  graceMs: number;
  /** Rendered replays' cache and its disk budget; without it replays play the demo clip. */
  replays?: { dir: string; budgetMb: number };
  log: Logger;
  /** node-media-server's own plain-text log: warnings by default. */
  nmsLog?: "silent" | "warn" | "info";
  now?: () => number;
  demoRefreshMs?: number;
  /** How often the api is asked which streams' rooms were taken down (下播). */
  onAirCheckMs?: number;
  /**
   * Card pictures: `ffmpeg` is the binary (or `grab` a stand-in, tests); none → no pictures.
   * `tickMs` 0 leaves the scheduling to the caller (`thumbs.job.tick()`).
   */
  thumbs?: { dir: string; ffmpeg?: string; grab?: GrabFrame; everyMs?: number; tickMs?: number };
  /** Render the demo rooms' bound matches into video and publish them (off: the rooms loop the clip). */
  broadcast?: Omit<EncoderSettings, "width" | "height"> | null;
};

const ON_AIR_CHECK_MS = 2000;

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.removeAllListeners("error"); // node-media-server's handler exits the process
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

/**
 * node-media-server with an explicit config: listeners on `host` only, no admin UI or api, no
 * HTTPS, no recording, no persistent store (its CLI would rewrite its own config and bind
 * 0.0.0.0). Its HTTP port also serves the demo loops and playback files (http-router.ts).
 */
export async function startMediaServer(o: MediaServerOptions) {
  const now = o.now ?? Date.now;
  const { NodeMediaServer, logger, events } = loadNms();
  const print = logger.log;
  logger.log = () => {}; // the constructor prints a banner and resets the level to debug
  const nms = new NodeMediaServer({
    bind: o.host,
    // Ports must be truthy for the servers to be created; the real ones are bound below.
    rtmp: { port: o.rtmpPort || 1 },
    http: { port: o.httpPort || 1 },
    webadmin: { enable: false },
    record: { auto: false },
    auth: { play: false, publish: false, secret: "" },
  });
  logger.log = o.nmsLog === "silent" ? () => {} : print;
  logger.level = o.nmsLog ?? "warn";

  const loop = createLoopChannel(prepareLoop(await readFile(o.demoClip)), { now });
  const guard = guardPublishing(events, { api: o.api, app: "live", graceMs: o.graceMs, log: o.log });
  let demo = new Set<string>();
  const refresh = () =>
    o.api.demoStreams().then(
      (names) => (demo = new Set(names)),
      (error) => o.log.error("demo stream list failed", { error: String(error) }),
    );
  await o.api.reset().catch((error) => o.log.error("live status reset failed", { error: String(error) }));
  await refresh();
  const refresher = setInterval(refresh, o.demoRefreshMs ?? 30_000);
  refresher.unref();

  // A room taken down stops at once (its publisher cut, its demo loop viewers ended); a demo
  // room put back up loops again within one check.
  const demoViewers = createDemoViewers();
  let checking = false;
  const checkOnAir = async () => {
    if (checking) return;
    checking = true;
    try {
      const answer = await o.api.onAirCheck([...new Set([...guard.liveNames(), ...demo])]);
      demo = new Set(answer.demo);
      for (const name of answer.offAir) {
        guard.cut(name);
        demoViewers.endAll(name);
      }
      // A demo room that now has a publisher (its rendered broadcast) ends its clip viewers' streams:
      // their players reconnect and get the publisher.
      for (const name of demo)
        if (guard.isPublishing(name) && demoViewers.count(name)) demoViewers.endAll(name);
    } catch (error) {
      o.log.error("on-air check failed", { error: String(error) });
    } finally {
      checking = false;
    }
  };
  const onAirChecker = setInterval(checkOnAir, o.onAirCheckMs ?? ON_AIR_CHECK_MS);
  onAirChecker.unref();

  // Frames are read from this process's own HTTP-FLV, so demo loops and publishers look alike.
  let ownHttp = "";
  const thumbs = o.thumbs
    ? await createThumbs({
        dir: o.thumbs.dir,
        grab: o.thumbs.grab ?? ffmpegFrameGrabber(o.thumbs.ffmpeg ?? "/usr/bin/ffmpeg"),
        playbackDirs: { playback: o.playbackDir, paid: o.paidDir },
        liveNames: () => [...new Set([...guard.liveNames(), ...demo])],
        sourceOf: (name) => `${ownHttp}/live/${name}.flv`,
        everyMs: o.thumbs.everyMs,
        tickMs: o.thumbs.tickMs,
        now,
        log: o.log,
      })
    : null;

  const http = nms.httpServer.httpServer;
  const [nmsHandler] = http.listeners("request") as RequestListener[];
  http.removeAllListeners("request");
  const track = o.api.replayTrack?.bind(o.api);
  const replays = o.replays && track ? await createReplaySource({ ...o.replays, track, log: o.log }) : null;
  http.on(
    "request",
    createMediaRouter({
      origins: o.origins,
      secret: o.secret,
      now,
      isDemo: (name) => demo.has(name),
      isPublishing: guard.isPublishing,
      loop,
      trackDemo: demoViewers.track,
      playbackFile: createPlaybackFiles({ playback: o.playbackDir, paid: o.paidDir }, replays),
      thumb: thumbs ? (req, res, target) => thumbs.serve(req, res, target) : undefined,
      nms: nmsHandler,
    }),
  );
  const wss = (nms.httpServer as { wsServer?: WsServer }).wsServer;
  if (wss) {
    routeDemoWebSockets(wss, {
      isDemo: (name) => demo.has(name),
      isPublishing: guard.isPublishing,
      loop,
      offsetOf: (name) => offsetOf(name, loop.period),
      trackDemo: demoViewers.track,
    });
  }
  const httpPort = await listen(http, o.httpPort, o.host);
  const rtmpPort = await listen(nms.rtmpServer.tcpServer, o.rtmpPort, o.host);
  ownHttp = `http://${o.host.includes(":") ? `[${o.host}]` : o.host}:${httpPort}`;
  thumbs?.job.start();
  const broadcaster = o.broadcast ? startBroadcasts(o, o.broadcast, rtmpPort) : null;

  return {
    httpPort,
    rtmpPort,
    demoStreams: () => [...demo],
    refreshDemoStreams: refresh,
    checkOnAir,
    thumbs,
    /** Demo rooms whose match is being rendered, with their encoder's pid. */
    broadcasts: () => broadcaster?.rendering() ?? [],
    async stop() {
      await broadcaster?.stop();
      await thumbs?.job.stop();
      clearInterval(refresher);
      clearInterval(onAirChecker);
      guard.stop();
      loop.close();
      await nms.stop();
      http.closeAllConnections();
    },
  };
}

function startBroadcasts(
  o: MediaServerOptions,
  settings: Omit<EncoderSettings, "width" | "height">,
  rtmpPort: number,
): Broadcaster {
  const host = o.host === "0.0.0.0" || o.host === "::" ? "127.0.0.1" : o.host;
  const broadcaster = createBroadcaster({
    api: o.api,
    rtmpBase: `rtmp://${host.includes(":") ? `[${host}]` : host}:${rtmpPort}/live`,
    surfaces: loadCanvasSurfaces,
    spawn: ffmpegEncoder({ ...settings, width: FRAME_W, height: FRAME_H }),
    follow: (matchId, onEvent) =>
      followSse({
        ...o.api.matchStream(matchId),
        onEvent,
        onError: (error) => o.log.debug("match stream dropped", { matchId, error: String(error) }),
      }),
    fps: settings.fps,
    log: o.log,
    now: o.now,
  });
  void broadcaster.sync();
  return broadcaster;
}

export type MediaServer = Awaited<ReturnType<typeof startMediaServer>>;
