import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { playbackFileOf, verifyPlaybackLink, type PlaybackFile } from "../services/stream/signed-link";
import type { LoopChannel } from "./loop/loop-channel";
import type { PlaybackBody } from "./playback-files";
import { sendWithRanges } from "./range";
import { thumbOf, type ThumbTarget } from "./thumbs/thumb-store";

export type RouterDeps = {
  origins: string[];
  secret: string;
  now: () => number;
  /** Stream names that loop the demo clip while nobody publishes on them. */
  isDemo(name: string): boolean;
  isPublishing(name: string): boolean;
  loop: LoopChannel;
  /** Registers a demo viewer so it can be ended when its room goes down. */
  trackDemo?(name: string, end: () => void): () => void;
  /** A playback's bytes, a replay's rendering progress, or null when there is no such file. */
  playbackFile(target: PlaybackFile): Promise<PlaybackBody | null>;
  /** Card pictures (`/thumbs/…`): false when there is none (no ffmpeg, room off air, unknown file). */
  thumb?(req: IncomingMessage, res: ServerResponse, target: ThumbTarget): Promise<boolean>;
  /** node-media-server's own handler: HTTP-FLV play and publish of real streams. */
  nms: RequestListener;
};

const LIVE = /^\/live\/([A-Za-z0-9_-]{1,64})\.flv$/;

/** A stable place in the clip per room, so demo rooms do not all show the same second. */
export const offsetOf = (name: string, period: number) =>
  [...name].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7) % period;

function end(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" });
  res.end(text);
}

/** 202 while a replay renders: the page shows the progress and asks again (no video yet). */
function rendering(res: ServerResponse, progress: number) {
  res.setHeader("X-Render-Progress", progress.toFixed(3));
  res.setHeader("Cache-Control", "no-store");
  end(res, 202, "回放生成中");
}

/**
 * Every request of the media HTTP port: CORS for the web origins only, demo loops, signed
 * playback files with ranges (free ones under `/playback/`, priced ones under `/paid/`), card
 * pictures under `/thumbs/`, and the rest of `/live/*.flv` to node-media-server.
 */
export function createMediaRouter(d: RouterDeps): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://media");
    const origin = req.headers.origin;
    if (origin && d.origins.includes(origin)) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Vary", "Origin");
      res.setHeader(
        "Access-Control-Expose-Headers",
        "Content-Length, Content-Range, Accept-Ranges, X-Render-Progress",
      );
    }
    if (req.method === "OPTIONS") {
      res.setHeader("Access-Control-Allow-Methods", "GET, HEAD");
      res.setHeader("Access-Control-Allow-Headers", "Range");
      res.setHeader("Access-Control-Max-Age", "600");
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === "/healthz") return end(res, 200, "ok");

    const live = LIVE.exec(url.pathname);
    if (live && req.method === "GET" && d.isDemo(live[1]) && !d.isPublishing(live[1])) {
      res.writeHead(200, { "Content-Type": "video/x-flv", "Cache-Control": "no-store" });
      const detach = d.loop.attach(res, offsetOf(live[1], d.loop.period));
      const untrack = d.trackDemo?.(live[1], () => res.destroy());
      res.on("close", () => {
        detach();
        untrack?.();
      });
      return;
    }
    if (live && (req.method === "GET" || req.method === "POST")) {
      // node-media-server answers every origin with "*": only ours (set above) may read.
      const setHeader = res.setHeader.bind(res);
      res.setHeader = ((name: string, value: number | string | readonly string[]) =>
        name.toLowerCase() === "access-control-allow-origin"
          ? res
          : setHeader(name, value)) as typeof res.setHeader;
      d.nms(req, res);
      return;
    }

    const playback = playbackFileOf(url.pathname);
    if (playback && (req.method === "GET" || req.method === "HEAD")) {
      if (!verifyPlaybackLink(d.secret, playback, url.searchParams, d.now())) {
        return end(res, 403, "回放链接无效或已过期");
      }
      d.playbackFile(playback).then(
        (body) => {
          if (!body) return end(res, 404, "回放不存在");
          if (!Buffer.isBuffer(body)) return rendering(res, body.rendering);
          sendWithRanges(req, res, body, "video/x-flv");
        },
        () => end(res, 500, "回放文件无法读取"),
      );
      return;
    }
    const thumb = thumbOf(url.pathname);
    if (thumb && d.thumb && (req.method === "GET" || req.method === "HEAD")) {
      d.thumb(req, res, thumb).then(
        (sent) => sent || end(res, 404, "暂无画面"),
        () => end(res, 500, "画面无法读取"),
      );
      return;
    }
    end(res, 404, "not found");
  };
}
